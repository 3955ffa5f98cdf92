"""Uncrossed knight's paths on R x C boards (3 to 8 squares a side): board sizes, the segment geometry with its table of
crossings, the board's symmetries, the exact two-arm search for a longest path (and for every longest path), and the
longest lengths known. uncrossed.py builds the puzzle on this module.
"""

from __future__ import annotations

import re
from typing import Callable, Generator

from ..progress import run_to_end
from ..puzzle import PuzzleError, message, square_symmetries
from .knight_search import SearchTables, path_search_steps
from .knights import knight_jumps

MIN_SIDE, MAX_SIDE = 3, 8

# The longest paths, in moves, on the n x n board for n = 3..8 (OEIS A003192; 8x8: T. R. Dawson 1930, confirmed by
# L. D. Yarbrough, J. Recreational Math. 1 (1968/69) 140-142). tests/engine/test_uncrossed.py checks n <= 7 against
# the exact search and the 8x8 value against LONGEST_8X8.
LONGEST_MOVES = {3: 2, 4: 5, 5: 10, 6: 17, 7: 24, 8: 35}
# R x C boards (R rows by C columns, R < C; the C x R board is the same board turned, with the same answer). Computed
# by this module's exact search (`search_longest_path`: a path of that many moves exists and none one move longer);
# they agree with the seed's figures for 5x6, 6x7 and 7x8 (and its unique longest paths on 5x6, 6x6 and 7x8). No
# published table of the rectangles was found to compare with. tests/engine/test_uncrossed.py re-searches every one
# but 7x8; bench/engine_collection.py re-searches 7x8 (about 8.5 s of CPU in CPython 3.11, 9.5 s in 3.12 and 3.13).
RECTANGLE_MOVES = {
    (3, 4): 4, (3, 5): 5, (3, 6): 6, (3, 7): 8, (3, 8): 9,
    (4, 5): 7, (4, 6): 9, (4, 7): 11, (4, 8): 13,
    (5, 6): 14, (5, 7): 16, (5, 8): 19,
    (6, 7): 21, (6, 8): 25,
    (7, 8): 30,
}

# A 35-move uncrossed knight's path on the 8x8 board, row-major cells (0 = top-left, 63 = bottom-right).
# Source: 35 moves is the longest open uncrossed path on 8x8 (see LONGEST_MOVES; G. P. Jelliss, "Non-Intersecting
# Paths by Leapers", Knight's Tour Notes, http://www.ktn.freeuk.com/2b.htm; OEIS A003192). Those sources give the path
# as a diagram; this particular path was the first one an earlier version of this module's two-arm search found
# (about a minute in CPython; it does not prove that 36 is impossible), and tests/engine/test_uncrossed.py re-checks
# it with an independent checker (knight moves, no square twice, no two segments crossing, 35 moves).
LONGEST_8X8 = (41, 56, 50, 44, 59, 53, 63, 46, 52, 37, 43, 49, 34, 40, 25, 10, 16, 1, 11, 28, 18, 33,
               27, 42, 36, 30, 45, 39, 22, 7, 13, 3, 20, 14, 29, 35)
# The longest uncrossed knight's path on the 7 x 8 board (7 rows, 8 columns; row-major cells, 0 = top-left): 30 moves,
# and the only one up to the board's four symmetries and reversal. Shipped so that the page's first hint on 7x8 is
# at once: `search_longest_path((7, 8))` proves 30 the longest and `paths_of_length(Geometry(7, 8), 30, False)`
# finds this path alone (about 8.5 and 9.5 s of CPU in CPython 3.11; bench/engine_collection.py runs both).
LONGEST_7X8 = (3, 18, 12, 27, 21, 4, 14, 31, 37, 22, 28, 34, 19, 25, 10, 0, 17, 32, 26, 41, 35, 29, 44, 38, 55, 45,
               51, 36, 42, 48, 33)


# --- board sizes ---------------------------------------------------------------------------------
def board_shape(size) -> tuple[int, int]:
    """(rows, columns) of a board size: N or "N" (the N x N board), "RxC" (R rows by C columns), or a (rows, columns)
    pair; each side 3 to 8. PuzzleError, in a sentence a person can act on, for anything else.

    >>> board_shape(6), board_shape("7x8"), board_shape(" 8X7 "), board_shape("5")
    ((6, 6), (7, 8), (8, 7), (5, 5))
    """
    if isinstance(size, tuple) and len(size) == 2:
        rows, columns = size
    elif isinstance(size, int) and not isinstance(size, bool):
        rows = columns = size
    elif isinstance(size, str) and re.fullmatch(r"\s*\d+\s*", size):
        rows = columns = int(size)
    elif isinstance(size, str) and re.fullmatch(r"\s*\d+\s*[xX]\s*\d+\s*", size):
        rows, columns = (int(side) for side in re.split(r"[xX]", size))
    else:
        raise PuzzleError(message("error.board_size", size=repr(size)))
    for side in (rows, columns):
        if isinstance(side, bool) or not isinstance(side, int) or not MIN_SIDE <= side <= MAX_SIDE:
            shown = size.strip() if isinstance(size, str) else rows if rows == columns else f"{rows}x{columns}"
            raise PuzzleError(message("error.path_sizes", least=MIN_SIDE, most=MAX_SIDE, size=str(shown)))
    return rows, columns


def size_name(rows: int, columns: int) -> int | str:
    """The size a board goes by in requests, addresses and replies: N for the N x N board, "RxC" for a rectangle."""
    return rows if rows == columns else f"{rows}x{columns}"


def longest_moves(rows: int, columns: int) -> int:
    """Moves in a longest uncrossed knight's path on the rows x columns board (LONGEST_MOVES, RECTANGLE_MOVES)."""
    if rows == columns:
        return LONGEST_MOVES[rows]
    return RECTANGLE_MOVES[min(rows, columns), max(rows, columns)]


def shipped_path(rows: int, columns: int) -> tuple[int, ...] | None:
    """The longest path shipped as data for boards too slow to search on demand (8x8, 7x8 and 8x7), else None."""
    if (rows, columns) == (8, 8):
        return LONGEST_8X8
    if (rows, columns) == (7, 8):
        return LONGEST_7X8
    if (rows, columns) == (8, 7):  # 7x8 turned: the square (r, c) of 7x8 is (c, r) here
        return tuple((cell % 8) * 7 + cell // 8 for cell in LONGEST_7X8)
    return None


def board_symmetries(rows: int, columns: int) -> list[tuple[int, ...]]:
    """The board's symmetries as cell permutations, identity first: the 8 turns and mirror images of a square, the 4
    of a rectangle (identity, mirrored left-right, mirrored top-bottom, turned half way).

    >>> board_symmetries(2, 3)
    [(0, 1, 2, 3, 4, 5), (2, 1, 0, 5, 4, 3), (3, 4, 5, 0, 1, 2), (5, 4, 3, 2, 1, 0)]
    """
    if rows == columns:
        return square_symmetries(rows)
    return [tuple((rows - 1 - r if flip_rows else r) * columns + (columns - 1 - c if flip_columns else c)
                  for r in range(rows) for c in range(columns))
            for flip_rows in (False, True) for flip_columns in (False, True)]


# --- geometry --------------------------------------------------------------------------------------
def _orientation(p, q, r) -> int:
    """Sign of the turn p -> q -> r: 1 counter-clockwise, -1 clockwise, 0 collinear (exact integers)."""
    value = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    return (value > 0) - (value < 0)


def _on_segment(p, q, r) -> bool:
    """r, collinear with p and q, lies between them (inclusive)."""
    return min(p[0], q[0]) <= r[0] <= max(p[0], q[0]) and min(p[1], q[1]) <= r[1] <= max(p[1], q[1])


def segments_cross(p, q, r, s) -> bool:
    """Whether segments pq and rs (integer points) share a point that is not an endpoint of both.

    Two moves of a path that meet only at their common square (consecutive moves) do not cross.

    >>> segments_cross((0, 0), (1, 2), (0, 2), (1, 0))
    True
    >>> segments_cross((0, 0), (1, 2), (1, 2), (3, 3))
    False
    """
    o1, o2 = _orientation(p, q, r), _orientation(p, q, s)
    o3, o4 = _orientation(r, s, p), _orientation(r, s, q)
    if o1 * o2 < 0 and o3 * o4 < 0:
        return True
    shared = {p, q} & {r, s}
    for a, b, point, orient in ((p, q, r, o1), (p, q, s, o2), (r, s, p, o3), (r, s, q, o4)):
        if orient == 0 and point not in shared and _on_segment(a, b, point):
            return True
    return False


class Geometry:
    """Knight moves on a rows x columns board (columns defaults to rows) as segments, with the table of which cross.

    Segment i joins cells `ends[i]` (a < b). `moves[c]` is ((neighbour, segment), ...) for cell c, `touching[c]` the
    mask of segments at c, `cross[i]` the mask of segments crossing segment i, and `segment[a, b]` (either order)
    the segment joining a and b; `symmetries` are the board's (board_symmetries). Build it once per board and keep it.
    """

    def __init__(self, rows: int, columns: int | None = None):
        columns = rows if columns is None else columns
        self.rows, self.columns = rows, columns
        self.cells = rows * columns
        jumps = knight_jumps(rows, columns)
        self.segment: dict[tuple[int, int], int] = {}
        self.ends: list[tuple[int, int]] = []
        for a in range(self.cells):
            for b in jumps[a]:
                if a < b:
                    self.segment[a, b] = self.segment[b, a] = len(self.ends)
                    self.ends.append((a, b))
        self.moves = tuple(tuple((b, self.segment[a, b]) for b in jumps[a]) for a in range(self.cells))
        self.touching = tuple(sum(1 << s for _b, s in self.moves[a]) for a in range(self.cells))
        points = [self.point(cell) for cell in range(self.cells)]
        # Two knight moves can only meet when their corners nearest the top-left are at most 2 rows and 2 columns
        # apart (each spans 2 one way and 1 the other), so each is tested against the moves near it only.
        near: dict[tuple[int, int], list[int]] = {}
        corners = [(min(points[a][0], points[b][0]), min(points[a][1], points[b][1])) for a, b in self.ends]
        for j, corner in enumerate(corners):
            near.setdefault(corner, []).append(j)
        self.cross = []
        for (a, b), (row, column) in zip(self.ends, corners):
            mask = 0
            for r in range(row - 2, row + 3):
                for c in range(column - 2, column + 3):
                    for j in near.get((r, c), ()):
                        e, f = self.ends[j]
                        if segments_cross(points[a], points[b], points[e], points[f]):
                            mask |= 1 << j
            self.cross.append(mask)
        self.symmetries = board_symmetries(rows, columns)
        self._search_tables: SearchTables | None = None

    @property
    def search_tables(self) -> SearchTables:
        """The bit tables of the exact search (knight_search.SearchTables), built on first use and kept."""
        if self._search_tables is None:
            self._search_tables = SearchTables(self)
        return self._search_tables

    def point(self, cell: int) -> tuple[int, int]:
        """(row, column) of a cell."""
        return divmod(cell, self.columns)

    def problem(self, path) -> dict | None:
        """Why `path` (a sequence of cells) is not an uncrossed knight's path (a message), or None when it is."""
        seen: set[int] = set()
        used = 0  # segments of the path so far
        for index, cell in enumerate(path):
            if isinstance(cell, bool) or not isinstance(cell, int) or not 0 <= cell < self.cells:
                return message("error.cell_off_board", cell=str(cell), last=self.cells - 1)
            if cell in seen:
                return message("knight_path.visited", cell=cell)
            if index:
                last = path[index - 1]
                segment = self.segment.get((last, cell))
                if segment is None:
                    return message("knight_path.not_a_move", first=last, second=cell)
                if self.cross[segment] & used:
                    a, b = self.crossed(path[:index], cell)
                    return message("knight_path.crosses", last=last, cell=cell, first=a, second=b)
                used |= 1 << segment
            seen.add(cell)
        return None

    def crossed(self, path, cell: int) -> tuple[int, int] | None:
        """The first segment (a, b) of `path`, in path order, that a move from its last square to `cell`
        would cross; None when it crosses none (or the path is empty)."""
        if not path:
            return None
        p, q = self.point(path[-1]), self.point(cell)
        for a, b in zip(path, path[1:]):
            if segments_cross(p, q, self.point(a), self.point(b)):
                return a, b
        return None


def geometry_of(size) -> Geometry:
    """The Geometry of a board size (board_shape)."""
    return Geometry(*board_shape(size))


def check_path(size, path) -> dict | None:
    """Why `path` is not an uncrossed knight's path on the board of `size` (board_shape), a message, or None when it
    is one."""
    return geometry_of(size).problem(list(path))


class SearchBudgetSpent(Exception):
    """Raised inside `longest_extension` when its node budget runs out."""


def longest_extension(geometry: Geometry, path, cap: int, budget: int = 40_000) -> tuple[list[int], bool]:
    """The longest way to extend the uncrossed `path` (non-empty) from its last square: (the cells added, in
    order; complete). Stops as soon as `cap` moves are added (the caller knows no more are possible), or when
    `budget` positions have been tried; `complete` is True when the answer is the longest there is (the search
    ended, or reached `cap`), False when the budget ran out first and it is only the longest found.

    Depth first from the path's end, squares with the fewest onward moves first (they are the likeliest to be
    stranded later), pruned when even every free square could not beat the best found."""
    moves, cross = geometry.moves, geometry.cross
    visited = 0
    for cell in path:
        visited |= 1 << cell
    forbidden = 0
    for a, b in zip(path, path[1:]):
        forbidden |= cross[geometry.segment[a, b]]
    free_squares = geometry.cells - len(path)
    best: list[int] = []
    added: list[int] = []
    tried = 0

    def walk(cell: int, visited: int, forbidden: int) -> bool:
        nonlocal best, tried
        tried += 1
        if tried > budget:
            raise SearchBudgetSpent
        if len(added) > len(best):
            best = added[:]
            if len(best) >= cap:
                return True
        if len(added) + (free_squares - len(added)) <= len(best):
            return False
        options = []
        for target, s in moves[cell]:
            if not visited >> target & 1 and not forbidden >> s & 1:
                onward = sum(1 for t2, s2 in moves[target]
                             if not (visited | 1 << target) >> t2 & 1 and not (forbidden | cross[s]) >> s2 & 1)
                options.append((onward, target, s))
        options.sort()
        for _onward, target, s in options:
            added.append(target)
            if walk(target, visited | 1 << target, forbidden | cross[s]):
                return True
            added.pop()
        return False

    if cap <= 0:
        return [], True
    try:
        walk(path[-1], visited, forbidden)
    except SearchBudgetSpent:
        return best, False
    return best, True


# --- exact search ------------------------------------------------------------------------------------
def paths_of_length(geometry: Geometry, total: int, first_only: bool) -> list[tuple[int, ...]]:
    """Uncrossed paths of exactly `total` moves: the first found, or (first_only=False) every one up to the
    board's symmetries and reversal (each class at least once; callers expand with `path_images`). The two-arm
    search from the path's middle with its pruning is knight_search.path_search_steps."""
    return run_to_end(path_search_steps(geometry, total, first_only))


def longest_paths_steps(geometry: Geometry) -> Generator[float, None, list[tuple[int, ...]]]:
    """Every longest path (longest_moves moves) on the geometry's board in both directions, sorted, as a generator
    that yields the fraction searched (0..1) after each middle square or move of the search (knight_search), so a
    caller can spread it over time slices: the images of the shipped path at once where there is one (on 7x8 and
    8x7 that is all of them; on 8x8 other 35-move paths exist), else every path the exact search finds."""
    shipped = shipped_path(geometry.rows, geometry.columns)
    if shipped is not None:
        return path_images(geometry, [shipped])
    found = yield from path_search_steps(geometry, longest_moves(geometry.rows, geometry.columns), first_only=False)
    return path_images(geometry, found)


def path_images(geometry: Geometry, paths) -> list[tuple[int, ...]]:
    """Every symmetric image of the paths, in both directions, sorted and without repeats."""
    images = set()
    for path in paths:
        for g in geometry.symmetries:
            image = tuple(g[cell] for cell in path)
            images.add(image)
            images.add(image[::-1])
    return sorted(images)


def search_longest_path(size) -> list[int]:
    """A longest uncrossed knight's path on the board of `size` (board_shape) by exact search, as row-major cells
    (moves = len - 1): paths of 1, 2, ... moves until a length has none. Never uses shipped data: 7x7 takes about a
    second of CPU in CPython, 7x8 about 8.5 s (9.5 s in CPython 3.12 and 3.13), 8x8 far too long."""
    return longest_by_lengths(geometry_of(size), paths_of_length)


def longest_by_lengths(geometry: Geometry, paths: Callable[..., list[tuple[int, ...]]]) -> list[int]:
    """A longest path on `geometry` by `paths(geometry, total, first_only)` (paths_of_length, or a benchmark's
    other search): paths of 1, 2, ... moves until a length has none."""
    best: tuple[int, ...] = (0,)
    while True:
        found = paths(geometry, len(best), first_only=True)
        if not found:
            return list(best)
        best = found[0]


def longest_path(size) -> list[int]:
    """A longest uncrossed knight's path on the board of `size` (board_shape), as row-major cells: the shipped
    path on 8x8, 7x8 and 8x7 (shipped_path), else by exact search (search_longest_path)."""
    shipped = shipped_path(*board_shape(size))
    return list(shipped) if shipped is not None else search_longest_path(size)


def longest_paths(size) -> list[tuple[int, ...]]:
    """Every longest path on the board of `size` (board_shape): longest_paths_steps run to the end."""
    return run_to_end(longest_paths_steps(geometry_of(size)))


def straightforward_longest_path(size) -> list[int]:
    """The baseline: a longest path by plain exhaustive depth-first search from every start square, with the
    crossing table but no symmetry, no bounds and no growing from the middle. 7x7 takes minutes in CPython."""
    geometry = geometry_of(size)
    moves, cross = geometry.moves, geometry.cross
    best: list[int] = []
    path: list[int] = []

    def walk(cell: int, visited: int, forbidden: int) -> None:
        nonlocal best
        path.append(cell)
        if len(path) > len(best):
            best = path[:]
        for target, s in moves[cell]:
            if not visited >> target & 1 and not forbidden >> s & 1:
                walk(target, visited | 1 << target, forbidden | cross[s])
        path.pop()

    for start in range(geometry.cells):
        walk(start, 1 << start, 0)
    return best


def solve_json(size) -> dict:
    """What `solve uncrossed-knight --size N|RxC --json` prints: {"length": moves, "path": [cells]}."""
    path = longest_path(size)
    return {"length": len(path) - 1, "path": path}
