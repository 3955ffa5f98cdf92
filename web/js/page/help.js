// page/help.js: the Help panel: the rules of the puzzle on show, a few lines of its history (the catalogue's
// `history`, written in Python), and the keys where there is a keyboard (players.css shows them only where a fine
// pointer is: a phone has none). Text only (textContent), refreshed when another puzzle opens.

import { Panel, make, wordsOn } from "../view/dom.js";
import { msg, named, puzzleTitle } from "../i18n/t.js";

// The keys, each a key's name and what it does ("help.key.<name>", "help.key.<name>.does").
const KEYS = ["arrows", "home_end", "enter", "undo", "redo", "tab"];

export class HelpPanel extends Panel {
  #title = make("h3", "tool-title");
  #rules = make("p", "help-text");
  #historyTitle = make("h3", "tool-title", msg("help.history"));
  #history = make("p", "help-text");
  #shown = null;

  constructor() {
    super("help", msg("help.label"));
    const keysTitle = make("h3", "tool-title", msg("help.keys"));
    const keys = make("dl", "keys");
    for (const key of KEYS) {
      keys.append(make("dt", "", msg(`help.key.${key}`)), make("dd", "", msg(`help.key.${key}.does`)));
    }
    const keysSection = make("div", "help-keys");
    keysSection.append(keysTitle, keys);
    this.element.append(this.#title, this.#rules, this.#historyTitle, this.#history, keysSection,
      make("h3", "tool-title", msg("help.panels_title")), make("p", "help-text", msg("help.panels")));
  }

  refresh(game) {
    const entry = game.puzzle;
    if (this.#shown === entry.key) return;
    this.#shown = entry.key;
    wordsOn(this.#title, msg("help.how_to_play", { title: puzzleTitle(entry.id, entry.title) }));
    wordsOn(this.#rules, entry.rules_words ?? named(`puzzle.${entry.id}.rules`, entry.rules ?? ""));
    this.#historyTitle.hidden = !entry.history;
    this.#history.hidden = !entry.history;
    wordsOn(this.#history, named(`puzzle.${entry.id}.history`, entry.history ?? ""));
  }
}
