// knights.js: the knight-exchange board (4x3 and Guarini's 3x3): a chequered board, black and white knights drawn
// as vector silhouettes, jumps animated as arcs; hit-testing cells and the words for clicks that are not moves.

import { drawOverlayAbove, drawOverlayBelow, gridShape, lerp, moveCells } from "./common.js";

const MARGIN = 0.18; // frame around the squares, in cells
const LIGHT = "#f0dcb4";
const DARK = "#b98a5e";
const FRAME = "#6b4a2f";

// A knight facing left in a 100 x 100 box (base at the bottom), then details stroked on top.
const KNIGHT_BODY = new Path2D(
  "M29 84 C27 70 32 60 44 52 C38 52 31 55 25 58 C19 61 12 58 12 51 C12 46 15 43 19 39 " +
  "L30 26 C33 22 36 19 40 17 L39 7 L46 13 L50 6 L55 15 C68 19 77 31 78 48 C79 62 76 74 74 84 Z",
);
const KNIGHT_BASE = new Path2D("M20 95 C20 88 24 84 30 84 L72 84 C78 84 82 88 82 95 Z");
const KNIGHT_MANE = new Path2D("M55 17 C63 24 69 36 70 50 C71 62 69 73 68 82");
const KNIGHT_MOUTH = new Path2D("M15 50 C18 51 21 50 24 48");
const KNIGHT_NOSTRIL = new Path2D("M20 43 a2 2 0 1 0 0.01 0");

const COLOURS = {
  W: { body: "#fbf8f1", line: "#2b2b2b", detail: "#5d5d5d", shade: "rgba(0,0,0,0.08)" },
  B: { body: "#2a2a2e", line: "#0d0d0f", detail: "#c9c9c9", shade: "rgba(255,255,255,0.08)" },
};

/** Draw one knight ('B' or 'W') centred at (x, y) in a cell of `size` px; `lift` 0..1 raises it with a shadow. */
export function drawKnight(ctx, piece, x, y, size, lift = 0) {
  const colours = COLOURS[piece];
  const scale = (size * 0.8) / 100 * (1 + 0.12 * lift);
  ctx.save();
  // Shadow on the board, spreading as the knight rises.
  ctx.fillStyle = `rgba(0, 0, 0, ${0.22 - 0.1 * lift})`;
  ctx.beginPath();
  ctx.ellipse(x, y + size * 0.36, size * (0.3 + 0.08 * lift), size * 0.07, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.translate(x - 50 * scale, y - 50 * scale - lift * size * 0.08);
  ctx.scale(scale, scale);
  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  ctx.lineWidth = 3.2;
  ctx.strokeStyle = colours.line;
  ctx.fillStyle = colours.body;
  ctx.fill(KNIGHT_BODY);
  ctx.stroke(KNIGHT_BODY);
  ctx.fill(KNIGHT_BASE);
  ctx.stroke(KNIGHT_BASE);
  ctx.strokeStyle = colours.detail;
  ctx.lineWidth = 2.4;
  ctx.stroke(KNIGHT_MANE);
  ctx.stroke(KNIGHT_MOUTH);
  ctx.fillStyle = colours.detail;
  ctx.fill(KNIGHT_NOSTRIL);
  ctx.beginPath();
  ctx.arc(41, 30, 3.2, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

function drawSquares(ctx, geometry) {
  const { left, top, size, rows, columns } = geometry;
  const frame = size * MARGIN * 0.7;
  ctx.fillStyle = FRAME;
  ctx.beginPath();
  ctx.roundRect(left - frame, top - frame, columns * size + 2 * frame, rows * size + 2 * frame, frame * 0.8);
  ctx.fill();
  for (let cell = 0; cell < geometry.cells; cell += 1) {
    const { x, y } = geometry.rect(cell);
    const row = Math.floor(cell / columns);
    ctx.fillStyle = (row + (cell % columns)) % 2 === 0 ? LIGHT : DARK;
    ctx.fillRect(x, y, size, size);
  }
}

export const knightsBoard = {
  kind: "knights",

  ...gridShape(MARGIN),

  /** Milliseconds a move animates at speed 1. */
  duration() {
    return 420;
  },

  /** Paint `frame` ({from, to, move, t}) with the UI `overlay` on it. */
  draw(ctx, geometry, frame, overlay) {
    drawSquares(ctx, geometry);
    drawOverlayBelow(ctx, geometry, overlay);
    const moving = frame.move && frame.t < 1 ? moveCells(frame.move) : null;
    const position = frame.to;
    for (let cell = 0; cell < position.length; cell += 1) {
      const piece = position[cell];
      if (piece === "." || (moving && cell === moving[1])) continue;
      const { x, y } = geometry.center(cell);
      drawKnight(ctx, piece, x, y, geometry.size);
    }
    drawOverlayAbove(ctx, geometry, overlay, { bend: 0.18 });
    if (moving) {
      // A jump: along the straight line, lifted on a parabola.
      const [from, to] = moving;
      const a = geometry.center(from);
      const b = geometry.center(to);
      const lift = 4 * frame.t * (1 - frame.t);
      const x = lerp(a.x, b.x, frame.t);
      const y = lerp(a.y, b.y, frame.t) - lift * geometry.size * 0.55;
      drawKnight(ctx, position[to], x, y, geometry.size, lift);
    }
  },

  cellName(puzzle, position, cell) {
    const columns = puzzle.board.columns;
    const row = Math.floor(cell / columns) + 1;
    const column = (cell % columns) + 1;
    return `row ${row}, column ${column}, ${puzzle.pieces[position[cell]] ?? position[cell]}`;
  },

  /** Short place name for messages: "row 2, column 3". */
  placeName(puzzle, cell) {
    const columns = puzzle.board.columns;
    return `row ${Math.floor(cell / columns) + 1}, column ${(cell % columns) + 1}`;
  },

  /**
   * Why a click on `cell` is not a move, in words, from the legal moves and what is on the cells
   * (no rules here): `selected` is the cell already picked, or null.
   */
  explain(puzzle, position, cell, selected) {
    const piece = position[cell];
    if (piece === ".") {
      return selected === null
        ? "That square is empty: pick a knight first."
        : "That knight can't jump there: pick one of the highlighted squares.";
    }
    if (selected !== null) return "Knights only land on empty squares.";
    return "That knight has no legal jump.";
  },
};
