"""Builds dist/ (self-hosted Pyodide runtime, the puzzlelab wheel in a lockfile, catalog, web assets); serves it;
lints; runs the tests.

Usage: python3 build.py [build] | serve [--port 8000] | lint | test [--quick] [pytest args...]
Standard library only: the tools it needs (pyodide-build, build, ruff, pytest, playwright) live in venvs it makes
under .build/ and .venv/.
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import glob
import gzip
import hashlib
import http.server
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import tomllib
import zipfile
from pathlib import Path
from typing import NoReturn

ROOT = Path(__file__).resolve().parent
WORK = ROOT / ".build"  # caches and tool venvs, gitignored
# PUZZLELAB_DIST builds and tests another folder (parallel work trees on one machine); dist/ by default.
DIST = Path(os.environ.get("PUZZLELAB_DIST") or ROOT / "dist").resolve()
TEST_VENV = ROOT / ".venv"
TEST_WORKERS = 2  # processes running the whole suite (pytest-xdist); see command_test

PYODIDE_VERSION = "314.0.7"  # npm package `pyodide`; CPython 3.14 inside
PYODIDE_RUNTIME_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# numpy builds the 15-puzzle's pattern databases (pattern_databases): a 0-1 BFS over 57.7 million states per 6-tile
# pattern takes seconds vectorised and hours in pure Python. Build time only: the engine never imports it.
# brotli writes the NAME.br copies (write_compressed_copies): the standard library has gzip but no brotli, and brotli
# sends the wasm in 2.7 MB instead of gzip's 3.5 MB. Build time only, like numpy.
TOOLS_REQUIREMENTS = ("pyodide-build==0.39.*", "pkginfo", "build", "setuptools>=68", "wheel", "numpy>=1.26",
                      "brotli>=1.1")
CHROMIUM = Path("/usr/bin/chromium")
# ruff lints the Python (its rules: pyproject.toml), from a venv of its own (.build/venv-lint): the quick tier needs
# neither the Pyodide tools nor a build, and a work tree sharing .build/ keeps the tools venv it has.
RUFF_REQUIREMENT = "ruff==0.17.6"
LINTED_PYTHON = ("pysrc", "tests", "bench", "build.py", "build_icons.py", "build_lint.py", "build_stdlib.py")

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".html": "text/html",
    ".css": "text/css",
    ".svg": "image/svg+xml",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".map": "application/json",
    ".webmanifest": "application/manifest+json",
    ".png": "image/png",
}

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

# Precompressed delivery: build.py writes NAME.br (brotli, quality 11) and NAME.gz (gzip -9) beside each file at least
# this big that the coding shrinks to at most this fraction (the wasm, the runtime's JavaScript, the standard library
# (a stored zip: see STDLIB_*), lockfile, tables, catalog, page assets; not the wheel, deflated already); the server
# sends the best copy the request accepts, with its Content-Encoding. Brotli: the wasm in 2.7 MB instead of gzip's
# 3.5 MB; every browser asks for it over HTTPS (and Chromium from localhost too); gzip serves the rest.
PRECOMPRESSED = {".br": "br", ".gz": "gzip"}  # suffix -> Content-Encoding, best first
COMPRESS_MIN_BYTES = 512
COMPRESS_MAX_RATIO = 0.9

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

# Run by CPython at build time: the catalog (for the page's first paint) and every distance table (so the browser
# loads 8-puzzle distances instead of spending half a second building them in Pyodide).
ENGINE_DATA_SNIPPET = """
import json, sys
from pathlib import Path
from puzzlelab.api import catalog, export_tables
target = Path(sys.argv[1])
(target / "catalog.json").write_text(json.dumps(catalog(), indent=1) + "\\n")
print(len(export_tables(target / "tables")))
"""


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


def fail(message: str) -> NoReturn:
    print(f"[build] error: {message}", file=sys.stderr, flush=True)
    sys.exit(2)


def run(command: list[str | os.PathLike], **kwargs) -> subprocess.CompletedProcess:
    """Run a command, failing the build with its output if it exits non-zero."""
    result = subprocess.run([str(part) for part in command], **kwargs)
    if result.returncode != 0:
        for captured in (result.stdout, result.stderr):
            if captured:
                sys.stderr.write(captured if isinstance(captured, str) else captured.decode(errors="replace"))
        fail(f"command failed ({result.returncode}): {' '.join(str(part) for part in command)}")
    return result


# ---------------------------------------------------------------- serving


def accepted_codings(accept_encoding: str) -> set[str]:
    """The content codings an Accept-Encoding header value allows, lower-case ("x-gzip" counts as "gzip"): those named
    with a weight above 0, and through `*` those it does not name ("*;q=0" alone, or an empty header: none)."""
    weights = {}
    for part in accept_encoding.split(","):
        name, _, params = part.strip().partition(";")
        quality = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.lower() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        name = name.strip().lower()
        weights["gzip" if name == "x-gzip" else name] = quality
    star = weights.get("*", 0.0)
    return {coding for coding in PRECOMPRESSED.values() if weights.get(coding, star) > 0}


class DistRequestHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types Pyodide needs (.wasm, .mjs); no caching, so a rebuild shows at once.

    A file with a precompressed copy beside it (NAME.br, NAME.gz; no older than it) goes out as the first of those the
    request accepts (`codings`, best first), with its Content-Encoding and the file's own Content-Type, to a request
    that asks for no byte range; Vary: Accept-Encoding either way. GET and HEAD (If-Modified-Since answered with 304)
    as in SimpleHTTPRequestHandler.
    """

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    log_every_request = True
    codings = tuple(PRECOMPRESSED)  # the suffixes this server sends, best first (a benchmark may send fewer)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def send_head(self):
        self._vary = False
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.partition("?")[0].endswith("/"):
            path = os.path.join(path, "index.html")  # what SimpleHTTPRequestHandler serves for a folder
        copies = [suffix for suffix in self.codings if self._fresh_copy(path, suffix)]
        if not copies:
            return super().send_head()
        accepted = accepted_codings(self.headers.get("Accept-Encoding", ""))
        sent = next((suffix for suffix in copies if PRECOMPRESSED[suffix] in accepted), None)
        if "Range" in self.headers or sent is None:
            self._vary = True  # the identity copy of a file that also goes out compressed
            return super().send_head()
        return self._send_compressed_head(path, path + sent, PRECOMPRESSED[sent])

    @staticmethod
    def _fresh_copy(path: str, suffix: str) -> bool:
        """Whether `path` has a precompressed copy path+suffix no older than itself."""
        try:
            return os.path.isfile(path) and os.stat(path + suffix).st_mtime >= os.stat(path).st_mtime
        except OSError:
            return False

    def send_header(self, keyword: str, value: str) -> None:
        super().send_header(keyword, value)
        if keyword.lower() == "content-type" and getattr(self, "_vary", False):
            super().send_header("Vary", "Accept-Encoding")
            self._vary = False

    def _send_compressed_head(self, path: str, compressed: str, coding: str):
        """Headers for `compressed` (in `coding`) standing in for `path` (the same Last-Modified); returns the open copy
        or None."""
        try:
            body = open(compressed, "rb")
        except OSError:
            self.send_error(http.HTTPStatus.NOT_FOUND, "File not found")
            return None
        try:
            modified = os.stat(path).st_mtime
            since = self.headers.get("If-Modified-Since")
            if since and "If-None-Match" not in self.headers:
                try:
                    since_time = email.utils.parsedate_to_datetime(since).timestamp()
                except (TypeError, ValueError, IndexError, OverflowError):
                    since_time = None
                if since_time is not None and int(modified) <= since_time:
                    self.send_response(http.HTTPStatus.NOT_MODIFIED)
                    self.send_header("Vary", "Accept-Encoding")
                    self.end_headers()
                    body.close()
                    return None
            self.send_response(http.HTTPStatus.OK)
            self.send_header("Content-Type", self.guess_type(path))
            self.send_header("Content-Encoding", coding)
            self.send_header("Vary", "Accept-Encoding")
            self.send_header("Content-Length", str(os.fstat(body.fileno()).st_size))
            self.send_header("Last-Modified", self.date_time_string(modified))
            self.end_headers()
            return body
        except BaseException:
            body.close()
            raise

    def log_request(self, code="-", size="-") -> None:
        if self.log_every_request or (isinstance(code, int) and code >= 400):
            super().log_request(code, size)


class QuietDistRequestHandler(DistRequestHandler):
    """Logs only failed requests (404s and the like): for tests and benchmarks."""

    log_every_request = False


class DistServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):
            return  # the browser dropped a connection (navigation, aborted fetch): not our problem
        super().handle_error(request, client_address)


def make_server(
    directory: str | os.PathLike = DIST, port: int = 0, host: str = "127.0.0.1", quiet: bool = False,
    codings: tuple[str, ...] | None = None,
) -> DistServer:
    """A threaded HTTP server for `directory` on host:port (port 0 = a free port; see server.server_address).
    `codings`: the precompressed copies it sends, best first (suffixes of PRECOMPRESSED; default all of them).

    Call serve_forever() (in a thread if need be) and shutdown() when done.
    """
    handler_class = QuietDistRequestHandler if quiet else DistRequestHandler
    if codings is not None:
        handler_class = type(handler_class.__name__, (handler_class,), {"codings": tuple(codings)})
    handler = functools.partial(handler_class, directory=str(directory))
    return DistServer((host, port), handler)


def server_url(server: DistServer) -> str:
    host, port = server.server_address[:2]
    return f"http://{host}:{port}"


# ---------------------------------------------------------------- interpreters and venvs


def python_is_at_least(executable: str, minor: int) -> bool:
    try:
        result = subprocess.run(
            [executable, "-c", f"import sys; sys.exit(0 if sys.version_info >= (3, {minor}) else 1)"],
            capture_output=True,
            timeout=60,
        )
    except (OSError, subprocess.TimeoutExpired):
        return False
    return result.returncode == 0


def find_python_312() -> str:
    """An interpreter >= 3.12 (pyodide-build 0.39 needs it): this one, one on PATH that runs, or a pyenv version."""
    if sys.version_info >= (3, 12):
        return sys.executable
    candidates = [name for name in ("python3.13", "python3.12") if shutil.which(name)]
    pyenv_roots = []
    if shutil.which("pyenv"):
        result = subprocess.run(["pyenv", "root"], capture_output=True, text=True)
        if result.returncode == 0:
            pyenv_roots.append(result.stdout.strip())
    pyenv_roots += [os.environ.get("PYENV_ROOT", ""), str(Path.home() / ".pyenv")]
    for root in filter(None, pyenv_roots):
        candidates += sorted(glob.glob(f"{root}/versions/3.1[234]*/bin/python3.1[234]"), reverse=True)
    candidates += [
        "/usr/bin/python3.13",
        "/usr/bin/python3.12",
        "/usr/local/bin/python3.13",
        "/usr/local/bin/python3.12",
    ]
    for candidate in candidates:
        if python_is_at_least(candidate, 12):
            return candidate
    fail("pyodide-build needs Python >= 3.12 and none was found (tried PATH, pyenv, /usr/bin, /usr/local/bin)")


def venv_python(venv: Path) -> Path:
    return venv / "bin" / "python"


def ensure_venv(venv: Path, interpreter: str, install_args: list[str], stamp_text: str, cwd: Path = WORK) -> Path:
    """A venv made with `interpreter` and `pip install <install_args>`, remade only when stamp_text changes."""
    stamp = venv / ".puzzlelab-stamp"
    stamp_text = f"{interpreter}\n{stamp_text}"
    if stamp.exists() and stamp.read_text() == stamp_text and venv_python(venv).exists():
        return venv_python(venv)
    if venv.is_symlink() and venv_python(venv).exists():  # another work tree's venv, linked: that tree keeps it
        log(f"using {venv.relative_to(ROOT)} as it is (a link to {venv.resolve()}, kept by its own tree)")
        return venv_python(venv)
    log(f"creating {venv.relative_to(ROOT)} ({interpreter})")
    shutil.rmtree(venv, ignore_errors=True)
    run([interpreter, "-m", "venv", venv])
    run([venv_python(venv), "-m", "pip", "install", "-q", *install_args], cwd=cwd)
    stamp.write_text(stamp_text)
    return venv_python(venv)


def tools_python() -> Path:
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


# ---------------------------------------------------------------- build steps


def pyodide_runtime() -> Path:
    """The folder holding PYODIDE_RUNTIME_FILES from npm pyodide@PYODIDE_VERSION, fetched once and cached."""
    cache = WORK / f"pyodide-{PYODIDE_VERSION}"
    if all((cache / name).exists() for name in PYODIDE_RUNTIME_FILES):
        return cache
    if not shutil.which("npm"):
        fail("npm is needed once to fetch the Pyodide runtime (apt-get install -y npm)")
    log(f"fetching pyodide@{PYODIDE_VERSION} from npm")
    with tempfile.TemporaryDirectory(dir=WORK) as download:
        result = run(
            ["npm", "pack", f"pyodide@{PYODIDE_VERSION}", "--silent", "--pack-destination", download],
            capture_output=True,
            text=True,
            stdin=subprocess.DEVNULL,
        )
        tarball = Path(download) / result.stdout.strip().splitlines()[-1]
        partial = Path(download) / "runtime"
        partial.mkdir()
        with tarfile.open(tarball) as archive:
            for name in PYODIDE_RUNTIME_FILES:
                member = archive.getmember(f"package/{name}")
                with archive.extractfile(member) as source, open(partial / name, "wb") as target:
                    shutil.copyfileobj(source, target)
        shutil.rmtree(cache, ignore_errors=True)
        partial.rename(cache)
    return cache


def slim_wheel_source(source: Path) -> None:
    """The wheel is the browser's engine alone (tests and the command line import pysrc/), and every byte of it is on
    a first visit's way to the first move: its modules lose comments and docstrings as the trimmed standard library
    does (build_stdlib.slimmed: line numbers kept for tracebacks; nothing in the engine reads __doc__), and its
    METADATA carries a one-line description instead of this README (70 kB)."""
    import build_stdlib

    (source / "README.md").write_text("Puzzle Lab's engine, as the game page's Pyodide worker loads it.\n")
    for path in sorted((source / "pysrc").rglob("*.py")):
        path.write_bytes(build_stdlib.slimmed(path.name, path.read_bytes()))


def build_wheel(python: Path) -> Path:
    """Build the puzzlelab wheel from a clean copy of the sources (no stale build/ files); returns its path."""
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
    # cwd=source: from the repo root, `-m build` would import this file (build.py) instead of the `build` package.
    run(
        [python, "-m", "build", "--wheel", "--no-isolation", "--outdir", output, source],
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


def keep_engine_only(lock_file: Path) -> None:
    """Cut pyodide-lock.json down to its `info` and the engine's entry: the site ships no other package for it to list
    (22 kB fewer with brotli; Pyodide reads the lockfile only to load packages)."""
    lock = json.loads(lock_file.read_text())
    lock["packages"] = {"puzzlelab": lock["packages"]["puzzlelab"]}
    replace_file(lock_file, (json.dumps(lock, indent=1) + "\n").encode())


def write_stdlib(source: Path, target: Path) -> None:
    """`target`: Pyodide's standard library cut down to what the engine and Pyodide's start-up import, docstrings and
    comments blanked, stored (build_stdlib.py; brotli on the wire: 0.30 MB instead of the whole deflated archive's
    2.5 MB)."""
    import build_stdlib

    kept, total = build_stdlib.trim_stdlib(source, target, engine=ROOT / "pysrc" / "puzzlelab")
    log(f"python_stdlib.zip: {kept} of {total} entries kept, stored ({target.stat().st_size / 1e6:.1f} MB raw)")


def write_engine_data(staging: Path) -> None:
    """dist/catalog.json and dist/tables/*.bin from puzzlelab.api, computed by CPython at build time."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "pysrc")}
    result = subprocess.run([sys.executable, "-c", ENGINE_DATA_SNIPPET, staging], env=env, capture_output=True,
                            text=True, cwd=ROOT)
    if result.returncode != 0:
        sys.stderr.write(result.stderr)
        fail("writing the catalog and distance tables failed")
    log(f"wrote catalog.json and {result.stdout.strip()} distance tables")


PATTERN_DATABASES_SNIPPET = """
import sys
from pathlib import Path
from puzzlelab.puzzles.fifteen import pdb
shown = set()
def progress(message, fraction):
    quarter = int(fraction * 4)
    if quarter not in shown:
        shown.add(quarter)
        print(f"[build] pattern databases: {message} ({fraction:.0%})", flush=True)
for path in pdb.ensure(Path(sys.argv[1]), 4, 4, pdb.FIFTEEN_PARTITION, progress):
    print(f"[build] pattern database {path.name}: {path.stat().st_size:,} bytes", flush=True)
"""


# Run by CPython at build time: each database of argv[1] rewritten compact (pdb.to_bytes) into argv[2].
COMPACT_DATABASES_SNIPPET = """
import sys
from pathlib import Path
from puzzlelab.puzzles.fifteen import pdb
for path in sorted(Path(sys.argv[1]).glob("pdb-*.bin")):
    header, table = pdb.from_bytes(path.read_bytes())
    compact = pdb.to_bytes(header["rows"], header["columns"], header["tiles"], table, compact=True)
    (Path(sys.argv[2]) / path.name).write_bytes(compact)
"""


def pattern_databases(python: Path) -> Path:
    """.build/pdb: the 15-puzzle's 6-6-3 pattern databases (pdb.FIFTEEN_PARTITION), built with the tools venv's numpy
    the first time (about a minute on two busy cores), then only checked (sha256); returns the folder."""
    folder = WORK / "pdb"
    env = {**os.environ, "PYTHONPATH": str(ROOT / "pysrc")}
    run([python, "-c", PATTERN_DATABASES_SNIPPET, folder], env=env, cwd=ROOT)
    return folder


def write_pattern_databases(staging: Path, folder: Path) -> None:
    """dist/pdb/*.bin: the databases the worker fetches when the 15-puzzle is opened (and the service worker precaches
    after the first move of a first visit), each entry stored as its excess over Manhattan distance
    (puzzles/fifteen/excess.py): 0.83 MB with brotli for all three instead of 1.92."""
    target = staging / "pdb"
    target.mkdir()
    env = {**os.environ, "PYTHONPATH": str(ROOT / "pysrc")}
    run([sys.executable, "-c", COMPACT_DATABASES_SNIPPET, folder, target], env=env, cwd=ROOT)


def replace_file(path: Path, data: bytes) -> None:
    """Write `path` as a new file (never through an existing one: it may be a hard link, or being served)."""
    scratch = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    scratch.write_bytes(data)
    scratch.replace(path)


def compression_candidates(site: Path) -> list[Path]:
    """Files of `site` worth a precompressed copy by size (not the copies themselves)."""
    return [path for path in sorted(site.rglob("*"))
            if path.is_file() and path.suffix not in PRECOMPRESSED and path.stat().st_size >= COMPRESS_MIN_BYTES]


# Run by the tools venv's Python (it has brotli): each file named on stdin, one a line, compressed into the cache folder
# argv[1] as <sha256 of its bytes>.br. Quality 11 and a 16 MB window: slow (seconds for the wasm), hence the cache.
BROTLI_SNIPPET = """
import hashlib, os, sys
from pathlib import Path
import brotli
cache = Path(sys.argv[1])
for name in sys.stdin.read().splitlines():
    data = Path(name).read_bytes()
    target = cache / (hashlib.sha256(data).hexdigest() + ".br")
    scratch = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    scratch.write_bytes(brotli.compress(data, quality=11, lgwin=24))
    scratch.replace(target)
"""


def compression_cache(suffix: str) -> Path:
    """The folder under .build/ keeping compressed copies by the sha256 of the original (the same bytes every build)."""
    folder = WORK / f"{PRECOMPRESSED[suffix]}-cache"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def prepare_brotli(paths: list[Path]) -> None:
    """Put a brotli copy of each file in `paths` into its cache (one run of the tools venv for those it lacks)."""
    cache = compression_cache(".br")
    missing = [path for path in paths if len(path.read_bytes()) >= COMPRESS_MIN_BYTES
               and not (cache / (hashlib.sha256(path.read_bytes()).hexdigest() + ".br")).exists()]
    if missing:
        log(f"brotli: compressing {len(missing)} files")
        run([tools_python(), "-c", BROTLI_SNIPPET, cache], input="\n".join(map(str, missing)), text=True)


def compressed_copy(data: bytes, suffix: str) -> bytes | None:
    """The NAME.br or NAME.gz bytes (`suffix`) for a file holding `data`, or None when it gets no such copy (too small,
    or the coding shrinks it too little). gzip -9 with mtime 0 is made here and cached; brotli copies come from the
    cache prepare_brotli fills (call it first)."""
    if len(data) < COMPRESS_MIN_BYTES:
        return None
    cached = compression_cache(suffix) / (hashlib.sha256(data).hexdigest() + suffix)
    if cached.exists():
        packed = cached.read_bytes()
    elif suffix == ".gz":
        packed = gzip.compress(data, compresslevel=9, mtime=0)
        replace_file(cached, packed)  # parallel builds may write it too
    else:
        fail(f"no {PRECOMPRESSED[suffix]} copy of a file of {len(data)} bytes was prepared")
    return packed if len(packed) <= COMPRESS_MAX_RATIO * len(data) else None


def write_compressed_copies(site: Path) -> dict[str, tuple[int, int]]:
    """Write NAME.br and NAME.gz beside each file the coding shrinks enough (compressed_copy). Returns, for each suffix,
    (raw bytes, compressed bytes) of the files that got that copy."""
    candidates = compression_candidates(site)
    prepare_brotli(candidates)
    totals = {}
    for suffix in PRECOMPRESSED:
        raw_total = packed_total = 0
        for path in candidates:
            data = path.read_bytes()
            packed = compressed_copy(data, suffix)
            if packed is None:
                continue
            target = path.with_name(path.name + suffix)
            replace_file(target, packed)
            stat = path.stat()
            os.utime(target, (stat.st_atime, stat.st_mtime))  # the server sends a copy only if it is no older
            raw_total += len(data)
            packed_total += len(packed)
        totals[suffix] = (raw_total, packed_total)
    return totals


def write_icons(site: Path) -> None:
    """site/icons/: icon.svg and the PNGs the web app manifest names (build_icons.py), cached under .build/."""
    import build_icons

    source_hash = hashlib.sha256((ROOT / "build_icons.py").read_bytes()).hexdigest()[:16]
    cache = WORK / f"icons-{source_hash}"
    if not cache.is_dir():
        scratch = WORK / f"icons-{source_hash}.{os.getpid()}.tmp"
        shutil.rmtree(scratch, ignore_errors=True)
        build_icons.write_icons(scratch)
        try:
            scratch.rename(cache)
        except OSError:  # a parallel build got there first
            shutil.rmtree(scratch, ignore_errors=True)
    shutil.copytree(cache, site / "icons", dirs_exist_ok=True)


def write_boot_files(site: Path, wheel_name: str) -> dict:
    """site/boot-files.json: the files the solver's worker downloads as Python starts (js/engine/download.js counts
    their bytes for the loading banner: "Loading solver: 2.1 of 3.6 MB"), each with its size and the sizes of its
    NAME.gz and NAME.br (null: no such copy, sent as it is), the wheel's "after" (WHEEL_AFTER: the file it waits
    for), and startWhileDownloading. Run before the precache manifest (it is precached) and the compressed copies.
    Returns the manifest."""
    paths = [site / "pyodide" / name for name in BOOT_FILES + (wheel_name,)]
    prepare_brotli(paths)
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


def build() -> Path:
    """Assemble dist/ in a scratch folder, then swap it in whole; returns DIST."""
    WORK.mkdir(exist_ok=True)
    runtime = pyodide_runtime()
    tools = tools_python()
    wheel = build_wheel(tools)

    staging = DIST.with_name(DIST.name + "-new")
    shutil.rmtree(staging, ignore_errors=True)
    shutil.copytree(ROOT / "web", staging, ignore=shutil.ignore_patterns(".*"))
    pyodide_dir = staging / "pyodide"
    pyodide_dir.mkdir()
    for name in PYODIDE_RUNTIME_FILES:
        if name not in ("pyodide-lock.json", "python_stdlib.zip"):
            shutil.copy2(runtime / name, pyodide_dir / name)
    write_stdlib(runtime / "python_stdlib.zip", pyodide_dir / "python_stdlib.zip")
    store_zip(wheel, pyodide_dir / wheel.name)
    # The lockfile entry (file name, sha256, imports) is what lets loadPackage("puzzlelab") find and verify the wheel.
    pyodide_cli = venv_python(WORK / "venv-tools").parent / "pyodide"
    run(
        [pyodide_cli, "lockfile", "add-wheels", "--input", runtime / "pyodide-lock.json",
         "--output", pyodide_dir / "pyodide-lock.json", pyodide_dir / wheel.name],
        capture_output=True, text=True,
    )
    keep_engine_only(pyodide_dir / "pyodide-lock.json")
    write_engine_data(staging)
    write_pattern_databases(staging, pattern_databases(tools))
    write_icons(staging)
    write_boot_files(staging, wheel.name)
    build_id = write_precache_manifest(staging)
    for suffix, (raw_bytes, packed_bytes) in write_compressed_copies(staging).items():
        log(f"build {build_id}: {PRECOMPRESSED[suffix]} copies: {raw_bytes / 1e6:.1f} MB to {packed_bytes / 1e6:.1f}"
            " MB")

    old = DIST.with_name(DIST.name + "-old")
    shutil.rmtree(old, ignore_errors=True)
    if DIST.exists():
        DIST.rename(old)
    staging.rename(DIST)
    shutil.rmtree(old, ignore_errors=True)
    log(f"built dist/ ({wheel.name}, Pyodide {PYODIDE_VERSION})")
    return DIST


# ---------------------------------------------------------------- commands


def ensure_chromium() -> None:
    if CHROMIUM.exists() or shutil.which("chromium"):
        return
    if os.geteuid() != 0:
        fail("the browser tests need Debian's chromium: run `sudo apt-get update && sudo apt-get install -y chromium`")
    log("installing chromium with apt-get")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    lock_wait = ["-o", "DPkg::Lock::Timeout=900"]  # another install may be running: wait for it, don't fight it
    run(["apt-get", *lock_wait, "update"], env=env, stdin=subprocess.DEVNULL)
    run(["apt-get", *lock_wait, "install", "-y", "chromium"], env=env, stdin=subprocess.DEVNULL)


def command_serve(port: int) -> None:
    build()
    try:
        server = make_server(DIST, port)
    except OSError as error:
        fail(f"cannot listen on 127.0.0.1:{port}: {error.strerror} (try --port)")
    print(f"Serving dist/ at {server_url(server)}/  (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


def command_lint() -> int:
    """ruff over the Python, then build_lint.py over web/ and the sources' rules: 0 when neither finds anything."""
    ruff = [lint_python(), "-m", "ruff", "check", "--quiet", "--output-format", "concise", *LINTED_PYTHON]
    log("lint: ruff check " + " ".join(LINTED_PYTHON) + "; build_lint.py")
    found = subprocess.run(ruff, cwd=ROOT).returncode
    found |= subprocess.run([sys.executable, ROOT / "build_lint.py", ROOT], cwd=ROOT).returncode
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
    commands.add_parser("lint", help="ruff over the Python, build_lint.py over web/ (exit 1 on a finding)")
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
