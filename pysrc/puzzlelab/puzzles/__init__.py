"""The catalogue of puzzles: one Family per puzzle id, turning (id, size) or a position into a Puzzle.

Each puzzle family lives in its own module; this registry is the only place that lists them.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import lru_cache

from ..puzzle import Puzzle, PuzzleError


@dataclass(frozen=True)
class Family:
    """How to make one puzzle: `factory` in module `module` of this package, imported on first use so
    that loading the engine stays quick. A sized family's module defines MIN_SIZE, MAX_SIZE,
    DEFAULT_SIZE and size_from_position(text) (e.g. a frog position of 7 characters is size 3)."""

    name: str
    module: str
    factory: str
    sized: bool = False

    def _module(self):
        return importlib.import_module(f"{__name__}.{self.module}")

    def make(self, size: int | None = None) -> Puzzle:
        factory = getattr(self._module(), self.factory)
        return factory(size) if self.sized else factory()

    @property
    def sizes(self) -> tuple[int, int] | None:
        return (self._module().MIN_SIZE, self._module().MAX_SIZE) if self.sized else None

    @property
    def default_size(self) -> int | None:
        return self._module().DEFAULT_SIZE if self.sized else None

    def size_from_position(self, text: str) -> int:
        return self._module().size_from_position(text)


FAMILIES = {family.name: family for family in (
    Family("knight-exchange", "knights", "knight_exchange"),
    Family("guarini", "knights", "guarini"),
    Family("8-puzzle", "sliding", "EightPuzzle"),
    Family("frog-jump", "frogs", "FrogJump", sized=True),
    Family("oshidori", "lines", "oshidori"),
    Family("oshidori-black-first", "lines", "oshidori_black_first"),
    Family("number-reversal", "lines", "NumberReversal"),
    Family("farmer-crossing", "river", "farmer_crossing"),
    Family("missionaries", "river", "missionaries"),
    Family("jealous-husbands", "river", "jealous_husbands"),
    Family("knight-domination", "domination", "KnightDomination", sized=True),
    Family("uncrossed-knight", "uncrossed", "UncrossedKnight", sized=True),
)}


def family(name: str) -> Family:
    try:
        return FAMILIES[name]
    except (KeyError, TypeError):
        raise PuzzleError(f"unknown puzzle {name!r} (known: {', '.join(FAMILIES)})") from None


@lru_cache(maxsize=None)
def _make(name: str, size: int | None) -> Puzzle:
    return family(name).make(size)


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
