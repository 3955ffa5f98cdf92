"""Puzzles on a line of cells: oshidori (pairs of stones move into two empty cells) and number reversal
(numbers slide or hop into one gap). Positions are strings, one character a cell; moves are `from-to`.
"""

from __future__ import annotations

from ..puzzle import (BrokenInvariant, CellPuzzle, OneGoal, PuzzleError, check_counts, check_text, english, message,
                      piece_name)
from ..ranking import ArrangementRanker, rank_permutation, unrank_permutation


class Oshidori(OneGoal, CellPuzzle):
    """Oshidori (mandarin ducks): 4 black and 4 white stones and two adjacent empty cells on 10 cells.

    A move takes two adjacent stones, keeping their order, into the two adjacent empty cells;
    `from-to` names the pair's left cell and the gap's left cell. The empty cells always stay a pair,
    so there are 9 gap places x C(8,4) stone orders = 630 positions. Rank: gap * 70 + rank of the stones.
    """

    reversible = True
    cells = 10
    START = "BWBWBWBW.."

    def __init__(self, name: str, goal: str):
        self.name, self.GOAL = name, goal
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

    def why_illegal(self, position: str, move):
        left, target = move
        gap = position.index("..")
        if target != gap:
            return message("refused.oshidori.not_gap", first=target + 1, second=target + 2, gap=gap + 1,
                           gap_end=gap + 2)
        if left + 1 >= self.cells or "." in position[left:left + 2]:
            return message("refused.oshidori.not_stones", first=left + 1, second=left + 2)
        return message("refused.oshidori.overlap")

    def move_cells(self, position: str, move: tuple[int, int], after: str) -> dict:
        """Touch the pair's left stone (or both stones), then either empty cell."""
        left, gap = move
        touches = [[left, gap], [left, gap + 1], [left, left + 1, gap], [left, left + 1, gap + 1]]
        return {"touches": touches, "motion": [[left, gap], [left + 1, gap + 1]],
                "label": self.move_label(position, move)}

    def move_label(self, position: str, move: tuple[int, int]):
        left, gap = move
        names = {"B": "black", "W": "white"}
        first, second = names[position[left]], names[position[left + 1]]
        pair = (message(f"pair.two_{first}") if first == second
                else message("pair.mixed", first=message(f"colour.{first}"), second=message(f"colour.{second}")))
        return message("label.pair", pair=pair, first=left + 1, second=left + 2, gap=gap + 1, gap_end=gap + 2)

    def why_not(self, position: str, touched: list[int]):
        cell = touched[-1]
        gap = position.index("..")
        stones = [c for c in touched[:-1] if position[c] != "."]
        if position[cell] == ".":
            if stones:
                return message("touch.oshidori.not_pair")
            return message("touch.oshidori.empty")
        if stones:
            return message("touch.oshidori.gap", gap=gap + 1, gap_end=gap + 2)
        return message("touch.oshidori.pick")

    def parse(self, text: str) -> str:
        what = message("what.oshidori")
        text = check_text(text, self.cells, "BW.", what)
        check_counts(text, {"B": 4, "W": 4, ".": 2}, {"B": message("pieces.black_stones"),
                                                      "W": message("pieces.white_stones"),
                                                      ".": message("pieces.empty_cells")}, what)
        if ".." not in text:
            raise BrokenInvariant(message("notation.oshidori_pair"), "the empty pair")
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
            "rules": english(self.rules_words), "rules_words": self.rules_words,
        }

    def render_text(self, position: str) -> str:
        return " ".join(position)


def oshidori() -> Oshidori:
    return Oshidori("oshidori", "..WWWWBBBB")


def oshidori_black_first() -> Oshidori:
    return Oshidori("oshidori-black-first", "..BBBBWWWW")



class NumberReversal(OneGoal, CellPuzzle):
    """Reverse 1-6 on a line of 7 cells: a number slides into the adjacent gap or hops over one number
    into it. Start `123456.`, goal `.654321` (25 moves, the farthest position from the start).
    All 7! = 5040 arrangements are positions; rank = Lehmer rank with the gap as 0."""

    name = "number-reversal"
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

    def why_illegal(self, position: str, move):
        source, target = move
        if position[source] == ".":
            return message("refused.numbers.gap")
        if position[target] != ".":
            return message("refused.numbers.not_gap", number=position[target])
        return message("refused.numbers.reach")

    def move_label(self, position: str, move: tuple[int, int]):
        source, target = move
        if abs(target - source) == 2:
            return message("label.number_hops", number=position[source], over=position[(source + target) // 2])
        return message("label.number_slides", number=position[source])

    def why_not(self, position: str, touched: list[int]):
        cell = touched[-1]
        if position[cell] == ".":
            return message("touch.numbers.gap")
        return message("touch.numbers.reach", number=position[cell])

    def parse(self, text: str) -> str:
        what = message("what.number-reversal")
        text = check_text(text, self.cells, "123456.", what)
        for char in "123456.":
            if text.count(char) != 1:
                missing = message("notation.the_gap") if char == "." else piece_name(f"number {char}")
                raise PuzzleError(message("notation.once", what=what, missing=missing))
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
            "rules": english(self.rules_words), "rules_words": self.rules_words,
        }

    def render_text(self, position: str) -> str:
        return " ".join(position)
