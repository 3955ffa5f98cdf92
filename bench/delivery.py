"""Delivery figures for bench/browser.py: the bytes a first visit transfers (compressed on the wire, beside the files),
and the boot on a first visit, a repeat visit from the service worker's cache and one from the HTTP cache alone,
each beside a bare Pyodide boot (bare.html) cold and repeated in the same run.
"""

from __future__ import annotations

import json
import statistics
import urllib.parse
from collections import defaultdict

from buildtools.common import DIST

TIMEOUT_MS = 120_000

# As js/page/offline.js is used by main.js; harmless if main.js registered the worker already (same registration).
REGISTER_OFFLINE = """async () => {
  const { registerOffline } = await import(new URL("/js/page/offline.js", location.origin).href);
  const registration = await registerOffline({ after: Promise.resolve() });
  if (!registration) return false;
  await navigator.serviceWorker.ready;
  return true;
}"""

# Arrow functions throughout: Playwright evaluates a bare expression with eval, which the page's CSP forbids.
INTERACTIVE = ("() => document.querySelector('#app')?.dataset.state === 'ready'"
               " && !document.querySelector('#hint').disabled")
BARE_DONE = "() => document.querySelector('#out')?.dataset.state !== 'booting'"


class Traffic:
    """Every request of a browser context that reached the network (not answered by a service worker): its site
    path, the bytes on the wire (headers + body as received: compressed where the server sent a copy), the file's
    size, the Content-Encoding."""

    def __init__(self, context) -> None:
        self.rows: list[dict] = []
        self.phase = "page"
        context.on("requestfinished", self._finished)

    def _finished(self, request) -> None:
        response = request.response()
        if response is None or response.from_service_worker:
            return
        sizes = request.sizes()  # now: a page that navigates away takes its requests' details with it
        path = urllib.parse.urlsplit(request.url).path.lstrip("/") or "index.html"
        file = DIST / path
        self.rows.append({
            "phase": "service worker" if request.service_worker else self.phase,
            "path": path,
            "status": response.status,
            "wire": sizes["responseHeadersSize"] + sizes["responseBodySize"],
            "raw": file.stat().st_size if file.is_file() and response.status == 200 else 0,
            "coding": response.headers.get("content-encoding"),
        })


SETTLE_WINDOWS = 30  # at most this many 1 s trace windows waiting for Chrome to write the wasm code cache
SETTLE_AFTER_WRITE_MS = 3000


def trace_events(browser, action) -> list[dict]:
    # where the wasm cache events are
    browser.start_tracing(categories=["v8.wasm", "disabled-by-default-devtools.timeline"])
    try:
        action()
    finally:
        events = json.loads(browser.stop_tracing())["traceEvents"]
    return events


def traced(browser, page, visit) -> tuple[float, bool]:
    """Run visit() -> ms while Chromium traces WebAssembly; returns (ms, whether the wasm came from V8's code cache
    instead of being compiled: Chrome keeps compiled code beside the cached response, HTTP cache or Cache Storage).
    Then, as a person reading the page would, stays until Chrome has written the compiled code to its cache (it does
    so once the optimising compiler is done, seconds after the boot), so a next visit can find it."""
    figures = []
    events = trace_events(browser, lambda: figures.append(visit()))
    written = any(event.get("name") == "v8.wasm.cachedModule" for event in events)
    for _ in range(SETTLE_WINDOWS if not written else 0):
        if any(event.get("name") == "v8.wasm.cachedModule"
               for event in trace_events(browser, lambda: page.wait_for_timeout(1000))):
            break
    page.wait_for_timeout(SETTLE_AFTER_WRITE_MS)  # the write itself goes on after the event; leaving cuts it off
    return figures[0], any(event.get("name") == "v8.wasm.moduleCacheHit" for event in events)


def wait_interactive(page) -> float:
    """Wait until the position on show has its moves; returns the page's "engine-ready" mark (ms since navigation)."""
    page.wait_for_function(INTERACTIVE, timeout=TIMEOUT_MS)
    return page.evaluate("() => performance.getEntriesByName('engine-ready')[0]?.startTime ?? performance.now()")


def bare_ms(page, site_url: str) -> float:
    page.goto(site_url + "/bare.html")
    page.wait_for_function(BARE_DONE, timeout=TIMEOUT_MS)
    report = page.text_content("#out")
    if page.eval_on_selector("#out", "element => element.dataset.state") != "ready":
        raise RuntimeError(report)
    return json.loads(report)["sinceNavigationMs"]


def delivery_run(browser, site_url: str) -> tuple[dict, list[dict]]:
    """One of each, in fresh contexts: bare cold + repeat; game first visit (bytes counted), service worker install,
    two repeats from its cache; game first + repeat with service workers blocked (HTTP cache only).
    Returns ({figure: (ms, wasm code cache hit)}, traffic rows of the first visit, the install and the repeats)."""
    figures = {}
    game = site_url + "/index.html"
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        figures["bare cold"] = traced(browser, page, lambda: bare_ms(page, site_url))
        figures["bare repeat (HTTP cache)"] = traced(browser, page, lambda: bare_ms(page, site_url))
    finally:
        context.close()

    context = browser.new_context(service_workers="allow")
    try:
        traffic = Traffic(context)
        page = context.new_page()
        figures["game first visit"] = traced(browser, page, lambda: visit(page, game))
        traffic.phase = "after interactive"
        if not page.evaluate(REGISTER_OFFLINE):
            raise RuntimeError("the service worker could not be registered")
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS)
        traffic.phase = "repeat visit"
        figures["game repeat (service worker)"] = traced(browser, page, lambda: visit(page, game))
        figures["game 2nd repeat (service worker)"] = traced(browser, page, lambda: visit(page, game))
        rows = traffic.rows
    finally:
        context.close()

    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        traced(browser, page, lambda: visit(page, game))  # settles: its code cache written, like the others
        figures["game repeat (HTTP cache)"] = traced(browser, page, lambda: visit(page, game))
    finally:
        context.close()
    return figures, rows


def visit(page, url: str) -> float:
    page.goto(url)
    return wait_interactive(page)


def megabytes(count: int) -> str:
    return f"{count / 1e6:.2f} MB"


def report(runs: list[tuple[dict, list[dict]]]) -> None:
    """Print the traffic of the first run and the boot figures of all runs."""
    rows = runs[0][1]
    by_phase = defaultdict(list)
    for row in rows:
        by_phase[row["phase"]].append(row)
    first = by_phase["page"]
    # A file asked for again (Pyodide's fetch of a file the worker's download put in the HTTP cache) is a revalidation:
    # its headers on the wire, the body from the cache. Its file counts once.
    raw_by_path = {}
    for row in first:
        raw_by_path[row["path"]] = max(raw_by_path.get(row["path"], 0), row["raw"])
    wire, raw = sum(row["wire"] for row in first), sum(raw_by_path.values())
    print(f"(e) first visit until interactive   : {len(first)} requests ({len(first) - len(raw_by_path)} of them asking"
          f" again for a file already fetched), {megabytes(wire)} on the wire (br or gzip where it pays),"
          f" {megabytes(raw)} of files uncompressed <- without precompression")
    for row in sorted(first, key=lambda row: -row["wire"])[:8]:
        coding = f" ({row['coding']})" if row["coding"] else ""
        print(f"      {row['path']:<40} {row['wire']:>9} B on the wire{coding},"
              f" {row['raw']:>9} B file")
    tables = sorted(row["path"] for row in first if row["path"].split("/")[0] in ("tables", "pdb"))
    print(f"      tables and databases fetched     : {', '.join(tables) or 'none'}")
    later = by_phase["after interactive"] + by_phase["service worker"]
    print(f"(e) then the service worker install: {len(later)} requests, {megabytes(sum(row['wire'] for row in later))}"
          " on the wire (revalidations: the bodies come from the HTTP cache the first visit filled)")
    repeat = by_phase["repeat visit"]
    print(f"(e) repeat visits (service worker)  : {len(repeat)} requests reached the network,"
          f" {megabytes(sum(row['wire'] for row in repeat))}")
    figures = {name: [run[0][name][0] for run in runs] for name in runs[0][0]}
    hits = {name: sum(run[0][name][1] for run in runs) for name in runs[0][0]}
    baseline = statistics.median(figures["bare repeat (HTTP cache)"])
    for name, samples in figures.items():
        median = statistics.median(samples)
        print(f"(e) {name:<33}: median {median:.0f} ms (min {min(samples):.0f}, max {max(samples):.0f},"
              f" n={len(samples)})  bare repeat {median - baseline:+.0f} ms;"
              f" wasm from code cache in {hits[name]}/{len(samples)}")
