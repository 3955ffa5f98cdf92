// page/lab.js: the lab: every search algorithm the puzzle supports, run in the solver's worker on the position on
// show, side by side. It asks the engine's `lab_plan` what each would cost (saying first which runs take long), runs
// each as a `lab` job (progress, Cancel), and shows the table, the charts (lab-charts.js), the visit order
// (lab-trace.js), the CSV/JSON exports (lab-export.js) and a link that reopens it. Builds its own markup in #lab.

import { boardFor } from "../boards/index.js";
import { current } from "../game/history.js";
import { linkSize } from "./catalog.js";
import { el, LabCharts } from "./lab-charts.js";
import { ExportLinks } from "./lab-export.js";
import { asksFirst, planWarning, rowNote } from "./lab-notes.js";
import { LabTrace } from "./lab-trace.js";
import { formatFragment } from "./router.js";

const TRACE = 1000; // expansions each search records for the animation
const COLUMNS = [ // [key, header]: the table's figure columns, as `solve --json --stats` names them
  ["length", "Moves"], ["generated", "Generated"], ["expanded", "Expanded"],
  ["max_frontier", "Largest frontier"], ["stored", "Held in memory"], ["seconds", "Time in the worker"],
];
const number = (value) => (value === null || value === undefined ? "—" : Number(value).toLocaleString("en"));
const seconds = (value) => (value === null || value === undefined ? "—" : `${value < 0.1 ? (value * 1000).toFixed(1) : Math.round(value * 1000).toLocaleString("en")} ms`);

export class Lab {
  #engine;
  #catalog;
  #box;
  #session;
  #opener;
  #parts = {};
  #charts; #trace; #exports; // the parts below the table: lab-charts.js, lab-trace.js, lab-export.js
  #target = null; // {entry, position, drawer}
  #plan = null; // the engine's lab_plan reply
  #rows = []; // one per plan row: the plan row merged with its run's figures and its state
  #run = null; // {cancel, cancelled}: the runs in flight
  #epoch = 0; // bumped by open and close: replies about an older target are dropped

  /** parts: {engine, catalog, box (the empty #lab section), opener (the Lab button), session() -> the Session (the
   * game on show: the Lab button opens the lab on its position; the address follows the lab)} */
  constructor({ engine, catalog, box, opener, session }) {
    this.#engine = engine;
    this.#catalog = catalog;
    this.#box = box;
    this.#session = session;
    this.#opener = opener; // the lab's own markup is built when it first opens: none of it is on the page before
    opener.addEventListener("click", () => {
      const game = session();
      if (game.puzzle && game.history) this.open({ id: game.puzzle.id, size: game.puzzle.size, position: current(game.history).position });
    });
  }

  /** An address the person went to (router.js parseFragment): ".../lab" opens the lab there; another closes it. */
  follow(link) {
    if (link.kind === "link" && link.lab) this.open({ id: link.puzzleId, size: link.size, position: link.position });
    else if (!this.#box.hidden) this.close();
  }

  /** Whether the lab is open on `position` of catalogue entry `entry` (the address then ends in /lab). */
  shows(entry, position) {
    return !this.#box.hidden && this.#target !== null && this.#target.entry.key === entry.key && this.#target.position === position;
  }

  /** Open the lab on `position` (text, or null: the start) of puzzle `id` at `size`; scrolls it into view. */
  async open({ id, size = null, position = null, focus = true }) {
    const entry = this.#catalog.resolve(id, size ?? this.#catalog.impliedSize(id, position));
    if (!entry) return;
    const text = position ?? entry.start;
    if (!this.#box.hidden && this.#target && this.#target.entry.key === entry.key && this.#target.position === text && this.#plan) {
      if (focus) this.#focus();
      return;
    }
    this.#stop(true);
    if (!this.#charts) this.#build();
    const epoch = ++this.#epoch;
    this.#target = { entry, position: text, drawer: boardFor(entry.board) };
    this.#plan = null;
    this.#rows = [];
    this.#box.hidden = false;
    const p = this.#parts;
    p.where.textContent = `${entry.title}${entry.sizes ? ` (size ${entry.size})` : ""}, position ${text || "(empty)"}`;
    p.link.href = formatFragment(entry.id, text, linkSize(entry), { lab: true });
    this.#command(["--algorithm", "bfs"]);
    this.#show(null);
    this.#say("Asking the solver what each search would cost…");
    this.#addressChanged();
    if (focus) this.#focus();
    let plan;
    try {
      await this.#engine.ready;
      plan = await this.#engine.request("lab_plan", this.#args());
    } catch (error) {
      if (epoch === this.#epoch) this.#say(`The lab cannot run here: ${error.message}`, "warn");
      return;
    }
    if (epoch !== this.#epoch) return;
    this.#plan = plan;
    this.#rows = plan.rows.map((row) => ({ ...row, state: row.runnable ? "planned" : "skipped" }));
    // the command line of the first search that runs here (else of the puzzle's own solver)
    const example = plan.rows.find((row) => row.runnable && row.algorithm !== "table") ?? plan.rows.find((row) => row.runnable);
    if (example) this.#command(example.solve);
    this.#say("");
    this.#show(null);
  }

  /** The engine is ready again after a restart (Retry, or a new worker after a crash): a plan asked of the old one
   * failed or is stale, and runs in flight were lost, so an open lab asks the new engine for its plan again. */
  engineReady() {
    if (this.#box.hidden || !this.#target) return;
    const { entry, position } = this.#target;
    this.#plan = null;
    this.open({ id: entry.id, size: entry.size, position, focus: false });
  }

  close() {
    this.#stop(true);
    this.#epoch += 1;
    if (this.#box.contains(document.activeElement)) this.#opener.focus(); // focus goes back where it came from
    this.#box.hidden = true;
    this.#addressChanged();
  }

  /** The address says "/lab" while the lab is open on the position on show (session.writeAddress asks `shows`). */
  #addressChanged() {
    const game = this.#session();
    if (game && game.history && !game.playback) game.writeAddress();
  }

  /** The command line that prints a row's figures (`options`: the row's `solve` options, from the plan). */
  #command(options) {
    const { entry, position: text } = this.#target;
    const quoted = (word) => (/^[\w.+-]+$/.test(word) ? word : `'${word}'`);
    const words = ["python", "-m", "puzzlelab", "solve", entry.id, quoted(text), ...(entry.sizes ? ["--size", String(entry.size)] : []),
      ...options.map(quoted), "--json", "--stats"]; // each word kept whole on a line
    this.#parts.command.replaceChildren("The figures are those the command line prints for the same position (only the time differs): ",
      el("code", { className: "lab-command" }, words.flatMap((word, at) => [...(at ? [" "] : []), el("span", { text: word })])));
  }

  #args(extra = {}) {
    const { entry, position } = this.#target;
    const args = { puzzle: entry.id, position, ...extra };
    if (entry.sizes) args.size = entry.size;
    return args;
  }

  #focus() {
    this.#parts.title.focus({ preventScroll: true });
    this.#box.scrollIntoView({ block: "start", behavior: "auto" });
  }

  /** Run every runnable row (or `only` that one), one job per row, in table order; Cancel stops what is left. */
  async #runAll(only = null) {
    if (!this.#plan || this.#run) return;
    const epoch = this.#epoch;
    const run = { cancel: () => {}, cancelled: false };
    this.#run = run;
    const todo = this.#rows.filter((row) => (only ? row.id === only : row.runnable && !asksFirst(row)));
    for (const row of todo) Object.assign(row, { state: "queued", status: null });
    this.#show(null);
    for (const [index, row] of todo.entries()) {
      if (run.cancelled || epoch !== this.#epoch) break;
      row.state = "running";
      this.#progress(index / todo.length, `${row.title}: starting`);
      this.#renderRows();
      const job = this.#engine.job("lab", this.#args({ algorithms: [row.id], trace: TRACE }), {
        data: this.#target.entry.data ?? null, // the puzzle's data files (the 15-puzzle's databases), fetched once
        onProgress: (progress) => {
          if (epoch !== this.#epoch) return;
          const within = progress.fraction ?? 0;
          this.#progress((index + within) / todo.length, progress.message);
        },
      });
      run.cancel = job.cancel;
      try {
        const result = await job.promise;
        if (epoch !== this.#epoch) return;
        Object.assign(row, result.rows[0], { state: "done" });
        if (result.distance !== undefined) this.#plan.distance = result.distance;
      } catch (error) {
        if (epoch !== this.#epoch) return;
        Object.assign(row, { state: error.cancelled ? "cancelled" : "failed", reason: error.cancelled ? null : error.message });
        if (!error.cancelled) console.warn("Puzzle Lab: a lab run failed", error);
        run.cancelled = true;
      }
      this.#renderRows();
    }
    for (const row of todo) if (row.state === "queued") row.state = "not run";
    this.#run = null;
    const done = this.#rows.filter((row) => row.state === "done");
    this.#progress(null, run.cancelled ? "Cancelled: the rows that finished keep their figures." : `Done: ${done.length} ${done.length === 1 ? "run" : "runs"}.`);
    this.#show(done.length > 0 ? this.#result() : null);
  }

  /** Cancel the runs in flight; `forget`: the lab moves on (another position, closed), their loop ends unheard. */
  #stop(forget = false) {
    if (!this.#run) return;
    this.#run.cancelled = true;
    this.#run.cancel();
    if (forget) this.#run = null;
  }

  /** The lab's result as exported: the plan's header and each row's figures (runs that finished, skips). */
  #result() {
    const { puzzle, size, position, distance, lower_bound: lowerBound } = this.#plan;
    const rows = this.#rows.filter((row) => row.state === "done" || row.state === "skipped").map(({ state, runnable, ...row }) => ({
      ...row, status: row.status ?? "skipped" }));
    return { puzzle, size, position, distance, lower_bound: lowerBound, rows };
  }

  /** Everything below the header: rows, notes, run controls; with a result also the charts, trace and exports. */
  #show(result) {
    const [running, p, plan] = [this.#run !== null, this.#parts, this.#plan];
    p.run.disabled = !plan || running;
    p.cancel.hidden = !running;
    if (!running) p.progress.hidden = true;
    p.facts.textContent = plan
      ? `${plan.distance === null ? "No known distance to the goal" : `${plan.distance} moves from the goal`}` +
        `${plan.lower_bound === null ? "" : `; the lower bound says at least ${plan.lower_bound}`}.`
      : "";
    p.warning.textContent = planWarning(this.#rows);
    this.#renderRows();
    this.#exports.set(result);
    this.#charts.show(result ? result.rows : null);
    if (result) this.#trace.show(this.#target.entry, this.#target.drawer, result.rows);
    else this.#trace.hide();
  }

  #renderRows() {
    const running = this.#run !== null;
    this.#parts.body.replaceChildren(...this.#rows.map((row, index) => {
      const cells = [el("th", { scope: "row", text: row.title })];
      for (const [key] of COLUMNS) {
        const value = row.state === "done" ? row[key] : null;
        cells.push(el("td", { "data-col": key, text: key === "seconds" ? seconds(value) : number(value) }));
      }
      const same = row.state === "skipped" && index > 0 && this.#rows[index - 1].reason === row.reason;
      const note = el("td", { "data-col": "note", text: same ? "Not run: as above." : rowNote(row) });
      if (row.runnable && !running) {
        const again = el("button", { type: "button", className: "button small", text: "Run" });
        again.setAttribute("aria-label", `Run ${row.title}`);
        again.addEventListener("click", () => this.#runAll(row.id));
        note.append(" ", again);
      }
      cells.push(note);
      return el("tr", { "data-row": row.id, "data-state": row.state }, cells);
    }));
  }

  #progress(fraction, text) {
    this.#parts.progress.hidden = fraction === null;
    if (fraction !== null) this.#parts.progress.value = Math.max(0, Math.min(1, fraction));
    this.#say(text);
  }

  #say(text, tone = "info") {
    Object.assign(this.#parts.status, { textContent: text }).dataset.tone = tone;
  }

  #build() {
    const p = this.#parts;
    p.title = el("h2", { id: "lab-title", className: "lab-title", tabindex: "-1", text: "Lab: the search algorithms side by side" });
    p.where = el("p", { className: "lab-where" });
    p.facts = el("p", { className: "lab-facts" });
    p.closeButton = el("button", { type: "button", className: "button", id: "lab-close", text: "Close lab" });
    p.run = el("button", { type: "button", className: "button primary", id: "lab-run", text: "Run all" });
    p.cancel = el("button", { type: "button", className: "button", id: "lab-cancel", text: "Cancel", hidden: true });
    p.progress = el("progress", { id: "lab-progress", max: "1", value: "0", "aria-label": "Lab progress", hidden: true });
    p.status = el("p", { id: "lab-status", className: "lab-status", role: "status" });
    p.warning = el("p", { id: "lab-warning", className: "lab-warning" });
    p.body = el("tbody");
    const head = el("tr", {}, [el("th", { scope: "col", text: "Algorithm" }),
      ...COLUMNS.map(([, name]) => el("th", { scope: "col", text: name })), el("th", { scope: "col", text: "Notes" })]);
    const table = el("table", { id: "lab-table", className: "lab-table" }, [
      el("caption", { text: "Each search from this position" }), el("thead", {}, [head]), p.body]);
    const csv = el("a", { id: "lab-csv", className: "button", text: "Download CSV" });
    const json = el("a", { id: "lab-json", className: "button", text: "Download JSON" });
    p.link = el("a", { id: "lab-link", href: "#", text: "Link to this lab" });
    p.command = el("p", { className: "lab-note" });
    const charts = el("div", { className: "lab-charts", hidden: true });
    const trace = el("div", { className: "lab-trace" });
    this.#box.replaceChildren(
      el("div", { className: "lab-head" }, [p.title, p.closeButton]), p.where, p.facts,
      el("div", { className: "lab-run" }, [p.run, p.cancel, p.progress]), p.status, p.warning,
      p.command,
      el("div", { className: "lab-scroll" }, [table]),
      el("p", { className: "lab-export" }, [csv, " ", json, " ", p.link]),
      charts, trace);
    this.#exports = new ExportLinks({ csv, json });
    this.#charts = new LabCharts(charts);
    this.#trace = new LabTrace(trace);
    p.run.addEventListener("click", () => this.#runAll());
    p.cancel.addEventListener("click", () => this.#stop());
    p.closeButton.addEventListener("click", () => this.close());
  }
}
