"""Browser test fixtures: dist/ served on a free local port, Debian's chromium driven by Playwright, checked pages.

Fixtures: site_url, browser, new_page (a factory: new_page(url) -> (page, errors): a first visit), returning_page (the
same for a returning visitor, whose Python restores from the browser's snapshot), game (the module's game page, see
its docstring), script_page (a page that boots nothing, for tests of the page's modules), errors_of, wait_for_state.
Any console error or uncaught page error on a page made by new_page fails the test that was running when it
appeared (reported at that test's teardown). A test that provokes errors on purpose clears the list it got
(errors_of(page) for the module's pages).
Pyodide takes seconds to boot: open a page once per module (a module-scoped fixture) and reuse it. A page that tests
the game rather than its first boot is a returning visitor's (returning_page): its boot restores Python from the
snapshot an earlier boot in this test process kept (engine/snapshot.js), about a second instead of four or five; the
test server hands that snapshot on to each new shared profile (seed_python_snapshot). A shared profile is kept on
disk, as a visitor's browser is, so Chromium keeps the code it compiled between visits; a first visit is incognito.
Close pages with gamepage.close_page(page), which leaves a shared profile open. Navigate with gamepage.goto (a link,
waited for until playable) and gamepage.type_address (an address typed, nothing waited for).
Pages prefer reduced motion (prefers-reduced-motion: reduce), so moves land without waiting on animations; a test
of animation itself asks for new_page(url, reduced_motion="no-preference").
Wait on conditions (expect, wait_for_function, gamepage.next_frames), never on clocks: no time.sleep or
wait_for_timeout. Timings belong in bench/browser.py, not in assertions here.
"""

from __future__ import annotations

import functools
import io
import os
import shutil
import sys
import tempfile
import threading
from pathlib import Path

import pytest

# The page helpers assert too: let pytest show what the page showed instead of a bare AssertionError.
pytest.register_assert_rewrite("gamepage", "collectionpage")

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))  # buildtools/: the same server (MIME types) as `build.py serve`
from buildtools.chromium import chromium_options  # noqa: E402
from buildtools.common import DIST  # noqa: E402
from buildtools.installs import CHROMIUM  # noqa: E402
from buildtools.server import DistServer, QuietDistRequestHandler, server_url  # noqa: E402

from gamepage import BOOT_TIMEOUT_MS  # noqa: E402 - after the assert rewrite above

_tracked_pages: list["TrackedPage"] = []


class TrackedPage:
    """A page and the console errors and page errors it has had; `reported` counts those already blamed on a test."""

    def __init__(self, page) -> None:
        self.page = page
        self.errors: list[str] = []
        self.reported = 0
        page.on("console", self._on_console)
        page.on("pageerror", lambda error: self.errors.append(f"page error: {error}"))
        page.on("crash", lambda _page: self.errors.append("page crashed"))

    def _on_console(self, message) -> None:
        if message.type != "error":
            return
        url = (message.location or {}).get("url", "")
        if url.endswith("/favicon.ico"):
            return  # the browser's own favicon probe, not the page's doing
        self.errors.append(f"console error: {message.text} ({url})")

    def take_unreported(self) -> list[str]:
        if len(self.errors) < self.reported:  # a test cleared the list
            self.reported = 0
        fresh = self.errors[self.reported :]
        self.reported = len(self.errors)
        return fresh


def chromium_path() -> str:
    path = os.environ.get("PUZZLELAB_CHROMIUM") or shutil.which("chromium") or str(CHROMIUM)
    if not Path(path).exists():
        pytest.fail("chromium is not installed: run python3 build.py test (it installs it) "
                    "or apt-get install -y chromium")
    return path


def open_tracked_page(browser, url: str | None = None, timeout_ms: int = BOOT_TIMEOUT_MS,
                      reduced_motion: str = "reduce", service_workers: str = "block", **context_options):
    """A page in a fresh browser context (own cache and storage), optionally opened at `url`.

    Service workers are blocked unless a test asks for them (service_workers="allow"): requests a service worker
    answers bypass page.route, which the boot tests use to stall and damage downloads.

    The context prefers reduced motion unless `reduced_motion="no-preference"` (for tests of animation);
    `context_options` go to browser.new_context (viewport, device_scale_factor, is_mobile, has_touch, ...).
    Returns (page, errors): `errors` is the live list of console/page error texts; whatever is in it at the end of a
    test fails that test, so clear it (errors.clear()) after checking errors you provoked on purpose.
    Close it with page.context.close() (or leave it: contexts are closed at the end of the session).
    """
    context = browser.new_context(reduced_motion=reduced_motion, service_workers=service_workers, **context_options)
    context.set_default_timeout(timeout_ms)
    page = context.new_page()
    return _tracked(page, url)


def _tracked(page, url: str | None):
    """`page` with its errors tracked (see TrackedPage), opened at `url` if given: (page, errors)."""
    tracked = TrackedPage(page)
    _tracked_pages.append(tracked)
    if url is not None:
        page.goto(url)
    return page, tracked.errors


SNAPSHOT_SEED_PATH = "/__tests__/python-snapshot"  # the test server's own address, never a file of dist/


class TestSiteHandler(QuietDistRequestHandler):
    """dist/ as `build.py serve` sends it, and at SNAPSHOT_SEED_PATH Python's snapshot as a page of this test process
    kept it: POSTed there from one browser context, fetched from there into the next (see seed_python_snapshot).

    One difference: dist/ does not change while the tests run, so its files may be cached for the session, as a
    static host would let them be. A page opened in a context that has loaded the site before takes its ~110 ES
    modules from the browser's cache instead of asking for each again (a 304 each); page.route turns the cache off
    for the tests that damage downloads, and the service worker fetches with cache: "no-cache" as it does anywhere.
    """

    @property
    def cache_control(self) -> str:
        """dist/ cached for the session; the snapshot at SNAPSHOT_SEED_PATH, which each new profile asks for, never."""
        return "no-store" if self.path == SNAPSHOT_SEED_PATH else "max-age=3600"

    def do_POST(self) -> None:
        if self.path != SNAPSHOT_SEED_PATH:
            self.send_error(405)
            return
        body = self.rfile.read(int(self.headers["Content-Length"]))
        self.server.python_snapshot = (self.headers["X-Kept-As"], self.headers["X-Kept-Headers"], body)
        self.send_response(204)
        self.end_headers()

    def send_head(self):
        if self.path != SNAPSHOT_SEED_PATH:
            return super().send_head()
        if self.server.python_snapshot is None:
            self.send_error(404)
            return None
        url, headers, body = self.server.python_snapshot
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("X-Kept-As", url)
        self.send_header("X-Kept-Headers", headers)
        self.end_headers()
        return io.BytesIO(body)


@pytest.fixture(scope="session")
def site_url():
    """Base URL (no trailing slash) of dist/ served on 127.0.0.1 in a thread for the whole session."""
    if not (DIST / "pyodide" / "pyodide-lock.json").exists():
        pytest.fail("dist/ is not built: run python3 build.py test", pytrace=False)
    server = DistServer(("127.0.0.1", 0), functools.partial(TestSiteHandler, directory=str(DIST)))
    server.python_snapshot = None  # (the URL it is kept under, its headers as JSON, its bytes) once a page kept one
    thread = threading.Thread(target=server.serve_forever, name="dist-server", daemon=True)
    thread.start()
    yield server_url(server)
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def chromium_launcher():
    """(playwright, Chromium's launch options) for the session: see buildtools/chromium.py."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        yield playwright, chromium_options(playwright, chromium_path())


@pytest.fixture(scope="session")
def browser(chromium_launcher):
    """Chromium for first visits: each new_page is a fresh incognito context of it."""
    playwright, options = chromium_launcher
    chromium = playwright.chromium.launch(**options)
    yield chromium
    chromium.close()


@pytest.fixture(scope="session")
def new_page(browser):
    """Factory: new_page(url=None, timeout_ms=60000, reduced_motion="reduce", service_workers="block",
    **context_options) -> (page, errors); see open_tracked_page."""
    return functools.partial(open_tracked_page, browser)


# Context options a page cannot change by itself: one shared context per combination of them.
_CONTEXT_ONLY = ("has_touch", "is_mobile", "device_scale_factor", "timezone_id", "locale")

# Python's snapshot moved between this process's shared contexts through the test server (SNAPSHOT_SEED_PATH): a
# page of a context that keeps one sends it there (SEND_SNAPSHOT), a page of a new context stores it in its own Cache
# Storage (STORE_SNAPSHOT) as engine/snapshot.js keeps it (its URL, its headers: the digest the boot checks).
SEND_SNAPSHOT = """async ([name, seed]) => {
  const cache = await caches.open(name);
  const [request] = await cache.keys();
  if (!request) return false;
  const kept = await cache.match(request);
  const sent = await fetch(seed, { method: "POST", body: await kept.blob(),
    headers: { "X-Kept-As": request.url, "X-Kept-Headers": JSON.stringify([...kept.headers]) } });
  return sent.ok;
}"""
STORE_SNAPSHOT = """async ([name, seed]) => {
  const seeded = await fetch(seed);
  if (!seeded.ok) return false;
  const headers = JSON.parse(seeded.headers.get("X-Kept-Headers"));
  const cache = await caches.open(name);
  await cache.put(seeded.headers.get("X-Kept-As"), new Response(await seeded.arrayBuffer(), { headers }));
  return true;
}"""


def _on_a_blank_page(context, site_url: str, script: str) -> bool:
    """Run `script` (SEND_SNAPSHOT or STORE_SNAPSHOT) on a page of `context` at the site's /js/ listing, which boots
    nothing and has no content security policy; the page is closed again."""
    from gamepage import SNAPSHOT_CACHE

    page = context.new_page()
    try:
        page.goto(site_url + "/js/")
        return page.evaluate(script, [SNAPSHOT_CACHE, site_url + SNAPSHOT_SEED_PATH])
    finally:
        page.close()


def seed_python_snapshot(context, site_url: str) -> bool:
    """Give a new shared context the snapshot of Python an earlier one keeps, so that its first boot restores Python
    (about 1.5 s) instead of starting it afresh (4-5 s, and another snapshot taken and stored). The first shared
    context of the process boots afresh; each context's later boots restore as before. Returns whether it seeded."""
    if _on_a_blank_page(context, site_url, STORE_SNAPSHOT):  # the server has one already
        return True
    sent = any(_on_a_blank_page(donor, site_url, SEND_SNAPSHOT) for donor in _returning_contexts.values())
    return sent and _on_a_blank_page(context, site_url, STORE_SNAPSHOT)


def open_returning_page(new_profile, site_url: str, url: str | None = None, timeout_ms: int = BOOT_TIMEOUT_MS,
                        reduced_motion: str = "reduce", color_scheme: str | None = None, viewport: dict | None = None,
                        clock: bool = False, **context_options):
    """A page as a returning visitor opens it: in a browser profile this test process shares (service workers
    blocked) whose Cache Storage keeps Python's snapshot once a first boot there has stored it, so the game's boot
    restores Python. The profile lives on disk as a visitor's browser does, not in an incognito context, so the
    browser keeps the code it compiled between visits (Pyodide's WebAssembly, the page's modules) as it does for a
    person who comes back: a restored boot costs about 1.3 core-seconds instead of 1.7. `new_profile(**options)`
    makes one (a persistent context, a Chromium of its own).
    Nothing else carries over: the site's localStorage (saved games, stats, theme) is cleared before the page opens,
    so the page starts as clean as a first visit's (pages open at once in one profile share that storage: a second
    page opened while a module's page is still to be used clears it for that one too, so open it last in the module,
    or with new_page). Same arguments and result as new_page;
    `has_touch`, `is_mobile`, `device_scale_factor` and `timezone_id` pick the shared profile, the rest are set on the
    page. A new shared profile starts with the snapshot an earlier one keeps (seed_python_snapshot): only the
    process's first returning visit starts Python afresh.
    clock=True: a shared profile of its own, for tests that set the page's clock (Playwright's clock belongs to the
    context and cannot be taken back: pages opened after it in the same context would find time standing still).
    """
    unknown = set(context_options) - set(_CONTEXT_ONLY)
    if unknown:
        raise TypeError(f"returning_page cannot share a context with {sorted(unknown)}: use new_page")
    key = (*sorted(context_options.items()), ("clock", clock))
    context = _returning_contexts.get(key)
    if context is None:
        context = new_profile(**context_options)
        context.puzzlelab_shared = True  # gamepage.close_page closes its pages, not it
        seed_python_snapshot(context, site_url)
        _returning_contexts[key] = context
    page = context.new_page()
    page.set_default_timeout(timeout_ms)
    page.emulate_media(reduced_motion=reduced_motion, color_scheme=color_scheme)
    if viewport:
        page.set_viewport_size(viewport)
    session = context.new_cdp_session(page)
    session.send("Storage.clearDataForOrigin", {"origin": site_url, "storageTypes": "local_storage"})
    session.detach()
    return _tracked(page, url)


_returning_contexts: dict[tuple, object] = {}


@pytest.fixture(scope="session")
def returning_page(chromium_launcher, site_url):
    """Factory: returning_page(url=None, timeout_ms=60000, reduced_motion="reduce", color_scheme=None, viewport=None,
    has_touch=..., is_mobile=..., device_scale_factor=..., timezone_id=...) -> (page, errors); see
    open_returning_page. Each shared profile is a Chromium of its own, its folder removed at the end."""
    playwright, options = chromium_launcher
    folders = tempfile.TemporaryDirectory(prefix="puzzlelab-profiles-")

    def new_profile(**context_options):
        return playwright.chromium.launch_persistent_context(
            tempfile.mkdtemp(dir=folders.name), service_workers="block", reduced_motion="reduce", **options,
            **context_options)

    yield functools.partial(open_returning_page, new_profile, site_url)
    for context in _returning_contexts.values():
        context.close()
    _returning_contexts.clear()
    folders.cleanup()


@pytest.fixture(scope="session")
def errors_of():
    """errors_of(page) -> the live list of console and page errors of a page new_page or returning_page made."""
    return lambda page: next(tracked.errors for tracked in _tracked_pages if tracked.page is page)


def game_page_mark(address: str = "", *, visitor: str = "returning", ready: bool = True, prepare=None, **options):
    """The game_page mark's arguments (see `game`), checked: (address, visitor, ready, prepare, options)."""
    if visitor not in ("returning", "first"):
        raise ValueError(f"game_page: visitor is 'returning' or 'first', not {visitor!r}")
    return address, visitor, ready, prepare, options


@pytest.fixture(scope="module")
def game(request, site_url, new_page, returning_page):
    """The module's game page (index.html), opened once for the module's tests: a returning visitor's (see
    returning_page), the solver ready. A module says how it opens with a mark,
    `pytestmark = pytest.mark.game_page(address="", *, visitor="returning", ready=True, prepare=None, **options)`:
    `address` follows index.html ("#/oshidori", "?engine-hang-ms=8000#/8-puzzle"); visitor="first" for a first
    visit (new_page: a context of its own, Python started afresh); ready=False does not wait for the solver;
    prepare(page) runs before the page loads (listeners, init scripts, a clock); `options` go to returning_page or
    new_page (has_touch, reduced_motion, viewport, ...). No mark: index.html as a returning visitor, solver ready."""
    from gamepage import close_page, wait_ready

    mark = request.node.get_closest_marker("game_page")
    address, visitor, ready, prepare, options = game_page_mark(*mark.args, **mark.kwargs) if mark else game_page_mark()
    page, _errors = (returning_page if visitor == "returning" else new_page)(None, **options)
    if prepare is not None:
        prepare(page)
    page.goto(f"{site_url}/index.html{address}")
    if ready:
        wait_ready(page)
    yield page
    close_page(page)


@pytest.fixture(scope="module")
def script_page(site_url, new_page):
    """A page of the site that boots nothing itself (the /js/ listing), once per module, speaking English (its
    catalogue loaded, as main.js does): tests import the page's modules into it, and make and break engines there."""
    page, _errors = new_page(site_url + "/js/")
    page.evaluate("async () => (await import('/js/i18n/language.js')).speak('en')")
    yield page
    page.context.close()


@pytest.fixture(scope="session")
def wait_for_state():
    """The wait_for_state(page, selector="#out", states=("ready", "failed"), timeout_ms) helper."""
    return wait_for_data_state


@pytest.fixture(autouse=True)
def _fail_on_browser_errors():
    """Fail the running test if any tracked page logged an error since the last check (boot errors included)."""
    yield
    problems = [error for tracked in _tracked_pages for error in tracked.take_unreported()]
    if problems:
        pytest.fail("browser errors:\n  " + "\n  ".join(problems), pytrace=False)


def wait_for_data_state(page, selector: str = "#out", states=("ready", "failed"),
                        timeout_ms: int = BOOT_TIMEOUT_MS) -> str:
    """Wait until `selector`'s data-state is one of `states`; returns that state."""
    condition = " || ".join(f"element.dataset.state === {state!r}" for state in states)
    page.wait_for_function(
        f"(selector) => {{ const element = document.querySelector(selector); return element && ({condition}); }}",
        arg=selector,
        timeout=timeout_ms,
    )
    return page.eval_on_selector(selector, "element => element.dataset.state")
