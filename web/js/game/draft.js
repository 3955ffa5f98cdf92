// game/draft.js: the editor's draft, a part of the midend (its "editing" mode): the position being set up, drawn on
// the board in place of the game, judged live by Python's `check` (why it can't be reached and which rule proves it).
// Play from here opens it as a new game of the history; the game underneath is never touched while editing.

import { earlyView } from "./catalog.js";
import { count } from "./words.js";

export class Draft {
  #host;
  #draft = null; // {key, position, view, verdict: {text, tone}, checked, announce}
  #revision = 0; // bumped with every change of the draft: a check about an older text is dropped

  constructor(host) {
    this.#host = host;
  }

  /** The draft as views read it, or null when the editor is closed. */
  get shown() {
    const draft = this.#draft;
    if (!draft) return null;
    const playable = this.playable;
    return { position: draft.position, view: draft.view, verdict: draft.verdict, playable: Boolean(playable),
      why: playable ? "" : draft.why, brush: draft.brush };
  }

  /** The engine's check of the draft when Play from here may open it (a position that can reach the goal). */
  get playable() {
    const checked = this.#draft ? this.#draft.checked : null;
    return checked && checked.position !== null && checked.valid ? checked : null;
  }

  open(entry, position, view) {
    this.#draft = { key: entry.key, position, view, verdict: { text: "Checking…", tone: "info" }, checked: null,
      announce: "", why: "Checking the position…", brush: null };
    this.#host.setPick([]);
    return this.set(position, { typed: false });
  }

  close() {
    this.#draft = null;
    this.#revision += 1;
  }

  /** Open the editor on the position on show (a solution on show steps aside). */
  edit() {
    const history = this.#host.history();
    if (!history || this.#draft) return undefined;
    this.#host.leaveSolution();
    const now = history.entries[history.index];
    return this.open(this.#host.puzzle(), now.position, now.view);
  }

  /** Back to the game: the editor closes, the game is as it was. */
  leave() {
    if (!this.#draft) return;
    this.close();
    this.#host.changed();
  }

  /** Play from here: the draft, when it can reach the goal, opens as a new game of the history. */
  play() {
    const checked = this.playable;
    if (!checked) return Promise.resolve(false);
    this.close();
    return this.#host.openPosition({ position: checked.position, size: checked.size });
  }

  /** The palette's piece a touch places (null: a touch cycles the cell through the pieces). */
  brush(char) {
    if (!this.#draft) return;
    this.#draft.brush = this.#draft.brush === char ? null : char;
    this.#host.changed();
  }

  /** A board touch while editing: the brush's piece goes there (a piece there is only once, as a tile, swaps places
   * with it; the brush's piece already there empties the cell), else the cell's piece becomes the palette's next. */
  touch(cell) {
    const entry = this.#host.puzzle();
    const draft = this.#draft;
    const palette = entry.palette && entry.palette.kind === "cells" ? entry.palette.pieces : null;
    if (!palette || cell >= draft.position.length) {
      draft.verdict = { text: "Type the position in the box: this board is edited by its notation.", tone: "warn" };
      this.#host.changed();
      return undefined;
    }
    const chars = palette.map((piece) => piece.char);
    const text = [...draft.position];
    const brush = draft.brush;
    const unique = brush !== null && entry.palette.counts && entry.palette.counts[brush] === 1;
    const empty = palette.find((piece) => piece.name.startsWith("empty"));
    if (brush === null) text[cell] = chars[(chars.indexOf(text[cell]) + 1) % chars.length];
    else if (unique && text.indexOf(brush) >= 0) [text[text.indexOf(brush)], text[cell]] = [text[cell], brush];
    else text[cell] = text[cell] === brush && empty ? empty.char : brush;
    const piece = palette.find((one) => one.char === text[cell]);
    const name = this.#host.ports.cellName(entry, draft.view ?? draft.position, cell);
    const done = this.set(text.join(""), { typed: false });
    this.#draft.announce = `${name}: now ${piece.name}.`;
    return done;
  }

  /** The draft's text changed: draw it when it can be drawn at once, ask the engine what it is. */
  async set(position, { typed }) {
    const host = this.#host;
    const entry = host.puzzle();
    const draft = this.#draft;
    if (!draft) return;
    const revision = ++this.#revision;
    draft.position = position;
    draft.view = earlyView(entry, position) ?? draft.view;
    draft.checked = null;
    draft.why = "Checking the position…";
    draft.verdict = { text: "Checking…", tone: "info" };
    host.changed();
    let checked;
    try {
      checked = await this.check(entry, position, typed ? null : entry.size, true);
    } catch (error) {
      if (revision !== this.#revision) return;
      draft.verdict = { text: error.message, tone: "warn" };
      draft.why = "The position can't be read: change it, or go Back to the game.";
      host.changed();
      return;
    }
    if (revision !== this.#revision) return;
    this.#judge(entry, checked);
  }

  #judge(entry, checked) {
    const draft = this.#draft;
    draft.checked = checked;
    if (checked.view !== null && checked.view !== undefined && checked.size === (entry.size ?? null)) {
      draft.view = checked.view;
    }
    const before = draft.announce ? `${draft.announce} ` : "";
    draft.announce = "";
    if (checked.valid) {
      const far = checked.solved ? "This is the goal."
        : checked.distance === null || checked.distance === undefined ? (checked.solvable ? "It can be solved; its "
          + "distance is not known yet (Play from here, and the solver searches it while you play)."
          : "A legal position.")
          : `It can be solved: ${count(checked.distance, "move")} from the goal.`;
      const reach = checked.from_start === false
        ? " It can't be reached from the puzzle's start, but play from it works." : "";
      draft.verdict = { text: `${before}${far}${reach}`, tone: "good" };
    } else {
      const rule = checked.invariant ? ` (${checked.invariant})` : "";
      draft.verdict = { text: `${before}${checked.reason}${rule}`, tone: "warn" };
      draft.why = checked.position === null ? "The position can't be read: change it, or go Back to the game."
        : "This position can't reach the goal, so it can't be played: change it, or go Back to the game.";
    }
    this.#host.changed();
  }

  /** The engine's check of `position` of `entry` (at `size`; null: the size the text implies). `raise`: throw what
   * the engine said (else null). Never starts a long search. */
  async check(entry, position, size = entry.size, raise = false) {
    const args = { puzzle: entry.id, position };
    if (entry.sizes && size !== null) args.size = size;
    try {
      return await this.#host.engine().request("check", args);
    } catch (error) {
      if (raise) throw error;
      return null;
    }
  }
}
