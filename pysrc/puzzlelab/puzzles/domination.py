"""Independent knight domination: cover every empty square of an n x n board (n = 4..10) with knights that
do not attack each other, using as few knights as possible (OEIS A342576: 4, 5, 8, 13, 14, 14, 16 for n = 4..10).

Positions are n*n characters row-major, 'N' a knight and '.' an empty square; "+12" places a knight on cell 12
and "-12" takes it off. The exact search (branch and bound over bitmasks) is domination_search.py.
"""

from __future__ import annotations

from ..oracle import Oracle
from ..progress import progress
from ..puzzle import Puzzle, PuzzleError, article, chess_name, english, grid_text, message
from .domination_search import MAX_SIZE, MIN_SIZE, Dominator, check_size, solve_json

DEFAULT_SIZE = 8
SIZE_LABEL = "board"  # the catalogue's "size.board.noun"
# The minimum counts (OEIS A342576) for the rules text, which must not wait for a search;
# tests/engine/test_domination.py checks them against the exact search.
KNOWN_MINIMUM = {4: 4, 5: 5, 6: 8, 7: 13, 8: 14, 9: 14, 10: 16}
KNIGHT, EMPTY = "N", "."


def size_from_position(text: str) -> int:
    """The board size a position's length implies (n*n characters); PuzzleError when it fits none."""
    if not isinstance(text, str):
        raise PuzzleError(message("notation.domination_text"))
    length = len(text.strip())
    for n in range(MIN_SIZE, MAX_SIZE + 1):
        if n * n == length:
            return n
    squares = ", ".join(str(n * n) for n in range(MIN_SIZE, MAX_SIZE + 1))
    raise PuzzleError(message("notation.domination_length", lengths=squares, found=str(length)))


class KnightDomination(Puzzle):
    """Place and take off knights until every empty square is attacked, no two knights attack each other,
    and the count is the minimum for the board.

    Positions are strings of n*n characters ('N', '.'); moves are ("+", cell) and ("-", cell), written
    "+12" and "-12". The minimum is searched for on first use and kept on the instance.
    """

    name = "knight-domination"
    reversible = True
    cells_text = True
    tabled = False  # answered by DominationOracle

    def __init__(self, size: int = DEFAULT_SIZE):
        check_size(size)
        self.size = size
        self.cells = size * size
        self.dominator = Dominator(size)
        self._minimum: int | None = None
        self._what = message(f"what.knight-domination.{article(f'{size}x{size}')}", n=size)

    def minimum(self) -> int:
        """The fewest knights that cover the board independently (searched once, then kept)."""
        if self._minimum is None:
            self._minimum = len(self.dominator.minimum())
        return self._minimum

    @staticmethod
    def knights(position: str) -> list[int]:
        return [cell for cell, char in enumerate(position) if char == KNIGHT]

    # --- rules -------------------------------------------------------------------------------------
    def start(self) -> str:
        return EMPTY * self.cells

    def is_goal(self, position: str) -> bool:
        knights = self.knights(position)
        dominator = self.dominator
        return (dominator.covered_by(knights) == dominator.full and not dominator.attacking_pairs(knights)
                and len(knights) == self.minimum())

    def successors(self, position: str):
        for cell, char in enumerate(position):
            if char == EMPTY:
                yield ("+", cell), position[:cell] + KNIGHT + position[cell + 1:]
            else:
                yield ("-", cell), position[:cell] + EMPTY + position[cell + 1:]

    def why_illegal(self, position: str, move):
        sign, cell = move
        if sign == "+":
            return message("refused.domination.taken", square=self.place_name(cell))
        return message("refused.domination.empty", square=self.place_name(cell))

    def goal_position(self) -> None:
        """No goal position to show: any minimum placement is a goal."""
        return None

    def has_goal_positions(self) -> bool:
        """The goal is any minimum placement, found by the puzzle's own search: no list of goal positions."""
        return False

    def no_random_reason(self) -> str:
        """"any_placement": a game places knights on the empty board, so a random placement is no new puzzle."""
        return "any_placement"

    def random_position(self, rng) -> str:
        raise PuzzleError(message("error.random.any_placement"))

    # --- how a person plays it ---------------------------------------------------------------------
    def place_name(self, cell: int) -> str:
        return chess_name(cell, self.size, self.size)

    def move_cells(self, position: str, move, after: str) -> dict:
        sign, cell = move
        if sign == "+":
            return {"touches": [[cell]], "motion": [[None, cell]],
                    "label": message("label.place_knight", square=self.place_name(cell))}
        return {"touches": [[cell]], "motion": [[cell, None]],
                "label": message("label.take_knight", square=self.place_name(cell))}

    def why_not(self, position: str, touched: list[int]):
        return message("touch.domination.one")

    def fits_a_minimum(self, position: str, distance: int | None) -> bool:
        """Whether the knights are all part of some minimum placement, given the oracle's `distance` (the
        Hamming distance to the nearest minimum placement equals the knights still missing exactly then)."""
        return distance is not None and distance == self.minimum() - len(self.knights(position))

    def verdict(self, position: str, move, after: str, before: int | None, distance: int | None) -> str:
        """"optimal" when the knights still fit a minimum placement with one step less to go; "off-best" when
        they no longer fit any (finishing now needs more knights than the minimum, or takes knights off);
        "wasted" for a step back that keeps them fitting (taking off a knight that could have stayed)."""
        if before is not None and distance == before - 1:
            return "optimal"
        return "wasted" if self.fits_a_minimum(after, distance) else "off-best"

    def summary(self, position: str, oracle) -> dict | None:
        """What is known (a message): solved; knights attacking each other; still possible to finish with the
        minimum; or not any more."""
        if not isinstance(oracle, DominationOracle):
            return None  # play without distances
        knights, minimum = self.knights(position), self.minimum()
        uncovered = len(self.uncovered_cells(position))
        pairs = self.attacking_pairs(position)
        if self.is_goal(position):
            return message("summary.domination.solved", n=minimum)
        if pairs:
            a, b = (self.place_name(cell) for cell in pairs[0])
            return message("summary.domination.attack", first=a, second=b)
        if not knights:
            return message("summary.domination.fewest", n=minimum)
        distance = oracle.distance(position)
        if self.fits_a_minimum(position, distance):
            left = minimum - len(knights)
            return message("summary.domination.possible", minimum=minimum, knights=message("unit.more_knights", n=left),
                           squares=message("unit.squares", n=uncovered))
        if not uncovered:
            return message("summary.domination.covered", n=len(knights), minimum=minimum)
        if distance is None:
            return message("summary.domination.not_part", n=minimum)
        # The distance counts the knights to take off and to place on the way to the nearest minimum placement, so
        # this says the same as the verdict on the move that led here (an optimal move may still leave some to take
        # off): off = (distance - minimum + knights) / 2, since the nearest placement has `minimum` knights.
        off = (distance - minimum + len(knights)) // 2
        more = distance - off
        return message("summary.domination.nearest", minimum=minimum, off=message("unit.knights", n=off), more=more)

    # --- what the board shows ----------------------------------------------------------------------
    def attacked_cells(self, position: str) -> list[int]:
        """Every cell (empty or not) that some knight attacks, ascending."""
        attacked = 0
        for cell in self.knights(position):
            attacked |= self.dominator.attacks[cell]
        return [cell for cell in range(self.cells) if attacked >> cell & 1]

    def uncovered_cells(self, position: str) -> list[int]:
        """Empty cells no knight attacks, ascending: the squares still to cover."""
        covered = self.dominator.covered_by(self.knights(position))
        return [cell for cell in range(self.cells) if not covered >> cell & 1]

    def attacking_pairs(self, position: str) -> list[tuple[int, int]]:
        """Pairs (a, b), a < b, of knights that attack each other."""
        return self.dominator.attacking_pairs(self.knights(position))

    def completion(self, position: str) -> list[int] | None:
        """A minimum placement containing the position's knights (sorted cells), or None."""
        found = self.dominator.completion(self.knights(position), self.minimum())
        return None if found is None else sorted(found)

    def advice(self, position: str) -> dict:
        """{"cell": c} to place next, or {"none": reason}; see `hint`."""
        return self.dominator.hint(self.knights(position), self.minimum())

    def annotate(self, position: str) -> dict:
        """What the board shows beyond the pieces (api state's "annotations")."""
        return {
            "knights": len(self.knights(position)),
            "minimum": self.minimum(),
            "attacked": self.attacked_cells(position),
            "uncovered": self.uncovered_cells(position),
            "attacking_pairs": [list(pair) for pair in self.attacking_pairs(position)],
        }

    def optimum(self) -> dict:
        """The whole-puzzle answer for `solve` without a position: {"count", "knights"}."""
        return solve_json(self.size)

    def oracle_steps(self):
        """The minimum searched and every minimum placement listed (8x8: a few hundredths of a second), then
        the DominationOracle; one progress report before the search."""
        yield progress(message("progress.searching"), 0.0)
        return DominationOracle(self)

    # --- notation ----------------------------------------------------------------------------------
    def parse(self, text: str) -> str:
        if not isinstance(text, str):
            raise PuzzleError(message("notation.not_text", what=self._what))
        text = text.strip()
        if len(text) != self.cells:
            raise PuzzleError(message("notation.length", what=self._what, length=self.cells, found=str(len(text))))
        for char in text:
            if char not in (KNIGHT, EMPTY):
                raise PuzzleError(message("notation.character", char=repr(char), what=self._what,
                                          allowed=message("notation.domination_use")))
        return text

    def format(self, position: str) -> str:
        return position

    def parse_move(self, text: str):
        if not isinstance(text, str):
            raise PuzzleError(message("notation.domination_move_text"))
        text = text.strip()
        if len(text) < 2 or text[0] not in "+-" or not text[1:].isdigit():
            raise PuzzleError(message("notation.domination_move_form", move=repr(text)))
        cell = int(text[1:])
        if cell >= self.cells:
            raise PuzzleError(message("notation.move_off_board", move=repr(text), cell=str(cell), last=self.cells - 1))
        return text[0], cell

    @staticmethod
    def format_move(move) -> str:
        return f"{move[0]}{move[1]}"

    # --- description ---------------------------------------------------------------------------------
    @property
    def rules_words(self) -> dict:
        return message("puzzle.knight-domination.rules", n=KNOWN_MINIMUM[self.size])

    def describe(self) -> dict:
        return {
            "id": self.name, "title": self.title, "family": "domination",
            "board": {"kind": "domination", "rows": self.size, "columns": self.size},
            "size": self.size, "sizes": [MIN_SIZE, MAX_SIZE],
            "start": self.start(),
            "pieces": {KNIGHT: "knight", EMPTY: "empty"},
            "rules": english(self.rules_words), "rules_words": self.rules_words,
        }

    def render_text(self, position: str) -> str:
        return grid_text(position, self.size)


class DominationOracle(Oracle):
    """Distances for KnightDomination: the fewest placements and removals that turn a position into a minimum
    placement, i.e. the Hamming distance to the nearest one. All minimum placements are enumerated once
    (8x8 has 16, 7x7 688); `generated` is how many there are.
    """

    def __init__(self, puzzle: KnightDomination):
        self.puzzle = puzzle
        self.placements = puzzle.dominator.all_of_size(puzzle.minimum())
        self.generated = len(self.placements)

    @staticmethod
    def _mask(position: str) -> int:
        return sum(1 << cell for cell, char in enumerate(position) if char == KNIGHT)

    def _nearest(self, position: str) -> tuple[int, list[int], int]:
        mask = self._mask(position)
        distances = [(mask ^ placement).bit_count() for placement in self.placements]
        best = min(distances)
        return best, [p for p, d in zip(self.placements, distances) if d == best], mask

    def distance(self, position: str) -> int:
        """Moves to the nearest minimum placement (never None: one is always reachable)."""
        return self._nearest(position)[0]

    def optimal_moves(self, position: str) -> list[tuple[str, int]]:
        """Every move one step nearer some nearest minimum placement: ("-", cell) then ("+", cell), ascending."""
        _best, nearest, mask = self._nearest(position)
        wrong = right = 0
        for placement in nearest:
            wrong |= mask & ~placement
            right |= placement & ~mask
        cells = range(self.puzzle.cells)
        return [("-", c) for c in cells if wrong >> c & 1] + [("+", c) for c in cells if right >> c & 1]

    def solution(self, position: str) -> tuple[list, list]:
        """(moves, positions from `position` to the goal inclusive) to the first nearest minimum placement:
        removals, then placements (the same shape as DistanceTable.solution)."""
        _best, nearest, mask = self._nearest(position)
        target = nearest[0]
        cells = range(self.puzzle.cells)
        extra, missing = mask & ~target, target & ~mask
        moves = [("-", c) for c in cells if extra >> c & 1] + [("+", c) for c in cells if missing >> c & 1]
        positions, here = [position], list(position)
        for sign, cell in moves:
            here[cell] = KNIGHT if sign == "+" else EMPTY
            positions.append("".join(here))
        return moves, positions
