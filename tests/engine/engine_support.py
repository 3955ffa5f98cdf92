"""Shared helpers for the engine tests that are needed at import time (conftest.py holds the fixtures): puzzles,
their distance tables (built once per session), hypothesis strategies that draw reachable positions by random play
from the start, the hypothesis settings of a property test that uses the `engine` fixture, and the 15-puzzle's:
Korf's instances, the full databases when built, random walks from the goal, moves replayed."""

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings, strategies as st

from puzzlelab.puzzles import get_puzzle
from puzzlelab.puzzles.fifteen import pdb
from puzzlelab.puzzles.fifteen.board import GOAL_BOARD, NEIGHBOURS
from puzzlelab.puzzles.fifteen.ida import PatternHeuristic
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
