"""Shared helpers for the engine tests that are needed at import time (conftest.py holds the fixtures): puzzles,
their distance tables (built once per session), hypothesis strategies that draw reachable positions by random play
from the start (and a decorator running a test over them), the hypothesis settings of a property test that uses the
`engine` fixture, an uncrossed knight's path checker independent of the engine (with a brute-force search of every
longest path built on it), and the 15-puzzle's: Korf's instances, the full databases when built, random walks from
the goal, moves replayed."""

from fractions import Fraction

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from puzzlelab.puzzles import get_puzzle
from puzzlelab.puzzles.fifteen import pdb
from puzzlelab.puzzles.fifteen.board import GOAL_BOARD, NEIGHBOURS
from puzzlelab.puzzles.fifteen.patterns import PatternHeuristic
from puzzlelab.tables import DistanceTable

HEADLINE = [("knight-exchange", None), ("guarini", None), ("8-puzzle", None), ("frog-jump", 3), ("frog-jump", 5)]

_tables = {}

ONE_ENGINE = settings(suppress_health_check=[HealthCheck.function_scoped_fixture])
"""For property tests with the `engine` fixture: one engine serves every example (it only keeps oracles), so
hypothesis need not warn that the fixture is not made afresh per example. Use as settings(ONE_ENGINE, ...)."""


def table_for(name, size=None):
    """The distance table of a puzzle, built once per test session."""
    key = (name, size)
    if key not in _tables:
        _tables[key] = DistanceTable.build(get_puzzle(name, size))
    return _tables[key]


@st.composite
def reachable_positions(draw, puzzle, max_steps=60):
    """A position reached from the start by up to `max_steps` random legal moves."""
    position = puzzle.start()
    steps = draw(st.integers(0, max_steps))
    for _ in range(steps):
        moves = list(puzzle.successors(position))
        if not moves:
            break
        position = moves[draw(st.integers(0, len(moves) - 1))][1]
    return position


def over_reachable_positions(cases, examples: int, max_steps: int = 60):
    """Decorate test(name, size, puzzle, position) into a hypothesis test run on each (name, size) of `cases` (pairs
    or pytest.param) with `examples` positions of that puzzle, each reached by up to `max_steps` random moves."""
    def decorate(test):
        @pytest.mark.parametrize("name,size", cases)
        @settings(max_examples=examples, deadline=None)
        @given(data=st.data())
        def run(name, size, data):
            puzzle = get_puzzle(name, size)
            test(name, size, puzzle, data.draw(reachable_positions(puzzle, max_steps)))
        run.__name__, run.__doc__ = test.__name__, test.__doc__
        return run
    return decorate


# --- uncrossed knight's paths, checked without the engine's geometry ----------------------------------------
def intersect_exactly(p, q, r, s):
    """The point where segments pq and rs meet, by solving p + t(q-p) = r + u(s-r) in fractions; None when they are
    parallel or meet outside both."""
    dx1, dy1 = q[0] - p[0], q[1] - p[1]
    dx2, dy2 = s[0] - r[0], s[1] - r[1]
    det = dx1 * dy2 - dy1 * dx2
    if det == 0:
        return None  # knight moves on one line never overlap: they are unit steps along it
    t = Fraction((r[0] - p[0]) * dy2 - (r[1] - p[1]) * dx2, det)
    u = Fraction((r[0] - p[0]) * dy1 - (r[1] - p[1]) * dx1, det)
    if 0 <= t <= 1 and 0 <= u <= 1:
        return (p[0] + t * dx1, p[1] + t * dy1)
    return None


def is_uncrossed_knights_path(board, path):
    """Whether `path` (row-major cells) is an uncrossed knight's path on `board` (n for n x n, or (rows, columns)):
    on the board, legal knight moves, no square twice, and no two moves meeting except consecutive ones at their
    common square."""
    rows, columns = (board, board) if isinstance(board, int) else board
    points = [divmod(cell, columns) for cell in path]
    if any(not 0 <= cell < rows * columns for cell in path) or len(set(path)) != len(path):
        return False
    if any(sorted((abs(a[0] - b[0]), abs(a[1] - b[1]))) != [1, 2] for a, b in zip(points, points[1:])):
        return False
    segments = list(zip(points, points[1:]))
    for i in range(len(segments)):
        for j in range(i + 1, len(segments)):
            meet = intersect_exactly(*segments[i], *segments[j])
            if meet is not None and not (j == i + 1 and meet == segments[i][1]):
                return False
    return True


def all_longest_by_brute_force(board):
    """(the longest length, every longest path in both directions) on `board` (n or (rows, columns)), by plain
    depth-first search from every square with knight jumps and exact intersections (no engine geometry)."""
    rows, columns = (board, board) if isinstance(board, int) else board
    points = [divmod(cell, columns) for cell in range(rows * columns)]
    jumps = [[t for t in range(rows * columns)
              if sorted((abs(points[t][0] - points[c][0]), abs(points[t][1] - points[c][1]))) == [1, 2]]
             for c in range(rows * columns)]
    best, found = 0, set()

    def crosses(path, target):
        p, q = points[path[-1]], points[target]
        for a, b in zip(path, path[1:]):
            meet = intersect_exactly(p, q, points[a], points[b])
            if meet is not None and not (b == path[-1] and meet == p):
                return True
        return False

    def walk(path):
        nonlocal best
        moves = len(path) - 1
        if moves > best:
            best = moves
            found.clear()
        if moves == best:
            found.add(tuple(path))
        for target in jumps[path[-1]]:
            if target not in path and not crosses(path, target):
                walk(path + [target])

    for start in range(rows * columns):
        walk([start])
    return best, found


# ---------------------------------------------------------------- the 15-puzzle

KORF = Path(__file__).resolve().parents[2] / "bench" / "data" / "korf100.txt"


def korf_instances() -> list[dict]:
    """Korf's 100 (bench/data/korf100.txt): {"number", "length" (optimal), "manhattan_nodes" (his IDA*'s count),
    "position" (our notation), "korf" (his tiles)}, in his order."""
    rows = []
    for line in KORF.read_text().splitlines():
        if line.startswith("#") or not line.strip():
            continue
        number, length, nodes, position, *tiles = line.split()
        rows.append({"number": int(number), "length": int(length), "manhattan_nodes": int(nodes),
                     "position": position, "korf": [int(t) for t in tiles]})
    return rows


def easiest(count: int) -> list[dict]:
    """The `count` instances Korf's own search found easiest."""
    return sorted(korf_instances(), key=lambda row: row["manhattan_nodes"])[:count]


def full_heuristic():
    """The 6-6-3 databases when built (.build/pdb and the other folders pdb.find looks in); the test is skipped
    without them."""
    tables = [pdb.find(4, 4, tiles) for tiles in pdb.FIFTEEN_PARTITION]
    if any(table is None for table in tables):
        pytest.skip("the 15-puzzle's pattern databases are not built (python3 build.py)")
    return PatternHeuristic(pdb.FIFTEEN_PARTITION, tables)


def walk(steps: int, seed: int) -> list[int]:
    """The goal board after `steps` random slides."""
    rng = random.Random(seed)
    board = list(GOAL_BOARD)
    for _ in range(steps):
        blank = board.index(0)
        cell = rng.choice(NEIGHBOURS[blank])
        board[blank], board[cell] = board[cell], 0
    return board


def replay(board, moves) -> list[int]:
    """The board after (from, to) slides, each checked to move a tile next to the blank into it."""
    board = list(board)
    for source, target in moves:
        assert board[target] == 0 and target in NEIGHBOURS[source]
        board[target], board[source] = board[source], 0
    return board
