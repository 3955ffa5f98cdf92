"""Benchmark: Korf's 100 15-puzzle instances solved optimally by the oracle's search (IDA* with the 6-6-3 pattern
databases and their reflection, ordered children, BPMX and a table of proved bounds: MemoSearch,
pysrc/puzzlelab/puzzles/fifteen/memo.py) in CPython, beside IDA* with Manhattan distance plus linear conflicts (same
run, a node budget per instance), and a handful under Pyodide in Node (the runtime build.py fetched into .build/).

Usage: python3 bench/fifteen.py [--quick] [--baseline-nodes N] [--pyodide K]
       python3 bench/fifteen.py --ideas [--quick]: each idea's effect on nodes and CPU time (the search before them,
       ordering, BPMX, the table, all), per instance and in all (bench/fifteen_modes.py).
       python3 bench/fifteen.py --page [--quick]: the page's cost per position, FifteenOracle.prepare_steps (the
       position's search and every move from it checked), slowest, median and total beside a plain BFS of the
       8-puzzle run in the same process (targets: each within about 2.5 s of CPU here, the median under 0.5 s).
       python3 bench/fifteen.py --heuristics [--quick] [--limit N] [--budget NODES]: the lab's IDA* rows, one per
       heuristic (FifteenPuzzle.heuristics), on Korf's instances: nodes generated, iterations, CPU seconds.
       python3 bench/fifteen.py --loops [--limit N] [--budget NODES]: the lab's IDA* loop as written beside the same
       loop calling the estimate's update per step, alternated (bench/fifteen_loops.py; default 8 instances, 1M nodes).
       python3 bench/fifteen.py --provisional [--seconds S]: how soon the page's state job offers a good move not
       yet proven optimal on Korf's hardest and the 80-movers, its way's length, the best within S CPU seconds (default
       5) and the lower bound proved by then, beside a plain BFS of the 8-puzzle (bench/fifteen_provisional.py).
       python3 bench/fifteen.py --batch [--quick]: Korf's 100 piped through `python -m puzzlelab solve 15-puzzle -`
       in one process, its wall time beside a plain BFS of the whole 8-puzzle run in this process (target 20 s).
       python3 bench/fifteen.py --batch --large: the same with the 7-7-1 databases (built into the user's cache first
       when missing: about 3 minutes, 2.7 GB at the peak) beside the 6-6-3 ones, each a whole process, in one run.
Needs the databases (python3 build.py, or any search once: they are built into ~/.cache/puzzlelab/pdb with numpy).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pysrc"))

from puzzlelab.puzzles.fifteen import pdb  # noqa: E402
from puzzlelab.puzzles.fifteen.board import board_of  # noqa: E402
from puzzlelab.puzzles.fifteen.conflict import ConflictHeuristic, ConflictSearch  # noqa: E402
from puzzlelab.puzzles.fifteen.memo import MemoSearch  # noqa: E402
from puzzlelab.puzzles.fifteen.oracle import load_heuristic  # noqa: E402

KORF = ROOT / "bench" / "data" / "korf100.txt"
PYODIDE = ROOT / ".build" / "pyodide-314.0.7"

NODE_SCRIPT = r"""
import { loadPyodide } from "%(pyodide)s/pyodide.mjs";
import fs from "node:fs";
import path from "node:path";
const [source, tables, cases, mode] = process.argv.slice(2);
const py = await loadPyodide({ indexURL: "%(pyodide)s/" });
function copy(from, to) {
  py.FS.mkdirTree(to);
  for (const name of fs.readdirSync(from)) {
    const full = path.join(from, name);
    if (fs.statSync(full).isDirectory()) { if (name !== "__pycache__") copy(full, to + "/" + name); }
    else if (name.endsWith(".py")) py.FS.writeFile(to + "/" + name, fs.readFileSync(full));
  }
}
copy(source, "/bench/puzzlelab");
py.FS.mkdirTree("/pdb");
for (const name of fs.readdirSync(tables)) py.FS.writeFile("/pdb/" + name, fs.readFileSync(path.join(tables, name)));
py.globals.set("cases_json", fs.readFileSync(cases, "utf8"));
py.globals.set("mode", mode);
const out = py.runPython(`
import json, os, sys, time
sys.path.insert(0, "/bench")
os.environ["PUZZLELAB_PDB"] = "/pdb"
from puzzlelab.progress import run_to_end
from puzzlelab.puzzles.fifteen.board import board_of
from puzzlelab.puzzles.fifteen.memo import MemoSearch
from puzzlelab.puzzles.fifteen.oracle import FifteenOracle, load_heuristic
started = time.perf_counter()
heuristic, note = load_heuristic()
loaded = time.perf_counter() - started
rows = []
for position in json.loads(cases_json):
    started = time.perf_counter()
    if mode == "page":  # the state job: the position's search and every move from it checked
        oracle = FifteenOracle(heuristic)
        length, generated = run_to_end(oracle.prepare_steps(position)), oracle.generated
    elif mode == "provisional":  # the state job until its first good move (progress with "provisional")
        steps = FifteenOracle(heuristic).prepare_steps(position)
        progress = next(steps)
        while "provisional" not in progress:
            progress = next(steps)
        length, generated = progress["provisional"]["length"], 0
        steps.close()
    else:
        search = MemoSearch(board_of(position), heuristic)
        search.run()
        length, generated = len(search.moves), search.generated
    rows.append({"position": position, "length": length, "generated": generated,
                 "seconds": time.perf_counter() - started})
json.dumps({"note": note, "load_seconds": loaded, "rows": rows, "version": sys.version.split()[0]})
`);
console.log(out);
"""


def instances() -> list[dict]:
    rows = []
    for line in KORF.read_text().splitlines():
        if line.startswith("#") or not line.strip():
            continue
        number, length, nodes, position, *_korf = line.split()
        rows.append({"number": int(number), "length": int(length), "manhattan_nodes": int(nodes), "position": position})
    return rows


def solve(search_class, heuristic, position: str, budget: int | None = None) -> dict:
    search = search_class(board_of(position), heuristic)
    started_cpu, started = time.process_time(), time.perf_counter()
    finished = search.run() if budget is None else search.run(budget)
    return {"length": len(search.moves) if finished and search.found else None, "generated": search.generated,
            "cpu": time.process_time() - started_cpu, "wall": time.perf_counter() - started}


def run_pyodide(positions: list[str], mode: str = "search") -> dict | None:
    """The positions under Pyodide in Node, one process: mode "search" times MemoSearch on each, "page" the page's
    state job (FifteenOracle.prepare_steps, a fresh oracle each), "provisional" that job until it offers a good move
    ("length": its way's); {"note", "load_seconds", "version", "rows": [{"position", "length", "generated",
    "seconds" (wall)}]}, or None (said) without node or the runtime."""
    node = shutil.which("node")
    if not positions or node is None or not (PYODIDE / "pyodide.mjs").exists():
        print("pyodide: skipped (needs node and the runtime in .build/: python3 build.py)")
        return None
    folder = next((f for f in pdb.search_folders() if all((f / pdb.file_name(4, 4, t)).exists()
                                                        for t in pdb.FIFTEEN_PARTITION)), None)
    with tempfile.TemporaryDirectory() as scratch:
        scratch = Path(scratch)
        tables = scratch / "pdb"
        tables.mkdir()
        for tiles in pdb.FIFTEEN_PARTITION:
            shutil.copy2(folder / pdb.file_name(4, 4, tiles), tables)
        (scratch / "cases.json").write_text(json.dumps(positions))
        script = scratch / "bench.mjs"
        script.write_text(NODE_SCRIPT % {"pyodide": PYODIDE.as_posix()})
        result = subprocess.run([node, script, ROOT / "pysrc" / "puzzlelab", tables, scratch / "cases.json", mode],
                                capture_output=True, text=True, timeout=1800)
    if result.returncode != 0:
        print(f"pyodide: failed\n{result.stderr[-2000:]}")
        return None
    return json.loads(result.stdout.strip().splitlines()[-1])


def heuristics_table(rows: list[dict], budget: int) -> int:
    """The lab's IDA* with each 15-puzzle heuristic (what `solve 15-puzzle POS --algorithm ida --heuristic NAME
    --stats` prints), per instance: estimate at the start, nodes generated, iterations, CPU seconds; a run stops
    (">budget") after `budget` nodes."""
    from puzzlelab.progress import Run
    from puzzlelab.puzzles import get_puzzle
    from puzzlelab.search import ida_steps
    puzzle = get_puzzle("15-puzzle")
    named = puzzle.heuristics()
    print(f"{'#':>3} {'len':>3}  " + "  ".join(f"{name[:30]:>30}" for name in named))
    print(f"{'':>7}" + "  ".join(f"{'h  nodes  iterations  s':>30}" for _name in named))
    totals = {name: [] for name in named}
    for row in rows:
        cells = []
        for name, bound in named.items():
            search = Run(ida_steps(puzzle, row["position"], lower_bound=bound))
            started = time.process_time()
            for progress in search:
                if progress["generated"] > budget:
                    search.close()
                    break
            stats = search.value.stats if search.done else None
            cpu = time.process_time() - started
            h = bound(row["position"])
            if stats is None:
                cells.append(f"{h:>2} {'>' + format(budget, ','):>13} {'-':>5} {cpu:>6.1f}")
            else:
                totals[name].append((row["length"] - h, stats.generated, cpu))
                cells.append(f"{h:>2} {stats.generated:>13,} {len(stats.iterations):>5} {cpu:>6.2f}")
        print(f"{row['number']:>3} {row['length']:>3}  " + "  ".join(f"{cell:>30}" for cell in cells), flush=True)
    for name, done in totals.items():
        if done:
            nodes, cpu = sum(n for _g, n, _c in done), sum(c for _g, _n, c in done)
            print(f"{name}: {len(done)}/{len(rows)} within {budget:,} nodes; {nodes:,} nodes in {cpu:.1f} s CPU "
                  f"({nodes / max(cpu, 1e-9) / 1e6:.2f} M nodes/s); (gap, nodes): "
                  + ", ".join(f"({g}, {n})" for g, n, _c in done))
    return 0


def batch(rows: list[dict], large: bool = False) -> int:
    """Korf's instances piped through `python -m puzzlelab solve 15-puzzle - --stats` (one process: start-up, the
    databases loaded once, every search, a JSON line each), its wall and CPU time beside bench/engine.py's plain BFS
    of the whole 8-puzzle (a deque of position strings) timed in this process; every distance checked against
    Korf's. With `large`: the 7-7-1 databases built when missing (oracle.build_large), and the batch run twice, first
    with them hidden (the 6-6-3 ones only), then with them. 0 when all are optimal."""
    if not large:
        return batch_process(rows)
    from puzzlelab.puzzles.fifteen.oracle import build_large

    started = time.perf_counter()
    built = build_large()
    if built:
        print(f"built {', '.join(built)} in {time.perf_counter() - started:.0f} s")
    with tempfile.TemporaryDirectory() as hidden:  # the 6-6-3 files alone where the process looks first
        for tiles in pdb.FIFTEEN_PARTITION:
            pdb.save(Path(hidden), 4, 4, tiles, pdb.find(4, 4, tiles))
        saved = {name: os.environ.get(name) for name in ("PUZZLELAB_PDB", "XDG_CACHE_HOME")}
        os.environ.update(PUZZLELAB_PDB=hidden, XDG_CACHE_HOME=hidden)
        try:
            print("with the 6-6-3 databases:")
            status = batch_process(rows)
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value
    print("with the 7-7-1 databases:")
    return batch_process(rows) or status


def batch_process(rows: list[dict]) -> int:
    """One run of the batch (see batch), beside a plain BFS of the 8-puzzle timed just before it."""
    sys.path.insert(0, str(ROOT / "bench"))
    from engine import baseline_grid_bfs, eight_puzzle_neighbours, run_process_with_input

    started, started_cpu = time.perf_counter(), time.process_time()
    positions = baseline_grid_bfs("12345678.", eight_puzzle_neighbours())
    bfs_wall, bfs_cpu = time.perf_counter() - started, time.process_time() - started_cpu
    assert len(positions) == 181440, "the baseline BFS lost positions"
    text = "".join(row["position"] + "\n" for row in rows)
    wall, cpu, out, status = run_process_with_input(
        [sys.executable, "-m", "puzzlelab", "solve", "15-puzzle", "-", "--stats"], text)
    answers = [json.loads(line) for line in out.splitlines()]
    ok = [answer.get("distance") == row["length"] for answer, row in zip(answers, rows)]
    used = load_heuristic()[0].partition  # what the process found, in the same folders
    print("databases: " + ("-".join(str(len(tiles)) for tiles in used) if used else "none"))
    seconds = sorted(((answer["stats"]["seconds"], row["number"]) for answer, row in zip(answers, rows)
                      if "stats" in answer), reverse=True)
    generated = sum(answer.get("generated", 0) for answer in answers)
    print(f"Korf's {len(rows)} through `python -m puzzlelab solve 15-puzzle - --stats`, one process: {wall:.1f} s wall "
          f"({cpu:.1f} s CPU), exit status {status}, {sum(ok)}/{len(rows)} optimal, {generated:,} positions "
          f"generated ({generated / max(cpu, 1e-9) / 1e6:.2f} M/s of the process's CPU)")
    if seconds:
        print(f"  searching and reading the solutions: {sum(s for s, _n in seconds):.1f} s of it; per position: median "
              f"{statistics.median(s for s, _n in seconds):.2f} s; slowest "
              + ", ".join(f"#{number} {s:.1f} s" for s, number in seconds[:5]))
    print(f"plain BFS of the whole 8-puzzle (181,440 positions) in this process: {bfs_wall:.2f} s wall "
          f"({bfs_cpu:.2f} s CPU); the batch took {wall / bfs_wall:.0f}x its wall time, "
          f"{cpu / max(bfs_cpu, 1e-9):.0f}x its CPU (target: within 20 s wall here)")
    return 0 if all(ok) and len(answers) == len(rows) else 1


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="the 20 instances Korf's own search found easiest")
    parser.add_argument("--baseline-nodes", type=int, default=5_000_000,
                        help="node budget per instance for Manhattan + linear conflicts (default 5,000,000)")
    parser.add_argument("--pyodide", type=int, default=5, help="instances to run under Pyodide in Node (0: none)")
    parser.add_argument("--heuristics", action="store_true", help="the lab's IDA* with each heuristic instead")
    parser.add_argument("--limit", type=int, default=None, help="--heuristics, --loops: the first N instances only")
    parser.add_argument("--budget", type=int, default=20_000_000,
                        help="--heuristics (default 20,000,000), --loops (default 1,000,000): node budget per run")
    parser.add_argument("--large", action="store_true", help="--batch: with the 7-7-1 databases, beside the 6-6-3")
    parser.add_argument("--batch", action="store_true",
                        help="the instances through `python -m puzzlelab solve 15-puzzle -` in one process instead")
    parser.add_argument("--ideas", action="store_true", help="each idea of the search on and off instead")
    parser.add_argument("--loops", action="store_true", help="the lab's IDA* loop as written and with calls instead")
    parser.add_argument("--page", action="store_true", help="the page's cost per position (prepare_steps) instead")
    parser.add_argument("--provisional", action="store_true",
                        help="how soon the state job offers a good move on the hardest positions instead")
    parser.add_argument("--seconds", type=float, default=5.0, help="--provisional: CPU seconds per position")
    args = parser.parse_args(argv)

    rows = instances()
    if args.quick:
        rows = sorted(rows, key=lambda row: row["manhattan_nodes"])[:20]
    if args.heuristics:
        return heuristics_table(rows[:args.limit], args.budget)
    if args.batch:
        return batch(rows, args.large)
    started = time.perf_counter()
    heuristic, note = load_heuristic(large=False)  # the page's databases
    if note:
        print(f"error: {note}; build them first: python3 build.py", file=sys.stderr)
        return 2
    if args.provisional:
        import fifteen_provisional
        return fifteen_provisional.provisional(rows, heuristic, args.seconds, lambda positions: run_pyodide(
            positions, "provisional") if args.pyodide else None)
    if args.loops:
        import fifteen_loops
        budget = 1_000_000 if args.budget == parser.get_default("budget") else args.budget
        return fifteen_loops.loops(rows[:args.limit or 8], heuristic, budget)
    if args.ideas or args.page:
        import fifteen_modes
        if args.ideas:
            return fifteen_modes.ideas(rows, heuristic)
        return fifteen_modes.page(rows, heuristic, lambda positions: run_pyodide(positions, "page") if args.pyodide
                                  else None)
    sizes = ", ".join(str(len(table)) for table in heuristic.tables)
    print(f"databases loaded in {time.perf_counter() - started:.2f} s ({sizes} bytes)")
    baseline = ConflictHeuristic()
    print(f"{'#':>3} {'len':>3} {'ok':>2} {'PDB nodes':>11} {'PDB s':>7} {'MD+LC nodes':>12} {'MD+LC s':>8}")
    results = []
    for row in rows:
        found = solve(MemoSearch, heuristic, row["position"])
        base = solve(ConflictSearch, baseline, row["position"], args.baseline_nodes)
        ok = found["length"] == row["length"]
        results.append({**row, "pdb": found, "base": base, "ok": ok})
        base_text = (f"{base['generated']:>12,} {base['cpu']:>8.2f}" if base["length"] is not None
                     else f"{'>' + format(args.baseline_nodes, ','):>12} {'-':>8}")
        print(f"{row['number']:>3} {row['length']:>3} {'ok' if ok else 'NO':>2} {found['generated']:>11,} "
              f"{found['cpu']:>7.3f} {base_text}", flush=True)

    seconds = [r["pdb"]["cpu"] for r in results]
    nodes = [r["pdb"]["generated"] for r in results]
    print(f"\noptimal: {sum(r['ok'] for r in results)}/{len(results)}")
    print(f"pattern databases: total {sum(seconds):.1f} s CPU ({sum(r['pdb']['wall'] for r in results):.1f} s wall), "
          f"median {statistics.median(seconds):.3f} s, max {max(seconds):.2f} s; "
          f"nodes mean {statistics.mean(nodes):,.0f}, median {statistics.median(nodes):,.0f}; "
          f"{sum(nodes) / sum(seconds) / 1e6:.2f} M nodes/s")
    both = [r for r in results if r["base"]["length"] is not None]
    if both:
        pdb_nodes = sum(r["pdb"]["generated"] for r in both)
        base_nodes = sum(r["base"]["generated"] for r in both)
        pdb_cpu = sum(r["pdb"]["cpu"] for r in both)
        base_cpu = sum(r["base"]["cpu"] for r in both)
        print(f"baseline (Manhattan + linear conflicts) finished {len(both)}/{len(results)} within "
              f"{args.baseline_nodes:,} nodes; on those: {base_nodes:,} nodes in {base_cpu:.1f} s vs {pdb_nodes:,} "
              f"in {pdb_cpu:.1f} s with the databases ({base_nodes / pdb_nodes:.1f}x nodes, "
              f"{base_cpu / max(pdb_cpu, 1e-9):.1f}x time); {base_nodes / base_cpu / 1e6:.2f} M nodes/s")

    if args.pyodide:
        ordered = sorted(results, key=lambda r: r["pdb"]["cpu"])
        middle = len(ordered) // 2
        chosen = ordered[max(0, middle - args.pyodide // 2):][:args.pyodide]
        browser = run_pyodide([r["position"] for r in chosen])
        if browser:
            print(f"\nPyodide {browser['version']} in Node: databases loaded in {browser['load_seconds']:.2f} s")
            ratios = []
            for r, b in zip(chosen, browser["rows"]):
                ratios.append(b["seconds"] / max(r["pdb"]["wall"], 1e-9))
                print(f"  #{r['number']:>3} len {b['length']} ({'ok' if b['length'] == r['length'] else 'NO'}) "
                      f"{b['generated']:>10,} nodes {b['seconds']:.3f} s vs CPython {r['pdb']['wall']:.3f} s wall")
            print(f"  median of these: Pyodide {statistics.median(b['seconds'] for b in browser['rows']):.3f} s, "
                  f"CPython {statistics.median(r['pdb']['wall'] for r in chosen):.3f} s; "
                  f"Pyodide/CPython median ratio {statistics.median(ratios):.2f}")
    return 0 if all(r["ok"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
