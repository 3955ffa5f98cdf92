// page/records.js: Export and Import in the Stats panel: the player's records (statistics, each day's daily result and
// the streak, saved games) saved as one file, and such a file merged into this browser's (store/records.js), saying
// what it added, or why it was refused (nothing kept changes then).

import { make, wordsOn } from "../view/dom.js";
import { msg } from "../i18n/t.js";
import { count } from "../game/words.js";
import { localStore } from "../store/kept.js";
import { localDay, streak } from "../daily/days.js";
import { download } from "../share/send.js";
import { MAX_BYTES, keptRecords, mergedRecords, readRecordsFile, recordsFile, recordsText, writeRecords }
  from "../store/records.js";

// What an Import added, part by part: the message of each (its count's noun, or its own words around a count).
const PARTS = {
  solves: (n) => count(n, "solve"),
  earlier: (n) => msg("records.part.earlier", { browsers: count(n, "browser") }),
  days: (n) => msg("records.part.days", { days: count(n, "solved_day") }),
  results: (n) => count(n, "daily_result"),
  games: (n) => count(n, "saved_game"),
};

/** "3 solves, 2 solved days of the daily and 1 saved game" for what an Import `added` (parts of 0 left out). */
function addedWords(added) {
  return { list: Object.entries(PARTS).filter(([name]) => added[name] > 0).map(([name, part]) => part(added[name])) };
}

export class RecordsPart {
  element = make("div", "records");
  #said = make("p", "tool-note records-said");
  #file = make("input");
  #imported;

  /** `imported()`: an Import merged records into this browser's storage (the panels read them again). */
  constructor({ imported }) {
    this.#imported = imported;
    const exporter = make("button", "button", msg("records.export"));
    const importer = make("button", "button", msg("records.import"));
    exporter.type = importer.type = "button";
    exporter.id = "export-records";
    importer.id = "import-records";
    this.#file.type = "file";
    this.#file.accept = "application/json,.json";
    this.#file.hidden = true;
    this.#file.id = "import-records-file";
    this.#said.setAttribute("role", "status");
    const row = make("div", "button-row");
    row.append(exporter, importer);
    this.element.append(make("p", "tool-note", msg("records.note")), row, this.#file, this.#said);
    exporter.addEventListener("click", () => this.#export());
    importer.addEventListener("click", () => this.#file.click());
    this.#file.addEventListener("change", () => this.#import());
  }

  /** Say `message` (a message, or a list of them: one text) under the buttons, worded again on a language switch. */
  #say(message) {
    wordsOn(this.#said, message);
  }

  #export() {
    let kept;
    try {
      kept = keptRecords(localStore());
    } catch (error) {
      this.#say(msg("records.unreadable", { why: error.words ?? error.message }));
      return;
    }
    const today = localDay();
    const text = recordsText(recordsFile(kept, { today }));
    const name = `puzzle-lab-records-${today}.json`;
    download(new Blob([text], { type: "application/json" }), name);
    this.#say(msg("records.exported", { name }));
  }

  async #import() {
    const file = this.#file.files[0];
    this.#file.value = ""; // the same file chosen again is read again
    if (!file) return;
    this.#say(msg("records.reading"));
    const storage = localStore();
    let theirs;
    let ours;
    try {
      ours = keptRecords(storage);
    } catch (error) {
      this.#say(msg("records.unreadable", { why: error.words ?? error.message }));
      return;
    }
    try {
      theirs = readRecordsFile(file.size > MAX_BYTES ? "" : await file.text(), file.size);
    } catch (error) {
      this.#say(msg("records.refused", { why: error.words ?? error.message }));
      return;
    }
    const { merged, added, kept } = mergedRecords(ours, theirs);
    const keptWords = kept > 0 ? msg("records.kept", { n: kept }) : null;
    if (!Object.values(added).some((n) => n > 0)) {
      this.#say([msg("records.nothing"), keptWords]);
      return;
    }
    try {
      writeRecords(storage, merged);
    } catch {
      this.#say(msg("records.full"));
      return;
    }
    this.#imported();
    const days = count(streak(merged.daily.solved, localDay()), "day");
    this.#say([msg("records.added", { parts: addedWords(added), days }), keptWords]);
  }
}
