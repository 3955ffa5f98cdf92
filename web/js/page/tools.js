// page/tools.js: the row of panel buttons under the game controls (Distances, Review, New position...) and the one
// panel open below them. Each panel is {name, label, element, refresh(session), opened?(session)}; only the open one
// is refreshed; watchers (the finish) see every refresh. Buttons say open/closed with aria-expanded; nothing here moves the board (it sits in another column).

export class Tools {
  #buttons = new Map();
  #panels = new Map();
  #open = null;
  #watchers = [];
  #host;
  #session;

  /** @param root element holding #tool-buttons and #tool-panel; `session()` returns the session (built later) */
  constructor(root, session) {
    this.#session = session;
    this.#host = root.querySelector("#tool-panel");
    this.row = root.querySelector("#tool-buttons");
  }

  /** Add a panel and its button. */
  add(panel) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "button tool";
    button.id = `tool-${panel.name}`;
    button.textContent = panel.label;
    button.setAttribute("aria-expanded", "false");
    button.setAttribute("aria-controls", "tool-panel");
    button.addEventListener("click", () => this.toggle(panel.name));
    panel.element.hidden = true;
    panel.element.classList.add("tool-body");
    this.#host.append(panel.element);
    this.row.append(button);
    this.#buttons.set(panel.name, button);
    this.#panels.set(panel.name, panel);
    return panel;
  }

  /** Call `watcher(session)` on every refresh, panel open or not. */
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

  /** Show panel `name` (null: none); the panel closed hears `closed(session)`. */
  show(name) {
    const leaving = this.#open !== null && this.#open !== name ? this.#panels.get(this.#open) : null;
    this.#open = name;
    if (leaving && leaving.closed && this.#session()) leaving.closed(this.#session());
    for (const [key, panel] of this.#panels) {
      panel.element.hidden = key !== name;
      this.#buttons.get(key).setAttribute("aria-expanded", String(key === name));
    }
    this.#host.hidden = name === null;
    const session = this.#session();
    if (name !== null && session && session.history) {
      const panel = this.#panels.get(name);
      if (panel.opened) panel.opened(session);
      panel.refresh(session);
    }
  }

  /** A board touch: taken by the open panel when it edits the board (true), else false (the game takes it). */
  touch(cell) {
    const panel = this.#open === null ? null : this.#panels.get(this.#open);
    if (!panel || !panel.touch) return false;
    panel.touch(cell);
    return true;
  }

  /** Whether the open panel has the board (the editor): arrow keys then move the cursor, not tiles. */
  get holdsBoard() {
    const panel = this.#open === null ? null : this.#panels.get(this.#open);
    return Boolean(panel && panel.touch);
  }

  /** A link's position the engine refused: the editor opens it with why, when it is a position at all. */
  async unplayable(session, entry, position) {
    const editor = this.#panels.get("edit");
    return Boolean(editor) && editor.unplayable(session, entry, position, () => this.show("edit"));
  }

  /** The session changed (a move, undo, another puzzle...): the open panel follows. */
  refresh(session) {
    for (const watcher of this.#watchers) watcher(session);
    if (this.#open === null || !session.history) return;
    this.#panels.get(this.#open).refresh(session);
  }
}

/** An element with a class and optional text (textContent only). */
export function make(tag, className = "", text = null) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== null) element.textContent = text;
  return element;
}

const SVG = "http://www.w3.org/2000/svg";

/** An SVG element with attributes. */
export function svg(tag, attributes = {}) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}

/** "1 move", "3 moves". */
export const count = (n, word) => `${n.toLocaleString("en")} ${word}${n === 1 ? "" : "s"}`;
