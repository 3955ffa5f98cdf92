"""Delivery: precompressed files (brotli, gzip) served with Content-Encoding, the service worker (offline play after
one visit, one cache per build, the page told of a new build) and the Content-Security-Policy the page and Pyodide run
under.
Pages here opt in to service workers (the shared fixtures block them) and get their own server when they stop it.
"""

from __future__ import annotations

import gzip
import hashlib
import http.client
import os
import shutil
import subprocess
import threading
import urllib.parse
import zipfile

import pytest

import build
from buildtools import compression, manifests
from buildtools.common import DIST, ROOT
from buildtools.server import accepted_codings, make_server, server_url
from gamepage import (CATALOG, expect_status, fewest, goto, longest, python_came_up, type_address, wait_ready,
                      wait_snapshot_kept)

RUNTIME_COMPRESSED = {  # path -> the Content-Type it keeps when it goes out compressed
    "pyodide/pyodide.asm.wasm": "application/wasm",
    "pyodide/pyodide.asm.mjs": "text/javascript",
    "pyodide/python_stdlib.zip": "application/zip",
    "catalog.json": "application/json",
    "index.html": "text/html",
    "style.css": "text/css",
    "tables/8-puzzle.bin": "application/octet-stream",
}
SW_TIMEOUT_MS = 120_000  # the install fetches and checks the whole runtime (13 MB) on a shared machine

# Collected in the page from the first script on: each CSP violation the document reports.
WATCH_VIOLATIONS = """
globalThis.cspViolations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  globalThis.cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`
                                + ` at ${event.sourceFile}:${event.lineNumber}`);
});
"""

# Registers sw.js as main.js does (js/page/offline.js), recording what registerOffline tells the page.
REGISTER_OFFLINE = """async () => {
  const { registerOffline } = await import(new URL("/js/page/offline.js", location.origin).href);
  globalThis.offlineEvents = [];
  const registration = await registerOffline({
    after: Promise.resolve(),
    onUpdateReady: (reload) => { globalThis.offlineEvents.push("update-ready"); globalThis.offlineReload = reload; },
    onOfflineReady: () => globalThis.offlineEvents.push("offline-ready"),
  });
  return registration ? registration.scope : null;
}"""

# The offline caches by name, with the URLs each holds (Python's snapshot, kept by the worker, is not one of them).
CACHED_URLS = """async () => {
  const found = {};
  for (const name of await caches.keys()) {
    if (name === "puzzlelab-python-snapshot") continue;
    found[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
  }
  return found;
}"""


# ---------------------------------------------------------------- helpers


class OwnSite:
    """`folder` served on a free port for one test, so the test can stop the server (the shared one stays up)."""

    def __init__(self, folder) -> None:
        self.server = make_server(folder, port=0, quiet=True)
        threading.Thread(target=self.server.serve_forever, name="own-site", daemon=True).start()
        self.url = server_url(self.server)
        self.running = True

    def stop(self) -> None:
        if self.running:
            self.server.shutdown()
            self.server.server_close()
            self.running = False


@pytest.fixture
def own_site():
    """Factory: own_site(folder=dist) -> OwnSite; every site started is stopped after the test."""
    sites = []

    def start(folder=DIST) -> OwnSite:
        sites.append(OwnSite(folder))
        return sites[-1]

    yield start
    for site in sites:
        site.stop()


def http_request(site_url: str, path: str, method: str = "GET", **headers) -> tuple[int, dict, bytes]:
    """(status, headers with lower-case names, raw body) of one plain HTTP request: no decoding, no cache."""
    parsed = urllib.parse.urlsplit(site_url)
    connection = http.client.HTTPConnection(parsed.hostname, parsed.port, timeout=30)
    try:
        connection.request(
            method, "/" + path, headers={name.replace("_", "-"): value for name, value in headers.items()}
        )
        response = connection.getresponse()
        return response.status, {name.lower(): value for name, value in response.getheaders()}, response.read()
    finally:
        connection.close()


def register_offline(page) -> None:
    """Register the service worker from `page` and wait until it controls the page (its install has finished)."""
    assert page.evaluate(REGISTER_OFFLINE) is not None, "the service worker was not registered"
    # Arrow functions, not expressions: Playwright evaluates a bare expression with eval, which the page's CSP forbids.
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=SW_TIMEOUT_MS)
    page.wait_for_function("() => globalThis.offlineEvents.includes('offline-ready')", timeout=SW_TIMEOUT_MS)


def cache_name(site) -> str:
    return "puzzlelab-" + manifests.read_precache_manifest(site)["build"]


# The responses a policy governs: documents, and the workers' scripts (a module worker runs under its own script's
# policy, not its page's; the modules it imports run under the worker's).
POLICED = (".html", "/js/engine/worker.js", "/js/bare-worker.js")


def enforce_policy(context, policy: str) -> None:
    """Send `policy` as a Content-Security-Policy header with the documents and worker scripts (POLICED); the rest
    (the runtime's 3.6 MB among them) comes from the server untouched."""

    def with_policy(route):
        response = route.fetch()
        headers = {name: value for name, value in response.headers.items()
                   if name.lower() not in ("content-encoding", "content-length")}  # the body comes decoded
        headers["content-security-policy"] = policy
        route.fulfill(status=response.status, headers=headers, body=response.body())

    context.route(lambda url: urllib.parse.urlsplit(url).path.endswith(POLICED), with_policy)


def watch_violations(page):
    """Start recording CSP violations (the document's events, and the console's reports from workers too);
    returns a function giving those seen so far."""
    from_console = []

    def on_console(message) -> None:
        if "Content Security Policy" in message.text or "Content-Security-Policy" in message.text:
            from_console.append(message.text)

    page.on("console", on_console)
    page.add_init_script(WATCH_VIOLATIONS)
    return lambda: page.evaluate("() => globalThis.cspViolations ?? []") + from_console


# ---------------------------------------------------------------- precompressed files


def test_large_files_go_out_brotli_where_asked_else_gzip_keeping_their_content_type(site_url):
    for path, content_type in RUNTIME_COMPRESSED.items():
        for accept, coding in (("gzip, deflate, br, zstd", "br"), ("gzip, deflate", "gzip")):
            status_code, headers, body = http_request(site_url, path, Accept_Encoding=accept)
            assert status_code == 200, path
            assert headers.get("content-encoding") == coding, (path, accept)
            assert headers["content-type"] == content_type, path
            assert headers["vary"] == "Accept-Encoding", path
            assert int(headers["content-length"]) == len(body), path
            if coding == "gzip":
                assert gzip.decompress(body) == (DIST / path).read_bytes(), path
            else:  # the build's copy (test_every_brotli_copy_decodes_to_its_file checks what it holds)
                assert body == (DIST / (path + ".br")).read_bytes(), path


def test_every_brotli_copy_decodes_to_its_file():
    """Each NAME.br of the build holds NAME's bytes (decoded by the brotli package of build.py's tools venv)."""
    copies = sorted(DIST.rglob("*.br"))
    assert len(copies) > 20
    result = subprocess.run([build.tools_python(), "-m", "buildtools.compression", "check-brotli"], cwd=ROOT,
                            input="\n".join(map(str, copies)), text=True, capture_output=True, check=True)
    assert result.stdout == ""


def test_accept_encoding_is_read_as_http_says():
    assert accepted_codings("gzip, deflate, br, zstd") == {"br", "gzip"}
    assert accepted_codings("br;q=0, gzip;q=0.5") == {"gzip"}
    assert accepted_codings("x-gzip") == {"gzip"}
    assert accepted_codings("*") == {"br", "gzip"}
    assert accepted_codings("*;q=0, br") == {"br"}
    assert accepted_codings("gzip;q=bad") == set()
    assert accepted_codings("") == set()


def test_no_compressed_copy_goes_to_clients_that_refuse_it_or_ask_for_a_byte_range(site_url):
    wasm = (DIST / "pyodide/pyodide.asm.wasm").read_bytes()
    for headers_sent in ({}, {"Accept_Encoding": "gzip;q=0, br;q=0, identity"}, {"Accept_Encoding": "zstd"},
                         {"Accept_Encoding": "gzip, br", "Range": "bytes=0-99"}):
        status_code, headers, body = http_request(site_url, "pyodide/pyodide.asm.wasm", **headers_sent)
        assert "content-encoding" not in headers, headers_sent
        assert headers["vary"] == "Accept-Encoding", headers_sent  # a shared cache must not hand these out for gzip
        assert headers["content-type"] == "application/wasm", headers_sent
        if status_code == 200:
            assert body == wasm, headers_sent
        else:  # a server that supports ranges answers a range with its plain bytes
            assert (status_code, body) == (206, wasm[:100]), headers_sent


def test_head_and_revalidation_of_a_compressed_file(site_url):
    for accept in ("gzip", "br"):
        _, full_headers, _ = http_request(site_url, "pyodide/pyodide.asm.wasm", Accept_Encoding=accept)
        status_code, headers, body = http_request(site_url, "pyodide/pyodide.asm.wasm", "HEAD", Accept_Encoding=accept)
        assert (status_code, body) == (200, b"")
        named = ("content-encoding", "content-type", "content-length", "last-modified")
        assert {name: headers[name] for name in named} == {name: full_headers[name] for name in named}
        status_code, headers, body = http_request(
            site_url, "pyodide/pyodide.asm.wasm", Accept_Encoding=accept,
            If_Modified_Since=full_headers["last-modified"],
        )
        assert (status_code, body) == (304, b"")


def test_the_stored_archives_go_out_compressed_as_a_whole(site_url):
    wheel = next((DIST / "pyodide").glob("puzzlelab-*.whl")).relative_to(DIST).as_posix()
    for path in (wheel, "pyodide/python_stdlib.zip"):
        with zipfile.ZipFile(DIST / path) as archive:
            assert {info.compress_type for info in archive.infolist()} == {zipfile.ZIP_STORED}, path
        _, headers, body = http_request(site_url, path, Accept_Encoding="gzip, br")
        assert headers["content-encoding"] == "br", path
        assert len(body) < 0.25 * (DIST / path).stat().st_size, path  # the archive compresses as a whole


def test_the_small_files_go_out_as_they_are(site_url):
    for path in ("pyodide/pyodide-lock.json", "icons/icon.svg"):  # under 512 bytes: a copy would save nothing
        assert not list(DIST.glob(path + ".*")), path
        _, headers, body = http_request(site_url, path, Accept_Encoding="gzip, br")
        assert "content-encoding" not in headers and body == (DIST / path).read_bytes(), path


def test_pyodide_boots_in_chromium_from_the_brotli_runtime(site_url, new_page, wait_for_state):
    page, _errors = new_page()
    wasm = []
    page.on("response", lambda response: wasm.append(response) if response.url.endswith("/pyodide.asm.wasm") else None)
    page.goto(site_url + "/bare.html")  # loadPyodide in a module worker: its streaming compile takes the brotli wasm
    assert wait_for_state(page) == "ready", page.text_content("#out")
    (response,) = wasm
    assert response.headers["content-encoding"] == "br"
    assert response.headers["content-type"] == "application/wasm"
    received = response.request.sizes()["responseBodySize"]
    assert received == (DIST / "pyodide/pyodide.asm.wasm.br").stat().st_size
    assert received < 0.3 * (DIST / "pyodide/pyodide.asm.wasm").stat().st_size


# ---------------------------------------------------------------- the service worker


def test_the_precache_manifest_lists_this_builds_app_files_with_their_hashes():
    manifest = manifests.read_precache_manifest(DIST)
    listed = manifest["precache"]
    shipped = {path.relative_to(DIST).as_posix() for path in DIST.rglob("*")
               if path.is_file() and path.suffix not in compression.PRECOMPRESSED}
    shipped.discard("gallery-samples.json")  # written beside the build by test_boards_gallery, not part of it
    assert set(listed) == shipped - manifests.NOT_PRECACHED
    assert {"index.html", "manifest.webmanifest", "icons/icon-192.png", "icons/icon-512.png",
            "pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip"} <= set(listed)
    assert "tables/8-puzzle.bin" in listed  # every table: every tabled puzzle plays offline
    assert "pdb/pdb-4x4-2-3-4.bin" in listed  # and the 15-puzzle, with its databases
    for path, digest in listed.items():
        assert hashlib.sha256((DIST / path).read_bytes()).hexdigest() == digest, path


def test_registering_where_service_workers_are_blocked_gives_null_quietly(site_url, new_page):
    page, _errors = new_page(site_url + "/js/")  # a page of the site that boots nothing itself; workers blocked
    assert page.evaluate(REGISTER_OFFLINE) is None  # and no console error (the shared fixture checks)


def test_after_one_visit_the_game_loads_and_plays_offline(own_site, new_page):
    site = own_site()
    page, _errors = new_page(service_workers="allow")
    page.goto(site.url + "/index.html#/knight-exchange")
    wait_ready(page)
    register_offline(page)
    cached = page.evaluate(CACHED_URLS)
    manifest = manifests.read_precache_manifest(DIST)
    assert list(cached) == [cache_name(DIST)]
    urls = set(cached[cache_name(DIST)])
    # Every file, every table and the 15-puzzle's databases among them (test_offline_catalogue plays them all).
    assert {f"{site.url}/{path}" for path in manifest["precache"]} <= urls

    site.stop()
    page.context.set_offline(True)
    page.reload()
    wait_ready(page)
    expect_status(page, fewest(16))  # the position's distance: the engine answers offline, from its table
    # Puzzles never opened online answer offline too, from their precached tables or the device's own search.
    for address, words in [("#/missionaries", fewest(11)), ("#/frog-jump/BBB.WWW", fewest(15)),
                           ("#/uncrossed-knight/5/", longest(10))]:
        type_address(page, address)
        expect_status(page, words)


def copy_site(target):
    """A copy of dist/ at `target` that a test may change (hard links where it can: build.py replaces, never edits)."""

    def link_or_copy(source, destination):
        try:
            os.link(source, destination)
        except OSError:
            shutil.copy2(source, destination)

    shutil.copytree(DIST, target, copy_function=link_or_copy)
    return target


def test_a_new_build_replaces_the_cache_whole_and_the_page_is_told(tmp_path, own_site, new_page):
    folder = copy_site(tmp_path / "site")
    site = own_site(folder)
    page, _errors = new_page(site.url + "/js/", service_workers="allow")  # any page of the site will do
    register_offline(page)
    first = cache_name(folder)
    assert list(page.evaluate(CACHED_URLS)) == [first]

    # The next build: one file changes, so its manifest (written the way build.py writes it) names a new cache.
    style = folder / "style.css"
    changed = style.read_text() + "\n/* the next build */\n"
    style.unlink()  # a hard link to dist/: replace, don't edit
    style.write_text(changed)
    manifests.write_precache_manifest(folder)
    compression.write_compressed_copies(folder, build.tools_python())
    second = cache_name(folder)
    assert second != first

    page.evaluate("() => navigator.serviceWorker.getRegistration().then((registration) => registration.update())")
    page.wait_for_function("() => globalThis.offlineEvents.includes('update-ready')", timeout=SW_TIMEOUT_MS)
    assert set(page.evaluate(CACHED_URLS)) == {first, second}  # the page in use keeps its build until it reloads
    assert "the next build" not in page.evaluate("() => fetch('/style.css').then((response) => response.text())")

    with page.expect_navigation(timeout=SW_TIMEOUT_MS):  # Reload: the new build takes over and the page reloads
        page.evaluate("() => globalThis.offlineReload()")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    assert list(page.evaluate(CACHED_URLS)) == [second]  # the old build's cache is gone, not mixed in
    site.stop()
    page.context.set_offline(True)
    assert "the next build" in page.evaluate("() => fetch('/style.css').then((response) => response.text())")


# ---------------------------------------------------------------- Content-Security-Policy


def test_pyodide_boots_in_a_module_worker_under_the_policy(site_url, new_page, wait_for_state):
    page, _errors = new_page()
    violations = watch_violations(page)
    enforce_policy(page.context, manifests.CONTENT_SECURITY_POLICY)
    page.goto(site_url + "/bare.html")
    assert wait_for_state(page) == "ready", page.text_content("#out")
    assert violations() == []


# An inline script put into the page: "ran", or the directive that refused it.
INLINE_SCRIPT = """() => new Promise((resolve) => {
  document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true });
  const script = document.createElement('script');
  script.textContent = 'globalThis.inlineRan = true;';
  document.head.append(script);
  if (globalThis.inlineRan) resolve('ran');
})"""


def test_the_pages_own_policy_refuses_inline_script(site_url, new_page):
    """The policy index.html declares is in force by itself (build.py's server sends no policy header): an inline
    script is refused. (buildtools/lint.py holds the declared policy equal to manifests.CONTENT_SECURITY_POLICY.)"""
    page, errors = new_page(site_url + "/index.html#/knight-exchange")
    assert page.evaluate(INLINE_SCRIPT) == "script-src-elem"
    errors.clear()  # the console's report of the refusal
    page.context.close()


def test_the_page_raises_no_csp_violation(site_url, new_page):
    page, _errors = new_page()
    violations = watch_violations(page)
    enforce_policy(page.context, manifests.CONTENT_SECURITY_POLICY)  # on the page and on its worker's script
    page.goto(site_url + "/index.html#/knight-exchange")
    wait_ready(page)
    goto(page, f"#/8-puzzle/{CATALOG['8-puzzle']['start']}")  # its distance table fetched by the worker
    found = violations()
    wait_snapshot_kept(page)
    page.reload()  # and a boot that restores Python's snapshot (the page's own record starts again)
    wait_ready(page)
    assert python_came_up(page) == "restored"
    found = sorted(set(found + violations()))
    assert found == []
