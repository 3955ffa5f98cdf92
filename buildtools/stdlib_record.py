"""Records the standard library the browser needs: `python3 -m buildtools.stdlib_record` (after python3 build.py:
needs dist/ and node) runs the engine under Pyodide in Node (stdlib_record.mjs, stdlib_exercise.py) and prints the
modules it imported as STDLIB_KEEP, to paste over stdlib.py's."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from buildtools.common import DIST
from buildtools.runtime import pyodide_runtime

HERE = Path(__file__).resolve().parent


def record(runtime: Path, dist: Path) -> list[str]:
    """The standard library's modules (dotted names) imported while the engine answers every kind of request for every
    puzzle under Pyodide in Node: `runtime` holds Pyodide's files (its full python_stdlib.zip), `dist` a build."""
    result = subprocess.run(
        ["node", HERE / "stdlib_record.mjs", runtime, dist, HERE / "stdlib_exercise.py"],
        capture_output=True, text=True, env={"PATH": "/usr/bin:/bin"}, timeout=1200,
    )
    if result.returncode != 0:
        sys.exit(f"recording failed:\n{result.stderr[-4000:]}")
    return json.loads(result.stdout.strip().splitlines()[-1])


def main(argv: list[str]) -> int:
    if argv:
        sys.exit("usage: python3 -m buildtools.stdlib_record  (after python3 build.py: needs dist/ and node)")
    modules = record(pyodide_runtime(), DIST)
    print(f"{len(modules)} modules; STDLIB_KEEP = (")
    line = "   "
    for name in modules:
        item = f' "{name}",'
        if len(line) + len(item) > 118:
            print(line)
            line = "   "
        line += item
    print(line + "\n)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
