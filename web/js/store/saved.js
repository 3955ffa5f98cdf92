// store/saved.js: games kept in the browser's localStorage, one per puzzle key (a puzzle at one size), so a reload,
// Back and Forward or a later visit find the game as it was: start position, moves and what could be redone.
// Damaged or foreign data is set aside under another key (kept.js), and the caller told why. Storage that refuses
// (private mode) just keeps nothing.

import { restore, serialise } from "../game/history.js";
import { localStore, setAside } from "./kept.js";
import { msg } from "../i18n/t.js";

export const PREFIX = "puzzlelab.game.";

export class SavedGames {
  #storage;

  constructor(storage = localStore()) {
    this.#storage = storage ?? null;
  }

  /** {history} for `key`, {damaged: "reason"} when what is kept cannot be read (it is set aside: the reason says
   * where), or null. */
  load(key) {
    let text = null;
    try {
      text = this.#storage ? this.#storage.getItem(PREFIX + key) : null;
    } catch {
      return null;
    }
    if (text === null) return null;
    try {
      return { history: restore(text) };
    } catch (error) {
      const aside = this.#storage ? setAside(this.#storage, PREFIX + key) : null;
      const why = error.words ?? error.message;
      return { damaged: aside ? msg("kept.saved_aside", { why, aside }) : why };
    }
  }

  store(key, history) {
    try {
      this.#storage?.setItem(PREFIX + key, serialise(history));
    } catch {
      // full or refused: the game still plays, it just is not kept
    }
  }

  forget(key) {
    try {
      this.#storage?.removeItem(PREFIX + key);
    } catch {
      // nothing kept
    }
  }
}

/** The games kept in `storage`: {puzzle key: the kept text} (whatever they hold: restore reads them). */
export function keptGames(storage) {
  const games = {};
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const name = storage.key(index);
      if (name && name.startsWith(PREFIX) && !/\.set-aside(-\d+)?$/.test(name)) {
        games[name.slice(PREFIX.length)] = storage.getItem(name);
      }
    }
  } catch {
    // storage refused: none
  }
  return games;
}
