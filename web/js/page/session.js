// page/session.js: the glue for the game on show: which puzzle (a catalogue entry at a size), its history, the
// engine's states of its positions, what is touched or hinted, the note of the last action. Opens puzzles and links
// (resuming kept games), keeps the engine's answers, and brings board, status and address in step (refresh).

import { boardFor } from "../boards/index.js";
import { current, at, canRedo, canRestart, canUndo, createHistory, attemptStart } from "../game/history.js";
import { deadEndNote, finishing, targets } from "../game/controller.js";
import { finishWords } from "./finish.js";
import { earlyView, linkSize, startOf } from "./catalog.js";
import { formatFragment } from "./router.js";
import { Preparer } from "./prepare.js";

export class Session {
  /** parts: {engine, boot, catalog, board (BoardView), status, picker, router, saved, marks(name), tools (the
   * player's panels, page/tools.js: refreshed with the game)} */
  constructor(parts) {
    Object.assign(this, parts);
    this.puzzle = null; // the catalogue entry on show, resolved for its size
    this.drawer = null;
    this.history = null;
    this.games = new Map(); // puzzle key -> history: switching puzzles loses nothing
    this.states = new Map(); // "key|position" -> the engine's state of it
    this.touched = [];
    this.hint = null; // a move entry shown by the first press of Hint
    this.showOptimal = false;
    this.note = { text: "", tone: "info" };
    this.playback = null; // game/playback.js Playback while the solver's board is on show
    this.solverMove = null; // the solver's last move shown (the board marks it)
    this.epoch = 0; // bumped whenever another game is opened: replies about the old one are dropped
    this.chain = Promise.resolve(); // moves, undo, hints...: one at a time, in order
    this.pendingOpen = null; // an open waiting on the engine (repeated after Retry)
    this.pushAddress = false; // the next address written is a new history entry (the player switched puzzles)
    this.lastInGroup = new Map(); // group id -> the puzzle id last opened in it
    this.preparer = new Preparer(this);
  }

  get state() {
    const state = this.history ? this.stateOf(current(this.history).position) : null;
    // A puzzle prepared per position keeps rules-only states for drawing (a solution's steps, a move on its way
    // to its search): not the state of the game until its search is done or cancelled.
    if (state && state.known === false && this.puzzle.prepare === "position" && !this.preparer.cancelled(this.puzzle.key)) return null;
    return state;
  }

  stateOf(position) {
    return this.states.get(`${this.puzzle.key}|${position}`) ?? null;
  }

  remember(state) {
    this.states.set(`${this.puzzle.key}|${state.position}`, state);
  }

  /** Arguments naming the puzzle on show for the engine (with its size for sized puzzles). */
  args(extra) {
    const args = { puzzle: this.puzzle.id, ...extra };
    if (this.puzzle.sizes) args.size = this.puzzle.size;
    if (this.preparer.cancelled(this.puzzle.key)) args.distances = false; // the rules alone: moves, no distances
    return args;
  }

  enqueue(action) {
    const run = this.chain.then(action);
    this.chain = run.catch((error) => {
      console.error("Puzzle Lab: an action failed", error);
      this.say(`Something went wrong: ${error.message}`, "bad");
    });
    return run;
  }

  say(text, tone = "info") {
    this.note = { text, tone };
    this.refresh();
  }

  /**
   * Open a puzzle. source "picker" (a tab, a variant, a size) and "ours" (Back, Forward, reload onto an address this
   * page wrote) resume the game kept for it; "link" opens `position` fresh (checked by the engine, falling back to the
   * start with a message); "start" opens the start. `notice` is shown once it is open, in `noticeTone`.
   */
  async open({ id, size = null, position = null, source, notice = null, noticeTone = "bad" }) {
    const entry = this.catalog.resolve(id, size ?? this.catalog.impliedSize(id, position));
    if (!entry) return;
    const epoch = ++this.epoch;
    this.leavePlayback();
    this.touched = [];
    this.hint = null;
    this.note = notice ? { text: notice, tone: noticeTone } : { text: "", tone: "info" };
    this.pushAddress = source === "picker" && this.puzzle !== null && this.puzzle.key !== entry.key;
    const group = this.catalog.groupOf(entry.id);
    if (group) this.lastInGroup.set(group.id, entry.id);
    const resumed = (source === "picker" || source === "ours") && this.#kept(entry, position);
    if (resumed) {
      this.pendingOpen = null;
      this.show(entry, resumed);
      if (await this.preparer.prepare(entry, epoch, current(resumed).position)) this.ensureState();
      return;
    }
    // Paint at once what can be painted: the link's position, or the start the catalogue knows.
    const early = position === null ? startOf(entry) : { position, view: earlyView(entry, position) };
    if (early.view !== null && early.view !== undefined) this.show(entry, createHistory(early.position, early.view));
    else this.say(`Opening ${entry.title}…`);
    this.pendingOpen = { id, size, position, source, notice, noticeTone };
    const args = { puzzle: id };
    if (position !== null) args.position = position;
    // The size goes with a position only where its text does not imply it; elsewhere the engine reads it from the
    // position and says what is wrong with a bad one.
    if (entry.sizes && (position === null || linkSize(entry) !== null || size !== null)) args.size = entry.size;
    let state;
    this.preparer.fresh(entry);
    try {
      if (!(await this.preparer.prepare(entry, epoch, position))) return;
      state = await this.engine.latest("open", "state", args);
    } catch (error) {
      if (epoch !== this.epoch || !this.engine.isReady) return; // an engine failure: the banner says so
      // A position that can't reach the goal opens in the editor, saying why (page/editor.js).
      if (position !== null && this.tools && (await this.tools.unplayable(this, entry, position))) return;
      if (epoch !== this.epoch) return;
      this.open({ id, size: entry.size, source: "start", notice: `That link's position can't be opened: ${error.message}. Showing the start instead.` });
      return;
    }
    if (state === undefined || epoch !== this.epoch) return;
    this.pendingOpen = null;
    if (early.view === null || early.view === undefined) this.note = notice ? { text: notice, tone: noticeTone } : { text: "", tone: "info" };
    const opened = this.catalog.resolve(id, state.size ?? entry.size);
    const shown = this.history && this.puzzle.key === opened.key ? this.history : null;
    this.puzzle = opened;
    this.remember(state);
    if (shown && shown.entries.length === 1 && current(shown).position === state.position) {
      this.stateArrived();
    } else {
      this.show(opened, createHistory(state.position, state.view));
      this.stateArrived();
    }
  }

  /** The game kept for `entry` (in memory, else in storage) at `position` (null: where it was), or null. */
  #kept(entry, position) {
    let history = this.games.get(entry.key) ?? null;
    if (!history) {
      const saved = this.saved.load(entry.key);
      if (saved && saved.damaged) {
        this.note = { text: `Your saved game of ${entry.title} could not be read (${saved.damaged}), so it starts afresh.`, tone: "warn" };
      }
      history = saved && saved.history ? saved.history : null;
    }
    if (!history || position === null) return history;
    return at(history, position);
  }

  /** Show `history` of `entry`: drawer, board, picker, then everything else (refresh). */
  show(entry, history) {
    this.puzzle = entry;
    this.drawer = boardFor(entry.board);
    this.history = history;
    this.games.set(entry.key, history);
    this.picker.show(entry, this.drawer);
    this.board.setBoard(entry, this.drawer, current(history).view);
    this.refresh();
  }

  /** A new history for the game on show (a move, undo...): kept in memory and storage. */
  commit(history) {
    this.history = history;
    this.games.set(this.puzzle.key, history);
    this.saved.store(this.puzzle.key, history);
  }

  /** Ask the engine about the position on show if its state is not known yet (after undo, a restore, a retry). */
  async ensureState() {
    if (!this.history || this.state || this.boot.state === "failed") return;
    const position = current(this.history).position;
    const epoch = this.epoch;
    if (!this.preparer.ready(this.puzzle.key, position)) {
      if (this.puzzle.prepare !== "position") return; // the puzzle's search is running
      try { // this position's search (page/prepare.js), then its state
        if (!(await this.preparer.prepare(this.puzzle, epoch, position)) || this.state) return;
      } catch (error) {
        if (epoch === this.epoch) this.say(error.message, "bad");
        return;
      }
      if (current(this.history).position !== position) return;
    }
    let state;
    try {
      state = await this.engine.latest("state", "state", this.args({ position }));
    } catch (error) {
      if (epoch !== this.epoch || !this.engine.isReady) return;
      // A position that can never reach the goal (a link to a searched puzzle) opens in the editor, saying why.
      if (this.tools && (await this.tools.unplayable(this, this.puzzle, position))) return;
      if (epoch !== this.epoch) return;
      // A kept game whose position the engine refuses (an older version's data): back to the start.
      this.open({ id: this.puzzle.id, size: this.puzzle.size, source: "start", notice: `The saved position can't be opened: ${error.message}. Showing the start instead.` });
      return;
    }
    if (state === undefined || epoch !== this.epoch) return;
    this.remember(state);
    this.stateArrived();
  }

  stateArrived() {
    if (this.boot.state === "ready" && this.state) {
      this.marks("moves-enabled");
      this.boot.done();
    }
    this.refresh();
  }

  /** Why the board takes no moves right now, or null when it does. */
  lockReason() {
    if (this.playback) {
      return this.playback.playing
        ? "The board is locked while the solution plays: pause it and press Take over to play on from there."
        : "The board is locked while the solution is shown: press Take over to play from this step, or Stop to go back to your game.";
    }
    if (!this.history) return "One moment: the puzzle is being set up.";
    if (this.state) return null;
    if (this.preparer.cancelled(this.puzzle.key)) return "One moment: getting the legal moves.";
    if (this.preparer.searching && this.boot.state === "ready") return `One moment: the solver is searching ${this.preparer.searching}.`;
    return this.boot.state === "failed"
      ? "The solver didn't load, so moves are off: press Retry above."
      : "The solver is still loading: moves open in a moment.";
  }

  /** The ways back the buttons offer now (for dead-end words). */
  ways() {
    const start = startOf(this.puzzle);
    return { canUndo: canUndo(this.history), canNewGame: start.position !== current(this.history).position };
  }

  /** Bring counters, message, buttons, board marks, player and address in step with the game; redraw. */
  refresh() {
    const history = this.history;
    if (!history) {
      this.status.setMessage(this.note.text, this.note.tone);
      return;
    }
    const now = current(history);
    const state = this.state;
    const playback = this.playback;
    const cancelled = this.preparer.cancelled(this.puzzle.key);
    const found = this.puzzle.prepare === "position" && this.preparer.searching ? this.preparer.found : undefined; // page/prepare.js
    let optimal = found === undefined ? "Optimal: …" : found === null ? "Optimal: searching…" : `Optimal: ${found}, checking moves…`;
    if ((!state || state.known === false) && cancelled) optimal = "Optimal: —, search cancelled";
    else if (state) optimal = `Optimal: ${state.distance === null ? "—" : state.distance}`;
    this.status.setCounters(playback ? playback.counters() : { moves: `Moves: ${now.moveCount}`, optimal });

    let { text, tone } = this.note;
    if (!playback && state && state.solved) {
      const start = this.stateOf(attemptStart(history).position);
      const solved = finishWords(history, start ? start.distance : null);
      text = text ? `${solved} ${text}` : solved;
      tone = "solved";
    } else if (!playback && !text && state && state.distance === null && state.known !== false) {
      // A proven dead end says so (red); a position off the best says what is known, calmly (the summary).
      ({ text, tone } = state.dead_end || !state.summary ? deadEndNote(state, this.ways()) : { text: "", tone: "warn" });
    }
    if (!text && !state && this.boot.state === "loading") text = "The solver is loading: moves open in a moment.";
    if (!playback && state && state.summary) text = text ? `${text} ${state.summary}` : state.summary;
    this.status.setMessage(text, tone);

    const live = this.boot.state === "ready" && state !== null && !playback;
    this.status.setButtons({
      undo: !playback && canUndo(history),
      redo: !playback && canRedo(history),
      restart: !playback && canRestart(history),
      newGame: !playback && this.ways().canNewGame,
      hint: live,
      solve: live,
    }, playback ? "hidden" : "on");
    this.status.setPlayer(playback);
    this.status.setFinish(!playback && state ? finishing(this.touched, state.moves) : null);
    this.board.mark(playback ? { lastMove: this.solverMove ?? null } : {
      touched: this.touched,
      targets: state ? targets(this.touched, state.moves) : [],
      hint: this.hint,
      optimal: this.showOptimal && state ? state.moves.filter((move) => move.optimal) : [],
      lastMove: now.kind === "move" ? now.move : null,
      annotations: state ? state.annotations ?? null : null,
    });
    if (!playback) this.writeAddress();
    if (this.tools) this.tools.refresh(this);
  }

  writeAddress() {
    const position = current(this.history).position;
    const lab = Boolean(this.lab && this.lab.shows(this.puzzle, position)); // the lab open on it: "/lab" (page/lab.js)
    const fragment = formatFragment(this.puzzle.id, position, linkSize(this.puzzle), { lab });
    this.router.show(fragment, this.puzzle.key, { push: this.pushAddress });
    this.pushAddress = false;
    this.status.setPermalink(fragment);
  }

  leavePlayback() {
    if (!this.playback) return;
    this.playback.pause();
    this.board.loop.cancelWaits();
    this.playback = null;
    this.solverMove = null;
  }
}
