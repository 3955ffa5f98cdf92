// game/catalog.js: the catalogue Python sends (groups, puzzles, sizes, starts, goals, views, geometry) read as data:
// an entry resolved for a size, the size a position implies (its length against each size's position_length),
// whether a link's position can be drawn before the engine has seen it. No puzzle is known here by name.

import { msg } from "../i18n/t.js";

/** The sizes of a sized entry: {min, max, default, label, by_size} or null. */
export function sizesOf(entry) {
  if (entry.size_info) return entry.size_info;
  return entry.sizes && !Array.isArray(entry.sizes) ? entry.sizes : null;
}

export class Catalog {
  /** @param {{groups, puzzles}} data the catalogue; `canDraw(board)` says which boards this page can draw */
  constructor(data, canDraw) {
    this.byId = new Map(data.puzzles.filter((entry) => canDraw(entry.board)).map((entry) => [entry.id, entry]));
    this.groups = (data.groups ?? [])
      .map((group) => ({ ...group, puzzles: group.puzzles.filter((id) => this.byId.has(id)) }))
      .filter((group) => group.puzzles.length > 0);
    this.defaultId = this.groups.length > 0 ? this.groups[0].puzzles[0] : [...this.byId.keys()][0];
    this.archiveStart = data.daily ? data.daily.archive_start : null; // the first daily puzzle's day (YYYY-MM-DD)
  }

  get(id) {
    return this.byId.get(id) ?? null;
  }

  groupOf(id) {
    return this.groups.find((group) => group.puzzles.includes(id)) ?? null;
  }

  /**
   * `id` at `size` (null: its default) as one entry: board, start, goal, views, rules and position_length of that
   * size, plus `size` and `key` (the id, or "id:size"). null for an unknown id or a size it does not have.
   */
  resolve(id, size = null) {
    const entry = this.get(id);
    if (!entry) return null;
    const sizes = sizesOf(entry);
    if (!sizes) return { ...entry, size: null, key: entry.id, sizes: null };
    const chosen = size ?? sizes.default;
    const own = sizes.by_size[String(chosen)] ?? (sizes.rectangles ?? {})[String(chosen)]; // "7x8": R rows by C
    if (!own) return null;
    return { ...entry, ...own, size: chosen, key: `${entry.id}:${chosen}`, sizes };
  }

  /** The size a position's text implies for a sized entry (matching position_length), or null. */
  impliedSize(id, position) {
    const sizes = sizesOf(this.get(id) ?? {});
    if (!sizes || typeof position !== "string") return null;
    const found = Object.entries(sizes.by_size).find(([, own]) => own.position_length === position.length);
    return found ? Number(found[0]) : null;
  }
}

/** The puzzle's own start as {position, view}. */
export const startOf = (entry) => ({ position: entry.start, view: entry.start_view });

/** The view of a link's `position` drawable before the engine has checked it (one character per cell, known pieces,
 * the right length), or null. Drawing only: whether it is a legal position is the engine's call. */
export function earlyView(entry, position) {
  if (!entry.cells_text || typeof position !== "string") return null;
  if (
    entry.position_length !== null &&
    entry.position_length !== undefined &&
    position.length !== entry.position_length
  )
    return null;
  return [...position].every((char) => char in (entry.pieces ?? {})) ? position : null;
}

/** The size a link must carry: only where the position text does not imply it. */
export const linkSize = (entry) =>
  entry.sizes && (entry.position_length === null || entry.position_length === undefined) ? entry.size : null;

/** "3 frogs a side" / "6×6": a size in the words of the catalogue's label (a message: "size.<label>" with its
 * plural, or a board's sides). */
export function sizeName(sizes, size) {
  if (typeof size === "string" && size.includes("x")) return size.replace("x", "×"); // a rectangle: "7×8"
  if (sizes.label === "board") return `${size}×${size}`;
  return msg(`size.${sizes.label.replace(/[^a-z0-9]+/g, "_")}`, { n: size }); // "1 frog a side", "3 frogs a side"
}

/** The label of a puzzle's sizes ("Frogs a side", "Board"), as its select is named. */
export const sizeLabel = (sizes) => msg(`size.${sizes.label.replace(/[^a-z0-9]+/g, "_")}.label`);

/** A size as the address, the picker and the engine write it: a whole number, or "RxC" for a rectangle. */
export const sizeValue = (text) => (/^\d+$/.test(String(text)) ? Number(text) : String(text));
