"""The exact search of independent knight domination on an n x n board (n = 4..10): bitmask tables of the knight
graph, branch and bound for a minimum placement (OEIS A342576), every minimum placement, a placement completed, and
the hint for the next knight. domination.py builds the puzzle on it.
"""

from __future__ import annotations

from ..puzzle import PuzzleError, chess_name, message, square_symmetries
from .knights import knight_jumps

MIN_SIZE, MAX_SIZE = 4, 10
MAX_COVER = 9  # a knight covers its own square and at most 8 it attacks


class Dominator:
    """Bitmask tables for the knight graph of an n x n board and the exact search over them.

    Bit c of a mask is cell c (row-major). `closed[c]` is cell c with every cell a knight on c attacks.
    A set of knights is independent when no knight stands in another's `closed` mask, and dominating when
    the union of their `closed` masks is the whole board.
    """

    def __init__(self, n: int):
        self.n = n
        self.cells = n * n
        self.full = (1 << self.cells) - 1
        jumps = knight_jumps(n, n)
        self.attacks = tuple(sum(1 << j for j in jumps[c]) for c in range(self.cells))
        self.closed = tuple((1 << c) | self.attacks[c] for c in range(self.cells))
        self.symmetries = square_symmetries(n)

    def covered_by(self, knights) -> int:
        mask = 0
        for cell in knights:
            mask |= self.closed[cell]
        return mask

    def attacking_pairs(self, knights) -> list[tuple[int, int]]:
        """Pairs (a, b), a < b, of the given knights that attack each other."""
        knights = sorted(set(knights))
        attacks = self.attacks
        return [(a, b) for i, a in enumerate(knights) for b in knights[i + 1:] if attacks[a] >> b & 1]

    def greedy(self) -> list[int]:
        """Some independent dominating set: repeatedly take the free square that covers the most."""
        uncovered, knights = self.full, []
        while uncovered:
            best = max((c for c in range(self.cells) if uncovered >> c & 1),
                       key=lambda c: (self.closed[c] & uncovered).bit_count())
            knights.append(best)
            uncovered &= ~self.closed[best]
        return knights

    def search(self, limit: int, placed: list[int], symmetric: bool = False) -> list[int] | None:
        """An independent dominating set of at most len(placed) + limit knights containing the (independent)
        `placed` knights, in the order the search placed them; None when there is none.

        Branch and bound: take the uncovered square with the fewest candidate knights (itself or a square
        attacking it, not covered yet and not already ruled out by an earlier branch) and branch on which of
        them covers it. Bounds: more uncovered squares than `limit` knights can cover; and a packing
        bound: uncovered squares whose candidate sets are pairwise disjoint each need a knight of their own.
        `symmetric`: the start is the empty board, so candidates that a board symmetry fixing the branching
        square maps onto an already refuted candidate are skipped.
        """
        closed = self.closed

        def extend(limit: int, uncovered: int, excluded: int, placed: list[int], symmetric: bool):
            if not uncovered:
                return placed
            if uncovered.bit_count() > MAX_COVER * limit:
                return None
            allowed = uncovered & ~excluded
            entries = []
            rest = uncovered
            while rest:
                low = rest & -rest
                square = low.bit_length() - 1
                rest ^= low
                count = (closed[square] & allowed).bit_count()
                if not count:
                    return None
                entries.append((count, square))
            entries.sort()
            used, needed = 0, 0
            for _count, square in entries:
                candidates = closed[square] & allowed
                if not candidates & used:
                    used |= candidates
                    needed += 1
                    if needed > limit:
                        return None
            square = entries[0][1]
            candidates = closed[square] & allowed
            order = []
            while candidates:
                low = candidates & -candidates
                knight = low.bit_length() - 1
                candidates ^= low
                order.append((-(closed[knight] & uncovered).bit_count(), knight))
            order.sort()
            fixing = [g for g in self.symmetries if g[square] == square] if symmetric else ()
            tried = []
            for _gain, knight in order:
                if any(g[knight] in tried for g in fixing):
                    continue
                tried.append(knight)
                found = extend(limit - 1, uncovered & ~closed[knight], excluded, placed + [knight], False)
                if found is not None:
                    return found
                excluded |= 1 << knight
            return None

        return extend(limit, self.full & ~self.covered_by(placed), 0, list(placed), symmetric)

    def all_of_size(self, size: int) -> list[int]:
        """Every independent dominating set of exactly `size` knights, as masks, ascending (no symmetry)."""
        closed = self.closed
        found = []

        def extend(limit: int, uncovered: int, excluded: int, chosen: int) -> None:
            if not uncovered:
                if not limit:
                    found.append(chosen)
                return
            if uncovered.bit_count() > MAX_COVER * limit:
                return
            allowed = uncovered & ~excluded
            # The square with the fewest candidates, counted as search's scan counts them but kept in two variables:
            # sharing that scan (a list of every count) made this 1.3x to 1.5x slower (every placement of 14 knights
            # on 8x8: 0.104 s to 0.138 s of CPU, alternated in one run).
            best_count, square = MAX_COVER + 1, -1
            rest = uncovered
            while rest:
                low = rest & -rest
                cell = low.bit_length() - 1
                rest ^= low
                count = (closed[cell] & allowed).bit_count()
                if count < best_count:
                    if not count:
                        return
                    best_count, square = count, cell
            candidates = closed[square] & allowed
            while candidates:
                low = candidates & -candidates
                candidates ^= low
                knight = low.bit_length() - 1
                extend(limit - 1, uncovered & ~closed[knight], excluded, chosen | low)
                excluded |= low

        extend(size, self.full, 0, 0)
        return sorted(found)

    def minimum(self) -> list[int]:
        """A minimum independent dominating set, proved minimum: sorted cells."""
        best = self.greedy()
        while True:
            smaller = self.search(len(best) - 1, [], symmetric=True)
            if smaller is None:
                return sorted(best)
            best = smaller

    def on_board(self, knights) -> list[int]:
        """The distinct cells of `knights`, ascending; PuzzleError for a cell off the board."""
        knights = sorted(set(knights))
        for cell in knights:
            if isinstance(cell, bool) or not isinstance(cell, int) or not 0 <= cell < self.cells:
                raise PuzzleError(message("error.cell_off_board", cell=repr(cell), last=self.cells - 1))
        return knights

    def completion(self, knights, minimum: int | None = None) -> list[int] | None:
        """A minimum placement containing every cell of `knights`, in the order the search placed them, or None
        when the knights attack each other or no placement of the minimum size contains them. `minimum`: the
        minimum count when the caller knows it (else it is searched)."""
        knights = self.on_board(knights)
        if self.attacking_pairs(knights):
            return None
        if minimum is None:
            minimum = len(self.minimum())
        if len(knights) > minimum:
            return None
        return self.search(minimum - len(knights), knights)

    def hint(self, knights, minimum: int | None = None) -> dict:
        """{"cell": c}: a square that some minimum placement containing `knights` uses (and `knights` lacks);
        or {"none": reason (a message)} when there is no such placement, or nothing is left to add."""
        knights = self.on_board(knights)
        pairs = self.attacking_pairs(knights)
        if pairs:
            a, b = (chess_name(cell, self.n, self.n) for cell in pairs[0])
            return {"none": message("advice.domination.attack", first=a, second=b)}
        if minimum is None:
            minimum = len(self.minimum())
        if len(knights) >= minimum:
            if len(knights) == minimum and self.covered_by(knights) == self.full:
                return {"none": message("advice.domination.solved", n=minimum)}
            return {"none": message("advice.domination.too_many", n=len(knights), minimum=minimum)}
        found = self.search(minimum - len(knights), knights)
        if found is None:
            return {"none": message("advice.domination.no_placement", n=minimum)}
        return {"cell": found[len(knights)]}


def check_size(n) -> None:
    """PuzzleError unless `n` is a board size knight domination comes in (MIN_SIZE..MAX_SIZE)."""
    if isinstance(n, bool) or not isinstance(n, int) or not MIN_SIZE <= n <= MAX_SIZE:
        raise PuzzleError(message("error.domination_sizes", least=MIN_SIZE, most=MAX_SIZE, size=repr(n)))


def minimum_independent_domination(n: int) -> list[int]:
    """A minimum independent dominating set of knights on the n x n board, as sorted row-major cells.

    Exact: branch and bound proves that no smaller set exists. 8x8 takes a few hundredths of a second in
    CPython; 10x10 about a tenth.

    >>> len(minimum_independent_domination(8))
    14
    """
    check_size(n)
    return Dominator(n).minimum()


def completion(n: int, knights, minimum: int | None = None) -> list[int] | None:
    """A minimum-size independent dominating set (sorted cells) that contains every cell of `knights`,
    or None when the knights attack each other or no set of the minimum size contains them.

    `minimum` is the minimum count for n when the caller already knows it (else it is computed).
    """
    check_size(n)
    found = Dominator(n).completion(knights, minimum)
    return None if found is None else sorted(found)


def hint(n: int, knights, minimum: int | None = None) -> dict:
    """{"cell": c}: a square that some minimum placement containing `knights` uses (and `knights` lacks);
    or {"none": reason} when there is no such placement, or nothing is left to add (Dominator.hint)."""
    check_size(n)
    return Dominator(n).hint(knights, minimum)


def solve_json(n: int) -> dict:
    """What `solve knight-domination --size N --json` prints: {"count": k, "knights": [sorted cells]}."""
    knights = minimum_independent_domination(n)
    return {"count": len(knights), "knights": knights}


def is_independent(n: int, knights) -> bool:
    """No two of the knights attack each other."""
    check_size(n)
    return not Dominator(n).attacking_pairs(knights)


def is_dominating(n: int, knights) -> bool:
    """Every square holds one of the knights or is attacked by one."""
    check_size(n)
    dominator = Dominator(n)
    return dominator.covered_by(knights) == dominator.full
