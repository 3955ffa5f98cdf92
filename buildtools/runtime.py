"""The Pyodide runtime the site hosts itself: npm pyodide@PYODIDE_VERSION fetched once into .build/, its files copied
into the site, and the engine's wheel registered in its lockfile (pyodide-build's `pyodide lockfile add-wheels`)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from buildtools.common import npm_files, replace_file, run

PYODIDE_VERSION = "314.0.7"  # npm package `pyodide`; CPython 3.14 inside
PYODIDE_RUNTIME_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# Written into the site by other steps: the trimmed standard library (stdlib.py) and the lockfile with the engine.
NOT_COPIED = ("pyodide-lock.json", "python_stdlib.zip")


def pyodide_runtime() -> Path:
    """The folder holding PYODIDE_RUNTIME_FILES from npm pyodide@PYODIDE_VERSION, fetched once and cached."""
    return npm_files("pyodide", PYODIDE_VERSION, {name: f"package/{name}" for name in PYODIDE_RUNTIME_FILES})


def copy_runtime(runtime: Path, target: Path) -> None:
    """The runtime's files into `target` (the site's pyodide/), but those other steps write (NOT_COPIED)."""
    for name in PYODIDE_RUNTIME_FILES:
        if name not in NOT_COPIED:
            shutil.copy2(runtime / name, target / name)


def register_wheel(tools_python: Path, runtime: Path, wheel: Path) -> None:
    """Write wheel.parent/pyodide-lock.json: the runtime's lockfile with the engine's entry (file name, sha256,
    imports: what lets loadPackage("puzzlelab") find and verify the wheel) and no other (keep_engine_only).
    `tools_python`: the tools venv's Python, beside whose `pyodide` command pyodide-build is installed."""
    lock_file = wheel.parent / "pyodide-lock.json"
    run(
        [tools_python.parent / "pyodide", "lockfile", "add-wheels", "--input", runtime / "pyodide-lock.json",
         "--output", lock_file, wheel],
        capture_output=True, text=True,
    )
    keep_engine_only(lock_file)


def keep_engine_only(lock_file: Path) -> None:
    """Cut pyodide-lock.json down to its `info` and the engine's entry: the site ships no other package for it to list
    (22 kB fewer with brotli; Pyodide reads the lockfile only to load packages)."""
    lock = json.loads(lock_file.read_text())
    lock["packages"] = {"puzzlelab": lock["packages"]["puzzlelab"]}
    replace_file(lock_file, (json.dumps(lock, indent=1) + "\n").encode())
