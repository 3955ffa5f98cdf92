"""The rest of the collection: oshidori, number reversal and the river crossings, with their known figures."""

import re

import pytest

from puzzlelab.puzzle import PuzzleError
from puzzlelab.puzzles import get_puzzle
from puzzlelab.search import bidirectional_bfs, ida_star
from puzzlelab.tables import reachable_from
from puzzlelab.words import english

from engine_support import over_reachable_positions, table_for

COLLECTION = ["oshidori", "oshidori-black-first", "number-reversal", "jealous-husbands", "missionaries",
              "farmer-crossing"]


def test_oshidori_reaches_whites_first_in_4_and_blacks_first_in_5_over_630_positions():
    assert table_for("oshidori").distance("BWBWBWBW..") == 4
    assert table_for("oshidori-black-first").distance("BWBWBWBW..") == 5
    assert table_for("oshidori").solvable_count == 630 == get_puzzle("oshidori").space_size
    assert len(reachable_from(get_puzzle("oshidori"))) == 630


def test_number_reversal_takes_25_moves_and_its_goal_is_the_farthest_from_the_start():
    table = table_for("number-reversal")
    assert table.distance("123456.") == 25
    assert table.solvable_count == 5040
    assert table.farthest() == ["123456."]  # distance is symmetric: the start is the goal's farthest


@pytest.mark.parametrize("name,crossings", [("jealous-husbands", 11), ("missionaries", 11), ("farmer-crossing", 7)])
def test_river_crossings_take_their_classic_number_of_crossings(name, crossings):
    puzzle = get_puzzle(name)
    assert table_for(name).distance(puzzle.start()) == crossings
    assert bidirectional_bfs(puzzle, puzzle.start()).distance == crossings
    assert ida_star(puzzle, puzzle.start()).distance == crossings


def test_river_solution_never_leaves_an_unsafe_group():
    puzzle = get_puzzle("jealous-husbands")
    moves, positions = table_for("jealous-husbands").solution(puzzle.start())
    for position in positions:
        for bank in puzzle.banks(position):
            assert puzzle.danger(bank) is None
    for load in moves:
        assert len(load) <= 2 and puzzle.danger(load) is None


@pytest.mark.parametrize("name,text,message", [
    ("farmer-crossing", "FWGC", "one '|' between the banks"),
    ("farmer-crossing", "FWGC|", "mark the boat's bank with one '*'"),
    ("farmer-crossing", "FWGX*|", "unknown letter 'X'"),
    ("missionaries", "MMCCC*|", "has 3 M, not 2"),
    ("oshidori", "BWBWBWB.W.", "two empty cells side by side"),
    ("oshidori", "BWBWBWBWW.", "needs 4 white stones, not 5"),
    ("number-reversal", "1234567", "unknown character '7'"),
    ("number-reversal", "112345.", "number 1 exactly once"),
])
def test_malformed_positions_are_refused_with_one_line(name, text, message):
    with pytest.raises(PuzzleError, match=re.escape(message)):
        get_puzzle(name).parse(text)


def test_unsafe_river_positions_are_reported_not_searched(engine):
    with pytest.raises(PuzzleError, match="not a safe position"):
        engine.state("farmer-crossing", "FC*|WG")


def test_river_notation_accepts_any_order_and_prints_the_puzzles_order():
    puzzle = get_puzzle("jealous-husbands")
    assert puzzle.format(puzzle.parse("cCbB*|aA")) == "BbCc*|Aa"


@over_reachable_positions([(name, None) for name in COLLECTION], 40, max_steps=40)
def test_collection_invariants(name, size, puzzle, position):
    table = table_for(name)
    assert puzzle.parse(puzzle.format(position)) == position
    distance = table.distance(position)
    optimal = set(table.optimal_moves(position))
    for move, after in puzzle.successors(position):
        assert puzzle.parse_move(puzzle.format_move(move)) == move
        assert (table.distance(after) == distance - 1) == (move in optimal)
        assert position in list(puzzle.predecessors(after))
    if distance:
        moves, path = table.solution(position)
        assert len(moves) == distance and puzzle.is_goal(path[-1])


@pytest.mark.parametrize("name", COLLECTION)
def test_rank_round_trips_over_whole_space(name):
    puzzle = get_puzzle(name)
    assert sorted(puzzle.rank(puzzle.unrank(r)) for r in range(puzzle.space_size)) == list(range(puzzle.space_size))


def test_move_labels_count_like_words_not_like_letters():
    """Two of a kind are "two cannibals" and "two white stones", never "a cannibal and a cannibal" or "the white and
    white pair"; a mixed load or pair keeps each name."""
    missionaries = get_puzzle("missionaries")
    here = missionaries.parse("MMMCCC*|")
    labels = {move: english(missionaries.move_cells(here, move, after)["label"])
              for move, after in missionaries.successors(here)}
    assert labels["CC"] == "two cannibals cross to the right bank"
    assert labels["MC"] == "a missionary and a cannibal cross to the right bank"
    assert labels["C"] == "a cannibal crosses to the right bank"
    assert english(missionaries.why_not(here, [0, 1, 6])) == (
        "Two missionaries can't cross: the cannibals would outnumber the missionaries on the left bank.")
    oshidori = get_puzzle("oshidori")
    assert english(oshidori.move_label("BWWBBWBW..", (1, 8))) == "two white stones from cells 2-3 to cells 9-10"
    assert english(oshidori.move_label("BWWBBWBW..", (0, 8))) == "the black and white pair from cells 1-2 to cells 9-10"

