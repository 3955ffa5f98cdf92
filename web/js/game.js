// game.js: one game's history (undo, redo, restart as an undoable step) and the solution player's steps.
// Plain state, no DOM, engine or timers: main.js drives it, and each change returns the transition
// {from, to, move} that the frame loop animates (move null for a jump such as restart).

/** "a-b" -> "b-a": the same two cells the other way, for animating a move backwards. */
export function reverseMove(move) {
  return move.split("-").reverse().join("-");
}

/**
 * One history entry: the position, moves taken since the attempt began, how it was reached (kind "start",
 * "move", "restart"), the move string that led here, the engine's verdict on it, `assisted` (moves from hints or
 * the solver in this attempt), `attempt` (index of the entry the attempt began at) and `state`
 * (the engine's state reply for the position, filled in by main.js when known).
 */
function entry(fields) {
  return { move: null, verdict: null, assisted: 0, state: null, ...fields };
}

export class Game {
  #entries;
  #index = 0;

  /** @param {string} origin the position this game begins at (the puzzle's start, or a permalink's). */
  constructor(origin, originState = null) {
    this.#entries = [entry({ position: origin, moveCount: 0, kind: "start", attempt: 0, state: originState })];
  }

  get current() {
    return this.#entries[this.#index];
  }

  get origin() {
    return this.#entries[0].position;
  }

  /** The entry the current attempt began at (the start, or the last restart). */
  get attemptStart() {
    return this.#entries[this.current.attempt];
  }

  get canUndo() {
    return this.#index > 0;
  }

  get canRedo() {
    return this.#index < this.#entries.length - 1;
  }

  /** True when Restart would change something (a move was made since the attempt began). */
  get canRestart() {
    return this.current.position !== this.origin || this.current.moveCount > 0;
  }

  /** Record `move` (legal, already played by the engine) leading to `state.position`; drops the redo branch. */
  play(move, verdict, state, { assisted = false } = {}) {
    const before = this.current;
    this.#push(entry({
      position: state.position,
      moveCount: before.moveCount + 1,
      kind: "move",
      move,
      verdict,
      assisted: before.assisted + (assisted ? 1 : 0),
      attempt: before.attempt,
      state,
    }));
    return { from: before.position, to: state.position, move };
  }

  /** Back to the origin as a new, undoable step. */
  restart() {
    const before = this.current;
    this.#push(entry({
      position: this.origin,
      moveCount: 0,
      kind: "restart",
      attempt: this.#index + 1, // where #push puts it
      state: this.#entries[0].state,
    }));
    return { from: before.position, to: this.origin, move: null };
  }

  /** Take over from the solver: its `moves` (leading through `positions`, which start at the current one) join
   * the history as optimal, assisted moves, one undoable step each. */
  adopt(moves, positions) {
    const from = this.current.position;
    moves.forEach((move, step) => {
      const before = this.current;
      this.#push(entry({
        position: positions[step + 1],
        moveCount: before.moveCount + 1,
        kind: "move",
        move,
        verdict: "optimal",
        assisted: before.assisted + 1,
        attempt: before.attempt,
      }));
    });
    return { from, to: this.current.position, move: null };
  }

  undo() {
    if (!this.canUndo) return null;
    const leaving = this.current;
    this.#index -= 1;
    const move = leaving.kind === "move" ? reverseMove(leaving.move) : null;
    return { from: leaving.position, to: this.current.position, move };
  }

  redo() {
    if (!this.canRedo) return null;
    const from = this.current.position;
    this.#index += 1;
    const arriving = this.current;
    return { from, to: arriving.position, move: arriving.kind === "move" ? arriving.move : null };
  }

  /** Remember the engine's state for every entry at `position` (so undo and redo need no request). */
  remember(state) {
    for (const item of this.#entries) {
      if (item.position === state.position && item.state === null) item.state = state;
    }
  }

  /** Drop states that carry no distances (answered while the search was cancelled), so they are asked again. */
  forgetUnknownDistances() {
    for (const item of this.#entries) {
      if (item.state && item.state.known === false) item.state = null;
    }
  }

  #push(item) {
    this.#entries.length = this.#index + 1;
    this.#entries.push(item);
    this.#index += 1;
  }
}

/** The solution player: an optimal solution's positions and moves, and the step on show (0 = where it began). */
export class Playback {
  constructor({ moves, positions }) {
    this.moves = moves;
    this.positions = positions;
    this.step = 0;
    this.playing = true;
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

  get atStart() {
    return this.step === 0;
  }

  forward() {
    if (this.atEnd) return null;
    const move = this.moves[this.step];
    this.step += 1;
    return { from: this.positions[this.step - 1], to: this.positions[this.step], move };
  }

  back() {
    if (this.atStart) return null;
    this.step -= 1;
    return { from: this.positions[this.step + 1], to: this.positions[this.step], move: reverseMove(this.moves[this.step]) };
  }

  /** The moves and positions from the beginning to the step on show (what "take over" keeps). */
  taken() {
    return { moves: this.moves.slice(0, this.step), positions: this.positions.slice(0, this.step + 1) };
  }
}
