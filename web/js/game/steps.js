// game/steps.js: the steps through a history the midend makes for Undo, Redo, Restart, New game and a jump to a step,
// each with what the status says after it. Pure: a history in, [change or null, words] out (game/history.js).

import { current, gameSpan, redone, restarted, undone } from "./history.js";

const UNDONE = { restart: "Restart undone: your moves are back.", new: "New game undone: your game is back." };
const REDONE = { restart: "Restart redone.", new: "New game redone." };

export function undo(history) {
  return [undone(history), UNDONE[current(history).kind] ?? "Move undone."];
}

export function redo(history) {
  const change = redone(history);
  return [change, (change && REDONE[current(change.history).kind]) ?? "Move redone."];
}

export function restart(history) {
  return [restarted(history), "Restarted from the beginning (Undo brings your moves back)."];
}

/** Back to `start` ({position, view}: the puzzle's own start), wherever this game began; Undo brings the game back. */
export function newGame(history, start) {
  return [restarted(history, start, "new"), "A new game from the puzzle's start (Undo brings your game back)."];
}

/** What Review and the status call a step of the game on show, as a person counts it: "move 3" as the counter says
 * "Moves: 3" there (moves count again from 1 after a Restart), "Restart", or the move's own words where it is not
 * counted (the path's first square); null for the game's start. */
export function stepName(history, index) {
  const entry = history.entries[index];
  if (index === gameSpan({ ...history, index })[0]) return null;
  if (entry.kind === "restart") return "Restart";
  if (entry.move && entry.move.counted === false) return entry.move.label ?? entry.move.move;
  return `move ${entry.moveCount}`;
}

/** Step `index` of the history on show (an undoable jump, like Undo or Redo repeated); null change when it is on show
 * already or out of range. */
export function goTo(history, index) {
  if (index < 0 || index >= history.entries.length || index === history.index) return [null, ""];
  const next = { ...history, index };
  const name = stepName(history, index);
  const words = name === null ? "Showing the start of the game (Redo steps through it)."
    : name === "Restart" ? "Showing the game just after its Restart, back at its start."
      : `Showing the game after ${name}.`;
  return [{ history: next, transition: { from: current(history).view, to: current(next).view, move: null } }, words];
}
