// boards/index.js: the drawer for each board kind in the catalogue (knights, tiles, frogs, stones, numbers, river,
// domination, path): kind, aspect, layout, duration(move), draw(ctx, geometry, frame, overlay, entry), and the board's
// words: placeName ("a4", "pad 3", "tile 5": what a person sees), cellName, onward(entry, cells). No rules here.

import domination from "./domination.js";
import frogs from "./frogs.js";
import knights from "./knights.js";
import numbers from "./numbers.js";
import path from "./path.js";
import river from "./river.js";
import stones from "./stones.js";
import tiles from "./tiles.js";

const DRAWERS = new Map(
  [knights, tiles, frogs, stones, numbers, river, domination, path].map((drawer) => [drawer.kind, drawer]),
);

/** Whether this page can draw a catalogue board description ({kind, ...}). */
export function canDraw(board) {
  return Boolean(board) && DRAWERS.has(board.kind);
}

/** The drawer for a catalogue board description ({kind, ...}); throws for a kind this page cannot draw. */
export function boardFor(board) {
  const drawer = board ? DRAWERS.get(board.kind) : undefined;
  if (!drawer) throw new Error(`this page cannot draw a "${board && board.kind}" board`);
  return drawer;
}
