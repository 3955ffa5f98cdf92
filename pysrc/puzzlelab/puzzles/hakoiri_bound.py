"""A lower bound on 箱入り娘's moves left, for A* and IDA* (hakoiri.py's lower_bound): the exact distance in a
relaxed puzzle that keeps the daughter, the lying piece and the two empty cells where they are and forgets which of the
other twelve cells belong to which piece. Every real move is a move of the relaxed puzzle, so it never needs more moves.
"""

from __future__ import annotations

from .hakoiri_board import CELLS, COLUMNS, DAUGHTER, EMPTY, EXIT_ANCHOR, LYING, MASKS, ROWS, UPRIGHT, slide_targets

ALL_CELLS = (1 << CELLS) - 1


def _around() -> tuple[tuple[int, ...], ...]:
    """For each cell, the cells beside it (up, left, right, down)."""
    found = []
    for cell in range(CELLS):
        row, column = divmod(cell, COLUMNS)
        found.append(tuple(cell + step for step, ok in ((-COLUMNS, row > 0), (-1, column > 0),
                                                        (1, column < COLUMNS - 1), (COLUMNS, row < ROWS - 1)) if ok))
    return tuple(found)


AROUND_CELL = _around()


class RelaxedDistances:
    """The relaxed puzzle's distances, for every (daughter's anchor, lying piece's anchor, empty cells) there is
    (11,284 states, 10,836 of which reach the goal), found by a breadth-first search back from those with the daughter
    at the exit when made (about 0.1 s; made once, on the first call of HakoiriMusume.lower_bound).

    In the relaxed puzzle the daughter and the lying piece slide as in the real one; the other cells hold tokens, and
    a move slides one token into an empty cell beside it, or beside the other empty cell which is beside it (a small
    piece's moves), or slides two tokens one above the other as an upright piece would (any such pair, whichever
    pieces really hold them). A small piece's or an upright piece's move is such a move, so a layout's relaxed
    distance is at most its real one; a relaxed move can be undone, so the search back from the goals is a search
    forward too. `__call__` answers a layout text; states that can't reach the goal answer 255."""

    def __init__(self) -> None:
        goals = [state for state in self._states() if state[0] == EXIT_ANCHOR]
        self.distances = dict.fromkeys(goals, 0)
        layer, depth = goals, 0
        while layer:
            depth += 1
            following = []
            for state in layer:
                for after in self._moves(*state):
                    if after not in self.distances:
                        self.distances[after] = depth
                        following.append(after)
            layer = following

    def __call__(self, text: str) -> int:
        empty = 1 << text.index(EMPTY) | 1 << text.rindex(EMPTY)
        return self.distances.get((text.index(DAUGHTER), text.index(LYING), empty), 255)

    @staticmethod
    def _states():
        for daughter, daughter_mask in enumerate(MASKS[DAUGHTER]):
            for lying, lying_mask in enumerate(MASKS[LYING]):
                if not daughter_mask or not lying_mask or daughter_mask & lying_mask:
                    continue
                free = [cell for cell in range(CELLS) if not (daughter_mask | lying_mask) >> cell & 1]
                for index, first in enumerate(free):
                    for second in free[index + 1:]:
                        yield daughter, lying, 1 << first | 1 << second

    @staticmethod
    def _moves(daughter: int, lying: int, empty: int) -> list[tuple[int, int, int]]:
        """The relaxed states one move away from (daughter's anchor, lying piece's anchor, empty cells)."""
        found = []
        for piece, anchor in ((DAUGHTER, daughter), (LYING, lying)):
            own = MASKS[piece][anchor]
            for target in slide_targets(piece, anchor, empty | own):
                after = (empty | own) & ~MASKS[piece][target]
                found.append((target, lying, after) if piece == DAUGHTER else (daughter, target, after))
        tokens = ALL_CELLS & ~MASKS[DAUGHTER][daughter] & ~MASKS[LYING][lying] & ~empty
        first = (empty & -empty).bit_length() - 1
        second = (empty & ~(1 << first)).bit_length() - 1
        for gap, other in ((first, second), (second, first)):
            sources = set(AROUND_CELL[gap])
            if other in AROUND_CELL[gap]:
                sources.update(AROUND_CELL[other])
            for cell in sources:
                if tokens >> cell & 1:
                    found.append((daughter, lying, empty & ~(1 << gap) | 1 << cell))
        for top in range(CELLS - COLUMNS):
            pair = 1 << top | 1 << top + COLUMNS
            if tokens & pair == pair:
                for target in slide_targets(UPRIGHT, top, empty | pair):
                    found.append((daughter, lying, (empty | pair) & ~MASKS[UPRIGHT][target]))
        return found
