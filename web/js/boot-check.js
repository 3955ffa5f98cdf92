// boot-check.js: drives boot-check.html: an Engine round trip (boot, then "catalog") reported in <pre id=out>.
// The browser tests read #out's data-state ("booting" | "ready" | "failed"), the boot's steps and its JSON text.

import { Engine } from "./engine/client.js";

const out = document.getElementById("out");
const lines = [];

function show(state, line) {
  lines.push(line);
  out.dataset.state = state;
  out.textContent = lines.join("\n");
}

/** One line per boot step; the download's bytes update its step's line ("… 6493000 of 6493000 bytes"). */
function progress({ text, received, total }) {
  if (lines.length > 0 && lines[lines.length - 1].startsWith(text)) lines.pop();
  show("booting", total ? `${text} ${received} of ${total} bytes` : text);
}

async function check() {
  const started = performance.now();
  const engine = new Engine(new URL("./engine/worker.js", import.meta.url), {
    onProgress: (message) => progress(message),
  });
  try {
    const { version, pyodideVersion } = await engine.ready;
    const bootMs = Math.round(performance.now() - started);
    const catalog = await engine.request("catalog", {});
    const summary = { version, pyodideVersion, bootMs, puzzles: catalog.puzzles.length };
    show("ready", JSON.stringify(summary));
  } catch (error) {
    show("failed", `failed: ${error.message}`);
  }
}

check();
