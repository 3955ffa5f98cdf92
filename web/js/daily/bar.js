// daily/bar.js: the daily game's bar beside the status: the day in words as its heading, the streak, the result of
// the day once solved (moves against the optimum, time, a square per move) with Share and its confirmation right
// there, and "Past days". It draws what daily/daily.js tells it; it keeps nothing.

import { make, wordsOn } from "../view/dom.js";
import { msg } from "../i18n/t.js";
import { dayWords } from "./days.js";
import { resultWords, squaresOf } from "./record.js";

export class DailyBar {
  element = make("section", "daily-bar");
  #title = make("h2", "daily-title");
  #line = make("p", "daily-line");
  #squares = make("p", "daily-squares");
  #share = make("button", "button primary", msg("daily.share"));
  #past = make("button", "button", msg("daily.past_days"));
  #said = make("p", "daily-said");
  #shown = null; // the day shown, to clear a confirmation about another

  /** `share()`: Share pressed. */
  constructor({ share }) {
    this.element.id = "daily-bar";
    this.element.setAttribute("aria-labelledby", "daily-title");
    this.#title.id = "daily-title";
    this.#share.type = "button";
    this.#share.id = "share-daily";
    this.#share.addEventListener("click", share);
    this.#past.type = "button";
    this.#past.id = "past-days";
    this.#past.setAttribute("aria-controls", "tool-panel");
    this.#squares.setAttribute("aria-hidden", "true"); // the line says the same in words
    this.#said.setAttribute("role", "status");
    const row = make("div", "button-row daily-actions");
    row.append(this.#share, this.#past);
    this.element.append(this.#title, this.#line, this.#squares, row, this.#said);
    this.element.hidden = true;
  }

  connectArchive(open) {
    this.#past.addEventListener("click", open);
  }

  /** Show `daily` ({day, result (null: not solved here), solved: the goal on show, streak}), or hide (null). */
  show(daily) {
    this.element.hidden = !daily;
    if (!daily) return;
    if (this.#shown !== daily.day) wordsOn(this.#said, "");
    this.#shown = daily.day;
    wordsOn(this.#title, msg("daily.title", { day: dayWords(daily.day) }));
    const streak = msg("daily.streak", { n: daily.streak });
    const result = daily.result;
    wordsOn(this.#line, result ? msg("daily.result_line", { result: resultWords(result), streak }) : streak);
    this.#squares.textContent = result ? squaresOf(result) : "";
    this.#squares.hidden = !result;
    this.#share.hidden = !(result || daily.solved);
  }

  /** What Share did (a message), said beside it. */
  confirm(message) {
    wordsOn(this.#said, message);
  }
}
