"""The command line's words over every puzzle, as one transcript: each command of `commands()` run in-process with
its stdout, stderr and exit status. `python tests/engine/cli_transcript.py OUT` writes it for the puzzlelab on the
path (PYTHONPATH=pysrc); `python tests/engine/cli_transcript.py --compare BEFORE AFTER` says where two differ, JSON
lines compared as data (AFTER may add fields, never change one). test_cli_words.py checks a fast part as data."""

from __future__ import annotations

import contextlib
import io
import json
import sys

# Positions worth wording, by puzzle: the start is always run; these add malformed texts, broken rules, dead ends.
CHECKS = {
    "knight-exchange": ["BBB......WW", "BBB......WWX", "BB.......WWW", "WWW......BBB", "B.B..B...WWW"],
    "guarini": ["..B.WW.B.", "WW...B..B", "W.W...B.B", "WWW......"],
    "8-puzzle": ["21345678.", "12345678.", "1234567.8", "1,2,3,4,5,6,7,8,0", "1,2,3,4,5,6,7,8,9", "1234567",
                 "11345678."],
    "15-puzzle": ["213456789ABCDEF.", "123456789ABCDE.F", "123456789ABCDEFF", "12345678.9ABCDEF"],
    "hakoiri-musume": ["SHHVDD.VDDVS.VVVSVSV", "VDDVVDDVVHHVVSSVS..S", "VDDVVDDVVHHVVSS.SV.S", "DDVVDDVVVHHVVSSVS..S",
                       "VDDVVDDVHHVVVSSVS..S", "VDDV/VDDV/VHHV/VSSV/S..S", "VDDVVDDVVHHVVSSVSS.S"],
    "frog-jump": [".BWWBBW", "BWBW.BW", "BBWWW.B", "BBB.WW", "BBB.WWW", "WWW.BBB", "BB..WWW"],
    "oshidori": ["BWBW.BWBW.", "..WWWWBBBB", "BWBWBWBW..", "BWBWBWBWB.", "BWBWBWB..W"],
    "oshidori-black-first": ["..BBBBWWWW", "WBWBWBWB.."],
    "number-reversal": ["1234567", "123456.", ".654321", "12345.6", "1234566", "12345.67"],
    "jealous-husbands": ["AC*|aBbc", "*|AaBbCc", "|AaBbCc*", "AaBbCc*|", "AaBbC*|c", "AaBb*|Cx", "AaBbCc|"],
    "missionaries": ["MCCC*|MM", "MMMCCC|*", "MMMCC*|C", "MMCCC*|M", "MMCC|MC"],
    "farmer-crossing": ["*|FWGC", "FC*|WG", "WC*|FG", "WC|FG*", "FWGC*|", "FWG*|"],
    "knight-domination": ["N" + "." * 63, "NN" + "." * 62, "N.N" + "." * 61, "." * 63, "X" * 64],
    "uncrossed-knight": ["", "0", "0-13", "0-13-26", "0-1", "0-13-0", "0-99", "a-b", "0-13-2-15-4"],
}
REVIEWS = {
    "knight-exchange": ["0-5", "9-4", "4-9", "0-1"],
    "guarini": ["0-5", "2-3", "8-8"],
    "8-puzzle": ["5-8", "4-5", "1-4", "8-7"],
    "hakoiri-musume": ["17-18", "18-17", "13-14"],
    "frog-jump": ["2-3", "4-2", "5-4", "0-1"],
    "oshidori": ["0-8", "2-0", "5-6"],
    "number-reversal": ["5-6", "3-5", "0-1"],
    "jealous-husbands": ["ab", "a", "Aa", "AB"],
    "missionaries": ["CC", "C", "MM"],
    "farmer-crossing": ["FG", "F", "FW", "FG", "FC", "F", "FG", "FG"],
    "knight-domination": ["+0", "+1", "-1", "-0", "-5", "+64"],
    "uncrossed-knight": ["+0", "+13", "+26", "+0", "+5"],
}
HINTS = {
    "knight-domination": ["N" + "." * 63, "NN" + "." * 62, "." * 18 + "N" + "." * 45],
    "uncrossed-knight": ["", "0-13", "0-13-26-39", "14-1-12-25-32-19"],
    "15-puzzle": ["123456789ABC.DEF"],
    "frog-jump": ["BBWWW.B", "BB.BWWW"],
}
DAILIES = ["2026-11-01", "2026-12-01", "2026-12-24", "2026-13-45", "2026-02-30", "2027-02-29", "2026-10-31",
           "2026-1-1", "0000-01-01", "2026-00-10", "someday"]
SIZED = {"frog-jump": [1, 4], "knight-domination": [4, 6], "uncrossed-knight": [3, "3x4", "7x8"]}


def commands() -> list[list[str]]:
    """Every command of the transcript, in order: argv lists for `python -m puzzlelab`."""
    from puzzlelab.puzzles import FAMILIES
    found = [["list"], ["list", "--json"]]
    for puzzle in FAMILIES:
        for json_flag in ([], ["--json"]):
            start = "123456789ABC.DEF" if puzzle == "15-puzzle" else None
            found.append(["solve", puzzle] + ([start] if start else []) + json_flag)
            for position in HINTS.get(puzzle, []) + [None]:
                if position is None and puzzle in HINTS:
                    continue
                found.append(["hint", puzzle, position if position is not None else _start(puzzle)] + json_flag)
            for position in CHECKS.get(puzzle, []):
                found.append(["check", puzzle, position] + json_flag)
            found.append(["check", puzzle, _start(puzzle)] + json_flag)
            found.append(["review", puzzle, _start(puzzle)] + REVIEWS.get(puzzle, []) + json_flag)
            found.append(["new", puzzle, "--seed", "7"] + json_flag)
            found.append(["new", puzzle, "--seed", "7", "--distance", "3"] + json_flag)
            found.append(["new", puzzle, "--level", "medium", "--seed", "2"] + json_flag)
            found.append(["hardest", puzzle, "--limit", "3"] + json_flag)
            if puzzle != "15-puzzle":
                found.append(["table", puzzle] + json_flag)
            for size in SIZED.get(puzzle, []):
                found.append(["solve", puzzle, "--size", str(size)] + json_flag)
                found.append(["check", puzzle, "BW", "--size", str(size)] + json_flag)
        found.append(["solve", puzzle, "--size", "99"])
        found.append(["review", puzzle, _start(puzzle), "nonsense"])
    for day in DAILIES:
        found.append(["daily", day])
        found.append(["daily", day, "--json"])
    found += [["solve", "no-such-puzzle"], ["hint", "8-puzzle", "12345678.", "--size", "3"],
              ["new", "15-puzzle", "--level", "impossible"], ["new", "8-puzzle", "--level", "easy"],
              ["new", "8-puzzle", "--distance", "40"], ["new", "knight-domination"], ["new", "uncrossed-knight"],
              ["hardest", "15-puzzle"], ["solve", "8-puzzle", "12345678.", "--algorithm", "bfs", "--heuristic", "x"],
              ["solve", "uncrossed-knight", "0-13", "--algorithm", "bfs"], ["table", "8-puzzle", "--large"]]
    return found


def _start(puzzle: str) -> str:
    from puzzlelab.puzzles import get_puzzle
    game = get_puzzle(puzzle)
    return game.format(game.start())


def transcript(argvs: list[list[str]]) -> str:
    """Each command with its status, stdout and stderr, run through cli.main in this process."""
    from puzzlelab import cli
    parts = []
    for argv in argvs:
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = cli.main(argv)
        parts.append(f"$ {' '.join(repr(a) if not a or ' ' in a else a for a in argv)}\n[status {status}]\n"
                     f"{out.getvalue()}[stderr]\n{err.getvalue()}")
    return "\n".join(parts)


def differences(before: str, after: str) -> list[str]:
    """Where transcript `after` says something else than `before`: each line that differs, a JSON line only where
    a field of `before` is missing or changed (added fields are fine)."""
    old, new = before.splitlines(), after.splitlines()
    if len(old) != len(new):
        return [f"{len(old)} lines before, {len(new)} after"]
    found = []
    for number, (was, now) in enumerate(zip(old, new), 1):
        if was != now and not (was.startswith(("{", "[")) and _kept(json.loads(was), json.loads(now))):
            found.append(f"line {number}:\n- {was[:300]}\n+ {now[:300]}")
    return found


def _kept(was, now) -> bool:
    """Whether `now` holds everything `was` holds, unchanged (dicts may gain keys)."""
    if isinstance(was, dict):
        return isinstance(now, dict) and all(key in now and _kept(value, now[key]) for key, value in was.items())
    if isinstance(was, list):
        return isinstance(now, list) and len(was) == len(now) and all(map(_kept, was, now))
    return was == now


if __name__ == "__main__":
    if sys.argv[1] == "--compare":
        with open(sys.argv[2], encoding="utf-8") as old, open(sys.argv[3], encoding="utf-8") as new:
            differ = differences(old.read(), new.read())
        print("\n".join(differ) or "the same words")
        sys.exit(1 if differ else 0)
    with open(sys.argv[1], "w", encoding="utf-8") as file:
        file.write(transcript(commands()))
