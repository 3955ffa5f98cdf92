// game/queries.js: the one way the panels ask the engine (the Distances chart, New game, the daily, the lab), owned
// by the midend: one cache per kind of answer, keyed by what was asked. A panel reads what is known and draws; an
// answer that arrives is kept and the midend tells its subscribers, so each panel draws again from the game then on
// show (the one rule for stale answers: an answer about a game no longer on show is kept, and simply not read).

// Answers that never change for the same question. Not the lab's plan: it says what the engine has built so far.
const KEPT = ["table", "hardest", "check", "daily"];

export class Queries {
  #engine;
  #arrived; // () => void: an answer came (the midend notifies)
  #kept = new Map(KEPT.map((kind) => [kind, new Map()])); // kind -> (arguments as JSON -> {promise, answer})

  constructor(engine, arrived) {
    this.#engine = engine;
    this.#arrived = arrived;
  }

  /** What is known of `kind` asked with `args`: {result} or {error}; null while it is on its way (asked now if it was
   * not: the midend tells its subscribers when it arrives). */
  known(kind, args) {
    return this.#asked(kind, args).answer;
  }

  /** The answer of `kind` asked with `args`: a promise of the result (rejects with the engine's Error). Kinds in KEPT
   * are asked once; others (random_position) every time. */
  ask(kind, args) {
    if (!this.#kept.has(kind)) return this.#engine.request(kind, args);
    return this.#asked(kind, args).promise;
  }

  /** A long request with progress and Cancel (a lab run, a level's deal): engine/client.js job; never kept. */
  job(kind, args, options) {
    return this.#engine.job(kind, args, options);
  }

  /** A new engine: answers it failed to give (it crashed, it was restarting) are asked again when next read. */
  forgetFailures() {
    for (const cache of this.#kept.values()) {
      for (const [key, asked] of cache) if (asked.answer && "error" in asked.answer) cache.delete(key);
    }
  }

  #asked(kind, args) {
    const cache = this.#kept.get(kind);
    if (!cache) throw new Error(`${kind} is not kept: ask it`); // words: none (a bug)
    const key = JSON.stringify(args);
    let asked = cache.get(key);
    if (!asked) {
      asked = { answer: null };
      asked.promise = this.#engine.request(kind, args);
      asked.promise.then((result) => { asked.answer = { result }; }, (error) => { asked.answer = { error }; })
        .then(() => this.#arrived());
      cache.set(key, asked);
    }
    return asked;
  }
}
