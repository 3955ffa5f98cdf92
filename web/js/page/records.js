// page/records.js: Export and Import in the Stats panel: the player's records (statistics, each day's daily result and
// the streak, saved games) saved as one file, and such a file merged into this browser's (store/records.js), saying
// what it added, or why it was refused (nothing kept changes then).

import { make } from "../view/dom.js";
import { count } from "../game/words.js";
import { localStore } from "../store/kept.js";
import { localDay, streak } from "../daily/days.js";
import { download } from "../share/send.js";
import { MAX_BYTES, keptRecords, mergedRecords, readRecordsFile, recordsFile, recordsText, writeRecords }
  from "../store/records.js";

// Every word of Export and Import (the translation's catalogue will take them from here).
const WORDS = {
  note: "Keep your records when you change phone or browser: Export saves your statistics, daily results and saved "
    + "games in one file; Import adds such a file's records to this browser's (it never replaces any).",
  export: "Export records",
  import: "Import records…",
  exported: (name) => `Saved as ${name}. In the other browser: Stats, Import records.`,
  unreadable: (why) => `The records kept here can't be read (${why}): nothing was exported or imported.`,
  reading: "Reading the file…",
  refused: (why) => `This file can't be imported: ${why}. Nothing here was changed.`,
  nothing: "Nothing new: every solve, day and saved game in this file is already here. Nothing was changed.",
  added: (parts, days) => `Imported ${parts}. Daily streak: ${count(days, "day")}.`,
  kept: (n) => ` ${count(n, "saved game")} of the same puzzle${n === 1 ? " was" : "s were"} left out: the game `
    + "here is kept.",
  full: "This browser's storage is full or off: nothing was imported.",
  parts: { solves: (n) => count(n, "solve"), earlier: (n) => `earlier statistics of ${count(n, "browser")}`,
    days: (n) => `${count(n, "solved day")} of the daily`, results: (n) => `${count(n, "daily result")}`,
    games: (n) => count(n, "saved game") },
};

/** "3 solves, 2 days of the daily and 1 saved game" for what an Import `added` (parts of 0 left out). */
function addedWords(added) {
  const parts = Object.entries(WORDS.parts).filter(([name]) => added[name] > 0)
    .map(([name, words]) => words(added[name]));
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}` : parts[0];
}

export class RecordsPart {
  element = make("div", "records");
  #said = make("p", "tool-note records-said");
  #file = make("input");
  #imported;

  /** `imported()`: an Import merged records into this browser's storage (the panels read them again). */
  constructor({ imported }) {
    this.#imported = imported;
    const exporter = make("button", "button", WORDS.export);
    const importer = make("button", "button", WORDS.import);
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
    this.element.append(make("p", "tool-note", WORDS.note), row, this.#file, this.#said);
    exporter.addEventListener("click", () => this.#export());
    importer.addEventListener("click", () => this.#file.click());
    this.#file.addEventListener("change", () => this.#import());
  }

  #export() {
    let kept;
    try {
      kept = keptRecords(localStore());
    } catch (error) {
      this.#said.textContent = WORDS.unreadable(error.message);
      return;
    }
    const today = localDay();
    const text = recordsText(recordsFile(kept, { today }));
    const name = `puzzle-lab-records-${today}.json`;
    download(new Blob([text], { type: "application/json" }), name);
    this.#said.textContent = WORDS.exported(name);
  }

  async #import() {
    const file = this.#file.files[0];
    this.#file.value = ""; // the same file chosen again is read again
    if (!file) return;
    this.#said.textContent = WORDS.reading;
    const storage = localStore();
    let theirs;
    let ours;
    try {
      ours = keptRecords(storage);
    } catch (error) {
      this.#said.textContent = WORDS.unreadable(error.message);
      return;
    }
    try {
      theirs = readRecordsFile(file.size > MAX_BYTES ? "" : await file.text(), file.size);
    } catch (error) {
      this.#said.textContent = WORDS.refused(error.message);
      return;
    }
    const { merged, added, kept } = mergedRecords(ours, theirs);
    const keptWords = kept > 0 ? WORDS.kept(kept) : "";
    if (!Object.values(added).some((n) => n > 0)) {
      this.#said.textContent = WORDS.nothing + keptWords;
      return;
    }
    try {
      writeRecords(storage, merged);
    } catch {
      this.#said.textContent = WORDS.full;
      return;
    }
    this.#imported();
    this.#said.textContent = WORDS.added(addedWords(added), streak(merged.daily.solved, localDay())) + keptWords;
  }
}
