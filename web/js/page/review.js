// page/review.js: the Review panel: every move of the game with its verdict (a click shows that position: the
// midend's goTo) and the link that carries the game (its start and moves; the midend replays such a link).

import { current, gameSpan } from "../game/history.js";
import { formatGame } from "../address/router.js";
import { linkSize } from "../game/catalog.js";
import { make } from "../view/dom.js";
import { count } from "../game/words.js";

export const VERDICT_WORDS = {
  optimal: "optimal", wasted: "wasted", "dead-end": "dead end", "off-best": "off the best",
};

/** What a step of the game on show says in the list, numbered as the counter counts moves ("3. black knight from a4
 * to c3", from 1 again after a Restart; a move not counted, the path's first square, unnumbered), with its verdict
 * word; "Restart" for a Restart (undone or not: game/steps.js stepName names steps the same way). */
function describe(entry) {
  if (entry.kind === "restart") return { text: "Restart", verdict: "" };
  const label = entry.move && entry.move.label ? entry.move.label : entry.move ? entry.move.move : "";
  const counted = !(entry.move && entry.move.counted === false);
  return { text: counted ? `${entry.moveCount}. ${label}` : label, verdict: VERDICT_WORDS[entry.verdict] ?? "" };
}

/** "5 moves: 4 optimal, 1 wasted." for the moves of `entries`. */
export function tally(entries) {
  const moves = entries.filter((entry) => entry.kind === "move" && entry.move && entry.move.counted !== false);
  const counts = new Map();
  for (const entry of moves) {
    const word = VERDICT_WORDS[entry.verdict];
    if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const parts = Object.values(VERDICT_WORDS).filter((word) => counts.has(word))
    .map((word) => `${counts.get(word)} ${word}`);
  return `${count(moves.length, "move")}${parts.length ? `: ${parts.join(", ")}` : ""}.`;
}

/** The fragment carrying the attempt on show: its start and all its moves (those Redo would replay too). */
export function gameLink(game) {
  const history = game.history;
  const now = current(history);
  const start = history.entries[now.attempt];
  const moves = history.entries.slice(now.attempt + 1)
    .filter((entry) => entry.attempt === now.attempt && entry.kind === "move")
    .map((entry) => entry.move.move);
  return formatGame(game.puzzle.id, start.position, moves, linkSize(game.puzzle));
}

export class ReviewPanel {
  name = "review";
  label = "Review";
  element = make("section");
  #summary = make("p", "tool-note");
  #list = make("ol", "move-list");
  #share = make("p", "tool-note");
  #link = make("a", "game-link");

  /** `go(index)` shows a step of the game. */
  constructor(go) {
    this.go = go;
    this.element.setAttribute("aria-label", "Game review");
    this.#list.setAttribute("aria-label", "Moves of this game");
    this.#share.append("Link to this game: ", this.#link);
    this.element.append(this.#summary, this.#list, this.#share);
  }

  /** The game on show (game/history.js gameSpan: from its new game up to the next), each step a button. */
  refresh(game) {
    const history = game.history;
    const [first, end] = gameSpan(history);
    const entries = history.entries.slice(first, end);
    this.#summary.textContent = entries.length > 1
      ? tally(entries)
      : "No moves yet: play, and each move shows here with its verdict.";
    const items = [make("li", "move-item")];
    items[0].append(this.#button("Start", "", first, history.index === first));
    entries.slice(1).forEach((entry, offset) => {
      const index = first + offset + 1;
      const { text, verdict } = describe(entry);
      const item = make("li", "move-item");
      item.append(this.#button(text, verdict, index, history.index === index));
      items.push(item);
    });
    this.#list.replaceChildren(...items);
    const link = gameLink(game);
    this.#link.href = link;
    this.#link.textContent = decodeURIComponent(link);
  }

  #button(text, verdict, index, isNow) {
    const button = make("button", "move-step");
    button.type = "button";
    button.append(make("span", "move-name", text));
    if (verdict) {
      const word = make("span", "verdict", verdict);
      word.dataset.verdict = verdict;
      button.append(" ", word);
    }
    if (isNow) button.setAttribute("aria-current", "step");
    button.addEventListener("click", () => this.go(index));
    return button;
  }
}
