"""Puzzles on a line of cells: oshidori (pairs of stones move into two empty cells) and number reversal
(numbers slide or hop into one gap). Positions are strings, one character a cell; moves are `from-to`.
"""

from __future__ import annotations

from ..puzzle import BrokenInvariant, CellPuzzle, OneGoal, PuzzleError, check_counts, check_text
from ..ranking import ArrangementRanker, rank_permutation, unrank_permutation


def _runs_in_words(position: str) -> str:
    """A row of stones in words, run by run, for the rules (the goal is drawn too).

    >>> _runs_in_words("..WWWWBBBB")
    'the two empty cells, then four white stones, then four black stones'
    """
    names = {".": ("empty cell", "empty cells"), "W": ("white stone", "white stones"),
             "B": ("black stone", "black stones")}
    numbers = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}
    runs = []
    for char in position:
        if runs and runs[-1][0] == char:
            runs[-1][1] += 1
        else:
            runs.append([char, 1])
    words = [f"{numbers.get(n, n)} {names[char][n != 1]}" for char, n in runs]
    if runs[0][0] == ".":
        words[0] = f"the {words[0]}"
    return ", then ".join(words)


class Oshidori(OneGoal, CellPuzzle):
    """Oshidori (mandarin ducks): 4 black and 4 white stones and two adjacent empty cells on 10 cells.

    A move takes two adjacent stones, keeping their order, into the two adjacent empty cells;
    `from-to` names the pair's left cell and the gap's left cell. The empty cells always stay a pair,
    so there are 9 gap places x C(8,4) stone orders = 630 positions. Rank: gap * 70 + rank of the stones.
    """

    reversible = True
    cells = 10
    START = "BWBWBWBW.."

    def __init__(self, name: str, title: str, goal: str):
        self.name, self.title, self.GOAL = name, title, goal
        self.stones = ArrangementRanker({"B": 4, "W": 4})
        self.space_size = (self.cells - 1) * self.stones.size

    def successors(self, position: str):
        gap = position.index("..")
        for left in range(self.cells - 1):
            pair = position[left:left + 2]
            if "." in pair:  # also skips pairs overlapping the gap
                continue
            cells = list(position)
            cells[gap:gap + 2] = pair
            cells[left:left + 2] = ".."
            yield (left, gap), "".join(cells)

    def why_illegal(self, position: str, move) -> str:
        left, target = move
        gap = position.index("..")
        if target != gap:
            return (f"cells {target + 1} and {target + 2} are not the empty pair: stones move into the gap at "
                    f"cells {gap + 1}-{gap + 2}")
        if left + 1 >= self.cells or "." in position[left:left + 2]:
            return f"cells {left + 1} and {left + 2} are not two stones"
        return "a pair cannot move into a gap it overlaps"

    def move_cells(self, position: str, move: tuple[int, int], after: str) -> dict:
        """Touch the pair's left stone (or both stones), then either empty cell."""
        left, gap = move
        touches = [[left, gap], [left, gap + 1], [left, left + 1, gap], [left, left + 1, gap + 1]]
        return {"touches": touches, "motion": [[left, gap], [left + 1, gap + 1]],
                "label": self.move_label(position, move)}

    def move_label(self, position: str, move: tuple[int, int]) -> str:
        left, gap = move
        names = {"B": "black", "W": "white"}
        first, second = names[position[left]], names[position[left + 1]]
        pair = f"two {first} stones" if first == second else f"the {first} and {second} pair"
        return f"{pair} from cells {left + 1}-{left + 2} to cells {gap + 1}-{gap + 2}"

    def why_not(self, position: str, touched: list[int]) -> str:
        cell = touched[-1]
        gap = position.index("..")
        stones = [c for c in touched[:-1] if position[c] != "."]
        if position[cell] == ".":
            if stones:
                return "Those stones are not a pair: pick the left stone of two neighbouring stones."
            return "That's an empty cell: first pick the left stone of the pair to move."
        if stones:
            return f"A pair moves into the two empty cells, {gap + 1} and {gap + 2}: pick one of them."
        return ("A stone moves with its right-hand neighbour: pick the left stone of two neighbouring stones, "
                "then an empty cell.")

    def parse(self, text: str) -> str:
        text = check_text(text, self.cells, "BW.", "oshidori")
        check_counts(text, {"B": 4, "W": 4, ".": 2}, {"B": "black stones", "W": "white stones", ".": "empty cells"},
                     "oshidori")
        if ".." not in text:
            raise BrokenInvariant("an oshidori position has its two empty cells side by side: a pair of stones "
                                  "always leaves two neighbouring cells empty", "the empty pair")
        return text

    def rank(self, position: str) -> int:
        gap = position.index("..")
        return gap * self.stones.size + self.stones.rank(position.replace(".", ""))

    def unrank(self, rank: int) -> str:
        if not 0 <= rank < self.space_size:
            raise ValueError(f"rank {rank} out of range 0..{self.space_size - 1}")
        gap, stones = divmod(rank, self.stones.size)
        text = self.stones.unrank(stones)
        return text[:gap] + ".." + text[gap:]

    def describe(self) -> dict:
        return {
            "id": self.name, "title": self.title, "family": "oshidori",
            "board": {"kind": "stones", "cells": self.cells, "pair": True},
            "start": self.START, "goal": self.GOAL,
            "pieces": {"B": "black stone", "W": "white stone", ".": "empty"},
            "rules": ("Move two neighbouring stones together, keeping their order, into the two empty "
                      f"cells. Reach {_runs_in_words(self.GOAL)}, as the goal shows."),
        }

    def render_text(self, position: str) -> str:
        return " ".join(position)


def oshidori() -> Oshidori:
    return Oshidori("oshidori", "Oshidori", "..WWWWBBBB")


def oshidori_black_first() -> Oshidori:
    return Oshidori("oshidori-black-first", "Oshidori (blacks first)", "..BBBBWWWW")



class NumberReversal(OneGoal, CellPuzzle):
    """Reverse 1-6 on a line of 7 cells: a number slides into the adjacent gap or hops over one number
    into it. Start `123456.`, goal `.654321` (25 moves, the farthest position from the start).
    All 7! = 5040 arrangements are positions; rank = Lehmer rank with the gap as 0."""

    name = "number-reversal"
    title = "Number reversal"
    reversible = True
    cells = 7
    START = "123456."
    GOAL = ".654321"
    space_size = 5040

    def successors(self, position: str):
        gap = position.index(".")
        for cell in (gap - 2, gap - 1, gap + 1, gap + 2):
            if 0 <= cell < self.cells:
                number = position[cell]
                cells = list(position)
                cells[gap], cells[cell] = number, "."
                yield (cell, gap), "".join(cells)

    def why_illegal(self, position: str, move) -> str:
        source, target = move
        if position[source] == ".":
            return "that is the gap: pick a number"
        if position[target] != ".":
            return f"number {position[target]} is not the gap: a number only moves into the gap"
        return "a number slides next door or hops over one number, no farther"

    def move_label(self, position: str, move: tuple[int, int]) -> str:
        source, target = move
        if abs(target - source) == 2:
            return f"{position[source]} hops over {position[(source + target) // 2]} into the gap"
        return f"{position[source]} slides into the gap"

    def why_not(self, position: str, touched: list[int]) -> str:
        cell = touched[-1]
        if position[cell] == ".":
            return "That's the gap: pick a number beside it, or one number further away."
        return (f"Number {position[cell]} can't reach the gap: a number slides into the gap beside it or hops over "
                "one number.")

    def parse(self, text: str) -> str:
        text = check_text(text, self.cells, "123456.", "number reversal")
        for char in "123456.":
            if text.count(char) != 1:
                what = "the gap" if char == "." else f"number {char}"
                raise PuzzleError(f"a number reversal position needs {what} exactly once")
        return text

    def rank(self, position: str) -> int:
        return rank_permutation([0 if c == "." else int(c) for c in position])

    def unrank(self, rank: int) -> str:
        return "".join("." if v == 0 else str(v) for v in unrank_permutation(rank, self.cells))

    def describe(self) -> dict:
        return {
            "id": self.name, "title": self.title, "family": "reversal",
            "board": {"kind": "numbers", "cells": self.cells},
            "start": self.START, "goal": self.GOAL,
            "pieces": {str(n): f"number {n}" for n in range(1, 7)} | {".": "gap"},
            "rules": ("Reverse the numbers: finish with the gap on the left, then 6 5 4 3 2 1. A number slides into "
                      "the gap next to it or hops over one number into it."),
        }

    def render_text(self, position: str) -> str:
        return " ".join(position)
