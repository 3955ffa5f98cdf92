"""The classic search algorithms over any Puzzle: BFS, bidirectional BFS, IDA* and A*.

Each returns a SearchResult: the path, and SearchStats saying what the search cost (positions generated and
expanded, the largest frontier, memory held, time, and per-algorithm detail), so they can be compared.
Every search is also a generator (`*_steps`) that yields progress now and then ({"generated", "expanded", "stored"}
and where it is: "depth", "threshold" and "iteration", or "f"), so a job can step, watch and cancel it;
the plain functions run that generator to the end. Expansion order is fixed, so the counts are deterministic.
"""

from __future__ import annotations

import heapq
import time
from dataclasses import dataclass, field
from typing import Callable, Generator

from .progress import run_to_end
from .puzzle import Position, Puzzle

PROGRESS_EVERY = 256
"""A search yields progress after this many expansions (a power of two: checked with a mask)."""

Steps = Generator[dict, None, "SearchResult"]
LowerBound = Callable[[Position], int]


@dataclass
class SearchStats:
    """What a search cost. Counts are deterministic for a given puzzle, start and algorithm; `seconds` is not.

    - `generated`: positions the search created. BFS, bidirectional BFS and A*: distinct positions stored
      (bidirectional: both sides' stores summed, so the meeting position counts twice). IDA*: every node of
      every iteration, the root once per iteration (it keeps no store across iterations, so repeats count).
    - `expanded`: positions whose moves were generated.
    - `max_frontier`: the most positions waiting to be expanded at one time (A*: entries in the open heap, stale
      ones included). IDA*: the most positions on its path at one time (its depth-first stack).
    - `stored`: positions held in memory at the largest (BFS and A*: the visited dict; bidirectional: both;
      IDA*: its per-iteration transposition table, which classic IDA* does without).
    - `seconds`: time spent running, pauses between job steps excluded.
    - `frontier_by_depth`: BFS {"forward": [positions first reached at depth d]}; bidirectional BFS the same for
      "forward" (from the start) and "backward" (from the goals). The last layer is partial: the search
      stopped in it. The layers sum to `generated`.
    - `iterations`: IDA*, one {"threshold", "generated", "expanded"} per iteration; they sum to the totals.
    - `reopened`: A*, closed positions reached again by a shorter path (0 with a consistent lower bound).
    - `visits`: when a trace was asked for, the first expansions in order as (position, depth, tag):
      tag is "forward"/"backward" for bidirectional BFS, the iteration (0, 1, ...) for IDA*, else None.
    """

    generated: int = 0
    expanded: int = 0
    max_frontier: int = 0
    stored: int = 0
    seconds: float = 0.0
    frontier_by_depth: dict | None = None
    iterations: list | None = None
    reopened: int | None = None
    visits: list | None = None

    def to_json(self, format_position: Callable[[Position], object] = str) -> dict:
        """The figures as a JSON-able dict; optional fields (None) are left out. `format_position` turns
        the positions of `visits` into text."""
        figures = {"generated": self.generated, "expanded": self.expanded, "max_frontier": self.max_frontier,
                   "stored": self.stored, "seconds": round(self.seconds, 6)}
        if self.frontier_by_depth is not None:
            figures["frontier_by_depth"] = {side: list(layers) for side, layers in self.frontier_by_depth.items()}
        if self.iterations is not None:
            figures["iterations"] = [dict(iteration) for iteration in self.iterations]
        if self.reopened is not None:
            figures["reopened"] = self.reopened
        if self.visits is not None:
            figures["visits"] = [{"position": format_position(position), "depth": depth, "tag": tag}
                                 for position, depth, tag in self.visits]
        return figures


@dataclass
class SearchResult:
    """A path from the start to a goal, or found=False when none exists (moves and positions are then [])."""

    algorithm: str
    moves: list = field(default_factory=list)
    positions: list = field(default_factory=list)
    found: bool = True
    stats: SearchStats = field(default_factory=SearchStats)

    @property
    def distance(self) -> int | None:
        return len(self.moves) if self.found else None

    @property
    def generated(self) -> int:
        return self.stats.generated


class Clock:
    """Running time of a generator, excluding the time it spends suspended at a yield."""

    def __init__(self) -> None:
        self.total = 0.0
        self.started = time.perf_counter()

    def pause(self) -> None:
        self.total += time.perf_counter() - self.started

    def resume(self) -> None:
        self.started = time.perf_counter()

    def stop(self) -> float:
        self.pause()
        return self.total


def _path_back(parents: dict, position: Position) -> tuple[list, list]:
    """Follow `parents` (position -> (move, previous)) back to the root."""
    moves, positions = [], [position]
    while parents[position] is not None:
        move, position = parents[position]
        moves.append(move)
        positions.append(position)
    moves.reverse()
    positions.reverse()
    return moves, positions


# --- breadth-first search ----------------------------------------------------------------------------------
def bfs_steps(puzzle: Puzzle, start: Position, trace: int = 0) -> Steps:
    """Plain breadth-first search forward from `start`, a layer at a time; the path it finds is optimal.
    The goal test is on generation. `trace`: record up to that many expansions in `stats.visits`."""
    clock = Clock()
    stats = SearchStats(frontier_by_depth={"forward": [1]}, visits=[] if trace else None)
    layers = stats.frontier_by_depth["forward"]
    parents = {start: None}
    is_goal, successors = puzzle.is_goal, puzzle.successors
    found = None
    if is_goal(start):
        found = start
    frontier = [start]
    depth = expanded = 0
    max_frontier = 1
    visits = stats.visits
    while frontier and found is None:
        following = []
        before = len(parents)
        waiting = len(frontier)
        for position in frontier:
            waiting -= 1
            expanded += 1
            if trace and len(visits) < trace:
                visits.append((position, depth, None))
            for move, after in successors(position):
                if after in parents:
                    continue
                parents[after] = (move, position)
                if is_goal(after):
                    found = after
                    break
                following.append(after)
            if found is not None:
                break
            if waiting + len(following) > max_frontier:
                max_frontier = waiting + len(following)
            if not expanded & (PROGRESS_EVERY - 1):
                clock.pause()
                yield {"generated": len(parents), "expanded": expanded, "stored": len(parents), "depth": depth}
                clock.resume()
        depth += 1
        layers.append(len(parents) - before)
        frontier = following
    stats.expanded, stats.max_frontier = expanded, max_frontier
    if layers[-1] == 0:
        layers.pop()  # the search ran out of positions: the last layer was empty
    stats.generated = stats.stored = len(parents)
    stats.seconds = clock.stop()
    if found is None:
        return SearchResult("bfs", found=False, stats=stats)
    moves, positions = _path_back(parents, found)
    return SearchResult("bfs", moves, positions, stats=stats)


def bfs(puzzle: Puzzle, start: Position, trace: int = 0) -> SearchResult:
    """`bfs_steps` run to the end."""
    return run_to_end(bfs_steps(puzzle, start, trace))


# --- bidirectional breadth-first search -----------------------------------------------------------------------
def bidirectional_steps(puzzle: Puzzle, start: Position, trace: int = 0) -> Steps:
    """BFS from the start and backwards from the goals at once, a whole layer of the smaller side
    at a time; stops when the layers meet. Uses `predecessors`, so irreversible puzzles work.
    """
    clock = Clock()
    forward = {start: None}  # position -> (move, previous) toward the start
    backward = {goal: None for goal in puzzle.goals()}  # position -> the next one toward a goal
    stats = SearchStats(frontier_by_depth={"forward": [1], "backward": [len(backward)]},
                        visits=[] if trace else None)
    forward_layers, backward_layers = stats.frontier_by_depth["forward"], stats.frontier_by_depth["backward"]
    meeting = start if start in backward else None
    forward_frontier, backward_frontier = [start], list(backward)
    max_frontier, expanded, visits = len(forward_frontier) + len(backward_frontier), 0, stats.visits
    successors, predecessors = puzzle.successors, puzzle.predecessors
    # Each step expands the whole smaller frontier. The first meeting found is optimal: with the
    # sides' earlier layers disjoint, any shortest path has length >= df + db + 1, and a meeting
    # during the expansion of forward layer df (or backward layer db) gives at most that.
    while forward_frontier and backward_frontier and meeting is None:
        following = []
        forward_turn = len(forward_frontier) <= len(backward_frontier)
        here, other = (forward_frontier, backward_frontier) if forward_turn else (backward_frontier, forward_frontier)
        layer, layers = (forward, forward_layers) if forward_turn else (backward, backward_layers)
        depth = len(layers) - 1
        before = len(layer)
        waiting = len(here) + len(other)
        for position in here:
            waiting -= 1
            expanded += 1
            if trace and len(visits) < trace:
                visits.append((position, depth, "forward" if forward_turn else "backward"))
            if forward_turn:
                for move, after in successors(position):
                    if after in forward:
                        continue
                    forward[after] = (move, position)
                    if after in backward:
                        meeting = after
                        break
                    following.append(after)
            else:
                for previous in predecessors(position):
                    if previous in backward:
                        continue
                    backward[previous] = position  # the move is found only for the path (_move_between)
                    if previous in forward:
                        meeting = previous
                        break
                    following.append(previous)
            if meeting is not None:
                break
            if waiting + len(following) > max_frontier:
                max_frontier = waiting + len(following)
            if not expanded & (PROGRESS_EVERY - 1):
                clock.pause()
                yield {"generated": len(forward) + len(backward), "expanded": expanded,
                       "stored": len(forward) + len(backward), "depth": len(forward_layers) + len(backward_layers) - 2}
                clock.resume()
        layers.append(len(layer) - before)
        if forward_turn:
            forward_frontier = following
        else:
            backward_frontier = following
    for layers in (forward_layers, backward_layers):
        if len(layers) > 1 and layers[-1] == 0:
            layers.pop()  # a side ran out of positions
    stats.generated = stats.stored = len(forward) + len(backward)
    stats.expanded, stats.max_frontier = expanded, max_frontier
    if meeting is None:
        stats.seconds = clock.stop()
        return SearchResult("bidirectional", found=False, stats=stats)
    moves, positions = _path_back(forward, meeting)
    position = meeting
    while backward[position] is not None:
        following = backward[position]
        moves.append(_move_between(puzzle, position, following))
        positions.append(following)
        position = following
    stats.seconds = clock.stop()
    return SearchResult("bidirectional", moves, positions, stats=stats)


def bidirectional_bfs(puzzle: Puzzle, start: Position, trace: int = 0) -> SearchResult:
    """`bidirectional_steps` run to the end."""
    return run_to_end(bidirectional_steps(puzzle, start, trace))


def _move_between(puzzle: Puzzle, before: Position, after: Position):
    for move, result in puzzle.successors(before):
        if result == after:
            return move
    raise AssertionError(f"{puzzle.name}: predecessor {before!r} has no move to {after!r}")


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

    def unavailable(self) -> str | None:
        """Why the bound cannot be used now (its data missing), or None."""
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


def unavailable(bound: LowerBound | None) -> str | None:
    """Why `bound` cannot be used now (a SearchingBound whose data is missing), or None: any other bound can."""
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
                        clock.pause()
                        yield {"generated": generated, "expanded": expanded, "stored": len(entered_at),
                               "threshold": threshold, "iteration": iteration}
                        clock.resume()
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
            clock.pause()
            yield {"generated": len(best), "expanded": expanded, "stored": len(best), "f": f}
            clock.resume()
    stats.expanded, stats.max_frontier, stats.reopened = expanded, max_frontier, reopened
    stats.generated = stats.stored = len(best)
    stats.seconds = clock.stop()
    if found is None:
        return SearchResult("astar", found=False, stats=stats)
    moves, positions = _path_back(parents, found)
    return SearchResult("astar", moves, positions, stats=stats)


def astar(puzzle: Puzzle, start: Position, lower_bound: LowerBound | None = None, trace: int = 0) -> SearchResult:
    """`astar_steps` run to the end."""
    return run_to_end(astar_steps(puzzle, start, lower_bound, trace))


ALGORITHMS = {"bfs": bfs, "bidirectional": bidirectional_bfs, "ida": ida_star, "astar": astar}
"""The searches by name, each `(puzzle, start) -> SearchResult`."""

STEPS = {"bfs": bfs_steps, "bidirectional": bidirectional_steps, "ida": ida_steps, "astar": astar_steps}
"""The same searches as generators of progress dicts that return the SearchResult (for jobs)."""
