// page/finish.js: the finish. How the solved game compared with optimal (in the status message) and a short
// celebration over the board for an optimal solve: falling confetti, or under prefers-reduced-motion a still badge.
// The celebration lies over the board (absolutely placed, pointer-events none), so nothing moves the board.

import { attemptStart, current } from "../game/history.js";
import { clockOf, clockText, elapsedMs } from "../game/clock.js";
import { solvedText } from "../game/controller.js";
import { tally } from "./review.js";
import { msg, number, t } from "../i18n/t.js";

/** The words for a solved game (a list of messages): the counts, how it compared with optimal, then its time and
 * pace (game/clock.js). */
export function finishWords(history, optimum) {
  const said = compared(history, optimum);
  const clock = clockOf(history);
  if (!clock) return said;
  const ms = elapsedMs(clock, Date.now());
  const moves = current(history).moveCount;
  const time = clockText(ms);
  return [...said, ms >= 1000 ? msg("finish.time_pace", { time, pace: number(moves / (ms / 1000),
    { minimumFractionDigits: 1, maximumFractionDigits: 1 }) }) : msg("finish.time", { time })];
}

function compared(history, optimum) {
  const now = current(history);
  const base = solvedText({ moveCount: now.moveCount, assisted: now.assisted, optimum });
  if (optimum === null || optimum === undefined) return [base];
  const over = now.moveCount - optimum;
  const moves = tally(history.entries.slice(now.attempt, history.index + 1));
  if (over <= 0 && now.assisted === 0) return [base, msg("finish.perfect")];
  if (over <= 0) return [base, msg("finish.optimal_with_help")];
  return [base, msg("finish.over", { n: over, moves, optimum })];
}

/** A watcher of refreshes: true once when the moves just played solved the puzzle (one move, or the solver's moves
 * taken over), not on a reload, a redo or a jump. */
export function solveDetector() {
  let last = null;
  return (game) => {
    const history = game.history;
    const state = game.state;
    if (!history || !state) return false; // judged once the position's state is known (after Take over, a search)
    const before = last;
    last = {
      key: game.puzzle.key, index: history.index, entries: history.entries,
      solved: Boolean(state && state.solved),
    };
    return Boolean(before && before.key === last.key && before.index < history.index
      && !before.solved && last.solved
      && !before.entries.includes(current(history)) // a move just played, not a redo of one
      && history.index === history.entries.length - 1 && current(history).kind === "move" && !game.playback
      && !current(history).replayed);
  };
}

export class Finish {
  #board;
  #reduced = matchMedia("(prefers-reduced-motion: reduce)");

  /** @param board the board's box element (#board) */
  constructor(board) {
    this.#board = board;
  }

  /** Called on every refresh (`justSolved`: solveDetector's answer): celebrates an optimal, unassisted solve; the
   * celebration goes when the game leaves the solved position. */
  always(game, justSolved) {
    const state = game.state;
    if (!state || !state.solved || game.playback) return this.#clear();
    if (!justSolved) return undefined;
    const history = game.history;
    const now = current(history);
    const start = game.stateOf(attemptStart(history).position);
    if (!start || start.distance !== now.moveCount || now.assisted > 0) return undefined;
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
    badge.textContent = t("finish.badge");
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
