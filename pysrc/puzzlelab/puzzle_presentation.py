"""What a person sees, touches and reads, the last of the Puzzle protocol's groups (puzzle.py assembles them): the
board's drawing data, the cells each move is made with, the words of labels, reasons and verdicts, and the catalogue
entry; with the rule that matches touched cells to a move (the page's controller.js follows the same rule).
"""

from __future__ import annotations

from collections import Counter

from .puzzle_rules import Move, Position
from .words import message, name


class Presentation:
    """How a person plays the puzzle. An author implements `describe` (id, title, board with its kind, pieces,
    rules) and `move_cells`; `why_not`, `why_illegal`, `place_name`, `summary` and `annotate` have plain defaults
    worth overriding with better words. The page draws `view` and matches touches (see api.py)."""

    # The cells a person can touch (move_cells and why_not speak of cells in range(cells)).
    cells: int = 0

    def describe(self) -> dict:
        """A JSON-able description: id, title, board geometry, start, goal, rules (in English) and rules_words (the
        message they are worded from, `rules_words`)."""
        raise NotImplementedError

    @property
    def rules_words(self) -> dict:
        """The rules as a message: the catalogue's "puzzle.<id>.rules" (a sized puzzle's with its figures)."""
        return message(f"puzzle.{self.name}.rules")

    def describe_size(self) -> dict:
        """What the catalogue says about this puzzle at its size: board, start, goal, their views, rules (and
        rules_words, the message they are worded from), position_length (goal and goal_view None when there is no
        goal position)."""
        described = self.describe()
        start, goal = self.start(), self.goal_position()
        return {
            "board": described["board"],
            "start": self.format(start), "goal": None if goal is None else self.format(goal),
            "start_view": self.view(start), "goal_view": None if goal is None else self.view(goal),
            "rules": described["rules"], "rules_words": described.get("rules_words", described["rules"]),
            "position_length": self.position_length, "palette": self.palette(),
        }

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

    def view(self, position: Position):
        """JSON-able drawing data for `position`; by default its text, one character a cell."""
        return self.format(position)

    def annotate(self, position: Position) -> dict | None:
        """Marks for the board beyond the pieces (state's "annotations"), or None (the default)."""
        return None

    def move_cells(self, position: Position, move: Move, after: Position) -> dict:
        """How a person makes `move` in `position` (leading to `after`) and what moves where:
        {"touches": [[cell, ...], ...] (alternative sequences of cells touched in order), "motion":
        [[from, to], ...] (None for a piece appearing or going), "label": the move in words (a message)}.

        Across all moves of one position no touch sequence may make two moves under the matching rule
        (earlier touches in any order, the last one decides): see `touch_makes`."""
        raise NotImplementedError(f"{self.name} must say how its moves are made (move_cells)")

    def why_not(self, position: Position, touched: list[int]):
        """Why touching `touched` (in order) makes no move in `position`: one sentence a player understands, as words
        (words.py: a message)."""
        return message("touch.no_move")

    def why_illegal(self, position: Position, move: Move):
        """A short reason a person can read for why `move` is not legal in `position` (a message, no full stop)."""
        return message("refused.not_legal", move=self.format_move(move))

    def place_name(self, cell: int):
        """A player's name for a cell ("a1", "pad 3") as words: text where every language says it alike (a chess
        square), else a message; by default "cell N" counting from 1 (the page's "place.cell")."""
        return name("place.cell", f"cell {cell + 1}", n=cell + 1)

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

    def summary(self, position: Position, oracle) -> dict | None:
        """A short line about `position` the page shows beside the distance, as a message (None: nothing to add)."""
        return None


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
