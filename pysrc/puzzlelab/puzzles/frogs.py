"""The frog jump (toads and frogs): n black frogs face n white frogs across one gap on a line of 2n+1 pads.

Black frogs ('B') move only right, white frogs ('W') only left: one pad into the gap, or a jump over
exactly one frog of the other colour into the gap. Frogs never move backwards, so there are dead ends.
"""

from __future__ import annotations

from ..puzzle import (CellPuzzle, OneGoal, PuzzleError, Unreachable, article, check_counts, check_text, english,
                      listed, message, name, piece_name)
from ..ranking import ArrangementRanker

MIN_SIZE, MAX_SIZE, DEFAULT_SIZE = 1, 8, 3
SIZE_LABEL = "frogs a side"  # the catalogue's "size.frogs_a_side.noun"
PIECE_NAMES = {"B": message("pieces.black_frogs"), "W": message("pieces.white_frogs"), ".": message("pieces.gap")}


def _no_way(frog: str, source: int, gap: int, words: str):
    """Why `frog` ("B" or "W") on `source` does not move into the gap on `gap`: the way its colour goes, a jump over
    its own colour, or too far. `words`: "refused" for a move asked for, "touch" for a frog touched."""
    if frog == "B" and gap < source:
        return message(f"{words}.frogs.black_right")
    if frog == "W" and gap > source:
        return message(f"{words}.frogs.white_left")
    if abs(gap - source) == 2:
        return message(f"{words}.frogs.jump_other")
    return message(f"{words}.frogs.reach")


class FrogJump(OneGoal, CellPuzzle):
    """n frogs a side; start `B..B.W..W`, goal `W..W.B..B`; optimal solutions take n^2 + 2n moves."""

    name = "frog-jump"
    reversible = False
    piece_names = {"B": "black frog", "W": "white frog"}

    def __init__(self, size: int = DEFAULT_SIZE):
        if not isinstance(size, int) or not MIN_SIZE <= size <= MAX_SIZE:
            raise PuzzleError(message("error.frog_sizes", least=MIN_SIZE, most=MAX_SIZE, size=str(size)))
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

    def why_illegal(self, position: str, move):
        source, target = move
        frog = position[source]
        if frog == ".":
            return message("refused.frogs.gap", pad=self.place_name(source))
        if position[target] != ".":
            return message("refused.frogs.not_gap", pad=self.place_name(target))
        return _no_way(frog, source, target, "refused")

    def place_name(self, cell: int):
        return name("place.pad", f"pad {cell + 1}", n=cell + 1)

    def move_label(self, position: str, move: tuple[int, int]):
        source, target = move
        how = "jumps" if abs(target - source) == 2 else "hops"
        return message(f"label.frog_{how}", piece=piece_name(self.piece_names[position[source]]),
                       source=self.place_name(source), target=self.place_name(target))

    def why_not(self, position: str, touched: list[int]):
        cell = touched[-1]
        frog, gap = position[cell], position.index(".")
        if frog == ".":
            return message("touch.frogs.empty")
        return _no_way(frog, cell, gap, "touch")

    def unreachable_reason(self, position: str) -> Unreachable | None:
        """No move left; four frogs blocking each other for good; or, since frogs never move backwards, every
        line of play from here (a few thousand positions at most) ends stuck. Exact."""
        if self.is_goal(position):
            return None
        if not any(True for _ in self.successors(position)):
            return Unreachable(message("unreachable.frogs.stuck"), "no move left")
        blocked = _blocked(position)
        if blocked is not None:
            first, last = blocked
            colours = listed([message("colour.black" if c == "B" else "colour.white")
                              for c in position[first:last + 1]], True)
            return Unreachable(message("unreachable.frogs.blocked", first=first + 1, last=last + 1, colours=colours),
                               "blocked frogs")
        seen, frontier, depth = {position}, [position], 0
        while frontier:
            if self.GOAL in seen:
                return None
            frontier = [after for here in frontier for _move, after in self.successors(here)
                        if after not in seen and not seen.add(after)]
            depth += bool(frontier)
        return Unreachable(message("unreachable.frogs.backwards", n=depth, positions=str(len(seen) - 1)),
                           "frogs never move backwards")

    def lower_bound(self, position: str) -> int:
        """Each move carries one frog at most two pads: half the total distance still to travel."""
        blacks = [i for i, c in enumerate(position) if c == "B"]
        whites = [i for i, c in enumerate(position) if c == "W"]
        n = self.size
        travel = sum(max(0, (n + 1 + k) - cell) for k, cell in enumerate(blacks))
        travel += sum(max(0, cell - k) for k, cell in enumerate(whites))
        return (travel + 1) // 2

    def parse(self, text: str) -> str:
        what = message(f"what.frog-jump.{article(f'{self.size}-frog')}", n=self.size)
        text = check_text(text, self.cells, "BW.", what)
        check_counts(text, {"B": self.size, "W": self.size, ".": 1}, PIECE_NAMES, what)
        return text

    def describe(self) -> dict:
        return {
            "id": self.name, "title": self.title, "family": "frogs",
            "board": {"kind": "frogs", "cells": self.cells},
            "size": self.size, "sizes": [MIN_SIZE, MAX_SIZE],
            "start": self.START, "goal": self.GOAL,
            "pieces": {"B": "black frog", "W": "white frog", ".": "empty pad"},
            "rules": english(self.rules_words), "rules_words": self.rules_words,
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
        raise PuzzleError(message("notation.frogs_text"))
    length = len(text.strip())
    if length % 2 == 0 or not MIN_SIZE <= (length - 1) // 2 <= MAX_SIZE:
        raise PuzzleError(message("notation.frogs_length", least=2 * MIN_SIZE + 1, most=2 * MAX_SIZE + 1,
                                  found=str(length)))
    return (length - 1) // 2
