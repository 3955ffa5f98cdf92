// game/answers.js: the engine's states of the positions on show, a part of the midend. `settle` runs after every
// change and asks for the state of the position on show when it is not known: its state from the rules first where
// each position needs a search of its own (the board plays meanwhile), then the state job (progress, Cancel, a good
// move it may offer before the exact answer: "provisional"), or the check of every move from a position whose
// distance is known, asked by "Show all optimal moves". Cancel leaves the puzzle to the rules until Search again.

import { sizeName } from "./catalog.js";
import { args, cancelled, position, remember, say, stateOf } from "./game.js";
import { accept, refused } from "./opening.js";
import { awaitedHint, exactHint } from "./hints.js";
import { msg, puzzleTitle } from "../i18n/t.js";

const SHOW_SEARCH_AFTER_MS = 150; // a search that ends sooner shows no progress bar
// A search's progress comes every 30-70 ms; drawing each took about 12 ms of the page's thread, a fifth of a core
// beside the solver's (Korf's #88, bench/browser.py --part korf): the banner's count is redrawn at most this often.
const REDRAW_SEARCH_MS = 250;

const none = (game) => ({ game, requests: [] });

/** Whether nothing more is to be asked about `text`: its full state is known (with every move's verdict when the
 * player shows every optimal move), or the player cancelled the search and its state from the rules is known. */
export function settled(game, text) {
  const state = stateOf(game, text);
  if (!state) return false;
  if (state.known === false) return cancelled(game);
  return !(state.unchecked > 0 && game.showOptimal);
}

/** The arguments asking for `text`, the position on show: a link's size only where its text does not imply it. */
function askArgs(game, text) {
  const link = game.link;
  if (!link || link.link.position !== text) return args(game, { position: text });
  const named = { puzzle: link.link.id, position: text };
  const entry = game.puzzle;
  if (entry.sizes && (entry.position_length === null || entry.position_length === undefined
    || link.link.size !== null)) named.size = entry.size;
  return named;
}

/** Ask for the state of the position on show when it is not known and not asked yet; a request for another position
 * stops. Runs after every change of the game (game/midend.js). */
export function settle(game) {
  const here = position(game);
  if (game.engine === "failed" || !game.puzzle || here === null) return none(game);
  const requests = [];
  const asking = game.asking;
  if (asking && (asking.key !== game.puzzle.key || asking.position !== here)) {
    if (asking.stage === "search") requests.push({ to: "cancel", tag: asking.tag });
    game = { ...game, asking: null };
  }
  if (game.asking || (!game.link && settled(game, here))) return { game, requests };
  const known = stateOf(game, here);
  const rulesFirst = cancelled(game) || (game.puzzle.answers?.each_position
    && (!known || (game.link && known.known === false)));
  if (rulesFirst) {
    const tag = { on: "rules", serial: game.serial, position: here };
    const named = { ...askArgs(game, here), distances: false };
    return { game: { ...game, asking: { tag, key: game.puzzle.key, position: here, stage: "rules" } },
      requests: [...requests, { to: "engine", type: "state", args: named, tag }] };
  }
  const entry = game.puzzle;
  const checking = Boolean(known && known.known !== false && known.unchecked > 0);
  const tag = { on: "searched", serial: game.serial, position: here };
  const title = entry.sizes ? msg("search.title_size", { title: puzzleTitle(entry.id, entry.title),
    size: sizeName(entry.sizes, entry.size) }) : puzzleTitle(entry.id, entry.title);
  const named = entry.answers?.each_position ? { ...askArgs(game, here), every_move: game.showOptimal }
    : askArgs(game, here);
  const search = { tag, key: entry.key, position: here, stage: "search", title, checking, shown: false, drawn: 0,
    progress: { message: msg("search.starting"), fraction: 0 } };
  // Shown once the engine is up and the search has taken a while: while it boots, its banner says what happens.
  const shown = { on: "searchShown", serial: game.serial, position: here, of: tag };
  return { game: { ...game, asking: search }, requests: [...requests,
    { to: "job", type: "state", args: named, data: entry.data ?? null, tag },
    { to: "later", ms: SHOW_SEARCH_AFTER_MS, afterReady: true, tag: shown }] };
}

/** The state of the position on show arrived: a link's position becomes a game like any other, the state is kept,
 * a good move shown replaced by an optimal one; a move played before it was known gets its verdict (an act, after
 * those asked before). */
function arrived(game, state, env) {
  const accepted = accept({ ...game, asking: null }, state, env);
  game = exactHint(remember(accepted.game, state), state);
  const requests = [...accepted.requests, { to: "act", name: "lateVerdict", input: { state } }];
  if (game.engine === "ready") requests.push({ to: "mark", name: "moves-enabled", once: true });
  return { game, requests };
}

/** The engine could not give the state: a link's or a saved position it refuses (opening.refused), else nothing. */
function failed(game, tag, error) {
  game = { ...game, asking: null };
  return game.engine === "ready" ? refused(game, tag.position, error) : none(game);
}

export const handlers = {
  /** The state from the rules (first, or after the player's Cancel). */
  rules(game, { tag, result, error }, env) {
    if (game.asking?.tag !== tag) return none(game);
    return error ? failed(game, tag, error) : arrived(game, result, env);
  },

  /** The state job ended: the state, a refusal, or a cancel (the player's: the rules alone from now on). */
  searched(game, { tag, result, error }, env) {
    if (game.asking?.tag !== tag) return none(game);
    if (error && error.cancelled) return none({ ...game, asking: null }); // settle asks the rules after a Cancel
    if (error) return failed(game, tag, error);
    if (result.note && !game.noted.includes(game.puzzle.key)) {
      game = say({ ...game, noted: [...game.noted, game.puzzle.key] }, result.note, "warn");
    }
    return arrived(game, result, env);
  },

  /** The job's progress: what a person acts on is said at once, whether the search is shown or not (a better good
   * move, the distance found, a new lower bound); the rest (positions searched, the bar) at most every
   * REDRAW_SEARCH_MS. */
  progress(game, { tag, progress }, env) {
    const search = game.asking;
    if (search?.tag !== tag) return { game, requests: [], quiet: true };
    const before = search.progress;
    const offered = before.provisional;
    const better = progress.provisional && (!offered || progress.provisional.length !== offered.length);
    const news = better || progress.distance !== before.distance || progress.bound !== before.bound;
    const now = env.now();
    const redraw = news || (search.shown && now - search.drawn >= REDRAW_SEARCH_MS);
    const asking = { ...search, progress, drawn: redraw ? now : search.drawn };
    return { game: awaitedHint({ ...game, asking }), requests: [], quiet: !redraw };
  },

  searchShown(game, { tag }) {
    if (game.asking?.tag !== tag.of) return { game, requests: [], quiet: true };
    return none({ ...game, asking: { ...game.asking, shown: true } });
  },
};

/** Cancel pressed: the search stops and the board plays by the rules alone. A check of the moves from a position of
 * known distance only stops: its state stays, and "Show all optimal moves" goes off. */
export function cancel(game) {
  const search = game.asking;
  if (!search || search.stage !== "search") return none(game);
  const requests = [{ to: "cancel", tag: search.tag }];
  if (!search.checking) return { game: { ...game, cancelled: [...game.cancelled, search.key] }, requests };
  game = say({ ...game, asking: null, showOptimal: false }, msg("search.checks_stopped"));
  return { game, requests };
}

/** "Show all optimal moves" ticked (`on`) or not: unticked, a check of the moves in flight stops; ticked, settle
 * asks for the checks once the position's own search (if one runs) has brought its state. */
export function toggleOptimal(game, { on }) {
  const search = game.asking;
  if (!on && search?.stage === "search" && search.checking) {
    return { game: { ...game, showOptimal: on, asking: null }, requests: [{ to: "cancel", tag: search.tag }] };
  }
  return none({ ...game, showOptimal: on });
}

/** Search again (or a new game of the puzzle): forget the Cancel; the rules-only states stay on the board until the
 * full ones replace them. */
export const searchAgain = (game) => (game.puzzle
  ? none({ ...game, cancelled: game.cancelled.filter((key) => key !== game.puzzle.key) }) : none(game));

/** A new engine: nothing it built survives; the states it gave are asked for again. */
export function forget(game) {
  const requests = game.asking?.stage === "search" ? [{ to: "cancel", tag: game.asking.tag }] : [];
  return { game: { ...game, states: {}, asking: null }, requests };
}
