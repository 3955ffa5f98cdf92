// engine/watchdog.js: how client.js notices a solver worker that stopped answering (HangWatch: pings it while a
// request waits; silence past the hang timeout is a hang) and when it stops restarting one that keeps dying
// (FaultStreak). No DOM, no worker of its own: client.js feeds them what it hears.

// The longest the worker was silent while a request waited (bench/worker_silence.py, headless Chromium on a busy
// 2-core machine): 1.3-3.3 s, one slice of knight domination 10x10's prepare job; every plain request stayed under
// 0.2 s (tables and searches run as jobs, in slices, answering pings between them). Ten times that is silence a
// slow phone should not reach while the solver works.
export const DEFAULT_HANG_TIMEOUT_MS = 30_000;

// A worker that dies within this long of being ready counts towards a streak of faults; one that lived longer
// starts a new streak. LIMIT faults in a row and the page stops restarting it (the player gets Retry).
const SHORT_LIFE_MS = 60_000;
const STREAK_LIMIT = 3;

/** Watches one worker: while requests are pending it pings it and calls onHang() after `timeoutMs` of silence. */
export class HangWatch {
  #timeoutMs;
  #ping;
  #onHang;
  #timer = 0;
  #lastHeard = 0;
  #lastTick = 0;
  #pinged = false; // a ping is out and nothing has been heard since

  /** @param {{timeoutMs: number, ping: () => void, onHang: () => void}} options */
  constructor({ timeoutMs, ping, onHang }) {
    this.#timeoutMs = timeoutMs;
    this.#ping = ping;
    this.#onHang = onHang;
  }

  /** Anything the worker said (a reply, progress, a pong): it is alive. */
  heard() {
    this.#lastHeard = performance.now();
    this.#pinged = false;
  }

  /** How many requests now wait for the worker: the watch runs while there are some. */
  pending(count) {
    if (count > 0 && this.#timer === 0) {
      this.heard(); // the silence is counted from the first request that waits
      this.#lastTick = performance.now();
      const every = Math.min(1000, this.#timeoutMs / 4);
      this.#timer = setInterval(() => this.#tick(every), every);
    } else if (count === 0) {
      this.stop();
    }
  }

  stop() {
    clearInterval(this.#timer);
    this.#timer = 0;
  }

  #tick(every) {
    const now = performance.now();
    // A late tick means this page slept (a hidden tab's timers are throttled): judge from the next one, not now.
    const late = now - this.#lastTick > 2 * every + 1000;
    this.#lastTick = now;
    if (!late && now - this.#lastHeard > this.#timeoutMs) {
      this.stop();
      this.#onHang();
      return;
    }
    if (!this.#pinged) {
      this.#pinged = true;
      this.#ping();
    }
  }
}

/** Counts workers that died soon after they were ready, in a row. */
export class FaultStreak {
  #count = 0;

  /** A worker died `lifeMs` after it was ready: true when the page should restart it once more. */
  died(lifeMs) {
    this.#count = lifeMs < SHORT_LIFE_MS ? this.#count + 1 : 1;
    return this.#count < STREAK_LIMIT;
  }

  get count() {
    return this.#count;
  }

  /** The player asked for a fresh start (Retry). */
  reset() {
    this.#count = 0;
  }
}
