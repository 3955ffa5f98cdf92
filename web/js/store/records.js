// store/records.js: the player's records as one file to carry to another browser (Stats' Export) and to merge into
// this one's (Import): plain, versioned JSON a person can read (README, "Records that move"). Import merges and never
// replaces; a file that can't be read is refused whole with the reason, and nothing kept changes. No DOM.

import { KEY as STATS_KEY, checkLog, readLog, statsOf, unitedLogs, writeLog } from "./solves.js";
import { KEY as DAILY_KEY, readRecord, unitedRecords, writeRecord } from "../daily/record.js";
import { PREFIX, keptGames } from "./saved.js";
import { restore, serialise } from "../game/history.js";
import { streak } from "../daily/days.js";
import { failure, t } from "../i18n/t.js";

export const FORMAT = "puzzlelab-records";
export const VERSION = 1; // a file of a later version is refused: this page can't know what it added
export const MAX_BYTES = 5_000_000; // a browser keeps about 5 MB for a site: records bigger than that can't be ours
const GAME_KEY = /^[a-z0-9-]{1,64}(:[a-z0-9]{1,8})?$/; // a puzzle key: "8-puzzle", "frog-jump:4", "uncrossed:7x8"

/** A refusal: an Error whose words say why the file is refused (page/records.js: "This file can't be imported:
 * <why>."). */
const refused = (key, values = {}) => failure(`records.why.${key}`, values);
/** Why a part of the file can't be read: the part's reason around the one its reader gave. */
const why = (error) => error.words ?? error.message;

/** What this browser keeps: {log, daily, games: {puzzle key: history, or null when it can't be read (the page sets
 * it aside when that puzzle opens: no record to carry, but its place is taken)}}. Throws Error when the statistics or
 * the daily record kept here can't be read. */
export function keptRecords(storage) {
  const read = (key) => (storage ? storage.getItem(key) : null);
  const games = {};
  for (const [key, text] of Object.entries(storage ? keptGames(storage) : {})) {
    try {
      games[key] = restore(text);
    } catch {
      games[key] = null;
    }
  }
  return { log: readLog(read(STATS_KEY)), daily: readRecord(read(DAILY_KEY)), games };
}

/** The file's object for `kept` (keptRecords), the streak counted on `today`: `figures` (statsOf), the streak and
 * `about` are for a person to read (Import derives them again); `statistics` (the solves and earlier figures), the
 * days, their results and the games are what Import merges. */
export function recordsFile(kept, { today, now = Date.now() }) {
  const { log, daily, games } = kept;
  return {
    format: FORMAT, version: VERSION, exported: new Date(now).toISOString(),
    about: t("records.about"),
    figures: statsOf(log), statistics: { solves: log.solves, earlier: log.earlier },
    daily: { streak: streak(daily.solved, today), solved: daily.solved, results: daily.results },
    games: Object.fromEntries(Object.entries(games).filter(([, history]) => history !== null)
      .map(([key, history]) => [key, JSON.parse(serialise(history))])),
  };
}

/** The file's text: JSON laid out for a person, three levels deep, deeper values on one line each (a solve, a
 * puzzle's figures, a day's result, a game's entries). */
export function recordsText(file) {
  const layered = (value, depth) => {
    if (depth >= 3 || value === null || typeof value !== "object") return JSON.stringify(value);
    const items = Array.isArray(value) ? value.map((item) => layered(item, depth + 1))
      : Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${layered(item, depth + 1)}`);
    const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
    if (items.length === 0) return open + close;
    const pad = "  ".repeat(depth + 1);
    return `${open}\n${items.map((item) => pad + item).join(",\n")}\n${"  ".repeat(depth)}${close}`;
  };
  return `${layered(file, 0)}\n`;
}

/** The records in `text` (a file of `bytes` bytes), checked whole: {log, daily, games: {key: history}}, or throws
 * Error saying why it is refused. */
export function readRecordsFile(text, bytes = text.length) {
  if (bytes > MAX_BYTES) throw refused("big", { mb: (bytes / 1e6).toFixed(1), most: MAX_BYTES / 1e6 });
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw refused("not_json");
  }
  if (!data || typeof data !== "object" || data.format !== FORMAT) throw refused("foreign");
  if (!Number.isInteger(data.version) || data.version < 1) throw refused("version");
  if (data.version > VERSION) throw refused("newer", { version: data.version, ours: VERSION });
  const part = (key, read) => {
    try {
      return read();
    } catch (error) {
      throw refused(key, { why: why(error) });
    }
  };
  const log = part("statistics", () => checkLog(data.statistics));
  const daily = part("daily", () => readRecord(JSON.stringify({ format: 2, solved: data.daily?.solved,
    results: data.daily?.results ?? {} })));
  if (!data.games || typeof data.games !== "object" || Array.isArray(data.games)) throw refused("games");
  const games = {};
  for (const [key, game] of Object.entries(data.games)) {
    if (!GAME_KEY.test(key)) throw refused("game_key", { key: key.slice(0, 40) });
    try {
      games[key] = restore(JSON.stringify(game));
    } catch (error) {
      throw refused("game", { key, why: why(error) });
    }
  }
  return { log, daily, games };
}

/** `theirs` merged into `ours` (both as keptRecords gives them): solves and earlier figures united by id, days
 * united (each day's result ours where we have one), their saved games of puzzles with none here added (a game here
 * is never replaced). Returns {merged: {log, daily, games: those to add}, added: {solves, earlier, days, results,
 * games}, kept: how many of their games were left out for another game of the same puzzle here}. */
export function mergedRecords(ours, theirs) {
  const stats = unitedLogs(ours.log, theirs.log);
  const daily = unitedRecords(ours.daily, theirs.daily);
  const games = Object.fromEntries(Object.entries(theirs.games).filter(([key]) => !(key in ours.games)));
  const same = (key) => ours.games[key] !== null
    && JSON.stringify(ours.games[key].entries) === JSON.stringify(theirs.games[key].entries);
  const kept = Object.keys(theirs.games).filter((key) => key in ours.games && !same(key)).length;
  return { merged: { log: stats.log, daily: daily.record, games },
    added: { ...stats.added, ...daily.added, games: Object.keys(games).length }, kept };
}

/** Write `merged` (mergedRecords's) into `storage`, all or nothing: when a write fails (storage full), every key
 * written is put back as it was and the error is thrown. */
export function writeRecords(storage, merged) {
  const writes = [[STATS_KEY, writeLog(merged.log)], [DAILY_KEY, writeRecord(merged.daily)],
    ...Object.entries(merged.games).map(([key, history]) => [PREFIX + key, serialise(history)])];
  const before = [];
  try {
    for (const [key, text] of writes) {
      before.push([key, storage.getItem(key)]);
      storage.setItem(key, text);
    }
  } catch (error) {
    for (const [key, text] of before.reverse()) {
      try {
        if (text === null) storage.removeItem(key);
        else storage.setItem(key, text);
      } catch {
        // putting back a text that was there before fits the space it had
      }
    }
    throw error;
  }
}
