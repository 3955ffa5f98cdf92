// address/follow.js: what an address opens. A puzzle link opens its position (a new game, or the kept game when the
// address is one this page wrote: Back, Forward, reload); no address opens the first puzzle; a broken or unknown
// one says what is wrong and shows a start instead, losing nothing. Every opening is an act of the midend.

import { msg, puzzleTitle } from "../i18n/t.js";

/**
 * Follow `link` (router.js parseFragment) on `midend`. `ours`: the history entry is one this page wrote; `catalog`,
 * `daily` (daily/daily.js: "#/daily...", a daily game's address); `rewriteAddress()` writes the game's address back.
 */
export function followAddress(midend, link, options) {
  const { ours, initial = false, catalog, daily, rewriteAddress } = options;
  const { puzzle, now } = midend.snapshot;
  if (link.kind === "link" && puzzle && link.puzzleId === puzzle.id && now && link.position === now.position
    && (link.size === null || link.size === puzzle.size)) {
    return; // the address already shows this position
  }
  if (link.kind === "daily") { // the day's puzzle; a bad date is said, and something playable is on show
    daily.follow(link).then((opened) => {
      if (opened) return;
      if (!midend.snapshot.puzzle) midend.open({ id: catalog.defaultId, source: "ours" });
      else rewriteAddress(); // the game on show keeps its own address
    });
    return;
  }
  if (link.kind === "empty") {
    if (initial || !puzzle) midend.open({ id: catalog.defaultId, source: "ours" });
    else rewriteAddress();
    return;
  }
  const fallbackId = puzzle ? puzzle.id : catalog.defaultId;
  const fallback = { id: fallbackId, size: puzzle ? puzzle.size : null, source: "start" };
  const title = puzzleTitle(fallbackId, catalog.get(fallbackId).title);
  if (link.kind === "broken") {
    midend.open({ ...fallback, notice: msg("address.broken", { text: link.text, title }) });
    return;
  }
  const entry = catalog.get(link.puzzleId);
  if (!entry) {
    const known = [...catalog.byId.keys()].join(", ");
    midend.open({ ...fallback, notice: msg("address.unknown", { id: link.puzzleId, known, title }) });
    return;
  }
  const sizes = entry.size_info;
  if (link.size !== null && sizes && !sizes.by_size[String(link.size)] && !(sizes.rectangles ?? {})[link.size]) {
    const size = puzzle && puzzle.id === entry.id ? puzzle.size : null;
    const rectangles = Object.keys(sizes.rectangles ?? {}).length > 0; // {} on puzzles without them
    const values = { title: puzzleTitle(entry.id, entry.title), n: sizes.min, most: sizes.max, size: link.size };
    midend.open({ id: entry.id, size, source: "start",
      notice: msg(rectangles ? "address.size_rectangles" : "address.size", values) });
    return;
  }
  if (link.kind === "game") { // its moves are played once its position is accepted; Review opens on it
    midend.replay(link);
    return;
  }
  if (link.kind === "distance") {
    midend.deal({ id: entry.id, size: link.size, distance: link.distance });
    return;
  }
  const source = ours ? "ours" : link.position === null ? "start" : "link";
  midend.open({ id: entry.id, size: link.size, position: link.position, source });
}
