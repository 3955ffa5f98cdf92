// knights.js: the knight-exchange board (4x3, Guarini's 3x3): a chequered board, black and white knights drawn as
// vector silhouettes, each move's pieces jumping along an arc from its `motion`. View: one character per square
// ("B", "W", "."). Also exports drawKnight for the other chessboards (domination).

import {
  chessName, chessboard, drawAtCentres, drawChequer, drawCoordinates, drawFrame, framePieces, hop, pieceName,
} from "./common.js";
import { drawLastMove, drawOverlayMarks, settled } from "./marks.js";
import { msg } from "../i18n/t.js";

const MARGIN = 0.18; // frame around the squares, in squares
const LIGHT = "#f0dcb4";
const DARK = "#b98a5e";
const FRAME = "#6b4a2f";

// A knight facing left in a 100 x 100 box (base at the bottom), then details stroked on top.
const KNIGHT_BODY = new Path2D(
  "M29 84 C27 70 32 60 44 52 C38 52 31 55 25 58 C19 61 12 58 12 51 C12 46 15 43 19 39 " +
  "L30 26 C33 22 36 19 40 17 L39 7 L46 13 L50 6 L55 15 C68 19 77 31 78 48 C79 62 76 74 74 84 Z",
);
const KNIGHT_BASE = new Path2D("M20 95 C20 88 24 84 30 84 L72 84 C78 84 82 88 82 95 Z");
const KNIGHT_MANE = new Path2D("M55 17 C63 24 69 36 70 50 C71 62 69 73 68 82");
const KNIGHT_MOUTH = new Path2D("M15 50 C18 51 21 50 24 48");
const KNIGHT_NOSTRIL = new Path2D("M20 43 a2 2 0 1 0 0.01 0");

const COLOURS = {
  W: { body: "#fbf8f1", line: "#2b2b2b", detail: "#5d5d5d" },
  B: { body: "#2a2a2e", line: "#0d0d0f", detail: "#c9c9c9" },
};

/** One knight ("B" or "W") centred at (x, y) in a square of `size` px; `lift` 0..1 raises it over its shadow. */
export function drawKnight(ctx, piece, x, y, size, lift = 0) {
  const colours = COLOURS[piece] ?? COLOURS.W;
  const scale = ((size * 0.8) / 100) * (1 + 0.12 * lift);
  ctx.save();
  ctx.fillStyle = `rgba(0, 0, 0, ${0.22 - 0.1 * lift})`;
  ctx.beginPath();
  ctx.ellipse(x, y + size * 0.36, size * (0.3 + 0.08 * lift), size * 0.07, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.translate(x - 50 * scale, y - 50 * scale - lift * size * 0.08);
  ctx.scale(scale, scale);
  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  ctx.lineWidth = 3.2;
  ctx.strokeStyle = colours.line;
  ctx.fillStyle = colours.body;
  ctx.fill(KNIGHT_BODY);
  ctx.stroke(KNIGHT_BODY);
  ctx.fill(KNIGHT_BASE);
  ctx.stroke(KNIGHT_BASE);
  ctx.strokeStyle = colours.detail;
  ctx.lineWidth = 2.4;
  ctx.stroke(KNIGHT_MANE);
  ctx.stroke(KNIGHT_MOUTH);
  ctx.fillStyle = colours.detail;
  ctx.fill(KNIGHT_NOSTRIL);
  ctx.beginPath();
  ctx.arc(41, 30, 3.2, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

export default {
  kind: "knights",

  ...chessboard(MARGIN),

  /** A knight's jump, the same for every move. */
  duration() {
    return 420;
  },

  draw(ctx, geometry, frame, overlay) {
    const { size } = geometry;
    drawFrame(ctx, geometry, size * MARGIN * 0.7, FRAME);
    drawChequer(ctx, geometry, LIGHT, DARK);
    drawCoordinates(ctx, geometry, "rgba(60, 40, 20, 0.6)"); // hints and moves name squares: a4, c3
    const still = settled(frame);
    if (still) drawLastMove(ctx, geometry, overlay.lastMove);
    const { still: pieces, moving } = framePieces(frame);
    drawAtCentres(geometry, pieces, (piece, x, y) => drawKnight(ctx, piece, x, y, size));
    const view = String(frame.to);
    if (still) drawOverlayMarks(ctx, geometry, overlay, { occupied: (cell) => view[cell] !== "." });
    for (const { from, to, piece } of moving) {
      if (from === null || to === null) continue; // knights neither appear nor leave
      const point = hop(geometry.center(from), geometry.center(to), frame.t, size, 0.55);
      drawKnight(ctx, piece, point.x, point.y, size, point.lift);
    }
  },

  /** "a4, black knight": the accessible grid's name for a square (the tests read it). */
  cellName(entry, view, cell) {
    return msg("cell.named", { place: chessName(entry, cell), piece: pieceName(entry, String(view)[cell]) });
  },
};
