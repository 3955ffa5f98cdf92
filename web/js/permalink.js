// permalink.js: the address fragment "#/<puzzle>/<position>" (or "#/<puzzle>/<size>/<position>" for puzzles whose
// position text does not imply the board size, e.g. "#/uncrossed-knight/7/0-11") as {puzzleId, size, position}, and back.
// It only splits and joins text: whether a position is valid is the engine's call (app.js asks it).

/**
 * Read a fragment such as "#/frog-jump/BB.WW". Returns
 *   {kind: "empty"}                               no fragment (or "#", "#/"): open the default puzzle
 *   {kind: "link", puzzleId, size, position}      position is null for "#/<puzzle>"; size null unless given
 *   {kind: "broken", text}                        not of that shape (text: the fragment as typed, for the message)
 * With a size, the position may be "" (an empty uncrossed path).
 */
export function parseFragment(hash) {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  let text;
  try {
    text = decodeURIComponent(raw).trim();
  } catch {
    return { kind: "broken", text: raw };
  }
  if (text === "" || text === "/") return { kind: "empty" };
  const parts = text.split("/");
  if (parts[0] !== "" || parts.length > 4 || parts[1] === "") return { kind: "broken", text };
  if (parts.length === 4) {
    if (!/^\d+$/.test(parts[2])) return { kind: "broken", text };
    return { kind: "link", puzzleId: parts[1], size: Number(parts[2]), position: parts[3] };
  }
  const position = parts.length === 3 && parts[2] !== "" ? parts[2] : null;
  return { kind: "link", puzzleId: parts[1], size: null, position };
}

/** The fragment for a position: "#/<puzzle>/<position>", or with `size` "#/<puzzle>/<size>/<position>". */
export function formatFragment(puzzleId, position, size = null) {
  const sized = size === null ? "" : `${size}/`;
  return `#/${encodeURIComponent(puzzleId)}/${sized}${encodeURIComponent(position)}`;
}

/** Make the address show `fragment` without a new history entry (and without a hashchange event). */
export function followInAddress(fragment) {
  if (location.hash !== fragment) history.replaceState(history.state, "", fragment);
}
