// game/opening.js: how a game comes on show, a part of the midend: a puzzle picked (its kept game resumed), a link or
// a new position (a new game in that puzzle's history, so Undo brings back the game left), the engine's first word
// on a link's position (accepted, or refused: back to the game before, or the editor saying why), a game replayed.

import { at, createHistory, current, restarted } from "./history.js";
import { playing } from "./playing.js";
import { earlyView, linkSize, startOf } from "./catalog.js";

export class Opening {
  #host;
  #unchecked = null; // a link's position on show before the engine accepted it: {base, link, notice, noticeTone}
  #lastInGroup = new Map(); // group id -> the puzzle id last opened in it
  #cameFrom = []; // the games left by switching puzzle or size in the page, latest last: Undo goes back to them

  constructor(host) {
    this.#host = host;
  }

  /** Whether Undo can go back to a game left by switching puzzle or size (once the game on show has nothing to
   * undo). */
  get canGoBack() {
    return this.#cameFrom.length > 0;
  }

  /** Undo across a switch: the game left comes back, as it was. */
  goBack() {
    const left = this.#cameFrom.pop();
    return this.open({ id: left.id, size: left.size, source: "picker", back: true, noticeTone: "info",
      notice: `Back to ${left.title}: your game as you left it (Undo again goes further back).` });
  }

  /** Whether the position on show waits for the engine's first word (its game is not stored until then). */
  get unchecked() {
    return this.#unchecked !== null;
  }

  lastInGroup(groupId) {
    return this.#lastInGroup.get(groupId) ?? null;
  }

  /**
   * Open a puzzle. source "picker" (a tab, a variant, a size) and "ours" (Back, Forward, a reload onto an address this
   * page wrote) resume the game kept for it; "link" opens `position` as a new game, "start" the puzzle's start: a new
   * game joins the history of that puzzle's kept game, so Undo brings the game left back. `notice`: said once open.
   */
  open({ id, size = null, position: given = null, source, notice = null, noticeTone = "bad", back = false }) {
    const host = this.#host;
    const position = given === "" ? null : given; // "#/frog-jump/8/": the size's start (a path's is "" too)
    const catalog = host.ports.catalog;
    const entry = catalog.resolve(id, size ?? catalog.impliedSize(id, position));
    if (!entry) return Promise.resolve();
    const left = host.puzzle();
    const switched = left !== null && left.key !== entry.key;
    if (switched && !back && source !== "ours" && host.history()) { // Back and Forward have the browser's history
      this.#cameFrom = [...this.#cameFrom.slice(-19), { id: left.id, size: left.size, title: left.title }];
    }
    host.leaveModes();
    host.note(notice ?? "", notice ? noticeTone : "info");
    const group = catalog.groupOf(entry.id);
    if (group) this.#lastInGroup.set(group.id, entry.id);
    this.#unchecked = null;
    const kept = this.kept(entry);
    const resuming = source === "picker" || source === "ours";
    const resumed = resuming && kept && (position === null ? kept : at(kept, position));
    const push = source === "picker" && switched;
    if (resumed) return host.show(entry, resumed, push);
    const target = position === null ? startOf(entry) : { position, view: earlyView(entry, position) };
    if (source === "link") host.searchAgain(entry); // a new game is searched, even after a Cancel
    if (position !== null) this.#unchecked = { base: kept, link: { id, size, position }, notice, noticeTone };
    if (!target.view) { // nothing to draw before the engine has read the position
      host.note(`Opening ${entry.title}…`);
      return host.show(entry, null, push);
    }
    return host.show(entry, kept ? restarted(kept, target, "new").history : createHistory(target.position,
      target.view), push);
  }

  /** The game kept for `entry` (in memory, else in storage), or null; a damaged saved game is said. */
  kept(entry) {
    const host = this.#host;
    const history = host.games().get(entry.key) ?? null;
    if (history) return history;
    const saved = host.ports.saved.load(entry.key);
    if (saved && saved.damaged) {
      host.note(`Your saved game of ${entry.title} could not be read (${saved.damaged}), so it starts afresh.`, "warn");
    }
    return saved && saved.history ? saved.history : null;
  }

  /** A new game at `position` of puzzle `id` (default: the one on show): a random one, the hardest, by distance, a
   * played edit. Undoable; `note(state)` says what it is once its state is known. Resolves true then. */
  async openPosition({ id = null, position, size = null, note = null }) {
    const host = this.#host;
    const on = host.puzzle();
    const same = on !== null && (id === null || id === on.id);
    await this.open({ id: id ?? on.id, size: size ?? (same ? on.size : null), position, source: "link" });
    await host.idle();
    const state = host.state();
    const opened = Boolean(state) && state.position === position;
    if (opened && note) host.say(note(state), "info");
    return opened;
  }

  /** Ask for the state of the position on show when it is not known (after a move, undo, a restore, a retry): the
   * engine's answer is accepted while it still concerns what is on show; a refusal is handled (`refused`). Where each
   * position needs its own search (the catalogue's `answers.each_position`), its state from the rules comes first, at
   * once, so the board plays while the search runs. */
  settle() {
    const host = this.#host;
    const position = this.position();
    if (host.engineState() === "failed" || !host.puzzle() || position === null) return Promise.resolve();
    host.settledOn(position); // a search for another position stops now, not once this one's first answer is in
    // (a link's position waits for the engine's word on it)
    if (!this.#unchecked && host.settled(position)) return Promise.resolve();
    const about = host.about();
    const accepted = (state) => {
      if (state === undefined || !host.isCurrent(about)) return false;
      this.accept(state);
      host.remember(state);
      playing.exactHint(host, state);
      if (host.engineState() === "ready") host.ports.marks("moves-enabled");
      host.changed();
      host.enqueue(() => playing.lateVerdict(host, state)); // after acts asked before it, on the history they leave
      if (state.known !== false && !host.settled(position)) host.settle(); // Show all optimal moves ticked meanwhile
      return true;
    };
    const known = host.stateOf(position); // a link's position is accepted at once unless its full state is known
    const rulesFirst = host.puzzle().answers?.each_position && (!known || (this.#unchecked && known.known === false));
    const first = rulesFirst ? host.engine().request("state", { ...this.args(position), distances: false })
      .then(accepted) : Promise.resolve(true);
    const asked = () => this.#unchecked || !host.settled(position);
    return first.then((current) => (current && asked() ? host.askState(this.args(position), about)
      .then(accepted) : undefined)).then(() => undefined,
    (error) => (host.isCurrent(about) && host.engine().isReady ? this.refused(position, error) : undefined));
  }

  /** The arguments asking for the position on show: a link's size only where its text does not imply it. */
  args(position) {
    const host = this.#host;
    if (!this.#unchecked || this.#unchecked.link.position !== position) return host.args({ position });
    const { link } = this.#unchecked;
    const entry = host.puzzle();
    const args = { puzzle: link.id, position: link.position };
    if (entry.sizes && (linkSize(entry) !== null || link.size !== null)) args.size = entry.size;
    return args;
  }

  /** The position to ask about when nothing is drawn yet (a link whose text could not be drawn at once). */
  get pendingPosition() {
    return this.#unchecked ? this.#unchecked.link.position : null;
  }

  /** The engine's state of the position on show arrived: a link's position is now a game like any other. */
  accept(state) {
    const unchecked = this.#unchecked;
    this.#unchecked = null;
    const host = this.#host;
    if (!unchecked) return;
    const catalog = host.ports.catalog;
    const opened = catalog.resolve(host.puzzle().id, state.size ?? host.puzzle().size);
    let history = host.history();
    if (opened.key !== host.puzzle().key || !history) { // the size the position implies, or nothing drawn yet
      const kept = this.kept(opened);
      const target = { position: state.position, view: state.view };
      history = kept ? restarted(kept, target, "new").history : createHistory(state.position, state.view);
      if (!host.history()) host.note(unchecked.notice ?? "", unchecked.notice ? unchecked.noticeTone : "info");
    }
    host.adopt(opened, history);
  }

  /** The engine refused the position on show: a link's that can't reach the goal opens in the editor, saying why;
   * any other opens the puzzle's start, saying so. */
  async refused(position, error) {
    const host = this.#host;
    const unchecked = this.#unchecked;
    this.#unchecked = null;
    const entry = host.puzzle();
    if (!unchecked && position === startOf(entry).position) { // the start itself: say so once, never loop back to it
      return host.say(`The solver could not answer here: ${error.message}. Your game is kept; try another puzzle.`,
        "bad");
    }
    const checked = await host.check(entry, position);
    // The game on show before the link comes back as it was, and the start opens as a new game of it (Undo brings
    // that game back); a saved game the engine refuses is dropped.
    host.restore(entry, unchecked ? unchecked.base : null);
    if (checked && checked.position !== null && !checked.valid) {
      await this.open({ id: entry.id, size: checked.size, source: "start" });
      host.edit(checked.position);
      return host.say("That link's position can't be played to the goal: it is open in the editor below, "
        + "which says why.", "warn");
    }
    const words = unchecked ? "That link's position" : "The saved position";
    return this.open({ id: entry.id, size: entry.size, source: "start",
      notice: `${words} can't be opened: ${error.message}. Showing the start instead.` });
  }

  /** A game from a link ({puzzleId, size, position, moves}): opened, its moves played, shown from its start. */
  async replay(link) {
    const host = this.#host;
    await this.open({ id: link.puzzleId, size: link.size, position: link.position, source: "link" });
    await host.idle();
    if (!host.history() || host.puzzle().id !== link.puzzleId || !host.state()) return false;
    return host.enqueue(() => playing.replay(host, link.moves));
  }

  /** The position on show now, or the one a pending link names. */
  position() {
    const history = this.#host.history();
    return history ? current(history).position : this.pendingPosition;
  }
}
