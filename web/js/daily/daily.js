// daily/daily.js: the daily puzzle on the page: "#/daily" opens today's (the player's own calendar day) and
// "#/daily/YYYY-MM-DD" any day's, asked of the engine (the same puzzle for everyone: sha256 of the date, daily.py);
// while it is played the address is "#/daily/<day>/<position>"; solved days make a streak kept in this browser;
// after a solve, Share gives a text with no moves and no position. The day of the game on show is its origin (its
// history records it); the engine is asked through the midend. The archive of days is daily/archive.js.

import { current, gameSpan } from "../game/history.js";
import { clockOf, clockText, elapsedMs } from "../game/clock.js";
import { count } from "../game/words.js";
import { make } from "../view/dom.js";
import { formatDaily } from "../address/router.js";
import { isDay, localDay, streak } from "./days.js";
import { localStore, readKept } from "../store/kept.js";

const KEY = "puzzlelab-daily";
const SQUARES = { optimal: "🟩", wasted: "🟨", "dead-end": "🟥", "off-best": "🟨" };

/** The days solved kept in `text` (null: none yet), or throws Error saying what is damaged. */
export function readSolved(text) {
  if (text === null) return [];
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error("not JSON");
  }
  if (data === null) return [];
  if (typeof data !== "object" || data.format !== 1 || !Array.isArray(data.solved)) {
    throw new Error("not a daily record");
  }
  if (!data.solved.every(isDay)) throw new Error("not a list of days");
  return data.solved;
}

/** The daily of `game` (a snapshot): its origin {kind: "daily", date, distance} when the game on show began as a
 * day's puzzle, else null. */
const dailyOf = (game) => (game.origin && game.origin.kind === "daily" ? game.origin : null);

export class Daily {
  #midend;
  #today;
  #archiveStart;
  #game = null; // the engine's daily last opened: {date, puzzle, size, position, distance}
  #solved; // days solved, "YYYY-MM-DD"
  #notice;
  #actions = make("div", "daily-actions");
  #share = make("button", "button", "Share");
  #said = make("span", "share-said"); // what Share did, said beside it (the message may be out of sight)
  #past = make("button", "button", "Past days");

  /** `archiveStart`: the first day ("YYYY-MM-DD", the catalogue's; null: unknown); `today()` gives the player's date
   * now ("YYYY-MM-DD"). */
  constructor(midend, { archiveStart = null, today = () => localDay() } = {}) {
    this.#midend = midend;
    this.#today = today;
    this.#archiveStart = archiveStart;
    ({ value: this.#solved, notice: this.#notice } = readKept(localStore(), KEY, readSolved,
      { what: "daily streak", afresh: "it starts afresh" }));
    try { // the daily on show survives a reload of this tab, before the engine is back
      const kept = JSON.parse(sessionStorage.getItem(`${KEY}-on-show`) ?? "null");
      const sound = kept && isDay(kept.date) && typeof kept.puzzle === "string" && typeof kept.position === "string"
        && Number.isInteger(kept.distance);
      this.#game = sound ? kept : null; // else asked of the engine again
    } catch {
      this.#game = null;
    }
    this.#share.type = "button";
    this.#share.id = "share-daily";
    this.#share.addEventListener("click", () => this.#shareText());
    this.#past.type = "button";
    this.#past.id = "past-days";
    this.#past.setAttribute("aria-controls", "tool-panel");
    this.#said.setAttribute("role", "status");
    this.#actions.append(this.#share, this.#said, this.#past);
    this.#actions.hidden = true;
    document.getElementById("status-card").after(this.#actions);
  }

  /** "Past days" opens the archive with `open()` (players.js: the Daily panel). */
  connectArchive(open) {
    this.#past.addEventListener("click", open);
  }

  get archiveStart() {
    return this.#archiveStart;
  }

  /** The player's day now, "YYYY-MM-DD". */
  today() {
    return this.#today();
  }

  /** The days solved, a Set of "YYYY-MM-DD". */
  get solvedDays() {
    return new Set(this.#solved);
  }

  /** The day of the daily on show, or null. */
  dayOnShow(game) {
    const daily = dailyOf(game);
    return daily ? daily.date : null;
  }

  /**
   * Open a daily address (router.js {date, position}; date null: today). Without a position, the day's puzzle opens
   * at its start, a new game. With one (a reload, Back, an address copied), the game kept for that puzzle comes back
   * at that position when it holds it, still the day's; else that position opens, a game of its own (someone else's
   * daily game: it does not count for the day). A bad date (not a day, before the archive, after
   * the player's today) is said in one sentence and today's puzzle opens instead. Resolves false when nothing opened.
   */
  async follow({ date, position = null }) {
    const today = this.#today();
    const since = this.#midend.snapshot.serial; // another game opened meanwhile: this one is not opened over it
    let reply = this.#game && this.#game.date === (date ?? today) ? this.#game : null; // a reload: known at once
    let refused = null;
    if (!reply) {
      try {
        reply = await this.#midend.ask("daily", { date: date ?? today, today });
      } catch (error) {
        refused = error.message;
      }
    }
    if (refused !== null && date !== null && date !== today) {
      try {
        reply = await this.#midend.ask("daily", { date: today, today });
      } catch {
        reply = null;
      }
      position = null;
      if (reply) refused = `There is no daily puzzle at that address (${refused}): here is today's, ${today}.`;
    }
    if (!reply) {
      this.#midend.say(`No daily puzzle: ${refused}. The game on show is kept; open the daily puzzle again to retry.`,
        "warn");
      return false;
    }
    this.#game = reply;
    try {
      sessionStorage.setItem(`${KEY}-on-show`, JSON.stringify(reply));
    } catch {
      // kept for this page only
    }
    const said = refused ?? this.#about(reply, today);
    const game = { id: reply.puzzle, size: reply.size };
    const day = { kind: "daily", date: reply.date, distance: reply.distance };
    const fresh = (asOf) => this.#midend.openPosition({ ...game, position: reply.position, origin: day, notice: said,
      since: asOf, noticeTone: refused === null ? "info" : "warn" }); // today's for a bad day, said as a warning
    if (position === null) {
      fresh(since);
      return this.#midend.snapshot.serial !== since;
    }
    this.#midend.open({ ...game, position, source: "ours", since }); // a reload, Back, a copied address
    const resumed = dailyOf(this.#midend.snapshot);
    if (resumed && resumed.date === reply.date) {
      this.#midend.say(position === reply.position ? said : `${said} Your game goes on from where it was.`);
    } else if (position === reply.position) { // the day's start, not kept here: the day's game begins
      fresh(this.#midend.snapshot.serial);
    } else { // someone else's daily game: its position, a game of its own
      this.#midend.say(`A position from the puzzle of ${reply.date}: the day counts when played from its start `
        + `(#/daily/${reply.date}).`);
    }
    return true;
  }

  /** The address of `position` in `game` while it is a daily game ("#/daily/<day>/<position>"), else null. */
  fragment(game, position) {
    const daily = dailyOf(game);
    return daily ? formatDaily(daily.date, position) : null;
  }

  /** Every refresh (finish.js solveDetector's `justSolved`): a solved daily counts for its day, Share appears. */
  watch(game, justSolved) {
    const daily = dailyOf(game);
    const on = daily !== null;
    this.#actions.hidden = !on;
    this.#share.hidden = !(on && game.state && game.state.solved);
    if (this.#share.hidden || justSolved) this.#said.textContent = "";
    if (!on || !justSolved) return;
    if (!this.#solved.includes(daily.date)) this.#solved = [...this.#solved, daily.date].sort().slice(-400);
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
    const daily = dailyOf(game);
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

  #about(reply, today) {
    const when = reply.date === today ? "Today's puzzle" : `The puzzle of ${reply.date}`;
    return `${when}: ${count(reply.distance, "move")} from the goal. `
      + `Daily streak: ${count(streak(this.#solved, today), "day")}.`;
  }

  async #shareText() {
    const text = this.text(this.#midend.snapshot);
    try {
      if (navigator.share) await navigator.share({ text });
      else await navigator.clipboard.writeText(text);
      this.#said.textContent = navigator.share ? "Shared." : "Copied: paste it anywhere.";
      this.#midend.say(this.#said.textContent, "good");
    } catch {
      this.#said.textContent = "Not copied: the text to copy is in the message.";
      this.#midend.say(`Copy this to share it: ${text}`, "info");
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
