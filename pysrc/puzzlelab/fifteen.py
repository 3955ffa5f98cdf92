"""Optimal 15-puzzle solving in pure Python: IDA* over additive pattern databases (pdb.py), resumable in slices.

Boards here are lists of 16 tile numbers (0 the blank), goal [1, 2, ..., 15, 0]. The search keeps its own stack,
so a job can run it a slice at a time (`Search.run(budget)`); the heuristic is updated per node from the one
tile that moved. `ConflictSearch` is the same search with Manhattan distance plus linear conflicts (no tables).
"""

from __future__ import annotations

from typing import Sequence

from . import pdb

ROWS = COLUMNS = 4
CELLS = ROWS * COLUMNS
GOAL_BOARD = tuple(list(range(1, CELLS)) + [0])
NEIGHBOURS = pdb.neighbours(ROWS, COLUMNS)
MAX_DEPTH = 100  # no 15-puzzle position needs more than 80 moves


def inversion_parity(tiles: Sequence[int]) -> int:
    """Parity of the number of inversions among the tiles (the blank, 0, skipped)."""
    order = [t for t in tiles if t]
    inversions = sum(1 for i, a in enumerate(order) for b in order[i + 1:] if a > b)
    return inversions & 1


def solvable(board: Sequence[int], columns: int = COLUMNS) -> bool:
    """Whether the goal (blank last) can be reached. Odd widths: the tile order's parity is even. Even widths:
    a vertical slide changes that parity and moves the blank a row, so parity plus the blank's rows from the
    bottom row is even."""
    rows = len(board) // columns
    parity = inversion_parity(board)
    if columns % 2:
        return parity == 0
    blank_rows_up = rows - 1 - board.index(0) // columns
    return (parity + blank_rows_up) % 2 == 0


def from_korf(tiles: Sequence[int]) -> tuple[int, ...]:
    """A position in Korf's notation (tiles at cells 0..15, goal 0 1 2 ... 15 with the blank first) turned to our
    goal by a half turn of the board and tile t -> 16 - t: the half turn maps Korf's goal onto ours and every
    move onto a move, so distances are unchanged.

    >>> from_korf(range(16)) == GOAL_BOARD
    True
    """
    tiles = list(tiles)
    return tuple((CELLS - tiles[CELLS - 1 - cell]) % CELLS for cell in range(CELLS))


# ---------------------------------------------------------------- pattern database heuristic


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


# between[c * 16 + e]: the cells a vertical slide passes over (empty for a sideways slide)
BETWEEN = [tuple(range(min(c, e) + 1, max(c, e))) if abs(c - e) == COLUMNS else ()
           for c in range(CELLS) for e in range(CELLS)]


class Search:
    """IDA* from `board` to the goal, run a slice at a time: `run(budget)` until `done`.

    Afterwards `moves` is an optimal solution as (from, to) cell pairs (the tile on `from` slides into the blank
    on `to`), `generated` counts every child made, `bound` is the current depth bound (a lower bound on the
    distance while searching). `max_depth` caps the bound (then `found` stays False).
    """

    def __init__(self, board: Sequence[int], heuristic: PatternHeuristic, max_depth: int = MAX_DEPTH):
        if sorted(board) != list(range(CELLS)):
            raise ValueError("a board holds 0..15 once each")
        self.heuristic = heuristic
        self.board = list(board)
        self.indexes, self.values = heuristic.start(self.board)
        self.h = sum(self.values)
        self.bound = self.h
        self.max_depth = max_depth
        self.blanks = [-1] * (max_depth + 2)  # blanks[g]: the blank's cell at depth g; blanks[-1] stays -1
        self.blanks[0] = self.board.index(0)
        self.choice = [0] * (max_depth + 1)
        self.undo = [(0, 0, 0)] * (max_depth + 1)  # (pattern, index, value) before the move from depth g
        self.depth = 0
        self.next_bound = 1 << 30
        self.generated = 0
        self.iterations = 1
        self.done = self.h == 0
        self.found = self.done
        self.moves: list[tuple[int, int]] = []

    def run(self, budget: int = 1 << 62) -> bool:
        """Search on for about `budget` generated nodes; True when done (found, or no solution within max_depth)."""
        if self.done:
            return True
        board = self.board
        blanks = self.blanks
        choice = self.choice
        undo = self.undo
        indexes = self.indexes
        values = self.values
        heuristic = self.heuristic
        tables = heuristic.tables
        pattern_of = heuristic.pattern_of
        base = heuristic.base
        cross_down = heuristic.cross_down
        cross_up = heuristic.cross_up
        between = BETWEEN
        neighbours = NEIGHBOURS
        g = self.depth
        h = self.h
        bound = self.bound
        next_bound = self.next_bound
        generated = self.generated
        stop = generated + budget
        while generated < stop:
            e = blanks[g]
            k = choice[g]
            around = neighbours[e]
            if k < len(around):
                choice[g] = k + 1
                c = around[k]
                if c == blanks[g - 1]:
                    continue
                t = board[c]
                p = pattern_of[t]
                ce = c * 16 + e
                d = base[t][ce]
                passed = between[ce]
                if passed:
                    cross = cross_down[t] if c < e else cross_up[t]
                    for cell in passed:
                        d += cross[board[cell]]
                index = indexes[p] + d
                value = tables[p][index]
                child_h = h - values[p] + value
                generated += 1
                f = g + 1 + child_h
                if f > bound:
                    if f < next_bound:
                        next_bound = f
                    continue
                board[e] = t
                board[c] = 0
                undo[g] = (p, indexes[p], values[p])
                indexes[p] = index
                values[p] = value
                h = child_h
                g += 1
                blanks[g] = c
                choice[g] = 0
                if h == 0:
                    self.moves = [(blanks[i + 1], blanks[i]) for i in range(g)]
                    self.found = self.done = True
                    break
            elif g:
                g -= 1
                c = blanks[g + 1]
                e = blanks[g]
                board[c] = board[e]
                board[e] = 0
                p, index, value = undo[g]
                h += value - values[p]
                indexes[p] = index
                values[p] = value
            else:  # the whole tree within `bound` is searched: deepen
                if next_bound > self.max_depth:
                    self.done = True
                    break
                bound = next_bound
                next_bound = 1 << 30
                choice[0] = 0
                self.iterations += 1
        self.depth, self.h, self.bound, self.next_bound, self.generated = g, h, bound, next_bound, generated
        return self.done

    def solve(self) -> list[tuple[int, int]]:
        self.run()
        return self.moves
