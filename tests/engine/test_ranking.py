"""rank/unrank are inverse bijections over whole spaces."""

import itertools
from math import factorial

import pytest

from puzzlelab.puzzles import get_puzzle
from puzzlelab.ranking import ArrangementRanker, rank_permutation, unrank_permutation


def test_permutation_rank_round_trips_over_all_of_s6():
    for rank in range(factorial(6)):
        assert rank_permutation(unrank_permutation(rank, 6)) == rank


def test_permutation_rank_is_lexicographic():
    perms = list(itertools.permutations(range(5)))
    assert [rank_permutation(p) for p in perms] == list(range(len(perms)))


def test_arrangement_ranker_is_lexicographic_over_whole_space():
    ranker = ArrangementRanker({"B": 2, "W": 2, ".": 3})
    arrangements = sorted(set(itertools.permutations("BBWW...")))
    assert ranker.size == len(arrangements) == 210
    assert [ranker.rank("".join(a)) for a in arrangements] == list(range(210))
    assert [ranker.unrank(r) for r in range(210)] == ["".join(a) for a in arrangements]


def test_arrangement_rank_is_its_head_share_plus_its_tail_rank():
    ranker = ArrangementRanker({"B": 3, "W": 2, ".": 2})
    for rank in range(ranker.size):
        text = ranker.unrank(rank)
        assert ranker.head_share(text[:ranker.split]) + ranker.tail_rank(text[ranker.split:]) == rank


@pytest.mark.parametrize("name,size", [("knight-exchange", None), ("guarini", None), ("frog-jump", 4)])
def test_puzzle_rank_round_trips_over_whole_space(name, size):
    puzzle = get_puzzle(name, size)
    for rank in range(puzzle.space_size):
        assert puzzle.rank(puzzle.unrank(rank)) == rank


def test_eight_puzzle_rank_round_trips_over_all_181440_positions():
    puzzle = get_puzzle("8-puzzle")
    seen = set()
    for rank in range(puzzle.space_size):
        position = puzzle.unrank(rank)
        assert puzzle.rank(position) == rank
        seen.add(position)
    assert len(seen) == 181440


def test_out_of_range_ranks_are_refused():
    with pytest.raises(ValueError):
        get_puzzle("8-puzzle").unrank(181440)
    with pytest.raises(ValueError):
        get_puzzle("knight-exchange").unrank(-1)
