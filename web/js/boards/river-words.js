// river-words.js: the river board's words: a figure's name ("the goat") and the boat's, as Python's labels and
// reasons name them, each place's accessible name (where it is, who boards), and what the status says after a pick.
// Also where the view puts the figures and the boat, which river.js draws from. No rules.

import { count } from "../game/words.js";

/** "left" or "right" for each figure of the board's order (all left when the view says nothing). */
export function sidesOf(view, figures) {
  return view && Array.isArray(view.sides) ? view.sides : new Array(figures).fill("left");
}

export const boatSide = (view) => (view && view.boat === "right" ? "right" : "left");

/** A figure's name from the catalogue ("the farmer", "wife a", "a missionary"). */
export const figureName = (entry, index) => {
  const letter = entry.board.order[index];
  return (entry.pieces ?? {})[letter] ?? letter;
};

/** The name messages use: the figure's, or "the boat" (the cell after the figures). */
export function placeName(entry, view, cell) {
  return cell === entry.board.order.length ? "the boat" : figureName(entry, cell);
}

/** "the wolf, on the left bank" / "the wolf, in the boat" (touched), and for the boat where it is and its load. */
export function cellName(entry, view, cell, overlay = null) {
  const figures = entry.board.order.length;
  const boarding = (overlay && overlay.touched ? overlay.touched : []).filter((index) => index < figures);
  if (cell === figures) {
    const load = boarding.map((index) => figureName(entry, index));
    const cargo = load.length ? `carrying ${load.join(" and ")}: activate to cross` : "empty";
    return `the boat, at the ${boatSide(view)} bank, ${cargo}`;
  }
  const where = boarding.includes(cell) ? "in the boat" : `on the ${sidesOf(view, figures)[cell]} bank`;
  return `${figureName(entry, cell)}, ${where}`;
}

/** After "Picked: the goat.": the highlighted `cells` that go on from there, figures who may go along and the boat
 * (there are no squares on this board). */
export function onward(entry, cells) {
  const boat = cells.includes(entry.board.order.length);
  const figures = cells.length - (boat ? 1 : 0);
  const who = figures === 1 ? "the highlighted figure" : `one of the ${count(figures, "highlighted figure")}`;
  if (figures === 0) return boat ? "Then touch the boat to cross." : "";
  return boat ? `Touch the boat to cross, or add ${who}.` : `Add ${who}, then touch the boat.`;
}
