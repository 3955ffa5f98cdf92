// frogs.js: the frog-jump board: a row of lily pads on water, black frogs facing right and white frogs facing left,
// each move's frog hopping along an arc from its `motion`. The pads shrink to fit the width and a tap anywhere in a
// pad's column counts; where they would be smaller than a finger's target (7 or 8 frogs a side on a phone) the line
// zigzags over two rows (line.js), a jump over a frog staying on its row. View: one character per pad ("B", "W", ".").

import { drawAtCentres, framePieces, hop, motionSpan, onwardWords, pieceName } from "./common.js";
import { drawCellIndices, rowShape } from "./line.js";
import { drawLastMove, drawOverlayMarks, settled } from "./marks.js";
import { msg } from "../i18n/t.js";

const MARGIN_X = 0.25; // water beyond the first and last pad, in pads
const MARGIN_Y = 0.42; // room above and below the pads for a hop, in pads
const FROG_SCALE = 1.12; // a frog is a little wider than its pad
const LEAST_PAD = 28; // CSS px: a row whose cells would be smaller zigzags (a pad is 0.84 of its cell, a frog 1.12)

const FROG_COLOURS = {
  B: { body: "#2b2f36", legs: "#1c1f24", line: "#0b0c0e", spot: "#434a55", belly: "#3b414b" },
  W: { body: "#f6f3ea", legs: "#e3dccb", line: "#6e6a60", spot: "#d8d1bf", belly: "#fffdf7" },
};

function drawWater(ctx, geometry) {
  const { left, top, size, cells, zigzag } = geometry;
  const x = left - size * MARGIN_X * 0.8;
  const y = top - size * 0.16;
  const width = (zigzag ? (cells - 1) * geometry.step + size : cells * size) + 2 * size * MARGIN_X * 0.8;
  const height = size * (zigzag ? 2.32 : 1.32);
  const gradient = ctx.createLinearGradient(0, y, 0, y + height);
  gradient.addColorStop(0, "#9fd4e8");
  gradient.addColorStop(1, "#5fa9c9");
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.roundRect(x, y, width, height, size * 0.5);
  ctx.fill();
  // A few ripples.
  ctx.strokeStyle = "rgba(255, 255, 255, 0.35)";
  ctx.lineWidth = Math.max(1, size * 0.02);
  if (zigzag) { // the line's course from pad to pad, under the pads: the order reads at a glance
    ctx.beginPath();
    for (let cell = 0; cell < cells; cell += 1) ctx.lineTo(geometry.center(cell).x, geometry.center(cell).y);
    ctx.lineWidth = Math.max(2, size * 0.12);
    ctx.stroke();
    return;
  }
  for (let cell = 0; cell < cells; cell += 2) {
    const cx = left + cell * size + size * 0.95;
    const cy = top + size * (cell % 4 === 0 ? 0.08 : 0.95);
    ctx.beginPath();
    ctx.ellipse(cx, cy, size * 0.12, size * 0.035, 0, Math.PI * 1.1, Math.PI * 1.9);
    ctx.stroke();
  }
}

function drawPad(ctx, center, size, cell) {
  const radius = size * 0.42;
  const notch = 0.38; // radians either side of the notch
  const turn = 1.9 + (cell % 3) * 1.7; // notches point different ways, like real pads
  ctx.save();
  const gradient = ctx.createRadialGradient(
    center.x - radius * 0.3,
    center.y - radius * 0.3,
    radius * 0.1,
    center.x,
    center.y,
    radius,
  );
  gradient.addColorStop(0, "#7cc36a");
  gradient.addColorStop(1, "#3f8f3a");
  ctx.fillStyle = gradient;
  ctx.strokeStyle = "#2f6e2b";
  ctx.lineWidth = Math.max(1, size * 0.018);
  ctx.beginPath();
  ctx.moveTo(center.x, center.y);
  ctx.arc(center.x, center.y, radius, turn + notch, turn - notch + Math.PI * 2);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.strokeStyle = "rgba(35, 90, 32, 0.45)";
  ctx.lineWidth = Math.max(1, size * 0.012);
  for (let vein = 1; vein < 6; vein += 1) {
    const angle = turn + notch + ((Math.PI * 2 - 2 * notch) * vein) / 6;
    ctx.beginPath();
    ctx.moveTo(center.x, center.y);
    ctx.lineTo(center.x + Math.cos(angle) * radius * 0.85, center.y + Math.sin(angle) * radius * 0.85);
    ctx.stroke();
  }
  ctx.restore();
}

/** One frog seen from above, centred at (x, y), `size` the pad size; black frogs face right, white ones left. */
export function drawFrog(ctx, piece, x, y, size, lift = 0) {
  const colours = FROG_COLOURS[piece];
  const unit = size * (1 + 0.15 * lift);
  ctx.save();
  ctx.fillStyle = `rgba(0, 40, 30, ${0.25 - 0.12 * lift})`;
  ctx.beginPath();
  ctx.ellipse(x, y + size * 0.06 + lift * size * 0.5, size * 0.3, size * 0.2, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.translate(x, y);
  ctx.scale(piece === "W" ? -unit : unit, unit);
  ctx.lineWidth = 0.018;
  ctx.strokeStyle = colours.line;
  const blob = (cx, cy, rx, ry, rotation, fill) => {
    ctx.beginPath();
    ctx.ellipse(cx, cy, rx, ry, rotation, 0, Math.PI * 2);
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.stroke();
  };
  // Legs: back legs folded along the body, front legs forward; stretched out mid-hop.
  const stretch = lift * 0.12;
  for (const side of [-1, 1]) {
    blob(-0.2 - stretch, side * (0.17 + stretch * 0.5), 0.15 + stretch, 0.055, side * (0.5 - lift * 0.4), colours.legs);
    blob(-0.1, side * 0.2, 0.11, 0.05, side * -0.5, colours.legs);
    blob(0.14 + stretch * 0.5, side * 0.16, 0.08, 0.035, side * 0.7, colours.legs);
  }
  blob(-0.03, 0, 0.22, 0.17, 0, colours.body);
  blob(0.15, 0, 0.13, 0.14, 0, colours.body);
  // Spots on the back.
  ctx.fillStyle = colours.spot;
  for (const [sx, sy, r] of [[-0.1, -0.06, 0.035], [-0.02, 0.07, 0.03], [-0.15, 0.05, 0.025]]) {
    ctx.beginPath();
    ctx.arc(sx, sy, r, 0, Math.PI * 2);
    ctx.fill();
  }
  // Eyes.
  for (const side of [-1, 1]) {
    blob(0.19, side * 0.1, 0.055, 0.055, 0, "#ffffff");
    ctx.beginPath();
    ctx.fillStyle = "#111111";
    ctx.arc(0.205, side * 0.1, 0.028, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

export default {
  kind: "frogs",

  ...rowShape({ marginX: MARGIN_X, marginY: MARGIN_Y, maxAspect: 6, zigzagBelow: LEAST_PAD }),

  duration(move) {
    return motionSpan(move) > 1 ? 460 : 340;
  },

  draw(ctx, geometry, frame, overlay) {
    const { size } = geometry;
    drawWater(ctx, geometry);
    for (let cell = 0; cell < geometry.cells; cell += 1) drawPad(ctx, geometry.center(cell), size, cell);
    drawCellIndices(ctx, geometry); // the pads' numbers, which hints name ("pad 8 to pad 9"), where there is room
    const still = settled(frame);
    if (still) drawLastMove(ctx, geometry, overlay.lastMove, { radius: 0.5, inset: 0.06 });
    const { still: pieces, moving } = framePieces(frame);
    drawAtCentres(geometry, pieces, (piece, x, y) => drawFrog(ctx, piece, x, y, size * FROG_SCALE));
    const view = String(frame.to);
    if (still) {
      drawOverlayMarks(ctx, geometry, overlay, {
        occupied: (cell) => view[cell] !== ".",
        arrows: { bend: 0.5, shorten: 0.14, lift: 0.32 },
      });
    }
    const height = motionSpan(frame.move) > 1 ? 0.6 : 0.38;
    for (const { from, to, piece } of moving) {
      if (from === null || to === null) continue;
      const point = hop(geometry.center(from), geometry.center(to), frame.t, size, height);
      drawFrog(ctx, piece, point.x, point.y, size * FROG_SCALE, point.lift);
    }
  },

  /** "pad N" (1-based): the numbers drawn under the pads, as Python's labels name them. */
  placeName(entry, view, cell) {
    return msg("place.pad", { n: cell + 1 });
  },

  /** "pad N, <piece>": the accessible grid's name for a pad (the tests read it). */
  cellName(entry, view, cell) {
    return msg("cell.named", { place: msg("place.pad", { n: cell + 1 }), piece: pieceName(entry, String(view)[cell]) });
  },

  onward: (entry, cells) => onwardWords(cells, "pad"),
};
