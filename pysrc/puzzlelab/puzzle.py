"""The puzzle protocol every puzzle family implements, and the errors a person can cause.

Algorithms (tables.py, search.py) and the facade (api.py) talk to puzzles only through `Puzzle`.
"""

from __future__ import annotations

from typing import Hashable, Iterable, Iterator

Position = Hashable
Move = Hashable


class PuzzleError(ValueError):
    """Something a person typed or clicked is wrong; `str(error)` is one line that says what."""


class UnsolvableError(PuzzleError):
    """A well-formed position from which the goal can never be reached (e.g. wrong parity)."""


class Puzzle:
    """A puzzle: positions, legal moves and goals, with text notation for positions and moves.

    Positions are immutable, hashable values; moves are hashable values. Subclasses implement
    `start`, `successors`, `is_goal`, `parse`, `format`, `parse_move`, `format_move`, and, for a
    distance table, `goals`, `space_size`, `rank` and `unrank`. Moves need not be reversible:
    `predecessors` defaults to the inverse moves only when `reversible` is true, otherwise a
    subclass must supply it. Nothing here assumes pieces on a grid.
    """

    name: str = ""
    title: str = ""
    reversible: bool = False
    # The largest size the distance table ships for, None when the puzzle has no table.
    space_size: int | None = None

    # --- rules ---------------------------------------------------------------------------
    def start(self) -> Position:
        raise NotImplementedError

    def goals(self) -> tuple[Position, ...]:
        """Every goal position (usually one)."""
        raise NotImplementedError

    def is_goal(self, position: Position) -> bool:
        return position in self.goals()

    def successors(self, position: Position) -> Iterator[tuple[Move, Position]]:
        """Each legal move from `position` with the position it leads to."""
        raise NotImplementedError

    def predecessors(self, position: Position) -> Iterator[Position]:
        """Every position from which one legal move leads to `position`."""
        if not self.reversible:
            raise NotImplementedError(f"{self.name} must define predecessors")
        for _move, previous in self.successors(position):
            yield previous

    def moves(self, position: Position) -> list[Move]:
        return [move for move, _next in self.successors(position)]

    def apply(self, position: Position, move: Move) -> Position:
        """The position after `move`; PuzzleError naming the reason when it is not legal."""
        for legal, after in self.successors(position):
            if legal == move:
                return after
        raise PuzzleError(self.why_illegal(position, move))

    def why_illegal(self, position: Position, move: Move) -> str:
        """A short reason a person can read for why `move` is not legal in `position`."""
        return f"{self.format_move(move)} is not a legal move here"

    def check_solvable(self, position: Position) -> None:
        """Raise UnsolvableError when `position` can be told unsolvable without searching."""

    def lower_bound(self, position: Position) -> int:
        """An admissible estimate of the moves left (never more than the truth); 0 by default."""
        return 0

    # --- notation ------------------------------------------------------------------------
    def parse(self, text: str) -> Position:
        raise NotImplementedError

    def format(self, position: Position) -> str:
        raise NotImplementedError

    def parse_move(self, text: str) -> Move:
        raise NotImplementedError

    def format_move(self, move: Move) -> str:
        raise NotImplementedError

    # --- encoding for distance tables ------------------------------------------------------
    def rank(self, position: Position) -> int:
        """0 <= rank < space_size, a bijection with `unrank` over the space."""
        raise NotImplementedError

    def unrank(self, rank: int) -> Position:
        raise NotImplementedError

    # --- description for the command line and the browser ----------------------------------
    def describe(self) -> dict:
        """A JSON-able description: id, title, board geometry, start, goal, rules."""
        raise NotImplementedError

    def render_text(self, position: Position) -> str:
        """The position drawn for a terminal (rows of characters)."""
        return self.format(position)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"


class CellPuzzle(Puzzle):
    """A puzzle whose positions are their own text (one character a cell) and whose moves are
    `from-to` pairs of cells in range(self.cells)."""

    cells: int = 0

    def format(self, position: str) -> str:
        return position

    def parse_move(self, text: str) -> tuple[int, int]:
        return parse_cell_move(text, self.cells)

    def format_move(self, move: tuple[int, int]) -> str:
        return format_cell_move(move)


def parse_cell_move(text: str, cell_count: int) -> tuple[int, int]:
    """Parse `"from-to"` with both cells in range(cell_count); PuzzleError otherwise.

    >>> parse_cell_move("0-5", 12)
    (0, 5)
    """
    if not isinstance(text, str):
        raise PuzzleError("a move is text like 0-5")
    parts = text.strip().split("-")
    if len(parts) != 2 or not all(part.isdigit() for part in parts):
        raise PuzzleError(f"bad move {text!r}: write it as from-to, e.g. 0-5")
    source, target = int(parts[0]), int(parts[1])
    for cell in (source, target):
        if cell >= cell_count:
            raise PuzzleError(f"bad move {text!r}: cell {cell} is off the board (0-{cell_count - 1})")
    return source, target


def format_cell_move(move: tuple[int, int]) -> str:
    return f"{move[0]}-{move[1]}"


def check_text(text: object, length: int, allowed: str, what: str) -> str:
    """Common checks on a position string: type, length, alphabet. Returns the stripped text."""
    if not isinstance(text, str):
        raise PuzzleError(f"a {what} position is text")
    text = text.strip()
    if len(text) != length:
        raise PuzzleError(f"a {what} position has {length} characters, not {len(text)}")
    for char in text:
        if char not in allowed:
            raise PuzzleError(f"unknown character {char!r} in a {what} position (use {' '.join(allowed)})")
    return text


def check_counts(text: str, counts: dict[str, int], names: dict[str, str], what: str) -> None:
    """PuzzleError unless each character occurs exactly as often as `counts` says."""
    for char, wanted in counts.items():
        found = text.count(char)
        if found != wanted:
            raise PuzzleError(f"a {what} position needs {wanted} {names[char]}, not {found}")


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
