"""The classic search algorithms over any Puzzle: BFS, bidirectional BFS, IDA* and A* (the last two in
search_informed.py), by name in ALGORITHMS and STEPS.

Each returns a SearchResult: the path, and SearchStats saying what the search cost (positions generated and
expanded, the largest frontier, memory held, time, and per-algorithm detail: search_stats.py), so they can be compared.
Every search is also a generator (`*_steps`) that yields progress now and then ({"generated", "expanded", "stored"}
and where it is: "depth", "threshold" and "iteration", or "f"), so a job can step, watch and cancel it;
the plain functions run that generator to the end. Expansion order is fixed, so the counts are deterministic.
"""

from __future__ import annotations

from .progress import run_to_end
from .puzzle import Position, Puzzle
from .search_informed import astar, astar_steps, ida_star, ida_steps
from .search_stats import PROGRESS_EVERY, Clock, SearchResult, SearchStats, Steps, path_back, result_through

__all__ = ["bfs", "bfs_steps", "bidirectional_bfs", "bidirectional_steps", "ida_star", "ida_steps", "astar",
           "astar_steps", "ALGORITHMS", "STEPS"]


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
                yield from clock.report({"generated": len(parents), "expanded": expanded, "stored": len(parents),
                                         "depth": depth})
        depth += 1
        layers.append(len(parents) - before)
        frontier = following
    stats.expanded, stats.max_frontier = expanded, max_frontier
    if layers[-1] == 0:
        layers.pop()  # the search ran out of positions: the last layer was empty
    stats.generated = stats.stored = len(parents)
    stats.seconds = clock.stop()
    return result_through("bfs", parents, found, stats)


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
    # The layer loop and its counting are bfs_steps' written out again: one loop for both, calling each side's
    # expansion as a function, took 1.02x to 1.06x the CPU time on the knight exchange and 8-frog jump (best of 21,
    # alternated; the 8-puzzle's whole space the same).
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
                yield from clock.report({"generated": len(forward) + len(backward), "expanded": expanded,
                                         "stored": len(forward) + len(backward),
                                         "depth": len(forward_layers) + len(backward_layers) - 2})
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
    moves, positions = path_back(forward, meeting)
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


ALGORITHMS = {"bfs": bfs, "bidirectional": bidirectional_bfs, "ida": ida_star, "astar": astar}
"""The searches by name, each `(puzzle, start) -> SearchResult`."""

STEPS = {"bfs": bfs_steps, "bidirectional": bidirectional_steps, "ida": ida_steps, "astar": astar_steps}
"""The same searches as generators of progress dicts that return the SearchResult (for jobs)."""
