// page/editor.js: the Edit panel, a view of the midend's editing mode (game/draft.js). Place pieces by touching cells
// (each touch cycles the cell through the catalogue's pieces) or type the notation; Python's `check` judges the draft
// live and says why it can't be reached and which rule proves it. Play from here is enabled only for a position that
// can reach the goal, with the reason beside it otherwise; it opens as a new game (Undo brings the game back).

import { make } from "../view/dom.js";

export class EditorPanel {
  name = "edit";
  label = "Edit";
  element = make("section");
  #help = make("p", "tool-note");
  #input = make("input", "notation");
  #verdict = make("p", "editor-verdict");
  #play = make("button", "button primary", "Play from here");
  #why = make("span", "tool-note editor-why");
  #back = make("button", "button", "Back to the game");
  #palette = make("div", "button-row editor-palette");
  #midend;

  constructor(midend, close) {
    this.#midend = midend;
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
    this.#why.id = "editor-why";
    this.#play.setAttribute("aria-describedby", "editor-why");
    for (const button of [this.#play, this.#back]) button.type = "button";
    const row = make("div", "button-row");
    row.append(this.#play, this.#back, this.#why);
    this.#palette.setAttribute("role", "group");
    this.#palette.setAttribute("aria-label", "Piece to place");
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
    this.#help.textContent = pieces
      ? "Pick a piece below and touch cells to place it (with none picked, a touch changes what a cell holds: "
        + `${pieces.map((piece) => piece.name).join(", then ")}), or type the position; each character is a cell, `
        + `row by row (${pieces.map((piece) => `${piece.char} ${piece.name}`).join(", ")}).`
      : "Type the position in the puzzle's notation (as the address shows it); the board follows.";
    this.#palette.replaceChildren(...(pieces ?? []).map((piece) => {
      const button = make("button", "button compact", piece.char === "." ? "empty" : piece.char);
      button.type = "button";
      button.dataset.char = piece.char;
      button.setAttribute("aria-label", `Place ${piece.name}`);
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
    if (this.#verdict.textContent !== draft.verdict.text) this.#verdict.textContent = draft.verdict.text;
    this.#verdict.dataset.tone = draft.verdict.tone;
    for (const button of this.#palette.children) {
      button.setAttribute("aria-pressed", String(button.dataset.char === draft.brush));
    }
    this.#play.disabled = !draft.playable;
    this.#why.textContent = draft.playable ? "" : draft.why;
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
