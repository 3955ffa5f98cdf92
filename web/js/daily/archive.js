// daily/archive.js: the Daily panel: the streak, today's puzzle and the archive, every day from the first daily puzzle
// to the player's today (their own calendar), latest first, the days solved in this browser marked; each day is a
// link to "#/daily/<day>", so the address opens it as any link does. It reads page/daily.js and writes nothing.

import { make } from "../view/dom.js";
import { count } from "../game/words.js";
import { daysBetween, streak, weekday } from "./days.js";

export class ArchivePanel {
  name = "daily";
  label = "Daily";
  element = make("section");
  #daily;
  #summary = make("p", "daily-summary");
  #list = make("ul", "daily-days");

  /** `daily`: page/daily.js's Daily (the days solved, the archive's first day, the player's today); `done()`: a day
   * was opened (a sheet then makes way for its game). */
  constructor(daily, done = () => {}) {
    this.#daily = daily;
    this.element.setAttribute("aria-label", "Daily puzzles");
    this.#list.setAttribute("aria-label", "Past daily puzzles");
    this.element.append(this.#summary, this.#list);
    this.element.addEventListener("click", (event) => {
      if (event.target.closest("a[href^='#/daily']")) done();
    });
  }

  refresh(game) {
    const daily = this.#daily;
    const today = daily.today();
    const solved = daily.solvedDays;
    const start = daily.archiveStart;
    const days = start === null ? [] : daysBetween(start, today);
    const todays = make("a", "", "Play today's puzzle");
    todays.href = "#/daily";
    this.#summary.replaceChildren(`Daily streak: ${count(streak(solved, today), "day")}, `
      + `${count(solved.size, "day")} solved in all. `, todays);
    const onShow = daily.dayOnShow(game);
    const items = days.map((day) => {
      const link = make("a", "", `${day}, ${weekday(day)}${day === today ? " (today)" : ""}`);
      link.href = `#/daily/${day}`;
      if (day === onShow) link.setAttribute("aria-current", "page");
      const item = make("li", solved.has(day) ? "daily-solved" : "", "");
      item.append(link, solved.has(day) ? make("span", "daily-mark", " ✓ solved") : "");
      return item;
    });
    if (items.length === 0) {
      items.push(make("li", "tool-note", start === null ? "The archive is not known to this page."
        : `The daily puzzles begin on ${start}: your calendar says ${today}.`));
    }
    this.#list.replaceChildren(...items);
  }
}
