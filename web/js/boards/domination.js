// domination.js: knight domination's board: a chessboard (a1-h8 on its edge) where knights are placed (they drop in)
// and taken off (they rise and fade), from the move's motion. Python's annotations drawn as they come: covered squares
// tinted green (untinted ones are left to cover), knights attacking each other linked in red. View: "N"/"." a square.

import {
  chessName,
  chessboard,
  drawAtCentres,
  drawChequer,
  drawCoordinates,
  drawFrame,
  framePieces,
  pieceName,
  touchedEnd,
} from "./common.js";
import { drawKnight } from "./knights.js";
import { MARK_COLOURS, drawCellRing, drawLastMove, drawTarget, settled } from "./marks.js";
import { msg } from "../i18n/t.js";

const MARGIN = 0.2;
const LIGHT = "#eee3cf";
const DARK = "#c9a77c";
const FRAME = "#5b3f29";
const CONFLICT = "rgba(214, 40, 40, 0.9)";

function ring(ctx, geometry, cell, colour, width, radius, dash = null) {
  const centre = geometry.center(cell);
  if (!centre) return;
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  if (dash) ctx.setLineDash(dash);
  ctx.beginPath();
  ctx.arc(centre.x, centre.y, geometry.size * radius, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}

function drawAnnotations(ctx, geometry, notes) {
  const { size } = geometry;
  ctx.fillStyle = "rgba(47, 158, 68, 0.28)";
  for (const cell of notes.attacked ?? []) {
    const box = geometry.rect(cell);
    if (box) ctx.fillRect(box.x, box.y, size, size);
  }
}

function drawConflicts(ctx, geometry, pairs) {
  const { size } = geometry;
  ctx.save();
  ctx.strokeStyle = CONFLICT;
  ctx.lineWidth = Math.max(3, size * 0.07);
  ctx.lineCap = "round";
  for (const [a, b] of pairs) {
    const p = geometry.center(a);
    const q = geometry.center(b);
    if (!p || !q) continue;
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
    ctx.lineTo(q.x, q.y);
    ctx.stroke();
  }
  ctx.restore();
  for (const cell of new Set(pairs.flat())) ring(ctx, geometry, cell, CONFLICT, Math.max(2, size * 0.05), 0.44);
}

/** A move on one square: placing shows a faint knight in a ring, taking off a ring with a cross over the knight. */
function drawSquareMove(ctx, geometry, move, colour, strong) {
  const cell = touchedEnd(move);
  const centre = geometry.center(cell);
  if (!centre) return;
  const { size } = geometry;
  const takesOff = (move.motion ?? []).some(([, to]) => to === null || to === undefined);
  const width = strong ? Math.max(3, size * 0.08) : Math.max(2, size * 0.045);
  if (!takesOff && strong) {
    ctx.save();
    ctx.globalAlpha = 0.45;
    drawKnight(ctx, "W", centre.x, centre.y, size);
    ctx.restore();
  }
  ring(ctx, geometry, cell, colour, width, takesOff || strong ? 0.43 : 0.2);
  if (takesOff) {
    ctx.save();
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.lineCap = "round";
    const arm = size * 0.18;
    ctx.beginPath();
    ctx.moveTo(centre.x + size * 0.3 - arm / 2, centre.y - size * 0.3 - arm / 2);
    ctx.lineTo(centre.x + size * 0.3 + arm / 2, centre.y - size * 0.3 + arm / 2);
    ctx.moveTo(centre.x + size * 0.3 + arm / 2, centre.y - size * 0.3 - arm / 2);
    ctx.lineTo(centre.x + size * 0.3 - arm / 2, centre.y - size * 0.3 + arm / 2);
    ctx.stroke();
    ctx.restore();
  }
}

export default {
  kind: "domination",

  ...chessboard(MARGIN),

  duration() {
    return 260;
  },

  draw(ctx, geometry, frame, overlay) {
    const { size } = geometry;
    drawFrame(ctx, geometry, size * MARGIN * 0.75, FRAME);
    drawChequer(ctx, geometry, LIGHT, DARK);
    const view = String(frame.to);
    const still = settled(frame);
    const notes = still ? overlay.annotations : null;
    if (notes) drawAnnotations(ctx, geometry, notes);
    drawCoordinates(ctx, geometry, "rgba(60, 40, 20, 0.6)");
    if (still) drawLastMove(ctx, geometry, overlay.lastMove);
    const { still: pieces, moving } = framePieces(frame);
    drawAtCentres(geometry, pieces, (_piece, x, y) => drawKnight(ctx, "W", x, y, size));
    for (const { from, to } of moving) {
      if (from === null && to !== null) {
        const { x, y } = geometry.center(to); // dropping in
        drawKnight(ctx, "W", x, y - (1 - frame.t) * size * 0.5, size, 1 - frame.t);
      } else if (to === null && from !== null) {
        const { x, y } = geometry.center(from); // taken off: rises and fades
        ctx.save();
        ctx.globalAlpha = 1 - frame.t;
        drawKnight(ctx, "W", x, y - frame.t * size * 0.4, size, frame.t);
        ctx.restore();
      }
    }
    if (notes) drawConflicts(ctx, geometry, notes.attacking_pairs ?? []);
    if (!still) return;
    for (const cell of overlay.touched ?? []) drawCellRing(ctx, geometry, cell);
    for (const cell of overlay.targets ?? []) drawTarget(ctx, geometry, cell, view[cell] !== ".");
    for (const move of overlay.optimal ?? []) drawSquareMove(ctx, geometry, move, MARK_COLOURS.optimal, false);
    if (overlay.hint) drawSquareMove(ctx, geometry, overlay.hint, MARK_COLOURS.hint, true);
  },

  /**
   * "a8, knight", and with `overlay`'s annotations what they say of the square: "attacked by another knight",
   * "covered" or "not covered".
   */
  cellName(entry, view, cell, overlay = null) {
    const here = String(view)[cell];
    const name = msg("cell.named", { place: chessName(entry, cell), piece: pieceName(entry, here) });
    const notes = overlay ? overlay.annotations : null;
    let note = null;
    if (notes && (notes.attacking_pairs ?? []).some((pair) => pair.includes(cell))) note = "attacked";
    else if (notes && here === ".") note = (notes.attacked ?? []).includes(cell) ? "covered" : "uncovered";
    return note ? { list: [name, msg(`cell.note.${note}`)], type: "unit" } : name;
  },
};
