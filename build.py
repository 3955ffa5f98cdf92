"""Builds dist/ (self-hosted Pyodide runtime, the puzzlelab wheel in a lockfile, catalog, web assets); serves it;
lints; runs the tests: the command front over the build's modules in buildtools/ (one job each).

Usage: python3 build.py [build] | serve [--port 8000] | lint | test [--quick] [pytest args...]
Standard library only: the tools it needs (pyodide-build, build, numpy, brotli, ruff, pytest, playwright) live in
venvs it makes under .build/ and .venv/.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

from buildtools import (catalogues, compression, databases, engine_data, icons, manifests, runtime, server, stdlib,
                        vendor, wheel)
from buildtools.common import DIST, ROOT, WORK, fail, log
from buildtools.installs import ensure_chromium, ensure_venv, find_python_312

TEST_VENV = ROOT / ".venv"
TEST_WORKERS = 2  # processes running the whole suite (pytest-xdist); see command_test

# The tools venv (.build/venv-tools, a Python >= 3.12): pyodide-build registers the wheel in the lockfile, `build`
# makes the wheel.
# numpy builds the 15-puzzle's pattern databases (buildtools/databases.py): a 0-1 BFS over 57.7 million states per
# 6-tile pattern takes seconds vectorised and hours in pure Python. Build time only: the engine never imports it.
# brotli writes the NAME.br copies (buildtools/compression.py): the standard library has gzip but no brotli, and
# brotli sends the wasm in 2.7 MB instead of gzip's 3.5 MB. Build time only, like numpy.
TOOLS_REQUIREMENTS = ("pyodide-build==0.39.*", "pkginfo", "build", "setuptools>=68", "wheel", "numpy>=1.26",
                      "brotli>=1.1")
# gifenc (npm, pinned in buildtools/vendor.py like Pyodide in runtime.py; fetched with `npm pack`, copied into
# dist/vendor/, never committed): the shared picture's GIF encoder (web/js/share/gif.js), a 9 kB ES module with no
# dependencies, loaded only when a picture is made. A GIF of the page's boards needs a quantizer (their gradients,
# shadows and antialiased edges hold thousands of colours) and an LZW writer: gifenc has both (PnnQuant, and an LZW
# writer tuned for speed). bench/gif_page.py: a 30-move 8-puzzle game's picture made in 0.13 s (1 s allowed; its
# frames drawn alone 0.045 s, encoded alone 0.06 s), 201 kB (300 allowed), no task over 50 ms. What would be ours is
# the frame-to-frame part, and it is (share/gif.js: one palette, a colour's index kept across frames, only changed
# pixels): that took the file from 245 kB to 201. An encoder written here would be the same LZW with a weaker
# quantizer (median cut or a fixed palette) and more code to keep, for no figure to gain.
# ruff lints the Python (its rules: pyproject.toml), from a venv of its own (.build/venv-lint): the quick tier needs
# neither the Pyodide tools nor a build, and a work tree sharing .build/ keeps the tools venv it has.
RUFF_REQUIREMENT = "ruff==0.17.6"
LINTED_PYTHON = ("pysrc", "tests", "bench", "build.py", "buildtools")


def tools_python() -> Path:
    """The tools venv's Python (TOOLS_REQUIREMENTS), made on first use."""
    return ensure_venv(WORK / "venv-tools", find_python_312(), list(TOOLS_REQUIREMENTS), "\n".join(TOOLS_REQUIREMENTS))


def lint_python() -> Path:
    return ensure_venv(WORK / "venv-lint", sys.executable, [RUFF_REQUIREMENT], RUFF_REQUIREMENT)


def test_python() -> Path:
    """.venv with the package and its test extras, remade when what pip reads from pyproject.toml changes (its
    [build-system] and [project] tables; not the tools' settings, such as ruff's)."""
    with open(ROOT / "pyproject.toml", "rb") as file:
        pyproject = tomllib.load(file)
    installed = {table: pyproject.get(table) for table in ("build-system", "project")}
    installed_hash = hashlib.sha256(json.dumps(installed, sort_keys=True).encode()).hexdigest()
    return ensure_venv(TEST_VENV, sys.executable, ["-e", ".[test,browser]"], installed_hash, cwd=ROOT)


def build() -> Path:
    """Assemble dist/ in a scratch folder, then swap it in whole; returns DIST."""
    WORK.mkdir(exist_ok=True)
    pyodide = runtime.pyodide_runtime()
    tools = tools_python()
    built_wheel = wheel.build_wheel(tools)

    staging = DIST.with_name(DIST.name + "-new")
    shutil.rmtree(staging, ignore_errors=True)
    shutil.copytree(ROOT / "web", staging, ignore=shutil.ignore_patterns(".*"))
    catalogues.write_catalogues(ROOT / "web" / "lang", staging)
    pyodide_dir = staging / "pyodide"
    pyodide_dir.mkdir()
    runtime.copy_runtime(pyodide, pyodide_dir)
    stdlib.write_stdlib(pyodide / "python_stdlib.zip", pyodide_dir / "python_stdlib.zip", ROOT / "pysrc" / "puzzlelab")
    wheel.store_zip(built_wheel, pyodide_dir / built_wheel.name)
    runtime.register_wheel(tools, pyodide, pyodide_dir / built_wheel.name)
    engine_data.write_engine_data(staging)
    databases.write_pattern_databases(staging, databases.pattern_databases(tools))
    icons.write_site_icons(staging)
    vendor.write_vendor(staging)
    manifests.write_boot_files(staging, built_wheel.name, tools)
    build_id = manifests.write_precache_manifest(staging)
    for suffix, (raw_bytes, packed_bytes) in compression.write_compressed_copies(staging, tools).items():
        log(f"build {build_id}: {compression.PRECOMPRESSED[suffix]} copies: {raw_bytes / 1e6:.1f} MB to "
            f"{packed_bytes / 1e6:.1f} MB")

    old = DIST.with_name(DIST.name + "-old")
    shutil.rmtree(old, ignore_errors=True)
    if DIST.exists():
        DIST.rename(old)
    staging.rename(DIST)
    shutil.rmtree(old, ignore_errors=True)
    log(f"built dist/ ({built_wheel.name}, Pyodide {runtime.PYODIDE_VERSION})")
    return DIST


# ---------------------------------------------------------------- commands


def command_serve(port: int) -> None:
    build()
    try:
        site_server = server.make_server(DIST, port)
    except OSError as error:
        fail(f"cannot listen on 127.0.0.1:{port}: {error.strerror} (try --port)")
    print(f"Serving dist/ at {server.server_url(site_server)}/  (Ctrl+C to stop)", flush=True)
    try:
        site_server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        site_server.server_close()


def command_lint() -> int:
    """ruff over the Python, then buildtools/lint.py over web/ and the sources' rules: 0 when neither finds anything."""
    ruff = [lint_python(), "-m", "ruff", "check", "--quiet", "--output-format", "concise", *LINTED_PYTHON]
    log("lint: ruff check " + " ".join(LINTED_PYTHON) + "; python -m buildtools.lint")
    found = subprocess.run(ruff, cwd=ROOT).returncode
    found |= subprocess.run([sys.executable, "-m", "buildtools.lint", ROOT], cwd=ROOT).returncode
    if found:
        log("lint: the findings above fail the run (path:line: what)")
    return 1 if found else 0


def command_test(pytest_args: list[str], quick: bool = False) -> int:
    """The lint, then pytest: the engine and browser tests (after a build), or with `quick` the engine tests alone
    (no build, no browser). The tests run even when the lint finds something; either failing fails the run."""
    linted = command_lint()
    if quick:
        test_dirs, spread = ["tests/engine"], "load"  # engine tests are short and independent: any test anywhere
    else:
        build()
        ensure_chromium()
        test_dirs, spread = ["tests/engine", "tests/browser"], "loadfile"
    python = test_python()
    test_dirs = [name for name in test_dirs if (ROOT / name).is_dir()]
    parallel = []
    if any(arg.startswith("tests/") for arg in pytest_args):
        test_dirs = []  # `build.py test tests/browser/test_x.py` runs just the tests named
    elif not any(arg == "-n" or arg.startswith(("-n", "--numprocesses")) for arg in pytest_args):
        # The suite runs in TEST_WORKERS processes (pytest-xdist). The browser tests go a file per process at a time
        # (its module-scoped page boots once): a browser test mostly waits while one core runs Pyodide in Chromium's
        # worker, so a second process keeps the other core busy (PUZZLELAB_TEST_WORKERS=1 runs it serially).
        workers = os.environ.get("PUZZLELAB_TEST_WORKERS", str(TEST_WORKERS))
        if workers != "1":
            parallel = ["-n", workers, "--dist", spread]
    tier = ["-m", "not slow"] if quick else []  # the quick tier leaves out the engine tests of seconds (marked slow)
    command = [str(python), "-m", "pytest", *test_dirs, "-q", *parallel, *tier, *pytest_args]
    log(" ".join(command[2:]))
    tested = subprocess.run(command, cwd=ROOT).returncode
    return tested or linted


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="build.py", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("build", help="build dist/ (the default)")
    serve = commands.add_parser("serve", help="build, then serve dist/ on 127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    commands.add_parser("lint", help="ruff over the Python, buildtools/lint.py over web/ (exit 1 on a finding)")
    test = commands.add_parser("test", allow_abbrev=False,
                               help="lint, build, then run the engine and browser tests (extra args go to pytest)")
    test.add_argument("--quick", action="store_true", help="lint and the engine tests alone: no build, no browser")
    args, extra = parser.parse_known_args(argv)
    if extra and args.command != "test":
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if args.command == "serve":
        command_serve(args.port)
        return 0
    if args.command == "lint":
        return command_lint()
    if args.command == "test":
        return command_test(extra, quick=args.quick)
    build()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
