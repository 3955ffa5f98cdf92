"""Longest uncrossed knight's path: a knight's path on an R x C board (3 to 8 squares a side; the n x n squares and
the rectangles) whose moves, drawn as segments between square centres, never cross (OEIS A003192 for the squares:
2, 5, 10, 17, 24, 35 moves for n = 3..8). The geometry, the exact search and the known lengths are knight_paths.py.

Sizes are N for the N x N board and "RxC" for R rows by C columns (parse_size; "7x7" is 7). Positions are the path as
row-major cells joined by '-' ("0-17-34"; "" before the first square). A move "+C" extends the path to cell C (the
first one picks the starting square); taking squares back is Undo's job. Every longest path is found by exact search,
except on 8x8 (one 35-move path ships as data) and 7x8 / 8x7 (the unique longest path ships as data).
"""

from __future__ import annotations

from ..progress import Run, progress, run_to_end
from ..puzzle import BrokenInvariant, Puzzle, PuzzleError, chess_name, english, message, piece_name
from .knight_paths import (MAX_SIDE, MIN_SIDE, Geometry, board_shape, longest_extension, longest_moves,
                           longest_paths_steps, size_name, solve_json)
from .uncrossed_oracle import UncrossedOracle

MIN_SIZE, MAX_SIZE, DEFAULT_SIZE = MIN_SIDE, MAX_SIDE, 6
SIZE_LABEL = "board"  # the catalogue's "size.board.noun"
# Every rectangle offered besides the squares, as sizes go in requests: "RxC" for R rows by C columns, R != C.
RECTANGLES = tuple(f"{rows}x{columns}" for rows in range(MIN_SIDE, MAX_SIDE + 1)
                   for columns in range(MIN_SIDE, MAX_SIDE + 1) if rows != columns)


# --- the puzzle ------------------------------------------------------------------------------------
def parse_size(size) -> int | str:
    """The size as the registry keeps it (puzzles.Family): N (int) for the N x N board, "RxC" for a rectangle; from
    N, "N", "RxC" or "NxN" (the square, N). PuzzleError naming the problem otherwise (knight_paths.board_shape).

    >>> parse_size("7x8"), parse_size("7X7"), parse_size(5)
    ('7x8', 7, 5)
    """
    return size_name(*board_shape(size))


def size_from_position(text: str) -> int:
    """A path does not say its board: positions given without a size are read on the default board."""
    return DEFAULT_SIZE


class UncrossedKnight(Puzzle):
    """Draw a knight's path, square by square, as long as possible without two moves crossing.

    A position is the path, a tuple of cells; a move is the cell the path goes to next ("+C"). Moves only
    extend the path; its one predecessor is the path without its last square. The goal is a path of
    longest_moves(rows, columns) moves. The segment geometry and (for hints) the longest paths are built on first use.
    `size` is parse_size's: N, or "RxC" with `rows` and `columns` apart.
    """

    name = "uncrossed-knight"
    reversible = False
    tabled = False  # answered by UncrossedOracle

    def __init__(self, size: int | str = DEFAULT_SIZE):
        self.rows, self.columns = board_shape(size)
        self.size = size_name(self.rows, self.columns)
        self.cells = self.rows * self.columns
        self.longest = longest_moves(self.rows, self.columns)
        # Every longest path is known: searched, or (7x8, 8x7) the unique one shipped. On 8x8 only the shipped
        # path's images are.
        self.exact = (self.rows, self.columns) != (8, 8)
        self._geometry: Geometry | None = None
        self._longest_paths: list[tuple[int, ...]] | None = None
        self._reach: dict[tuple[int, ...], tuple[int, list[int], bool]] = {}  # kept answers of `reach`

    @property
    def geometry(self) -> Geometry:
        if self._geometry is None:
            self._geometry = Geometry(self.rows, self.columns)
        return self._geometry

    def longest_paths(self) -> list[tuple[int, ...]]:
        """Every longest path (both directions); for 8x8 only the images of the shipped path. Kept."""
        if self._longest_paths is None:
            self._longest_paths = run_to_end(self._longest_paths_steps())
        return self._longest_paths

    def _longest_paths_steps(self):
        """`longest_paths` as a generator of progress {"message", "fraction"}; returns the paths and keeps them."""
        if self._longest_paths is None:
            finding = message("progress.finding_paths", n=self.longest)
            yield progress(finding, 0.0)
            search = Run(longest_paths_steps(self.geometry))
            for fraction in search:
                yield progress(finding, fraction)
            self._longest_paths = search.value
        return self._longest_paths

    # --- rules -------------------------------------------------------------------------------------
    def start(self) -> tuple[int, ...]:
        return ()

    def is_goal(self, position) -> bool:
        return len(position) == self.longest + 1

    def successors(self, position):
        if not position:
            for cell in range(self.cells):
                yield cell, (cell,)
            return
        geometry = self.geometry
        on_path = set(position)
        used = 0
        for a, b in zip(position, position[1:]):
            used |= 1 << geometry.segment[a, b]
        for target, s in geometry.moves[position[-1]]:
            if target not in on_path and not geometry.cross[s] & used:
                yield target, position + (target,)

    def has_predecessors(self) -> bool:
        return True

    def predecessors(self, position):
        if position:
            yield position[:-1]

    def has_goal_positions(self) -> bool:
        """The goal is a longest path, found by the puzzle's own search: no list of goal positions."""
        return False

    def move_cost(self, position, move) -> int:
        """Moves are knight's moves: picking the first square is not one (17 moves visit 18 squares)."""
        return 1 if position else 0

    def is_dead_end(self, position, distance) -> bool:
        """Only a path that cannot grow and is not the longest is stuck; a path that can no longer become the
        longest may still be explored (see `reach`)."""
        return not self.is_goal(position) and not any(True for _ in self.successors(position))

    @staticmethod
    def moves_made(position) -> int:
        """Knight's moves in the path: squares less one (0 for the empty path)."""
        return max(len(position) - 1, 0)

    def continuations(self, position) -> list[tuple[int, ...]]:
        """The known longest paths that begin with `position`."""
        position = tuple(position)
        return [path for path in self.longest_paths() if path[:len(position)] == position]

    def reach(self, position) -> tuple[int, list[int], bool]:
        """(the most moves a path beginning with `position` can have, the squares that extend it that far,
        whether that is proved): from the known longest paths when one begins so, else by a bounded search
        (`longest_extension`). Kept per position."""
        position = tuple(position)
        if position in self._reach:
            return self._reach[position]
        following = self.continuations(position)
        if following:
            answer = (self.longest, list(following[0][len(position):]), True)
        elif not position:
            answer = (self.longest, [], True)
        else:
            # With every longest path known, none begins so: at most one move short of the longest.
            cap = self.longest - (1 if self.exact else 0) - self.moves_made(position)
            budget = 40_000 if self.exact else 10_000  # 8x8: a few hundredths of a second in CPython
            extension, complete = longest_extension(self.geometry, position, cap, budget)
            answer = (self.moves_made(position) + len(extension), extension, complete or not cap)
        if len(self._reach) > 512:
            self._reach.clear()
        self._reach[position] = answer
        return answer

    def summary(self, position, oracle) -> dict | None:
        """What is known about the longest path from here, in moves (a message)."""
        position = tuple(position)
        best, made = self.longest, self.moves_made(position)
        if self.is_goal(position):
            return message("summary.path.solved", n=best)
        if not position:
            return message("summary.path.start", n=best)
        if oracle.distance(position) is not None:
            return message("summary.path.on_best", made=made, n=best)
        if not isinstance(oracle, UncrossedOracle):
            return None  # play without distances: the search that `reach` needs was cancelled
        total, _extension, proved = self.reach(position)
        if not any(True for _ in self.successors(position)):
            return message("summary.path.ends", n=made, short=best - made, best=best)
        if proved:
            return message("summary.path.longest_here", n=total, short=best - total, best=best)
        if self.exact:
            return message("summary.path.still_can", best=best, n=total)
        return message("summary.path.no_known", best=best, n=total)

    def target(self, position, oracle) -> dict:
        """{"longest", "made", "reach", "proved"} (Puzzle.target): the longest path on the board, the path's moves,
        the longest it can still grow to (`reach`; None without the longest paths, a search cancelled) and whether
        that is proved."""
        position = tuple(position)
        made = self.moves_made(position)
        if self.is_goal(position):
            return {"longest": self.longest, "made": made, "reach": made, "proved": True}
        if not isinstance(oracle, UncrossedOracle):
            return {"longest": self.longest, "made": made, "reach": None, "proved": False}
        total, _extension, proved = self.reach(position)
        return {"longest": self.longest, "made": made, "reach": total, "proved": proved}

    def best_line(self, position) -> list[int]:
        """The squares that take the path to the longest it can still reach (`reach`); [] when it cannot grow."""
        return list(self.reach(position)[1])

    def advice(self, position) -> dict:
        """{"cell": c, "exact": bool, "reach": moves}: a square that continues the longest path known from here
        (a longest path while one can still be reached, else the longest extension `reach` finds); or
        {"none": reason, "exact": True} when the path is finished or cannot grow."""
        position = tuple(position)
        if self.is_goal(position):
            return {"none": message("advice.path.solved", n=self.longest), "exact": True}
        following = sorted({path[len(position)] for path in self.continuations(position)})
        if following:
            return {"cell": following[0], "exact": self.exact, "reach": self.longest}
        total, extension, proved = self.reach(position)
        if not extension:
            return {"none": message("advice.path.ends", n=self.moves_made(position)), "exact": True}
        return {"cell": extension[0], "exact": proved, "reach": total}

    def goal_position(self) -> None:
        """No goal position to show: any path of the longest length is a goal."""
        return None

    def palette(self) -> dict:
        """The editor draws a path square by square: {"kind": "path"}."""
        return {"kind": "path"}

    def no_random_reason(self) -> str:
        """"path_from_empty": a game draws its path from the empty board, so a random path is no new puzzle."""
        return "path_from_empty"

    def random_position(self, rng):
        raise PuzzleError(message("error.random.path_from_empty"))

    # --- how a person plays it ---------------------------------------------------------------------
    def view(self, position) -> dict:
        return {"path": list(position)}

    def place_name(self, cell: int) -> str:
        return chess_name(cell, self.rows, self.columns)

    def move_cells(self, position, move: int, after) -> dict:
        if not position:
            return {"touches": [[move]], "motion": [[None, move]],
                    "label": message("label.path_start", square=self.place_name(move))}
        return {"touches": [[move]], "motion": [[position[-1], move]],
                "label": message("label.from_to", piece=piece_name("knight"), source=self.place_name(position[-1]),
                                 target=self.place_name(move))}

    def why_not(self, position, touched: list[int]):
        cell = touched[-1]
        position = tuple(position)
        square = self.place_name(cell)
        if self.is_goal(position):
            return message("touch.path.longest")
        if not position:
            return message("touch.path.start")
        if cell in position:
            return message("touch.path.visited", square=square)
        last = position[-1]
        if (last, cell) not in self.geometry.segment:
            return message("touch.path.no_jump", source=self.place_name(last), target=square)
        crossed = self.crossing(position, cell)
        if crossed is not None:
            return message("touch.path.crosses", square=square, first=self.place_name(crossed[0]),
                           second=self.place_name(crossed[1]))
        return message("touch.path.not_now", square=square)

    def crossing(self, position, cell: int) -> tuple[int, int] | None:
        """The earlier segment (a, b) that a move from the path's last square to `cell` would cross, first
        in path order; None when it crosses none. For the board to show the crossing."""
        return self.geometry.crossed(tuple(position), cell)

    def why_illegal(self, position, move):
        cell = move
        if not position:
            return message("error.cell_off_board", cell=str(cell), last=self.cells - 1)
        last = position[-1]
        if cell in position:
            return message("knight_path.visited", cell=cell)
        if (last, cell) not in self.geometry.segment:
            return message("knight_path.not_a_move", first=last, second=cell)
        crossed = self.crossing(position, cell)
        if crossed is not None:
            return message("refused.path.crosses", first=crossed[0], second=crossed[1])
        return message("refused.not_legal", move=f"+{cell}")

    def annotate(self, position) -> dict:
        """What the board shows beyond the path (api state's "annotations"): the longest length, and each
        knight's move from the path's end that is refused, with the earlier segment it would cross."""
        refused = []
        if position:
            for target, _segment in self.geometry.moves[position[-1]]:
                if target not in position:
                    crossed = self.crossing(position, target)
                    if crossed is not None:
                        refused.append({"cell": target, "crosses": list(crossed)})
        return {"longest": self.longest, "exact": self.exact, "moves": self.moves_made(position), "refused": refused}

    def optimum(self) -> dict:
        """The whole-puzzle answer for `solve` without a position: {"length", "path"}."""
        return solve_json(self.size)

    def oracle_steps(self):
        """The oracle built in slices for the engine's jobs: yields {"message", "fraction"} after each middle
        square or move of the search (7x7: about 80 slices, the longest a few tenths of a second in CPython),
        returns the UncrossedOracle."""
        yield from self._longest_paths_steps()
        return UncrossedOracle(self)

    # --- notation ----------------------------------------------------------------------------------
    def parse(self, text: str) -> tuple[int, ...]:
        if not isinstance(text, str):
            raise PuzzleError(message("notation.path_text"))
        text = text.strip()
        if not text:
            return ()
        parts = text.split("-")
        if not all(part.isdigit() for part in parts):
            raise PuzzleError(message("notation.path_form", path=repr(text)))
        path = tuple(int(part) for part in parts)
        for cell in path:
            if cell >= self.cells:
                raise PuzzleError(message("error.cell_off_board", cell=str(cell), last=self.cells - 1))
        problem = self.geometry.problem(path)
        if problem is not None:  # each square once, knight's moves, no crossing: the path's rules
            raise BrokenInvariant(problem, "the path's rules")
        return path

    def format(self, position) -> str:
        return "-".join(str(cell) for cell in position)

    def parse_move(self, text: str) -> int:
        if not isinstance(text, str):
            raise PuzzleError(message("notation.path_move_text"))
        text = text.strip()
        if text == "-":
            raise PuzzleError(message("notation.path_undo"))
        if len(text) < 2 or text[0] != "+" or not text[1:].isdigit():
            raise PuzzleError(message("notation.path_move_form", move=repr(text)))
        cell = int(text[1:])
        if cell >= self.cells:
            raise PuzzleError(message("notation.move_off_board", move=repr(text), cell=str(cell), last=self.cells - 1))
        return cell

    @staticmethod
    def format_move(move: int) -> str:
        return f"+{move}"

    # --- description ---------------------------------------------------------------------------------
    @property
    def rules_words(self) -> dict:
        return message("puzzle.uncrossed-knight.rules", n=self.longest)

    def describe(self) -> dict:
        return {
            "id": self.name, "title": self.title, "family": "path",
            "board": {"kind": "path", "rows": self.rows, "columns": self.columns},
            "size": self.size, "sizes": [MIN_SIZE, MAX_SIZE],
            "start": "", "longest": self.longest,
            "rules": english(self.rules_words), "rules_words": self.rules_words,
        }

    def render_text(self, position) -> str:
        """The board with each square's place on the path (1 = start) and '.' for the rest."""
        order = {cell: index + 1 for index, cell in enumerate(position)}
        width = len(str(len(position))) if position else 1
        rows = []
        for row in range(self.rows):
            rows.append(" ".join(str(order.get(row * self.columns + column, ".")).rjust(width)
                                 for column in range(self.columns)))
        return "\n".join(rows)
