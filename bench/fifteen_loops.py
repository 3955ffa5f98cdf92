"""bench/fifteen.py's --loops figures: what writing each 15-puzzle search's loop out buys. The lab's IDA* over the
pattern databases (ida.Search) beside the same search with the estimate's part of each step behind method calls, as
one loop shared by every heuristic would need (sliced.SlicedSearch says why the loops are written out), alternated
on Korf's first instances with a node budget each, beside a plain BFS of the whole 8-puzzle timed in the same run.
"""

from __future__ import annotations

import statistics
import time

from fifteen_modes import plain_bfs
from puzzlelab.puzzles.fifteen.board import CHILD_MOVES, board_of
from puzzlelab.puzzles.fifteen.ida import ReflectedSearch, Search


class CalledSearch(Search):
    """ida.Search without the reflection, its estimate's part of each step in methods: the child's estimate (per
    child made), entering a child and leaving it (per node). The same nodes in the same order."""

    def child(self, t, ce, passed, down, h):
        """(the child's estimate, what entering it changes) for tile t sliding by ce (CHILD_MOVES' entries)."""
        heuristic, board = self.heuristic, self.board
        p = heuristic.pattern_of[t]
        d = heuristic.base[t][ce]
        if passed:
            cross = heuristic.cross_down[t] if down else heuristic.cross_up[t]
            d += cross[board[passed[0]]] + cross[board[passed[1]]] + cross[board[passed[2]]]
        index = self.indexes[p] + d
        value = heuristic.tables[p][index]
        return h - self.values[p] + value, (p, index, value)

    def enter(self, g, step):
        p, index, value = step
        self.undo_index[g], self.undo_value[g] = self.indexes[p], self.values[p]
        self.indexes[p], self.values[p] = index, value

    def leave(self, g, t):
        """Undo the move from depth g of tile t; the change of the estimate."""
        p = self.heuristic.pattern_of[t]
        change = self.undo_value[g] - self.values[p]
        self.values[p], self.indexes[p] = self.undo_value[g], self.undo_index[g]
        return change

    def run(self, budget=1 << 62):
        if self.done:
            return True
        board, blanks, choice, kids = self.board, self.blanks, self.choice, self.kids
        child, enter, leave = self.child, self.enter, self.leave
        g, h = self.depth, self.h
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
                child_h, step = child(t, ce, passed, down, h)
                generated += 1
                f = g + 1 + child_h
                if f > bound:
                    if f < next_bound:
                        next_bound = f
                    continue
                e = blanks[g]
                board[e] = t
                board[c] = 0
                enter(g, step)
                h = child_h
                g += 1
                blanks[g] = c
                choice[g] = 0
                kids[g] = CHILD_MOVES[e][c]
                if h == 0:
                    self.reached(g)
                    break
                expanded += 1
                if g > deepest:
                    deepest = g
            elif g:
                g -= 1
                c = blanks[g + 1]
                e = blanks[g]
                t = board[e]
                board[c] = t
                board[e] = 0
                h += leave(g, t)
            else:
                deeper = self.deepen(bound, next_bound, generated, expanded)
                if deeper is None:
                    break
                bound, next_bound = deeper, 1 << 30
        self.keep(g, h, bound, next_bound, generated, expanded, deepest)
        return self.done


LOOPS = {"written out (ida.Search)": Search, "calls per step": CalledSearch,
         "with the reflection (ReflectedSearch)": ReflectedSearch}


def loops(rows: list[dict], heuristic, budget: int, rounds: int = 3) -> int:
    """Each of LOOPS on every instance of `rows` up to `budget` nodes, `rounds` times alternated: nodes in all and
    the median of the rounds' millions of nodes a second of CPU. 0 when the first two made the same nodes."""
    _bfs_wall, bfs_cpu = plain_bfs()
    rates: dict[str, list[float]] = {name: [] for name in LOOPS}
    nodes: dict[str, int] = {}
    for _round in range(rounds):
        for name, search_class in LOOPS.items():
            total_nodes, total_cpu = 0, 0.0
            for row in rows:
                search = search_class(board_of(row["position"]), heuristic)
                started = time.process_time()
                search.run(budget)
                total_cpu += time.process_time() - started
                total_nodes += search.generated
            nodes[name] = total_nodes
            rates[name].append(total_nodes / max(total_cpu, 1e-9) / 1e6)
    print(f"{len(rows)} of Korf's instances, at most {budget:,} nodes each, {rounds} rounds alternated:")
    for name in LOOPS:
        print(f"  {name:<40} {nodes[name]:>12,} nodes  {statistics.median(rates[name]):.2f} M nodes/s of CPU "
              f"(rounds: {', '.join(f'{rate:.2f}' for rate in rates[name])})")
    first, called = statistics.median(rates[next(iter(LOOPS))]), statistics.median(rates["calls per step"])
    print(f"calls per step: {first / called:.2f}x the CPU time of the loop written out; plain BFS of the whole "
          f"8-puzzle in this run: {bfs_cpu:.2f} s CPU")
    return 0 if nodes["written out (ida.Search)"] == nodes["calls per step"] else 1
