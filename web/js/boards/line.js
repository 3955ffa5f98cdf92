// line.js: what the one-row boards share (frog pads, oshidori's stones, number reversal's blocks): a row of square
// cells that always fits the width it is given (cells shrink on a narrow phone; the whole column stays tappable),
// or, where a row would make them too small, a zigzag over two rows; a wooden rack behind the row, cell indices
// under it, and rounded spans over neighbouring cells.

import { squareLayout } from "./common.js";
import { MARK_COLOURS, moveEnds } from "./marks.js";

const ZIGZAG = { size: 1.8, marginY: 0.6 }; // a zigzag's cell over its step along the line; room above and below

/**
 * `aspect` and `layout` for a row of entry.board.cells squares with marginX / marginY cells of room around it.
 * A long row would make a strip too thin to tap: the aspect is capped at `maxAspect`, so the drawing keeps at least
 * width / maxAspect of height and a tap anywhere in a cell's column counts. `shiftY` lowers the row (room above).
 * `zigzagBelow` (px, 0: never): where the `room` the board has across (view/board.js) would make a row's cells
 * smaller than that, the aspect is a zigzag's and `layout`, given a box of that shape, lays the line out zigzag
 * (zigzagLayout): cells twice as large, still in their order along the line.
 */
export function rowShape({ marginX, marginY, shiftY = 0, maxAspect = 6, zigzagBelow = 0 }) {
  const straight = (cells) => Math.min(maxAspect, (cells + 2 * marginX) / (1 + 2 * marginY));
  const zigzag = (cells) => (cells - 1 + ZIGZAG.size * (1 + 2 * marginX)) / (ZIGZAG.size * (2 + 2 * ZIGZAG.marginY));
  return {
    aspect(entry, room = Infinity) {
      const cells = entry.board.cells;
      return zigzagBelow > 0 && room / (cells + 2 * marginX) < zigzagBelow ? zigzag(cells) : straight(cells);
    },
    layout(entry, width, height) {
      const cells = entry.board.cells;
      // A box of the zigzag's shape (nearer its aspect than the row's) is laid out zigzag; any other, as a row.
      if (zigzagBelow > 0 && width / height < Math.sqrt(straight(cells) * zigzag(cells))) {
        return zigzagLayout({ cells, width, height, marginX });
      }
      const reach = [height, height];
      return squareLayout({ rows: 1, columns: cells, width, height, marginX, marginY, shiftY, reach });
    },
  };
}

/**
 * A line of `cells` squares as a zigzag: even cells on an upper row, odd ones on a lower row between them, so each
 * cell is ZIGZAG.size steps wide and a jump over one cell stays on its row. The same geometry as squareLayout (the
 * accessible grid is still one row) plus `step` (px along the line) and `zigzag: true`; a touch anywhere in a cell's
 * half of the board (upper or lower) and within a step of its centre picks it.
 */
export function zigzagLayout({ cells, width, height, marginX }) {
  const step = Math.max(0.5, Math.min(width / (cells - 1 + ZIGZAG.size * (1 + 2 * marginX)),
    height / (ZIGZAG.size * (2 + 2 * ZIGZAG.marginY))));
  const size = ZIGZAG.size * step;
  const left = (width - step * (cells - 1) - size) / 2;
  const top = (height - 2 * size) / 2;
  const center = (cell) => (Number.isInteger(cell) && cell >= 0 && cell < cells
    ? { x: left + size / 2 + cell * step, y: top + size / 2 + (cell % 2) * size } : null);
  return {
    width, height, rows: 1, columns: cells, cells, size, left, top, step, zigzag: true, center,
    rect(cell) {
      const middle = center(cell);
      return middle && { x: middle.x - size / 2, y: middle.y - size / 2, width: size, height: size, size };
    },
    cellAt(x, y) {
      const lower = y >= top + size ? 1 : 0;
      const cell = 2 * Math.round((x - left - size / 2 - lower * step) / (2 * step)) + lower;
      return cell < 0 || cell >= cells || Math.abs(x - center(cell).x) > step ? null : cell;
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
  const { size, cells, top, height, zigzag } = geometry;
  // Under the rack (drawRack's pad is 0.18 of a cell) or the water; a zigzag's upper row has its numbers above it.
  const room = zigzag ? top - size * 0.18 : height - (top + size * 1.18);
  const font = Math.min(14, Math.max(9, size * 0.32), room / 1.3);
  if (font < 8) return;
  const under = top + size * (zigzag ? 2.18 : 1.18) + font * 0.75;
  ctx.save();
  ctx.fillStyle = colour;
  ctx.font = `600 ${Math.round(font)}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  for (let cell = 0; cell < cells; cell += 1) {
    const above = zigzag && cell % 2 === 0;
    ctx.fillText(String(cell + 1), geometry.center(cell).x, above ? top - size * 0.18 - font * 0.75 : under);
  }
  ctx.restore();
}

/** The last move's tint on a line board: a span over each cell it reached (none for no `move`). */
export function drawLastMoveSpans(ctx, geometry, move) {
  if (!move) return;
  for (const cell of moveEnds(move)[1]) drawSpan(ctx, geometry, cell, cell, { fill: MARK_COLOURS.lastMove });
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
