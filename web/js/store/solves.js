// store/solves.js: the statistics kept in this browser as the list of the solves they count, each with an id; every
// figure (counts, bests, times and their means, streaks) is derived from it, so two browsers' records merge by uniting
// their solves and a solve met twice (two exports of one browser) counts once. Pure: no storage, no DOM; what is
// damaged is said as a message (i18n/t.js failure).

import { failure } from "../i18n/t.js";

export const KEY = "puzzlelab-stats";
const FORMAT = 2; // {format, solves, earlier}; 1: the figures alone (before solves were listed), read as `earlier`
const FIGURES = 1; // the format of a set of figures (what readStats reads and statsOf returns)
const ID = /^[A-Za-z0-9-]{1,64}$/;

export const emptyStats = () => ({
  format: FIGURES, solved: 0, optimal: 0, moves: 0, optimum: 0, streak: 0, bestStreak: 0, puzzles: {},
});
const isCount = (value) => Number.isInteger(value) && value >= 0;
const isTime = (value) => typeof value === "string" && Number.isFinite(Date.parse(value));

/** Throws Error saying what is damaged in figures `data` (as readStats reads them). */
function checkStats(data) {
  if (!data || data.format !== FIGURES || typeof data.puzzles !== "object" || data.puzzles === null) {
    throw failure("kept.not_stats");
  }
  for (const field of ["solved", "optimal", "moves", "optimum", "streak", "bestStreak"]) {
    if (!isCount(data[field])) throw failure("kept.count_damaged", { field });
  }
  for (const [key, own] of Object.entries(data.puzzles)) {
    const optional = (value) => value === undefined || value === null || isCount(value);
    const sound = own && isCount(own.solved) && isCount(own.optimal) && typeof own.title === "string"
      && (own.bestOver === null || isCount(own.bestOver)) && optional(own.bestTime) && optional(own.fewestMoves)
      && optional(own.helped) && (own.times === undefined || (Array.isArray(own.times) && own.times.every(isCount)));
    if (!sound) throw failure("kept.record_damaged", { key });
  }
  return data;
}

const parsed = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    throw failure("kept.not_json");
  }
};

/** The figures in `text` (null: none yet): format 1, {solved, optimal, moves, optimum, streak, bestStreak, puzzles:
 * {key: {title, solved, optimal, bestOver, bestTime, fewestMoves, times, helped}}}; throws Error saying what is
 * damaged. */
export function readStats(text) {
  return text === null ? emptyStats() : checkStats(parsed(text));
}

/** `stats` after a solve in `moves` moves and `ms` milliseconds (null: no clock) of a game whose optimum was `optimum`
 * (null: unknown), `assisted` of them from Hint or Solve. Per puzzle and size: the best result against the optimum,
 * the best time, the fewest moves and the last 12 times of solves without help; solves with help counted apart. */
export function recordSolve(stats, { key, title, moves, optimum, assisted, ms = null, id = null, size = null }) {
  const next = { ...stats, puzzles: { ...stats.puzzles } };
  const perfect = optimum !== null && moves === optimum && assisted === 0;
  next.solved += 1;
  if (perfect) next.optimal += 1;
  if (optimum !== null) {
    next.moves += moves;
    next.optimum += optimum;
  }
  next.streak = perfect ? stats.streak + 1 : 0;
  next.bestStreak = Math.max(stats.bestStreak, next.streak);
  // Games start anywhere (links, random, edited), so the best result is the fewest moves over that game's optimum.
  const own = stats.puzzles[key] ?? { title, solved: 0, optimal: 0, bestOver: null };
  const over = optimum === null || assisted > 0 ? null : Math.max(0, moves - optimum);
  const bestOver = over === null ? own.bestOver : own.bestOver === null ? over : Math.min(own.bestOver, over);
  const alone = assisted === 0;
  const time = alone && Number.isFinite(ms) ? Math.round(ms) : null;
  next.puzzles[key] = {
    title, ...(id === null ? {} : { id, size }), solved: own.solved + 1, optimal: own.optimal + (perfect ? 1 : 0),
    bestOver,
    bestTime: time === null ? own.bestTime ?? null : least(own.bestTime, time),
    fewestMoves: alone ? least(own.fewestMoves, moves) : own.fewestMoves ?? null,
    times: time === null ? own.times ?? [] : [...(own.times ?? []), time].slice(-12),
    helped: (own.helped ?? 0) + (alone ? 0 : 1),
  };
  return next;
}

const least = (best, value) => (best === null || best === undefined ? value : Math.min(best, value));

/**
 * The list: {solves, earlier}. solve = {id, at (ISO time), puzzle (its key: "8-puzzle", "frog-jump:4"), title, moves,
 * optimum (null: unknown), assisted, ms (null: no clock), kind and size (the puzzle's id and size, for its title in
 * the page's language; absent in solves kept before)}; earlier = [{id, at (null), stats}]: figures kept before
 * solves were listed, one set per browser, its id a digest of the figures (the same figures always get the same id).
 */
export const emptyLog = () => ({ solves: [], earlier: [] });

/** A new solve's record, its id random: recordSolve's fields, at `now` (ms since the epoch). */
export function newSolve({ key, title, moves, optimum, assisted, ms = null, id: kind = null, size = null },
  now = Date.now()) {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const id = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return { id, at: new Date(now).toISOString(), puzzle: key, title, moves, optimum,
    assisted, ms: Number.isFinite(ms) ? Math.round(ms) : null, ...(kind === null ? {} : { kind, size }) };
}

/** FNV-1a of `text`, 8 hex digits: a stable name for a set of figures. */
function digest(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, "0");
}

/** Throws Error saying what is damaged in a list `data` ({solves, earlier}); returns {solves, earlier}. */
export function checkLog(data) {
  if (!data || !Array.isArray(data.solves) || !Array.isArray(data.earlier)) throw failure("kept.not_stats");
  data.solves.forEach((solve, number) => {
    const sound = solve && ID.test(solve.id) && isTime(solve.at) && typeof solve.puzzle === "string"
      && solve.puzzle !== "" && typeof solve.title === "string" && isCount(solve.moves)
      && (solve.optimum === null || isCount(solve.optimum)) && isCount(solve.assisted)
      && (solve.ms === null || isCount(solve.ms)) && (solve.kind === undefined || typeof solve.kind === "string")
      && (solve.size === undefined || solve.size === null || typeof solve.size === "string" || isCount(solve.size));
    if (!sound) throw failure("kept.solve_damaged", { number: number + 1 });
  });
  data.earlier.forEach((set, number) => {
    if (!set || !ID.test(set.id) || !(set.at === null || isTime(set.at))) {
      throw failure("kept.earlier_damaged", { number: number + 1 });
    }
    checkStats(set.stats);
  });
  return { solves: data.solves, earlier: data.earlier };
}

/** The list kept in `text` (null: none yet; figures of format 1 become its one earlier set), or throws Error saying
 * what is damaged. */
export function readLog(text) {
  if (text === null) return emptyLog();
  const data = parsed(text);
  if (data && data.format === FIGURES) {
    const stats = checkStats(data);
    return { solves: [], earlier: stats.solved > 0 ? [{ id: `earlier-${digest(JSON.stringify(stats))}`, at: null,
      stats }] : [] };
  }
  if (!data || data.format !== FORMAT) throw failure("kept.not_stats");
  return checkLog(data);
}

/** The text kept for `log`. */
export const writeLog = (log) => JSON.stringify({ format: FORMAT, ...log });

/** `log` with `solve` (newSolve) added. */
export const withSolve = (log, solve) => ({ ...log, solves: [...log.solves, solve] });

const byTime = (a, b) => (a.at === b.at ? (a.id < b.id ? -1 : 1) : a.at === null ? -1 : b.at === null ? 1
  : Date.parse(a.at) - Date.parse(b.at));

/** The figures of `log` (as readStats reads them): its earlier sets added up (bests the best of them), then each
 * solve counted in the order they were made (so streaks run across browsers by time). */
export function statsOf(log) {
  let stats = emptyStats();
  for (const { stats: set } of [...log.earlier].sort(byTime)) stats = added(stats, set);
  for (const solve of [...log.solves].sort(byTime)) {
    stats = recordSolve(stats, { ...solve, key: solve.puzzle, id: solve.kind ?? null, size: solve.size ?? null });
  }
  return stats;
}

/** Two sets of figures as one: counts added, bests the best, times one after the other; the optimal streak now is the
 * longer of the two (sets kept before solves were listed can't be put in order). */
function added(a, b) {
  const puzzles = { ...a.puzzles };
  for (const [key, own] of Object.entries(b.puzzles)) {
    const mine = puzzles[key];
    const best = (field) => (mine[field] ?? null) === null ? own[field] ?? null
      : (own[field] ?? null) === null ? mine[field] : Math.min(mine[field], own[field]);
    puzzles[key] = !mine ? own : { title: mine.title, ...(mine.id ? { id: mine.id, size: mine.size } : {}),
      solved: mine.solved + own.solved,
      optimal: mine.optimal + own.optimal, bestOver: best("bestOver"), bestTime: best("bestTime"),
      fewestMoves: best("fewestMoves"), times: [...(mine.times ?? []), ...(own.times ?? [])].slice(-12),
      helped: (mine.helped ?? 0) + (own.helped ?? 0) };
  }
  return { format: FIGURES, solved: a.solved + b.solved, optimal: a.optimal + b.optimal, moves: a.moves + b.moves,
    optimum: a.optimum + b.optimum, streak: Math.max(a.streak, b.streak), bestStreak: Math.max(a.bestStreak,
      b.bestStreak), puzzles };
}

/** `ours` and `theirs` as one list: solves and earlier sets united by id (ours kept where both have one). Returns
 * {log, added: {solves, earlier}}: how many of theirs were new. */
export function unitedLogs(ours, theirs) {
  const known = new Set([...ours.solves.map((solve) => solve.id), ...ours.earlier.map((set) => set.id)]);
  const solves = theirs.solves.filter((solve) => !known.has(solve.id) && known.add(solve.id));
  const earlier = theirs.earlier.filter((set) => !known.has(set.id) && known.add(set.id));
  return { log: { solves: [...ours.solves, ...solves], earlier: [...ours.earlier, ...earlier] },
    added: { solves: solves.length, earlier: earlier.length } };
}
