"""The rules, the first of the Puzzle protocol's groups (puzzle.py assembles them): positions, legal moves, goals,
what each move costs and what proves the goal out of reach. Nothing here assumes pieces on a grid.
"""

from __future__ import annotations

from typing import Hashable, Iterator

from .errors import PuzzleError, Unreachable

Position = Hashable
Move = Hashable


class Rules:
    """How the puzzle is played. An author implements `start`, `successors` and `goals` (or `is_goal` for a goal
    that is a property, with `has_goal_positions` False), and `predecessors` for an irreversible puzzle with a
    distance table; `unreachable_reason` makes the editor's answers better. Moves need not be reversible:
    `predecessors` defaults to the inverse moves only when `reversible` is true."""

    reversible: bool = False

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

    def goal_position(self) -> Position | None:
        """The one goal position, or None when there is none to show (several goals, or a goal that is a
        property rather than a position)."""
        goals = self.goals()
        return goals[0] if len(goals) == 1 else None

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
        """The position after `move`; PuzzleError naming the reason when it is not legal (`why_illegal`, a message)."""
        for legal, after in self.successors(position):
            if legal == move:
                return after
        raise PuzzleError(self.why_illegal(position, move))

    def move_cost(self, position: Position, move: Move) -> int:
        """What `move` counts towards the distance: 1, or 0 for a move that is not counted (choosing the uncrossed
        path's first square). An optimal move lowers the distance by its cost."""
        return 1

    def is_dead_end(self, position: Position, distance: int | None) -> bool:
        """Whether play is stuck at `position` (the page says undo): by default, when no goal can be reached."""
        return distance is None

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


class OneGoal:
    """For a puzzle with one start position and one goal position: it names them in `START` and `GOAL` (on the
    class, or set by __init__), and `start`, `goals` and `is_goal` follow. Put it first among the bases
    (class FrogJump(OneGoal, CellPuzzle)), before the Rules it answers for."""

    START: Position = None
    GOAL: Position = None

    def start(self) -> Position:
        return self.START

    def goals(self) -> tuple[Position, ...]:
        return (self.GOAL,)

    def is_goal(self, position: Position) -> bool:
        return position == self.GOAL


def unplayable(puzzle, position: Position) -> Unreachable | None:
    """Why the engine refuses `position` of `puzzle` outright (UnsolvableError on every request), or None.

    A reversible puzzle's position from which the goal cannot be reached never comes up in play (play starts where
    the goal can be reached, and every move can be undone), and its oracle need not answer for it (the 8-puzzle's
    table does not even index the other half): it is refused with its `unreachable_reason`. An irreversible
    puzzle's such positions are dead ends that play reaches, so they are played (distance None), never refused."""
    return puzzle.unreachable_reason(position) if puzzle.reversible else None
