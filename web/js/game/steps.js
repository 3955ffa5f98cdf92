// game/steps.js: the steps through a history the midend makes for Undo, Redo, Restart, New game and a jump to a step,
// each with what the status says after it. Pure: a history in, [change or null, words] out (game/history.js).

import { current, gameSpan, redone, restarted, undone } from "./history.js";
import { moveLabel } from "./words.js";
import { msg } from "../i18n/t.js";

const UNDONE = { restart: msg("step.restart_undone"), new: msg("step.new_game_undone") };
const REDONE = { restart: msg("step.restart_redone"), new: msg("step.new_game_redone") };

export function undo(history) {
  return [undone(history), UNDONE[current(history).kind] ?? msg("step.move_undone")];
}

export function redo(history) {
  const change = redone(history);
  return [change, (change && REDONE[current(change.history).kind]) ?? msg("step.move_redone")];
}

export function restart(history) {
  return [restarted(history), msg("step.restarted")];
}

/** Back to `start` ({position, view}: the puzzle's own start), wherever this game began; Undo brings the game back. */
export function newGame(history, start) {
  return [restarted(history, start, "new"), msg("step.new_game")];
}

/** What Review and the status call a step of the game on show, as a person counts it: "move 3" as the counter says
 * "Moves: 3" there (moves count again from 1 after a Restart), "Restart", or the move's own words where it is not
 * counted (the path's first square); null for the game's start. */
export function stepName(history, index, capital = false) {
  const entry = history.entries[index];
  if (index === gameSpan({ ...history, index })[0]) return null;
  if (entry.kind === "restart") return msg("step.restart");
  if (entry.move && entry.move.counted === false) return moveLabel(entry.move);
  return msg(capital ? "step.Move" : "step.move", { n: entry.moveCount });
}

/** Step `index` of the history on show (an undoable jump, like Undo or Redo repeated); null change when it is on show
 * already or out of range. */
export function goTo(history, index) {
  if (index < 0 || index >= history.entries.length || index === history.index) return [null, ""];
  const next = { ...history, index };
  const name = stepName(history, index);
  const words = name === null ? msg("step.showing_start") : name.key === "step.restart" ? msg("step.showing_restart")
    : msg("step.showing_after", { step: name });
  return [{ history: next, transition: { from: current(history).view, to: current(next).view, move: null } }, words];
}
