// main.js: composition root of the game page. Takes over the engine's worker (index.html starts it before anything
// else: Pyodide boots for seconds, so not a moment later than it must), then builds the page around it: App (app.js)
// with the panel, canvas and accessible grid. Everything the page imports is fetched in parallel (modulepreload).

import { Engine } from "./engine.js";

/** Keeps the engine's boot progress until the page listens, then passes each message on. */
class ProgressRelay {
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

const progress = new ProgressRelay();
const engine = new Engine(new URL("./worker.js", import.meta.url), {
  onProgress: (message) => progress.post(message),
  early: globalThis.earlyWorker ?? null, // started by index.html's first script
});
const [{ App }, { Panel }] = await Promise.all([import("./app.js"), import("./ui.js")]);
new App({
  engine,
  progress,
  panel: new Panel(),
  canvas: document.getElementById("board-canvas"),
  gridElement: document.getElementById("grid"),
}).start();
