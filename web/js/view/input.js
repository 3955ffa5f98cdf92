// view/input.js: pointer, touch and keys become cells (and a few commands). A click or tap on the canvas is the cell
// under it; the accessible grid turns Enter and Space into the cursor's cell; Ctrl+Z / Ctrl+Y are undo and redo.
// On boards where every legal move slides one piece one square (the 8-puzzle), arrow keys slide: see slideFor. On
// boards that take drags (the blocks) a press, a move and a release are a drag and drop: view/drag.js.

import { DragGesture } from "./drag.js";

const STEPS = {
  ArrowUp: [-1, 0, "up"],
  ArrowDown: [1, 0, "down"],
  ArrowLeft: [0, -1, "left"],
  ArrowRight: [0, 1, "right"],
};

const SWIPE_PX = 24; // a pointer that travels this far between down and up swipes

/** Listen on the canvas and the window. on: {touch(cell), away(), live(cell) -> bool, undo(), redo(),
 * swipe(cell, dx, dy) (a drag from `cell`, in CSS px), dragOver(from, cell) -> move or null, drop(from, cell)
 * (boards that take drags), arrow(key, event)}: an arrow key pressed while nothing has focus (the page just opened)
 * goes to the board at once, no Tab needed. */
export function listen({ canvas, board, on }) {
  let press = null; // where a pointer went down: {cell, x, y}; a drag of SWIPE_PX or more is a swipe from that cell
  let swiped = false; // the click that follows a swipe is not a touch
  const drag = new DragGesture(board, { over: on.dragOver, drop: on.drop });
  canvas.addEventListener("pointerdown", (event) => {
    press = { cell: board.cellAt(event), x: event.clientX, y: event.clientY };
    swiped = false;
    drag.down(event);
  });
  canvas.addEventListener("pointercancel", () => drag.cancel());
  canvas.addEventListener("pointerup", (event) => {
    const from = press;
    press = null;
    if (drag.up(event)) swiped = true; // dropped: the click that follows is no touch
    if (!from || from.cell === null || board.drags) return; // a board that takes drags has no swipes
    const [dx, dy] = [event.clientX - from.x, event.clientY - from.y];
    swiped = Math.hypot(dx, dy) >= SWIPE_PX;
    if (swiped) on.swipe(from.cell, dx, dy);
  });
  canvas.addEventListener("click", (event) => {
    if (swiped) {
      swiped = false;
      return;
    }
    const cell = board.cellAt(event);
    if (cell === null) on.away();
    else on.touch(cell);
  });
  canvas.addEventListener("pointermove", (event) => {
    drag.move(event);
    const cell = board.cellAt(event);
    canvas.style.cursor = cell !== null && on.live(cell) ? "pointer" : "default";
  });
  addEventListener("keydown", (event) => {
    if (event.target.closest && event.target.closest("input, select, textarea")) return; // words: none
    const unfocused = event.target === document.body || event.target === document.documentElement;
    if (unfocused && STEPS[event.key] && !(event.ctrlKey || event.metaKey || event.altKey)) {
      event.preventDefault();
      on.arrow(event.key, event);
      return;
    }
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === "z" && !event.shiftKey) {
      event.preventDefault();
      on.undo();
    } else if (key === "y" || (key === "z" && event.shiftKey)) {
      event.preventDefault();
      on.redo();
    }
  });
}

/** Does `move` slide one piece one square (one motion [from, to], neighbours on a `columns`-wide grid)? */
function slideStep(move, columns) {
  const motion = move.motion ?? [];
  if (motion.length !== 1) return null;
  const [from, to] = motion[0];
  if (!Number.isInteger(from) || !Number.isInteger(to)) return null;
  const rows = Math.floor(to / columns) - Math.floor(from / columns);
  const cols = (to % columns) - (from % columns);
  return Math.abs(rows) + Math.abs(cols) === 1 ? [rows, cols] : null;
}

/**
 * An arrow key on a sliding board: {kind: "slides", move} (the move sliding a piece that way), {kind: "none", word}
 * (nothing slides that way), or null when the board is not a sliding one (the arrow moves the cursor).
 */
export function slideFor(key, moves, { rows, columns, arrows = "slide" }) {
  const step = STEPS[key];
  // A board whose layout says arrows move the cursor (the blocks: several may slide one way) never slides by key.
  if (!step || moves.length === 0 || rows < 2 || columns < 2 || arrows === "cursor") return null;
  const steps = moves.map((move) => slideStep(move, columns));
  if (steps.some((found) => found === null)) return null;
  const index = steps.findIndex(([rows, cols]) => rows === step[0] && cols === step[1]);
  return index >= 0 ? { kind: "slides", move: moves[index] } : { kind: "none", word: step[2] };
}
