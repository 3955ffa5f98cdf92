// ui.js: the page's controls and read-outs outside the board: puzzle picker, engine banner, status, buttons,
// solution player, share link. It finds the elements, reports clicks through callbacks and shows what it is told
// (textContent only); it keeps no game state of its own.

const $ = (id) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`index.html lacks #${id}`);
  return element;
};

export class Panel {
  constructor() {
    this.app = $("app");
    this.tabs = [...$("puzzle-tabs").querySelectorAll("[role=radio]")];
    this.variant = $("variant");
    this.variantField = $("variant-field");
    this.size = $("size");
    this.sizeField = $("size-field");
    this.rules = $("rules");
    this.board = $("board");
    this.keysHelp = $("keys-help");
    this.engine = $("engine");
    this.engineText = $("engine-text");
    this.engineProgress = $("engine-progress");
    this.retry = $("retry");
    this.statMoves = $("stat-moves");
    this.statOptimal = $("stat-optimal");
    this.message = $("message");
    this.buttons = {
      undo: $("undo"), redo: $("redo"), restart: $("restart"), hint: $("hint"), solve: $("solve"),
    };
    this.showOptimal = $("show-optimal");
    this.player = $("player");
    this.playerStep = $("player-step");
    this.playPause = $("play-pause");
    this.stepBack = $("step-back");
    this.stepForward = $("step-forward");
    this.speed = $("speed");
    this.takeOver = $("take-over");
    this.stop = $("stop");
    this.permalink = $("permalink");
  }

  /** Wire callbacks: {pickFamily(family), pickVariant(id), pickSize(n), retry, undo, redo, restart, hint, solve,
   * showOptimal(on), playPause, stepBack, stepForward, speed(x), takeOver, stop}. */
  connect(on) {
    this.tabs.forEach((tab, index) => {
      tab.addEventListener("click", () => on.pickFamily(tab.dataset.family));
      tab.addEventListener("keydown", (event) => {
        const delta = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
        if (!delta) return;
        event.preventDefault();
        const next = this.tabs[(index + delta + this.tabs.length) % this.tabs.length];
        next.focus();
        on.pickFamily(next.dataset.family);
      });
    });
    this.variant.addEventListener("change", () => on.pickVariant(this.variant.value));
    this.size.addEventListener("change", () => on.pickSize(Number(this.size.value)));
    this.retry.addEventListener("click", () => on.retry());
    for (const [name, button] of Object.entries(this.buttons)) button.addEventListener("click", () => on[name]());
    this.showOptimal.addEventListener("change", () => on.showOptimal(this.showOptimal.checked));
    this.playPause.addEventListener("click", () => on.playPause());
    this.stepBack.addEventListener("click", () => on.stepBack());
    this.stepForward.addEventListener("click", () => on.stepForward());
    this.speed.addEventListener("change", () => on.speed(Number(this.speed.value)));
    this.takeOver.addEventListener("click", () => on.takeOver());
    this.stop.addEventListener("click", () => on.stop());
  }

  /** Fill the frog-size choices from the catalog's [min, max]. */
  setSizes([low, high], chosen) {
    this.size.replaceChildren();
    for (let size = low; size <= high; size += 1) {
      const option = document.createElement("option");
      option.value = String(size);
      option.textContent = `${size} ${size === 1 ? "frog" : "frogs"}`;
      this.size.append(option);
    }
    this.size.value = String(chosen);
  }

  /** Show which puzzle is open: the family tab, the knight variant, the frog size, its rules. */
  showPuzzle(puzzle, keysHelp) {
    for (const tab of this.tabs) {
      const chosen = tab.dataset.family === puzzle.family;
      tab.setAttribute("aria-checked", String(chosen));
      tab.tabIndex = chosen ? 0 : -1;
    }
    this.variantField.hidden = puzzle.family !== "knights";
    this.sizeField.hidden = puzzle.family !== "frogs";
    if (puzzle.family === "knights") this.variant.value = puzzle.id;
    if (puzzle.family === "frogs" && puzzle.size) this.size.value = String(puzzle.size);
    this.rules.textContent = puzzle.rules;
    this.keysHelp.textContent = keysHelp;
    this.board.dataset.kind = puzzle.board.kind;
    document.title = `${puzzle.title} · Puzzle Lab`;
  }

  /** state: "loading" | "ready" | "failed"; step: progress out of the bar's max. */
  setEngine(state, text, step = null) {
    this.app.dataset.state = state;
    this.engine.dataset.state = state;
    this.engineText.textContent = text;
    if (step !== null) this.engineProgress.value = step;
    this.engineProgress.hidden = state === "failed";
    this.retry.hidden = state !== "failed";
    if (state === "failed") this.engine.setAttribute("role", "alert");
    else this.engine.removeAttribute("role");
  }

  hideEngine() {
    this.engine.hidden = true;
  }

  showEngine() {
    this.engine.hidden = false;
  }

  /** moves: a count; optimal: text after "Optimal: "; result: the solved line or "". */
  setStats(moves, optimal) {
    this.statMoves.textContent = `Moves: ${moves}`;
    this.statOptimal.textContent = `Optimal: ${optimal}`;
  }

  /** tone: "info" | "good" | "warn" | "bad" | "solved" (styling only; the words carry the meaning). */
  setMessage(text, tone = "info") {
    if (this.message.textContent !== text) this.message.textContent = text;
    this.message.dataset.tone = tone;
  }

  setButtons(enabled) {
    for (const [name, button] of Object.entries(this.buttons)) button.disabled = !enabled[name];
    this.showOptimal.disabled = !enabled.showOptimal;
  }

  /** The solution player: null hides it; else {step, length, playing}. */
  setPlayer(view) {
    this.player.hidden = view === null;
    if (view === null) return;
    const { step, length, playing } = view;
    if (step < length) this.playerStep.textContent = `Solution: move ${step} of ${length}`;
    else if (length === 1) this.playerStep.textContent = "Solution: 1 move shown, goal reached";
    else this.playerStep.textContent = `Solution: all ${length} moves shown, goal reached`;
    this.playPause.setAttribute("aria-label", playing ? "Pause" : "Play");
    this.playPause.dataset.playing = String(playing);
    this.stepBack.disabled = step === 0;
    this.stepForward.disabled = step === length;
  }

  setPermalink(fragment) {
    this.permalink.href = fragment;
    this.permalink.textContent = decodeURIComponent(fragment);
  }
}
