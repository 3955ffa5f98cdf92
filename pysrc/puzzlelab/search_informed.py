"""The searches guided by a lower bound, over any Puzzle: IDA* (with a transposition table) and A*, each a generator of
progress (`*_steps`) and a plain function; and SearchingBound, a bound that brings its own faster IDA* (the
15-puzzle's). search.py lists them beside the breadth-first searches.
"""

from __future__ import annotations

import heapq

from .progress import run_to_end
from .puzzle import Position, Puzzle
from .search_stats import PROGRESS_EVERY, Clock, LowerBound, SearchResult, SearchStats, Steps, result_through


# --- IDA* --------------------------------------------------------------------------------------------------------
class SearchingBound:
    """An admissible lower bound that brings its own IDA*: a puzzle-specific search, faster than `ida_steps`'s
    generic one, that reports the same figures (SearchStats with iterations, visits when traced). `ida_steps`
    hands the search to it. The 15-puzzle's heuristics are these (fifteen.py), each updated per move.
    """

    name = "lower bound"
    per_second = 60_000  # rough positions generated per second in the browser's worker, for the lab's estimates

    def __call__(self, position: Position) -> int:
        raise NotImplementedError

    def unavailable(self) -> dict | None:
        """Why the bound cannot be used now (its data missing: a message), or None."""
        return None

    def ida_steps(self, puzzle: Puzzle, start: Position, max_bound: int, trace: int) -> Steps:
        raise NotImplementedError

    def predict(self, position: Position, distance: int) -> int | None:
        """Roughly how many positions its IDA* generates from `position`, if it is `distance` moves from the
        goal; None when it cannot tell."""
        return None

    def guess_distance(self, position: Position) -> int | None:
        """A typical distance for `position` when none is known (for `predict`), or None: cannot tell."""
        return None


def unavailable(bound: LowerBound | None) -> dict | None:
    """Why `bound` cannot be used now (a SearchingBound whose data is missing: a message), or None: any other bound
    can."""
    return bound.unavailable() if isinstance(bound, SearchingBound) else None


def ida_steps(puzzle: Puzzle, start: Position, max_bound: int = 200, lower_bound: LowerBound | None = None,
              trace: int = 0) -> Steps:
    """Iterative deepening A* with an admissible lower bound (`puzzle.lower_bound` unless one is given), so
    the path is optimal.

    Depth-first within a threshold on f = moves made + lower bound, which grows each iteration to the
    smallest f that exceeded it. A transposition table (Reinefeld and Marsland) keeps, per iteration, the
    fewest moves at which each position was entered; entering it again with as many or more cannot find
    anything new, since the first visit searched its subtree with at least as much budget. Without it the
    knight exchange generates over a hundred million nodes. found=False when no goal is within `max_bound`.
    The depth-first search runs on an explicit stack of successor iterators, so it can yield progress.
    A SearchingBound runs its own IDA* instead (the 15-puzzle's: no transposition table, the move undoing the
    last one never generated, the bound updated per move).
    """
    if isinstance(lower_bound, SearchingBound):  # the bound's own search (the 15-puzzle's)
        return (yield from lower_bound.ida_steps(puzzle, start, max_bound, trace))
    clock = Clock()
    lower_bound = puzzle.lower_bound if lower_bound is None else lower_bound
    successors, is_goal = puzzle.successors, puzzle.is_goal
    stats = SearchStats(iterations=[], visits=[] if trace else None)
    visits = stats.visits
    entered_at: dict = {}
    moves: list = []
    positions: list = [start]
    found = False
    generated = expanded = max_frontier = 0
    threshold = lower_bound(start)
    while threshold <= max_bound and not found:
        iteration = len(stats.iterations)
        generated_before, expanded_before = generated, expanded
        generated += 1  # the root, generated afresh each iteration
        entered_at.clear()
        entered_at[start] = 0
        smallest = None  # the smallest f that exceeded the threshold
        if is_goal(start):
            found = True
        else:
            expanded += 1
            if trace and len(visits) < trace:
                visits.append((start, 0, iteration))
            stack = [successors(start)]  # the successors still to try of each position on the path
            max_frontier = max(max_frontier, 1)
            while stack:
                for move, after in stack[-1]:
                    generated += 1
                    cost = len(stack)
                    previous = entered_at.get(after)
                    if previous is not None and previous <= cost:
                        continue
                    entered_at[after] = cost
                    estimate = cost + lower_bound(after)
                    if estimate > threshold:
                        if smallest is None or estimate < smallest:
                            smallest = estimate
                        continue
                    moves.append(move)
                    positions.append(after)
                    if is_goal(after):
                        found = True
                        break
                    expanded += 1
                    if trace and len(visits) < trace:
                        visits.append((after, cost, iteration))
                    stack.append(successors(after))
                    if len(positions) > max_frontier:
                        max_frontier = len(positions)
                    if not expanded & (PROGRESS_EVERY - 1):
                        yield from clock.report({"generated": generated, "expanded": expanded,
                                                 "stored": len(entered_at), "threshold": threshold,
                                                 "iteration": iteration})
                    break
                else:  # every successor of the top position is done: back up one move
                    stack.pop()
                    if moves:
                        moves.pop()
                        positions.pop()
                    continue
                if found:
                    break
        stats.stored = max(stats.stored, len(entered_at))
        stats.iterations.append({"threshold": threshold, "generated": generated - generated_before,
                                 "expanded": expanded - expanded_before})
        if not found:
            if smallest is None:
                break  # nothing exceeded the threshold: the whole reachable space was searched
            threshold = smallest
    stats.generated, stats.expanded, stats.max_frontier = generated, expanded, max_frontier
    stats.seconds = clock.stop()
    if not found:
        return SearchResult("ida", found=False, stats=stats)
    return SearchResult("ida", list(moves), list(positions), stats=stats)


def ida_star(puzzle: Puzzle, start: Position, max_bound: int = 200, lower_bound: LowerBound | None = None,
             trace: int = 0) -> SearchResult:
    """`ida_steps` run to the end."""
    return run_to_end(ida_steps(puzzle, start, max_bound, lower_bound, trace))


# --- A* ------------------------------------------------------------------------------------------------------------
def astar_steps(puzzle: Puzzle, start: Position, lower_bound: LowerBound | None = None, trace: int = 0) -> Steps:
    """A* with an admissible lower bound (`puzzle.lower_bound` unless one is given), so the path is optimal.

    The open list is a heap ordered by f = g + lower bound, ties toward the larger g (the deeper position,
    nearer a goal), then first pushed first (so the order is deterministic). The best g of each position is a
    dict; an improved position is pushed again and its stale entry skipped when popped. The goal test is on
    expansion, as optimality needs. With a consistent bound (it drops by at most one a move) no closed position
    is ever reached again by a shorter path, so each is expanded once; with an inconsistent one such positions
    are reopened (counted in `stats.reopened`) and the path stays optimal.
    """
    clock = Clock()
    lower_bound = puzzle.lower_bound if lower_bound is None else lower_bound
    successors, is_goal = puzzle.successors, puzzle.is_goal
    stats = SearchStats(visits=[] if trace else None)
    visits = stats.visits
    best = {start: 0}  # position -> fewest moves known from the start
    parents = {start: None}
    closed = set()
    pushed = expanded = reopened = 0
    heap = [(lower_bound(start), 0, pushed, start)]  # (f, -g, push order, position)
    max_frontier = 1
    found = None
    heappush, heappop = heapq.heappush, heapq.heappop
    while heap:
        f, minus_g, _order, position = heappop(heap)
        g = -minus_g
        if g > best[position]:
            continue  # stale: the position was pushed again with a smaller g
        if is_goal(position):
            found = position
            break
        if position in closed:
            continue  # already expanded with this g (cannot happen: a push needs a strictly smaller g)
        closed.add(position)
        expanded += 1
        if trace and len(visits) < trace:
            visits.append((position, g, None))
        cost = g + 1
        for move, after in successors(position):
            known = best.get(after)
            if known is not None and known <= cost:
                continue
            if after in closed:
                closed.discard(after)
                reopened += 1
            best[after] = cost
            parents[after] = (move, position)
            pushed += 1
            heappush(heap, (cost + lower_bound(after), -cost, pushed, after))
        if len(heap) > max_frontier:
            max_frontier = len(heap)
        if not expanded & (PROGRESS_EVERY - 1):
            yield from clock.report({"generated": len(best), "expanded": expanded, "stored": len(best), "f": f})
    stats.expanded, stats.max_frontier, stats.reopened = expanded, max_frontier, reopened
    stats.generated = stats.stored = len(best)
    stats.seconds = clock.stop()
    return result_through("astar", parents, found, stats)


def astar(puzzle: Puzzle, start: Position, lower_bound: LowerBound | None = None, trace: int = 0) -> SearchResult:
    """`astar_steps` run to the end."""
    return run_to_end(astar_steps(puzzle, start, lower_bound, trace))
