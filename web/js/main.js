// main.js: composition root of the game page. Starts the engine first (Pyodide boots for seconds, so not a moment
// later than it must), then builds the page around it: App (app.js) with the panel, canvas and accessible grid.
// Everything the page imports is fetched in parallel (modulepreload in index.html) while the worker starts.

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
const engine = new Engine(new URL("./worker.js", import.meta.url), { onProgress: (message) => progress.post(message) });
const [{ App }, { Panel }] = await Promise.all([import("./app.js"), import("./ui.js")]);
new App({
  engine,
  progress,
  panel: new Panel(),
  canvas: document.getElementById("board-canvas"),
  gridElement: document.getElementById("grid"),
}).start();
