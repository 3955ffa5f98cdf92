"""The 15-puzzle's fastest exact search, the oracle's: IDA* over the pattern databases and their reflection
that orders each node's children by estimate, cuts a node a child proves too far (BPMX), and keeps a table of proven
lower bounds that every search of one oracle shares (the memory-bounded part of Bu & Korf's A*+IDA*); in slices.
"""

from __future__ import annotations

from typing import Sequence

from .board import CELLS, MAX_DEPTH, REFLECT_TILE, reflect
from .pdb import AdditiveTables
from .sliced import SlicedSearch

BOUNDS_LIMIT = 600_000
"""Entries a table of lower bounds may hold (about 80 bytes each in CPython): beyond it the next slice starts it
afresh. Korf's #53 fills about 530,000 while its page state is prepared (#88 400,000, #17 310,000)."""

TABLE_WORK = 8
"""A position goes into the table when searching below it generated more than this many positions: a subtree worth
not searching again. On Korf's #88 #53 #82 #17 it makes 10% fewer nodes and 6% less CPU than writing the positions
whose estimate left at least 2 moves below the bound (6 or 10 within noise of 8; writing every position: 16% fewer
nodes, 4% less CPU). The table holds about twice as many entries."""

NO_CHILDREN = ()


def board_key(board: Sequence[int]) -> int:
    """The board as an int below 2**60 (the table's key): 4 bits per tile 1..15 holding its cell, tile 1 lowest.
    The blank is on the one cell left."""
    key = 0
    for cell, tile in enumerate(board):
        if tile:
            key += cell << (4 * (tile - 1))
    return key


class MemoSearch(SlicedSearch):
    """IDA* from `board` to the goal with the estimate max(databases, databases of the reflected board), run a slice
    at a time: `run(budget)` until `done`; then `found`, `moves` (an optimal solution as (from, to) cell pairs: the
    tile on `from` slides into the blank on `to`), `generated` (children made), `bound` (while searching, a lower
    bound on the distance), `iterations`. `max_depth` caps the bound (then `found` stays False); `first_bound` skips
    the iterations below it and must not exceed the distance (first_bound = max_depth: "is it within max_depth?").

    Each node's children are estimated together, each by the cheaper of its two estimates first (the one whose slide
    passes over no cells; the other only when the first lets it through): a child two above the bound puts the node
    itself above it (BPMX: the distance changes by one a move), the others are entered lowest estimate first, ties to
    the lower sum of the two estimates (the databases' and the reflection's: 7% fewer nodes on Korf's 100). `bounds`
    maps board_key to a lower bound on that board's distance, proved: an entry is written when a position's subtree,
    more than TABLE_WORK positions, is exhausted within an iteration whose bound does not exceed the root's distance
    (a position g moves from the root searched to no avail within bound B is at least B - g + 2 away), so searches may
    share one table, run interleaved, or stop anywhere. `offer` gives it a solution found another way (an upper bound
    and a guide). `order`, `bpmx` and `table` switch the three ideas off for the benchmark's comparisons.

    The stack is flat lists indexed by depth (blank cell, the children left, what the move changed), so a slice
    can stop anywhere.
    """

    def __init__(self, board: Sequence[int], heuristic: AdditiveTables, bounds: dict[int, int] | None = None,
                 max_depth: int = MAX_DEPTH, first_bound: int = 0, order: bool = True, bpmx: bool = True,
                 table: bool = True):
        super().__init__(board, heuristic, max_depth)
        self.indexes, self.values = heuristic.start(self.board)
        self.rindexes, self.rvalues = heuristic.start(reflect(board))  # the reflected board's, kept alongside
        h, self.rh = sum(self.values), sum(self.rvalues)
        self.bounds = {} if bounds is None else bounds
        bound = max(h, self.rh, first_bound, self.bounds.get(board_key(self.board), 0) if table else 0)
        self.order, self.bpmx, self.table = order, bpmx, table
        size = max_depth + 2
        self.kids: list = [NO_CHILDREN] * size  # kids[g]: the children within the bound, lowest estimate first
        self.choice = [0] * size  # choice[g]: the next of kids[g] to enter
        self.undo: list = [None] * size  # undo[g]: what the move from depth g changed
        self.keys = [0] * size  # keys[g]: board_key at depth g
        self.keys[0] = board_key(self.board)
        self.work = [0] * size  # work[g]: positions generated when depth g's position was entered
        self.steps = heuristic.child_steps
        self.known: list[tuple[int, int]] = []  # the shortest solution offered (offer)
        self.ahead = 0
        self.fresh = True  # the position at `depth` is yet to be expanded
        self.begin(h, bound + (bound - h) % 2)  # the distance has the estimate's parity: bounds step by two

    def run(self, budget: int = 1 << 62) -> bool:
        if self.done:
            return True
        bounds = self.bounds
        if len(bounds) > BOUNDS_LIMIT:
            bounds.clear()
        board, blanks, kids, choice, undo, keys = self.board, self.blanks, self.kids, self.choice, self.undo, self.keys
        work = self.work
        indexes, values, rindexes, rvalues = self.indexes, self.values, self.rindexes, self.rvalues
        heuristic = self.heuristic
        pattern_of = heuristic.pattern_of
        table_of = [heuristic.tables[p] for p in pattern_of]
        rpattern_of = [pattern_of[REFLECT_TILE[t]] for t in range(CELLS)]  # by the original board's tile
        rtable_of = [heuristic.tables[p] for p in rpattern_of]
        steps = self.steps
        order = self.order
        over = 2 if self.bpmx else 1 << 20  # a child this far above the bound cuts its parent
        worth = TABLE_WORK if self.table else 1 << 62
        probed = bounds if self.table else {}
        g, h, rh, bound, generated, fresh = self.depth, self.h, self.rh, self.bound, self.generated, self.fresh
        stop = generated + budget
        guide = self.known if self.known and bound + 2 >= len(self.known) else ()
        ahead = self.ahead
        while generated < stop:
            if fresh:  # estimate every child; keep those within the bound
                moves = steps[blanks[g - 1]][blanks[g]]
                generated += len(moves)
                limit = bound - g - 1
                cut = limit + over
                survivors = []
                for c, key_step, vertical, change, rchange, cross_of, x0, x1, x2 in moves:
                    t = board[c]
                    p = pattern_of[t]
                    rp = rpattern_of[t]
                    # Two mirrored branches, so that the estimate needing the cells passed over is worked out only
                    # for a child the other lets through: one branch working out both first took 1.22x the CPU time
                    # (Korf's first 8 instances, 500,000 nodes each, 3 rounds alternated: 1.45 against 1.77 million
                    # nodes a second; the same nodes).
                    if vertical:  # the reflection's index first: it needs no cells passed over
                        rindex = rindexes[rp] + rchange[t]
                        rvalue = rtable_of[t][rindex]
                        child_rh = rh - rvalues[rp] + rvalue
                        if child_rh > limit:
                            if child_rh > cut:
                                survivors = NO_CHILDREN
                                break
                            continue
                        cross = cross_of[t]
                        index = indexes[p] + change[t] + cross[board[x0]] + cross[board[x1]] + cross[board[x2]]
                        value = table_of[t][index]
                        child_h = h - values[p] + value
                        if child_h > limit:
                            if child_h > cut:
                                survivors = NO_CHILDREN
                                break
                            continue
                    else:
                        index = indexes[p] + change[t]
                        value = table_of[t][index]
                        child_h = h - values[p] + value
                        if child_h > limit:
                            if child_h > cut:
                                survivors = NO_CHILDREN
                                break
                            continue
                        cross = cross_of[t]
                        rindex = rindexes[rp] + rchange[t] + cross[board[x0]] + cross[board[x1]] + cross[board[x2]]
                        rvalue = rtable_of[t][rindex]
                        child_rh = rh - rvalues[rp] + rvalue
                        if child_rh > limit:
                            if child_rh > cut:
                                survivors = NO_CHILDREN
                                break
                            continue
                    survivors.append((child_rh if child_rh > child_h else child_h, child_h + child_rh, c, t, p, index,
                                      value, rp, rindex, rvalue, child_h, child_rh, keys[g] + key_step[t]))
                if not survivors:  # none within the bound, or (BPMX) one child puts this node above it
                    kids[g] = NO_CHILDREN
                    fresh = False
                    continue
                if order and len(survivors) > 1:
                    survivors.sort()
                if g == ahead and g < len(guide):  # on the known solution's path: its next move first
                    lead = guide[g][0]
                    for i, kid in enumerate(survivors):
                        if kid[2] == lead:
                            if i:
                                survivors.insert(0, survivors.pop(i))
                            break
                kids[g] = survivors
                choice[g] = 1
                _best, _sum, c, t, p, index, value, rp, rindex, rvalue, child_h, child_rh, key = survivors[0]
            else:
                k = choice[g]
                around = kids[g]
                if k < len(around):
                    choice[g] = k + 1
                    _best, _sum, c, t, p, index, value, rp, rindex, rvalue, child_h, child_rh, key = around[k]
                elif g:  # exhausted: its bound is proved, and written when its subtree was worth it; back up
                    if generated - work[g] > worth:
                        bounds[keys[g]] = bound - g + 2
                    if ahead > g - 1:
                        ahead = g - 1
                    g -= 1
                    c, e, t, p, rp, indexes[p], values[p], rindexes[rp], rvalues[rp], h, rh = undo[g]
                    board[c] = t
                    board[e] = 0
                    continue
                else:  # the whole tree within `bound` is searched: deepen
                    if bound + 2 > self.max_depth:
                        self.done = True
                        break
                    bound += 2
                    if self.known and bound >= len(self.known):  # proved: none shorter than the known one
                        self.moves = list(self.known)
                        self.found = self.done = True
                        break
                    guide = self.known if self.known and bound + 2 >= len(self.known) else ()
                    fresh = True
                    self.iterations += 1
                    continue
            if key in probed and probed[key] > bound - g - 1:  # proved farther than the bound leaves it
                fresh = False
                continue
            e = blanks[g]
            board[e] = t
            board[c] = 0
            undo[g] = (c, e, t, p, rp, indexes[p], values[p], rindexes[rp], rvalues[rp], h, rh)
            indexes[p] = index
            values[p] = value
            rindexes[rp] = rindex
            rvalues[rp] = rvalue
            h = child_h
            rh = child_rh
            if g == ahead and g < len(guide) and guide[g][0] == c:
                ahead = g + 1
            g += 1
            keys[g] = key
            blanks[g] = c
            work[g] = generated
            fresh = True
            if h == 0:
                self.reached(g)
                break
        self.ahead = ahead
        self.depth, self.h, self.rh, self.bound, self.generated, self.fresh = g, h, rh, bound, generated, fresh
        return self.done

    def offer(self, moves: list[tuple[int, int]]) -> None:
        """A solution found another way (a list of (from, to) moves that the caller verified reaches the goal): an
        upper bound on the distance. Once the iterations prove no shorter solution (bound reaches its length; the
        distance has the estimate's parity), it is the answer, so the last iteration is skipped; and the iteration
        that could find one two moves shorter enters the children along it first, where they are within its bound
        (on Korf's 100 with quick.py's 5/4 stage: #17 3.3 million nodes to 0.9 million, #76 0.3 to 0.9)."""
        if self.done or (self.known and len(self.known) <= len(moves)):
            return
        self.known = list(moves)
        if self.bound >= len(moves):  # the iterations below `bound` are exhausted: the distance is at least it
            self.moves = list(moves)
            self.found = self.done = True

    def longer_first_moves(self) -> list[int]:
        """Once found: the cells whose tile's slide into the blank this search proved to start no solution of the
        found length (the first moves tried in the last iteration before the solution's, and those whose estimate
        was over the bound); each is one move farther from the goal than the root. [] before."""
        if not self.found or not self.moves or self.moves == self.known:  # the known one's proof has no last iteration
            return []
        tried = self.kids[0][:self.choice[0] - 1]
        entered = {child[2] for child in self.kids[0]}
        return ([child[2] for child in tried]
                + [move[0] for move in self.steps[CELLS][self.blanks[0]] if move[0] not in entered])
