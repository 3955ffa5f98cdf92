"""What the site declares about itself: the files the solver's worker downloads (boot-files.json, with their sizes),
the files the service worker precaches (precache-manifest.js, with the build id), and the page's Content-Security-Policy
(index.html declares it; lint.py holds the two equal)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from buildtools.common import replace_file
from buildtools.compression import PRECOMPRESSED, compressed_copy, prepare_brotli

# What the worker downloads itself, counting bytes for the loading banner (the runtime then reads them from the download
# as they arrive, or finds them in the HTTP cache): listed in BOOT_FILES_MANIFEST with their sizes, raw and compressed,
# with the engine's wheel. Not pyodide.mjs: the worker imports it (7 kB) before it runs.
BOOT_FILES = ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide.asm.mjs", "pyodide-lock.json")
BOOT_FILES_MANIFEST = "boot-files.json"
# On a first visit the worker starts Python while the download goes on, handing Pyodide the files as they arrive (the
# wasm compiles as it streams in): boot-files.json's "startWhileDownloading" (bench/delivery_levers.py turns it off).
START_WHILE_DOWNLOADING = True
# The engine's wheel is fetched once the wasm has arrived (boot-files.json's "after"): Python reads it only after
# the runtime has started, and the wasm, the last file the start waits for, then has the line to itself sooner.
# None fetches it with the rest (bench/delivery_levers.py measures both).
WHEEL_AFTER = "pyodide/pyodide.asm.wasm"

# The service worker (web/sw.js) caches one build whole under a name holding the build id, from a manifest build.py
# writes: every file it precaches on install, the app, the runtime, every distance table (0.1 MB with brotli) and the
# 15-puzzle's pattern databases (0.83 MB with brotli, stored compact), so every puzzle plays offline after one visit to
# any one. The page registers it once the first move is possible: the install's bytes never compete with the boot's.
PRECACHE_MANIFEST = "precache-manifest.js"
NOT_PRECACHED = {  # benchmark and test pages: served, not part of the installed app
    "sw.js", PRECACHE_MANIFEST, "bare.html", "boot-check.html", "js/bare.js", "js/bare-worker.js", "js/boot-check.js",
}

# The page's policy (the <meta http-equiv="Content-Security-Policy"> in index.html, first in <head>;
# tests/browser/test_delivery.py runs the page and Pyodide's worker under it). Pyodide 314 needs only
# 'wasm-unsafe-eval' to compile its WebAssembly, never 'unsafe-eval' (its eval paths serve dynamically linked
# extension modules, which a pure-Python wheel never loads); no blob: or data: URLs anywhere.
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; connect-src 'self'; "
    "img-src 'self'; style-src 'self'; font-src 'self'; manifest-src 'self'; object-src 'none'; "
    "base-uri 'none'; form-action 'none'"
)


def write_boot_files(site: Path, wheel_name: str, tools_python: Path) -> dict:
    """site/boot-files.json: the files the solver's worker downloads as Python starts (js/engine/download.js counts
    their bytes for the loading banner: "Loading solver: 2.1 of 3.6 MB"), each with its size and the sizes of its
    NAME.gz and NAME.br (null: no such copy, sent as it is), the wheel's "after" (WHEEL_AFTER: the file it waits
    for), and startWhileDownloading. Run before the precache manifest (it is precached) and the compressed copies.
    Returns the manifest."""
    paths = [site / "pyodide" / name for name in BOOT_FILES + (wheel_name,)]
    prepare_brotli(paths, tools_python)
    files = []
    for path in paths:
        data = path.read_bytes()
        sizes = {PRECOMPRESSED[suffix]: compressed_copy(data, suffix) for suffix in (".gz", ".br")}
        files.append({"path": path.relative_to(site).as_posix(), "bytes": len(data),
                      **{coding: None if packed is None else len(packed) for coding, packed in sizes.items()}})
        if path.name == wheel_name and WHEEL_AFTER:
            files[-1]["after"] = WHEEL_AFTER
    manifest = {"files": files, "startWhileDownloading": START_WHILE_DOWNLOADING}
    replace_file(site / BOOT_FILES_MANIFEST, (json.dumps(manifest, indent=1) + "\n").encode())
    return manifest


def write_precache_manifest(site: Path) -> str:
    """site/precache-manifest.js for sw.js: the build id and the sha256 of each file it precaches. Returns the id.

    The id hashes every listed file and sw.js itself, so any change to what a visitor gets names a new cache.
    Run after every other file is in place and before the compressed copies (not listed: the browser decodes them).
    """
    precache = {}
    for path in sorted(site.rglob("*")):
        name = path.relative_to(site).as_posix()
        if not path.is_file() or path.suffix in PRECOMPRESSED or name in NOT_PRECACHED:
            continue
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        precache[name] = digest
    worker = site / "sw.js"
    identity = json.dumps([precache, hashlib.sha256(worker.read_bytes()).hexdigest() if worker.exists() else ""])
    build_id = hashlib.sha256(identity.encode()).hexdigest()[:12]
    manifest = {"build": build_id, "navigation": "index.html", "precache": precache}
    replace_file(site / PRECACHE_MANIFEST, (
        "// precache-manifest.js: written by build.py for sw.js: this build's id and files (path -> sha256).\n"
        f"self.PRECACHE_MANIFEST = {json.dumps(manifest, indent=1)};\n"
    ).encode())
    return build_id


def read_precache_manifest(site: Path) -> dict:
    """The manifest write_precache_manifest wrote (for tests and benchmarks)."""
    text = (site / PRECACHE_MANIFEST).read_text()
    return json.loads(text[text.index("{") : text.rindex("}") + 1])
