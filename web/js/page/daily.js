// page/daily.js: the daily puzzle on the page: "#/daily" opens today's (the player's own calendar day) and
// "#/daily/YYYY-MM-DD" any day's, asked of the engine (the same puzzle for everyone: sha256 of the date, daily.py);
// solved days make a streak kept in this browser; after a solve, Share gives a text with no moves and no position.

import { attemptStart, current, gameSpan } from "../game/history.js";
import { clockOf, clockText, elapsedMs } from "../game/clock.js";
import { count } from "../game/words.js";
import { make } from "./tools.js";

const KEY = "puzzlelab-daily";
const SQUARES = { optimal: "🟩", wasted: "🟨", "dead-end": "🟥", "off-best": "🟨" };

/** "YYYY-MM-DD" of `date` in the player's own time zone (never UTC: the day is the player's). */
export function localDay(date = new Date()) {
  const two = (n) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** The calendar day before `day` ("YYYY-MM-DD"), by calendar arithmetic (daylight saving never skips a day). */
export function dayBefore(day) {
  const [y, m, d] = day.split("-").map(Number);
  return localDay(new Date(y, m - 1, d - 1, 12));
}

/** Days solved in a row, ending today, or yesterday when today's is not solved yet. */
export function streak(solved, today) {
  const days = new Set(solved);
  let day = days.has(today) ? today : dayBefore(today);
  let run = 0;
  while (days.has(day)) {
    run += 1;
    day = dayBefore(day);
  }
  return run;
}

export class Daily {
  #midend;
  #engine;
  #today;
  #game = null; // the daily on show: {date, puzzle, size, position, distance}
  #solved; // days solved, "YYYY-MM-DD"
  #share = make("button", "button", "Share");
  #notice = null;

  /** `today()` gives the player's date now ("YYYY-MM-DD"). */
  constructor(midend, engine, today = () => localDay()) {
    this.#midend = midend;
    this.#engine = engine;
    this.#today = today;
    this.#solved = this.#read();
    try { // the daily on show survives a reload of this tab
      this.#game = JSON.parse(sessionStorage.getItem(`${KEY}-on-show`) ?? "null");
    } catch {
      this.#game = null;
    }
    this.#share.type = "button";
    this.#share.id = "share-daily";
    this.#share.hidden = true;
    this.#share.addEventListener("click", () => this.#shareText());
    document.getElementById("status").after(this.#share);
  }

  /** Open the puzzle of `date` (null: today); a bad or future date says why and leaves the game as it is. */
  async open(date) {
    const today = this.#today();
    let reply;
    try {
      reply = await this.#engine.request("daily", { date: date ?? today, today });
    } catch (error) {
      this.#midend.say(`No daily puzzle: ${error.message}`, "warn");
      return false;
    }
    this.#game = reply;
    try {
      sessionStorage.setItem(`${KEY}-on-show`, JSON.stringify(reply));
    } catch {
      // kept for this page only
    }
    const run = streak(this.#solved, today);
    const when = reply.date === today ? "Today's puzzle" : `The puzzle of ${reply.date}`;
    return this.#midend.openPosition({ id: reply.puzzle, size: reply.size, position: reply.position,
      note: () => `${when}: ${count(reply.distance, "move")} from the goal. Daily streak: ${count(run, "day")}.` });
  }

  /** Every refresh (finish.js solveDetector's `justSolved`): a solved daily counts for its day, Share appears. */
  watch(game, justSolved) {
    const daily = this.#game;
    const on = Boolean(daily && game.history && game.puzzle.id === daily.puzzle
      && attemptStart(game.history).position === daily.position);
    this.#share.hidden = !(on && game.state && game.state.solved);
    if (!on || !justSolved) return;
    if (!this.#solved.includes(daily.date)) this.#solved = [...this.#solved, daily.date].slice(-400);
    this.#write();
    this.#midend.say(`Daily puzzle of ${daily.date} solved. Daily streak: `
      + `${count(streak(this.#solved, this.#today()), "day")}. Share tells your result, not the moves.`, "solved");
  }

  /** The notice about damaged daily data, once; null when there is none. */
  takeNotice() {
    const notice = this.#notice;
    this.#notice = null;
    return notice;
  }

  /** The share text: the day, the puzzle, moves against the optimal, the time, a square per move's verdict. */
  text(game) {
    const daily = this.#game;
    const history = game.history;
    const [first, end] = gameSpan(history);
    const moves = history.entries.slice(first + 1, end).filter((entry) => entry.kind === "move");
    const squares = moves.map((entry) => SQUARES[entry.verdict] ?? "⬜").join("");
    const clock = clockOf(history);
    const time = clock ? `, ${clockText(elapsedMs(clock, Date.now()))}` : "";
    const made = current(history).moveCount;
    return `Puzzle Lab daily ${daily.date}: ${game.puzzle.title} in ${count(made, "move")} (optimal ${daily.distance})`
      + `${time}\n${squares}`;
  }

  async #shareText() {
    const text = this.text(this.#midend.snapshot);
    try {
      if (navigator.share) await navigator.share({ text });
      else await navigator.clipboard.writeText(text);
      this.#midend.say(navigator.share ? "Shared." : "Copied: paste it anywhere.", "good");
    } catch {
      this.#midend.say(`Copy this to share it: ${text}`, "info");
    }
  }

  #read() {
    try {
      const data = JSON.parse(localStorage.getItem(KEY) ?? "null");
      if (data === null) return [];
      const days = data && data.format === 1 && Array.isArray(data.solved) ? data.solved : null;
      if (!days || !days.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day))) throw new Error("not a list of days");
      return days;
    } catch (error) {
      this.#notice = `Your daily streak could not be read (${error.message}), so it starts afresh.`;
      return [];
    }
  }

  #write() {
    try {
      localStorage.setItem(KEY, JSON.stringify({ format: 1, solved: this.#solved }));
    } catch {
      // storage full or off: the streak is kept for this visit only
    }
  }
}
