// engine/early.js: starts the solver's worker the moment this module runs (index.html loads it first, async): Pyodide
// boots for seconds, so not a moment later than it must. What the worker says until client.js adopts it is kept.
// main.js imports the same module (one instance per URL), so no global hands the worker over.

/** {worker, events, keep}: the worker, the events it fired so far, and the listener collecting them. */
function startEarly() {
  const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
  const events = [];
  const keep = (event) => {
    if (event.type === "error") event.preventDefault(); // client.js reports it
    events.push(event);
  };
  for (const type of ["message", "error", "messageerror"]) worker.addEventListener(type, keep);
  return { worker, events, keep };
}

export const early = startEarly();
