"""The oracle, the third of the Puzzle protocol's groups (puzzle.py assembles them): how distances are found (a
distance table, or the puzzle's own search), the lower bounds the searches use, new games (random positions, levels)
and the answers of puzzles whose goal is no position (a minimum, a longest path).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Generator, NamedTuple

from .errors import PuzzleError
from .progress import run_to_end
from .words import message
from .puzzle_rules import Move, Position

if TYPE_CHECKING:
    from .oracle import Oracle


class Level(NamedTuple):
    """A level of difficulty for a new game: its `name` ("easy") and the range of exact distances it deals,
    `least` to `most` moves (`most` None: no upper end)."""

    name: str
    least: int
    most: int | None

    def describe(self) -> dict:
        """{"name", "least", "most"}: the catalogue's and the replies' form."""
        return self._asdict()


class Answers:
    """What answers the puzzle's positions. Nothing to implement for a distance table (`tabled` True, the default:
    the rules and `rank`/`unrank` are enough; `build_distances` may give a faster builder). A puzzle answered by its
    own search sets `tabled` False and returns its Oracle from `oracle_steps`; `lower_bound` and `heuristics` serve
    the lab's searches; `levels`, `random_position`, `optimum`, `target` and `best_line` have defaults saying there
    are none."""

    # True: a DistanceTable over rank/unrank answers distances (shipped or built). False: `oracle_steps`.
    tabled: bool = True

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

    def make_oracle(self) -> "Oracle":
        """`oracle_steps` run to the end: the puzzle's own Oracle, in one call."""
        return run_to_end(self.oracle_steps())

    def build_data(self, progress: Callable[[str, float], None]) -> None:
        """Make, once on this machine, data the oracle loads (the 15-puzzle's pattern databases, into the user's
        cache), calling progress(message, fraction 0..1) now and then. The command line calls it before it answers;
        the page fetches shipped files instead. Default: nothing to make."""

    def build_tables(self, progress: Callable[[str, float], None], large: bool = False) -> list[dict] | None:
        """What `python -m puzzlelab table` builds for a puzzle answered by search: its data made (`build_data`;
        `large`: also the larger data only the command line uses), then [{"name", "path", "bytes", "used"}] for each
        file found. None (the default): nothing to build beyond a distance table, or none at all."""
        return None

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

    def random_position(self, rng) -> Position:
        """For untabled puzzles: a position drawn uniformly among those that can reach the goal, with `rng` (a
        random.Random); the engine draws again when it is the goal. Tabled puzzles are drawn from their distance
        table by the engine and never call this. Default: PuzzleError saying that this puzzle offers none (and then
        `no_random_reason` says why)."""
        raise PuzzleError(message("error.random.none", puzzle=self.title_words))

    def no_random_reason(self) -> str | None:
        """Why a new game of this puzzle is never a random position, as a code the page words (the catalogue's
        "random"), or None (the default): it deals one, uniform among the positions that can reach the goal other
        than the goal. A puzzle whose `random_position` refuses says why here."""
        return None

    def levels(self) -> tuple[Level, ...]:
        """The levels a new game may be asked for (Level: a name and a range of exact distances), easiest first;
        none by default."""
        return ()

    def level_steps(self, oracle: "Oracle", level: Level, rng) -> Generator[dict, None, dict]:
        """A position of `level` (one of `levels()`) drawn with `rng` (a random.Random) and checked with `oracle`, as
        a job: yields progress {"message", "fraction"}; returns {"position" (text), "distance" (exact, or None when
        only a bound is known), "at_least" (a proved lower bound on the distance)}. Only for puzzles with levels."""
        raise PuzzleError(message("error.no_levels", puzzle=self.title_words))

    def advice(self, position: Position) -> dict | None:
        """The puzzle's own hint (hint's "advice"): {"cell": c, ...} or {"none": reason (a message), ...}; None
        (the default) when the oracle's optimal moves are the whole hint."""
        return None

    def optimum(self) -> dict:
        """The whole-puzzle answer of a puzzle without a goal position (solve without a position)."""
        raise PuzzleError(message("error.has_goal", puzzle=self.name))

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
