// engine/worker.js: module Web Worker that boots Python with the puzzlelab engine (python.js: from this browser's
// snapshot or afresh) and answers client.js's requests. Posts {type: "progress", message} (message: {text} a boot step,
// or {text, received, total} bytes of the download download.js makes before Python starts), then {type: "ready",
// version, pyodideVersion, python: "restored" | "started"} or {type: "failed", message};
// answers each {id, type, args} with {id, ok: true, result} or {id, ok: false, error, words} from puzzlelab.api.handle
// (error: one line in English; words: the same as a message the page words, {key, values}, or null).
// A {id, type: "job", args: {request, args}} runs in slices (progress: {id, progress}) until done or
// {type: "cancel", id}. A {type: "ping"} gets {type: "pong"} whenever Python is not busy: client.js's watchdog tells a
// hang from a long request.

import { startDownload } from "./download.js";
import { bootPython, humanMessage } from "./python.js";
import { anySnapshotKept, saveSnapshot } from "./snapshot.js";

const TABLES_URL = new URL("../../tables/", import.meta.url).href;

// Python asks for a shipped distance table (built by build.py) the first time it needs one. A synchronous request
// is fine here: this is a worker, the file is local to the site, and Python is waiting for it anyway.
// Returns the bytes, or null (then Python builds the table itself).
function loadShippedTable(fileName) {
  try {
    const request = new XMLHttpRequest();
    request.open("GET", new URL(fileName, TABLES_URL).href, false);
    request.responseType = "arraybuffer";
    request.send();
    return request.status === 200 ? new Uint8Array(request.response) : null;
  } catch (error) {
    console.warn(`Distance table ${fileName} could not be fetched; building it instead.`, error);
    return null;
  }
}

/** The response for a data file: the network's (through the service worker's cache once it controls this worker), or,
 * when that fails, the offline cache's copy: a worker started before the service worker took the page over (a
 * first visit) fetches past it, so after the network goes it looks in the cache itself. */
async function fetchDataFile(url) {
  let failure;
  try {
    const response = await fetch(url);
    if (response.ok) return response;
    failure = new Error(`${url.split("/").pop()}: HTTP ${response.status}`);
  } catch (error) {
    failure = error;
  }
  const cached = await self.caches?.match(url).catch(() => undefined);
  if (cached) return cached;
  throw failure;
}

// A puzzle's data files ({folder, env, files: [{name, bytes}]}, from its catalogue entry: the 15-puzzle's pattern
// databases), fetched once into Python's file system at /<folder>/ with progress in MB, the folder then named to
// Python in os.environ[env]. Resolves to null, or to a note saying plainly why they are missing (the engine then
// falls back to a weaker heuristic). Fetched only when a job first needs them, never at boot. Each file is written
// to Python's file system as it arrives (no second copy in this worker's heap) and named only once whole.
async function fetchData(pyodide, data, report, stopped) {
  const folder = `/${data.folder}`;
  const total = data.files.reduce((sum, file) => sum + file.bytes, 0);
  let received = 0;
  const mb = (bytes) => (bytes / 1e6).toFixed(1);
  const { FS } = pyodide;
  try {
    FS.mkdirTree(folder);
    for (const file of data.files) {
      const response = await fetchDataFile(new URL(`../../${data.folder}/${file.name}`, import.meta.url).href);
      const partial = `${folder}/${file.name}.partial`;
      const stream = FS.open(partial, "w");
      try {
        const reader = response.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          if (stopped()) {
            reader.cancel();
            return "cancelled";
          }
          FS.write(stream, value, 0, value.length);
          received += value.length;
          report({ message: `Fetching the pattern databases: ${mb(received)} of ${mb(total)} MB`,
            fraction: Math.min(received / total, 0.99) });
        }
      } finally {
        FS.close(stream);
      }
      FS.rename(partial, `${folder}/${file.name}`);
    }
  } catch (error) {
    return (
      `The pattern databases could not be fetched (${humanMessage(error)}), so the solver searches with a weaker ` +
      "estimate: answers on hard positions can take minutes."
    );
  }
  pyodide.runPython(`import os; os.environ[${JSON.stringify(data.env)}] = ${JSON.stringify(folder)}`);
  return null;
}

const progress = (text, bytes = {}) => self.postMessage({ type: "progress", message: { text, ...bytes } });

/**
 * Python with the engine, once the runtime is downloaded (counted as it arrives; a file that cannot be downloaded
 * fails the boot, saying which). On a first visit in this browser (no snapshot of Python kept: the runtime is on the
 * network, not in a cache) Python starts while the download goes on, reading the files as they arrive: the wasm
 * compiles as it streams in (bench/browser.py --part levers, 4 Mbit/s: the first move 0.4-1.5 s sooner). Else
 * Python starts after the download, and Pyodide's fetches find the files in the browser's caches (and its compiled
 * wasm in the code cache, which a file read from the download cannot use).
 */
async function bootAfterDownload() {
  const share = !(await anySnapshotKept()); // and boot-files.json allows it
  const download = startDownload((bytes) => progress("Loading Python runtime…", bytes), { share });
  if (!(await download.sharing)) {
    await download.done;
    return bootPython(await download.lockFile, progress);
  }
  // The lockfile as text first, and pyodide.asm.mjs read whole: Pyodide imports it, which no claim can serve.
  const [lockText] = await Promise.all([download.lockFile, download.arrived("pyodide/pyodide.asm.mjs")]);
  // Steps are told once the download is over, so the banner counts MB until then.
  const step = (text) => download.done.then(() => progress(text), () => {});
  const booting = bootPython(lockText, step, download.claim);
  booting.catch(() => {}); // awaited below
  try {
    await Promise.all([booting, download.done]);
  } catch (error) {
    await download.done; // a failed download's own words come first
    throw error;
  } finally {
    download.release();
  }
  return booting;
}

async function boot() {
  progress("Loading Python runtime…");
  const { pyodide, python, snapshot, key } = await bootAfterDownload();
  const api = pyodide.pyimport("puzzlelab.api");
  api.set_table_loader(loadShippedTable);
  const version = pyodide.pyimport("puzzlelab").__version__;
  return { handle: api.handle, version, pyodideVersion: pyodide.version, pyodide, fetched: new Map(), python, snapshot,
    key };
}

function answer(engine, { id, type, args }) {
  try {
    const reply = JSON.parse(engine.handle(type, JSON.stringify(args ?? {})));
    return reply.ok
      ? { id, ok: true, result: reply.result }
      : { id, ok: false, error: String(reply.error), words: reply.words ?? null };
  } catch (error) {
    // An exception escaping api.handle is a bug in the engine: full text to the console, one line to the UI.
    console.error(
      `puzzlelab.api.handle(${JSON.stringify(type)}) raised:`,
      error && error.message ? error.message : error,
    );
    return { id, ok: false, error: `Engine error: ${humanMessage(error)}` };
  }
}

// Boot at once, announcing the outcome before any request is answered.
const booted = boot().then(
  (engine) => {
    self.postMessage({ type: "ready", version: engine.version, pyodideVersion: engine.pyodideVersion,
      python: engine.python });
    if (engine.snapshot) { // kept after the ready message: storing 30 MB must not delay the first answer
      saveSnapshot(engine.key, engine.snapshot).finally(() => { engine.snapshot = null; });
    }
    return engine;
  },
  (error) => {
    console.warn("Puzzle engine failed to start:", error);
    self.postMessage({ type: "failed", message: humanMessage(error), words: error?.words ?? null });
    // The failed start's other promises may still reject (a cut download fails each reader of its body): said once
    // above, so later ones are noted quietly instead of surfacing as page errors. The page replaces this worker.
    self.addEventListener("unhandledrejection", (event) => {
      event.preventDefault();
      console.warn("Puzzle engine: after the failed start,", event.reason);
    });
    throw error;
  },
);
booted.catch(() => {}); // reported above; requests see it below. Unhandled, it would surface as a page error.

// A data fetch that failed is tried again by a later job that needs the data, once this long has passed (doubling
// after each failure, at most DATA_RETRY_MAX_MS), or at once when it failed offline and the browser is online again
// (navigator.onLine: a worker gets no "online" event). Only a job tries, so nothing retries by itself; meanwhile each
// job gets the failure's note (the page says it once).
const DATA_RETRY_MS = 5_000;
const DATA_RETRY_MAX_MS = 300_000;

/** The note for a job needing `data` (null: the data is in place), fetching it the first time, after a cancelled
 * fetch, and after a failure once its back-off is over or the browser is online again. */
async function dataFor(engine, data, id) {
  const key = data.folder;
  const last = engine.fetched.get(key); // {note, failures, at, offline: navigator.onLine was false then}
  const retry = last && last.note !== null && (last.note === "cancelled" || (last.offline && navigator.onLine)
    || performance.now() - last.at >= Math.min(DATA_RETRY_MS * 2 ** (last.failures - 1), DATA_RETRY_MAX_MS));
  if (!last || retry) {
    const report = (progress) => self.postMessage({ id, progress });
    const note = await fetchData(engine.pyodide, data, report, () => cancelled.has(id));
    const before = last?.failures ?? 0;
    const failures = note === null ? 0 : note === "cancelled" ? before : before + 1;
    engine.fetched.set(key, { note, failures, at: performance.now(), offline: !navigator.onLine });
  }
  return engine.fetched.get(key).note;
}

const JOB_SLICE_MS = 40; // Python runs this long between looks at the message queue (a cancel, other requests)
const cancelled = new Set(); // ids of jobs asked to stop

// A long request (e.g. the search behind an uncrossed knight's path) runs in slices: between them the worker
// reports progress, answers other requests and notices a cancel. Ends with one {id, ok, result|error} like any request.
async function runJob(engine, { id, args, data }) {
  if (data) {
    const note = await dataFor(engine, data, id);
    if (note === "cancelled" || cancelled.has(id)) {
      cancelled.delete(id);
      return { id, ok: false, error: "Cancelled.", cancelled: true };
    }
    const finished = await runSlices(engine, { id, args });
    if (note && finished.ok && finished.result && typeof finished.result === "object") finished.result.note = note;
    return finished;
  }
  return runSlices(engine, { id, args });
}

async function runSlices(engine, { id, args }) {
  const started = answer(engine, { id, type: "job_start", args });
  if (!started.ok) return started;
  const job = started.result.job;
  const turns = new MessageChannel(); // between slices: a message to itself, queued behind the messages that came
  try {
    for (;;) {
      if (cancelled.delete(id)) {
        answer(engine, { id, type: "job_cancel", args: { job } });
        return { id, ok: false, error: "Cancelled.", cancelled: true };
      }
      const step = answer(engine, { id, type: "job_step", args: { job, budget_ms: JOB_SLICE_MS } });
      if (!step.ok) return step;
      if (step.result.done) return { id, ok: true, result: step.result.result };
      self.postMessage({ id, progress: step.result.progress });
      // The messages already here (a cancel, a request, a ping) run first. Not setTimeout(0): nested in this loop
      // it waits at least 4 ms, 5 ms idle per slice (8% of Korf's #88 in the page, bench/browser.py --part korf).
      await new Promise((resolve) => {
        turns.port1.onmessage = resolve;
        turns.port2.postMessage(null);
      });
    }
  } finally {
    turns.port1.close();
  }
}

// Requests sent while booting wait here for the engine instead of being lost.
self.addEventListener("message", async (event) => {
  const request = event.data;
  if (request.type === "cancel") {
    cancelled.add(request.id);
    return;
  }
  if (request.type === "ping") { // client.js's watchdog: answered whenever Python is not busy (between job slices)
    self.postMessage({ type: "pong" });
    return;
  }
  let engine;
  try {
    engine = await booted;
  } catch (error) {
    self.postMessage({ id: request.id, ok: false, error: humanMessage(error) });
    return;
  }
  self.postMessage(request.type === "job" ? await runJob(engine, request) : answer(engine, request));
});
