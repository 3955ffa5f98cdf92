"""`python -m puzzlelab solve PUZZLE -`: a batch of positions from standard input, one JSON object a line out, a bad
line answered in its place; exit status 0 when every line was solved, 2 when any failed."""

import io
import json
import os
import subprocess
import sys
from pathlib import Path

from puzzlelab.cli import main

ROOT = Path(__file__).resolve().parents[2]
ERROR_KEYS = {"line", "input", "error"}


def batch(capsys, monkeypatch, lines: str, puzzle: str, *options):
    """(exit status, the JSON objects written, stderr) of `solve PUZZLE - OPTIONS` run in-process on `lines`."""
    monkeypatch.setattr(sys, "stdin", io.StringIO(lines))
    status = main(["solve", puzzle, "-", *options])
    captured = capsys.readouterr()
    return status, [json.loads(line) for line in captured.out.splitlines()], captured.err


def test_a_batch_solves_each_line_and_answers_a_bad_line_in_its_place():
    lines = "8672543.1\n\nxyz\n21345678.\n64785.321\n123456708\n"  # the two 31-move positions; a blank line skipped
    env = dict(os.environ, PYTHONPATH=str(ROOT / "pysrc"))
    done = subprocess.run([sys.executable, "-m", "puzzlelab", "solve", "8-puzzle", "-"], input=lines,
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 2 and done.stderr == ""
    replies = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(replies) == 5
    farthest, malformed, unsolvable, other, one = replies
    assert (farthest["distance"], other["distance"], one["distance"]) == (31, 31, 1)
    assert other["position"] == "64785.321" and other["positions"][-1] == "12345678."
    assert one["position"] == "1234567.8" and one["moves"] == ["8-7"]
    assert set(malformed) == set(unsolvable) == ERROR_KEYS
    assert malformed["line"] == 3 and malformed["input"] == "xyz" and "9 characters" in malformed["error"]
    assert unsolvable["line"] == 4 and unsolvable["input"] == "21345678." and "can't be solved" in unsolvable["error"]
    assert "\n" not in malformed["error"] + unsolvable["error"]
    single = subprocess.run([sys.executable, "-m", "puzzlelab", "solve", "8-puzzle", "8672543.1", "--json"],
                            capture_output=True, text=True, env=env, timeout=120)
    assert json.loads(single.stdout) == farthest  # the same answer as `solve --json`


def test_a_batch_where_every_line_is_solved_exits_0(capsys, monkeypatch):
    status, replies, _err = batch(capsys, monkeypatch, "BBB.WWW\nBB.WW\n", "frog-jump")  # each line its own size
    assert status == 0 and [reply["distance"] for reply in replies] == [15, 8]


def test_a_batch_of_dead_ends_and_unknown_puzzles_fails(capsys, monkeypatch):
    status, replies, _err = batch(capsys, monkeypatch, ".BBBWWW\n", "frog-jump")  # no frog can reach the goal
    assert status == 2 and replies == [{"line": 1, "input": ".BBBWWW",
                                        "error": "the goal cannot be reached from this position"}]
    status, replies, err = batch(capsys, monkeypatch, "12345678.\n", "9-puzzle")
    assert status == 2 and replies == [] and err.startswith("puzzlelab: unknown puzzle '9-puzzle'")


def test_a_15_puzzle_batch_finds_korfs_optimal_lengths(capsys, monkeypatch):
    korf = {"16A8EC42DB3597F.": 42, "1356.DE9B48CA7F2": 45, "61F85AD.3427E9BC": 42}  # instances 79, 12 and 42
    lines = "\n".join([*korf, "213456789ABCDEF.", "123456789ABCDE.F"]) + "\n"
    status, replies, _err = batch(capsys, monkeypatch, lines, "15-puzzle", "--stats")
    assert status == 2 and len(replies) == 5
    assert [reply["distance"] for reply in replies[:3]] == list(korf.values())
    assert all(reply["stats"]["generated"] == reply["generated"] > 0 for reply in replies[:3])
    assert replies[3]["line"] == 4 and "can't be solved" in replies[3]["error"]
    assert replies[4]["distance"] == 1 and replies[4]["moves"] == ["15-14"]
