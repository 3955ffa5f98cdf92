// engine/client.js: the page's client of the Python engine running in engine/worker.js. A ready promise, request ids
// matched to replies (whether a reply still matters is the midend's call: a request carries what it was for), restart()
// (a fresh worker) for the "retry" button, and faults: a worker that crashes or stops answering after its boot is
// replaced at once (engine/watchdog.js notices a hang; a worker that keeps dying is not replaced again).

import { DEFAULT_HANG_TIMEOUT_MS, FaultStreak, HangWatch } from "./watchdog.js";
import { msg } from "../i18n/t.js";

// A boot that has not finished after this is taken for dead. Long: on a slow connection Pyodide's ~12 MB take
// minutes, and the page says the boot is slow (with Retry) long before.
const DEFAULT_BOOT_TIMEOUT_MS = 600_000;

export class Engine {
  #workerUrl;
  #onProgress;
  #bootTimeoutMs;
  #hangTimeoutMs;
  #onFault;
  #faults = new FaultStreak();
  #watch = null; // the HangWatch of the worker on duty, once it is ready
  #readyAt = 0;
  #worker = null;
  #pending = new Map(); // request id -> {resolve, reject}
  #nextId = 1;
  #isReady = false;
  // [English for the console, its message for the page]
  #stoppedBecause = ["The puzzle engine is not running.", msg("engine.not_running")]; // words: none
  #early;

  /**
   * @param {string|URL} workerUrl URL of worker.js (a module worker is created from it).
   * @param {{onProgress?: (message: string) => void, bootTimeoutMs?: number, hangTimeoutMs?: number,
   *          onFault?: (fault: {reason: string, restarting: boolean, faults: number}) => void,
   *          early?: {worker: Worker, events: Event[], keep: (event: Event) => void}}} options
   *   `early`: a worker of `workerUrl` started before this module loaded (index.html does), with the events it
   *   fired until now (`keep` is the listener that collected them); the first boot adopts it instead of starting one.
   *   `hangTimeoutMs`: how long a ready worker may leave a request unanswered without answering a ping either.
   *   `onFault`: the ready worker crashed or hung ("crashed" | "stopped responding"); what was in flight has been
   *   rejected; `restarting`: a new worker boots (`ready` is its promise), else it died too often in a row
   *   (`faults` times) and only restart() brings one back.
   */
  constructor(workerUrl, {
    onProgress = () => {}, bootTimeoutMs = DEFAULT_BOOT_TIMEOUT_MS, hangTimeoutMs = DEFAULT_HANG_TIMEOUT_MS,
    onFault = () => {}, early = null,
  } = {}) {
    this.#workerUrl = workerUrl;
    this.#early = early;
    this.#onProgress = onProgress;
    this.#bootTimeoutMs = bootTimeoutMs;
    this.#hangTimeoutMs = hangTimeoutMs;
    this.#onFault = onFault;
    /** Resolves with {version, pyodideVersion, python: "restored" (from this browser's snapshot) | "started"} once
     * Python answers; rejects with an Error whose message a person can read. */
    this.ready = this.#start();
  }

  /** True between the ready message and a failure, crash or restart. */
  get isReady() {
    return this.#isReady;
  }

  /** Ask the engine; resolves with the result, rejects with Error(message) when the engine says ok: false (its
   * `words`: the engine's message, {key, values}, which the page words in the player's language). */
  request(type, args = {}) {
    if (this.#worker === null) {
      return Promise.reject(this.#refusal());
    }
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, type, args });
      this.#watch?.pending(this.#pending.size);
    });
  }

  /**
   * A long request run in slices by the worker: `onProgress({message, fraction})` hears how it goes, and
   * `cancel()` stops it (the promise then rejects with an Error whose `cancelled` is true).
   * @returns {{promise: Promise<any>, cancel: () => void}}
   */
  job(request, args = {}, { onProgress = () => {}, data = null } = {}) {
    if (this.#worker === null) {
      return { promise: Promise.reject(this.#refusal()), cancel: () => {} };
    }
    const id = this.#nextId++;
    const worker = this.#worker;
    const promise = new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, onProgress });
      // `data` (a catalogue entry's): files the worker fetches into Python's file system before the job starts.
      worker.postMessage({ id, type: "job", args: { request, args }, data });
      this.#watch?.pending(this.#pending.size);
    });
    const cancel = () => {
      if (this.#pending.has(id) && this.#worker === worker) worker.postMessage({ id, type: "cancel" });
    };
    return { promise, cancel };
  }

  /** Stop the worker (rejecting what is in flight) and boot a new one; returns the new ready promise. */
  restart() {
    this.#faults.reset();
    this.#stop("The puzzle engine was restarted.", msg("engine.restarted")); // words: none
    this.ready = this.#start();
    return this.ready;
  }

  /** The ready worker crashed or hung: reject what waits, replace it unless it keeps dying, tell the owner. */
  #fault(reason) {
    const again = this.#faults.died(performance.now() - this.#readyAt);
    const what = msg(`life.reason.${reason === "crashed" ? "crashed" : "silent"}`);
    this.#stop(`The solver ${reason}.`, msg("engine.fault", { what })); // words: none
    if (again) this.ready = this.#start();
    this.#onFault({ reason, restarting: again, faults: this.#faults.count });
  }

  #start() {
    const early = this.#early;
    this.#early = null; // adopted once: a restart starts a fresh worker
    const worker = early ? early.worker : new Worker(this.#workerUrl, { type: "module" });
    this.#worker = worker;
    this.#isReady = false;
    const ready = new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const seconds = Math.ceil(this.#bootTimeoutMs / 1000);
        const english = `The puzzle engine did not start within ${seconds} s.`; // words: none
        giveUp(english, msg("engine.timeout", { n: seconds }));
      }, this.#bootTimeoutMs);
      const giveUp = (message, words = null) => {
        clearTimeout(timer);
        if (this.#worker === worker) this.#stop(message, words);
        const error = new Error(message);
        error.words = words;
        reject(error);
      };
      const onMessage = (event) => {
        const message = event.data;
        if (this.#worker !== worker) return; // a message from a worker we already stopped
        this.#watch?.heard();
        if (message.id !== undefined) {
          this.#settle(message);
        } else if (message.type === "progress") {
          this.#onProgress(message.message);
        } else if (message.type === "ready") {
          clearTimeout(timer);
          this.#isReady = true;
          this.#readyAt = performance.now();
          this.#watch = new HangWatch({
            timeoutMs: this.#hangTimeoutMs,
            ping: () => worker.postMessage({ type: "ping" }),
            onHang: () => this.#fault("stopped responding"), // words: none (a code: life.js words it)
          });
          this.#watch.pending(this.#pending.size); // requests sent during the boot wait from now
          resolve({ version: message.version, pyodideVersion: message.pyodideVersion, python: message.python });
        } else if (message.type === "failed") {
          giveUp(message.message, message.words);
        }
      };
      // Fired when the worker script or one of its imports fails to load (e.g. a 404), or on an uncaught error.
      // After the boot, an uncaught error (or an unreadable message) is a crash: the worker is replaced.
      const onError = (event) => {
        event.preventDefault();
        if (this.#isReady && this.#worker === worker) {
          console.warn("Puzzle Lab: the solver's worker crashed:", event.message);
          this.#fault("crashed");
          return;
        }
        const detail = event.message ? `: ${event.message}` : " (its files could not be loaded)";
        giveUp(`The puzzle engine stopped${detail}`, event.message ? msg("engine.stopped_because", // words: none
          { why: event.message }) : msg("engine.files_missing"));
      };
      const onMessageError = () => {
        if (this.#isReady && this.#worker === worker) this.#fault("crashed");
        else giveUp("The puzzle engine sent a message that could not be read.", // words: none
          msg("engine.unreadable_message"));
      };
      const handlers = { message: onMessage, error: onError, messageerror: onMessageError };
      for (const [type, handler] of Object.entries(handlers)) worker.addEventListener(type, handler);
      if (early) {
        // No event can arrive while this runs: take over from the collecting listener, then hear what it kept.
        for (const type of Object.keys(handlers)) worker.removeEventListener(type, early.keep);
        for (const event of early.events.splice(0)) handlers[event.type](event);
      }
    });
    ready.catch(() => {}); // callers who never await ready should not see an unhandled rejection
    return ready;
  }

  #settle({ id, ok, result, error, words, progress, cancelled }) {
    const pending = this.#pending.get(id);
    if (pending === undefined) return;
    if (progress !== undefined) {
      pending.onProgress?.(progress);
      return;
    }
    this.#pending.delete(id);
    this.#watch?.pending(this.#pending.size);
    if (ok) {
      pending.resolve(result);
    } else {
      const failure = new Error(error);
      if (words) failure.words = words; // the engine's message ({key, values}): error.words ?? error.message
      if (cancelled) failure.cancelled = true;
      pending.reject(failure);
    }
  }

  /** Why a request can't be asked now: an Error with its English and its message (`words`). */
  #refusal() {
    const [english, words] = this.#stoppedBecause;
    const error = new Error(english);
    error.words = words; // a message the page words; the English stays for the console
    return error;
  }

  #stop(reason, words = null) {
    this.#watch?.stop();
    this.#watch = null;
    if (this.#worker !== null) this.#worker.terminate();
    this.#worker = null;
    this.#isReady = false;
    this.#stoppedBecause = [reason, words ?? reason];
    const pending = [...this.#pending.values()];
    this.#pending.clear();
    for (const { reject } of pending) reject(this.#refusal());
  }
}
