// path.js: the uncrossed knight's path board: a chessboard (a1-h8 on its edge), the path as segments and numbered
// dots, a step's segment growing in (shrinking back on undo) between the two views; squares whose step would cross
// the path (annotations.refused) get a small red cross. View: {"path": [cells in order]}.

import { chessName, chessboard, drawChequer, drawCoordinates, drawFrame, touchedEnd } from "./common.js";
import { MARK_COLOURS, drawCellRing, drawMoveArrows, drawTarget, settled } from "./marks.js";
import { msg } from "../i18n/t.js";

const MARGIN = 0.2;
const LIGHT = "#e9eef5";
const DARK = "#b7c6d9";
const FRAME = "#2f3e52";
const INK = "#1d4e89";
const START = "#2f9e44";
const END = "#e8590c";

/** The cells of a path view (a view that is not one yields []). */
export function pathOf(view) {
  return view && Array.isArray(view.path) ? view.path : [];
}

function strokePath(ctx, points, colour, width) {
  if (points.length < 2) return;
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.beginPath();
  ctx.moveTo(points[0].x, points[0].y);
  for (const point of points.slice(1)) ctx.lineTo(point.x, point.y);
  ctx.stroke();
  ctx.restore();
}

function dot(ctx, point, size, label, { fill = INK, radius = 0.2 } = {}) {
  ctx.save();
  ctx.fillStyle = fill;
  ctx.strokeStyle = "rgba(255, 255, 255, 0.9)";
  ctx.lineWidth = Math.max(1, size * 0.025);
  ctx.beginPath();
  ctx.arc(point.x, point.y, size * radius, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  if (label !== null && size * radius >= 6) {
    ctx.fillStyle = "#ffffff";
    const fontSize = Math.max(7, Math.round(size * radius * (label.length > 1 ? 0.95 : 1.1)));
    ctx.font = `700 ${fontSize}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(label, point.x, point.y + size * 0.01);
  }
  ctx.restore();
}

function drawRefused(ctx, geometry, refused) {
  const { size } = geometry;
  ctx.save();
  ctx.strokeStyle = "rgba(201, 42, 42, 0.6)";
  ctx.lineWidth = Math.max(1.5, size * 0.035);
  ctx.lineCap = "round";
  for (const { cell } of refused) {
    const centre = geometry.center(cell);
    if (!centre) continue;
    const arm = size * 0.09;
    ctx.beginPath();
    ctx.moveTo(centre.x - arm, centre.y - arm);
    ctx.lineTo(centre.x + arm, centre.y + arm);
    ctx.moveTo(centre.x + arm, centre.y - arm);
    ctx.lineTo(centre.x - arm, centre.y + arm);
    ctx.stroke();
  }
  ctx.restore();
}

export default {
  kind: "path",

  ...chessboard(MARGIN),

  duration() {
    return 280;
  },

  draw(ctx, geometry, frame, overlay) {
    const { size } = geometry;
    drawFrame(ctx, geometry, size * MARGIN * 0.75, FRAME);
    drawChequer(ctx, geometry, LIGHT, DARK);
    drawCoordinates(ctx, geometry, "rgba(30, 50, 80, 0.55)");
    const before = pathOf(frame.from);
    const after = pathOf(frame.to);
    const still = settled(frame) || before.length === after.length;
    // While animating, the longer of the two paths is drawn with its last segment partly grown.
    const longer = still || after.length >= before.length ? after : before;
    const amount = after.length >= before.length ? frame.t : 1 - frame.t;
    const points = longer.map((cell) => geometry.center(cell)).filter(Boolean);
    if (!still && points.length >= 2) {
      const a = points[points.length - 2];
      const b = points[points.length - 1];
      points[points.length - 1] = { x: a.x + (b.x - a.x) * amount, y: a.y + (b.y - a.y) * amount };
    }
    if (still && overlay.annotations && Array.isArray(overlay.annotations.refused)) {
      drawRefused(ctx, geometry, overlay.annotations.refused);
    }
    if (still) for (const cell of overlay.targets ?? []) drawTarget(ctx, geometry, cell, false);
    strokePath(ctx, points, "rgba(255, 255, 255, 0.85)", Math.max(4, size * 0.13));
    strokePath(ctx, points, INK, Math.max(2, size * 0.07));
    const radius = longer.length > 30 ? 0.19 : 0.21;
    longer.forEach((cell, index) => {
      const last = index === longer.length - 1;
      const centre = points[index]; // the last one rides the growing segment's tip
      if (!centre) return;
      dot(ctx, centre, size, String(index + 1), { fill: index === 0 ? START : last ? END : INK, radius });
    });
    if (!still) return;
    for (const cell of overlay.touched ?? []) drawCellRing(ctx, geometry, cell);
    const optimal = overlay.optimal ?? [];
    drawMoveArrows(ctx, geometry, optimal, {
      colour: MARK_COLOURS.optimal,
      width: Math.max(2, size * 0.05),
      bend: 0.15,
      shorten: 0.25,
    });
    for (const move of optimal) {
      drawCellRing(ctx, geometry, touchedEnd(move), {
        colour: MARK_COLOURS.optimal,
        width: Math.max(2, size * 0.045),
        inset: 0.12,
        glow: false,
      });
    }
    if (overlay.hint) {
      drawMoveArrows(ctx, geometry, [overlay.hint], {
        colour: MARK_COLOURS.hint,
        width: Math.max(3, size * 0.075),
        bend: 0.15,
        shorten: 0.25,
      });
      drawCellRing(ctx, geometry, touchedEnd(overlay.hint), { colour: MARK_COLOURS.hint, inset: 0.08 });
    }
  },

  /** "a6, empty" or "a6, path square N" (its place along the path, 1-based). */
  cellName(entry, view, cell) {
    const index = pathOf(view).indexOf(cell);
    return msg("cell.named", { place: chessName(entry, cell), piece: index < 0 ? msg("path.empty")
      : msg("path.square", { n: index + 1 }) });
  },
};
