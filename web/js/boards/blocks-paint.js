// boards/blocks-paint.js: how the sliding blocks look (hakoiri musume): the wooden tray with its exit cut in the
// edge, the blocks in light wood (the daughter in red lacquer) with the household's names written on them, ghosted
// cells, and a move drawn as an arrow along the path the piece slides. Pure drawing on a 2D context: no state.

import { roundedRect } from "./common.js";
import { MARK_COLOURS, arrowHead, paintArrow } from "./marks.js";

export const FRAME = 0.22; // the tray's wooden edge, in cells
const GAP = 0.045; // between a block and its cells' edges, in cells
const RADIUS = 0.11; // a block's corners, in cells
const INK = "'Hiragino Mincho ProN', 'Yu Mincho', YuMincho, 'Noto Serif CJK JP', 'Noto Serif JP', IPAMincho, serif";
const WOOD = { top: "#f3dcae", bottom: "#d9ab6a", edge: "#8a5a2b", ink: "#3b2412", grain: "rgba(140, 90, 40, 0.16)" };
const LACQUER = { top: "#d9563a", bottom: "#a8301f", edge: "#5e1810", ink: "#fff3dc", grain: "rgba(255, 220, 190, 0.1)",
};

/** The tray: a dark wooden frame around a darker well, the exit a slot through the frame under `exit.cells`. */
export function drawTray(ctx, geometry, exit) {
  const { left, top, size, rows, columns } = geometry;
  const frame = size * FRAME;
  const outer = roundedRect(left - frame, top - frame, columns * size + 2 * frame, rows * size + 2 * frame, frame);
  const wood = ctx.createLinearGradient(0, top - frame, 0, top + rows * size + frame);
  wood.addColorStop(0, "#7a4f2c");
  wood.addColorStop(1, "#4e3019");
  ctx.fillStyle = wood;
  ctx.fill(outer);
  ctx.save();
  ctx.strokeStyle = "rgba(255, 236, 210, 0.28)"; // a light rim: the tray reads on the dark theme's card too
  ctx.lineWidth = Math.max(1, size * 0.012);
  ctx.stroke(outer);
  ctx.restore();
  ctx.fillStyle = "#2e2119";
  ctx.fillRect(left, top, columns * size, rows * size);
  if (exit) drawExit(ctx, geometry, exit);
}

/** The exit: a slot through the frame beside `cells` on `side`, with a chevron pointing out. */
function drawExit(ctx, geometry, { side, cells }) {
  const boxes = cells.map((cell) => geometry.rect(cell)).filter(Boolean);
  if (boxes.length === 0) return;
  const { size } = geometry;
  const frame = size * FRAME;
  const x0 = Math.min(...boxes.map((box) => box.x));
  const y0 = Math.min(...boxes.map((box) => box.y));
  const x1 = Math.max(...boxes.map((box) => box.x + box.width));
  const y1 = Math.max(...boxes.map((box) => box.y + box.height));
  const inset = size * 0.06;
  const slot = {
    bottom: [x0 + inset, y1, x1 - x0 - 2 * inset, frame + 1],
    top: [x0 + inset, y0 - frame - 1, x1 - x0 - 2 * inset, frame + 1],
    left: [x0 - frame - 1, y0 + inset, frame + 1, y1 - y0 - 2 * inset],
    right: [x1, y0 + inset, frame + 1, y1 - y0 - 2 * inset],
  }[side];
  if (!slot) return;
  ctx.fillStyle = "#2e2119";
  ctx.fillRect(...slot);
  const [sx, sy, sw, sh] = slot;
  const [cx, cy] = [sx + sw / 2, sy + sh / 2];
  const turn = { bottom: 0, left: Math.PI / 2, top: Math.PI, right: -Math.PI / 2 }[side];
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(turn);
  ctx.strokeStyle = "rgba(255, 214, 140, 0.85)";
  ctx.lineWidth = Math.max(1.5, size * 0.035);
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  const span = size * 0.16;
  ctx.beginPath();
  ctx.moveTo(-span, -frame * 0.22);
  ctx.lineTo(0, frame * 0.22);
  ctx.lineTo(span, -frame * 0.22);
  ctx.stroke();
  ctx.restore();
}

/** The goal's place in the well (where `cells` are), a faint dashed outline seen while it is empty. */
export function drawGoalPlace(ctx, geometry, cells) {
  const boxes = cells.map((cell) => geometry.rect(cell)).filter(Boolean);
  if (boxes.length === 0) return;
  const { size } = geometry;
  const x = Math.min(...boxes.map((box) => box.x));
  const y = Math.min(...boxes.map((box) => box.y));
  const width = Math.max(...boxes.map((box) => box.x + box.width)) - x;
  const height = Math.max(...boxes.map((box) => box.y + box.height)) - y;
  const pad = size * (GAP + 0.03);
  ctx.save();
  ctx.strokeStyle = "rgba(255, 214, 140, 0.3)";
  ctx.lineWidth = Math.max(1, size * 0.02);
  ctx.setLineDash([size * 0.08, size * 0.07]);
  ctx.stroke(roundedRect(x + pad, y + pad, width - 2 * pad, height - 2 * pad, size * RADIUS));
  ctx.restore();
}

/** Unknown cells (the goal's picture: any piece may be there), hatched over the well. */
export function drawUnknown(ctx, geometry, cells) {
  const { size } = geometry;
  ctx.save();
  ctx.strokeStyle = "rgba(255, 236, 210, 0.16)";
  ctx.lineWidth = Math.max(1, size * 0.03);
  for (const cell of cells) {
    const { x, y } = geometry.rect(cell);
    const pad = size * GAP;
    ctx.save();
    ctx.beginPath();
    ctx.rect(x + pad, y + pad, size - 2 * pad, size - 2 * pad);
    ctx.clip();
    ctx.beginPath();
    for (let offset = -size; offset < size; offset += size / 4) {
      ctx.moveTo(x + offset, y + size);
      ctx.lineTo(x + offset + size, y);
    }
    ctx.stroke();
    ctx.restore();
  }
  ctx.restore();
}

/**
 * A block: `piece` ({piece, shape, columns, rows, label}) with its top-left corner at (x, y), cells `size` px.
 * `lift` 0..1 raises it over a deeper shadow (sliding, dragged); `rim` a colour ringing it inside (the last move,
 * the piece picked); `alpha` fades it (the place a dragged piece left); `write(text)` says whether the labels'
 * characters can be drawn here (a system without Japanese fonts would show empty boxes: the names are left off).
 */
export function drawBlock(ctx, piece, x, y, size, { lift = 0, rim = null, alpha = 1, write = () => true } = {}) {
  const colours = piece.piece === "D" ? LACQUER : WOOD;
  const gap = size * GAP;
  const [width, height] = [piece.columns * size - 2 * gap, piece.rows * size - 2 * gap];
  const outline = roundedRect(x + gap, y + gap, width, height, size * RADIUS);
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.shadowColor = `rgba(0, 0, 0, ${0.45 + 0.15 * lift})`;
  ctx.shadowBlur = size * (0.06 + 0.14 * lift);
  ctx.shadowOffsetY = size * (0.03 + 0.06 * lift);
  const fill = ctx.createLinearGradient(x, y + gap, x + width * 0.3, y + gap + height);
  fill.addColorStop(0, colours.top);
  fill.addColorStop(1, colours.bottom);
  ctx.fillStyle = fill;
  ctx.fill(outline);
  ctx.restore();
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.clip(outline);
  drawGrain(ctx, x + gap, y + gap, width, height, size, colours.grain);
  ctx.strokeStyle = "rgba(255, 255, 255, 0.45)"; // the bevel: light along the top and left, shade bottom and right
  ctx.lineWidth = Math.max(1, size * 0.04);
  ctx.stroke(roundedRect(x + gap + size * 0.02, y + gap + size * 0.02, width, height, size * RADIUS));
  ctx.strokeStyle = "rgba(0, 0, 0, 0.22)";
  ctx.stroke(roundedRect(x + gap - size * 0.02, y + gap - size * 0.02, width, height, size * RADIUS));
  ctx.restore();
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.strokeStyle = colours.edge;
  ctx.lineWidth = Math.max(1, size * 0.018);
  ctx.stroke(outline);
  if (rim) {
    ctx.strokeStyle = rim;
    ctx.lineWidth = Math.max(2, size * 0.05);
    const inset = gap + size * 0.05;
    ctx.stroke(roundedRect(x + inset, y + inset, piece.columns * size - 2 * inset, piece.rows * size - 2 * inset,
      size * RADIUS * 0.8));
  }
  if (piece.label && write(piece.label)) drawLabel(ctx, piece, x, y, size, colours.ink);
  ctx.restore();
}

/** A few faint lines along the block's length, the same on every block of a shape (they move with it). */
function drawGrain(ctx, x, y, width, height, size, colour) {
  const along = width >= height;
  const span = along ? height : width;
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(0.75, size * 0.012);
  ctx.beginPath();
  for (let line = 1; line <= 3; line += 1) {
    const at = (span * line) / 4 + span * 0.06 * Math.sin(line * 2.1);
    const wave = span * 0.05;
    if (along) {
      ctx.moveTo(x, y + at);
      ctx.bezierCurveTo(x + width * 0.35, y + at - wave, x + width * 0.65, y + at + wave, x + width, y + at);
    } else {
      ctx.moveTo(x + at, y);
      ctx.bezierCurveTo(x + at - wave, y + height * 0.35, x + at + wave, y + height * 0.65, x + at, y + height);
    }
  }
  ctx.stroke();
}

/** The household's name on a block, written top to bottom on upright and small blocks, across on the lying one. */
function drawLabel(ctx, piece, x, y, size, ink) {
  const chars = [...piece.label];
  const [width, height] = [piece.columns * size, piece.rows * size];
  const across = piece.columns > piece.rows;
  const room = across ? width / chars.length : height / chars.length; // each character's share along the writing
  const side = Math.min(room * 0.74, (across ? height : width) * (chars.length > 1 ? 0.62 : 0.7));
  if (side < 9) return; // too small to read: a thumbnail
  ctx.fillStyle = ink;
  ctx.font = `600 ${Math.round(side)}px ${INK}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const step = Math.min(room, side * 1.08);
  chars.forEach((char, index) => {
    const offset = (index - (chars.length - 1) / 2) * step;
    const [cx, cy] = across ? [x + width / 2 + offset, y + height / 2] : [x + width / 2, y + height / 2 + offset];
    ctx.fillText(char, cx, cy + side * 0.04);
  });
}

/** A ring around a whole block (the piece picked), just outside its edge. */
export function drawPieceRing(ctx, box, size, colour = MARK_COLOURS.touched) {
  const pad = size * 0.01;
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(2.5, size * 0.07);
  ctx.shadowColor = "rgba(255, 255, 255, 0.8)";
  ctx.shadowBlur = size * 0.1;
  ctx.stroke(roundedRect(box.x + pad, box.y + pad, box.width - 2 * pad, box.height - 2 * pad, size * RADIUS * 1.3));
  ctx.restore();
}

/** A dashed outline of a block's place (where a drag would put it). */
export function drawPlace(ctx, box, size, colour = MARK_COLOURS.touched) {
  const pad = size * GAP;
  ctx.save();
  ctx.fillStyle = "rgba(120, 170, 230, 0.22)";
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(2, size * 0.045);
  ctx.setLineDash([size * 0.1, size * 0.07]);
  const outline = roundedRect(box.x + pad, box.y + pad, box.width - 2 * pad, box.height - 2 * pad, size * RADIUS);
  ctx.fill(outline);
  ctx.stroke(outline);
  ctx.restore();
}

/** An arrow along `points` (the centres of a piece along its path), cased in white, its head at the last point. */
export function drawPathArrow(ctx, points, { colour, width, shorten }) {
  if (points.length < 2) return;
  const [end, before] = [points[points.length - 1], points[points.length - 2]];
  const length = Math.hypot(end.x - before.x, end.y - before.y) || 1;
  const [ux, uy] = [(end.x - before.x) / length, (end.y - before.y) / length];
  const head = arrowHead({ x: end.x - ux * shorten, y: end.y - uy * shorten }, ux, uy, width);
  const shaft = new Path2D();
  shaft.moveTo(points[0].x, points[0].y);
  for (const point of points.slice(1, -1)) shaft.lineTo(point.x, point.y);
  shaft.lineTo(head.base.x, head.base.y);
  paintArrow(ctx, shaft, head.path, points[0], { colour, width, edged: false });
}
