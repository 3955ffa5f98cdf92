// engine/download.js: the solver's first download with byte progress. The worker fetches the runtime and the engine's
// wheel (boot-files.json, written by build.py, lists them with their sizes) itself, counting bytes as they arrive, and
// only then starts Pyodide, whose own fetches of the same files are answered by the HTTP cache (no second transfer).

const MANIFEST_URL = new URL("../../boot-files.json", import.meta.url).href;
const SITE_URL = new URL("../../", import.meta.url).href;
// On a response from sw.js's cache (a repeat visit): the body is on this device already, nothing to count.
const FROM_OFFLINE_CACHE = "X-Puzzlelab-SHA256";
const REPORT_MS = 100; // at most this often a progress message while bytes arrive (and once at the end)
const QUIET_MS = 300; // no progress message before this: a download from the browser's cache is over by then

/** An Error whose message says which file failed and why, in words a player can pass on. */
function failed(path, reason) {
  return new Error(`${path.split("/").pop()} could not be downloaded: ${reason}`);
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

/**
 * Download the boot files, calling `report({received, total})` (bytes on the wire so far, of all) as they arrive.
 * If the bytes counted turn out to have come from the browser's HTTP cache, the last report is {received: 0, total: 0}.
 * Resolves to {lockFile: the lockfile's text} (or null: no manifest, an older or partial build: the runtime then
 * fetches everything itself, without byte progress). Rejects with a readable Error when a file cannot be downloaded.
 */
export async function downloadRuntime(report) {
  let manifest;
  try {
    const response = await fetch(MANIFEST_URL);
    if (!response.ok) return null;
    manifest = await response.json();
  } catch {
    return null;
  }
  const transfers = manifest.files.map((file) => new Transfer(file));
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
  let lockFile = null;
  const downloads = Promise.all(transfers.map(async (transfer) => {
    const { path } = transfer.file;
    let response;
    try {
      response = await fetch(new URL(path, SITE_URL).href);
    } catch {
      throw failed(path, "the connection failed"); // the browser's own words ("Failed to fetch") say no more
    }
    if (!response.ok) throw failed(path, `HTTP ${response.status}`);
    transfer.started(response);
    const keep = path.endsWith("pyodide-lock.json");
    if (transfer.local && !keep) {
      await response.body?.cancel();
      return;
    }
    const chunks = [];
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (keep) chunks.push(value);
        transfer.add(value.length);
        progress();
      }
    } catch {
      throw failed(path, "the connection was lost");
    }
    transfer.finished(response.url);
    if (keep) lockFile = await new Blob(chunks).text();
  }));
  try {
    await downloads;
  } finally {
    clearTimeout(quiet);
  }
  // The last figure: all of it, or (everything came from a cache after all) that nothing was downloaded.
  if (!progress(true) && reported) report({ received: 0, total: 0 });
  return { lockFile };
}
