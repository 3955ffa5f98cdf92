// bare.js: drives bare.html: starts bare-worker.js and reports how long a bare loadPyodide took in <pre id=out>.
// Reported as JSON: {loadPyodideMs (inside the worker), sinceNavigationMs (page navigation start to ready)}.

const out = document.getElementById("out");
const worker = new Worker(new URL("./bare-worker.js", import.meta.url), { type: "module" });

worker.addEventListener("message", (event) => {
  const { ok, loadPyodideMs, message } = event.data;
  if (ok) {
    const report = { loadPyodideMs: Math.round(loadPyodideMs), sinceNavigationMs: Math.round(performance.now()) };
    out.textContent = JSON.stringify(report);
    out.dataset.state = "ready";
  } else {
    out.textContent = `failed: ${message}`;
    out.dataset.state = "failed";
  }
  worker.terminate();
});
worker.addEventListener("error", () => {
  out.textContent = "failed: the worker could not be loaded";
  out.dataset.state = "failed";
});
