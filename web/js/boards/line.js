// line.js: geometry shared by the one-row boards (frog pads, oshidori's stones, number reversal): `cells` squares
// in a row, centred, with room above for a lifted piece; hit-testing is generous vertically.

/**
 * A row of `cells` squares in width x height CSS px; marginX / marginY are in squares. Same shape as gridLayout.
 * `drop` lowers the row by that share of marginY (room for a lifted piece); a click counts from `reach[0]` squares
 * above the row to `reach[1]` below its top (generous vertically: easier on a phone).
 */
export function rowLayout(cells, width, height, marginX, marginY, { drop = 0.35, reach = [0.5, 1.4] } = {}) {
  const size = Math.max(1, Math.min(width / (cells + 2 * marginX), height / (1 + 2 * marginY)));
  const left = (width - size * cells) / 2;
  const top = (height - size) / 2 + size * marginY * drop;
  const rect = (cell) => ({ x: left + cell * size, y: top, size });
  return {
    width,
    height,
    rows: 1,
    columns: cells,
    cells,
    size,
    left,
    top,
    rect,
    center: (cell) => ({ x: left + cell * size + size / 2, y: top + size / 2 }),
    cellAt(x, y) {
      const cell = Math.floor((x - left) / size);
      if (cell < 0 || cell >= cells || y < top - size * reach[0] || y > top + size * reach[1]) return null;
      return cell;
    },
  };
}

/** A "from-to" move as two numbers (display only). */
export function fromTo(move) {
  const [from, to] = String(move).split("-").map(Number);
  return [from, to];
}

/** A wooden bar behind the row (the stones' line, the numbers' rack). */
export function drawRack(ctx, geometry, { light = "#d9a86c", dark = "#a8703d", edge = "#6b4423" } = {}) {
  const { left, top, size, cells } = geometry;
  const pad = size * 0.18;
  const gradient = ctx.createLinearGradient(0, top - pad, 0, top + size + pad);
  gradient.addColorStop(0, light);
  gradient.addColorStop(1, dark);
  ctx.save();
  ctx.shadowColor = "rgba(60, 35, 10, 0.35)";
  ctx.shadowBlur = size * 0.15;
  ctx.shadowOffsetY = size * 0.05;
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.roundRect(left - pad, top - pad, cells * size + 2 * pad, size + 2 * pad, size * 0.18);
  ctx.fill();
  ctx.restore();
  // Wood grain.
  ctx.save();
  ctx.strokeStyle = "rgba(90, 55, 20, 0.18)";
  ctx.lineWidth = Math.max(1, size * 0.012);
  for (let line = 1; line < 5; line += 1) {
    const y = top - pad + ((size + 2 * pad) * line) / 5;
    ctx.beginPath();
    ctx.moveTo(left - pad * 0.5, y);
    ctx.bezierCurveTo(left + cells * size * 0.3, y - size * 0.05, left + cells * size * 0.6, y + size * 0.06, left + cells * size + pad * 0.5, y);
    ctx.stroke();
  }
  ctx.strokeStyle = edge;
  ctx.lineWidth = Math.max(1, size * 0.02);
  ctx.beginPath();
  ctx.roundRect(left - pad, top - pad, cells * size + 2 * pad, size + 2 * pad, size * 0.18);
  ctx.stroke();
  ctx.restore();
}

/** Small cell numbers under the row (1-based), so messages naming "cell 3" can be followed. */
export function drawCellNumbers(ctx, geometry, colour = "#6b5a44") {
  const { size, cells } = geometry;
  ctx.save();
  ctx.fillStyle = colour;
  ctx.font = `600 ${Math.max(9, Math.round(size * 0.2))}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  for (let cell = 0; cell < cells; cell += 1) {
    const { x, y } = geometry.center(cell);
    ctx.fillText(String(cell + 1), x, y + size * 0.78);
  }
  ctx.restore();
}

/** A rounded highlight around cells first..last (selection, hint, last move). */
export function drawSpan(ctx, geometry, first, last, { fill = null, stroke = null, width = 3, inset = 0.04 } = {}) {
  const a = geometry.rect(Math.min(first, last));
  const b = geometry.rect(Math.max(first, last));
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
