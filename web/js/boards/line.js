// line.js: what the one-row boards share (frog pads, oshidori's stones, number reversal's blocks): a row of square
// cells that always fits the width it is given (cells shrink on a narrow phone; the whole column stays tappable),
// a wooden rack behind the row, cell indices under it, and rounded spans over neighbouring cells.

import { squareLayout } from "./common.js";

/**
 * `aspect` and `layout` for a row of entry.board.cells squares with marginX / marginY cells of room around it.
 * A long row would make a strip too thin to tap: the aspect is capped at `maxAspect`, so the drawing keeps at least
 * width / maxAspect of height and a tap anywhere in a cell's column counts. `shiftY` lowers the row (room above).
 */
export function rowShape({ marginX, marginY, shiftY = 0, maxAspect = 6 }) {
  return {
    aspect(entry) {
      return Math.min(maxAspect, (entry.board.cells + 2 * marginX) / (1 + 2 * marginY));
    },
    layout(entry, width, height) {
      return squareLayout({
        rows: 1, columns: entry.board.cells, width, height, marginX, marginY, shiftY, reach: [height, height],
      });
    },
  };
}

/** A wooden bar behind the row (the stones' line, the numbers' rack). */
export function drawRack(ctx, geometry, { light = "#d9a86c", dark = "#a8703d", edge = "#6b4423" } = {}) {
  const { left, top, size, cells } = geometry;
  const pad = size * 0.18;
  const outline = new Path2D();
  outline.roundRect(left - pad, top - pad, cells * size + 2 * pad, size + 2 * pad, size * 0.18);
  const gradient = ctx.createLinearGradient(0, top - pad, 0, top + size + pad);
  gradient.addColorStop(0, light);
  gradient.addColorStop(1, dark);
  ctx.save();
  ctx.shadowColor = "rgba(20, 10, 0, 0.35)";
  ctx.shadowBlur = size * 0.15;
  ctx.shadowOffsetY = size * 0.05;
  ctx.fillStyle = gradient;
  ctx.fill(outline);
  ctx.restore();
  ctx.save();
  ctx.strokeStyle = "rgba(90, 55, 20, 0.18)"; // wood grain
  ctx.lineWidth = Math.max(1, size * 0.012);
  for (let line = 1; line < 5; line += 1) {
    const y = top - pad + ((size + 2 * pad) * line) / 5;
    ctx.beginPath();
    ctx.moveTo(left - pad * 0.5, y);
    ctx.bezierCurveTo(
      left + cells * size * 0.3,
      y - size * 0.05,
      left + cells * size * 0.6,
      y + size * 0.06,
      left + cells * size + pad * 0.5,
      y,
    );
    ctx.stroke();
  }
  ctx.strokeStyle = edge;
  ctx.lineWidth = Math.max(1, size * 0.02);
  ctx.stroke(outline);
  ctx.restore();
}

/**
 * Cell indices under the rack (1-based), plainly positions rather than pieces: the names the messages use ("cells
 * 2–3"), readable on a phone (8 to 14 px) in a grey that reads on the light and the dark card. Left out when the
 * room under the rack is too small for them.
 */
export function drawCellIndices(ctx, geometry, colour = "#7d8794") {
  const { size, cells, top, height } = geometry;
  const room = height - (top + size * 1.18); // under the rack (drawRack's pad is 0.18 of a cell) or the water
  const font = Math.min(14, Math.max(9, size * 0.32), room / 1.3);
  if (font < 8) return;
  const y = top + size * 1.18 + font * 0.75;
  ctx.save();
  ctx.fillStyle = colour;
  ctx.font = `600 ${Math.round(font)}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  for (let cell = 0; cell < cells; cell += 1) {
    ctx.fillText(String(cell + 1), geometry.center(cell).x, y);
  }
  ctx.restore();
}

/** A rounded highlight over cells first..last (inclusive): a fill, an outline or both. */
export function drawSpan(ctx, geometry, first, last, { fill = null, stroke = null, width = 3, inset = 0.04 } = {}) {
  const a = geometry.rect(Math.min(first, last));
  const b = geometry.rect(Math.max(first, last));
  if (!a || !b) return;
  const pad = a.size * inset;
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(a.x + pad, a.y + pad, b.x + b.size - a.x - 2 * pad, a.size - 2 * pad, a.size * 0.2);
  if (fill) {
    ctx.fillStyle = fill;
    ctx.fill();
  }
  if (stroke) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = width;
    ctx.stroke();
  }
  ctx.restore();
}
