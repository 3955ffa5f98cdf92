// game/answers.js: the engine's answers about positions, a part of the midend: the states known (per puzzle and
// position), the state job in flight (progress after 150 ms, Cancel, a good move it may offer before the exact answer:
// "provisional"; or the check of every move from a position whose distance is known, asked by "Show all optimal
// moves") and the puzzles whose search the player cancelled (the rules alone until Search again).

import { sizeName } from "./catalog.js";

const SHOW_SEARCH_AFTER_MS = 150; // a search that ends sooner shows no progress bar
// A search's progress comes every 30-70 ms; drawing each took about 12 ms of the page's thread, a fifth of a core
// beside the solver's (Korf's #88, bench/browser.py --part korf): the banner's count is redrawn at most this often.
const REDRAW_SEARCH_MS = 250;

export class Answers {
  #host;
  #states = new Map(); // "key|position" -> the engine's state of it
  #cancelled = new Set(); // puzzle keys whose search the player cancelled
  #search = null; // the state job in flight: {key, position, title, progress, shown, cancel, checking}
  #noted = new Set(); // puzzle keys whose job note (e.g. databases not fetched) was said

  constructor(host) {
    this.#host = host;
  }

  stateOf(entry, position) {
    return entry ? this.#states.get(`${entry.key}|${position}`) ?? null : null;
  }

  remember(entry, state) {
    this.#states.set(`${entry.key}|${state.position}`, state);
  }

  cancelled(key) {
    return this.#cancelled.has(key);
  }

  /** Whether nothing more is to be asked about `position`: its full state is known (with every move's verdict when
   * the player shows every optimal move), or the player cancelled the search and its state from the rules is known. */
  settled(entry, position) {
    const state = this.stateOf(entry, position);
    if (!state) return false;
    if (state.known === false) return this.#cancelled.has(entry.key);
    return !(state.unchecked > 0 && this.#host.showOptimal());
  }

  /** The search in flight for `position` of `entry` as views read it: {title, progress: {message, fraction,
   * bound?, distance?, provisional?: {move, length}}, shown}, or null (none, or it is about another position). */
  searchFor(entry, position) {
    const search = this.#search;
    if (!search || !entry || search.key !== entry.key || search.position !== position) return null;
    return { title: search.title, progress: search.progress, shown: search.shown };
  }

  /**
   * The full state `args` name: a job that builds the puzzle's oracle and searches the position where it needs one,
   * quick for most puzzles. Where each position has a search of its own (the 15-puzzle), the moves from it are
   * checked only while "Show all optimal moves" is on (the hint is the first move of the solution found); with a
   * state already known, the job is that check ("checking": its Cancel keeps the state). After the player's Cancel,
   * the rules-only state. Resolves undefined when superseded or when a check is cancelled; throws what the engine said.
   */
  async state(entry, args, about) {
    const host = this.#host;
    const engine = host.engine();
    if (this.#cancelled.has(entry.key)) return engine.request("state", { ...args, distances: false });
    this.#stop(); // a search still running was for what was on show before
    const title = entry.sizes ? `${entry.title} ${sizeName(entry.sizes, entry.size)}` : entry.title;
    const known = this.stateOf(entry, args.position);
    const checking = Boolean(known && known.known !== false && known.unchecked > 0);
    const search = { key: entry.key, position: args.position, title, progress: { message: "Starting", fraction: 0 },
      shown: false, drawn: 0, checking };
    const asked = entry.answers?.each_position ? { ...args, every_move: host.showOptimal() } : args;
    const job = engine.job("state", asked, {
      data: entry.data ?? null,
      onProgress: (progress) => {
        const before = search.progress;
        search.progress = progress;
        if (this.#search !== search) return;
        // What a person acts on is said at once, whether the search is shown or not: a better good move, the
        // distance found, a new lower bound. The rest (positions searched, the bar) at most every REDRAW_SEARCH_MS.
        const offered = before.provisional;
        const better = progress.provisional && (!offered || progress.provisional.length !== offered.length);
        const news = better || progress.distance !== before.distance || progress.bound !== before.bound;
        const now = performance.now();
        if (news || (search.shown && now - search.drawn >= REDRAW_SEARCH_MS)) {
          search.drawn = now;
          host.changed();
        }
      },
    });
    search.cancel = job.cancel;
    this.#search = search;
    // Shown once the engine is up and the search has taken a while: while it boots, its banner says what happens.
    engine.ready.then(() => setTimeout(() => {
      if (this.#search !== search) return;
      search.shown = true;
      host.changed();
    }, SHOW_SEARCH_AFTER_MS), () => {});
    try {
      const state = await job.promise;
      if (state.note && !this.#noted.has(entry.key) && host.isCurrent(about)) {
        this.#noted.add(entry.key);
        host.note(state.note, "warn");
      }
      return state;
    } catch (error) {
      if (!error.cancelled) throw error;
      if (!this.#cancelled.has(entry.key) || !host.isCurrent(about)) return undefined; // superseded
      return engine.request("state", { ...args, distances: false }); // the player cancelled: the rules alone
    } finally {
      if (this.#search === search) {
        this.#search = null;
        host.changed();
      }
    }
  }

  /** Rules-only or full states of `positions` not known yet (a solution's steps, to draw). */
  async fetchStates(entry, positions, args) {
    for (const position of positions) {
      if (!this.stateOf(entry, position)) {
        this.remember(entry, await this.#host.engine().request("state", args({ position, distances: false })));
      }
    }
  }

  /** "Show all optimal moves" ticked (`on`) or not: unticked, a check of the moves in flight stops; ticked, whether
   * to ask now (not while the position's own search runs: the state it brings is not settled then, so it is asked
   * again as it arrives). */
  toggled(on) {
    if (!on && this.#search?.checking) this.#stop();
    return on && !this.#search;
  }

  /** Cancel pressed: stop the search; the board plays by the rules alone. A check of the moves from a position of
   * known distance only stops: its state stays, and "Show all optimal moves" goes off. */
  cancel() {
    const search = this.#search;
    if (!search) return;
    if (!search.checking) this.#cancelled.add(search.key);
    search.cancel();
    if (!search.checking) return;
    this.#host.hideOptimal();
    this.#host.say("Stopped checking the moves from here: the distance and Hint stay. Tick Show all optimal moves to "
      + "check them again.");
  }

  /** Search again (or a new game of the puzzle): forget the cancel; the rules-only states stay on the board until
   * the full ones replace them. */
  again(entry) {
    this.#cancelled.delete(entry.key);
  }

  /** The position on show is `position` (Undo to a known one, or one about to be asked): a search still running for
   * another is stopped. */
  settledOn(entry, position) {
    if (this.#search && (this.#search.key !== entry?.key || this.#search.position !== position)) this.#stop();
  }

  /** A new engine: nothing it built survives; the states it gave are asked for again. */
  forget() {
    this.#stop();
    this.#states.clear();
  }

  #stop() {
    if (!this.#search) return;
    this.#search.cancel();
    this.#search = null;
  }
}
