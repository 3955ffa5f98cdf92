// domination.js: knight domination's board: a chessboard where a click places or takes off a knight ("+c", "-c").
// Python's annotations are drawn as they come: attacked squares tinted, uncovered empty squares ringed, knights
// that attack each other linked in red. A knight placed drops in; one taken off fades out.

import { MARK_COLOURS, gridShape } from "./common.js";
import { drawKnight } from "./knights.js";

const MARGIN = 0.2;
const LIGHT = "#eee3cf";
const DARK = "#c9a77c";
const FRAME = "#5b3f29";

const cellOf = (move) => Number(String(move).slice(1));

function drawSquares(ctx, geometry) {
  const { left, top, size, rows, columns } = geometry;
  const frame = size * MARGIN * 0.75;
  ctx.fillStyle = FRAME;
  ctx.beginPath();
  ctx.roundRect(left - frame, top - frame, columns * size + 2 * frame, rows * size + 2 * frame, frame * 0.8);
  ctx.fill();
  for (let cell = 0; cell < geometry.cells; cell += 1) {
    const { x, y } = geometry.rect(cell);
    ctx.fillStyle = (Math.floor(cell / columns) + (cell % columns)) % 2 === 0 ? LIGHT : DARK;
    ctx.fillRect(x, y, size, size);
  }
}

export function drawSquareNumbers(ctx, geometry, colour = "rgba(60, 40, 20, 0.55)") {
  const size = geometry.size;
  if (size < 26) return;
  ctx.save();
  ctx.fillStyle = colour;
  ctx.font = `600 ${Math.max(8, Math.round(size * 0.17))}px system-ui, sans-serif`;
  ctx.textAlign = "left";
  ctx.textBaseline = "top";
  for (let cell = 0; cell < geometry.cells; cell += 1) {
    const { x, y } = geometry.rect(cell);
    ctx.fillText(String(cell), x + size * 0.06, y + size * 0.05);
  }
  ctx.restore();
}

function ring(ctx, geometry, cell, colour, width, radius = 0.36, dash = null) {
  const { x, y } = geometry.center(cell);
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  if (dash) ctx.setLineDash(dash);
  ctx.beginPath();
  ctx.arc(x, y, geometry.size * radius, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}

export const dominationBoard = {
  kind: "domination",

  ...gridShape(MARGIN),

  duration() {
    return 260;
  },

  draw(ctx, geometry, frame, overlay) {
    drawSquares(ctx, geometry);
    const { size } = geometry;
    const position = frame.to;
    const settled = frame.t >= 1;
    const notes = settled && overlay.state && overlay.state.position === position ? overlay.state.annotations : null;
    if (notes) {
      ctx.fillStyle = "rgba(47, 158, 68, 0.30)";
      for (const cell of notes.attacked) {
        const { x, y } = geometry.rect(cell);
        ctx.fillRect(x, y, size, size);
      }
      for (const cell of notes.uncovered) {
        if (position[cell] === ".") ring(ctx, geometry, cell, "rgba(201, 42, 42, 0.55)", Math.max(1.5, size * 0.03), 0.14, [size * 0.05, size * 0.05]);
      }
    }
    drawSquareNumbers(ctx, geometry);
    if (overlay.lastMove && settled) {
      const { x, y } = geometry.rect(cellOf(overlay.lastMove));
      ctx.fillStyle = MARK_COLOURS.lastMove;
      ctx.fillRect(x, y, size, size);
    }
    for (let cell = 0; cell < position.length; cell += 1) {
      const before = frame.from[cell];
      const after = position[cell];
      if (after === "N" && before === "N") {
        const { x, y } = geometry.center(cell);
        drawKnight(ctx, "W", x, y, size);
      } else if (after === "N" && !settled) {
        const { x, y } = geometry.center(cell); // dropping in
        drawKnight(ctx, "W", x, y - (1 - frame.t) * size * 0.5, size, 1 - frame.t);
      } else if (after === "N") {
        const { x, y } = geometry.center(cell);
        drawKnight(ctx, "W", x, y, size);
      } else if (before === "N" && !settled) {
        const { x, y } = geometry.center(cell); // taken off: rises and fades
        ctx.save();
        ctx.globalAlpha = 1 - frame.t;
        drawKnight(ctx, "W", x, y - frame.t * size * 0.4, size, frame.t);
        ctx.restore();
      }
    }
    if (notes) {
      ctx.save();
      ctx.strokeStyle = "rgba(214, 40, 40, 0.9)";
      ctx.lineWidth = Math.max(3, size * 0.07);
      ctx.lineCap = "round";
      for (const [a, b] of notes.attacking_pairs) {
        const p = geometry.center(a);
        const q = geometry.center(b);
        ctx.beginPath();
        ctx.moveTo(p.x, p.y);
        ctx.lineTo(q.x, q.y);
        ctx.stroke();
      }
      ctx.restore();
      for (const [a, b] of notes.attacking_pairs) {
        for (const cell of [a, b]) ring(ctx, geometry, cell, "rgba(214, 40, 40, 0.9)", Math.max(2, size * 0.05), 0.44);
      }
    }
    for (const move of overlay.optimal ?? []) {
      ring(ctx, geometry, cellOf(move), MARK_COLOURS.optimal, Math.max(2, size * 0.045), move.startsWith("-") ? 0.44 : 0.2);
    }
    if (overlay.hint) ring(ctx, geometry, cellOf(overlay.hint), MARK_COLOURS.hint, Math.max(3, size * 0.08), 0.42);
  },

  cellName(puzzle, position, cell) {
    return `${this.placeName(puzzle, cell)}, ${position[cell] === "N" ? "knight" : "empty"}`;
  },

  placeName(puzzle, cell) {
    const columns = puzzle.board.columns;
    return `square ${cell} (row ${Math.floor(cell / columns) + 1}, column ${(cell % columns) + 1})`;
  },

  explain() {
    return "That square can't change now.";
  },

  /** A click toggles the square: the matching move from Python's list, or sent anyway for its refusal. */
  interpret({ position, cell }) {
    return { play: `${position[cell] === "N" ? "-" : "+"}${cell}`, force: true };
  },

  names(puzzle, position, overlay) {
    const state = overlay.state && overlay.state.position === position ? overlay.state : null;
    const notes = state ? state.annotations : null;
    const attacked = new Set(notes ? notes.attacked : []);
    const fighting = new Set(notes ? notes.attacking_pairs.flat() : []);
    return [...position].map((piece, cell) => {
      let name = this.cellName(puzzle, position, cell);
      if (fighting.has(cell)) name += ", attacked by another knight";
      else if (piece === "." && notes) name += attacked.has(cell) ? ", covered" : ", not covered";
      if (overlay.hint && cellOf(overlay.hint) === cell) name += overlay.hint.startsWith("-") ? ", hint: take this knight off" : ", hint: place a knight here";
      return name;
    });
  },

  describeMove(puzzle, position, move) {
    const cell = cellOf(move);
    return move.startsWith("-") ? `take the knight off ${this.placeName(puzzle, cell)}` : `place a knight on ${this.placeName(puzzle, cell)}`;
  },

  /** The status words beside Optimal: knights placed against the minimum, and any conflict. */
  summary(puzzle, state) {
    const notes = state.annotations;
    if (!notes) return "";
    const pairs = notes.attacking_pairs.length;
    const parts = [`Knights: ${notes.knights} placed, minimum ${notes.minimum}.`];
    if (pairs > 0) {
      const [a, b] = notes.attacking_pairs[0];
      parts.push(`The knights on squares ${a} and ${b} attack each other${pairs > 1 ? ` (${pairs} attacking pairs)` : ""}.`);
    }
    if (notes.uncovered.length > 0 && pairs === 0) parts.push(`${notes.uncovered.length} empty square${notes.uncovered.length === 1 ? "" : "s"} not covered yet.`);
    return parts.join(" ");
  },

  drawable(puzzle, position) {
    return typeof position === "string" && /^[N.]*$/.test(position) && position.length === puzzle.board.rows * puzzle.board.columns;
  },
};
