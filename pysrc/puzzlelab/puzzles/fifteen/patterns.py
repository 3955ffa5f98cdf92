"""The 15-puzzle's additive pattern databases (pdb.py) as a heuristic: each board's estimate, the tables its searches
update per slide, and what the oracle asks of the heuristic at hand (conflict.ConflictHeuristic answers the same):
its exact search (memo.MemoSearch), the estimate that search starts from, and the good moves (quick.py).
"""

from __future__ import annotations

from functools import cached_property
from typing import Sequence

from . import pdb
from .board import CELLS, CHILD_MOVES, MAX_DEPTH, REFLECT_CELL, REFLECT_TILE, REFLECTED_MOVES, reflect
from .memo import MemoSearch
from .quick import GoodMoves


class PatternHeuristic:
    """Additive disjoint pattern databases over the 15-puzzle: tables[i] for partition[i].

    Per tile: its pattern, and the change of its pattern's compact index when it slides (sideways: the cell
    difference times the tile's digit weight; up or down also by the pattern tiles in the cells passed over).
    """

    name = "pattern databases"

    def __init__(self, partition: Sequence[Sequence[int]], tables: Sequence[bytes]):
        if sorted(t for tiles in partition for t in tiles) != list(range(1, CELLS)):
            raise ValueError("a partition holds every tile exactly once")
        self.partition = tuple(tuple(tiles) for tiles in partition)
        self.tables = [bytes(table) for table in tables]
        for tiles, table in zip(self.partition, self.tables):
            if len(table) != pdb.database_size(CELLS, len(tiles)):
                raise ValueError(f"the table for tiles {tiles} has {len(table)} entries")
        self.pattern_of = [0] * CELLS
        weight = [0] * CELLS
        slot_of = [0] * CELLS
        for number, tiles in enumerate(self.partition):
            for slot, (tile, w) in enumerate(zip(tiles, pdb.rank_weights(CELLS, len(tiles)))):
                self.pattern_of[tile] = number
                weight[tile] = w
                slot_of[tile] = slot
        # cross[t][x]: what a same-pattern tile x in a cell passed over adds when t slides down (minus when up)
        self.cross_down = []
        self.cross_up = []
        for tile in range(CELLS):
            row = [0] * CELLS
            for other in range(1, CELLS):
                if tile and other != tile and self.pattern_of[other] == self.pattern_of[tile]:
                    row[other] = -weight[tile] if slot_of[other] < slot_of[tile] else weight[other]
            self.cross_down.append(row)
            self.cross_up.append([-v for v in row])
        # base[t][c * 16 + e]: index change for t sliding from c to e, before the passed-over cells
        self.base = [[(e - c) * weight[t] for c in range(CELLS) for e in range(CELLS)] for t in range(CELLS)]

    def start(self, board: Sequence[int]) -> tuple[list[int], list[int]]:
        """(index per pattern, value per pattern) of `board`."""
        where = [0] * CELLS
        for cell, tile in enumerate(board):
            where[tile] = cell
        indexes = [pdb.rank_placement([where[t] for t in tiles], CELLS) for tiles in self.partition]
        return indexes, [table[i] for table, i in zip(self.tables, indexes)]

    def estimate(self, board: Sequence[int]) -> int:
        return sum(self.start(board)[1])

    @cached_property
    def child_steps(self) -> tuple:
        """memo.MemoSearch's move table, built on first use: [parent][e] lists per slide into the blank on e (not
        the one undoing the last move; parent 16: no last move) everything a child's two estimates and its table key
        read, in one tuple indexed by the sliding tile t where it depends on it: (c, key change by t, vertical,
        index change by t, reflected index change by t, cross table by t, the 3 cells passed over). The cross table
        is the pattern's own for a vertical slide; for a sideways one it is the reflected board's (whose slide is
        vertical), indexed by the original board's tiles, and the cells are the original cells that the reflected
        slide passes over, so the search reads only the original board (cross[t][board[x]]: what tile board[x] adds
        to t's pattern index or to that of t's reflection)."""
        by_move = [[self.base[tile][ce] for tile in range(CELLS)] for ce in range(CELLS * CELLS)]
        key_step = [[(ce % CELLS - ce // CELLS) << (4 * (tile - 1)) if tile else 0 for tile in range(CELLS)]
                    for ce in range(CELLS * CELLS)]
        reflected_cross = {down: [[row[REFLECT_TILE[x]] for x in range(CELLS)]
                                  for row in (self.cross_down if down else self.cross_up)] for down in (False, True)}
        reflected_cross = {down: tuple(tuple(reflected_cross[down][REFLECT_TILE[t]]) for t in range(CELLS))
                           for down in reflected_cross}
        own_cross = {False: tuple(tuple(row) for row in self.cross_up),
                     True: tuple(tuple(row) for row in self.cross_down)}

        def step(c, ce, passed, down):
            rce, rpassed, rdown = REFLECTED_MOVES[ce]
            rchange = tuple(by_move[rce][REFLECT_TILE[t]] for t in range(CELLS))
            if passed:
                cross, cells = own_cross[down], passed
            else:
                cross, cells = reflected_cross[rdown], tuple(REFLECT_CELL[y] for y in rpassed)
            return (c, tuple(key_step[ce]), bool(passed), tuple(by_move[ce]), rchange, cross) + cells

        return tuple(tuple(tuple(step(*move) for move in moves) for moves in row) for row in CHILD_MOVES)

    # --- what the oracle asks of the heuristic at hand (conflict.ConflictHeuristic answers the same) ----------------
    def exact_search(self, board: Sequence[int], bounds: dict[int, int], max_depth: int = MAX_DEPTH,
                     first_bound: int = 0) -> MemoSearch:
        """The oracle's search of `board`: memo.MemoSearch, sharing `bounds` (the oracle's table of proved lower
        bounds)."""
        return MemoSearch(board, self, bounds, max_depth, first_bound)

    def search_estimate(self, board: Sequence[int]) -> int:
        """The estimate the exact search starts from: the larger of the databases' estimates of the board and of its
        reflection (both admissible)."""
        return max(self.estimate(board), self.estimate(reflect(board)))

    def new_good_moves(self) -> GoodMoves:
        """A store of good moves not yet proven optimal, found by quick.py's weighted A* over these databases."""
        return GoodMoves(self)
