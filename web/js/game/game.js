// game/game.js: the game as one value (the puzzle on show, its history, the pick and hint, the note, the solution on
// show, the draft, the engine's answers and what is in flight) and what is read off it. Pure: the midend holds the
// value; its parts (opening, playing, hints, watching, draft, answers, life) return the next one.

import { canUndo, current } from "./history.js";
import { startOf } from "./catalog.js";
import { lockWords } from "./words.js";

/**
 * The game before anything is open. Fields (each replaced, never changed in place):
 *   puzzle: the catalogue entry on show, resolved for its size (game/catalog.js), or null
 *   history: the game on show (game/history.js: positions, moves, how each game began), or null (nothing drawn yet)
 *   kept: {puzzle key: history}: the game of each puzzle opened in this page (switching puzzles loses nothing)
 *   cameFrom: [{id, size, title}]: games left by switching puzzle or size in the page (Undo goes back to them)
 *   lastInGroup: {group id: puzzle id}: the puzzle last opened in each tab
 *   pick: {touched: cells touched toward a move, hint: the move entry Hint showed (a second press plays it)}
 *   showOptimal: "Show all optimal moves" is ticked
 *   note: {text, tone, lock?, awaits?}: the message (lock: it says why the board is locked, and goes when the lock
 *     does; awaits "hint": a hint was asked before the search had one, shown when it comes: game/hints.js)
 *   watch: a solution on show (game/watching.js), or null;  draft: the editor's draft (game/draft.js), or null
 *   link: a link's position on show before the engine accepted it (game/opening.js), or null
 *   states: {"key|position": the engine's state}: every state the engine gave (game/answers.js)
 *   asking: the state request in flight for the position on show ({tag, key, position, stage, ...}), or null
 *   cancelled: puzzle keys whose search the player cancelled (they play by the rules alone until Search again)
 *   noted: puzzle keys whose search note was said;  engine: "loading" | "ready" | "failed"
 *   serial: bumped when another game opens: answers about the one before are dropped (game/midend.js)
 *   busy: the tag of the act waiting on the engine (acts asked meanwhile wait their turn), or null
 *   hidden: the page is hidden (the clock pauses);  push: the next address is a new entry of the browser's history
 */
export function initialGame() {
  return {
    puzzle: null, history: null, kept: {}, cameFrom: [], lastInGroup: {}, pick: { touched: [], hint: null },
    showOptimal: false, note: { text: "", tone: "info" }, watch: null, draft: null, link: null, states: {},
    asking: null, cancelled: [], noted: [], engine: "loading", serial: 0, busy: null, hidden: false, push: false,
  };
}

/** The position on show: the history's, or the one a link names while nothing is drawn yet; null before any. */
export function position(game) {
  if (game.history) return current(game.history).position;
  return game.link ? game.link.link.position : null;
}

/** The engine's state of `text` in the puzzle on show, or null. */
export function stateOf(game, text) {
  return game.puzzle ? game.states[`${game.puzzle.key}|${text}`] ?? null : null;
}

/** The state of the position on show: full (`known`), or from the rules alone (`known` false: while its search runs,
 * after a Cancel); null before the engine has said anything of it (or while a link's position waits for its word). */
export function stateOn(game) {
  if (!game.history || game.link) return null;
  return stateOf(game, current(game.history).position);
}

export const cancelled = (game) => Boolean(game.puzzle) && game.cancelled.includes(game.puzzle.key);

/** `game` knowing `state` (of the puzzle on show). */
export function remember(game, state) {
  return { ...game, states: { ...game.states, [`${game.puzzle.key}|${state.position}`]: state } };
}

/** `game` with `history` on show and kept for its puzzle. */
export function withHistory(game, history) {
  if (!history) return { ...game, history };
  return { ...game, history, kept: { ...game.kept, [game.puzzle.key]: history } };
}

/** `game` saying `text`; the pick stays. */
export const say = (game, text, tone = "info") => ({ ...game, note: { text, tone } });

/** `game` saying why the board is locked (the words go when the lock does: game/snapshot.js). */
export const sayLocked = (game) => ({ game: { ...game, note: { text: lockReason(game), tone: "warn", lock: true } },
  requests: [] });

/** `game` with nothing picked and no hint shown. */
export const unpicked = (game) => ({ ...game, pick: { touched: [], hint: null } });

/** Arguments naming the puzzle on show for the engine (with its size for sized puzzles; after a Cancel, the rules
 * alone). */
export function args(game, extra = {}) {
  const puzzle = game.puzzle;
  const named = { puzzle: puzzle.id, ...extra };
  if (puzzle.sizes) named.size = puzzle.size;
  if (cancelled(game)) named.distances = false;
  return named;
}

/** The search in flight for the position on show as views read it ({title, progress, shown}), or null. */
export function searchOn(game) {
  const asking = game.asking;
  if (!asking || asking.stage !== "search" || asking.position !== position(game)) return null;
  return { title: asking.title, progress: asking.progress, shown: asking.shown };
}

/** Why the board takes no moves right now, or null when it does. */
export function lockReason(game) {
  return lockWords({ playback: game.watch, editing: Boolean(game.draft), history: game.history, state: stateOn(game),
    cancelled: cancelled(game), search: searchOn(game), engineState: game.engine });
}

/** "playing" (by the rules at least) | "editing" | "watching" (a solution on show) | "searching" (nothing known of the
 * position yet, its answer on its way). */
export function mode(game) {
  if (game.watch) return "watching";
  if (game.draft) return "editing";
  return game.history && !stateOn(game) && searchOn(game) ? "searching" : "playing";
}

/** Whether history steps wait: a solution or the editor on show, a link's position being checked. */
export const locked = (game) => Boolean(game.watch || game.draft || game.link);

/** What a new game from the puzzle's start would change (it is not on show already). */
export const canNewGame = (game) => Boolean(game.history)
  && startOf(game.puzzle).position !== current(game.history).position;

/** The ways out of a position with nothing to play, as the controller's words take them. */
export const ways = (game) => ({ canUndo: canUndo(game.history), canNewGame: canNewGame(game) });
