"""The 15-puzzle's board in numbers, shared by its searches and oracle: 16 cells row-major, tiles 0..15 (0 the
blank), goal (1, 2, ..., 15, 0); the neighbour and passed-over cell tables, the slides the searches make from each
cell, the reflection about the diagonal, position text <-> board (the sliding puzzles' tile alphabet),
solvability, and Korf's notation.
"""

from __future__ import annotations

from typing import Sequence

from ...invariants import sliding_parity
from ...puzzle import grid_neighbours
from ..sliding import BLANK, board_of, text_of  # noqa: F401  (position text <-> tiles: the alphabet of all sizes)

ROWS = COLUMNS = 4
CELLS = ROWS * COLUMNS
GOAL_BOARD = tuple(list(range(1, CELLS)) + [0])
NEIGHBOURS = grid_neighbours(ROWS, COLUMNS)
MAX_DEPTH = 100  # no 15-puzzle position needs more than 80 moves

# BETWEEN[c * 16 + e]: the cells a vertical slide from c to e passes over (empty for a sideways slide)
BETWEEN = [tuple(range(min(c, e) + 1, max(c, e))) if abs(c - e) == COLUMNS else ()
           for c in range(CELLS) for e in range(CELLS)]


# CHILD_MOVES[parent][e]: the slides into the blank on e, except the one undoing the last move (the blank came
# from `parent`; 16: no last move). Each (c, c * 16 + e, cells passed over or None, c < e).
CHILD_MOVES = tuple(
    tuple(tuple((c, c * 16 + e, BETWEEN[c * 16 + e] or None, c < e) for c in NEIGHBOURS[e] if c != parent)
          for e in range(CELLS))
    for parent in range(CELLS + 1))

# The reflection about the main diagonal maps the goal onto itself once tiles are renamed: cell (r, c) -> (c, r),
# tile t -> the goal's tile on the reflection of t's goal cell. A board and its reflection are equally far from
# the goal, so the larger of the two estimates is admissible too (Culberson & Schaeffer; Felner, Korf & Hanan).
REFLECT_CELL = tuple((cell % COLUMNS) * COLUMNS + cell // COLUMNS for cell in range(CELLS))
REFLECT_TILE = (0,) + tuple(REFLECT_CELL[tile - 1] + 1 for tile in range(1, CELLS))

# REFLECTED_MOVES[ce]: the reflected slide of c -> e as (rc * 16 + re, cells passed over or None, rc < re)
REFLECTED_MOVES = tuple(
    (REFLECT_CELL[ce // 16] * 16 + REFLECT_CELL[ce % 16],
     BETWEEN[REFLECT_CELL[ce // 16] * 16 + REFLECT_CELL[ce % 16]] or None,
     REFLECT_CELL[ce // 16] < REFLECT_CELL[ce % 16]) for ce in range(CELLS * CELLS))


def reflect(board: Sequence[int]) -> list[int]:
    """The board reflected about the main diagonal, its tiles renamed (REFLECT_CELL, REFLECT_TILE); an involution
    that keeps the goal and the distance to it."""
    reflected = [0] * CELLS
    for cell, tile in enumerate(board):
        reflected[REFLECT_CELL[cell]] = REFLECT_TILE[tile]
    return reflected


def solvable(board: Sequence[int]) -> bool:
    """Whether the goal can be reached from `board`: the tile parity rule (invariants.sliding_parity, exact)."""
    return sliding_parity(board, GOAL_BOARD, 0, COLUMNS) is None


def from_korf(tiles: Sequence[int]) -> tuple[int, ...]:
    """A position in Korf's notation (tiles at cells 0..15, goal 0 1 2 ... 15 with the blank first) turned to our
    goal by a half turn of the board and tile t -> 16 - t: the half turn maps Korf's goal onto ours and every
    move onto a move, so distances are unchanged.

    >>> from_korf(range(16)) == GOAL_BOARD
    True
    """
    tiles = list(tiles)
    return tuple((CELLS - tiles[CELLS - 1 - cell]) % CELLS for cell in range(CELLS))


def slide(position: str, source: int, target: int) -> str:
    """The position text after the tile on `source` slides into the blank on `target` (not checked)."""
    cells = list(position)
    cells[target], cells[source] = cells[source], BLANK
    return "".join(cells)

