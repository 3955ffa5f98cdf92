"""The puzzle protocol every puzzle family implements, and the errors a person can cause.

Algorithms (tables.py, search.py) and the facade (api.py) talk to puzzles only through `Puzzle`.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Callable, Generator, Hashable, Iterable, Iterator, NamedTuple

from .oracle import run_to_end

if TYPE_CHECKING:
    from .oracle import Oracle

Position = Hashable
Move = Hashable


class PuzzleError(ValueError):
    """Something a person typed or clicked is wrong; `str(error)` is one line that says what."""


class UnsolvableError(PuzzleError):
    """A well-formed position from which the goal can never be reached (e.g. wrong parity)."""


class BrokenInvariant(PuzzleError):
    """A position text that breaks a rule every move keeps (the piece counts, the oshidori's empty pair, an
    uncrossed path's rules): `invariant` names that rule for the position editor (see `Unreachable`)."""

    def __init__(self, message: str, invariant: str):
        super().__init__(message)
        self.invariant = invariant


class Unreachable(NamedTuple):
    """Why the goal can never be reached from a position, in words a player understands (`reason`, whole
    sentences), the short name of the invariant that proves it (`invariant`, e.g. "tile parity"), and the figures
    the reason quotes as data where it has any (`figures`, a JSON-able dict; the editor's check returns it)."""

    reason: str
    invariant: str
    figures: dict | None = None


class Level(NamedTuple):
    """A level of difficulty for a new game: its `name` ("easy") and the range of exact distances it deals,
    `least` to `most` moves (`most` None: no upper end)."""

    name: str
    least: int
    most: int | None

    def describe(self) -> dict:
        """{"name", "least", "most"}: the catalogue's and the replies' form."""
        return self._asdict()


class Puzzle:
    """A puzzle: positions, legal moves and goals, with text notation for positions and moves.

    Positions are immutable, hashable values; moves are hashable values. Subclasses implement
    `start`, `successors`, `is_goal`, `parse`, `format`, `parse_move`, `format_move`, `describe`,
    `move_cells`, and, for a distance table, `goals`, `space_size`, `rank` and `unrank`. Moves need not be
    reversible: `predecessors` defaults to the inverse moves only when `reversible` is true, otherwise a
    subclass must supply it. Nothing here assumes pieces on a grid.

    Everything else has a default here, and the engine calls these methods without probing for them:
    - the oracle: `tabled` True (a DistanceTable answers; `build_distances` may give a faster builder) or
      False (`oracle_steps` searches and returns the puzzle's own Oracle); `answers` says which to the catalogue;
    - what it supports: `has_goal_positions` (else `goals` is not asked), `has_predecessors` (else
      `predecessors` is not asked), `heuristics` (the lab's lower bounds), `goal_layers`;
    - `unreachable_reason`, which also decides what the engine refuses (`unplayable`);
    - extras for the page: `annotate` (marks for the board), `advice` (the puzzle's own hint), `summary`;
    - `optimum`, the whole-puzzle answer of puzzles without a goal position;
    - how a person plays it: `view`, `move_cells`, `why_not`, `place_name`.
    """

    name: str = ""
    title: str = ""
    reversible: bool = False
    # The number of positions a distance table indexes (ranks 0..space_size-1); None when the puzzle has no table.
    space_size: int | None = None
    # The size of a sized puzzle (frogs a side, board width; "RxC" for a board of R rows by C columns), None for puzzles
    # that come in one size.
    size: int | str | None = None
    # True: the position text is one character a cell (so a page can draw it before the engine is up).
    cells_text: bool = False
    # True: every position holds the start's pieces, each as often (the editor's palette says the counts).
    fixed_counts: bool = False
    # The cells a person can touch (move_cells and why_not speak of cells in range(cells)).
    cells: int = 0

    # True: a DistanceTable over rank/unrank answers distances (shipped or built). False: `oracle_steps`.
    tabled: bool = True

    # --- rules ---------------------------------------------------------------------------
    def start(self) -> Position:
        raise NotImplementedError

    def goals(self) -> tuple[Position, ...]:
        """Every goal position (usually one); only for puzzles whose `has_goal_positions()` is True."""
        raise NotImplementedError

    def has_goal_positions(self) -> bool:
        """Whether the goal is a set of positions (`goals`). False for a goal that is a property of the whole board
        (a minimum placement, a longest path), which only the puzzle's own search proves. Default: True."""
        return True

    def is_goal(self, position: Position) -> bool:
        return position in self.goals()

    def successors(self, position: Position) -> Iterator[tuple[Move, Position]]:
        """Each legal move from `position` with the position it leads to."""
        raise NotImplementedError

    def predecessors(self, position: Position) -> Iterator[Position]:
        """Every position from which one legal move leads to `position`; only when `has_predecessors()`."""
        if not self.reversible:
            raise NotImplementedError(f"{self.name} must define predecessors")
        for _move, previous in self.successors(position):
            yield previous

    def has_predecessors(self) -> bool:
        """Whether `predecessors` is defined (the distance table's and bidirectional search's backward steps).
        Default: for reversible puzzles, whose inverse moves give them; an irreversible puzzle that defines
        `predecessors` says True."""
        return self.reversible

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

    def unreachable_reason(self, position: Position) -> Unreachable | None:
        """Why the goal can never be reached from the well-formed `position`, proved by an invariant of the moves
        (a parity, the squares a knight can reach, a safety rule, no move left), or None (the default) when the
        puzzle knows no such reason. Never searches the whole space: the engine falls back on the oracle.

        Cost: for a reversible puzzle the engine asks this on every request (`unplayable`), so it must be cheap (no
        search); an irreversible puzzle's is asked only by the editor's check and may search what follows."""
        return None

    def unreachable_exact(self) -> bool:
        """Whether `unreachable_reason` finds every well-formed position that can't reach the goal, so every other
        one can (the editor's `check` then says "solvable" without a search). Default: False."""
        return False

    def palette(self) -> dict:
        """What the position editor may put in a cell. Default, for one-character-a-cell puzzles:
        {"kind": "cells", "pieces": [{"char", "name"}, ...] (the catalogue's pieces, in order), "counts": {char: n}
        (every position holds exactly these, `fixed_counts`) or None (any mix)}; else {"kind": "text"} (type the
        notation). River crossings and the uncrossed path say their own."""
        if not self.cells_text:
            return {"kind": "text"}
        pieces = [{"char": char, "name": name} for char, name in self.describe()["pieces"].items()]
        counts = dict(Counter(self.format(self.start()))) if self.fixed_counts else None
        return {"kind": "cells", "pieces": pieces, "counts": counts}

    def random_position(self, rng) -> Position:
        """For untabled puzzles: a position drawn uniformly among those that can reach the goal, with `rng` (a
        random.Random). Tabled puzzles are drawn from their distance table by the engine and never call this.
        Default: PuzzleError saying that this puzzle offers none."""
        raise PuzzleError(f"{self.title} has no random positions: start from its start position")

    def levels(self) -> tuple[Level, ...]:
        """The levels a new game may be asked for (Level: a name and a range of exact distances), easiest first;
        none by default."""
        return ()

    def level_steps(self, oracle: "Oracle", level: Level, rng) -> Generator[dict, None, dict]:
        """A position of `level` (one of `levels()`) drawn with `rng` (a random.Random) and checked with `oracle`, as
        a job: yields progress {"message", "fraction"}; returns {"position" (text), "distance" (exact, or None when
        only a bound is known), "at_least" (a proved lower bound on the distance)}. Only for puzzles with levels."""
        raise PuzzleError(f"{self.title} has no levels")

    def lower_bound(self, position: Position) -> int:
        """An admissible estimate of the moves left (never more than the truth); 0 by default."""
        return 0

    def heuristics(self) -> dict[str, Callable[[Position], int]]:
        """Named admissible lower bounds for the lab, which runs IDA* with each (A* with the first): by default
        {"lower bound": self.lower_bound}. A puzzle with several (the 15-puzzle's Manhattan distance, linear
        conflicts, pattern databases) names them all, its `lower_bound` first."""
        return {"lower bound": self.lower_bound}

    def goal_layers(self) -> tuple[int, ...] | None:
        """How many positions lie at each distance from the goal, as far as known without a distance table (the
        lab's estimates for a puzzle too large for one: the 15-puzzle's first layers); None (default): unknown."""
        return None

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

    # --- the oracle and the extras of searched puzzles ---------------------------------------------
    def answers(self) -> dict:
        """How the puzzle is answered, for the catalogue: {"by": "table" (a DistanceTable, `tabled`) or "search"
        (the puzzle's own oracle, made once by `oracle_steps`), "each_position": whether each position also needs
        its own search (Oracle.prepare_steps) before its state is known}. Default: from `tabled`, each_position
        False."""
        return {"by": "table" if self.tabled else "search", "each_position": False}

    def build_distances(self) -> bytearray | None:
        """The whole distance table (one byte a rank, as tables.backward_distances returns it) by a faster
        puzzle-specific method, or None (the default) to use the generic backward BFS."""
        return None

    def oracle_steps(self) -> Generator[dict, None, "Oracle"]:
        """For untabled puzzles: a generator that yields progress now and then ({"message", "fraction" 0..1})
        and returns this puzzle's Oracle, so a long search can run in slices. Tabled puzzles never call it."""
        raise NotImplementedError(f"{self.name} is answered by a distance table, not its own oracle")

    def build_data(self, progress: Callable[[str, float], None]) -> None:
        """Make, once on this machine, data the oracle loads (the 15-puzzle's pattern databases, into the user's
        cache), calling progress(message, fraction 0..1) now and then. The command line calls it before it answers;
        the page fetches shipped files instead. Default: nothing to make."""

    def build_tables(self, progress: Callable[[str, float], None], large: bool = False) -> list[dict] | None:
        """What `python -m puzzlelab table` builds for a puzzle answered by search: its data made (`build_data`;
        `large`: also the larger data only the command line uses), then [{"name", "path", "bytes", "used"}] for each
        file found. None (the default): nothing to build beyond a distance table, or none at all."""
        return None

    def make_oracle(self) -> "Oracle":
        """`oracle_steps` run to the end: the puzzle's own Oracle, in one call."""
        return run_to_end(self.oracle_steps())

    def move_cost(self, position: Position, move: Move) -> int:
        """What `move` counts towards the distance: 1, or 0 for a move that is not counted (choosing the uncrossed
        path's first square). An optimal move lowers the distance by its cost."""
        return 1

    def is_dead_end(self, position: Position, distance: int | None) -> bool:
        """Whether play is stuck at `position` (the page says undo): by default, when no goal can be reached."""
        return distance is None

    def verdict(self, position: Position, move: Move, after: Position, before: int | None,
                distance: int | None) -> str:
        """How `move` from `position` (distance `before`) to `after` (distance `distance`) went:
        "optimal" (lowers the distance by its cost), "dead-end" (`is_dead_end(after)`), "off-best" (the goal,
        the best there is, can no longer be reached, yet play goes on: a searched puzzle being explored) or
        "wasted" (legal, the goal still reachable, not closer)."""
        if self.is_dead_end(after, distance):
            return "dead-end"
        if before is not None and distance == before - self.move_cost(position, move):
            return "optimal"
        return "off-best" if distance is None else "wasted"

    def annotate(self, position: Position) -> dict | None:
        """Marks for the board beyond the pieces (state's "annotations"), or None (the default)."""
        return None

    def advice(self, position: Position) -> dict | None:
        """The puzzle's own hint (hint's "advice"): {"cell": c, ...} or {"none": reason, ...}; None (the
        default) when the oracle's optimal moves are the whole hint."""
        return None

    def optimum(self) -> dict:
        """The whole-puzzle answer of a puzzle without a goal position (solve without a position)."""
        raise PuzzleError(f"{self.name} has a goal position: solve it from a position instead")

    # --- how a person sees and plays it (the page draws `view` and matches touches; see api.py) ----------
    def view(self, position: Position):
        """JSON-able drawing data for `position`; by default its text, one character a cell."""
        return self.format(position)

    def move_cells(self, position: Position, move: Move, after: Position) -> dict:
        """How a person makes `move` in `position` (leading to `after`) and what moves where:
        {"touches": [[cell, ...], ...] (alternative sequences of cells touched in order), "motion":
        [[from, to], ...] (None for a piece appearing or going), "label": the move in words}.

        Across all moves of one position no touch sequence may make two moves under the matching rule
        (earlier touches in any order, the last one decides): see `touch_makes`."""
        raise NotImplementedError(f"{self.name} must say how its moves are made (move_cells)")

    def why_not(self, position: Position, touched: list[int]) -> str:
        """Why touching `touched` (in order) makes no move in `position`: one sentence a player understands."""
        return "That makes no move here."

    def place_name(self, cell: int) -> str:
        """A player's name for a cell ("a1", "pad 3"); by default "cell N" counting from 1."""
        return f"cell {cell + 1}"

    def summary(self, position: Position, oracle) -> str | None:
        """A short line about `position` the page shows beside the distance (None: nothing to add)."""
        return None

    def target(self, position: Position, oracle) -> dict | None:
        """The goal in the puzzle's own terms where it is a length to reach, not a position to arrive at (state's and
        solve's "target"): {"longest": the goal's length in moves, "made": the moves made, "reach": the most moves
        a game from `position` can have (None: not known with this oracle), "proved": whether `reach` is proved}.
        None (the default): the distance says it all."""
        return None

    def best_line(self, position: Position) -> list[Move]:
        """The moves to the best `position` can still reach when the goal no longer can be (`solve` plays them):
        for a puzzle with a `target`, the moves to its "reach". [] (the default): nothing short of the goal."""
        return []

    # --- description for the command line and the browser ----------------------------------
    def describe(self) -> dict:
        """A JSON-able description: id, title, board geometry, start, goal, rules."""
        raise NotImplementedError

    def goal_position(self) -> Position | None:
        """The one goal position, or None when there is none to show (several goals, or a goal that is a
        property rather than a position)."""
        goals = self.goals()
        return goals[0] if len(goals) == 1 else None

    @property
    def position_length(self) -> int | None:
        """The length of every position's text when it is fixed by the size (one character a cell), else None."""
        return self.cells if self.cells_text else None

    def describe_size(self) -> dict:
        """What the catalogue says about this puzzle at its size: board, start, goal, their views, rules,
        position_length (goal and goal_view None when there is no goal position)."""
        described = self.describe()
        start, goal = self.start(), self.goal_position()
        return {
            "board": described["board"],
            "start": self.format(start), "goal": None if goal is None else self.format(goal),
            "start_view": self.view(start), "goal_view": None if goal is None else self.view(goal),
            "rules": described["rules"], "position_length": self.position_length, "palette": self.palette(),
        }

    def render_text(self, position: Position) -> str:
        """The position drawn for a terminal (rows of characters)."""
        return self.format(position)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"


class CellPuzzle(Puzzle):
    """A puzzle whose positions are their own text (one character a cell) and whose moves are
    `from-to` pairs of cells in range(self.cells).

    A move is made by touching its piece, then where it goes ([from, to]); when a piece has one move
    only, touching it alone makes that move ([from]). `piece_names` names each character for labels."""

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

    def move_label(self, position: str, move: tuple[int, int]) -> str:
        """The move in words, e.g. "black knight from a4 to b2"."""
        source, target = move
        piece = self.piece_names.get(position[source], position[source])
        return f"{piece} from {self.place_name(source)} to {self.place_name(target)}"

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


def with_article(words: str) -> str:
    """`words` after "a" or "an" as read aloud (an 8-puzzle, an 11x11 board, a 3-frog).

    >>> with_article("8-puzzle"), with_article("3-frog"), with_article("oshidori")
    ('an 8-puzzle', 'a 3-frog', 'an oshidori')
    """
    first = words.lstrip()[:2].lower()
    vowel = first[:1] in ("a", "e", "i", "o", "u", "8") or first in ("11", "18")
    return f"{'an' if vowel else 'a'} {words}"


def check_text(text: object, length: int, allowed: str, what: str) -> str:
    """Common checks on a position string: type, length, alphabet. Returns the stripped text."""
    if not isinstance(text, str):
        raise PuzzleError(f"{with_article(what)} position is text")
    text = text.strip()
    if len(text) != length:
        raise PuzzleError(f"{with_article(what)} position has {length} characters, not {len(text)}")
    for char in text:
        if char not in allowed:
            raise PuzzleError(f"unknown character {char!r} in {with_article(what)} position (use {' '.join(allowed)})")
    return text


def check_counts(text: str, counts: dict[str, int], names: dict[str, str], what: str) -> None:
    """BrokenInvariant ("piece count") unless each character occurs exactly as often as `counts` says."""
    for char, wanted in counts.items():
        found = text.count(char)
        if found != wanted:
            raise BrokenInvariant(f"{with_article(what)} position needs {wanted} {names[char]}, not {found}: no move "
                                  "adds or takes away a piece", "piece count")


def unplayable(puzzle: Puzzle, position: Position) -> Unreachable | None:
    """Why the engine refuses `position` outright (UnsolvableError on every request), or None.

    A reversible puzzle's position from which the goal cannot be reached never comes up in play (play starts where
    the goal can be reached, and every move can be undone), and its oracle need not answer for it (the 8-puzzle's
    table does not even index the other half): it is refused with its `unreachable_reason`. An irreversible
    puzzle's such positions are dead ends that play reaches, so they are played (distance None), never refused."""
    return puzzle.unreachable_reason(position) if puzzle.reversible else None


def touch_makes(sequence: list[int], touched: list[int]) -> bool:
    """Whether touching `touched` makes the move that `sequence` (one of its touch sequences) describes:
    same length, the same earlier cells in any order, the same last cell.

    >>> touch_makes([3, 5, 9], [5, 3, 9]), touch_makes([3, 5, 9], [3, 9, 5])
    (True, False)
    """
    return (len(sequence) == len(touched) and sequence[-1] == touched[-1]
            and set(sequence[:-1]) == set(touched[:-1]))


def touch_extends(sequence: list[int], touched: list[int]) -> bool:
    """Whether `touched` could still grow into `sequence`: shorter, and its cells among the earlier ones."""
    return len(touched) < len(sequence) and set(touched) <= set(sequence[:-1])


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
