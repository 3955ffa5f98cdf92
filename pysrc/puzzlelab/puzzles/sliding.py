"""Sliding-tile puzzles of any rectangle: their rules, their tile alphabet, and the 8-puzzle (3x3, answered by its
distance table). The 15-puzzle (4x4, answered by IDA* over pattern databases) is the package puzzles/fifteen/.

Positions are one character a cell, row-major: tiles '1'-'9' then 'A'-'Z' for 10-35 (TILE_CHARS), '.' the blank;
on input '0' is the blank too, letters may be lower case, and comma-separated numbers (0 the blank) are accepted.
A move `from-to` slides the tile at `from` into the blank at `to`.
"""

from __future__ import annotations

from functools import lru_cache
from math import factorial
from typing import Sequence

from ..invariants import pairs_out_of_order, random_solvable_tiles, sliding_parity
from ..puzzle import (CellPuzzle, OneGoal, PuzzleError, Unreachable, check_text, english, grid_neighbours, grid_text,
                      message, name, piece_name)
from ..ranking import unrank_permutation

# The tile alphabet of every sliding puzzle, the 8-puzzle's and the 15-puzzle's alike: tile n is TILE_CHARS[n]
# ('1'-'9', then 'A'-'Z' for 10-35), the blank (tile 0) is BLANK, and TYPED_BLANK is read as the blank too.
TILE_CHARS = ".123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
BLANK = TILE_CHARS[0]
TYPED_BLANK = "0"

ROWS = COLUMNS = 3
CELLS = ROWS * COLUMNS
TILES = CELLS - 1
HALF_TILE_PERMUTATIONS = 20160  # 8! / 2: the tile orders of one parity
SPACE_SIZE = CELLS * HALF_TILE_PERMUTATIONS  # 181440 solvable positions


NEIGHBOURS = grid_neighbours(ROWS, COLUMNS)


def board_of(position: str) -> list[int]:
    """The tile number on each cell of a position text (0 the blank); the inverse of `text_of`.

    >>> board_of("1F.A"), text_of([1, 15, 0, 10])
    ([1, 15, 0, 10], '1F.A')
    """
    return [TILE_CHARS.index(char) for char in position]


def text_of(board: Sequence[int]) -> str:
    """The position text of tile numbers cell by cell (0 the blank); the inverse of `board_of`."""
    return "".join(TILE_CHARS[tile] for tile in board)


class SlidingPuzzle(OneGoal, CellPuzzle):
    """Tiles 1..rows*columns-1 slide into the blank of a rows x columns frame; goal: in order, the blank last.

    Solvable positions: on an odd width a slide keeps the parity of the tile order read row-major (skipping the
    blank), so it must be even; on an even width a vertical slide flips it and moves the blank one row, so the
    parity plus the blank's rows above the bottom row must be even. `unreachable_reason` says so for the other half,
    which the engine refuses at once.
    """

    rows = 3
    columns = 3
    reversible = True
    START = ""

    def __init__(self) -> None:
        self.cells = self.rows * self.columns
        self.tile_chars = TILE_CHARS[1:self.cells]
        self.GOAL = self.tile_chars + BLANK
        self.neighbours = grid_neighbours(self.rows, self.columns)

    def successors(self, position: str):
        blank = position.index(BLANK)
        for cell in self.neighbours[blank]:
            tile = position[cell]
            if cell < blank:
                after = position[:cell] + BLANK + position[cell + 1:blank] + tile + position[blank + 1:]
            else:
                after = position[:blank] + tile + position[blank + 1:cell] + BLANK + position[cell + 1:]
            yield (cell, blank), after

    def why_illegal(self, position: str, move):
        source, target = move
        if position[source] == BLANK:
            return message("refused.sliding.blank")
        if position[target] != BLANK:
            return message("refused.sliding.not_blank", tile=_tile_name(position[target]))
        return message("refused.sliding.not_next", tile=_tile_name(position[source]))

    def place_name(self, cell: int):
        row, column = divmod(cell, self.columns)
        return name("place.row_column", f"row {row + 1}, column {column + 1}", row=row + 1, column=column + 1)

    def move_label(self, position: str, move: tuple[int, int]):
        source, target = move
        direction = {-self.columns: "up", self.columns: "down", -1: "left", 1: "right"}[target - source]
        return message("label.tile", tile=_tile_name(position[source]),
                       direction=name(f"direction.{direction}", direction))

    def why_not(self, position: str, touched: list[int]):
        cell = touched[-1]
        if position[cell] == BLANK:
            return message("touch.sliding.blank")
        return message("touch.sliding.not_next", tile=_tile_name(position[cell]))

    def unreachable_reason(self, position: str) -> Unreachable | None:
        """The parity of the tile order (invariants.sliding_parity): exact, every other position is solvable, so
        the engine refuses exactly these. Cheap (105 pairs of tiles compared on the 15-puzzle): asked on every request.
        """
        return sliding_parity(position, self.GOAL, BLANK, self.columns, _tile_name)

    def unreachable_exact(self) -> bool:
        """True: the parity is exact (every position it allows can be solved)."""
        return True

    def lower_bound(self, position: str) -> int:
        """Sum of the tiles' Manhattan distances to their goal cells."""
        total = 0
        for cell, char in enumerate(position):
            if char != BLANK:
                goal = TILE_CHARS.index(char) - 1
                total += (abs(cell // self.columns - goal // self.columns)
                          + abs(cell % self.columns - goal % self.columns))
        return total

    def parse(self, text: str) -> str:
        """One character a cell ('0' or '.' the blank, letters either case), or comma-separated numbers."""
        if isinstance(text, str) and "," in text:
            numbers = [part.strip() for part in text.split(",")]
            if len(numbers) != self.cells or not all(part.isdigit() for part in numbers):
                raise PuzzleError(message("notation.sliding.numbers", what=self.what, cells=self.cells,
                                          last=self.cells - 1))
            if any(int(part) >= self.cells for part in numbers):
                raise PuzzleError(message("notation.sliding.up_to", what=self.what, last=self.cells - 1))
            text = "".join(TILE_CHARS[int(part)] for part in numbers)
        elif isinstance(text, str):  # tiles 10 and up may be typed in lower case
            text = text.strip().translate(str.maketrans(self.tile_chars.lower(), self.tile_chars))
        text = check_text(text, self.cells, self.tile_chars + BLANK + TYPED_BLANK, self.what)
        text = text.replace(TYPED_BLANK, BLANK)
        for char in self.GOAL:
            if text.count(char) != 1:
                missing = (message("notation.the_blank") if char == BLANK
                           else piece_name(f"tile {TILE_CHARS.index(char)}"))
                raise PuzzleError(message("notation.once_found", what=self.what, missing=missing,
                                          found=text.count(char)))
        return text

    @property
    def what(self) -> dict:
        """This puzzle's positions with their article ("an 8-puzzle"), for the notation's errors."""
        return message(f"what.{self.name}")

    def random_position(self, rng) -> str:
        """Uniform over the solvable half (invariants.random_solvable_tiles)."""
        return "".join(random_solvable_tiles(rng, self.GOAL, BLANK, self.columns))

    def describe(self) -> dict:
        return {
            "id": self.name, "title": self.title, "family": "sliding",
            "board": {"kind": "tiles", "rows": self.rows, "columns": self.columns},
            "start": self.START, "goal": self.GOAL,
            "pieces": {TILE_CHARS[t]: f"tile {t}" for t in range(1, self.cells)} | {BLANK: "blank"},
            "rules": english(self.rules_words), "rules_words": self.rules_words,
        }

    def render_text(self, position: str) -> str:
        return grid_text(position, self.columns)

    def annotate(self, position: str) -> dict:
        """{"line_slides": {cell: [moves]}}: for each tile two or more cells from the blank in its row or column, the
        single slides (`from-to`, in order) that bring it to the blank's place, the tiles between going first, so a
        tap on it slides the whole line (the page plays these moves one by one)."""
        blank = position.index(BLANK)
        row, column = divmod(blank, self.columns)
        slides = {}
        for step, count in ((-self.columns, row), (self.columns, self.rows - 1 - row),
                            (-1, column), (1, self.columns - 1 - column)):
            moves, gap = [], blank
            for _ in range(count):
                moves.append(f"{gap + step}-{gap}")
                gap += step
                if len(moves) >= 2:
                    slides[str(gap)] = list(moves)
        return {"line_slides": slides}


def _tile_name(char: str) -> str:
    """A tile's number as a player reads it ("12" for 'C')."""
    return str(TILE_CHARS.index(char))


class EightPuzzle(SlidingPuzzle):
    """The 3x3 sliding-tile puzzle with goal `12345678.`.

    Ranks: the blank's cell times 20160 plus half the Lehmer rank of the tiles read row-major
    (skipping the blank). On a board of odd width a slide never changes the parity of that tile
    order, so the solvable positions are exactly those with an even tile order, and among them
    Lehmer rank // 2 is a bijection onto 0..20159 (lexicographic neighbours 2k, 2k+1 differ by one swap).
    """

    name = "8-puzzle"
    space_size = SPACE_SIZE
    START = "8672543.1"

    # --- ranks and the fast table builder -----------------------------------------------------
    def rank(self, position: str) -> int:
        tiles = position.replace(BLANK, "")
        lehmer = _head_share(tiles[:4]) + _tail_share(tiles[4:])
        return position.index(BLANK) * HALF_TILE_PERMUTATIONS + lehmer // 2

    def unrank(self, rank: int) -> str:
        if not 0 <= rank < SPACE_SIZE:
            raise ValueError(f"rank {rank} out of range 0..{SPACE_SIZE - 1}")
        blank, half = divmod(rank, HALF_TILE_PERMUTATIONS)
        tiles = unrank_permutation(2 * half, TILES)
        if pairs_out_of_order(tiles) % 2:
            tiles = unrank_permutation(2 * half + 1, TILES)
        chars = [TILE_CHARS[t + 1] for t in tiles]
        chars.insert(blank, BLANK)
        return "".join(chars)

    def build_distances(self) -> bytearray:
        """The whole table by a BFS on packed integers that marks each position in the table itself
        (eight_table.eight_puzzle_distances): the same as `tables.backward_distances`, several times faster."""
        from .eight_table import eight_puzzle_distances
        return eight_puzzle_distances(self.GOAL, TILE_CHARS)


@lru_cache(maxsize=None)
def _head_share(head: str) -> int:
    """Lehmer-rank share of the first tiles: digit i is the tile's value less the smaller tiles
    before it, so it depends on the head alone (1680 heads of 4 tiles)."""
    share = 0
    for i, char in enumerate(head):
        digit = TILE_CHARS.index(char) - 1 - sum(1 for before in head[:i] if before < char)
        share += digit * factorial(TILES - 1 - i)
    return share


@lru_cache(maxsize=None)
def _tail_share(tail: str) -> int:
    """Lehmer-rank share of the last tiles: digit i counts smaller tiles after it, within the tail."""
    offset = TILES - len(tail)
    share = 0
    for i, char in enumerate(tail):
        digit = sum(1 for after in tail[i + 1:] if after < char)
        share += digit * factorial(TILES - 1 - offset - i)
    return share

