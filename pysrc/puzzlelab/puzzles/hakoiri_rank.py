"""Rank and unrank the layouts of 箱入り娘's tray (hakoiri_board.py): every placement of its ten pieces, 65,880 in
all, numbered in the order of their texts, by counting the ways to finish a layout from each cell on.
"""

from __future__ import annotations

from .hakoiri_board import CELLS, EMPTY, EMPTY_COUNT, MASKS, PIECE_COUNTS, PLACEMENTS

SYMBOLS = "".join(sorted((EMPTY, *PIECE_COUNTS)))  # ".DHSV": the characters in the order of texts
LAYOUTS = 65_880  # every layout of the ten pieces in the tray (the test counts them afresh)

State = tuple[int, int, tuple[int, ...]]
"""(the first cell no piece covers yet, the cells from there on that earlier pieces cover (bit i: that cell + i),
how many of each of SYMBOLS are left to place): where a layout stands after its first choices."""
Choice = tuple[int, int, str, tuple[int, ...], State]
"""(the layouts of smaller choices at this state, the layouts after this one, the symbol, the cells it fills, the
state after it)."""


class LayoutRanker:
    """The layouts' ranks: rank(text) is how many layout texts sort before it, 0 <= rank < `size` (65,880), and
    unrank(rank) its inverse.

    Read row-major, the first cell no piece covers yet is always the anchor (top-left cell) of the next piece or an
    empty cell, so a layout is a sequence of choices, one a free cell: which of '.', D, H, S, V starts there. Every
    state reached on the way (1,634 of them) keeps its choices in the order of the symbols, each with the number of
    layouts that finish the smaller ones: the rank is the sum of those numbers along the layout's choices, one look-up
    a choice (made once, about 0.01 s)."""

    def __init__(self) -> None:
        self.start: State = (0, 0, tuple(EMPTY_COUNT if symbol == EMPTY else PIECE_COUNTS[symbol]
                                         for symbol in SYMBOLS))
        self._choices: dict[State, tuple[Choice, ...]] = {}
        self._by_symbol: dict[State, dict[str, tuple[int, State]]] = {}
        self._counts: dict[State, int] = {}
        self.size = self._count(self.start)

    def _count(self, state: State) -> int:
        """How many layouts finish from `state`, its choices kept on the way."""
        found = self._counts.get(state)
        if found is not None:
            return found
        cell, covered, left = state
        if cell == CELLS:
            found = 0 if any(left) else 1
        else:
            choices, found = [], 0
            for index, symbol in enumerate(SYMBOLS):
                if not left[index]:
                    continue
                cells = (cell,) if symbol == EMPTY else PLACEMENTS[symbol][cell]
                mask = 1 if symbol == EMPTY else 0 if cells is None else MASKS[symbol][cell] >> cell
                if not mask or mask & covered:
                    continue
                after = _next_state(cell, covered | mask, left[:index] + (left[index] - 1,) + left[index + 1:])
                count = self._count(after)
                if count:
                    choices.append((found, count, symbol, cells, after))
                    found += count
            self._choices[state] = tuple(choices)
            self._by_symbol[state] = {symbol: (offset, after) for offset, _count, symbol, _cells, after in choices}
        self._counts[state] = found
        return found

    def rank(self, text: str) -> int:
        """The rank of a well-formed layout text: 0 <= rank < size."""
        rank, state, by_symbol = 0, self.start, self._by_symbol
        while state[0] < CELLS:
            offset, state = by_symbol[state][text[state[0]]]
            rank += offset
        return rank

    def unrank(self, rank: int) -> str:
        """The layout text of rank `rank`; ValueError outside 0..size-1."""
        if not 0 <= rank < self.size:
            raise ValueError(f"rank {rank} out of range 0..{self.size - 1}")
        text, state = [EMPTY] * CELLS, self.start
        while state[0] < CELLS:
            for offset, count, symbol, cells, after in self._choices[state]:
                if rank < offset + count:
                    rank -= offset
                    for cell in cells:
                        text[cell] = symbol
                    state = after
                    break
        return "".join(text)

    def layouts(self) -> list[str]:
        """Every layout text in rank order (each one's rank is its index)."""
        found, text, choices = [], [EMPTY] * CELLS, self._choices

        def fill(state: State) -> None:
            if state[0] == CELLS:
                found.append("".join(text))
                return
            for _offset, _count, symbol, cells, after in choices[state]:
                for cell in cells:
                    text[cell] = symbol
                fill(after)
        fill(self.start)
        return found


def _next_state(cell: int, covered: int, left: tuple[int, ...]) -> State:
    """The state after a choice at `cell` that leaves `covered` (bit i: cell + i) and `left`: on at the next free
    cell."""
    while covered & 1:
        cell, covered = cell + 1, covered >> 1
    return cell, covered, left
