"""The frog jump (toads and frogs): n black frogs face n white frogs across one gap on a line of 2n+1 pads.

Black frogs ('B') move only right, white frogs ('W') only left: one pad into the gap, or a jump over
exactly one frog of the other colour into the gap. Frogs never move backwards, so there are dead ends.
"""

from __future__ import annotations

from ..puzzle import CellPuzzle, OneGoal, PuzzleError, Unreachable, check_counts, check_text
from ..ranking import ArrangementRanker

MIN_SIZE, MAX_SIZE, DEFAULT_SIZE = 1, 8, 3
SIZE_LABEL = "frogs a side"
PIECE_NAMES = {"B": "black frogs", "W": "white frogs", ".": "gap"}


class FrogJump(OneGoal, CellPuzzle):
    """n frogs a side; start `B..B.W..W`, goal `W..W.B..B`; optimal solutions take n^2 + 2n moves."""

    name = "frog-jump"
    title = "Frog jump"
    reversible = False
    piece_names = {"B": "black frog", "W": "white frog"}

    def __init__(self, size: int = DEFAULT_SIZE):
        if not isinstance(size, int) or not MIN_SIZE <= size <= MAX_SIZE:
            raise PuzzleError(f"the frog jump has {MIN_SIZE} to {MAX_SIZE} frogs a side, not {size}")
        self.size = size
        self.cells = 2 * size + 1
        self.START = "B" * size + "." + "W" * size
        self.GOAL = "W" * size + "." + "B" * size
        self.ranker = ArrangementRanker({"B": size, "W": size, ".": 1})
        self.space_size = self.ranker.size
        self.rank, self.unrank = self.ranker.rank, self.ranker.unrank

    def successors(self, position: str):
        gap = position.index(".")
        last = self.cells - 1
        # Black frogs left of the gap move right; white frogs right of it move left.
        if gap >= 1 and position[gap - 1] == "B":
            yield (gap - 1, gap), _swap(position, gap - 1, gap)
        if gap >= 2 and position[gap - 2] == "B" and position[gap - 1] == "W":
            yield (gap - 2, gap), _swap(position, gap - 2, gap)
        if gap <= last - 1 and position[gap + 1] == "W":
            yield (gap + 1, gap), _swap(position, gap, gap + 1)
        if gap <= last - 2 and position[gap + 2] == "W" and position[gap + 1] == "B":
            yield (gap + 2, gap), _swap(position, gap, gap + 2)

    def has_predecessors(self) -> bool:
        return True

    def predecessors(self, position: str):
        """The frog that moved last now stands where the gap was; the gap is where it came from."""
        gap = position.index(".")
        last = self.cells - 1
        if gap <= last - 1 and position[gap + 1] == "B":
            yield _swap(position, gap, gap + 1)
        if gap <= last - 2 and position[gap + 2] == "B" and position[gap + 1] == "W":
            yield _swap(position, gap, gap + 2)
        if gap >= 1 and position[gap - 1] == "W":
            yield _swap(position, gap - 1, gap)
        if gap >= 2 and position[gap - 2] == "W" and position[gap - 1] == "B":
            yield _swap(position, gap - 2, gap)

    def why_illegal(self, position: str, move) -> str:
        source, target = move
        frog = position[source]
        if frog == ".":
            return f"{self.place_name(source)} is the gap: pick a frog"
        if position[target] != ".":
            return f"{self.place_name(target)} is not the gap: a frog only moves into the gap"
        if frog == "B" and target < source:
            return "black frogs only move right"
        if frog == "W" and target > source:
            return "white frogs only move left"
        if abs(target - source) == 2:
            return "a frog only jumps over one frog of the other colour"
        return "a frog moves one pad, or jumps over one frog"

    def place_name(self, cell: int) -> str:
        return f"pad {cell + 1}"

    def move_label(self, position: str, move: tuple[int, int]) -> str:
        source, target = move
        how = "jumps" if abs(target - source) == 2 else "hops"
        return f"{self.piece_names[position[source]]} {how} from {self.place_name(source)} to {self.place_name(target)}"

    def why_not(self, position: str, touched: list[int]) -> str:
        cell = touched[-1]
        frog, gap = position[cell], position.index(".")
        if frog == ".":
            return "That's the empty pad: pick a frog next to it."
        if frog == "B" and gap < cell:
            return "Black frogs only move right, and the empty pad is to the left."
        if frog == "W" and gap > cell:
            return "White frogs only move left, and the empty pad is to the right."
        if abs(gap - cell) == 2:
            return "A frog only jumps over one frog of the other colour."
        return "That frog can't reach the empty pad: a frog moves one pad, or jumps over one frog."

    def unreachable_reason(self, position: str) -> Unreachable | None:
        """No move left; four frogs blocking each other for good; or, since frogs never move backwards, every
        line of play from here (a few thousand positions at most) ends stuck. Exact."""
        if self.is_goal(position):
            return None
        if not any(True for _ in self.successors(position)):
            return Unreachable(
                "No frog can move: black frogs only move right and white frogs only left, one pad into the empty "
                "pad or over one frog of the other colour, and no frog has the empty pad in reach. A dead end.",
                "no move left")
        blocked = _blocked(position)
        if blocked is not None:
            first, last = blocked
            colours = ", ".join("black" if c == "B" else "white" for c in position[first:last + 1])
            return Unreachable(
                f"The frogs on pads {first + 1} to {last + 1} ({colours}) can never move again: a frog never jumps "
                "a frog of its own colour, nor off the line. Yet the black frogs there still have to pass the "
                "white ones.", "blocked frogs")
        seen, frontier, depth = {position}, [position], 0
        while frontier:
            if self.GOAL in seen:
                return None
            frontier = [after for here in frontier for _move, after in self.successors(here)
                        if after not in seen and not seen.add(after)]
            depth += bool(frontier)
        return Unreachable(
            f"Whatever the frogs do from here, they get stuck: frogs never move backwards, so play from here lasts "
            f"at most {depth} more {'move' if depth == 1 else 'moves'}, and none of the {len(seen) - 1} positions it "
            "can reach is the goal.", "frogs never move backwards")

    def lower_bound(self, position: str) -> int:
        """Each move carries one frog at most two pads: half the total distance still to travel."""
        blacks = [i for i, c in enumerate(position) if c == "B"]
        whites = [i for i, c in enumerate(position) if c == "W"]
        n = self.size
        travel = sum(max(0, (n + 1 + k) - cell) for k, cell in enumerate(blacks))
        travel += sum(max(0, cell - k) for k, cell in enumerate(whites))
        return (travel + 1) // 2

    def parse(self, text: str) -> str:
        text = check_text(text, self.cells, "BW.", f"{self.size}-frog")
        check_counts(text, {"B": self.size, "W": self.size, ".": 1}, PIECE_NAMES, f"{self.size}-frog")
        return text

    def describe(self) -> dict:
        return {
            "id": self.name, "title": self.title, "family": "frogs",
            "board": {"kind": "frogs", "cells": self.cells},
            "size": self.size, "sizes": [MIN_SIZE, MAX_SIZE],
            "start": self.START, "goal": self.GOAL,
            "pieces": {"B": "black frog", "W": "white frog", ".": "empty pad"},
            "rules": ("Swap the frogs. Black frogs move only right, white frogs only left: one pad into "
                      "the gap, or a jump over one frog of the other colour. Frogs never move backwards, so some moves "
                      "lead to a dead end: Undo takes them back."),
        }

    def render_text(self, position: str) -> str:
        return " ".join(position)


def _blocked(position: str) -> tuple[int, int] | None:
    """The first and last pad of frogs that can never move again while black frogs among them are still left of
    white ones: `BBWW` anywhere, `BWW` at the left end, `BBW` at the right end; None when there are none."""
    found = position.find("BBWW")
    if found != -1:
        return found, found + 3
    if position.startswith("BWW"):
        return 0, 2
    if position.endswith("BBW"):
        return len(position) - 3, len(position) - 1
    return None


def _swap(text: str, i: int, j: int) -> str:
    """`text` with the characters at i < j exchanged."""
    return text[:i] + text[j] + text[i + 1:j] + text[i] + text[j + 1:]


def size_from_position(text: str) -> int:
    """The frogs a side implied by a position's length (2n+1); PuzzleError when it fits none."""
    if not isinstance(text, str):
        raise PuzzleError("a frog jump position is text")
    length = len(text.strip())
    if length % 2 == 0 or not MIN_SIZE <= (length - 1) // 2 <= MAX_SIZE:
        raise PuzzleError(f"a frog jump position has an odd length from {2 * MIN_SIZE + 1} to "
                          f"{2 * MAX_SIZE + 1} characters, not {length}")
    return (length - 1) // 2
