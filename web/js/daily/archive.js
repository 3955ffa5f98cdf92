// daily/archive.js: the Daily panel: the streak, today's puzzle and the archive, every day from the first daily puzzle
// to the player's today (their own calendar), latest first, each with its puzzle and the player's result (solved in
// this browser: moves against the optimum, time); each day is a link to "#/daily/<day>", so the address opens it as
// any link does. It reads daily/daily.js and writes nothing.

import { Panel, make, wordsOn } from "../view/dom.js";
import { msg } from "../i18n/t.js";
import { daysBetween, streak, weekday } from "./days.js";
import { resultWords } from "./record.js";

export class ArchivePanel extends Panel {
  #daily;
  #summary = make("p", "daily-summary");
  #list = make("ul", "daily-days");

  #titles;

  /** `daily`: daily/daily.js's Daily (the days solved and their results, the archive's first day, the player's today,
   * each day's puzzle); `titles(id)`: a puzzle's title; `done()`: a day was opened (a sheet then makes way for its
   * game). */
  constructor(daily, titles, done = () => {}) {
    super("daily", msg("daily.tab"), msg("daily.archive.name"));
    this.#daily = daily;
    this.#titles = titles;
    wordsOn(this.#list, msg("daily.archive.list"), "aria-label");
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
    const todays = make("a", "", msg("daily.archive.today"));
    todays.href = "#/daily";
    const summary = make("span", "", msg("daily.archive.summary", { streak: msg("daily.days", { n: streak(solved,
      today) }), solved: msg("daily.days", { n: solved.size }) }));
    this.#summary.replaceChildren(summary, " ", todays);
    const onShow = daily.dayOnShow(game);
    const items = days.map((day) => {
      const dealt = daily.known(day); // the day's puzzle (asked once; the list is drawn again when it comes)
      const values = { day, weekday: weekday(day), title: dealt ? this.#titles(dealt.puzzle) : "" };
      const key = `daily.archive.day${day === today ? "_today" : ""}${dealt ? "_puzzle" : ""}`;
      const link = make("a", "", msg(key, values));
      link.href = `#/daily/${day}`;
      if (day === onShow) link.setAttribute("aria-current", "page");
      const item = make("li", solved.has(day) ? "daily-solved" : "", "");
      const result = daily.resultOf(day);
      const mark = result ? msg("daily.archive.solved_in", { result: resultWords(result) })
        : solved.has(day) ? msg("daily.archive.solved") : null;
      item.append(link, mark ? make("span", "daily-mark", mark) : "");
      return item;
    });
    if (items.length === 0) {
      items.push(make("li", "tool-note", start === null ? msg("daily.archive.unknown")
        : msg("daily.archive.not_yet", { start, today })));
    }
    this.#list.replaceChildren(...items);
  }
}
