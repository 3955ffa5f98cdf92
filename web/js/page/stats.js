// page/stats.js: statistics kept in this browser (localStorage): games solved, moves against the optimum, the best
// result per puzzle, streaks of optimal solves; a Stats panel showing them with a reset. A solve counts once, when the
// move that solves is played (not on reload or redo). Damaged saved data is set aside with a notice (kept.js).

import { attemptStart, current } from "../game/history.js";
import { make, wordsOn } from "../view/dom.js";
import { count } from "../game/words.js";
import { clockOf, clockText, elapsedMs } from "../game/clock.js";
import { localStore, readKept } from "../store/kept.js";
import { streak } from "../daily/days.js";
import { failure, msg, number, puzzleTitle } from "../i18n/t.js";

const KEY = "puzzlelab-stats";
const FORMAT = 1;

const empty = () => ({
  format: FORMAT, solved: 0, optimal: 0, moves: 0, optimum: 0, streak: 0, bestStreak: 0, puzzles: {},
});
const isCount = (value) => Number.isInteger(value) && value >= 0;

/** The statistics in `text` (null: none yet), or throws Error saying what is damaged. */
export function readStats(text) {
  if (text === null) return empty();
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw failure("kept.not_json");
  }
  if (!data || data.format !== FORMAT || typeof data.puzzles !== "object" || data.puzzles === null) {
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
  const least = (best, value) => (best === null || best === undefined ? value : Math.min(best, value));
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

/** "best time 0:42", "fewest moves 16", "mean of the last 5 0:50", "of the last 12 1:01", "2 with help": the
 * messages of what is known of a puzzle's times. */
export function times(own) {
  const mean = (list) => clockText(list.reduce((sum, ms) => sum + ms, 0) / list.length);
  const recent = own.times ?? [];
  return [
    Number.isFinite(own.bestTime) ? msg("stats.best_time", { time: clockText(own.bestTime) }) : null,
    Number.isFinite(own.fewestMoves) ? msg("stats.fewest_moves", { n: own.fewestMoves }) : null,
    recent.length >= 5 ? msg("stats.mean_5", { time: mean(recent.slice(-5)) }) : null,
    recent.length >= 12 ? msg("stats.mean_12", { time: mean(recent) }) : null,
    own.helped ? msg("stats.with_help", { n: own.helped }) : null,
  ].filter(Boolean);
}

/** The optimum of the attempt just solved in `game` (a snapshot): the distance its game began at, as its origin
 * records it (a daily, a deal at a distance, one of the hardest), else its start's distance when known; else (a game
 * restored after a reload, its start not asked again) its number of moves when every move was optimal, each one
 * move nearer the goal; else null (unknown). Every attempt of a game starts where the game began. */
function optimumOf(game) {
  if (Number.isInteger(game.origin?.distance)) return game.origin.distance;
  const history = game.history;
  const now = current(history);
  const start = game.stateOf(attemptStart(history).position);
  if (start && Number.isInteger(start.distance)) return start.distance;
  const moves = history.entries.slice(now.attempt + 1, history.index + 1).filter((entry) => entry.kind === "move");
  return moves.length === now.moveCount && moves.every((entry) => entry.verdict === "optimal") ? now.moveCount : null;
}

/** A puzzle's title in its record (in the language on show where the record says which puzzle: its id). */
function titleOf(own) {
  if (!own.id) return own.title;
  const english = own.title.replace(/ \([^)]*\)$/, "");
  const title = puzzleTitle(own.id, english);
  return own.size === null || own.size === undefined ? title : msg("stats.title_size", { title, size: own.size });
}

export class StatsPanel {
  name = "stats";
  label = msg("stats.label");
  element = make("section");
  #summary = make("dl", "stats-list");
  #list = make("ul", "stats-puzzles");
  #notice = make("p", "tool-note");
  #reset = make("button", "button", msg("stats.reset"));
  #stats;
  #daily;
  #damaged; // the sentence about damaged saved statistics, until said

  /** `daily`: page/daily.js's Daily, for the daily streak (null: none shown). */
  constructor({ daily = null } = {}) {
    this.#daily = daily;
    wordsOn(this.element, msg("stats.name"), "aria-label");
    this.#reset.type = "button";
    wordsOn(this.#list, msg("stats.list"), "aria-label");
    this.#notice.setAttribute("role", "status");
    this.element.append(this.#notice, this.#summary, this.#list, this.#reset);
    this.#reset.addEventListener("click", () => this.#resetClicked());
    ({ value: this.#stats, notice: this.#damaged } = readKept(localStore(), KEY, readStats,
      { what: msg("stats.kept.what") }));
  }

  /** The notice about damaged saved statistics, once (the game shows it); null when there is none. */
  takeNotice() {
    const damaged = this.#damaged;
    this.#damaged = null;
    if (damaged !== null) wordsOn(this.#notice, damaged);
    return damaged;
  }

  /** Every refresh (`justSolved`: finish.js solveDetector's answer): count the solve just made. */
  watch(game, justSolved) {
    if (!justSolved) return;
    const history = game.history;
    const now = current(history);
    const size = game.puzzle.sizes ? game.puzzle.size : null;
    const clock = clockOf(history);
    this.#stats = recordSolve(this.#stats, {
      key: game.puzzle.key, title: `${game.puzzle.title}${size === null ? "" : ` (${size})`}`, moves: now.moveCount,
      id: game.puzzle.id, size,
      optimum: optimumOf(game), assisted: now.assisted,
      ms: clock ? elapsedMs(clock, Date.now()) : null,
    });
    this.#save();
  }

  #save() {
    try {
      localStorage.setItem(KEY, JSON.stringify(this.#stats));
    } catch {
      wordsOn(this.#notice, msg("stats.unsaved"));
    }
  }

  #resetClicked() {
    if (this.#reset.dataset.confirm !== "true") {
      this.#reset.dataset.confirm = "true";
      wordsOn(this.#reset, msg("stats.reset_confirm"));
      return;
    }
    this.#reset.dataset.confirm = "false";
    wordsOn(this.#reset, msg("stats.reset"));
    this.#stats = empty();
    this.#save();
    wordsOn(this.#notice, msg("stats.erased"));
    this.refresh();
  }

  refresh() {
    const stats = this.#stats;
    const rows = [
      [msg("stats.solved"), number(stats.solved)],
      [msg("stats.optimal"), stats.solved ? msg("stats.optimal_of", { n: stats.optimal, solved: stats.solved })
        : number(stats.optimal)],
      [msg("stats.against"), stats.optimum ? msg("stats.against_value", { moves: count(stats.moves, "move"),
        n: stats.optimum }) : "—"],
      [msg("stats.streak"), msg("stats.streak_value", { n: stats.streak, best: stats.bestStreak })],
    ];
    const daily = this.#daily;
    if (daily) {
      const days = daily.solvedDays;
      rows.push([msg("stats.daily_streak"), msg("stats.daily_value", { streak: count(streak(days, daily.today()),
        "day"), solved: count(days.size, "day") })]);
    }
    this.#summary.replaceChildren(...rows.flatMap(([name, value]) => [make("dt", "", name), make("dd", "", value)]));
    const best = (own) => (own.bestOver === null ? [] : own.bestOver === 0 ? [msg("stats.best_optimal")]
      : [msg("stats.best_over", { n: own.bestOver })]);
    const items = Object.values(stats.puzzles).map((own) => make("li", "", msg("stats.puzzle", {
      title: titleOf(own),
      details: { list: [msg("stats.solved_times", { n: own.solved }), msg("stats.optimally", { n: own.optimal }),
        ...best(own), ...times(own)], type: "unit" } })));
    if (items.length === 0) items.push(make("li", "tool-note", msg("stats.empty")));
    this.#list.replaceChildren(...items);
  }
}
