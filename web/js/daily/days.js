// daily/days.js: calendar days as the player's own calendar counts them, written "YYYY-MM-DD" in the browser's time
// zone: today, the days before and after by calendar arithmetic (a daylight-saving change never skips or repeats a
// day, as steps of 24 hours would), the days of the daily archive, and a streak of days in a row. No DOM, no storage.

import { language } from "../i18n/t.js";

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCALES = { en: "en-GB", ja: "ja-JP" }; // "Friday, 27 November 2026" / "2026年11月27日金曜日"
const dates = (options) => new Intl.DateTimeFormat(LOCALES[language()] ?? language(), options);

/** "YYYY-MM-DD" of `date` in the player's own time zone (never UTC: the day is the player's). */
export function localDay(date = new Date()) {
  const two = (n) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** Noon of `day` ("YYYY-MM-DD") in the player's zone: a moment surely inside that day; null for a text that is not a
 * day of the calendar ("2026-13-45", "yesterday"). */
function noonOf(day) {
  const parts = typeof day === "string" ? DAY.exec(day) : null;
  if (!parts) return null;
  const [year, month, date] = parts.slice(1).map(Number);
  const noon = new Date(year, month - 1, date, 12);
  return localDay(noon) === day ? noon : null;
}

/** Whether `text` is a day of the calendar written YYYY-MM-DD. */
export const isDay = (text) => noonOf(text) !== null;

/** The day `by` calendar days after `day` (before it when negative). */
export function shiftDay(day, by) {
  const noon = noonOf(day);
  return localDay(new Date(noon.getFullYear(), noon.getMonth(), noon.getDate() + by, 12));
}

/** The calendar day before `day`. */
export const dayBefore = (day) => shiftDay(day, -1);

/** "Wednesday" / "水曜日", the weekday of `day` in the language on show. */
export const weekday = (day) => dates({ weekday: "long" }).format(noonOf(day));

/** "Friday, 27 November 2026" / "2026年11月27日金曜日": `day` in words. */
export const dayWords = (day) => dates({ weekday: "long", day: "numeric", month: "long", year: "numeric" })
  .format(noonOf(day));

/** Every day from `first` to `last`, both included, latest first; [] when `last` is before `first`. */
export function daysBetween(first, last) {
  const days = [];
  for (let day = last; day >= first; day = dayBefore(day)) days.push(day); // YYYY-MM-DD sorts as the calendar does
  return days;
}

/** Days solved in a row (`solved`: days, any order), ending today, or yesterday when today's is not solved yet. */
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
