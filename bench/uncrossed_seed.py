"""The seed's two-arm search for uncrossed knight's paths, exactly as it shipped before knight_search.py (plain masks
of segment numbers, no degree count, its crossing table tested pair by pair), kept as the baseline
bench/engine_collection.py measures beside the engine's. Works with puzzlelab.puzzles.knight_paths; not the engine.
"""

from __future__ import annotations

from puzzlelab.progress import run_to_end
from puzzlelab.puzzles.knight_paths import Geometry, board_shape, longest_by_lengths, segments_cross


def seed_geometry(size) -> Geometry:
    """The Geometry of a board size with its crossing table built as the seed built it: every pair of moves tested."""
    geometry = Geometry(*board_shape(size))
    points = [geometry.point(cell) for cell in range(geometry.cells)]
    geometry.cross = []
    for a, b in geometry.ends:
        mask = 0
        for j, (c, d) in enumerate(geometry.ends):
            if segments_cross(points[a], points[b], points[c], points[d]):
                mask |= 1 << j
        geometry.cross.append(mask)
    return geometry


def seed_paths_of_length(geometry: Geometry, total: int, first_only: bool) -> list[tuple[int, ...]]:
    """Uncrossed paths of exactly `total` moves, as the seed's `paths_of_length` found them."""
    return run_to_end(_path_search_steps(geometry, total, first_only))


def seed_longest_path(size) -> list[int]:
    """A longest path as the seed's `search_longest_path` found it: paths of 1, 2, ... moves until a length has none."""
    return longest_by_lengths(seed_geometry(size), seed_paths_of_length)


def _path_search_steps(geometry: Geometry, total: int, first_only: bool):
    """`seed_paths_of_length` as a generator: yields the fraction of middles searched (0..1) after each middle
    square or move, and returns the paths found. Lets a caller spread a long search over time slices.

    The path is grown from its middle: the middle square (even `total`) or middle move (odd), taken one per
    symmetry class, with two arms of total // 2 moves each still to add (minus the first moves). Each step
    extends the arm with fewer open moves (fail first; on a tie the arm with more moves to make). `dead` is the mask
    of segments no arm may use: those crossing a segment of the path, those at a square inside the path, and the one
    joining the two arm ends; so an open segment at an arm's end always leads to a free square. A move is taken only
    when both arms can still move after it (checked before descending: most branches end there).
    """
    cells, moves, cross, touching = geometry.cells, geometry.moves, geometry.cross, geometry.touching
    segment = geometry.segment
    found: list[tuple[int, ...]] = []
    first_arm: list[int] = []  # grown from one end of the middle, nearest the middle first
    second_arm: list[int] = []
    joining = [0] * (cells * cells)  # joining[a * cells + b]: the mask of the segment a-b, if any
    for (a, b), s in segment.items():
        joining[a * cells + b] = 1 << s
    # kills[c][open]: the moves from c along `open` (a mask of c's segments that are not dead), each with the
    # segments it makes dead (those it crosses, and those at c, inside the path once the arm leaves it); kept
    kills: list[dict[int, tuple]] = [{} for _ in range(cells)]

    def grow(a: int, b: int, left_a: int, left_b: int, dead: int, arm_a: list, arm_b: list) -> bool:
        """Grow the arms ending at a and b (each with an open segment if it has moves left) by left_a and left_b
        moves; True to stop (the first path found)."""
        open_a = touching[a] & ~dead
        open_b = touching[b] & ~dead
        if left_b and (not left_a or (nb := open_b.bit_count()) < (na := open_a.bit_count())
                       or nb == na and left_b > left_a):
            a, b, left_a, left_b, open_a, arm_a, arm_b = b, a, left_b, left_a, open_b, arm_b, arm_a
        left_a -= 1
        options = kills[a].get(open_a)
        if options is None:
            options = kills[a][open_a] = tuple((t, cross[s] | touching[a]) for t, s in moves[a] if open_a >> s & 1)
        for a2, killed in options:
            after = dead | killed | joining[a2 * cells + b]
            if left_a and not touching[a2] & ~after or left_b and not touching[b] & ~after:
                continue
            arm_a.append(a2)
            if left_a or left_b:
                if grow(a2, b, left_a, left_b, after, arm_a, arm_b):
                    return True
            else:
                found.append(tuple(first_arm[::-1] + second_arm))
                if first_only:
                    return True
            arm_a.pop()
        return False

    def from_middle(x: int, y: int, left: int, dead: int) -> bool:
        """Arms from x and y (first_arm, second_arm), `left` moves each still to add; True to stop."""
        if not left:
            found.append(tuple(first_arm[::-1] + second_arm))
            return first_only
        if not touching[x] & ~dead or not touching[y] & ~dead:
            return False
        return grow(x, y, left, left, dead, first_arm, second_arm)

    symmetries = geometry.symmetries
    half = total // 2
    if total == 0:
        return [(0,)]
    if total % 2:  # a middle move u-w and two arms of `half` moves
        roots = sorted({min(tuple(sorted((g[u], g[w]))) for g in symmetries) for u, w in geometry.ends})
        for index, (u, w) in enumerate(roots):
            s = segment[u, w]
            first_arm[:], second_arm[:] = [u], [w]
            if from_middle(u, w, half, cross[s] | 1 << s):
                return found
            yield (index + 1) / len(roots)
        return found
    # a middle square m, first moves to x and y, and two arms of half - 1 more moves
    middles = sorted({min(g[cell] for g in symmetries) for cell in range(cells)})
    roots = []
    for m in middles:
        fixing = [g for g in symmetries if g[m] == m]
        seen = set()
        for x, sx in moves[m]:
            for y, sy in moves[m]:
                key = min(tuple(sorted((g[x], g[y]))) for g in fixing)
                if x < y and key not in seen:
                    seen.add(key)
                    roots.append((m, x, sx, y, sy))
    for index, (m, x, sx, y, sy) in enumerate(roots):
        first_arm[:], second_arm[:] = [x], [m, y]
        if from_middle(x, y, half - 1, touching[m] | cross[sx] | cross[sy] | joining[x * cells + y]):
            return found
        yield (index + 1) / len(roots)
    return found
