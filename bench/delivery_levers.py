"""Delivery levers for bench/browser.py (--part levers): a first visit at 4 Mbit/s, bytes on the wire and the time to
the first move, for the build as it is and with each lever taken away, beside a bare loadPyodide page (bare.html) at
the same speed in the same run, on Pyodide's runtime as shipped (gzip, the whole deflated standard library).
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import tempfile
import threading
from pathlib import Path

from playwright.sync_api import Error as PlaywrightError

import build
from buildtools import compression, manifests
from buildtools.common import DIST, WORK, replace_file
from buildtools.runtime import pyodide_runtime
from buildtools.server import make_server, server_url
from buildtools.stdlib import STDLIB_KEEP, trim_stdlib

TIMEOUT_MS = 180_000
MBPS = 4
LATENCY_MS = 20
WIRE_TARGET_BYTES = 4_000_000
FIRST_MOVE_TARGET_MS = 10_000
STDLIB = "pyodide/python_stdlib.zip"

# name -> (standard library: "trimmed" (STDLIB_KEEP) | "whole", docstrings and comments blanked?, stored?,
# codings the server sends, Python started while the download goes on?, the wheel fetched after the wasm?). Each line
# below the first takes one lever away from the build; the last is Pyodide as shipped, as the game's boot was before
# these levers.
VARIANTS = {
    "this build (all levers)": ("trimmed", True, True, (".br", ".gz"), True, True),
    "  wheel fetched beside the wasm": ("trimmed", True, True, (".br", ".gz"), True, False),
    "  Python started after the download": ("trimmed", True, True, (".br", ".gz"), False, True),
    "  docstrings and comments kept": ("trimmed", False, True, (".br", ".gz"), True, True),
    "  trimmed stdlib deflated, not stored": ("trimmed", True, False, (".br", ".gz"), True, True),
    "  whole stdlib, stored": ("whole", False, True, (".br", ".gz"), True, True),
    "  whole stdlib as shipped (deflated)": ("whole", False, False, (".br", ".gz"), True, True),
    "  gzip only, no brotli": ("trimmed", True, True, (".gz",), True, True),
    "none: as shipped, gzip, start after download": ("whole", False, False, (".gz",), False, False),
}
AS_SHIPPED = "none: as shipped, gzip, start after download"


def make_variant(folder: Path, stdlib: str, slim: bool, stored: bool, overlap: bool, wheel_after: bool) -> Path:
    """A copy of dist/ at `folder` (hard links) whose standard library is `stdlib`, its docstrings blanked or not
    (`slim`), stored or deflated, with the boot-files manifest (startWhileDownloading: `overlap`; the wheel's
    "after" kept or not: `wheel_after`) and compressed copies that build.py would write for it."""
    shutil.copytree(DIST, folder, copy_function=os.link)
    target = folder / STDLIB
    for path in [target, *(target.with_name(target.name + suffix) for suffix in compression.PRECOMPRESSED)]:
        path.unlink(missing_ok=True)  # a hard link into dist/: never written through
    keep = STDLIB_KEEP if stdlib == "trimmed" else ()
    source = pyodide_runtime() / "python_stdlib.zip"
    if stdlib == "whole" and not stored and not slim:
        shutil.copy2(source, target)  # Pyodide's own archive
    else:
        trim_stdlib(source, target, keep, slim=slim)
        if not stored:
            deflate(target)
    wheel = next((folder / "pyodide").glob("puzzlelab-*.whl")).name
    for path in (folder / manifests.BOOT_FILES_MANIFEST, folder / manifests.PRECACHE_MANIFEST):
        path.unlink()
    tools = build.tools_python()
    manifest = manifests.write_boot_files(folder, wheel, tools)
    manifest["startWhileDownloading"] = overlap
    if not wheel_after:
        for file in manifest["files"]:
            file.pop("after", None)
    replace_file(folder / manifests.BOOT_FILES_MANIFEST, (json.dumps(manifest, indent=1) + "\n").encode())
    manifests.write_precache_manifest(folder)
    rewritten = [target, folder / manifests.BOOT_FILES_MANIFEST, folder / manifests.PRECACHE_MANIFEST]
    compression.prepare_brotli(rewritten, tools)
    for suffix in compression.PRECOMPRESSED:
        for path in rewritten:
            packed = compression.compressed_copy(path.read_bytes(), suffix)
            if packed is not None:
                replace_file(path.with_name(path.name + suffix), packed)
    return folder


def deflate(path: Path) -> None:
    """Rewrite the zip at `path` deflated (level 9), as Pyodide ships its archive."""
    import zipfile

    scratch = path.with_name(path.name + ".tmp")
    with zipfile.ZipFile(path) as source, zipfile.ZipFile(scratch, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for info in source.infolist():
            out.writestr(info, source.read(info), compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
    scratch.replace(path)


def throttled_context(browser):
    context = browser.new_context(service_workers="block")
    wire = []

    def finished(request) -> None:
        try:
            response = request.response()
            if response is not None and not response.from_service_worker:
                sizes = request.sizes()
                wire.append(sizes["responseHeadersSize"] + sizes["responseBodySize"])
        except PlaywrightError:  # finished as the context closed (the page's icon): nothing the boot waited for
            pass

    context.on("requestfinished", finished)
    page = context.new_page()
    session = context.new_cdp_session(page)
    session.send("Network.enable")
    rate = MBPS * 1e6 / 8
    session.send("Network.emulateNetworkConditions", {"offline": False, "latency": LATENCY_MS,
                 "downloadThroughput": rate, "uploadThroughput": rate})
    return context, page, wire


def bare_visit(browser, site_url: str) -> dict:
    """bare.html at MBPS in a fresh context: {"ms": navigation to Pyodide ready, "wire": bytes on the wire}."""
    context, page, wire = throttled_context(browser)
    try:
        page.goto(site_url + "/bare.html")
        page.wait_for_function("() => document.querySelector('#out')?.dataset.state !== 'booting'", timeout=TIMEOUT_MS)
        if page.eval_on_selector("#out", "element => element.dataset.state") != "ready":
            raise RuntimeError(page.text_content("#out"))
        return {"ms": page.evaluate("() => performance.now()"), "wire": sum(wire)}
    finally:
        context.close()


def click_cell(page, cell: int) -> None:
    box = page.locator("#grid [role=gridcell]").nth(cell).bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def game_visit(browser, site_url: str) -> dict:
    """index.html at MBPS in a fresh context, a knight moved as soon as moves open: {"ms": navigation to the move
    accepted (the page's "first-move-accepted" mark), "ready": to the engine's "engine-ready", "wire": bytes on the
    wire until then}."""
    context, page, wire = throttled_context(browser)
    try:
        page.goto(site_url + "/index.html")
        page.wait_for_function("() => !document.querySelector('#hint').disabled", polling="raf", timeout=TIMEOUT_MS)
        click_cell(page, 0)  # a knight with two jumps: picked
        click_cell(page, 5)  # and moved
        page.wait_for_function("() => performance.getEntriesByName('first-move-accepted').length > 0",
                               timeout=TIMEOUT_MS)
        marks = page.evaluate("""() => Object.fromEntries(['first-move-accepted', 'engine-ready'].map(
            (name) => [name, performance.getEntriesByName(name)[0].startTime]))""")
        return {"ms": marks["first-move-accepted"], "ready": marks["engine-ready"], "wire": sum(wire)}
    finally:
        context.close()


def serve(folder: Path, codings: tuple[str, ...]):
    server = make_server(folder, port=0, quiet=True, codings=codings)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def run(browser, runs: int, only: list[str] | None = None) -> None:
    """Measure every variant `runs` times (variants alternate within a round, so load drifting hits all alike) and
    print bytes and times beside the bare page on Pyodide as shipped. `only`: the variants whose names hold one of
    these words, with the first row (then the baseline is the first row's bare page unless the last row is in)."""
    variants = {name: levers for index, (name, levers) in enumerate(VARIANTS.items())
                if index == 0 or not only or any(word in name for word in only)}
    with tempfile.TemporaryDirectory(prefix="levers-", dir=WORK) as scratch:  # beside dist/: hard links
        folders = {}
        for stdlib, slim, stored, _codings, overlap, wheel_after in variants.values():
            key = (stdlib, slim, stored, overlap, wheel_after)
            if key not in folders:
                folders[key] = make_variant(Path(scratch) / "-".join(map(str, key)), *key)
        servers = {name: serve(folders[stdlib, slim, stored, overlap, wheel_after], codings)
                   for name, (stdlib, slim, stored, codings, overlap, wheel_after) in variants.items()}
        try:
            urls = {name: server_url(server) for name, server in servers.items()}
            bare = {name: [] for name in variants}
            game = {name: [] for name in variants}
            for _ in range(runs):
                for name in variants:
                    bare[name].append(bare_visit(browser, urls[name]))
                    game[name].append(game_visit(browser, urls[name]))
        finally:
            for server in servers.values():
                server.shutdown()
                server.server_close()
    base_name = AS_SHIPPED if AS_SHIPPED in variants else next(iter(variants))
    baseline = statistics.median(run["ms"] for run in bare[base_name])
    baseline_wire = statistics.median(run["wire"] for run in bare[base_name])
    shipped = "Pyodide as shipped" if base_name == AS_SHIPPED else "this build's runtime"
    print(f"(g) first visit at {MBPS} Mbit/s ({LATENCY_MS} ms latency), n={runs} each, medians; baseline: bare"
          f" loadPyodide on {shipped}: {baseline_wire / 1e6:.2f} MB, ready at {baseline / 1000:.1f} s")
    print(f"    {'variant':<42} {'MB on wire':>10} {'first move':>11} {'(ready)':>8}   {'bare page':>16}")
    for name in variants:
        wire = statistics.median(run["wire"] for run in game[name])
        first = statistics.median(run["ms"] for run in game[name])
        ready = statistics.median(run["ready"] for run in game[name])
        bare_wire = statistics.median(run["wire"] for run in bare[name])
        bare_ms = statistics.median(run["ms"] for run in bare[name])
        verdicts = ""
        if name == next(iter(VARIANTS)):
            verdicts = (f"  targets <= {WIRE_TARGET_BYTES / 1e6:.0f} MB: {ok(wire <= WIRE_TARGET_BYTES)},"
                        f" <= {FIRST_MOVE_TARGET_MS / 1000:.0f} s: {ok(first <= FIRST_MOVE_TARGET_MS)}")
        print(f"    {name:<42} {wire / 1e6:>7.2f} MB {first / 1000:>9.1f} s {ready / 1000:>6.1f} s"
              f"   {bare_wire / 1e6:.2f} MB {bare_ms / 1000:>4.1f} s  first move {first - baseline:+.0f} ms"
              f" vs baseline{verdicts}")


def ok(passed: bool) -> str:
    return "ok" if passed else "MISSED"
