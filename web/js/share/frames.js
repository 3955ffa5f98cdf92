// share/frames.js: what the shared picture of a game shows, as data (no DOM): the board's view before the first move
// and after each one, each move with its verdict, and the result: the attempt on show (Review: all its moves, those
// Redo would replay too) or the solution on show in Solve. share/picture.js draws it.

import { current } from "../game/history.js";
import { clockOf, elapsedMs } from "../game/clock.js";
import { moveNamed } from "../game/controller.js";

/**
 * plan = {puzzle: the catalogue entry (resolved for its size), steps, result}
 *   steps: [{view, move, verdict, number}]: steps[0] the start (move null), then one a move: `move` the state.moves
 *   entry that led there (its label and motion), `verdict` the engine's ("optimal" | "wasted" | "dead-end" |
 *   "off-best" | null: not judged), `number` the move's count from the start (null: a step that is no move, as the
 *   uncrossed path's first square)
 *   result: {kind: "game", made, optimal, solved, assisted, ms} (optimal, ms: null when unknown) or
 *   {kind: "solution", made, goalReached}
 */

/** The plan of the attempt on show in `game` (a snapshot), or null when it has no move yet. */
export function gamePlan(game) {
  const history = game.history;
  if (!history) return null;
  const attempt = current(history).attempt;
  const start = history.entries[attempt];
  const moves = history.entries.slice(attempt + 1)
    .filter((entry) => entry.attempt === attempt && entry.kind === "move");
  if (moves.length === 0) return null;
  const last = moves[moves.length - 1];
  const steps = [{ view: start.view, move: null, verdict: null, number: null }, ...moves.map((entry) => ({
    view: entry.view, move: entry.move, verdict: entry.verdict ?? null,
    number: entry.move.counted === false ? null : entry.moveCount,
  }))];
  const state = game.stateOf(last.position);
  const origin = game.origin ?? {};
  const startState = game.stateOf(start.position);
  const optimal = Number.isInteger(origin.distance) ? origin.distance
    : startState && Number.isInteger(startState.distance) ? startState.distance : null;
  // Solved, as the engine said of its last position; a position not asked in this visit (a game restored after a
  // reload, looked at from an earlier step) is solved when it is the catalogue's goal.
  const goal = game.puzzle.goal;
  const solved = state ? Boolean(state.solved) : typeof goal === "string" && last.position === goal;
  const atEnd = history.entries[history.index] === last;
  const clock = atEnd && solved ? clockOf(history) : null; // the time of this attempt, when it is the one solved
  return { puzzle: game.puzzle, steps, result: { kind: "game", made: last.moveCount, optimal, solved,
    assisted: last.assisted, ms: clock ? Math.round(elapsedMs(clock, Date.now())) : null } };
}

/** The plan of the solution on show in `game` (a snapshot: its playback), or null when none is on show. Every state
 * along it is known (Solve asked them to draw it: game/watching.js). */
export function solutionPlan(game) {
  const solution = game.playback ? game.playback.solution : null;
  if (!solution || solution.moves.length === 0) return null;
  const { moves, positions, verdicts, uncounted, goalReached } = solution;
  const viewOf = (position) => game.stateOf(position).view;
  const steps = [{ view: viewOf(positions[0]), move: null, verdict: null, number: null }];
  moves.forEach((name, index) => {
    const move = moveNamed(game.stateOf(positions[index]).moves, name) ?? { move: name, label: name, motion: [] };
    steps.push({ view: viewOf(positions[index + 1]), move, verdict: verdicts ? verdicts[index] : "optimal",
      number: index < uncounted ? null : index + 1 - uncounted });
  });
  return { puzzle: game.puzzle, steps, result: { kind: "solution", made: moves.length - uncounted, goalReached } };
}

/** A short name for the picture's file: "puzzle-lab-8-puzzle.gif", "puzzle-lab-frog-jump-4-solution.gif". */
export function fileName(plan) {
  const key = String(plan.puzzle.key).replace(/[^a-z0-9]+/gi, "-").toLowerCase();
  return `puzzle-lab-${key}${plan.result.kind === "solution" ? "-solution" : ""}.gif`;
}
