"""Shared helpers for the engine tests that are needed at import time (conftest.py holds the fixtures): puzzles,
their distance tables (built once per session), hypothesis strategies that draw reachable positions by random play
from the start, and the hypothesis settings of a property test that uses the `engine` fixture."""

from hypothesis import HealthCheck, settings, strategies as st

from puzzlelab.puzzles import get_puzzle
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
