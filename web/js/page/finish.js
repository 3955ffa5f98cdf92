// page/finish.js: the finish. How the solved game compared with optimal (in the status message) and a short
// celebration over the board for an optimal solve: falling confetti, or under prefers-reduced-motion a still badge.
// The celebration lies over the board (absolutely placed, pointer-events none), so nothing moves the board.

import { attemptStart, current } from "../game/history.js";
import { solvedText } from "../game/controller.js";
import { tally } from "./review.js";

/** The words for a solved game: the counts, then how it compared with optimal. */
export function finishWords(history, optimum) {
  const now = current(history);
  const base = solvedText({ moveCount: now.moveCount, assisted: now.assisted, optimum });
  if (optimum === null || optimum === undefined) return base;
  const over = now.moveCount - optimum;
  const moves = tally(history.entries.slice(now.attempt, history.index + 1));
  if (over <= 0 && now.assisted === 0) return `${base} A perfect game: not a move wasted.`;
  if (over <= 0) return `${base} Optimal, with help.`;
  return `${base} ${over} more than the best (${moves.replace(/\.$/, "")}): Restart to try for ${optimum}.`;
}

export class Finish {
  #board;
  #shown = null; // "key|index" of the last solve celebrated
  #reduced = matchMedia("(prefers-reduced-motion: reduce)");

  /** @param board the board's box element (#board) */
  constructor(board) {
    this.#board = board;
  }

  /** Called on every refresh: celebrates once when the step on show is a move that just solved optimally. */
  always(session) {
    const history = session.history;
    const state = session.state;
    if (!history || !state || !state.solved || session.playback) return this.#clear();
    const now = current(history);
    const mark = `${session.puzzle.key}|${history.index}|${history.entries.length}`;
    if (now.kind !== "move" || this.#shown === mark) return undefined;
    const start = session.stateOf(attemptStart(history).position);
    if (!start || start.distance !== now.moveCount || now.assisted > 0) return undefined;
    this.#shown = mark;
    return this.#celebrate();
  }

  #clear() {
    this.#board.querySelector(".celebration")?.remove();
  }

  #celebrate() {
    this.#clear();
    const layer = document.createElement("div");
    layer.className = "celebration";
    layer.setAttribute("aria-hidden", "true");
    const badge = document.createElement("p");
    badge.className = "celebration-badge";
    badge.textContent = "Optimal!";
    layer.append(badge);
    if (!this.#reduced.matches) {
      const colours = ["#1d4e89", "#1f7a3f", "#b34700", "#5a2d91", "#c9a227"];
      for (let i = 0; i < 28; i += 1) {
        const bit = document.createElement("span");
        bit.className = "confetti";
        bit.style.left = `${(i * 37) % 100}%`;
        bit.style.background = colours[i % colours.length];
        bit.style.animationDelay = `${(i % 7) * 60}ms`;
        bit.style.setProperty("--drift", `${((i * 53) % 60) - 30}px`);
        layer.append(bit);
      }
    }
    this.#board.append(layer);
    const done = () => layer.remove();
    badge.addEventListener("animationend", done, { once: true });
    if (this.#reduced.matches) setTimeout(done, 2500);
  }
}
