"""River crossings: a boat ferries people (or a wolf, a goat and a cabbage) across, never leaving an
unsafe group behind. Farmer-wolf-goat-cabbage, missionaries and cannibals, the jealous husbands.

Position notation: the left bank's letters, `|`, the right bank's letters, with `*` on the boat's side,
e.g. `FWGC*|` (all on the left with the boat) or `WC|FG*`. Letters within a bank may come in any order
on input; output lists them in the puzzle's order. A move names who crosses, e.g. `FG` or `Mc`.
"""

from __future__ import annotations

from itertools import combinations, product
from typing import Callable

from ..puzzle import Puzzle, PuzzleError, Unreachable, english, listed, message, name, piece_name, sentence, slug

ROWERS = "refused.river.rowers"  # the refusal of a load nobody in it can row


class RiverCrossing(Puzzle):
    """Who is on the left bank, and which bank the boat is at; all must reach the right bank.

    Positions are (left, boat) with `left` the left bank as a string in `order` (a multiset: the
    missionaries puzzle repeats letters) and boat "L" or "R". Rank: the count of each letter on the
    left bank in mixed radix, times 2, plus the boat's side.
    """

    reversible = True

    def __init__(self, name: str, order: str, names: dict[str, str], capacity: int,
                 danger: Callable[[str], dict | None], rowers: str, plurals: dict[str, str] | None = None):
        """`names`: each letter's figure in English (the page's "piece.<name>" keys); `danger(group)`: why `group`
        may not be left together, a message, or None; `plurals`: the names of letters that come more than once in a
        load ("two cannibals", not "a cannibal and a cannibal")."""
        self.name, self.order, self.names = name, order, names
        self.plurals = plurals or {}
        self.capacity, self.danger, self.rowers = capacity, danger, rowers
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

    def refusal(self, position, load: str) -> dict | None:
        """Why `load` may not cross from the boat's bank (a message), or None when it may."""
        left, boat = position
        here, there = self.banks(position)
        if boat == "R":
            here, there = there, here
        side = "left" if boat == "L" else "right"
        if not load:
            return message("refused.river.empty")
        if len(load) > self.capacity:
            return message("refused.river.capacity", n=self.capacity)
        for letter in load:
            if letter not in self.letters:
                return message("refused.river.letter", letter=repr(letter))
        missing = [c for c in set(load) if load.count(c) > here.count(c)]
        if missing:
            return message("refused.river.not_here", figure=self._figure(missing[0]), side=_bank(side))
        if not any(c in self.rowers for c in load):
            return message(ROWERS, rowers=self._rowers())
        stay = self._minus(here, load)
        arrive = there + load
        other = "right" if side == "left" else "left"
        for group, where in ((load, message("where.in_boat")), (stay, message("where.on_bank", side=_bank(side))),
                             (arrive, message("where.on_bank", side=_bank(other)))):
            reason = self.danger(group)
            if reason:
                return message("refused.river.danger", danger=reason, where=where)
        return None

    def _figure(self, letter: str) -> dict:
        """A figure's name as words (the page's "piece.<name>")."""
        return piece_name(self.names[letter])

    def _rowers(self):
        """Who can row, in words: "the farmer", "a cannibal or a missionary"."""
        names = sorted({self.names[c] for c in self.rowers})
        if len(names) == 1:
            return piece_name(names[0])
        return message("either", first=piece_name(names[0]), second=piece_name(names[1]))

    def successors(self, position):
        left, boat = position
        here = left if boat == "L" else self.banks(position)[1]
        for load in self.loads(here):
            if self.refusal(position, load) is None:
                if boat == "L":
                    yield load, (self._minus(left, load), "R")
                else:
                    yield load, (self._sorted(left + load), "L")

    def why_illegal(self, position, move):
        return self.refusal(position, move) or message("refused.river.cannot_cross", load=move)

    def unreachable_reason(self, position) -> Unreachable | None:
        """The safety rule broken on a bank (who, where); the boat on a bank where nobody can row it; or no
        safe crossing left. Exact for the three crossings here (checked against their tables)."""
        for bank, group in zip(("left", "right"), self.banks(position)):
            reason = self.danger(group)
            if reason:
                return Unreachable(message("unreachable.river.unsafe", side=_bank(bank), danger=reason), "safety rule")
        if self.is_goal(position):
            return None
        side = self._boat_side(position)
        here = self.banks(position)[0 if side == "left" else 1]
        if not any(letter in self.rowers for letter in here):
            if not here:
                return Unreachable(message("unreachable.river.nobody", side=_bank(side)), "the boat needs a rower")
            return Unreachable(message("unreachable.river.no_rower", side=_bank(side), rowers=self._rowers()),
                               "the boat needs a rower")
        if not any(True for _ in self.successors(position)):
            refusals = [(load, self.refusal(position, load)) for load in self.loads(here)]
            load, reason = next((pair for pair in refusals if pair[1]["key"] != ROWERS), refusals[0])
            return Unreachable(message("unreachable.river.no_crossing", side=_bank(side), load=self._names(load),
                                       reason=reason), "safety rule")
        return None

    def palette(self) -> dict:
        """The editor puts each figure on a bank and the boat at one: {"kind": "banks", "order", "names"} (English
        names: the page's "piece.<name>")."""
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

    def place_name(self, cell: int):
        return name("river.boat", "the boat") if cell == len(self.order) else self._figure(self.order[cell])

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
                "label": message("label.cross", n=len(move), who=self._names(move), side=_bank(other))}

    def _names(self, load: str) -> dict:
        """Who is in `load`, in words: "the farmer and the goat", "two cannibals", "a missionary and a cannibal"."""
        return listed([self._figure(letter) if load.count(letter) == 1 else message(
            f"figures.{_number(load.count(letter))}_{slug(self.plurals.get(letter, self.names[letter]))}")
            for letter in dict.fromkeys(load)])

    def why_not(self, position, touched: list[int]):
        """Why these figures (and perhaps the boat, last) make no crossing: the boarding refusals."""
        boat, side = len(self.order), self._boat_side(position)
        sides = self.figure_sides(position)
        figures = [cell for cell in touched if cell != boat]
        for cell in figures:
            if sides[cell] != side:
                return sentence(message("touch.river.far_bank", figure=self.place_name(cell), side=_bank(side)))
        if not figures:
            return message("touch.river.empty", side=_bank(side))
        if len(figures) > self.capacity:
            return message("touch.river.full", count=message(f"count_word.{_number(self.capacity)}"))
        load = self._sorted(self.order[cell] for cell in figures)
        who = self._names(load)
        if touched[-1] == boat or len(figures) == self.capacity:
            reason = self.refusal(position, load)
            if reason:
                return sentence(message("touch.river.cannot_cross", who=who, reason=reason))
        # Nobody can join these figures to make a crossing: say why for the smallest group that could row.
        here = self.banks(position)[0 if side == "left" else 1]
        for group in self.loads(here):
            if all(group.count(c) >= load.count(c) for c in load):
                reason = self.refusal(position, group)
                if reason and reason["key"] != ROWERS:
                    return sentence(message("touch.river.not_with", who=who, group=self._names(group), reason=reason))
        reason = self.refusal(position, load) or message("refused.river.no_crossing")
        return sentence(message("touch.river.not_now", who=who, reason=reason))

    # --- notation ----------------------------------------------------------------------------------
    def parse(self, text: str):
        what, example = message(f"what.{self.name}"), self.format(self.start())
        if not isinstance(text, str):
            raise PuzzleError(message("notation.river.text", what=what, example=example))
        text = text.strip()
        if text.count("|") != 1:
            raise PuzzleError(message("notation.river.banks", what=what, example=example))
        if text.count("*") != 1:
            raise PuzzleError(message("notation.river.boat"))
        left, right = text.split("|")
        boat = "L" if "*" in left else "R"
        left, right = left.replace("*", ""), right.replace("*", "")
        for letter in left + right:
            if letter not in self.letters:
                raise PuzzleError(message("notation.river.letter", letter=repr(letter), what=what,
                                          letters=" ".join(self.letters)))
        for letter, count in self.counts.items():
            found = (left + right).count(letter)
            if found != count:
                raise PuzzleError(message("notation.river.count", what=what, count=count, letter=letter,
                                          found=str(found)))
        return (self._sorted(left), boat)

    def format(self, position) -> str:
        left, boat = position
        right = self.banks(position)[1]
        return left + ("*" if boat == "L" else "") + "|" + right + ("*" if boat == "R" else "")

    def parse_move(self, text: str) -> str:
        if not isinstance(text, str) or not text.strip():
            raise PuzzleError(message("notation.crossing.text", example=self.loads(self.order)[0]))
        text = text.strip()
        for letter in text:
            if letter not in self.letters:
                raise PuzzleError(message("notation.crossing.letter", letter=repr(letter),
                                          letters=" ".join(self.letters)))
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
            "rules": english(self.rules_words), "rules_words": self.rules_words,
        }

    def render_text(self, position) -> str:
        left, right = self.banks(position)
        boat = position[1]
        on_left, on_right = ("[boat]", "      ") if boat == "L" else ("      ", "[boat]")
        return f"{left or '-':>8} {on_left} ~~~~ {on_right} {right or '-'}"


def _bank(side: str) -> dict:
    """"left" or "right" as the page's "river.bank.<side>"."""
    return name(f"river.bank.{side}", side)


def _number(count: int) -> str:
    return {1: "one", 2: "two", 3: "three"}.get(count, str(count))


# --- the three puzzles -------------------------------------------------------------------------------
def _farmer_danger(group: str) -> dict | None:
    if "F" in group:
        return None
    if "W" in group and "G" in group:
        return message("danger.wolf_goat")
    if "G" in group and "C" in group:
        return message("danger.goat_cabbage")
    return None


def farmer_crossing() -> RiverCrossing:
    return RiverCrossing(
        "farmer-crossing", "FWGC", {"F": "the farmer", "W": "the wolf", "G": "the goat", "C": "the cabbage"}, 2,
        _farmer_danger, "F")


def _missionaries_danger(group: str) -> dict | None:
    missionaries, cannibals = group.count("M"), group.count("C")
    if 0 < missionaries < cannibals:
        return message("danger.outnumbered")
    return None


def missionaries() -> RiverCrossing:
    return RiverCrossing("missionaries", "MMMCCC", {"M": "a missionary", "C": "a cannibal"}, 2, _missionaries_danger,
                         "MC", {"M": "missionaries", "C": "cannibals"})


def _jealous_danger(group: str) -> dict | None:
    for wife in "abc":
        husband = wife.upper()
        if wife in group and husband not in group:
            others = [h for h in "ABC" if h in group]
            if others:
                return message("danger.jealous", wife=wife, other=others[0], husband=husband)
    return None


def jealous_husbands() -> RiverCrossing:
    return RiverCrossing(
        "jealous-husbands", "AaBbCc",
        {"A": "husband A", "a": "wife a", "B": "husband B", "b": "wife b", "C": "husband C", "c": "wife c"},
        2, _jealous_danger, "AaBbCc")
