// page/present.js: the game's views kept in step with the midend: board (the game, the draft or the solution),
// counters, message, buttons, the solution player, the search banner, the address and the panels. It reads the
// midend's snapshot on each change and writes nothing back: acts go to the midend's methods.

import { boardFor } from "../boards/index.js";
import { attemptStart, canRedo, canRestart } from "../game/history.js";
import { deadEndNote, finishing, targets } from "../game/controller.js";
import { finishWords } from "./finish.js";
import { distanceWords, draftWords, movesWords } from "../game/words.js";
import { clockText, elapsedMs } from "../game/clock.js";
import { linkSize } from "../game/catalog.js";
import { formatFragment } from "../address/router.js";
import { msg, words } from "../i18n/t.js";

const NO_MARKS = { touched: [], targets: [], hint: null, optimal: [], lastMove: null, annotations: null };

/** What the counters say: {moves, optimal} (the distance's words: game/words.js). */
function counters(game) {
  if (game.playback) return game.playback.counters();
  if (game.draft) return draftWords(game.draft.standing); // the position being set up, not the game underneath
  return { moves: movesWords(game.now.moveCount), optimal: distanceWords(game) };
}

/** The message: {text, tone}; its parts (the note, the finish, the summary...) are messages or text, worded here. */
function message(game) {
  const { state, playback, history, note } = game;
  const same = (one, other) => JSON.stringify(one) === JSON.stringify(other);
  if (game.draft) { // what the editor's position is, then why Hint and Solve wait; after a note of the editor's own
    const { verdict } = game.draft;
    const said = note.text && !same(note.text, game.lockReason) ? [note.text] : [];
    return { text: words([...said, verdict.text, game.lockReason]), tone: said.length ? note.tone : verdict.tone };
  }
  let parts = note.text ? [note.text] : [];
  let tone = note.tone;
  const ways = { canUndo: game.canUndo, canNewGame: game.canNewGame };
  if (!playback && state && state.solved) {
    const start = game.stateOf(attemptStart(history).position);
    parts = [finishWords(history, start ? start.distance : null), ...parts];
    tone = "solved";
  } else if (!playback && parts.length === 0 && state && state.distance === null && state.known !== false) {
    // A proven dead end says so (red); a position off the best says what is known, calmly (the summary).
    const said = state.dead_end || !state.summary ? deadEndNote(state, ways) : { text: "", tone: "warn" };
    parts = said.text ? [said.text] : [];
    tone = said.tone;
  }
  if (parts.length === 0 && !state && game.engineState === "loading") parts = [msg("status.solver_loading")];
  // The position's summary follows the message, except a hint's: on a phone the box holds three lines, the hint first.
  if (!playback && state && state.summary && tone !== "hint") parts = [...parts, state.summary_words ?? state.summary];
  return { text: words(parts), tone };
}

export class Presenter {
  #parts; // {board, status, router, picker, tools, boot, lab, daily}
  #shown = null; // {key, drawer} of the board on show
  #target = null; // the view (as JSON text) the board shows or is animating to

  constructor(parts) {
    this.#parts = parts;
  }

  /** The midend's frame port: animate `transition` ({from, to, move}); resolves when drawn. */
  animate(transition, speed) {
    this.#target = JSON.stringify(transition.to);
    return this.#parts.board.animate(transition, speed);
  }

  /** Draw `game` (the midend's snapshot); `change.transition` animates (the midend awaits it), `change.push` makes the
   * address a new entry of the browser's history. */
  update(game, change) {
    const { board, status, boot, tools, picker } = this.#parts;
    if (!game.history) {
      status.setMessage(game.note.text, game.note.tone);
      return;
    }
    const entry = game.puzzle;
    const view = this.#view(game);
    if (!this.#shown || this.#shown.key !== entry.key) {
      const drawer = boardFor(entry.board);
      this.#shown = { key: entry.key, drawer };
      picker.show(entry, drawer);
      board.setBoard(entry, drawer, view);
      this.#target = JSON.stringify(view);
    } else if (JSON.stringify(view) !== this.#target) { // a jump (a draft, Stop): no transition to animate
      this.#target = JSON.stringify(view);
      board.show(view);
    }
    const { state, playback, draft } = game;
    status.setCounters(counters(game));
    this.tick(game);
    const { text, tone } = message(game);
    status.setMessage(text, tone);
    const live = !game.lockReason && state !== null;
    const free = !playback && !draft;
    status.setButtons({
      undo: free && game.canUndo, redo: free && canRedo(game.history),
      restart: free && canRestart(game.history), newGame: free, hint: live, solve: live,
    }, playback ? "hidden" : "on", game.showOptimal);
    status.setPlayer(playback);
    status.setFinish(free && state ? finishing(game.touched, state.moves) : null);
    status.setSearch(game.cancelled ? { cancelled: true, title: entry.title }
      : game.search && game.search.shown ? { title: game.search.title, ...game.search.progress } : null);
    board.mark(playback ? { ...NO_MARKS, lastMove: game.solverMove ?? null } : draft ? NO_MARKS : {
      touched: game.touched,
      targets: state ? targets(game.touched, state.moves) : [],
      hint: game.hint,
      optimal: game.showOptimal && state ? state.moves.filter((move) => move.optimal) : [],
      lastMove: game.now.kind === "move" ? game.now.move : null,
      annotations: state ? state.annotations ?? null : null,
    });
    if (!playback) this.#address(game, change.push);
    board.setMode(game.mode); // the editing mode is framed and labelled on the board
    if (state && game.engineState === "ready") boot.done();
    tools.refresh(game);
  }

  /** The clock's read-out, every change and every second (main.js): the time of the attempt on show. */
  tick(game) {
    const clock = game.playback || game.draft ? null : game.clock;
    const text = game.draft ? "" : clockText(elapsedMs(clock, Date.now())); // the game's time waits with the game
    this.#parts.status.setClock(text, Boolean(clock && clock.since !== null));
  }

  /** What the board shows: the solver's step while a solution is on show, the draft while editing, else the game's
   * position. */
  #view(game) {
    if (game.playback) return game.stateOf(game.playback.position).view;
    if (game.draft && game.draft.view !== null) return game.draft.view;
    return game.now.view;
  }

  #address(game, push) {
    const { router, status, lab, daily } = this.#parts;
    // While editing, the address is the position on the board (a link's that can't be played stays as given).
    const position = game.draft ? game.draft.position : game.now.position;
    const onLab = Boolean(lab && lab.shows(game.puzzle, position)); // the lab open on it: "/lab" (page/lab.js)
    // A daily game shows its day ("#/daily/<day>/<position>", page/daily.js), unless the lab or the editor is open.
    const dailyFragment = onLab || game.draft || !daily ? null : daily.fragment(game, position);
    const fragment = dailyFragment ?? formatFragment(game.puzzle.id, position, linkSize(game.puzzle), { lab: onLab });
    router.show(fragment, game.puzzle.key, { push });
    status.setPermalink(fragment);
  }
}
