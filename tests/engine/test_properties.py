"""Invariants over random reachable positions of every headline puzzle (hypothesis)."""

import pytest
from hypothesis import given, settings, strategies as st

from puzzlelab.puzzles import get_puzzle
from puzzlelab.search import bidirectional_bfs, ida_star

from engine_support import HEADLINE, reachable_positions, table_for

PUZZLES = [pytest.param(name, size, id=f"{name}-{size}" if size else name) for name, size in HEADLINE]


def positions(name, size):
    return reachable_positions(get_puzzle(name, size))


@pytest.mark.parametrize("name,size", PUZZLES)
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_optimal_moves_lower_distance_by_one_and_no_other_move_does(name, size, data):
    table = table_for(name, size)
    puzzle = table.puzzle
    position = data.draw(positions(name, size))
    distance = table.distance(position)
    optimal = set(table.optimal_moves(position))
    for move, after in puzzle.successors(position):
        after_distance = table.distance(after)
        lowers = distance is not None and after_distance == distance - 1
        assert lowers == (move in optimal)
    if distance:
        assert optimal, "a position with a finite distance above 0 has an optimal move"


@pytest.mark.parametrize("name,size", PUZZLES)
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_solution_is_legal_ends_at_goal_and_has_distance_moves(name, size, data):
    table = table_for(name, size)
    puzzle = table.puzzle
    position = data.draw(positions(name, size))
    distance = table.distance(position)
    if distance is None:
        return
    moves, path = table.solution(position)
    assert len(moves) == distance and path[0] == position and puzzle.is_goal(path[-1])
    for before, move, after in zip(path, moves, path[1:]):
        assert puzzle.apply(before, puzzle.parse_move(puzzle.format_move(move))) == after


@pytest.mark.parametrize("name,size", PUZZLES)
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_positions_and_moves_round_trip_through_text(name, size, data):
    puzzle = get_puzzle(name, size)
    position = data.draw(positions(name, size))
    text = puzzle.format(position)
    assert puzzle.parse(text) == position
    assert puzzle.format(puzzle.parse(text)) == text
    for move in puzzle.moves(position):
        assert puzzle.parse_move(puzzle.format_move(move)) == move


@pytest.mark.parametrize("name,size", PUZZLES)
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_predecessors_are_exactly_the_positions_with_a_move_here(name, size, data):
    puzzle = get_puzzle(name, size)
    position = data.draw(positions(name, size))
    for previous in puzzle.predecessors(position):
        assert position in [after for _move, after in puzzle.successors(previous)]
    for _move, after in puzzle.successors(position):
        assert position in list(puzzle.predecessors(after))


@pytest.mark.parametrize("name,size", PUZZLES)
@settings(max_examples=15, deadline=None)
@given(data=st.data())
def test_bidirectional_and_ida_star_agree_with_the_table(name, size, data):
    table = table_for(name, size)
    position = data.draw(reachable_positions(table.puzzle, 25))
    expected = table.distance(position)
    bidirectional = bidirectional_bfs(table.puzzle, position)
    assert bidirectional.distance == expected
    if expected is not None:
        ida = ida_star(table.puzzle, position)
        assert ida.distance == expected
        for result in (bidirectional, ida):
            assert table.puzzle.is_goal(result.positions[-1])


@pytest.mark.parametrize("name,size", PUZZLES)
@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_lower_bound_never_exceeds_the_distance(name, size, data):
    table = table_for(name, size)
    position = data.draw(positions(name, size))
    distance = table.distance(position)
    if distance is not None:
        assert table.puzzle.lower_bound(position) <= distance
