"""River crossings: a boat ferries people (or a wolf, a goat and a cabbage) across, never leaving an
unsafe group behind. Farmer-wolf-goat-cabbage, missionaries and cannibals, the jealous husbands.

Position notation: the left bank's letters, `|`, the right bank's letters, with `*` on the boat's side,
e.g. `FWGC*|` (all on the left with the boat) or `WC|FG*`. Letters within a bank may come in any order
on input; output lists them in the puzzle's order. A move names who crosses, e.g. `FG` or `Mc`.
"""

from __future__ import annotations

from itertools import combinations, product
from typing import Callable

from ..puzzle import Puzzle, PuzzleError, Unreachable


class RiverCrossing(Puzzle):
    """Who is on the left bank, and which bank the boat is at; all must reach the right bank.

    Positions are (left, boat) with `left` the left bank as a string in `order` (a multiset: the
    missionaries puzzle repeats letters) and boat "L" or "R". Rank: the count of each letter on the
    left bank in mixed radix, times 2, plus the boat's side.
    """

    reversible = True

    def __init__(self, name: str, title: str, order: str, names: dict[str, str], capacity: int,
                 danger: Callable[[str], str | None], rowers: str, rules: str, plurals: dict[str, str] | None = None):
        """`plurals`: the names of letters that come more than once in a load ("two cannibals", not "a cannibal
        and a cannibal")."""
        self.name, self.title, self.order, self.names = name, title, order, names
        self.plurals = plurals or {}
        self.capacity, self.danger, self.rowers, self.rules = capacity, danger, rowers, rules
        self.letters = "".join(dict.fromkeys(order))  # distinct letters, in order
        self.counts = {letter: order.count(letter) for letter in self.letters}
        size = 2
        for count in self.counts.values():
            size *= count + 1
        self.space_size = size
        self._loads = {}  # bank text -> every distinct boat load from it

    # --- rules -----------------------------------------------------------------------------------
    def start(self):
        return (self.order, "L")

    def goals(self):
        return (("", "R"),)

    def is_goal(self, position) -> bool:
        return position == ("", "R")

    def banks(self, position) -> tuple[str, str]:
        left, _boat = position
        return left, self._minus(self.order, left)

    def _minus(self, bank: str, load: str) -> str:
        remaining = list(bank)
        for letter in load:
            remaining.remove(letter)
        return "".join(remaining)

    def _sorted(self, letters) -> str:
        return "".join(sorted(letters, key=self.order.index))

    def loads(self, bank: str) -> list[str]:
        """Every distinct group of 1..capacity from `bank` (sorted strings)."""
        if bank not in self._loads:
            found = {""}
            for _ in range(self.capacity):
                found |= {self._sorted(group + letter) for group in found for letter in set(self._minus(bank, group))}
            found.discard("")
            self._loads[bank] = sorted(found, key=lambda g: (len(g), [self.order.index(c) for c in g]))
        return self._loads[bank]

    def refusal(self, position, load: str) -> str | None:
        """Why `load` may not cross from the boat's bank, or None when it may."""
        left, boat = position
        here, there = self.banks(position)
        if boat == "R":
            here, there = there, here
        side = "left" if boat == "L" else "right"
        if not load:
            return "nobody is in the boat: pick who crosses"
        if len(load) > self.capacity:
            return f"the boat holds {self.capacity}"
        for letter in load:
            if letter not in self.letters:
                return f"unknown letter {letter!r}"
        missing = [c for c in set(load) if load.count(c) > here.count(c)]
        if missing:
            return f"{self.names[missing[0]]} is not on the {side} bank with the boat"
        if not any(c in self.rowers for c in load):
            return f"only {' or '.join(sorted({self.names[c] for c in self.rowers}))} can row"
        stay = self._minus(here, load)
        arrive = there + load
        other = "right" if side == "left" else "left"
        for group, where in ((load, "in the boat"), (stay, f"on the {side} bank"), (arrive, f"on the {other} bank")):
            reason = self.danger(group)
            if reason:
                return f"{reason} {where}"
        return None

    def successors(self, position):
        left, boat = position
        here = left if boat == "L" else self.banks(position)[1]
        for load in self.loads(here):
            if self.refusal(position, load) is None:
                if boat == "L":
                    yield load, (self._minus(left, load), "R")
                else:
                    yield load, (self._sorted(left + load), "L")

    def why_illegal(self, position, move) -> str:
        return self.refusal(position, move) or f"{move} cannot cross now"

    def unreachable_reason(self, position) -> Unreachable | None:
        """The safety rule broken on a bank (who, where); the boat on a bank where nobody can row it; or no
        safe crossing left. Exact for the three crossings here (checked against their tables)."""
        for bank, group in zip(("left", "right"), self.banks(position)):
            reason = self.danger(group)
            if reason:
                return Unreachable(
                    f"This is not a safe position: on the {bank} bank {reason}. That breaks the rule, and no crossing "
                    "may leave a bank so: this position never comes up in play.", "safety rule")
        if self.is_goal(position):
            return None
        side = self._boat_side(position)
        here = self.banks(position)[0 if side == "left" else 1]
        if not any(letter in self.rowers for letter in here):
            rowers = " or ".join(sorted({self.names[c] for c in self.rowers}))
            nobody = "nobody is there" if not here else f"nobody there can row it (only {rowers} can)"
            return Unreachable(
                f"The boat is at the {side} bank, but {nobody}: it can't cross back, and it can't have crossed by "
                "itself.", "the boat needs a rower")
        if not any(True for _ in self.successors(position)):
            refusals = [(load, self.refusal(position, load)) for load in self.loads(here)]
            load, reason = next((pair for pair in refusals if "row" not in pair[1]), refusals[0])
            return Unreachable(
                f"Nobody can cross from the {side} bank without breaking the rule: every load the boat could take "
                f"is unsafe (for example {self._names(load)}: {reason}).", "safety rule")
        return None

    def palette(self) -> dict:
        """The editor puts each figure on a bank and the boat at one: {"kind": "banks", "order", "names"}."""
        return {"kind": "banks", "order": self.order, "names": dict(self.names)}

    # --- what the page shows: cells 0..k-1 are the figures (index in `order`), cell k the boat -------------
    @property
    def cells(self) -> int:
        return len(self.order) + 1

    def figure_sides(self, position) -> list[str]:
        """"left" or "right" for each figure of `order`; repeated letters fill the left bank first."""
        left, _boat = position
        remaining = {letter: left.count(letter) for letter in self.letters}
        sides = []
        for letter in self.order:
            sides.append("left" if remaining[letter] > 0 else "right")
            remaining[letter] -= 1
        return sides

    def view(self, position) -> dict:
        return {"sides": self.figure_sides(position), "boat": "left" if position[1] == "L" else "right"}

    def place_name(self, cell: int) -> str:
        return "the boat" if cell == len(self.order) else self.names[self.order[cell]]

    def _boat_side(self, position) -> str:
        return "left" if position[1] == "L" else "right"

    def move_cells(self, position, move: str, after) -> dict:
        """Touch who crosses (any of the figures of the needed kinds on the boat's bank, in any order), then
        the boat. Motion: the figures that change banks (as `view` places them) and the boat."""
        side, boat = self._boat_side(position), len(self.order)
        here = [cell for cell, where in enumerate(self.figure_sides(position)) if where == side]
        choices = []
        for letter in dict.fromkeys(move):
            cells = [cell for cell in here if self.order[cell] == letter]
            choices.append([list(group) for group in combinations(cells, move.count(letter))])
        touches = [sum(parts, []) + [boat] for parts in product(*choices)]
        before, later = self.figure_sides(position), self.figure_sides(after)
        motion = [[cell, cell] for cell in range(len(self.order)) if before[cell] != later[cell]] + [[boat, boat]]
        other = "right" if side == "left" else "left"
        return {"touches": touches, "motion": motion,
                "label": f"{self._names(move)} {'cross' if len(move) > 1 else 'crosses'} to the {other} bank"}

    def _names(self, load: str) -> str:
        """Who is in `load`, in words: "the farmer and the goat", "two cannibals", "a missionary and a cannibal"."""
        names = [self.names[letter] if load.count(letter) == 1 else f"{_number(load.count(letter))} "
                 f"{self.plurals.get(letter, self.names[letter])}" for letter in dict.fromkeys(load)]
        return " and ".join(names) if len(names) < 3 else ", ".join(names[:-1]) + " and " + names[-1]

    def why_not(self, position, touched: list[int]) -> str:
        """Why these figures (and perhaps the boat, last) make no crossing: the boarding refusals."""
        boat, side = len(self.order), self._boat_side(position)
        sides = self.figure_sides(position)
        figures = [cell for cell in touched if cell != boat]
        for cell in figures:
            if sides[cell] != side:
                return f"{_capital(self.place_name(cell))} is on the far bank: the boat is at the {side} bank."
        if not figures:
            return f"The boat is empty: pick who crosses from the {side} bank first."
        if len(figures) > self.capacity:
            return f"The boat holds {_number(self.capacity)}: take someone off first."
        load = self._sorted(self.order[cell] for cell in figures)
        who = _capital(self._names(load))
        if touched[-1] == boat or len(figures) == self.capacity:
            reason = self.refusal(position, load)
            if reason:
                return f"{who} can't cross: {reason}."
        # Nobody can join these figures to make a crossing: say why for the smallest group that could row.
        here = self.banks(position)[0 if side == "left" else 1]
        for group in self.loads(here):
            if all(group.count(c) >= load.count(c) for c in load):
                reason = self.refusal(position, group)
                if reason and "row" not in reason:
                    return f"{who} can't cross now: with {self._names(group)} in the boat, {reason}."
        reason = self.refusal(position, load) or "no crossing takes them"
        return f"{who} can't cross now: {reason}."

    # --- notation ----------------------------------------------------------------------------------
    def parse(self, text: str):
        if not isinstance(text, str):
            raise PuzzleError(f"a {self.name} position is text like {self.format(self.start())}")
        text = text.strip()
        if text.count("|") != 1:
            raise PuzzleError(f"a {self.name} position has one '|' between the banks, e.g. {self.format(self.start())}")
        if text.count("*") != 1:
            raise PuzzleError("mark the boat's bank with one '*'")
        left, right = text.split("|")
        boat = "L" if "*" in left else "R"
        left, right = left.replace("*", ""), right.replace("*", "")
        for letter in left + right:
            if letter not in self.letters:
                raise PuzzleError(f"unknown letter {letter!r} in a {self.name} position (use {' '.join(self.letters)})")
        for letter, count in self.counts.items():
            found = (left + right).count(letter)
            if found != count:
                raise PuzzleError(f"a {self.name} position has {count} {letter}, not {found}")
        return (self._sorted(left), boat)

    def format(self, position) -> str:
        left, boat = position
        right = self.banks(position)[1]
        return left + ("*" if boat == "L" else "") + "|" + right + ("*" if boat == "R" else "")

    def parse_move(self, text: str) -> str:
        if not isinstance(text, str) or not text.strip():
            raise PuzzleError("a crossing names who crosses, e.g. " + self.loads(self.order)[0])
        text = text.strip()
        for letter in text:
            if letter not in self.letters:
                raise PuzzleError(f"unknown letter {letter!r} in a crossing (use {' '.join(self.letters)})")
        return self._sorted(text)

    def format_move(self, move: str) -> str:
        return move

    # --- ranks -------------------------------------------------------------------------------------
    def rank(self, position) -> int:
        left, boat = position
        rank = 0
        for letter in self.letters:
            rank = rank * (self.counts[letter] + 1) + left.count(letter)
        return rank * 2 + (boat == "R")

    def unrank(self, rank: int):
        if not 0 <= rank < self.space_size:
            raise ValueError(f"rank {rank} out of range 0..{self.space_size - 1}")
        rank, right = divmod(rank, 2)
        left = []
        for letter in reversed(self.letters):
            rank, count = divmod(rank, self.counts[letter] + 1)
            left.append(letter * count)
        return (self._sorted("".join(left)), "R" if right else "L")

    def describe(self) -> dict:
        return {
            "id": self.name, "title": self.title, "family": "river",
            "board": {"kind": "river", "capacity": self.capacity, "order": self.order, "rowers": self.rowers},
            "start": self.format(self.start()), "goal": self.format(("", "R")),
            "pieces": dict(self.names),
            "rules": self.rules,
        }

    def render_text(self, position) -> str:
        left, right = self.banks(position)
        boat = position[1]
        on_left, on_right = ("[boat]", "      ") if boat == "L" else ("      ", "[boat]")
        return f"{left or '-':>8} {on_left} ~~~~ {on_right} {right or '-'}"


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _number(count: int) -> str:
    return {1: "one", 2: "two", 3: "three"}.get(count, str(count))


# --- the three puzzles -------------------------------------------------------------------------------
def _farmer_danger(group: str) -> str | None:
    if "F" in group:
        return None
    if "W" in group and "G" in group:
        return "the wolf would eat the goat"
    if "G" in group and "C" in group:
        return "the goat would eat the cabbage"
    return None


def farmer_crossing() -> RiverCrossing:
    return RiverCrossing(
        "farmer-crossing", "Farmer, wolf, goat and cabbage", "FWGC",
        {"F": "the farmer", "W": "the wolf", "G": "the goat", "C": "the cabbage"}, 2, _farmer_danger, "F",
        "Take the farmer, wolf, goat and cabbage across. The boat holds the farmer and one more; "
        "the wolf may not be left with the goat, nor the goat with the cabbage, without the farmer.")


def _missionaries_danger(group: str) -> str | None:
    missionaries, cannibals = group.count("M"), group.count("C")
    if 0 < missionaries < cannibals:
        return "the cannibals would outnumber the missionaries"
    return None


def missionaries() -> RiverCrossing:
    return RiverCrossing(
        "missionaries", "Missionaries and cannibals", "MMMCCC",
        {"M": "a missionary", "C": "a cannibal"}, 2, _missionaries_danger, "MC",
        "Take three missionaries (M) and three cannibals (C) across in a boat of two. Wherever there are "
        "missionaries, cannibals must not outnumber them.", {"M": "missionaries", "C": "cannibals"})


def _jealous_danger(group: str) -> str | None:
    for wife in "abc":
        husband = wife.upper()
        if wife in group and husband not in group:
            others = [h for h in "ABC" if h in group]
            if others:
                return f"wife {wife} would be with husband {others[0]} without her husband {husband}"
    return None


def jealous_husbands() -> RiverCrossing:
    return RiverCrossing(
        "jealous-husbands", "Jealous husbands", "AaBbCc",
        {"A": "husband A", "a": "wife a", "B": "husband B", "b": "wife b", "C": "husband C", "c": "wife c"},
        2, _jealous_danger, "AaBbCc",
        "Three couples cross in a boat of two. No wife may be with another man unless her husband is "
        "there too, on a bank or in the boat.")
