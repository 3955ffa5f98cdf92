// engine/download.js: the solver's first download with byte progress. The worker fetches the runtime and the engine's
// wheel (boot-files.json, written by build.py, lists them with their sizes) itself, counting bytes as they arrive, and
// only then starts Pyodide, whose own fetches of the same files are answered by the HTTP cache (no second transfer).

import { msg } from "../i18n/t.js";

const MANIFEST_URL = new URL("../../boot-files.json", import.meta.url).href;
const SITE_URL = new URL("../../", import.meta.url).href;
// On a response from sw.js's cache (a repeat visit): the body is on this device already, nothing to count.
const FROM_OFFLINE_CACHE = "X-Puzzlelab-SHA256";
const REPORT_MS = 100; // at most this often a progress message while bytes arrive (and once at the end)
const QUIET_MS = 300; // no progress message before this: a download from the browser's cache is over by then

/** An Error whose message says which file failed and why, in words a player can pass on (`reason`: "connection",
 * "lost", or an HTTP status). */
function failed(path, reason) {
  const file = path.split("/").pop();
  const english = { connection: "the connection failed", lost: "the connection was lost" }[reason] ?? `HTTP ${reason}`;
  const error = new Error(`${file} could not be downloaded: ${english}`);
  error.words = msg("engine.download_failed", { file, why: reason in { connection: 1, lost: 1 }
    ? msg(`engine.download.${reason}`) : `HTTP ${reason}` });
  return error;
}

/**
 * One file's download: the bytes it puts on the wire (`total`, from Content-Length when the server gives it, else
 * the manifest's size in the response's Content-Encoding: `br`, `gzip`, or raw) and how many of them have arrived.
 * A fetch body yields decoded bytes: for a compressed response the wire bytes are counted in proportion to the
 * decoded ones (exact once it ends).
 */
class Transfer {
  constructor(file) {
    this.file = file;
    // Until the headers say how it comes: brotli where the browser asks for it (secure contexts), else gzip.
    this.total = (self.isSecureContext ? file.br : null) ?? file.gzip ?? file.bytes;
    this.decoded = 0;
    this.received = 0;
    this.local = false;
  }

  /** The response's headers arrived: how big it is on the wire, or that it comes from the offline cache. */
  started(response) {
    if (response.headers.has(FROM_OFFLINE_CACHE)) {
      this.local = true;
      this.total = this.received = 0;
      return;
    }
    const coding = response.headers.get("Content-Encoding");
    this.encoded = coding !== null;
    const length = Number(response.headers.get("Content-Length"));
    this.total = length > 0 ? length : (this.file[coding?.trim().toLowerCase()] ?? this.file.bytes);
  }

  add(count) {
    if (this.local) return; // read (the lockfile), not downloaded
    this.decoded += count;
    this.received = this.encoded
      ? Math.min(this.total, Math.round((this.decoded / this.file.bytes) * this.total))
      : this.decoded;
  }

  /** The body has been read. If the browser's HTTP cache gave it (a revalidation answered 304, or no request at all:
   * Resource Timing says fewer bytes came over the wire than the body holds), nothing was downloaded after all. */
  finished(url) {
    const timing = performance.getEntriesByName(url).at(-1);
    if (timing && timing.encodedBodySize > 0 && timing.transferSize < timing.encodedBodySize) {
      this.local = true;
      this.total = this.received = 0;
    }
    if (!this.local) this.received = this.total;
  }
}

/** A promise with its settling functions, for a value another part of the download provides later. */
function deferred() {
  let resolve;
  let reject;
  const promise = new Promise((yes, no) => {
    resolve = yes;
    reject = no;
  });
  promise.catch(() => {}); // a rejection is reported where it is awaited, or nowhere if nobody waits
  return { promise, resolve, reject };
}

/**
 * Start downloading the boot files, calling `report({received, total})` (bytes on the wire so far, of all) as they
 * arrive. If the bytes counted turn out to have come from the browser's HTTP cache, the last report is
 * {received: 0, total: 0}. Returns at once:
 * - `sharing`: resolves to whether `claim` serves the files: `share` asked, and the build's manifest allows it
 *   (boot-files.json's startWhileDownloading);
 * - `lockFile`: resolves to the lockfile's text, or null (no manifest: an older or partial build; the runtime then
 *   fetches everything itself, without byte progress);
 * - `arrived(path)`: resolves once the boot file `path` ("pyodide/pyodide.asm.mjs") has been read whole;
 * - `done`: resolves when every file has arrived; rejects with a readable Error when one cannot be downloaded;
 * - `claim(url)`: with `share`, the body of a boot file (not the lockfile) as it arrives, for Python's start-up to
 *   read while the download goes on (the wasm compiles as it streams in): a promise of a Response, or of null when
 *   the file came from the offline cache (fetch it: reading the cache costs nothing, and a real fetch keeps the
 *   browser's compiled-code cache); null for any other URL or a second claim;
 * - `release()`: drop the bodies nobody claimed (call once Python has started).
 */
export function startDownload(report, { share = false } = {}) {
  const lockFile = deferred();
  const done = deferred();
  const listed = deferred(); // resolves once the manifest has been read (or found missing)
  const arrivals = new Map(); // path -> deferred, settled when the file has been read
  const shares = new Map(); // absolute URL -> {body: deferred Response|null, claimed}
  const download = {
    sharing: listed.promise.then(() => shares.size > 0),
    lockFile: lockFile.promise,
    done: done.promise,
    arrived: (path) => listed.promise.then(() => arrivals.get(path)?.promise ?? done.promise),
    claim(url) {
      const shared = shares.get(url);
      if (!shared || shared.claimed) return null;
      shared.claimed = true;
      return shared.body.promise;
    },
    release() {
      for (const shared of shares.values()) {
        if (shared.claimed) continue;
        shared.claimed = true;
        shared.body.promise.then((response) => response?.body?.cancel(), () => {});
      }
    },
  };
  fetchAll(report, share, { lockFile, listed, arrivals, shares }).then(() => {
    lockFile.resolve(null); // a manifest without the lockfile: the runtime fetches it
    done.resolve();
  }, (error) => {
    for (const waiting of [lockFile, listed, ...arrivals.values()]) waiting.reject(error);
    for (const shared of shares.values()) shared.body.resolve(null);
    done.reject(error);
  });
  return download;
}

/** What startDownload starts: the manifest, then every file at once. Settles `lockFile` (null: no manifest) and
 * `listed`, and fills `arrivals` and `shares` (startDownload's). */
async function fetchAll(report, share, { lockFile, listed, arrivals, shares }) {
  let manifest;
  try {
    const response = await fetch(MANIFEST_URL);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    manifest = await response.json();
  } catch {
    lockFile.resolve(null);
    listed.resolve();
    return;
  }
  const transfers = manifest.files.map((file) => new Transfer(file));
  for (const { file } of transfers) {
    arrivals.set(file.path, deferred());
    const shared = share && manifest.startWhileDownloading && !file.path.endsWith("pyodide-lock.json");
    if (shared && !file.path.endsWith(".mjs")) {
      shares.set(new URL(file.path, SITE_URL).href, { body: deferred(), claimed: false });
    }
  }
  listed.resolve();
  let lastReport = 0;
  let reported = false;
  // No figure in the first moments: files the browser's cache holds are read by then, and none flickers past. When
  // they are over, the figure so far is shown even if no more bytes come (a stalled download shows where it stands).
  let quietOver = false;
  const quiet = setTimeout(() => {
    quietOver = true;
    progress();
  }, QUIET_MS);
  const progress = (force = false) => {
    const now = performance.now();
    if (!force && (!quietOver || now - lastReport < REPORT_MS)) return false;
    const total = transfers.reduce((sum, transfer) => sum + transfer.total, 0);
    if (total === 0) return false; // all from a cache: nothing to download
    lastReport = now;
    reported = true;
    report({ received: transfers.reduce((sum, transfer) => sum + transfer.received, 0), total });
    return true;
  };
  // Files the manifest says wait for another (the engine's wheel for the wasm: Python needs it only once the runtime
  // has started, so until then the runtime's bytes have the line to themselves).
  const waitFor = (file) => (file.after ? arrivals.get(file.after)?.promise : undefined);
  const downloads = Promise.all(transfers.map(async (transfer) => {
    const { path } = transfer.file;
    const url = new URL(path, SITE_URL).href;
    const shared = shares.get(url);
    let response;
    try {
      await waitFor(transfer.file)?.catch(() => {}); // its own download says what went wrong, if anything
      response = await fetch(url);
    } catch {
      shared?.body.resolve(null);
      throw failed(path, "connection"); // the browser's own words ("Failed to fetch") say no more
    }
    if (!response.ok) {
      shared?.body.resolve(null);
      throw failed(path, response.status);
    }
    transfer.started(response);
    const keep = path.endsWith("pyodide-lock.json");
    if (transfer.local && !keep) {
      shared?.body.resolve(null); // from the offline cache: whoever wants it reads it there
      await response.body?.cancel();
      arrivals.get(path).resolve();
      return;
    }
    let body = response.body;
    if (shared) {
      const [counted, theirs] = body.tee();
      body = counted;
      const headers = { "Content-Type": response.headers.get("Content-Type") ?? "application/octet-stream" };
      shared.body.resolve(new Response(theirs, { status: 200, headers }));
    }
    const chunks = [];
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (keep) chunks.push(value);
        transfer.add(value.length);
        progress();
      }
    } catch {
      throw failed(path, "lost");
    }
    transfer.finished(response.url);
    if (keep) lockFile.resolve(await new Blob(chunks).text());
    arrivals.get(path).resolve();
  }));
  try {
    await downloads;
  } finally {
    clearTimeout(quiet);
  }
  // The last figure: all of it, or (everything came from a cache after all) that nothing was downloaded.
  if (!progress(true) && reported) report({ received: 0, total: 0 });
}
