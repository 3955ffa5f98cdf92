"""Longest uncrossed knight's path: a knight's path on an n x n board (n = 3..8) whose moves, drawn as segments
between square centres, never cross (OEIS A003192: 2, 5, 10, 17, 24, 35 moves for n = 3..8).

Positions are the path as row-major cells joined by '-' ("0-17-34"; "" before the first square). A move "+C"
extends the path to cell C (the first one picks the starting square); taking squares back is Undo's job.
`longest_path` finds a longest path by exact search for n <= 7; the 8x8 path ships as data (LONGEST_8X8).
"""

from __future__ import annotations

from ..oracle import Oracle, run_to_end
from ..puzzle import BrokenInvariant, Puzzle, PuzzleError, chess_name, square_symmetries
from .knights import knight_jumps

MIN_SIZE, MAX_SIZE, DEFAULT_SIZE = 3, 8, 6
SIZE_LABEL = "board"
EXACT_MAX_SIZE = 7  # longest_path searches up to here; 8x8 is data
# The longest paths, in moves, for n = 3..8 (OEIS A003192). tests/engine/test_uncrossed.py checks the values
# for n <= 7 against the exact search and the 8x8 value against LONGEST_8X8.
LONGEST_MOVES = {3: 2, 4: 5, 5: 10, 6: 17, 7: 24, 8: 35}

# A 35-move uncrossed knight's path on the 8x8 board, row-major cells (0 = top-left, 63 = bottom-right).
# Source: 35 moves is the longest open uncrossed path on 8x8, first given by T. R. Dawson (1930) and confirmed by
# computer by L. D. Yarbrough, "Uncrossed knight's tours", Journal of Recreational Mathematics 1:3 (1968/69)
# 140-142; see G. P. Jelliss, "Non-Intersecting Paths by Leapers", Knight's Tour Notes
# (http://www.ktn.freeuk.com/2b.htm), and OEIS A003192. Those sources give the path as a diagram; this particular
# path is the first one this module's own two-arm search finds (`_paths_of_length(Geometry(8), 35, True)`, about
# 75 s in CPython; it does not prove that 36 is impossible) and tests/engine/test_uncrossed.py re-checks it with
# an independent checker (knight moves, no square twice, no two segments crossing, 35 moves).
LONGEST_8X8 = (41, 56, 50, 44, 59, 53, 63, 46, 52, 37, 43, 49, 34, 40, 25, 10, 16, 1, 11, 28, 18, 33,
               27, 42, 36, 30, 45, 39, 22, 7, 13, 3, 20, 14, 29, 35)


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
    """Knight moves on an n x n board as segments, with the table of which segments cross.

    Segment i joins cells `ends[i]` (a < b). `moves[c]` is ((neighbour, segment), ...) for cell c,
    `touching[c]` the mask of segments at c, `cross[i]` the mask of segments crossing segment i, and
    `segment[a, b]` (either order) the segment joining a and b. Build it once per n and keep it.
    """

    def __init__(self, n: int):
        self.n = n
        self.cells = n * n
        jumps = knight_jumps(n, n)
        self.segment: dict[tuple[int, int], int] = {}
        self.ends: list[tuple[int, int]] = []
        for a in range(self.cells):
            for b in jumps[a]:
                if a < b:
                    self.segment[a, b] = self.segment[b, a] = len(self.ends)
                    self.ends.append((a, b))
        self.moves = tuple(tuple((b, self.segment[a, b]) for b in jumps[a]) for a in range(self.cells))
        self.touching = tuple(sum(1 << s for _b, s in self.moves[a]) for a in range(self.cells))
        points = [divmod(cell, n) for cell in range(self.cells)]
        self.cross = []
        for a, b in self.ends:
            mask = 0
            for j, (c, d) in enumerate(self.ends):
                if segments_cross(points[a], points[b], points[c], points[d]):
                    mask |= 1 << j
            self.cross.append(mask)
        self.symmetries = square_symmetries(n)

    def point(self, cell: int) -> tuple[int, int]:
        return divmod(cell, self.n)

    def problem(self, path) -> str | None:
        """Why `path` (a sequence of cells) is not an uncrossed knight's path, or None when it is."""
        seen: set[int] = set()
        used = 0  # segments of the path so far
        for index, cell in enumerate(path):
            if isinstance(cell, bool) or not isinstance(cell, int) or not 0 <= cell < self.cells:
                return f"cell {cell} is off the board (0-{self.cells - 1})"
            if cell in seen:
                return f"square {cell} is already on the path"
            if index:
                last = path[index - 1]
                segment = self.segment.get((last, cell))
                if segment is None:
                    return f"cells {last} and {cell} are not a knight's move apart"
                if self.cross[segment] & used:
                    a, b = self.crossed(path[:index], cell)
                    return f"the move {last}-{cell} crosses the segment {a}-{b}"
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


def check_path(n: int, path) -> str | None:
    """Why `path` is not an uncrossed knight's path on the n x n board, or None when it is one."""
    _check_size(n)
    return Geometry(n).problem(list(path))


# --- exact search ------------------------------------------------------------------------------------
def _paths_of_length(geometry: Geometry, total: int, first_only: bool) -> list[tuple[int, ...]]:
    """Uncrossed paths of exactly `total` moves: the first found, or (first_only=False) every one up to the
    board's symmetries and reversal (each class at least once; callers expand with `_images`)."""
    return run_to_end(_path_search_steps(geometry, total, first_only))


def _path_search_steps(geometry: Geometry, total: int, first_only: bool):
    """`_paths_of_length` as a generator: yields the fraction of middles searched (0..1) after each middle
    square or move, and returns the paths found. Lets a caller spread a long search over time slices.

    The path is grown from its middle: the middle square (even `total`) or middle move (odd), taken one per
    symmetry class, with two arms of total // 2 moves each still to add (minus the first moves). Each step
    extends the arm with fewer legal moves (fail first). `dead` is the mask of segments no arm may use: those
    crossing a segment of the path, those at a square inside the path, and the one joining the two arm ends.
    """
    cells, moves, cross, touching = geometry.cells, geometry.moves, geometry.cross, geometry.touching
    segment = geometry.segment
    found: list[tuple[int, ...]] = []
    arm_a: list[int] = []  # the arm grown from the a end, nearest the middle first
    arm_b: list[int] = []

    def record() -> bool:
        found.append(tuple(arm_a[::-1] + arm_b))
        return first_only

    joining = [0] * (cells * cells)  # joining[a * cells + b]: the mask of the segment a-b, if any
    for (a, b), s in segment.items():
        joining[a * cells + b] = 1 << s

    def extend(a: int, b: int, left_a: int, left_b: int, dead: int) -> bool:
        """Grow the arms ending at a and b by left_a and left_b moves; True to stop (first found)."""
        open_a = touching[a] & ~dead if left_a else 0
        open_b = touching[b] & ~dead if left_b else 0
        if (left_a and not open_a) or (left_b and not open_b):
            return False
        last = left_a + left_b == 1
        if left_b and (not left_a or open_b.bit_count() < open_a.bit_count()):
            base, row = dead | touching[b], a * cells
            for b2, s in moves[b]:
                if not dead >> s & 1:
                    arm_b.append(b2)
                    if record() if last else extend(a, b2, left_a, left_b - 1, base | cross[s] | joining[row + b2]):
                        return True
                    arm_b.pop()
            return False
        base = dead | touching[a]
        for a2, s in moves[a]:
            if not dead >> s & 1:
                arm_a.append(a2)
                if record() if last else extend(a2, b, left_a - 1, left_b, base | cross[s] | joining[a2 * cells + b]):
                    return True
                arm_a.pop()
        return False

    symmetries = geometry.symmetries
    half = total // 2
    if total == 0:
        return [(0,)]
    if total % 2:  # a middle move u-w and two arms of `half` moves
        roots = sorted({min(tuple(sorted((g[u], g[w]))) for g in symmetries) for u, w in geometry.ends})
        for index, (u, w) in enumerate(roots):
            s = segment[u, w]
            arm_a[:], arm_b[:] = [u], [w]
            if record() if half == 0 else extend(u, w, half, half, cross[s] | 1 << s):
                return found
            yield (index + 1) / len(roots)
        return found
    # a middle square m, first moves to x and y, and two arms of half - 1 more moves
    middles = sorted({min(g[cell] for g in symmetries) for cell in range(cells)})
    roots = []
    for m in middles:
        fixing = [g for g in symmetries if g[m] == m]
        seen = set()
        for x, sx in moves[m]:
            for y, sy in moves[m]:
                key = min(tuple(sorted((g[x], g[y]))) for g in fixing)
                if x < y and key not in seen:
                    seen.add(key)
                    roots.append((m, x, sx, y, sy))
    for index, (m, x, sx, y, sy) in enumerate(roots):
        arm_a[:], arm_b[:] = [x], [m, y]
        dead = touching[m] | cross[sx] | cross[sy] | joining[x * cells + y]
        if record() if half == 1 else extend(x, y, half - 1, half - 1, dead):
            return found
        yield (index + 1) / len(roots)
    return found


def _images(geometry: Geometry, paths) -> list[tuple[int, ...]]:
    """Every symmetric image of the paths, in both directions, sorted and without repeats."""
    images = set()
    for path in paths:
        for g in geometry.symmetries:
            image = tuple(g[cell] for cell in path)
            images.add(image)
            images.add(image[::-1])
    return sorted(images)


def longest_path(n: int) -> list[int]:
    """A longest uncrossed knight's path on the n x n board, as row-major cells (moves = len - 1).

    n <= 7: exact search, paths of 1, 2, ... moves until a length has none (7x7: a few seconds in CPython).
    n = 8: the shipped 35-move path LONGEST_8X8 (not re-searched).
    """
    _check_size(n)
    if n == 8:
        return list(LONGEST_8X8)
    geometry = Geometry(n)
    best: tuple[int, ...] = (0,)
    while True:
        found = _paths_of_length(geometry, len(best), first_only=True)
        if not found:
            return list(best)
        best = found[0]


def longest_paths(n: int) -> list[tuple[int, ...]]:
    """Every longest uncrossed path (LONGEST_MOVES[n] moves) in both directions, sorted; for n = 8 only the
    images of LONGEST_8X8 (other 35-move paths exist but are not searched)."""
    _check_size(n)
    geometry = Geometry(n)
    if n == 8:
        return _images(geometry, [LONGEST_8X8])
    return _images(geometry, _paths_of_length(geometry, LONGEST_MOVES[n], first_only=False))


def straightforward_longest_path(n: int) -> list[int]:
    """The baseline: a longest path by plain exhaustive depth-first search from every start square, with the
    crossing table but no symmetry, no bounds and no growing from the middle. 7x7 takes minutes in CPython."""
    _check_size(n)
    geometry = Geometry(n)
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


def solve_json(n: int) -> dict:
    """What `solve uncrossed-knight --size N --json` prints: {"length": moves, "path": [cells]}."""
    path = longest_path(n)
    return {"length": len(path) - 1, "path": path}


# --- the puzzle ------------------------------------------------------------------------------------
def _check_size(n) -> None:
    if isinstance(n, bool) or not isinstance(n, int) or not MIN_SIZE <= n <= MAX_SIZE:
        raise PuzzleError(f"the uncrossed knight's path comes in sizes {MIN_SIZE} to {MAX_SIZE}, not {n!r}")


def size_from_position(text: str) -> int:
    """A path does not say its board: positions given without a size are read on the default board."""
    return DEFAULT_SIZE


class UncrossedKnight(Puzzle):
    """Draw a knight's path, square by square, as long as possible without two moves crossing.

    A position is the path, a tuple of cells; a move is the cell the path goes to next ("+C"). Moves only
    extend the path; its one predecessor is the path without its last square. The goal is a path of
    LONGEST_MOVES[n] moves. The segment geometry and (for hints) the longest paths are built on first use.
    """

    name = "uncrossed-knight"
    title = "Uncrossed knight's path"
    reversible = False
    tabled = False  # answered by UncrossedOracle

    def __init__(self, size: int = DEFAULT_SIZE):
        _check_size(size)
        self.size = size
        self.cells = size * size
        self.longest = LONGEST_MOVES[size]
        self.exact = size <= EXACT_MAX_SIZE  # every longest path is known (else only LONGEST_8X8's images)
        self._geometry: Geometry | None = None
        self._longest_paths: list[tuple[int, ...]] | None = None
        self._reach: dict[tuple[int, ...], tuple[int, list[int], bool]] = {}  # kept answers of `reach`

    @property
    def geometry(self) -> Geometry:
        if self._geometry is None:
            self._geometry = Geometry(self.size)
        return self._geometry

    def longest_paths(self) -> list[tuple[int, ...]]:
        """Every longest path (both directions); for 8x8 only the images of the shipped path. Kept."""
        if self._longest_paths is None:
            self._longest_paths = run_to_end(self._longest_paths_steps())
        return self._longest_paths

    def _longest_paths_steps(self):
        """`longest_paths` as a generator of progress {"message", "fraction"}; returns the paths and keeps them."""
        if self._longest_paths is None:
            message = f"Finding every {self.longest}-move path"
            yield {"message": message, "fraction": 0.0}
            if self.size > EXACT_MAX_SIZE:
                paths = _images(self.geometry, [LONGEST_8X8])
            else:
                search = _path_search_steps(self.geometry, self.longest, first_only=False)
                while True:
                    try:
                        fraction = next(search)
                    except StopIteration as finished:
                        paths = _images(self.geometry, finished.value)
                        break
                    yield {"message": message, "fraction": fraction}
            self._longest_paths = paths
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

    def summary(self, position, oracle) -> str | None:
        """What is known about the longest path from here, in moves."""
        position = tuple(position)
        best, made = self.longest, self.moves_made(position)
        if self.is_goal(position):
            return f"Solved: {best} moves, the longest path there is on this board."
        if not position:
            return f"Pick a square to start: the longest path on this board is {best} moves."
        if oracle.distance(position) is not None:
            return f"{made} of {best} moves: the longest path can still be reached."
        if not isinstance(oracle, UncrossedOracle):
            return None  # play without distances: the search that `reach` needs was cancelled
        total, _extension, proved = self.reach(position)
        if not any(True for _ in self.successors(position)):
            return f"This path ends at {made} moves, {best - made} short of the longest ({best})."
        if proved:
            return f"The longest path from here is {total} moves, {best - total} short of the best ({best})."
        if self.exact:
            return (f"The best ({best} moves) can't be reached from here; a path of {total} moves still can "
                    "(the search stopped there).")
        return (f"No known {best}-move path begins like this; the longest found from here is {total} moves "
                "(the search stopped there).")

    def advice(self, position) -> dict:
        """{"cell": c, "exact": bool, "reach": moves}: a square that continues the longest path known from here
        (a longest path while one can still be reached, else the longest extension `reach` finds); or
        {"none": reason, "exact": True} when the path is finished or cannot grow."""
        position = tuple(position)
        if self.is_goal(position):
            return {"none": f"solved: {self.longest} moves, the longest there is", "exact": True}
        following = sorted({path[len(position)] for path in self.continuations(position)})
        if following:
            return {"cell": following[0], "exact": self.exact, "reach": self.longest}
        total, extension, proved = self.reach(position)
        if not extension:
            return {"none": f"no square is left to go to: this path ends at {self.moves_made(position)} moves",
                    "exact": True}
        return {"cell": extension[0], "exact": proved, "reach": total}

    def goal_position(self) -> None:
        """No goal position to show: any path of the longest length is a goal."""
        return None

    def palette(self) -> dict:
        """The editor draws a path square by square: {"kind": "path"}."""
        return {"kind": "path"}

    def random_position(self, rng):
        raise PuzzleError("The uncrossed knight's path has no random positions: a game draws a path from the empty "
                          "board, so start there (the editor opens any path you draw).")

    # --- how a person plays it ---------------------------------------------------------------------
    def view(self, position) -> dict:
        return {"path": list(position)}

    def place_name(self, cell: int) -> str:
        return chess_name(cell, self.size, self.size)

    def move_cells(self, position, move: int, after) -> dict:
        if not position:
            return {"touches": [[move]], "motion": [[None, move]], "label": f"start on {self.place_name(move)}"}
        return {"touches": [[move]], "motion": [[position[-1], move]],
                "label": f"knight from {self.place_name(position[-1])} to {self.place_name(move)}"}

    def why_not(self, position, touched: list[int]) -> str:
        cell = touched[-1]
        position = tuple(position)
        name = self.place_name(cell)
        if self.is_goal(position):
            return "The path is already as long as any path on this board can be."
        if not position:
            return "Choose one square to start the path on."
        if cell in position:
            return f"Square {name} is already on the path: each square is visited once."
        last = position[-1]
        if (last, cell) not in self.geometry.segment:
            return (f"The knight can't jump from {self.place_name(last)} to {name}: it moves two squares one way "
                    "and one square the other.")
        crossed = self.crossing(position, cell)
        if crossed is not None:
            return (f"A jump to {name} would cross the jump {self.place_name(crossed[0])}-"
                    f"{self.place_name(crossed[1])}: the path never crosses itself.")
        return f"The knight can't go to {name} now."

    def crossing(self, position, cell: int) -> tuple[int, int] | None:
        """The earlier segment (a, b) that a move from the path's last square to `cell` would cross, first
        in path order; None when it crosses none. For the board to show the crossing."""
        return self.geometry.crossed(tuple(position), cell)

    def why_illegal(self, position, move) -> str:
        cell = move
        if not position:
            return f"cell {cell} is off the board (0-{self.cells - 1})"
        last = position[-1]
        if cell in position:
            return f"square {cell} is already on the path"
        if (last, cell) not in self.geometry.segment:
            return f"cells {last} and {cell} are not a knight's move apart"
        crossed = self.crossing(position, cell)
        if crossed is not None:
            return f"that move crosses the segment {crossed[0]}-{crossed[1]}"
        return f"+{cell} is not a legal move here"

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
            raise PuzzleError("an uncrossed knight's path is text like 0-17-34")
        text = text.strip()
        if not text:
            return ()
        parts = text.split("-")
        if not all(part.isdigit() for part in parts):
            raise PuzzleError(f"bad path {text!r}: write its squares as cell numbers joined by -, e.g. 0-17-34")
        path = tuple(int(part) for part in parts)
        for cell in path:
            if cell >= self.cells:
                raise PuzzleError(f"cell {cell} is off the board (0-{self.cells - 1})")
        problem = self.geometry.problem(path)
        if problem is not None:  # each square once, knight's moves, no crossing: the path's rules
            raise BrokenInvariant(problem, "the path's rules")
        return path

    def format(self, position) -> str:
        return "-".join(str(cell) for cell in position)

    def parse_move(self, text: str) -> int:
        if not isinstance(text, str):
            raise PuzzleError("a move is text like +17")
        text = text.strip()
        if text == "-":
            raise PuzzleError("take a square back with Undo")
        if len(text) < 2 or text[0] != "+" or not text[1:].isdigit():
            raise PuzzleError(f"bad move {text!r}: write +17 to take the path to cell 17")
        cell = int(text[1:])
        if cell >= self.cells:
            raise PuzzleError(f"bad move {text!r}: cell {cell} is off the board (0-{self.cells - 1})")
        return cell

    @staticmethod
    def format_move(move: int) -> str:
        return f"+{move}"

    # --- description ---------------------------------------------------------------------------------
    def describe(self) -> dict:
        return {
            "id": self.name, "title": self.title, "family": "path",
            "board": {"kind": "path", "rows": self.size, "columns": self.size},
            "size": self.size, "sizes": [MIN_SIZE, MAX_SIZE],
            "start": "", "longest": self.longest,
            "rules": (f"Draw a knight's path, square by square, that never crosses itself: {self.longest} "
                      "moves is the longest there is on this board. A move that would cross an earlier one "
                      "is refused; Undo takes squares back."),
        }

    def render_text(self, position) -> str:
        """The board with each square's place on the path (1 = start) and '.' for the rest."""
        order = {cell: index + 1 for index, cell in enumerate(position)}
        width = len(str(len(position))) if position else 1
        rows = []
        for row in range(self.size):
            rows.append(" ".join(str(order.get(row * self.size + column, ".")).rjust(width)
                                 for column in range(self.size)))
        return "\n".join(rows)


class UncrossedOracle(Oracle):
    """Distances for UncrossedKnight, in knight's moves: a path that begins some longest path is (longest - its
    moves) from the goal (the empty path: longest; picking the first square costs nothing, see `move_cost`);
    for any other path the longest can no longer be reached (None). Exact for n <= 7, where every longest path
    is searched once; for 8x8 only the shipped path's 16 images are known, so None there means "not the start
    of a known longest path" rather than a proof. What such a path can still reach is `UncrossedKnight.reach`.
    `generated`: longest paths known.
    """

    def __init__(self, puzzle: UncrossedKnight):
        self.puzzle = puzzle
        self.paths = puzzle.longest_paths()
        self.generated = len(self.paths)
        self.exact = puzzle.exact  # False: None means "no known longest path", not a proof

    def _continuations(self, position) -> list[tuple[int, ...]]:
        position = tuple(position)
        return [path for path in self.paths if path[:len(position)] == position]

    def distance(self, position) -> int | None:
        if not self._continuations(position):
            return None
        return self.puzzle.longest - self.puzzle.moves_made(position)

    def optimal_moves(self, position) -> list[int]:
        depth = len(position)
        return sorted({path[depth] for path in self._continuations(position) if len(path) > depth})

    def solution(self, position) -> tuple[list, list]:
        """(moves, positions from `position` to the goal inclusive) along the first longest path beginning
        with `position` (the same shape as DistanceTable.solution); ValueError when none begins so."""
        position = tuple(position)
        continuations = self._continuations(position)
        if not continuations:
            raise ValueError("no known longest path begins with this path")
        path = continuations[0]
        moves = list(path[len(position):])
        return moves, [path[:index] for index in range(len(position), len(path) + 1)]
