// game/opening.js: how a game comes on show, a part of the midend: a puzzle picked (its kept game resumed), a link or
// a new position (a new game in that puzzle's history, begun as its origin says, so Undo brings back the game left),
// the engine's first word on a link's position (accepted, or refused: back to the game before, or the editor saying
// why), Undo across a switch of puzzle. Transitions: (game, input, env) -> {game, requests}.

import { at, createHistory, current, lastGameOf, restarted } from "./history.js";
import { earlyView, startOf } from "./catalog.js";
import { say, unpicked, withHistory } from "./game.js";
import { dealtOrigin, hasWords, levelName, levelRange, originWords } from "./origins.js";
import { openDraft } from "./draft.js";
import { msg, puzzleTitle, whyOf } from "../i18n/t.js";

const none = (game) => ({ game, requests: [] });

/** Another game opens: answers about the one before are dropped (the serial), the solution and the editor close, the
 * pick goes, acts waiting on the engine for the game left are dropped. */
function leaveModes(game) {
  const requests = game.watch ? [{ to: "cancelWaits" }] : [];
  return { game: { ...unpicked(game), serial: game.serial + 1, watch: null, draft: null, busy: null, greet: null },
    requests };
}

/** Show `history` of `entry` (null: nothing to draw yet); `push`: the address is a new entry of the browser's. */
function show(game, entry, history, push, requests) {
  const same = game.puzzle && game.puzzle.key === entry.key && game.history && history;
  const transition = same ? { from: current(game.history).view, to: current(history).view, move: null } : null;
  const next = { ...game, puzzle: entry, push };
  return { game: history ? withHistory(next, history) : { ...next, history: null },
    requests: transition ? [...requests, { to: "frame", transition }] : requests };
}

/** The game kept for `entry` (in this page, else in storage) and the words on a damaged saved game. */
function keptOf(game, entry, env) {
  if (entry.key in game.kept) return { history: game.kept[entry.key] }; // null: dropped (a refused saved game)
  const saved = env.saved.load(entry.key);
  if (saved && saved.damaged) {
    return { history: null, words: msg("kept.saved_game", { title: puzzleTitle(entry.id, entry.title),
      why: saved.damaged }) };
  }
  return { history: saved ? saved.history : null };
}

/**
 * Open a puzzle. source "picker" (a tab, a variant, a size) and "ours" (Back, Forward, a reload onto an address this
 * page wrote) resume the game kept for it; "link" opens `position` as a new game begun as `origin` says (default: a
 * link), "start" the puzzle's start: a new game joins the history of that puzzle's kept game, so Undo brings the game
 * left back. `notice`: said once open; `back`: Undo across a switch.
 */
export function open(game, request, env) {
  const { id, size = null, source, notice = null, noticeTone = "bad", back = false, origin = null } = request;
  const given = request.position ?? null;
  const text = given === "" ? null : given; // "#/frog-jump/8/": the size's start (a path's is "" too)
  const entry = env.catalog.resolve(id, size ?? env.catalog.impliedSize(id, text));
  if (!entry) return none(game);
  const left = game.puzzle;
  const switched = left !== null && left.key !== entry.key;
  let cameFrom = game.cameFrom;
  if (switched && !back && source !== "ours" && game.history) { // Back and Forward have the browser's history
    cameFrom = [...cameFrom.slice(-19), { id: left.id, size: left.size, title: left.title }];
  }
  const left_ = leaveModes(game);
  game = { ...left_.game, cameFrom, link: null, note: { text: notice ?? "", tone: notice ? noticeTone : "info" } };
  const group = env.catalog.groupOf(entry.id);
  if (group) game = { ...game, lastInGroup: { ...game.lastInGroup, [group.id]: entry.id } };
  const kept = keptOf(game, entry, env);
  if (kept.words) game = say(game, kept.words, "warn");
  const resuming = source === "picker" || source === "ours";
  const resumed = resuming && kept.history && (text === null ? kept.history : at(kept.history, text));
  const push = source === "picker" && switched;
  if (resumed) return show(game, entry, resumed, push, left_.requests);
  const target = text === null ? startOf(entry) : { position: text, view: earlyView(entry, text) };
  const began = origin ?? (text === null ? { kind: "start" } : { kind: "link" });
  if (source === "link") game = { ...game, cancelled: game.cancelled.filter((key) => key !== entry.key) };
  if (text !== null) {
    game = { ...game, link: { base: kept.history, link: { id, size, position: text }, notice, noticeTone,
      origin: began } };
  }
  if (!target.view) { // nothing to draw before the engine has read the position
    return show(say(game, msg("open.opening", { title: puzzleTitle(entry.id, entry.title) })), entry, null, push,
      left_.requests);
  }
  const history = kept.history ? restarted(kept.history, target, "new", began).history
    : createHistory(target.position, target.view, began);
  return show(game, entry, history, push, left_.requests);
}

/** A new game at `position` of puzzle `id` (default: the one on show), begun as `origin` says (a random deal, the
 * hardest, by distance, a played edit, a daily): undoable. Its words (origins.js) are said once its state is known. */
export function openPosition(game, { id = null, position: text, size = null, origin = { kind: "link" }, notice = null,
  noticeTone = "info" }, env) {
  const on = game.puzzle;
  const same = on !== null && (id === null || id === on.id);
  const opened = open(game, { id: id ?? on.id, size: size ?? (same ? on.size : null), position: text,
    source: "link", origin, notice, noticeTone }, env);
  const greet = hasWords(origin) ? { origin, position: text } : null;
  return { ...opened, game: { ...opened.game, greet } };
}

/** A game from a link ({puzzleId, size, position, moves}): its position opens, begun as `origin` says (a replayed
 * game), and once the engine has accepted it its moves are played (game/playing.js replay), shown from its start
 * (`atEnd`: at its end, with `notice`). */
export function openReplay(game, link, env) {
  const { origin = { kind: "replay" }, atEnd = false, notice = null } = link;
  const opened = open(game, { id: link.puzzleId, size: link.size, position: link.position, source: "link",
    origin }, env);
  const next = opened.game;
  const replay = { moves: link.moves, atEnd, notice };
  return { ...opened, game: next.link ? { ...next, link: { ...next.link, replay } } : next };
}

/** A day solved before, opened again: the daily game kept for its puzzle, shown where it was solved (`final`); if
 * this browser no longer has it, the solve's `moves` played again from the day's `start` and shown at the goal. */
export function resumeDay(game, { id, size, origin, start, final, moves, notice }, env) {
  const entry = env.catalog.resolve(id, size);
  if (!entry) return none(game);
  const kept = keptOf(game, entry, env).history;
  const same = (one) => one.kind === "daily" && one.date === origin.date;
  const found = kept ? lastGameOf(kept, same, final) : null;
  if (found && current(found).position === final) {
    const left = leaveModes(game);
    const shown = { ...left.game, link: null, note: { text: notice, tone: "solved" } };
    return show(shown, entry, found, false, left.requests);
  }
  return openReplay(game, { puzzleId: id, size, position: start, moves, origin, atEnd: true, notice }, env);
}

/** A new game the engine deals in puzzle `id` at `size` (default: the one on show): random (`distance` null), at
 * `distance` from the goal, or at a `level` of the catalogue entry's (a job that may fetch the entry's data and
 * search). */
export function deal(game, { id = null, size = null, distance = null, level = null }, env) {
  const puzzle = id === null ? game.puzzle : env.catalog.resolve(id, size);
  if (!puzzle) return none(game);
  const named = { puzzle: puzzle.id };
  if (puzzle.sizes) named.size = puzzle.size;
  if (distance !== null) named.distance = distance;
  const tag = { on: "dealt", serial: game.serial, id: puzzle.id, size: puzzle.sizes ? puzzle.size : null, distance };
  if (level === null) return { game, requests: [{ to: "engine", type: "random_position", args: named, tag }] };
  return { game: say(game, msg("deal.dealing", { name: levelName(level.name, "article"), range: levelRange(level) })),
    requests: [{ to: "job", type: "random_position", args: { ...named, level: level.name }, data: puzzle.data ?? null,
      tag }] };
}

/** Undo across a switch: the game left comes back, as it was. */
export function goBack(game, _input, env) {
  const left = game.cameFrom[game.cameFrom.length - 1];
  return open({ ...game, cameFrom: game.cameFrom.slice(0, -1) }, { id: left.id, size: left.size, source: "picker",
    back: true, noticeTone: "info",
    notice: msg("open.back_to", { title: puzzleTitle(left.id, left.title) }) }, env);
}

/** The engine's state of the position on show arrived: a link's position is now a game like any other (in the size
 * its text implies; drawn now when it could not be before); a new game's words are said once its distance is known. */
export function accept(game, state, env) {
  const link = game.link;
  game = { ...game, link: null };
  const greet = game.greet;
  const greets = Boolean(greet) && greet.position === state.position && (state.known !== false
    || game.cancelled.includes(game.puzzle.key));
  if (greets) {
    game = { ...say(game, originWords(greet.origin, state)), greet: null };
  } else if (greet && greet.position !== state.position) {
    game = { ...game, greet: null };
  }
  if (!link) return none(game);
  const requests = link.replay ? [{ to: "act", name: "replay", input: link.replay }] : [];
  const opened = env.catalog.resolve(game.puzzle.id, state.size ?? game.puzzle.size);
  let history = game.history;
  if (opened.key !== game.puzzle.key || !history) { // the size the position implies, or nothing drawn yet
    const kept = keptOf(game, opened, env).history;
    const target = { position: state.position, view: state.view };
    history = kept ? restarted(kept, target, "new", link.origin).history
      : createHistory(state.position, state.view, link.origin);
    // Nothing was drawn before (no early view: "Opening…" said): the notice, unless the new game's words were said.
    if (!game.history && !greets) game = say(game, link.notice ?? "", link.notice ? link.noticeTone : "info");
  }
  return { game: withHistory({ ...game, puzzle: opened }, history), requests };
}

/** The engine refused the position on show (`error`): asks the engine's check of it, then refusedChecked decides. */
export function refused(game, text, error) {
  const link = game.link;
  const entry = game.puzzle;
  game = { ...game, link: null };
  if (!link && text === startOf(entry).position) { // the start itself: say so once, never loop back to it
    return none(say(game, msg("open.no_answer", { why: whyOf(error) }), "bad"));
  }
  const named = { puzzle: entry.id, position: text };
  if (entry.sizes) named.size = entry.size;
  const tag = { on: "refusedChecked", serial: game.serial, link, why: whyOf(error), entry };
  return { game, requests: [{ to: "engine", type: "check", args: named, tag }] };
}

export const handlers = {
  /** The engine dealt a position: a new game of it (its words said once its state is known). */
  dealt(game, { tag, result, error }, env) {
    if (error) {
      return none(say(game, msg("deal.failed", { why: whyOf(error) }), "warn"));
    }
    return openPosition(game, { id: tag.id, position: result.position, size: result.size ?? tag.size,
      origin: dealtOrigin(result, tag.distance) }, env);
  },

  /** The check of a refused position: one that can't reach the goal opens in the editor, saying why; any other opens
   * the puzzle's start, saying so. The game on show before a link comes back as it was (the start opens as a new game
   * of it); a saved game the engine refuses is dropped. */
  refusedChecked(game, { tag, result }, env) {
    const { entry, link, why } = tag;
    const checked = result ?? null;
    game = { ...game, kept: { ...game.kept, [entry.key]: link ? link.base : null }, history: link ? link.base : null };
    if (checked && checked.position !== null && !checked.valid) {
      const opened = open(game, { id: entry.id, size: checked.size, source: "start" }, env);
      const edited = openDraft(opened.game, { position: checked.position }, env);
      return { game: say(edited.game, msg("open.link_in_editor"), "warn"),
        requests: [...opened.requests, ...edited.requests] };
    }
    return open(game, { id: entry.id, size: entry.size, source: "start",
      notice: msg(link ? "open.link_refused" : "open.saved_refused", { why }) }, env);
  },
};
