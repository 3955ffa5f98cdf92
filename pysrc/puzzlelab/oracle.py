"""The oracle type: what answers "how far is the goal, and which moves get there" for one puzzle.

Kinds: tables.DistanceTable (a breadth-first table of the whole space), puzzles.domination.DominationOracle and
puzzles.uncrossed_oracle.UncrossedOracle (searched answers), fifteen.FifteenOracle (a search per position,
remembered), and NoDistances (play from the rules alone). The engine (api.py) talks to every kind through this
interface only.
"""

from __future__ import annotations

from typing import Generator


class Oracle:
    """Distances to the goal of one puzzle (a Puzzle instance, at one size).

    Contract:
    - `distance(position)`: the fewest moves to a goal, an int >= 0 (0 at a goal); None when no goal can be
      reached, which is a proof when `exact` is True and only "no known way" when it is False.
    - `optimal_moves(position)`: every legal move that lowers the distance by its cost (Puzzle.move_cost: 1,
      or 0 for a move that is not counted, like choosing the uncrossed path's first square); [] at a goal or
      where the distance is None.
    - `solution(position)`: (moves, positions) along an optimal solution, positions from `position` to the
      goal inclusive (so len(positions) == len(moves) + 1); ValueError when distance(position) is None.
    - `exact`: see distance.
    - `generated`: how many positions (or placements, or paths) were generated to build or answer it.
    And with defaults: `stored` (entries held), `known_distance` and `answers_now` (what is known without a
    search), `distance_steps` (the distance as a generator of progress), `prepare_steps` (the search a position
    needs first, as a job), `hint_moves` (the optimal moves known without a search, the one to hint first).
    """

    exact: bool = True
    generated: int = 0

    def distance(self, position) -> int | None:
        raise NotImplementedError

    def optimal_moves(self, position) -> list:
        raise NotImplementedError

    def solution(self, position) -> tuple[list, list]:
        raise NotImplementedError

    @property
    def stored(self) -> int:
        """How many entries the oracle holds, for the lab's figures: by default `generated` (a table: its ranks)."""
        return self.generated

    def known_distance(self, position) -> int | None:
        """The distance of `position` if it is known without searching (a table's entry, a searched puzzle's
        remembered answer), else None; the lab's plan reads it to estimate before anything runs. Default: None."""
        return None

    def answers_now(self, position) -> bool:
        """Whether `distance(position)` answers at once, without a search (the engine's `play` and `check` ask
        only such positions, so they never start a long search; the `state` job prepares the others).

        Default: True for an oracle with nothing to prepare (Oracle's own `prepare_steps`: a DistanceTable, the
        placements' oracles, NoDistances), which holds or computes every answer cheaply; an oracle that prepares
        positions (the 15-puzzle's) answers at once only where `known_distance` already knows the distance. An
        oracle may override this to say it more directly."""
        if type(self).prepare_steps is Oracle.prepare_steps:
            return True
        return self.known_distance(position) is not None

    def distance_steps(self, position) -> Generator[dict, None, int | None]:
        """`distance(position)` as a generator a caller can drive a slice at a time, stop, or bound in time (the
        command line's `check --distance`): yields progress {"message", "fraction"} and, for a search, "bound" (the
        distance is proved to be at least this) and "generated" (positions generated so far); returns the distance.
        Default: no progress, the distance at once (a table, the placements' oracles)."""
        return self.distance(position)
        yield

    def prepare_steps(self, position, every_move: bool = True) -> Generator[dict, None, None]:
        """What `position` needs before distance, optimal_moves and solution of it and of the positions one move
        away answer at once, as a generator of progress ({"message", "fraction"}) a job runs in slices. Nothing for
        a table (the default); the 15-puzzle's oracle searches here. every_move=False: only what the position's
        own distance, solution and `hint_moves` need (the positions one move away are checked when asked)."""
        return
        yield

    def hint_moves(self, position) -> list:
        """Optimal moves from `position` known without searching the positions one move away, the one a hint names
        first (for the 15-puzzle, the first move of the solution found); where every move's distance is at hand,
        every optimal move. Default: optimal_moves(position)."""
        return self.optimal_moves(position)


class NoDistances(Oracle):
    """The oracle of play from the rules alone (after a person cancelled a long search): knows no distance."""

    exact = False

    def distance(self, position) -> None:
        return None

    def optimal_moves(self, position) -> list:
        return []

    def solution(self, position) -> tuple[list, list]:
        raise ValueError("no distances are known: the search was not run")


NO_DISTANCES = NoDistances()

