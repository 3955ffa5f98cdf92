// river-words.js: the river board's words: a figure's name ("the goat") and the boat's, as Python's labels and
// reasons name them, each place's accessible name (where it is, who boards), and what the status says after a pick.
// Also where the view puts the figures and the boat, which river.js draws from. No rules.

import { englishName, msg } from "../i18n/t.js";

/** "left" or "right" for each figure of the board's order (all left when the view says nothing). */
export function sidesOf(view, figures) {
  return view && Array.isArray(view.sides) ? view.sides : new Array(figures).fill("left");
}

export const boatSide = (view) => (view && view.boat === "right" ? "right" : "left");

/** A figure's name from the catalogue ("the farmer", "wife a", "a missionary"): a message ("piece.<name>"). */
export const figureName = (entry, index) => {
  const letter = entry.board.order[index];
  const english = (entry.pieces ?? {})[letter];
  return english === undefined ? letter : englishName("piece", english);
};

/** The name messages use: the figure's, or "the boat" (the cell after the figures). */
export function placeName(entry, view, cell) {
  return cell === entry.board.order.length ? msg("river.boat") : figureName(entry, cell);
}

/** "the wolf, on the left bank" / "the wolf, in the boat" (touched), and for the boat where it is and its load. */
export function cellName(entry, view, cell, overlay = null) {
  const figures = entry.board.order.length;
  const boarding = (overlay && overlay.touched ? overlay.touched : []).filter((index) => index < figures);
  if (cell === figures) {
    const load = boarding.map((index) => figureName(entry, index));
    const side = msg(`river.bank.${boatSide(view)}`);
    return load.length ? msg("river.boat_carrying", { side, load: { list: load } }) : msg("river.boat_empty", { side });
  }
  if (boarding.includes(cell)) return msg("river.in_boat", { figure: figureName(entry, cell) });
  const side = msg(`river.bank.${sidesOf(view, figures)[cell]}`);
  return msg("river.on_bank", { figure: figureName(entry, cell), side });
}

/** After "Picked: the goat.": the highlighted `cells` that go on from there, figures who may go along and the boat
 * (there are no squares on this board). */
export function onward(entry, cells) {
  const boat = cells.includes(entry.board.order.length);
  const figures = cells.length - (boat ? 1 : 0);
  if (figures === 0) return boat ? msg("river.onward.boat") : null;
  return msg(boat ? "river.onward.boat_or_figure" : "river.onward.figure", { n: figures });
}
