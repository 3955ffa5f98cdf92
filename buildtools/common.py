"""What every build module shares: the checkout's folders (ROOT, WORK, DIST), the build log, failing with a message,
running a command, replacing a file whole, and files of an npm package fetched once into WORK. Standard library
only."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path
from typing import NoReturn

ROOT = Path(__file__).resolve().parents[1]
WORK = ROOT / ".build"  # caches and tool venvs, gitignored
# PUZZLELAB_DIST builds and tests another folder (parallel work trees on one machine); dist/ by default.
DIST = Path(os.environ.get("PUZZLELAB_DIST") or ROOT / "dist").resolve()


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


def run_module(python: str | os.PathLike, module: str, *args: str | os.PathLike,
               **kwargs) -> subprocess.CompletedProcess:
    """`python -m buildtools.<module> args...` run from the checkout (so buildtools imports) with the engine's sources
    (pysrc/) importable: the build's steps that import the engine, numpy or brotli run in a process of their own."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "pysrc")}
    return run([python, "-m", f"buildtools.{module}", *args], env=env, cwd=ROOT, **kwargs)


def replace_file(path: Path, data: bytes) -> None:
    """Write `path` as a new file (never through an existing one: it may be a hard link, or being served)."""
    scratch = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    scratch.write_bytes(data)
    scratch.replace(path)


def npm_files(package: str, version: str, files: dict[str, str], pinned: dict[str, str] | None = None) -> Path:
    """The folder WORK/<package>-<version> holding `files` ({name there: its path in the package's tarball}) of npm
    package@version, fetched once with `npm pack` and cached. `pinned` ({name: sha256}): a file that differs fails
    the build instead of being kept."""
    cache = WORK / f"{package}-{version}"
    if all((cache / name).exists() for name in files):
        return cache
    if not shutil.which("npm"):
        fail(f"npm is needed once to fetch {package} (apt-get install -y npm)")
    log(f"fetching {package}@{version} from npm")
    WORK.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory(dir=WORK) as download:
        result = run(["npm", "pack", f"{package}@{version}", "--silent", "--pack-destination", download],
                     capture_output=True, text=True, stdin=subprocess.DEVNULL)
        tarball = Path(download) / result.stdout.strip().splitlines()[-1]
        partial = Path(download) / "files"
        partial.mkdir()
        with tarfile.open(tarball) as archive:
            for name, member in files.items():
                with archive.extractfile(archive.getmember(member)) as source, open(partial / name, "wb") as target:
                    shutil.copyfileobj(source, target)
        for name, wanted in (pinned or {}).items():
            digest = hashlib.sha256((partial / name).read_bytes()).hexdigest()
            if digest != wanted:
                fail(f"{package}@{version} from npm: {name} is not the file pinned in buildtools/ (sha256 {digest})")
        shutil.rmtree(cache, ignore_errors=True)
        partial.rename(cache)
    return cache
