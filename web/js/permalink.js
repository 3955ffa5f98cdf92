// permalink.js: the address fragment "#/<puzzle>/<position>" as {puzzleId, position}, and back.
// It only splits and joins text: whether a position is valid is the engine's call (main.js asks it).

/**
 * Read a fragment such as "#/frog-jump/BB.WW". Returns
 *   {kind: "empty"}                         no fragment (or "#", "#/"): open the default puzzle
 *   {kind: "link", puzzleId, position}      position is null for "#/<puzzle>"
 *   {kind: "broken", text}                  not of that shape (text: the fragment as typed, for the message)
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
  if (parts[0] !== "" || parts.length > 3 || parts[1] === "") return { kind: "broken", text };
  const position = parts.length === 3 && parts[2] !== "" ? parts[2] : null;
  return { kind: "link", puzzleId: parts[1], position };
}

/** The fragment for a position: "#/<puzzle>/<position>" (the characters of positions are URL-safe). */
export function formatFragment(puzzleId, position) {
  return `#/${encodeURIComponent(puzzleId)}/${encodeURIComponent(position)}`;
}

/** Make the address show `fragment` without a new history entry (and without a hashchange event). */
export function followInAddress(fragment) {
  if (location.hash !== fragment) history.replaceState(history.state, "", fragment);
}
