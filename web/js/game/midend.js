// game/midend.js: the one owner of the game on show (as the midend of Simon Tatham's collection): the puzzle and its
// size, the history (new games included, so Undo brings back the game left), the mode, the engine's answers and the
// requests in flight. Every act is a method ending in one change notification; views read `snapshot` and subscribe.

import { canUndo, current, judged } from "./history.js";
import * as steps from "./steps.js";
import { lockWords } from "./words.js";
import { Answers } from "./answers.js";
import { Watching } from "./watching.js";
import { Draft } from "./draft.js";
import { Opening } from "./opening.js";
import { playing } from "./playing.js";
import { EngineLife } from "./life.js";
import { clockOf, withClock } from "./clock.js";
import { startOf } from "./catalog.js";

export class Midend {
  #ports; // {engine, catalog, saved, animate(transition, speed), wait(ms), cancelWaits(), speed(), marks(name),
  //          cellName(entry, view, cell), slideFor(key, moves, geometry), geometry()}
  #subscribers = [];
  #puzzle = null; // the catalogue entry on show, resolved for its size
  #history = null;
  #games = new Map(); // puzzle key -> history: switching puzzles loses nothing
  #touched = [];
  #hint = null; // the move entry the first press of Hint showed
  #showOptimal = false;
  #note = { text: "", tone: "info" };
  #serial = 0; // bumped when another game is opened: answers about the one before are dropped
  #queue = Promise.resolve(); // acts that wait on the engine run one at a time, in order
  #settling = Promise.resolve(); // the state of the position on show, on its way
  #push = false; // the next address is a new entry of the browser's history (another puzzle was picked)
  #hidden = false; // the page is hidden: the clock pauses
  #parts;

  constructor(ports) {
    this.#ports = ports;
    const host = this.#host();
    this.#parts = { answers: new Answers(host), watching: new Watching(host), draft: new Draft(host),
      opening: new Opening(host), life: new EngineLife(host) };
  }

  subscribe(listener) { this.#subscribers.push(listener); } // listener(snapshot, {transition, push}), every change

  /** What views read: the game on show, read-only. */
  get snapshot() {
    const { answers, watching, draft } = this.#parts;
    const history = this.#history;
    return {
      puzzle: this.#puzzle, history, now: history ? current(history) : null, state: this.state,
      stateOf: (position) => answers.stateOf(this.#puzzle, position), args: (extra) => this.args(extra),
      touched: this.#touched, hint: this.#hint, showOptimal: this.#showOptimal, mode: this.mode,
      note: this.#note.lock && !this.lockReason() ? { text: "", tone: "info" } : this.#note,
      playback: watching.playback, solverMove: watching.solverMove, search: this.#search(), draft: draft.shown,
      cancelled: this.#puzzle ? answers.cancelled(this.#puzzle.key) : false, engineState: this.#parts.life.state,
      lockReason: this.lockReason(), canUndo: Boolean(history) && (canUndo(history) || this.#parts.opening.canGoBack),
      canNewGame: Boolean(history) && startOf(this.#puzzle).position !== current(history).position,
      clock: clockOf(history),
    };
  }

  /** "playing" (by the rules at least) | "editing" | "watching" (a solution on show) | "searching" (nothing known of
   * the position yet, its answer on its way). */
  get mode() {
    const { watching, draft } = this.#parts;
    if (watching.playback || draft.shown) return watching.playback ? "watching" : "editing";
    return this.#history && !this.state && this.#search() ? "searching" : "playing";
  }

  /** The engine's state of the position on show: full (`known`), or from the rules alone (`known` false: while its
   * search runs, after a Cancel); null before the engine has said anything about it. */
  get state() {
    if (!this.#history || this.#parts.opening.unchecked) return null;
    return this.#parts.answers.stateOf(this.#puzzle, current(this.#history).position);
  }

  /** The search in flight for the position on show (Answers.searchFor), or null. */
  #search() { return this.#parts.answers.searchFor(this.#puzzle, this.#parts.opening.position()); }

  /** Why the board takes no moves right now, or null when it does. */
  lockReason() {
    const { watching, draft, answers } = this.#parts;
    return lockWords({ playback: watching.playback, editing: Boolean(draft.shown), history: this.#history,
      state: this.state, cancelled: Boolean(this.#puzzle) && answers.cancelled(this.#puzzle.key),
      search: this.#search(), engineState: this.#parts.life.state });
  }

  lastInGroup(groupId) { return this.#parts.opening.lastInGroup(groupId); } // the puzzle last opened in a tab

  /** Resolves when every act asked for so far has finished and the state on show has arrived. */
  get idle() { return this.#queue.then(() => this.#settling); }

  // --- opening games (game/opening.js) ---------------------------------------------------------------------------
  open(request) { return this.#parts.opening.open(request); }
  /** A new game at `position` (random, hardest, by distance, a played edit): undoable; see Opening.openPosition. */
  openPosition(request) { return this.#parts.opening.openPosition(request); }
  replay(link) { return this.#parts.opening.replay(link); }

  // --- the engine's answers ----------------------------------------------------------------------------------------
  /** Ask for the state of the position on show when it is not known (Opening.settle). Not in the queue: acts go on
   * while a search runs (the board plays by the rules; a move supersedes the search). */
  #settle() {
    this.#settling = this.#parts.opening.settle().catch((error) => this.#failed(error));
    return this.#settling;
  }

  #about() { return { serial: this.#serial, position: this.#parts.opening.position() }; }

  /** Whether an answer asked about `about` still concerns what is on show (else it is dropped). */
  isCurrent(about) { return about.serial === this.#serial && this.#parts.opening.position() === about.position; }

  /** Arguments naming the puzzle on show for the engine (with its size for sized puzzles). */
  args(extra) {
    const args = { puzzle: this.#puzzle.id, ...extra };
    if (this.#puzzle.sizes) args.size = this.#puzzle.size;
    if (this.#parts.answers.cancelled(this.#puzzle.key)) args.distances = false; // the rules alone: no distances
    return args;
  }

  /** Acts that wait on the engine run one at a time; an act asked for on a game no longer on show is dropped. */
  #enqueue(action) {
    const serial = this.#serial;
    const run = this.#queue.then(() => (serial === this.#serial ? action() : undefined));
    this.#queue = run.catch((error) => this.#failed(error));
    return run;
  }

  #failed(error) {
    console.error("Puzzle Lab: an action failed", error);
    this.say(`Something went wrong: ${error.message}. Your game is kept: try again.`, "bad");
  }

  say(text, tone = "info") { this.#note = { text, tone }; return this.#changed(); }
  /** Why the board is locked, said while it is true: the note goes when the lock does (the solver loaded...). */
  #sayLocked() { this.#note = { text: this.lockReason(), tone: "warn", lock: true }; return this.#changed(); }

  /** The one change notification: the transition starts (the frame port), then every subscriber reads the game. */
  #changed(transition = null) {
    const now = Date.now();
    const clocked = withClock(this.#history, { solved: Boolean(this.state?.solved), hidden: this.#hidden, now });
    if (clocked !== this.#history) this.#keep(clocked);
    const drawn = transition ? this.#ports.animate(transition, this.#ports.speed()) : Promise.resolve();
    const change = { transition, push: this.#push };
    this.#push = false;
    const snapshot = this.snapshot;
    for (const listener of this.#subscribers) listener(snapshot, change);
    return drawn;
  }

  /** The one commit sequence: a new history (with its transition), the note, one change; then its state is asked. */
  #commit(change, text = "", tone = "info") {
    if (!change) return undefined;
    [this.#touched, this.#hint] = [[], null];
    this.#keep(change.history);
    this.#note = { text, tone };
    const drawn = this.#changed(change.transition);
    this.#settle();
    return drawn;
  }

  #keep(history) {
    this.#history = history;
    if (!history) return;
    this.#games.set(this.#puzzle.key, history);
    if (!this.#parts.opening.unchecked) this.#ports.saved.store(this.#puzzle.key, history);
  }

  /** Show `history` of `entry` (null: nothing to draw yet), then ask for its state. */
  #show(entry, history, push) {
    const same = this.#puzzle && this.#puzzle.key === entry.key && this.#history && history;
    const transition = same ? { from: current(this.#history).view, to: current(history).view, move: null } : null;
    this.#puzzle = entry;
    this.#push = push;
    this.#keep(history);
    this.#changed(transition);
    return this.#settle();
  }

  /** The narrow interface the midend's parts (answers, watching, draft, opening, playing) act through. */
  #host() {
    const parts = () => this.#parts;
    return {
      ports: this.#ports, engine: () => this.#ports.engine, puzzle: () => this.#puzzle, history: () => this.#history,
      state: () => this.state, about: () => this.#about(), isCurrent: (about) => this.isCurrent(about),
      search: () => this.#search(), settled: (position) => parts().answers.settled(this.#puzzle, position),
      settledOn: (position) => parts().answers.settledOn(this.#puzzle, position),
      args: (extra) => this.args(extra), idle: () => this.idle, lockReason: () => this.lockReason(),
      stateOf: (position) => parts().answers.stateOf(this.#puzzle, position),
      remember: (state) => parts().answers.remember(this.#puzzle, state),
      fetchStates: (positions) => parts().answers.fetchStates(this.#puzzle, positions, (extra) => this.args(extra)),
      touched: () => this.#touched, hint: () => this.#hint, showOptimal: () => this.#showOptimal,
      judge: (verdict) => this.#keep(judged(this.#history, verdict)), hideOptimal: () => { this.#showOptimal = false; },
      setPick: (touched, hint = null) => { this.#touched = touched; this.#hint = hint; },
      note: (text, tone = "info") => { this.#note = { text, tone }; },
      say: (text, tone) => this.say(text, tone), sayLocked: () => this.#sayLocked(),
      openPosition: (request) => parts().opening.openPosition(request),
      changed: (transition) => this.#changed(transition),
      commit: (change, text, tone) => this.#commit(change, text, tone), enqueue: (action) => this.#enqueue(action),
      ways: () => ({ canUndo: canUndo(this.#history), canNewGame: this.snapshot.canNewGame }),
      games: () => this.#games, show: (entry, history, push) => this.#show(entry, history, push),
      adopt: (entry, history) => { this.#puzzle = entry; this.#keep(history); },
      restore: (entry, history) => (history ? this.#keep(history) : this.#games.delete(entry.key)),
      leaveModes: () => { // another game opens: answers about the one before are dropped
        this.#serial += 1;
        parts().watching.leave();
        parts().draft.close();
        [this.#touched, this.#hint] = [[], null];
      },
      searchAgain: (entry) => parts().answers.again(entry),
      check: (entry, position) => parts().draft.check(entry, position, null),
      forget: () => parts().answers.forget(), leaveSolution: () => parts().watching.leave(),
      noteText: () => this.#note.text, settle: () => this.#settle(), engineState: () => this.#parts.life.state,
      askState: (args, about) => parts().answers.state(this.#puzzle, args, about),
      edit: (position) => parts().draft.open(this.#puzzle, position, current(this.#history).view),
    };
  }

  // --- acts of play (game/playing.js) ------------------------------------------------------------------------------
  /** A cell touched (clicked, tapped, Enter), or swiped from by (dx, dy) px: the editor's when it is open. */
  touch(cell, dx = 0, dy = 0) {
    if (this.#parts.draft.shown) return this.#parts.draft.touch(cell);
    const swiped = dx !== 0 || dy !== 0;
    return this.#enqueue(() => (swiped ? playing.swipe(this.#host(), cell, dx, dy, this.#ports.geometry())
      : playing.touch(this.#host(), cell)));
  }

  /** A click beside the board: let go of what was picked. */
  touchAway() {
    if (this.#touched.length === 0) return;
    this.#touched = [];
    this.say("");
  }
  /** The page hidden or shown again: the clock pauses while no one can play. */
  pageHidden(hidden) { this.#hidden = hidden; this.#changed(); }

  finish() { return this.#enqueue(() => playing.finish(this.#host())); }
  hint() { return this.#enqueue(() => playing.hint(this.#host())); }
  /** An arrow key: true when it slides a tile (sliding boards), false when the cursor should move instead. */
  arrow(key, shift) { return playing.arrow(this.#host(), key, shift, this.#ports.geometry()); }
  /** Whether touching `cell` could do something (for the pointer cursor). */
  isLive(cell) { return !this.lockReason() && playing.isLive(this.state, null, cell); }

  /** "Show all optimal moves": ticked, the moves not checked yet (the 15-puzzle checks them when asked) are asked. */
  setShowOptimal(on) { this.#showOptimal = on; this.#changed(); if (this.#parts.answers.toggled(on)) this.#settle(); }

  // --- steps through the history (game/steps.js) -----------------------------------------------------------------
  undo() {
    const { opening } = this.#parts;
    if (this.#history && !canUndo(this.#history) && opening.canGoBack && !this.#locked()) return opening.goBack();
    return this.#step(steps.undo);
  }
  redo() { return this.#step(steps.redo); }
  restart() { return this.#step(steps.restart); }
  newGame() { return this.#step((history) => steps.newGame(history, startOf(this.#puzzle))); }
  goTo(index) { return this.#step((history) => steps.goTo(history, index)); }

  /** Whether history steps wait: a solution or the editor on show, a link's position being checked. */
  #locked() {
    const { watching, draft, opening } = this.#parts;
    return Boolean(watching.playback || draft.shown || opening.unchecked);
  }

  #step(make) {
    return this.#enqueue(() => {
      if (!this.#history) return undefined;
      if (this.#locked()) return this.#sayLocked();
      const [change, text] = make(this.#history);
      return this.#commit(change, text);
    });
  }

  // --- a solution on show (game/watching.js), searches (game/answers.js) --------------------------------------------
  solve() { return this.#enqueue(() => this.#parts.watching.solve()); }
  playPause() { this.#parts.watching.playPause(); }
  stepBy(direction) { this.#parts.watching.stepBy(direction); }
  takeOver() { return this.#parts.watching.takeOver(); }
  stop() { this.#parts.watching.stop(); }

  cancelSearch() { this.#parts.answers.cancel(); }

  /** Search again pressed: forget the cancel and the rules-only states, and ask anew. */
  searchAgain() {
    if (!this.#puzzle) return undefined;
    this.#parts.answers.again(this.#puzzle);
    this.#changed();
    return this.#settle();
  }

  // --- the editor: a mode of the game (game/draft.js); the game waits underneath, untouched ------------------------
  edit() { return this.#parts.draft.edit(); }
  editDraft(position) { return this.#parts.draft.set(position, { typed: true }); }
  editBrush(char) { this.#parts.draft.brush(char); }
  leaveEdit() { this.#parts.draft.leave(); }
  /** Play from here: the draft opens as a new game of the history (Undo brings the game before back). */
  playDraft() { return this.#parts.draft.play(); }

  // --- the engine's life (game/life.js): one place for boots, crashes and recovery ---------------------------------
  engineReady(how) { return this.#parts.life.ready(how); }
  engineFailed() { this.#parts.life.failed(); }
  engineFault(fault) { return this.#parts.life.fault(fault); }
}
