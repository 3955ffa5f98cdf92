"""Browser benchmarks against the locally served dist/: the bare loadPyodide boot (the baseline) beside game timings.

Usage: python3 build.py && .venv/bin/python bench/browser.py [--runs 5] [--part all|game|delivery|slow|levers|korf|gif]
(re-runs itself under .venv if need be). (e), from bench/delivery.py: bytes of a first visit, first and repeat boots.
(f) a first visit on a slow connection: when the banner first counts MB, when moves open, how long the bar stands still.
(g), from bench/delivery_levers.py: a first visit at 4 Mbit/s, bytes and first move, with each delivery lever taken
away in turn, beside bare loadPyodide at 4 Mbit/s on Pyodide as shipped (not in "all": it takes minutes).
(h), from bench/korf_page.py (--part korf [--instances 1,17,53,88]; not in "all"): Korf's 15-puzzle instances opened
by link in one booted page, until the exact distance shows and until Hint twice has played a move, beside CPython's CPU
time of the same job in this process; then the live board on the hardest and the 80-movers.
(i), from bench/gif_page.py (--part gif; not in "all"): the shared picture of a 30-move 8-puzzle game made in the
page, its time and size beside drawing the same frames without encoding.
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
    sys.exit("playwright is missing: run python3 build.py test once (it makes .venv), "
             "then .venv/bin/python bench/browser.py")

sys.path.insert(0, str(ROOT))  # buildtools/: the same server (MIME types) as build.py serve and the tests
from buildtools.chromium import launch_chromium  # noqa: E402
from buildtools.common import DIST  # noqa: E402
from buildtools.installs import CHROMIUM  # noqa: E402
from buildtools.server import make_server, server_url  # noqa: E402
import delivery  # noqa: E402 - bench/delivery.py: bytes of a first visit, first and repeat boots
import delivery_levers  # noqa: E402 - bench/delivery_levers.py: each lever's bytes and first move at 4 Mbit/s
import korf_page  # noqa: E402 - bench/korf_page.py: Korf's 100 opened by link, the live board on the hardest
import gif_page  # noqa: E402 - bench/gif_page.py: the shared picture of a 30-move game, beside drawing its frames

TIMEOUT_MS = 120_000


def wait_for_out(page) -> str:
    """Wait for <pre id=out> to leave data-state="booting"; returns its text, raising if it reports a failure."""
    page.wait_for_function("() => document.querySelector('#out')?.dataset.state !== 'booting'", timeout=TIMEOUT_MS)
    text = page.text_content("#out")
    if page.eval_on_selector("#out", "element => element.dataset.state") != "ready":
        raise RuntimeError(text)
    return text


# ---------------------------------------------------------------- (a) baseline: bare loadPyodide


def bare_boot_ms(browser, site_url: str) -> dict:
    """(a) One cold context opening bare.html: {"loadPyodideMs": time inside the worker, "sinceNavigationMs": page
    navigation start to Pyodide ready}. Nothing of Puzzle Lab is loaded: this is the floor the game's boot sits on."""
    context = browser.new_context(service_workers="block")  # (e) measures the service worker
    try:
        page = context.new_page()
        page.goto(site_url + "/bare.html")
        return json.loads(wait_for_out(page).splitlines()[-1])
    finally:
        context.close()


# ---------------------------------------------------------------- (b)-(d): the game page
# index.html marks its moments with performance.mark(): "board-painted", "engine-ready", "moves-enabled" (the
# position on show has its legal moves), "first-move-accepted"; each Hint that shows a move adds a
# "hint-round-trip" measure (press to hint shown), and the solution player marks "solution-finished".

PAINT_TARGET_MS = 500
BAR_STILL_TARGET_MS = 3000  # the loading bar shows life: no still spell longer than this while the solver loads
INTERACTIVE_MARGIN_MS = 500  # interactive within bare boot + this
HINT_TARGET_MS = 20
LONG_TASK_TARGET_MS = 50
FROGS_8 = "BBBBBBBB.WWWWWWWW"  # 80 optimal moves: room for 50 hints shown and played
EIGHT_PUZZLE_31 = "8672543.1"  # 31 moves from the goal


def mark_ms(page, name: str) -> float:
    return page.evaluate("(name) => performance.getEntriesByName(name)[0].startTime", name)


def click_cell(page, cell: int) -> None:
    """A click on the canvas where grid cell `cell` lies (the grid lets pointer events through to the canvas)."""
    box = page.locator("#grid [role=gridcell]").nth(cell).bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def open_booted(browser, site_url: str, fragment: str):
    """A fresh context on index.html + fragment, once the position on show has its moves: (context, page)."""
    context = browser.new_context(service_workers="block")  # (e) measures the service worker
    page = context.new_page()
    page.goto(f"{site_url}/index.html{fragment}")
    page.wait_for_function("() => !document.querySelector('#hint').disabled", timeout=TIMEOUT_MS)
    return context, page


# The loading bar's value changes, from the first script on: [[performance.now(), value], ...] in globalThis.benchBar.
# <progress>.value reflects its attribute, so a MutationObserver sees each change without polling.
BAR_PROBE = """(() => {
    const changes = [];
    globalThis.benchBar = changes;
    new MutationObserver((records) => {
        for (const record of records) {
            if (record.target.id === "engine-progress") changes.push([performance.now(), Number(record.target.value)]);
        }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["value"] });
})();"""


def longest_still_ms(changes: list, start: float, end: float) -> float:
    """The longest time between `start` and `end` during which the bar did not move forward."""
    rises = [time for (time, value), (_, before) in zip(changes[1:], changes) if value > before and start < time < end]
    points = [start, *rises, end]
    return max(later - earlier for earlier, later in zip(points, points[1:]))


def board_painted_ms(browser, site_url: str) -> dict:
    """(b) One cold context on index.html: navigation start to {"painted": first board frame, "ready": engine booted,
    "interactive": moves enabled, "firstMove": a first move clicked as soon as it could be, accepted and shown},
    and "barStill": the longest time between the board painted and the engine ready that the loading bar stood still."""
    context = browser.new_context(service_workers="block")  # (e) measures the service worker
    try:
        context.add_init_script(BAR_PROBE)
        page = context.new_page()
        page.goto(site_url + "/index.html")
        page.wait_for_function("() => performance.getEntriesByName('board-painted').length > 0", timeout=TIMEOUT_MS)
        page.wait_for_function("() => !document.querySelector('#hint').disabled", polling="raf", timeout=TIMEOUT_MS)
        click_cell(page, 0)  # a knight with two jumps: picked
        click_cell(page, 5)  # and moved
        page.wait_for_function("() => performance.getEntriesByName('first-move-accepted').length > 0",
                               timeout=TIMEOUT_MS)
        painted, ready = mark_ms(page, "board-painted"), mark_ms(page, "engine-ready")
        return {
            "painted": painted,
            "ready": ready,
            "interactive": mark_ms(page, "moves-enabled"),
            "firstMove": mark_ms(page, "first-move-accepted"),
            "barStill": longest_still_ms(page.evaluate("globalThis.benchBar"), painted, ready),
        }
    finally:
        context.close()


# (f) A first visit on a slow connection (issue 9: at 4 Mbit/s about 31 s to the first move, the bar still at 25 % for
# 25 s): Chromium's network emulation (it covers the worker's fetches) and the banner's texts as they change.
SLOW_MBPS = 4
TEXT_PROBE = """(() => {
    const texts = [];
    globalThis.benchTexts = texts;
    new MutationObserver(() => {
        const text = document.getElementById("engine-text")?.textContent;
        if (text && text !== texts.at(-1)?.[1]) texts.push([performance.now(), text]);
    }).observe(document, { subtree: true, childList: true, characterData: true });
})();"""


def slow_first_visit_ms(browser, site_url: str, mbps: float = SLOW_MBPS) -> dict:
    """(f) One cold context on index.html at `mbps` (20 ms latency): navigation start to {"ready": engine booted,
    "interactive": moves enabled, "firstFigure": the banner's first "x of y MB"}, "barStill": the loading bar's
    longest still spell from the board painted to the engine ready, "figures": how many distinct MB figures it
    showed, "last": its last text before ready."""
    context = browser.new_context(service_workers="block")
    try:
        context.add_init_script(BAR_PROBE)
        context.add_init_script(TEXT_PROBE)
        page = context.new_page()
        session = context.new_cdp_session(page)
        session.send("Network.enable")
        session.send("Network.emulateNetworkConditions", {"offline": False, "latency": 20,
                     "downloadThroughput": mbps * 1e6 / 8, "uploadThroughput": mbps * 1e6 / 8})
        page.goto(site_url + "/index.html")
        page.wait_for_function("() => !document.querySelector('#hint').disabled", timeout=TIMEOUT_MS)
        painted, ready = mark_ms(page, "board-painted"), mark_ms(page, "engine-ready")
        texts = page.evaluate("globalThis.benchTexts")
        figures = [(time, text) for time, text in texts if "MB" in text and " of " in text]
        return {
            "ready": ready,
            "interactive": mark_ms(page, "moves-enabled"),
            "firstFigure": figures[0][0] if figures else float("nan"),
            "barStill": longest_still_ms(page.evaluate("globalThis.benchBar"), painted, ready),
            "figures": len(figures),
            "last": [text for time, text in texts if time < ready][-1] if texts else "",
        }
    finally:
        context.close()


PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 3, "is_mobile": True, "has_touch": True}


def phone_painted_ms(browser, site_url: str) -> float:
    """(b) One cold high-DPI phone context opened at an (unsolvable) 8-puzzle link: navigation start to the first
    board frame, drawn from the catalog before the engine has seen the link. (tests/browser/test_game_boot.py checks
    that it comes first; how soon is measured here.)"""
    context = browser.new_context(service_workers="block", **PHONE)
    try:
        page = context.new_page()
        page.goto(f"{site_url}/index.html#/8-puzzle/21345678.")
        page.wait_for_function("() => performance.getEntriesByName('board-painted').length > 0", timeout=TIMEOUT_MS)
        return mark_ms(page, "board-painted")
    finally:
        context.close()


def hint_round_trips_ms(browser, site_url: str, count: int = 50) -> list[float]:
    """(c) `count` hints on a booted page (frog jump, 8 a side): press Hint (measured: press to hint shown), press it
    again to play the move, repeat. Returns the `count` round trips in ms."""
    context, page = open_booted(browser, site_url, f"#/frog-jump/{FROGS_8}")
    try:
        hint = page.locator("#hint")
        for shown in range(1, count + 1):
            hint.click()
            page.wait_for_function("(n) => performance.getEntriesByName('hint-round-trip').length >= n", arg=shown)
            hint.click()
            page.wait_for_function(
                "(n) => /Moves: (\\d+)/.exec(document.querySelector('#status').textContent)[1] == n", arg=shown)
        return page.evaluate("performance.getEntriesByName('hint-round-trip').map((entry) => entry.duration)")
    finally:
        context.close()


def longest_task_during_animation_ms(browser, site_url: str) -> dict:
    """(d) Solve on the 8-puzzle's 31-move start at speed 1 on a booted page: {"longTasks": count of main-thread
    tasks over 50 ms (PerformanceObserver "longtask"), "longestTask": the longest of them (0 if none),
    "longestFrameGap": the longest gap between two animation frames, "frames": frames seen}."""
    context, page = open_booted(browser, site_url, f"#/8-puzzle/{EIGHT_PUZZLE_31}")
    try:
        # The bench's own observers (not the page's): long tasks, and frame gaps from a rAF probe.
        page.evaluate("""() => {
            const seen = { longTasks: [], gaps: [], last: 0, running: true };
            new PerformanceObserver((list) => {
                for (const entry of list.getEntries()) seen.longTasks.push(entry.duration);
            }).observe({ type: "longtask" });
            const probe = (now) => {
                if (seen.last) seen.gaps.push(now - seen.last);
                seen.last = now;
                if (seen.running) requestAnimationFrame(probe);
            };
            requestAnimationFrame(probe);
            globalThis.benchAnimation = seen;
        }""")
        page.locator("#solve").click()
        page.wait_for_function("() => performance.getEntriesByName('solution-finished').length > 0", timeout=TIMEOUT_MS)
        steps = page.text_content("#player-step")
        if "all 31 moves" not in steps:
            raise RuntimeError(f"expected a 31-move solution, the player says {steps!r}")
        return page.evaluate("""() => {
            const seen = globalThis.benchAnimation;
            seen.running = false;
            return { longTasks: seen.longTasks.length, longestTask: Math.max(0, ...seen.longTasks),
                     longestFrameGap: Math.max(0, ...seen.gaps), frames: seen.gaps.length };
        }""")
    finally:
        context.close()


def verdict(ok: bool) -> str:
    return "ok" if ok else "MISSED"


def percentile(samples: list[float], fraction: float) -> float:
    """Nearest-rank percentile (fraction 0.95 = 95th)."""
    ordered = sorted(samples)
    return ordered[max(0, min(len(ordered) - 1, round(fraction * len(ordered) + 0.5) - 1))]


# ---------------------------------------------------------------- running


def summary(samples: list[float]) -> str:
    median = statistics.median(samples)
    return f"median {median:.0f} ms (min {min(samples):.0f}, max {max(samples):.0f}, n={len(samples)})"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="cold contexts per measurement (default 5)")
    parser.add_argument("--part", choices=("all", "game", "delivery", "slow", "levers", "korf", "gif"), default="all",
                        help="game: (a)-(d); delivery: (e) bytes and first/repeat boots; slow: (f) a first visit at"
                             f" {SLOW_MBPS} Mbit/s; levers: (g) each delivery lever at {SLOW_MBPS} Mbit/s;"
                             " korf: (h) Korf's 15-puzzle instances by link; gif: (i) the shared picture;"
                             " all (default): (a)-(f)")
    parser.add_argument("--instances", metavar="N,N,...", help="korf: only these of Korf's instances (default all)")
    parser.add_argument("--no-live", action="store_true", help="korf: without the live board's row")
    parser.add_argument("--lever", action="append", metavar="WORD",
                        help="levers: only the variants whose names hold WORD (repeatable), beside this build")
    args = parser.parse_args(argv)
    if not (DIST / "bare.html").exists():
        sys.exit("dist/ is not built: run python3 build.py first")

    server = make_server(DIST, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site_url = server_url(server)
    with sync_playwright() as playwright:
        browser = launch_chromium(playwright, str(CHROMIUM))
        try:
            bare_boot_ms(browser, site_url)  # warm-up: the OS file cache and chromium's own start, not Pyodide's
            if args.part == "levers":
                delivery_levers.run(browser, args.runs, args.lever)
                return 0
            if args.part == "korf":
                numbers = [int(n) for n in args.instances.split(",")] if args.instances else None
                return korf_page.run(browser, open_booted, site_url, numbers, live=not args.no_live)
            if args.part == "gif":
                return gif_page.run(browser, open_booted, site_url, args.runs)
            if args.part in ("all", "delivery"):
                delivery.report([delivery.delivery_run(browser, site_url) for _ in range(args.runs)])
            if args.part in ("all", "slow"):
                slow = [slow_first_visit_ms(browser, site_url) for _ in range(args.runs)]
                for key, label in (("firstFigure", "first MB figure shown"), ("ready", "engine ready"),
                                   ("interactive", "moves enabled"), ("barStill", "loading bar's longest still")):
                    print(f"(f) {SLOW_MBPS} Mbit/s first visit, {label:<28}: {summary([run[key] for run in slow])}")
                print(f"(f) {SLOW_MBPS} Mbit/s first visit, banner: {slow[0]['figures']} MB figures,"
                      f" then {slow[0]['last']!r}")
            if args.part in ("delivery", "slow"):
                return 0
            # Bare boots and our page's boots alternate, so machine load drifting during the run hits both alike.
            bare, game, phone = [], [], []
            for _ in range(args.runs):
                bare.append(bare_boot_ms(browser, site_url))
                game.append(board_painted_ms(browser, site_url))
                phone.append(phone_painted_ms(browser, site_url))
            print(f"(a) bare loadPyodide, in worker    : {summary([run['loadPyodideMs'] for run in bare])}")
            since_navigation = [run["sinceNavigationMs"] for run in bare]
            print(f"(a) bare page, navigation to ready : {summary(since_navigation)}  <- baseline")
            figures = {key: [run[key] for run in game] for key in game[0]}
            painted = statistics.median(figures["painted"])
            # Each run of ours against the bare boot just before it.
            differences = {key: [run[key] - base["sinceNavigationMs"] for run, base in zip(game, bare)]
                           for key in ("ready", "interactive")}
            paired = {key: statistics.median(values) for key, values in differences.items()}
            print(f"(b) board painted                  : {summary(figures['painted'])}"
                  f"  target <= {PAINT_TARGET_MS} ms: {verdict(painted <= PAINT_TARGET_MS)}")
            phone_painted = statistics.median(phone)
            print(f"(b) board painted, 3x phone at link: {summary(phone)}"
                  f"  target <= {PAINT_TARGET_MS} ms: {verdict(phone_painted <= PAINT_TARGET_MS)}")
            bar_still = statistics.median(figures["barStill"])
            loading = statistics.median(run["ready"] - run["painted"] for run in game)
            print(f"(b) loading bar's longest still    : {summary(figures['barStill'])}"
                  f" of {loading:.0f} ms painted to ready"
                  f"  target <= {BAR_STILL_TARGET_MS} ms: {verdict(bar_still <= BAR_STILL_TARGET_MS)}")
            print(f"(b) engine ready on our page       : {summary(figures['ready'])}"
                  f"  bare + {paired['ready']:.0f} ms (median of paired runs)")
            print(f"(b) interactive (moves enabled)    : {summary(figures['interactive'])}"
                  f"  bare + {paired['interactive']:.0f} ms; target <= bare + {INTERACTIVE_MARGIN_MS} ms:"
                  f" {verdict(paired['interactive'] <= INTERACTIVE_MARGIN_MS)}"
                  f" (paired runs from bare {min(differences['interactive']):+.0f}"
                  f" to {max(differences['interactive']):+.0f} ms)")
            print(f"(b) first move accepted            : {summary(figures['firstMove'])}"
                  "  (two clicks by the bench as soon as moves were enabled)")

            hints = hint_round_trips_ms(browser, site_url)
            hint_median = statistics.median(hints)
            print(f"(c) {len(hints)} hint round trips            : median {hint_median:.1f} ms,"
                  f" p95 {percentile(hints, 0.95):.1f} ms, max {max(hints):.1f}"
                  f"  target median <= {HINT_TARGET_MS} ms: {verdict(hint_median <= HINT_TARGET_MS)}")

            animation = longest_task_during_animation_ms(browser, site_url)
            print(f"(d) 31-move solution animated      : {animation['longTasks']} tasks over {LONG_TASK_TARGET_MS} ms,"
                  f" longest {animation['longestTask']:.0f} ms; longest frame gap {animation['longestFrameGap']:.0f} ms"
                  f" over {animation['frames']} frames  target no task > {LONG_TASK_TARGET_MS} ms:"
                  f" {verdict(animation['longestTask'] <= LONG_TASK_TARGET_MS)}")
        finally:
            browser.close()
            server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
