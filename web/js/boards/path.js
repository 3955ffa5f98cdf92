// path.js: the uncrossed knight's path board: a chessboard with the path drawn as segments between square
// centres and numbered dots; "+c" extends it (the new segment grows in, Undo pulls it back). Squares the knight can
// reach next are dotted; a refused square (its move would cross the path) shows the segment it crosses in red.

import { MARK_COLOURS, gridShape } from "./common.js";
import { drawSquareNumbers } from "./domination.js";

const MARGIN = 0.2;
const LIGHT = "#e9eef5";
const DARK = "#b7c6d9";
const FRAME = "#2f3e52";
const INK = "#1d4e89";

const cellOf = (move) => Number(String(move).slice(1));
export const pathCells = (position) => (position === "" ? [] : position.split("-").map(Number));

function strokePath(ctx, geometry, points, colour, width) {
  if (points.length < 2) return;
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.beginPath();
  ctx.moveTo(points[0].x, points[0].y);
  for (const point of points.slice(1)) ctx.lineTo(point.x, point.y);
  ctx.stroke();
  ctx.restore();
}

function dot(ctx, point, size, label, { fill = INK, ink = "#ffffff", radius = 0.2 } = {}) {
  ctx.save();
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.arc(point.x, point.y, size * radius, 0, Math.PI * 2);
  ctx.fill();
  if (label !== null) {
    ctx.fillStyle = ink;
    ctx.font = `700 ${Math.max(8, Math.round(size * radius * 1.05))}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(label, point.x, point.y + size * 0.01);
  }
  ctx.restore();
}

export const pathBoard = {
  kind: "path",

  ...gridShape(MARGIN),

  duration() {
    return 280;
  },

  /** Any path text draws on any board (the size comes with the link); cells are checked when drawn. */
  fits(geometry, position) {
    return pathCells(position).every((cell) => Number.isInteger(cell) && cell >= 0 && cell < geometry.cells);
  },

  draw(ctx, geometry, frame, overlay) {
    const { left, top, size, rows, columns } = geometry;
    const frameWidth = size * MARGIN * 0.75;
    ctx.fillStyle = FRAME;
    ctx.beginPath();
    ctx.roundRect(left - frameWidth, top - frameWidth, columns * size + 2 * frameWidth, rows * size + 2 * frameWidth, frameWidth * 0.8);
    ctx.fill();
    for (let cell = 0; cell < geometry.cells; cell += 1) {
      const { x, y } = geometry.rect(cell);
      ctx.fillStyle = (Math.floor(cell / columns) + (cell % columns)) % 2 === 0 ? LIGHT : DARK;
      ctx.fillRect(x, y, size, size);
    }
    drawSquareNumbers(ctx, geometry, "rgba(30, 50, 80, 0.5)");
    const before = pathCells(frame.from);
    const after = pathCells(frame.to);
    const settled = frame.t >= 1;
    // While animating, the longer of the two paths is drawn with its last segment partly grown.
    const growing = !settled && after.length !== before.length;
    const longer = after.length >= before.length ? after : before;
    const amount = after.length >= before.length ? frame.t : 1 - frame.t;
    const points = longer.map((cell) => geometry.center(cell));
    if (growing && points.length >= 2) {
      const a = points[points.length - 2];
      const b = points[points.length - 1];
      points[points.length - 1] = { x: a.x + (b.x - a.x) * amount, y: a.y + (b.y - a.y) * amount };
    }
    const shown = settled ? after : longer;
    const state = settled && overlay.state && overlay.state.position === frame.to ? overlay.state : null;
    if (state && !state.solved) {
      for (const entry of state.moves) {
        const centre = geometry.center(cellOf(entry.move));
        dot(ctx, centre, size, null, { fill: "rgba(29, 78, 137, 0.35)", radius: 0.1 });
      }
    }
    strokePath(ctx, geometry, points, "rgba(255, 255, 255, 0.85)", Math.max(4, size * 0.13));
    strokePath(ctx, geometry, points, state && state.solved ? "#5a2d91" : INK, Math.max(2, size * 0.07));
    const mark = overlay.selected;
    if (mark && typeof mark === "object" && settled) {
      const [a, b] = mark.crosses;
      strokePath(ctx, geometry, [geometry.center(a), geometry.center(b)], "rgba(214, 40, 40, 0.95)", Math.max(4, size * 0.11));
      const last = after[after.length - 1];
      ctx.save();
      ctx.setLineDash([size * 0.1, size * 0.08]);
      strokePath(ctx, geometry, [geometry.center(last), geometry.center(mark.cell)], "rgba(214, 40, 40, 0.8)", Math.max(2, size * 0.05));
      ctx.restore();
      const { x, y } = geometry.rect(mark.cell);
      ctx.strokeStyle = "rgba(214, 40, 40, 0.9)";
      ctx.lineWidth = Math.max(2, size * 0.05);
      ctx.strokeRect(x + size * 0.08, y + size * 0.08, size * 0.84, size * 0.84);
    }
    shown.forEach((cell, index) => {
      if (!settled && index === shown.length - 1 && growing && amount < 0.5) return;
      const isEnd = index === shown.length - 1;
      dot(ctx, geometry.center(cell), size, String(index + 1), {
        fill: index === 0 ? "#2f9e44" : isEnd ? "#e8590c" : INK, radius: shown.length > 30 ? 0.19 : 0.21,
      });
    });
    for (const move of overlay.optimal ?? []) {
      const { x, y } = geometry.rect(cellOf(move));
      ctx.strokeStyle = MARK_COLOURS.optimal;
      ctx.lineWidth = Math.max(2, size * 0.05);
      ctx.strokeRect(x + size * 0.12, y + size * 0.12, size * 0.76, size * 0.76);
    }
    if (overlay.hint) {
      const { x, y } = geometry.rect(cellOf(overlay.hint));
      ctx.strokeStyle = MARK_COLOURS.hint;
      ctx.lineWidth = Math.max(3, size * 0.08);
      ctx.strokeRect(x + size * 0.08, y + size * 0.08, size * 0.84, size * 0.84);
    }
  },

  cellName(puzzle, position, cell) {
    const path = pathCells(position);
    const index = path.indexOf(cell);
    return `${this.placeName(puzzle, cell)}, ${index < 0 ? "empty" : `path square ${index + 1}`}`;
  },

  placeName(puzzle, cell) {
    const columns = puzzle.board.columns;
    return `square ${cell} (row ${Math.floor(cell / columns) + 1}, column ${(cell % columns) + 1})`;
  },

  explain(puzzle, position, cell) {
    if (pathCells(position).includes(cell)) return `Square ${cell} is already on the path: Undo takes squares back.`;
    return `The knight can't go to square ${cell} from here.`;
  },

  /** A click extends the path: the move from Python's list, or (refused/illegal) sent for the engine's reason. */
  interpret({ puzzle, state, position, cell }) {
    const move = `+${cell}`;
    if (state.moves.some((entry) => entry.move === move)) return { play: move };
    if (pathCells(position).includes(cell)) return { say: this.explain(puzzle, position, cell), tone: "warn" };
    const refused = (state.annotations?.refused ?? []).find((entry) => entry.cell === cell);
    return { play: move, force: true, mark: refused ? { cell, crosses: refused.crosses } : null };
  },

  names(puzzle, position, overlay) {
    const state = overlay.state && overlay.state.position === position ? overlay.state : null;
    const next = new Set(state ? state.moves.map((entry) => cellOf(entry.move)) : []);
    const names = [];
    for (let cell = 0; cell < puzzle.board.rows * puzzle.board.columns; cell += 1) {
      let name = this.cellName(puzzle, position, cell);
      if (next.has(cell)) name += ", the knight can go here";
      if (overlay.hint && cellOf(overlay.hint) === cell) name += ", hint: go here";
      names.push(name);
    }
    return names;
  },

  describeMove(puzzle, position, move) {
    const cell = cellOf(move);
    return position === "" ? `start on ${this.placeName(puzzle, cell)}` : `go to ${this.placeName(puzzle, cell)}`;
  },

  summary(puzzle, state) {
    const squares = pathCells(state.position).length;
    const longest = state.annotations ? state.annotations.longest : puzzle.longest;
    // Each square placed is a step (Moves, Optimal count them): the squares say why Optimal is one more than moves.
    return `Path: ${Math.max(0, squares - 1)} of ${longest} moves, ${squares} of ${longest + 1} squares.`;
  },

  drawable(puzzle, position) {
    return typeof position === "string" && /^(\d+(-\d+)*)?$/.test(position);
  },
};
