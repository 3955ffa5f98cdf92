// boards/index.js: the board module for each board kind in the catalog ("knights", "tiles", "frogs", "stones",
// "numbers", "river", "domination", "path"). Every module has the same shape: aspect, layout, duration, draw,
// cellName, placeName, explain; boards whose moves are not "from-to" cells also give interpret, names, describeMove.

import { dominationBoard } from "./domination.js";
import { frogsBoard } from "./frogs.js";
import { knightsBoard } from "./knights.js";
import { numbersBoard } from "./numbers.js";
import { pathBoard } from "./path.js";
import { riverBoard } from "./river.js";
import { stonesBoard } from "./stones.js";
import { tilesBoard } from "./tiles.js";

const BOARDS = new Map([knightsBoard, tilesBoard, frogsBoard, stonesBoard, numbersBoard, riverBoard, dominationBoard, pathBoard]
  .map((board) => [board.kind, board]));

/** Whether this page can draw a catalog board description (the engine may know puzzles the page does not yet). */
export function canDraw(board) {
  return Boolean(board) && BOARDS.has(board.kind);
}

/** The board module for a catalog board description ({kind, ...}); throws for a kind this page cannot draw. */
export function boardFor(board) {
  const module = BOARDS.get(board.kind);
  if (!module) throw new Error(`this page cannot draw a "${board.kind}" board`);
  return module;
}
