"""The text of positions and moves, the second of the Puzzle protocol's groups (puzzle.py assembles them): parse and
format for both, which round-trip, and for a distance table the ranks of positions; with the checks a position's
text is put through and the `from-to` notation of cell moves.
"""

from __future__ import annotations

from .errors import BrokenInvariant, PuzzleError
from .puzzle_rules import Move, Position
from .words import message


class Notation:
    """Positions and moves as text. An author implements `parse`, `format`, `parse_move` and `format_move` (parse
    raises PuzzleError, or BrokenInvariant naming the rule a text breaks), and for a distance table `space_size`,
    `rank` and `unrank`."""

    # The number of positions a distance table indexes (ranks 0..space_size-1); None when the puzzle has no table.
    space_size: int | None = None
    # True: the position text is one character a cell (so a page can draw it before the engine is up).
    cells_text: bool = False
    # True: every position holds the start's pieces, each as often (the editor's palette says the counts).
    fixed_counts: bool = False

    def parse(self, text: str) -> Position:
        """The position `text` writes (surrounding blanks ignored): PuzzleError saying what is wrong when it is
        malformed, BrokenInvariant when it breaks a rule every move keeps. format(parse(text)) is the text as the
        engine writes it."""
        raise NotImplementedError

    def format(self, position: Position) -> str:
        """The position as text, one line (for links, tests and replies); parse(format(position)) == position."""
        raise NotImplementedError

    def parse_move(self, text: str) -> Move:
        """The move `text` writes, legal or not here (Rules.apply judges that); PuzzleError when it is malformed."""
        raise NotImplementedError

    def format_move(self, move: Move) -> str:
        """The move as text; parse_move(format_move(move)) == move."""
        raise NotImplementedError

    def rank(self, position: Position) -> int:
        """0 <= rank < space_size, a bijection with `unrank` over the space."""
        raise NotImplementedError

    def unrank(self, rank: int) -> Position:
        """The position of rank `rank` (0 <= rank < space_size); rank(unrank(r)) == r."""
        raise NotImplementedError

    @property
    def position_length(self) -> int | None:
        """The length of every position's text when it is fixed by the size (one character a cell), else None."""
        return self.cells if self.cells_text else None

    def render_text(self, position: Position) -> str:
        """The position drawn for a terminal (rows of characters)."""
        return self.format(position)


def parse_cell_move(text: str, cell_count: int) -> tuple[int, int]:
    """Parse `"from-to"` with both cells in range(cell_count); PuzzleError otherwise.

    >>> parse_cell_move("0-5", 12)
    (0, 5)
    """
    if not isinstance(text, str):
        raise PuzzleError(message("notation.move_text"))
    parts = text.strip().split("-")
    if len(parts) != 2 or not all(part.isdigit() for part in parts):
        raise PuzzleError(message("notation.move_form", move=repr(text)))
    source, target = int(parts[0]), int(parts[1])
    for cell in (source, target):
        if cell >= cell_count:
            raise PuzzleError(message("notation.move_off_board", move=repr(text), cell=str(cell),
                                      last=cell_count - 1))
    return source, target


def format_cell_move(move: tuple[int, int]) -> str:
    return f"{move[0]}-{move[1]}"


def with_article(words: str) -> str:
    """`words` after "a" or "an" as read aloud (an 8-puzzle, an 11x11 board, a 3-frog).

    >>> with_article("8-puzzle"), with_article("3-frog"), with_article("oshidori")
    ('an 8-puzzle', 'a 3-frog', 'an oshidori')
    """
    return f"{article(words)} {words}"


def article(words: str) -> str:
    """"a" or "an", as `words` is read aloud after it."""
    first = words.lstrip()[:2].lower()
    return "an" if first[:1] in ("a", "e", "i", "o", "u", "8") or first in ("11", "18") else "a"


def check_text(text: object, length: int, allowed: str, what) -> str:
    """Common checks on a position string: type, length, alphabet. Returns the stripped text. `what` names the kind of
    position with its article (a message: "what.8-puzzle" says "an 8-puzzle")."""
    if not isinstance(text, str):
        raise PuzzleError(message("notation.not_text", what=what))
    text = text.strip()
    if len(text) != length:
        raise PuzzleError(message("notation.length", what=what, length=length, found=str(len(text))))
    for char in text:
        if char not in allowed:
            raise PuzzleError(message("notation.character", char=repr(char), what=what, allowed=" ".join(allowed)))
    return text


def check_counts(text: str, counts: dict[str, int], names: dict[str, object], what) -> None:
    """BrokenInvariant ("piece count") unless each character occurs exactly as often as `counts` says; `names`: each
    character's pieces as words (a message: "pieces.black_knights"), `what` as in `check_text`."""
    for char, wanted in counts.items():
        found = text.count(char)
        if found != wanted:
            raise BrokenInvariant(message("notation.count", what=what, wanted=wanted, pieces=names[char],
                                          found=found), "piece count")
