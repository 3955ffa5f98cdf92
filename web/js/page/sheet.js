// page/sheet.js: where the pane goes on a phone. phone.css makes the pane a sheet (a fixed box over the page); this
// puts its edge where the board ends: under the board (upright, or a long strip across the top) or beside it
// (sideways), so the board stays whole above or beside it. On a wide screen the pane has its place beside the board
// (wide.css) and nothing is done here. Styles go through the CSSOM: the page's policy refuses style attributes.

const GAP = 6; // px between the board and the sheet
const SIDE_ROOM = 260; // px beside the board from which the sheet goes there rather than under it
const LEAST = 160; // px: the least a sheet under the board is tall (it covers the board's foot on a tiny screen)

/** Whether `pane` is a sheet over the page (phone.css) rather than a place beside the board. */
export function isSheet(pane) {
  return getComputedStyle(pane).position === "fixed";
}

/** Place the sheet `pane` over what `board` (the board's box) leaves of the screen. A board partly scrolled away is
 * scrolled back whole first (the least scroll): opening a panel never leaves the board out of view. */
export function placeSheet(pane, board) {
  if (!isSheet(pane)) return false;
  let box = board.getBoundingClientRect();
  if (box.top < 0 || box.bottom > innerHeight) {
    scrollBy({ top: box.top < 0 ? box.top - GAP : box.bottom - innerHeight + GAP, behavior: "instant" });
    box = board.getBoundingClientRect();
  }
  const right = innerWidth - box.right;
  const below = innerHeight - box.bottom;
  const side = right >= SIDE_ROOM && right > below;
  pane.dataset.side = side ? "right" : "bottom";
  pane.style.setProperty("--sheet-left", `${Math.round(side ? box.right + GAP : 0)}px`);
  pane.style.setProperty("--sheet-top", `${Math.round(side ? 0 : Math.min(box.bottom + GAP, innerHeight - LEAST))}px`);
  return true;
}
