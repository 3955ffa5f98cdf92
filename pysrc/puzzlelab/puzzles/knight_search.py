"""The exact search for uncrossed knight's paths of a given length: two arms grown from the path's middle over a
bitboard of live segments (9 bits a square), pruned by a degree-and-colour count. knight_paths.py calls it with its
Geometry; the answers are the same as the seed's two-arm search, found in the same order, with fewer positions tried.
"""

from __future__ import annotations

from .knights import KNIGHT_STEPS

FIELD = 9  # bits a square: one per knight direction (KNIGHT_STEPS order; d ^ 4 is the way back) and a spare one
# The degree count is only worked out once the live segments are few for the moves still to make (fewer than
# BOUND_GATE directed segment ends, two a segment, per move), and then in every position below that one. Skipping it
# is always sound; it rarely prunes sooner.
# 4.5 measured best of 3 to 6 (CPU time of the proofs on 7x8, 8x7 and 7x7: 4% under 4, 3% under 5).
BOUND_GATE = 4.5


class SearchTables:
    """A board's segments as bits: bit FIELD * c + d is the segment from square c in direction KNIGHT_STEPS[d], so
    each segment has two bits (one at each end) and a square's live segments are the 8 low bits of its field, which
    starts at bit `shift[c]`.

    `full` is every segment; `cross[s]` / `touch[c]` / `pair[a, b]` the bits of the segments crossing segment s of
    the Geometry / meeting square c / joining a and b. `options[c][open]` lists the moves from c along the
    directions in `open` as (target, mask of what stays live after it, target's shift, and by the other arm's end b
    joins[b][target] with b's half cut to what stays live at b, so that the other end costs no big-int work);
    `joins[b][a]` is (a's directions but the one to b, b's directions but the one to a), so that an arm never joins
    the other arm's end; `away[b][a]` is the fields' bit 8 but those of a and b, (white squares', black squares');
    `middle_moves` and `middle_squares` are where searches start, `wanted[b][a][lb][la]` what the degree count asks
    for once the arm at a has moved. Built once per board.
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
        self.shift = [cell * FIELD for cell in range(cells)]
        self.joins = [[(255, 255)] * cells for _ in range(cells)]
        for (a, b), bits in self.pair.items():
            self.joins[b][a] = (255 ^ bits >> self.shift[a] & 255, 255 ^ bits >> self.shift[b] & 255)
        self.options: list[list[tuple]] = [[()] * 256 for _ in range(cells)]  # filled for the subsets of each square's
        # directions; a list a square, so that finding them makes no int object (a << 8 | open would, on most squares)
        for a in range(cells):
            row, column = divmod(a, columns)
            steps = {}  # direction -> the move that way
            for d, (dr, dc) in enumerate(KNIGHT_STEPS):
                if 0 <= row + dr < rows and 0 <= column + dc < columns:
                    target = (row + dr) * columns + column + dc
                    killed = self.cross[geometry.segment[a, target]] | self.touch[a]
                    stays = self.full ^ killed
                    survive = [stays >> self.shift[cell] & 255 for cell in range(cells)]
                    ends = [(self.joins[b][target][0], survive[b] & self.joins[b][target][1]) for b in range(cells)]
                    steps[d] = (target, stays, self.shift[target], ends)
            directions = sum(1 << d for d in steps)
            subsets, subset = [], directions
            while subset:
                subsets.append(subset)
                subset = (subset - 1) & directions
            for subset in reversed(subsets):  # smallest first: a subset is its lowest direction, then the rest
                low = subset & -subset
                self.options[a][subset] = (steps[low.bit_length() - 1],) + self.options[a][subset ^ low]
        self.ones_in = [bits.bit_count() for bits in range(256)]  # open directions in a field
        # live + low8 carries into a field's bit 8 when it has a live segment (live never has bit 8 set)
        self.low8 = sum(255 << (FIELD * cell) for cell in range(cells))
        self.colour = [(cell // columns + cell % columns) & 1 for cell in range(cells)]
        high = [1 << (FIELD * cell + 8) for cell in range(cells)]
        by_colour_high = [sum(high[cell] for cell in range(cells) if self.colour[cell] == colour) for colour in (0, 1)]
        self.away = [[(by_colour_high[0] & ~(high[a] | high[b]), by_colour_high[1] & ~(high[a] | high[b]))
                      for a in range(cells)] for b in range(cells)]
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
        # by_colour[cb][ca][lb][la]: (white, black) squares with two live segments that arms ending on squares of
        # colours cb and ca, with lb and la moves to make, still need (_squares_wanted of each, added);
        # wanted[b][a]: by_colour for arms ending at b and at the square the arm at a moves to (the other colour)
        most = cells // 2 + 2
        alone = [[_squares_wanted(colour, left) for left in range(most)] for colour in (0, 1)]
        by_colour = [[[[(w1 + w2, b1 + b2) for w2, b2 in alone[ca]] for w1, b1 in alone[cb]] for ca in (0, 1)]
                     for cb in (0, 1)]
        self.wanted = [[by_colour[self.colour[b]][self.colour[a] ^ 1] for a in range(cells)] for b in range(cells)]


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
    this module's SearchTables), as a generator: yields the fraction of middles searched (0..1) after each middle
    square or move, and returns the paths found (the first, or with first_only=False every one up to the board's
    symmetries and reversal, each class at least once).

    The path is grown from its middle: the middle square (even `total`) or middle move (odd), taken one per
    symmetry class, with two arms of total // 2 moves each still to add (minus the first moves). Each step extends
    the arm with fewer open moves (fail first; on a tie the arm with more moves to make). `live` holds the segments
    an arm may still use: not crossing a segment of the path, not at a square inside the path; the one joining the
    two arm ends is left out of the ends' open directions (`joins`); so an open direction at an arm's end always
    leads to a free square. A move is taken only when both arms
    can still move after it, and (once live segments are few) when enough free squares of each colour keep two live
    segments for the squares the arms must still pass through: a path of k more moves alternates colours and each
    square but its last needs a way in and a way out. Both tests only drop positions no path goes through, so the
    search stays exhaustive and finds what the plain two-arm search finds, in the same order.
    """
    tables = geometry.search_tables
    cells = geometry.cells
    options, joins, shift = tables.options, tables.joins, tables.shift
    low8, away, wanted, ones_in = tables.low8, tables.away, tables.wanted, tables.ones_in
    half = total // 2
    gate = [int(BOUND_GATE * left) for left in range(total + 2)]
    found: list[tuple[int, ...]] = []
    # the arms' squares by the moves still to make after them (the far end at 0: no negative index, which would be
    # an int object made a position), and the squares of the middle each arm grows from
    first_arm: list[int] = []
    second_arm: list[int] = []
    first_root: list[int] = []
    second_root: list[int] = []

    def grow(a, b, left_a, left_b, open_a, open_b, live, arm_a, arm_b):
        """Arm a (its live directions open_a; b's are open_b) makes its next move, then the arm with fewer live
        directions (each end with a live direction if it has moves left; left_a >= 1); True to stop (the first path
        found). An arm puts its next square at [k], k the moves it still makes after it. The tables are read from the
        closure (a function with defaults is called the slow way on CPython 3.13); the caller has chosen the arm and
        worked out both ends' directions, so a position costs one call and makes no int object but the big ones.
        A position whose live segments are few for the moves still to make goes to `counted` instead."""
        left_a -= 1
        if not left_a or not left_b:  # an arm's last move, or one arm left: the general loop
            return last_moves(a, b, left_a, left_b, open_a, live, arm_a, arm_b)
        limit = gate[left_a + left_b - 1]  # below it the next position is counted
        for a2, stays, shift_a2, ends in options[a][open_a]:
            not_a2, open_b2 = ends[b]
            open_b2 &= open_b
            if not open_b2:
                continue
            after = live & stays
            open_a2 = after >> shift_a2 & not_a2
            if not open_a2:
                continue
            arm_a[left_a] = a2
            step = counted if after.bit_count() < limit else grow
            if (nb := ones_in[open_b2]) < (na := ones_in[open_a2]) or nb == na and left_b > left_a:
                if step(b, a2, left_b, left_a, open_b2, open_a2, after, arm_b, arm_a):
                    return True
            elif step(a2, b, left_a, left_b, open_a2, open_b2, after, arm_a, arm_b):
                return True
        return False

    def counted(a, b, left_a, left_b, open_a, open_b, live, arm_a, arm_b):
        """`grow` with the degree count: a move is taken only if enough free squares of each colour keep two live
        segments for the squares the arms must still pass through. Everything below a counted position is counted
        (live segments only get fewer). Its loop is grow's written out again: one function for both, told by an
        argument whether to count, took 1.04x the CPU time on 7x7 (the longest path: 0.470 s to 0.491 s, best of 15
        alternated; 7x8 the same)."""
        left_a -= 1
        if not left_a or not left_b:
            return last_moves(a, b, left_a, left_b, open_a, live, arm_a, arm_b)
        want_white, want_black = wanted[b][a][left_b][left_a]
        away_b = away[b]
        for a2, stays, shift_a2, ends in options[a][open_a]:
            not_a2, open_b2 = ends[b]
            open_b2 &= open_b
            if not open_b2:
                continue
            after = live & stays
            open_a2 = after >> shift_a2 & not_a2
            if not open_a2:
                continue
            two = (after & (after + low8)) + low8  # bit 8 set in the fields with two or more live segments
            away_white, away_black = away_b[a2]
            if want_white > (two & away_white).bit_count() or want_black > (two & away_black).bit_count():
                continue
            arm_a[left_a] = a2
            if (nb := ones_in[open_b2]) < (na := ones_in[open_a2]) or nb == na and left_b > left_a:
                if counted(b, a2, left_b, left_a, open_b2, open_a2, after, arm_b, arm_a):
                    return True
            elif counted(a2, b, left_a, left_b, open_a2, open_b2, after, arm_a, arm_b):
                return True
        return False

    def last_moves(a, b, left_a, left_b, open_a, live, arm_a, arm_b) -> bool:
        """grow's move when one of the arms makes its last move or has none left (left_a already counts it)."""
        join, shift_b = joins[b], shift[b]
        counting = live.bit_count() < gate[left_a + left_b]
        if counting:
            want_white, want_black = wanted[b][a][left_b][left_a]
            away_b = away[b]
        for a2, stays, shift_a2, _ends in options[a][open_a]:
            after = live & stays
            not_a2, not_b = join[a2]
            open_a2 = after >> shift_a2 & not_a2
            if left_a and not open_a2:
                continue
            open_b = after >> shift_b & not_b
            if left_b and not open_b:
                continue
            if counting:
                two = (after & (after + low8)) + low8
                away_white, away_black = away_b[a2]
                if want_white > (two & away_white).bit_count() or want_black > (two & away_black).bit_count():
                    continue
            arm_a[left_a] = a2
            if left_a:
                if grow(a2, b, left_a, left_b, open_a2, open_b, after, arm_a, arm_b):
                    return True
            elif left_b:
                if grow(b, a2, left_b, left_a, open_b, open_a2, after, arm_b, arm_a):
                    return True
            else:
                found.append(tuple(first_arm + first_root + second_root + second_arm[::-1]))
                if first_only:
                    return True
        return False

    def from_middle(x: int, y: int, left: int, live: int) -> bool:
        """Arms from x and y (first_arm, second_arm), `left` moves each still to add; True to stop."""
        first_arm[:], second_arm[:] = [0] * left, [0] * left
        if not left:
            found.append(tuple(first_arm + first_root + second_root + second_arm[::-1]))
            return first_only
        open_x, open_y = live >> shift[x] & 255, live >> shift[y] & 255  # the roots' live has no x-y segment
        if not open_x or not open_y:
            return False
        step = counted if live.bit_count() < gate[2 * left - 1] else grow
        if ones_in[open_y] < ones_in[open_x]:
            return step(y, x, left, left, open_y, open_x, live, second_arm, first_arm)
        return step(x, y, left, left, open_x, open_y, live, first_arm, second_arm)

    if total == 0:
        return [(0,)]
    if total >= cells:  # a path of `total` moves visits total + 1 squares
        return []
    if total % 2:  # a middle move u-w and two arms of `half` moves
        roots = tables.middle_moves
        for index, (u, w, live) in enumerate(roots):
            first_root[:], second_root[:] = [u], [w]
            if from_middle(u, w, half, live):
                return found
            yield (index + 1) / len(roots)
        return found
    # a middle square m, first moves to x and y, and two arms of half - 1 more moves
    roots = tables.middle_squares
    for index, (m, x, y, live) in enumerate(roots):
        first_root[:], second_root[:] = [x], [m, y]
        if from_middle(x, y, half - 1, live):
            return found
        yield (index + 1) / len(roots)
    return found
