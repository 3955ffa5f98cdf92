// boards/index.js: the drawer for each board kind in the catalogue (knights, tiles, frogs, stones, numbers, river,
// domination, path, blocks): kind, aspect, layout, duration(move), draw(ctx, geometry, frame, overlay, entry), the
// board's words: placeName ("a4", "pad 3", "tile 5": what a person sees), cellName, onward(entry, cells), howTo, and
// with defaults (DEFAULTS): drags, carry(shown, move, next), goalView(entry). No rules here.

import domination from "./domination.js";
import frogs from "./frogs.js";
import blocks from "./blocks.js";
import knights from "./knights.js";
import numbers from "./numbers.js";
import path from "./path.js";
import river from "./river.js";
import stones from "./stones.js";
import tiles from "./tiles.js";

/** What a drawer that does not say otherwise does: a piece is touched, not dragged (drags: press on a piece and let
 * go over a cell, view/drag.js); the view on show after a move is Python's own (carry: a drawer may keep decoration
 * on its pieces along the move, as the blocks keep their names); the goal's picture is the catalogue's goal_view
 * alone (goalView: a drawer may draw one from its board's description when Python sends none). */
const DEFAULTS = { drags: false, carry: (shown, move, next) => next, goalView: () => null };

/** How a person plays a board ({Tap}: "Tap" or "Click") and its keys, shown under the board, are the catalogue's
 * "howto.<howTo>.touch" and "howto.<howTo>.keys": each board kind has its own (howTo is its kind). */
const DRAWERS = new Map(
  [knights, tiles, frogs, stones, numbers, river, domination, path, blocks]
    .map((drawer) => [drawer.kind, { ...DEFAULTS, howTo: drawer.kind, ...drawer }]),
);

/** Whether this page can draw a catalogue board description ({kind, ...}). */
export function canDraw(board) {
  return Boolean(board) && DRAWERS.has(board.kind);
}

/** The drawer for a catalogue board description ({kind, ...}); throws for a kind this page cannot draw. */
export function boardFor(board) {
  const drawer = board ? DRAWERS.get(board.kind) : undefined;
  if (!drawer) throw new Error(`this page cannot draw a "${board && board.kind}" board`); // words: none (a bug)
  return drawer;
}
