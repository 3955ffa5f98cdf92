// numbers.js: number reversal's board: numbered wooden blocks on a rack with one gap; a move "a-b" slides the
// block at a into the gap at b (a hop over one block arcs over it). Clicking a block plays its one move.

import { MARK_COLOURS, drawArrow, lerp } from "./common.js";
import { drawCellNumbers, drawRack, drawSpan, fromTo, rowLayout } from "./line.js";

const MARGIN_X = 0.35;
const MARGIN_Y = 0.7;
const HUES = ["#e03131", "#f08c00", "#2f9e44", "#1971c2", "#7048e8", "#c2255c", "#0c8599", "#5c940d", "#e8590c"];

function drawBlock(ctx, label, x, y, size, lift = 0) {
  const side = size * 0.84;
  const hue = HUES[(Number(label) - 1) % HUES.length] ?? "#495057";
  ctx.save();
  ctx.shadowColor = `rgba(40, 20, 0, ${0.4 - 0.15 * lift})`;
  ctx.shadowBlur = size * (0.08 + 0.12 * lift);
  ctx.shadowOffsetY = size * (0.03 + 0.1 * lift);
  const gradient = ctx.createLinearGradient(0, y - side / 2, 0, y + side / 2);
  gradient.addColorStop(0, "#fffaf0");
  gradient.addColorStop(1, "#ecdcc0");
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.roundRect(x - side / 2, y - side / 2, side, side, size * 0.14);
  ctx.fill();
  ctx.restore();
  ctx.save();
  ctx.strokeStyle = hue;
  ctx.lineWidth = Math.max(2, size * 0.05);
  ctx.beginPath();
  ctx.roundRect(x - side / 2 + size * 0.05, y - side / 2 + size * 0.05, side - size * 0.1, side - size * 0.1, size * 0.1);
  ctx.stroke();
  ctx.fillStyle = hue;
  ctx.font = `800 ${Math.round(size * 0.5)}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(label, x, y + size * 0.03);
  ctx.restore();
}

export const numbersBoard = {
  kind: "numbers",

  aspect(puzzle) {
    return (puzzle.board.cells + 2 * MARGIN_X) / (1 + 2 * MARGIN_Y);
  },

  layout(puzzle, width, height) {
    return rowLayout(puzzle.board.cells, width, height, MARGIN_X, MARGIN_Y);
  },

  duration(move) {
    const [from, to] = fromTo(move);
    return Math.abs(to - from) > 1 ? 420 : 260;
  },

  draw(ctx, geometry, frame, overlay) {
    drawRack(ctx, geometry, { light: "#8d6e4f", dark: "#5e4530", edge: "#3d2b1c" });
    const { size } = geometry;
    const position = frame.to;
    for (let cell = 0; cell < position.length; cell += 1) {
      const { x, y } = geometry.center(cell);
      ctx.fillStyle = "rgba(0, 0, 0, 0.22)";
      ctx.beginPath();
      ctx.roundRect(x - size * 0.43, y - size * 0.43, size * 0.86, size * 0.86, size * 0.14);
      ctx.fill();
    }
    drawCellNumbers(ctx, geometry, "#7a6248");
    if (overlay.lastMove) {
      const [, to] = fromTo(overlay.lastMove);
      drawSpan(ctx, geometry, to, to, { fill: MARK_COLOURS.lastMove });
    }
    const moving = frame.move && frame.t < 1 ? fromTo(frame.move) : null;
    for (let cell = 0; cell < position.length; cell += 1) {
      if (position[cell] === "." || (moving && cell === moving[1])) continue;
      const { x, y } = geometry.center(cell);
      drawBlock(ctx, position[cell], x, y, size);
    }
    const arrow = (move, colour, width) => {
      const [from, to] = fromTo(move);
      drawArrow(ctx, geometry.center(from), geometry.center(to), {
        colour, width, bend: Math.abs(to - from) > 1 ? 0.45 : 0.3, shorten: size * 0.2,
      });
    };
    for (const move of overlay.optimal ?? []) arrow(move, MARK_COLOURS.optimal, Math.max(3, size * 0.06));
    if (overlay.hint) arrow(overlay.hint, MARK_COLOURS.hint, Math.max(4, size * 0.08));
    if (moving) {
      const [from, to] = moving;
      const a = geometry.center(from);
      const b = geometry.center(to);
      const lift = 4 * frame.t * (1 - frame.t);
      const height = Math.abs(to - from) > 1 ? 0.85 : 0.3;
      drawBlock(ctx, position[to], lerp(a.x, b.x, frame.t), a.y - lift * size * height, size, lift);
    }
  },

  cellName(puzzle, position, cell) {
    return `${this.placeName(puzzle, cell)}, ${puzzle.pieces[position[cell]] ?? position[cell]}`;
  },

  placeName(puzzle, cell) {
    return `cell ${cell + 1}`;
  },

  explain(puzzle, position, cell) {
    if (position[cell] === ".") return "That's the gap: click a number next to it, or one number further away.";
    return `Number ${position[cell]} can't reach the gap: a number slides into the gap beside it or hops over one number.`;
  },

  interpret({ puzzle, state, position, cell }) {
    const fromHere = state.moves.filter((entry) => fromTo(entry.move)[0] === cell);
    if (fromHere.length >= 1) return { play: fromHere[0].move };
    return { say: this.explain(puzzle, position, cell), tone: "warn" };
  },

  names(puzzle, position, overlay) {
    return [...position].map((piece, cell) => {
      let name = this.cellName(puzzle, position, cell);
      if (overlay.hint && fromTo(overlay.hint)[0] === cell) name += ", hint: move this";
      return name;
    });
  },

  describeMove(puzzle, position, move) {
    const [from, to] = fromTo(move);
    const how = Math.abs(to - from) > 1 ? "hop" : "slide";
    return `${how} ${position[from]} from cell ${from + 1} into the gap at cell ${to + 1}`;
  },
};
