// page/stats.js: the Stats panel: statistics kept in this browser (the solves they count: store/solves.js): games
// solved, moves against the optimum, the best result per puzzle, streaks of optimal solves; a reset, and Export and
// Import of the player's records (page/records.js). A solve counts once, when the move that solves is played (not on
// reload or redo). Damaged saved data is set aside with a notice (kept.js).

import { attemptStart, current } from "../game/history.js";
import { Panel, make, wordsOn } from "../view/dom.js";
import { count } from "../game/words.js";
import { clockOf, clockText, elapsedMs } from "../game/clock.js";
import { localStore, readKept } from "../store/kept.js";
import { streak } from "../daily/days.js";
import { msg, number, puzzleTitle } from "../i18n/t.js";
import { KEY, emptyLog, newSolve, readLog, statsOf, withSolve, writeLog } from "../store/solves.js";
import { RecordsPart } from "./records.js";

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

export class StatsPanel extends Panel {
  #summary = make("dl", "stats-list");
  #list = make("ul", "stats-puzzles");
  #notice = make("p", "tool-note");
  #reset = make("button", "button", msg("stats.reset"));
  #log; // the solves counted (store/solves.js); the figures shown are derived from it
  #daily;
  #damaged; // the sentence about damaged saved statistics, until said

  /** `daily`: page/daily.js's Daily, for the daily streak (null: none shown). */
  constructor({ daily = null } = {}) {
    super("stats", msg("stats.label"), msg("stats.name"));
    this.#daily = daily;
    this.#reset.type = "button";
    wordsOn(this.#list, msg("stats.list"), "aria-label");
    this.#notice.setAttribute("role", "status");
    const records = new RecordsPart({ imported: () => {
      this.reload();
      daily?.reload();
      this.refresh();
    } });
    this.element.append(this.#notice, this.#summary, this.#list, this.#reset, records.element);
    this.#reset.addEventListener("click", () => this.#resetClicked());
    this.reload();
  }

  /** Read the statistics kept in this browser again (after an Import merged others into them). */
  reload() {
    let damaged;
    ({ value: this.#log, notice: damaged } = readKept(localStore(), KEY, readLog, { what: msg("stats.kept.what") }));
    this.#damaged ??= damaged;
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
    this.#log = withSolve(this.#log, newSolve({
      key: game.puzzle.key, title: `${game.puzzle.title}${size === null ? "" : ` (${size})`}`, moves: now.moveCount,
      id: game.puzzle.id, size,
      optimum: optimumOf(game), assisted: now.assisted,
      ms: clock ? elapsedMs(clock, Date.now()) : null,
    }));
    this.#save();
  }

  #save() {
    try {
      localStorage.setItem(KEY, writeLog(this.#log));
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
    this.#log = emptyLog();
    this.#save();
    wordsOn(this.#notice, msg("stats.erased"));
    this.refresh();
  }

  refresh() {
    const stats = statsOf(this.#log);
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
