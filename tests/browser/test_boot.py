"""Boot tests: the self-hosted Pyodide runtime starts in a module worker, loads the puzzlelab wheel and answers;
engine.js's ready/request/restart contract, and its failures as readable messages. The loading banner counts
the download in MB as it arrives (a throttled first visit), each file crosses the wire once, and a download cut
midway gets the failure message with Retry.
"""

import functools
import json
import threading
import urllib.request

import pytest
from playwright.sync_api import expect

from buildtools import manifests
from buildtools.common import DIST
from buildtools.runtime import PYODIDE_VERSION
from buildtools.server import DistServer, QuietDistRequestHandler, server_url
import puzzlelab
from gamepage import CATALOG, expect_position, wait_ready, wait_snapshot_kept

PUZZLELAB_VERSION = puzzlelab.__version__  # the checkout's engine: the one the build put in the wheel
BOOT_FILES = json.loads((DIST / manifests.BOOT_FILES_MANIFEST).read_text())["files"]
WIRE_BYTES = sum(file["br"] or file["bytes"] for file in BOOT_FILES)  # what the download moves: brotli where it pays


@pytest.fixture(scope="module")
def boot_check(site_url, new_page, wait_for_state):
    """boot-check.html after its engine round trip (booted once for the whole module)."""
    page, errors = new_page(site_url + "/boot-check.html")
    wait_for_state(page)
    yield page
    page.context.close()


@pytest.fixture(scope="module")
def engine_page(boot_check):
    """The boot-check page with a second, test-owned Engine booted: window.testEngine. It boots once the first boot's
    snapshot of Python is kept, so it restores that (as a reload or a second tab would)."""
    wait_snapshot_kept(boot_check)
    boot_check.evaluate(
        """async () => {
            const { Engine } = await import("/js/engine/client.js");
            window.testEngine = new Engine("/js/engine/worker.js");
            await window.testEngine.ready;
        }"""
    )
    return boot_check


def run_js(page, body: str):
    """Evaluate an async function body with `Engine` and `engine` (window.testEngine) in scope."""
    return page.evaluate(
        f"""async () => {{
            const {{ Engine }} = await import("/js/engine/client.js");
            const engine = window.testEngine;
            {body}
        }}"""
    )


def test_boot_check_page_boots_python_and_gets_the_catalog(boot_check):
    lines = boot_check.text_content("#out").splitlines()
    assert boot_check.eval_on_selector("#out", "element => element.dataset.state") == "ready", lines
    summary = json.loads(lines[-1])
    catalog = json.loads((DIST / "catalog.json").read_text())
    assert summary["version"] == PUZZLELAB_VERSION
    assert summary["pyodideVersion"] == PYODIDE_VERSION
    assert summary["puzzles"] == len(catalog["puzzles"])


def test_boot_reports_progress_in_order(boot_check):
    lines = boot_check.text_content("#out").splitlines()
    # The download's last figure: every byte build.py's boot-files.json says goes over the wire, counted.
    assert lines[:3] == [f"Loading Python runtime… {WIRE_BYTES} of {WIRE_BYTES} bytes", "Starting Python…",
                         "Loading puzzle engine…"]


def test_server_sends_the_mime_types_pyodide_needs(site_url):
    expected = {
        "/pyodide/pyodide.asm.wasm": "application/wasm",
        "/pyodide/pyodide.mjs": "text/javascript",
        "/js/engine/worker.js": "text/javascript",
        "/pyodide/pyodide-lock.json": "application/json",
    }
    for path, mime_type in expected.items():
        with urllib.request.urlopen(site_url + path) as response:
            assert response.headers.get_content_type() == mime_type, path


def test_lockfile_registers_the_wheel_with_its_sha256():
    lock = json.loads((DIST / "pyodide/pyodide-lock.json").read_text())
    entry = lock["packages"]["puzzlelab"]
    assert (DIST / "pyodide" / entry["file_name"]).exists()
    assert entry["imports"] == ["puzzlelab"] and len(entry["sha256"]) == 64


def test_engine_is_ready_and_answers_a_request(engine_page):
    result = run_js(engine_page, """
        const catalog = await engine.request("catalog", {});
        const { python } = await engine.ready;
        return { isReady: engine.isReady, ids: catalog.puzzles.map((puzzle) => puzzle.id), python };
    """)
    assert result["isReady"] is True
    assert len(result["ids"]) > 0
    assert result["python"] == "restored"  # from the snapshot the page's own boot kept


def test_engine_error_reply_rejects_with_the_message(engine_page):
    message = run_js(engine_page, """
        try { await engine.request("no-such-request", {}); return null; }
        catch (error) { return error instanceof Error ? error.message : "not an Error"; }
    """)
    assert message and "no-such-request" in message


def test_restart_makes_a_new_worker_that_answers(engine_page):
    result = run_js(engine_page, """
        const inFlight = engine.request("catalog", {}).then(() => "answered", (error) => error.message);
        const ready = engine.restart();
        const lost = await inFlight;
        const { version } = await ready;
        const catalog = await engine.request("catalog", {});
        return { lost, version, isReady: engine.isReady, puzzles: catalog.puzzles.length };
    """)
    assert result["lost"] == "The puzzle engine was restarted."
    assert result["version"] == PUZZLELAB_VERSION and result["isReady"] is True and result["puzzles"] > 0


def test_missing_worker_script_rejects_ready_with_a_message(script_page, errors_of):
    page, errors = script_page, errors_of(script_page)
    message = run_js(page, """
        const broken = new Engine("/js/no-such-worker.js");
        try { await broken.ready; return "ready?"; }
        catch (error) {
            return [error.message, broken.isReady, await broken.request("catalog").catch((e) => e.message)];
        }
    """)
    assert message[0].startswith("The puzzle engine stopped")
    assert message[1] is False and message[2] == message[0]
    errors[:] = [error for error in errors if "404" not in error]  # the browser logs the failed worker fetch


def test_boot_timeout_rejects_ready_and_stops_the_worker(script_page):
    page = script_page
    result = run_js(page, """
        const slow = new Engine("/js/engine/worker.js", { bootTimeoutMs: 1 });
        const message = await slow.ready.then(() => "ready?", (error) => error.message);
        return [message, slow.isReady];
    """)
    assert result == ["The puzzle engine did not start within 1 s.", False]


# ---------------------------------------------------------------- the download as the loading banner shows it

SHOWN_MB = r"Loading solver: (\d+\.\d) of (\d+\.\d)\sMB"  # \s: the banner keeps "6.5 MB" on one line
# The banner's figure once it is above `before` MB: {received, total, bar, text}, or false.
FIGURE_ABOVE = """([pattern, before]) => {
    const text = document.querySelector('#engine-text').textContent;
    const match = new RegExp(pattern).exec(text);
    if (!match || Number(match[1]) <= before) return false;
    return { received: Number(match[1]), total: Number(match[2]), text,
             bar: document.querySelector('#engine-progress').value };
}"""


class RecordingHandler(QuietDistRequestHandler):
    """The site's own handler, recording each answer's (path, status); a body listed in `cut` (path -> bytes) stops
    after that many bytes and the connection closes: a download that breaks midway."""

    answered: list
    cut: dict

    def log_request(self, code="-", size="-") -> None:
        self.answered.append((self.path.partition("?")[0], int(code)))

    def copyfile(self, source, outputfile) -> None:
        limit = self.cut.get(self.path.partition("?")[0])
        if limit is None:
            return super().copyfile(source, outputfile)
        outputfile.write(source.read(limit))
        self.close_connection = True


@pytest.fixture
def recording_site():
    """dist/ on its own server for one test: (url, answered: [(path, status)], cut: {path: bytes})."""
    answered, cut = [], {}
    handler = type("Recording", (RecordingHandler,), {"answered": answered, "cut": cut})
    server = DistServer(("127.0.0.1", 0), functools.partial(handler, directory=str(DIST)))
    threading.Thread(target=server.serve_forever, name="recording-site", daemon=True).start()
    yield server_url(server), answered, cut
    server.shutdown()
    server.server_close()


def throttle(page, megabits_per_second: float) -> None:
    """Chromium's network emulation on `page` (its worker's fetches included): a slow connection."""
    session = page.context.new_cdp_session(page)
    session.send("Network.enable")
    session.send("Network.emulateNetworkConditions", {"offline": False, "latency": 20,
        "downloadThroughput": megabits_per_second * 1e6 / 8, "uploadThroughput": megabits_per_second * 1e6 / 8})


def test_a_slow_first_visit_shows_the_megabytes_arriving_and_what_is_left(recording_site, new_page):
    url, answered, _cut = recording_site
    page, errors = new_page()
    throttle(page, 12)  # the download takes about 4.5 s
    page.goto(url + "/index.html")
    figures = [{"received": -1}]
    for _ in range(3):  # as a person watching: the figure grows, and the bar with it
        handle = page.wait_for_function(FIGURE_ABOVE, arg=[SHOWN_MB, figures[-1]["received"]], polling="raf")
        figures.append(handle.json_value())
    figures = figures[1:]
    assert all(abs(figure["total"] - WIRE_BYTES / 1e6) < 0.06 for figure in figures), figures
    assert [figure["bar"] for figure in figures] == sorted({figure["bar"] for figure in figures}), figures
    assert figures[-1]["received"] < figures[-1]["total"]
    # What is left: the time to go once the pace is known, then the step after the download.
    page.wait_for_function(f"() => /{SHOWN_MB}, about \\d+\\s(s|min) left/.test("
                           "document.querySelector('#engine-text').textContent)", polling="raf")
    page.wait_for_function("() => /MB downloaded, starting /.test(document.querySelector('#engine-text').textContent)")
    wait_ready(page)
    expect(page.locator("#engine")).to_be_hidden()
    # Pyodide's own fetches of the files found them in the HTTP cache: each went over the wire once (one 200),
    # any later ask being a revalidation (304, no body).
    for file in BOOT_FILES:
        statuses = [status for path, status in answered if path == "/" + file["path"]]
        assert statuses.count(200) == 1 and set(statuses) <= {200, 304}, (file["path"], statuses)
    assert errors == []


def test_a_download_cut_midway_gets_the_failure_message_and_retry(recording_site, new_page):
    url, _answered, cut = recording_site
    wasm = next(file for file in BOOT_FILES if file["path"].endswith(".wasm"))
    cut["/" + wasm["path"]] = wasm["br"] // 2
    page, errors = new_page(url + "/index.html")
    page.wait_for_function("() => document.querySelector('#app').dataset.state === 'failed'")
    banner = page.locator("#engine")
    expect(banner).to_contain_text("The solver could not be loaded (pyodide.asm.wasm could not be downloaded: the "
                                   "connection was lost)")
    expect(banner).to_contain_text("check your connection and press Retry")
    expect(page.get_by_role("button", name="Retry")).to_be_visible()
    expect_position(page, CATALOG["knight-exchange"]["start"])  # the board stays
    # The browser logs the broken download itself; nothing else may be logged.
    assert all("ERR_CONTENT_LENGTH_MISMATCH" in error for error in errors), errors
    errors.clear()
