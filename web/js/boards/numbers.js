// numbers.js: number reversal's board: numbered wooden blocks on a rack with one gap, each number its own hue;
// a move's block slides (or hops, when its `motion` spans more than one cell) into the gap. View: one character
// per cell ("1".."9", "." the gap).

import { drawAtCentres, framePieces, hop, motionSpan, onwardWords, pieceName } from "./common.js";
import { drawLastMoveSpans, drawRack, rowShape } from "./line.js";
import { drawOverlayMarks, settled } from "./marks.js";

const MARGIN_X = 0.35;
const MARGIN_Y = 0.7;
// Well-separated hues (red, orange, green, blue, purple, charcoal, teal, pink, olive): no two numbers alike.
const HUES = ["#d62828", "#e67700", "#2b8a3e", "#1864ab", "#862e9c", "#343a40", "#0b7285", "#d6336c", "#5c940d"];

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
  ctx.lineWidth = Math.max(2, size * 0.06);
  ctx.beginPath();
  ctx.roundRect(
    x - side / 2 + size * 0.05,
    y - side / 2 + size * 0.05,
    side - size * 0.1,
    side - size * 0.1,
    size * 0.1,
  );
  ctx.stroke();
  ctx.fillStyle = hue;
  ctx.font = `800 ${Math.round(size * 0.5)}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(label, x, y + size * 0.03);
  ctx.restore();
}

export default {
  kind: "numbers",

  ...rowShape({ marginX: MARGIN_X, marginY: MARGIN_Y, shiftY: 0.25 }),

  duration(move) {
    return motionSpan(move) > 1 ? 420 : 260;
  },

  draw(ctx, geometry, frame, overlay) {
    const { size } = geometry;
    drawRack(ctx, geometry, { light: "#8d6e4f", dark: "#5e4530", edge: "#3d2b1c" });
    for (let cell = 0; cell < geometry.cells; cell += 1) {
      const { x, y } = geometry.center(cell); // the slot each block sits in
      ctx.fillStyle = "rgba(0, 0, 0, 0.22)";
      ctx.beginPath();
      ctx.roundRect(x - size * 0.43, y - size * 0.43, size * 0.86, size * 0.86, size * 0.14);
      ctx.fill();
    }
    const still = settled(frame);
    if (still) drawLastMoveSpans(ctx, geometry, overlay.lastMove);
    const { still: pieces, moving } = framePieces(frame);
    drawAtCentres(geometry, pieces, (piece, x, y) => drawBlock(ctx, piece, x, y, size));
    const view = String(frame.to);
    if (still) {
      const bend = overlay.hint && motionSpan(overlay.hint) > 1 ? 0.45 : 0.35;
      drawOverlayMarks(ctx, geometry, overlay, {
        occupied: (cell) => view[cell] !== ".",
        arrows: { bend, shorten: 0.2, lift: 0.3 },
      });
    }
    const height = motionSpan(frame.move) > 1 ? 0.85 : 0.3;
    for (const { from, to, piece } of moving) {
      if (from === null || to === null) continue;
      const point = hop(geometry.center(from), geometry.center(to), frame.t, size, height);
      drawBlock(ctx, piece, point.x, point.y, size, point.lift);
    }
  },

  /** A cell by what it shows: "number 5" or "gap" (no cell numbers are drawn; Python's labels say "5 hops over 6
   * into the gap"). */
  placeName(entry, view, cell) {
    return pieceName(entry, String(view)[cell]);
  },

  /** The accessible grid's name for a cell: the same, "number 5" or "gap". */
  cellName(entry, view, cell) {
    return pieceName(entry, String(view)[cell]);
  },

  onward: (entry, cells) => onwardWords(cells, "cell"),
};
