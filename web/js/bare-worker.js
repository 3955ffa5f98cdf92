// bare-worker.js: module worker for bare.html: times loadPyodide alone (no packages), the boot baseline.

import { loadPyodide } from "../pyodide/pyodide.mjs";

const indexURL = new URL("../pyodide/", import.meta.url).href;
const started = performance.now();
try {
  const pyodide = await loadPyodide({ indexURL, lockFileURL: new URL("pyodide-lock.json", indexURL).href });
  pyodide.runPython("1 + 1");
  self.postMessage({ ok: true, loadPyodideMs: performance.now() - started });
} catch (error) {
  self.postMessage({ ok: false, message: String(error && error.message ? error.message : error) });
}
