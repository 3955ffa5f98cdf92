// page/review.js: the Review panel (every move of the game with its verdict; a click shows that position), going to
// a step of the history (also used by the distance trace), the link that carries a game, and replaying a game that
// came by such a link (its moves played through the engine, then shown from the start: Redo or Review steps on).

import { current, played } from "../game/history.js";
import { formatGame } from "./router.js";
import { linkSize } from "./catalog.js";
import { count, make } from "./tools.js";

export const VERDICT_WORDS = { optimal: "optimal", wasted: "wasted", "dead-end": "dead end", "off-best": "off the best" };

/** Show step `index` of the game (an undoable jump like Undo/Redo repeated): board, counters, address follow. */
export function goTo(session, index) {
  return session.enqueue(() => {
    const history = session.history;
    if (!history || index < 0 || index >= history.entries.length || index === history.index) return undefined;
    if (session.playback) return session.say(session.lockReason(), "warn");
    const from = current(history).view;
    const next = { ...history, index };
    session.touched = [];
    session.hint = null;
    session.commit(next);
    session.note = { text: index === 0 ? "Showing the start of the game (Redo steps through it)." : `Showing the game after step ${index}.`, tone: "info" };
    session.refresh();
    session.board.animate({ from, to: current(next).view, move: null });
    return session.ensureState();
  });
}

/** What a history entry says in the list: "3. black knight from a4 to c3" and its verdict word. */
function describe(entry, number) {
  if (entry.kind === "restart") return { text: `${number}. Back to a start`, verdict: "" };
  const label = entry.move && entry.move.label ? entry.move.label : entry.move ? entry.move.move : "";
  return { text: `${number}. ${label}`, verdict: VERDICT_WORDS[entry.verdict] ?? "" };
}

/** "5 moves: 4 optimal, 1 wasted." for the moves of `entries`. */
export function tally(entries) {
  const moves = entries.filter((entry) => entry.kind === "move" && entry.move && entry.move.counted !== false);
  const counts = new Map();
  for (const entry of moves) {
    const word = VERDICT_WORDS[entry.verdict];
    if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const parts = Object.values(VERDICT_WORDS).filter((word) => counts.has(word)).map((word) => `${counts.get(word)} ${word}`);
  return `${count(moves.length, "move")}${parts.length ? `: ${parts.join(", ")}` : ""}.`;
}

/** The fragment carrying the attempt on show: its start and all its moves (those Redo would replay too). */
export function gameLink(session) {
  const history = session.history;
  const now = current(history);
  const start = history.entries[now.attempt];
  const moves = history.entries.slice(now.attempt + 1).filter((entry) => entry.attempt === now.attempt && entry.kind === "move")
    .map((entry) => entry.move.move);
  return formatGame(session.puzzle.id, start.position, moves, linkSize(session.puzzle));
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

  refresh(session) {
    const history = session.history;
    const entries = history.entries;
    this.#summary.textContent = entries.length > 1 ? tally(entries) : "No moves yet: play, and each move shows here with its verdict.";
    const items = [make("li", "move-item")];
    items[0].append(this.#button("Start", "", 0, history.index === 0));
    entries.slice(1).forEach((entry, offset) => {
      const { text, verdict } = describe(entry, offset + 1);
      const item = make("li", "move-item");
      item.append(this.#button(text, verdict, offset + 1, history.index === offset + 1));
      items.push(item);
    });
    this.#list.replaceChildren(...items);
    const link = gameLink(session);
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

/**
 * Open a game from a link ({puzzleId, size, position, moves}): its start, then each move played by the engine; shown
 * from the start with the moves ready for Redo. A move that can't be played stops the replay, saying which.
 */
export async function replayGame(session, link, openReview) {
  await session.open({ id: link.puzzleId, size: link.size, position: link.position, source: "link" });
  await session.chain;
  const entry = session.puzzle;
  if (!session.history || entry.id !== link.puzzleId || !session.state) return;
  const epoch = session.epoch;
  let history = session.history;
  let problem = "";
  for (const [number, name] of link.moves.entries()) {
    const here = current(history).position;
    const state = session.stateOf(here);
    const move = state ? state.moves.find((candidate) => candidate.move === name) : null;
    if (!move) {
      problem = ` Move ${number + 1} (${name}) can't be played there, so the game stops before it.`;
      break;
    }
    let reply;
    try {
      reply = await session.engine.request("play", session.args({ position: here, move: name }));
    } catch (error) {
      problem = ` Move ${number + 1} was refused: ${error.message}`;
      break;
    }
    if (epoch !== session.epoch) return;
    session.remember(reply.state);
    history = played(history, move, { position: reply.state.position, view: reply.state.view, verdict: reply.verdict }).history;
  }
  if (epoch !== session.epoch) return;
  const shown = { ...history, index: 0 };
  const moves = history.entries.length - 1;
  session.commit(shown);
  session.note = { text: `A game of ${count(moves, "move")} from a link, shown from its start: press Redo or pick a move in Review to step through it.${problem}`, tone: problem ? "warn" : "info" };
  session.board.animate({ from: current(history).view, to: current(shown).view, move: null });
  session.refresh();
  openReview();
}
