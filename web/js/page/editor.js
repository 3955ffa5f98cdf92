// page/editor.js: the Edit panel. Place pieces by touching cells (each touch cycles the cell through the catalogue's
// pieces) or type the notation; Python's `check` judges the draft live and says in words why it can't be reached and
// which rule proves it. Play from the draft opens it as a new game (its address is its link). A link to a position
// that can never reach the goal opens here with that explanation instead of falling back silently.

import { current } from "../game/history.js";
import { earlyView } from "./catalog.js";
import { count, make } from "./tools.js";

export class EditorPanel {
  name = "edit";
  label = "Edit";
  element = make("section");
  #help = make("p", "tool-note");
  #input = make("input", "notation");
  #verdict = make("p", "editor-verdict");
  #play = make("button", "button primary", "Play from here");
  #back = make("button", "button", "Back to the game");
  #draft = null; // {key, position, view}
  #checked = null; // the engine's check of the draft
  #game = null; // the game's history when the editor opened: when it changes, the editor closes
  #session;

  constructor(session, close) {
    this.#session = session;
    this.close = close;
    this.element.setAttribute("aria-label", "Position editor");
    const field = make("label", "field editor-field");
    field.append(make("span", "", "Position"), this.#input);
    this.#input.type = "text";
    this.#input.spellcheck = false;
    this.#input.autocomplete = "off";
    this.#input.setAttribute("autocapitalize", "off");
    this.#verdict.setAttribute("role", "status");
    this.#verdict.dataset.tone = "info";
    for (const button of [this.#play, this.#back]) button.type = "button";
    const row = make("div", "button-row");
    row.append(this.#play, this.#back);
    this.element.append(this.#help, field, this.#verdict, row);
    this.#input.addEventListener("input", () => this.#setDraft(this.#input.value.trim(), { typed: true }));
    this.#input.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && !this.#play.disabled) this.#playDraft();
    });
    this.#play.addEventListener("click", () => this.#playDraft());
    this.#back.addEventListener("click", () => this.#leave());
  }

  get editing() {
    return this.#draft !== null;
  }

  opened(session, position = current(session.history).position) {
    const entry = session.puzzle;
    const pieces = entry.palette && entry.palette.kind === "cells" ? entry.palette.pieces : null;
    this.#help.textContent = pieces
      ? `Touch a cell to change what it holds (${pieces.map((piece) => piece.name).join(", then ")}), or type the position; each character is a cell, row by row (${pieces.map((piece) => `${piece.char} ${piece.name}`).join(", ")}).`
      : "Type the position in the puzzle's notation (as the address shows it); the board follows.";
    this.#draft = { key: entry.key, position, view: current(session.history).view };
    this.#game = session.history;
    this.#input.value = position;
    this.#setDraft(position, { typed: false });
  }

  closed(session) {
    this.#draft = null;
    this.#checked = null;
    if (session.history && !session.playback) {
      session.board.show(current(session.history).view);
      session.say("");
    }
  }

  refresh(session) {
    if (!this.#draft) return;
    if (session.playback || session.history !== this.#game) {
      // The game moved on (Solve, Undo by key, another puzzle): the editor steps aside rather than hide it.
      queueMicrotask(() => this.close());
      return;
    }
    if (this.#draft.view !== null) session.board.show(this.#draft.view);
    session.board.mark({ touched: [], targets: [], hint: null, optimal: [], lastMove: null, annotations: null });
  }

  /** A board touch while editing: the cell's piece becomes the next in the catalogue's list. */
  touch(cell) {
    const session = this.#session();
    const entry = session.puzzle;
    const pieces = entry.palette && entry.palette.kind === "cells" ? entry.palette.pieces.map((piece) => piece.char) : null;
    if (!pieces || !this.#draft || cell >= this.#draft.position.length) {
      this.#verdict.textContent = "Type the position in the box: this board is edited by its notation.";
      return;
    }
    const text = [...this.#draft.position];
    const next = pieces[(pieces.indexOf(text[cell]) + 1) % pieces.length];
    text[cell] = next;
    const position = text.join("");
    this.#input.value = position;
    this.#setDraft(position, { typed: false });
    const name = entry.palette.pieces.find((piece) => piece.char === next).name;
    session.board.grid.setCursor(cell);
    this.#announce = `${session.drawer.cellName(entry, this.#draft.view ?? position, cell)}: now ${name}.`;
  }

  #announce = "";

  /** The draft changed: draw it when its text can be drawn at once, ask the engine what it is. */
  async #setDraft(position, { typed }) {
    const session = this.#session();
    const entry = session.puzzle;
    const view = earlyView(entry, position);
    this.#draft = { key: entry.key, position, view: view ?? this.#draft?.view ?? null };
    if (view !== null) session.board.show(view);
    this.#play.disabled = true;
    this.#show("Checking…", "info");
    const args = { puzzle: entry.id, position };
    if (entry.sizes && !typed) args.size = entry.size;
    if (entry.prepare === "position") args.distances = false; // a searched puzzle: its distance comes with Play
    let checked;
    try {
      checked = await session.engine.latest("check", "check", args);
    } catch (error) {
      if (this.#draft && this.#draft.position === position) this.#show(error.message, "warn");
      return;
    }
    if (checked === undefined || !this.#draft || this.#draft.position !== position) return;
    this.#checked = checked;
    if (checked.view !== null && checked.view !== undefined && checked.size === (entry.size ?? null)) {
      this.#draft.view = checked.view;
      session.board.show(checked.view);
    }
    this.#play.disabled = checked.position === null;
    const before = this.#announce ? `${this.#announce} ` : "";
    this.#announce = "";
    if (checked.valid) {
      const far = checked.solved ? "This is the goal." : `It can be solved: ${count(checked.distance ?? 0, "move")} from the goal.`;
      const reach = checked.from_start === false ? " It can't be reached from the puzzle's start, but play from it works." : "";
      this.#show(`${before}${checked.distance === null && !checked.solved ? "A legal position." : far}${reach}`, "good");
    } else {
      const rule = checked.invariant ? ` (${checked.invariant})` : "";
      this.#show(`${before}${checked.reason}${rule}`, "warn");
    }
  }

  /** Close the editor and bring the board back into view (on a phone it may have scrolled away). */
  #leave() {
    this.close();
    document.getElementById("board").scrollIntoView({ block: "nearest" });
  }

  #show(text, tone) {
    this.#verdict.textContent = text;
    this.#verdict.dataset.tone = tone;
  }

  /** Open the draft as a new game (the engine has parsed it); its address is its link. */
  async #playDraft() {
    const session = this.#session();
    const checked = this.#checked;
    if (!checked || checked.position === null) return;
    const { id } = session.puzzle;
    this.#leave();
    await session.open({ id, size: checked.size, position: checked.position, source: "link" });
  }

  /**
   * A link's position the engine refused: when it is a position (it parses) that can't reach the goal, open the
   * puzzle's start and this editor on the position with the explanation; returns whether it did.
   */
  async unplayable(session, entry, position, show) {
    const args = { puzzle: entry.id, position };
    if (entry.prepare === "position") args.distances = false; // no search: the reason is what is wanted
    let checked;
    try {
      checked = await session.engine.request("check", args);
    } catch {
      return false;
    }
    if (checked.position === null || checked.valid) return false;
    await session.open({ id: entry.id, size: checked.size, source: "start", notice: null });
    await session.chain;
    show();
    this.opened(session, checked.position);
    session.note = { text: "That link's position can't be played to the goal: it is open in the editor below, which says why.", tone: "warn" };
    session.refresh();
    return true;
  }
}
