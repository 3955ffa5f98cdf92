// engine/python.js: Python started in the worker with the engine imported: restored from this browser's snapshot
// (snapshot.js) when there is one for this build, else started afresh (Pyodide's loadPyodide) and snapshotted for
// next time. Either way the engine's wheel is checked against pyodide-lock.json's sha256 and unpacked by us, not by
// Pyodide's package loader: a package loaded that way leaves JS objects referenced from Python, and no snapshot could
// be taken after it.

import { loadPyodide } from "../../pyodide/pyodide.mjs";
import { dropSnapshot, readSnapshot, sha256, snapshotKey } from "./snapshot.js";
import { msg } from "../i18n/t.js";

// Absolute URLs: Pyodide rejects relative ones inside a worker ("Invalid base URL").
const PYODIDE_URL = new URL("../../pyodide/", import.meta.url).href;
const LOCK_FILE_URL = new URL("pyodide-lock.json", PYODIDE_URL).href;

/** A failure of the engine's own files (its wheel), as opposed to the runtime's. */
class EngineFilesError extends Error {}

/** An Error saying `english`, with its message as data (`words`: {key, values}) for the page to word. */
export function failing(english, key, values = {}, Kind = Error) {
  const error = new Kind(english);
  error.words = msg(key, values);
  return error;
}

export function humanMessage(error) {
  const text = error && error.message ? error.message : String(error);
  // A Python traceback's last line says what went wrong; the rest is for the console.
  const lines = text.trim().split("\n");
  return lines[lines.length - 1] || "unknown error";
}

/** What went wrong, as the page words it: the error's message (`words`) where it has one, else its text. */
export const humanWords = (error) => error?.words ?? humanMessage(error);

/** The engine's wheel as the lockfile names it (from `claim`, the download's share, when it has it), refused unless its
 * sha256 is the lockfile's. */
async function fetchWheel(entry, claim) {
  let bytes;
  try {
    const url = new URL(entry.file_name, PYODIDE_URL).href;
    const response = (await claim(url)) ?? await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    bytes = await response.arrayBuffer();
  } catch (error) {
    throw failing(`${entry.file_name} could not be fetched (${humanMessage(error)})`, "engine.fetch_failed",
      { file: entry.file_name, why: humanWords(error) }, EngineFilesError);
  }
  if (await sha256(bytes) !== entry.sha256) {
    throw failing(`${entry.file_name} is damaged: its sha256 is not the one pyodide-lock.json gives`,
      "engine.damaged", { file: entry.file_name }, EngineFilesError);
  }
  return new Uint8Array(bytes);
}

/** Unpack the pure-Python wheel into site-packages, as Pyodide's installer would. After a restore this puts back the
 * files the snapshot lacks (the file system lives outside the interpreter's memory) for modules imported later. */
function unpackWheel(pyodide, bytes) {
  pyodide.FS.writeFile("/tmp/puzzlelab.whl", bytes);
  pyodide.runPython(`
import importlib, os, site, zipfile
with zipfile.ZipFile("/tmp/puzzlelab.whl") as wheel:
    wheel.extractall(site.getsitepackages()[0])
os.remove("/tmp/puzzlelab.whl")
importlib.invalidate_caches()`);
}

// When pyodide.asm.wasm fails to download or compile, loadPyodide never settles: the failure only surfaces as an
// unhandled rejection. During the boot, such a rejection is the boot failing (at once, not at engine.js's timeout).
function bootAbort() {
  let onRejection;
  const aborted = new Promise((_, reject) => {
    onRejection = (event) => {
      event.preventDefault();
      reject(event.reason);
    };
  });
  aborted.catch(() => {});
  self.addEventListener("unhandledrejection", onRejection);
  return { aborted, done: () => self.removeEventListener("unhandledrejection", onRejection) };
}

/** Pyodide's fetches go to `claim` first while it starts (download.js's shared bodies: the wasm compiles as it
 * arrives): Pyodide 314 takes no URL or Response for the wasm and the standard library, only `indexURL`. */
function fetchesClaimed(claim) {
  const original = self.fetch;
  self.fetch = (input, init) => {
    const claimed = claim(input instanceof Request ? input.url : String(input));
    return claimed ? claimed.then((response) => response ?? original(input, init)) : original(input, init);
  };
  return () => {
    self.fetch = original;
  };
}

const NO_CLAIM = () => null;

async function startPython(options, claim = NO_CLAIM) {
  const abort = bootAbort();
  const restoreFetch = fetchesClaimed(claim);
  try {
    return await Promise.race([
      loadPyodide({
        indexURL: PYODIDE_URL,
        stdout: (line) => console.log(line),
        stderr: (line) => console.warn(line),
        ...options,
      }),
      abort.aborted,
    ]);
  } finally {
    restoreFetch();
    abort.done();
  }
}

/** Python restored from `saved` with the engine (`wheel`: a promise of its bytes) imported, or null when it does not
 * restore (then it is dropped). */
async function restore(saved, key, lockOptions, wheel) {
  const bytes = await wheel; // a damaged wheel fails the boot; it says nothing of the snapshot
  try {
    const pyodide = await startPython({ ...lockOptions, _loadSnapshot: saved });
    unpackWheel(pyodide, bytes);
    // The snapshot holds one state of the random generator: reseed, or every visit would draw the same "random" game.
    pyodide.runPython("import random; random.seed()");
    return pyodide;
  } catch (error) {
    console.warn("Puzzle Lab: Python's snapshot did not restore; starting Python afresh.", error);
    await dropSnapshot(key);
    return null;
  }
}

/** Python started afresh with the engine (`wheel`: a promise of its bytes) imported, and a snapshot of it (null if
 * none could be taken). Pyodide's own fetches go to `claim` first (fetchesClaimed). */
async function startFresh(lockOptions, wheel, progress, claim) {
  const pyodide = await startPython({ ...lockOptions, _makeSnapshot: true }, claim);
  const bytes = await wheel; // its failure is the engine's, not the runtime's
  progress("Loading puzzle engine…");
  try {
    unpackWheel(pyodide, bytes);
    // Import every puzzle (the catalogue does) on a throwaway engine, so that the snapshot holds them imported.
    pyodide.runPython("import puzzlelab.api; puzzlelab.api.Engine().catalog()");
  } catch (error) {
    throw failing(`puzzlelab does not start (${humanMessage(error)})`, "engine.does_not_start",
      { why: humanWords(error) }, EngineFilesError);
  }
  try {
    return { pyodide, snapshot: pyodide.makeMemorySnapshot() };
  } catch (error) {
    console.warn("Puzzle Lab: no snapshot of Python could be taken; every boot will start it afresh.", error);
    return { pyodide, snapshot: null };
  }
}

/**
 * Python with puzzlelab imported. `lockText`: pyodide-lock.json as download.js got it (null: fetch it here);
 * `claim(url)`: download.js's claim, the boot files as they arrive (a promise of a Response, or null: fetch it).
 * Resolves to {pyodide, python: "restored" | "started", snapshot: bytes to keep (a fresh start's) or null, key};
 * rejects with an Error a person can read, saying whether the runtime or the engine failed.
 */
export async function bootPython(lockText, progress, claim = NO_CLAIM) {
  let text;
  let lock;
  try {
    text = lockText ?? await (await fetch(LOCK_FILE_URL)).text();
    lock = JSON.parse(text);
  } catch (error) {
    throw failing(`The Python runtime could not be loaded: pyodide-lock.json is unreadable (${humanMessage(error)})`,
      "engine.lock_unreadable", { why: humanWords(error) });
  }
  const entry = lock.packages?.puzzlelab;
  if (!entry) {
    const english = "The puzzle engine could not be loaded: pyodide-lock.json does not list puzzlelab";
    throw failing(english, "engine.unlisted");
  }
  // The lockfile as downloaded (one fetch); the runtime's other files come from the HTTP cache when Pyodide asks.
  const lockOptions = { lockFileContents: text, packageBaseUrl: PYODIDE_URL };
  const key = snapshotKey(lock);
  try {
    // Checked before Python starts: a damaged or missing wheel fails the boot at once, not after seconds of start-up.
    // (download.js has just fetched it: this read comes from the HTTP cache or the offline cache.) While the download
    // goes on (a claim), it arrives as Python starts, and is checked then.
    const wheel = fetchWheel(entry, claim);
    wheel.catch(() => {}); // awaited below
    if (claim === NO_CLAIM) await wheel;
    const saved = await readSnapshot(key);
    if (saved) {
      progress("Restoring Python…");
      const pyodide = await restore(saved, key, lockOptions, wheel);
      if (pyodide) return { pyodide, python: "restored", snapshot: null, key };
    }
    progress("Starting Python…");
    const { pyodide, snapshot } = await startFresh(lockOptions, wheel, progress, claim);
    return { pyodide, python: "started", snapshot, key };
  } catch (error) {
    const engine = error instanceof EngineFilesError;
    throw failing(`${engine ? "The puzzle engine" : "The Python runtime"} could not be loaded: ${humanMessage(error)}`,
      engine ? "engine.engine_failed" : "engine.runtime_failed", { why: humanWords(error) });
  }
}
