"""The command line as a person or a script uses it: output, JSON shape, bad input and exit codes; the daily puzzle
(the same in two processes) and the uncrossed knight's path on rectangles (--size RxC)."""

import json
import os
import subprocess
import sys
from datetime import date, timedelta
from pathlib import Path

import pytest

from engine_support import is_uncrossed_knights_path
from puzzlelab.words import english

ROOT = Path(__file__).resolve().parents[2]


def run(*args, hash_seed: str | None = None):
    """The command line in a process of its own; `hash_seed` sets PYTHONHASHSEED (str hashing) for it."""
    env = dict(os.environ, PYTHONPATH=str(ROOT / "pysrc"))
    if hash_seed is not None:
        env["PYTHONHASHSEED"] = hash_seed
    return subprocess.run([sys.executable, "-m", "puzzlelab", *args], capture_output=True, text=True,
                          env=env, timeout=120)


def run_json(*args):
    done = run(*args, "--json")
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_list_names_every_puzzle():
    listed = run_json("list")
    assert [p["id"] for p in listed][:5] == ["knight-exchange", "guarini", "8-puzzle", "15-puzzle", "hakoiri-musume"]
    text = run("list").stdout
    assert "knight-exchange" in text and "--size 1-8" in text


def test_solve_knight_exchange_prints_16_moves_ending_at_the_goal():
    result = run_json("solve", "knight-exchange")
    assert result["distance"] == 16 and len(result["moves"]) == 16
    assert result["positions"][0] == "BBB......WWW" and result["positions"][-1] == "WWW......BBB"
    assert set(result) == {"puzzle", "position", "distance", "moves", "positions", "algorithm", "generated"}


@pytest.mark.parametrize("algorithm", ["table", "bfs", "bidirectional", "ida"])
def test_every_algorithm_gives_31_moves_for_the_hardest_8_puzzle(algorithm):
    result = run_json("solve", "8-puzzle", "8672543.1", "--algorithm", algorithm)
    assert result["distance"] == 31 and result["algorithm"] == algorithm
    assert result["positions"][-1] == "12345678." and result["generated"] > 0


def test_solve_accepts_zero_for_the_blank():
    assert run_json("solve", "8-puzzle", "1234567.8")["position"] == "1234567.8"
    assert run_json("solve", "8-puzzle", "123456708")["position"] == "1234567.8"


def test_frog_size_comes_from_the_option_or_the_position():
    assert run_json("solve", "frog-jump", "--size", "2")["distance"] == 8
    assert run_json("solve", "frog-jump", "BBBB.WWWW")["distance"] == 24


def test_hint_lists_every_optimal_move():
    result = run_json("hint", "8-puzzle", "8672543.1")
    words = result.pop("labels_words")  # each label as a message, beside its English
    assert result == {"puzzle": "8-puzzle", "position": "8672543.1", "distance": 31,
                      "optimal_moves": ["4-7", "6-7", "8-7"],
                      "labels": {"4-7": "tile 5 down", "6-7": "tile 3 right", "8-7": "tile 1 left"}}
    assert {move: english(label) for move, label in words.items()} == result["labels"]


def test_hint_at_a_dead_end_says_null_distance():
    result = run_json("hint", "frog-jump", "B.BBWWW")
    assert result["distance"] is None and result["optimal_moves"] == []
    assert "cannot be reached" in run("hint", "frog-jump", "B.BBWWW").stdout


def test_table_reports_the_histogram_and_farthest():
    result = run_json("table", "knight-exchange")
    assert result["positions"] == 18480 and result["max_distance"] == 22
    assert len(result["farthest"]) == 3 and sum(result["histogram"]) == 18480
    frogs = run_json("table", "frog-jump", "--size", "3")
    assert frogs["dead_ends"] == 42 and frogs["max_distance"] == 15


def test_human_output_draws_boards():
    text = run("solve", "frog-jump", "--size", "1").stdout
    assert "3 moves" in text and "W . B" in text
    assert "B B B\n. . .\n. . .\nW W W" in run("hint", "knight-exchange", "BBB......WWW").stdout


@pytest.mark.parametrize("args,message", [
    (["solve", "8-puzzle", "21345678."], "can't be solved"),
    (["solve", "8-puzzle", "1234567"], "9 characters, not 7"),
    (["solve", "8-puzzle", "1234567x."], "unknown character 'x' in an 8-puzzle position"),
    (["solve", "8-puzzle", "11345678."], "an 8-puzzle position needs tile 1 exactly once"),
    (["solve", "knight-exchange", "BBBB.....WWW"], "needs 3 black knights, not 4"),
    (["hint", "frog-jump", "BBB.WW"], "odd length"),
    (["hint", "frog-jump", "BBW..WW"], "needs 3 black frogs, not 2"),
    (["solve", "frog-jump", "--size", "9"], "sizes 1 to 8"),
    (["solve", "sudoku"], "unknown puzzle 'sudoku'"),
    (["solve", "knight-exchange", "--algorithm", "magic"], "invalid choice"),
    (["frobnicate"], "invalid choice"),
    (["hint", "8-puzzle"], "required"),
    (["solve", "guarini", "--size", "3"], "has no sizes"),
    (["solve", "uncrossed-knight", "--size", "9x9"], "comes in sizes 3 to 8, not 9x9"),
    (["solve", "uncrossed-knight", "--size", "5x"], "bad board size '5x'"),
    (["solve", "uncrossed-knight", "--size", "2x9"], "comes in sizes 3 to 8, not 2x9"),
    (["solve", "knight-domination", "--size", "5x6"], "whole number"),
    (["daily", "yesterday"], "'yesterday' is not a date: write the day as YYYY-MM-DD"),
    (["daily", "2026-13-45"], "2026-13-45 is not a day of the calendar"),
    (["daily", "2026-10-31"], "the daily puzzles begin on 2026-11-01"),
])
def test_bad_input_exits_2_with_one_line_and_no_traceback(args, message):
    done = run(*args)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0], done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("size,count", [(4, 4), (5, 5), (6, 8), (7, 13), (8, 14)])
def test_solve_knight_domination_prints_a_minimum_placement(size, count):
    result = run_json("solve", "knight-domination", "--size", str(size))
    assert set(result) == {"count", "knights"} and result["count"] == count == len(result["knights"])
    assert result["knights"] == sorted(result["knights"]) and max(result["knights"]) < size * size


@pytest.mark.parametrize("size,length", [(3, 2), (4, 5), (5, 10), (6, 17), (8, 35)])
def test_solve_uncrossed_knight_prints_a_longest_path(size, length):
    result = run_json("solve", "uncrossed-knight", "--size", str(size))
    assert set(result) == {"length", "path"} and result["length"] == length == len(result["path"]) - 1


@pytest.mark.parametrize("size,board,length", [("5x6", (5, 6), 14), ("6x5", (6, 5), 14), ("8x7", (8, 7), 30)])
def test_solve_uncrossed_knight_on_a_rectangle_prints_a_longest_path_on_that_board(size, board, length):
    result = run_json("solve", "uncrossed-knight", "--size", size)
    assert result["length"] == length == len(result["path"]) - 1
    assert is_uncrossed_knights_path(board, result["path"])
    text = run("solve", "uncrossed-knight", "--size", size).stdout.splitlines()
    assert text[0] == f"Longest: {length} moves (1 = the first square)"
    assert len(text) == 1 + board[0] and all(len(line.split()) == board[1] for line in text[1:])


def test_daily_names_the_same_puzzle_in_two_processes():
    first = run("daily", "2026-11-20", "--json", hash_seed="1")
    second = run("daily", "2026-11-20", "--json", hash_seed="2")
    assert first.returncode == second.returncode == 0 and first.stdout == second.stdout
    assert json.loads(first.stdout) == {"date": "2026-11-20", "puzzle": "knight-exchange", "size": None,
                                        "position": "BWB..B..WW..", "distance": 16}


def test_daily_refuses_a_day_after_this_computers_today_in_one_sentence():
    tomorrow = (date.today() + timedelta(days=1)).isoformat()
    done = run("daily", tomorrow)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == (f"puzzlelab: {tomorrow} is after today ({date.today().isoformat()}): that day's puzzle is "
                           "not out yet\n")


def test_daily_without_json_draws_the_board_and_names_the_day():
    done = run("daily", "2026-11-13")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["B W B W B B . W W",
                                        "2026-11-13 (Friday): Frog jump, size 4, BWBWBB.WW, 17 moves from the goal"]


def test_searched_puzzles_solve_from_a_position_and_refuse_tables():
    result = run_json("solve", "knight-domination", "NN..............")
    assert result["distance"] == 4 and result["algorithm"] == "search" and result["positions"][0] == "NN.............."
    assert "no distance table" in run("table", "uncrossed-knight").stderr
    assert "own exact search" in run("solve", "uncrossed-knight", "--algorithm", "bfs").stderr
    assert "Minimum: 4 knights" in run("solve", "knight-domination", "--size", "4").stdout


def test_hint_off_the_longest_path_says_what_is_known_and_a_next_square():
    done = run("hint", "uncrossed-knight", "0-13", "--size", "6")
    assert done.returncode == 0, done.stderr
    assert "The longest path from here is 16 moves, 1 short of the best (17)." in done.stdout
    assert "Next: +24 (knight from b4 to a2)" in done.stdout


def test_solve_from_an_uncrossed_path_off_the_best_prints_the_longest_path_still_reachable():
    text = run("solve", "uncrossed-knight", "0-7-14", "--size", "5").stdout.splitlines()  # a1-c2-e3: 8 at most
    assert text[0] == "The longest (10 moves) can't be reached from here; a path of 8 moves can: 6 more"
    result = run_json("solve", "uncrossed-knight", "0-7-14", "--size", "5")
    assert result["distance"] is None and len(result["moves"]) == 6
    assert result["target"] == {"longest": 10, "made": 2, "reach": 8, "proved": True}
