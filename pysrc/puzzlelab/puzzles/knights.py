"""Knight exchange puzzles: swap black and white knights on a small board (4x3, and Guarini's 3x3 of 1512).

Positions are row-major strings of 'B', 'W', '.'; a move is `from-to`, a knight's jump onto an empty cell.
"""

from __future__ import annotations

from ..puzzle import CellPuzzle, chess_name, check_counts, check_text, grid_text
from ..ranking import ArrangementRanker

PIECE_NAMES = {"B": "black knights", "W": "white knights"}
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


class KnightExchange(CellPuzzle):
    """Black and white knights exchange places by knight jumps onto empty cells."""

    reversible = True
    piece_names = {"B": "black knight", "W": "white knight"}

    def __init__(self, name: str, title: str, rows: int, columns: int, start: str, goal: str, blurb: str):
        self.name, self.title, self.blurb = name, title, blurb
        self.rows, self.columns = rows, columns
        self.cells = rows * columns
        self._start, self._goal = start, goal
        self.counts = {"B": start.count("B"), "W": start.count("W")}
        self.ranker = ArrangementRanker({**self.counts, ".": self.cells - sum(self.counts.values())})
        self.space_size = self.ranker.size
        self.rank, self.unrank = self.ranker.rank, self.ranker.unrank
        self.jumps = knight_jumps(rows, columns)
        # Lower bound: each knight needs at least its own fewest jumps to the nearest goal cell of its colour.
        distances = knight_distances(self.jumps)
        self.to_goal = {}
        for piece in "BW":
            goal_cells = [cell for cell, char in enumerate(goal) if char == piece]
            self.to_goal[piece] = [
                min((distances[cell][g] for g in goal_cells if distances[cell][g] is not None), default=99)
                for cell in range(self.cells)]

    def start(self) -> str:
        return self._start

    def goals(self) -> tuple[str, ...]:
        return (self._goal,)

    def is_goal(self, position: str) -> bool:
        return position == self._goal

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

    def why_illegal(self, position: str, move) -> str:
        source, target = move
        if position[source] == ".":
            return f"there is no knight on cell {source}"
        if position[target] != ".":
            return f"cell {target} is taken: a knight only jumps onto an empty cell"
        return f"a knight cannot jump from cell {source} to cell {target}"

    def place_name(self, cell: int) -> str:
        return chess_name(cell, self.rows, self.columns)

    def why_not(self, position: str, touched: list[int]) -> str:
        """Why touching `touched` (a knight, then where it should jump) makes no jump."""
        *before, cell = touched
        knights = [c for c in before if position[c] != "."]
        if not knights:
            if position[cell] == ".":
                return "That square is empty: pick a knight first."
            return (f"The knight on {self.place_name(cell)} has no jump: every square it could reach is taken "
                    "or off the board.")
        source = knights[-1]
        if position[cell] != ".":
            return "Knights only land on empty squares."
        return (f"A knight can't jump from {self.place_name(source)} to {self.place_name(cell)}: it moves two "
                "squares one way and one square the other.")

    def lower_bound(self, position: str) -> int:
        to_goal = self.to_goal
        return sum(to_goal[piece][cell] for cell, piece in enumerate(position) if piece != ".")

    def parse(self, text: str) -> str:
        text = check_text(text, self.cells, "BW.", self.title)
        check_counts(text, self.counts, PIECE_NAMES, self.title)
        return text

    def describe(self) -> dict:
        return {
            "id": self.name, "title": self.title, "family": "knights",
            "board": {"kind": "knights", "rows": self.rows, "columns": self.columns},
            "start": self._start, "goal": self._goal,
            "pieces": {"B": "black knight", "W": "white knight", ".": "empty"},
            "rules": self.blurb,
        }

    def render_text(self, position: str) -> str:
        return grid_text(position, self.columns)


def knight_exchange() -> KnightExchange:
    return KnightExchange(
        "knight-exchange", "Knight exchange", 4, 3, "BBB......WWW", "WWW......BBB",
        "Swap the black and white knights. A knight jumps like a chess knight onto an empty square.")


def guarini() -> KnightExchange:
    return KnightExchange(
        "guarini", "Guarini's problem (1512)", 3, 3, "W.W...B.B", "B.B...W.W",
        "Guarini's problem of 1512: swap the two white and two black knights on a 3x3 board.")

