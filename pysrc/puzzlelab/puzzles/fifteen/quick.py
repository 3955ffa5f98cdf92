"""The 15-puzzle's fast suboptimal search: weighted A* over the pattern databases and their reflection, in slices,
so the page can offer a good move within a second on positions whose exact search takes minutes (the 80-movers).
Its solutions are verified by playing them; their length is an upper bound on the distance.
"""

from __future__ import annotations

import heapq
from typing import Generator, Sequence

from ...progress import progress as said
from ...puzzle import format_cell_move, message
from .board import CELLS, GOAL_BOARD, NEIGHBOURS, REFLECT_TILE, board_of, reflect, slide
from .pdb import AdditiveTables

STAGES = ((2, 1, 40_000), (3, 2, 100_000), (5, 4, 150_000))
"""(weight numerator, denominator, positions it may generate): the searches tried in turn, each ending with a
shorter solution or giving up at its budget. On Korf's hardest and the 80-movers here: weight 2 finds 75-106 moves
in a few thousand positions, 3/2 61-90 in 2,000-63,000, 5/4 59-68 within 115,000 on Korf's (not the 80-movers:
3 million). A stage holds about 300 bytes per position generated while it runs."""


class QuickSearch:
    """Weighted A* from `board` to the goal: f = g + w * h with h = max(databases, databases of the reflection),
    ties to the lower h; run a slice at a time (`run(budget)` until `done`). Then `found`, `moves` (a solution as
    (from, to) cell pairs, as memo.MemoSearch gives them; at most `weight` times the distance long, usually much
    less), `generated`. `limit` caps the positions generated: beyond it the search is done, not found."""

    def __init__(self, board: Sequence[int], heuristic: AdditiveTables, weight: tuple[int, int] = (2, 1),
                 limit: int = 1 << 62):
        if sorted(board) != list(range(CELLS)):
            raise ValueError("a board holds 0..15 once each")
        self.heuristic = heuristic
        self.numerator, self.denominator = weight
        self.limit = limit
        start = bytes(board)
        indexes, values = heuristic.start(start)
        rindexes, rvalues = heuristic.start(reflect(board))
        h = max(sum(values), sum(rvalues))
        self.best = {start: 0}  # board -> the fewest moves found to it
        self.parent: dict[bytes, tuple[bytes, tuple[int, int]] | None] = {start: None}
        self.heap = [(h * self.numerator, h, 0, 0, start, tuple(indexes), tuple(rindexes), start.index(0), CELLS)]
        self.generated = 0
        self.found = False
        self.done = False
        self.moves: list[tuple[int, int]] = []

    def run(self, budget: int = 1 << 62) -> bool:
        """Search on for about `budget` generated positions; True when done (found, or the limit reached)."""
        if self.done:
            return True
        heap, best, parent = self.heap, self.best, self.parent
        steps = self.heuristic.child_steps
        pattern_of = self.heuristic.pattern_of
        table_of = [self.heuristic.tables[p] for p in pattern_of]
        rpattern_of = [pattern_of[REFLECT_TILE[t]] for t in range(CELLS)]  # by the original board's tile
        rtable_of = [self.heuristic.tables[p] for p in rpattern_of]
        numerator, denominator = self.numerator, self.denominator
        table0, table1, table2 = self.heuristic.tables
        generated = self.generated
        stop = min(generated + budget, self.limit)
        while heap and generated < stop:
            _f, h, negative_g, _order, board, indexes, rindexes, e, came = heapq.heappop(heap)
            g = -negative_g
            if best[board] < g:
                continue  # reached again by a shorter way since
            if h == 0:
                self._finish(board)
                break
            i0, i1, i2 = indexes  # the 6-6-3 patterns' indexes (their values looked up here, not carried)
            r0, r1, r2 = rindexes
            values = (table0[i0], table1[i1], table2[i2])
            rvalues = (table0[r0], table1[r1], table2[r2])
            total, rtotal, g = values[0] + values[1] + values[2], rvalues[0] + rvalues[1] + rvalues[2], g + 1
            if came < CELLS:  # the slide back to the parent is counted but not made: it is never shorter
                generated += 1
            for c, _key_step, vertical, change, rchange, cross_of, x0, x1, x2 in steps[came][e]:
                generated += 1
                t = board[c]
                child = bytearray(board)
                child[e], child[c] = t, 0
                child = bytes(child)
                known = best.get(child)
                if known is not None and known <= g:
                    continue
                p = pattern_of[t]
                rp = rpattern_of[t]
                crossed = cross_of[t][board[x0]] + cross_of[t][board[x1]] + cross_of[t][board[x2]]
                if vertical:
                    index = indexes[p] + change[t] + crossed
                    rindex = rindexes[rp] + rchange[t]
                else:
                    index = indexes[p] + change[t]
                    rindex = rindexes[rp] + rchange[t] + crossed
                value = table_of[t][index]
                rvalue = rtable_of[t][rindex]
                child_h = total - values[p] + value
                rchild_h = rtotal - rvalues[rp] + rvalue
                if rchild_h > child_h:
                    child_h = rchild_h
                best[child] = g
                parent[child] = (board, (c, e))
                child_indexes = (index, i1, i2) if p == 0 else (i0, index, i2) if p == 1 else (i0, i1, index)
                child_rindexes = (rindex, r1, r2) if rp == 0 else (r0, rindex, r2) if rp == 1 else (r0, r1, rindex)
                heapq.heappush(heap, (g * denominator + child_h * numerator, child_h, -g, generated, child,
                                      child_indexes, child_rindexes, c, e))
        self.generated = generated
        if not self.found and (generated >= self.limit or not heap):
            self.done = True
        if self.done:  # what it held is no longer needed
            self.heap, self.best, self.parent = [], {}, {}
        return self.done

    def _finish(self, board: bytes) -> None:
        moves = []
        while self.parent[board] is not None:
            board, move = self.parent[board]
            moves.append(move)
        self.moves = moves[::-1]
        self.found = self.done = True


def verified(board: Sequence[int], moves: list[tuple[int, int]]) -> bool:
    """Whether `moves` ((from, to) cell pairs) are legal slides from `board` that end at the goal."""
    cells = list(board)
    for source, target in moves:
        if cells[target] != 0 or source not in NEIGHBOURS[target]:
            return False
        cells[target], cells[source] = cells[source], 0
    return tuple(cells) == GOAL_BOARD


class GoodMoves:
    """Good moves not yet proven optimal: the verified solutions QuickSearch found, remembered along their length
    (every position on one knows its next move and how many moves are left), the shortest kept per position. So after
    the player follows one, the next position's good move is known at once."""

    def __init__(self, heuristic: AdditiveTables):
        self.heuristic = heuristic
        self._best: dict[str, tuple[tuple[int, int], int]] = {}  # position -> (first move, solution length)

    def get(self, position: str) -> tuple[tuple[int, int], int] | None:
        """(first move as a (from, to) cell pair, length of a verified solution starting with it), or None."""
        return self._best.get(position)

    def remember(self, position: str, moves: list[tuple[int, int]]) -> None:
        """A verified solution of `position`: each position on it keeps it when shorter than what it had."""
        here = position
        for left, move in zip(range(len(moves), 0, -1), moves):
            kept = self._best.get(here)
            if kept is None or kept[1] > left:
                self._best[here] = (move, left)
            here = slide(here, *move)

    def steps(self, position: str, stages=STAGES, slice_size: int = 5000) -> Generator[dict, None, list]:
        """Run `stages` (see STAGES) on `position` in turn, a slice at a time: yields progress {"message",
        "fraction": 0, "provisional": {"move": "from-to", "length"} once one is known}; each solution found is
        verified and remembered, and returned (a list of move lists, one per stage that found one). A stage that
        would not beat the length known is still run: its weight is lower."""
        board = board_of(position)
        found = []
        for numerator, denominator, limit in stages:
            search = QuickSearch(board, self.heuristic, (numerator, denominator), limit)
            while not search.run(slice_size):
                yield self.progress(position, message("progress.fifteen.good_move_counted", n=search.generated))
            if search.found and verified(board, search.moves):
                self.remember(position, search.moves)
                found.append(search.moves)
            yield self.progress(position, message("progress.fifteen.good_move"))
        return found

    def progress(self, position: str, words: dict) -> dict:
        """A progress report saying `words` (a message), with the good move of `position` when one is known
        (`report`)."""
        return said(words, 0.0) | self.report(position)

    def report(self, position: str) -> dict:
        """{"provisional": {"move": "from-to", "length"}} for the good move of `position`, or {} when none is known."""
        known = self.get(position)
        return {} if known is None else {"provisional": {"move": format_cell_move(known[0]), "length": known[1]}}
