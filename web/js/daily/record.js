// daily/record.js: what this browser keeps of the daily puzzles: the days solved and each day's result (the attempt
// that solved it: its moves against the optimum, its time, each move's verdict, and the moves themselves so the solve
// can be shown again), read with care (store/kept.js sets damaged data aside), and the Share text of a result.

import { current } from "../game/history.js";
import { clockOf, clockText, elapsedMs } from "../game/clock.js";
import { failure, msg, words } from "../i18n/t.js";
import { isDay } from "./days.js";

export const KEY = "puzzlelab-daily";
const FORMAT = 2; // 1: {format, solved} (before results were kept), read as a record without results
const SQUARES = { optimal: "🟩", wasted: "🟨", "dead-end": "🟥", "off-best": "🟨" };
const KEEP_DAYS = 400;

const isCount = (value) => Number.isInteger(value) && value >= 0;

/** Whether `result` is a day's result as resultOf makes it. */
function soundResult(result) {
  return Boolean(result) && typeof result.puzzle === "string" && typeof result.title === "string"
    && isCount(result.made) && (result.optimal === null || isCount(result.optimal))
    && (result.ms === null || isCount(result.ms)) && isCount(result.assisted)
    && Array.isArray(result.moves) && result.moves.every((move) => typeof move === "string")
    && Array.isArray(result.verdicts) && result.verdicts.length === result.moves.length
    && typeof result.start === "string" && typeof result.final === "string";
}

/** The record kept in `text` ({solved: days, results: {day: result}}; null text: none yet), or throws Error saying
 * what is damaged. */
export function readRecord(text) {
  if (text === null) return { solved: [], results: {} };
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw failure("kept.not_json");
  }
  if (data === null) return { solved: [], results: {} };
  if (typeof data !== "object" || ![1, FORMAT].includes(data.format) || !Array.isArray(data.solved)) {
    throw failure("kept.not_daily");
  }
  if (!data.solved.every(isDay)) throw failure("kept.not_days");
  const results = data.format === 1 ? {} : data.results;
  if (!results || typeof results !== "object" || Array.isArray(results)) throw failure("kept.results_damaged");
  for (const [day, result] of Object.entries(results)) {
    if (!isDay(day) || !soundResult(result)) throw failure("kept.result_damaged", { day });
  }
  return { solved: data.solved, results };
}

/** The text kept for `record`. */
export const writeRecord = (record) => JSON.stringify({ format: FORMAT, ...record });

/** `record` with `day` solved as `result` says (a day counts once: its first solve is the one kept). */
export function withSolve(record, day, result) {
  if (record.solved.includes(day)) return record;
  const solved = [...record.solved, day].sort().slice(-KEEP_DAYS);
  const results = Object.fromEntries(Object.entries({ ...record.results, [day]: result })
    .filter(([one]) => solved.includes(one)));
  return { solved, results };
}

/** `record` and `other` as one: the days solved in either (the last KEEP_DAYS), each with `record`'s result where it
 * has one, else `other`'s. Returns {record, added: {days, results}}: the days `other` brought, and the results it
 * brought for days solved here already (solved before results were kept). */
export function unitedRecords(record, other) {
  const solved = [...new Set([...record.solved, ...other.solved])].sort().slice(-KEEP_DAYS);
  const results = {};
  for (const day of solved) {
    const result = record.results[day] ?? other.results[day];
    if (result) results[day] = result;
  }
  const days = solved.filter((day) => !record.solved.includes(day)).length;
  const found = Object.keys(results).filter((day) => !record.results[day] && record.solved.includes(day)).length;
  return { record: { solved, results }, added: { days, results: found } };
}

/** The result of the daily `game` (a snapshot, just solved; its origin says the day and the optimum): the attempt
 * that solved it, from its start (the day's position, or a Restart) to the goal. */
export function resultOf(game, now = Date.now()) {
  const history = game.history;
  const here = current(history);
  const moves = history.entries.slice(here.attempt + 1, history.index + 1).filter((entry) => entry.kind === "move");
  const clock = clockOf(history);
  return {
    puzzle: game.puzzle.id, size: game.puzzle.sizes ? game.puzzle.size : null, title: game.puzzle.title,
    made: here.moveCount, optimal: game.origin.distance ?? null, assisted: here.assisted,
    ms: clock ? Math.round(elapsedMs(clock, now)) : null,
    moves: moves.map((entry) => entry.move.move), verdicts: moves.map((entry) => entry.verdict),
    start: history.entries[here.attempt].position, final: here.position,
  };
}

/** The squares of a result: one per move, by its verdict. */
export const squaresOf = (result) => result.verdicts.map((verdict) => SQUARES[verdict] ?? "⬜").join("");

/** "25 moves (optimal 23), 1:02": a result (a message). */
export function resultWords(result) {
  const time = result.ms === null ? null : clockText(result.ms);
  const key = `daily.result.${result.optimal === null ? "moves" : "optimal"}${time === null ? "" : "_time"}`;
  return msg(key, { n: result.made, optimal: result.optimal, time });
}

/** The Share text of `day`'s `result` (`title`: its puzzle's, in the language on show): the day, the puzzle, moves
 * against the optimum, the time, a square per move, and the day's link (`link`); never the moves or the position. */
export function shareText(day, result, title, link) {
  const said = words(msg("daily.share_text", { day, title, result: resultWords(result) }));
  return `${said}\n${squaresOf(result)}\n${link}`;
}
