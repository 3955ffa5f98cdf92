"""The 8-puzzle's fast table builder: a breadth-first search from the goal on packed integers whose visited set is
the distance table itself (EightPuzzle.build_distances calls it; sliding.py holds the rules and ranks).
"""

from __future__ import annotations

from itertools import permutations

from ..puzzle import grid_neighbours
from ..tables import UNREACHABLE

# The 3x3 board as this builder packs it (sliding.py's EightPuzzle ranks the same way: a test compares the tables).
# Its tile alphabet comes from sliding.py with each call (the one alphabet), so this module imports no puzzle.
CELLS = 9
TILES = CELLS - 1
HALF_TILE_PERMUTATIONS = 20160  # 8! / 2: the tile orders of one parity
SPACE_SIZE = CELLS * HALF_TILE_PERMUTATIONS  # 181440 solvable positions
NEIGHBOURS = grid_neighbours(3, 3)


def eight_puzzle_distances(goal: str, tile_chars: str) -> bytearray:
    """The 8-puzzle's whole distance table (tables.backward_distances' result for goal `goal`, one byte per rank of
    puzzles.sliding.EightPuzzle) by BFS from the goal, a layer at a time, the table itself the set of positions seen.

    A position is its blank's cell and its tile order packed 3 bits a tile (tile - 1), first tile highest. A
    horizontal slide keeps the tile order (only the blank's cell changes); a vertical slide rotates three
    consecutive tiles, a 9-bit window whose change is looked up. The rank is the blank's cell times 20160 plus half
    the Lehmer rank of the order, the sum of a part read from the first four tiles and one from the last four
    (_half_rank_tables), so a position is tested and marked in the table by three look-ups. A layer's positions
    are kept apart by the blank's cell and the cell it came from, and the slide back there (to the layer before) is
    not made. Keys stay below 2**30, CPython's fast small-int range.
    """
    gap = tile_chars[0]  # `tile_chars`: the blank, then the tiles 1, 2, ... (sliding.TILE_CHARS)
    goal_tiles = 0
    for char in goal.replace(gap, ""):
        goal_tiles = goal_tiles << 3 | (tile_chars.index(char) - 1)
    goal_blank = goal.index(gap)
    up = [((w & 7) << 6 | w >> 3) - w for w in range(512)]  # tiles [x, y, T] -> [T, x, y] (T slides up)
    down = [((w & 63) << 3 | w >> 6) - w for w in range(512)]  # [T, x, y] -> [x, y, T] (T slides down)
    slides = []  # per blank cell: (the tile's cell, its ranks' base, None sideways, else (window shift, changes))
    for blank in range(CELLS):
        slides.append([
            (cell, cell * HALF_TILE_PERMUTATIONS, None if abs(cell - blank) == 1
             else (3 * (5 - blank), [d << 3 * (5 - blank) for d in up]) if cell > blank
             else (3 * (8 - blank), [d << 3 * (8 - blank) for d in down]))
            for cell in NEIGHBOURS[blank]])
    head, tail = _half_rank_tables()
    unreached = UNREACHABLE
    distances = bytearray([unreached]) * SPACE_SIZE  # every rank is reached: ranks index the solvable half
    distances[goal_blank * HALF_TILE_PERMUTATIONS + head[goal_tiles >> 12] + tail[goal_tiles & 4095]] = 0
    layer = {(goal_blank, None): [goal_tiles]}  # (blank's cell, the cell it came from): tile orders
    depth = 0
    while layer:
        depth += 1
        following: dict[tuple[int, int], list[int]] = {}
        for (blank, came_from), orders in layer.items():
            for cell, base, rotation in slides[blank]:
                if cell == came_from:
                    continue
                fresh = following.setdefault((cell, blank), [])
                keep = fresh.append
                if rotation is None:
                    for key in orders:
                        rank = base + head[key >> 12] + tail[key & 4095]
                        if distances[rank] == unreached:
                            distances[rank] = depth
                            keep(key)
                else:
                    shift, change = rotation
                    for key in orders:
                        key += change[key >> shift & 511]
                        rank = base + head[key >> 12] + tail[key & 4095]
                        if distances[rank] == unreached:
                            distances[rank] = depth
                            keep(key)
        layer = {arrival: orders for arrival, orders in following.items() if orders}
    return distances


def _half_rank_tables() -> tuple[list[int], list[int]]:
    """(head, tail): for 12 bits of four tiles packed as in eight_puzzle_distances (tile - 1, 3 bits each, first
    highest), head[k] + tail[k'] is half the Lehmer rank of the tile order whose first four tiles are k and last
    four k' (the head's share is a multiple of 24, so halving each part loses nothing: floor((h + t) / 2) =
    h / 2 + floor(t / 2) for an even h)."""
    head, tail = [0] * 4096, [0] * 4096
    for a, b, c, d in permutations(range(TILES), 4):
        key = a << 9 | b << 6 | c << 3 | d
        head[key] = (a * 5040 + (b - (a < b)) * 720 + (c - (a < c) - (b < c)) * 120
                     + (d - (a < d) - (b < d) - (c < d)) * 24) >> 1
        tail[key] = (((b < a) + (c < a) + (d < a)) * 6 + ((c < b) + (d < b)) * 2 + (d < c)) >> 1
    return head, tail
