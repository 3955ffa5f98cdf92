"""箱入り娘 as a person plays it: the layout and move notation with their inverses, the moves from known layouts (a
piece slid around a corner is one move), the touches that make them and their motion, the reasons a touch makes no
move, the view with the household's labels, the catalogue entry, and every request of the engine and command line."""

import json

import pytest

from puzzlelab import cli
from puzzlelab.puzzle import BrokenInvariant, PuzzleError, touch_makes
from puzzlelab.puzzles import get_puzzle
from puzzlelab.words import english

START = "VDDVVDDVVHHVVSSVS..S"
START_MOVES = ["13-17", "13-18", "14-18", "14-17", "16-17", "16-18", "19-18", "19-17"]
# An upright piece over two empty cells: the empty cell just below means "down", the one below that "down 2".
OVER_TWO = "VDDVVDDV.HHV.VSVSVSS"
OVER_TWO_MOVES = {  # move: (touches, motion, label)
    "0-4": ([[0, 8], [4, 8]], [[0, 4]], "upright piece at row 1, column 1 down"),
    "0-8": ([[0, 12], [4, 12]], [[0, 4], [4, 8]], "upright piece at row 1, column 1 down 2"),
    "9-8": ([[9], [10], [9, 8], [10, 8]], [[9, 8]], "lying piece left"),  # one move: a touch of the piece makes it
    "16-12": ([[16, 12]], [[16, 12]], "small piece at row 5, column 1 up"),
    "16-8": ([[16, 8]], [[16, 12], [12, 8]], "small piece at row 5, column 1 up 2"),
}
AROUND_A_CORNER = "VDDVVDDVVHHVVS.VSS.S"  # the small piece at row 4, column 2 can go right, then down: one move
HOUSEHOLD_AT_START = [(0, "父"), (1, "娘"), (3, "母"), (8, "女中"), (9, "番頭"), (11, "女中"), (13, "丁稚"),
                      (14, "丁稚"), (16, "丁稚"), (19, "手代")]  # anchor, label: the picture in the books
CUT_OFF = "..DDSSDDSHHSVVVVVVVV"  # cut off with 180 others: the daughter never reaches the exit


@pytest.fixture
def puzzle():
    return get_puzzle("hakoiri-musume")


# --- notation ----------------------------------------------------------------------------------------------------
def test_a_layout_reads_in_either_case_and_in_rows_and_writes_as_20_letters(puzzle):
    assert puzzle.parse("vddv/vddv/vhhv/vssv/s..s") == START == puzzle.format(puzzle.parse(START))
    assert puzzle.parse("VDDV VDDV\nVHHV VSSV S..S") == START


@pytest.mark.parametrize("text,invariant,words", [
    ("VDDVVDDVVHHVVSSVS.SS", "piece count", "2 empty cells"),
    ("VDDVVDDVVHHVVSSVV..S", "piece count", "V cells"),
    ("VDDVVDDVVHHVVSSV..SS", None, None),  # the small pieces may stand anywhere
    ("VDDVVDDVVHSVVHSVS..S", "piece shapes", "lying piece (H)"),
    ("DVDVDVDVVHHVVSSVS..S", "piece shapes", "daughter (D)"),
    ("VDDVSDDVVHHVVSSVV..S", "piece shapes", "upright piece (V)"),
])
def test_a_text_of_the_wrong_pieces_or_shapes_names_the_rule_it_breaks(puzzle, text, invariant, words):
    if invariant is None:
        assert puzzle.parse(text) == text
        return
    with pytest.raises(BrokenInvariant) as raised:
        puzzle.parse(text)
    assert raised.value.invariant == invariant and words in str(raised.value)


@pytest.mark.parametrize("text", ["VDDVVDDVVHHVVSSVS..", "VDDVVDDVVHHVVSSVS..X", 42])
def test_a_text_that_is_no_layout_at_all_is_refused(puzzle, text):
    with pytest.raises(PuzzleError):
        puzzle.parse(text)


def test_moves_write_as_from_to_anchors_and_read_back(puzzle):
    for layout in (START, OVER_TWO, AROUND_A_CORNER):
        for move, after in puzzle.successors(layout):
            assert puzzle.parse_move(puzzle.format_move(move)) == move
            assert puzzle.apply(layout, puzzle.parse_move(puzzle.format_move(move))) == after
    with pytest.raises(PuzzleError, match="top-left cell"):
        puzzle.apply(START, (15, 19))
    with pytest.raises(PuzzleError, match="can't slide"):
        puzzle.apply(START, (0, 4))


# --- moves, touches, motion ------------------------------------------------------------------------------------------
def test_the_start_offers_the_small_pieces_moves_into_the_exit(puzzle):
    assert [puzzle.format_move(move) for move in puzzle.moves(START)] == START_MOVES


def test_each_empty_cell_means_the_nearer_move_of_the_piece_touched_first(puzzle):
    found = {puzzle.format_move(move): puzzle.move_cells(OVER_TWO, move, after)
             for move, after in puzzle.successors(OVER_TWO)}
    assert {move: (cells["touches"], cells["motion"], english(cells["label"])) for move, cells in found.items()} \
        == OVER_TWO_MOVES


def test_a_slide_around_a_corner_is_one_move_whose_motion_turns_the_corner(puzzle):
    cells = puzzle.move_cells(AROUND_A_CORNER, (13, 18), puzzle.apply(AROUND_A_CORNER, (13, 18)))
    assert cells["motion"] == [[13, 14], [14, 18]]
    assert english(cells["label"]) == "small piece at row 4, column 2 right then down"
    assert puzzle.apply(AROUND_A_CORNER, (13, 18)) == "VDDVVDDVVHHVV..VSSSS"


def test_every_touch_of_every_layout_reachable_in_a_few_moves_makes_one_move(puzzle):
    layer, seen = [START], {START}
    for _depth in range(6):
        following = []
        for layout in layer:
            made = {move: puzzle.move_cells(layout, move, after) for move, after in puzzle.successors(layout)}
            for move, cells in made.items():
                for sequence in cells["touches"]:
                    assert [m for m, c in made.items() if any(touch_makes(s, sequence) for s in c["touches"])] \
                        == [move], (layout, sequence)
                path = [cells["motion"][0][0]] + [step[1] for step in cells["motion"]]
                assert path[0] == move[0] and path[-1] == move[1] and len(set(path)) == len(path)
            following += [after for _move, after in puzzle.successors(layout) if after not in seen]
            seen.update(following)
        layer = following


@pytest.mark.parametrize("touched,words", [
    ([17], "That cell is empty"),
    ([0], "The upright piece at row 1, column 1 can't move"),
    ([5], "The daughter at row 1, column 2 can't move"),
])
def test_a_touch_that_makes_no_move_says_why(ask, touched, words):
    reason = ask("explain", puzzle="hakoiri-musume", position=START, touched=touched)["reason"]
    assert reason.startswith(words) and reason.endswith(".")


def test_a_piece_then_an_empty_cell_it_cannot_reach_says_so(ask):
    reason = ask("explain", puzzle="hakoiri-musume", position=OVER_TWO, touched=[16, 9])["reason"]
    assert reason == "Touch the small piece, then one of the empty cells it can slide into."
    reason = ask("explain", puzzle="hakoiri-musume", position=AROUND_A_CORNER, touched=[17, 14])["reason"]
    assert reason.startswith("That makes a move: small piece at row 5, column 2 right then up")


# --- the view and the catalogue ---------------------------------------------------------------------------------
def test_the_start_shows_the_household_where_the_books_picture_it(puzzle):
    view = puzzle.view(START)
    assert view["cells"] == START
    assert [(piece["anchor"], piece["label"]) for piece in view["pieces"]] == HOUSEHOLD_AT_START
    daughter = view["pieces"][1]
    assert daughter == {"piece": "D", "shape": "daughter", "anchor": 1, "cells": [1, 2, 5, 6], "columns": 2,
                        "rows": 2, "label": "娘", "role": "daughter"}


def test_the_catalogue_entry_names_a_blocks_board_with_what_a_drawer_needs(ask):
    entry = next(p for p in ask("catalog")["puzzles"] if p["id"] == "hakoiri-musume")
    board = entry["board"]
    assert entry["group"] == "sliding" and board["kind"] == "blocks" and (board["rows"], board["columns"]) == (5, 4)
    assert board["exit"] == {"side": "bottom", "cells": [17, 18]}
    assert board["goal"] == {"piece": "D", "anchor": 13, "cells": [13, 14, 17, 18]}
    assert board["shapes"]["V"] == {"name": "upright piece", "shape": "upright", "columns": 1, "rows": 2, "count": 4}
    assert [label["label"] for label in board["labels"]["S"]] == ["丁稚", "丁稚", "丁稚", "手代"]
    assert entry["start"] == START and entry["start_view"]["cells"] == START and entry["goal_view"] is None
    assert entry["palette"] == {"kind": "text"} and entry["cells_text"] is False
    assert "1932" in entry["history"] and "81" in entry["rules"]


# --- the engine's requests --------------------------------------------------------------------------------------------
def test_the_engine_plays_hints_and_solves_the_classic_start(ask):
    state = ask("state", puzzle="hakoiri-musume")
    assert state["distance"] == 81 and [m["move"] for m in state["moves"]] == START_MOVES
    assert state["optimal_moves"] == ["13-17", "14-18", "16-17", "19-18"]
    played = ask("play", puzzle="hakoiri-musume", position=START, move="13-18")
    assert played["verdict"] == "wasted" and played["state"]["position"] == "VDDVVDDVVHHVV.SVS.SS"
    solved = ask("solve", puzzle="hakoiri-musume")
    assert solved["distance"] == 81 and len(solved["moves"]) == 81 and solved["positions"][-1][13] == "D"


@pytest.mark.parametrize("seed", [1, 2])
def test_every_search_of_the_lab_finds_the_tables_distance(ask, seed):
    dealt = ask("random_position", puzzle="hakoiri-musume", distance=14, seed=seed)
    for algorithm in ("bfs", "bidirectional", "astar", "ida"):
        solved = ask("solve", puzzle="hakoiri-musume", position=dealt["position"], algorithm=algorithm)
        assert solved["distance"] == 14 and solved["positions"][-1][13] == "D" == solved["positions"][-1][18]
    plan = ask("lab_plan", puzzle="hakoiri-musume")
    assert {row["id"]: row["estimate"]["ask"] for row in plan["rows"]}["ida"] is True  # from the start: minutes


def test_check_says_a_cut_off_layout_shares_its_fate_with_figures_as_data(ask):
    reply = ask("check", puzzle="hakoiri-musume", position=CUT_OFF)
    assert reply["valid"] is False and reply["invariant"] == "cut off from every goal"
    assert reply["figures"] == {"reachable": 181, "cut_off": 11926, "layouts": 65880}
    assert "180 others" in reply["reason"] and reply["from_start"] is False
    assert ask("check", puzzle="hakoiri-musume", position=START)["figures"] is None


def test_new_games_hardest_and_review_come_from_the_table(ask):
    hardest = ask("hardest", puzzle="hakoiri-musume")
    assert hardest["distance"] == 93 and hardest["count"] == 2
    # each with its view, so the New game panel draws them (a layout's text is not its picture here)
    assert [view["cells"] for view in hardest["views"]] == hardest["positions"]
    assert [piece["label"] for piece in hardest["views"][0]["pieces"]][:2] == ["娘", "父"]
    dealt = ask("random_position", puzzle="hakoiri-musume", distance=60, seed=3)
    assert dealt["distance"] == 60 and dealt["max_distance"] == 93
    review = ask("review", puzzle="hakoiri-musume", start=START, moves=["13-17", "17-13", "14-18"])
    assert [step["verdict"] for step in review["moves"]] == ["optimal", "wasted", "optimal"]


def run_cli(capsys, *argv, status=0):
    assert cli.main(list(argv)) == status
    return capsys.readouterr()


def test_the_command_line_answers_every_command_for_it(capsys):
    listed = run_cli(capsys, "list").out
    assert "hakoiri-musume" in listed and "Hakoiri musume" in listed
    out = run_cli(capsys, "solve", "hakoiri-musume").out
    assert out.startswith("81 moves") and "V D D V" in out
    table = json.loads(run_cli(capsys, "table", "hakoiri-musume", "--json").out)
    assert (table["positions"], table["max_distance"], table["dead_ends"]) == (53954, 93, 0)
    hint = json.loads(run_cli(capsys, "hint", "hakoiri-musume", START, "--json").out)
    assert hint["distance"] == 81 and hint["labels"]["19-17"] == "small piece at row 5, column 4 left 2"
    dealt = json.loads(run_cli(capsys, "new", "hakoiri-musume", "--distance", "40", "--seed", "2", "--json").out)
    assert dealt["distance"] == 40 and dealt["count"] == 380
    hardest = json.loads(run_cli(capsys, "hardest", "hakoiri-musume", "--json").out)
    assert hardest["positions"] == [".DDVSDDVVHHVVV.VSVSS", "VDD.VDDSVHHVV.VVSSVS"]
    review = json.loads(run_cli(capsys, "review", "hakoiri-musume", START, "13-17", "17-13", "--json").out)
    assert [step["verdict"] for step in review["moves"]] == ["optimal", "wasted"] and review["distance"] == 81
    assert "cut off from every goal" in run_cli(capsys, "check", "hakoiri-musume", CUT_OFF, status=2).err
