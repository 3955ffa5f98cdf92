// daily/bar.js: the daily game's bar beside the status: the day in words as its heading, the streak, the result of
// the day once solved (moves against the optimum, time, a square per move) with Share and its confirmation right
// there, and "Past days". It draws what daily/daily.js tells it; it keeps nothing.

import { make } from "../view/dom.js";
import { count } from "../game/words.js";
import { dayWords } from "./days.js";
import { resultWords, squaresOf } from "./record.js";

export class DailyBar {
  element = make("section", "daily-bar");
  #title = make("h2", "daily-title");
  #line = make("p", "daily-line");
  #squares = make("p", "daily-squares");
  #share = make("button", "button primary", "Share");
  #past = make("button", "button", "Past days");
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
    if (this.#shown !== daily.day) this.#said.textContent = "";
    this.#shown = daily.day;
    const title = `Daily puzzle: ${dayWords(daily.day)}`;
    if (this.#title.textContent !== title) this.#title.textContent = title;
    const streak = `Daily streak: ${count(daily.streak, "day")}.`;
    const result = daily.result;
    this.#line.textContent = result ? `Solved in ${resultWords(result)}. ${streak}` : streak;
    this.#squares.textContent = result ? squaresOf(result) : "";
    this.#squares.hidden = !result;
    this.#share.hidden = !(result || daily.solved);
  }

  /** What Share did, said beside it. */
  confirm(text) {
    this.#said.textContent = text;
  }
}
