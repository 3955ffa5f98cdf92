"""Benchmark of the collection's searched puzzles, each beside a plain search measured in the same run: the proved
knight domination minimum (target: 8x8 under 0.1 s) and the longest uncrossed knight's path (targets: 7x7 under 5 s,
the 7 x 8 rectangle under 10 s, both measured in this run by the same exact search; beside it the seed's two-arm
search, bench/uncrossed_seed.py, on every size, and the plain search on the squares up to 7x7).

Run: `PYTHONPATH=pysrc python3 bench/engine_collection.py [--quick] [--repeats 3] [--rectangles]`. The 7x7 path
baseline is a plain exhaustive search of every path from every square and takes minutes; --quick stops the path
baselines at 6x6 and the domination baselines at 8x8 (10x10 takes a quarter of a minute). --rectangles adds every
R x C board (3 to 8 a side) against the seed's search; on 8x8, whose proof is out of reach, the first 35-move path.
bench/engine.py can import `domination_rows`, `uncrossed_rows` and `print_rows` from here.
"""

from __future__ import annotations

import argparse
import sys
import time
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "pysrc"))

from puzzlelab.puzzles.domination_search import Dominator, minimum_independent_domination  # noqa: E402
from puzzlelab.puzzles.knight_paths import (Geometry, board_shape, path_images, paths_of_length,  # noqa: E402
                                            check_path, longest_moves, longest_paths, search_longest_path,
                                            straightforward_longest_path)
from uncrossed_seed import seed_geometry, seed_longest_path, seed_paths_of_length  # noqa: E402


def best_of(function, repeats: int):
    """(smallest CPU time in seconds of `repeats` calls, the last result): the least disturbed run. CPU time of this
    process, not wall time: on a machine whose cores other work shares, the wall clock also counts the waiting."""
    times, result = [], None
    for _ in range(repeats):
        started = time.process_time()
        result = function()
        times.append(time.process_time() - started)
    return min(times), result


def plain_domination(n: int) -> list[int]:
    """The baseline: iterative deepening on the count k = 1, 2, ...; at each node the lowest uncovered square is
    covered by each knight that may stand there in turn (a square not yet covered). No bound beyond k, no
    choice of the most constrained square, no symmetry, no pruning of repeated sets."""
    dominator = Dominator(n)
    closed = dominator.closed

    def extend(limit: int, uncovered: int, placed: list[int]):
        if not uncovered:
            return placed
        if not limit:
            return None
        square = (uncovered & -uncovered).bit_length() - 1
        candidates = closed[square] & uncovered
        while candidates:
            low = candidates & -candidates
            candidates ^= low
            knight = low.bit_length() - 1
            found = extend(limit - 1, uncovered & ~closed[knight], placed + [knight])
            if found:
                return found
        return None

    count = 1
    while True:
        found = extend(count, dominator.full, [])
        if found:
            return sorted(found)
        count += 1


def domination_rows(sizes=range(4, 11), baseline_max: int = 10, repeats: int = 5) -> list[dict]:
    """Per board size: the exact minimum's time and count, and the plain search's time up to `baseline_max`."""
    rows = []
    for n in sizes:
        seconds, knights = best_of(partial(minimum_independent_domination, n), repeats)
        row = {"puzzle": "knight-domination", "size": n, "answer": len(knights), "seconds": seconds,
               "baseline_seconds": None}
        if n <= baseline_max:
            base, plain = best_of(partial(plain_domination, n), 1 if n >= 8 else repeats)
            assert len(plain) == len(knights), "the baseline and the search disagree"
            row["baseline_seconds"] = base
        rows.append(row)
    return rows


def every_longest_path(geometry: Geometry, moves: int) -> list[tuple[int, ...]]:
    """Every path of `moves` moves on the board, both directions, by the exact search (never shipped data)."""
    return path_images(geometry, paths_of_length(geometry, moves, first_only=False))


def uncrossed_rows(sizes=(3, 4, 5, 6, 7, "7x8"), baseline_max: int = 7, repeats: int = 3) -> list[dict]:
    """Per board size (N or "RxC"): the exact longest path's time and length (the search from scratch, never shipped
    data), the seed's two-arm search's time on the same board, the straightforward search's time for squares up to
    `baseline_max`, and the time to search every longest path (what the first hint needs; on 7x8 the page gets them
    shipped, and this checks the shipped one is all)."""
    rows = []
    for size in sizes:
        shape = board_shape(size)
        slow = shape[0] * shape[1] >= 49
        seconds, path = best_of(partial(search_longest_path, size), 1 if slow else repeats)
        assert check_path(size, path) is None and len(path) - 1 == longest_moves(*shape)
        seed, seed_path = best_of(partial(seed_longest_path, size), 1 if slow else repeats)
        assert seed_path == path, "the seed's search and the engine's disagree"
        row = {"puzzle": "uncrossed-knight", "size": size, "answer": len(path) - 1, "seconds": seconds,
               "seed_seconds": seed, "baseline_seconds": None}
        if shape[0] == shape[1] <= baseline_max:
            base, plain = best_of(partial(straightforward_longest_path, size), 1 if shape[0] >= 6 else repeats)
            assert len(plain) == len(path), "the baseline and the search disagree"
            row["baseline_seconds"] = base
        geometry = Geometry(*shape)
        row["all_longest_seconds"], every = best_of(partial(every_longest_path, geometry, len(path) - 1), 1)
        assert every == longest_paths(size), "the longest paths the puzzle knows are not all the search finds"
        row["all_longest"] = len(every)
        rows.append(row)
    return rows


def rectangle_rows() -> list[dict]:
    """Every R x C board, 3 to 8 a side: the exact longest path's time beside the seed's search (one run each); on
    8x8, whose proof is out of reach, the time to find a 35-move path."""
    rows = []
    for rows_, columns in [(r, c) for r in range(3, 9) for c in range(3, 9)]:
        if (rows_, columns) == (8, 8):
            seconds, found = best_of(lambda: paths_of_length(Geometry(8, 8), 35, True), 1)
            seed, seed_found = best_of(lambda: seed_paths_of_length(seed_geometry(8), 35, True), 1)
            assert found == seed_found and check_path(8, found[0]) is None
            rows.append({"size": "8x8 (a 35-move path)", "seconds": seconds, "seed_seconds": seed})
            continue
        size = f"{rows_}x{columns}"
        seconds, path = best_of(partial(search_longest_path, size), 1)
        seed, seed_path = best_of(partial(seed_longest_path, size), 1)
        assert path == seed_path and len(path) - 1 == longest_moves(rows_, columns)
        rows.append({"size": size, "seconds": seconds, "seed_seconds": seed})
    return rows


def print_rectangles(rows: list[dict]) -> None:
    print(f"{'uncrossed-knight board':<24} {'search':>10} {'seed':>10} {'speed-up':>9}")
    for row in rows:
        print(f"{row['size']:<24} {row['seconds']:>8.3f} s {row['seed_seconds']:>8.3f} s "
              f"{row['seed_seconds'] / max(row['seconds'], 1e-9):>8.1f}x")


def print_rows(rows: list[dict]) -> None:
    print(f"{'puzzle':<24} {'answer':>6} {'search':>10} {'seed':>10} {'vs seed':>8} {'baseline':>10} {'speed-up':>9}")
    for row in rows:
        size = row["size"]
        label = f"{row['puzzle']} {size}x{size}" if isinstance(size, int) else f"{row['puzzle']} {size}"
        base = row["baseline_seconds"]
        base_text = "-" if base is None else f"{base:.3f} s"
        ratio = "-" if base is None else f"{base / row['seconds']:.0f}x"
        seed = row.get("seed_seconds")
        seed_text = "-" if seed is None else f"{seed:.3f} s"
        seed_ratio = "-" if seed is None else f"{seed / row['seconds']:.1f}x"
        extra = f"   all {row['all_longest']} longest paths: {row['all_longest_seconds']:.3f} s" \
            if "all_longest" in row else ""
        print(f"{label:<24} {row['answer']:>6} {row['seconds']:>8.3f} s {seed_text:>10} {seed_ratio:>8} "
              f"{base_text:>10} {ratio:>9}{extra}")


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true",
                        help="path baselines only up to 6x6 (7x7 takes minutes), domination ones up to 8x8")
    parser.add_argument("--repeats", type=int, default=5, help="best of this many runs for the fast searches")
    parser.add_argument("--rectangles", action="store_true",
                        help="also every R x C path board against the seed's search (about two minutes)")
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]}; CPU seconds, best of {args.repeats} runs (one run for the 8x8+ domination "
          "baselines, the 6x6+ path baselines and the 7x7 path search); baselines measured in this run")
    print("domination baseline: iterative deepening on the count, lowest uncovered square first, no bounds")
    print("path baseline: exhaustive depth-first search from every square with the crossing table, no symmetry; "
          "seed: the two-arm search as the seed shipped it (bench/uncrossed_seed.py)")
    rows = domination_rows(repeats=args.repeats, baseline_max=8 if args.quick else 10)
    rows += uncrossed_rows(repeats=args.repeats, baseline_max=6 if args.quick else 7)
    print_rows(rows)
    print("targets: knight-domination 8x8 under 0.1 s; uncrossed-knight 7x7 under 5 s, 7x8 under 10 s")
    if args.rectangles:
        print_rectangles(rectangle_rows())


if __name__ == "__main__":
    main()
