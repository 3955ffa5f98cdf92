"""The engine's oracle cache: each puzzle's oracle (oracle.Oracle), built on first use and kept, a shipped distance
table loaded when the browser's worker can fetch one. api.Engine owns one; games.py and api_solve.py ask it.
"""

from __future__ import annotations

import sys
from typing import Callable, Generator

from .api_exports import table_file
from .oracle import Oracle
from .progress import progress, run_to_end
from .puzzle import Position, Puzzle
from .tables import DistanceTable
from .words import message

TableLoader = Callable[[str], object]
"""`loader(file_name)`: a shipped table's bytes (bytes, bytearray, memoryview, or an object with `to_bytes()`, a
JavaScript Uint8Array under Pyodide); anything else (None, a JavaScript null), or raising, means no such file."""


class OracleCache:
    """Each puzzle's oracle: `oracle` builds it when missing (possibly long), `ready` never builds, `steps` builds
    as a generator of progress for a job. `table_loader` (see TableLoader) may supply tabled puzzles' tables."""

    def __init__(self, table_loader: TableLoader | None = None) -> None:
        self.table_loader = table_loader
        self._kept: dict[Puzzle, Oracle] = {}

    def oracle(self, puzzle: Puzzle) -> Oracle:
        """What answers distance(position), optimal_moves(position) and solution(position) for `puzzle`: its
        DistanceTable when `puzzle.tabled`, else the oracle its `oracle_steps()` returns. Built on first use (which
        may take long: a table built, a search), then kept."""
        oracle = self._kept.get(puzzle)
        if oracle is None:
            oracle = run_to_end(self.steps(puzzle))
        return oracle

    def ready(self, puzzle: Puzzle) -> Oracle | None:
        """`puzzle`'s oracle when it is already built, else None: never builds anything."""
        return self._kept.get(puzzle)

    def answers_now(self, puzzle: Puzzle, position: Position) -> Oracle | None:
        """The oracle when it is built and knows `position`'s distance at once (Oracle.answers_now), else None."""
        oracle = self._kept.get(puzzle)
        return oracle if oracle is not None and oracle.answers_now(position) else None

    def steps(self, puzzle: Puzzle) -> Generator[dict, None, Oracle]:
        """Build and keep `puzzle`'s oracle, yielding progress ({"message", "fraction"}) on the way: a tabled
        puzzle's shipped table (see `table_loader`) or a fresh one; else the puzzle's own search."""
        if puzzle.tabled:
            oracle = self._shipped_table(puzzle)
            if oracle is None:
                yield progress(message("progress.computing"), 0.0)
                oracle = DistanceTable.build(puzzle)
        else:
            oracle = yield from puzzle.oracle_steps()
        self._kept[puzzle] = oracle
        return oracle

    def _shipped_table(self, puzzle: Puzzle) -> DistanceTable | None:
        """The table `table_loader` supplies for `puzzle`, or None: no loader, no file (the loader returned something
        that is not bytes, or raised), or a damaged file (reported on stderr and rebuilt, never trusted)."""
        if self.table_loader is None:
            return None
        name = table_file(puzzle)
        try:
            data = self.table_loader(name)
        except Exception as error:  # a loader that fails is a missing file: the table is built instead
            print(f"puzzlelab: no shipped table {name}: the loader failed ({error})", file=sys.stderr)
            return None
        if not isinstance(data, (bytes, bytearray, memoryview)):
            try:
                data = data.to_bytes()  # a JavaScript Uint8Array under Pyodide
            except AttributeError:  # None, a JavaScript null or undefined, anything else without bytes: no file
                return None
            if not isinstance(data, (bytes, bytearray, memoryview)):
                return None
        try:
            return DistanceTable.from_bytes(puzzle, data)
        except ValueError as error:
            print(f"puzzlelab: ignoring shipped table: {error}", file=sys.stderr)
            return None
