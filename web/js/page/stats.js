// page/stats.js: the Stats panel: statistics kept in this browser (the solves they count: store/solves.js): games
// solved, moves against the optimum, the best result per puzzle, streaks of optimal solves; a reset, and Export and
// Import of the player's records (page/records.js). A solve counts once, when the move that solves is played (not on
// reload or redo). Damaged saved data is set aside with a notice (kept.js).

import { attemptStart, current } from "../game/history.js";
import { make } from "../view/dom.js";
import { count } from "../game/words.js";
import { clockOf, clockText, elapsedMs } from "../game/clock.js";
import { localStore, readKept } from "../store/kept.js";
import { streak } from "../daily/days.js";
import { KEY, emptyLog, newSolve, readLog, statsOf, withSolve, writeLog } from "../store/solves.js";
import { RecordsPart } from "./records.js";

/** ", best time 0:42, fewest moves 16, mean of the last 5 0:50, of the last 12 1:01, 2 with help" (what is known). */
export function times(own) {
  const mean = (list) => clockText(list.reduce((sum, ms) => sum + ms, 0) / list.length);
  const recent = own.times ?? [];
  const parts = [
    Number.isFinite(own.bestTime) ? `best time ${clockText(own.bestTime)}` : "",
    Number.isFinite(own.fewestMoves) ? `fewest moves ${own.fewestMoves}` : "",
    recent.length >= 5 ? `mean of the last 5 ${mean(recent.slice(-5))}` : "",
    recent.length >= 12 ? `of the last 12 ${mean(recent)}` : "",
    own.helped ? `${own.helped} with help` : "",
  ].filter(Boolean);
  return parts.length ? `, ${parts.join(", ")}` : "";
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

export class StatsPanel {
  name = "stats";
  label = "Stats";
  element = make("section");
  #summary = make("dl", "stats-list");
  #list = make("ul", "stats-puzzles");
  #notice = make("p", "tool-note");
  #reset = make("button", "button", "Reset statistics");
  #log; // the solves counted (store/solves.js); the figures shown are derived from it
  #daily;
  #damaged; // the sentence about damaged saved statistics, until said

  /** `daily`: page/daily.js's Daily, for the daily streak (null: none shown). */
  constructor({ daily = null } = {}) {
    this.#daily = daily;
    this.element.setAttribute("aria-label", "Statistics");
    this.#reset.type = "button";
    this.#list.setAttribute("aria-label", "Best results by puzzle");
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
    ({ value: this.#log, notice: damaged } = readKept(localStore(), KEY, readLog, { what: "saved statistics" }));
    this.#damaged ??= damaged;
  }

  /** The notice about damaged saved statistics, once (the game shows it); null when there is none. */
  takeNotice() {
    const damaged = this.#damaged;
    this.#damaged = null;
    if (damaged !== null) this.#notice.textContent = damaged;
    return damaged;
  }

  /** Every refresh (`justSolved`: finish.js solveDetector's answer): count the solve just made. */
  watch(game, justSolved) {
    if (!justSolved) return;
    const history = game.history;
    const now = current(history);
    const size = game.puzzle.sizes ? ` (${game.puzzle.size})` : "";
    const clock = clockOf(history);
    this.#log = withSolve(this.#log, newSolve({
      key: game.puzzle.key, title: `${game.puzzle.title}${size}`, moves: now.moveCount,
      optimum: optimumOf(game), assisted: now.assisted,
      ms: clock ? elapsedMs(clock, Date.now()) : null,
    }));
    this.#save();
  }

  #save() {
    try {
      localStorage.setItem(KEY, writeLog(this.#log));
    } catch {
      this.#notice.textContent = "Statistics can't be saved in this browser (storage is full or off): they "
        + "count for this visit only.";
    }
  }

  #resetClicked() {
    if (this.#reset.dataset.confirm !== "true") {
      this.#reset.dataset.confirm = "true";
      this.#reset.textContent = "Press again to erase them";
      return;
    }
    this.#reset.dataset.confirm = "false";
    this.#reset.textContent = "Reset statistics";
    this.#log = emptyLog();
    this.#save();
    this.#notice.textContent = "Statistics erased.";
    this.refresh();
  }

  refresh() {
    const stats = statsOf(this.#log);
    const rows = [
      ["Puzzles solved", String(stats.solved)],
      ["Solved optimally", `${stats.optimal}${stats.solved ? ` of ${stats.solved}` : ""}`],
      ["Moves against optimal",
        stats.optimum ? `${count(stats.moves, "move")} for an optimum of ${stats.optimum}` : "—"],
      ["Optimal streak", `${stats.streak} now, best ${stats.bestStreak}`],
    ];
    const daily = this.#daily;
    if (daily) {
      const days = daily.solvedDays;
      rows.push(["Daily streak", `${count(streak(days, daily.today()), "day")}, ${count(days.size, "day")} solved`]);
    }
    this.#summary.replaceChildren(...rows.flatMap(([name, value]) => [make("dt", "", name), make("dd", "", value)]));
    const best = (own) => (own.bestOver === null ? ""
      : own.bestOver === 0 ? ", best: optimal"
      : `, best: ${count(own.bestOver, "move")} over optimal`);
    const items = Object.values(stats.puzzles).map((own) => make("li", "",
      `${own.title}: solved ${own.solved}×, ${own.optimal} optimally${best(own)}${times(own)}`));
    if (items.length === 0) items.push(make("li", "tool-note", "Solve a puzzle and your best result shows here."));
    this.#list.replaceChildren(...items);
  }
}
