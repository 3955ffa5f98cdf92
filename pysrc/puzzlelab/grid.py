"""Grid geometry the puzzles share: chess names of squares, a board drawn for a terminal, the symmetries of a square
board and the neighbours of each cell of a rectangle (the sliding puzzles' moves, the 15-puzzle's databases).
"""

from __future__ import annotations

from typing import Iterable


def chess_name(cell: int, rows: int, columns: int) -> str:
    """A square's chess name on a rows x columns board, row 0 at the top: files a, b, ... from the left,
    ranks 1, 2, ... from the bottom.

    >>> chess_name(0, 8, 8), chess_name(63, 8, 8), chess_name(0, 4, 3)
    ('a8', 'h1', 'a4')
    """
    row, column = divmod(cell, columns)
    return f"{'abcdefghijklmnopqrstuvwxyz'[column]}{rows - row}"


def grid_text(cells: Iterable[str], columns: int) -> str:
    """Cells laid out in rows of `columns`, separated by spaces, for terminal output."""
    cells = list(cells)
    return "\n".join(" ".join(cells[i:i + columns]) for i in range(0, len(cells), columns))


def square_symmetries(n: int) -> list[tuple[int, ...]]:
    """The 8 symmetries of the n x n board (turns and mirror images) as cell permutations, identity first.

    >>> square_symmetries(2)[:2]
    [(0, 1, 2, 3), (1, 0, 3, 2)]
    """
    maps = []
    for turns in range(4):
        for mirror in (False, True):
            image = []
            for cell in range(n * n):
                row, column = divmod(cell, n)
                for _ in range(turns):
                    row, column = column, n - 1 - row
                if mirror:
                    column = n - 1 - column
                image.append(row * n + column)
            maps.append(tuple(image))
    return maps


def grid_neighbours(rows: int, columns: int) -> tuple[tuple[int, ...], ...]:
    """For each cell of a rows x columns grid, row-major, the cells next to it: up, left, right, down (those on
    the board). The sliding puzzles' moves and the 15-puzzle's pattern databases and searches use this table.

    >>> grid_neighbours(2, 3)
    ((1, 3), (0, 2, 4), (1, 5), (0, 4), (1, 3, 5), (2, 4))
    """
    found = []
    for cell in range(rows * columns):
        row, column = divmod(cell, columns)
        around = []
        for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0)):
            if 0 <= row + dr < rows and 0 <= column + dc < columns:
                around.append((row + dr) * columns + column + dc)
        found.append(tuple(around))
    return tuple(found)
