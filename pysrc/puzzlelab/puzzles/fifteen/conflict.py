"""Manhattan distance plus linear conflicts for the 15-puzzle (Hansson, Mayer & Yung 1992), updated per move, and
the IDA* of ida.py with it instead of pattern databases: the benchmark's baseline, the fallback when no databases
are at hand, and two of the lab's heuristics. Boards are board.py's lists of tile numbers.
"""

from __future__ import annotations

from typing import Sequence

from .board import CELLS, COLUMNS, MAX_DEPTH, NEIGHBOURS
from .sliced import CountedSearch


def _line_conflicts(order: Sequence[int]) -> int:
    """2 x (tiles in the line less its longest increasing run of goal places): the moves the tiles of a line
    that block each other add to their Manhattan distance (Hansson, Mayer & Yung 1992)."""
    longest = []
    for place in order:
        longest.append(1 + max([n for before, n in zip(order, longest) if before < place], default=0))
    return 2 * (len(order) - max(longest, default=0))


class ConflictHeuristic:
    """Manhattan distance plus linear conflicts, updated per move from the two lines the tile leaves and enters.

    Each row and each column has a key: base-5 digits, one per cell along the line, digit = 1 + the goal place
    along the line of a tile that belongs to the line, else 0; `conflicts[key]` is that line's extra moves.
    Lines 0-3 are the rows, 4-7 the columns.
    """

    name = "Manhattan distance plus linear conflicts"

    def __init__(self, conflicts: bool = True):
        """conflicts=False: plain Manhattan distance (every line's conflicts counted 0), the same search."""
        if not conflicts:
            self.name = "Manhattan distance"
        self.conflicts = []
        for key in range(5 ** COLUMNS):
            digits = [key // 5 ** i % 5 for i in range(COLUMNS)]
            self.conflicts.append(_line_conflicts([d - 1 for d in digits if d]) if conflicts else 0)
        # step[t][c * 16 + e] = (Manhattan change, line left, line entered, key change left, key change entered,
        #                       line moved along, its key change)
        self.step = []
        for tile in range(CELLS):
            goal_row, goal_column = divmod(tile - 1, COLUMNS)
            moves = []
            for c in range(CELLS):
                for e in range(CELLS):
                    if not tile or e not in NEIGHBOURS[c]:
                        moves.append(None)
                        continue
                    manhattan = (abs(e // 4 - goal_row) + abs(e % 4 - goal_column)
                                 - abs(c // 4 - goal_row) - abs(c % 4 - goal_column))
                    if abs(c - e) == COLUMNS:  # up or down: the rows change, at the tile's column
                        left, entered, along = c // 4, e // 4, c % 4
                        digit_left = goal_column + 1 if goal_row == left else 0
                        digit_entered = goal_column + 1 if goal_row == entered else 0
                        line, before, after = 4 + along, c // 4, e // 4
                        digit = goal_row + 1 if goal_column == along else 0
                    else:  # sideways: the columns change, at the tile's row
                        left, entered, along = 4 + c % 4, 4 + e % 4, c // 4
                        digit_left = goal_row + 1 if goal_column == left - 4 else 0
                        digit_entered = goal_row + 1 if goal_column == entered - 4 else 0
                        line, before, after = along, c % 4, e % 4
                        digit = goal_column + 1 if goal_row == along else 0
                    # the line the tile moves along keeps its order (and conflicts); its key shifts the digit
                    moves.append((manhattan, left, entered, digit_left * 5 ** along, digit_entered * 5 ** along,
                                  line, digit * (5 ** after - 5 ** before)))
            self.step.append(moves)

    def keys(self, board: Sequence[int]) -> list[int]:
        keys = [0] * 8
        for cell, tile in enumerate(board):
            if tile:
                row, column = divmod(cell, COLUMNS)
                goal_row, goal_column = divmod(tile - 1, COLUMNS)
                if goal_row == row:
                    keys[row] += (goal_column + 1) * 5 ** column
                if goal_column == column:
                    keys[4 + column] += (goal_row + 1) * 5 ** row
        return keys

    def estimate(self, board: Sequence[int]) -> int:
        manhattan = 0
        for cell, tile in enumerate(board):
            if tile:
                manhattan += abs(cell // 4 - (tile - 1) // 4) + abs(cell % 4 - (tile - 1) % 4)
        return manhattan + sum(self.conflicts[key] for key in self.keys(board))

    # --- what the oracle asks of the heuristic at hand, as of patterns.PatternHeuristic ---------------------------
    partition: tuple = ()  # no pattern databases

    def exact_search(self, board: Sequence[int], bounds: dict[int, int], max_depth: int = MAX_DEPTH,
                     first_bound: int = 0) -> "ConflictSearch":
        """The oracle's search of `board` when no databases are at hand: ConflictSearch (it keeps no table of
        bounds: `bounds` is not used)."""
        return ConflictSearch(board, self, max_depth, first_bound)

    def search_estimate(self, board: Sequence[int]) -> int:
        """The estimate the exact search starts from: this heuristic's."""
        return self.estimate(board)

    def new_good_moves(self) -> None:
        """No good moves without the databases (quick.py searches with them)."""
        return None


# ---------------------------------------------------------------- the search


class ConflictSearch(CountedSearch):
    """The IDA* of ida.Search with ConflictHeuristic instead of pattern databases (sliced.SlicedSearch's interface):
    the baseline of bench/fifteen.py and the fallback when no databases are at hand. Besides the blanks, the stack
    holds the estimate before each move; the lines' keys are updated and undone in place. Its loop is ida.Search's
    with this estimate written in, not one loop both share: sliced.SlicedSearch says what that would cost."""

    def __init__(self, board: Sequence[int], heuristic: ConflictHeuristic, max_depth: int = MAX_DEPTH,
                 first_bound: int = 0):
        super().__init__(board, heuristic, max_depth)
        self.keys = heuristic.keys(self.board)
        self.undo = [0] * (max_depth + 1)  # h before the move from depth g
        h = heuristic.estimate(self.board)
        self.begin(h, max(h, first_bound))

    def run(self, budget: int = 1 << 62) -> bool:
        if self.done:
            return True
        board, blanks, choice, undo, keys = self.board, self.blanks, self.choice, self.undo, self.keys
        step = self.heuristic.step
        conflicts = self.heuristic.conflicts
        neighbours = NEIGHBOURS
        g, h, bound, next_bound, generated = self.depth, self.h, self.bound, self.next_bound, self.generated
        expanded, deepest = self.expanded, self.deepest
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
                manhattan, left, entered, out, into, line, shift = step[t][c * 16 + e]
                old_left = keys[left]
                old_entered = keys[entered]
                child_h = (h + manhattan + conflicts[old_left - out] - conflicts[old_left]
                           + conflicts[old_entered + into] - conflicts[old_entered])
                generated += 1
                f = g + 1 + child_h
                if f > bound:
                    if f < next_bound:
                        next_bound = f
                    continue
                board[e] = t
                board[c] = 0
                keys[left] = old_left - out
                keys[entered] = old_entered + into
                keys[line] += shift
                undo[g] = h
                h = child_h
                g += 1
                blanks[g] = c
                choice[g] = 0
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
                _manhattan, left, entered, out, into, line, shift = step[t][c * 16 + e]
                keys[left] += out
                keys[entered] -= into
                keys[line] -= shift
                h = undo[g]
            else:  # the whole tree within `bound` is searched: deepen
                deeper = self.deepen(bound, next_bound, generated, expanded)
                if deeper is None:
                    break
                bound, next_bound = deeper, 1 << 30
        self.keep(g, h, bound, next_bound, generated, expanded, deepest)
        return self.done

