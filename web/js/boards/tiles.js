// tiles.js: the sliding puzzles' board (3x3, 4x4, any rows x columns): numbered tiles in a tray, a move's tile sliding
// from its `motion`. Every tile looks alike wherever it stands (no "in place" tint: it read as a hint). View: one
// character per cell, "." blank; a tile shows the number its catalogue name ends in ("A" is "tile 10": 10).

import { framePieces, gridShape, lerp, onwardWords, pieceName, roundedRect } from "./common.js";
import { drawOverlayMarks, moveEnds, settled } from "./marks.js";

const MARGIN = 0.12;
const TRAY = "#2f3a4a";
const WELL = "#232c38";
const GAP = 0.045; // between a tile and its cell's edge, in cells
const RADIUS = 0.12; // a tile's corner, in cells
const LAST_RIM = "rgba(245, 159, 0, 0.6)"; // the tile the last move slid: a soft amber rim (the hint is red-orange)

function drawTile(ctx, label, x, y, size, { glow = null } = {}) {
  const gap = size * GAP;
  const side = size - 2 * gap;
  const outline = roundedRect(x + gap, y + gap, side, side, size * RADIUS);
  ctx.save();
  ctx.shadowColor = "rgba(0, 0, 0, 0.35)";
  ctx.shadowBlur = size * 0.06;
  ctx.shadowOffsetY = size * 0.025;
  const gradient = ctx.createLinearGradient(0, y + gap, 0, y + gap + side);
  gradient.addColorStop(0, "#fbe7c0");
  gradient.addColorStop(1, "#efc77f");
  ctx.fillStyle = gradient;
  ctx.fill(outline);
  ctx.restore();
  ctx.save();
  ctx.strokeStyle = "rgba(120, 80, 20, 0.45)";
  ctx.lineWidth = Math.max(1, size * 0.015);
  ctx.stroke(outline);
  if (glow) {
    // The last move's tile: a warm rim inside the tile's own corners (never past the tray's).
    ctx.strokeStyle = glow;
    ctx.lineWidth = Math.max(1.5, size * 0.03);
    ctx.stroke(roundedRect(x + gap * 2.2, y + gap * 2.2, side - gap * 2.4, side - gap * 2.4, size * RADIUS * 0.8));
  }
  ctx.fillStyle = "#4a3210";
  ctx.font = `700 ${Math.round(size * 0.46)}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(label, x + size / 2, y + size / 2 + size * 0.03);
  ctx.restore();
}

/** The number on a tile: the digits its piece name ends in ("tile 12"), else its character. */
function tileLabel(entry, piece) {
  const name = entry && entry.pieces ? entry.pieces[piece] : null;
  const number = typeof name === "string" ? /\d+$/.exec(name) : null;
  return number ? number[0] : piece;
}

export default {
  kind: "tiles",

  ...gridShape(MARGIN),

  duration() {
    return 220;
  },

  draw(ctx, geometry, frame, overlay, entry) {
    const { left, top, size, rows, columns } = geometry;
    const frameWidth = size * MARGIN * 0.8;
    ctx.fillStyle = TRAY;
    ctx.fill(
      roundedRect(
        left - frameWidth,
        top - frameWidth,
        columns * size + 2 * frameWidth,
        rows * size + 2 * frameWidth,
        size * 0.16,
      ),
    );
    ctx.fillStyle = WELL;
    ctx.fill(roundedRect(left, top, columns * size, rows * size, size * 0.08));
    const still = settled(frame);
    const lastTiles = new Set(still && overlay.lastMove ? moveEnds(overlay.lastMove)[1] : []);
    const { still: pieces, moving } = framePieces(frame);
    for (const { cell, piece } of pieces) {
      const { x, y } = geometry.rect(cell);
      drawTile(ctx, tileLabel(entry, piece), x, y, size, { glow: lastTiles.has(cell) ? LAST_RIM : null });
    }
    for (const { from, to, piece } of moving) {
      if (from === null || to === null) continue;
      const a = geometry.rect(from);
      const b = geometry.rect(to);
      drawTile(ctx, tileLabel(entry, piece), lerp(a.x, b.x, frame.t), lerp(a.y, b.y, frame.t), size);
    }
    const view = String(frame.to);
    if (still) {
      drawOverlayMarks(ctx, geometry, overlay, { occupied: (cell) => view[cell] !== ".", arrows: { bend: 0.12 } });
    }
  },

  /** A cell by what it shows: "tile 5" or "blank" (no coordinates are drawn; Python's labels say "tile 5 down"). */
  placeName(entry, view, cell) {
    return pieceName(entry, String(view)[cell]);
  },

  /** The accessible grid's name for a cell: the same, "tile 5" or "blank" (its row and column are the grid's). */
  cellName(entry, view, cell) {
    return pieceName(entry, String(view)[cell]);
  },

  onward: (entry, cells) => onwardWords(cells, "tile"),
};
