"""The uncrossed knight's path on R x C boards (3 to 8 squares a side): the longest lengths by exact search against the
seed's figures and brute force, unique longest paths, the four symmetries of a rectangle, every returned path checked
on the board asked for (independently of the engine), sizes as "RxC" through the registry, the API and the catalogue.
Works with puzzlelab.puzzles.knight_paths and uncrossed; about five seconds (the 6x8 search).
"""

import pytest

from engine_support import all_longest_by_brute_force, is_uncrossed_knights_path
from puzzlelab.puzzle import PuzzleError
from puzzlelab.puzzles import get_puzzle
from puzzlelab.puzzles.knight_paths import (LONGEST_7X8, RECTANGLE_MOVES, Geometry, paths_of_length,
                                            board_symmetries, longest_path, longest_paths, search_longest_path,
                                            solve_json)
from puzzlelab.puzzles.uncrossed import RECTANGLES, UncrossedKnight, parse_size

# The seed's boards, R rows by C columns: moves in a longest uncrossed path, and whether it is unique up to the
# board's symmetries and reversal. 5x5, 6x6, 7x7, 8x8: OEIS A003192; 6x6 unique: puzzles.com, "Knight's Tour 2"
# (https://www.puzzles.com/puzzleplayground/KnightsTour2/KnightsTour2.htm). 5x6, 6x7, 7x8: this engine's exact search
# (no published table of the rectangles was found); the unique paths on 5x6 and 7x8 are the seed's.
SEED = {(5, 5): (10, False), (5, 6): (14, True), (6, 6): (17, True), (6, 7): (21, False), (7, 7): (24, False),
        (7, 8): (30, True), (8, 8): (35, None)}
SEARCHED = [shape for shape in RECTANGLE_MOVES if shape != (7, 8)]  # 7x8 (about 9 s): bench/engine_collection.py


def symmetries_of_a_path(board) -> int:
    """How many cell maps of the board's symmetries an uncrossed path survives: 8 on squares, 4 on rectangles."""
    rows, columns = board
    return 8 if rows == columns else 4


# --- answers -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("shape", SEARCHED)
def test_exact_search_on_every_rectangle_finds_the_known_length(shape):
    path = search_longest_path(shape)  # a path of each length up to the longest, then none one move longer
    assert len(path) - 1 == RECTANGLE_MOVES[shape]
    assert is_uncrossed_knights_path(shape, path)


@pytest.mark.parametrize("shape", [shape for shape in SEARCHED if shape[0] * shape[1] <= 30])
def test_a_turned_rectangle_has_the_same_longest_length(shape):
    turned = (shape[1], shape[0])
    path = search_longest_path(turned)
    assert len(path) - 1 == RECTANGLE_MOVES[shape] and is_uncrossed_knights_path(turned, path)
    assert len(longest_paths(turned)) == len(longest_paths(shape))


@pytest.mark.parametrize("shape", [shape for shape in SEARCHED if shape[0] * shape[1] <= 30])
def test_the_pruned_search_finds_a_path_of_every_length_up_to_the_longest_and_none_longer(shape):
    geometry = Geometry(*shape)  # the degree count may only drop positions no path of the asked length goes through
    for total in range(RECTANGLE_MOVES[shape] + 2):
        found = paths_of_length(geometry, total, first_only=True)
        assert bool(found) == (total <= RECTANGLE_MOVES[shape]), total
        assert not found or len(found[0]) == total + 1 and is_uncrossed_knights_path(shape, found[0])


@pytest.mark.parametrize("shape", [(3, 4), (3, 5), (4, 5), (3, 7)])
def test_every_longest_path_on_small_rectangles_matches_brute_force(shape):
    best, found = all_longest_by_brute_force(shape)
    assert best == RECTANGLE_MOVES[shape]
    assert set(longest_paths(shape)) == found


@pytest.mark.parametrize("shape", [(5, 5), (5, 6), (6, 6), (6, 7)])
def test_seed_figures(shape):
    moves, unique = SEED[shape]
    paths = longest_paths(shape)
    assert {len(path) - 1 for path in paths} == {moves}
    assert all(is_uncrossed_knights_path(shape, path) for path in paths)
    # One path and its images: each symmetry and each direction gives a different path (none is symmetric).
    assert (len(paths) == 2 * symmetries_of_a_path(shape)) == unique


def test_7x8_longest_path_is_the_seeds_unique_30_moves():
    moves, _unique = SEED[7, 8]
    assert RECTANGLE_MOVES[7, 8] == moves == len(LONGEST_7X8) - 1
    assert is_uncrossed_knights_path((7, 8), LONGEST_7X8)
    # The search itself reaches 30 moves (that no path has 31, and that this is the only 30-move path up to symmetry,
    # is the exhaustive search bench/engine_collection.py runs: about 10 s of CPU each in CPython).
    found = paths_of_length(Geometry(7, 8), moves, first_only=True)
    assert len(found) == 1 and is_uncrossed_knights_path((7, 8), found[0])
    assert found[0] in longest_paths((7, 8))
    paths = longest_paths((7, 8))
    assert len(paths) == 8 and all(is_uncrossed_knights_path((7, 8), path) for path in paths)
    turned = longest_paths((8, 7))
    assert len(turned) == 8 and all(is_uncrossed_knights_path((8, 7), path) for path in turned)


# --- the board's symmetries ----------------------------------------------------------------------------
@pytest.mark.parametrize("shape", [(3, 8), (5, 6), (7, 8), (6, 6)])
def test_a_rectangle_has_four_symmetries_and_a_square_eight(shape):
    rows, columns = shape
    maps = board_symmetries(rows, columns)
    assert len(set(maps)) == len(maps) == symmetries_of_a_path(shape)
    assert maps[0] == tuple(range(rows * columns))
    geometry = Geometry(rows, columns)
    for g in maps:  # each maps knight moves to knight moves and crossing moves to crossing moves
        image = {(g[a], g[b]) for a, b in geometry.ends} | {(g[b], g[a]) for a, b in geometry.ends}
        assert image == set(geometry.segment)
        for i, (a, b) in enumerate(geometry.ends):
            mapped = geometry.segment[g[a], g[b]]
            crossing = {j for j in range(len(geometry.ends)) if geometry.cross[i] >> j & 1}
            assert {geometry.segment[g[c], g[d]] for c, d in (geometry.ends[j] for j in crossing)} == {
                j for j in range(len(geometry.ends)) if geometry.cross[mapped] >> j & 1}


# --- every path the engine returns is an uncrossed knight's path on the board asked for ----------------------
@pytest.mark.parametrize("size", ["3x4", "4x3", "5x6", "6x5", "5x8", "7x8", "8x7", 4, "8x8"])
def test_every_returned_path_is_uncrossed_on_the_board_asked_for(size):
    game = get_puzzle("uncrossed-knight", size)
    board = (game.rows, game.columns)
    answer = solve_json(size)
    assert answer["length"] == game.longest == len(answer["path"]) - 1
    assert is_uncrossed_knights_path(board, answer["path"])
    assert is_uncrossed_knights_path(board, longest_path(size))
    if size != "8x8":
        assert all(is_uncrossed_knights_path(board, path) for path in game.longest_paths())
    moves, positions = game.make_oracle().solution(())
    assert game.is_goal(positions[-1]) and is_uncrossed_knights_path(board, positions[-1])


# --- sizes ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("given, size", [("7x8", "7x8"), ("8X7", "8x7"), (" 3 x 5 ", "3x5"), ("7x7", 7), ("6", 6),
                                         (5, 5)])
def test_sizes_name_squares_by_a_number_and_rectangles_rows_x_columns(given, size):
    assert parse_size(given) == size
    game = get_puzzle("uncrossed-knight", given)
    assert game.size == size and game is get_puzzle("uncrossed-knight", size)


@pytest.mark.parametrize("given, message", [
    ("9x9", "sizes 3 to 8, not 9x9"), ("2x9", "sizes 3 to 8, not 2x9"), (9, "sizes 3 to 8, not 9"),
    ("5x", "bad board size '5x'"), ("x5", "bad board size"), ("seven", "bad board size"), ("5x6x7", "bad board size"),
    (True, "bad board size"), (5.0, "bad board size"), ("", "bad board size"),
])
def test_malformed_or_impossible_sizes_are_refused_in_one_sentence(given, message):
    with pytest.raises(PuzzleError, match=message) as refused:
        get_puzzle("uncrossed-knight", given)
    assert "\n" not in str(refused.value)


def test_other_puzzles_keep_whole_number_sizes():
    with pytest.raises(PuzzleError, match="whole number"):
        get_puzzle("knight-domination", "5x6")


def test_a_rectangle_is_described_with_its_rows_and_columns():
    game = UncrossedKnight("5x6")
    assert (game.rows, game.columns, game.cells) == (5, 6, 30)
    described = game.describe()
    assert described["board"] == {"kind": "path", "rows": 5, "columns": 6} and described["size"] == "5x6"
    assert described["longest"] == 14 and "14 moves" in described["rules"]
    assert game.place_name(0) == "a5" and game.place_name(29) == "f1"
    assert game.render_text((0, 8)).splitlines() == ["1 . . . . .", ". . 2 . . .", *[". . . . . ."] * 3]
    assert RECTANGLES[:2] == ("3x4", "3x5") and len(RECTANGLES) == 30 and "7x8" in RECTANGLES


# --- through the API and the catalogue -----------------------------------------------------------------------
def test_the_engine_plays_a_rectangle_named_rows_x_columns(ask, refused):
    state = ask("state", puzzle="uncrossed-knight", size="5x6")
    assert state["size"] == "5x6" and state["distance"] == 14
    first = state["optimal_moves"][0]
    played = ask("play", puzzle="uncrossed-knight", size="5x6", position="", move=first)
    assert played["verdict"] == "optimal" and played["state"]["distance"] == 14
    assert ask("optimum", puzzle="uncrossed-knight", size="7x8")["length"] == 30
    assert "sizes 3 to 8, not 2x9" in refused("state", puzzle="uncrossed-knight", size="2x9")
    assert "bad board size" in refused("state", puzzle="uncrossed-knight", size="5x")


def test_the_catalogue_lists_the_rectangles_beside_the_squares(ask):
    entry = next(p for p in ask("catalog")["puzzles"] if p["id"] == "uncrossed-knight")
    info = entry["size_info"]
    assert list(info["by_size"]) == ["3", "4", "5", "6", "7", "8"]
    assert list(info["rectangles"]) == list(RECTANGLES)
    assert info["rectangles"]["7x8"]["board"] == {"kind": "path", "rows": 7, "columns": 8}
    assert "30 moves" in info["rectangles"]["7x8"]["rules"]
    frogs = next(p for p in ask("catalog")["puzzles"] if p["id"] == "frog-jump")
    assert frogs["size_info"]["rectangles"] == {}
