"""Invariants that prove a position can never reach the goal, explained in a player's words, shared by puzzle
families: the parity of a sliding puzzle's tiles on any rectangle (the 8-puzzle, the 15-puzzle: the one tile
parity rule of the engine), and uniform random solvable tile orders. Works on cell sequences, so any notation of
tiles fits (position text or tile numbers).
"""

from __future__ import annotations

from typing import Callable, Hashable, Sequence

from .puzzle import Unreachable, message


def pairs_out_of_order(order: Sequence[int]) -> int:
    """How many pairs (i < j) have order[i] > order[j] (inversions); its parity is the permutation's (0 even).

    >>> pairs_out_of_order([2, 1, 3]), pairs_out_of_order([3, 2, 1])
    (1, 3)
    """
    return sum(1 for i, a in enumerate(order) for b in order[i + 1:] if a > b)


def sliding_parity(cells: Sequence[Hashable], goal: Sequence[Hashable], blank: Hashable, columns: int,
                   name: Callable[[Hashable], str] = str) -> Unreachable | None:
    """Why the sliding position `cells` (tiles row-major, `blank` the blank, on a board `columns` wide) can
    never reach `goal`, or None when it can.

    Read row by row, skipping the blank, the tiles are a permutation of the goal's order. A sideways slide keeps
    that order; a slide up or down carries one tile past the columns - 1 tiles between, changing the count of
    pairs out of order by an amount of the same parity as columns - 1, and moves the blank one row. So on an odd
    width the count's parity never changes, and on an even width the count plus the blank's rows away from its
    goal row keeps its parity. Both conditions are also sufficient (Johnson and Story, 1879), so this is exact.

    >>> sliding_parity("21345678.", "12345678.", ".", 3).invariant
    'tile parity'
    >>> sliding_parity("8672543.1", "12345678.", ".", 3) is None
    True
    """
    goal_index = {tile: index for index, tile in enumerate(t for t in goal if t != blank)}
    tiles = [t for t in cells if t != blank]
    out_of_order = pairs_out_of_order([goal_index[t] for t in tiles])
    if columns % 2:
        blank_rows = 0
    else:
        blank_rows = abs(list(cells).index(blank) // columns - list(goal).index(blank) // columns)
    if (out_of_order + blank_rows) % 2 == 0:
        return None
    first, second = name(tiles[0]), name(tiles[1])
    passes = columns - 1
    if columns % 2:
        return Unreachable(message("unreachable.tile_parity", n=out_of_order, passes=passes, first=first,
                                   second=second), "tile parity")
    return Unreachable(message("unreachable.tile_parity_rows", n=out_of_order, rows=message("unit.rows", n=blank_rows),
                               row_count=blank_rows, passes=passes, first=first, second=second),
                       "tile parity and the blank's row")


def random_solvable_tiles(rng, goal: Sequence[Hashable], blank: Hashable, columns: int) -> list:
    """A tile arrangement drawn uniformly among those that can reach `goal` (see `sliding_parity`): a random
    shuffle, with its first two tiles swapped when it has the wrong parity (swapping two tiles is a bijection
    between the two halves, so the result is uniform over the solvable half). `rng` is a random.Random."""
    cells = list(goal)
    rng.shuffle(cells)
    if sliding_parity(cells, goal, blank, columns) is not None:
        first, second = [index for index, tile in enumerate(cells) if tile != blank][:2]
        cells[first], cells[second] = cells[second], cells[first]
    return cells
