"""Run inside Pyodide by stdlib_record.mjs once the engine is unpacked: exercises the engine as the page does (every
module imported, every kind of request asked of every puzzle), so that sys.modules then holds each standard-library
module the worker needs. Not imported by the build: its source is read and run by Pyodide in Node."""

import importlib
import json
import pkgutil

import puzzlelab
from puzzlelab.api import handle


def ask(kind, **args):
    return json.loads(handle(kind, json.dumps(args)))


def run_job(request, args, slices=25):
    started = ask("job_start", request=request, args=args)
    if not started["ok"]:
        return None
    job = started["result"]["job"]
    for _ in range(slices):
        step = ask("job_step", job=job, budget_ms=40)
        if not step["ok"] or step["result"]["done"]:
            return step.get("result", {}).get("result")
    ask("job_cancel", job=job)


def import_engine():
    """Every puzzlelab module but the command line's."""
    for info in pkgutil.walk_packages(puzzlelab.__path__, "puzzlelab."):
        if not info.name.startswith(("puzzlelab.cli", "puzzlelab.__main__")):
            importlib.import_module(info.name)


def exercise_size(puzzle, entry, size):
    """Each request the page sends, asked of `puzzle` (its catalogue `entry`) at `size`."""
    state = run_job("state", {"puzzle": puzzle, "position": entry["start"] if size == entry.get("size") else None,
                              "size": size}) or {}
    position = state.get("position", entry["start"])
    ask("state", puzzle=puzzle, position=position, size=size)
    ask("hint", puzzle=puzzle, position=position, size=size)
    moves = state.get("moves") or []
    if moves:
        ask("play", puzzle=puzzle, position=position, move=moves[0]["move"], size=size)
        ask("review", puzzle=puzzle, start=position, moves=[moves[0]["move"], "nonsense"], size=size)
    ask("explain", puzzle=puzzle, position=position, touched=[[0]], size=size)
    ask("check", puzzle=puzzle, position=position, size=size)
    ask("check", puzzle=puzzle, position="?" * len(position), size=size)
    ask("random_position", puzzle=puzzle, size=size, seed=1)
    ask("hardest", puzzle=puzzle, size=size, limit=3)
    ask("table", puzzle=puzzle, size=size)
    ask("optimum", puzzle=puzzle, size=size)
    ask("lab_plan", puzzle=puzzle, position=position, size=size)
    run_job("lab", {"puzzle": puzzle, "position": position, "size": size, "trace": 20}, slices=10)
    for algorithm in ("table", "bfs", "bidirectional", "ida", "astar"):
        if state.get("distance") is not None and state["distance"] <= 12:
            ask("solve", puzzle=puzzle, position=position, size=size, algorithm=algorithm, stats=True)


def exercise():
    """Every puzzle at its smallest and largest size (and its default), then requests that fail."""
    import_engine()
    catalog = ask("catalog")["result"]
    for entry in catalog["puzzles"]:
        puzzle = entry["id"]
        for size in sorted({*entry.get("sizes", []), entry.get("size")} - {None}) or [None]:
            exercise_size(puzzle, entry, size)
    ask("daily", date="2026-01-01", today="2026-01-02")
    ask("daily", date="2026-13-01")
    ask("no-such-request")
    ask("state", puzzle="no-such-puzzle", position="")
    ask("state", puzzle="8-puzzle", position="123", size=[1])
    handle("catalog", "not json")


if __name__ == "__main__":  # as Pyodide's runPython runs it
    exercise()
