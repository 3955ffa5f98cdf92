"""Requests that make the engine say everything it can say: every request type over every puzzle's start and chosen
positions (dead ends, cut-off layouts, malformed texts, refused moves, touches that make no move), jobs stepped to
their end with their progress. test_words.py checks every message in the replies; `python
tests/engine/word_requests.py OUT` writes the replies a line each for the puzzlelab on the path, so that two versions
can be compared with `python tests/engine/cli_transcript.py --compare BEFORE AFTER` (English unchanged)."""

from __future__ import annotations

import json
import sys

# Positions worth a reply beside each puzzle's start, by puzzle (and size): dead ends, unreachable, malformed.
POSITIONS = {
    ("knight-exchange", None): [".BB..B...WWW", "BB.......WWW", "BBB......WWX", "BBB......WW"],
    ("guarini", None): ["..B.WW.B.", "WW...B..B", "B.B...W.W"],
    ("8-puzzle", None): ["21345678.", "1234567.8", "1,2,3,4,5,6,7,8,0", "1,2,3,4,5,6,7,8,9", "1,2", "11345678."],
    ("15-puzzle", None): ["123456789ABC.DEF", "213456789ABCDEF.", "12345678.9ABCDEF", "123456789ABCDEFF"],
    ("hakoiri-musume", None): ["SHHVDD.VDDVS.VVVSVSV", "VDDVVDDVVHHVV..VSSSS", "DDVVDDVVVHHVVSSVS..S",
                               "VDDVVDDVHHVVVSSVS..S", "VDDVVDDVVHHVVSSVSS.S", "VDDVVDDVVHHVVSSV.S.S",
                               "DVDVVDDVVHHVVSSVS..S", "VDDVVDDVVH.VVSSVSH.S"],
    ("frog-jump", 3): [".BWWBBW", "BWBW.BW", "BBWWW.B", "BBB.WWW", "BB.BWWW", "BBB.WWB", "BBBWWW.", "BBBW.WW"],
    ("frog-jump", 8): ["BBBBBBB.BWWWWWWWW", "BWBWBWBWBWBWBWBW."],
    ("oshidori", None): ["BWBW.BWBW.", "..WWWWBBBB", "BWBWBWB..W", "BWWBBWBW.."],
    ("oshidori-black-first", None): ["WBWBWBWB.."],
    ("number-reversal", None): [".654321", "1234567", "1234566", "12.3456"],
    ("jealous-husbands", None): ["AC*|aBbc", "*|AaBbCc", "|AaBbCc*", "AaBbC*|c", "AaBb*|Cx", "AaBbCc|", "Aa|BbCc*",
                                 "Ab*|aBCc"],
    ("missionaries", None): ["MCCC*|MM", "MMMCCC|*", "MMCCC*|M", "MMCC|MC", "MC*|MMCC"],
    ("farmer-crossing", None): ["*|FWGC", "FC*|WG", "WC*|FG", "WC|FG*", "FWG*|", "WG|FC*", "C*|FWG"],
    ("knight-domination", 8): ["N" + "." * 63, "NN" + "." * 62, "N.N" + "." * 61, "." * 63, "X" * 64,
                               "." * 18 + "N" + "." * 45],
    ("knight-domination", 4): ["NNNN........N...", "N..N........N..N", ".NN..NN.........", ".NN..NN.N.......",
                               ".NN..N..........", "N...............", "NN.............."],
    ("uncrossed-knight", 6): ["0", "0-13", "0-13-26", "0-1", "0-13-0", "0-99", "a-b", "14-1-12-25-32-19",
                              "1-12-8-0", "1-12-8", "0-13-24-35-22-9"],
    ("uncrossed-knight", 3): ["0-5-6-1-8-3-2-7", "5-0-7", "0-5"],
    ("uncrossed-knight", 8): ["0-10", "0-17-34"],
}
TOUCH_CELLS = 25  # boards up to this many cells are touched at every pair of cells; larger ones at their first ones
DAYS = ["2026-11-01", "2026-12-24", "2026-13-45", "2026-02-30", "2026-10-31", "2026-1-1", "0000-01-01", "someday",
        *(f"2027-{month:02}-32" for month in range(1, 13))]
MOVES = {  # moves worth refusing, by the puzzle's family (besides each position's legal ones)
    "river": ["X", "", "FWG", "C", "a", "M"], "path": ["+5", "+0", "-", "+99", "7"],
    "domination": ["+0", "-0", "+99", "0"], "frogs": ["0-3", "5-3", "3-4", "3-2", "0-1", "0-99", "x"],
    "sliding": ["7-8", "0-7", "0-1", "0-99", "x"], "reversal": ["0-6", "6-5", "0-1", "x"]}


def requests() -> list[tuple[str, dict]]:
    """(request type, arguments) of every request, in order; a job is ("job", {"request", "args"})."""
    from puzzlelab.puzzles import FAMILIES, get_puzzle
    # First, while nothing is built: the 15-puzzle's searches from the start (databases loaded, good moves, bounds).
    found: list[tuple[str, dict]] = [("job", {"request": "state", "args": {"puzzle": "15-puzzle",
                                                                          "position": "134895.CD72BE6FA"}}),
                                     ("catalog", {}),
                                     ("state", {"puzzle": "uncrossed-knight", "size": 7, "position": "0-9"})]
    for (puzzle, size), extra in POSITIONS.items():
        game = get_puzzle(puzzle, size)
        sized = {} if size is None else {"size": size}
        start = game.format(game.start())
        for position in [start, *extra]:
            where = {"puzzle": puzzle, "position": position, **sized}
            found += [("check", where), ("state", where), ("state", where | {"distances": False}),
                      ("hint", where), ("solve", where)]
            found += [("explain", where | {"touched": touched}) for touched in _touches(game, position == start)]
            found += [("play", where | {"move": move}) for move in _moves(game, position)]
            found.append(("job", {"request": "state", "args": where}))
        found += [("state", {"puzzle": puzzle, "position": 5, **sized}),
                  ("review", {"puzzle": puzzle, "start": start, "moves": _moves(game, start)[:3] + ["nonsense"],
                              **sized}),
                  ("random_position", {"puzzle": puzzle, "seed": 3, **sized}),
                  ("random_position", {"puzzle": puzzle, "seed": 3, "distance": 99, **sized}),
                  ("random_position", {"puzzle": puzzle, "seed": 3, "level": "easy", **sized}),
                  ("hardest", {"puzzle": puzzle, "limit": 2, **sized}), ("table", {"puzzle": puzzle, **sized}),
                  ("optimum", {"puzzle": puzzle, **sized}), ("lab_plan", {"puzzle": puzzle, **sized}),
                  ("state", {"puzzle": puzzle, "size": 99})]
    for puzzle in FAMILIES:
        found.append(("check", {"puzzle": puzzle, "position": "BW"}))
    near = {"8-puzzle": "1234567.8", "knight-exchange": ".BB..B...WWW", "number-reversal": ".654321",
            "frog-jump": "WWW.B.B"}
    for puzzle, position in near.items():
        found.append(("job", {"request": "lab", "args": {"puzzle": puzzle, "position": position, "trace": 2}}))
    found += [("lab_plan", {"puzzle": "frog-jump", "position": ".BWWBBW"}),
              ("lab_plan", {"puzzle": "15-puzzle", "position": "12345678DA.CF9BE"}),
              ("job", {"request": "lab", "args": {"puzzle": "15-puzzle", "position": "123456789ABC.DEF",
                                                   "algorithms": ["table", "ida", "bfs"]}}),
              ("job", {"request": "lab", "args": {"puzzle": "uncrossed-knight", "size": 5}}),
              ("job", {"request": "lab", "args": {"puzzle": "8-puzzle", "algorithms": ["bfs"]}}),
              ("job", {"request": "random_position", "args": {"puzzle": "15-puzzle", "level": "easy", "seed": 2}}),
              ("job", {"request": "state", "args": {"puzzle": "15-puzzle", "position": "12345678DA.CF9BE"}}),
              ("job", {"request": "state", "args": {"puzzle": "knight-domination", "size": 5}}),
              ("job", {"request": "state", "args": {"puzzle": "uncrossed-knight", "size": 5}}),
              ("job", {"request": "nonsense", "args": {}}), ("job_step", {"job": 999}), ("nonsense", {}),
              ("state", {"puzzle": "8-puzzle", "nonsense": 1}),
              ("random_position", {"puzzle": "8-puzzle", "seed": "x"}),
              ("random_position", {"puzzle": "15-puzzle", "level": "easy", "distance": 3}),
              ("random_position", {"puzzle": "15-puzzle", "level": "impossible"}),
              ("hardest", {"puzzle": "8-puzzle", "limit": 0}),
              ("explain", {"puzzle": "8-puzzle", "position": "8672543.1", "touched": [99]}),
              ("explain", {"puzzle": "8-puzzle", "position": "8672543.1", "touched": "0"}),
              ("solve", {"puzzle": "8-puzzle", "algorithm": "dijkstra"}),
              ("solve", {"puzzle": "8-puzzle", "algorithm": "bfs", "heuristic": "x"}),
              ("solve", {"puzzle": "8-puzzle", "algorithm": "ida", "heuristic": "x"}),
              ("solve", {"puzzle": "knight-domination", "algorithm": "bfs"}),
              ("lab_plan", {"puzzle": "8-puzzle", "algorithms": ["ida:x"]}),
              ("lab_plan", {"puzzle": "8-puzzle", "algorithms": ["bfs:x"]}),
              ("lab_plan", {"puzzle": "8-puzzle", "algorithms": "bfs"}),
              ("review", {"puzzle": "8-puzzle", "start": None, "moves": "4-7"}),
              ("state", {"puzzle": "nonsense"}), ("state", {"puzzle": "frog-jump", "size": "3"}),
              ("state", {"puzzle": "uncrossed-knight", "size": "9x3"}),
              ("state", {"puzzle": "uncrossed-knight", "size": "big"}),
              ("state", {"puzzle": "knight-domination", "size": 11})]
    found += [("daily", {"date": day, "today": "2026-12-31"}) for day in DAYS]
    found.append(("daily", {"date": "2026-12-24", "today": "2026-12-01"}))
    return found


def _touches(game, pairs: bool) -> list[list[int]]:
    """Touches worth explaining on `game`'s board: every cell; with `pairs` every pair (of the first and last cells
    of a large board); on a river two figures with the boat, three at once, the boat alone."""
    cells = list(range(game.cells))
    first = cells if len(cells) <= TOUCH_CELLS else cells[:6] + cells[-3:]
    found = [[cell] for cell in cells] + ([[a, b] for a in first for b in first if a != b] if pairs else [])
    if getattr(game, "order", None):  # a river: loads of two, then the boat; three at once; the boat alone
        boat = len(game.order)
        found += [[a, b, boat] for a in range(boat) for b in range(boat) if a < b] + [[0, 1, 2], [boat]]
    return found


def _moves(game, position: str) -> list[str]:
    """The first legal moves of `position` (when it parses and can be played) and a few that are refused or
    malformed."""
    try:
        legal = [game.format_move(move) for move in game.moves(game.parse(position))][:4]
    except ValueError:
        legal = []
    return legal + MOVES.get(game.describe()["family"], ["0-1", "1-0", "0-99", "x"])


def replies(engine) -> list[tuple[str, dict, dict, list]]:
    """(type, arguments, reply, progress reports) of every request, through `engine.handle` as the worker asks;
    a job stepped to its end."""
    answered = []
    for request, args in requests():
        if request != "job":
            answered.append((request, args, json.loads(engine.handle(request, json.dumps(args))), []))
            continue
        started = json.loads(engine.handle("job_start", json.dumps(args)))
        reports, reply = [], started
        while started["ok"]:
            reply = json.loads(engine.handle("job_step", json.dumps({"job": started["result"]["job"],
                                                                     "budget_ms": 0})))
            if not reply["ok"] or reply["result"]["done"]:
                break
            reports.append(reply["result"]["progress"])
        answered.append((request, args, reply, reports))
    return answered


def _timeless(data):
    """`data` without what a clock measured ("seconds"), for comparing two runs."""
    if isinstance(data, dict):
        return {key: None if key == "seconds" else _timeless(value) for key, value in data.items()}
    return [_timeless(item) for item in data] if isinstance(data, list) else data


if __name__ == "__main__":
    from puzzlelab.api import Engine
    with open(sys.argv[1], "w", encoding="utf-8") as file:
        for request, args, reply, reports in replies(Engine()):
            file.write(json.dumps([request, args]) + "\n" + json.dumps(_timeless(reply)) + "\n")
            for report in reports:
                file.write(json.dumps(report) + "\n")
