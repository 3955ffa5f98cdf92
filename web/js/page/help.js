// page/help.js: the Help panel: the rules of the puzzle on show, a few lines of its history (the catalogue's
// `history`, written in Python), and the keys where there is a keyboard (players.css shows them only where a fine
// pointer is: a phone has none). Text only (textContent), refreshed when another puzzle opens.

import { make } from "../view/dom.js";

const KEYS = [
  ["Arrow keys", "move the cursor over the board (on sliding boards they slide a tile; Shift+arrow moves the cursor)"],
  ["Home, End", "the first or last cell of the row"],
  ["Enter or Space", "touch the cell under the cursor (pick a piece, then where it goes)"],
  ["Ctrl+Z", "undo"],
  ["Ctrl+Y or Ctrl+Shift+Z", "redo"],
  ["Tab", "from the board to the game's buttons (Undo, Hint, Solve, New game…) and the panels (Distances, Review, "
    + "Edit, Help…)"],
];

export class HelpPanel {
  name = "help";
  label = "Help";
  element = make("section");
  #title = make("h3", "tool-title");
  #rules = make("p", "help-text");
  #historyTitle = make("h3", "tool-title", "History");
  #history = make("p", "help-text");
  #shown = null;

  constructor() {
    this.element.setAttribute("aria-label", "Help");
    const keysTitle = make("h3", "tool-title", "Keys");
    const keys = make("dl", "keys");
    for (const [key, what] of KEYS) keys.append(make("dt", "", key), make("dd", "", what));
    const keysSection = make("div", "help-keys");
    keysSection.append(keysTitle, keys);
    const tools = make(
      "p",
      "help-text",
      "Distances charts how far every position is from the goal and how your game went; " +
        "Review lists your moves with their verdicts and gives a link to the game; " +
        "New game… begins again from the puzzle's start, or deals a random position, one at a chosen distance " +
        "or one of the hardest; " +
        "Edit sets up any position and says whether it can be solved.",
    );
    this.element.append(
      this.#title,
      this.#rules,
      this.#historyTitle,
      this.#history,
      keysSection,
      make("h3", "tool-title", "The panels"),
      tools,
    );
  }

  refresh(game) {
    const entry = game.puzzle;
    if (this.#shown === entry.key) return;
    this.#shown = entry.key;
    this.#title.textContent = `How to play: ${entry.title}`;
    this.#rules.textContent = entry.rules ?? "";
    this.#historyTitle.hidden = !entry.history;
    this.#history.hidden = !entry.history;
    this.#history.textContent = entry.history ?? "";
  }
}
