// page/tools.js: the row of panel buttons under the game controls (Distances, Review, New position...) and the one
// panel open below them. Each panel is {name, label, element, refresh(game), opened?(game), closed?()}, reading the
// midend's snapshot; only the open one is refreshed; watchers (the finish) see every refresh. Buttons say open/closed
// with aria-expanded; nothing here moves the board (it sits in another column).

export class Tools {
  #buttons = new Map();
  #panels = new Map();
  #open = null;
  #watchers = [];
  #host;
  #game;

  /** @param root element holding #tool-buttons and #tool-panel; `game()` returns the midend's snapshot */
  constructor(root, game) {
    this.#game = game;
    this.#host = root.querySelector("#tool-panel");
    this.row = root.querySelector("#tool-buttons");
  }

  /** Add a panel and its button (`opener`: a button of the page's own that opens it, instead of one in the row). */
  add(panel, { opener = null } = {}) {
    const button = opener ?? document.createElement("button");
    if (!opener) {
      button.type = "button";
      button.className = "button tool";
      button.id = `tool-${panel.name}`;
      button.textContent = panel.label;
      button.setAttribute("aria-expanded", "false");
      button.setAttribute("aria-controls", "tool-panel");
      this.row.append(button);
    }
    button.addEventListener("click", () => {
      this.toggle(panel.name);
      if (opener && this.#open === panel.name) this.reveal(); // opened from afar: bring it where the player looks
    });
    panel.element.hidden = true;
    panel.element.classList.add("tool-body");
    this.#host.append(panel.element);
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

  /** Scroll the open panel into view when its top is off screen (a phone: it opens below the fold). */
  reveal() {
    const top = this.#host.getBoundingClientRect().top;
    if (top < 0 || top > innerHeight - 120) this.#host.scrollIntoView({ block: "start" });
  }

  /** Show panel `name` (null: none); the panel closed hears `closed()`. */
  show(name) {
    const leaving = this.#open !== null && this.#open !== name ? this.#panels.get(this.#open) : null;
    this.#open = name;
    if (leaving && leaving.closed) leaving.closed();
    for (const [key, panel] of this.#panels) {
      panel.element.hidden = key !== name;
      this.#buttons.get(key).setAttribute("aria-expanded", String(key === name));
    }
    this.#host.hidden = name === null;
    if (name !== null && this.#game().history) {
      const panel = this.#panels.get(name);
      if (panel.opened) panel.opened(this.#game());
      panel.refresh(this.#game());
    }
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
