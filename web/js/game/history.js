// game/history.js: one game as a list of positions with the moves between them: play, undo, redo, Restart and New
// game (both undoable steps), the solver's moves taken over, and a JSON form that survives reloads (restore checks it).
// Pure values and functions: no DOM, engine or timers. Each change returns {history, transition} for the frame loop.

/**
 * history = {entries: [entry...], index}; entry = {position, view, move, kind, moveCount, assisted, attempt, verdict}
 *   position: the engine's position text; view: its drawing data (what the board drawer draws)
 *   move: the state.moves entry {move, motion, label} that led here (null for the first entry and restarts)
 *   kind: "start" | "move" | "restart" | "new" (a new game); moveCount: moves since the attempt began; assisted: how
 *   many came from Hint or Solve; attempt: index of the entry the attempt began at (the start, a Restart or a New
 *   game); verdict: the engine's verdict on the move ("optimal" | "wasted" | "dead-end" | null); origin (on "start" and
 *   "new" entries): how that game began, as Tatham's midend records a new game: {kind: "start"} (the puzzle's start),
 *   "link", "random" ({count, distance}), "distance" ({distance, count}), "level" ({level, distance, atLeast}),
 *   "hardest" ({distance}), "daily" ({date, distance}), "edit" (Play from here), "replay" (a game from a link).
 * transition = {from: view, to: view, move: move entry | null} (move null: show `to` at once).
 */

import { restoreClocks } from "./clock.js";

const FORMAT = 1;

function entry(fields) {
  return { move: null, verdict: null, assisted: 0, moveCount: 0, kind: "move", attempt: 0, group: null, origin: null,
    ...fields };
}

/** A new game beginning at `position` (drawn as `view`), begun as `origin` says. */
export function createHistory(position, view, origin = { kind: "start" }) {
  return { entries: [entry({ position, view, kind: "start", origin })], index: 0 };
}

export const current = (history) => history.entries[history.index];
export const attemptStart = (history) => history.entries[current(history).attempt];
export const canUndo = (history) => history.index > 0;
export const canRedo = (history) => history.index < history.entries.length - 1;

/** How the game on show began (the origin of its first entry: see gameSpan), or {kind: "start"} when not recorded
 * (a game saved before origins were). */
export function originOf(history) {
  return history.entries[gameSpan(history)[0]].origin ?? { kind: "start" };
}

/** True when Restart would change something (a move was made since the attempt began). */
export function canRestart(history) {
  const now = current(history);
  return now.position !== attemptStart(history).position || now.moveCount > 0;
}

/** The same move backwards (each step of its motion turned round, the steps in reverse order: a block's path around
 * a corner is walked back from its end), for animating undo and stepping back. */
export function reversed(move) {
  if (!move) return null;
  return { ...move, motion: (move.motion ?? []).map(([from, to]) => [to, from]).reverse() };
}

function push(history, item) {
  const entries = [...history.entries.slice(0, history.index + 1), item];
  return { ...history, entries, index: entries.length - 1 }; // its clocks go on
}

/** Record `move` (played by the engine) leading to `position`/`view`; drops the redo branch. The attempt's counts
 * go on from the entry before. */
export function played(history, move, { position, view, verdict = null, assisted = false, group = null,
  replayed = false }) {
  const before = current(history);
  const next = push(history, entry({
    position, view, move, verdict, group, // group: moves made by one act (a line of tiles), undone as one
    ...(replayed ? { replayed } : {}), // a move of a game shown again (a link's, a day solved before): no new solve
    moveCount: before.moveCount + (move.counted === false ? 0 : 1), // choosing where to start is no move
    assisted: before.assisted + (assisted && move.counted !== false ? 1 : 0),
    attempt: before.attempt,
  }));
  return { history: next, transition: { from: before.view, to: view, move } };
}

/** `history` with the verdict on the move that led to its entry on show set: Python's verdict came after the move
 * was played (the new position's distance needed a search of its own). */
export function judged(history, verdict) {
  const entries = [...history.entries];
  entries[history.index] = { ...entries[history.index], verdict };
  return { ...history, entries };
}

/** Back to `target` ({position, view}; default: where this attempt began) as a new, undoable step that begins an
 * attempt. Restart uses the default; a new game (`kind` "new": the puzzle's start, a random or hardest position, a
 * played edit, a link) passes its position and `origin`, so Undo brings back the game it replaced, moves and all. */
export function restarted(history, target = attemptStart(history), kind = "restart", origin = null) {
  const before = current(history);
  const next = push(history, entry({
    position: target.position, view: target.view, kind, attempt: history.index + 1,
    origin: kind === "new" ? origin ?? { kind: "start" } : null,
  }));
  return { history: next, transition: { from: before.view, to: target.view, move: null } };
}

/** Take over from the solver: `steps` [{move, position, view, verdict?}] join the history as assisted moves (optimal
 * unless a step says otherwise: the longest path from a path off the best). */
export function adopted(history, steps) {
  const from = current(history).view;
  let next = history;
  for (const step of steps) {
    const fields = { position: step.position, view: step.view, verdict: step.verdict ?? "optimal", assisted: true };
    next = played(next, step.move, fields).history;
  }
  return { history: next, transition: { from, to: current(next).view, move: null } };
}

/** Back one act: one move, or every move of a group made by one act (a line of tiles slid by one touch). */
export function undone(history) {
  if (!canUndo(history)) return null;
  const leaving = current(history);
  let index = history.index - 1;
  while (leaving.group !== null && index > 0 && history.entries[index].group === leaving.group) index -= 1;
  const next = { ...history, index };
  const move = index === history.index - 1 ? reversed(leaving.move) : null; // a group shows its end at once
  return { history: next, transition: { from: leaving.view, to: current(next).view, move } };
}

/** On one act: the next move, or every move of its group. */
export function redone(history) {
  if (!canRedo(history)) return null;
  const from = current(history).view;
  let index = history.index + 1;
  const group = history.entries[index].group;
  while (group !== null && index + 1 < history.entries.length && history.entries[index + 1].group === group) {
    index += 1;
  }
  const next = { ...history, index };
  const arriving = current(next);
  return { history: next, transition: { from, to: arriving.view, move: index === history.index + 1 ? arriving.move
    : null } };
}

/** The game on show within the history: [first, end) indices of the entries from the last new game at or before
 * the step on show (or the first entry) up to the next new game. Undo across a new game shows the game before. */
export function gameSpan(history) {
  let first = history.index;
  while (first > 0 && history.entries[first].kind !== "new") first -= 1;
  let end = first + 1;
  while (end < history.entries.length && history.entries[end].kind !== "new") end += 1;
  return [first, end];
}

/** The last game in `history` begun as `test(origin)` says, shown at its last entry showing `position` (else its
 * last entry), or null when there is none. */
export function lastGameOf(history, test, position) {
  for (let first = history.entries.length - 1; first >= 0; first -= 1) {
    const item = history.entries[first];
    if ((item.kind !== "start" && item.kind !== "new") || !item.origin || !test(item.origin)) continue;
    let end = first + 1;
    while (end < history.entries.length && history.entries[end].kind !== "new") end += 1;
    let index = end - 1;
    while (index > first && history.entries[index].position !== position) index -= 1;
    return { ...history, index: history.entries[index].position === position ? index : end - 1 };
  }
  return null;
}

/** Go to the last entry showing `position` (a Back/Forward or reload onto an older address); null if none. */
export function at(history, position) {
  for (let index = history.entries.length - 1; index >= 0; index -= 1) {
    if (history.entries[index].position === position) return { ...history, index };
  }
  return null;
}

/** The JSON text kept in storage. */
export function serialise(history) {
  return JSON.stringify({ format: FORMAT, ...history });
}

const isCount = (value) => Number.isInteger(value) && value >= 0;

/** The history in `text`, or throws Error saying what is damaged. Positions are checked by the engine later. */
export function restore(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error("not JSON");
  }
  if (!data || data.format !== FORMAT || !Array.isArray(data.entries) || data.entries.length === 0) {
    throw new Error("not a saved game");
  }
  const { entries, index } = data;
  if (!isCount(index) || index >= entries.length) throw new Error("its place in the game is missing");
  entries.forEach((item, number) => {
    const sound = item && typeof item.position === "string" && item.view !== undefined && item.view !== null
      && ["start", "move", "restart", "new"].includes(item.kind) && isCount(item.moveCount) && isCount(item.assisted)
      && isCount(item.attempt) && item.attempt <= number && ((item.group ?? null) === null || isCount(item.group))
      && (item.kind !== "move" || (item.move && typeof item.move.move === "string"))
      && ((item.origin ?? null) === null || typeof item.origin.kind === "string");
    if (!sound) throw new Error(`step ${number} is damaged`);
  });
  const clocks = restoreClocks(data.clocks);
  return clocks ? { entries: entries.map((item) => entry(item)), index, clocks } : { entries: entries.map(
    (item) => entry(item)), index };
}
