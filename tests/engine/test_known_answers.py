"""Known answers from the literature: the distance tables and searches must reproduce them."""

import pytest

from puzzlelab.puzzles import get_puzzle
from puzzlelab.tables import reachable_from

from engine_support import table_for

# OEIS A089473: number of 8-puzzle positions at each distance 0..31 from the goal 12345678.
A089473 = [1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529,
           10878, 16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2]


def test_knight_exchange_takes_16_moves():
    puzzle = get_puzzle("knight-exchange")
    assert table_for("knight-exchange").distance(puzzle.start()) == 16


def test_knight_exchange_has_18480_positions_all_connected():
    table = table_for("knight-exchange")
    assert table.solvable_count == 18480 == get_puzzle("knight-exchange").space_size
    assert len(reachable_from(get_puzzle("knight-exchange"))) == 18480


def test_knight_exchange_farthest_are_3_positions_at_22():
    table = table_for("knight-exchange")
    assert table.max_distance == 22
    farthest = table.farthest()
    assert len(farthest) == 3
    assert all(table.distance(p) == 22 for p in farthest)


def test_guarini_takes_16_moves():
    puzzle = get_puzzle("guarini")
    assert table_for("guarini").distance(puzzle.start()) == 16


def test_eight_puzzle_has_181440_solvable_positions():
    assert table_for("8-puzzle").solvable_count == 181440


def test_eight_puzzle_farthest_are_exactly_the_two_31_move_positions():
    table = table_for("8-puzzle")
    assert table.max_distance == 31
    assert sorted(table.farthest()) == ["64785.321", "8672543.1"]


def test_eight_puzzle_histogram_is_oeis_a089473():
    assert table_for("8-puzzle").histogram() == A089473


@pytest.mark.parametrize("size", range(1, 9))
def test_frog_jump_takes_n_squared_plus_2n_moves(size):
    puzzle = get_puzzle("frog-jump", size)
    assert table_for("frog-jump", size).distance(puzzle.start()) == size * size + 2 * size


def test_frog_jump_three_has_42_dead_ends_among_72_reachable():
    puzzle = get_puzzle("frog-jump", 3)
    reachable = reachable_from(puzzle)
    assert len(reachable) == 72
    assert len(table_for("frog-jump", 3).dead_ends()) == 42
