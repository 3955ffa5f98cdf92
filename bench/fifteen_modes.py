"""bench/fifteen.py's --ideas and --page figures: what each idea of the 15-puzzle's search (memo.MemoSearch) does to
nodes and CPU time on Korf's instances, and the page's cost per position (FifteenOracle.prepare_steps), each beside a
plain BFS of the whole 8-puzzle timed in the same run.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pysrc"))
sys.path.insert(0, str(ROOT / "bench"))

from engine import baseline_grid_bfs, eight_puzzle_neighbours  # noqa: E402
from puzzlelab.progress import Run  # noqa: E402
from puzzlelab.puzzles.fifteen.board import NEIGHBOURS, board_of, slide  # noqa: E402
from puzzlelab.puzzles.fifteen.ida import ReflectedSearch  # noqa: E402
from puzzlelab.puzzles.fifteen.memo import MemoSearch  # noqa: E402
from puzzlelab.puzzles.fifteen.oracle import FifteenOracle  # noqa: E402

IDEAS = {  # name: (search class, keyword arguments): the search before these ideas, then each idea alone, then all
    "reflected (before)": (ReflectedSearch, {}),
    "none of them": (MemoSearch, {"order": False, "bpmx": False, "table": False}),
    "+ order": (MemoSearch, {"order": True, "bpmx": False, "table": False}),
    "+ BPMX": (MemoSearch, {"order": False, "bpmx": True, "table": False}),
    "+ table": (MemoSearch, {"order": False, "bpmx": False, "table": True}),
    "all (the oracle's)": (MemoSearch, {}),
}


def plain_bfs() -> tuple[float, float]:
    """(wall, CPU) seconds of bench/engine.py's plain BFS of the whole 8-puzzle (181,440 positions), timed here."""
    started, started_cpu = time.perf_counter(), time.process_time()
    positions = baseline_grid_bfs("12345678.", eight_puzzle_neighbours())
    assert len(positions) == 181440, "the baseline BFS lost positions"
    return time.perf_counter() - started, time.process_time() - started_cpu


def ideas(rows: list[dict], heuristic) -> int:
    """Each of IDEAS solving every instance of `rows` (a fresh table for each): nodes generated and CPU seconds per
    instance, totals, and the totals as a share of the first's. 0 when every answer is Korf's length."""
    _bfs_wall, bfs_cpu = plain_bfs()
    names = list(IDEAS)
    print(f"{'#':>3} {'len':>3}  " + "  ".join(f"{name:>22}" for name in names))
    totals = {name: [0, 0.0] for name in names}
    ok = True
    for row in rows:
        cells = []
        for name, (search_class, options) in IDEAS.items():
            search = search_class(board_of(row["position"]), heuristic, **options)
            started = time.process_time()
            search.run()
            cpu = time.process_time() - started
            ok &= len(search.moves) == row["length"]
            totals[name][0] += search.generated
            totals[name][1] += cpu
            cells.append(f"{search.generated:>12,} {cpu:>7.2f} s")
        print(f"{row['number']:>3} {row['length']:>3}  " + "  ".join(cells), flush=True)
    first_nodes, first_cpu = totals[names[0]]
    print(f"\n{len(rows)} instances, {'all' if ok else 'NOT all'} optimal; nodes generated and CPU seconds in all:")
    for name, (nodes, cpu) in totals.items():
        print(f"  {name:<22} {nodes:>13,} nodes ({nodes / first_nodes:5.2f}x) {cpu:7.1f} s ({cpu / first_cpu:5.2f}x)"
              f"  {nodes / max(cpu, 1e-9) / 1e6:.2f} M nodes/s")
    print(f"plain BFS of the whole 8-puzzle in this run: {bfs_cpu:.2f} s CPU; the oracle's search took "
          f"{totals[names[-1]][1] / max(bfs_cpu, 1e-9):.2f}x it for these instances")
    return 0 if ok else 1


def prepare(oracle: FifteenOracle, position: str) -> tuple[int, float, float]:
    """(distance, CPU seconds until a progress report carried the distance, CPU seconds in all) of the page's job
    for `position`: oracle.prepare_steps run to its end a slice at a time."""
    started = time.process_time()
    to_distance = None
    job = Run(oracle.prepare_steps(position))
    for progress in job:
        if to_distance is None and "distance" in progress:
            to_distance = time.process_time() - started
    distance = job.value
    cpu = time.process_time() - started
    return distance, cpu if to_distance is None else to_distance, cpu


def page(rows: list[dict], heuristic, pyodide=None) -> int:
    """The page's cost per position: each instance of `rows` opened as the page opens a link to it (a fresh oracle
    over the loaded databases; its state job, prepare_steps: the position's own search, then every move from it
    checked), CPU seconds until the distance is known (the page's job, which checks the other moves only when "Show
    all optimal moves" asks) and until every move is checked; slowest, median and total beside a
    plain BFS of the whole 8-puzzle timed in this run. `pyodide(positions)`: fifteen.run_pyodide's answer for the
    same job under Pyodide (the three slowest and two around the median are run), or None. 0 when every distance is
    Korf's and every move's distance is one more or one less."""
    bfs_wall, bfs_cpu = plain_bfs()
    print(f"{'#':>3} {'len':>3} {'ok':>2} {'distance s':>10} {'all s':>7} {'generated':>11}  moves' distances")
    results = []
    for row in rows:
        oracle = FifteenOracle(heuristic)
        distance, to_distance, cpu = prepare(oracle, row["position"])
        position = row["position"]
        blank = position.index(".")
        around = [oracle.known_distance(slide(position, cell, blank)) for cell in NEIGHBOURS[blank]]
        ok = distance == row["length"] and all(d in (distance - 1, distance + 1) for d in around)
        results.append((cpu, to_distance, row["number"], ok))
        print(f"{row['number']:>3} {row['length']:>3} {'ok' if ok else 'NO':>2} {to_distance:>10.3f} {cpu:>7.3f} "
              f"{oracle.generated:>11,}  {sorted(around)}", flush=True)
    seconds = [cpu for cpu, *_rest in results]
    slowest = sorted(results, reverse=True)[:5]
    print(f"\nthe page's state job (prepare_steps) of {len(rows)} instances, CPU seconds: total {sum(seconds):.1f}, "
          f"median {statistics.median(seconds):.3f}, slowest "
          + ", ".join(f"#{number} {cpu:.2f}" for cpu, _d, number, _ok in slowest))
    print(f"  until the distance is known: median {statistics.median(d for _c, d, *_r in results):.3f} s, slowest "
          f"{max(d for _c, d, *_r in results):.2f} s")
    print(f"plain BFS of the whole 8-puzzle (181,440 positions) in this run: {bfs_wall:.2f} s wall ({bfs_cpu:.2f} s "
          f"CPU); the slowest state job took {slowest[0][0] / max(bfs_cpu, 1e-9):.1f}x it, the median "
          f"{statistics.median(seconds) / max(bfs_cpu, 1e-9):.2f}x (targets: each within about 2.5 s here, the median "
          f"under 0.5 s: the page's 5 s and 1 s in Pyodide at about twice CPython's time)")
    ordered = sorted(results)
    chosen = ordered[-3:] + ordered[len(ordered) // 2 - 1:len(ordered) // 2 + 1] if len(ordered) > 5 else ordered
    by_number = {row["number"]: row for row in rows}
    browser = pyodide([by_number[number]["position"] for _c, _d, number, _ok in chosen]) if pyodide else None
    if browser:
        print(f"\nthe same job under Pyodide {browser['version']} in Node (databases loaded in "
              f"{browser['load_seconds']:.2f} s), wall seconds beside CPython's CPU seconds above:")
        for (cpu, _d, number, _ok), answer in zip(chosen, browser["rows"]):
            length_ok = answer["length"] == by_number[number]["length"]
            print(f"  #{number:>3} {answer['seconds']:6.2f} s ({answer['seconds'] / max(cpu, 1e-9):.1f}x CPython's "
                  f"{cpu:.2f} s){'' if length_ok else ' WRONG LENGTH'}")
    return 0 if all(ok for *_rest, ok in results) else 1
