// tiles.js: the 8-puzzle board: numbered tiles in a tray, slides animated; tiles already on their goal square
// are tinted. Hit-testing cells and the words for clicks that are not moves.

import { drawOverlayAbove, drawOverlayBelow, gridShape, lerp, moveCells, roundedRect } from "./common.js";

const MARGIN = 0.12;
const TRAY = "#2f3a4a";
const WELL = "#232c38";

function drawTile(ctx, label, x, y, size, home) {
  const gap = size * 0.045;
  const side = size - 2 * gap;
  const radius = size * 0.12;
  ctx.save();
  ctx.shadowColor = "rgba(0, 0, 0, 0.35)";
  ctx.shadowBlur = size * 0.06;
  ctx.shadowOffsetY = size * 0.025;
  const gradient = ctx.createLinearGradient(0, y + gap, 0, y + gap + side);
  if (home) {
    gradient.addColorStop(0, "#c8ecd2");
    gradient.addColorStop(1, "#97d3a9");
  } else {
    gradient.addColorStop(0, "#fbe7c0");
    gradient.addColorStop(1, "#efc77f");
  }
  ctx.fillStyle = gradient;
  ctx.fill(roundedRect(x + gap, y + gap, side, side, radius));
  ctx.restore();
  ctx.save();
  ctx.strokeStyle = home ? "rgba(30, 110, 60, 0.55)" : "rgba(120, 80, 20, 0.45)";
  ctx.lineWidth = Math.max(1, size * 0.015);
  ctx.stroke(roundedRect(x + gap, y + gap, side, side, radius));
  ctx.fillStyle = home ? "#1f5130" : "#4a3210";
  ctx.font = `700 ${Math.round(size * 0.46)}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(label, x + size / 2, y + size / 2 + size * 0.03);
  ctx.restore();
}

export const tilesBoard = {
  kind: "tiles",

  ...gridShape(MARGIN),

  duration() {
    return 220;
  },

  draw(ctx, geometry, frame, overlay, puzzle) {
    const { left, top, size, rows, columns } = geometry;
    const frameWidth = size * MARGIN * 0.8;
    ctx.fillStyle = TRAY;
    ctx.fill(roundedRect(left - frameWidth, top - frameWidth, columns * size + 2 * frameWidth, rows * size + 2 * frameWidth, size * 0.16));
    ctx.fillStyle = WELL;
    ctx.fill(roundedRect(left, top, columns * size, rows * size, size * 0.08));
    drawOverlayBelow(ctx, geometry, overlay, { lastMoveColour: "rgba(255, 255, 255, 0.08)" });
    const goal = puzzle.goal;
    const moving = frame.move && frame.t < 1 ? moveCells(frame.move) : null;
    const position = frame.to;
    for (let cell = 0; cell < position.length; cell += 1) {
      const label = position[cell];
      if (label === "." || (moving && cell === moving[1])) continue;
      const { x, y } = geometry.rect(cell);
      drawTile(ctx, label, x, y, size, goal[cell] === label);
    }
    if (moving) {
      const [from, to] = moving;
      const a = geometry.rect(from);
      const b = geometry.rect(to);
      const label = position[to];
      drawTile(ctx, label, lerp(a.x, b.x, frame.t), lerp(a.y, b.y, frame.t), size, false);
    }
    drawOverlayAbove(ctx, geometry, overlay);
  },

  cellName(puzzle, position, cell) {
    return `${this.placeName(puzzle, cell)}, ${puzzle.pieces[position[cell]] ?? position[cell]}`;
  },

  placeName(puzzle, cell) {
    const columns = puzzle.board.columns;
    return `row ${Math.floor(cell / columns) + 1}, column ${(cell % columns) + 1}`;
  },

  explain(puzzle, position, cell) {
    if (position[cell] === ".") return "That's the blank: click a tile next to it to slide it in.";
    return `Tile ${position[cell]} can't slide: no legal move from here (only a tile beside the blank slides).`;
  },
};
