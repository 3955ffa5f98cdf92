"""Puzzle.unreachable_reason: every reason is true and, for the tabled puzzles, every unreachable position has one
(checked over whole spaces against the distance tables); the sliding parity rule on any rectangle against a
brute-force search; the reasons' words and invariants for known positions (data)."""

import random
from itertools import permutations

import pytest
from hypothesis import given, settings, strategies as st

from engine_support import table_for
from puzzlelab.invariants import random_solvable_tiles, sliding_parity
from puzzlelab.puzzle import BrokenInvariant, PuzzleError
from puzzlelab.puzzles import get_puzzle

TABLED = [("knight-exchange", None), ("guarini", None), ("oshidori", None), ("oshidori-black-first", None),
          ("number-reversal", None), ("farmer-crossing", None), ("missionaries", None), ("jealous-husbands", None),
          ("frog-jump", 1), ("frog-jump", 2), ("frog-jump", 3), ("frog-jump", 4)]


@pytest.mark.parametrize("name,size", TABLED)
def test_a_reason_is_given_exactly_when_the_table_says_unreachable(name, size):
    puzzle, table = get_puzzle(name, size), table_for(name, size)
    for rank in range(puzzle.space_size):
        position = puzzle.unrank(rank)
        reason = puzzle.unreachable_reason(position)
        assert (reason is None) == (table.distances[rank] != 255), puzzle.format(position)


def test_guarini_invariants_split_its_476_unsolvable_positions():
    puzzle, table = get_puzzle("guarini"), table_for("guarini")
    kinds = {}
    for rank in range(puzzle.space_size):
        reason = puzzle.unreachable_reason(puzzle.unrank(rank))
        if reason:
            kinds[reason.invariant] = kinds.get(reason.invariant, 0) + 1
    # 336 place a knight on the centre; of the other 420, the 140 with the colours alternating round the ring.
    assert kinds == {"the squares a knight can reach": 336, "the order of knights on a ring": 140}
    assert table.solvable_count == 756 - 476


KNOWN = [  # puzzle, size, position, invariant, words the reason must hold
    ("8-puzzle", None, "21345678.", "tile parity", ["1 pair of tiles is out of order", "passes 2 others"]),
    ("8-puzzle", None, "12345687.", "tile parity", ["Swapping two tiles"]),
    ("guarini", None, "W.W.B...B", "the squares a knight can reach", ["knight on b2 can never move"]),
    ("guarini", None, "W.B...B.W", "the order of knights on a ring", ["can't pass each other", "ring"]),
    ("farmer-crossing", None, "WG*|FC", "safety rule", ["left bank", "wolf would eat the goat"]),
    ("farmer-crossing", None, "FWGC|*", "the boat needs a rower", ["right bank", "nobody is there"]),
    ("farmer-crossing", None, "WC*|FG", "the boat needs a rower", ["only the farmer can"]),
    ("missionaries", None, "MCC*|MMC", "safety rule", ["left bank", "cannibals would outnumber"]),
    ("missionaries", None, "CCC|MMM*", "safety rule", ["Nobody can cross from the right bank"]),
    ("jealous-husbands", None, "Ab*|aBCc", "safety rule", ["wife b would be with husband A"]),
    ("frog-jump", 3, "W.BBWBW", "no move left", ["No frog can move"]),
    ("frog-jump", 3, "BBWW.BW", "blocked frogs", ["pads 1 to 4"]),
    ("frog-jump", 2, "BW.BW", "frogs never move backwards", ["at most 2 more moves"]),
]


@pytest.mark.parametrize("name,size,position,invariant,words", KNOWN)
def test_known_unreachable_positions_say_why(name, size, position, invariant, words):
    puzzle = get_puzzle(name, size)
    reason = puzzle.unreachable_reason(puzzle.parse(position))
    assert reason is not None and reason.invariant == invariant
    for phrase in words:
        assert phrase in reason.text


@pytest.mark.parametrize("name,size,text,invariant", [
    ("knight-exchange", None, "BB.......WWW", "piece count"),
    ("frog-jump", 3, "BBB.WWB", "piece count"),
    ("oshidori", None, "BWBWBW.BW.", "the empty pair"),
    ("oshidori", None, "BWBWBWBBW.", "piece count"),
    ("uncrossed-knight", 5, "0-7-14-3-10", "the path's rules"),  # 14-3 crosses 0-7
    ("uncrossed-knight", 5, "0-7-0", "the path's rules"),
])
def test_texts_breaking_a_kept_rule_name_it(name, size, text, invariant):
    with pytest.raises(BrokenInvariant) as raised:
        get_puzzle(name, size).parse(text)
    assert raised.value.invariant == invariant and isinstance(raised.value, PuzzleError)


def _reachable(start, columns):
    """Every arrangement reachable from `start` (0 the blank) by slides, by brute force."""
    rows = len(start) // columns
    seen, frontier = {start}, [start]
    while frontier:
        following = []
        for cells in frontier:
            blank = cells.index(0)
            row, column = divmod(blank, columns)
            for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                if 0 <= row + dr < rows and 0 <= column + dc < columns:
                    other = (row + dr) * columns + column + dc
                    moved = list(cells)
                    moved[blank], moved[other] = moved[other], 0
                    moved = tuple(moved)
                    if moved not in seen:
                        seen.add(moved)
                        following.append(moved)
        frontier = following
    return seen


@pytest.mark.parametrize("rows,columns", [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2)])
def test_sliding_parity_is_exact_on_small_rectangles(rows, columns):
    goal = tuple(range(1, rows * columns)) + (0,)
    reachable = _reachable(goal, columns)
    for cells in permutations(goal):
        reason = sliding_parity(cells, goal, 0, columns)
        assert (reason is None) == (cells in reachable), cells
        if reason is not None:
            assert reason.invariant == ("tile parity" if columns % 2 else "tile parity and the blank's row")


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1), columns=st.sampled_from([2, 3, 4, 5]))
def test_random_solvable_tiles_are_solvable_arrangements_of_the_goal(seed, columns):
    goal = list(range(1, columns * columns)) + [0]
    cells = random_solvable_tiles(random.Random(seed), goal, 0, columns)
    assert sorted(cells) == sorted(goal) and sliding_parity(cells, goal, 0, columns) is None


def test_random_solvable_tiles_cover_the_solvable_half_evenly():
    goal = (1, 2, 3, 0)
    rng = random.Random(7)
    drawn = [tuple(random_solvable_tiles(rng, goal, 0, 2)) for _ in range(2400)]
    counts = {cells: drawn.count(cells) for cells in set(drawn)}
    assert set(counts) == _reachable(goal, 2) and len(counts) == 12
    assert min(counts.values()) > 120 and max(counts.values()) < 280  # 200 expected each


@settings(max_examples=80, deadline=None)
@given(data=st.data())
def test_swapping_two_tiles_flips_the_8_puzzle_between_solvable_and_not(data):
    puzzle = get_puzzle("8-puzzle")
    position = puzzle.unrank(data.draw(st.integers(0, puzzle.space_size - 1)))
    tiles = [cell for cell, char in enumerate(position) if char != "."]
    first, second = data.draw(st.lists(st.sampled_from(tiles), min_size=2, max_size=2, unique=True))
    cells = list(position)
    cells[first], cells[second] = cells[second], cells[first]
    assert puzzle.unreachable_reason(position) is None
    assert puzzle.unreachable_reason("".join(cells)).invariant == "tile parity"
