// game/watching.js: a solution on show, a part of the midend: Solve asks the engine for an optimal solution and the
// states along it, then plays it (game/playback.js) through the midend's frame port; pause, steps, speed, Take over
// (the solver's moves join the game) and Stop (back to the game, nothing lost).

import { adopted, current, reversed } from "./history.js";
import { capitalise, moveNamed, wayBack } from "./controller.js";
import { Playback, play } from "./playback.js";
import { count } from "./words.js";

const HOLD_MS = 280; // pause between two solution moves at speed 1
const PAUSED = "Paused. Step through the solution, take over, or stop.";

export class Watching {
  #host;
  #playback = null;
  #solverMove = null; // the solver's last move shown (the board marks it)

  constructor(host) {
    this.#host = host;
  }

  get playback() {
    return this.#playback;
  }

  get solverMove() {
    return this.#solverMove;
  }

  /** The view of `position` and the move entry named `move` from it, from the states the midend keeps. */
  #stepOf(position, move) {
    const state = this.#host.stateOf(position);
    return { view: state.view, move: move === null ? null : moveNamed(state.moves, move) };
  }

  async solve() {
    const host = this.#host;
    const locked = host.lockReason();
    if (locked) return host.sayLocked(locked);
    const state = host.state();
    if (state.solved) {
      return host.say("Already solved: nothing to solve. Undo, Restart or New game… to play on.", "solved");
    }
    if (state.known === false) {
      const search = host.search();
      const meanwhile = search && search.progress.provisional ? ": Hint offers a good move meanwhile" : "";
      return host.say(search ? `Solve waits for the exact answer, still being searched${meanwhile}.`
        : "No solution yet: the search was cancelled; press Search again to solve.", "warn");
    }
    if (state.distance === null && state.dead_end) {
      const why = state.moves.length === 0 ? "no move is left" : "there is no known way to the goal";
      return host.say(`No solution from here: ${why}. ${capitalise(wayBack(host.ways()))}.`, "bad");
    }
    const about = host.about();
    let reply;
    try {
      reply = await host.engine().request("solve", host.args({ position: state.position }));
      await host.fetchStates(reply.positions);
    } catch (error) {
      if (host.isCurrent(about)) host.say(`No solution: ${error.message}. Your game is kept: try Solve again.`, "bad");
      return undefined;
    }
    if (!host.isCurrent(about) || host.lockReason()) return undefined;
    if (reply.moves.length === 0) {
      return host.say(`No solution from here. ${capitalise(wayBack(host.ways()))}.`, "bad");
    }
    host.setPick([]);
    const playback = new Playback(reply);
    this.#playback = playback;
    performance.mark("solution-started");
    const length = playback.length - playback.uncounted;
    host.say(`${playback.goalReached ? `Playing an optimal solution of ${count(length, "move")}`
      : `Playing the longest path from here: ${count(length, "more move")}`}. Take over at any step to play on by `
      + "hand.");
    this.#run();
    return undefined;
  }

  /** Show one step: {from, to, move, backwards} (indices into the solution's positions). */
  #animate(step) {
    const playback = this.#playback;
    const { positions, moves } = playback;
    const before = this.#stepOf(positions[Math.min(step.from, step.to)], step.move);
    const to = this.#stepOf(positions[step.to], null).view;
    const from = this.#stepOf(positions[step.from], null).view;
    const move = step.backwards ? reversed(before.move) : before.move;
    this.#solverMove = playback.step > 0 ? this.#stepOf(positions[playback.step - 1], moves[playback.step - 1]).move
      : null;
    return this.#host.changed({ from, to, move });
  }

  #run() {
    const playback = this.#playback;
    const { ports } = this.#host;
    play(playback, {
      animate: (step) => this.#animate(step),
      hold: () => ports.wait(HOLD_MS / ports.speed()),
      isCurrent: () => this.#playback === playback,
      ended: () => {
        performance.mark("solution-finished");
        const made = count(playback.length - playback.uncounted, "move");
        this.#host.say(`${playback.goalReached ? `Solved by the solver in ${made}`
          : `Done: the longest path from here, ${made} on`}. Take over keeps it; Stop goes back to your game.`,
        playback.goalReached ? "solved" : "info");
      },
    });
  }

  #pause() {
    this.#playback.pause();
    this.#host.ports.cancelWaits();
  }

  playPause() {
    const playback = this.#playback;
    if (!playback) return;
    if (playback.playing) {
      this.#pause();
      this.#host.say(PAUSED);
      return;
    }
    if (playback.atEnd) {
      const from = this.#stepOf(playback.position, null).view;
      playback.step = 0;
      this.#solverMove = null;
      this.#host.note("Playing the solution.");
      this.#host.changed({ from, to: this.#stepOf(playback.position, null).view, move: null });
    } else {
      this.#host.say("Playing the solution.");
    }
    playback.playing = true;
    this.#run();
  }

  /** Step back (-1) or forward (+1), paused. */
  stepBy(direction) {
    const playback = this.#playback;
    if (!playback) return;
    this.#pause();
    const step = direction > 0 ? playback.forward() : playback.back();
    if (!step) return;
    this.#host.note(PAUSED);
    this.#animate(step);
  }

  /** Take over: the solver's moves so far join the game (one undoable step each); the player plays on from there. */
  takeOver() {
    const playback = this.#playback;
    if (!playback) return undefined;
    this.#pause();
    const { moves, positions, verdicts } = playback.taken();
    const reachedGoal = playback.atEnd && playback.goalReached;
    const host = this.#host;
    const shown = this.#stepOf(playback.position, null).view;
    this.leave();
    return host.enqueue(() => {
      const steps = moves.map((move, index) => ({
        move: this.#stepOf(positions[index], move).move,
        position: positions[index + 1],
        view: this.#stepOf(positions[index + 1], null).view,
        verdict: verdicts ? verdicts[index] : "optimal",
      }));
      let text = "You took over: your turn.";
      if (reachedGoal) text = ""; // the solved line says it all
      else if (steps.length > 0) text = `You took over after ${count(steps.length, "solver move")}: your turn.`;
      const change = adopted(host.history(), steps);
      return host.commit({ history: change.history, transition: { from: shown, to: shown, move: null } }, text);
    });
  }

  /** Stop: back to the player's own position. */
  stop() {
    if (!this.#playback) return;
    const shown = this.#stepOf(this.#playback.position, null).view;
    this.leave();
    this.#host.note("Stopped: back to your game, nothing lost.");
    this.#host.changed({ from: shown, to: current(this.#host.history()).view, move: null });
  }

  /** Leave the solution without a word (another game opened, the solver restarting). */
  leave() {
    if (!this.#playback) return;
    this.#playback.pause();
    this.#host.ports.cancelWaits();
    this.#playback = null;
    this.#solverMove = null;
  }
}
