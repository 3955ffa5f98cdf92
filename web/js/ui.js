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
    this.variantLabel = $("variant-label");
    this.sizeLabel = $("size-label");
    this.groups = []; // [{group, puzzles: [catalog entries]}] from setCatalog
    this.search = $("search");
    this.searchText = $("search-text");
    this.searchProgress = $("search-progress");
    this.cancelSearch = $("cancel-search");
    this.searchAgain = $("search-again");
    this.boardActions = $("board-actions");
    this.cross = $("cross");
    this.variantField = $("variant-field");
    this.size = $("size");
    this.sizeField = $("size-field");
    this.rules = $("rules");
    this.board = $("board");
    this.keysHelp = $("keys-help");
    this.engine = $("engine");
    this.engineText = $("engine-text");
    this.engineProgress = $("engine-progress");
    this.engineCreep = 0; // the interval moving the loading bar on
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
    this.cancelSearch.addEventListener("click", () => on.cancelSearch());
    this.searchAgain.addEventListener("click", () => on.searchAgain());
    this.cross.addEventListener("click", () => on.cross());
    for (const [name, button] of Object.entries(this.buttons)) button.addEventListener("click", () => on[name]());
    this.showOptimal.addEventListener("change", () => on.showOptimal(this.showOptimal.checked));
    this.playPause.addEventListener("click", () => on.playPause());
    this.stepBack.addEventListener("click", () => on.stepBack());
    this.stepForward.addEventListener("click", () => on.stepForward());
    this.speed.addEventListener("change", () => on.speed(Number(this.speed.value)));
    this.takeOver.addEventListener("click", () => on.takeOver());
    this.stop.addEventListener("click", () => on.stop());
  }

  /** The picker's groups (one tab each) and the puzzles in each, from the catalog. */
  setCatalog(groups) {
    this.groups = groups;
    for (const tab of this.tabs) tab.hidden = !groups.some(({ group, puzzles }) => group === tab.dataset.family && puzzles.length);
  }

  /** Fill the size choices for a sized puzzle ([min, max]); frogs count frogs a side, boards are n×n. */
  setSizes(puzzle) {
    const [low, high] = puzzle.sizes;
    const key = `${puzzle.id}:${low}-${high}`;
    if (this.size.dataset.for !== key) {
      this.size.dataset.for = key;
      this.size.replaceChildren();
      for (let size = low; size <= high; size += 1) {
        const option = document.createElement("option");
        option.value = String(size);
        option.textContent = puzzle.board.kind === "frogs" ? `${size} ${size === 1 ? "frog" : "frogs"}` : `${size}×${size}`;
        this.size.append(option);
      }
    }
    this.sizeLabel.textContent = puzzle.board.kind === "frogs" ? "Frogs a side" : "Board";
    this.size.value = String(puzzle.size);
  }

  /** What the puzzle select says for a catalog entry (two oshidori goals read as one puzzle's two goals). */
  static variantName(entry) {
    if (entry.family === "oshidori") {
      const first = entry.goal && entry.goal.replace(/\./g, "")[0] === "W" ? "whites first" : "blacks first";
      return `Oshidori: ${first} (${entry.goal})`;
    }
    if (entry.id === "knight-exchange") return "4×3: the knight exchange";
    if (entry.id === "guarini") return "3×3: Guarini's problem (1512)";
    return entry.title;
  }

  /** Show which puzzle is open: the family tab, the knight variant, the frog size, its rules. */
  showPuzzle(puzzle, keysHelp) {
    for (const tab of this.tabs) {
      const chosen = tab.dataset.family === puzzle.group;
      tab.setAttribute("aria-checked", String(chosen));
      tab.tabIndex = chosen ? 0 : -1;
    }
    const group = this.groups.find((entry) => entry.group === puzzle.group);
    const members = group ? group.puzzles : [];
    this.variantField.hidden = members.length < 2;
    if (members.length >= 2) {
      const ids = members.map((entry) => entry.id).join(" ");
      if (this.variant.dataset.for !== ids) {
        this.variant.dataset.for = ids;
        this.variant.replaceChildren(...members.map((entry) => {
          const option = document.createElement("option");
          option.value = entry.id;
          option.textContent = Panel.variantName(entry);
          return option;
        }));
      }
      this.variant.value = puzzle.id;
      this.variantLabel.textContent = puzzle.group === "knights" ? "Board size" : "Puzzle";
    }
    this.sizeField.hidden = !puzzle.sizes;
    if (puzzle.sizes) this.setSizes(puzzle);
    this.rules.textContent = puzzle.rules;
    this.keysHelp.textContent = keysHelp;
    this.board.dataset.kind = puzzle.board.kind;
    document.title = `${puzzle.title} · Puzzle Lab`;
  }

  /** state: "loading" | "ready" | "failed"; step: progress out of the bar's max; retry: show Retry (failed: always).
   * While loading, the bar creeps from `step` towards the next step twice a second, so a long step (Pyodide's boot:
   * seconds) shows life. Not a spinning animation: without a GPU, one costs a tenth of a core for the whole boot. */
  setEngine(state, text, step = null, { retry = state === "failed" } = {}) {
    this.app.dataset.state = state;
    this.engine.dataset.state = state;
    this.engineText.textContent = text;
    if (step !== null) this.engineProgress.value = step;
    clearInterval(this.engineCreep);
    if (state === "loading" && step !== null) {
      this.engineCreep = setInterval(() => {
        const bar = this.engineProgress;
        bar.value += (Math.min(step + 1, bar.max) - bar.value) * 0.08; // never quite reaches the next step
      }, 500);
    }
    this.engineProgress.hidden = state === "failed";
    this.retry.hidden = !retry;
    if (state === "failed") this.engine.setAttribute("role", "alert");
    else this.engine.removeAttribute("role");
  }

  /** The puzzle's search: null hides it; {title, message, fraction} shows progress and Cancel;
   * {cancelled: true} says it was cancelled and offers Search again. */
  setSearch(view) {
    this.search.hidden = view === null;
    if (view === null) return;
    this.search.dataset.state = view.cancelled ? "cancelled" : "running";
    this.searchProgress.hidden = Boolean(view.cancelled);
    this.cancelSearch.hidden = Boolean(view.cancelled);
    this.searchAgain.hidden = !view.cancelled;
    if (view.cancelled) {
      this.searchText.textContent = "Search cancelled: you can look at the board; moves, hints and solving need the search.";
    } else {
      this.searchText.textContent = `Searching ${view.title}: ${view.message ?? "working"}…`;
      this.searchProgress.value = Math.max(0, Math.min(1, view.fraction ?? 0));
    }
  }

  /** The river's Cross button: null hides it; else {enabled, load: [figure indices]}. */
  setCross(view) {
    this.boardActions.hidden = view === null;
    if (view === null) return;
    this.cross.disabled = !view.enabled || view.load.length === 0;
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
