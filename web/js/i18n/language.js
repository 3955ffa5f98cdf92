// i18n/language.js: which language the page speaks and the switch between them: the player's choice kept in this
// browser, else the first of navigator.languages the page has (a Japanese browser gets Japanese), else English;
// loads the catalogues (web/lang/*.json), sets <html lang>, and words the page's static text (data-t attributes).

import { language, t, useCatalogues, words } from "./t.js";

export const LANGUAGES = ["en", "ja"]; // "?lang=ja" (or en) in the address speaks that language for this visit
const KEY = "puzzlelab-language";

/** The localStorage, or null where the browser refuses it (some private modes throw on the mere look). */
function store() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The language to speak: the kept choice, else the browser's first one we have, else English. */
export function chosenLanguage(storage = store(), wanted = globalThis.navigator?.languages ?? []) {
  const asked = new URLSearchParams(globalThis.location?.search ?? "").get("lang");
  if (LANGUAGES.includes(asked)) return asked;
  let kept = null;
  try {
    kept = storage?.getItem(KEY) ?? null;
  } catch {
    kept = null; // storage off: the browser's languages decide
  }
  if (LANGUAGES.includes(kept)) return kept;
  for (const tag of wanted) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (LANGUAGES.includes(base)) return base;
  }
  return "en";
}

async function fetchCatalogue(code) {
  const response = await fetch(new URL(`../../lang/${code}.json`, import.meta.url));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/** Load the catalogues of `code` and English, and speak `code` (English alone when its catalogue can't be had). */
export async function speak(code) {
  const [english, own] = await Promise.all([fetchCatalogue("en"), code === "en" ? null
    : fetchCatalogue(code).catch(() => null)]);
  const spoken = own ? code : "en";
  useCatalogues(spoken, own ?? english, english);
  document.documentElement.lang = spoken;
  wordStatic(document);
  return spoken;
}

/** Keep `code` as the player's choice. */
export function keepChoice(code, storage = store()) {
  try {
    storage?.setItem(KEY, code);
  } catch {
    // storage off: the choice lasts this visit
  }
}

/**
 * Word every element under `root` that names its words: data-t (its text), data-t-label (aria-label), data-t-title
 * (title), data-t-placeholder; data-t-values (data-t-label-values...) holds the values as JSON. Elements made by the
 * page's modules carry the same attributes (view/dom.js wordsOn), so a switch of language words them again.
 */
export function wordStatic(root) {
  const attributes = { t: null, tLabel: "aria-label", tTitle: "title", tPlaceholder: "placeholder" };
  const dashed = (data) => `data-${data.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  for (const [data, attribute] of Object.entries(attributes)) {
    for (const element of root.querySelectorAll(`[${dashed(data)}], [${dashed(data)}-json]`)) {
      const whole = element.dataset[`${data}Json`]; // a message kept whole (view/dom.js wordsOn)
      const kept = element.dataset[`${data}Values`];
      const message = whole ? JSON.parse(whole) : { key: element.dataset[data], values: kept ? JSON.parse(kept) : {} };
      const text = words(message);
      if (attribute === null) {
        if (element.textContent !== text) element.textContent = text;
      } else {
        element.setAttribute(attribute, text);
      }
    }
  }
}

/** The switch: a button that names the other language in its own words ("日本語" / "English"); pressing it speaks
 * that language, keeps the choice, and calls `changed()` so every view words itself again. */
export function connectSwitch(button, changed) {
  const label = () => {
    const other = language() === "ja" ? "en" : "ja";
    button.textContent = t(`language.name.${other}`);
    button.lang = other;
    button.setAttribute("aria-label", t("language.switch", { language: t(`language.name.${other}`) }));
  };
  label();
  button.addEventListener("click", async () => {
    const other = language() === "ja" ? "en" : "ja";
    keepChoice(other);
    await speak(other);
    label();
    changed();
  });
}
