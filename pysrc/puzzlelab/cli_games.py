"""The command line's game commands: `new` (a random position, at an exact distance or of a level), `hardest`, `check`
(at once; exit status 2 with the reason when the goal can't be reached; `--distance` searches, within a time limit),
`review` (a played game, move by move) and `daily` (the puzzle of a date, the same for everyone: daily.py).
cli.py adds them to its parser and hands them here; they print JSON with --json, words and boards otherwise.
"""

from __future__ import annotations

import json
import sys
import time
from datetime import date

from .daily import WEEKDAYS
from .puzzle import PuzzleError
from .puzzles import get_puzzle

COMMANDS = ("new", "hardest", "check", "review", "daily")
DISTANCE_LIMIT = 60.0  # check --distance: seconds of search before it stops (--limit-seconds)
PROGRESS_SECONDS = 2.0  # check --distance: a progress line on stderr this often
SIZE_METAVAR = "N|RxC"


def size_argument(text: str) -> int | str:
    """What `--size` holds: a whole number, or the text as given ("7x8": a board of R rows by C columns, for the
    puzzles that have them); the puzzle's registry entry checks it (puzzles.get_puzzle)."""
    text = text.strip()
    return int(text) if text.isdigit() else text


def add_size_and_json(command) -> None:
    """The options every command about a puzzle ends with: --size (size_argument) and --json."""
    command.add_argument("--size", type=size_argument, metavar=SIZE_METAVAR)
    command.add_argument("--json", action="store_true")


def add_commands(commands) -> None:
    """Add the game commands to cli.py's subparsers."""
    new = commands.add_parser("new", help="a random position (uniform), or one at an exact distance or of a level")
    new.add_argument("puzzle")
    new.add_argument("--distance", type=int, help="exactly this many moves from the goal")
    new.add_argument("--level", metavar="NAME",
                     help="the 15-puzzle's easy (10-20 moves), medium (21-35), hard (36-45) or expert (46 and up)")
    new.add_argument("--seed", type=int, help="the same seed gives the same position")
    add_size_and_json(new)

    hardest = commands.add_parser("hardest", help="the positions farthest from the goal")
    hardest.add_argument("puzzle")
    hardest.add_argument("--limit", type=int, default=100, help="list at most this many (default 100)")
    add_size_and_json(hardest)

    check = commands.add_parser(
        "check", help="can this position reach the goal? if not, why (exit status 2); answers at once",
        description="Whether a position can be played to the goal, at once (an invariant such as the tile parity); "
                    "the distance too where a table answers it at once. --distance searches for it where it "
                    "is not known at once (the 15-puzzle), with progress on stderr. Exit status 2 when the goal "
                    "can't be reached (why, on stderr) or when --limit-seconds stopped the search.")
    check.add_argument("puzzle")
    check.add_argument("position")
    check.add_argument("--distance", action="store_true",
                       help="search for the distance where no table knows it (a progress line on stderr now and then)")
    check.add_argument("--limit-seconds", type=float, default=DISTANCE_LIMIT, metavar="S",
                       help=f"with --distance: stop after S seconds (default {DISTANCE_LIMIT:g}; 0: no limit), exit "
                            "status 2 with the least distance proved so far")
    add_size_and_json(check)

    review = commands.add_parser("review", help="a game move by move: verdicts, distances, the first illegal move")
    review.add_argument("puzzle")
    review.add_argument("start")
    review.add_argument("moves", nargs="*")
    add_size_and_json(review)

    daily = commands.add_parser("daily", help="the daily puzzle of a date, the same for everyone (README.md)")
    daily.add_argument("date", nargs="?", help="YYYY-MM-DD, from 2026-11-01 to today (default: today, by this "
                       "computer's clock and time zone)")
    daily.add_argument("--json", action="store_true")


def run(args, engine, out) -> int:
    """Run one game command (args.command in COMMANDS); returns the exit status."""
    if args.command == "new":
        if args.level is not None:  # a level's position is checked by a search: the databases first, if missing
            get_puzzle(args.puzzle, args.size).build_data(
                lambda message, _fraction: print(f"puzzlelab: {message}", file=sys.stderr, flush=True))
        result = engine.random_position(args.puzzle, args.size, args.distance, args.seed, args.level)
        if args.json:
            print(json.dumps(result), file=out)
            return 0
        _board(result, args.size, out)
        if result["level"] is not None:
            print(_level_line(result), file=out)
        elif result["distance"] is None:
            print(f"(seed {result['seed']})", file=out)
        else:
            among = (f"one of {result['count']} positions at that distance" if args.distance is not None
                     else f"one of the {result['count']} positions that can reach the goal, the goal itself aside")
            print(f"{result['position']}: {_moves(result['distance'])} from the goal, {among} (seed {result['seed']})",
                  file=out)
        return 0
    if args.command == "hardest":
        result = engine.hardest(args.puzzle, args.size, args.limit)
        if args.json:
            print(json.dumps(result), file=out)
            return 0
        print(f"{result['puzzle']}: {result['count']} {'position is' if result['count'] == 1 else 'positions are'} "
              f"{_moves(result['distance'])} from the goal, the most there is", file=out)
        for position in result["positions"]:
            print(position, file=out)
        return 0
    if args.command == "check":
        return _check(args, engine, out)
    if args.command == "review":
        result = engine.review(args.puzzle, args.start, args.moves, args.size)
        if args.json:
            print(json.dumps(result), file=out)
        else:
            print(f"start {result['start']}: {_distance(result['start_distance'])}", file=out)
            for number, step in enumerate(result["moves"], 1):
                print(f"{number:>3}. {step['move']:<8} {step['label']:<44} {step['verdict'] or '':<9} "
                      f"{_distance(step['distance_before'])} -> {_distance(step['distance_after'])}", file=out)
            counts = ", ".join(f"{count} {verdict}" for verdict, count in result["verdicts"].items())
            print(f"{'Solved' if result['solved'] else 'Not solved'}: {_moves(len(result['moves']))}"
                  + (f" ({counts})" if counts else "")
                  + (f"; the best from the start was {_moves(result['start_distance'])}"
                     if result["start_distance"] is not None else ""), file=out)
        if result["illegal"] is not None:
            illegal = result["illegal"]
            if not args.json:
                print(f"puzzlelab: move {illegal['index'] + 1} ({illegal['move']}) is not legal: {illegal['reason']}",
                      file=sys.stderr)
            return 2
        return 0
    if args.command == "daily":
        today = date.today().isoformat()  # this computer's calendar: a later day's puzzle is not out yet
        result = engine.daily(today if args.date is None else args.date, today)
        if args.json:
            print(json.dumps(result), file=out)
            return 0
        _board(result, None, out)
        puzzle = get_puzzle(result["puzzle"], result["size"])
        weekday = WEEKDAYS[date.fromisoformat(result["date"]).weekday()]
        sized = "" if result["size"] is None else f", size {result['size']}"
        print(f"{result['date']} ({weekday}): {puzzle.title}{sized}, {result['position']}, "
              f"{_moves(result['distance'])} from the goal", file=out)
        return 0
    raise AssertionError(args.command)


def _check(args, engine, out) -> int:
    """`check`: the answer known at once (a table is built: that is not a search), then with --distance the search
    for a distance not known at once, within --limit-seconds. Exit status 2 when the goal can't be reached (the
    reason on stderr) or the limit stopped the search (the least distance proved on stderr)."""
    if args.limit_seconds < 0:
        raise PuzzleError("--limit-seconds is a number of seconds, 0 for no limit")
    try:
        game = get_puzzle(args.puzzle, args.size, args.position)
    except PuzzleError:
        game = None  # a text that fits no size: check answers it as malformed
    if game is not None and game.tabled:
        engine.oracle(game)  # the table: known at once from here on
    result = engine.check(args.puzzle, args.position, args.size)
    stopped = None
    if args.distance and result["valid"] and not result["known"]:
        stopped = _search_distance(engine, game, args.position, args.limit_seconds)
        if stopped is None:  # found: the oracle now answers at once
            result = engine.check(args.puzzle, args.position, args.size)
    if args.json:
        print(json.dumps(result), file=out)
    elif result["valid"]:
        _board(result, args.size, out)
        if result["distance"] is not None:
            print(f"Valid: {_moves(result['distance'])} from the goal.", file=out)
        elif not result["known"]:
            print("Valid. Its distance is not known at once"
                  + (f" (stopped after {args.limit_seconds:g} s)." if stopped else ": --distance searches for it."),
                  file=out)
        else:
            print("Valid." + (f" {result['summary']}" if result["summary"] else ""), file=out)
    if not result["valid"]:  # the reason as one line on stderr, status 2 (with --json, the JSON says it)
        if not args.json:
            print(f"puzzlelab: {result['reason']} (invariant: {result['invariant']})", file=sys.stderr)
        return 2
    if stopped is not None:
        print(f"puzzlelab: {stopped}", file=sys.stderr)
        return 2
    return 0


def _search_distance(engine, game, position: str, limit_seconds: float) -> str | None:
    """Build `game`'s oracle if need be and search for `position`'s distance (Oracle.distance_steps), a slice at a
    time, with a progress line on stderr every PROGRESS_SECONDS; None when found (the oracle then answers it at
    once), else, when `limit_seconds` (0: none) ran out first, the line saying what was proved."""
    game.build_data(lambda message, _fraction: print(f"puzzlelab: {message}", file=sys.stderr, flush=True))
    started = shown = time.monotonic()
    deadline = started + limit_seconds if limit_seconds else None
    last = {}

    def steps():
        oracle = engine.oracles.ready(game)
        if oracle is None:
            oracle = yield from engine.oracles.steps(game)
        yield from oracle.distance_steps(game.parse(position))

    for progress in steps():
        now = time.monotonic()
        last = progress
        if deadline is not None and now >= deadline:
            break
        if now - shown >= PROGRESS_SECONDS:
            shown = now
            print(f"puzzlelab: searching, {now - started:.0f} s: {progress['message']}", file=sys.stderr, flush=True)
    else:
        return None
    if "bound" in last:
        searched = f", {last['generated']:,} positions searched" if "generated" in last else ""
        return (f"no answer within {limit_seconds:g} s: the distance is at least {_moves(last['bound'])}"
                f"{searched} (--limit-seconds to search longer)")
    return f"no answer within {limit_seconds:g} s (--limit-seconds to search longer)"


def _level_line(result: dict) -> str:
    """`new --level`'s words: the exact distance (or the bound proved, and how to find the rest) and the level."""
    level = result["level"]
    span = (f"{level['least']} to {level['most']} moves" if level["most"] is not None
            else f"{level['least']} moves and up")
    if result["distance"] is not None:
        far = f"{_moves(result['distance'])} from the goal"
    else:
        far = (f"at least {_moves(result['at_least'])} from the goal (exactly: check {result['puzzle']} "
               f"{result['position']} --distance)")
    return f"{result['position']}: {far}, level {level['name']}: {span} (seed {result['seed']})"


def _board(result: dict, size, out) -> None:
    puzzle = get_puzzle(result["puzzle"], result["size"] if size is None else size)
    print(puzzle.render_text(puzzle.parse(result["position"])), file=out)


def _moves(count: int) -> str:
    return f"{count} {'move' if count == 1 else 'moves'}"


def _distance(distance) -> str:
    return "-" if distance is None else str(distance)
