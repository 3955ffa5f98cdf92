"""The 15-puzzle's pattern databases (the 6-6-3 set, pdb.FIFTEEN_PARTITION): built into .build/pdb with numpy, then
written compact into the site. `python -m buildtools.databases build FOLDER` (the tools venv's Python: numpy) and
`python -m buildtools.databases compact FOLDER SITE_PDB` (any CPython), both with pysrc/ importable."""

from __future__ import annotations

import sys
from pathlib import Path

from buildtools.common import WORK, log, run_module

ROWS = COLUMNS = 4


def pattern_databases(tools_python: Path) -> Path:
    """.build/pdb: the 15-puzzle's 6-6-3 pattern databases, built with `tools_python` (the tools venv's: numpy) the
    first time (about a minute on two busy cores), then only checked (sha256); returns the folder."""
    folder = WORK / "pdb"
    run_module(tools_python, "databases", "build", folder)
    return folder


def write_pattern_databases(site: Path, folder: Path) -> None:
    """site/pdb/*.bin: the databases the worker fetches when the 15-puzzle is opened (and the service worker precaches
    after the first move of a first visit), each entry stored as its excess over Manhattan distance
    (puzzles/fifteen/excess.py): 0.83 MB with brotli for all three instead of 1.92."""
    target = site / "pdb"
    target.mkdir()
    run_module(sys.executable, "databases", "compact", folder, target)


class QuarterProgress:
    """A pdb.ensure progress callback logging `label: message (percent)` once per quarter of the work."""

    def __init__(self, label: str) -> None:
        self.label = label
        self.shown: set[int] = set()

    def __call__(self, message: str, fraction: float) -> None:
        quarter = int(fraction * 4)
        if quarter not in self.shown:
            self.shown.add(quarter)
            log(f"{self.label}: {message} ({fraction:.0%})")


def build(folder: Path) -> None:
    """Each database of the partition in `folder`, built where missing or damaged (numpy), each named in the log by
    its place in the partition ("pattern database 2 of 3: tiles 7-8-11-12-14-15: 20 moves deep (75%)")."""
    from puzzlelab.puzzles.fifteen import pdb

    partition = pdb.FIFTEEN_PARTITION
    for number, tiles in enumerate(partition, 1):
        label = f"pattern database {number} of {len(partition)}"
        for path in pdb.ensure(folder, ROWS, COLUMNS, (tiles,), QuarterProgress(label)):
            log(f"{label}: {path.name}, {path.stat().st_size:,} bytes")


def compact(folder: Path, target: Path) -> None:
    """Each database of `folder` rewritten compact (pdb.to_bytes) into `target`."""
    from puzzlelab.puzzles.fifteen import pdb

    for path in sorted(folder.glob("pdb-*.bin")):
        header, table = pdb.from_bytes(path.read_bytes())
        packed = pdb.to_bytes(header["rows"], header["columns"], header["tiles"], table, compact=True)
        (target / path.name).write_bytes(packed)


def main(argv: list[str]) -> int:
    if len(argv) == 2 and argv[0] == "build":
        build(Path(argv[1]))
    elif len(argv) == 3 and argv[0] == "compact":
        compact(Path(argv[1]), Path(argv[2]))
    else:
        sys.exit("usage: python -m buildtools.databases build FOLDER | compact FOLDER TARGET  (pysrc/ importable)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
