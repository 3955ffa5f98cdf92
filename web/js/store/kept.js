// store/kept.js: data the page keeps in the browser's storage (statistics, the daily streak, saved games), read with
// care: what cannot be read (damaged, or another program's) is set aside under another key, never deleted silently,
// and the caller gets one sentence to tell the player, once (the next visit finds the key free and starts afresh).

import { msg } from "../i18n/t.js";

/** The browser's localStorage, or null where it is refused (some private modes throw on the mere look). */
export function localStore() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Move what `storage` holds under `key` to the first free key of "<key>.set-aside", "<key>.set-aside-2", ...;
 * returns that key, or null when there was nothing or storage refused (what was there then stays where it was). */
export function setAside(storage, key) {
  try {
    const text = storage.getItem(key);
    if (text === null) return null;
    let aside = `${key}.set-aside`;
    for (let n = 2; storage.getItem(aside) !== null; n += 1) aside = `${key}.set-aside-${n}`;
    storage.setItem(aside, text);
    storage.removeItem(key);
    return aside;
  } catch {
    return null;
  }
}

/**
 * What `storage` keeps under `key`, read by `read(text)` (text null: nothing kept; `read` throws Error saying what is
 * damaged). Returns {value, notice}: notice is null, or when `read` threw, the sentence for the player ("Your <what>
 * could not be read (why), so <afresh>: ...kept aside as ...") and value is read(null), a fresh start, the damaged
 * text being set aside (setAside).
 */
export function readKept(storage, key, read, { what, afresh = msg("kept.afresh") }) {
  let text = null;
  try {
    text = storage ? storage.getItem(key) : null;
  } catch {
    text = null; // storage refused: nothing kept
  }
  try {
    return { value: read(text), notice: null };
  } catch (error) {
    const aside = setAside(storage, key);
    const values = { what, why: error.words ?? error.message, afresh, aside };
    return { value: read(null), notice: msg(aside ? "kept.unreadable_aside" : "kept.unreadable", values) };
  }
}
