// sw.js: the service worker that makes Puzzle Lab work offline. It keeps one build whole in a cache named after the
// build id: page, runtime, engine wheel, every distance table and the 15-puzzle's pattern databases, precached on
// install (the page registers it once the first move is possible), each file checked against its sha256. Knows no
// file names itself: precache-manifest.js (written by build.py) lists them. A new build waits for "skip-waiting".

importScripts("precache-manifest.js");

const MANIFEST = self.PRECACHE_MANIFEST;
const CACHE_PREFIX = "puzzlelab-";
const CACHE_NAME = CACHE_PREFIX + MANIFEST.build;
const PRECACHE_PARALLEL = 6; // fetches in flight while installing
const DIGEST_HEADER = "X-Puzzlelab-SHA256"; // on each cached response: the sha256 its build's manifest gave it
const SITE = new URL("./", self.location.href); // the site root: sw.js sits beside index.html

/** The manifest's path for a same-site URL ("" for the root), or null for anything else. */
function sitePath(url) {
  const parsed = new URL(url);
  if (parsed.origin !== SITE.origin || !parsed.pathname.startsWith(SITE.pathname)) return null;
  return decodeURIComponent(parsed.pathname.slice(SITE.pathname.length));
}

function siteURL(path) {
  return new URL(path, SITE).href;
}

function hex(buffer) {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * A network response for `path` whose body has the sha256 `digest`, re-made for the cache (the decoded body; only
 * the headers that describe it). Rejects if the server answers otherwise: it holds another build by now.
 */
async function fetchVerified(path, digest, cacheMode = "no-cache") {
  const response = await fetch(siteURL(path), { cache: cacheMode, mode: "same-origin", credentials: "same-origin" });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const body = await response.arrayBuffer();
  const actual = hex(await crypto.subtle.digest("SHA-256", body));
  if (actual !== digest) throw new Error(`${path} is not the file of build ${MANIFEST.build}`);
  const headers = new Headers({ [DIGEST_HEADER]: digest });
  for (const name of ["Content-Type", "Last-Modified"]) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(body, { status: 200, statusText: "OK", headers });
}

/** The same file (same sha256) from an earlier build's cache, or undefined: an update downloads only what changed. */
async function fromEarlierBuild(path, digest) {
  const earlier = await caches.match(siteURL(path));
  return earlier?.headers.get(DIGEST_HEADER) === digest ? earlier : undefined;
}

/** Fetch and store every precached file this cache lacks (an interrupted install resumes), a few at a time. Files the
 * page has fetched already (the runtime, its first table, the databases if the 15-puzzle was opened) come from the
 * browser's HTTP cache: a revalidation, no second download. */
async function precacheBuild() {
  const cache = await caches.open(CACHE_NAME);
  const missing = [];
  for (const [path, digest] of Object.entries(MANIFEST.precache)) {
    if (!(await cache.match(siteURL(path)))) missing.push([path, digest]);
  }
  const next = () => missing.shift();
  const lane = async () => {
    for (let entry = next(); entry; entry = next()) {
      const [path, digest] = entry;
      await cache.put(siteURL(path), (await fromEarlierBuild(path, digest)) ?? (await fetchVerified(path, digest)));
    }
  };
  await Promise.all(Array.from({ length: PRECACHE_PARALLEL }, lane));
}

// engine/snapshot.js's cache: Python's snapshot, which names its own build and replaces itself.
const SNAPSHOT_CACHE = "puzzlelab-python-snapshot";

async function dropOtherBuilds() {
  for (const name of await caches.keys()) {
    if (name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME && name !== SNAPSHOT_CACHE) await caches.delete(name);
  }
}

/** This build's cached file, or (one missing from the cache: an install cut short) the network's, stored when it is
 *  this build's. */
async function cacheFirst(request, path) {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(siteURL(path));
  if (cached) return cached;
  const digest = MANIFEST.precache[path];
  try {
    const response = await fetchVerified(path, digest);
    await cache.put(siteURL(path), response.clone());
    return response;
  } catch {
    return fetch(request); // offline (the page sees the failure as it would without us) or another build's file
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(precacheBuild());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(dropOtherBuilds().then(() => self.clients.claim()));
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || request.headers.has("Range")) return;
  const path = sitePath(request.url);
  if (path === null) return;
  if (request.mode === "navigate") {
    if (path === "" || path === MANIFEST.navigation) event.respondWith(cacheFirst(request, MANIFEST.navigation));
    return; // other pages (benchmarks, tests) come from the network
  }
  if (path in MANIFEST.precache) event.respondWith(cacheFirst(request, path));
});
