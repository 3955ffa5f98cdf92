"""The registry of puzzles: the only place that lists them, their order in the catalogue and their groups.

One `Family` per puzzle id turns (id, size) or a position into a Puzzle. A new puzzle is one module in this
package and one `Family(...)` line in REGISTRY below (or a `register(...)` call, as tests do).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

from ..puzzle import Puzzle, PuzzleError, english, message, slug
from ..words import knows


@dataclass(frozen=True)
class Family:
    """How to make one puzzle: `factory` (a name in module `module` of this package, imported on first use so
    loading the engine stays quick; or a callable) called with no argument, or with the size for sized
    families. A sized family's module defines MIN_SIZE, MAX_SIZE, DEFAULT_SIZE, SIZE_LABEL ("frogs a side",
    "board") and size_from_position(text) (e.g. a frog position of 7 characters is size 3). Sizes are whole numbers
    MIN_SIZE..MAX_SIZE; a family with `rectangles` also takes boards "RxC" (R rows by C columns): its module defines
    parse_size(size) (N, "N" or "RxC" to the size its factory takes: N for a square, "RxC" for a rectangle, or
    PuzzleError) and RECTANGLES (every "RxC" offered besides the squares)."""

    name: str
    module: str | None
    factory: str | Callable[..., Puzzle]
    sized: bool = False
    rectangles: bool = False

    def _module(self):
        return importlib.import_module(f"{__name__}.{self.module}")

    def make(self, size: int | None = None) -> Puzzle:
        factory = self.factory if callable(self.factory) else getattr(self._module(), self.factory)
        return factory(size) if self.sized else factory()

    @property
    def sizes(self) -> tuple[int, int] | None:
        return (self._module().MIN_SIZE, self._module().MAX_SIZE) if self.sized else None

    @property
    def default_size(self) -> int | None:
        return self._module().DEFAULT_SIZE if self.sized else None

    @property
    def size_label(self) -> str | None:
        """What the size counts, for the picker, in English: "frogs a side", "board" (the catalogue's
        "size.<its slug>.noun": `size_label_words`)."""
        return english(self.size_label_words) if self.sized else None

    @property
    def size_label_words(self) -> dict | None:
        """What the size counts as a message, "size.<slug of the module's SIZE_LABEL>.noun"."""
        return message(f"size.{slug(self._module().SIZE_LABEL)}.noun") if self.sized else None

    def size_from_position(self, text: str) -> int:
        return self._module().size_from_position(text)

    @property
    def rectangle_sizes(self) -> tuple[str, ...]:
        """The "RxC" sizes offered besides MIN_SIZE..MAX_SIZE (none unless `rectangles`)."""
        return self._module().RECTANGLES if self.rectangles else ()

    def checked_size(self, size) -> int | str:
        """`size` as this sized family's factory takes it: a whole number in sizes, or with `rectangles` what
        parse_size makes of it; PuzzleError saying what is wrong otherwise."""
        if self.rectangles:
            return self._module().parse_size(size)
        if isinstance(size, bool) or not isinstance(size, int):
            raise PuzzleError(message("error.size_whole", size=repr(size)))
        low, high = self.sizes
        if not low <= size <= high:
            raise PuzzleError(message("error.sizes", puzzle=self.name, least=low, most=high, size=str(size)))
        return size


@dataclass
class Group:
    """A tab of the picker: an id, its title in English (the catalogue's "group.<id>.name" when it has one), and its
    puzzles' ids in order."""

    id: str
    title: str
    puzzles: list[str]

    @property
    def title_words(self):
        """The title as a message, "group.<id>.name" (the title itself for a group the catalogue does not know)."""
        key = f"group.{self.id}.name"
        return message(key) if knows(key) else self.title


# The catalogue, in order: group id, then each puzzle's Family (the group's title: "group.<id>.name", lang/en.json).
REGISTRY = (
    ("knights", (
        Family("knight-exchange", "knights", "knight_exchange"),
        Family("guarini", "knights", "guarini"),
    )),
    ("sliding", (
        Family("8-puzzle", "sliding", "EightPuzzle"),
        Family("15-puzzle", "fifteen.rules", "FifteenPuzzle"),
        Family("hakoiri-musume", "hakoiri", "HakoiriMusume"),
    )),
    ("lines", (
        Family("frog-jump", "frogs", "FrogJump", sized=True),
        Family("oshidori", "lines", "oshidori"),
        Family("oshidori-black-first", "lines", "oshidori_black_first"),
        Family("number-reversal", "lines", "NumberReversal"),
    )),
    ("river", (
        Family("jealous-husbands", "river", "jealous_husbands"),
        Family("missionaries", "river", "missionaries"),
        Family("farmer-crossing", "river", "farmer_crossing"),
    )),
    ("placements", (
        Family("knight-domination", "domination", "KnightDomination", sized=True),
        Family("uncrossed-knight", "uncrossed", "UncrossedKnight", sized=True, rectangles=True),
    )),
)

FAMILIES: dict[str, Family] = {}  # id -> Family, in catalogue order
GROUPS: list[Group] = []  # the picker's tabs, in order
GROUP_OF: dict[str, str] = {}  # puzzle id -> group id


def register(new: Family, group: str, group_title: str | None = None) -> None:
    """Add a puzzle family at the end of `group` (a new group, titled `group_title`, else the catalogue's
    "group.<id>.name", goes last). PuzzleError when its id is taken."""
    if new.name in FAMILIES:
        raise PuzzleError(f"a puzzle called {new.name!r} is already registered")
    found = next((g for g in GROUPS if g.id == group), None)
    if found is None:
        known = f"group.{group}.name"
        found = Group(group, group_title or (english(message(known)) if knows(known) else group.title()), [])
        GROUPS.append(found)
    found.puzzles.append(new.name)
    FAMILIES[new.name] = new
    GROUP_OF[new.name] = group


def unregister(name: str) -> None:
    """Take a registered family out again (its group goes too when left empty); for tests."""
    FAMILIES.pop(name, None)
    group = GROUP_OF.pop(name, None)
    for found in list(GROUPS):
        if found.id == group:
            found.puzzles.remove(name)
            if not found.puzzles:
                GROUPS.remove(found)
    _make.cache_clear()


def _register_all() -> None:
    for group, families in REGISTRY:
        for each in families:
            register(each, group)


_register_all()


def family(name: str) -> Family:
    try:
        return FAMILIES[name]
    except (KeyError, TypeError):
        raise PuzzleError(message("error.unknown_puzzle", puzzle=repr(name), known=", ".join(FAMILIES))) from None


@lru_cache(maxsize=None)
def _make(name: str, size: int | str | None) -> Puzzle:
    return family(name).make(size)


def get_puzzle(name: str, size: int | str | None = None, position: str | None = None) -> Puzzle:
    """The puzzle `name`; for sized families `size` (Family.checked_size: a whole number, or "RxC" for the
    uncrossed knight's path), else the size `position` implies, else the default.

    Instances are shared (puzzles are immutable), so callers may cache tables per instance.
    """
    fam = family(name)
    if fam.sizes is None:
        if size is not None:
            raise PuzzleError(message("error.no_sizes", puzzle=name))
        return _make(name, None)
    if size is None:
        size = fam.size_from_position(position) if position is not None else fam.default_size
    return _make(name, fam.checked_size(size))
