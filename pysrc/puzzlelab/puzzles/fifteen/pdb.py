"""Additive disjoint pattern databases for sliding-tile puzzles (Korf & Felner 2002): ranks, builders, files.

A pattern is a set of tiles; its database holds, for every placement of those tiles, the fewest moves of pattern
tiles that bring them home (moves of other tiles are free), so databases of disjoint patterns add up to an
admissible heuristic. Used by ida.py's IDA*; built by build.py (numpy) or on first use by the command line.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections import deque
from math import perm
from pathlib import Path
from typing import Callable, Iterator, Protocol, Sequence

from ...puzzle import grid_neighbours


class AdditiveTables(Protocol):
    """What a search reads from additive pattern databases (patterns.PatternHeuristic is one): the tables, the
    pattern of each tile, a board's table indexes and values (`start`), and the move table of memo.MemoSearch."""

    tables: list[bytes]
    pattern_of: list[int]
    child_steps: tuple

    def start(self, board: Sequence[int]) -> tuple[list[int], list[int]]: ...


# The 15-puzzle's 6-6-3 partition (goal 123456789ABCDEF.: blank bottom right): tile 1 and the left block below it,
# the six tiles around the blank, and 2 3 4. On Korf's 45 easiest instances it generates 2.2 times fewer nodes
# than the left, right and bottom blocks (1 2 5 6 9 10 / 3 4 7 8 11 12 / 13 14 15), which leave the blank's
# corner to the 3-tile pattern.
FIFTEEN_PARTITION = ((1, 5, 6, 9, 10, 13), (7, 8, 11, 12, 14, 15), (2, 3, 4))
# The 7-7-1 partition: the same with tile 2 joined to the left pattern and 4 to the one around the blank. Each 7-tile
# table holds 57,657,600 entries (57.7 MB; built with numpy in about 85 s, 2.7 GB at the peak), so the page does not
# ship them and the command line builds them only when asked (oracle.build_large); found, they are used instead
# (oracle.load_heuristic). On Korf's 100 through one oracle: 8.2 million positions and 6.4 s of CPU, against 24.6
# million and 20.4 s with the 6-6-3 (7-6-2, tile 2 joined alone: 15.0 million and 12.5 s).
FIFTEEN_LARGE_PARTITION = ((1, 2, 5, 6, 9, 10, 13), (4, 7, 8, 11, 12, 14, 15), (3,))
FILE_MAGIC = b"PUZZLELAB-PDB 1\n"
UNREACHED = 255

Progress = Callable[[str, float], None]


# ---------------------------------------------------------------- the compact index


def rank_weights(cells: int, count: int) -> tuple[int, ...]:
    """Digit weights of the compact index of `count` distinct cells out of `cells`.

    Digit i of a placement (p_0, ..., p_{k-1}) is p_i less the number of earlier p_j below it, in 0..cells-1-i;
    the index is sum(digit_i * weights[i]), a bijection onto 0 .. cells!/(cells-count)! - 1.

    >>> rank_weights(16, 6)
    (360360, 24024, 1716, 132, 11, 1)
    """
    return tuple(perm(cells - i - 1, count - i - 1) for i in range(count))


def database_size(cells: int, count: int) -> int:
    """Entries of a database of `count` tiles on `cells` cells: cells! / (cells - count)!.

    >>> database_size(16, 6)
    5765760
    """
    return perm(cells, count)


def rank_placement(positions: Sequence[int], cells: int) -> int:
    """The compact index of pattern tiles on `positions` (distinct cells, in the pattern's tile order).

    >>> rank_placement((0, 1, 2), 16), rank_placement((15, 14, 13), 16)
    (0, 3359)
    """
    weights = rank_weights(cells, len(positions))
    index = 0
    for i, cell in enumerate(positions):
        index += (cell - sum(1 for before in positions[:i] if before < cell)) * weights[i]
    return index


def unrank_placement(index: int, cells: int, count: int) -> tuple[int, ...]:
    """The placement with compact index `index` (inverse of rank_placement); ValueError out of range."""
    if not 0 <= index < database_size(cells, count):
        raise ValueError(f"index {index} out of range for {count} tiles on {cells} cells")
    free = list(range(cells))
    placement = []
    for weight in rank_weights(cells, count):
        digit, index = divmod(index, weight)
        placement.append(free.pop(digit))
    return tuple(placement)


# ---------------------------------------------------------------- the board


def goal_cell(tile: int) -> int:
    """Tiles 1..n-1 sit on cells 0..n-2 in the goal; the blank on the last cell."""
    return tile - 1


# ---------------------------------------------------------------- builders


def build_reference(rows: int, columns: int, tiles: Sequence[int]) -> bytearray:
    """The database by a plain 0-1 BFS over (placement, blank) in pure Python: for small boards and tests.

    Backward from the goal: a blank step onto a non-pattern cell costs 0, swapping the blank with a pattern tile 1.
    Entry i is the fewest pattern moves from placement unrank_placement(i) to the goal placement.
    """
    cells = rows * columns
    around = grid_neighbours(rows, columns)
    start = (tuple(goal_cell(t) for t in tiles), cells - 1)
    best = {start: 0}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        placement, blank = state
        cost = best[state]
        for cell in around[blank]:
            if cell in placement:
                slot = placement.index(cell)
                after = (placement[:slot] + (blank,) + placement[slot + 1:], cell)
                step = 1
            else:
                after = (placement, cell)
                step = 0
            if after not in best or best[after] > cost + step:
                best[after] = cost + step
                if step:
                    queue.append(after)
                else:
                    queue.appendleft(after)
    table = bytearray([UNREACHED]) * database_size(cells, len(tiles))
    for (placement, _blank), cost in best.items():
        index = rank_placement(placement, cells)
        table[index] = min(table[index], cost)
    return table


def build_numpy(rows: int, columns: int, tiles: Sequence[int], progress: Progress | None = None) -> bytearray:
    """The same database as build_reference, by a 0-1 BFS vectorised with numpy (a 6-tile pattern of the
    15-puzzle has 57.7 million (placement, blank) states: seconds here, far too long in pure Python).

    A layer is, per placement, the bit mask of blank cells first reached at that depth: free blank steps close it
    by flood fill over the non-pattern cells, then each pattern tile next to a blank cell of the layer slides
    into it, giving the next layer. ImportError when numpy is missing.
    """
    import numpy as np

    cells = rows * columns
    count = len(tiles)
    size = database_size(cells, count)
    weights = rank_weights(cells, count)
    full = (1 << cells) - 1
    placements = _all_placements(np, cells, count)  # (size, count) uint8, in index order
    free = np.full(size, full, dtype=np.int32)
    for slot in range(count):
        free &= ~np.left_shift(1, placements[:, slot].astype(np.int32))
    first_column = sum(1 << (r * columns) for r in range(rows))
    last_column = first_column << (columns - 1)
    # step_to[cell, direction]: the cell up, left, right, down of `cell`, -1 off the board. One direction at a
    # time, the placements a layer's moves lead to are distinct, so `reached[after] |= ...` loses nothing.
    step_to = np.full((cells, 4), -1, dtype=np.int32)
    for cell in range(cells):
        row, column = divmod(cell, columns)
        for direction, (dr, dc) in enumerate(((-1, 0), (0, -1), (0, 1), (1, 0))):
            if 0 <= row + dr < rows and 0 <= column + dc < columns:
                step_to[cell, direction] = cell + dr * columns + dc

    def spread(mask):  # the cells one blank step from the cells of `mask`
        return (((mask & ~first_column) >> 1) | ((mask & ~last_column) << 1) | (mask >> columns)
                | ((mask << columns) & full))

    def rank(matrix):
        index = np.zeros(len(matrix), dtype=np.int64)
        for i in range(count):
            digit = matrix[:, i].astype(np.int64)
            for j in range(i):
                digit -= matrix[:, j] < matrix[:, i]
            index += digit * weights[i]
        return index

    seen = np.zeros(size, dtype=np.int32)  # blank cells reached so far, per placement
    reached = np.zeros(size, dtype=np.int32)  # the next layer's blank cells, per placement
    table = np.full(size, UNREACHED, dtype=np.uint8)
    index = np.array([rank_placement([goal_cell(t) for t in tiles], cells)], dtype=np.int64)
    layer = np.array([1 << (cells - 1)], dtype=np.int32)
    depth = 0
    done = 0
    while len(index):
        room = free[index]
        known = seen[index]
        while True:  # free blank steps close the layer
            grow = spread(layer) & room & ~known & ~layer
            if not grow.any():
                break
            layer |= grow
        seen[index] = known | layer
        unset = table[index] == UNREACHED
        table[index[unset]] = depth
        done += int(unset.sum())
        if depth >= UNREACHED - 1:
            raise OverflowError("pattern distances exceed a byte")
        touched = []
        for start in range(0, len(index), 1 << 21):  # bounded memory per slice
            part = index[start:start + (1 << 21)]
            blanks = layer[start:start + (1 << 21)]
            rows_of = placements[part]
            for slot in range(count):
                tile_cell = rows_of[:, slot].astype(np.int32)
                for direction in range(4):
                    target = step_to[tile_cell, direction]
                    ok = (target >= 0) & ((blanks >> np.maximum(target, 0) & 1) == 1)
                    if not ok.any():
                        continue
                    moved = rows_of[ok]
                    moved[:, slot] = target[ok]
                    after = rank(moved)
                    reached[after] |= np.left_shift(1, tile_cell[ok])
                    touched.append(after)
        if not touched:
            break
        following = np.flatnonzero(reached)
        layer = reached[following] & ~seen[following]
        reached[following] = 0
        keep = layer != 0
        index, layer = following[keep], layer[keep]
        depth += 1
        if progress:
            progress(f"tiles {_tiles_name(tiles)}: {depth} moves deep", done / size)
    if int(table.max()) == UNREACHED:
        raise AssertionError("a placement was never reached")
    return bytearray(table.tobytes())


def _all_placements(np, cells: int, count: int):
    """Every placement of `count` distinct cells, rows in compact index order (uint8 matrix)."""
    placements = np.zeros((1, 0), dtype=np.uint8)
    used = np.zeros(1, dtype=np.int32)
    # nth_free[mask, d]: the d-th cell not in mask (cells <= 16)
    masks = np.arange(1 << cells, dtype=np.int32)
    free_cells = ((masks[:, None] >> np.arange(cells)) & 1) == 0
    order = np.argsort(~free_cells, axis=1, kind="stable").astype(np.uint8)
    for slot in range(count):
        choices = cells - slot
        digits = np.tile(np.arange(choices), len(placements))
        parent = np.repeat(np.arange(len(placements)), choices)
        cell = order[used[parent], digits]
        placements = np.concatenate([placements[parent], cell[:, None]], axis=1)
        used = used[parent] | np.left_shift(1, cell.astype(np.int32))
    return placements


def _tiles_name(tiles: Sequence[int]) -> str:
    return "-".join(str(t) for t in tiles)


# ---------------------------------------------------------------- files


def file_name(rows: int, columns: int, tiles: Sequence[int]) -> str:
    """`pdb-4x4-1-2-5-6-9-10.bin`: the board and the pattern's tiles."""
    return f"pdb-{rows}x{columns}-{_tiles_name(tiles)}.bin"


def to_bytes(rows: int, columns: int, tiles: Sequence[int], table: bytes, compact: bool = False) -> bytes:
    """A database file: FILE_MAGIC, one JSON line (board, tiles, entries, sha256 of the entries), the entries; with
    `compact`, stored as their excess over Manhattan distance (excess.py; header "encoding"), as build.py ships them."""
    header = {"rows": rows, "columns": columns, "tiles": list(tiles), "entries": len(table),
              "sha256": hashlib.sha256(table).hexdigest()}
    body = bytes(table)
    if compact:
        from .excess import ENCODING, encode  # build time only

        header["encoding"] = ENCODING
        body = encode(rows, columns, tiles, body)
    return FILE_MAGIC + json.dumps(header, separators=(",", ":")).encode() + b"\n" + body


def from_bytes(data: bytes, rows: int | None = None, columns: int | None = None,
               tiles: Sequence[int] | None = None) -> tuple[dict, bytes]:
    """(header, entries) from a database file's bytes, raw or compact (to_bytes); ValueError when damaged or not the
    one asked for."""
    if not data.startswith(FILE_MAGIC):
        raise ValueError("not a puzzlelab pattern database")
    end = data.index(b"\n", len(FILE_MAGIC))
    header = json.loads(data[len(FILE_MAGIC):end])
    table = data[end + 1:]
    count = len(header["tiles"])
    if len(table) != header["entries"] or len(table) != database_size(header["rows"] * header["columns"], count):
        raise ValueError("pattern database truncated")
    if "encoding" in header:
        from .excess import ENCODING, decode

        if header["encoding"] != ENCODING:
            raise ValueError(f"pattern database in an unknown encoding {header['encoding']!r}")
        table = decode(header["rows"], header["columns"], header["tiles"], table)
    if hashlib.sha256(table).hexdigest() != header["sha256"]:
        raise ValueError("pattern database damaged (checksum)")
    wanted = {"rows": rows, "columns": columns, "tiles": None if tiles is None else list(tiles)}
    for key, value in wanted.items():
        if value is not None and header[key] != value:
            raise ValueError(f"pattern database for {key} {header[key]}, not {value}")
    return header, table


def search_folders() -> list[Path]:
    """Where the databases are looked for, in order: $PUZZLELAB_PDB, the checkout's .build/pdb and dist/pdb,
    the user's cache (~/.cache/puzzlelab/pdb, or $XDG_CACHE_HOME)."""
    folders = []
    if os.environ.get("PUZZLELAB_PDB"):
        folders.append(Path(os.environ["PUZZLELAB_PDB"]))
    checkout = Path(__file__).resolve().parents[4]  # pysrc/puzzlelab/puzzles/fifteen/pdb.py
    if (checkout / "build.py").exists():
        folders += [checkout / ".build" / "pdb", checkout / "dist" / "pdb"]
    folders.append(cache_folder())
    return folders


def cache_folder() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "puzzlelab" / "pdb"


def locate(rows: int, columns: int, tiles: Sequence[int]) -> tuple[Path, bytes] | None:
    """(path, entries) of the database in the first folder holding a sound file, or None."""
    name = file_name(rows, columns, tiles)
    for folder in search_folders():
        path = folder / name
        if path.is_file():
            try:
                return path, from_bytes(path.read_bytes(), rows, columns, tiles)[1]
            except ValueError:
                continue
    return None


def find(rows: int, columns: int, tiles: Sequence[int]) -> bytes | None:
    """The database's entries from the first folder holding a sound file, or None."""
    found = locate(rows, columns, tiles)
    return None if found is None else found[1]


def save(folder: Path, rows: int, columns: int, tiles: Sequence[int], table: bytes) -> Path:
    """Write a database file into `folder` (atomically: a reader never sees half a file)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / file_name(rows, columns, tiles)
    partial = path.with_suffix(".partial")
    partial.write_bytes(to_bytes(rows, columns, tiles, table))
    partial.replace(path)
    return path


def ensure(folder: Path, rows: int, columns: int, partition: Sequence[Sequence[int]],
           progress: Progress | None = None) -> Iterator[Path]:
    """Each database of `partition` in `folder`, built with numpy where missing or damaged (ImportError if needed
    and numpy is missing); yields the paths."""
    for tiles in partition:
        path = folder / file_name(rows, columns, tiles)
        try:
            from_bytes(path.read_bytes(), rows, columns, tiles)
        except (OSError, ValueError):
            path = save(folder, rows, columns, tiles, build_numpy(rows, columns, tiles, progress))
        yield path
