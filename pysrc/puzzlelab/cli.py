"""The command line: `python -m puzzlelab list|solve|hint|table|lab`, and new|hardest|check|review (cli_games.py),
JSON with --json, boards otherwise; `solve PUZZLE -` solves a batch from standard input, a JSON object a line.

Bad input exits with status 2 and one line on stderr; it never shows a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys

from . import cli_games
from .api import Engine
from .progress import run_to_end
from .puzzle import PuzzleError, UnsolvableError
from .puzzles import family, get_puzzle

ALGORITHM_CHOICES = ("table", "bfs", "bidirectional", "ida", "astar")
BATCH = "-"  # solve's position for a batch read from standard input


class _Parser(argparse.ArgumentParser):
    """argparse that reports usage errors as one line and exit status 2."""

    def error(self, message):
        raise PuzzleError(message)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m puzzlelab", description="Puzzle Lab: classic move puzzles, solved exactly.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    listing = commands.add_parser("list", help="the puzzles")
    listing.add_argument("--json", action="store_true")

    solve = commands.add_parser(
        "solve", help="an optimal solution; '-' for a batch: positions one a line on standard input",
        description="An optimal solution of one position (the puzzle's start without one). With '-' for the "
                    "position: a batch, positions read one a line from standard input (blank lines skipped) and one "
                    "JSON object written a line for each, the fields of --json; a line that is malformed or cannot "
                    'reach the goal gets {"line": n, "input": text, "error": "why"} and the batch goes on. Exit '
                    "status 0 when every line was solved, 2 when any failed.")
    solve.add_argument("puzzle")
    solve.add_argument("position", nargs="?", help="a position, or '-' to read positions one a line from stdin")
    solve.add_argument("--algorithm", choices=ALGORITHM_CHOICES, default="table")
    cli_games.add_size_and_json(solve)
    solve.add_argument("--heuristic", metavar="NAME",
                       help="for ida and astar: one of the puzzle's lower bounds, by its name in the lab or as words "
                            "joined by '-' (the 15-puzzle: manhattan-distance, manhattan-linear-conflict, "
                            "pattern-databases, pattern-databases-reflection)")
    solve.add_argument("--stats", action="store_true",
                       help="what the search cost: expanded, largest frontier, stored, seconds, layers, iterations")

    lab = commands.add_parser("lab", help="every search algorithm on one position, side by side")
    lab.add_argument("puzzle")
    lab.add_argument("position", nargs="?")
    lab.add_argument("--algorithm", action="append", dest="algorithms", metavar="ALGORITHM",
                     help="table, bfs, bidirectional, ida, astar (or ida:HEURISTIC); repeat for several; default all")
    cli_games.add_size_and_json(lab)

    hint = commands.add_parser("hint", help="every optimal next move")
    hint.add_argument("puzzle")
    hint.add_argument("position")
    cli_games.add_size_and_json(hint)

    table = commands.add_parser("table", help="build the distance table and summarise it (the 15-puzzle: its pattern "
                                               "databases)")
    table.add_argument("puzzle")
    table.add_argument("--size", type=cli_games.size_argument, metavar=cli_games.SIZE_METAVAR)
    table.add_argument("--large", action="store_true",
                       help="the 15-puzzle: also the 7-7-1 databases (two 57.7 MB files, about 3 minutes and 2.7 GB "
                            "of memory to build once), which make its command-line searches about 3 times faster")
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
                sizes = f"  (--size {info['sizes'][0]}-{info['sizes'][1]}" if "sizes" in info else ""
                sizes += " or RxC)" if sizes and info["size_info"]["rectangles"] else (")" if sizes else "")
                print(f"{info['id']:<22} {info['title']}{sizes}", file=out)
        return 0
    if args.command == "solve" and args.position == BATCH:
        return _solve_batch(args, engine, sys.stdin, out)
    if args.command in ("solve", "hint", "lab"):
        get_puzzle(args.puzzle, args.size, args.position).build_data(_progress_on_stderr())
    if args.command == "solve":
        puzzle = get_puzzle(args.puzzle, args.size, args.position)
        if args.position is None and args.algorithm == "table" and not puzzle.has_goal_positions():
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
        result = engine.solve(args.puzzle, args.position, args.size, args.algorithm, stats=args.stats,
                              heuristic=args.heuristic)
        if args.json:
            print(json.dumps(result), file=out)
        else:
            _print_solution(result, args.size, out)
            if args.stats:
                _print_stats(result["stats"], out)
        return 0
    if args.command == "lab":
        result = run_to_end(engine.lab(args.puzzle, args.position, args.size, args.algorithms))
        if args.json:
            print(json.dumps(result), file=out)
        else:
            _print_lab(result, out)
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
                plural = "" if result["distance"] == 1 else "s"
                print(f"Optimal: {result['distance']} move{plural}. Optimal next moves: "
                      f"{', '.join(result['optimal_moves'])}", file=out)
        return 0
    if args.command == "table":
        files = get_puzzle(args.puzzle, args.size).build_tables(_progress_on_stderr(), args.large)
        if files is not None:  # a searched puzzle's data (the 15-puzzle's pattern databases)
            for file in files:
                print(json.dumps(file) if args.json else f"{file['path']}: {file['bytes']:,} bytes"
                      f"{' (in use here)' if file['used'] else ''}", file=out)
            return 0
        if args.large:
            raise PuzzleError(f"--large is for the 15-puzzle's pattern databases, not {args.puzzle}")
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


def _solve_batch(args, engine: Engine, lines, out) -> int:
    """`solve PUZZLE -`: each non-blank line of `lines` solved as `solve --json` would, one JSON object a line on
    `out` (flushed, so a pipe reads each answer as it comes); a line that is malformed or cannot reach the goal
    gets {"line": number from 1, "input": the line, "error": one line} and the batch goes on. 0 when every line was
    solved, 2 when any failed. The puzzle's data and oracle are made once, for every line."""
    family(args.puzzle)  # an unknown puzzle fails the batch, not each line
    get_puzzle(args.puzzle, args.size).build_data(_progress_on_stderr())
    failed = False
    for number, line in enumerate(lines, 1):
        text = line.strip()
        if not text:
            continue
        try:
            result = engine.solve(args.puzzle, text, args.size, args.algorithm, stats=args.stats,
                                  heuristic=args.heuristic)
            if result["distance"] is None:
                raise UnsolvableError("the goal cannot be reached from this position")
        except PuzzleError as error:
            failed = True
            result = {"line": number, "input": line.rstrip("\r\n"), "error": " ".join(str(error).split())}
        print(json.dumps(result), file=out, flush=True)
    return 2 if failed else 0


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
    target = result.get("target")
    if result["distance"] is None and not result["moves"]:
        print(puzzle.render_text(puzzle.parse(result["position"])), file=out)
        print("The goal cannot be reached from this position.", file=out)
        return
    if result["distance"] is None:  # a goal of a length out of reach: the longest still reachable (the uncrossed path)
        print(f"The longest ({target['longest']} moves) can't be reached from here; a path of {target['reach']} moves "
              f"can: {len(result['moves'])} more", file=out)
    else:
        print(f"{result['distance']} moves ({result['algorithm']}, {result['generated']} positions generated)",
              file=out)
    for step, position in enumerate(result["positions"]):
        label = "start" if step == 0 else f"{step}. {result['moves'][step - 1]}"
        print(label, file=out)
        print(puzzle.render_text(puzzle.parse(position)), file=out)
        print(file=out)


def _print_stats(stats: dict, out) -> None:
    """The figures of `solve --stats` (those of a lab row) in words."""
    print(f"{stats['generated']:,} generated, {stats['expanded']:,} expanded, largest frontier "
          f"{stats['max_frontier']:,}, {stats['stored']:,} stored, {stats['seconds']:.3f} s", file=out)
    for side, layers in stats.get("frontier_by_depth", {}).items():
        print(f"  {side} layers by depth: {' '.join(str(count) for count in layers)}", file=out)
    if "iterations" in stats:
        print("  iterations (threshold: generated/expanded): " + ", ".join(
            f"{i['threshold']}: {i['generated']}/{i['expanded']}" for i in stats["iterations"]), file=out)
    if "reopened" in stats:
        print(f"  {stats['reopened']} positions reopened", file=out)


def _print_lab(result: dict, out) -> None:
    """The lab's table: a line per algorithm, then each one's layers or iterations."""
    distance = "no solution" if result["distance"] is None else f"{result['distance']} moves"
    bound = "" if result["lower_bound"] is None else f", lower bound {result['lower_bound']}"
    print(f"{result['puzzle']} {result['position']}: {distance}{bound}", file=out)
    width = max([26] + [len(row["title"]) + 2 for row in result["rows"]])  # "IDA* (pattern databases + reflection)"
    print(f"{'algorithm':<{width}}{'length':>7}{'generated':>12}{'expanded':>12}{'frontier':>10}{'stored':>12}"
          f"{'seconds':>9}", file=out)
    for row in result["rows"]:
        if row["generated"] is None:
            print(f"{row['title']:<{width}}  {row['status']}: {row['reason']}", file=out)
            continue
        length, generated, expanded, frontier, stored = (
            "-" if row[key] is None else f"{row[key]:,}"
            for key in ("length", "generated", "expanded", "max_frontier", "stored"))
        seconds = "-" if row["seconds"] is None else f"{row['seconds']:.3f}"
        print(f"{row['title']:<{width}}{length:>7}{generated:>12}{expanded:>12}{frontier:>10}{stored:>12}"
              f"{seconds:>9}", file=out)
        if row["status"] == "stopped":
            print(f"  {row['reason']}", file=out)
    for row in result["rows"]:
        if row.get("iterations"):
            print(f"{row['title']} iterations (threshold: generated/expanded): " + ", ".join(
                f"{i['threshold']}: {i['generated']}/{i['expanded']}" for i in row["iterations"]), file=out)
        for side, layers in (row.get("frontier_by_depth") or {}).items():
            print(f"{row['title']} {side} layers: {' '.join(str(count) for count in layers)}", file=out)


def main(argv: list[str] | None = None) -> int:
    try:
        return run(sys.argv[1:] if argv is None else argv)
    except PuzzleError as error:
        print(f"puzzlelab: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("puzzlelab: interrupted", file=sys.stderr)
        return 130

