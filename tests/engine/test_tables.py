"""DistanceTable: lookups, solutions, the fast builders (8-puzzle, knights) against the generic BFS, bytes round
trip."""

import pytest

from puzzlelab.puzzles import get_puzzle
from puzzlelab.tables import UNREACHABLE, DistanceTable, backward_distances

from engine_support import table_for


@pytest.mark.parametrize("name", ["8-puzzle", "knight-exchange", "guarini"])  # guarini: 476 positions unreached
def test_fast_builders_match_the_generic_backward_bfs(name):
    puzzle = get_puzzle(name)
    assert puzzle.build_distances() is not None
    assert bytes(backward_distances(puzzle)) == table_for(name).distances


@pytest.mark.parametrize("name,size", [("knight-exchange", None), ("frog-jump", 4), ("8-puzzle", None)])
def test_table_survives_bytes_round_trip(name, size):
    table = table_for(name, size)
    again = DistanceTable.from_bytes(table.puzzle, table.to_bytes())
    assert again.distances == table.distances


def test_table_bytes_for_another_puzzle_are_refused():
    data = table_for("guarini").to_bytes()
    with pytest.raises(ValueError, match="guarini"):
        DistanceTable.from_bytes(get_puzzle("knight-exchange"), data)


def test_solution_from_start_is_optimal_and_legal():
    table = table_for("knight-exchange")
    puzzle = table.puzzle
    moves, positions = table.solution(puzzle.start())
    assert len(moves) == 16 and positions[0] == puzzle.start() and puzzle.is_goal(positions[-1])
    for before, move, after in zip(positions, moves, positions[1:]):
        assert puzzle.apply(before, move) == after


def test_dead_end_has_no_distance_no_optimal_moves_and_no_solution():
    table = table_for("frog-jump", 3)
    dead = table.dead_ends()[0]
    assert table.distance(dead) is None
    assert table.optimal_moves(dead) == []
    with pytest.raises(ValueError):
        table.solution(dead)


def test_goal_has_distance_zero_and_no_optimal_moves():
    table = table_for("8-puzzle")
    assert table.distance("12345678.") == 0
    assert table.optimal_moves("12345678.") == []


def test_guarini_positions_off_the_knights_circuit_cannot_reach_the_goal():
    table = table_for("guarini")
    # A knight on the centre square never moves on a 3x3 board.
    assert table.distance("W.W.B...B") is None
    assert UNREACHABLE in table.distances


def test_damaged_table_bytes_are_refused():
    data = bytearray(table_for("knight-exchange").to_bytes())
    data[-100] ^= 1
    with pytest.raises(ValueError, match="damaged"):
        DistanceTable.from_bytes(get_puzzle("knight-exchange"), bytes(data))
    with pytest.raises(ValueError, match="damaged"):
        DistanceTable.from_bytes(get_puzzle("knight-exchange"), table_for("knight-exchange").to_bytes()[:-1])


def test_frog_tables_of_other_sizes_are_refused():
    with pytest.raises(ValueError, match="frog-jump-4"):
        DistanceTable.from_bytes(get_puzzle("frog-jump", 4), table_for("frog-jump", 5).to_bytes())


@pytest.mark.parametrize("name,size", [("knight-exchange", None), ("guarini", None), ("frog-jump", 3),
                                       ("frog-jump", 4), ("missionaries", None)])
def test_dead_end_count_agrees_with_a_forward_search(name, size):
    table = table_for(name, size)
    assert table.dead_end_count() == len(table.dead_ends())
    assert table.histogram() == [table.distances.count(depth) for depth in range(len(table.histogram()))]


def test_the_8_puzzle_summary_counts_no_dead_ends_without_exploring():
    # Reversible and solvable from its start: every position reachable from the start can reach the goal.
    assert table_for("8-puzzle").dead_end_count() == 0
    assert table_for("frog-jump", 3).dead_end_count() > 0
