"""The classic searches: lengths, legality, and how much each generates."""

import pytest

from puzzlelab.puzzles import get_puzzle
from puzzlelab.search import bfs, bidirectional_bfs, ida_star


def check_path(puzzle, result, start):
    assert result.positions[0] == start and puzzle.is_goal(result.positions[-1])
    for before, move, after in zip(result.positions, result.moves, result.positions[1:]):
        assert puzzle.apply(before, move) == after


def test_bidirectional_generates_a_tenth_of_one_way_bfs_on_the_hardest_8_puzzle():
    puzzle = get_puzzle("8-puzzle")
    one_way = bfs(puzzle, "8672543.1")
    both_ways = bidirectional_bfs(puzzle, "8672543.1")
    assert one_way.distance == both_ways.distance == 31
    # The source material: about 16 thousand positions against about 181 thousand.
    assert 170_000 <= one_way.generated <= 181_440
    assert 10_000 <= both_ways.generated <= 20_000
    check_path(puzzle, both_ways, "8672543.1")
    check_path(puzzle, one_way, "8672543.1")


@pytest.mark.parametrize("name", ["knight-exchange", "guarini"])
def test_every_algorithm_solves_the_knights_in_16(name):
    puzzle = get_puzzle(name)
    for search in (bfs, bidirectional_bfs, ida_star):
        result = search(puzzle, puzzle.start())
        assert result.distance == 16, search.__name__
        check_path(puzzle, result, puzzle.start())


def test_ida_star_uses_the_knights_lower_bound():
    puzzle = get_puzzle("knight-exchange")
    # Each black knight needs 2 jumps to reach the far row, each white knight too.
    assert puzzle.lower_bound(puzzle.start()) == 12
    result = ida_star(puzzle, puzzle.start())
    assert result.generated < bfs(puzzle, puzzle.start()).generated * 10


def test_frog_jump_searches_follow_irreversible_moves():
    puzzle = get_puzzle("frog-jump", 4)
    for search in (bfs, bidirectional_bfs, ida_star):
        result = search(puzzle, puzzle.start())
        assert result.distance == 24
        check_path(puzzle, result, puzzle.start())


def test_searches_report_not_found_from_a_dead_end():
    puzzle = get_puzzle("frog-jump", 3)
    dead_end = "B.BBWWW"  # two black frogs slid in a row: the gap is stuck behind them
    assert bfs(puzzle, dead_end).found is False
    assert bidirectional_bfs(puzzle, dead_end).found is False


def test_searches_from_the_goal_return_an_empty_path():
    puzzle = get_puzzle("8-puzzle")
    for search in (bfs, bidirectional_bfs, ida_star):
        result = search(puzzle, "12345678.")
        assert result.distance == 0 and result.positions == ["12345678."]
