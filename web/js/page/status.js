// page/status.js: the read-outs and buttons beside the board: counters, the message (a fixed place: it never moves
// the board; a longer one shows its start and a More button unfolding it whole over what is below), Undo/Redo/Restart/
// New game/Hint/Solve, "Show all optimal moves", the solution player, the puzzle's search banner and the share link.
// Shows what it is told (textContent only) and reports clicks; keeps no game state.

import { msg, words } from "../i18n/t.js";
import { wordsOn } from "../view/dom.js";
import { moveLabel } from "../game/words.js";

const $ = (id) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`index.html lacks #${id}`); // words: none (a developer's)
  return element;
};

const BUTTONS = { undo: "undo", redo: "redo", restart: "restart", newGame: "new-game", hint: "hint", solve: "solve" };
const OPENERS = new Set(["newGame"]); // buttons whose clicks a panel takes (page/tools.js): only enabled here

export class StatusPanel {
  #moves = $("stat-moves");
  #clock = $("stat-clock");
  #optimal = $("stat-optimal");
  #message = $("message");
  #more = $("message-more");
  #buttons = Object.fromEntries(Object.entries(BUTTONS).map(([name, id]) => [name, $(id)]));
  #showOptimal = $("show-optimal");
  #showOptimalField = $("show-optimal-field");
  #player = $("player");
  #playerStep = $("player-step");
  #playPause = $("play-pause");
  #stepBack = $("step-back");
  #stepForward = $("step-forward");
  #speed = $("speed");
  #search = $("search");
  #searchText = $("search-text");
  #searchProgress = $("search-progress");
  #cancelSearch = $("cancel-search");
  #searchAgain = $("search-again");
  #permalink = $("permalink");
  #finish = $("finish");

  constructor() {
    // More unfolds a message longer than its place (over what is below it: nothing moves); Less, Escape, a touch
    // elsewhere or the next message folds it again.
    this.#more.addEventListener("click", () => this.#unfold(this.#more.getAttribute("aria-expanded") !== "true"));
    addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || !this.#unfolded) return;
      event.preventDefault(); // one Escape, one thing: an open panel stays (page/tools.js)
      this.#unfold(false);
    });
    addEventListener("pointerdown", (event) => {
      if (this.#unfolded && !event.target.closest("#message, #message-more")) this.#unfold(false);
    });
    new ResizeObserver(() => this.#measure()).observe(this.#message);
  }

  /** Wire callbacks: {undo, redo, restart, newGame, hint, solve, showOptimal(on), playPause, stepBack, stepForward,
   * takeOver, stop, cancelSearch, searchAgain, finish}. The speed is read when needed (speed). */
  connect(on) {
    for (const [name, button] of Object.entries(this.#buttons)) {
      if (!OPENERS.has(name)) button.addEventListener("click", () => on[name]());
    }
    this.#showOptimal.addEventListener("change", () => on.showOptimal(this.#showOptimal.checked));
    this.#playPause.addEventListener("click", () => on.playPause());
    this.#stepBack.addEventListener("click", () => on.stepBack());
    this.#stepForward.addEventListener("click", () => on.stepForward());
    $("take-over").addEventListener("click", () => on.takeOver());
    $("stop").addEventListener("click", () => on.stop());
    this.#cancelSearch.addEventListener("click", () => on.cancelSearch());
    this.#searchAgain.addEventListener("click", () => on.searchAgain());
    this.#finish.addEventListener("click", () => on.finish());
  }

  /** The button finishing a move begun on the board: null hides it; else the move entry it plays (its label). */
  setFinish(move) {
    this.#finish.hidden = move === null;
    if (move === null) return;
    const label = words(moveLabel(move));
    const text = label.charAt(0).toUpperCase() + label.slice(1);
    if (this.#finish.textContent !== text) this.#finish.textContent = text;
  }

  get speed() {
    return Number(this.#speed.value);
  }

  /** The game's clock: its text ("0:42") and whether it runs (data-running, for styles and tests). */
  setClock(text, running) {
    if (this.#clock.textContent !== text) this.#clock.textContent = text;
    this.#clock.dataset.running = String(running);
  }

  /** The two counters: {moves: "Moves: 3" or the solver's "Solver: 2 of 9", optimal: "Solvable in 7"...}. */
  setCounters({ moves, optimal }) {
    this.#moves.textContent = words(moves);
    this.#optimal.textContent = words(optimal);
  }

  /** tone: "info" | "good" | "warn" | "bad" | "hint" | "solved" (styling only; the words carry the meaning). */
  setMessage(text, tone = "info") {
    this.#message.dataset.tone = tone;
    if (this.#message.textContent === text) return;
    this.#message.textContent = text;
    this.#unfold(false);
  }

  get #unfolded() {
    return this.#message.dataset.open === "true";
  }

  /** Unfold the message whole over what is below it (`open`), or fold it back into its place. */
  #unfold(open) {
    this.#message.dataset.open = String(open);
    this.#message.scrollTop = 0;
    this.#more.setAttribute("aria-expanded", String(open));
    wordsOn(this.#more, msg(open ? "status.less" : "status.more"));
    this.#measure();
  }

  /** More shows while the message is longer than its place (folded), or unfolded. */
  #measure() {
    const cut = this.#message.scrollHeight > this.#message.clientHeight + 1;
    this.#more.hidden = !this.#unfolded && !cut;
    this.#message.dataset.cut = String(cut && !this.#unfolded);
  }

  /** enabled: {undo, redo, restart, newGame, hint, solve} booleans; showOptimal: "on" | "off" (disabled, unticked
   * look) | "hidden" (during Solve: it would mark nothing the solver does); ticked: whether the game shows every
   * optimal move (the midend's word: a Cancel of the moves' check unticks it). */
  setButtons(enabled, showOptimal, ticked) {
    for (const [name, button] of Object.entries(this.#buttons)) button.disabled = !enabled[name];
    this.#showOptimalField.hidden = showOptimal === "hidden";
    this.#showOptimal.disabled = showOptimal !== "on";
    this.#showOptimal.checked = Boolean(ticked);
  }

  /** The solution player: null hides it; else the Playback (game/playback.js). */
  setPlayer(playback) {
    this.#player.hidden = playback === null;
    if (playback === null) return;
    this.#playerStep.textContent = words(playback.stepText());
    wordsOn(this.#playPause, msg(playback.playing ? "player.pause" : "player.play"), "aria-label");
    this.#playPause.dataset.playing = String(playback.playing);
    this.#stepBack.disabled = playback.step === 0;
    this.#stepForward.disabled = playback.atEnd;
  }

  /** The puzzle's search: null hides it; {title, message, fraction} shows progress and Cancel; {cancelled: true}
   * says it was cancelled and offers Search again. */
  setSearch(view) {
    this.#search.hidden = view === null;
    if (view === null) return;
    this.#search.dataset.state = view.cancelled ? "cancelled" : "running";
    this.#searchProgress.hidden = Boolean(view.cancelled);
    this.#cancelSearch.hidden = Boolean(view.cancelled);
    this.#searchAgain.hidden = !view.cancelled;
    if (view.cancelled) {
      wordsOn(this.#searchText, msg("search.cancelled"));
    } else {
      const what = view.message_words ?? view.message ?? msg("search.working");
      wordsOn(this.#searchText, msg("search.searching", { title: view.title, what }));
      this.#searchProgress.value = Math.max(0, Math.min(1, view.fraction ?? 0));
    }
  }

  /** The share link: the fragment as a link, shown readable ("|" and all). */
  setPermalink(fragment) {
    this.#permalink.href = fragment;
    let shown = fragment;
    try {
      shown = decodeURIComponent(fragment);
    } catch {
      // keep it encoded
    }
    this.#permalink.textContent = shown;
  }
}
