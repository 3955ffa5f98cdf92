"""What the 15-puzzle's exact searches share (ida.py, conflict.py, memo.py): IDA* from a board to the goal on an
explicit stack, run a slice at a time, its state, its ends (the goal reached, or nothing within the depth allowed)
and the interface the oracle and the lab call. Each search writes its own loop over the stack (see SlicedSearch).
"""

from __future__ import annotations

from typing import Sequence

from .board import CELLS


class SlicedSearch:
    """IDA* from `board` to the goal, run a slice at a time: `run(budget)` until `done`; then `found`, `moves` (an
    optimal solution as (from, to) cell pairs: the tile on `from` slides into the blank on `to`), `generated`
    (children made), `bound` (while searching, a lower bound on the distance), `iterations`. `max_depth` caps the
    bound (then `found` stays False); a `first_bound` skips the iterations below it (first_bound = max_depth: one
    iteration, "is it within max_depth?"). The oracle also calls `offer` and `longer_first_moves`.

    The path is flat lists indexed by depth (`blanks[g]`: the blank's cell at depth g, `blanks[-1]` 16: no move
    before the root; each search adds what its estimate needs), so a node allocates nothing and a slice can stop
    anywhere. The loop over them is each search's own `run` (ida.Search and ReflectedSearch share one; conflict.py
    and memo.py each have theirs), with the estimate's update written into it: the same loop calling the estimate's
    update per step, as one loop for every heuristic would, takes 1.39x the CPU time (bench/fifteen.py --loops: 2.26
    against 3.15 million nodes a second on Korf's first 8 instances).
    """

    def __init__(self, board: Sequence[int], heuristic, max_depth: int):
        if sorted(board) != list(range(CELLS)):
            raise ValueError("a board holds 0..15 once each")
        self.heuristic = heuristic
        self.board = list(board)
        self.max_depth = max_depth
        self.blanks = [-1] * (max_depth + 2)
        self.blanks[0] = self.board.index(0)
        self.blanks[-1] = CELLS
        self.depth = 0
        self.generated = 0
        self.iterations = 1
        self.moves: list[tuple[int, int]] = []
        self.h = self.bound = 0
        self.found = self.done = False

    def begin(self, h: int, bound: int) -> None:
        """Start from the root's estimate `h` with the first iteration's `bound`: done at once at the goal (h 0),
        or when the bound is beyond max_depth (done, not found)."""
        self.h, self.bound = h, bound
        self.found = h == 0
        self.done = self.found or bound > self.max_depth

    def reached(self, depth: int) -> None:
        """The goal is reached at `depth`: the solution is the path's moves."""
        blanks = self.blanks
        self.moves = [(blanks[i + 1], blanks[i]) for i in range(depth)]
        self.found = self.done = True

    def run(self, budget: int = 1 << 62) -> bool:
        """Search on for about `budget` generated nodes; True when done (found, or no solution within max_depth)."""
        raise NotImplementedError

    def solve(self) -> list[tuple[int, int]]:
        self.run()
        return self.moves

    def offer(self, moves: list[tuple[int, int]]) -> None:
        """A solution found another way (verified by the caller): a search that takes no guide ignores it."""

    def longer_first_moves(self) -> list[int]:
        """Once found: the cells whose slide into the blank this search proved one move farther from the goal than
        the root; [] when it proves none (the default)."""
        return []


class CountedSearch(SlicedSearch):
    """A SlicedSearch whose iterations deepen to the smallest estimate that exceeded the bound, counting what the
    lab shows: `expanded` (nodes entered that were not the goal, the root not counted), `deepest` (the most moves on
    the path at one time, the goal's excluded), `history` ((bound, generated, expanded) as each iteration ended).
    `choice[g]` is the next child to try at depth g. ida.Search, ida.ReflectedSearch, conflict.ConflictSearch."""

    def __init__(self, board: Sequence[int], heuristic, max_depth: int):
        super().__init__(board, heuristic, max_depth)
        self.choice = [0] * (max_depth + 1)
        self.next_bound = 1 << 30
        self.expanded = 0
        self.deepest = 0
        self.history: list[tuple[int, int, int]] = []

    def deepen(self, bound: int, next_bound: int, generated: int, expanded: int) -> int | None:
        """The whole tree within `bound` is searched: the next iteration's bound (`next_bound`, the smallest
        estimate that exceeded it), the iteration counted; None, and done, when that is beyond max_depth."""
        if next_bound > self.max_depth:
            self.done = True
            return None
        self.history.append((bound, generated, expanded))
        self.iterations += 1
        self.choice[0] = 0
        return next_bound

    def keep(self, depth: int, h: int, bound: int, next_bound: int, generated: int, expanded: int,
             deepest: int) -> None:
        """Where a slice of `run` stopped, for the next one."""
        self.depth, self.h, self.bound, self.next_bound, self.generated = depth, h, bound, next_bound, generated
        self.expanded, self.deepest = expanded, deepest
