// view/board.js: the board on show: the canvas sized to its box in device pixels, the drawer's geometry, the frame
// loop painting (old view, new view, t) with the overlay, and the accessible grid laid over it. Also the small
// picture of the goal, drawn by the same drawer. Knows no puzzle and no rule: the drawer and the overlay say it all.

import { AccessibleGrid } from "./a11y-grid.js";
import { FrameLoop, prefersReducedMotion } from "./anim.js";
import { cellNames, overlayFor } from "./overlay.js";
import { msg, puzzleTitle, words } from "../i18n/t.js";

const WIDE_ASPECT = 1.5; // width / height from which a board is a strip (data-shape="wide")
const GLIDE_MS = 160; // a piece let go over its place settles there this fast

export class BoardView {
  #box;
  #canvas;
  #context;
  #loop;
  #entry = null; // the catalogue entry resolved for its size
  #drawer = null;
  #view = null; // what a static frame shows (kept for the grid's names)
  #overlay = overlayFor();
  #drag = null; // a drag in progress, drawn over the board: {from, dx, dy, move} (view/drag.js)
  #dropped = null; // the drag just let go with a move: its move glides from where it was let go ({move, dx, dy})
  #glide = null; // the move animating from a drop point: {dx, dy} (the drawer's overlay.glide while it animates)
  #geometry = null;
  #size = null; // the board's box in CSS px
  #shape = "";
  #onPaint;

  /** @param {{box, canvas, grid: HTMLElement, onTouch(cell), onArrow(key, event) -> boolean, onPaint()}} parts */
  constructor({ box, canvas, grid, onTouch, onArrow, onPaint = () => {} }) {
    this.#box = box;
    this.#canvas = canvas;
    this.#context = canvas.getContext("2d");
    this.#onPaint = onPaint;
    this.#loop = new FrameLoop((frame) => this.#paint(frame));
    this.grid = new AccessibleGrid(grid, { onActivate: onTouch, onArrow: (key, cell, event) => onArrow(key, event) });
    new ResizeObserver(() => this.relayout()).observe(box);
    this.#watchPixelRatio();
  }

  get geometry() {
    return this.#geometry;
  }

  get loop() {
    return this.#loop;
  }

  /** Whether the board on show takes drags (its drawer says so). */
  get drags() {
    return Boolean(this.#drawer && this.#drawer.drags);
  }

  /** Show a drag in progress ({from, dx, dy, move}: its cell, how far the pointer went, the move a release would
   * make or null), or none (null); `dropped`: it ended let go over that move's cell (which then glides from there). */
  drag(preview, { dropped = false } = {}) {
    this.#dropped = dropped && this.#drag && this.#drag.move ? this.#drag : null;
    this.#drag = preview;
    this.#loop.invalidate();
  }

  /** Show `view` of `entry` with `drawer` at once; the grid is rebuilt only when the board's shape changed. */
  setBoard(entry, drawer, view) {
    this.#entry = entry;
    this.#drawer = drawer;
    this.#view = view;
    this.#drag = null;
    this.#canvas.style.touchAction = drawer.drags ? "none" : ""; // a finger drags the piece, not the page
    this.#loop.show(view);
    const shape = JSON.stringify([entry.id, entry.board]);
    if (shape === this.#shape) {
      this.#place(view); // a drawer may place cells by the view (the river's figures on their banks)
      return;
    }
    this.#shape = shape;
    // Marks of the last board (cells picked, targets, a hint) mean nothing on this one: the session marks it anew.
    this.#overlay = overlayFor({ reducedMotion: prefersReducedMotion() });
    this.#box.dataset.kind = entry.board.kind;
    // A long strip (a row of pads, the river) lies across a phone held sideways, the toolbar under it (phone.css).
    this.#box.dataset.shape = drawer.aspect(entry) >= WIDE_ASPECT ? "wide" : "compact";
    this.#geometry = null;
    this.relayout(view); // paints at once: the first paint should not wait for a frame
  }

  /** The midend's mode ("playing", "editing", "watching", "searching"): the box says it (styles frame the editing
   * mode; screen readers hear it in the grid's description). */
  setMode(mode) {
    if (this.#box.dataset.mode === mode) return;
    this.#box.dataset.mode = mode;
    this.grid.describe(mode === "editing" ? words(msg("board.editing")) : "");
  }

  /** Show `view` at once (a jump: restart, a link, the solver's board). */
  show(view) {
    view = this.#drawer ? this.#drawer.carry(this.#view, null, view) : view;
    this.#view = view;
    this.#place(view);
    this.#loop.show(view);
  }

  /** Animate a transition {from, to, move}; resolves when drawn ("finished" or "interrupted"). One asked while
   * another is in flight (an act during an animation: Undo while the boat crosses) ends that one and shows its own
   * position at once: played out from where the first would have ended, it was a wait (1.5 s on the river) between
   * the act and what it shows. */
  animate({ from, to, move }, speed = 1) {
    if (!move || from === to || this.#loop.animating) {
      this.show(to);
      return Promise.resolve("finished");
    }
    // What the board shows carries on along the move (the blocks' names stay on their blocks): from the view on show
    // when the move starts there, else from the move's own.
    const shown = samePosition(this.#view, from) ? this.#view : from;
    to = this.#drawer.carry(shown, move, to);
    this.#view = to;
    this.#place(to);
    const dropped = this.#dropped;
    this.#dropped = null;
    this.#glide = dropped && dropped.move.move === move.move ? { dx: dropped.dx, dy: dropped.dy } : null;
    const duration = Math.min(this.#drawer.duration(move) / speed, this.#glide ? GLIDE_MS : Infinity);
    return this.#loop.animate({ from: shown, to, move, duration });
  }

  /** What the overlay marks (see overlay.js); the grid's names follow. */
  mark(fields) {
    this.#overlay = overlayFor({ ...fields, reducedMotion: prefersReducedMotion() });
    this.#label();
    this.#loop.invalidate();
  }

  /** The cell under a pointer event, or null. */
  cellAt(event) {
    if (!this.#geometry) return null;
    const box = this.#canvas.getBoundingClientRect();
    return this.#geometry.cellAt(event.clientX - box.left, event.clientY - box.top);
  }

  /** Size the canvas to its box in device pixels and lay the board and the grid out in CSS pixels. */
  relayout(view = this.#view) {
    if (!this.#drawer || view === null) return;
    this.#fitAspect();
    const box = this.#box.getBoundingClientRect();
    const width = Math.max(1, box.width);
    const height = Math.max(1, box.height);
    sizeCanvas(this.#canvas, width, height);
    this.#size = { width, height };
    const fresh = this.#geometry === null;
    this.#place(view);
    if (fresh) {
      const { rows, columns, cells } = this.#geometry;
      this.grid.build(rows, columns, cells, words(msg("board.name", { title: puzzleTitle(this.#entry.id,
        this.#entry.title) })));
      this.#place(view);
    }
    this.#loop.paintNow();
  }

  /** The box's aspect (--aspect): the drawer's for the room across the board's place (a long line may zigzag on a
   * narrow screen: boards/line.js). The room is the stage's, which the board's shape does not change. */
  #fitAspect() {
    const stage = this.#box.parentElement;
    const style = getComputedStyle(stage);
    const room = stage.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const aspect = String(this.#drawer.aspect(this.#entry, room));
    if (this.#box.style.getPropertyValue("--aspect") !== aspect) this.#box.style.setProperty("--aspect", aspect);
  }

  /** The drawer's geometry for `view` (a drawer may place cells by the view: the river's figures), grid on top. */
  #place(view) {
    if (!this.#drawer || !this.#size) return;
    this.#geometry = this.#drawer.layout(this.#entry, this.#size.width, this.#size.height, view);
    this.grid.place(this.#geometry);
    this.#label();
  }

  #label() {
    if (!this.#geometry || this.#view === null) return;
    const names = cellNames(this.#drawer, this.#entry, this.#view, this.#overlay, this.#geometry.cells);
    this.grid.label(names, this.#overlay.touched);
  }

  #paint(frame) {
    const geometry = this.#geometry;
    if (!geometry) return;
    const context = this.#context;
    context.setTransform(this.#canvas.width / geometry.width, 0, 0, this.#canvas.height / geometry.height, 0, 0);
    context.clearRect(0, 0, geometry.width, geometry.height);
    const glide = this.#glide && this.#loop.animating ? this.#glide : null;
    const overlay = this.#drag || glide ? { ...this.#overlay, drag: this.#drag, glide } : this.#overlay;
    this.#drawer.draw(context, geometry, frame, overlay, this.#entry);
    this.#onPaint();
  }

  #watchPixelRatio() {
    const query = matchMedia(`(resolution: ${devicePixelRatio}dppx)`);
    query.addEventListener("change", () => {
      this.relayout();
      this.#watchPixelRatio();
    }, { once: true });
  }
}

/** Two views of one position: the same text, or the same `cells` (a view with pieces, whose decoration may differ). */
function samePosition(a, b) {
  return a === b || (Boolean(a) && Boolean(b) && a.cells !== undefined && a.cells === b.cells);
}

function sizeCanvas(canvas, width, height) {
  const ratio = devicePixelRatio || 1;
  const pixelWidth = Math.round(width * ratio);
  const pixelHeight = Math.round(height * ratio);
  if (canvas.width !== pixelWidth || canvas.height !== pixelHeight) {
    canvas.width = pixelWidth;
    canvas.height = pixelHeight;
  }
}

/** Draw `view` of `entry` still on `canvas` (the goal picture), `width` CSS px wide at the drawer's aspect. */
export function drawStill(canvas, entry, drawer, view, width) {
  const height = width / drawer.aspect(entry);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  sizeCanvas(canvas, width, height);
  const context = canvas.getContext("2d");
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, canvas.width, canvas.height);
  paintStill(context, entry, drawer, view, { width, height, scale: canvas.width / width });
}

/** Paint `view` of `entry` still into `context` (any canvas: the page's, or an offscreen one of the shared picture,
 * share/picture.js) in the box at (`x`, `y`), `width` x `height` CSS px, `scale` canvas pixels to a CSS pixel, with
 * `overlay`'s marks (default none). Draws over what is there: the caller clears or fills first. */
export function paintStill(context, entry, drawer, view, { x = 0, y = 0, width, height, scale = 1,
  overlay = overlayFor({ reducedMotion: true }) }) {
  const geometry = drawer.layout(entry, width, height, view);
  context.save();
  context.setTransform(scale * width / geometry.width, 0, 0, scale * height / geometry.height, x * scale, y * scale);
  drawer.draw(context, geometry, { from: view, to: view, move: null, t: 1 }, overlay, entry);
  context.restore();
}
