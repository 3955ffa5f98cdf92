// engine/boot.js: the solver's boot as the player sees it: the #engine banner with its progress bar, a slow-boot
// notice after 20 s (it keeps loading, Retry offered), a failure with Retry. It tells its owner when the engine is
// ready or failed; what to ask of a new engine after Retry is the owner's business (onReady).

const PROGRESS_STEPS = new Map([["Loading Python runtime…", 1], ["Loading puzzle engine…", 2]]);
const STEP_READY = 3; // engine up, the puzzle being prepared
const STEP_DONE = 4;
const SLOW_BOOT_MS = 20_000; // a boot still going after this is told to be slow (a slow connection), with Retry
const CREEP_MS = 500;

const $ = (id) => document.getElementById(id);

export class BootBanner {
  #engine;
  #on;
  #state = "loading";
  #step = 0;
  #message = null; // the worker's last progress message
  #slow = false;
  #slowTimer = 0;
  #creep = 0;
  #elements = { app: $("app"), banner: $("engine"), text: $("engine-text"), bar: $("engine-progress"), retry: $("retry") };

  /** @param engine client.js Engine; on: {ready(again), failed(), marks(name)} */
  constructor(engine, on) {
    this.#engine = engine;
    this.#on = on;
    this.#elements.retry.addEventListener("click", () => this.#watch(this.#engine.restart(), true));
  }

  get state() {
    return this.#state;
  }

  /** Start watching the engine's first boot; `progress` is the relay of its progress messages. */
  start(progress) {
    this.#watch(this.#engine.ready, false);
    progress.listen((message) => this.#progress(message));
  }

  /** The puzzle on show has its first state: the banner has done its job. */
  done() {
    if (this.#state !== "ready") return;
    this.#show("ready", "Solver ready.", STEP_DONE);
    this.#elements.banner.hidden = true;
  }

  #watch(ready, again) {
    this.#state = "loading";
    this.#step = 0;
    this.#message = null;
    this.#slow = false;
    this.#elements.banner.hidden = false;
    this.#show("loading", "Loading solver…", 0);
    clearTimeout(this.#slowTimer); // a Retry: the new boot gets its own 20 s
    this.#slowTimer = setTimeout(() => {
      if (this.#state !== "loading") return;
      this.#slow = true;
      this.#progress(null);
    }, SLOW_BOOT_MS);
    ready.then(
      () => {
        if (this.#engine.ready !== ready) return;
        this.#state = "ready";
        this.#show("ready", "Preparing the puzzle…", STEP_READY);
        this.#on.ready(again);
      },
      (error) => {
        if (this.#engine.ready !== ready) return;
        this.#state = "failed";
        const detail = error.message.replace(/\.$/, "");
        this.#show("failed", `The solver could not be loaded (${detail}). Moves, hints and solving need it: check your connection and press Retry.`);
        this.#on.failed();
      },
    );
  }

  /** A boot progress message from the worker (null: no news, the boot just became slow). */
  #progress(message) {
    if (message !== null) {
      this.#step = PROGRESS_STEPS.get(message) ?? this.#step + 1;
      this.#message = message;
    }
    if (this.#state !== "loading") return;
    const text = `Loading solver: ${this.#message ?? "starting…"}`;
    if (this.#slow) {
      this.#show("loading", `${text} This is taking a while (a slow connection?): it keeps loading, or press Retry to start over.`, this.#step, true);
    } else {
      this.#show("loading", text, this.#step);
    }
  }

  /** While loading the bar creeps from `step` towards the next twice a second, so a long step shows life (not a
   * spinning animation: without a GPU one costs a tenth of a core for the whole boot). */
  #show(state, text, step = null, retry = state === "failed") {
    const { app, banner, text: line, bar, retry: button } = this.#elements;
    app.dataset.state = state;
    banner.dataset.state = state;
    line.textContent = text;
    if (step !== null) bar.value = step;
    clearInterval(this.#creep);
    if (state === "loading" && step !== null) {
      this.#creep = setInterval(() => {
        bar.value += (Math.min(step + 1, bar.max) - bar.value) * 0.08; // never quite reaches the next step
      }, CREEP_MS);
    }
    bar.hidden = state === "failed";
    button.hidden = !retry;
    if (state === "failed") banner.setAttribute("role", "alert");
    else banner.removeAttribute("role");
  }
}

/** Keeps the engine's boot progress until the banner listens, then passes each message on. */
export class ProgressRelay {
  #pending = [];
  #listener = null;

  post(message) {
    if (this.#listener) this.#listener(message);
    else this.#pending.push(message);
  }

  listen(listener) {
    this.#listener = listener;
    for (const message of this.#pending.splice(0)) listener(message);
  }
}
