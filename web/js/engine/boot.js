// engine/boot.js: the solver's boot as the player sees it: the #engine banner (MB downloaded of all, time left, then
// the step) and its bar, a slow notice after 20 s without news (Retry offered, it keeps loading), a failure with Retry.
// It tells its owner when the engine is ready or failed; what to ask of a new engine then is the owner's business.

import { msg, number, words } from "../i18n/t.js";

// The worker's steps (worker.js's progress texts, the names of its steps): what the banner says of each (a key of
// the catalogue), and where the bar stands then, as a fraction of its length. The download's bytes fill the bar from
// the first mark to the second; a step without bytes creeps from its mark towards the next (at most CREEP_RANGE).
const STEPS = new Map([
  ["Loading Python runtime…", { key: "boot.step.runtime", mark: 0.02 }], // words: none (the step's name)
  ["Starting Python…", { key: "boot.step.python", mark: 0.75 }], // words: none
  ["Restoring Python…", { key: "boot.step.restore", mark: 0.75 }], // words: none (from this browser's snapshot)
  ["Loading puzzle engine…", { key: "boot.step.engine", mark: 0.92 }], // words: none
]);
const DOWNLOAD_FROM = STEPS.get("Loading Python runtime…").mark; // words: none
const DOWNLOAD_TO = STEPS.get("Starting Python…").mark; // words: none
const MARK_READY = 0.97; // engine up, the puzzle being prepared
const CREEP_RANGE = 0.1;
const MARK_DONE = 1;
const SLOW_BOOT_MS = 20_000; // a boot without news this long is told to be slow (a slow connection), with Retry
const CREEP_MS = 500;
const ESTIMATE_AFTER_MS = 1500; // the time left is shown once the download's pace has been seen this long

const megabytes = (bytes) => number(Math.round(bytes / 1e5) / 10, { minimumFractionDigits: 1 });

/** "about 9 s left" / "about 2 min left" (a message) at the pace seen since `since` ({at, received}), or null too soon
 * to tell. */
function timeLeft(since, received, total, now) {
  const elapsed = now - since.at;
  const got = received - since.received;
  if (elapsed < ESTIMATE_AFTER_MS || got <= 0 || received >= total) return null;
  const seconds = Math.max(1, Math.ceil(((total - received) / got) * elapsed / 1000));
  return seconds < 90 ? msg("boot.left.seconds", { n: seconds }) : msg("boot.left.minutes",
    { n: Math.round(seconds / 60) });
}

const $ = (id) => document.getElementById(id);

export class BootBanner {
  #engine;
  #on;
  #state = "loading";
  #mark = 0; // where the bar stands (0-1): the step's mark, or the download's share of it
  #text = null; // what the banner says after "Loading solver: " (a message)
  #download = null; // {since: {at, received}, received, total} once bytes arrive
  #byBytes = false; // the bar follows the download's bytes (no creep)
  #slow = false;
  #afterFault = false; // a worker died after its boot: the next ready is a recovery
  #slowTimer = 0;
  #creep = 0;
  #elements = {
    app: $("app"),
    banner: $("engine"),
    text: $("engine-text"),
    bar: $("engine-progress"),
    retry: $("retry"),
    pill: $("board-loading"),
    pillText: $("board-loading-text"),
    pillFill: $("board-loading-fill"),
  };

  /** @param engine client.js Engine; on: {ready(again, recovered: after a worker died), failed(), marks(name)} */
  constructor(engine, on) {
    this.#engine = engine;
    this.#on = on;
    this.#elements.retry.addEventListener("click", () => this.#watch(this.#engine.restart(), true));
    this.#elements.bar.max = 1; // a fraction: index.html's max only shapes the bar before this runs
  }

  get state() {
    return this.#state;
  }

  /** Start watching the engine's first boot; `progress` is the relay of its progress messages. */
  start(progress) {
    this.#watch(this.#engine.ready, false);
    progress.listen((message) => this.#progress(message));
  }

  /** The engine lost its ready worker (client.js onFault). `restarting`: watch the new one boot as after Retry (the
   * owner's ready(again) restores the game); else it kept dying: failed, saying `text`, with Retry. */
  fault(text, restarting) {
    this.#afterFault = true; // the next ready (this restart's, or Retry's) brings the kept game back: say so
    if (restarting) {
      this.#watch(this.#engine.ready, true);
      return;
    }
    this.#state = "failed";
    this.#elements.banner.hidden = false;
    this.#show("failed", text);
    this.#on.failed();
  }

  /** The puzzle on show has its first state: the banner has done its job. */
  done() {
    if (this.#state !== "ready") return;
    this.#show("ready", msg("boot.ready"), MARK_DONE);
    this.#elements.banner.hidden = true;
  }

  #watch(ready, again) {
    this.#state = "loading";
    this.#mark = 0;
    this.#text = null;
    this.#download = null;
    this.#byBytes = false;
    this.#slow = false;
    this.#elements.banner.hidden = false;
    this.#show("loading", msg("boot.loading_short"), 0);
    this.#expectNews(); // a Retry: the new boot gets its own 20 s
    ready.then(
      (engine) => {
        if (this.#engine.ready !== ready) return;
        clearTimeout(this.#slowTimer);
        this.#elements.banner.dataset.python = engine.python; // how Python came up: "restored" or "started"
        this.#state = "ready";
        this.#show("ready", msg("boot.preparing"), MARK_READY);
        const recovered = this.#afterFault;
        this.#afterFault = false;
        this.#on.ready(again, recovered);
      },
      (error) => {
        if (this.#engine.ready !== ready) return;
        clearTimeout(this.#slowTimer);
        this.#state = "failed";
        const detail = words(error.words ?? error.message).replace(/[.。]$/, "");
        this.#show("failed", msg("boot.failed", { detail }));
        this.#on.failed();
      },
    );
  }

  /** News from the boot: it is slow if no more news comes for SLOW_BOOT_MS. Once told, the notice and its Retry stay
   * until this boot ends (a player reaching for Retry must find it there). */
  #expectNews() {
    clearTimeout(this.#slowTimer);
    if (this.#slow) return;
    this.#slowTimer = setTimeout(() => {
      if (this.#state !== "loading") return;
      this.#slow = true;
      this.#render();
    }, SLOW_BOOT_MS);
  }

  /** A boot progress message from the worker: {text, received?, total?} (bytes of its download), or a step's text. */
  #progress(message) {
    const { text, received, total } = typeof message === "string" ? { text: message } : message;
    if (this.#state !== "loading") return;
    this.#expectNews();
    const now = performance.now();
    if (total === 0 && received === 0) { // the bytes counted so far came from the browser's cache: none downloaded
      this.#download = null;
      return;
    }
    if (total > 0) {
      this.#download ??= { since: { at: now, received } };
      Object.assign(this.#download, { received, total });
      const fraction = Math.min(received / total, 1);
      this.#mark = DOWNLOAD_FROM + (DOWNLOAD_TO - DOWNLOAD_FROM) * fraction;
      const left = timeLeft(this.#download.since, received, total, now);
      const bytes = { received: megabytes(received), total: megabytes(total) };
      this.#text = left ? msg("boot.bytes_left", { ...bytes, left }) : msg("boot.bytes", bytes);
      this.#byBytes = true;
      this.#render();
      return;
    }
    const step = STEPS.get(text) ?? { key: text, mark: this.#mark }; // an unknown step says its own name
    this.#mark = step.mark;
    this.#text = this.#download ? msg("boot.downloaded", { total: megabytes(this.#download.total),
      step: msg(step.key) }) : msg(step.key);
    this.#byBytes = false;
    this.#render();
  }

  /** The loading banner as it stands. */
  #render() {
    if (this.#state !== "loading") return;
    const text = msg("boot.loading", { what: this.#text ?? msg("boot.starting") });
    if (this.#slow) this.#show("loading", [text, msg("boot.slow")], this.#mark, true, this.#byBytes);
    else this.#show("loading", text, this.#mark, false, this.#byBytes);
  }

  /** While loading (and not following the download's bytes) the bar creeps from `mark` towards the next step's twice
   * a second, so a long step shows life (not a spinning animation: without a GPU one costs a tenth of a core for the
   * whole boot). */
  #show(state, text, mark = null, retry = state === "failed", byBytes = false) {
    const { app, banner, text: line, bar, retry: button } = this.#elements;
    app.dataset.state = state;
    banner.dataset.state = state;
    line.textContent = words(text);
    if (mark !== null) bar.value = byBytes ? Math.max(bar.value, mark) : mark; // bytes never move it back
    clearInterval(this.#creep);
    if (state === "loading" && mark !== null && !byBytes) {
      const marks = [...[...STEPS.values()].map((step) => step.mark), MARK_READY];
      const next = Math.min(mark + CREEP_RANGE, ...marks.filter((value) => value > mark));
      this.#creep = setInterval(() => {
        bar.value += (next - bar.value) * 0.08; // never quite reaches the next step
        this.#showOnBoard(state, text);
      }, CREEP_MS);
    }
    bar.hidden = state === "failed";
    button.hidden = !retry;
    this.#showOnBoard(state, text);
    if (state === "failed") banner.setAttribute("role", "alert");
    else banner.removeAttribute("role");
  }

  /** The short form over the board's foot: the banner's first sentence and bar while loading, a pointer to Retry
   * when failed, nothing once ready. */
  #showOnBoard(state, text) {
    const { pill, pillText, pillFill, bar } = this.#elements;
    if (!pill) return;
    pill.hidden = state === "ready";
    pill.dataset.state = state;
    pillText.textContent = state === "failed" ? words(msg("boot.failed_short"))
      : words(Array.isArray(text) ? text[0] : text); // not the slow notice: the banner says it
    pillFill.style.width = `${Math.round(Math.min(bar.value / bar.max, 1) * 100)}%`;
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
