"""How a person makes moves: each move's touch sequences make exactly that move under the page's matching rule,
`explain` gives a reason for touches that make none, and the catalogue's views and sizes agree with `state`."""

import pytest
from hypothesis import given, settings, strategies as st

from puzzlelab.puzzle import touch_extends, touch_makes
from puzzlelab.puzzles import FAMILIES, get_puzzle

from engine_support import ONE_ENGINE, over_reachable_positions, reachable_positions

# Every puzzle at every size small enough to play through quickly (the 8x8 path's geometry is fine too).
CASES = [pytest.param(name, size, id=f"{name}-{size}" if size else name)
         for name, family in FAMILIES.items()
         for size in ([None] if family.sizes is None else range(family.sizes[0], family.sizes[1] + 1))]


def touch_sequences(puzzle, position):
    """Every touch sequence of every legal move in `position`."""
    return [sequence for move, after in puzzle.successors(position)
            for sequence in puzzle.move_cells(position, move, after)["touches"]]


def moves_made(cells_by_move, touched):
    return [move for move, cells in cells_by_move.items()
            if any(touch_makes(sequence, touched) for sequence in cells["touches"])]


@over_reachable_positions(CASES, 15, max_steps=30)
def test_every_touch_sequence_makes_exactly_its_own_move(name, size, puzzle, position):
    cells_by_move = {move: puzzle.move_cells(position, move, after) for move, after in puzzle.successors(position)}
    for move, cells in cells_by_move.items():
        assert cells["touches"] and cells["label"] and cells["motion"]
        for sequence in cells["touches"]:
            assert all(0 <= cell < puzzle.cells for cell in sequence)
            assert moves_made(cells_by_move, sequence) == [move], (puzzle.format(position), sequence)


def one_sentence(reason: str) -> None:
    assert reason[0].isupper() and reason.endswith(".") and "click" not in reason.lower() and "\n" not in reason, reason


@pytest.mark.parametrize("name,size", CASES)
@settings(ONE_ENGINE, max_examples=10, deadline=None)
@given(data=st.data())
def test_touches_that_make_no_move_get_a_one_sentence_reason(engine, name, size, data):
    """Each cell that starts no move, touched alone, and any 1 to 3 cells touched: a reason in one sentence (that
    names no click), or for touches that make a move, that they do."""
    puzzle = get_puzzle(name, size)
    position = data.draw(reachable_positions(puzzle, max_steps=30))
    sequences = touch_sequences(puzzle, position)
    for cell in range(puzzle.cells):
        touched = [cell]
        if not any(touch_makes(s, touched) or touch_extends(s, touched) for s in sequences):
            one_sentence(engine.explain(name, puzzle.format(position), touched, size)["reason"])
    touched = data.draw(st.lists(st.integers(0, puzzle.cells - 1), min_size=1, max_size=3, unique=True))
    reply = engine.explain(name, puzzle.format(position), touched, size)
    if any(touch_makes(s, touched) for s in sequences):
        assert reply["move"] and reply["reason"].startswith("That makes a move")
    elif not any(touch_extends(s, touched) for s in sequences):
        one_sentence(reply["reason"])


@pytest.mark.parametrize("puzzle,position,touched,reason", [
    ("knight-exchange", "BBB......WWW", [4], "That square is empty: pick a knight first."),
    ("knight-exchange", "BBB......WWW", [0, 1], "Knights only land on empty squares."),
    ("knight-exchange", "BBB......WWW", [0, 4], "A knight can't jump from a4 to b3"),
    ("8-puzzle", "8672543.1", [7], "That's the blank"),
    ("8-puzzle", "8672543.1", [0], "Tile 8 isn't next to the blank"),
    ("frog-jump", "BB.BWWW", [3], "Black frogs only move right"),
    ("frog-jump", "BWB.BWW", [1], "White frogs only move left"),
    ("number-reversal", "123456.", [0], "Number 1 can't reach the gap"),
    ("oshidori", "BWBWBWBW..", [8], "That's an empty cell"),
    ("farmer-crossing", "FWGC*|", [4], "The boat is empty: pick who crosses from the left bank first."),
    ("farmer-crossing", "FWGC*|", [0, 1, 4], "the goat would eat the cabbage on the left bank"),
    ("farmer-crossing", "WC|FG*", [1], "The wolf is on the far bank: the boat is at the right bank."),
    ("missionaries", "MMMCCC*|", [0, 1, 2], "The boat holds two"),
    ("uncrossed-knight", "0-13", [0], "Square a6 is already on the path"),
    ("uncrossed-knight", "", [0, 1], "Choose one square to start the path on."),
])
def test_explain_says_why_in_a_players_words(ask, puzzle, position, touched, reason):
    assert reason in ask("explain", puzzle=puzzle, position=position, touched=touched)["reason"]


def test_explain_names_the_move_when_the_touches_make_one(ask):
    reply = ask("explain", puzzle="8-puzzle", position="8672543.1", touched=[4])
    assert reply["move"] == "4-7" and "tile 5 down" in reply["reason"]


def test_explain_refuses_cells_off_the_board(refused):
    assert "off the board" in refused("explain", puzzle="guarini", position="W.W...B.B", touched=[9])


def test_single_touch_shortcuts_where_a_piece_has_one_move(ask):
    moves = {m["move"]: m for m in ask("state", puzzle="8-puzzle", position="8672543.1")["moves"]}
    assert moves["4-7"]["touches"] == [[4], [4, 7]]
    knights = {m["move"]: m for m in ask("state", puzzle="guarini")["moves"]}
    # Guarini's start: each knight has two jumps, so none moves on a single touch.
    assert all(m["touches"] == [[int(c) for c in move.split("-")]] for move, m in knights.items())
    frogs = {m["move"]: m for m in ask("state", puzzle="frog-jump", position="BB.WW")["moves"]}
    assert frogs["1-2"]["touches"][0] == [1] and frogs["1-2"]["label"] == "black frog hops from pad 2 to pad 3"


def test_river_moves_are_every_group_of_the_needed_kinds_then_the_boat(ask):
    moves = {m["move"]: m for m in ask("state", puzzle="missionaries")["moves"]}
    # Three missionaries (figures 0-2) and three cannibals (3-5) on the left; the boat is cell 6.
    assert sorted(map(sorted, moves["MC"]["touches"])) == sorted(
        sorted([m, c, 6]) for m in range(3) for c in range(3, 6))
    assert sorted(map(sorted, moves["CC"]["touches"])) == [[3, 4, 6], [3, 5, 6], [4, 5, 6]]
    assert moves["MC"]["label"] == "a missionary and a cannibal cross to the right bank"
    assert moves["MC"]["motion"] == [[2, 2], [5, 5], [6, 6]]
    state = ask("state", puzzle="jealous-husbands", position="AaBCc*|b")
    crossing = next(m for m in state["moves"] if m["move"] == "ac")
    assert crossing["touches"] == [[1, 5, 6]]


def test_state_has_views_labels_and_goal_view(ask):
    state = ask("state", puzzle="farmer-crossing", position="WC|FG*")
    assert state["view"] == {"sides": ["right", "left", "right", "left"], "boat": "right"}
    assert state["goal_view"] == {"sides": ["right"] * 4, "boat": "right"}
    path = ask("state", puzzle="uncrossed-knight", position="0-13", size=6)
    assert path["view"] == {"path": [0, 13]} and path["goal_view"] is None
    assert path["moves"] and all(m["label"].startswith("knight from b4 to ") for m in path["moves"])
    placed = ask("state", puzzle="knight-domination", position="N" + "." * 15)
    assert {m["move"]: m["motion"] for m in placed["moves"]}["-0"] == [[0, None]]


def test_hint_labels_every_move(ask):
    reply = ask("hint", puzzle="frog-jump", position="BBB.WWW")
    assert reply["labels"]["2-3"] == "black frog hops from pad 3 to pad 4"
    assert set(reply["optimal_moves"]) <= set(reply["labels"])


def test_catalog_groups_come_from_the_registry_in_order(ask):
    catalog = ask("catalog")
    assert [(g["id"], g["puzzles"]) for g in catalog["groups"]] == [
        ("knights", ["knight-exchange", "guarini"]),
        ("sliding", ["8-puzzle", "15-puzzle", "hakoiri-musume"]),
        ("lines", ["frog-jump", "oshidori", "oshidori-black-first", "number-reversal"]),
        ("river", ["jealous-husbands", "missionaries", "farmer-crossing"]),
        ("placements", ["knight-domination", "uncrossed-knight"]),
    ]
    assert [p["id"] for p in catalog["puzzles"]] == [i for g in catalog["groups"] for i in g["puzzles"]]
    assert all(p["group"] == g["id"] for g in catalog["groups"] for p in catalog["puzzles"] if p["id"] in g["puzzles"])


def test_catalog_views_round_trip_with_state(ask):
    for entry in ask("catalog")["puzzles"]:
        sizes = [None] if entry["size_info"] is None else [int(n) for n in entry["size_info"]["by_size"]]
        for size in sizes:
            described = entry if size is None else entry["size_info"]["by_size"][str(size)]
            args = {"puzzle": entry["id"]} if size is None else {"puzzle": entry["id"], "size": size}
            start = ask("state", position=described["start"], distances=False, **args)
            assert start["view"] == described["start_view"] and start["position"] == described["start"]
            assert start["goal_view"] == described["goal_view"]
            if described["goal"] is not None:
                goal = ask("state", position=described["goal"], distances=False, **args)
                assert goal["view"] == described["goal_view"]
            if entry["cells_text"]:
                assert described["start_view"] == described["start"]
                assert len(described["start"]) == described["position_length"]


def test_catalog_sizes_describe_each_board(ask):
    by_id = {p["id"]: p for p in ask("catalog")["puzzles"]}
    frogs = by_id["frog-jump"]["size_info"]
    assert (frogs["min"], frogs["max"], frogs["default"], frogs["label"]) == (1, 8, 3, "frogs a side")
    assert frogs["by_size"]["5"]["board"] == {"kind": "frogs", "cells": 11}
    assert frogs["by_size"]["5"]["position_length"] == 11 and frogs["by_size"]["5"]["goal"] == "WWWWW.BBBBB"
    path = by_id["uncrossed-knight"]["size_info"]["by_size"]
    for size, longest in {"3": 2, "5": 10, "7": 24, "8": 35}.items():
        assert f" {longest} moves" in path[size]["rules"] and " 17 " not in path[size]["rules"]
    assert by_id["knight-domination"]["size_info"]["by_size"]["5"]["position_length"] == 25
    assert by_id["8-puzzle"]["size_info"] is None and by_id["8-puzzle"]["position_length"] == 9
