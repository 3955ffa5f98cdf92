"""Engine benchmark: distance-table build times beside a straightforward BFS measured in the same run,
and the time of one hint lookup; then the collection's searches (bench/engine_collection.py).
Run: `python3 bench/engine.py [--quick]` (CPython on this machine; --quick skips the minutes-long 7x7 baseline).

Targets: the 8-puzzle's and the knight exchange's tables in at most half the baseline's time, and the whole command
`python -m puzzlelab table 8-puzzle --json` in at most half the time of a textbook BFS run as a process of its own
(issue 22 goal 6); a hint lookup under 50 us; independent knight domination 8x8 under 0.1 s; the longest uncrossed
knight's path on 7x7 under 5 s.
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import time
from collections import deque
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "pysrc"))

from puzzlelab.api import Engine  # noqa: E402
from puzzlelab.puzzles import get_puzzle  # noqa: E402
from puzzlelab.tables import DistanceTable  # noqa: E402

REPEATS = 5


def best_of(function, repeats=REPEATS, clock=time.perf_counter):
    """Smallest time of `repeats` calls by `clock` (wall by default; time.process_time for CPU, steadier on a
    shared machine), in seconds (the least disturbed run)."""
    times = []
    for _ in range(repeats):
        started = clock()
        function()
        times.append(clock() - started)
    return min(times)


def baseline_grid_bfs(goal: str, neighbours) -> dict:
    """The textbook BFS: a deque of position strings, a dict of distances, list-swap-join moves.

    `neighbours(position)` lists (i, j) cell pairs whose contents a move exchanges.
    """
    distance = {goal: 0}
    queue = deque([goal])
    while queue:
        position = queue.popleft()
        depth = distance[position] + 1
        for i, j in neighbours(position):
            cells = list(position)
            cells[i], cells[j] = cells[j], cells[i]
            after = "".join(cells)
            if after not in distance:
                distance[after] = depth
                queue.append(after)
    return distance


def eight_puzzle_neighbours():
    adjacent = [
        [c for c in (b - 3, b + 3) if 0 <= c < 9] + [c for c in (b - 1, b + 1) if 0 <= c < 9 and c // 3 == b // 3]
        for b in range(9)
    ]

    def neighbours(position):
        blank = position.index(".")
        return [(blank, c) for c in adjacent[blank]]
    return neighbours


def knight_neighbours(puzzle):
    def neighbours(position):
        return [(cell, target) for cell, piece in enumerate(position) if piece != "."
                for target in puzzle.jumps[cell] if position[target] == "."]
    return neighbours


def baseline_predecessor_bfs(puzzle) -> dict:
    """Textbook BFS backwards over a dict of position strings with the puzzle's predecessors."""
    goal = puzzle.goals()[0]
    distance = {goal: 0}
    queue = deque([goal])
    while queue:
        position = queue.popleft()
        for previous in puzzle.predecessors(position):
            if previous not in distance:
                distance[previous] = distance[position] + 1
                queue.append(previous)
    return distance


def hint_timings(puzzle, table, positions, engine):
    """Median seconds of a table hint (distance + every optimal move) and of a whole JSON request."""
    def table_hint(position):
        table.distance(position)
        table.optimal_moves(position)
    lookups, requests = [], []
    for position in positions:
        for _ in range(20):
            started = time.perf_counter()
            table_hint(position)
            lookups.append(time.perf_counter() - started)
            args = json.dumps({"puzzle": puzzle.name, "position": puzzle.format(position),
                               "size": puzzle.size})
            started = time.perf_counter()
            engine.handle("hint", args)
            requests.append(time.perf_counter() - started)
    return statistics.median(lookups), statistics.median(requests)


# The textbook BFS as a whole program: what `python -m puzzlelab table 8-puzzle --json` is measured against.
TEXTBOOK_BFS_PROGRAM = """
import json
from collections import deque
goal = "12345678."
adjacent = [[c for c in (b - 3, b + 3) if 0 <= c < 9] + [c for c in (b - 1, b + 1) if 0 <= c < 9 and c // 3 == b // 3]
            for b in range(9)]
distance = {goal: 0}
queue = deque([goal])
while queue:
    position = queue.popleft()
    depth = distance[position] + 1
    blank = position.index(".")
    for cell in adjacent[blank]:
        cells = list(position)
        cells[blank], cells[cell] = cells[cell], cells[blank]
        after = "".join(cells)
        if after not in distance:
            distance[after] = depth
            queue.append(after)
deepest = max(distance.values())
histogram = [0] * (deepest + 1)
for depth in distance.values():
    histogram[depth] += 1
print(json.dumps({"positions": len(distance), "max_distance": deepest, "histogram": histogram,
                  "farthest": sorted(p for p, d in distance.items() if d == deepest)}))
"""


def run_process(argv: list[str]) -> tuple[float, float, str]:
    """(wall seconds, CPU seconds of the child, its stdout) for one whole process, which must succeed."""
    wall, cpu, out, status = run_process_with_input(argv, None)
    if status:
        raise RuntimeError(f"{' '.join(argv)} exited with status {status}")
    return wall, cpu, out


def run_process_with_input(argv: list[str], text: str | None) -> tuple[float, float, str, int]:
    """(wall seconds, CPU seconds of the child, its stdout, its exit status) for one whole process with the
    checkout's pysrc on its path and `text` (None: nothing) on its standard input; its stderr passes through."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(argv, input=text or "", stdout=subprocess.PIPE, text=True,
                          env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1] / "pysrc")})
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, done.stdout, done.returncode


def whole_process_table(repeats: int = REPEATS) -> None:
    """`python -m puzzlelab table 8-puzzle --json` beside the textbook BFS program, each a whole process (start-up,
    imports, build, summary, JSON out), alternated so both see the same load; best of `repeats`."""
    ours = [sys.executable, "-m", "puzzlelab", "table", "8-puzzle", "--json"]
    textbook = [sys.executable, "-c", TEXTBOOK_BFS_PROGRAM]
    walls = {"ours": [], "textbook": []}
    cpus = {"ours": [], "textbook": []}
    outputs = {}
    for _ in range(repeats):
        for name, argv in (("ours", ours), ("textbook", textbook)):
            wall, cpu, out = run_process(argv)
            walls[name].append(wall)
            cpus[name].append(cpu)
            outputs[name] = json.loads(out)
    assert outputs["ours"]["histogram"] == outputs["textbook"]["histogram"], "the two programs disagree"
    ours_wall, base_wall = min(walls["ours"]), min(walls["textbook"])
    ours_cpu, base_cpu = min(cpus["ours"]), min(cpus["textbook"])
    print(f"whole process, best of {repeats}: `python -m puzzlelab table 8-puzzle --json` {ours_wall:.2f} s wall "
          f"({ours_cpu:.2f} s CPU); textbook BFS program {base_wall:.2f} s wall ({base_cpu:.2f} s CPU); "
          f"ratio {ours_wall / base_wall:.2f} wall, {ours_cpu / base_cpu:.2f} CPU (target <= 0.50)")


def main() -> None:
    print(f"Python {sys.version.split()[0]}; best of {REPEATS} runs; baseline = textbook BFS over a dict of "
          "position strings, measured in this run")
    print(f"{'puzzle':<18} {'table build':>12} {'baseline':>10} {'ratio':>7} {'CPU ratio':>9} {'hint':>9} "
          f"{'hint request':>13}")
    engine = Engine()
    cases = [
        ("8-puzzle", None, lambda p: baseline_grid_bfs(p.GOAL, eight_puzzle_neighbours())),
        ("knight-exchange", None, lambda p: baseline_grid_bfs(p.goals()[0], knight_neighbours(p))),
        ("guarini", None, lambda p: baseline_grid_bfs(p.goals()[0], knight_neighbours(p))),
        ("frog-jump", 3, baseline_predecessor_bfs),
        ("frog-jump", 8, baseline_predecessor_bfs),
    ]
    for name, size, baseline in cases:
        puzzle = get_puzzle(name, size)
        expected = baseline(puzzle)
        table = DistanceTable.build(puzzle)
        assert table.solvable_count == len(expected), "the baseline and the table disagree"
        build_table, run_baseline = partial(DistanceTable.build, puzzle), partial(baseline, puzzle)
        built = best_of(build_table)
        base = best_of(run_baseline)
        cpu_ratio = (best_of(build_table, clock=time.process_time)
                     / max(best_of(run_baseline, clock=time.process_time), 1e-9))
        samples = [puzzle.start(), *table.farthest()[:3]]
        engine.oracle(puzzle)
        hint, request = hint_timings(puzzle, table, samples, engine)
        label = name if size is None else f"{name} n={size}"
        print(f"{label:<18} {built * 1000:>9.1f} ms {base * 1000:>7.1f} ms {built / base:>7.2f} {cpu_ratio:>9.2f} "
              f"{hint * 1e6:>6.1f} us {request * 1e6:>10.1f} us")
    print("targets: 8-puzzle and knight-exchange ratios <= 0.50; hint < 50 us")
    whole_process_table()


if __name__ == "__main__":
    main()
    print()
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import engine_collection  # noqa: E402
    engine_collection.main(sys.argv[1:])
