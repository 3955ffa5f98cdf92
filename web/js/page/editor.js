// page/editor.js: the Edit panel, a view of the midend's editing mode (game/draft.js). Place pieces by touching cells
// (each touch cycles the cell through the catalogue's pieces) or type the notation; Python's `check` judges the draft
// live and says why it can't be reached and which rule proves it. Play from here is enabled only for a position that
// can reach the goal, with the reason beside it otherwise; it opens as a new game (Undo brings the game back).

import { Panel, make, wordsOn } from "../view/dom.js";
import { englishName, msg } from "../i18n/t.js";

export class EditorPanel extends Panel {
  #help = make("p", "tool-note");
  #input = make("input", "notation");
  #verdict = make("p", "editor-verdict");
  #play = make("button", "button primary", msg("editor.play"));
  #why = make("span", "tool-note editor-why");
  #back = make("button", "button", msg("editor.back"));
  #palette = make("div", "button-row editor-palette");
  #midend;

  constructor(midend, close) {
    super("edit", msg("editor.label"), msg("editor.name"));
    this.#midend = midend;
    this.close = close;
    const field = make("label", "field editor-field");
    field.append(make("span", "", msg("editor.position")), this.#input);
    this.#input.type = "text";
    this.#input.spellcheck = false;
    this.#input.autocomplete = "off";
    this.#input.setAttribute("autocapitalize", "off");
    this.#verdict.setAttribute("role", "status");
    this.#verdict.dataset.tone = "info";
    this.#why.id = "editor-why";
    this.#play.setAttribute("aria-describedby", "editor-why");
    for (const button of [this.#play, this.#back]) button.type = "button";
    const row = make("div", "button-row");
    row.append(this.#play, this.#back, this.#why);
    this.#palette.setAttribute("role", "group");
    wordsOn(this.#palette, msg("editor.palette"), "aria-label");
    // The verdict first, then what to do: on a phone's sheet they show under the board with no scroll.
    this.element.append(this.#verdict, row, this.#palette, field, this.#help);
    this.#input.addEventListener("input", () => midend.editDraft(this.#input.value.trim()));
    this.#input.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && !this.#play.disabled) this.#playDraft();
    });
    this.#play.addEventListener("click", () => this.#playDraft());
    this.#back.addEventListener("click", () => this.#leave());
  }

  /** The panel opened: the midend enters its editing mode on the position on show. */
  opened(game) {
    const entry = game.puzzle;
    const pieces = entry.palette && entry.palette.kind === "cells" ? entry.palette.pieces : null;
    const name = (piece) => englishName("piece", piece.name);
    wordsOn(this.#help, pieces ? msg("editor.help_cells", {
      cycle: { list: pieces.map(name), type: "unit" },
      chars: { list: pieces.map((piece) => msg("editor.char", { char: piece.char, name: name(piece) })), type: "unit" },
    }) : msg("editor.help_text"));
    this.#palette.replaceChildren(...(pieces ?? []).map((piece) => {
      const button = make("button", "button compact", piece.char === "." ? msg("editor.empty") : piece.char);
      button.type = "button";
      button.dataset.char = piece.char;
      wordsOn(button, msg("editor.place", { name: name(piece) }), "aria-label");
      button.addEventListener("click", () => this.#midend.editBrush(piece.char));
      return button;
    }));
    this.#palette.hidden = !pieces;
    if (!game.draft) this.#midend.edit();
  }

  /** The panel closed: back to the game. */
  closed() {
    this.#midend.leaveEdit();
  }

  refresh(game) {
    const draft = game.draft;
    if (!draft) {
      // The game moved on (another puzzle, a link): the editor steps aside rather than hide it.
      queueMicrotask(() => this.close());
      return;
    }
    if (document.activeElement !== this.#input && this.#input.value !== draft.position) {
      this.#input.value = draft.position;
    }
    wordsOn(this.#verdict, draft.verdict.text);
    this.#verdict.dataset.tone = draft.verdict.tone;
    for (const button of this.#palette.children) {
      button.setAttribute("aria-pressed", String(button.dataset.char === draft.brush));
    }
    this.#play.disabled = !draft.playable;
    wordsOn(this.#why, draft.playable ? "" : draft.why);
  }

  /** Close the editor and bring the board back into view (on a phone it may have scrolled away). */
  #leave() {
    this.close();
    document.getElementById("board").scrollIntoView({ block: "nearest" });
  }

  #playDraft() {
    const midend = this.#midend;
    if (!midend.snapshot.draft || !midend.snapshot.draft.playable) return;
    midend.playDraft();
    this.#leave();
  }
}
