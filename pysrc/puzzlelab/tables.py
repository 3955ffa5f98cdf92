"""DistanceTable: exact distance to the goal for every position, by breadth-first search backwards.

A table is one byte per rank (`Puzzle.rank`), 255 for "the goal cannot be reached from here".
It converts to bytes and back so the browser can ship or cache it. Works with any Puzzle.
"""

from __future__ import annotations

import zlib
from array import array
from typing import Iterable

from .oracle import Oracle
from .puzzle import Position, Puzzle

UNREACHABLE = 255
MAGIC = b"PZLT1"


def backward_distances(puzzle: Puzzle) -> bytearray:
    """Distances of every rank, by BFS from the goals over `puzzle.predecessors`.

    Irreversible puzzles are fine: only predecessors are followed, never inverted moves.
    Returns a bytearray of `puzzle.space_size` bytes; UNREACHABLE where no path leads to a goal.
    """
    distance_of: dict = {}
    frontier = []
    for goal in puzzle.goals():
        if goal not in distance_of:
            distance_of[goal] = 0
            frontier.append(goal)
    depth = 0
    predecessors = puzzle.predecessors
    while frontier:
        depth += 1
        if depth >= UNREACHABLE:
            raise OverflowError(f"{puzzle.name}: distances above {UNREACHABLE - 1} do not fit a byte table")
        following = []
        for position in frontier:
            for previous in predecessors(position):
                if previous not in distance_of:
                    distance_of[previous] = depth
                    following.append(previous)
        frontier = following
    distances = bytearray([UNREACHABLE]) * puzzle.space_size
    rank = puzzle.rank
    for position, depth in distance_of.items():
        distances[rank(position)] = depth
    return distances


class DistanceTable(Oracle):
    """Distances to the goal of a whole puzzle, indexed by rank: the Oracle of tabled puzzles (exact).

    Build with `DistanceTable.build(puzzle)` (explicit, never at import) and cache the result.
    """

    def __init__(self, puzzle: Puzzle, distances: bytes | bytearray):
        if len(distances) != puzzle.space_size:
            raise ValueError(f"{puzzle.name}: table has {len(distances)} entries, expected {puzzle.space_size}")
        self.puzzle = puzzle
        self.distances = bytes(distances)
        self._histogram: list[int] | None = None
        self._ranks_at: dict[int, array] = {}  # depth -> its ranks, ascending (built on first use, see ranks_at)

    @classmethod
    def build(cls, puzzle: Puzzle) -> "DistanceTable":
        """BFS backwards from the goals, or the puzzle's own faster `build_distances()` when it has one."""
        distances = puzzle.build_distances()
        return cls(puzzle, backward_distances(puzzle) if distances is None else distances)

    # --- lookups ---------------------------------------------------------------------------
    def distance(self, position: Position) -> int | None:
        """Fewest moves from `position` to a goal, or None when no goal can be reached."""
        depth = self.distances[self.puzzle.rank(position)]
        return None if depth == UNREACHABLE else depth

    def optimal_moves(self, position: Position) -> list:
        """Every legal move that lowers the distance by exactly one ([] at a goal or a dead end)."""
        depth = self.distance(position)
        if not depth:
            return []
        table, rank = self.distances, self.puzzle.rank
        return [move for move, after in self.puzzle.successors(position) if table[rank(after)] == depth - 1]

    def solution(self, position: Position) -> tuple[list, list]:
        """An optimal solution from `position`: (moves, positions from start to goal inclusive).

        Raises ValueError when no goal can be reached from `position`.
        """
        if self.distance(position) is None:
            raise ValueError("the goal cannot be reached from this position")
        moves, positions = [], [position]
        while self.distances[self.puzzle.rank(position)]:
            move = self.optimal_moves(position)[0]
            position = self.puzzle.apply(position, move)
            moves.append(move)
            positions.append(position)
        return moves, positions

    # --- whole-puzzle figures --------------------------------------------------------------
    @property
    def solvable_count(self) -> int:
        """How many positions can reach the goal."""
        return len(self.distances) - self.distances.count(UNREACHABLE)

    @property
    def generated(self) -> int:
        """Positions the backward BFS generated to build the table (those that can reach the goal)."""
        return self.solvable_count

    @property
    def stored(self) -> int:
        """One entry (a byte) per rank."""
        return len(self.distances)

    @property
    def max_distance(self) -> int:
        """The largest finite distance in the table."""
        return len(self.histogram()) - 1

    def histogram(self) -> list[int]:
        """histogram[d] = number of positions at distance d from the goal (kept), counted a depth at a time with
        bytes.count until every position that can reach the goal is counted."""
        if self._histogram is None:
            histogram, left, count = [], self.solvable_count, self.distances.count
            while left > 0 and len(histogram) < UNREACHABLE:
                histogram.append(count(len(histogram)))
                left -= histogram[-1]
            self._histogram = histogram
        return list(self._histogram)

    def positions_at(self, depth: int) -> list[Position]:
        """Every position at exactly `depth` moves from the goal, in rank order."""
        return [self.puzzle.unrank(rank) for rank in self.ranks_at(depth)]

    def ranks_at(self, depth: int) -> array:
        """The ranks at exactly `depth` moves from the goal, ascending, as an array of unsigned ints (found with
        bytes.find, then kept: 4 bytes a position, only for the depths asked for)."""
        if not 0 <= depth < UNREACHABLE:
            raise ValueError(f"depth {depth} out of range 0..{UNREACHABLE - 1}")
        ranks = self._ranks_at.get(depth)
        if ranks is None:
            ranks, find = array("I"), self.distances.find
            start = find(depth)
            while start != -1:
                ranks.append(start)
                start = find(depth, start + 1)
            self._ranks_at[depth] = ranks
        return ranks

    def sample_rank(self, rng, depth: int | None = None) -> int:
        """A rank drawn uniformly among those at exactly `depth` moves from the goal, or (depth None) among all
        that can reach the goal other than the goals themselves (a new game is never already solved); `rng` is a
        random.Random. ValueError when there is none at `depth` (depth None: none but the goals)."""
        histogram = self.histogram()
        if depth is None:
            if not sum(histogram[1:]):
                raise ValueError("no position but the goal can reach the goal")
            table = self.distances
            for _try in range(1000):  # rejection: quick where most ranks can reach the goal, and uniform
                rank = rng.randrange(len(table))
                if table[rank] != UNREACHABLE and table[rank]:
                    return rank
            pick = rng.randrange(sum(histogram[1:]))  # few can: walk the depths (also uniform)
            for depth, count in enumerate(histogram[1:], 1):
                if pick < count:
                    return self.ranks_at(depth)[pick]
                pick -= count
        if not 0 <= depth < len(histogram) or not histogram[depth]:
            raise ValueError(f"no position is {depth} moves from the goal")
        return self.ranks_at(depth)[rng.randrange(histogram[depth])]

    def farthest(self) -> list[Position]:
        return self.positions_at(len(self.histogram()) - 1)

    def dead_ends(self, start: Position | None = None) -> list[Position]:
        """Positions reachable from `start` (default the puzzle's start) that cannot reach a goal."""
        return [p for p in reachable_from(self.puzzle, start) if self.distance(p) is None]

    def dead_end_count(self, start: Position | None = None) -> int:
        """How many positions reachable from `start` (default the puzzle's start) cannot reach a goal.

        In a reversible puzzle every move can be taken back, so when `start` can reach a goal so can every
        position reachable from it: 0 without a search. Otherwise (irreversible moves, or an unsolvable
        start) the positions reachable from `start` are counted by a forward search."""
        start = self.puzzle.start() if start is None else start
        if self.puzzle.reversible and self.distance(start) is not None:
            return 0
        return len(self.dead_ends(start))

    # --- bytes -------------------------------------------------------------------------------
    def to_bytes(self) -> bytes:
        """MAGIC, the table key (`table_key`), a NUL, the CRC-32 of the distances (4 bytes, big-endian),
        then one byte per rank."""
        return (MAGIC + table_key(self.puzzle).encode() + b"\0"
                + zlib.crc32(self.distances).to_bytes(4, "big") + self.distances)

    @classmethod
    def from_bytes(cls, puzzle: Puzzle, data: bytes) -> "DistanceTable":
        """The table `to_bytes` wrote; ValueError when the data is not a table of this puzzle and size,
        is cut short, or fails its checksum."""
        data = bytes(data)
        if not data.startswith(MAGIC):
            raise ValueError("not a Puzzle Lab distance table")
        key, _, rest = data[len(MAGIC):].partition(b"\0")
        if key.decode(errors="replace") != table_key(puzzle):
            raise ValueError(f"table is for {key.decode(errors='replace')!r}, not {table_key(puzzle)!r}")
        checksum, distances = rest[:4], rest[4:]
        if len(distances) != puzzle.space_size or zlib.crc32(distances).to_bytes(4, "big") != checksum:
            raise ValueError(f"the {table_key(puzzle)} table is damaged (wrong length or checksum)")
        return cls(puzzle, distances)


def table_key(puzzle: Puzzle) -> str:
    """The name a puzzle's table is stored under: the puzzle's name, with `-N` for sized puzzles."""
    return puzzle.name if puzzle.size is None else f"{puzzle.name}-{puzzle.size}"


def reachable_from(puzzle: Puzzle, start: Position | None = None) -> Iterable[Position]:
    """Every position reachable from `start` by legal moves, `start` included, in BFS order."""
    start = puzzle.start() if start is None else start
    seen = {start}
    frontier = [start]
    order = [start]
    while frontier:
        following = []
        for position in frontier:
            for _move, after in puzzle.successors(position):
                if after not in seen:
                    seen.add(after)
                    following.append(after)
        order.extend(following)
        frontier = following
    return order
