"""The engine's wheel: built from a clean copy of pysrc/ with its comments and docstrings blanked (stdlib.slimmed) and
a one-line README, then rewritten with every entry stored, so that brotli on the wire packs it whole."""

from __future__ import annotations

import hashlib
import shutil
import zipfile
from pathlib import Path

from buildtools.common import DIST, ROOT, WORK, fail, run
from buildtools.stdlib import slimmed


def slim_wheel_source(source: Path) -> None:
    """The wheel is the browser's engine alone (tests and the command line import pysrc/), and every byte of it is on
    a first visit's way to the first move: its modules lose comments and docstrings as the trimmed standard library
    does (stdlib.slimmed: line numbers kept for tracebacks; nothing in the engine reads __doc__), and its METADATA
    carries a one-line description instead of this README (70 kB)."""
    (source / "README.md").write_text("Puzzle Lab's engine, as the game page's Pyodide worker loads it.\n")
    for path in sorted((source / "pysrc").rglob("*.py")):
        path.write_bytes(slimmed(path.name, path.read_bytes()))


def build_wheel(tools_python: Path) -> Path:
    """Build the puzzlelab wheel from a clean copy of the sources (no stale build/ files) with `tools_python` (the
    tools venv's: it has `build`); returns its path."""
    # One per dist folder (its full path: worktrees sharing one .build/ must not share it), so parallel builds
    # never package each other's sources.
    tag = f"{DIST.name}-{hashlib.sha256(str(DIST.resolve()).encode()).hexdigest()[:8]}"
    source = WORK / f"wheel-src-{tag}"
    output = WORK / f"wheel-{tag}"
    shutil.rmtree(source, ignore_errors=True)
    shutil.rmtree(output, ignore_errors=True)
    source.mkdir(parents=True)
    for name in ("pyproject.toml", "README.md", "LICENSE", "MANIFEST.in", "setup.cfg"):
        if (ROOT / name).exists():
            shutil.copy2(ROOT / name, source / name)
    shutil.copytree(
        ROOT / "pysrc", source / "pysrc", ignore=shutil.ignore_patterns("__pycache__", "*.egg-info", "*.pyc")
    )
    slim_wheel_source(source)
    # cwd=source: from the repo root, `-m build` would import build.py instead of the `build` package.
    run(
        [tools_python, "-m", "build", "--wheel", "--no-isolation", "--outdir", output, source],
        cwd=source,
        capture_output=True,
        text=True,
    )
    wheels = sorted(output.glob("puzzlelab-*.whl"))
    if len(wheels) != 1:
        fail(f"expected one puzzlelab wheel in {output}, found {wheels}")
    return wheels[0]


def store_zip(source: Path, target: Path) -> None:
    """`target`: the zip archive `source` (the engine's wheel) with every entry stored, so that brotli on the wire
    packs it whole (99 kB instead of the deflated wheel's 143 kB). A wheel's RECORD hashes contents, not the archive."""
    with zipfile.ZipFile(source) as archive, zipfile.ZipFile(target, "w", zipfile.ZIP_STORED) as stored:
        for info in archive.infolist():
            stored.writestr(info, archive.read(info), compress_type=zipfile.ZIP_STORED)
