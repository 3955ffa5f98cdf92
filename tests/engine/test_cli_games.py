"""The command line's game commands (new, hardest, check, review): output, JSON and exit status, run in-process
through cli.main (one subprocess checks `python -m puzzlelab check` end to end)."""

import json
import os
import subprocess
import sys
from pathlib import Path

from engine_support import full_heuristic
from puzzlelab.cli import main

ROOT = Path(__file__).resolve().parents[2]


def run(capsys, *args):
    status = main(list(args))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_new_at_a_distance_prints_the_board_and_how_many_there_are(capsys):
    status, out, _err = run(capsys, "new", "knight-exchange", "--distance", "22", "--seed", "1")
    assert status == 0 and "22 moves from the goal, one of 3 positions at that distance (seed 1)" in out
    status, out, _err = run(capsys, "new", "8-puzzle", "--seed", "4", "--json")
    reply = json.loads(out)
    assert status == 0 and reply["count"] == 181440 and reply["seed"] == 4 and len(reply["position"]) == 9
    assert run(capsys, "new", "8-puzzle", "--seed", "4", "--json")[1] == out


def test_new_without_random_positions_says_what_there_is(capsys):
    status, _out, err = run(capsys, "new", "knight-domination")
    assert status == 2 and err.startswith("puzzlelab: Knight domination has no random positions")
    status, _out, err = run(capsys, "new", "8-puzzle", "--distance", "40")
    assert status == 2 and "0 to 31 moves" in err


def test_new_at_a_level_prints_the_exact_distance_in_its_range_and_refuses_a_bad_level(capsys):
    full_heuristic()
    status, out, _err = run(capsys, "new", "15-puzzle", "--level", "hard", "--seed", "1")
    last = out.splitlines()[-1]
    assert status == 0 and last.endswith("moves from the goal, level hard: 36 to 45 moves (seed 1)")
    assert 36 <= int(last.split(": ")[1].split()[0]) <= 45
    status, out, _err = run(capsys, "new", "15-puzzle", "--level", "expert", "--seed", "1", "--json")
    assert status == 0 and json.loads(out)["at_least"] >= 46 and json.loads(out)["level"]["most"] is None
    status, out, err = run(capsys, "new", "15-puzzle", "--level", "extreme")
    assert status == 2 and out == ""
    assert err == "puzzlelab: There is no level 'extreme': choose easy, medium, hard or expert.\n"


def test_hardest_lists_the_two_31_move_8_puzzles(capsys):
    status, out, _err = run(capsys, "hardest", "8-puzzle")
    assert status == 0 and out.splitlines() == [
        "8-puzzle: 2 positions are 31 moves from the goal, the most there is", "64785.321", "8672543.1"]
    reply = json.loads(run(capsys, "hardest", "knight-exchange", "--json", "--limit", "2")[1])
    assert reply["count"] == 3 and reply["distance"] == 22 and len(reply["positions"]) == 2


def test_check_prints_the_distance_or_exits_2_with_the_reason(capsys):
    status, out, _err = run(capsys, "check", "8-puzzle", "8672543.1")
    assert status == 0 and out.endswith("Valid: 31 moves from the goal.\n")
    status, out, err = run(capsys, "check", "guarini", "W.W.B...B")
    assert status == 2 and out == ""
    assert err.startswith("puzzlelab: The knight on b2 can never move") and err.count("\n") == 1
    assert err.rstrip().endswith("(invariant: the squares a knight can reach)")
    status, out, _err = run(capsys, "check", "8-puzzle", "21345678.", "--json")
    assert status == 2 and json.loads(out)["invariant"] == "tile parity"


def test_review_prints_each_verdict_and_exits_2_at_an_illegal_move(capsys):
    status, out, _err = run(capsys, "review", "8-puzzle", "1234567.8", "8-7")
    assert status == 0 and "optimal" in out and out.rstrip().endswith(
        "Solved: 1 move (1 optimal); the best from the start was 1 move")
    status, out, err = run(capsys, "review", "knight-exchange", "BBB......WWW", "0-5", "3-8")
    assert status == 2 and "1. 0-5" in out
    assert err == "puzzlelab: move 2 (3-8) is not legal: There is no knight on a3.\n"  # cell 3 is a3
    status, out, _err = run(capsys, "review", "knight-domination", "." * 25, "+0", "-0", "--json")
    reply = json.loads(out)
    assert status == 0 and [step["move"] for step in reply["moves"]] == ["+0", "-0"]  # "-0" is a move, not an option


def test_check_from_the_shell():
    env = dict(os.environ, PYTHONPATH=str(ROOT / "pysrc"))
    done = subprocess.run([sys.executable, "-m", "puzzlelab", "check", "farmer-crossing", "WG|FC*"],
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 2 and "the wolf would eat the goat" in done.stderr and done.stdout == ""


EIGHTY_MOVES = ".C9DFBAE37254861"  # a 15-puzzle position 80 moves from the goal, the most any needs


def no_search(monkeypatch):
    """Make every 15-puzzle search fail the test if it runs (the hook that shows `check` answers without one)."""
    from puzzlelab.puzzles.fifteen import conflict, ida, memo

    def searched(*_args, **_kwargs):
        raise AssertionError("the 15-puzzle was searched")
    for search_class in (ida.Search, ida.ReflectedSearch, memo.MemoSearch, conflict.ConflictSearch):
        monkeypatch.setattr(search_class, "run", searched)


def test_check_answers_an_80_move_15_puzzle_at_once_without_a_search(capsys, monkeypatch):
    no_search(monkeypatch)
    status, out, _err = run(capsys, "check", "15-puzzle", EIGHTY_MOVES, "--json")
    reply = json.loads(out)
    assert status == 0 and reply["valid"] and reply["known"] is False and reply["distance"] is None
    assert reply["solvable"] is True  # the parity is exact: solvable, said at once
    status, out, _err = run(capsys, "check", "15-puzzle", EIGHTY_MOVES)
    assert status == 0 and out.endswith("Valid. Its distance is not known at once: --distance searches for it.\n")
    status, out, err = run(capsys, "check", "15-puzzle", "213456789ABCDEF.")  # the tile parity, still at once
    assert status == 2 and err.rstrip().endswith("(invariant: tile parity and the blank's row)")


def test_check_distance_searches_for_a_distance_not_known_at_once(capsys):
    status, out, _err = run(capsys, "check", "15-puzzle", "1356.DE9B48CA7F2", "--distance", "--json")
    reply = json.loads(out)
    assert status == 0 and reply["distance"] == 45 and reply["known"]  # Korf's instance 12


def test_check_distance_stops_at_its_limit_with_the_least_distance_proved(capsys):
    status, out, err = run(capsys, "check", "15-puzzle", EIGHTY_MOVES, "--distance", "--limit-seconds", "0.001")
    assert status == 2 and "Its distance is not known at once (stopped after 0.001 s)." in out
    last = err.splitlines()[-1]
    assert last.startswith("puzzlelab: no answer within 0.001 s: the distance is at least ")
    bound = int(last.split("at least ")[1].split()[0])
    assert 50 <= bound <= 80  # at least the databases' estimate, never more than the distance
    status, _out, err = run(capsys, "check", "15-puzzle", EIGHTY_MOVES, "--limit-seconds", "-1")
    assert status == 2 and err == "puzzlelab: --limit-seconds is a number of seconds, 0 for no limit\n"
