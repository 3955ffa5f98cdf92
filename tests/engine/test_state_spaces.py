"""The whole state space of every tabled puzzle, every size (found through the registry, so a new puzzle is covered):
positions drawn from all ranks of its distance table (hypothesis), and every position where the space is small.
A table is right when distance 0 is exactly the goals, each optimal move lowers the distance by one and no move by
more, and the positions that cannot reach the goal lead only to such positions; the engine's requests must agree
with it, and well-formed positions outside the table must be refused with a reason.
(test_properties.py draws positions by random play from the start; here any rank may come up.)
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from math import factorial

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from puzzlelab.api import tabled_puzzles
from puzzlelab.puzzle import PuzzleError, unplayable
from puzzlelab.tables import UNREACHABLE, table_key

from engine_support import table_for

PUZZLES = tabled_puzzles()
TABLED = [pytest.param(puzzle, id=table_key(puzzle)) for puzzle in PUZZLES]
EXHAUSTIVE_LIMIT = 6_000  # spaces up to this many ranks are checked whole, every position
SMALL = [pytest.param(puzzle, id=table_key(puzzle)) for puzzle in PUZZLES if puzzle.space_size <= EXHAUSTIVE_LIMIT]
PERMUTED = [pytest.param(puzzle, id=table_key(puzzle)) for puzzle in PUZZLES
            if puzzle.cells_text and puzzle.fixed_counts]
SLOW = [HealthCheck.too_slow, HealthCheck.function_scoped_fixture]  # one engine (the fixture) for every example
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=SLOW)

_solvable: dict[str, list[int]] = {}


def table_of(puzzle):
    return table_for(puzzle.name, puzzle.size)


def solvable_ranks(puzzle) -> list[int]:
    key = table_key(puzzle)
    if key not in _solvable:
        _solvable[key] = [rank for rank, depth in enumerate(table_of(puzzle).distances) if depth != UNREACHABLE]
    return _solvable[key]


def ask(reply, puzzle, request: str, **args) -> dict:
    """{"ok", "result" or "error"} of one request about `puzzle` through the `reply` fixture (Engine.handle, the
    engine answering from this session's table, handed over as the shipped bytes), as the page and command line ask."""
    args = {"puzzle": puzzle.name, **args}
    if puzzle.size is not None:
        args["size"] = puzzle.size
    return reply(request, **args)


def any_rank(puzzle):
    """A rank of the whole space (most of some spaces cannot reach the goal), or one that can reach it."""
    ranks = solvable_ranks(puzzle)
    return st.one_of(st.integers(0, puzzle.space_size - 1), st.integers(0, len(ranks) - 1).map(ranks.__getitem__))


def check_locally(puzzle, table, position) -> None:
    """Distance 0 exactly at the goals; from a finite distance d every move leads to d-1 or more (or nowhere), some
    move to d-1 when d > 0, and those are the table's optimal moves; from a position that cannot reach the goal no
    move leads to one that can; a position the engine refuses (unplayable) has no distance. Holding at every
    position, these make the table the true distance."""
    distance = table.distance(position)
    if unplayable(puzzle, position) is not None:  # outside play (a river bank where someone is eaten): refused
        assert distance is None, f"{puzzle.format(position)} is refused, yet the table has it {distance} from the goal"
        return
    assert puzzle.is_goal(position) == (distance == 0), f"{puzzle.format(position)}: goal, distance {distance}"
    after = [(move, table.distance(following)) for move, following in puzzle.successors(position)]
    if distance is None:
        assert all(depth is None for _move, depth in after), \
            f"{puzzle.format(position)} cannot reach the goal, yet a move leads to a position that can"
        return
    for move, depth in after:
        assert depth is None or depth >= distance - 1, \
            f"{puzzle.format_move(move)} from {puzzle.format(position)} lowers the distance {distance} to {depth}"
    lowering = {move for move, depth in after if depth == distance - 1}
    assert set(table.optimal_moves(position)) == lowering
    assert distance == 0 or lowering, f"{puzzle.format(position)} at distance {distance} has no optimal move"


@pytest.mark.parametrize("puzzle", TABLED)
@SETTINGS
@given(data=st.data())
def test_any_position_of_the_space_fits_the_table(puzzle, data):
    table = table_of(puzzle)
    rank = data.draw(any_rank(puzzle), label="rank")
    position = puzzle.unrank(rank)
    assert puzzle.rank(position) == rank
    check_locally(puzzle, table, position)
    distance = table.distance(position)
    if distance is not None:
        moves, path = table.solution(position)
        assert len(moves) == distance and path[0] == position and puzzle.is_goal(path[-1])
        for before, move, after in zip(path, moves, path[1:]):
            assert puzzle.apply(before, move) == after


@pytest.mark.parametrize("puzzle", SMALL)
def test_every_position_of_a_small_space_fits_the_table(puzzle):
    table = table_of(puzzle)
    for rank in range(puzzle.space_size):
        position = puzzle.unrank(rank)
        assert puzzle.rank(position) == rank
        check_locally(puzzle, table, position)
    assert table.histogram()[0] == len(set(puzzle.goals())), "the goals are not exactly the positions at distance 0"


@pytest.mark.parametrize("puzzle", TABLED)
@settings(max_examples=25, deadline=None, suppress_health_check=SLOW)
@given(data=st.data())
def test_state_and_check_agree_with_the_table(reply, puzzle, data):
    table = table_of(puzzle)
    position = puzzle.unrank(data.draw(any_rank(puzzle), label="rank"))
    text = puzzle.format(position)
    distance = table.distance(position)
    state = ask(reply, puzzle, "state", position=text)
    checked = ask(reply, puzzle, "check", position=text)  # after the state: the table is loaded, check reads it
    assert checked["ok"], checked
    checked = checked["result"]
    if distance is None:
        # Refused outright (a rule says it can never be solved), or answered: no distance, a dead end.
        assert not state["ok"] or (state["result"]["distance"] is None and state["result"]["dead_end"])
        assert not checked["valid"] and checked["reason"] and checked["invariant"], checked
        return
    assert state["ok"], state
    state = state["result"]
    assert state["position"] == text and state["distance"] == distance and state["solved"] == (distance == 0)
    assert set(state["optimal_moves"]) == {puzzle.format_move(move) for move in table.optimal_moves(position)}
    for move in state["moves"]:
        assert move["distance"] == table.distance(puzzle.apply(position, puzzle.parse_move(move["move"])))
    assert checked["valid"] and checked["distance"] == distance and checked["reason"] is None
    solved = ask(reply, puzzle, "solve", position=text)["result"]
    assert solved["distance"] == distance == len(solved["moves"])
    assert puzzle.is_goal(puzzle.parse(solved["positions"][-1]))


def in_table(puzzle, position) -> bool:
    try:
        return puzzle.unrank(puzzle.rank(position)) == position
    except (PuzzleError, ValueError, IndexError, KeyError):
        return False


def expect_refused(reply, puzzle, text: str) -> None:
    """A well-formed looking `text` whose position is not in the table: the engine says why it can't be played."""
    checked = ask(reply, puzzle, "check", position=text)
    assert checked["ok"], checked
    checked = checked["result"]
    assert not checked["valid"] and checked["reason"] and checked["invariant"], checked
    state = ask(reply, puzzle, "state", position=text)
    assert not state["ok"] or state["result"]["distance"] is None, state


@pytest.mark.parametrize("puzzle", PERMUTED)
@settings(max_examples=30, deadline=None, suppress_health_check=SLOW)
@given(data=st.data())
def test_any_arrangement_of_the_pieces_is_in_the_table_or_refused(reply, puzzle, data):
    """The start's pieces in any order: a position of the table (the engine agrees with it) or one the engine
    refuses with a reason (outside the table: a swapped 8-puzzle, oshidori's blanks apart)."""
    text = "".join(data.draw(st.permutations(puzzle.format(puzzle.start())), label="pieces"))
    try:
        position = puzzle.parse(text)
    except PuzzleError:
        return expect_refused(reply, puzzle, text)
    if not in_table(puzzle, position):
        return expect_refused(reply, puzzle, text)
    distance = table_of(puzzle).distance(position)
    checked = ask(reply, puzzle, "check", position=text, search=True)["result"]  # the table loaded if need be
    assert checked["valid"] == (distance is not None) and checked["distance"] == distance, checked


@pytest.mark.parametrize("puzzle", PERMUTED)
def test_a_swap_that_leaves_the_table_is_refused(reply, puzzle):
    """The goal with two different pieces swapped, the first such swap that is outside the table (the classic
    unsolvable 8-puzzle); puzzles whose table holds every arrangement have none."""
    goal = list(puzzle.format(puzzle.goals()[0]))
    for first, second in combinations(range(len(goal)), 2):
        if goal[first] == goal[second]:
            continue
        swapped = goal.copy()
        swapped[first], swapped[second] = swapped[second], swapped[first]
        text = "".join(swapped)
        try:
            outside = not in_table(puzzle, puzzle.parse(text))
        except PuzzleError:
            outside = True
        if outside:
            return expect_refused(reply, puzzle, text)
    # Every swap is in the table: then it holds every arrangement of the pieces (knights, frogs, numbers).
    arrangements = factorial(len(goal))
    for count in Counter(goal).values():
        arrangements //= factorial(count)
    assert puzzle.space_size == arrangements, "no swap leaves the table, yet it does not hold every arrangement"
