"""The pattern databases' shipped form: each entry as its excess over the pattern tiles' Manhattan distance.

Every counted move slides one pattern tile one cell, so an entry is the Manhattan distance of its placement plus an
even excess 2k (k = 0..6 on the 15-puzzle's 6-tile patterns). Stored as k, one byte an entry, a database packs to
0.40 MB with brotli instead of 0.96 MB: build.py ships this form, pdb.from_bytes reads both. Both directions run over
whole tables as big-integer arithmetic (no byte ever carries), linear in C, so Pyodide decodes in a blink.
"""

from __future__ import annotations

from typing import Sequence

ENCODING = "manhattan-excess"  # the file header's "encoding" for this form; raw files have none


def manhattan_table(rows: int, columns: int, tiles: Sequence[int]) -> bytes:
    """For every compact index (pdb.rank_placement) of `tiles` on the board, the sum of their Manhattan distances
    from their goal cells (tile t's is cell t - 1).

    >>> manhattan_table(2, 2, (1,))
    b'\\x00\\x01\\x01\\x02'
    """
    cells = rows * columns
    shifted = [bytes((value + add) & 0xFF for value in range(256)) for add in range(rows + columns)]
    distance = [[abs(cell // columns - (tile - 1) // columns) + abs(cell % columns - (tile - 1) % columns)
                 for cell in range(cells)] for tile in tiles]
    kept: dict[int, bytes] = {}  # used cells (a bit mask) -> the table of the tiles still to place; deep levels only

    def rest(depth: int, used: int) -> bytes:
        if depth == len(tiles):
            return b"\0"
        if used in kept:
            return kept[used]
        table = b"".join(rest(depth + 1, used | 1 << cell).translate(shifted[distance[depth][cell]])
                         for cell in range(cells) if not used >> cell & 1)
        if depth >= 2:  # the two top levels are 12 MB together and met once each
            kept[used] = table
        return table

    return rest(0, 0)


def encode(rows: int, columns: int, tiles: Sequence[int], table: bytes) -> bytes:
    """The excesses k of `table` (entry = Manhattan distance + 2k), taken as one subtraction and halving of the
    whole table read as a number; checked to decode back exactly, else ValueError. (A table that is not of that
    shape still round-trips where it is accepted, but packs no smaller.)"""
    manhattan = manhattan_table(rows, columns, tiles)
    if len(manhattan) != len(table):
        raise ValueError("pattern database of the wrong size")
    try:
        excess = ((int.from_bytes(table, "little") - int.from_bytes(manhattan, "little")) >> 1).to_bytes(
            len(table), "little")
    except OverflowError:  # negative: entries below their Manhattan distance
        raise ValueError("pattern database entries are not Manhattan distance plus an even excess") from None
    if decode(rows, columns, tiles, excess, manhattan) != table:
        raise ValueError("pattern database entries are not Manhattan distance plus an even excess")
    return excess


def decode(rows: int, columns: int, tiles: Sequence[int], excess: bytes, manhattan: bytes | None = None) -> bytes:
    """The entries of a database stored as `excess` (encode's inverse; `manhattan`: manhattan_table's, if known)."""
    manhattan = manhattan or manhattan_table(rows, columns, tiles)
    if len(manhattan) != len(excess):
        raise ValueError("pattern database truncated")
    total = int.from_bytes(manhattan, "little") + (int.from_bytes(excess, "little") << 1)
    try:
        return total.to_bytes(len(excess), "little")
    except OverflowError:
        raise ValueError("pattern database damaged (an entry over 255)") from None
