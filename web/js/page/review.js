// page/review.js: the Review panel: every move of the game with its verdict (a click shows that position: the
// midend's goTo) and the link that carries the game (its start and moves; the midend replays such a link).

import { current, gameSpan } from "../game/history.js";
import { formatGame } from "../address/router.js";
import { linkSize } from "../game/catalog.js";
import { Panel, make, wordsOn } from "../view/dom.js";
import { count, moveLabel } from "../game/words.js";
import { msg } from "../i18n/t.js";

/** The verdicts a move can have, each with its word ("review.verdict.<verdict>"), in the order a tally lists them. */
const VERDICTS = ["optimal", "wasted", "dead-end", "off-best"];
const verdictWord = (verdict) => (VERDICTS.includes(verdict) ? msg(`review.verdict.${verdict}`) : "");

/** What a step of the game on show says in the list, numbered as the counter counts moves ("3. black knight from a4
 * to c3", from 1 again after a Restart; a move not counted, the path's first square, unnumbered), with its verdict
 * word; "Restart" for a Restart (undone or not: game/steps.js stepName names steps the same way). */
function describe(entry) {
  if (entry.kind === "restart") return { text: msg("step.restart"), verdict: "" };
  const label = moveLabel(entry.move);
  const counted = !(entry.move && entry.move.counted === false);
  return { text: counted ? msg("review.numbered", { n: entry.moveCount, label }) : label,
    verdict: VERDICTS.includes(entry.verdict) ? entry.verdict : null };
}

/** "5 moves: 4 optimal, 1 wasted" (a message) for the moves of `entries`. */
export function tally(entries) {
  const moves = entries.filter((entry) => entry.kind === "move" && entry.move && entry.move.counted !== false);
  const counts = new Map();
  for (const entry of moves) {
    if (VERDICTS.includes(entry.verdict)) counts.set(entry.verdict, (counts.get(entry.verdict) ?? 0) + 1);
  }
  const parts = VERDICTS.filter((verdict) => counts.has(verdict))
    .map((verdict) => msg("review.tally_part", { n: counts.get(verdict), verdict: verdictWord(verdict) }));
  const all = count(moves.length, "move");
  return parts.length ? msg("review.tally", { all, parts: { list: parts, type: "unit" } }) : all;
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

export class ReviewPanel extends Panel {
  #summary = make("p", "tool-note");
  #list = make("ol", "move-list");
  #share = make("p", "tool-note");
  #link = make("a", "game-link");

  /** `go(index)` shows a step of the game. */
  constructor(go) {
    super("review", msg("review.tab"), msg("review.label"));
    this.go = go;
    wordsOn(this.#list, msg("review.moves_label"), "aria-label");
    const label = make("span");
    wordsOn(label, msg("review.link"));
    this.#share.append(label, " ", this.#link);
    this.element.append(this.#summary, this.#list, this.#share);
  }

  /** The game on show (game/history.js gameSpan: from its new game up to the next), each step a button. */
  refresh(game) {
    const history = game.history;
    const [first, end] = gameSpan(history);
    const entries = history.entries.slice(first, end);
    wordsOn(this.#summary, entries.length > 1 ? msg("review.summary", { tally: tally(entries) })
      : msg("review.no_moves"));
    const items = [make("li", "move-item")];
    items[0].append(this.#button(msg("review.start"), null, first, history.index === first));
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
      const word = make("span", "verdict", verdictWord(verdict));
      word.dataset.verdict = verdict; // the code: the styles colour by it
      button.append(" ", word);
    }
    if (isNow) button.setAttribute("aria-current", "step");
    button.addEventListener("click", () => this.go(index));
    return button;
  }
}
