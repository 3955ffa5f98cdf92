"""Browser benchmarks against the locally served dist/: the bare loadPyodide boot (the baseline) beside game timings.

Usage: python3 build.py && .venv/bin/python bench/browser.py [--runs 5]   (re-runs itself under .venv if need be)
Each figure is measured in fresh browser contexts (own HTTP cache) of one chromium, in the same run as the baseline.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VENV_PYTHON = ROOT / ".venv" / "bin" / "python"

try:
    from playwright.sync_api import sync_playwright
except ModuleNotFoundError:
    if VENV_PYTHON.exists() and Path(sys.executable) != VENV_PYTHON:
        os.execv(VENV_PYTHON, [str(VENV_PYTHON), *sys.argv])
    sys.exit("playwright is missing: run python3 build.py test once (it makes .venv), then .venv/bin/python bench/browser.py")

sys.path.insert(0, str(ROOT))
import build  # noqa: E402 - the same server (MIME types) as build.py serve and the browser tests

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"]
TIMEOUT_MS = 120_000


def wait_for_out(page) -> str:
    """Wait for <pre id=out> to leave data-state="booting"; returns its text, raising if it reports a failure."""
    page.wait_for_function("document.querySelector('#out')?.dataset.state !== 'booting'", timeout=TIMEOUT_MS)
    text = page.text_content("#out")
    if page.eval_on_selector("#out", "element => element.dataset.state") != "ready":
        raise RuntimeError(text)
    return text


# ---------------------------------------------------------------- (a) baseline: bare loadPyodide


def bare_boot_ms(browser, site_url: str) -> dict:
    """(a) One cold context opening bare.html: {"loadPyodideMs": time inside the worker, "sinceNavigationMs": page
    navigation start to Pyodide ready}. Nothing of Puzzle Lab is loaded: this is the floor the game's boot sits on."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(site_url + "/bare.html")
        return json.loads(wait_for_out(page).splitlines()[-1])
    finally:
        context.close()


# ---------------------------------------------------------------- (b)-(d): to be completed with the game UI
# Each takes (browser, site_url) like bare_boot_ms, measures in a fresh context, and returns milliseconds
# (or a dict of them). Raising NotImplementedError makes main() print "not measured yet".


def board_painted_ms(browser, site_url: str) -> float:
    """(b) TODO(UI): navigation start to the first board frame painted on index.html (e.g. a mark the UI sets)."""
    raise NotImplementedError


def first_move_accepted_ms(browser, site_url: str) -> float:
    """(c) TODO(UI): from a click on a legal move to the UI showing the new position (engine reply included)."""
    raise NotImplementedError


def hint_round_trips_ms(browser, site_url: str, count: int = 50) -> dict:
    """(d) TODO(UI): `count` hint requests in sequence on a booted page: {"median": ms, "p95": ms}."""
    raise NotImplementedError


def longest_task_during_animation_ms(browser, site_url: str) -> float:
    """(d) TODO(UI): longest main-thread task (PerformanceObserver, entryTypes ["longtask"]) while a move animates."""
    raise NotImplementedError


# ---------------------------------------------------------------- running


def summary(samples: list[float]) -> str:
    return f"median {statistics.median(samples):.0f} ms (min {min(samples):.0f}, max {max(samples):.0f}, n={len(samples)})"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="cold contexts per measurement (default 5)")
    args = parser.parse_args(argv)
    if not (build.DIST / "bare.html").exists():
        sys.exit("dist/ is not built: run python3 build.py first")

    server = build.make_server(build.DIST, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site_url = build.server_url(server)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(build.CHROMIUM), args=CHROMIUM_ARGS, headless=True)
        try:
            bare_boot_ms(browser, site_url)  # warm-up: the OS file cache and chromium's own start, not Pyodide's
            bare = [bare_boot_ms(browser, site_url) for _ in range(args.runs)]
            print(f"(a) bare loadPyodide, in worker    : {summary([run['loadPyodideMs'] for run in bare])}")
            print(f"(a) bare page, navigation to ready : {summary([run['sinceNavigationMs'] for run in bare])}  <- baseline")
            for name, measure in [
                ("(b) board painted", board_painted_ms),
                ("(c) first move accepted", first_move_accepted_ms),
                ("(d) 50 hint round trips", hint_round_trips_ms),
                ("(d) longest task during animation", longest_task_during_animation_ms),
            ]:
                try:
                    print(f"{name:35}: {measure(browser, site_url)}")
                except NotImplementedError:
                    print(f"{name:35}: not measured yet")
        finally:
            browser.close()
            server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
