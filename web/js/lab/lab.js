// lab/lab.js: the lab: every search algorithm the puzzle supports, run in the solver's worker on the position on
// show, side by side. It asks the engine's `lab_plan` what each would cost (saying first which runs take long), runs
// each as a `lab` job (progress, Cancel), and has lab-view.js show the table, the charts (lab-charts.js), the visit
// order (lab-trace.js), the CSV/JSON exports (lab-export.js) and a link that reopens it, in #lab: a panel of the
// pane (page/tools.js opens and closes it; `pane` asks it to), beside the board or a sheet on a phone.

import { boardFor } from "../boards/index.js";
import { current } from "../game/history.js";
import { linkSize } from "../game/catalog.js";
import { asksFirst, rowTitle } from "./notes.js";
import { msg, puzzleTitle } from "../i18n/t.js";
import { LabView } from "./view.js";
import { formatFragment } from "../address/router.js";

const TRACE = 1000; // expansions each search records for the animation

export class Lab {
  #midend;
  #catalog;
  #box;
  #session;
  #pane;
  #open = false; // the lab is open (its panel on show)
  #view = null; // lab-view.js's LabView, built when the lab first opens
  #target = null; // {entry, position, drawer}
  #plan = null; // the engine's lab_plan reply
  #rows = []; // one per plan row: the plan row merged with its run's figures and its state
  #run = null; // {cancel, cancelled}: the runs in flight
  #epoch = 0; // bumped by open and close: replies about an older target are dropped

  /** parts: {midend (asked for the plan and the runs), catalog, box (the empty #lab section), pane: {open(), close()}
   * (the pane shows the lab's panel, or none), session() -> the Session (the game on show: the Lab button opens the lab
   * on its position; the address follows the lab)}. The lab's own markup is built when it first opens. */
  constructor({ midend, catalog, box, pane, session }) {
    this.#midend = midend;
    this.#catalog = catalog;
    this.#box = box;
    this.#session = session;
    this.#pane = pane;
  }

  get isOpen() {
    return this.#open;
  }

  /** Open the lab on the position on show (the Lab button). */
  openOnShow() {
    const game = this.#session();
    if (game.puzzle && game.history) {
      this.open({ id: game.puzzle.id, size: game.puzzle.size, position: current(game.history).position });
    }
  }

  /** An address the person went to (router.js parseFragment): ".../lab" opens the lab there; another closes it. */
  follow(link) {
    if (link.kind === "link" && link.lab) this.open({ id: link.puzzleId, size: link.size, position: link.position });
    else if (this.#open) this.close();
  }

  /** Whether the lab is open on `position` of catalogue entry `entry` (the address then ends in /lab). */
  shows(entry, position) {
    const target = this.#target;
    return this.#open && target !== null && target.entry.key === entry.key && target.position === position;
  }

  /** Open the lab on `position` (text, or null: the start) of puzzle `id` at `size`, its title focused. */
  async open({ id, size = null, position = null, focus = true }) {
    const entry = this.#catalog.resolve(id, size ?? this.#catalog.impliedSize(id, position));
    if (!entry) return;
    const text = position ?? entry.start;
    if (this.shows(entry, text) && this.#plan) {
      if (focus) this.#focus();
      return;
    }
    this.#stop(true);
    if (!this.#view) {
      this.#view = new LabView(this.#box, {
        run: (only) => this.#runAll(only), cancel: () => this.#stop(), close: () => this.close(),
      });
    }
    const epoch = ++this.#epoch;
    this.#target = { entry, position: text, drawer: boardFor(entry.board) };
    this.#plan = null;
    this.#rows = [];
    this.#open = true;
    this.#pane.open();
    const title = puzzleTitle(entry.id, entry.title);
    const where = msg(entry.sizes ? "lab.where_size" : "lab.where", { title, size: entry.size,
      position: text || msg("lab.empty") });
    this.#view.place(where, formatFragment(entry.id, text, linkSize(entry), { lab: true }));
    this.#view.command(entry, text, ["--algorithm", "bfs"]);
    this.#show(null);
    this.#view.say(msg("lab.asking"));
    this.#addressChanged();
    if (focus) this.#focus();
    let plan;
    try {
      plan = await this.#midend.ask("lab_plan", this.#args());
    } catch (error) {
      if (epoch === this.#epoch) {
        this.#view.say(msg("lab.cannot_run", { why: error.words ?? error.message }), "warn");
      }
      return;
    }
    if (epoch !== this.#epoch) return;
    this.#plan = plan;
    this.#rows = plan.rows.map((row) => ({ ...row, state: row.runnable ? "planned" : "skipped" }));
    // the command line of the first search that runs here (else of the puzzle's own solver)
    const example = plan.rows.find((row) => row.runnable && row.algorithm !== "table")
      ?? plan.rows.find((row) => row.runnable);
    if (example) this.#view.command(entry, text, example.solve);
    this.#view.say("");
    this.#show(null);
  }

  /** The engine is ready again after a restart (Retry, or a new worker after a crash): a plan asked of the old one
   * failed or is stale, and runs in flight were lost, so an open lab asks the new engine for its plan again. */
  engineReady() {
    if (!this.#open || !this.#target) return;
    const { entry, position } = this.#target;
    this.#plan = null;
    this.open({ id: entry.id, size: entry.size, position, focus: false });
  }

  /** Close the lab (its Close, another address, another panel): runs stop, the pane closes (focus goes back to the
   * button that opened it: page/tools.js), the address loses its "/lab". `closing`: the pane is closing it already. */
  close({ closing = false } = {}) {
    if (!this.#open) return;
    this.#open = false;
    this.#stop(true);
    this.#epoch += 1;
    if (!closing) this.#pane.close();
    this.#addressChanged();
  }

  /** The address says "/lab" while the lab is open on the position on show (session.writeAddress asks `shows`). */
  #addressChanged() {
    const game = this.#session();
    if (game && game.history && !game.playback) game.writeAddress();
  }

  #args(extra = {}) {
    const { entry, position } = this.#target;
    const args = { puzzle: entry.id, position, ...extra };
    if (entry.sizes) args.size = entry.size;
    return args;
  }

  #focus() {
    this.#view.focus();
  }

  #show(result) {
    this.#view.show({ plan: this.#plan, rows: this.#rows, running: this.#run !== null, result, target: this.#target });
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
      this.#view.progress(index / todo.length, msg("lab.starting", { title: rowTitle(row) }));
      this.#view.rows(this.#rows, true);
      const job = this.#midend.job("lab", this.#args({ algorithms: [row.id], trace: TRACE }), {
        data: this.#target.entry.data ?? null, // the puzzle's data files (the 15-puzzle's databases), fetched once
        onProgress: (progress) => {
          if (epoch !== this.#epoch) return;
          const within = progress.fraction ?? 0;
          this.#view.progress((index + within) / todo.length, progress.message_words ?? progress.message);
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
        const cancelled = Boolean(error.cancelled);
        Object.assign(row, { state: cancelled ? "cancelled" : "failed", reason: cancelled ? null : error.message,
          reason_words: cancelled ? null : error.words ?? null });
        if (!cancelled) console.warn("Puzzle Lab: a lab run failed", error);
        run.cancelled = true;
      }
      this.#view.rows(this.#rows, true);
    }
    for (const row of todo) if (row.state === "queued") row.state = "not run"; // words: none (a state)
    this.#run = null;
    const done = this.#rows.filter((row) => row.state === "done");
    this.#view.progress(null, msg(run.cancelled ? "lab.cancelled" : "lab.done", { n: done.length }));
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
    const rows = this.#rows
      .filter((row) => row.state === "done" || row.state === "skipped")
      .map(({ state, runnable, ...row }) => ({ ...row, status: row.status ?? "skipped" }));
    return { puzzle, size, position, distance, lower_bound: lowerBound, rows };
  }
}
