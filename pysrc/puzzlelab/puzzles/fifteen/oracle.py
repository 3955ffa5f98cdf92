"""The 15-puzzle's oracle: distances, optimal moves and solutions of positions by IDA* (ida.py), remembered, in
slices for the page's jobs; and which heuristic is at hand: the pattern databases pdb.py finds, else Manhattan
distance plus linear conflicts (conflict.py), with a note saying so.
"""

from __future__ import annotations

import sys
from typing import Callable, Generator

from ...oracle import Oracle, run_to_end
from ..sliding import BLANK
from . import pdb
from .board import CELLS, COLUMNS, NEIGHBOURS, ROWS, board_of, slide, solvable
from .conflict import ConflictHeuristic, ConflictSearch
from .ida import PatternHeuristic, ReflectedSearch


class FifteenOracle(Oracle):
    """Distances, optimal moves and solutions of 15-puzzle positions (text, goal 123456789ABCDEF.) by IDA*.

    Every solution found is remembered along its whole length (each position on it with its distance and next
    move), so hints and Solve along it are instant; a move off it searches again. A position next to one of
    known distance D is D - 1 or D + 1 away (each slide changes the distance by one), so one bounded iteration
    settles it. Long searches run a slice at a time through `distance_steps`/`prepare_steps` (jobs).
    `note`: None, or why the answers are slower than they should be (no pattern databases).
    """

    exact = True
    SLICE = 20000  # nodes between progress reports: a few hundredths of a second

    def __init__(self, heuristic, note: str | None = None):
        self.heuristic = heuristic
        self.search_class = ConflictSearch if isinstance(heuristic, ConflictHeuristic) else ReflectedSearch
        self.note = note
        self.generated = 0
        self._distance: dict[str, int] = {}
        self._next: dict[str, tuple[tuple[int, int], str]] = {}

    # --- slices ---------------------------------------------------------------------------
    def distance_steps(self, position: str) -> Generator[dict, None, int]:
        """Yields progress ({"message", "fraction"}) while searching; returns the distance of `position`."""
        if position in self._distance:
            return self._distance[position]
        if not solvable(board_of(position)):
            raise ValueError(f"{position} cannot reach the goal")
        board = board_of(position)
        blank = board.index(0)
        known = [self._distance[after] for after in (slide(position, c, blank) for c in NEIGHBOURS[blank])
                 if after in self._distance]
        if known and min(known) == 0:  # next to the goal, so one slide away
            goal_blank = CELLS - 1
            self._remember(position, [(goal_blank, blank)])
            return 1
        if known:  # D - 1 or D + 1: one iteration with bound D - 1 tells
            bound = min(known) - 1
            search = self.search_class(board, self.heuristic, max_depth=bound, first_bound=bound)
        else:
            search = self.search_class(board, self.heuristic)
        while not search.run(self.SLICE):
            yield {"message": f"at least {search.bound} moves ({search.generated:,} positions searched)",
                   "fraction": search.generated / (search.generated + 2_000_000)}
        self.generated += search.generated
        if search.found:
            self._remember(position, search.moves)
        else:  # one more than the closest neighbour, which is the next step (so every settled position has one)
            self._distance[position] = min(known) + 1
            closest = next(cell for cell in NEIGHBOURS[blank]
                           if self._distance.get(slide(position, cell, blank)) == min(known))
            self._next[position] = ((closest, blank), slide(position, closest, blank))
        return self._distance[position]

    def prepare_steps(self, position: str) -> Generator[dict, None, int]:
        """The distance of `position` and of every position one move away, so state, hint, play and solve answer
        at once. (A neighbour one move closer was settled by a search that found its solution, so `position`'s
        solution is that move and then the neighbour's.)"""
        distance = yield from self.distance_steps(position)
        blank = position.index(BLANK)
        cells = NEIGHBOURS[blank]
        for index, cell in enumerate(cells):
            after = slide(position, cell, blank)
            # The neighbours' searches report the distance found and which move they check ("distance" in progress).
            steps = self.distance_steps(after)
            while True:
                try:
                    progress = next(steps)
                except StopIteration as stop:
                    found = stop.value
                    break
                yield {"message": f"{distance} moves from the goal; checking move {index + 1} of {len(cells)}, "
                                  f"{progress['message']}",
                       "fraction": (index + progress["fraction"]) / len(cells), "distance": distance}
            if found == distance - 1 and position not in self._next:
                self._next[position] = ((cell, blank), after)
        return distance

    def _remember(self, position: str, moves: list[tuple[int, int]]) -> None:
        here = position
        for left, move in zip(range(len(moves), 0, -1), moves):
            after = slide(here, *move)
            self._distance[here] = left
            self._next[here] = (move, after)
            here = after
        self._distance[here] = 0

    # --- the Oracle contract -------------------------------------------------------------------
    def known_distance(self, position: str) -> int | None:
        return self._distance.get(position)

    def distance(self, position: str) -> int | None:
        if not solvable(board_of(position)):
            return None
        return run_to_end(self.distance_steps(position))

    def optimal_moves(self, position: str) -> list[tuple[int, int]]:
        """Every slide that lowers the distance by one (each neighbour settled by one bounded iteration)."""
        distance = self.distance(position)
        if not distance:
            return []
        blank = position.index(BLANK)
        return [(cell, blank) for cell in NEIGHBOURS[blank]
                if self.distance(slide(position, cell, blank)) == distance - 1]

    def solution(self, position: str) -> tuple[list, list]:
        if self.distance(position) is None:
            raise ValueError(f"{position} cannot reach the goal")
        moves, positions = [], [position]
        here = position
        while self._distance[here]:
            if here not in self._next:  # known only by a bounded iteration: search it properly
                self._distance.pop(here)
                run_to_end(self.distance_steps(here))
            move, here = self._next[here]
            moves.append(move)
            positions.append(here)
        return moves, positions


_LOADED: dict[tuple, PatternHeuristic] = {}  # the databases found in these folders: the oracle and the lab share them


def load_heuristic() -> tuple[PatternHeuristic | ConflictHeuristic, str | None]:
    """The 6-6-3 pattern databases from pdb.search_folders(), or (when any is missing) the Manhattan plus linear
    conflict heuristic with a note saying so. Databases once loaded are kept while the folders searched stay the
    same (a miss is not kept: the page may fetch them yet)."""
    folders = tuple(pdb.search_folders())
    if folders in _LOADED:
        return _LOADED[folders], None
    tables = [pdb.find(ROWS, COLUMNS, tiles) for tiles in pdb.FIFTEEN_PARTITION]
    if all(table is not None for table in tables):
        _LOADED.clear()
        _LOADED[folders] = PatternHeuristic(pdb.FIFTEEN_PARTITION, tables)
        return _LOADED[folders], None
    missing = ", ".join(pdb.file_name(ROWS, COLUMNS, tiles) for tiles, table in zip(pdb.FIFTEEN_PARTITION, tables)
                        if table is None)
    return ConflictHeuristic(), (f"no pattern databases ({missing} not found): searching with Manhattan distance "
                                 "plus linear conflicts, which can take minutes")


def build_missing(progress: Callable[[str, float], None] | None = None) -> bool:
    """Build the databases that `load_heuristic` would not find into pdb.cache_folder() with numpy; False when
    numpy is missing (or under Pyodide, where the page fetches the shipped files instead)."""
    if sys.platform == "emscripten":
        return False
    try:
        import numpy  # noqa: F401  (only to know it is there)
    except ImportError:
        return False
    missing = [tiles for tiles in pdb.FIFTEEN_PARTITION if pdb.find(ROWS, COLUMNS, tiles) is None]
    if missing:
        if progress:
            progress(f"building the 15-puzzle's pattern databases into {pdb.cache_folder()} (once, about a "
                     "minute)", 0.0)
        list(pdb.ensure(pdb.cache_folder(), ROWS, COLUMNS, missing, progress))
    return True


def oracle_steps() -> Generator[dict, None, FifteenOracle]:
    """The 15-puzzle's oracle over the databases pdb.find finds, else over the fallback heuristic (said on
    stderr). Nothing is built here: the command line calls build_missing first, the page fetches the files."""
    yield {"message": "Loading the 15-puzzle's pattern databases", "fraction": 0.0}
    heuristic, note = load_heuristic()
    if note:
        print(f"puzzlelab: {note}", file=sys.stderr, flush=True)
    return FifteenOracle(heuristic, note)

