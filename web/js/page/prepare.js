// page/prepare.js: a puzzle's oracle made before its first state (the uncrossed path's search, a table built): run
// as an engine job with progress and Cancel shown in the search banner when it takes a while. After Cancel the board
// plays from the rules alone (moves, no distances) until Search again. A searched puzzle whose entry says
// prepare: "position" (the 15-puzzle) is prepared for each position shown, with its data files fetched first.

import { sizeName } from "./catalog.js";

const SHOW_SEARCH_AFTER_MS = 150; // a search that ends sooner than this shows no progress bar

export class Preparer {
  #session;
  #prepared = new Set(); // puzzle keys whose oracle the engine has built (state requests are quick)
  #cancelled = new Set(); // puzzle keys whose search the player cancelled
  #search = null; // the job in flight: {key, title, cancel, promise, shown, progress}
  #noted = new Set(); // puzzle keys whose job's note (e.g. databases not fetched) has been shown

  constructor(session) {
    this.#session = session;
  }

  /** The distance the search in flight has found while it checks the moves from there (the 15-puzzle), or null. */
  get found() {
    const progress = this.#search ? this.#search.progress : null;
    return progress && Number.isInteger(progress.distance) ? progress.distance : null;
  }

  /** The title of the puzzle being searched, or null. */
  get searching() {
    return this.#search ? this.#search.title : null;
  }

  cancelled(key) {
    return this.#cancelled.has(key);
  }

  /** Whether states of `key` (at `position` for puzzles prepared per position) can be asked for now (prepared, or
   * cancelled: rules only). */
  ready(key, position = null) {
    return this.#prepared.has(key) || this.#prepared.has(`${key}|${position}`) || this.#cancelled.has(key);
  }

  /**
   * Have the engine build `entry`'s oracle before any state request. Resolves true when ready and `epoch` is still
   * the session's; false when cancelled or superseded; throws what the engine said otherwise.
   */
  async prepare(entry, epoch, position = null) {
    const session = this.#session;
    const { engine, status } = session;
    const each = entry.prepare === "position";
    const key = each ? `${entry.key}|${position ?? entry.start}` : entry.key;
    if (this.#prepared.has(key)) return epoch === session.epoch;
    if (this.#search && this.#search.key !== key) { // another puzzle's (or position's) search: not needed now
      this.#search.cancel();
      this.#search = null;
    }
    if (this.#cancelled.has(entry.key)) {
      this.#showCancelled();
      return false;
    }
    let search = this.#search;
    if (!search) {
      const args = { puzzle: entry.id };
      if (entry.sizes) args.size = entry.size;
      if (each) args.position = position ?? entry.start;
      const title = entry.sizes ? `${entry.title} ${sizeName(entry.sizes, entry.size)}` : entry.title;
      search = { key, title, shown: false, progress: { message: "Starting", fraction: 0 } };
      const job = engine.job("prepare", args, {
        data: entry.data ?? null,
        onProgress: (progress) => {
          const first = Number.isInteger(progress.distance) && !Number.isInteger(search.progress.distance);
          search.progress = progress;
          if (first && search.shown && this.#search === search) session.refresh(); // "Optimal: 66, checking moves…"
          if (search.shown && this.#search === search) status.setSearch({ title, ...progress });
        },
      });
      search.cancel = job.cancel;
      search.promise = job.promise;
      this.#search = search;
      // The search runs once the engine is up: while it boots, its own banner says what is happening.
      const show = () => {
        if (this.#search !== search) return;
        search.shown = true;
        status.setSearch({ title, ...search.progress });
        if (!each) return;
        session.boot.done(); // the solver is up: the search banner says what happens now
        session.refresh(); // "Optimal: searching…"
      };
      engine.ready.then(() => setTimeout(show, SHOW_SEARCH_AFTER_MS), () => {});
    }
    let result;
    try {
      result = await search.promise;
    } catch (error) {
      if (error.cancelled) {
        if (this.#cancelled.has(entry.key) && epoch === session.epoch) this.#showCancelled();
        return false;
      }
      status.setSearch(null);
      throw error;
    } finally {
      if (this.#search === search) this.#search = null;
    }
    if (!this.#search) status.setSearch(null);
    this.#prepared.add(key);
    if (result && result.note && !this.#noted.has(entry.key) && epoch === session.epoch) {
      this.#noted.add(entry.key);
      session.note = { text: result.note, tone: "warn" };
    }
    return epoch === session.epoch;
  }

  /** Cancel pressed: stop the search; the board stays on show and plays by the rules alone. */
  cancel() {
    const search = this.#search;
    if (!search) return;
    this.#cancelled.add(search.key.split("|")[0]);
    search.cancel();
  }

  /** Search again pressed: forget the cancel and the rule-only states, and open the puzzle anew. */
  again() {
    const session = this.#session;
    if (!session.puzzle) return;
    const key = session.puzzle.key;
    this.#cancelled.delete(key);
    for (const [name, state] of session.states) {
      if (name.startsWith(`${key}|`) && state.known === false) session.states.delete(name);
    }
    session.open({ id: session.puzzle.id, size: session.puzzle.size, source: "picker" });
  }

  /** A fresh position of a puzzle searched per position (a link, a new game) is searched, even after a Cancel. */
  fresh(entry) {
    if (entry.prepare === "position") this.#cancelled.delete(entry.key);
  }

  /** A retry of the engine: nothing it prepared survives. */
  forget() {
    this.#prepared.clear();
    this.#search = null;
  }

  #showCancelled() {
    const session = this.#session;
    session.status.setSearch({ cancelled: true, title: session.puzzle ? session.puzzle.title : "" });
    session.refresh();
    session.ensureState(); // the legal moves, so the board can be played by hand
  }
}
