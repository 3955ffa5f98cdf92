"""How long the solver's worker stays silent while a request waits: what engine/watchdog.js's hang timeout (30 s) must
stay well above. Plays the heavy cases in the locally served dist/ (the 8-puzzle's Distances and Hardest, knight
domination 10x10, the uncrossed path 7x7 and 8x8, the 15-puzzle; a hint and Solve on each; the lab's Run all on the
8-puzzle and the 15-puzzle) and prints the longest silences, plain requests and jobs apart, beside that timeout.

Usage: python3 build.py && .venv/bin/python bench/worker_silence.py
"""

from __future__ import annotations

import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # buildtools/: the same server as build.py serve
from buildtools.chromium import launch_chromium  # noqa: E402
from buildtools.common import DIST  # noqa: E402
from buildtools.installs import CHROMIUM  # noqa: E402
from buildtools.server import make_server, server_url  # noqa: E402

from playwright.sync_api import sync_playwright  # noqa: E402

TIMEOUT_MS = 180_000
# Wraps the page's Worker before any script runs: for each message from the worker while a request (or job) waits,
# the time since the worker was last heard (or since the request, when none waited before).
SPY = """
(() => {
  const Native = window.Worker;
  window.silences = [];
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      const pending = new Map();
      let quietSince = performance.now();
      let ready = false;
      const post = this.postMessage.bind(this);
      this.postMessage = (message, ...rest) => {
        if (message && message.id !== undefined && message.type !== 'cancel') {
          if (pending.size === 0) quietSince = performance.now();
          pending.set(message.id, message.type === 'job' ? `job ${message.args.request}` : message.type);
        }
        return post(message, ...rest);
      };
      this.addEventListener('message', ({ data }) => {
        const now = performance.now();
        if (data && data.type === 'ready') ready = true;
        if (ready && pending.size > 0) {
          const waiting = [...pending.values()].join(', ');
          window.silences.push({ ms: Math.round(now - quietSince), waiting, what: window.scene });
        }
        if (data && data.id !== undefined && data.progress === undefined) pending.delete(data.id);
        quietSince = now;
      });
    }
  };
})();
"""
READY = "() => document.querySelector('#app').dataset.state === 'ready' && !document.querySelector('#hint').disabled"


def main() -> None:
    server = make_server(DIST, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    with sync_playwright() as playwright:
        browser = launch_chromium(playwright, str(CHROMIUM))
        context = browser.new_context(service_workers="block")
        context.set_default_timeout(TIMEOUT_MS)
        context.add_init_script(SPY)
        page = context.new_page()
        page.goto(f"{server_url(server)}/index.html#/8-puzzle")

        def scene(text: str) -> None:
            page.evaluate("(text) => { window.scene = text; }", text)

        def hint_and_solve() -> None:
            page.wait_for_function(READY)
            page.click("#hint")
            page.wait_for_function(
                "() => /Press Hint again|No hint/.test(document.querySelector('#message').textContent)")
            page.click("#solve")
            page.wait_for_function("() => !document.querySelector('#player').hidden")
            page.click("#stop")

        scene("8-puzzle")
        hint_and_solve()
        page.get_by_role("button", name="New game…").click()
        page.get_by_role("button", name="Hardest").click()
        page.wait_for_function("() => document.querySelectorAll('.hardest-list li').length > 0")
        page.get_by_role("button", name="Distances").click()
        for puzzle, size in (("knight-domination", "10"), ("uncrossed-knight", "7"), ("uncrossed-knight", "8")):
            scene(f"{puzzle} {size}")
            page.evaluate("(hash) => { location.hash = hash; }", f"#/{puzzle}")
            page.wait_for_function(READY)
            page.select_option("#size", value=size)
            hint_and_solve()
        scene("15-puzzle")
        page.evaluate("() => { location.hash = '#/15-puzzle'; }")
        hint_and_solve()
        for puzzle, rows in (("8-puzzle", ["Run all"]), ("15-puzzle", ["Run all"])):
            scene(f"{puzzle} lab")
            page.evaluate("(hash) => { location.hash = hash; }", f"#/{puzzle}")
            page.wait_for_function(READY)
            page.click("#open-lab")
            for name in rows:
                page.get_by_role("button", name=name).click()
                page.wait_for_function("""() => [...document.querySelectorAll('#lab button')]
                    .some((b) => b.textContent === 'Run all' && !b.disabled && !b.hidden)""")
            page.click("text=Close lab")

        silences = page.evaluate("window.silences")
        browser.close()
    print("Longest silence of the worker while a request waited, per scene (ms: plain request / job):")
    for what in dict.fromkeys(s["what"] for s in silences):
        here = [s for s in silences if s["what"] == what]
        plain = max((s["ms"] for s in here if "job" not in s["waiting"]), default=0)
        job = max((s for s in here if "job" in s["waiting"]), key=lambda s: s["ms"], default=None)
        print(f"  {what:22s} {plain:6d} / {job['ms'] if job else 0:6d}  {job['waiting'] if job else ''}")
    longest = max(s["ms"] for s in silences)
    print(f"Baseline: engine/watchdog.js's hang timeout, 30000 ms; the longest silence here, {longest} ms, is "
          f"{longest / 30000:.0%} of it.")


if __name__ == "__main__":
    main()
