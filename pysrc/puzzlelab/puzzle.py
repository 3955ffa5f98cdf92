"""The puzzle protocol every puzzle family implements, assembled from its four groups, and all a puzzle module imports.

Algorithms (tables.py, search.py) and the facade (api.py) talk to puzzles only through `Puzzle`. Its groups live
beside it: puzzle_rules.py, puzzle_notation.py, puzzle_answers.py, puzzle_presentation.py.
"""

from __future__ import annotations

from .errors import BrokenInvariant, PuzzleError, UnsolvableError, Unreachable
from .grid import chess_name, grid_neighbours, grid_text, square_symmetries
from .puzzle_answers import Answers, Level
from .puzzle_notation import (Notation, article, check_counts, check_text, format_cell_move, parse_cell_move,
                              with_article)
from .puzzle_presentation import Presentation, touch_extends, touch_makes
from .puzzle_rules import Move, OneGoal, Position, Rules, unplayable
from .words import english, knows, listed, message, name, sentence, slug

__all__ = [
    "Puzzle", "CellPuzzle", "OneGoal", "Position", "Move", "Level", "Unreachable", "unplayable",
    "PuzzleError", "UnsolvableError", "BrokenInvariant",
    "parse_cell_move", "format_cell_move", "with_article", "article", "check_text", "check_counts",
    "message", "name", "listed", "sentence", "english", "piece_name", "level_name",
    "touch_makes", "touch_extends", "chess_name", "grid_text", "square_symmetries", "grid_neighbours",
]


class Puzzle(Rules, Notation, Answers, Presentation):
    """A puzzle: positions, legal moves and goals, with text notation for positions and moves. Positions are
    immutable, hashable values; moves are hashable values. Its methods come in four groups, each a class of its own
    with what a puzzle must implement and the defaults of the rest (the engine calls them all without probing):

    - Rules (puzzle_rules.py): `start`, `successors`, `goals` or `is_goal`; `predecessors` unless `reversible`;
      `unreachable_reason`, `move_cost`, `is_dead_end`.
    - Notation (puzzle_notation.py): `parse`, `format`, `parse_move`, `format_move`; for a distance table
      `space_size`, `rank`, `unrank`.
    - Answers, the oracle (puzzle_answers.py): a distance table by default (`tabled`); else `oracle_steps` returns
      the puzzle's own Oracle. Lower bounds for the lab, levels and random positions for new games, `optimum`,
      `target`, `advice`.
    - Presentation, what a person sees, touches and reads (puzzle_presentation.py): `describe`, `move_cells`; `view`,
      `why_not`, `why_illegal`, `place_name`, `summary`, `annotate`, `verdict`, the catalogue's `describe_size`.
    """

    name: str = ""
    # The size of a sized puzzle (frogs a side, board width; "RxC" for a board of R rows by C columns), None for puzzles
    # that come in one size.
    size: int | str | None = None

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"

    @property
    def title(self) -> str:
        """The puzzle's name in English: the catalogue's "puzzle.<id>.title" (lang/en.json), else its id."""
        return english(self.title_words) if knows(f"puzzle.{self.name}.title") else self.name

    @property
    def title_words(self) -> dict:
        """The puzzle's name as a message, "puzzle.<id>.title" (the page words it from its catalogue)."""
        return message(f"puzzle.{self.name}.title")


class CellPuzzle(Puzzle):
    """A puzzle whose positions are their own text (one character a cell) and whose moves are
    `from-to` pairs of cells in range(self.cells).

    A move is made by touching its piece, then where it goes ([from, to]); when a piece has one move
    only, touching it alone makes that move ([from]). `piece_names` names each character for labels, in English (the
    page's catalogues have them as "piece.<name>": `piece_name`)."""

    cells_text = True
    fixed_counts = True
    piece_names: dict[str, str] = {}

    def format(self, position: str) -> str:
        return position

    def move_cells(self, position: str, move: tuple[int, int], after: str) -> dict:
        source, target = move
        touches = [[source, target]]
        if sum(1 for other in self.moves(position) if other[0] == source) == 1:
            touches.insert(0, [source])
        return {"touches": touches, "motion": [[source, target]], "label": self.move_label(position, move)}

    def move_label(self, position: str, move: tuple[int, int]):
        """The move in words (a message), e.g. "black knight from a4 to b2"."""
        source, target = move
        piece = self.piece_names.get(position[source], position[source])
        return message("label.from_to", piece=piece_name(piece), source=self.place_name(source),
                       target=self.place_name(target))

    def parse_move(self, text: str) -> tuple[int, int]:
        return parse_cell_move(text, self.cells)

    def format_move(self, move: tuple[int, int]) -> str:
        return format_cell_move(move)


def piece_name(english_name: str) -> dict:
    """A piece's English name ("black knight") as the page's catalogues key it: "piece.<the name's slug>"."""
    return name(f"piece.{slug(english_name)}", english_name)


def level_name(english_name: str) -> dict:
    """A level's name ("easy") as the page's catalogues key it: "level.<name>"."""
    return name(f"level.{english_name}", english_name)
