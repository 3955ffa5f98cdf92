// page/follow.js: what an address opens. A puzzle link opens its position (a fresh game, or the kept game when the
// address is one this page wrote: Back, Forward, reload); no address opens the first puzzle; a broken or unknown
// one says what is wrong and shows a start instead, losing nothing.

import { current } from "../game/history.js";
import { replayGame } from "./review.js";
import { openRandom } from "./newgame.js";

/** Follow `link` (router.js parseFragment); `ours`: the history entry is one this page wrote. */
export function followAddress(session, link, { ours, initial = false }) {
  const { catalog } = session;
  const shown = session.history ? current(session.history).position : null;
  if (link.kind === "link" && session.puzzle && link.puzzleId === session.puzzle.id && link.position === shown
    && (link.size === null || link.size === session.puzzle.size)) {
    return; // the address already shows this position
  }
  if (link.kind === "empty") {
    if (initial || !session.puzzle) session.open({ id: catalog.defaultId, source: "ours" });
    else session.writeAddress();
    return;
  }
  const fallbackId = session.puzzle ? session.puzzle.id : catalog.defaultId;
  const fallbackSize = session.puzzle ? session.puzzle.size : null;
  const fallback = catalog.get(fallbackId);
  if (link.kind === "broken") {
    session.open({
      id: fallbackId, size: fallbackSize, source: "start",
      notice: `The address "#${link.text}" is not a puzzle link (#/puzzle/position): showing the ${fallback.title} start instead.`,
    });
    return;
  }
  const entry = catalog.get(link.puzzleId);
  if (!entry) {
    const known = [...catalog.byId.keys()].join(", ");
    session.open({
      id: fallbackId, size: fallbackSize, source: "start",
      notice: `Unknown puzzle "${link.puzzleId}" in the address (known: ${known}): showing the ${fallback.title} start instead.`,
    });
    return;
  }
  const sizes = entry.size_info;
  if (link.size !== null && sizes && !sizes.by_size[String(link.size)]) {
    const size = session.puzzle && session.puzzle.id === entry.id ? session.puzzle.size : null;
    session.open({
      id: entry.id, size, source: "start",
      notice: `${entry.title} comes in sizes ${sizes.min} to ${sizes.max}, not ${link.size}: showing its start instead.`,
    });
    return;
  }
  if (link.kind === "game") return void replayGame(session, link, () => session.tools.show("review"));
  if (link.kind === "distance") return void openRandom(session, { id: entry.id, size: link.size, distance: link.distance });
  const source = ours ? "ours" : link.position === null ? "start" : "link";
  session.open({ id: entry.id, size: link.size, position: link.position, source });
}
