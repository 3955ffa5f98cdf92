"""Longest uncrossed knight's path: OEIS A003192 by exact search (n <= 7), the shipped 8x8 path checked
independently, segment geometry, every longest path against brute force, hints, the oracle, notation and messages.
The rectangles R x C: tests/engine/test_uncrossed_rectangles.py. Works with puzzlelab.puzzles.uncrossed and
knight_paths; the 7x7 search makes this file take several seconds.
"""

import json
from functools import lru_cache

import pytest
from hypothesis import given, settings, strategies as st

from engine_support import all_longest_by_brute_force, intersect_exactly, is_uncrossed_knights_path
from puzzlelab.api import Engine
from puzzlelab.puzzle import PuzzleError
from puzzlelab.progress import Run
from puzzlelab.puzzles.knight_paths import (LONGEST_8X8, LONGEST_MOVES, Geometry, paths_of_length, check_path,
                                            longest_path, longest_paths, segments_cross, solve_json,
                                            straightforward_longest_path)
from puzzlelab.puzzles.uncrossed import UncrossedKnight
from puzzlelab.words import english

# OEIS A003192: moves in a longest uncrossed knight's path on the n x n board.
A003192 = {3: 2, 4: 5, 5: 10, 6: 17, 7: 24, 8: 35}


@lru_cache(maxsize=None)
def puzzle(n):
    return UncrossedKnight(n)


# --- answers -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [3, 4, 5, 6, 7])
def test_exact_search_matches_oeis_a003192(n):
    path = longest_path(n)
    assert len(path) - 1 == A003192[n] == LONGEST_MOVES[n]
    assert is_uncrossed_knights_path(n, path)
    assert check_path(n, path) is None
    # check_path accepting the path it was searched with proves little (the search walks the same tables); its
    # checker must also refuse what the independent checker refuses: every one-square extension of a longest path.
    geometry = Geometry(n)  # what check_path asks, built once here rather than once a call
    for extended in ([*path, cell] for cell in range(n * n)):
        assert not is_uncrossed_knights_path(n, extended) and geometry.problem(extended) is not None, extended


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_no_path_one_move_longer(n):
    # longest_path proves this for 7x7 too (it stops at the first length with no path)
    assert paths_of_length(Geometry(n), A003192[n] + 1, first_only=True) == []


def test_shipped_8x8_path_has_35_uncrossed_knight_moves():
    assert len(LONGEST_8X8) - 1 == 35 == A003192[8] == LONGEST_MOVES[8]
    assert len(set(LONGEST_8X8)) == 36
    assert is_uncrossed_knights_path(8, LONGEST_8X8)
    assert check_path(8, LONGEST_8X8) is None
    # What the 8x8 game is given (longest_path(8) hands back the shipped data, so comparing the two proves nothing):
    # the game itself offers each move of it in turn and calls the end the goal.
    game, position = puzzle(8), ()
    for cell in longest_path(8):
        offered = dict(game.successors(position))
        assert cell in offered, (position, cell)
        position = offered[cell]
    assert game.is_goal(position) and not game.is_goal(position[:-1])


@pytest.mark.parametrize("n", [3, 4, 5])
def test_straightforward_search_agrees(n):
    path = straightforward_longest_path(n)
    assert len(path) - 1 == A003192[n] and is_uncrossed_knights_path(n, path)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_every_longest_path_is_found(n):
    best, found = all_longest_by_brute_force(n)
    assert best == A003192[n]
    assert set(longest_paths(n)) == found


@pytest.mark.parametrize("n", [4, 5])
def test_two_arm_search_finds_a_path_of_every_length_there_is(n):
    geometry = Geometry(n)
    for total in range(A003192[n] + 2):
        found = paths_of_length(geometry, total, first_only=True)
        assert bool(found) == (total <= A003192[n])
        if found:
            assert len(found[0]) == total + 1 and is_uncrossed_knights_path(n, found[0])


def test_longest_paths_of_6x6_are_one_path_and_its_images():
    paths = longest_paths(6)
    assert len(paths) == 16
    assert all(len(p) == 18 and is_uncrossed_knights_path(6, p) for p in paths)


def test_solve_json_shape():
    answer = solve_json(6)
    assert answer["length"] == 17 and len(answer["path"]) == 18
    assert is_uncrossed_knights_path(6, answer["path"])
    # The 8x8 answer is the shipped path: check what it says, not that it equals the data it was made from.
    answer = solve_json(8)
    assert answer["length"] == len(answer["path"]) - 1 == A003192[8]
    assert is_uncrossed_knights_path(8, answer["path"])
    assert json.loads(json.dumps(answer)) == answer  # JSON as it is printed: lists, not tuples


# --- geometry ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("p, q, r, s, expected", [
    ((0, 0), (1, 2), (0, 2), (1, 0), True),     # the two diagonals of a 2x3 rectangle
    ((0, 0), (1, 2), (1, 2), (3, 3), False),    # consecutive moves meet at their square only
    ((0, 0), (1, 2), (0, 1), (1, 3), False),    # parallel
    ((0, 0), (1, 2), (2, 4), (3, 6), False),    # on one line, apart
    ((0, 0), (2, 4), (1, 2), (3, 6), True),     # on one line, overlapping
    ((0, 0), (2, 0), (1, 0), (1, 5), True),     # an end touching the other's middle
    ((0, 0), (0, 2), (0, 2), (0, 0), False),    # the same segment: only common endpoints
])
def test_segments_cross(p, q, r, s, expected):
    assert segments_cross(p, q, r, s) is expected
    assert segments_cross(r, s, p, q) is expected


@pytest.mark.parametrize("n", [3, 5, 6])
def test_crossing_table_matches_exact_intersection(n):
    geometry = Geometry(n)
    for i, (a, b) in enumerate(geometry.ends):
        for j, (c, d) in enumerate(geometry.ends):
            meet = intersect_exactly(geometry.point(a), geometry.point(b), geometry.point(c), geometry.point(d))
            shared = {a, b} & {c, d}
            expected = meet is not None and not (shared and meet == geometry.point(shared.pop()))
            assert bool(geometry.cross[i] >> j & 1) == expected


@pytest.mark.parametrize("path, message", [
    ([0, 5], "cells 0 and 5 are not a knight's move apart"),
    ([17, 4, 17], "square 17 is already on the path"),
    ([1, 12, 8, 0], "the move 8-0 crosses the segment 1-12"),
    ([0, 36], "cell 36 is off the board (0-35)"),
])
def test_check_path_reasons(path, message):
    assert english(check_path(6, path)) == message


# --- the puzzle --------------------------------------------------------------------------------------
def test_describe_and_sizes():
    description = puzzle(6).describe()
    assert description["id"] == "uncrossed-knight" and description["family"] == "path"
    assert description["board"] == {"kind": "path", "rows": 6, "columns": 6}
    assert description["size"] == 6 and description["sizes"] == [3, 8] and description["start"] == ""
    assert description["longest"] == 17 and description["rules"]
    assert UncrossedKnight().size == 6
    with pytest.raises(PuzzleError, match="sizes 3 to 8, not 9"):
        UncrossedKnight(9)


def test_moves_extend_the_path_and_undo_is_the_predecessor():
    game = puzzle(6)
    assert game.start() == ()
    assert sorted(cell for cell, _ in game.successors(())) == list(range(36))
    assert dict(game.successors((0,))) == {13: (0, 13), 8: (0, 8)}
    assert list(game.predecessors((0, 13))) == [(0,)]
    assert list(game.predecessors(())) == []
    assert list(game.successors((1, 12, 8))) and 0 not in dict(game.successors((1, 12, 8)))


def test_illegal_moves_are_refused_with_the_reason():
    game = puzzle(6)
    with pytest.raises(PuzzleError, match="^square 17 is already on the path$"):
        game.apply((17, 4), 17)
    with pytest.raises(PuzzleError, match="^cells 0 and 5 are not a knight's move apart$"):
        game.apply((0,), 5)
    with pytest.raises(PuzzleError, match="^that move crosses the segment 1-12$"):
        game.apply((1, 12, 8), 0)
    assert game.crossing((1, 12, 8), 0) == (1, 12)
    assert game.crossing((1, 12, 8), 19) is None


def test_goal_is_a_longest_path():
    game = puzzle(6)
    path = tuple(longest_path(6))
    assert game.is_goal(path)
    assert not game.is_goal(path[:-1])
    assert not game.is_goal(())


@pytest.mark.parametrize("text, message", [
    ("0-5", "cells 0 and 5 are not a knight's move apart"),
    ("17-4-17", "square 17 is already on the path"),
    ("1-12-8-0", "the move 8-0 crosses the segment 1-12"),
    ("0-13-x", "bad path '0-13-x'"),
    ("0--13", "bad path"),
    ("40", r"cell 40 is off the board \(0-35\)"),
])
def test_parse_messages(text, message):
    with pytest.raises(PuzzleError, match=message):
        puzzle(6).parse(text)


@pytest.mark.parametrize("text, message", [
    ("-", "take a square back with Undo"), ("17", "bad move '17'"), ("+36", "cell 36 is off the board"),
])
def test_parse_move_messages(text, message):
    with pytest.raises(PuzzleError, match=message.replace("+", r"\+")):
        puzzle(6).parse_move(text)


def chosen_path(game, choices):
    """The legal path that `choices` pick square by square (each taken modulo the squares open), as far as it goes."""
    path = ()
    for choice in choices:
        options = [after for _move, after in game.successors(path)]
        if not options:
            break
        path = options[choice % len(options)]
    return path


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([3, 5, 6, 8]), st.lists(st.integers(0, 10 ** 6), max_size=40))
def test_random_legal_paths_round_trip_through_text(n, choices):
    game = puzzle(n)
    path = chosen_path(game, choices)
    assert is_uncrossed_knights_path(n, path)
    text = game.format(path)
    assert game.parse(text) == path
    assert game.format_move(game.parse_move(f"+{n * n - 1}")) == f"+{n * n - 1}"


def test_empty_path_text_is_empty():
    assert puzzle(6).format(()) == "" and puzzle(6).parse("  ") == ()


# --- hints and the oracle ----------------------------------------------------------------------------
def test_hint_follows_some_longest_path():
    game = puzzle(6)
    paths = longest_paths(6)
    path = ()
    while not game.is_goal(path):
        answer = game.advice(path)
        assert answer["exact"] is True
        path = path + (answer["cell"],)
        assert any(p[:len(path)] == path for p in paths)
    assert english(game.advice(path)["none"]).startswith("solved")


def longest_extension_by_brute_force(game, path):
    """The most moves any path beginning with `path` reaches, trying every continuation."""
    following = [after for _move, after in game.successors(path)]
    if not following:
        return len(path) - 1
    return max(longest_extension_by_brute_force(game, after) for after in following)


def test_hint_off_the_longest_paths_continues_the_longest_path_from_here():
    game = puzzle(6)
    start = longest_path(6)[0]
    wrong = next(c for c, _ in game.successors((start,)) if not any(p[:2] == (start, c) for p in longest_paths(6)))
    answer = game.advice((start, wrong))
    reach = longest_extension_by_brute_force(game, (start, wrong))
    assert reach < 17 and answer["exact"] is True and answer["reach"] == reach
    assert longest_extension_by_brute_force(game, (start, wrong, answer["cell"])) == reach


@settings(max_examples=25, deadline=None)
@given(st.sampled_from([4, 5]), st.lists(st.integers(0, 10 ** 6), min_size=1, max_size=6))
def test_reach_is_the_longest_extension_by_brute_force(n, choices):
    game = puzzle(n)
    path = chosen_path(game, choices)
    total, extension, proved = game.reach(path)
    assert proved and total == longest_extension_by_brute_force(game, path)
    assert is_uncrossed_knights_path(n, path + tuple(extension)) and len(path + tuple(extension)) - 1 == total


def test_summary_says_how_far_the_longest_path_from_here_falls_short():
    game = puzzle(6)
    oracle = game.make_oracle()
    assert english(game.summary((), oracle)) == "Pick a square to start: the longest path on this board is 17 moves."
    corner_reach = longest_extension_by_brute_force(game, (0,))
    assert oracle.distance((0,)) is None and corner_reach == 16  # no 17-move path starts in a corner
    assert english(game.summary((0,), oracle)) == "The longest path from here is 16 moves, 1 short of the best (17)."
    on_best = tuple(longest_path(6)[:3])
    assert english(game.summary(on_best, oracle)) == "2 of 17 moves: the longest path can still be reached."


def test_state_and_solve_say_the_target_as_the_longest_path_and_what_is_still_reachable():
    engine = Engine()
    start = engine.state("uncrossed-knight", "", size=6)
    assert start["target"] == {"longest": 17, "made": 0, "reach": 17, "proved": True}
    corner = engine.state("uncrossed-knight", "0", size=6)  # no 17-move path starts in a corner: 16 still can
    assert corner["distance"] is None and corner["target"] == {"longest": 17, "made": 0, "reach": 16, "proved": True}
    assert engine.state("knight-exchange")["target"] is None  # a goal position: the distance says it all
    # Solve from a path off the best plays the longest path from here, never an empty answer while Hint has a move.
    path = "0-7-14"  # a1-c2-e3 on 5x5: off every 10-move path
    state = engine.state("uncrossed-knight", path, size=5)
    assert state["distance"] is None and not state["dead_end"]
    solution = engine.solve("uncrossed-knight", path, size=5)
    target = solution["target"]
    assert target["reach"] == state["target"]["reach"] < 10 and target["made"] == 2
    assert len(solution["moves"]) == target["reach"] - target["made"] > 0
    assert solution["verdicts"] == ["off-best"] * (len(solution["moves"]) - 1) + ["dead-end"]  # as play says them
    hint = engine.hint("uncrossed-knight", path, size=5)
    assert solution["moves"][0] == f"+{hint['advice']['cell']}"
    assert is_uncrossed_knights_path(5, tuple(int(cell) for cell in solution["positions"][-1].split("-")))


def test_8x8_hint_keeps_going_off_the_shipped_path():
    game = puzzle(8)
    assert game.advice(LONGEST_8X8[:5]) == {"cell": LONGEST_8X8[5], "exact": False, "reach": 35}
    assert game.advice((27,))["exact"] is False
    off = (27, 10, 4)
    answer = game.advice(off)
    assert answer["cell"] in [cell for cell, _after in game.successors(off)]
    assert 3 < answer["reach"] <= 35


def test_oracle_distances_on_6x6():
    game = puzzle(6)
    oracle = game.make_oracle()
    assert oracle.generated == 16
    # Distances count knight's moves: picking the first square is not one (move_cost 0).
    assert oracle.distance(()) == 17
    for cell in oracle.optimal_moves(()):
        assert oracle.distance((cell,)) == 17 and game.move_cost((), cell) == 0
    moves, positions = oracle.solution(())
    assert len(moves) == 18 and positions[0] == () and game.is_goal(positions[-1])
    assert oracle.distance(positions[2]) == 16 and game.move_cost(positions[1], moves[1]) == 1
    start = longest_path(6)[0]
    wrong = next(c for c, _ in game.successors((start,)) if not any(p[:2] == (start, c) for p in longest_paths(6)))
    assert oracle.distance((start, wrong)) is None
    with pytest.raises(ValueError):
        oracle.solution((start, wrong))


def test_oracle_steps_report_progress_and_return_the_oracle():
    building = Run(UncrossedKnight(5).oracle_steps())
    fractions = []
    for progress in building:
        assert progress["message"] and 0 <= progress["fraction"] <= 1
        fractions.append(progress["fraction"])
    oracle = building.value
    assert fractions == sorted(fractions) and fractions[-1] == 1
    assert oracle.distance(()) == 10 and oracle.generated == len(longest_paths(5))


def test_the_engine_answers_with_the_puzzle_oracle(engine):
    game = UncrossedKnight(5)
    oracle = engine.oracle(game)
    assert oracle.distance(()) == 10
