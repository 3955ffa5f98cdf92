// lab/trace.js: the search's visit order on the board: the positions a search expanded, in order, drawn by the
// puzzle's own board drawer from the views the lab recorded (`visits`), with step, play/pause, speed and a slider.
// Timing comes from a FrameLoop (view/anim.js), as everywhere on the page; the visits are also listed as text.

import { FrameLoop } from "../view/anim.js";
import { drawStill } from "../view/board.js";
import { el, wordsOn } from "../view/dom.js";
import { msg } from "../i18n/t.js";
import { rowTitle } from "./notes.js";

const RATES = [2, 10, 40, 160]; // visits shown per second while playing
const LISTED = 200; // visits listed as text under the picture
const BOARD_WIDTH = 240; // CSS px, at most: the picture keeps one size while it plays

/** Words for a visit (a message): its position (`withPosition`), its depth, and where it came from: the direction of
 * a bidirectional search, IDA*'s iteration. */
function visitWords(row, visit, withPosition) {
  const parts = withPosition ? [visit.position || msg("lab.empty")] : [];
  parts.push(msg("lab.trace.depth", { n: visit.depth }));
  if (visit.tag === "forward") parts.push(msg("lab.trace.from_start"));
  if (visit.tag === "backward") parts.push(msg("lab.trace.from_goal"));
  if (Number.isInteger(visit.tag) && row.iterations) {
    const iteration = row.iterations[visit.tag];
    parts.push(iteration ? msg("lab.trace.iteration_threshold", { n: visit.tag + 1, threshold: iteration.threshold })
      : msg("lab.trace.iteration", { n: visit.tag + 1 }));
  }
  return { list: parts, type: "unit" };
}

export class LabTrace {
  #box;
  #select;
  #canvas;
  #stepText;
  #slider;
  #playButton;
  #back;
  #forward;
  #speed;
  #list;
  #loop;
  #target = null; // {entry, drawer}
  #rows = [];
  #row = null;
  #step = 0;
  #playing = false;
  #run = 0; // bumped by pause: a play loop that sees another number stops

  constructor(box) {
    this.#box = box;
    this.#select = el("select", { id: "lab-trace-search" });
    this.#canvas = el("canvas", { className: "lab-trace-board", role: "img", "aria-label": msg("lab.trace.picture") });
    this.#stepText = el("p", { className: "lab-trace-step", text: "" });
    this.#slider = el("input", { type: "range", min: "0", max: "0", value: "0", "aria-label": msg("lab.trace.visit") });
    // Names unlike the solution player's ("Step back", "Speed"): both can be on the page at once.
    this.#back = el("button", {
      type: "button",
      className: "button",
      text: msg("lab.trace.previous"),
      "aria-label": msg("lab.trace.previous_name"),
    });
    this.#playButton = el("button", { type: "button", className: "button primary", text: msg("lab.trace.play") });
    this.#forward = el("button", { type: "button", className: "button", text: msg("lab.trace.next"),
      "aria-label": msg("lab.trace.next_name") });
    this.#speed = el(
      "select",
      { id: "lab-trace-speed" },
      RATES.map((rate) => el("option", { value: String(rate), text: String(rate) })),
    );
    this.#list = el("ol", { className: "lab-trace-list", start: "1" });
    box.replaceChildren(
      el("h3", { className: "lab-subtitle", text: msg("lab.trace.title") }),
      el("p", {
        className: "lab-note",
        text: msg("lab.trace.about"),
      }),
      el("div", { className: "lab-trace-controls" }, [
        el("label", { className: "field compact" }, [el("span", { text: msg("lab.trace.of") }), this.#select]),
        el("label", { className: "field compact" }, [el("span", { text: msg("lab.trace.rate") }), this.#speed]),
      ]),
      el("div", { className: "lab-trace-stage" }, [this.#canvas]),
      this.#stepText,
      this.#slider,
      el("div", { className: "button-row" }, [this.#back, this.#playButton, this.#forward]),
      el("details", { className: "lab-figures" }, [el("summary", { text: msg("lab.trace.as_list") }), this.#list]),
    );
    this.#loop = new FrameLoop(() => this.#paint());
    this.#select.addEventListener("change", () => this.#choose(this.#select.value));
    this.#slider.addEventListener("input", () => this.#go(Number(this.#slider.value)));
    this.#back.addEventListener("click", () => this.#go(this.#step - 1));
    this.#forward.addEventListener("click", () => this.#go(this.#step + 1));
    this.#playButton.addEventListener("click", () => (this.#playing ? this.pause() : this.#play()));
    box.hidden = true;
  }

  /** Show the visits of `rows` (those that have any) for `entry` drawn by `drawer`; none hides the animation. */
  show(entry, drawer, rows) {
    this.pause();
    this.#target = { entry, drawer };
    this.#rows = (rows ?? []).filter((row) => Array.isArray(row.visits) && row.visits.length > 0);
    this.#box.hidden = this.#rows.length === 0;
    this.#select.replaceChildren(...this.#rows.map((row) => el("option", { value: row.id, text: rowTitle(row) })));
    if (this.#rows.length > 0) this.#choose(this.#rows[0].id);
  }

  hide() {
    this.show(null, null, []);
  }

  pause() {
    this.#playing = false;
    this.#run += 1;
    this.#loop.cancelWaits();
    this.#controls();
  }

  #choose(id) {
    this.pause();
    this.#row = this.#rows.find((row) => row.id === id) ?? null;
    if (!this.#row) return;
    this.#select.value = id;
    this.#slider.max = String(this.#row.visits.length - 1);
    const row = this.#row;
    this.#list.replaceChildren(...row.visits.slice(0, LISTED).map((visit) =>
      el("li", { text: visitWords(row, visit, true) })));
    this.#go(0);
  }

  #go(step) {
    if (!this.#row) return;
    this.#step = Math.max(0, Math.min(this.#row.visits.length - 1, step));
    this.#controls();
    this.#loop.show(this.#step);
  }

  async #play() {
    if (!this.#row) return;
    if (this.#step >= this.#row.visits.length - 1) this.#go(0);
    this.#playing = true;
    const run = ++this.#run;
    this.#controls();
    while (this.#run === run && this.#step < this.#row.visits.length - 1) {
      const waited = await this.#loop.wait(1000 / Number(this.#speed.value));
      if (!waited || this.#run !== run) return;
      this.#go(this.#step + 1);
    }
    if (this.#run === run) this.pause();
  }

  #controls() {
    const row = this.#row;
    const count = row ? row.visits.length : 0;
    this.#slider.value = String(this.#step);
    this.#back.disabled = !row || this.#step === 0;
    this.#forward.disabled = !row || this.#step >= count - 1;
    wordsOn(this.#playButton, msg(this.#playing ? "lab.trace.pause" : "lab.trace.play"));
    wordsOn(this.#playButton, msg(this.#playing ? "lab.trace.pause_name" : "lab.trace.play_name"), "aria-label");
    if (!row) return;
    const visit = row.visits[this.#step];
    const capped = row.expanded !== null && row.expanded > count;
    wordsOn(this.#stepText, msg(capped ? "lab.trace.step_capped" : "lab.trace.step", { n: this.#step + 1,
      count, expanded: row.expanded, visit: visitWords(row, visit, false) }));
    wordsOn(this.#canvas, msg("lab.trace.visited", { position: visit.position || msg("lab.empty") }), "aria-label");
  }

  #paint() {
    const row = this.#row;
    if (!row || !this.#target || !this.#target.entry) return;
    const { entry, drawer } = this.#target;
    const width = Math.min(BOARD_WIDTH, Math.max(120, this.#box.clientWidth - 8));
    drawStill(this.#canvas, entry, drawer, row.visits[this.#step].view, width);
  }
}
