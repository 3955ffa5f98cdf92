// game/midend.js: the one owner of the game on show (as the midend of Simon Tatham's collection). It holds the game
// as one value (game/game.js) and is the only code that replaces it: each act is a transition of one of its parts,
// (game, input, env) -> {game, requests}; the requests go to game/effects.js, whose answers come back tagged and are
// applied the same way. After each change it asks what the position on show needs and tells its subscribers once.

import { canUndo } from "./history.js";
import * as steps from "./steps.js";
import { startOf } from "./catalog.js";
import { initialGame, locked, position, say, sayLocked, stateOn, withHistory } from "./game.js";
import { snapshotOf } from "./snapshot.js";
import { withClock } from "./clock.js";
import { Effects } from "./effects.js";
import { Queries } from "./queries.js";
import * as answers from "./answers.js";
import * as opening from "./opening.js";
import * as playing from "./playing.js";
import * as hints from "./hints.js";
import * as watching from "./watching.js";
import * as draft from "./draft.js";
import * as life from "./life.js";
import { msg } from "../i18n/t.js";

/** Who answers each tag's `on` (what a request was for). */
const HANDLERS = { ...answers.handlers, ...opening.handlers, ...playing.handlers, ...hints.handlers,
  ...watching.handlers, ...draft.handlers };
/** Acts a part may ask for ({to: "act", name, input}): queued behind the act waiting on the engine, like the
 * person's. */
const ACTS = { lateVerdict: playing.lateVerdict, replay: playing.replay, say: life.sayAct };
const none = (game) => ({ game, requests: [] });

/** Undo, Redo, Restart, New game and a jump in the history (game/steps.js) as transitions: they wait while a solution
 * or the editor is on show, or a link's position is being checked. */
const stepping = (make) => (game) => {
  if (!game.history) return none(game);
  if (locked(game)) return sayLocked(game);
  const [change, text] = make(game);
  return change ? playing.committed(game, change, text) : none(game);
};

export class Midend {
  #game = initialGame();
  #env; // read-only: {catalog, saved, placeName(entry, view, cell), onward(entry, cells), slideFor, geometry(),
  // speed(), now()}
  #effects;
  #queries;
  #subscribers = [];
  #waiting = []; // acts asked while another waits on the engine: {serial, transition, input}, in order
  #draining = false;

  /** ports: {engine, catalog, saved, animate(transition, speed), wait(ms), cancelWaits(), speed(), marks(name),
   * panel(name), placeName(entry, view, cell) (the board's name of a cell: "a4", "pad 3"), onward(entry, cells) (what
   * the status says of the cells that go on from a pick), slideFor(key, moves, geometry), geometry()} */
  constructor(ports) {
    const { catalog, saved, placeName, onward, slideFor, geometry, speed } = ports;
    this.#env = { catalog, saved, placeName, onward, slideFor, geometry, speed, now: () => performance.now() };
    this.#effects = new Effects(ports, (input) => this.#answer(input));
    this.#queries = new Queries(ports.engine, () => this.#notify(false));
  }

  subscribe(listener) { this.#subscribers.push(listener); } // listener(snapshot, {push}), once per change

  /** What views read: the game on show, read-only (game/snapshot.js). */
  get snapshot() { return snapshotOf(this.#game); }

  lastInGroup(groupId) { return this.#game.lastInGroup[groupId] ?? null; } // the puzzle last opened in a tab
  /** Tell the subscribers again, nothing changed (the page's language did: every view words itself anew). */
  redraw() { this.#notify(false); }

  // --- the one door: a transition applied, its requests sent, one change told ----------------------------------
  #apply({ game, requests, quiet = false }) {
    const before = this.#game;
    const settled = answers.settle(game); // the position on show: its state asked for when it is not known
    game = settled.game;
    requests = [...requests, ...settled.requests];
    if (game.history) {
      const clocked = withClock(game.history, { solved: Boolean(stateOn(game)?.solved), hidden: game.hidden,
        now: Date.now() });
      if (clocked !== game.history) game = withHistory(game, clocked);
    }
    if (game.history && !game.link && (game.history !== before.history || before.link)) {
      requests.push({ to: "save", key: game.puzzle.key, history: game.history });
    }
    this.#game = { ...game, push: false };
    const frames = requests.filter((request) => request.to === "frame");
    this.#effects.run(frames); // the board starts drawing the change before the views read it
    if (!quiet || settled.requests.length > 0) this.#notify(game.push);
    this.#effects.run(requests.filter((request) => request.to !== "frame" && request.to !== "act"));
    for (const request of requests.filter((one) => one.to === "act")) this.#act(ACTS[request.name], request.input);
    this.#drain();
  }

  #notify(push) {
    const snapshot = this.snapshot;
    for (const listener of this.#subscribers) listener(snapshot, { push });
  }

  /** Apply `transition` now (acts that never wait on the engine's answer to an earlier act). */
  #now(transition, input = {}) {
    this.#apply(transition(this.#game, input, this.#env));
  }

  /** An act: applied now, or after the act waiting on the engine has its answer (acts run one at a time, in order;
   * one asked for a game no longer on show is dropped). */
  #act(transition, input = {}) {
    if (this.#game.busy) this.#waiting.push({ serial: this.#game.serial, transition, input });
    else this.#now(transition, input);
  }

  #drain() {
    if (this.#draining) return;
    this.#draining = true;
    while (!this.#game.busy && this.#waiting.length > 0) {
      const next = this.#waiting.shift();
      if (next.serial === this.#game.serial) this.#now(next.transition, next.input);
    }
    this.#draining = false;
  }

  /** Something asked came back: applied by the part that asked (the tag's `on`), unless it is about a game, an act or
   * a position no longer on show (dropped: the act waiting for it, if any, lets the next one go). */
  #answer(input) {
    const game = this.#game;
    const { tag } = input;
    const stale = tag.serial !== game.serial || (tag.act && tag !== game.busy)
      || (tag.position !== undefined && tag.position !== position(game));
    if (stale) {
      if (tag === game.busy) this.#apply({ game: { ...game, busy: null }, requests: [], quiet: true });
      return;
    }
    const handler = input.kind === "progress" ? answers.handlers.progress : HANDLERS[tag.on];
    try {
      this.#apply(handler(game, input, this.#env));
    } catch (error) { // a bug: said, logged, and the game kept
      this.#apply({ game: say({ ...game, busy: null }, msg("midend.bug", { why: error.message }), "bad"),
        requests: [{ to: "log", error }] });
    }
  }

  // --- the engine's answers for the panels (game/queries.js) ---------------------------------------------------
  known(kind, args) { return this.#queries.known(kind, args); }
  ask(kind, args) { return this.#queries.ask(kind, args); }
  job(kind, args, options) { return this.#queries.job(kind, args, options); }

  // --- opening games (game/opening.js) -------------------------------------------------------------------------
  /** Open a puzzle or a position (opening.open); `since`: the serial it was asked under (the snapshot's): dropped
   * when another game opened meanwhile (an answer the panel waited for came too late). */
  open(request) { if (this.#current(request)) this.#now(opening.open, request); }
  /** A new game at a position (random, hardest, a daily, a played edit), begun as its `origin` says; `since` as
   * open's. */
  openPosition(request) { if (this.#current(request)) this.#now(opening.openPosition, request); }
  #current({ since }) { return since === undefined || since === this.#game.serial; }
  replay(link) { this.#now(opening.openReplay, link); }
  /** A day solved before, shown again where it was solved (opening.resumeDay); `since` as open's. */
  resumeDay(request) { if (this.#current(request)) this.#now(opening.resumeDay, request); }
  /** A new game the engine deals (opening.deal): random, at a distance, at a level. */
  deal(request) { this.#now(opening.deal, request); }

  // --- acts of play (game/playing.js) ---------------------------------------------------------------------------
  /** A cell touched (clicked, tapped, Enter), or swiped from by (dx, dy) px: the editor's when it is open. */
  touch(cell, dx = 0, dy = 0) {
    if (this.#game.draft) return this.#now(draft.touchDraft, { cell });
    const swiped = dx !== 0 || dy !== 0;
    return this.#act(swiped ? playing.swipe : playing.touch, { cell, dx, dy });
  }
  /** A click beside the board: let go of what was picked. */
  touchAway() {
    if (this.#game.pick.touched.length === 0) return;
    this.#now((game) => none(say({ ...game, pick: { ...game.pick, touched: [] } }, "")));
  }
  /** The page hidden or shown again: the clock pauses while no one can play. */
  pageHidden(hidden) { this.#now((game) => none({ ...game, hidden })); }
  finish() { this.#act(playing.finish); }
  hint() { this.#act(hints.hint); }
  /** An arrow key: true when it slides a tile (sliding boards), false when the cursor should move instead. */
  arrow(key, shift) {
    const slides = playing.arrowSlides(this.#game, { key, shift }, this.#env);
    if (slides) this.#act(playing.arrow, { key });
    return slides;
  }
  /** A piece dragged from `from` and let go over `to` (null: off the board), on boards that take drags. */
  drop(from, to) { if (!this.#game.draft) this.#act(playing.drop, { from, to }); }
  /** The move that drop would make (the drag's picture shows where), or null. */
  dropMove(from, to) { return playing.dropMove(this.#game, { from, to }); }
  /** Whether touching `cell` could do something (for the pointer cursor). */
  isLive(cell) { return playing.isLive(this.#game, cell); }
  /** "Show all optimal moves": ticked, the moves not checked yet (the 15-puzzle checks them when asked) are asked. */
  setShowOptimal(on) { this.#now(answers.toggleOptimal, { on }); }
  say(text, tone = "info") { this.#now((game) => none(say(game, text, tone))); }

  // --- steps through the history (game/steps.js) ----------------------------------------------------------------
  undo() {
    this.#act((game, input, env) => (game.history && !canUndo(game.history) && game.cameFrom.length > 0
      && !locked(game) ? opening.goBack(game, input, env) : stepping((one) => steps.undo(one.history))(game)));
  }
  redo() { this.#act(stepping((game) => steps.redo(game.history))); }
  restart() { this.#act(stepping((game) => steps.restart(game.history))); }
  newGame() { this.#act(stepping((game) => steps.newGame(game.history, startOf(game.puzzle)))); }
  goTo(index) { this.#act(stepping((game) => steps.goTo(game.history, index))); }

  // --- a solution on show (game/watching.js), searches (game/answers.js) -----------------------------------------
  solve() { this.#act(watching.solve); }
  playPause() { this.#now(watching.playPause); }
  stepBy(direction) { this.#now(watching.stepBy, { direction }); }
  takeOver() { this.#act(watching.takeOver); }
  stop() { this.#now(watching.stop); }
  cancelSearch() { this.#now(answers.cancel); }
  searchAgain() { this.#now(answers.searchAgain); }

  // --- the editor: a mode of the game (game/draft.js); the game waits underneath, untouched ----------------------
  edit() { if (!this.#game.draft) this.#now(draft.openDraft); }
  editDraft(text) { this.#now(draft.setDraft, { position: text, typed: true }); }
  editBrush(char) { this.#now(draft.brush, { char }); }
  leaveEdit() { if (this.#game.draft) this.#now(draft.leaveDraft); }
  /** Play from here: the draft opens as a new game of the history (Undo brings the game before back). */
  playDraft() {
    const request = draft.playDraftRequest(this.#game);
    if (request) this.#now(opening.openPosition, request);
  }

  // --- the engine's life (game/life.js): boots, crashes and recovery --------------------------------------------
  engineReady(how = {}) {
    if (how.again) this.#queries.forgetFailures();
    this.#now(life.ready, how);
  }
  engineFailed() { this.#now(life.failed); }
  /** The solver crashed or hung: returns the words for the boot banner. */
  engineFault(fault) {
    this.#now(life.fault, fault);
    return life.faultWords(fault);
  }
}
