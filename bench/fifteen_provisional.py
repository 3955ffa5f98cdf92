"""bench/fifteen.py's --provisional figures: how soon the page's state job (FifteenOracle.prepare_steps) offers a good
move not yet proven optimal (its first progress with "provisional") on Korf's hardest instances and the 80-move
positions, the length of that move's way, and what it has after a few seconds, beside a plain 8-puzzle BFS (same run).
"""

from __future__ import annotations

import time

from fifteen_modes import plain_bfs
from puzzlelab.progress import Run
from puzzlelab.puzzles.fifteen.board import board_of, reflect, text_of
from puzzlelab.puzzles.fifteen.oracle import FifteenOracle

EIGHTY = ".C9DFBAE37254861"  # 80 moves from the goal (the most any position needs); its reflection too
HARDEST = (88, 17, 82, 49, 60)  # Korf's instances the page took longest on (issue 22)


def cases(rows: list[dict]) -> list[tuple[str, str, int]]:
    """(name, position, distance) of Korf's hardest in `rows` and the two 80-movers: ours and its reflection about the
    diagonal (board.reflect keeps the distance)."""
    by_number = {row["number"]: row for row in rows}
    chosen = [(f"#{n}", by_number[n]["position"], by_number[n]["length"]) for n in HARDEST if n in by_number]
    return chosen + [("80 moves", EIGHTY, 80), ("80 reflected", text_of(reflect(board_of(EIGHTY))), 80)]


def watch(heuristic, position: str, seconds: float) -> dict:
    """Drive a fresh oracle's prepare_steps(position) for at most `seconds` of CPU: {"first" (CPU seconds until the
    first provisional move), "first_length", "best_length" (the shortest way offered before the exact answer),
    "best" (CPU seconds until it was offered), "bound" (the last proven lower bound), "exact" (CPU seconds until the
    distance was known, or None), "distance"}."""
    oracle = FifteenOracle(heuristic)
    job = Run(oracle.prepare_steps(position))
    found = {"first": None, "first_length": None, "best_length": None, "best": None, "bound": None, "exact": None,
             "distance": None}
    started = time.process_time()
    for progress in job:
        spent = time.process_time() - started
        offered = progress.get("provisional")
        if offered and found["first"] is None:
            found["first"], found["first_length"] = spent, offered["length"]
        if "distance" in progress and found["exact"] is None:
            found["exact"], found["distance"] = spent, progress["distance"]
        if offered and found["exact"] is None and offered["length"] != found["best_length"]:
            found["best_length"], found["best"] = offered["length"], spent
        found["bound"] = progress.get("bound", found["bound"])
        if time.process_time() - started >= seconds:
            break
    if job.done:
        found["distance"] = job.value
        found["exact"] = found["exact"] or time.process_time() - started
    job.close()
    return found


def provisional(rows: list[dict], heuristic, seconds: float, pyodide=None) -> int:
    """Print each case's figures (watch) and the plain BFS of the whole 8-puzzle timed in this run, then (`pyodide`:
    fifteen.run_pyodide for mode "provisional", or None) the wall time until the first good move under Pyodide in
    Node, the databases loaded first; 0 when every case offered a move, no way offered was shorter than the
    distance, and every distance found is the known one."""
    bfs_wall, bfs_cpu = plain_bfs()
    print(f"{'case':>12} {'dist':>4} {'first s':>8} {'way':>4} {'best s':>7} {'best':>4} {'bound':>5} {'exact s':>8}  "
          f"(CPU seconds, at most {seconds:g} s a case)")
    ok = True
    firsts = []
    for name, position, distance in cases(rows):
        found = watch(heuristic, position, seconds)
        exact = "-" if found["exact"] is None else f"{found['exact']:.2f}"
        first = "-" if found["first"] is None else f"{found['first']:.3f}"
        best = "-" if found["best"] is None else f"{found['best']:.3f}"
        print(f"{name:>12} {distance:>4} {first:>8} {found['first_length'] or '-':>4} {best:>7} "
              f"{found['best_length'] or '-':>4} {found['bound'] if found['bound'] is not None else '-':>5} {exact:>8}",
              flush=True)
        ok = ok and found["first"] is not None and found["best_length"] >= distance and found["distance"] in (
            None, distance)
        if found["first"] is not None:
            firsts.append(found["first"])
    if firsts:
        print(f"first good move offered: slowest {max(firsts):.3f} s CPU, {max(firsts) / max(bfs_cpu, 1e-9):.3f}x a "
              f"plain BFS of the whole 8-puzzle (181,440 positions) timed in this run: {bfs_wall:.2f} s wall "
              f"({bfs_cpu:.2f} s CPU). Target: within 5 s in the page (Pyodide, about twice CPython's time).")
    browser = pyodide([position for _name, position, _d in cases(rows)]) if pyodide else None
    if browser:
        print(f"under Pyodide {browser['version']} in Node (databases loaded in {browser['load_seconds']:.2f} s), "
              "wall seconds until the first good move: "
              + ", ".join(f"{name} {answer['seconds']:.2f} s ({answer['length']} moves)"
                          for (name, _p, _d), answer in zip(cases(rows), browser["rows"])))
        ok = ok and all(answer["length"] >= distance
                        for (_n, _p, distance), answer in zip(cases(rows), browser["rows"]))
    return 0 if ok else 1
