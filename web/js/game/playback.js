// game/playback.js: where a solution plays. The solution player's state (the solver's moves and positions, the step
// on show, playing or paused), its run loop, and what Take over keeps. No DOM or timers of its own: the page passes
// how to animate a step and how to hold between steps (the frame loop's wait).

export class Playback {
  /** @param {{moves: string[], positions: string[], distance?: number, target?: object}} solution positions[0] is
   * where it began, the last the goal; `distance` the moves that count (the uncrossed path's first square is chosen,
   * not a move: such uncounted steps come first), so the counters agree with the status's "Solvable in"; `target`
   * (solve's, where the goal is a length: {made, reach, longest}) makes the counters count the whole path, from the
   * moves made to the longest reachable, as the status's "Longest: 17" or "Can reach 16" says. */
  constructor({ moves, positions, distance = null, target = null, verdicts = null }) {
    this.moves = moves;
    this.positions = positions;
    this.verdicts = verdicts; // each move's verdict where not every move is optimal (the longest from here), or null
    this.uncounted = Number.isInteger(distance) && distance <= moves.length ? moves.length - distance : 0;
    this.before = target ? target.made : 0; // moves on the board before the solver's first
    this.goalReached = !target || target.reach === target.longest; // false: the best from here, short of the goal
    this.step = 0; // moves shown so far
    this.playing = true;
    this.run = 0; // bumped by pause: a run loop that sees another number stops
  }

  get length() {
    return this.moves.length;
  }

  get position() {
    return this.positions[this.step];
  }

  /** Moves still to go from the step on show. */
  get distance() {
    return this.length - this.step;
  }

  get atEnd() {
    return this.step >= this.length;
  }

  /** One step on: {from, to, move, backwards: false} (position indices and the move string), or null at the end. */
  forward() {
    if (this.atEnd) return null;
    this.step += 1;
    return { from: this.step - 1, to: this.step, move: this.moves[this.step - 1], backwards: false };
  }

  /** One step back: the move shown backwards, or null at the beginning. */
  back() {
    if (this.step === 0) return null;
    this.step -= 1;
    return { from: this.step + 1, to: this.step, move: this.moves[this.step], backwards: true };
  }

  pause() {
    this.playing = false;
    this.run += 1;
  }

  /** The moves, positions and verdicts (null: all optimal) from the beginning to the step on show (what Take over
   * keeps). */
  taken() {
    return { moves: this.moves.slice(0, this.step), positions: this.positions.slice(0, this.step + 1),
      verdicts: this.verdicts && this.verdicts.slice(0, this.step) };
  }

  /** The status counters while the solver's board is on show: its own moves (those that count), not the player's. */
  counters() {
    const total = this.before + this.length - this.uncounted;
    const made = this.before + Math.max(0, this.step - this.uncounted);
    return { moves: `Solver: ${made} of ${total}`, optimal: `To go: ${total - made}` };
  }

  /** The player's line under the buttons: the solver's moves that count. */
  stepText() {
    const length = this.length - this.uncounted;
    const ending = this.goalReached ? "goal reached" : "the longest from here";
    if (this.step < this.length) return `Solution: move ${Math.max(0, this.step - this.uncounted)} of ${length}`;
    if (length === 1) return `Solution: 1 move shown, ${ending}`;
    return `Solution: all ${length} moves shown, ${ending}`;
  }
}

/**
 * Play `playback` from its step to the end: `animate(step)` shows one step (resolves when drawn), `hold()` waits
 * between steps (resolves false when cancelled), `ended()` is called at the goal. Stops when paused or replaced
 * (`isCurrent()` false).
 */
export async function play(playback, { animate, hold, ended, isCurrent }) {
  playback.playing = true;
  const run = ++playback.run;
  const going = () => isCurrent() && playback.playing && playback.run === run;
  while (going()) {
    if (playback.atEnd) {
      playback.playing = false;
      ended();
      return;
    }
    await animate(playback.forward());
    if (!going()) return;
    if (!playback.atEnd && !(await hold())) return;
  }
}
