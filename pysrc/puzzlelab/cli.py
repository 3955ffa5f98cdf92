"""The command line: `python -m puzzlelab list|solve|hint|table`, and new|hardest|check|review (cli_games.py), JSON
with --json, boards otherwise.

Bad input exits with status 2 and one line on stderr; it never shows a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys

from . import cli_games
from .api import Engine
from .puzzle import PuzzleError
from .puzzles import get_puzzle

ALGORITHM_CHOICES = ("table", "bfs", "bidirectional", "ida")


class _Parser(argparse.ArgumentParser):
    """argparse that reports usage errors as one line and exit status 2."""

    def error(self, message):
        raise PuzzleError(message)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m puzzlelab", description="Puzzle Lab: classic move puzzles, solved exactly.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    listing = commands.add_parser("list", help="the puzzles")
    listing.add_argument("--json", action="store_true")

    solve = commands.add_parser("solve", help="an optimal solution")
    solve.add_argument("puzzle")
    solve.add_argument("position", nargs="?")
    solve.add_argument("--algorithm", choices=ALGORITHM_CHOICES, default="table")
    solve.add_argument("--size", type=int)
    solve.add_argument("--json", action="store_true")

    hint = commands.add_parser("hint", help="every optimal next move")
    hint.add_argument("puzzle")
    hint.add_argument("position")
    hint.add_argument("--size", type=int)
    hint.add_argument("--json", action="store_true")

    table = commands.add_parser("table", help="build the distance table and summarise it")
    table.add_argument("puzzle")
    table.add_argument("--size", type=int)
    table.add_argument("--json", action="store_true")

    cli_games.add_commands(commands)
    return parser


def run(argv: list[str], out=None) -> int:
    """Run one command, printing to `out` (default: the current sys.stdout); returns the exit status.
    PuzzleError propagates to `main`."""
    out = sys.stdout if out is None else out
    args = build_parser().parse_args(argv)
    engine = Engine()
    if args.command == "list":
        puzzles = engine.catalog()["puzzles"]
        if args.json:
            print(json.dumps(puzzles), file=out)
        else:
            for info in puzzles:
                sizes = f"  (--size {info['sizes'][0]}-{info['sizes'][1]})" if "sizes" in info else ""
                print(f"{info['id']:<22} {info['title']}{sizes}", file=out)
        return 0
    if args.command in ("solve", "hint"):
        get_puzzle(args.puzzle, args.size, args.position).build_data(_progress_on_stderr())
    if args.command == "solve":
        puzzle = get_puzzle(args.puzzle, args.size, args.position)
        if args.position is None and args.algorithm == "table" and puzzle.goal_position() is None:
            # No goal position: the best placement or path of the whole board.
            result = engine.optimum(args.puzzle, args.size)
            if args.json:
                print(json.dumps(result), file=out)
            elif "knights" in result:
                print(f"Minimum: {result['count']} knights", file=out)
                print(puzzle.render_text("".join("N" if c in result["knights"] else "." for c in range(puzzle.cells))),
                      file=out)
            else:
                print(f"Longest: {result['length']} moves (1 = the first square)", file=out)
                print(puzzle.render_text(tuple(result["path"])), file=out)
            return 0
        result = engine.solve(args.puzzle, args.position, args.size, args.algorithm)
        if args.json:
            print(json.dumps(result), file=out)
        else:
            _print_solution(result, args.size, out)
        return 0
    if args.command == "hint":
        result = engine.hint(args.puzzle, args.position, args.size)
        if args.json:
            print(json.dumps(result), file=out)
        else:
            puzzle = get_puzzle(args.puzzle, args.size, args.position)
            print(puzzle.render_text(puzzle.parse(result["position"])), file=out)
            summary = engine.state(args.puzzle, args.position, args.size)["summary"]
            if summary:
                print(summary, file=out)
            advice = result["advice"] if "advice" in result else None
            if result["distance"] is None and advice and "cell" in advice:
                move = f"+{advice['cell']}"
                print(f"Next: {move} ({result['labels'][move]})", file=out)
            elif result["distance"] is None:
                print("The goal cannot be reached from here.", file=out)
            elif result["distance"] == 0:
                print("Solved.", file=out)
            else:
                print(f"Optimal: {result['distance']} moves. Optimal next moves: "
                      f"{', '.join(result['optimal_moves'])}", file=out)
        return 0
    if args.command == "table":
        result = engine.table_summary(args.puzzle, args.size)
        if args.json:
            print(json.dumps(result), file=out)
        else:
            print(f"{result['puzzle']}: {result['positions']} positions can reach the goal; "
                  f"farthest {result['max_distance']} moves ({len(result['farthest'])} positions); "
                  f"{result['dead_ends']} dead ends reachable from the start", file=out)
            for depth, count in enumerate(result["histogram"]):
                print(f"{depth:>4} {count:>8}", file=out)
            shown = result["farthest"][:10]
            more = len(result["farthest"]) - len(shown)
            print("farthest: " + " ".join(shown) + (f" (+{more} more)" if more else ""), file=out)
        return 0
    if args.command in cli_games.COMMANDS:
        return cli_games.run(args, engine, out)
    raise AssertionError(args.command)  # argparse rejects unknown commands


def _progress_on_stderr():
    """A progress(message, fraction) callback for Puzzle.build_data: a line on stderr per quarter of each step."""
    shown = set()

    def report(message: str, fraction: float) -> None:
        step = (message.split(":")[0], int(fraction * 4))
        if step not in shown:
            shown.add(step)
            print(f"puzzlelab: {message} ({fraction:.0%})", file=sys.stderr, flush=True)

    return report


def _print_solution(result: dict, size, out) -> None:
    puzzle = get_puzzle(result["puzzle"], size, result["position"])
    if result["distance"] is None:
        print(puzzle.render_text(puzzle.parse(result["position"])), file=out)
        print("The goal cannot be reached from this position.", file=out)
        return
    print(f"{result['distance']} moves ({result['algorithm']}, {result['generated']} positions generated)", file=out)
    for step, position in enumerate(result["positions"]):
        label = "start" if step == 0 else f"{step}. {result['moves'][step - 1]}"
        print(label, file=out)
        print(puzzle.render_text(puzzle.parse(position)), file=out)
        print(file=out)


def main(argv: list[str] | None = None) -> int:
    try:
        return run(sys.argv[1:] if argv is None else argv)
    except PuzzleError as error:
        print(f"puzzlelab: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("puzzlelab: interrupted", file=sys.stderr)
        return 130

