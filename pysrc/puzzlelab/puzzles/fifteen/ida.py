"""The lab's IDA* over the 15-puzzle's pattern databases (patterns.py), resumable in slices: `Search` with the
databases' estimate, `ReflectedSearch` also with the reflected board's. The estimate is updated per node from the one
tile that moved. The oracle's faster search is memo.py; conflict.py has the same search without tables.
"""

from __future__ import annotations

from typing import Sequence

from .board import CELLS, CHILD_MOVES, MAX_DEPTH, REFLECT_TILE, REFLECTED_MOVES, reflect
from .sliced import CountedSearch


class Search(CountedSearch):
    """IDA* from `board` to the goal with the pattern databases' estimate (a patterns.PatternHeuristic), run a slice
    at a time (sliced.SlicedSearch: run, done, found, moves, generated, bound, and what CountedSearch counts).
    `reflected`: with max(h(board), h(reflected board)) instead (ReflectedSearch), the reflected board and its
    pattern indexes kept alongside and its estimate looked up only for children the first lets through. Besides the
    blanks, the stack holds the children of each depth and the moved tile's pattern index and value before the move
    (and its reflection's).

    Both run in one loop, the reflection's steps under `if reflected`: as fast as each in a loop of its own when they
    were merged (Korf's first 8 instances, a million nodes each, alternated: 3.07 against 3.05 million nodes a second
    of CPU without the reflection, 1.94 against 1.90 with it). The reflection's steps are the board's lines again on
    the reflected board, not a function both call: a call per step is what sliced.SlicedSearch measures."""

    def __init__(self, board: Sequence[int], heuristic, max_depth: int = MAX_DEPTH, first_bound: int = 0,
                 reflected: bool = False):
        super().__init__(board, heuristic, max_depth)
        self.reflected = reflected
        self.indexes, self.values = heuristic.start(self.board)
        self.rboard = reflect(self.board)  # kept in step only when reflected
        self.rindexes, self.rvalues = heuristic.start(self.rboard)
        self.rh = sum(self.rvalues) if reflected else 0
        self.kids = [()] * (max_depth + 1)
        self.kids[0] = CHILD_MOVES[CELLS][self.blanks[0]]
        # the moved tile's pattern index and value before the move from depth g, and its reflection's
        self.undo_index, self.undo_value = [0] * (max_depth + 1), [0] * (max_depth + 1)
        self.rundo_index, self.rundo_value = [0] * (max_depth + 1), [0] * (max_depth + 1)
        h = sum(self.values)
        self.begin(h, max(h, self.rh, first_bound))

    def run(self, budget: int = 1 << 62) -> bool:
        if self.done:
            return True
        reflected = self.reflected
        board, rboard = self.board, self.rboard
        blanks, choice, kids = self.blanks, self.choice, self.kids
        undo_index, undo_value, rundo_index, rundo_value = (self.undo_index, self.undo_value, self.rundo_index,
                                                            self.rundo_value)
        indexes, values, rindexes, rvalues = self.indexes, self.values, self.rindexes, self.rvalues
        heuristic = self.heuristic
        pattern_of = heuristic.pattern_of
        table_of = [heuristic.tables[p] for p in pattern_of]
        base, cross_down, cross_up = heuristic.base, heuristic.cross_down, heuristic.cross_up
        child_moves, reflected_moves, reflect_tile = CHILD_MOVES, REFLECTED_MOVES, REFLECT_TILE
        g, h, rh = self.depth, self.h, self.rh
        bound, next_bound, generated = self.bound, self.next_bound, self.generated
        expanded, deepest = self.expanded, self.deepest
        stop = generated + budget
        while generated < stop:
            around = kids[g]
            k = choice[g]
            if k < len(around):
                choice[g] = k + 1
                c, ce, passed, down = around[k]
                t = board[c]
                p = pattern_of[t]
                d = base[t][ce]
                if passed:
                    cross = cross_down[t] if down else cross_up[t]
                    d += cross[board[passed[0]]] + cross[board[passed[1]]] + cross[board[passed[2]]]
                index = indexes[p] + d
                value = table_of[t][index]
                child_h = h - values[p] + value
                generated += 1
                f = g + 1 + child_h
                if f > bound:
                    if f < next_bound:
                        next_bound = f
                    continue
                if reflected:  # the reflected board's estimate, then its move
                    rt = reflect_tile[t]
                    rce, rpassed, rdown = reflected_moves[ce]
                    rp = pattern_of[rt]
                    rd = base[rt][rce]
                    if rpassed:
                        cross = cross_down[rt] if rdown else cross_up[rt]
                        rd += cross[rboard[rpassed[0]]] + cross[rboard[rpassed[1]]] + cross[rboard[rpassed[2]]]
                    rindex = rindexes[rp] + rd
                    rvalue = table_of[rt][rindex]
                    child_rh = rh - rvalues[rp] + rvalue
                    f = g + 1 + child_rh
                    if f > bound:
                        if f < next_bound:
                            next_bound = f
                        continue
                    rboard[rce % 16] = rt
                    rboard[rce // 16] = 0
                    rundo_index[g] = rindexes[rp]
                    rundo_value[g] = rvalues[rp]
                    rindexes[rp] = rindex
                    rvalues[rp] = rvalue
                    rh = child_rh
                e = blanks[g]
                board[e] = t
                board[c] = 0
                undo_index[g] = indexes[p]
                undo_value[g] = values[p]
                indexes[p] = index
                values[p] = value
                h = child_h
                g += 1
                blanks[g] = c
                choice[g] = 0
                kids[g] = child_moves[e][c]
                if h == 0:
                    self.reached(g)
                    break
                expanded += 1
                if g > deepest:
                    deepest = g
            elif g:  # every child tried: back up one move
                g -= 1
                c = blanks[g + 1]
                e = blanks[g]
                t = board[e]
                board[c] = t
                board[e] = 0
                p = pattern_of[t]
                value = undo_value[g]
                h += value - values[p]
                values[p] = value
                indexes[p] = undo_index[g]
                if reflected:
                    rce = reflected_moves[c * 16 + e][0]
                    rt = reflect_tile[t]
                    rboard[rce // 16] = rt
                    rboard[rce % 16] = 0
                    rp = pattern_of[rt]
                    value = rundo_value[g]
                    rh += value - rvalues[rp]
                    rvalues[rp] = value
                    rindexes[rp] = rundo_index[g]
            else:  # the whole tree within `bound` is searched: deepen
                deeper = self.deepen(bound, next_bound, generated, expanded)
                if deeper is None:
                    break
                bound, next_bound = deeper, 1 << 30
        self.keep(g, h, bound, next_bound, generated, expanded, deepest)
        self.rh = rh
        return self.done


class ReflectedSearch(Search):
    """Search with max(h(board), h(reflected board)). On 34 of Korf's instances: 2.4x fewer nodes than Search, 1.4x
    less time. The lab's row; the oracle's search is memo.MemoSearch."""

    def __init__(self, board: Sequence[int], heuristic, max_depth: int = MAX_DEPTH, first_bound: int = 0):
        super().__init__(board, heuristic, max_depth, first_bound, reflected=True)
