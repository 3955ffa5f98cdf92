// view/drag.js: drag and drop on boards whose drawer takes drags (the blocks): press on a piece, move, let go over a
// cell. While it moves the board shows the piece following the pointer and where a release would slide it; the
// release is the touches [pressed cell, cell let go over], which the midend matches against Python's moves as any.

const DRAG_CELLS = 0.3; // the pointer must travel this share of a cell before a press becomes a drag (else a tap)

/** A drag for `board` (view/board.js: drags, cellAt, geometry, drag(preview)); on: {over(from, cell) -> the move a
 * release there would make or null, drop(from, cell)}. input.js hands it the canvas's pointer events. */
export class DragGesture {
  #board;
  #on;
  #press = null; // {cell, x, y, pointer}: a press on a board that takes drags
  #dragging = false;

  constructor(board, on) {
    this.#board = board;
    this.#on = on;
  }

  /** A pointer went down on the canvas. */
  down(event) {
    this.#press = null;
    this.#dragging = false;
    if (!this.#board.drags || (event.pointerType === "mouse" && event.button !== 0)) return;
    const cell = this.#board.cellAt(event);
    if (cell !== null) this.#press = { cell, x: event.clientX, y: event.clientY, pointer: event.pointerId };
  }

  /** The pointer moved: past the threshold the press is a drag, drawn as it goes. */
  move(event) {
    const press = this.#press;
    if (!press || event.pointerId !== press.pointer) return;
    const [dx, dy] = [event.clientX - press.x, event.clientY - press.y];
    const size = this.#board.geometry ? this.#board.geometry.size : 40;
    if (!this.#dragging && Math.hypot(dx, dy) < size * DRAG_CELLS) return;
    if (!this.#dragging) {
      this.#dragging = true;
      event.target.setPointerCapture?.(event.pointerId); // keeps the pointer's events while it leaves the canvas
    }
    const over = this.#board.cellAt(event);
    const move = over === null || over === press.cell ? null : this.#on.over(press.cell, over);
    this.#board.drag({ from: press.cell, dx, dy, move });
  }

  /** The pointer went up: true when it ended a drag (then the click that follows is no touch), which is dropped. */
  up(event) {
    const press = this.#press;
    const dragged = this.#dragging && press !== null && event.pointerId === press.pointer;
    if (!dragged) {
      this.cancel();
      return false;
    }
    this.#press = null;
    this.#dragging = false;
    this.#board.drag(null, { dropped: true }); // the move it makes glides from where it was let go
    this.#on.drop(press.cell, this.#board.cellAt(event));
    return true;
  }

  /** The drag ends without a drop (the pointer was cancelled: a system gesture took it). */
  cancel() {
    if (this.#dragging) this.#board.drag(null);
    this.#press = null;
    this.#dragging = false;
  }
}
