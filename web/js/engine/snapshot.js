// engine/snapshot.js: Python as it stands once started with the engine imported, kept in this browser (Cache Storage)
// so that later boots (a reload, a return visit, a new worker after a crash) restore it in about a second instead of
// starting the interpreter again (4-5 s on a slow machine). One snapshot at a time, for one runtime and one engine
// wheel: the key names both, so a new build never restores another build's memory. The snapshot is the interpreter's
// whole memory (about 30 MB); the browser may evict it like any cache, and the next boot then makes a new one.

const CACHE_NAME = "puzzlelab-python-snapshot"; // sw.js keeps it when it drops other builds' caches
const SITE_URL = new URL("../../", import.meta.url).href;
const DIGEST_HEADER = "X-Puzzlelab-SHA256"; // the snapshot's sha256 when kept: a damaged copy is never restored

/** The lowercase hex sha256 of `bytes` (an ArrayBuffer or a view of one). */
export const sha256 = async (bytes) => Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)),
  (byte) => byte.toString(16).padStart(2, "0")).join("");

/** The key of the snapshot that fits this runtime and engine: Pyodide's version and the wheel's sha256. */
export function snapshotKey(lock) {
  return `${lock.info.version}/${lock.packages.puzzlelab.sha256}`;
}

function snapshotURL(key) {
  return new URL(`python-snapshot/${encodeURIComponent(key)}`, SITE_URL).href;
}

async function openCache() {
  // No Cache Storage (an insecure origin, a browser that refuses storage): boots simply start Python each time.
  if (!globalThis.caches) return null;
  try {
    return await caches.open(CACHE_NAME);
  } catch {
    return null;
  }
}

/** The snapshot kept for `key` (a Uint8Array), or null when there is none or it cannot be read. */
export async function readSnapshot(key) {
  const cache = await openCache();
  if (!cache) return null;
  try {
    const response = await cache.match(snapshotURL(key));
    if (!response) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    // Restoring damaged memory would make a broken interpreter: a copy whose sha256 has changed is dropped.
    if (await sha256(bytes) === response.headers.get(DIGEST_HEADER)) return bytes;
    await cache.delete(snapshotURL(key));
    return null;
  } catch {
    return null;
  }
}

/** Keep `bytes` as the snapshot for `key`, dropping any other (an older build's). Never throws. */
export async function saveSnapshot(key, bytes) {
  const cache = await openCache();
  if (!cache) return false;
  try {
    for (const request of await cache.keys()) {
      if (request.url !== snapshotURL(key)) await cache.delete(request);
    }
    await cache.put(snapshotURL(key), new Response(bytes, {
      headers: { "Content-Type": "application/octet-stream", [DIGEST_HEADER]: await sha256(bytes) },
    }));
    return true;
  } catch (error) {
    console.warn("Puzzle Lab: Python's snapshot could not be kept; the next boot starts Python afresh.", error);
    return false;
  }
}

/** Forget the snapshot for `key` (it failed to restore). Never throws. */
export async function dropSnapshot(key) {
  const cache = await openCache();
  try {
    await cache?.delete(snapshotURL(key));
  } catch {
    // nothing kept, nothing to drop
  }
}

/** Whether this browser keeps a snapshot of Python for any build: it has booted the solver here before. */
export async function anySnapshotKept() {
  const cache = await openCache();
  try {
    return cache !== null && (await cache.keys()).length > 0;
  } catch {
    return false;
  }
}
