// marks.js: the overlay marks the cell boards share: touched cells ringed, targets dotted, the last move tinted, and
// whole moves (hint, all optimal moves) as curved arrows from the cells their pieces leave to those they reach (the
// move's motion), bent left of travel and cased in white so opposite or crossing arrows stay apart and readable.

import { motionOf, roundedRect } from "./common.js";

export const MARK_COLOURS = {
  touched: "#1d4e89",
  target: "rgba(29, 78, 137, 0.62)",
  hint: "#d9480f",
  optimal: "#2b8a3e",
  lastMove: "rgba(255, 212, 59, 0.38)",
  casing: "rgba(255, 255, 255, 0.92)",
};

/** The centre of some cells (null when none of them is on the board). */
function centroid(geometry, cells) {
  const points = cells.map((cell) => geometry.center(cell)).filter(Boolean);
  if (points.length === 0) return null;
  return {
    x: points.reduce((sum, point) => sum + point.x, 0) / points.length,
    y: points.reduce((sum, point) => sum + point.y, 0) / points.length,
  };
}

/** [sources, destinations] of a move: the cells its pieces leave and reach (appearing/leaving pieces left out). */
export function moveEnds(move) {
  const motion = motionOf(move);
  const sources = motion.map(([from]) => from).filter((cell) => cell !== null && cell !== undefined);
  const targets = motion.map(([, to]) => to).filter((cell) => cell !== null && cell !== undefined);
  return [sources, targets];
}

/**
 * An arrow from `from` to `to` (points), stopping `shorten` px short of both ends, bent `bend` (a share of its length)
 * to the left of travel, with a white casing under it so it reads over pieces and over other arrows.
 */
export function drawArrow(ctx, from, to, { colour, width = 6, bend = 0.2, shorten = 0, casing = true } = {}) {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  if (length < 1) return;
  const ux = dx / length;
  const uy = dy / length;
  const start = { x: from.x + ux * shorten, y: from.y + uy * shorten };
  const end = { x: to.x - ux * shorten, y: to.y - uy * shorten };
  const control = { x: (start.x + end.x) / 2 + uy * length * bend, y: (start.y + end.y) / 2 - ux * length * bend };
  const el = Math.hypot(end.x - control.x, end.y - control.y) || 1;
  const head = arrowHead(end, (end.x - control.x) / el, (end.y - control.y) / el, width);
  const shaft = new Path2D();
  shaft.moveTo(start.x, start.y);
  shaft.quadraticCurveTo(control.x, control.y, head.base.x, head.base.y);
  paintArrow(ctx, shaft, head.path, start, { colour, width, casing });
}

/** An arrow's head for a shaft `width` px wide, its tip at `tip`, pointing along (ux, uy) (a unit vector): the head
 * (a Path2D) and its base, where the shaft ends. */
export function arrowHead(tip, ux, uy, width) {
  const head = Math.max(8, width * 2.5);
  const base = { x: tip.x - ux * head * 0.8, y: tip.y - uy * head * 0.8 };
  const path = new Path2D();
  path.moveTo(tip.x, tip.y);
  path.lineTo(base.x - ux * head * 0.3 - uy * head * 0.6, base.y - uy * head * 0.3 + ux * head * 0.6);
  path.lineTo(base.x - ux * head * 0.3 + uy * head * 0.6, base.y - uy * head * 0.3 - ux * head * 0.6);
  path.closePath();
  return { path, base };
}

/** An arrow's shaft and head (Path2Ds) in `colour`, `width` px wide, over a white casing (unless `casing` is false),
 * and a dot at `start`; `edged`: the head's edge stroked too, thin. */
export function paintArrow(ctx, shaft, head, start, { colour, width, casing = true, edged = true }) {
  ctx.save();
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  if (casing) {
    ctx.strokeStyle = MARK_COLOURS.casing;
    ctx.lineWidth = width + Math.max(3, width * 0.7);
    ctx.stroke(shaft);
    ctx.stroke(head);
  }
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.lineWidth = width;
  ctx.stroke(shaft);
  ctx.fill(head);
  if (edged) {
    ctx.lineWidth = Math.max(1, width * 0.4);
    ctx.stroke(head);
  }
  // A dot where the move starts: which arrow is whose reads at a glance where several cross.
  ctx.beginPath();
  ctx.arc(start.x, start.y, width * 0.85, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/**
 * One arrow per move, from the centre of the cells its pieces leave to the centre of the cells they reach
 * (a pair of stones moving together gets one arrow). `bend` is the arc (jumps on a row want more); `lift`
 * raises both ends by that share of a cell (arrows over a row of pieces).
 */
export function drawMoveArrows(ctx, geometry, moves, { colour, width, bend = 0.22, shorten = 0.24, lift = 0 } = {}) {
  const size = geometry.size;
  // Many arrows (Guarini's start has eight): thinner, so where they cross stays readable.
  const thickness = (width ?? Math.max(3, size * 0.07)) * (moves.length > 3 ? 0.7 : 1);
  for (const move of moves) {
    const [sources, targets] = moveEnds(move);
    const from = centroid(geometry, sources);
    const to = centroid(geometry, targets);
    if (!from || !to) continue;
    const raise = (point) => ({ x: point.x, y: point.y - lift * size });
    drawArrow(ctx, raise(from), raise(to), { colour, width: thickness, bend, shorten: size * shorten });
  }
}

/** A ring around a cell (touched: the piece the person picked), a rounded square `inset` in from its edges. */
export function drawCellRing(
  ctx,
  geometry,
  cell,
  { colour = MARK_COLOURS.touched, width = null, inset = 0.06, glow = true } = {},
) {
  const box = geometry.rect(cell);
  if (!box) return;
  const pad = box.size * inset;
  ctx.save();
  ctx.lineWidth = width ?? Math.max(2.5, box.size * 0.07);
  ctx.strokeStyle = colour;
  if (glow) {
    ctx.shadowColor = "rgba(255, 255, 255, 0.8)";
    ctx.shadowBlur = box.size * 0.1;
  }
  ctx.stroke(roundedRect(box.x + pad, box.y + pad, box.size - 2 * pad, box.size - 2 * pad, box.size * 0.14));
  ctx.restore();
}

/** A dot on a target cell (where the move being made can go next); a dashed ring when a piece is there. */
export function drawTarget(ctx, geometry, cell, occupied = false) {
  const centre = geometry.center(cell);
  if (!centre) return;
  const size = geometry.size;
  ctx.save();
  if (occupied) {
    ctx.strokeStyle = MARK_COLOURS.target;
    ctx.lineWidth = Math.max(2, size * 0.05);
    ctx.setLineDash([size * 0.08, size * 0.06]);
    ctx.beginPath();
    ctx.arc(centre.x, centre.y, size * 0.42, 0, Math.PI * 2);
    ctx.stroke();
  } else {
    ctx.fillStyle = "rgba(255, 255, 255, 0.7)";
    ctx.beginPath();
    ctx.arc(centre.x, centre.y, size * 0.17 + 2, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = MARK_COLOURS.target;
    ctx.beginPath();
    ctx.arc(centre.x, centre.y, size * 0.17, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

/** A soft tint over the cells the last move left and reached, inside `radius` (a share of a cell) corners. */
export function drawLastMove(ctx, geometry, move, { radius = 0, inset = 0 } = {}) {
  if (!move) return;
  const [sources, targets] = moveEnds(move);
  ctx.save();
  ctx.fillStyle = MARK_COLOURS.lastMove;
  for (const cell of new Set([...sources, ...targets])) {
    const box = geometry.rect(cell);
    if (!box) continue;
    const pad = box.size * inset;
    ctx.fill(roundedRect(box.x + pad, box.y + pad, box.size - 2 * pad, box.size - 2 * pad, box.size * radius));
  }
  ctx.restore();
}

/**
 * The marks every cell board draws the same way, above its pieces: touched rings, target dots (`occupied(cell)`
 * says whether a piece stands there), all optimal moves, then the hint on top. `arrows` styles the move arrows.
 */
export function drawOverlayMarks(ctx, geometry, overlay, { occupied = () => false, arrows = {} } = {}) {
  for (const cell of overlay.touched ?? []) drawCellRing(ctx, geometry, cell);
  for (const cell of overlay.targets ?? []) drawTarget(ctx, geometry, cell, occupied(cell));
  const size = geometry.size;
  drawMoveArrows(ctx, geometry, overlay.optimal ?? [], {
    colour: MARK_COLOURS.optimal,
    width: Math.max(2.5, size * 0.06),
    ...arrows,
  });
  if (overlay.hint) {
    drawMoveArrows(ctx, geometry, [overlay.hint], {
      colour: MARK_COLOURS.hint,
      width: Math.max(3.5, size * 0.085),
      ...arrows,
    });
  }
}

/** A still frame shows no transient marks: only settled boards carry the overlay. */
export function settled(frame) {
  return !frame.move || frame.t >= 1;
}
