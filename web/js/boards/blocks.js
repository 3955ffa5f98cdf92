// blocks.js: the sliding-block tray (hakoiri musume, board kind "blocks"): wooden blocks of several shapes in a tray
// with an exit in its edge; a move's block slides along its path, around corners too; a block can be dragged. View:
// Python's {cells, pieces} (blocks-pieces.js); the look is blocks-paint.js. No rules: moves come from Python.

import { lerp, onwardWords, squareLayout } from "./common.js";
import { MARK_COLOURS, drawTarget, settled } from "./marks.js";
import { alongPath, carryLabels, goalView, moving, pathOf, pieceAt, pieceBox, piecesOf }
  from "./blocks-pieces.js";
import { FRAME, drawBlock, drawGoalPlace, drawPathArrow, drawPieceRing, drawPlace, drawTray, drawUnknown }
  from "./blocks-paint.js";
import { englishName, msg } from "../i18n/t.js";

const MARGIN = FRAME + 0.08; // around the cells, in cells: the tray's edge and a little air
const STEP_MS = 130; // a slide's time per cell of its path (and a little more to start)
const LAST_RIM = "rgba(245, 159, 0, 0.75)";
const PARTS = { // which part of a block a cell is, by [row, column] inside it: for the accessible names
  daughter: [["top_left", "top_right"], ["bottom_left", "bottom_right"]],
  upright: [["top"], ["bottom"]],
  lying: [["left", "right"]],
};

/** "row R, column C" (1-based): a cell as Python's labels name it ("small piece at row 4, column 2 down"). */
function rowColumn(entry, cell) {
  const columns = entry.board.columns;
  return msg("place.row_column", { row: Math.floor(cell / columns) + 1, column: (cell % columns) + 1 });
}

/** A block's name: its shape's ("small piece"), unique shapes without a place as Python says them ("daughter"). */
function blockName(entry, piece) {
  const shape = entry.board.shapes?.[piece.piece];
  return shape ? englishName("piece", shape.name) : piece.piece;
}

/** Whether this system can draw `text` (a Japanese name): a glyph that differs from a character no font has. */
const writable = new Map();
function canWrite(text) {
  if (!writable.has(text)) {
    const probe = (chars) => {
      const canvas = document.createElement("canvas");
      canvas.width = 48;
      canvas.height = 24;
      const ctx = canvas.getContext("2d");
      ctx.font = "20px serif";
      ctx.fillText(chars, 0, 20);
      return ctx.getImageData(0, 0, 48, 24).data.join(",");
    };
    const missing = probe("\u{10FFFD}".repeat([...text].length)); // a private-use character: an empty box if any
    writable.set(text, probe(text) !== missing);
  }
  return writable.get(text);
}

/** The top-left corner of a block let go (dx, dy) px off its home (path[0]) on its way to its place, at time t. */
function glideFrom(geometry, path, { dx, dy }, t) {
  const [home, end] = [geometry.rect(path[0]), geometry.rect(path[path.length - 1])];
  return { x: lerp(home.x + dx, end.x, t), y: lerp(home.y + dy, end.y, t) };
}

/** The centre of a piece's box with its top-left cell at `anchor`. */
function centreAt(geometry, piece, anchor) {
  const box = pieceBox(geometry, piece, anchor);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Arrows for whole moves (hint, all optimal moves): along each move's path, from its piece's centre. */
function drawMoves(ctx, geometry, view, moves, colour, width) {
  for (const move of moves) {
    const path = pathOf(move);
    const piece = path.length >= 2 ? piecesOf(view).find((one) => one.anchor === path[0]) : null;
    if (!piece) continue;
    const points = path.map((anchor) => centreAt(geometry, piece, anchor));
    drawPathArrow(ctx, points, { colour, width, shorten: geometry.size * 0.12 });
  }
}

/** The overlay on a settled tray: the picked piece ringed, its destinations dotted, the moves' arrows. */
function drawMarks(ctx, geometry, view, overlay) {
  const { size } = geometry;
  const picked = new Set((overlay.touched ?? []).map((cell) => pieceAt(view, cell)).filter(Boolean));
  for (const piece of picked) drawPieceRing(ctx, pieceBox(geometry, piece), size);
  for (const cell of overlay.targets ?? []) drawTarget(ctx, geometry, cell, pieceAt(view, cell) !== null);
  drawMoves(ctx, geometry, view, overlay.optimal ?? [], MARK_COLOURS.optimal, Math.max(2.5, size * 0.06));
  if (overlay.hint) drawMoves(ctx, geometry, view, [overlay.hint], MARK_COLOURS.hint, Math.max(3.5, size * 0.085));
}

/** A drag in progress (overlay.drag {from, dx, dy, move}): its piece follows the pointer, its home faded, the place
 * a release would slide it to outlined (`move`: the move Python offered for those touches). */
function drawDrag(ctx, geometry, view, drag) {
  const piece = pieceAt(view, drag.from);
  if (!piece) return null;
  const { size } = geometry;
  const box = pieceBox(geometry, piece);
  const path = drag.move ? pathOf(drag.move) : [];
  if (path.length >= 2) drawPlace(ctx, pieceBox(geometry, piece, path[path.length - 1]), size);
  const draw = () => drawBlock(ctx, piece, box.x + drag.dx, box.y + drag.dy, size,
    { lift: 1, write: canWrite, rim: MARK_COLOURS.touched });
  return { piece, draw };
}

export default {
  kind: "blocks",
  /** A block can be dragged: press on it, let go over the cell it should slide to (view/drag.js). */
  drags: true,

  aspect(entry) {
    const { rows, columns } = entry.board;
    return (columns + 2 * MARGIN) / (rows + 2 * MARGIN);
  },

  layout(entry, width, height) {
    const { rows, columns } = entry.board;
    // Arrow keys move the cursor here: several blocks may slide the same way (view/input.js slideFor).
    return { ...squareLayout({ rows, columns, width, height, marginX: MARGIN }), arrows: "cursor" };
  },

  /** A slide takes longer the more cells it passes. */
  duration(move) {
    return 90 + STEP_MS * Math.max(1, pathOf(move).length - 1);
  },

  /** The view to show after `move` (null: a jump) with the household's names kept on their blocks. */
  carry: carryLabels,

  /** The goal's picture: the daughter at the exit, every other cell unknown. */
  goalView,

  draw(ctx, geometry, frame, overlay, entry) {
    const { size } = geometry;
    const board = entry.board;
    drawTray(ctx, geometry, board.exit);
    const view = frame.to;
    if (board.goal) drawGoalPlace(ctx, geometry, board.goal.cells);
    const pieces = piecesOf(view);
    if (view && view.cells === null) { // the goal's picture: the cells no piece covers are unknown
      const covered = new Set(pieces.flatMap((piece) => piece.cells));
      drawUnknown(ctx, geometry, [...Array(geometry.cells).keys()].filter((cell) => !covered.has(cell)));
    }
    const still = settled(frame);
    const slide = still ? null : moving(view, frame.move);
    const last = still && overlay.lastMove ? moving(view, overlay.lastMove) : null;
    const dragged = still && overlay.drag ? drawDrag(ctx, geometry, view, overlay.drag) : null;
    for (const piece of pieces) {
      if (slide && piece === slide.piece) continue;
      const { x, y } = geometry.rect(piece.anchor);
      const away = dragged && dragged.piece === piece;
      drawBlock(ctx, piece, x, y, size, { write: canWrite, alpha: away ? 0.35 : 1,
        rim: last && last.piece === piece ? LAST_RIM : null });
    }
    if (slide) { // along its path; a block let go over its place (overlay.glide) settles there from the drop point
      const { path } = slide;
      const { x, y } = overlay.glide ? glideFrom(geometry, path, overlay.glide, frame.t)
        : alongPath(geometry, path, frame.t);
      drawBlock(ctx, slide.piece, x, y, size, { lift: 0.6, write: canWrite });
    }
    if (still && !overlay.drag) drawMarks(ctx, geometry, view, overlay);
    if (dragged) dragged.draw();
  },

  /** What a person touches at `cell`, as Python's labels say it: "the small piece at row 4, column 2" (its top-left
   * cell), "the daughter" (one of its shape: no place needed), or the empty "row 5, column 2". */
  placeName(entry, view, cell) {
    const piece = pieceAt(view, cell);
    if (!piece) return rowColumn(entry, cell);
    const unique = entry.board.shapes?.[piece.piece]?.count === 1;
    return unique ? msg("block.the", { name: blockName(entry, piece) })
      : msg("block.the_at", { name: blockName(entry, piece), place: rowColumn(entry, piece.anchor) });
  },

  /** "row R, column C, <piece>[, its name][, its part]" ("empty cell, by the exit"): the accessible grid's name (the
   * place as Python's labels say it: no coordinates are drawn). */
  cellName(entry, view, cell) {
    const place = rowColumn(entry, cell);
    const piece = pieceAt(view, cell);
    if (!piece) {
      const exit = (entry.board.exit?.cells ?? []).includes(cell) ? [msg("block.by_exit")] : [];
      return { list: [place, englishName("piece", entry.pieces?.["."] ?? "empty"), ...exit], type: "unit" };
    }
    const name = blockName(entry, piece);
    const role = piece.role && piece.role !== entry.board.shapes?.[piece.piece]?.name
      ? [englishName("piece", piece.role)] : [];
    const columns = entry.board.columns;
    const [row, column] = [Math.floor(cell / columns) - Math.floor(piece.anchor / columns),
      (cell % columns) - (piece.anchor % columns)];
    const part = PARTS[piece.shape]?.[row]?.[column];
    return { list: [place, name, ...role, ...(part ? [msg(`block.part.${part}`)] : [])], type: "unit" };
  },

  /** After "Picked: the small piece at row 4, column 2.": the empty cells its moves cover, highlighted. */
  onward: (entry, cells) => onwardWords(cells, "cell"),
};
