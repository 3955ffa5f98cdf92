"""What the build installs for itself on first use: an interpreter >= 3.12 found (PATH or pyenv), venvs made and
remade when what they hold changes, and Debian's chromium for the browser tests (apt-get)."""

from __future__ import annotations

import glob
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from buildtools.common import ROOT, WORK, fail, log, run

CHROMIUM = Path("/usr/bin/chromium")


def python_is_at_least(executable: str, minor: int) -> bool:
    """Whether `executable` runs and says (--version) it is Python 3.`minor` or later."""
    try:
        result = subprocess.run([executable, "--version"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return False
    version = re.match(r"Python 3\.(\d+)", (result.stdout or result.stderr).strip())
    return result.returncode == 0 and version is not None and int(version[1]) >= minor


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
    cwd.mkdir(parents=True, exist_ok=True)
    run([interpreter, "-m", "venv", venv])
    run([venv_python(venv), "-m", "pip", "install", "-q", *install_args], cwd=cwd)
    stamp.write_text(stamp_text)
    return venv_python(venv)


def ensure_chromium() -> None:
    """Debian's chromium, installed with apt-get when missing (as root; otherwise the build says how)."""
    if CHROMIUM.exists() or shutil.which("chromium"):
        return
    if os.geteuid() != 0:
        fail("the browser tests need Debian's chromium: run `sudo apt-get update && sudo apt-get install -y chromium`")
    log("installing chromium with apt-get")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    lock_wait = ["-o", "DPkg::Lock::Timeout=900"]  # another install may be running: wait for it, don't fight it
    run(["apt-get", *lock_wait, "update"], env=env, stdin=subprocess.DEVNULL)
    run(["apt-get", *lock_wait, "install", "-y", "chromium"], env=env, stdin=subprocess.DEVNULL)
