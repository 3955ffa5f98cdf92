"""箱入り娘's costs beside the 8-puzzle's measured in the same run: the table build, the table's size raw and
compressed, a state request; and the cut-off check, rank and unrank.
Run: `python3 bench/hakoiri.py [--repeats N]` (CPython on this machine; CPU seconds, steadier on a shared machine).
"""

from __future__ import annotations

import argparse
import gzip
import json
import lzma
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "pysrc"))

from puzzlelab.api import Engine  # noqa: E402
from puzzlelab.puzzles import get_puzzle  # noqa: E402
from puzzlelab.puzzles.hakoiri_cut_off import cut_off_layouts  # noqa: E402
from puzzlelab.tables import DistanceTable, backward_distances  # noqa: E402

LARGEST_CUT_OFF_SET = "..DDSSDDSHHVVVVVVVVS"  # one of the 248 layouts of the largest set cut off from the exit


def best_cpu(function, repeats: int) -> float:
    """The least CPU time of `repeats` calls, in seconds."""
    times = []
    for _ in range(repeats):
        started = time.process_time()
        function()
        times.append(time.process_time() - started)
    return min(times)


def median_cpu(function, arguments: list, rounds: int = 5) -> float:
    """The median CPU time of one call over `arguments`, each called `rounds` times, in seconds."""
    times = []
    for _ in range(rounds):
        for argument in arguments:
            started = time.process_time()
            function(argument)
            times.append(time.process_time() - started)
    return statistics.median(times)


def compressed_sizes(data: bytes) -> str:
    """The sizes the site would ship: raw, gzip -9, brotli quality 11 (when the brotli package is installed, as in
    build.py's tools venv), xz."""
    sizes = [f"raw {len(data):,}", f"gzip -9 {len(gzip.compress(data, 9)):,}"]
    try:
        import brotli
        sizes.append(f"brotli {len(brotli.compress(data, quality=11)):,}")
    except ImportError:
        sizes.append("brotli (not installed here)")
    sizes.append(f"xz {len(lzma.compress(data)):,}")
    return ", ".join(sizes) + " bytes"


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeats", type=int, default=3)
    repeats = parser.parse_args(argv).repeats
    hakoiri, eight = get_puzzle("hakoiri-musume"), get_puzzle("8-puzzle")
    print(f"Python {sys.version.split()[0]}; CPU seconds, best of {repeats}; baseline: the 8-puzzle's table build "
          "in this run")
    baseline = best_cpu(lambda: DistanceTable.build(eight), repeats)
    generic = best_cpu(lambda: backward_distances(eight), repeats)
    built = best_cpu(lambda: DistanceTable.build(hakoiri), repeats)
    print(f"table build: hakoiri musume {built:.2f} s (the generic backward BFS from its 6,795 goals: 53,954 of "
          f"65,880 layouts reached); 8-puzzle {baseline:.2f} s with its own builder, {generic:.2f} s with the "
          f"generic BFS (181,440 positions)")
    table = DistanceTable.build(hakoiri)
    print(f"table file: {compressed_sizes(table.to_bytes())} (8-puzzle's: "
          f"{compressed_sizes(DistanceTable.build(eight).to_bytes())})")
    layouts = [hakoiri.unrank(rank) for rank in range(0, hakoiri.space_size, 659)]
    solvable = [text for text in layouts if table.distance(text) is not None]
    print(f"rank {median_cpu(hakoiri.rank, layouts) * 1e6:.1f} us, unrank "
          f"{median_cpu(hakoiri.unrank, list(range(0, hakoiri.space_size, 659))) * 1e6:.1f} us")

    def cut_off_check(text):
        cut_off_layouts.cache_clear()
        cut_off_layouts(text)
    print(f"cut-off check, none kept: a layout that reaches the exit {median_cpu(cut_off_check, solvable) * 1e3:.2f} "
          f"ms (median), the largest cut-off set {median_cpu(cut_off_check, [LARGEST_CUT_OFF_SET]) * 1e3:.2f} ms")
    engine = Engine()
    engine.oracle(hakoiri)
    engine.oracle(eight)

    def state(puzzle, text):
        cut_off_layouts.cache_clear()
        engine.handle("state", json.dumps({"puzzle": puzzle.name, "position": text}))
    hakoiri_state = median_cpu(lambda text: state(hakoiri, text), solvable[:40])
    eight_state = median_cpu(lambda text: state(eight, text), [eight.start(), *DistanceTable.build(eight).farthest()])
    print(f"state request (table loaded, the cut-off check not kept): hakoiri musume {hakoiri_state * 1e3:.2f} ms, "
          f"8-puzzle {eight_state * 1e3:.2f} ms")


if __name__ == "__main__":
    main(sys.argv[1:])
