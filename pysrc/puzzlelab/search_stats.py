"""What a search reports: SearchResult (the path) with SearchStats (what it cost), the clock that times a search
run in slices, and how often searches yield progress. The searches themselves are search.py (BFS, bidirectional
BFS) and search_informed.py (IDA*, A*).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable, Generator

from .puzzle import Position

PROGRESS_EVERY = 256
"""A search yields progress after this many expansions (a power of two: checked with a mask)."""

Steps = Generator[dict, None, "SearchResult"]
LowerBound = Callable[[Position], int]


@dataclass
class SearchStats:
    """What a search cost. Counts are deterministic for a given puzzle, start and algorithm; `seconds` is not.

    - `generated`: positions the search created. BFS, bidirectional BFS and A*: distinct positions stored
      (bidirectional: both sides' stores summed, so the meeting position counts twice). IDA*: every node of
      every iteration, the root once per iteration (it keeps no store across iterations, so repeats count).
    - `expanded`: positions whose moves were generated.
    - `max_frontier`: the most positions waiting to be expanded at one time (A*: entries in the open heap, stale
      ones included). IDA*: the most positions on its path at one time (its depth-first stack).
    - `stored`: positions held in memory at the largest (BFS and A*: the visited dict; bidirectional: both;
      IDA*: its per-iteration transposition table, which classic IDA* does without).
    - `seconds`: time spent running, pauses between job steps excluded.
    - `frontier_by_depth`: BFS {"forward": [positions first reached at depth d]}; bidirectional BFS the same for
      "forward" (from the start) and "backward" (from the goals). The last layer is partial: the search
      stopped in it. The layers sum to `generated`.
    - `iterations`: IDA*, one {"threshold", "generated", "expanded"} per iteration; they sum to the totals.
    - `reopened`: A*, closed positions reached again by a shorter path (0 with a consistent lower bound).
    - `visits`: when a trace was asked for, the first expansions in order as (position, depth, tag):
      tag is "forward"/"backward" for bidirectional BFS, the iteration (0, 1, ...) for IDA*, else None.
    """

    generated: int = 0
    expanded: int = 0
    max_frontier: int = 0
    stored: int = 0
    seconds: float = 0.0
    frontier_by_depth: dict | None = None
    iterations: list | None = None
    reopened: int | None = None
    visits: list | None = None

    def to_json(self, format_position: Callable[[Position], object] = str) -> dict:
        """The figures as a JSON-able dict; optional fields (None) are left out. `format_position` turns
        the positions of `visits` into text."""
        figures = {"generated": self.generated, "expanded": self.expanded, "max_frontier": self.max_frontier,
                   "stored": self.stored, "seconds": round(self.seconds, 6)}
        if self.frontier_by_depth is not None:
            figures["frontier_by_depth"] = {side: list(layers) for side, layers in self.frontier_by_depth.items()}
        if self.iterations is not None:
            figures["iterations"] = [dict(iteration) for iteration in self.iterations]
        if self.reopened is not None:
            figures["reopened"] = self.reopened
        if self.visits is not None:
            figures["visits"] = [{"position": format_position(position), "depth": depth, "tag": tag}
                                 for position, depth, tag in self.visits]
        return figures


@dataclass
class SearchResult:
    """A path from the start to a goal, or found=False when none exists (moves and positions are then [])."""

    algorithm: str
    moves: list = field(default_factory=list)
    positions: list = field(default_factory=list)
    found: bool = True
    stats: SearchStats = field(default_factory=SearchStats)

    @property
    def distance(self) -> int | None:
        return len(self.moves) if self.found else None

    @property
    def generated(self) -> int:
        return self.stats.generated


class Clock:
    """Running time of a generator, excluding the time it spends suspended at a yield."""

    def __init__(self) -> None:
        self.total = 0.0
        self.started = time.perf_counter()

    def pause(self) -> None:
        self.total += time.perf_counter() - self.started

    def resume(self) -> None:
        self.started = time.perf_counter()

    def stop(self) -> float:
        self.pause()
        return self.total

    def report(self, progress: dict) -> Generator[dict, None, None]:
        """Yield `progress` with the clock stopped while the generator is suspended (`yield from clock.report(...)`)."""
        self.pause()
        yield progress
        self.resume()


def result_through(algorithm: str, parents: dict, found: Position | None, stats: SearchStats) -> SearchResult:
    """The SearchResult of a search that kept `parents` (position -> (move, previous), None at the root): the path to
    `found`, or found=False when `found` is None."""
    if found is None:
        return SearchResult(algorithm, found=False, stats=stats)
    moves, positions = path_back(parents, found)
    return SearchResult(algorithm, moves, positions, stats=stats)


def path_back(parents: dict, position: Position) -> tuple[list, list]:
    """Follow `parents` (position -> (move, previous)) back to the root."""
    moves, positions = [], [position]
    while parents[position] is not None:
        move, position = parents[position]
        moves.append(move)
        positions.append(position)
    moves.reverse()
    positions.reverse()
    return moves, positions
