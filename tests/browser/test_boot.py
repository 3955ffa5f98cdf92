"""Boot tests: the self-hosted Pyodide runtime starts in a module worker, loads the puzzlelab wheel and answers;
engine.js's ready/request/latest/restart contract, and its failures as readable messages.
"""

import json
import re
import urllib.request

import pytest

import build

PUZZLELAB_VERSION = re.search(r'__version__ = "([^"]+)"', (build.ROOT / "pysrc/puzzlelab/__init__.py").read_text())[1]


@pytest.fixture(scope="module")
def boot_check(site_url, new_page, wait_for_state):
    """boot-check.html after its engine round trip (booted once for the whole module)."""
    page, errors = new_page(site_url + "/boot-check.html")
    wait_for_state(page)
    yield page
    page.context.close()


@pytest.fixture(scope="module")
def engine_page(boot_check):
    """The boot-check page with a second, test-owned Engine booted: window.testEngine."""
    boot_check.evaluate(
        """async () => {
            const { Engine } = await import("/js/engine/client.js");
            window.testEngine = new Engine("/js/engine/worker.js");
            await window.testEngine.ready;
        }"""
    )
    return boot_check


@pytest.fixture(scope="module")
def script_page(site_url, new_page):
    """A page of the site that boots nothing itself (the /js/ listing), for engines the tests make and break there."""
    page, errors = new_page(site_url + "/js/")
    yield page, errors
    page.context.close()


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
    catalog = json.loads((build.DIST / "catalog.json").read_text())
    assert summary["version"] == PUZZLELAB_VERSION
    assert summary["pyodideVersion"] == build.PYODIDE_VERSION
    assert summary["puzzles"] == len(catalog["puzzles"])


def test_boot_reports_progress_in_order(boot_check):
    lines = boot_check.text_content("#out").splitlines()
    assert lines[:2] == ["Loading Python runtime…", "Loading puzzle engine…"]


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
    lock = json.loads((build.DIST / "pyodide/pyodide-lock.json").read_text())
    entry = lock["packages"]["puzzlelab"]
    assert (build.DIST / "pyodide" / entry["file_name"]).exists()
    assert entry["imports"] == ["puzzlelab"] and len(entry["sha256"]) == 64


def test_engine_is_ready_and_answers_a_request(engine_page):
    result = run_js(engine_page, """
        const catalog = await engine.request("catalog", {});
        return { isReady: engine.isReady, ids: catalog.puzzles.map((puzzle) => puzzle.id) };
    """)
    assert result["isReady"] is True
    assert len(result["ids"]) > 0


def test_engine_error_reply_rejects_with_the_message(engine_page):
    message = run_js(engine_page, """
        try { await engine.request("no-such-request", {}); return null; }
        catch (error) { return error instanceof Error ? error.message : "not an Error"; }
    """)
    assert message and "no-such-request" in message


def test_latest_drops_a_reply_superseded_on_the_same_channel(engine_page):
    results = run_js(engine_page, """
        const first = engine.latest("hint", "catalog", {});
        const second = engine.latest("hint", "catalog", {});
        const other = engine.latest("elsewhere", "catalog", {});
        const [a, b, c] = await Promise.all([first, second, other]);
        return [a === undefined, b !== undefined, c !== undefined];
    """)
    assert results == [True, True, True]


def test_latest_drops_a_superseded_error_too(engine_page):
    results = run_js(engine_page, """
        const failing = engine.latest("hint", "no-such-request", {});
        const winner = engine.latest("hint", "catalog", {});
        return [(await failing) === undefined, (await winner).puzzles.length > 0];
    """)
    assert results == [True, True]


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


def test_missing_worker_script_rejects_ready_with_a_message(script_page):
    page, errors = script_page
    message = run_js(page, """
        const broken = new Engine("/js/no-such-worker.js");
        try { await broken.ready; return "ready?"; }
        catch (error) { return [error.message, broken.isReady, await broken.request("catalog").catch((e) => e.message)]; }
    """)
    assert message[0].startswith("The puzzle engine stopped")
    assert message[1] is False and message[2] == message[0]
    errors[:] = [error for error in errors if "404" not in error]  # the browser logs the failed worker fetch


def test_boot_timeout_rejects_ready_and_stops_the_worker(script_page):
    page, _errors = script_page
    result = run_js(page, """
        const slow = new Engine("/js/engine/worker.js", { bootTimeoutMs: 1 });
        const message = await slow.ready.then(() => "ready?", (error) => error.message);
        return [message, slow.isReady];
    """)
    assert result == ["The puzzle engine did not start within 1 s.", False]
