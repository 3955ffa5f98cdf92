"""The catalogue of puzzles: one Family per puzzle id, turning (id, size) or a position into a Puzzle.

Each puzzle family lives in its own module; this registry is the only place that lists them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

from ..puzzle import Puzzle, PuzzleError
from . import domination, frogs, knights, lines, river, sliding, uncrossed


@dataclass(frozen=True)
class Family:
    """How to make one puzzle: `make(size)`; sized families also give their range and default
    and can tell the size from a position's text (e.g. a frog position of 7 characters is size 3)."""

    name: str
    make: Callable[..., Puzzle]
    sizes: tuple[int, int] | None = None
    default_size: int | None = None
    size_from_position: Callable[[str], int] | None = None


FAMILIES = {
    "knight-exchange": Family("knight-exchange", knights.knight_exchange),
    "guarini": Family("guarini", knights.guarini),
    "8-puzzle": Family("8-puzzle", sliding.EightPuzzle),
    "frog-jump": Family("frog-jump", frogs.FrogJump, (frogs.MIN_SIZE, frogs.MAX_SIZE), frogs.DEFAULT_SIZE,
                        frogs.size_from_position),
    "oshidori": Family("oshidori", lines.oshidori),
    "oshidori-black-first": Family("oshidori-black-first", lines.oshidori_black_first),
    "number-reversal": Family("number-reversal", lines.NumberReversal),
    "farmer-crossing": Family("farmer-crossing", river.farmer_crossing),
    "missionaries": Family("missionaries", river.missionaries),
    "jealous-husbands": Family("jealous-husbands", river.jealous_husbands),
    "knight-domination": Family("knight-domination", domination.KnightDomination,
                                (domination.MIN_SIZE, domination.MAX_SIZE), domination.DEFAULT_SIZE,
                                domination.size_from_position),
    "uncrossed-knight": Family("uncrossed-knight", uncrossed.UncrossedKnight,
                               (uncrossed.MIN_SIZE, uncrossed.MAX_SIZE), uncrossed.DEFAULT_SIZE,
                               uncrossed.size_from_position),
}


def family(name: str) -> Family:
    try:
        return FAMILIES[name]
    except (KeyError, TypeError):
        raise PuzzleError(f"unknown puzzle {name!r} (known: {', '.join(FAMILIES)})") from None


@lru_cache(maxsize=None)
def _make(name: str, size: int | None) -> Puzzle:
    fam = family(name)
    return fam.make() if fam.sizes is None else fam.make(size)


def get_puzzle(name: str, size: int | None = None, position: str | None = None) -> Puzzle:
    """The puzzle `name`; for sized families `size`, else the size `position` implies, else the default.

    Instances are shared (puzzles are immutable), so callers may cache tables per instance.
    """
    fam = family(name)
    if fam.sizes is None:
        if size is not None:
            raise PuzzleError(f"{name} has no sizes")
        return _make(name, None)
    if size is None:
        size = fam.size_from_position(position) if position is not None else fam.default_size
    if isinstance(size, bool) or not isinstance(size, int):
        raise PuzzleError(f"size must be a whole number, not {size!r}")
    low, high = fam.sizes
    if not low <= size <= high:
        raise PuzzleError(f"{name} comes in sizes {low} to {high}, not {size}")
    return _make(name, size)
