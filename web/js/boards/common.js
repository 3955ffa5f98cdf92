// common.js: geometry and overlay marks shared by the board modules (knights, tiles, frogs).
// A layout maps cells (row-major indices) to CSS-pixel squares and back; marks draw selection, targets and hints.

/** Parse a "from-to" move string into [from, to] cell numbers (display only: legality is Python's). */
export function moveCells(move) {
  const [from, to] = move.split("-").map(Number);
  return [from, to];
}

export const lerp = (a, b, t) => a + (b - a) * t;

/**
 * Square cells in `rows` x `columns`, centred in width x height CSS pixels with `margin` (a fraction of a cell)
 * around them. Returns {width, height, rows, columns, cells, size, left, top, rect(cell), center(cell), cellAt(x, y)}.
 */
/**
 * `aspect` and `layout` for a board of rows x columns squares framed by `margin` squares on each side:
 * spread into a board module (`...gridShape(MARGIN)`).
 */
export function gridShape(margin) {
  return {
    /** Width / height of the drawing for `puzzle` (so the page can size the canvas before laying it out). */
    aspect(puzzle) {
      const { rows, columns } = puzzle.board;
      return (columns + 2 * margin) / (rows + 2 * margin);
    },
    layout(puzzle, width, height) {
      return gridLayout(puzzle.board.rows, puzzle.board.columns, width, height, margin);
    },
  };
}

export function gridLayout(rows, columns, width, height, margin = 0) {
  const size = Math.max(1, Math.min(width / (columns + 2 * margin), height / (rows + 2 * margin)));
  const left = (width - size * columns) / 2;
  const top = (height - size * rows) / 2;
  const rect = (cell) => {
    const row = Math.floor(cell / columns);
    const column = cell % columns;
    return { x: left + column * size, y: top + row * size, size };
  };
  return {
    width,
    height,
    rows,
    columns,
    cells: rows * columns,
    size,
    left,
    top,
    rect,
    center(cell) {
      const { x, y } = rect(cell);
      return { x: x + size / 2, y: y + size / 2 };
    },
    cellAt(x, y) {
      const column = Math.floor((x - left) / size);
      const row = Math.floor((y - top) / size);
      if (row < 0 || row >= rows || column < 0 || column >= columns) return null;
      return row * columns + column;
    },
  };
}

/** A rounded-rectangle Path2D. */
export function roundedRect(x, y, width, height, radius) {
  const path = new Path2D();
  path.roundRect(x, y, width, height, radius);
  return path;
}

export const MARK_COLOURS = {
  selected: "#1d4e89",
  target: "rgba(29, 78, 137, 0.6)",
  hint: "#e8590c",
  optimal: "rgba(47, 158, 68, 0.9)",
  lastMove: "rgba(255, 214, 10, 0.30)",
};

/** A ring around the selected cell. */
export function drawSelection(ctx, rect, inset = 0.06) {
  const pad = rect.size * inset;
  ctx.save();
  ctx.lineWidth = Math.max(2, rect.size * 0.06);
  ctx.strokeStyle = MARK_COLOURS.selected;
  ctx.shadowColor = "rgba(29, 78, 137, 0.45)";
  ctx.shadowBlur = rect.size * 0.12;
  ctx.stroke(roundedRect(rect.x + pad, rect.y + pad, rect.size - 2 * pad, rect.size - 2 * pad, rect.size * 0.12));
  ctx.restore();
}

/** A dot on a legal destination. */
export function drawTarget(ctx, center, size) {
  ctx.save();
  ctx.fillStyle = MARK_COLOURS.target;
  ctx.beginPath();
  ctx.arc(center.x, center.y, size * 0.16, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** A tint over a cell the last move touched. */
export function drawLastMove(ctx, rect, colour = MARK_COLOURS.lastMove) {
  ctx.save();
  ctx.fillStyle = colour;
  ctx.fillRect(rect.x, rect.y, rect.size, rect.size);
  ctx.restore();
}

/**
 * An arrow from `from` to `to` (centres), stopping short of both; `bend` lifts it into an arc (a fraction of its
 * length, for jumps), `colour` its paint, `width` its line width.
 */
export function drawArrow(ctx, from, to, { colour = MARK_COLOURS.hint, width = 6, bend = 0, shorten = 0 } = {}) {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  if (length < 1) return;
  const ux = dx / length;
  const uy = dy / length;
  const start = { x: from.x + ux * shorten, y: from.y + uy * shorten };
  const end = { x: to.x - ux * shorten, y: to.y - uy * shorten };
  // Control point off the midpoint, perpendicular to the line (to the left of travel).
  const control = { x: (start.x + end.x) / 2 + uy * length * bend, y: (start.y + end.y) / 2 - ux * length * bend };
  const head = Math.max(10, width * 2.6);
  // Direction at the end of the curve: from the control point to the end.
  const ex = end.x - (bend ? control.x : start.x);
  const ey = end.y - (bend ? control.y : start.y);
  const el = Math.hypot(ex, ey) || 1;
  const hx = ex / el;
  const hy = ey / el;
  const base = { x: end.x - hx * head, y: end.y - hy * head };
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.lineWidth = width;
  ctx.lineCap = "round";
  ctx.beginPath();
  ctx.moveTo(start.x, start.y);
  if (bend) ctx.quadraticCurveTo(control.x, control.y, base.x, base.y);
  else ctx.lineTo(base.x, base.y);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(end.x, end.y);
  ctx.lineTo(base.x - hy * head * 0.62, base.y + hx * head * 0.62);
  ctx.lineTo(base.x + hy * head * 0.62, base.y - hx * head * 0.62);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

/** The overlay marks every board draws the same way: last move, selection, targets, hint and optimal arrows. */
export function drawOverlayBelow(ctx, geometry, overlay, { lastMoveColour = MARK_COLOURS.lastMove } = {}) {
  if (overlay.lastMove) {
    for (const cell of moveCells(overlay.lastMove)) drawLastMove(ctx, geometry.rect(cell), lastMoveColour);
  }
}

export function drawOverlayAbove(ctx, geometry, overlay, { bend = 0 } = {}) {
  const size = geometry.size;
  if (overlay.selected !== null && overlay.selected !== undefined) drawSelection(ctx, geometry.rect(overlay.selected));
  for (const cell of overlay.targets ?? []) drawTarget(ctx, geometry.center(cell), size);
  for (const move of overlay.optimal ?? []) {
    const [from, to] = moveCells(move);
    drawArrow(ctx, geometry.center(from), geometry.center(to), {
      colour: MARK_COLOURS.optimal, width: Math.max(3, size * 0.06), bend, shorten: size * 0.22,
    });
  }
  if (overlay.hint) {
    const [from, to] = moveCells(overlay.hint);
    drawArrow(ctx, geometry.center(from), geometry.center(to), {
      colour: MARK_COLOURS.hint, width: Math.max(4, size * 0.085), bend, shorten: size * 0.2,
    });
  }
}
