"""The 15-puzzle's rules and catalogue entry: the 4x4 sliding puzzle (puzzles/sliding.py's rules), answered by the
search of this package (oracle.py) instead of a distance table, with the lab's heuristics (lab.py). The searches
are imported on first use, so the catalogue (which makes every puzzle) loads no more than the rules.
"""

from __future__ import annotations

from ..sliding import SlidingPuzzle
from . import pdb


class FifteenPuzzle(SlidingPuzzle):
    """The 4x4 puzzle, goal `123456789ABCDEF.`: too big for a table (10^13 positions), so it is answered by IDA*
    over additive pattern databases (oracle.FifteenOracle): exact distances, every optimal move, solutions kept."""

    name = "15-puzzle"
    rows = 4
    columns = 4
    tabled = False
    START = "1356.DE9B48CA7F2"  # Korf's instance 12: 45 moves

    def describe(self) -> dict:
        """The 8-puzzle's entry plus "data": the pattern databases the worker fetches into its file system before the
        first search ("bytes" is each file's size less its short header); and "levels" ([{"name", "least", "most"}]:
        the New game panel's)."""
        files = [{"name": pdb.file_name(self.rows, self.columns, tiles),
                  "bytes": pdb.database_size(self.cells, len(tiles))}
                 for tiles in pdb.FIFTEEN_PARTITION]
        return super().describe() | {"data": {"folder": "pdb", "env": "PUZZLELAB_PDB", "files": files},
                                     "levels": [level.describe() for level in self.levels()]}

    def levels(self):
        """Easy, medium, hard and expert by exact distance (levels.LEVELS: the ranges and why)."""
        from .levels import LEVELS
        return LEVELS

    def level_steps(self, oracle, level, rng):
        """levels.level_steps: walks from the goal checked by an exact search; expert by the databases' bound."""
        from .levels import level_steps
        return (yield from level_steps(oracle, level, rng, self.random_position))

    def answers(self) -> dict:
        """Searched, and each position by a search of its own (the oracle's prepare_steps) before its state."""
        return {"by": "search", "each_position": True}

    def heuristics(self) -> dict:
        """For the lab's IDA* rows, weakest first: Manhattan distance (`lower_bound`, A*'s), Manhattan + linear
        conflict, the pattern databases, and the databases with their reflection (the oracle's): lab.LabBound,
        each with its own fast IDA*."""
        from .lab import lab_heuristics
        return lab_heuristics()

    def goal_layers(self) -> tuple[int, ...]:
        from .lab import GOAL_LAYERS
        return GOAL_LAYERS

    def oracle_steps(self):
        from .oracle import oracle_steps
        return (yield from oracle_steps())

    def build_data(self, progress) -> None:
        """The pattern databases, built once into the user's cache (with numpy) when none are found."""
        from .oracle import build_missing
        build_missing(progress)

    def build_tables(self, progress, large: bool = False) -> list[dict]:
        """The 6-6-3 pattern databases (and with `large` the 7-7-1 ones: oracle.build_large), built where missing;
        each file found, and whether the command line's searches use it."""
        from .oracle import build_large, database_files
        self.build_data(progress)
        if large:
            build_large(progress)
        return database_files()
