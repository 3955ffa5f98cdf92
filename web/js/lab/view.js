// lab/view.js: what the lab shows in #lab: its header, the facts of the position, Run all and Cancel with the
// progress, the table of runs (a row per algorithm: its figures, a note, its own Run), the command line that prints
// the same figures, and below them the charts, visit order and exports. lab.js decides what runs; this draws it.

import { el, wordsOn } from "../view/dom.js";
import { LabCharts } from "./charts.js";
import { ExportLinks } from "./export.js";
import { planWarning, rowNote, rowTitle } from "./notes.js";
import { msg, number as grouped, words } from "../i18n/t.js";
import { LabTrace } from "./trace.js";

// The table's figure columns, as `solve --json --stats` names them; each header is "lab.column.<key>".
const COLUMNS = ["length", "generated", "expanded", "max_frontier", "stored", "seconds"];
const number = (value) => (value === null || value === undefined ? "—" : grouped(Number(value)));
const milliseconds = (value) => (value < 0.1 ? grouped(value * 1000, { minimumFractionDigits: 1,
  maximumFractionDigits: 1 }) : grouped(Math.round(value * 1000)));
const seconds = (value) => (value === null || value === undefined ? "—"
  : msg("lab.milliseconds", { ms: milliseconds(value) }));

export class LabView {
  #parts = {};
  #actions;
  #charts; #trace; #exports; // the parts below the table: lab-charts.js, lab-trace.js, lab-export.js

  /** Builds the lab's markup in `box` (the empty #lab section). `actions`: {run(rowId | null) (null: Run all),
   * cancel(), close()}, called from its buttons. */
  constructor(box, actions) {
    const p = this.#parts;
    p.title = el("h2", { id: "lab-title", className: "lab-title", tabindex: "-1", text: msg("lab.title") });
    p.where = el("p", { className: "lab-where" });
    p.facts = el("p", { className: "lab-facts" });
    p.closeButton = el("button", { type: "button", className: "button", id: "lab-close", text: msg("lab.close") });
    p.run = el("button", { type: "button", className: "button primary", id: "lab-run", text: msg("lab.run_all") });
    p.cancel = el("button", { type: "button", className: "button", id: "lab-cancel", text: msg("lab.cancel"),
      hidden: true });
    p.progress = el("progress", { id: "lab-progress", max: "1", value: "0", "aria-label": msg("lab.progress"),
      hidden: true });
    p.status = el("p", { id: "lab-status", className: "lab-status", role: "status" });
    p.warning = el("p", { id: "lab-warning", className: "lab-warning" });
    p.body = el("tbody", { role: "rowgroup" });
    // The roles say what the elements are even where a narrow pane lays the table out as cards (lab.css).
    const column = (name) => el("th", { scope: "col", role: "columnheader", text: name });
    const head = el("tr", { role: "row" }, [column(msg("lab.column.algorithm")),
      ...COLUMNS.map((key) => column(msg(`lab.column.${key}`))), column(msg("lab.column.notes"))]);
    const table = el("table", { id: "lab-table", className: "lab-table", role: "table" }, [
      el("caption", { text: msg("lab.caption") }), el("thead", { role: "rowgroup" }, [head]), p.body]);
    const csv = el("a", { id: "lab-csv", className: "button", text: msg("lab.csv") });
    const json = el("a", { id: "lab-json", className: "button", text: msg("lab.json") });
    p.link = el("a", { id: "lab-link", href: "#", text: msg("lab.link") });
    p.command = el("p", { className: "lab-note" });
    const charts = el("div", { className: "lab-charts", hidden: true });
    const trace = el("div", { className: "lab-trace" });
    box.replaceChildren(
      el("div", { className: "lab-head" }, [p.title, p.closeButton]), p.where, p.facts,
      el("div", { className: "lab-run" }, [p.run, p.cancel, p.progress]), p.status, p.warning,
      p.command,
      el("div", { className: "lab-scroll" }, [table]),
      el("p", { className: "lab-export" }, [csv, " ", json, " ", p.link]),
      charts, trace);
    this.#exports = new ExportLinks({ csv, json });
    this.#charts = new LabCharts(charts);
    this.#trace = new LabTrace(trace);
    this.#actions = actions;
    p.run.addEventListener("click", () => actions.run(null));
    p.cancel.addEventListener("click", () => actions.cancel());
    p.closeButton.addEventListener("click", () => actions.close());
  }

  focus() {
    this.#parts.title.focus({ preventScroll: true });
  }

  /** The position the lab is on (`where`: its words, a message) and the address that reopens it. */
  place(where, href) {
    wordsOn(this.#parts.where, where);
    this.#parts.link.href = href;
  }

  /** The command line that prints a row's figures (`options`: the row's `solve` options, from the plan). */
  command(entry, text, options) {
    const quoted = (word) => (/^[\w.+-]+$/.test(word) ? word : `'${word}'`);
    const sized = entry.sizes ? ["--size", String(entry.size)] : [];
    const words = ["python", "-m", "puzzlelab", "solve", entry.id, quoted(text), ...sized, ...options.map(quoted),
      "--json", "--stats"]; // each word kept whole on a line
    const spans = words.flatMap((word, at) => [...(at ? [" "] : []), el("span", { text: word })]);
    this.#parts.command.replaceChildren(el("span", { text: msg("lab.command") }), " ",
      el("code", { className: "lab-command" }, spans));
  }

  /** Everything below the header: rows, notes, run controls; with a `result` (the lab's export) also the charts,
   * trace and exports. `target`: {entry, drawer} of the position; `plan`: the engine's lab_plan reply or null. */
  show({ plan, rows, running, result, target }) {
    const p = this.#parts;
    p.run.disabled = !plan || running;
    p.cancel.hidden = !running;
    if (!running) p.progress.hidden = true;
    const far = plan && (plan.distance === null ? msg("lab.facts.no_distance")
      : msg("lab.facts.distance", { n: plan.distance }));
    wordsOn(p.facts, !plan ? "" : plan.lower_bound === null ? msg("lab.facts.far", { far })
      : msg("lab.facts.far_bound", { far, n: plan.lower_bound }));
    wordsOn(p.warning, planWarning(rows));
    this.rows(rows, running);
    this.#exports.set(result);
    this.#charts.show(result ? result.rows : null);
    if (result) this.#trace.show(target.entry, target.drawer, result.rows);
    else this.#trace.hide();
  }

  /** The table's rows, each with its own Run button while nothing runs. */
  rows(rows, running) {
    this.#parts.body.replaceChildren(...rows.map((row, index) => {
      const cells = [el("th", { scope: "row", role: "rowheader", text: rowTitle(row) })];
      for (const key of COLUMNS) {
        const value = row.state === "done" ? row[key] : null;
        cells.push(el("td", { "data-col": key, "data-label": msg(`lab.column.${key}`), role: "cell",
          text: key === "seconds" ? seconds(value) : number(value) }));
      }
      const same = row.state === "skipped" && index > 0 && rows[index - 1].reason === row.reason;
      const note = el("td", { "data-col": "note", role: "cell", text: same ? msg("lab.note.as_above") : rowNote(row) });
      if (row.runnable && !running) {
        const again = el("button", { type: "button", className: "button small", text: msg("lab.run") });
        again.setAttribute("aria-label", words(msg("lab.run_row", { title: rowTitle(row) })));
        again.addEventListener("click", () => this.#actions.run(row.id));
        note.append(" ", again);
      }
      cells.push(note);
      return el("tr", { "data-row": row.id, "data-state": row.state, role: "row" }, cells);
    }));
  }

  /** The progress bar at `fraction` (null: hidden) and the status line. */
  progress(fraction, text) {
    this.#parts.progress.hidden = fraction === null;
    if (fraction !== null) this.#parts.progress.value = Math.max(0, Math.min(1, fraction));
    this.say(text);
  }

  say(text, tone = "info") {
    wordsOn(this.#parts.status, text).dataset.tone = tone;
  }
}
