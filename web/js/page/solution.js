// page/solution.js: Solve and the solution player on the page: asks the engine for an optimal solution and the
// states along it (views and move motions to draw), then plays it with game/playback.js; pause, steps, speed,
// Take over (the solver's moves join the game) and Stop (back to the game, nothing lost).

import { adopted, current } from "../game/history.js";
import { moveNamed, plural } from "../game/controller.js";
import { reversed } from "../game/history.js";
import { Playback, play } from "../game/playback.js";

const HOLD_MS = 280; // pause between two solution moves at speed 1

/** The view of `position` and the move entry named `move` from it, from the states the session keeps. */
function stepOf(session, position, move) {
  const state = session.stateOf(position);
  return { view: state.view, move: move === null ? null : moveNamed(state.moves, move) };
}

/** Fetch the engine's state of each position not known yet (in order: the worker answers one at a time). */
async function fetchStates(session, positions) {
  // A puzzle prepared per position: its steps drawn from rules-only states (a state with distances would search).
  const rulesOnly = session.puzzle.prepare === "position";
  for (const position of positions) {
    if (session.stateOf(position)) continue;
    const args = session.args({ position });
    if (rulesOnly) args.distances = false;
    session.remember(await session.engine.request("state", args));
  }
}

export async function solve(session) {
  const locked = session.lockReason();
  if (locked) return session.say(locked, "warn");
  const state = session.state;
  if (state.solved) return session.say("Already solved.", "solved");
  if (state.distance === null && (state.dead_end || state.known === false)) {
    return session.say("No solution from here: there is no known way to the goal.", "bad");
  }
  const position = state.position;
  const epoch = session.epoch;
  let reply;
  try {
    reply = await session.engine.latest("solve", "solve", session.args({ position }));
    if (reply !== undefined) await fetchStates(session, reply.positions);
  } catch (error) {
    if (epoch === session.epoch) session.say(error.message, "bad");
    return undefined;
  }
  if (reply === undefined || epoch !== session.epoch || current(session.history).position !== position) return undefined;
  if (reply.moves.length === 0) return session.say("No solution from here.", "bad");
  session.touched = [];
  session.hint = null;
  session.playback = new Playback(reply);
  performance.mark("solution-started");
  session.note = { text: `Playing an optimal solution of ${plural(reply.moves.length, "move")}. Take over at any step to play on by hand.`, tone: "info" };
  session.refresh();
  run(session);
  return undefined;
}

/** Show one step of the player: {from, to, move, backwards} (indices into the solution's positions). */
function animateStep(session, step) {
  const playback = session.playback;
  const before = stepOf(session, playback.positions[Math.min(step.from, step.to)], step.move);
  const after = stepOf(session, playback.positions[step.to], null);
  const from = stepOf(session, playback.positions[step.from], null).view;
  const move = step.backwards ? reversed(before.move) : before.move;
  session.solverMove = playback.step > 0 ? stepOf(session, playback.positions[playback.step - 1], playback.moves[playback.step - 1]).move : null;
  session.refresh();
  return session.board.animate({ from, to: after.view, move }, session.status.speed);
}

function run(session) {
  const playback = session.playback;
  play(playback, {
    animate: (step) => animateStep(session, step),
    hold: () => session.board.loop.wait(HOLD_MS / session.status.speed),
    isCurrent: () => session.playback === playback,
    ended: () => {
      performance.mark("solution-finished");
      session.note = { text: `Solved: the solver reached the goal in ${plural(playback.length, "move")}. Take over to keep this position, or Stop to go back to your game.`, tone: "solved" };
      session.refresh();
    },
  });
}

function pause(session) {
  session.playback.pause();
  session.board.loop.cancelWaits();
}

export function playPause(session) {
  const playback = session.playback;
  if (!playback) return;
  if (playback.playing) {
    pause(session);
    session.say("Paused. Step through the solution, take over, or stop.");
    return;
  }
  if (playback.atEnd) {
    playback.step = 0;
    session.board.show(stepOf(session, playback.position, null).view);
  }
  playback.playing = true;
  session.say("Playing the solution.");
  run(session);
}

/** Step back (-1) or forward (+1), paused. */
export function stepBy(session, direction) {
  const playback = session.playback;
  if (!playback) return;
  pause(session);
  const step = direction > 0 ? playback.forward() : playback.back();
  if (!step) return;
  session.note = { text: "Paused. Step through the solution, take over, or stop.", tone: "info" };
  animateStep(session, step);
}

/** Take over: the solver's moves so far join the game (one undoable step each); the player plays on from there. */
export function takeOver(session) {
  const playback = session.playback;
  if (!playback) return;
  pause(session);
  const { moves, positions } = playback.taken();
  const reachedGoal = playback.atEnd;
  session.leavePlayback();
  const epoch = session.epoch;
  session.enqueue(() => {
    if (epoch !== session.epoch) return undefined;
    const steps = moves.map((move, index) => ({
      move: stepOf(session, positions[index], move).move,
      position: positions[index + 1],
      view: stepOf(session, positions[index + 1], null).view,
    }));
    if (steps.length > 0) session.commit(adopted(session.history, steps).history);
    session.board.show(current(session.history).view);
    let text = "You took over: your turn.";
    if (reachedGoal) text = ""; // the solved line says it all
    else if (steps.length > 0) text = `You took over after ${plural(steps.length, "solver move")}: your turn.`;
    session.say(text);
    return session.ensureState();
  });
}

/** Stop: back to the player's own position. */
export function stop(session) {
  if (!session.playback) return;
  session.leavePlayback();
  session.board.show(current(session.history).view);
  session.say("Stopped: back to your game, nothing lost.");
}
