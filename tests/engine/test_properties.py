"""Invariants over random reachable positions of every headline puzzle (hypothesis)."""

import pytest

from puzzlelab.search import bidirectional_bfs, ida_star

from engine_support import HEADLINE, over_reachable_positions, table_for

PUZZLES = [pytest.param(name, size, id=f"{name}-{size}" if size else name) for name, size in HEADLINE]


@over_reachable_positions(PUZZLES, 60)
def test_optimal_moves_lower_distance_by_one_and_no_other_move_does(name, size, puzzle, position):
    table = table_for(name, size)
    distance = table.distance(position)
    optimal = set(table.optimal_moves(position))
    for move, after in puzzle.successors(position):
        after_distance = table.distance(after)
        lowers = distance is not None and after_distance == distance - 1
        assert lowers == (move in optimal)
    if distance:
        assert optimal, "a position with a finite distance above 0 has an optimal move"


@over_reachable_positions(PUZZLES, 40)
def test_solution_is_legal_ends_at_goal_and_has_distance_moves(name, size, puzzle, position):
    table = table_for(name, size)
    distance = table.distance(position)
    if distance is None:
        return
    moves, path = table.solution(position)
    assert len(moves) == distance and path[0] == position and puzzle.is_goal(path[-1])
    for before, move, after in zip(path, moves, path[1:]):
        assert puzzle.apply(before, puzzle.parse_move(puzzle.format_move(move))) == after


@over_reachable_positions(PUZZLES, 60)
def test_positions_and_moves_round_trip_through_text(name, size, puzzle, position):
    text = puzzle.format(position)
    assert puzzle.parse(text) == position
    assert puzzle.format(puzzle.parse(text)) == text
    for move in puzzle.moves(position):
        assert puzzle.parse_move(puzzle.format_move(move)) == move


@over_reachable_positions(PUZZLES, 60)
def test_predecessors_are_exactly_the_positions_with_a_move_here(name, size, puzzle, position):
    for previous in puzzle.predecessors(position):
        assert position in [after for _move, after in puzzle.successors(previous)]
    for _move, after in puzzle.successors(position):
        assert position in list(puzzle.predecessors(after))


@over_reachable_positions(PUZZLES, 15, max_steps=25)
def test_bidirectional_and_ida_star_agree_with_the_table(name, size, puzzle, position):
    table = table_for(name, size)
    expected = table.distance(position)
    bidirectional = bidirectional_bfs(puzzle, position)
    assert bidirectional.distance == expected
    if expected is not None:
        ida = ida_star(puzzle, position)
        assert ida.distance == expected
        for result in (bidirectional, ida):
            assert puzzle.is_goal(result.positions[-1])


@over_reachable_positions(PUZZLES, 30)
def test_lower_bound_never_exceeds_the_distance(name, size, puzzle, position):
    table = table_for(name, size)
    distance = table.distance(position)
    if distance is not None:
        assert puzzle.lower_bound(position) <= distance
