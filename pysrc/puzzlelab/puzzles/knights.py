"""Knight exchange puzzles: swap black and white knights on a small board (4x3, and Guarini's 3x3 of 1512).

Positions are row-major strings of 'B', 'W', '.'; a move is `from-to`, a knight's jump onto an empty cell.
"""

from __future__ import annotations

from ..puzzle import (CellPuzzle, OneGoal, Unreachable, chess_name, check_counts, check_text, english, grid_text,
                      listed, message)
from ..ranking import ArrangementRanker
from ..tables import UNREACHABLE

DEPTH_SHIFT = 6  # build_distances tags each key with its depth (0..63) in the low bits to sort them
DEPTH_MASK = (1 << DEPTH_SHIFT) - 1

PIECE_NAMES = {"B": message("pieces.black_knights"), "W": message("pieces.white_knights")}
COLOURS = {"B": "black", "W": "white"}  # the colour.* messages
REACH = "the squares a knight can reach"
KNIGHT_STEPS = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))


def knight_jumps(rows: int, columns: int) -> tuple[tuple[int, ...], ...]:
    """For each cell, the cells a knight can jump to on an empty rows x columns board."""
    jumps = []
    for cell in range(rows * columns):
        row, column = divmod(cell, columns)
        jumps.append(tuple(
            (row + dr) * columns + column + dc
            for dr, dc in KNIGHT_STEPS
            if 0 <= row + dr < rows and 0 <= column + dc < columns))
    return tuple(jumps)


def knight_regions(jumps) -> list[tuple[int, ...]]:
    """The board split into the sets of squares knight's jumps connect (a knight never leaves its set), each
    listed along the ring or line it forms when every square has at most two jumps, else in ascending order."""
    regions, placed = [], set()
    for first in range(len(jumps)):
        if first in placed:
            continue
        region, frontier = {first}, [first]
        while frontier:
            frontier = [b for a in frontier for b in jumps[a] if b not in region and not region.add(b)]
        placed |= region
        cells = sorted(region)
        if len(cells) > 2 and all(len(jumps[c]) <= 2 for c in cells):
            ends = [c for c in cells if len(jumps[c]) == 1]
            walk = [ends[0] if ends else cells[0]]
            while len(walk) < len(cells):
                walk.append(next(b for b in jumps[walk[-1]] if b not in walk))
            cells = walk
        regions.append(tuple(cells))
    return regions


def knight_distances(jumps) -> list[list[int | None]]:
    """All-pairs fewest knight jumps on the empty board (None where unreachable)."""
    table = []
    for source in range(len(jumps)):
        dist = [None] * len(jumps)
        dist[source] = 0
        frontier = [source]
        while frontier:
            following = []
            for cell in frontier:
                for target in jumps[cell]:
                    if dist[target] is None:
                        dist[target] = dist[cell] + 1
                        following.append(target)
            frontier = following
        table.append(dist)
    return table


class KnightExchange(OneGoal, CellPuzzle):
    """Black and white knights exchange places by knight jumps onto empty cells."""

    reversible = True
    piece_names = {"B": "black knight", "W": "white knight"}

    def __init__(self, name: str, rows: int, columns: int, start: str, goal: str):
        self.name = name
        self.rows, self.columns = rows, columns
        self.cells = rows * columns
        self.START, self.GOAL = start, goal
        self.counts = {"B": start.count("B"), "W": start.count("W")}
        self.ranker = ArrangementRanker({**self.counts, ".": self.cells - sum(self.counts.values())})
        self.space_size = self.ranker.size
        self.rank, self.unrank = self.ranker.rank, self.ranker.unrank
        self.jumps = knight_jumps(rows, columns)
        self.regions = knight_regions(self.jumps)
        # Lower bound: each knight needs at least its own fewest jumps to the nearest goal cell of its colour.
        distances = knight_distances(self.jumps)
        self.to_goal = {}
        for piece in "BW":
            goal_cells = [cell for cell, char in enumerate(goal) if char == piece]
            self.to_goal[piece] = [
                min((distances[cell][g] for g in goal_cells if distances[cell][g] is not None), default=99)
                for cell in range(self.cells)]

    def successors(self, position: str):
        jumps = self.jumps
        for cell, piece in enumerate(position):
            if piece == ".":
                continue
            for target in jumps[cell]:
                if position[target] == ".":
                    if cell < target:
                        after = position[:cell] + "." + position[cell + 1:target] + piece + position[target + 1:]
                    else:
                        after = position[:target] + piece + position[target + 1:cell] + "." + position[cell + 1:]
                    yield (cell, target), after

    def why_illegal(self, position: str, move):
        source, target = move
        if position[source] == ".":
            return message("refused.knights.no_knight", square=self.place_name(source))
        if position[target] != ".":
            return message("refused.knights.taken", square=self.place_name(target))
        return message("refused.knights.no_jump", source=self.place_name(source), target=self.place_name(target))

    def place_name(self, cell: int) -> str:
        return chess_name(cell, self.rows, self.columns)

    def why_not(self, position: str, touched: list[int]):
        """Why touching `touched` (a knight, then where it should jump) makes no jump."""
        *before, cell = touched
        knights = [c for c in before if position[c] != "."]
        if not knights:
            if position[cell] == ".":
                return message("touch.knights.empty")
            return message("touch.knights.stuck", square=self.place_name(cell))
        source = knights[-1]
        if position[cell] != ".":
            return message("touch.knights.taken")
        return message("touch.knights.no_jump", source=self.place_name(source), target=self.place_name(cell))

    def unreachable_reason(self, position: str) -> Unreachable | None:
        """Exact for these boards: a knight never leaves the squares its jumps connect (a square no jump reaches,
        like the centre of the 3x3, holds its knight for good), and on a ring or a line of squares knights can't
        pass each other, so the order of their colours along it never changes."""
        goal = self.GOAL
        for region in sorted(self.regions, key=len):  # a square no jump reaches first: the plainest reason
            here, there = _knights_on(position, region), _knights_on(goal, region)
            if sorted(here) == sorted(there):
                continue
            if len(region) == 1:
                return Unreachable(message("unreachable.knights.stuck", square=self.place_name(region[0])), REACH)
            squares = listed([self.place_name(cell) for cell in sorted(region)])
            return Unreachable(message("unreachable.knights.region", squares=squares, here=_counted(here),
                                       there=_counted(there)), REACH)
        for region in self.regions:
            if len(region) < 3 or any(len(self.jumps[cell]) > 2 for cell in region):
                continue
            ring = len(self.jumps[region[0]]) == 2
            here, there = _knights_on(position, region), _knights_on(goal, region)
            same = any(here[i:] + here[:i] == there for i in range(len(here))) if ring else here == there
            if len(here) > 1 and not same:
                shape = "ring" if ring else "line"
                return Unreachable(message(
                    f"unreachable.knights.{shape}", squares=listed([self.place_name(cell) for cell in region], True),
                    here=_colours(here), there=_colours(there)), f"the order of knights on a {shape}")
        return None

    def build_distances(self) -> bytearray:
        """The whole distance table by BFS from the goal on packed integers (tables.backward_distances' result,
        about three times faster in CPython).

        A position is 2 bits a cell, cell 0 highest, each cell's symbol by its place in the ranker's alphabet
        ('.' 0, 'B' 1, 'W' 2), so numeric order is rank order, the occupied cells are one mask of the key, and a
        jump from c to t adds the knight's code times (2^(2t') - 2^(2c')) (c', t' counted from the last cell). The
        jumps of each occupancy are listed once. When every position is reached (the 4x3 board), the keys sorted
        are the ranks in order; else ranks come from the ranker's memoised head and tail parts."""
        cells, symbols = self.cells, self.ranker.symbols
        shift = [2 * (cells - 1 - cell) for cell in range(cells)]
        low = sum(1 << s for s in shift)  # the low bit of every cell: the occupied cells of (key | key >> 1) & low
        steps = [[(shift[cell], (1 << shift[target]) - (1 << shift[cell]), 1 << shift[target])
                  for target in self.jumps[cell]] for cell in range(cells)]
        jumps_of: dict[int, tuple] = {}  # occupancy -> (the knight's shift, what the jump adds per unit of its code)
        goal = 0
        for char in self.GOAL:
            goal = goal << 2 | symbols.index(char)
        seen = {goal}
        layers = [[goal]]
        mark = seen.add
        while layers[-1]:
            following = []
            keep = following.append
            for key in layers[-1]:
                occupied = (key | key >> 1) & low
                jumps = jumps_of.get(occupied)
                if jumps is None:
                    jumps = jumps_of[occupied] = tuple(
                        (source, add) for cell in range(cells) if occupied >> shift[cell] & 1
                        for source, add, target in steps[cell] if not occupied & target)
                for source, add in jumps:
                    after = key + (key >> source & 3) * add
                    if after not in seen:
                        mark(after)
                        keep(after)
            layers.append(following)
        if len(seen) == self.space_size and len(layers) <= DEPTH_MASK + 1:  # numeric order is rank order: sort the
            # keys tagged with their depth
            tagged = []
            for depth, layer in enumerate(layers):
                tagged.extend(map(depth.__or__, map(DEPTH_SHIFT.__rlshift__, layer)))
            tagged.sort()
            return bytearray(map(DEPTH_MASK.__and__, tagged))
        split = self.ranker.split
        tail_bits = 2 * (cells - split)
        mask = (1 << tail_bits) - 1

        def text(value: int, length: int) -> str:
            return "".join(symbols[value >> 2 * (length - 1 - i) & 3] for i in range(length))
        heads = {head: self.ranker.head_share(text(head, split)) for head in {key >> tail_bits for key in seen}}
        tails = {tail: self.ranker.tail_rank(text(tail, cells - split)) for tail in {key & mask for key in seen}}
        distances = bytearray([UNREACHABLE]) * self.space_size
        for depth, layer in enumerate(layers):
            for key in layer:
                distances[heads[key >> tail_bits] + tails[key & mask]] = depth
        return distances

    def lower_bound(self, position: str) -> int:
        to_goal = self.to_goal
        return sum(to_goal[piece][cell] for cell, piece in enumerate(position) if piece != ".")

    def parse(self, text: str) -> str:
        what = message(f"what.{self.name}")
        text = check_text(text, self.cells, "BW.", what)
        check_counts(text, self.counts, PIECE_NAMES, what)
        return text

    def describe(self) -> dict:
        return {
            "id": self.name, "title": self.title, "family": "knights",
            "board": {"kind": "knights", "rows": self.rows, "columns": self.columns},
            "start": self.START, "goal": self.GOAL,
            "pieces": {"B": "black knight", "W": "white knight", ".": "empty"},
            "rules": english(self.rules_words), "rules_words": self.rules_words,
        }

    def render_text(self, position: str) -> str:
        return grid_text(position, self.columns)


def _knights_on(position: str, cells) -> list[str]:
    return [position[cell] for cell in cells if position[cell] != "."]


def _counted(knights: list[str]) -> dict:
    """The knights of a region counted by colour: "no knights", "1 black knight", "2 black and 1 white knights"."""
    black, white = knights.count("B"), knights.count("W")
    if black and white:
        return message("knights.both", black=black, white=white)
    if black or white:
        return message("knights.black" if black else "knights.white", n=black or white)
    return message("knights.none")


def _colours(knights: list[str]) -> dict:
    """The colours of knights in order: "white, black, white"."""
    return listed([message(f"colour.{COLOURS[knight]}") for knight in knights], True)


def knight_exchange() -> KnightExchange:
    return KnightExchange("knight-exchange", 4, 3, "BBB......WWW", "WWW......BBB")


def guarini() -> KnightExchange:
    return KnightExchange("guarini", 3, 3, "W.W...B.B", "B.B...W.W")

