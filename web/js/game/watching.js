// game/watching.js: a solution on show, a part of the midend: Solve asks the engine for an optimal solution and the
// states along it, then plays it step by step (each step drawn, then a pause: game/playback.js holds where it is);
// pause, steps, Take over (the solver's moves join the game) and Stop (back to the game, nothing lost).

import { adopted, current, reversed } from "./history.js";
import { moveNamed, wayBack } from "./controller.js";
import { args, lockReason, say, sayLocked, searchOn, stateOf, stateOn, unpicked, ways } from "./game.js";
import { atEnd, back, counted, forward, paused, positionOf, taken, watchOf } from "./playback.js";
import { committed } from "./playing.js";
import { msg, whyOf } from "../i18n/t.js";

const HOLD_MS = 280; // pause between two solution moves at speed 1
const PAUSED = msg("solve.paused");
const none = (game) => ({ game, requests: [] });

/** The view of `text` and the move entry named `move` from it, from the states the game keeps. */
function stepOf(game, text, move = null) {
  const state = stateOf(game, text);
  return { view: state.view, move: move === null ? null : moveNamed(state.moves, move) };
}

export function solve(game) {
  if (lockReason(game)) return sayLocked(game);
  const state = stateOn(game);
  if (state.solved) {
    return none(say(game, msg("solve.solved"), "solved"));
  }
  if (state.known === false) {
    const search = searchOn(game);
    const waits = search && search.progress.provisional ? "solve.waits_hint" : "solve.waits";
    return none(say(game, msg(search ? waits : "solve.cancelled"), "warn"));
  }
  if (state.distance === null && state.dead_end) {
    const why = msg(state.moves.length === 0 ? "solve.no_move_left" : "solve.no_known_way");
    return none(say(game, [msg("solve.none_because", { why }), wayBack(ways(game), true)], "bad"));
  }
  const tag = { on: "solved", serial: game.serial, position: state.position, act: true };
  return { game: { ...game, busy: tag }, requests: [{ to: "engine", type: "solve", args: args(game,
    { position: state.position }), tag }] };
}

/** The solution, then the states along it not known yet (to draw them), one at a time; then it plays. */
function solved(game, { tag, result, error }, env) {
  if (error) {
    return none(say({ ...game, busy: null }, msg("solve.failed", { why: whyOf(error) }), "bad"));
  }
  const solution = tag.solution ?? result;
  if (tag.solution) game = { ...game, states: { ...game.states, [`${game.puzzle.key}|${result.position}`]: result } };
  const missing = solution.positions.find((text) => !stateOf(game, text));
  if (missing !== undefined) {
    const next = { ...tag, solution };
    return { game: { ...game, busy: next }, requests: [{ to: "engine", type: "state",
      args: args(game, { position: missing, distances: false }), tag: next }] };
  }
  game = { ...game, busy: null };
  if (lockReason(game)) return none(game);
  if (solution.moves.length === 0) return none(say(game, [msg("solve.none"), wayBack(ways(game), true)],
    "bad"));
  const watch = watchOf(solution);
  const length = counted(watch);
  const text = msg(watch.goalReached ? "solve.playing" : "solve.playing_longest", { n: length });
  const started = tick(say({ ...unpicked(game), watch }, text), { run: watch.run }, env);
  return { game: started.game, requests: [{ to: "mark", name: "solution-started" }, ...started.requests] };
}

/** Show one step ({from, to, move, backwards}: indices into the solution's positions) of `watch`, the solver's last
 * move marked. */
function drawn(game, watch, step, tag = null) {
  const { positions, moves } = watch;
  const before = stepOf(game, positions[Math.min(step.from, step.to)], step.move);
  const move = step.backwards ? reversed(before.move) : before.move;
  const solverMove = watch.step > 0 ? stepOf(game, positions[watch.step - 1], moves[watch.step - 1]).move : null;
  const transition = { from: stepOf(game, positions[step.from]).view, to: stepOf(game, positions[step.to]).view,
    move };
  return { game: { ...game, watch: { ...watch, solverMove } }, requests: [{ to: "frame", transition, tag }] };
}

/** The next step of a solution playing (run `run`): drawn, then (drawnStep) a pause, then the next; the end is said. */
function tick(game, { run }) {
  const watch = game.watch;
  if (!watch || !watch.playing || watch.run !== run) return none(game);
  if (atEnd(watch)) {
    const text = msg(watch.goalReached ? "solve.done" : "solve.done_longest", { n: counted(watch) });
    return { game: say({ ...game, watch: { ...watch, playing: false } }, text, watch.goalReached ? "solved" : "info"),
      requests: [{ to: "mark", name: "solution-finished" }] };
  }
  const [next, step] = forward(watch);
  return drawn(game, next, step, { on: "drawnStep", serial: game.serial, run });
}

export const handlers = {
  solved,
  drawnStep(game, { tag }, env) {
    const watch = game.watch;
    if (!watch || !watch.playing || watch.run !== tag.run) return none(game);
    if (atEnd(watch)) return tick(game, tag, env);
    return { game, requests: [{ to: "wait", ms: HOLD_MS / env.speed(), tag: { ...tag, on: "held" } }] };
  },
  held: (game, { tag, ok }, env) => (ok ? tick(game, tag, env) : none(game)),
};

function pause(game) {
  return { game: { ...game, watch: paused(game.watch) }, requests: [{ to: "cancelWaits" }] };
}

export function playPause(game, _input, env) {
  const watch = game.watch;
  if (!watch) return none(game);
  if (watch.playing) {
    const stopped = pause(game);
    return { game: say(stopped.game, PAUSED), requests: stopped.requests };
  }
  if (atEnd(watch)) { // from the beginning again
    const from = stepOf(game, positionOf(watch)).view;
    const again = { ...watch, step: 0, solverMove: null, playing: true };
    const shown = { ...say(game, msg("solve.playing_again")), watch: again };
    const run = tick(shown, { run: again.run }, env);
    const transition = { from, to: stepOf(game, positionOf(again)).view, move: null };
    return { game: run.game, requests: [{ to: "frame", transition }, ...run.requests] };
  }
  const playing = { ...say(game, msg("solve.playing_again")), watch: { ...watch, playing: true } };
  return tick(playing, { run: watch.run }, env);
}

/** Step back (-1) or forward (+1), paused. */
export function stepBy(game, { direction }) {
  if (!game.watch) return none(game);
  const stopped = pause(game);
  const moved = direction > 0 ? forward(stopped.game.watch) : back(stopped.game.watch);
  if (!moved) return stopped;
  const shown = drawn(say(stopped.game, PAUSED), moved[0], moved[1]);
  return { game: shown.game, requests: [...stopped.requests, ...shown.requests] };
}

/** Take over: the solver's moves so far join the game (one undoable step each); the player plays on from there. An
 * act: it waits for acts asked before it. */
export function takeOver(game) {
  const watch = game.watch;
  if (!watch) return none(game);
  const { moves, positions, verdicts } = taken(watch);
  const reachedGoal = atEnd(watch) && watch.goalReached;
  const shown = stepOf(game, positionOf(watch)).view;
  const steps = moves.map((move, index) => ({
    move: stepOf(game, positions[index], move).move,
    position: positions[index + 1],
    view: stepOf(game, positions[index + 1]).view,
    verdict: verdicts ? verdicts[index] : "optimal",
  }));
  let text = msg("solve.took_over");
  if (reachedGoal) text = ""; // the solved line says it all
  else if (steps.length > 0) text = msg("solve.took_over_after", { n: steps.length });
  const left = leave(game);
  const change = adopted(left.game.history, steps);
  const commit = committed(left.game, { history: change.history, transition: { from: shown, to: shown, move: null } },
    text);
  return { game: commit.game, requests: [...left.requests, ...commit.requests] };
}

/** Stop: back to the player's own position. */
export function stop(game) {
  if (!game.watch) return none(game);
  const shown = stepOf(game, positionOf(game.watch)).view;
  const left = leave(game);
  const transition = { from: shown, to: current(game.history).view, move: null };
  return { game: say(left.game, msg("solve.stopped")),
    requests: [...left.requests, { to: "frame", transition }] };
}

/** Leave the solution without a word (another game opened, the solver restarting, the editor). */
export function leave(game) {
  if (!game.watch) return none(game);
  return { game: { ...game, watch: null }, requests: [{ to: "cancelWaits" }] };
}
