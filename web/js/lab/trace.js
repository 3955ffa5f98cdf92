// lab/trace.js: the search's visit order on the board: the positions a search expanded, in order, drawn by the
// puzzle's own board drawer from the views the lab recorded (`visits`), with step, play/pause, speed and a slider.
// Timing comes from a FrameLoop (view/anim.js), as everywhere on the page; the visits are also listed as text.

import { FrameLoop } from "../view/anim.js";
import { drawStill } from "../view/board.js";
import { el } from "../view/dom.js";

const RATES = [2, 10, 40, 160]; // visits shown per second while playing
const LISTED = 200; // visits listed as text under the picture
const BOARD_WIDTH = 240; // CSS px, at most: the picture keeps one size while it plays

/** Words for where a visit came from: the direction of a bidirectional search, IDA*'s iteration. */
function tagWords(row, visit) {
  if (visit.tag === "forward") return ", from the start";
  if (visit.tag === "backward") return ", from the goal";
  if (Number.isInteger(visit.tag) && row.iterations) {
    const iteration = row.iterations[visit.tag];
    return `, iteration ${visit.tag + 1}${iteration ? ` (threshold ${iteration.threshold})` : ""}`;
  }
  return "";
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
    this.#canvas = el("canvas", { className: "lab-trace-board", role: "img", "aria-label": "A visited position" });
    this.#stepText = el("p", { className: "lab-trace-step", text: "" });
    this.#slider = el("input", { type: "range", min: "0", max: "0", value: "0", "aria-label": "Visit" });
    // Names unlike the solution player's ("Step back", "Speed"): both can be on the page at once.
    this.#back = el("button", {
      type: "button",
      className: "button",
      text: "◀ Previous",
      "aria-label": "Previous visit",
    });
    this.#playButton = el("button", { type: "button", className: "button primary", text: "Play" });
    this.#forward = el("button", { type: "button", className: "button", text: "Next ▶", "aria-label": "Next visit" });
    this.#speed = el(
      "select",
      { id: "lab-trace-speed" },
      RATES.map((rate) => el("option", { value: String(rate), text: String(rate) })),
    );
    this.#list = el("ol", { className: "lab-trace-list", start: "1" });
    box.replaceChildren(
      el("h3", { className: "lab-subtitle", text: "The search's visit order" }),
      el("p", {
        className: "lab-note",
        text: "Each frame is the next position the search expanded, drawn on the board.",
      }),
      el("div", { className: "lab-trace-controls" }, [
        el("label", { className: "field compact" }, [el("span", { text: "Visits of" }), this.#select]),
        el("label", { className: "field compact" }, [el("span", { text: "Visits per second" }), this.#speed]),
      ]),
      el("div", { className: "lab-trace-stage" }, [this.#canvas]),
      this.#stepText,
      this.#slider,
      el("div", { className: "button-row" }, [this.#back, this.#playButton, this.#forward]),
      el("details", { className: "lab-figures" }, [el("summary", { text: "The visits as a list" }), this.#list]),
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
    this.#select.replaceChildren(...this.#rows.map((row) => el("option", { value: row.id, text: row.title })));
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
      el("li", { text: `${visit.position || "(empty)"}, depth ${visit.depth}${tagWords(row, visit)}` })));
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
    this.#playButton.textContent = this.#playing ? "Pause" : "Play";
    this.#playButton.setAttribute("aria-label", this.#playing ? "Pause the visits" : "Play the visits");
    if (!row) return;
    const visit = row.visits[this.#step];
    const capped =
      row.expanded !== null && row.expanded > count
        ? ` (the first ${count.toLocaleString("en")} of ${row.expanded.toLocaleString("en")})`
        : "";
    this.#stepText.textContent =
      `Visit ${(this.#step + 1).toLocaleString("en")} of ${count.toLocaleString("en")}${capped}: ` +
      `depth ${visit.depth}${tagWords(row, visit)}.`;
    this.#canvas.setAttribute("aria-label", `Visited position ${visit.position || "(empty)"}`);
  }

  #paint() {
    const row = this.#row;
    if (!row || !this.#target || !this.#target.entry) return;
    const { entry, drawer } = this.#target;
    const width = Math.min(BOARD_WIDTH, Math.max(120, this.#box.clientWidth - 8));
    drawStill(this.#canvas, entry, drawer, row.visits[this.#step].view, width);
  }
}
