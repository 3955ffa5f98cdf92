"""Independent knight domination: the proved minima (OEIS A342576), completions, hints, the oracle, the puzzle's
notation and messages. Works with puzzlelab.puzzles.domination; the whole file runs in a few seconds.
"""

import json
from functools import lru_cache
from itertools import combinations

import pytest
from hypothesis import given, settings, strategies as st

from puzzlelab.puzzle import PuzzleError
from puzzlelab.words import english
from puzzlelab.puzzles.domination import KnightDomination, size_from_position
from puzzlelab.puzzles.domination_search import (Dominator, completion, hint, is_dominating, is_independent,
                                                 minimum_independent_domination, solve_json)

# OEIS A342576: the independent domination number of the n x n knight graph.
A342576 = {4: 4, 5: 5, 6: 8, 7: 13, 8: 14, 9: 14, 10: 16}


def position(n, knights):
    return "".join("N" if cell in knights else "." for cell in range(n * n))


@lru_cache(maxsize=None)
def placements(n):
    """Every minimum placement on the n x n board, as masks (enumerated once per test session)."""
    return tuple(Dominator(n).all_of_size(A342576[n]))


@lru_cache(maxsize=None)
def oracle(n):
    return KnightDomination(n).make_oracle()


def independent_sets_up_to(n, size):
    """Every independent set of knights with at most `size` knights, by brute force over subsets."""
    dominator = Dominator(n)
    for count in range(size + 1):
        for knights in combinations(range(n * n), count):
            if not dominator.attacking_pairs(knights):
                yield knights


@pytest.mark.parametrize("n", sorted(A342576))
def test_minimum_matches_oeis_a342576_and_is_an_independent_dominating_set(n):
    knights = minimum_independent_domination(n)
    assert len(knights) == A342576[n]
    assert knights == sorted(set(knights))
    assert is_independent(n, knights) and is_dominating(n, knights)


@pytest.mark.parametrize("n", [4, 5, 6, 7, 8])
def test_search_finds_no_smaller_set(n):
    assert Dominator(n).search(A342576[n] - 1, []) is None


@pytest.mark.parametrize("n", [4, 5])
def test_brute_force_over_subsets_agrees_on_small_boards(n):
    smaller = [k for k in independent_sets_up_to(n, A342576[n] - 1) if is_dominating(n, k)]
    assert smaller == []


@pytest.mark.parametrize("n", [4, 5, 6, 7, 8])
def test_every_minimum_placement_is_valid_and_the_set_is_symmetric(n):
    dominator = Dominator(n)
    found = placements(n)
    assert found
    for mask in found:
        knights = [c for c in range(n * n) if mask >> c & 1]
        assert len(knights) == A342576[n]
        assert is_independent(n, knights) and is_dominating(n, knights)
    images = {sum(1 << g[c] for c in range(n * n) if mask >> c & 1) for mask in found for g in dominator.symmetries}
    assert images == set(found)
    assert sum(1 << c for c in minimum_independent_domination(n)) in found


def test_checkers():
    assert is_independent(8, [0, 1, 2])
    assert not is_independent(8, [0, 10])
    assert not is_dominating(8, [0])
    assert is_dominating(4, minimum_independent_domination(4))


def test_completion_of_nothing_is_a_minimum_placement():
    found = completion(8, [])
    assert len(found) == 14 and is_independent(8, found) and is_dominating(8, found)


def test_completion_keeps_the_given_knights():
    some = minimum_independent_domination(8)[:5]
    found = completion(8, some)
    assert set(some) <= set(found) and len(found) == 14
    assert is_independent(8, found) and is_dominating(8, found)


def test_completion_is_none_for_attacking_or_unusable_knights():
    assert completion(8, [0, 10]) is None  # a knight's move apart
    unused = next(c for c in range(64) if not any(p >> c & 1 for p in placements(8)))
    assert completion(8, [unused]) is None


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([6, 8]), st.lists(st.integers(0, 63), max_size=5))
def test_completion_exists_exactly_when_some_minimum_placement_contains_the_knights(n, cells):
    knights = sorted({c % (n * n) for c in cells})
    wanted = sum(1 << c for c in knights)
    expected = any(p & wanted == wanted for p in placements(n)) and is_independent(n, knights)
    found = completion(n, knights, A342576[n])
    assert (found is not None) == expected
    if found is not None:
        assert set(knights) <= set(found) and sum(1 << c for c in found) in placements(n)


def test_hint_names_a_square_of_some_minimum_placement_containing_the_knights():
    for knights in ([], minimum_independent_domination(8)[:3]):
        answer = hint(8, knights)
        wanted = sum(1 << c for c in knights) | 1 << answer["cell"]
        assert answer["cell"] not in knights
        assert any(p & wanted == wanted for p in placements(8))


def test_hint_messages():
    def none(n, knights):
        return english(hint(n, knights)["none"])
    assert none(8, [0, 10]) == "the knights on a8 and c7 attack each other"
    unused = next(c for c in range(64) if not any(p >> c & 1 for p in placements(8)))
    assert none(8, [unused]) == "no placement of 14 knights contains these knights: take some off"
    solved = minimum_independent_domination(8)
    assert none(8, solved) == "solved: 14 knights cover the board"
    assert none(4, [0, 1, 2, 3, 12]) == "5 knights are too many: the fewest that cover the board is 4"


def test_solve_json_shape():
    answer = solve_json(8)
    # Not compared with minimum_independent_domination(8), which it is made from: checked for what it claims.
    knights = answer["knights"]
    assert set(answer) == {"count", "knights"} and answer["count"] == len(knights) == A342576[8]
    assert knights == sorted(set(knights)) and all(isinstance(c, int) and 0 <= c < 64 for c in knights)
    # Counted here rather than by is_dominating/is_independent: each square holds a knight or is attacked by one,
    # and no knight is attacked.
    attacked = {c + 8 * dr + dc for c in knights for dr, dc in
                ((1, 2), (1, -2), (-1, 2), (-1, -2), (2, 1), (2, -1), (-2, 1), (-2, -1))
                if 0 <= c // 8 + dr < 8 and 0 <= c % 8 + dc < 8}
    assert attacked | set(knights) == set(range(64)) and not attacked & set(knights)
    assert json.loads(json.dumps(answer)) == answer  # JSON as it is printed


def test_free_functions_check_size_and_cells():
    with pytest.raises(PuzzleError, match="sizes 4 to 10, not 3"):
        minimum_independent_domination(3)
    with pytest.raises(PuzzleError, match=r"cell 64 is off the board \(0-63\)"):
        completion(8, [64])


# --- the puzzle ------------------------------------------------------------------------------------
def test_start_describe_and_sizes():
    puzzle = KnightDomination(8)
    assert puzzle.start() == "." * 64
    description = puzzle.describe()
    assert description["id"] == "knight-domination" and description["family"] == "domination"
    assert description["board"] == {"kind": "domination", "rows": 8, "columns": 8}
    assert description["size"] == 8 and description["sizes"] == [4, 10] and description["start"] == "." * 64
    assert description["rules"]
    assert KnightDomination().size == 8
    with pytest.raises(PuzzleError, match="sizes 4 to 10, not 11"):
        KnightDomination(11)


def test_goal_needs_independent_dominating_and_minimum():
    puzzle = KnightDomination(8)
    best = minimum_independent_domination(8)
    assert puzzle.is_goal(position(8, best))
    assert not puzzle.is_goal(position(8, best[1:]))
    assert not puzzle.is_goal(puzzle.start())
    larger = Dominator(8).greedy()
    if len(larger) > 14:
        assert not puzzle.is_goal(position(8, larger))
    assert puzzle.minimum() == 14


def test_successors_place_on_every_empty_cell_and_remove_every_knight():
    puzzle = KnightDomination(4)
    here = position(4, [0, 5])
    moves = dict(puzzle.successors(here))
    assert len(moves) == 16
    assert moves[("+", 1)] == position(4, [0, 1, 5])
    assert moves[("-", 0)] == position(4, [5])
    assert ("+", 0) not in moves and ("-", 1) not in moves


def test_illegal_move_messages():
    puzzle = KnightDomination(8)
    here = position(8, [12])
    with pytest.raises(PuzzleError, match="^e7 already holds a knight$"):
        puzzle.apply(here, puzzle.parse_move("+12"))
    with pytest.raises(PuzzleError, match="^there is no knight on f7 to take off$"):
        puzzle.apply(here, puzzle.parse_move("-13"))


def test_board_helpers():
    puzzle = KnightDomination(4)
    here = position(4, [0, 5])
    assert puzzle.attacked_cells(here) == [3, 6, 9, 11, 12, 14]
    assert puzzle.uncovered_cells(here) == [1, 2, 4, 7, 8, 10, 13, 15]
    assert puzzle.attacking_pairs(here) == []
    assert puzzle.attacking_pairs(position(4, [0, 5, 9])) == [(0, 9)]


def test_parse_messages():
    puzzle = KnightDomination(8)
    with pytest.raises(PuzzleError, match="^an 8x8 domination position has 64 characters, not 63$"):
        puzzle.parse("." * 63)
    with pytest.raises(PuzzleError, match="^a 4x4 domination position has 16 characters, not 3$"):
        KnightDomination(4).parse("N..")
    with pytest.raises(PuzzleError, match=r"^unknown character 'x' in an 8x8 domination position"):
        puzzle.parse("x" + "." * 63)
    with pytest.raises(PuzzleError):
        puzzle.parse(None)


@pytest.mark.parametrize("text, message", [
    ("12", "bad move '12'"), ("+", "bad move '+'"), ("*3", "bad move"), ("+64", "cell 64 is off the board"),
])
def test_parse_move_messages(text, message):
    with pytest.raises(PuzzleError, match=message.replace("+", r"\+")):
        KnightDomination(8).parse_move(text)


def sized_positions(n):
    return st.tuples(st.just(n), st.text("N.", min_size=n * n, max_size=n * n))


@given(st.sampled_from(range(4, 11)).flatmap(sized_positions))
def test_position_text_round_trips(case):
    n, text = case
    puzzle = KnightDomination(n)
    assert puzzle.format(puzzle.parse(text)) == text
    assert size_from_position(text) == n


@given(st.sampled_from("+-"), st.integers(0, 99))
def test_move_text_round_trips(sign, cell):
    puzzle = KnightDomination(10)
    text = f"{sign}{cell}"
    assert puzzle.format_move(puzzle.parse_move(text)) == text


def test_size_from_position_messages():
    assert size_from_position("." * 100) == 10
    with pytest.raises(PuzzleError, match="not 63"):
        size_from_position("." * 63)


# --- the oracle --------------------------------------------------------------------------------------
def test_oracle_distance_from_the_empty_board_is_the_minimum():
    puzzle = KnightDomination(8)
    oracle = puzzle.make_oracle()
    assert oracle.generated == len(oracle.placements) > 0
    assert oracle.distance(puzzle.start()) == 14


@settings(max_examples=30, deadline=None)
@given(st.text("N......", min_size=36, max_size=36))
def test_oracle_optimal_moves_and_solution_step_one_nearer(text):
    puzzle, answers = KnightDomination(6), oracle(6)
    distance = answers.distance(text)
    for move in answers.optimal_moves(text):
        assert answers.distance(puzzle.apply(text, move)) == distance - 1
    moves, positions = answers.solution(text)
    assert len(moves) == distance and positions[0] == text
    assert puzzle.is_goal(positions[-1])


def test_the_engine_answers_with_the_puzzle_oracle(engine):
    game = KnightDomination(6)
    assert engine.oracle(game).distance(game.start()) == 8


def test_the_rules_text_states_each_boards_proved_minimum():
    from puzzlelab.puzzles.domination import KNOWN_MINIMUM
    assert KNOWN_MINIMUM == A342576  # and test_minimum_matches_oeis_a342576... proves A342576 by search
    for n in sorted(A342576):
        assert f"({A342576[n]} on this board)" in KnightDomination(n).describe()["rules"]
