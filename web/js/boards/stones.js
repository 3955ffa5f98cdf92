// stones.js: oshidori's board: black and white go stones on a wooden line of cells; a move "a-b" lifts the pair
// at cells a, a+1 and sets it down in the gap at b, b+1. Clicks pick a pair (its left stone), then the gap.

import { MARK_COLOURS, lerp } from "./common.js";
import { drawCellNumbers, drawRack, drawSpan, fromTo, rowLayout } from "./line.js";

const MARGIN_X = 0.35;
const MARGIN_Y = 0.75;

/** A go stone at (x, y), `size` the cell; `lift` 0..1 raises it with a softer, wider shadow. */
function drawStone(ctx, piece, x, y, size, lift = 0) {
  const radius = size * 0.43;
  ctx.save();
  ctx.fillStyle = `rgba(40, 20, 0, ${0.35 - 0.2 * lift})`;
  ctx.beginPath();
  ctx.ellipse(x + size * 0.04, y + radius * 0.2 + lift * size * 0.55, radius * (1 + 0.15 * lift), radius * 0.9, 0, 0, Math.PI * 2);
  ctx.fill();
  const gradient = ctx.createRadialGradient(x - radius * 0.35, y - radius * 0.4, radius * 0.08, x, y, radius);
  if (piece === "B") {
    gradient.addColorStop(0, "#6b6f76");
    gradient.addColorStop(0.35, "#2b2e33");
    gradient.addColorStop(1, "#0c0d0f");
  } else {
    gradient.addColorStop(0, "#ffffff");
    gradient.addColorStop(0.6, "#f1eee6");
    gradient.addColorStop(1, "#c9c3b5");
  }
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = piece === "B" ? "rgba(0,0,0,0.6)" : "rgba(110, 100, 80, 0.6)";
  ctx.lineWidth = Math.max(1, size * 0.012);
  ctx.stroke();
  ctx.restore();
}

/** The pair a click on `cell` means: the legal pair starting there, else the legal pair ending there, else null. */
function pairAt(state, cell) {
  const starts = new Set(state.moves.map((entry) => fromTo(entry.move)[0]));
  if (starts.has(cell)) return cell;
  if (starts.has(cell - 1)) return cell - 1;
  return null;
}

export const stonesBoard = {
  kind: "stones",

  aspect(puzzle) {
    return (puzzle.board.cells + 2 * MARGIN_X) / (1 + 2 * MARGIN_Y);
  },

  layout(puzzle, width, height) {
    return rowLayout(puzzle.board.cells, width, height, MARGIN_X, MARGIN_Y);
  },

  duration() {
    return 620;
  },

  draw(ctx, geometry, frame, overlay) {
    drawRack(ctx, geometry);
    const { size, cells } = geometry;
    // The line through the cells and a tick between cells, like a go board's edge.
    ctx.save();
    ctx.strokeStyle = "rgba(50, 28, 8, 0.7)";
    ctx.lineWidth = Math.max(1, size * 0.025);
    const first = geometry.center(0);
    const last = geometry.center(cells - 1);
    ctx.beginPath();
    ctx.moveTo(first.x, first.y);
    ctx.lineTo(last.x, last.y);
    for (let cell = 0; cell < cells; cell += 1) {
      const { x, y } = geometry.center(cell);
      ctx.moveTo(x, y - size * 0.22);
      ctx.lineTo(x, y + size * 0.22);
    }
    ctx.stroke();
    ctx.restore();
    drawCellNumbers(ctx, geometry, "#7a6248");
    if (overlay.lastMove) {
      const [, to] = fromTo(overlay.lastMove);
      drawSpan(ctx, geometry, to, to + 1, { fill: MARK_COLOURS.lastMove });
    }
    for (const move of overlay.optimal ?? []) {
      const [from] = fromTo(move);
      drawSpan(ctx, geometry, from, from + 1, { stroke: MARK_COLOURS.optimal, width: Math.max(2, size * 0.05) });
    }
    if (overlay.hint) {
      const [from, to] = fromTo(overlay.hint);
      drawSpan(ctx, geometry, from, from + 1, { stroke: MARK_COLOURS.hint, width: Math.max(3, size * 0.07) });
      drawSpan(ctx, geometry, to, to + 1, { fill: "rgba(232, 89, 12, 0.25)" });
    }
    const position = frame.to;
    const moving = frame.move && frame.t < 1 ? fromTo(frame.move) : null;
    for (let cell = 0; cell < position.length; cell += 1) {
      if (position[cell] === "." || (moving && (cell === moving[1] || cell === moving[1] + 1))) continue;
      const { x, y } = geometry.center(cell);
      drawStone(ctx, position[cell], x, y, size);
    }
    if (overlay.selected !== null && overlay.selected !== undefined) {
      drawSpan(ctx, geometry, overlay.selected, overlay.selected + 1, {
        stroke: MARK_COLOURS.selected, width: Math.max(3, size * 0.07), inset: -0.02,
      });
      const gap = overlay.targetGap;
      if (gap !== null && gap !== undefined) {
        drawSpan(ctx, geometry, gap, gap + 1, { fill: "rgba(29, 78, 137, 0.22)", stroke: MARK_COLOURS.target, width: 2 });
      }
    }
    if (moving) {
      // Lift (first third), carry (middle), set down (last third); the two stones move as one.
      const [from, to] = moving;
      const t = frame.t;
      const lift = Math.min(1, t / 0.3, (1 - t) / 0.3);
      const carry = Math.min(1, Math.max(0, (t - 0.25) / 0.5));
      for (const offset of [0, 1]) {
        const a = geometry.center(from + offset);
        const b = geometry.center(to + offset);
        drawStone(ctx, position[to + offset], lerp(a.x, b.x, carry), a.y - lift * size * 0.55, size, lift);
      }
    }
  },

  cellName(puzzle, position, cell) {
    return `${this.placeName(puzzle, cell)}, ${puzzle.pieces[position[cell]] ?? position[cell]}`;
  },

  placeName(puzzle, cell) {
    return `cell ${cell + 1}`;
  },

  explain(puzzle, position, cell) {
    if (position[cell] === ".") return "That's the gap: first click the left stone of a pair to move.";
    return "That pair can't move: two neighbouring stones move together into the two empty cells.";
  },

  /** A click on `cell`: pick a pair, play it into the gap, or say why not (moves come from Python's list). */
  interpret({ puzzle, state, position, selected, cell }) {
    const gap = position.indexOf(".");
    if (position[cell] === ".") {
      if (selected === null) return { say: "Pick a pair first: click the left stone of the two you want to move.", tone: "warn" };
      const chosen = state.moves.find((entry) => fromTo(entry.move)[0] === selected && fromTo(entry.move)[1] === gap);
      if (chosen) return { play: chosen.move };
      return { say: this.explain(puzzle, position, selected), tone: "warn" };
    }
    if (selected !== null && (cell === selected || cell === selected + 1)) return { select: null, text: "" };
    const pair = pairAt(state, cell);
    if (pair === null) return { say: this.explain(puzzle, position, cell), tone: "warn" };
    const names = `${puzzle.pieces[position[pair]]} and ${puzzle.pieces[position[pair + 1]]}`;
    return { select: pair, text: `Pair on cells ${pair + 1}–${pair + 2} picked (${names}): click the gap to move it there.` };
  },

  /** Extra overlay this board wants from the UI state: where the picked pair would land. */
  decorate(overlay, position) {
    return { ...overlay, targetGap: overlay.selected === null ? null : position.indexOf(".") };
  },

  names(puzzle, position, overlay) {
    return [...position].map((piece, cell) => {
      let name = this.cellName(puzzle, position, cell);
      if (overlay.selected !== null && (cell === overlay.selected || cell === overlay.selected + 1)) name += ", picked";
      if (overlay.hint && fromTo(overlay.hint)[0] === cell) name += ", hint: move this pair";
      return name;
    });
  },

  describeMove(puzzle, position, move) {
    const [from, to] = fromTo(move);
    const names = `${puzzle.pieces[position[from]]} and ${puzzle.pieces[position[from + 1]]}`;
    return `move the pair on cells ${from + 1}–${from + 2} (${names}) to cells ${to + 1}–${to + 2}`;
  },
};
