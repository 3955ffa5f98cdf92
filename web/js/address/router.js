// address/router.js: where the address is read and written. "#/<puzzle>/<position>", or "#/<puzzle>/<size>/<position>"
// where the position text does not imply the size (e.g. "#/uncrossed-knight/7/0-11"); "/lab" after either opens the
// lab on that position ("#/8-puzzle/8672543.1/lab"). Moves replace the address
// (no history entry per move); switching puzzles pushes one, so Back returns to the previous puzzle. A game travels as
// "#/<puzzle>/<start>/moves/<m1>,<m2>,..." and a new game at a distance as "#/<puzzle>/distance/<d>" (sizes as above).
// Only text is split and joined here: whether a position is valid is the engine's call.

/**
 * Read a fragment such as "#/frog-jump/BB.WW". Returns
 *   {kind: "empty"}                               no fragment (or "#", "#/"): open the default puzzle
 *   {kind: "link", puzzleId, size, position}      position is null for "#/<puzzle>"; size null unless given;
 *                                                 `lab: true` only when it ends in "/lab" (open the lab there)
 *   {kind: "game", puzzleId, size, position, moves}  a game to replay: its start and the moves' texts, in order
 *   {kind: "distance", puzzleId, size, distance}  a new game at exactly `distance` moves from the goal
 *   {kind: "daily", date, position}               "#/daily" (date null: today, by the player's calendar),
 *                                                 "#/daily/YYYY-MM-DD" (a day's puzzle; the engine judges the date) or
 *                                                 "#/daily/YYYY-MM-DD/<position>" (a daily game, as formatDaily wrote;
 *                                                 position null unless given)
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
  const game = /^\/([^/]+)\/(?:(\d+)\/)?([^/]*)\/moves\/([^/]*)$/.exec(text);
  if (game) {
    const moves = game[4].split(",").filter((move) => move !== "");
    return { kind: "game", puzzleId: game[1], size: game[2] ? Number(game[2]) : null, position: game[3], moves };
  }
  const daily = /^\/daily(?:\/([^/]*)(?:\/([^/]*))?)?\/?$/.exec(text);
  if (daily) return { kind: "daily", date: daily[1] ? daily[1] : null, position: daily[2] ? daily[2] : null };
  const far = /^\/([^/]+)\/(?:(\d+)\/)?distance\/(\d+)$/.exec(text);
  if (far) {
    return { kind: "distance", puzzleId: far[1], size: far[2] ? Number(far[2]) : null, distance: Number(far[3]) };
  }
  const parts = text.split("/");
  // A size: "7", or "7x8" for a rectangle; "5x" or "x5" too, a size mistyped, which the page refuses in words.
  const sized = (part) => /^(?:\d+(?:x\d*)?|x\d+)$/.test(part);
  const lab = parts.length >= 3 && parts[parts.length - 1] === "lab" ? { lab: true } : {};
  if (lab.lab) parts.pop();
  if (parts[0] !== "" || parts.length > 4 || parts[1] === "") return { kind: "broken", text };
  if (parts.length === 4) {
    if (!sized(parts[2])) return { kind: "broken", text };
    const size = /x/.test(parts[2]) ? parts[2] : Number(parts[2]); // "7x8" stays text (the catalogue's key)
    return { kind: "link", puzzleId: parts[1], size, position: parts[3], ...lab };
  }
  const position = parts.length === 3 && parts[2] !== "" ? parts[2] : null;
  return { kind: "link", puzzleId: parts[1], size: null, position, ...lab };
}

/** Percent-encode what must be, but keep "|" readable (river links: "#/farmer-crossing/WC|FG*"). */
const encode = (text) => encodeURIComponent(text).replace(/%7C/gi, "|");

/** The fragment for a position: "#/<puzzle>/<position>", or with `size` "#/<puzzle>/<size>/<position>"; `lab` adds
 * "/lab" (the lab on that position). */
export function formatFragment(puzzleId, position, size = null, { lab = false } = {}) {
  const sized = size === null ? "" : `${size}/`;
  return `#/${encode(puzzleId)}/${sized}${encode(position)}${lab ? "/lab" : ""}`;
}

/** The fragment of a daily game: "#/daily/<YYYY-MM-DD>/<position>" (the day names the puzzle and its size). */
export function formatDaily(date, position) {
  return `#/daily/${encode(date)}/${encode(position)}`;
}

/** The fragment carrying a game: its start (as formatFragment) and the moves played from it. */
export function formatGame(puzzleId, start, moves, size = null) {
  return `${formatFragment(puzzleId, start, size)}/moves/${moves.map(encode).join(",")}`;
}

/** The address bar and the browser's history for the game page. */
export class Router {
  /**
   * @param {(link: object, how: {ours: boolean}) => void} onNavigate called for an address the person went to
   *   (typed, a link, Back or Forward); `ours` is true for an entry this page wrote (Back/Forward, reload), whose
   *   saved game should come back, false for a typed or followed link.
   */
  constructor(onNavigate) {
    // The address the person went to, from the event: by the time it is handled, a reply that arrived in between
    // may already have rewritten location.hash to the position on show, and the link would be lost.
    addEventListener("hashchange", (event) => {
      onNavigate(parseFragment(new URL(event.newURL).hash), {
        ours: Boolean(history.state && history.state.puzzlelab),
      });
    });
  }

  /** The address the page was opened (or reloaded) at. */
  initial() {
    return { link: parseFragment(location.hash), ours: Boolean(history.state && history.state.puzzlelab) };
  }

  /** Show `fragment` for the game of puzzle `key`: a new history entry when the puzzle changed (`push`), else the
   * current entry is rewritten. No hashchange event either way. */
  show(fragment, key, { push = false } = {}) {
    const state = { puzzlelab: key };
    if (push && history.state && history.state.puzzlelab && history.state.puzzlelab !== key) {
      history.pushState(state, "", fragment);
    } else if (location.hash !== fragment || !history.state || history.state.puzzlelab !== key) {
      history.replaceState(state, "", fragment);
    }
  }
}
