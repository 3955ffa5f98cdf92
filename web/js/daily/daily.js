// daily/daily.js: the daily puzzle on the page: "#/daily" opens today's (the player's own calendar day) and
// "#/daily/YYYY-MM-DD" any day's, asked of the engine through the midend (the same puzzle for everyone: sha256 of
// the date, daily.py); while it is played the address is "#/daily/<day>/<position>". The day of the game on show is
// its origin (its history records it). A solved day counts for the streak and keeps its result (daily/record.js);
// opening it again shows that solve, with Share. The bar beside the game (daily/bar.js) says the day and the result.

import { msg, puzzleTitle } from "../i18n/t.js";
import { formatDaily } from "../address/router.js";
import { isDay, localDay, streak } from "./days.js";
import { localStore, readKept } from "../store/kept.js";
import { KEY, readRecord, resultOf, resultWords, shareText, withSolve, writeRecord } from "./record.js";
import { DailyBar } from "./bar.js";

/** The daily of `game` (a snapshot): its origin {kind: "daily", date, distance} when the game on show began as a
 * day's puzzle, else null. */
const dailyOf = (game) => (game.origin && game.origin.kind === "daily" ? game.origin : null);

export class Daily {
  #midend;
  #today;
  #archiveStart;
  #game = null; // the engine's daily last opened: {date, puzzle, size, position, distance}
  #record; // {solved: days "YYYY-MM-DD", results: {day: result}} (daily/record.js)
  #notice;
  #bar;

  /** `archiveStart`: the first day ("YYYY-MM-DD", the catalogue's; null: unknown); `today()` gives the player's date
   * now ("YYYY-MM-DD"). */
  constructor(midend, { archiveStart = null, today = () => localDay() } = {}) {
    this.#midend = midend;
    this.#today = today;
    this.#archiveStart = archiveStart;
    ({ value: this.#record, notice: this.#notice } = readKept(localStore(), KEY, readRecord,
      { what: msg("daily.kept.what"), afresh: msg("daily.kept.afresh") }));
    try { // the daily on show survives a reload of this tab, before the engine is back
      const kept = JSON.parse(sessionStorage.getItem(`${KEY}-on-show`) ?? "null");
      const sound = kept && isDay(kept.date) && typeof kept.puzzle === "string" && typeof kept.position === "string"
        && Number.isInteger(kept.distance);
      this.#game = sound ? kept : null; // else asked of the engine again
    } catch {
      this.#game = null;
    }
    this.#bar = new DailyBar({ share: () => this.#share() });
    document.getElementById("status-card").after(this.#bar.element);
  }

  /** Read the days kept in this browser again (after an Import merged others into them: page/records.js). */
  reload() {
    ({ value: this.#record } = readKept(localStore(), KEY, readRecord, { what: msg("daily.kept.what"),
      afresh: msg("daily.kept.afresh") }));
  }

  /** "Past days" opens the archive with `open()` (players.js: the Daily panel). */
  connectArchive(open) {
    this.#bar.connectArchive(open);
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
    return new Set(this.#record.solved);
  }

  /** The result kept for `day` (daily/record.js), or null: not solved in this browser (or solved before results were
   * kept). */
  resultOf(day) {
    return this.#record.results[day] ?? null;
  }

  /** The day's puzzle as the engine deals it ({date, puzzle, size, position, distance}), or null while it is asked
   * (the midend tells its subscribers when it arrives) or when there is none. */
  known(day) {
    const known = this.#midend.known("daily", { date: day, today: this.#today() });
    return known && known.result ? known.result : null;
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
        refused = error.words ?? error.message; // the engine's reason (a message, or its text)
      }
    }
    if (refused !== null && date !== null && date !== today) {
      try {
        reply = await this.#midend.ask("daily", { date: today, today });
      } catch {
        reply = null;
      }
      position = null;
      if (reply) refused = msg("daily.refused", { why: refused, today });
    }
    if (!reply) {
      this.#midend.say(msg("daily.none", { why: refused }), "warn");
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
    const result = this.resultOf(reply.date);
    if (position === null && result && refused === null) { // solved already: that solve again, with Share
      this.#midend.resumeDay({ ...game, origin: day, start: result.start, final: result.final, moves: result.moves,
        since, notice: msg("daily.solved_before", { day: reply.date, result: resultWords(result) }) });
      return this.#midend.snapshot.serial !== since;
    }
    if (position === null) {
      fresh(since);
      return this.#midend.snapshot.serial !== since;
    }
    this.#midend.open({ ...game, position, source: "ours", since }); // a reload, Back, a copied address
    const resumed = dailyOf(this.#midend.snapshot);
    if (resumed && resumed.date === reply.date) {
      this.#midend.say(position === reply.position ? said : [said, msg("daily.goes_on")]);
    } else if (position === reply.position) { // the day's start, not kept here: the day's game begins
      fresh(this.#midend.snapshot.serial);
    } else { // someone else's daily game: its position, a game of its own
      this.#midend.say(msg("daily.someone_elses", { day: reply.date }));
    }
    return true;
  }

  /** The address of `position` in `game` while it is a daily game ("#/daily/<day>/<position>"), else null. */
  fragment(game, position) {
    const daily = dailyOf(game);
    return daily ? formatDaily(daily.date, position) : null;
  }

  /** Every refresh (finish.js solveDetector's `justSolved`): a solved daily counts for its day and keeps its result;
   * the bar shows the day, its result and Share. */
  watch(game, justSolved) {
    const daily = dailyOf(game);
    if (daily && justSolved) {
      const first = !this.#record.solved.includes(daily.date);
      this.#record = withSolve(this.#record, daily.date, resultOf(game));
      this.#write();
      const days = streak(this.#record.solved, this.#today());
      this.#midend.say(msg(first ? "daily.solved" : "daily.solved_again", { day: daily.date, n: days }), "solved");
    }
    const solved = Boolean(daily && game.state && game.state.solved);
    this.#bar.show(daily && { day: daily.date, result: this.resultOf(daily.date), solved,
      streak: streak(this.#record.solved, this.#today()) });
  }

  /** The notice about damaged daily data, once; null when there is none. */
  takeNotice() {
    const notice = this.#notice;
    this.#notice = null;
    return notice;
  }

  /** The Share text of the day on show in `game`: its kept result (the attempt that solved it), else the solve on show
   * (storage refused to keep it), with the day's link. */
  text(game) {
    const daily = dailyOf(game);
    const result = this.resultOf(daily.date) ?? resultOf(game);
    const title = puzzleTitle(result.puzzle, result.title);
    return shareText(daily.date, result, title, new URL(`#/daily/${daily.date}`, location.href).href);
  }

  #about(reply, today) {
    const values = { day: reply.date, distance: reply.distance, n: streak(this.#record.solved, today) };
    return msg(reply.date === today ? "daily.about_today" : "daily.about_day", values);
  }

  /** Share pressed: shared (phones) or copied, said beside the button (where the act was). */
  async #share() {
    const text = this.text(this.#midend.snapshot);
    try {
      if (navigator.share) await navigator.share({ text });
      else await navigator.clipboard.writeText(text);
      this.#bar.confirm(msg(navigator.share ? "daily.shared" : "daily.copied"));
    } catch {
      this.#bar.confirm(msg("daily.copy_this", { text }));
    }
  }

  #write() {
    try {
      localStorage.setItem(KEY, writeRecord(this.#record));
    } catch {
      // storage full or off: the streak is kept for this visit only
    }
  }
}
