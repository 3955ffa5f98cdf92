"""The 15-puzzle's heuristics for the lab (FifteenPuzzle.heuristics): Manhattan distance, plus linear conflicts,
the pattern databases, and the databases with their reflection, each running this package's own fast IDA*
(conflict.py, ida.py) with the figures of search.ida_steps; and the goal's first layers for the lab's estimates.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from ...search_informed import SearchingBound
from ...words import message
from ...errors import PuzzleError
from ...search_stats import Clock, SearchResult, SearchStats, Steps
from .board import MAX_DEPTH, board_of, reflect, slide, text_of
from .conflict import ConflictHeuristic, ConflictSearch
from .ida import ReflectedSearch, Search
from .oracle import load_heuristic

LAB_SLICE = 20000  # nodes between the lab's progress reports


GOAL_LAYERS = (1, 2, 4, 10, 24, 54, 107, 212, 446, 946, 1948, 3938, 7808, 15544, 30821, 60842, 119000, 231844,
               447342, 859744)
"""Positions 0, 1, 2, ... moves from the goal (a breadth-first search from it; tests/engine/test_fifteen.py checks
the first layers): the lab's stand-in for the layers round any position, for its BFS estimates."""


class LabBound(SearchingBound):
    """One of the 15-puzzle's heuristics for the lab (FifteenPuzzle.heuristics): called on a position's text it
    gives the estimate (so A* and the plan can use it); its `ida_steps` runs this package's IDA* with it, a slice at
    a time, and reports the figures of search.ida_steps: generated counts the root once per iteration plus every
    child made (the slide undoing the last one is never made), expanded the root and every position entered that
    was not the goal, iterations each threshold's share; max_frontier and stored are the longest path held (it
    keeps no table of positions: its memory is the path, and the databases).

    kind: "manhattan" (Manhattan distance), "conflict" (plus linear conflicts), "pattern" (the 6-6-3 additive
    pattern databases), "reflected" (the larger of the databases' estimates of the board and of its reflection
    about the diagonal: the oracle's estimate; its search, memo.MemoSearch, adds ordering, BPMX and a table).
    """

    # log10 of the positions generated = INTERCEPT + SLOPE * (distance - estimate at the start), fitted on Korf's
    # 100 instances (Manhattan: his own node counts, times 1.5, our median ratio to them on the easiest 20; linear
    # conflicts: 3x fewer on those 20; the databases: the first 16 instances, bench/fifteen.py --heuristics). Rough:
    # one standard deviation is a factor of 2-4.
    MODELS = {"manhattan": (4.44, 0.213), "conflict": (3.96, 0.213), "pattern": (2.75, 0.27), "reflected": (2.45, 0.27)}
    TYPICAL_GAP = 0.2  # distance less the databases-and-reflection estimate, as a share of that estimate: 10.3 moves
    # on average over Korf's 100 (4-18), whose estimates average 43
    BRANCHING = 2.13  # the 15-puzzle's branching factor once the slide undoing the last one is not made
    per_second = 400_000  # rough positions generated per second in the browser's worker (2.1x CPython's time)

    def __init__(self, name: str, kind: str):
        self.name, self.kind = name, kind
        self._conflict = ConflictHeuristic(conflicts=kind == "conflict") if kind in ("manhattan", "conflict") else None

    def _heuristic(self):
        if self._conflict is not None:
            return self._conflict
        heuristic, note = load_heuristic(large=False)  # the page's 6-6-3 on the command line too: the same figures
        if note:
            raise PuzzleError(self.unavailable())
        return heuristic

    def unavailable(self) -> dict | None:
        if self._conflict is not None or load_heuristic(large=False)[1] is None:
            return None
        return message("lab.no_databases")

    def estimate(self, board: Sequence[int]) -> int:
        heuristic = self._heuristic()
        value = heuristic.estimate(board)
        if self.kind == "reflected":
            value = max(value, heuristic.estimate(reflect(board)))
        return value

    def __call__(self, position: str) -> int:
        return self.estimate(board_of(position))

    def predict(self, position: str, distance: int) -> int | None:
        # The databases not loaded yet (the page fetches them with the run): Manhattan + linear conflict stands in
        # for their estimate; it is lower, so the prediction errs high, never calling a quick run quick wrongly.
        estimate = _bounds()["Manhattan + linear conflict"] if self.unavailable() else self
        intercept, slope = self.MODELS[self.kind]
        model = 10 ** (intercept + slope * max(0, distance - estimate(position)))
        return round(min(model, 2 * self.BRANCHING ** distance + 1))  # near the goal: no more than the whole tree

    def guess_distance(self, position: str) -> int | None:
        """A typical distance for a position no search has measured: the best estimate at hand plus the gap usual
        on random positions (the databases' with their reflection; without them, Manhattan + linear conflict's)."""
        board = board_of(position)
        best = _bounds()["pattern databases + reflection"]
        if best.unavailable() is not None:
            best = _bounds()["Manhattan + linear conflict"]
        estimate = best.estimate(board)
        return estimate + 2 * round(self.TYPICAL_GAP * estimate / 2)  # every slide changes the parity: even gaps

    def ida_steps(self, puzzle, start: str, max_bound: int, trace: int) -> Steps:
        search_class = {"pattern": Search, "reflected": ReflectedSearch}.get(self.kind, ConflictSearch)
        heuristic = self._heuristic()  # the databases loaded (once) before the clock starts
        clock = Clock()
        search = search_class(board_of(start), heuristic, max_depth=min(max_bound, MAX_DEPTH))
        visits = [] if trace else None
        if trace and not search.done:
            visits.append((start, 0, 0))
        # While the trace is wanted the search goes one node at a time, noting each position it enters.
        while trace and len(visits) < trace and not search.done:
            expanded, iterations = search.expanded, search.iterations
            search.run(1)  # backs up as far as it must, then makes one child
            if search.iterations > iterations:
                visits.append((start, 0, search.iterations - 1))
            if search.expanded > expanded and len(visits) < trace:
                visits.append((text_of(search.board), search.depth, search.iterations - 1))
        while not search.run(LAB_SLICE):
            yield from clock.report({"generated": search.generated + search.iterations,
                                     "expanded": search.expanded + search.iterations, "stored": search.deepest + 1,
                                     "threshold": search.bound, "iteration": search.iterations - 1})
        roots = 0 if search.h == 0 and not search.moves else 1  # the start is the goal: it is not expanded
        iterations, before = [], (0, 0)
        ends = search.history + [(search.bound, search.generated, search.expanded)]
        for threshold, generated, expanded in ends[:search.iterations]:
            iterations.append({"threshold": threshold, "generated": generated - before[0] + 1,
                               "expanded": expanded - before[1] + roots})
            before = (generated, expanded)
        stats = SearchStats(generated=search.generated + search.iterations,
                            expanded=search.expanded + roots * search.iterations,
                            max_frontier=(search.deepest + 1) * roots, stored=(search.deepest + 1) * roots,
                            iterations=iterations, visits=visits)
        stats.seconds = clock.stop()
        if not search.found:
            return SearchResult("ida", found=False, stats=stats)
        moves, positions, here = [], [start], start
        for move in search.moves:
            here = slide(here, *move)
            moves.append(move)
            positions.append(here)
        return SearchResult("ida", moves, positions, stats=stats)


def lab_heuristics() -> dict[str, LabBound]:
    """The 15-puzzle's heuristics by name, weakest first (Manhattan distance is its `lower_bound`)."""
    return dict(_bounds())


@lru_cache(maxsize=None)
def _bounds() -> dict[str, LabBound]:
    """The one LabBound of each heuristic, made on first use (the lab and the puzzle share them)."""
    return {name: LabBound(name, kind) for name, kind in (
        ("Manhattan distance", "manhattan"), ("Manhattan + linear conflict", "conflict"),
        ("pattern databases", "pattern"), ("pattern databases + reflection", "reflected"))}
