// i18n/t.js: the page's words. t(key, values) looks `key` up in the catalogue of the language on show (web/lang/*.json;
// English is the fallback for a missing key), picks the plural form for `values.n` (Intl.PluralRules) and fills the
// {name} placeholders, numbers grouped as the language writes them. No word a person sees is written anywhere else.

/** The catalogues in use: the language on show and English under it. */
const state = { language: "en", own: {}, english: {}, plurals: new Intl.PluralRules("en"),
  numbers: new Intl.NumberFormat("en") };

/** Use `own` (the catalogue of `language`) over `english`. */
export function useCatalogues(language, own, english) {
  Object.assign(state, { language, own, english, plurals: new Intl.PluralRules(language),
    numbers: new Intl.NumberFormat(language) });
}

/** The language on show ("en" | "ja"). */
export const language = () => state.language;

/** `n` written as the language on show writes numbers ("1,512"); `options`: Intl.NumberFormat's. */
export const number = (n, options = null) => (options ? new Intl.NumberFormat(state.language, options).format(n)
  : state.numbers.format(n));

/**
 * The words of `key` with `values` filled in: "{name}" takes values.name (a number is grouped; a message or a list
 * of them worded; anything else as text); a key whose entry is an object of plural forms ({one, other}) picks the
 * form for values.n (or the first number among the values). A key in neither catalogue is returned as it is (tests
 * check that none is missing).
 */
export function t(key, values = {}) {
  let entry = state.own[key] ?? state.english[key];
  if (entry === undefined) return key;
  if (typeof entry === "object") {
    const n = Number.isFinite(values.n) ? values.n : Object.values(values).find(Number.isFinite);
    entry = entry[state.plurals.select(n ?? 0)] ?? entry.other;
  }
  return entry.replace(/\{(\w+)\}/g, (whole, name) => {
    const value = values[name];
    if (value === undefined || value === null) return whole;
    if (typeof value === "number") return number(value);
    return typeof value === "object" ? words(value) : String(value); // a message as a value: worded first
  });
}

/** A name as a message: the catalogue's `key`, else `fallback` (the engine's English name) where it has none. */
export const named = (key, fallback) => ({ key, values: {}, fallback });

/** A name the engine gives in English (a piece's "black knight", a figure's "the farmer") as a message: the
 * catalogue's "<kind>.<the name in lower case, words joined by _>", else the English itself. */
export const englishName = (kind, english) => named(`${kind}.${String(english).toLowerCase().replace(/[^a-z0-9]+/g, "_")
  .replace(/^_|_$/g, "")}`, english);

/** The title of puzzle `id` (a message: "puzzle.<id>.title", else `english`, the engine's). */
export const puzzleTitle = (id, english) => named(`puzzle.${id}.title`, english);

/** "a, b and c" / "a、b、c": `items` as one list in the language on show. */
export function list(items, type = "conjunction") {
  return new Intl.ListFormat(state.language, { style: "long", type }).format(items);
}

/** A message as data: `key` and its `values` (what the game keeps and views word: words, view/dom.js wordsOn). */
export const msg = (key, values = {}) => ({ key, values });

/** An Error saying `key` with `values` (its message in words now, its `words` the message to word again later). */
export function failure(key, values = {}) {
  const error = new Error(t(key, values));
  error.words = msg(key, values);
  return error;
}

/** `message` as a clause inside another sentence: worded without its final stop ("… first" in "… first. Nothing
 * moved."). Text is cut now; a message keeps the mark and is cut whenever it is worded, in any language. */
export const clause = (message) => {
  if (typeof message === "string") return message.replace(/[.。\s]+$/, "");
  return message && typeof message === "object" && !Array.isArray(message) ? { ...message, clause: true } : message;
};

/** Why `error` failed, as a clause: its message (`words`, from failure() or the engine) or else its text. */
export const whyOf = (error) => clause(error.words ?? error.message);

/** A message as data ({key, values}: what the game keeps) in words now; values that are messages are worded first;
 * a list of messages is one text. Plain text passes unchanged. */
export function words(message) {
  if (message === null || message === undefined) return "";
  if (typeof message === "string") return message;
  if (message.clause) return clause(words({ ...message, clause: false }));
  if (Array.isArray(message)) return message.map(words).filter(Boolean).join(state.language === "ja" ? "" : " ");
  if (Array.isArray(message.list)) { // {list: [...]}: "a, b and c"; {list, type: "unit"}: "a, b, c" ("a、b、c")
    const items = message.list.map(words);
    if (message.type === "unit") return items.join(t("list.separator"));
    return message.type === "semicolon" ? items.join(t("list.semicolon")) : list(items);
  }
  if (message.fallback !== undefined && !(message.key in state.own || message.key in state.english)) {
    return message.fallback; // a name the catalogues may not have (a puzzle's title, a level's): the engine's
  }
  return t(message.key, message.values ?? {}); // t words the values that are messages
}
