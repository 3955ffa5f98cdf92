// game/playback.js: a solution on show as a value: the solver's moves and positions, the step on show, playing or
// paused, and what Take over keeps; its counters and step line. Pure: game/watching.js steps it through the frame
// loop's draws and waits.

import { msg } from "../i18n/t.js";

/**
 * The solution `reply` as a watch value. reply: {moves, positions, distance?, target?, verdicts?}: positions[0] is
 * where it began, the last the goal; `distance` the moves that count (the uncrossed path's first square is chosen,
 * not a move: such uncounted steps come first), so the counters agree with the status's "Solvable in"; `target`
 * (solve's, where the goal is a length: {made, reach, longest}) makes the counters count the whole path, from the
 * moves made to the longest reachable, as the status's "Longest: 17" or "Can reach 16" says; `verdicts`: each move's
 * verdict where not every move is optimal (the longest from here), or null.
 * watch = {moves, positions, verdicts, uncounted, before, goalReached, step, playing, run, solverMove}: `step` moves
 * shown so far; `run` bumped by every pause (a step drawn for an older run is not followed by the next);
 * `solverMove` the solver's last move shown (the board marks it).
 */
export function watchOf({ moves, positions, distance = null, target = null, verdicts = null }) {
  return {
    moves, positions, verdicts: verdicts ?? null,
    uncounted: Number.isInteger(distance) && distance <= moves.length ? moves.length - distance : 0,
    before: target ? target.made : 0, // moves on the board before the solver's first
    goalReached: !target || target.reach === target.longest, // false: the best from here, short of the goal
    step: 0, playing: true, run: 1, solverMove: null,
  };
}

export const atEnd = (watch) => watch.step >= watch.moves.length;
export const positionOf = (watch) => watch.positions[watch.step];
/** The moves that count. */
export const counted = (watch) => watch.moves.length - watch.uncounted;

/** One step on: [watch, {from, to, move, backwards: false}] (position indices and the move text), or null at the
 * end. */
export function forward(watch) {
  if (atEnd(watch)) return null;
  const step = watch.step + 1;
  return [{ ...watch, step }, { from: step - 1, to: step, move: watch.moves[step - 1], backwards: false }];
}

/** One step back: the move shown backwards, or null at the beginning. */
export function back(watch) {
  if (watch.step === 0) return null;
  const step = watch.step - 1;
  return [{ ...watch, step }, { from: step + 1, to: step, move: watch.moves[step], backwards: true }];
}

export const paused = (watch) => ({ ...watch, playing: false, run: watch.run + 1 });

/** The moves, positions and verdicts (null: all optimal) from the beginning to the step on show (what Take over
 * keeps). */
export function taken(watch) {
  return { moves: watch.moves.slice(0, watch.step), positions: watch.positions.slice(0, watch.step + 1),
    verdicts: watch.verdicts && watch.verdicts.slice(0, watch.step) };
}

/** The status counters while the solver's board is on show: its own moves (those that count), not the player's. */
export function counters(watch) {
  const total = watch.before + counted(watch);
  const made = watch.before + Math.max(0, watch.step - watch.uncounted);
  return { moves: msg("player.solver", { n: made, total }), optimal: msg("player.to_go", { n: total - made }) };
}

/** The player's line under the buttons: the solver's moves that count. */
export function stepText(watch) {
  const length = counted(watch);
  if (!atEnd(watch)) return msg("player.step", { n: Math.max(0, watch.step - watch.uncounted), length });
  return msg(watch.goalReached ? "player.all_shown" : "player.all_shown_longest", { n: length });
}

/** What views read of a watch: {playing, step, atEnd, position, counters(), stepText(), solution}: `solution` the
 * whole of it, {moves, positions, verdicts, uncounted, goalReached} (the shared picture draws it: share/frames.js). */
export function playerView(watch) {
  const { moves, positions, verdicts, uncounted, goalReached } = watch;
  return { playing: watch.playing, step: watch.step, atEnd: atEnd(watch), position: positionOf(watch),
    counters: () => counters(watch), stepText: () => stepText(watch),
    solution: { moves, positions, verdicts, uncounted, goalReached } };
}
