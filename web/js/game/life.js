// game/life.js: the solver's life as the midend sees it, in one place: loading, ready (again after Retry or a crash),
// failed, and a crash or hang after the boot (what the engine built is gone; the game is kept and asked for anew).

export class EngineLife {
  #host;
  state = "loading"; // "loading" | "ready" | "failed"

  constructor(host) {
    this.#host = host;
  }

  /** The engine answers: after a Retry or a crash (`again`) its answers are asked for anew; `recovered`: say so. */
  ready({ again = false, recovered = false } = {}) {
    const host = this.#host;
    this.state = "ready";
    if (again) host.forget();
    if (recovered && !host.noteText().startsWith("That")) {
      host.note("The solver is back: your game is as you left it.", "good");
    }
    if (host.state()) host.ports.marks("moves-enabled");
    host.changed();
    return host.settle();
  }

  failed() {
    this.state = "failed";
    this.#host.changed();
  }

  /** The solver crashed or hung after its boot (client.js onFault): what it had built is gone; the game is kept.
   * Returns the words for the banner. */
  fault({ reason, restarting, faults }) {
    const host = this.#host;
    host.forget();
    host.leaveSolution();
    this.state = restarting ? "loading" : "failed";
    const text = restarting
      ? `The solver ${reason}; restarting it. Your game is kept.`
      : `The solver ${reason} again (${faults} times in a row), so it was not restarted. Your game is kept: `
        + "press Retry to start it again.";
    // Queued: the act that was waiting on the solver (a move, a hint, Solve) first says its own failure.
    host.enqueue(() => host.say(restarting ? text : "Your game is kept. Moves, hints and solving wait for the "
      + "solver: press Retry.", "warn"));
    return text;
  }
}
