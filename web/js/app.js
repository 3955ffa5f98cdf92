// app.js: the game page's state and behaviour, built by main.js around an engine already booting. Wires the game
// history, the board modules and their frame loop, the accessible grid, the panel and the permalink. UI state lives
// here; rules never do: a click is a move only if it matches a move string Python sent.

import { AccessibleGrid } from "./a11y-grid.js";
import { FrameLoop } from "./boards/anim.js";
import { moveCells } from "./boards/common.js";
import { boardFor, canDraw } from "./boards/index.js";
import { Game, Playback } from "./game.js";
import { followInAddress, formatFragment, parseFragment } from "./permalink.js";

const DEFAULT_PUZZLE = "knight-exchange";
const HOLD_MS = 280; // pause between two solution moves at speed 1
const PROGRESS_STEPS = new Map([["Loading Python runtime…", 1], ["Loading puzzle engine…", 2]]);
const PROGRESS_TABLE_STEP = 3; // engine ready, the current puzzle's distance table being built
const PROGRESS_DONE = 4;

const LOCKED_PLAYING = "The board is locked while the solution plays: pause it and press Take over to play on from there.";
const LOCKED_PAUSED = "The board is locked while the solution is shown: press Take over to play from this step, or Stop to go back to your game.";
const NO_WAY = "no way to the goal from here: undo";
const SLOW_BOOT_MS = 20_000; // a boot still going after this is told to be slow (a slow connection), with Retry
const SHOW_SEARCH_AFTER_MS = 150; // a puzzle's search that ends sooner than this shows no progress bar

/** The puzzle groups of the picker (its tabs), each listing catalog families in order. */
export const GROUPS = [
  { group: "knights", families: ["knights"] },
  { group: "sliding", families: ["sliding"] },
  { group: "lines", families: ["frogs", "oshidori", "reversal"] },
  { group: "river", families: ["river"] },
  { group: "placements", families: ["domination", "path"] },
];
const groupOf = (family) => (GROUPS.find((entry) => entry.families.includes(family)) ?? { group: family }).group;

const KEYS_HELP = {
  knights: "Click or tap a knight, then a highlighted square. Keyboard: arrow keys move the cursor; Enter or Space picks a knight and jumps.",
  tiles: "Click or tap a tile beside the blank to slide it. Keyboard: arrow keys slide a tile into the blank; Shift+arrows move the cursor, Enter slides the tile under it.",
  frogs: "Click or tap a frog to move it. Keyboard: arrow keys move the cursor; Enter or Space moves the frog under it.",
  stones: "Click the left stone of a pair, then the gap. Keyboard: arrow keys move the cursor; Enter or Space picks a pair, then moves it.",
  numbers: "Click or tap a number next to the gap (or one number away) to move it in. Keyboard: arrows and Enter.",
  river: "Click who boards (only on the boat's bank, up to the boat's size), then Cross or the boat. Keyboard: arrows between figures and the boat; Enter boards, Enter on the boat crosses.",
  domination: "Click or tap a square to place a knight or take one off. Keyboard: arrow keys move the cursor; Enter or Space toggles.",
  path: "Click the square to start on, then knight's moves one by one; Undo takes squares back. Keyboard: arrows and Enter.",
};

const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (count, word) => `${count} ${word}${count === 1 ? "" : "s"}`;

export class App {
  /**
   * @param {{engine: Engine, progress: {listen: (listener: (message: string) => void) => void}, panel: Panel,
   *          canvas: HTMLCanvasElement, gridElement: HTMLElement}} parts  (Engine from engine.js, Panel from ui.js)
   */
  constructor({ engine, progress, panel, canvas, gridElement }) {
    this.engine = engine;
    this.progress = progress;
    this.marked = new Set();
    this.panel = panel;
    this.canvas = canvas;
    this.context = canvas.getContext("2d");
    this.loop = new FrameLoop((frame) => this.paint(frame));
    this.grid = new AccessibleGrid(gridElement, {
      onActivate: (cell) => this.enqueue(() => this.activate(cell)),
      onArrow: (key, cell, event) => this.arrow(key, event),
    });
    this.catalogById = new Map(); // the puzzles this page can draw, by id
    this.puzzle = null; // the catalog entry on show, with its size, key and board for sized puzzles
    this.board = null; // its board module
    this.game = null;
    this.games = new Map(); // puzzle key -> Game, so switching puzzles loses nothing
    this.geometry = null;
    this.playback = null;
    this.playToken = 0;
    this.speed = 1;
    this.selected = null;
    this.hint = null; // a move string shown by the first press of Hint
    this.showOptimal = false;
    this.note = { text: "", tone: "info" }; // the last action's message
    this.engineState = "loading";
    this.progressStep = 0;
    this.progressMessage = null; // the worker's last boot progress message
    this.slowBootTimer = 0; // says the boot being watched is slow, unless it ends (or is retried) first
    this.slowBoot = false; // that boot has taken longer than SLOW_BOOT_MS
    this.epoch = 0; // bumped whenever another game is opened: replies about the old one are dropped
    this.pendingOpen = null; // an open waiting on the engine (repeated after Retry)
    this.switching = false; // a puzzle whose start the page cannot paint yet is being set up
    this.chain = Promise.resolve(); // moves, undo, hints...: one at a time, in order
    this.prepared = new Set(); // puzzle keys whose oracle the engine has built (state requests are quick)
    this.search = null; // the prepare job in flight: {key, cancel}
    this.cancelled = new Set(); // puzzle keys whose search the player cancelled
    this.lastInGroup = new Map(); // picker group -> the id last opened in it
  }

  // ------------------------------------------------------------------ start-up

  /** Mark a moment for the benchmark (bench/browser.py reads these performance marks), once per page. */
  markOnce(name) {
    if (this.marked.has(name)) return;
    this.marked.add(name);
    performance.mark(name);
  }

  async start() {
    this.watchEngine(this.engine.ready);
    this.progress.listen((message) => this.onProgress(message));
    this.panel.connect({
      pickFamily: (family) => this.pickFamily(family),
      pickVariant: (id) => this.open({ id, source: "picker" }),
      pickSize: (size) => this.puzzle && this.open({ id: this.puzzle.id, size, source: "picker" }),
      cross: () => this.enqueue(() => this.activate(this.puzzle.board.order.length)),
      cancelSearch: () => this.cancelSearch(),
      searchAgain: () => this.searchAgain(),
      retry: () => this.retry(),
      undo: () => this.enqueue(() => this.undo()),
      redo: () => this.enqueue(() => this.redo()),
      restart: () => this.enqueue(() => this.restart()),
      hint: () => this.enqueue(() => this.hintPressed()),
      solve: () => this.enqueue(() => this.solve()),
      showOptimal: (on) => {
        this.showOptimal = on;
        this.refresh();
      },
      playPause: () => this.playPause(),
      stepBack: () => this.step(-1),
      stepForward: () => this.step(1),
      speed: (speed) => {
        this.speed = speed;
      },
      takeOver: () => this.takeOver(),
      stop: () => this.stopPlayback("Stopped: back to your game, nothing lost."),
    });
    this.listen();
    let catalog;
    try {
      const response = await fetch(new URL("catalog.json", document.baseURI));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      catalog = await response.json();
    } catch {
      this.say("Loading the puzzle list from the solver…");
      try {
        catalog = await this.engine.request("catalog", {});
      } catch (error) {
        this.say(`The puzzle list could not be loaded: ${error.message}`, "bad");
        return;
      }
    }
    for (const entry of catalog.puzzles) {
      if (canDraw(entry.board)) this.catalogById.set(entry.id, entry); // an engine newer than the page: skip the rest
    }
    this.panel.setCatalog(GROUPS.map(({ group, families }) => ({
      group,
      puzzles: families.flatMap((family) => [...this.catalogById.values()].filter((entry) => entry.family === family)),
    })));
    this.followAddress({ initial: true });
  }

  listen() {
    new ResizeObserver(() => this.relayout()).observe(this.panel.board);
    this.watchPixelRatio();
    this.canvas.addEventListener("click", (event) => {
      const cell = this.cellAtEvent(event);
      if (cell === null) {
        if (this.selected !== null && this.board.kind !== "river") {
          this.selected = null;
          this.refresh();
        }
        return;
      }
      this.enqueue(() => this.activate(cell));
    });
    this.canvas.addEventListener("pointermove", (event) => {
      const cell = this.cellAtEvent(event);
      this.canvas.style.cursor = cell !== null && this.isLive(cell) ? "pointer" : "default";
    });
    // The address the person went to, from the event: by the time it is handled, a reply that arrived in between may
    // already have rewritten location.hash to the position on show, and the link would be lost.
    addEventListener("hashchange", (event) => this.followAddress({ initial: false, hash: new URL(event.newURL).hash }));
    addEventListener("keydown", (event) => {
      if (event.target.closest && event.target.closest("input, select, textarea")) return;
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) {
        event.preventDefault();
        this.enqueue(() => this.undo());
      } else if (key === "y" || (key === "z" && event.shiftKey)) {
        event.preventDefault();
        this.enqueue(() => this.redo());
      }
    });
  }

  watchPixelRatio() {
    const query = matchMedia(`(resolution: ${devicePixelRatio}dppx)`);
    query.addEventListener("change", () => {
      this.relayout();
      this.watchPixelRatio();
    }, { once: true });
  }

  /** Follow one boot of the engine; `again` after Retry, when what was asked of the failed one is asked anew. */
  watchEngine(ready, { again = false } = {}) {
    this.engineState = "loading";
    this.progressStep = 0;
    this.progressMessage = null;
    this.panel.showEngine();
    this.panel.setEngine("loading", "Loading solver…", 0);
    this.refresh();
    this.slowBoot = false;
    // A slow download is not a failure: say so and offer Retry, but keep loading (the files may be nearly there).
    clearTimeout(this.slowBootTimer); // a Retry: the new boot gets its own 20 s
    this.slowBootTimer = setTimeout(() => {
      if (this.engineState !== "loading") return;
      this.slowBoot = true;
      this.onProgress(null);
    }, SLOW_BOOT_MS);
    ready.then(
      () => {
        this.markOnce("engine-ready");
        this.engineState = "ready";
        this.panel.setEngine("ready", `Preparing ${this.puzzle ? this.puzzle.title : "the puzzle"}…`, PROGRESS_TABLE_STEP);
        if (again && this.pendingOpen) this.open(this.pendingOpen);
        else if (again) this.ensureState();
        if (this.state) this.stateArrived();
        this.refresh();
      },
      (error) => {
        this.engineState = "failed";
        const detail = error.message.replace(/\.$/, "");
        this.panel.setEngine("failed", `The solver could not be loaded (${detail}). Moves, hints and solving need it: check your connection and press Retry.`);
        this.refresh();
      },
    );
  }

  /** A boot progress message from the worker (null: no news, the boot just became slow). */
  onProgress(message) {
    if (message !== null) {
      this.progressStep = PROGRESS_STEPS.get(message) ?? this.progressStep + 1;
      this.progressMessage = message;
    }
    if (this.engineState !== "loading") return;
    const text = `Loading solver: ${this.progressMessage ?? "starting…"}`;
    if (this.slowBoot) {
      this.panel.setEngine("loading", `${text} This is taking a while (a slow connection?): it keeps loading, or press Retry to start over.`, this.progressStep, { retry: true });
    } else {
      this.panel.setEngine("loading", text, this.progressStep);
    }
  }

  retry() {
    this.say("");
    this.watchEngine(this.engine.restart(), { again: true });
  }

  // ------------------------------------------------------------------ opening puzzles and links

  followAddress({ initial, hash = location.hash }) {
    const link = parseFragment(hash);
    if (link.kind === "link" && this.puzzle && link.puzzleId === this.puzzle.id && link.position === this.shownPosition()
      && (link.size === null || link.size === this.puzzle.size)) {
      return; // the address already shows this position
    }
    if (link.kind === "empty") {
      if (initial || !this.puzzle) this.open({ id: DEFAULT_PUZZLE, source: "start" });
      else this.writeAddress();
      return;
    }
    const fallbackId = this.puzzle ? this.puzzle.id : DEFAULT_PUZZLE;
    const fallbackSize = this.puzzle ? this.puzzle.size ?? null : null;
    const fallback = this.catalogById.get(fallbackId);
    if (link.kind === "broken") {
      this.open({
        id: fallbackId,
        size: fallbackSize,
        source: "start",
        notice: `The address "#${link.text}" is not a puzzle link (#/puzzle/position): showing the ${fallback.title} start instead.`,
      });
      return;
    }
    const entry = this.catalogById.get(link.puzzleId);
    if (!entry) {
      const known = [...this.catalogById.keys()].join(", ");
      const problem = `Unknown puzzle "${link.puzzleId}" in the address (known: ${known})`;
      this.open({
        id: fallbackId,
        size: fallbackSize,
        source: "start",
        notice: `${problem}: showing the ${fallback.title} start instead.`,
      });
      return;
    }
    let position = link.position;
    if (position === null && link.size !== null && entry.board.kind === "path") position = ""; // "#/uncrossed-knight/7/"
    this.open({ id: entry.id, size: entry.sizes ? link.size : null, position, source: "link" });
  }

  /** A picker tab (a group of puzzles): the puzzle last played in it, else its first. */
  pickFamily(group) {
    const current = this.puzzle;
    if (current && groupOf(current.family) === group) return;
    const id = this.lastInGroup.get(group)
      ?? [...this.catalogById.values()].find((candidate) => groupOf(candidate.family) === group)?.id;
    if (id) this.open({ id, source: "picker" });
  }

  /** The puzzle description for `entry` at `position` (sized puzzles: the board follows the position's length). */
  describe(entry, position, size = null) {
    if (!entry.sizes) return { ...entry, key: entry.id, group: groupOf(entry.family) };
    const kind = entry.board.kind;
    const chosen = size ?? this.impliedSize(entry, position) ?? entry.size;
    const standard = chosen === entry.size;
    const board = kind === "frogs" ? { ...entry.board, cells: 2 * chosen + 1 } : { ...entry.board, rows: chosen, columns: chosen };
    // Starts the page can paint before the engine answers (drawing only): an empty board, an empty path.
    let start = standard ? entry.start : null;
    if (kind === "domination") start = ".".repeat(chosen * chosen);
    if (kind === "path") start = "";
    return {
      ...entry,
      size: chosen,
      board,
      start,
      goal: standard ? entry.goal : null,
      key: `${entry.id}:${chosen}`,
      group: groupOf(entry.family),
    };
  }

  /** The size a position's text implies for a sized puzzle (frogs: its length; domination: its square), or null. */
  impliedSize(entry, position) {
    if (typeof position !== "string") return null;
    const kind = entry.board.kind;
    let size = null;
    if (kind === "frogs" && position.length % 2 === 1) size = (position.length - 1) / 2;
    if (kind === "domination") size = Math.round(Math.sqrt(position.length));
    if (size === null || !Number.isInteger(size)) return null;
    const [low, high] = entry.sizes;
    return size >= low && size <= high ? size : null;
  }

  /** Can this page paint `position` for `entry` before the engine has checked it? (Drawing only, not rules.) */
  drawable(entry, position, size = null) {
    const board = boardFor(entry.board);
    if (board.drawable) {
      const described = this.describe(entry, typeof position === "string" ? position : "", size);
      return board.drawable(described, position);
    }
    if (typeof position !== "string" || ![...position].every((char) => char in entry.pieces)) return false;
    if (entry.sizes) {
      const [low, high] = entry.sizes;
      return position.length % 2 === 1 && position.length >= 2 * low + 1 && position.length <= 2 * high + 1;
    }
    return position.length === entry.board.rows * entry.board.columns;
  }

  /**
   * Open a puzzle. source "picker" restores the game kept for it; "link" opens `position` (checked by the engine,
   * falling back to the start with a message); "start" opens the start. `notice` is shown once it is open.
   */
  async open({ id, size = null, position = null, source, notice = null }) {
    const entry = this.catalogById.get(id);
    if (!entry) return;
    const epoch = ++this.epoch;
    this.leavePlayback();
    this.selected = null;
    this.hint = null;
    this.note = notice ? { text: notice, tone: "bad" } : { text: "", tone: "info" };
    const impliedSize = entry.sizes ? this.impliedSize(entry, position) : null;
    const chosenSize = entry.sizes ? (size ?? impliedSize ?? entry.size) : null;
    const key = entry.sizes ? `${entry.id}:${chosenSize}` : entry.id;
    this.lastInGroup.set(groupOf(entry.family), entry.id);
    if (source === "picker" && this.games.has(key)) {
      const game = this.games.get(key);
      this.setGame(this.describe(entry, game.current.position, chosenSize), game);
      this.pendingOpen = null;
      if (await this.prepare(entry, chosenSize, key, epoch)) this.ensureState();
      return;
    }
    // Paint at once what can be painted: the link's position, or a start the catalog knows.
    const knownStart = this.describe(entry, entry.start ?? "", chosenSize).start;
    const paintable = position !== null && this.drawable(entry, position, chosenSize) ? position : knownStart;
    if (paintable !== null) {
      this.setGame(this.describe(entry, paintable, chosenSize), new Game(paintable));
    } else {
      this.switching = true;
      this.say(`Setting up ${entry.title} with ${plural(chosenSize, "frog")} a side…`);
    }
    this.pendingOpen = { id, size, position, source, notice };
    const args = { puzzle: id };
    if (position !== null) args.position = position;
    // The size goes with a position only where the text does not imply it (the uncrossed path); elsewhere the
    // engine reads it from the position and says what is wrong with a bad one.
    if (entry.sizes && (position === null || entry.board.kind === "path")) args.size = chosenSize;
    let state;
    try {
      if (!(await this.prepare(entry, chosenSize, key, epoch))) return;
      state = await this.engine.latest("open", "state", args);
    } catch (error) {
      if (epoch !== this.epoch || !this.engine.isReady) return; // an engine failure: the banner says so
      this.open({
        id,
        size: entry.sizes ? impliedSize ?? entry.size : null,
        source: "start",
        notice: `That link's position can't be opened: ${error.message}. Showing the start instead.`,
      });
      return;
    }
    if (state === undefined || epoch !== this.epoch) return;
    this.pendingOpen = null;
    if (this.switching) this.note = notice ? { text: notice, tone: "bad" } : { text: "", tone: "info" };
    const puzzle = this.describe(entry, state.position, state.size);
    if (this.game && this.puzzle.key === puzzle.key && this.game.origin === state.position && !this.game.canUndo) {
      this.game.remember(state);
      this.games.set(puzzle.key, this.game);
      this.refresh();
    } else {
      this.setGame(puzzle, new Game(state.position, state));
    }
    this.stateArrived();
  }

  // ------------------------------------------------------------------ the puzzle's search (a prepare job)

  /**
   * Have the engine build `entry`'s oracle (at `size`) before any state request, showing progress and Cancel when
   * it takes a while. Resolves true when ready and `epoch` is still current; false when cancelled or superseded.
   */
  async prepare(entry, size, key, epoch) {
    if (this.prepared.has(key)) return epoch === this.epoch;
    if (this.search && this.search.key !== key) this.search.cancel(); // another puzzle's search: not needed now
    if (this.cancelled.has(key)) {
      this.showCancelled();
      return false;
    }
    let search = this.search;
    if (!search) {
      const args = { puzzle: entry.id };
      if (entry.sizes) args.size = size;
      const title = entry.sizes ? `${entry.title} ${this.sizeLabel(entry, size)}` : entry.title;
      search = { key, title, shown: false, progress: { message: "Starting", fraction: 0 } };
      const job = this.engine.job("prepare", args, {
        onProgress: (progress) => {
          search.progress = progress;
          if (search.shown && this.search === search) this.panel.setSearch({ title, ...progress });
        },
      });
      search.cancel = job.cancel;
      search.promise = job.promise;
      this.search = search;
      // The search runs once the engine is up: while it boots, its own banner says what is happening.
      const show = () => {
        if (this.search !== search) return;
        search.shown = true;
        this.panel.setSearch({ title, ...search.progress });
      };
      this.engine.ready.then(() => setTimeout(show, SHOW_SEARCH_AFTER_MS), () => {});
    }
    try {
      await search.promise;
    } catch (error) {
      if (this.search === search) this.search = null;
      if (error.cancelled) {
        if (this.cancelled.has(key) && epoch === this.epoch) this.showCancelled();
        return false;
      }
      this.panel.setSearch(null);
      throw error;
    } finally {
      if (this.search === search) this.search = null;
    }
    if (!this.search) this.panel.setSearch(null);
    this.prepared.add(key);
    return epoch === this.epoch;
  }

  /** Cancel pressed: stop the search; the board stays on show (moves wait until the search is run again). */
  cancelSearch() {
    const search = this.search;
    if (!search) return;
    this.cancelled.add(search.key);
    search.cancel();
  }

  showCancelled() {
    this.panel.setSearch({ cancelled: true, title: this.puzzle ? this.puzzle.title : "" });
    this.refresh();
    return this.ensureState(); // the legal moves, so the board can be played by hand
  }

  searchAgain() {
    if (!this.puzzle) return;
    this.cancelled.delete(this.puzzle.key);
    this.game?.forgetUnknownDistances(); // states answered from the rules alone: ask again once searched
    this.open({ id: this.puzzle.id, size: this.puzzle.size ?? null, source: "picker" });
  }

  sizeLabel(entry, size) {
    if (entry.board.kind === "frogs") return `(${plural(size, "frog")} a side)`;
    return `${size}×${size}`;
  }

  /** Arguments naming the puzzle on show for the engine (with its size for sized puzzles). */
  puzzleArgs(extra) {
    const args = { puzzle: this.puzzle.id, ...extra };
    if (this.puzzle.sizes) args.size = this.puzzle.size;
    // After a cancelled search the engine answers from the rules alone: legal moves, no distances.
    if (this.cancelled.has(this.puzzle.key)) args.distances = false;
    return args;
  }

  /** Show `game` of `puzzle`: board module, canvas size, accessible grid, picker. */
  setGame(puzzle, game) {
    const previous = this.puzzle;
    this.switching = false;
    this.puzzle = puzzle;
    this.board = boardFor(puzzle.board);
    this.game = game;
    this.games.set(puzzle.key, game);
    this.panel.showPuzzle(puzzle, KEYS_HELP[puzzle.board.kind] ?? "");
    const sameShape = previous && previous.board.kind === puzzle.board.kind
      && JSON.stringify(previous.board) === JSON.stringify(puzzle.board);
    this.loop.show(game.current.position);
    if (!sameShape) {
      const rows = puzzle.board.rows ?? 1;
      const columns = puzzle.board.columns ?? puzzle.board.cells ?? puzzle.board.order.length + 1; // river: figures + boat
      this.panel.board.style.setProperty("--aspect", String(this.board.aspect(puzzle)));
      this.panel.board.style.setProperty("--columns", String(columns));
      this.grid.build(rows, columns, `${puzzle.title} board`);
      this.relayout(); // paints at once: the first paint should not wait for a frame
    }
    this.refresh();
  }

  // ------------------------------------------------------------------ engine state of the position on show

  get state() {
    return this.game ? this.game.current.state : null;
  }

  /** Ask the engine about the current position if its state is not known yet (after undo, take over, retry). */
  async ensureState() {
    const game = this.game;
    if (!game || game.current.state || this.engineState === "failed") return;
    const key = this.puzzle.key;
    if (!this.prepared.has(key) && !this.cancelled.has(key)) return; // the search is running
    const position = game.current.position;
    const epoch = this.epoch;
    let state;
    try {
      state = await this.engine.latest("state", "state", this.puzzleArgs({ position }));
    } catch (error) {
      if (epoch === this.epoch && this.engine.isReady) this.say(error.message, "bad");
      return;
    }
    if (state === undefined) return;
    game.remember(state);
    if (epoch === this.epoch && game === this.game) this.stateArrived();
  }

  stateArrived() {
    if (this.engineState === "ready" && this.state) {
      this.markOnce("moves-enabled");
      this.panel.setEngine("ready", "Solver ready.", PROGRESS_DONE);
      this.panel.hideEngine();
    }
    this.refresh();
  }

  // ------------------------------------------------------------------ actions (one at a time, in order)

  enqueue(action) {
    const run = this.chain.then(action);
    this.chain = run.catch((error) => {
      console.error("Puzzle Lab: an action failed", error);
      this.say(`Something went wrong: ${error.message}`, "bad");
    });
    return run;
  }

  say(text, tone = "info") {
    this.note = { text, tone };
    this.refresh();
  }

  /** Why the board does not take moves right now, or null when it does. */
  lockReason() {
    if (this.playback) return this.playback.playing ? LOCKED_PLAYING : LOCKED_PAUSED;
    if (this.switching) return "One moment: the puzzle is being set up.";
    if (!this.state && this.puzzle && this.cancelled.has(this.puzzle.key)) return "One moment: getting the legal moves.";
    if (!this.state && this.search && this.engineState === "ready") return `One moment: the solver is searching ${this.search.title}.`;
    if (!this.state) {
      return this.engineState === "failed"
        ? "The solver didn't load, so moves are off: press Retry above."
        : "The solver is still loading: moves open in a moment.";
    }
    return null;
  }

  /** A click, tap, Enter or Space on `cell`. */
  async activate(cell) {
    this.grid.setCursor(cell);
    const locked = this.lockReason();
    if (locked) return this.say(locked, "warn");
    const state = this.state;
    if (state.solved) return this.say("Already solved: Undo, Restart or pick another puzzle to play on.", "solved");
    if (this.board.interpret) {
      const action = this.board.interpret({
        puzzle: this.puzzle, state, position: state.position, selected: this.selected, cell,
      });
      if (action.play) return this.play(action.play, { keep: action.keep ? this.selected : null, mark: action.mark ?? null });
      if ("select" in action) {
        this.selected = action.select;
        this.hint = null;
        return this.say(action.text ?? "");
      }
      return this.say(action.say, action.tone ?? "warn");
    }
    const cellsOf = (entry) => moveCells(entry.move);
    if (this.selected !== null) {
      const chosen = state.moves.find((entry) => cellsOf(entry)[0] === this.selected && cellsOf(entry)[1] === cell);
      if (chosen) return this.play(chosen.move);
      if (cell === this.selected) {
        this.selected = null;
        return this.say("");
      }
    }
    if (state.moves.length === 0) return this.say(`Nothing can move: ${NO_WAY}.`, "bad");
    const fromHere = state.moves.filter((entry) => cellsOf(entry)[0] === cell);
    if (fromHere.length === 1) return this.play(fromHere[0].move);
    if (fromHere.length > 1) {
      this.selected = cell;
      return this.say(`${capitalise(this.pieceName(state.position[cell]))} picked: choose one of the ${fromHere.length} highlighted squares.`);
    }
    return this.say(this.board.explain(this.puzzle, state.position, cell, this.selected), "warn");
  }

  /** Arrow keys on the grid: in the 8-puzzle they slide a tile into the blank (Shift+arrows move the cursor). */
  arrow(key, event) {
    if (!this.board || this.board.kind !== "tiles" || event.shiftKey) return false;
    this.enqueue(() => this.slide(key));
    return true;
  }

  async slide(key) {
    const locked = this.lockReason();
    if (locked) return this.say(locked, "warn");
    const state = this.state;
    const { rows, columns } = this.puzzle.board;
    const blank = state.position.indexOf(".");
    const [dr, dc, word, side] = {
      ArrowUp: [-1, 0, "up", "below"], ArrowDown: [1, 0, "down", "above"],
      ArrowLeft: [0, -1, "left", "right of"], ArrowRight: [0, 1, "right", "left of"],
    }[key];
    const row = Math.floor(blank / columns) - dr;
    const column = (blank % columns) - dc;
    const tile = row >= 0 && row < rows && column >= 0 && column < columns ? row * columns + column : null;
    const move = tile === null ? undefined : state.moves.find((entry) => entry.move === `${tile}-${blank}`);
    if (!move) return this.say(`No tile can slide ${word}: there is none ${side} the blank.`, "warn");
    return this.play(move.move);
  }

  /**
   * Send `move` to the engine and show its verdict. A refusal (the engine's reason) is shown as it comes; `keep`
   * is the selection to keep after a refusal (river boat loads), `mark` what the board highlights then.
   */
  async play(move, { assisted = false, keep = null, mark = null } = {}) {
    const game = this.game;
    const epoch = this.epoch;
    const position = game.current.position;
    this.selected = null;
    this.hint = null;
    let reply;
    try {
      reply = await this.engine.latest("play", "play", this.puzzleArgs({ position, move }));
    } catch (error) {
      if (epoch !== this.epoch) return;
      this.selected = keep ?? mark;
      this.say(`Refused: ${error.message.replace(/\.$/, "")}.`, "bad");
      return;
    }
    if (reply === undefined || epoch !== this.epoch || game !== this.game || game.current.position !== position) return;
    const transition = game.play(move, reply.verdict, reply.state, { assisted });
    this.markOnce("first-move-accepted");
    this.note = this.verdictNote(reply);
    this.animate(transition);
  }

  /** Why there is no distance: a proof (undo), or for the 8x8 path only that no known longest path starts so. */
  noWay(state) {
    if (state && state.known === false) return "the search was cancelled: press Search again for distances, hints and solutions";
    if (state && state.exact === false) {
      const longest = state.annotations ? state.annotations.longest : this.puzzle.longest;
      return `this path is not the start of the known ${longest}-move path (other longest paths exist)`;
    }
    return NO_WAY;
  }

  verdictNote({ verdict, state }) {
    if (state.solved) return { text: "", tone: "solved" };
    if (verdict === null) return { text: "", tone: "info" }; // no distances after a cancelled search
    if (verdict === "optimal") return { text: `Optimal move: ${plural(state.distance, "move")} to go.`, tone: "good" };
    if (verdict === "dead-end") return state.exact === false ? { text: `${capitalise(this.noWay(state))}.`, tone: "warn" } : { text: `Dead end: ${NO_WAY}.`, tone: "bad" };
    return { text: `Wasted move: that one didn't bring the goal closer (${plural(state.distance, "move")} to go).`, tone: "warn" };
  }

  undo() {
    if (this.playback) return this.say(LOCKED_PAUSED, "warn");
    const leaving = this.game && this.game.current;
    const transition = this.game && this.game.undo();
    if (!transition) return undefined;
    this.selected = null;
    this.hint = null;
    this.note = { text: leaving.kind === "restart" ? "Restart undone: your moves are back." : "Move undone.", tone: "info" };
    this.animate(transition);
    return this.ensureState();
  }

  redo() {
    if (this.playback) return this.say(LOCKED_PAUSED, "warn");
    const transition = this.game && this.game.redo();
    if (!transition) return undefined;
    this.selected = null;
    this.hint = null;
    this.note = { text: this.game.current.kind === "restart" ? "Restart redone." : "Move redone.", tone: "info" };
    this.animate(transition);
    return this.ensureState();
  }

  restart() {
    if (this.playback) return this.say(LOCKED_PAUSED, "warn");
    if (!this.game || !this.game.canRestart) return undefined;
    this.selected = null;
    this.hint = null;
    const transition = this.game.restart();
    this.note = { text: "Restarted from the beginning (Undo brings your moves back).", tone: "info" };
    this.animate(transition);
    return this.ensureState();
  }

  async hintPressed() {
    const locked = this.lockReason();
    if (locked) return this.say(locked, "warn");
    const state = this.state;
    if (state.solved) return this.say("Already solved: no hint needed.", "solved");
    if (state.distance === null) return this.say(`No hint: ${this.noWay(state)}.`, "bad");
    if (this.hint) return this.play(this.hint, { assisted: true });
    performance.mark("hint-requested");
    const position = state.position;
    const epoch = this.epoch;
    let reply;
    try {
      reply = await this.engine.latest("hint", "hint", this.puzzleArgs({ position }));
    } catch (error) {
      if (epoch === this.epoch) this.say(error.message, "bad");
      return undefined;
    }
    if (reply === undefined || epoch !== this.epoch || this.game.current.position !== position || this.playback) return undefined;
    const advice = reply.advice;
    if (advice && advice.none) {
      const [fallback] = reply.optimal_moves;
      if (!fallback) return this.say(`No hint: ${advice.none}.`, "bad");
      this.hint = fallback;
      this.selected = null;
      return this.say(`${capitalise(advice.none)}. An optimal step: ${this.describeMove(position, fallback)}. Press Hint again to play it.`, "hint");
    }
    const [move] = advice && advice.cell !== undefined ? [`+${advice.cell}`] : reply.optimal_moves;
    if (!move) return this.say("No hint here.");
    this.hint = move;
    this.selected = null;
    performance.measure("hint-round-trip", "hint-requested");
    return this.say(`Hint: ${this.describeMove(position, move)}. Press Hint again to play it.`, "hint");
  }

  async solve() {
    const locked = this.lockReason();
    if (locked) return this.say(locked, "warn");
    const state = this.state;
    if (state.solved) return this.say("Already solved.", "solved");
    if (state.distance === null) return this.say(`No solution: ${this.noWay(state)}.`, "bad");
    const position = state.position;
    const epoch = this.epoch;
    let reply;
    try {
      reply = await this.engine.latest("solve", "solve", this.puzzleArgs({ position }));
    } catch (error) {
      if (epoch === this.epoch) this.say(error.message, "bad");
      return undefined;
    }
    if (reply === undefined || epoch !== this.epoch || this.game.current.position !== position) return undefined;
    if (reply.moves.length === 0) return this.say(`No solution: ${this.noWay(state)}.`, "bad");
    this.selected = null;
    this.hint = null;
    this.playback = new Playback(reply);
    performance.mark("solution-started");
    this.note = { text: `Playing an optimal solution of ${plural(reply.moves.length, "move")}. Take over at any step to play on by hand.`, tone: "info" };
    this.refresh();
    this.runPlayback();
    return undefined;
  }

  // ------------------------------------------------------------------ the solution player

  async runPlayback() {
    const playback = this.playback;
    const token = ++this.playToken;
    const current = () => this.playback === playback && playback.playing && token === this.playToken;
    while (current()) {
      if (playback.atEnd) {
        playback.playing = false;
        performance.mark("solution-finished");
        this.note = { text: `The solver reached the goal in ${plural(playback.length, "move")}. Take over to keep this position, or Stop to go back to your game.`, tone: "solved" };
        this.refresh();
        return;
      }
      const transition = playback.forward();
      this.refresh();
      await this.animate(transition, this.speed, { refresh: false });
      if (!current()) return;
      if (!playback.atEnd && !(await this.loop.wait(HOLD_MS / this.speed))) return;
    }
  }

  pausePlayback() {
    if (!this.playback) return;
    this.playback.playing = false;
    this.playToken += 1;
    this.loop.cancelWaits();
  }

  playPause() {
    const playback = this.playback;
    if (!playback) return;
    if (playback.playing) {
      this.pausePlayback();
      this.note = { text: "Paused. Step through the solution, take over, or stop.", tone: "info" };
      this.refresh();
      return;
    }
    if (playback.atEnd) {
      playback.step = 0;
      this.loop.show(playback.position);
    }
    playback.playing = true;
    this.note = { text: "Playing the solution.", tone: "info" };
    this.refresh();
    this.runPlayback();
  }

  step(direction) {
    const playback = this.playback;
    if (!playback) return;
    this.pausePlayback();
    const transition = direction > 0 ? playback.forward() : playback.back();
    if (!transition) return;
    this.note = { text: "Paused. Step through the solution, take over, or stop.", tone: "info" };
    this.animate(transition, this.speed);
  }

  takeOver() {
    const playback = this.playback;
    if (!playback) return;
    this.pausePlayback();
    const { moves, positions } = playback.taken();
    const reachedGoal = playback.atEnd;
    this.playback = null;
    const epoch = this.epoch;
    this.enqueue(() => {
      if (epoch !== this.epoch) return undefined;
      if (moves.length > 0) this.game.adopt(moves, positions);
      this.loop.show(this.game.current.position);
      let text = "You took over: your turn.";
      if (reachedGoal) text = ""; // the solved line says it all
      else if (moves.length > 0) text = `You took over after ${plural(moves.length, "solver move")}: your turn.`;
      this.note = { text, tone: "info" };
      this.refresh();
      return this.ensureState();
    });
  }

  /** End the solution player and show the player's own position again. */
  stopPlayback(message) {
    if (!this.playback) return;
    this.leavePlayback();
    this.loop.show(this.game.current.position);
    this.say(message);
  }

  leavePlayback() {
    this.pausePlayback();
    this.playback = null;
  }

  // ------------------------------------------------------------------ drawing

  /** Animate a transition {from, to, move} (move null: show `to` at once); refresh the read-outs first. */
  animate({ from, to, move }, speed = 1, { refresh = true } = {}) {
    if (refresh) this.refresh();
    if (move && from !== to) {
      return this.loop.animate({ from, to, move, duration: this.board.duration(move) / speed });
    }
    this.loop.show(to);
    return Promise.resolve("finished");
  }

  shownPosition() {
    if (this.playback) return this.playback.position;
    return this.game ? this.game.current.position : null;
  }

  /** Size the canvas to its box in device pixels and lay the board and the grid out in CSS pixels. */
  relayout() {
    if (!this.puzzle) return;
    const box = this.panel.board.getBoundingClientRect();
    const width = Math.max(1, box.width);
    const height = Math.max(1, box.height);
    const ratio = devicePixelRatio || 1;
    const pixelWidth = Math.round(width * ratio);
    const pixelHeight = Math.round(height * ratio);
    if (this.canvas.width !== pixelWidth || this.canvas.height !== pixelHeight) {
      this.canvas.width = pixelWidth;
      this.canvas.height = pixelHeight;
    }
    this.geometry = this.board.layout(this.puzzle, width, height);
    this.grid.place(this.geometry);
    this.loop.paintNow();
  }

  paint(frame) {
    const geometry = this.geometry;
    if (!geometry) return;
    const fits = this.board.fits ? this.board.fits(geometry, frame.to) && this.board.fits(geometry, frame.from)
      : frame.to.length === geometry.cells && frame.from.length === geometry.cells;
    if (!fits) return;
    const context = this.context;
    context.setTransform(this.canvas.width / geometry.width, 0, 0, this.canvas.height / geometry.height, 0, 0);
    context.clearRect(0, 0, geometry.width, geometry.height);
    this.board.draw(context, geometry, frame, this.overlay(), this.puzzle);
    this.markOnce("board-painted");
  }

  /** What the UI marks on the board: selection, its destinations, hint arrow, all optimal moves, last move. */
  overlay() {
    if (this.playback) {
      const { step, moves } = this.playback;
      return { selected: null, targets: [], hint: null, optimal: [], lastMove: step > 0 ? moves[step - 1] : null, state: null };
    }
    const state = this.state;
    const current = this.game ? this.game.current : null;
    if (this.board && this.board.interpret) {
      const overlay = {
        selected: this.selected,
        boarding: Array.isArray(this.selected) ? this.selected : [],
        targets: [],
        hint: this.hint,
        optimal: this.showOptimal && state ? state.optimal_moves : [],
        lastMove: current && current.kind === "move" ? current.move : null,
        state,
      };
      return this.board.decorate ? this.board.decorate(overlay, this.shownPosition()) : overlay;
    }
    const targets = this.selected !== null && state
      ? state.moves.map((entry) => moveCells(entry.move)).filter(([from]) => from === this.selected).map(([, to]) => to)
      : [];
    return {
      selected: this.selected,
      targets,
      hint: this.hint,
      optimal: this.showOptimal && state ? state.optimal_moves : [],
      lastMove: current && current.kind === "move" ? current.move : null,
    };
  }

  cellAtEvent(event) {
    if (!this.geometry) return null;
    const box = this.canvas.getBoundingClientRect();
    return this.geometry.cellAt(event.clientX - box.left, event.clientY - box.top);
  }

  /** Whether a click on `cell` would do something (for the pointer cursor). */
  isLive(cell) {
    const state = this.state;
    if (!state || this.playback) return false;
    if (this.board.interpret) return true;
    return state.moves.some((entry) => {
      const [from, to] = moveCells(entry.move);
      return from === cell || (this.selected === from && to === cell);
    });
  }

  pieceName(char) {
    return this.puzzle.pieces[char] ?? char;
  }

  describeMove(position, move) {
    if (this.board.describeMove) return this.board.describeMove(this.puzzle, position, move);
    const [from, to] = moveCells(move);
    const name = this.pieceName(position[from]);
    const piece = /^tile /.test(name) ? name : `the ${name}`;
    return `move ${piece} from ${this.board.placeName(this.puzzle, from)} to ${this.board.placeName(this.puzzle, to)}`;
  }

  // ------------------------------------------------------------------ read-outs

  /** Bring status, message, buttons, grid names, player and address in step with the state; redraw. */
  refresh() {
    const game = this.game;
    const state = this.state;
    const playback = this.playback;
    if (!game) {
      this.panel.setMessage(this.note.text, this.note.tone);
      return;
    }
    const current = game.current;
    let optimal;
    if (playback) optimal = String(playback.distance);
    else if ((!state || state.known === false) && this.cancelled.has(this.puzzle.key)) optimal = "—, search cancelled";
    else if (!state) optimal = "…";
    else if (state.distance === null && state.exact === false) optimal = "— no known way from this path";
    else if (state.distance === null) optimal = `— ${NO_WAY}`;
    else optimal = String(state.distance);
    this.panel.setStats(current.moveCount, optimal);

    let { text, tone } = this.note;
    if (!playback && state && state.solved) {
      const optimum = game.attemptStart.state ? game.attemptStart.state.distance : null;
      const assisted = current.assisted === current.moveCount ? "all" : String(current.assisted);
      const help = current.assisted > 0 ? `, ${assisted} with help from Hint or Solve` : "";
      const solved = `Solved in ${plural(current.moveCount, "move")}${optimum === null ? "" : ` (optimal ${optimum})`}${help}.`;
      text = text ? `${solved} ${text}` : solved;
      tone = "solved";
    } else if (!text && state && state.distance === null) {
      text = state.exact === false ? `${capitalise(this.noWay(state))}.` : `Dead end: ${NO_WAY}.`;
      tone = state.exact === false ? "warn" : "bad";
    }
    if (!playback && state && this.board.summary && state.position === current.position) {
      const summary = this.board.summary(this.puzzle, state);
      if (summary) text = text ? `${text} ${summary}` : summary;
    }
    this.panel.setMessage(text, tone);

    const live = this.engineState === "ready" && state !== null && !playback;
    this.panel.setButtons({
      undo: !playback && game.canUndo,
      redo: !playback && game.canRedo,
      restart: !playback && game.canRestart,
      hint: live,
      solve: live,
      showOptimal: true,
    });
    this.panel.setPlayer(playback ? { step: playback.step, length: playback.length, playing: playback.playing } : null);

    const position = this.shownPosition();
    const overlay = this.overlay();
    this.panel.setCross(this.board.kind === "river" ? { enabled: live, load: overlay.boarding ?? [] } : null);
    if (this.board.follow && this.geometry) {
      this.board.follow(this.geometry, position, overlay.boarding ?? []);
      this.grid.place(this.geometry);
    }
    if (this.board.names) {
      this.grid.label(this.board.names(this.puzzle, position, overlay), null);
      if (!playback) this.writeAddress();
      this.loop.invalidate();
      return;
    }
    const targets = new Set(overlay.targets);
    const optimalFrom = new Set(overlay.optimal.map((move) => moveCells(move)[0]));
    const optimalTo = new Set(overlay.optimal.map((move) => moveCells(move)[1]));
    const names = [...position].map((_, cell) => {
      let name = this.board.cellName(this.puzzle, position, cell);
      if (cell === this.selected) name += ", selected";
      if (targets.has(cell)) name += ", legal destination";
      if (optimalFrom.has(cell)) name += ", an optimal move starts here";
      if (optimalTo.has(cell)) name += ", an optimal move lands here";
      if (this.hint && !playback) {
        const [from, to] = moveCells(this.hint);
        if (cell === from) name += ", hint: move this";
        if (cell === to) name += ", hint: move here";
      }
      return name;
    });
    this.grid.label(names, this.selected);
    if (!playback) this.writeAddress();
    this.loop.invalidate();
  }

  writeAddress() {
    if (!this.game) return;
    const fragment = formatFragment(this.puzzle.id, this.game.current.position, this.puzzle.board.kind === "path" ? this.puzzle.size : null);
    followInAddress(fragment);
    this.panel.setPermalink(fragment);
  }
}
