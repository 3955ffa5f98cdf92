"""The exact search for uncrossed knight's paths of a given length: two arms grown from the path's middle over a
bitboard of live segments (9 bits a square), pruned by a degree-and-colour count. knight_paths.py calls it with its
Geometry; the answers are the same as the seed's two-arm search, found in the same order, with fewer positions tried.
"""

from __future__ import annotations

from .knights import KNIGHT_STEPS

FIELD = 9  # bits a square: one per knight direction (KNIGHT_STEPS order; d ^ 4 is the way back) and a spare one
# The degree count is only worked out when the live segments are few for the moves still to make: fewer than
# BOUND_GATE directed segment ends (two a segment) per move. Skipping it is always sound; it rarely prunes sooner.
BOUND_GATE = 4


class SearchTables:
    """A board's segments as bits: bit FIELD * c + d is the segment from square c in direction KNIGHT_STEPS[d], so
    each segment has two bits (one at each end) and a square's live segments are the 8 low bits of its field.

    `full` is every segment; `cross[s]` / `touch[c]` / `pair[a, b]` the bits of the segments crossing segment s of
    the Geometry / meeting square c / joining a and b. `options[c << 8 | open]` lists the moves from c along the
    directions in `open` as (target, mask of what stays live after it, target's field); `middle_moves` and
    `middle_squares` are where searches start, `wanted` what the degree count asks for. Built once per board.
    """

    def __init__(self, geometry):
        rows, columns, cells = geometry.rows, geometry.columns, geometry.cells
        self.pair: dict[tuple[int, int], int] = {}
        for a, b in geometry.segment:
            d = KNIGHT_STEPS.index((b // columns - a // columns, b % columns - a % columns))
            self.pair[a, b] = 1 << (a * FIELD + d) | 1 << (b * FIELD + (d ^ 4))
        bits = [self.pair[ends] for ends in geometry.ends]
        self.full = 0
        for mask in bits:
            self.full |= mask

        def widen(mask: int) -> int:  # a mask of Geometry segment numbers as bits here
            out = 0
            while mask:
                low = mask & -mask
                out |= bits[low.bit_length() - 1]
                mask ^= low
            return out

        self.cross = [widen(mask) for mask in geometry.cross]
        self.touch = [widen(mask) for mask in geometry.touching]
        self.field = [255 << (cell * FIELD) for cell in range(cells)]
        # keep_joining[b][a2]: everything but the segment a2-b (an arm never joins the other arm's end)
        self.keep_joining = [[self.full] * cells for _ in range(cells)]
        for (a2, b), bits in self.pair.items():
            self.keep_joining[b][a2] = self.full ^ bits
        self.options: list[tuple] = [()] * (cells << 8)  # filled for the subsets of each square's directions
        for a in range(cells):
            row, column = divmod(a, columns)
            steps = {}  # direction -> the move that way
            for d, (dr, dc) in enumerate(KNIGHT_STEPS):
                if 0 <= row + dr < rows and 0 <= column + dc < columns:
                    target = (row + dr) * columns + column + dc
                    killed = self.cross[geometry.segment[a, target]] | self.touch[a]
                    steps[d] = (target, self.full ^ killed, self.field[target])
            directions = sum(1 << d for d in steps)
            subsets, subset = [], directions
            while subset:
                subsets.append(subset)
                subset = (subset - 1) & directions
            for subset in reversed(subsets):  # smallest first: a subset is its lowest direction, then the rest
                low = subset & -subset
                self.options[a << 8 | subset] = (steps[low.bit_length() - 1],) + self.options[a << 8 | subset ^ low]
        ones = sum(1 << (FIELD * cell) for cell in range(cells))
        self.ones_in = [bits.bit_count() for bits in range(256)]  # open directions in a field
        self.ones, self.high, self.low8 = ones, ones << 8, ones * 255
        self.colour = [(cell // columns + cell % columns) & 1 for cell in range(cells)]
        self.white_high = sum(1 << (FIELD * cell + 8) for cell in range(cells) if not self.colour[cell])
        self.high_but = [self.high ^ 1 << (FIELD * cell + 8) for cell in range(cells)]
        # The middles a search starts from, one per class of the board's symmetries, with the segments still live:
        # middle_moves (u, w, live) for paths of an odd number of moves; middle_squares (m, x, y, live), the middle
        # square and the first squares either side of it, for an even number.
        symmetries, segment = geometry.symmetries, geometry.segment
        self.middle_moves = [(u, w, self.full & ~(self.cross[segment[u, w]] | self.pair[u, w])) for u, w in
                             sorted({min(tuple(sorted((g[u], g[w]))) for g in symmetries) for u, w in geometry.ends})]
        self.middle_squares = []
        for m in sorted({min(g[cell] for g in symmetries) for cell in range(cells)}):
            fixing = [g for g in symmetries if g[m] == m]
            seen = set()
            for x, sx in geometry.moves[m]:
                for y, sy in geometry.moves[m]:
                    key = min(tuple(sorted((g[x], g[y]))) for g in fixing)
                    if x < y and key not in seen:
                        seen.add(key)
                        dead = self.touch[m] | self.cross[sx] | self.cross[sy] | self.pair.get((x, y), 0)
                        self.middle_squares.append((m, x, y, self.full & ~dead))
        # wanted[cb][ca][lb][la]: (white, black) squares with two live segments that arms ending on squares of
        # colours cb and ca, with lb and la moves to make, still need (_squares_wanted of each, added)
        most = cells // 2 + 2
        alone = [[_squares_wanted(colour, left) for left in range(most)] for colour in (0, 1)]
        self.wanted = [[[[(w1 + w2, b1 + b2) for w2, b2 in alone[ca]] for w1, b1 in alone[cb]] for ca in (0, 1)]
                       for cb in (0, 1)]


def _squares_wanted(colour: int, left: int) -> tuple[int, int]:
    """(white, black) squares an arm ending on a square of `colour` (0 white) passes through on its next `left`
    moves, its last square left out (that one may have a single live segment; every other needs two).

    >>> _squares_wanted(0, 1), _squares_wanted(0, 4), _squares_wanted(1, 5)  # black, white, black, white(, black)
    ((0, 0), (1, 2), (2, 2))
    """
    if not left:
        return 0, 0
    other, same = (left + 1) >> 1, left >> 1  # knight moves change colour: the next square is the other colour
    white, black = (same, other) if colour == 0 else (other, same)
    last_white = (colour ^ (left & 1)) == 0
    return (white - 1, black) if last_white else (white, black - 1)


def path_search_steps(geometry, total: int, first_only: bool):
    """Uncrossed paths of exactly `total` moves on `geometry` (a knight_paths.Geometry, whose `search_tables` are
    this module's SearchTables), as a generator: yields the
    fraction of middles searched (0..1) after each middle square or move, and returns the paths found (the first,
    or with first_only=False every one up to the board's symmetries and reversal, each class at least once).

    The path is grown from its middle: the middle square (even `total`) or middle move (odd), taken one per
    symmetry class, with two arms of total // 2 moves each still to add (minus the first moves). Each step extends
    the arm with fewer open moves (fail first; on a tie the arm with more moves to make). `live` holds the segments
    an arm may still use: not crossing a segment of the path, not at a square inside the path, not joining the two
    arm ends; so an open segment at an arm's end always leads to a free square. A move is taken only when both arms
    can still move after it, and (once live segments are few) when enough free squares of each colour keep two live
    segments for the squares the arms must still pass through: a path of k more moves alternates colours and each
    square but its last needs a way in and a way out. Both tests only drop positions no path goes through, so the
    search stays exhaustive and finds what the plain two-arm search finds, in the same order.
    """
    tables = geometry.search_tables
    cells = geometry.cells
    options, field, keep_joining, colour = tables.options, tables.field, tables.keep_joining, tables.colour
    ones, high, low8, white_high, high_but = tables.ones, tables.high, tables.low8, tables.white_high, tables.high_but
    half = total // 2
    wanted = tables.wanted
    gate = [BOUND_GATE * left for left in range(total + 2)]
    ones_in = tables.ones_in
    found: list[tuple[int, ...]] = []
    first_arm: list[int] = []  # grown from one end of the middle, nearest the middle first; filled from the front
    second_arm: list[int] = []

    def grow(a: int, b: int, left_a: int, left_b: int, live: int, arm_a: list, arm_b: list) -> bool:
        """Grow the arms ending at a and b (each with a live segment if it has moves left) by left_a and left_b
        moves; True to stop (the first path found). An arm with k moves to make puts its next square at [-k]."""
        open_a = live >> a * FIELD & 255
        if left_b:
            open_b = live >> b * FIELD & 255
            if not left_a or (nb := ones_in[open_b]) < (na := ones_in[open_a]) or nb == na and left_b > left_a:
                a, b, left_a, left_b, open_a, arm_a, arm_b = b, a, left_b, left_a, open_b, arm_b, arm_a
        slot = -left_a  # where this move's square goes: the arm's list already has its final length
        left_a -= 1
        keep = keep_joining[b]
        field_b = field[b]
        counting = live.bit_count() < gate[left_a + left_b]
        if counting:
            wanted_b = wanted[colour[b]]
            away_b = high_but[b]
        for a2, stays, field_a2 in options[a << 8 | open_a]:
            after = live & stays & keep[a2]
            if left_a and not after & field_a2 or left_b and not after & field_b:
                continue
            if counting:  # free squares (the arm ends left out) with two or more live segments, by colour
                two = ((after & ((after | high) - ones)) + low8) & away_b & high_but[a2]
                white = (two & white_high).bit_count()
                want_white, want_black = wanted_b[colour[a2]][left_b][left_a]
                if want_white > white or want_black > two.bit_count() - white:
                    continue
            arm_a[slot] = a2
            if left_a or left_b:
                if grow(a2, b, left_a, left_b, after, arm_a, arm_b):
                    return True
            else:
                found.append(tuple(first_arm[::-1] + second_arm))
                if first_only:
                    return True
        return False

    def from_middle(x: int, y: int, left: int, live: int) -> bool:
        """Arms from x and y (first_arm, second_arm), `left` moves each still to add; True to stop."""
        first_arm.extend([0] * left)
        second_arm.extend([0] * left)
        if not left:
            found.append(tuple(first_arm[::-1] + second_arm))
            return first_only
        if not live & field[x] or not live & field[y]:
            return False
        return grow(x, y, left, left, live, first_arm, second_arm)

    if total == 0:
        return [(0,)]
    if total >= cells:  # a path of `total` moves visits total + 1 squares
        return []
    if total % 2:  # a middle move u-w and two arms of `half` moves
        roots = tables.middle_moves
        for index, (u, w, live) in enumerate(roots):
            first_arm[:], second_arm[:] = [u], [w]
            if from_middle(u, w, half, live):
                return found
            yield (index + 1) / len(roots)
        return found
    # a middle square m, first moves to x and y, and two arms of half - 1 more moves
    roots = tables.middle_squares
    for index, (m, x, y, live) in enumerate(roots):
        first_arm[:], second_arm[:] = [x], [m, y]
        if from_middle(x, y, half - 1, live):
            return found
        yield (index + 1) / len(roots)
    return found
