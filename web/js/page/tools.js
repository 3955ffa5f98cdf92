// page/tools.js: the panels' buttons (Distances, Review, Edit, Stats, Daily, Help, the lab's, New game…) and the one
// panel open in the pane: beside the board on a wide screen, a sheet over the rest of the screen on a phone
// (page/sheet.js). Each panel is {name, label, element, refresh(game), opened?(game), closed?(), head?}, reading the
// midend's snapshot; only the open one is refreshed; watchers (the finish) see every refresh. Close, Escape or the
// panel's button again closes it, focus going back to the button that opened it. Opening one never scrolls the board
// away: nothing here scrolls the page but a sheet's, to bring the whole board back above it.

import { isSheet, placeSheet } from "./sheet.js";

import { wordsOn } from "../view/dom.js";

export class Tools {
  #buttons = new Map();
  #panels = new Map();
  #open = null;
  #returnTo = null; // the element focus goes back to when the open panel closes
  #watchers = [];
  #host;
  #body;
  #title;
  #board;
  #last; // the row's own buttons (the lab's) stay after those of the panels added
  #game;

  /** @param root element holding #tool-buttons; `game()` returns the midend's snapshot */
  constructor(root, game) {
    this.#game = game;
    this.#host = document.getElementById("tool-panel");
    this.#body = document.getElementById("pane-body");
    this.#title = document.getElementById("pane-title");
    this.#board = document.getElementById("board");
    this.row = root.querySelector("#tool-buttons");
    this.#last = this.row.firstElementChild;
    document.getElementById("pane-close").addEventListener("click", () => this.show(null));
    addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || event.defaultPrevented || this.#open === null) return;
      event.preventDefault();
      this.show(null);
    });
    addEventListener("resize", () => {
      if (this.#open !== null) placeSheet(this.#host, this.#board);
    });
  }

  /** Add a panel and its button (`opener`: a button of the page's own that opens it, instead of one made here). */
  add(panel, { opener = null } = {}) {
    const button = opener ?? document.createElement("button");
    if (!opener) {
      button.type = "button";
      button.className = "button tool";
      button.id = `tool-${panel.name}`;
      wordsOn(button, panel.label); // a message or text
      button.setAttribute("aria-expanded", "false");
      button.setAttribute("aria-controls", "tool-panel");
      this.row.insertBefore(button, this.#last);
    }
    button.addEventListener("click", () => this.toggle(panel.name));
    panel.element.hidden = true;
    panel.element.classList.add("tool-body");
    this.#body.append(panel.element);
    this.#buttons.set(panel.name, button);
    this.#panels.set(panel.name, panel);
    return panel;
  }

  /** Call `watcher(game)` on every refresh, panel open or not. */
  watch(watcher) {
    this.#watchers.push(watcher);
  }

  get openName() {
    return this.#open;
  }

  /** Open `name` (closing the one open), or close it when it is the one open. */
  toggle(name) {
    this.show(this.#open === name ? null : name);
  }

  /** A panel's act is done (a new game dealt): a sheet, lying over the status and the toolbar, closes so the game
   * shows; beside the board the panel stays. */
  finished() {
    if (this.#open !== null && isSheet(this.#host)) this.show(null);
  }

  /** Show panel `name` (null: none); the panel closed hears `closed()`. `name` already open: refreshed. */
  show(name) {
    if (name !== null && name === this.#open) {
      if (this.#game().history) this.#panels.get(name).refresh(this.#game());
      return;
    }
    const leaving = this.#open !== null ? this.#panels.get(this.#open) : null;
    const focusWithin = this.#host.contains(document.activeElement) || document.activeElement === document.body;
    if (name !== null) this.#returnTo = this.#opener(name);
    this.#open = name;
    if (leaving && leaving.closed) leaving.closed();
    for (const [key, panel] of this.#panels) {
      panel.element.hidden = key !== name;
      this.#buttons.get(key).setAttribute("aria-expanded", String(key === name));
    }
    this.#host.hidden = name === null;
    if (name === null) {
      if (focusWithin && this.#returnTo && this.#returnTo.isConnected) this.#returnTo.focus({ preventScroll: true });
      return;
    }
    const panel = this.#panels.get(name);
    wordsOn(this.#title, panel.label);
    this.#host.dataset.head = panel.head ?? "pane";
    this.#body.scrollTop = 0;
    // A sheet covers the button that opened it: focus goes into the sheet (its name), where Close and Escape are.
    if (placeSheet(this.#host, this.#board) && panel.head !== "own") this.#title.focus({ preventScroll: true });
    if (this.#game().history) {
      if (panel.opened) panel.opened(this.#game());
      panel.refresh(this.#game());
    }
  }

  /** Where focus goes back when panel `name`, opening now, closes: the button pressed (focused), else its own. */
  #opener(name) {
    const now = document.activeElement;
    const pressed = now && now !== document.body && now.matches("button, a") && !this.#host.contains(now);
    return pressed ? now : this.#buttons.get(name) ?? null;
  }

  /** The game changed (a move, undo, another puzzle...): the open panel follows; the editor's panel opens with the
   * midend's editing mode (a link's position that can't be played opens there). */
  refresh(game) {
    for (const watcher of this.#watchers) watcher(game);
    if (game.draft && this.#open !== "edit" && this.#panels.has("edit")) {
      this.show("edit");
      return;
    }
    if (this.#open === null || !game.history) return;
    this.#panels.get(this.#open).refresh(game);
  }
}
