// boards/blocks-pieces.js: the sliding blocks' pieces as their drawer needs them (hakoiri musume: Python's view
// {cells, pieces: [{piece, shape, anchor, cells, columns, rows, label, role}]}): which piece covers a cell, a piece's
// box, the path a move slides it along, the household's labels carried along each move, the goal's picture. No rules.

import { lerp, motionOf } from "./common.js";

/** The pieces of a view ([] for anything that is not a blocks view). */
export const piecesOf = (view) => (view && Array.isArray(view.pieces) ? view.pieces : []);

/** The piece covering `cell` in `view`, or null. */
export const pieceAt = (view, cell) => piecesOf(view).find((piece) => piece.cells.includes(cell)) ?? null;

/** A piece's box with its top-left cell at `anchor` (CSS px): {x, y, width, height}. */
export function pieceBox(geometry, piece, anchor = piece.anchor) {
  const { x, y, size } = geometry.rect(anchor);
  return { x, y, width: piece.columns * size, height: piece.rows * size };
}

/** The path of a move's piece: its top-left cell before, at each step, and after ([] for a move without motion).
 * The motion is [[a, b], [b, c], ...] in the order it slides; a move played backwards (undo) reverses it whole. */
export function pathOf(move) {
  const motion = motionOf(move).filter(([from, to]) => Number.isInteger(from) && Number.isInteger(to));
  return motion.length === 0 ? [] : [motion[0][0], ...motion.map(([, to]) => to)];
}

/** The top-left corner {x, y} of a piece sliding along `path` (cells) at time t in [0, 1], one cell a step. */
export function alongPath(geometry, path, t) {
  const steps = path.length - 1;
  if (steps < 1) return geometry.rect(path[0]);
  const at = Math.min(steps, Math.max(0, t * steps));
  const index = Math.min(steps - 1, Math.floor(at));
  const [a, b] = [geometry.rect(path[index]), geometry.rect(path[index + 1])];
  return { x: lerp(a.x, b.x, at - index), y: lerp(a.y, b.y, at - index) };
}

/** The piece a move slides, as it stands in the view after it (its path's last cell), and that path; null if none. */
export function moving(view, move) {
  const path = pathOf(move);
  if (path.length < 2) return null;
  const piece = piecesOf(view).find((one) => one.anchor === path[path.length - 1]);
  return piece ? { piece, path } : null;
}

/**
 * `next` (Python's view after `move`, or of a position jumped to when `move` is null) with the labels of `shown`
 * (the view on show, its labels perhaps carried already) kept on their pieces: the piece the move slid keeps its
 * own, a piece where a like piece stood keeps that one's, and the pieces left take the labels left of their shape
 * in reading order. Python hands the labels out in reading order of each layout (like pieces are interchangeable),
 * so without this two maids would trade names whenever one slid past the other.
 */
export function carryLabels(shown, move, next) {
  const before = piecesOf(shown);
  const after = piecesOf(next);
  if (before.length === 0 || after.length === 0) return next;
  const path = pathOf(move);
  const [start, end] = path.length >= 2 ? [path[0], path[path.length - 1]] : [null, null];
  const unused = new Set(before);
  const find = (piece, anchor) => [...unused].find((one) => one.piece === piece.piece && one.anchor === anchor);
  const kept = after.map((piece) => {
    const mate = (piece.anchor === end ? find(piece, start) : null) ?? find(piece, piece.anchor);
    if (mate) unused.delete(mate);
    return mate ?? null;
  });
  const left = new Map(); // shape letter -> its labels Python gave `next` that no kept piece took, in reading order
  after.forEach((piece) => left.set(piece.piece, [...(left.get(piece.piece) ?? []), piece]));
  kept.forEach((mate) => {
    if (!mate) return;
    const pool = left.get(mate.piece);
    const index = pool.findIndex((one) => one.label === mate.label && one.role === mate.role);
    if (index >= 0) pool.splice(index, 1);
  });
  const pieces = after.map((piece, index) => {
    const source = kept[index] ?? left.get(piece.piece).shift() ?? piece;
    return { ...piece, label: source.label, role: source.role };
  });
  return { ...next, pieces };
}

/** The goal's picture from the catalogue's board.goal: its piece where it must stand, every other cell left unknown
 * (`cells` null: the drawer shades them; thousands of layouts have the piece there). Null without a goal. */
export function goalView(entry) {
  const { goal, shapes = {}, labels = {} } = entry.board;
  const shape = goal ? shapes[goal.piece] : null;
  if (!shape) return null;
  const { label = "", role = shape.name } = (labels[goal.piece] ?? [])[0] ?? {};
  return {
    cells: null,
    pieces: [{ piece: goal.piece, shape: shape.shape, anchor: goal.anchor, cells: goal.cells, columns: shape.columns,
      rows: shape.rows, label, role }],
  };
}
