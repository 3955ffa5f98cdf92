"""The oracle of the uncrossed knight's path (uncrossed.py): distances in knight's moves to a longest path, from every
longest path known (searched once, or shipped).
"""

from __future__ import annotations

from ..oracle import Oracle


class UncrossedOracle(Oracle):
    """Distances for UncrossedKnight, in knight's moves: a path that begins some longest path is (longest - its
    moves) from the goal (the empty path: longest; picking the first square costs nothing, see `move_cost`);
    for any other path the longest can no longer be reached (None). Exact on every board but 8x8, where every longest
    path is searched once (or, on 7x8 and 8x7, is the shipped unique one); for 8x8 only the shipped path's 16 images
    are known, so None there means "not the start of a known longest path" rather than a proof. What such a path can
    still reach is `UncrossedKnight.reach`. `generated`: longest paths known. `puzzle` is the UncrossedKnight.
    """

    def __init__(self, puzzle):
        self.puzzle = puzzle
        self.paths = puzzle.longest_paths()
        self.generated = len(self.paths)
        self.exact = puzzle.exact  # False: None means "no known longest path", not a proof

    def _continuations(self, position) -> list[tuple[int, ...]]:
        position = tuple(position)
        return [path for path in self.paths if path[:len(position)] == position]

    def distance(self, position) -> int | None:
        if not self._continuations(position):
            return None
        return self.puzzle.longest - self.puzzle.moves_made(position)

    def optimal_moves(self, position) -> list[int]:
        depth = len(position)
        return sorted({path[depth] for path in self._continuations(position) if len(path) > depth})

    def solution(self, position) -> tuple[list, list]:
        """(moves, positions from `position` to the goal inclusive) along the first longest path beginning
        with `position` (the same shape as DistanceTable.solution); ValueError when none begins so."""
        position = tuple(position)
        continuations = self._continuations(position)
        if not continuations:
            raise ValueError("no known longest path begins with this path")
        path = continuations[0]
        moves = list(path[len(position):])
        return moves, [path[:index] for index in range(len(position), len(path) + 1)]
