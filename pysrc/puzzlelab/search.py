"""The classic search algorithms over any Puzzle: BFS, bidirectional BFS and IDA*.

Each returns a SearchResult with the path and how many positions it generated, so they can be compared.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .puzzle import Position, Puzzle


@dataclass
class SearchResult:
    """A path from the start to a goal, or found=False when none exists.

    `generated` counts positions the search created (distinct positions for the BFS variants,
    every node of every iteration for IDA*).
    """

    algorithm: str
    moves: list = field(default_factory=list)
    positions: list = field(default_factory=list)
    generated: int = 0
    found: bool = True

    @property
    def distance(self) -> int | None:
        return len(self.moves) if self.found else None


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


def bfs(puzzle: Puzzle, start: Position) -> SearchResult:
    """Plain breadth-first search forward from `start`; the path it finds is optimal."""
    parents = {start: None}
    if puzzle.is_goal(start):
        return SearchResult("bfs", [], [start], 1)
    frontier = [start]
    is_goal = puzzle.is_goal
    while frontier:
        following = []
        for position in frontier:
            for move, after in puzzle.successors(position):
                if after in parents:
                    continue
                parents[after] = (move, position)
                if is_goal(after):
                    moves, positions = _path_back(parents, after)
                    return SearchResult("bfs", moves, positions, len(parents))
                following.append(after)
        frontier = following
    return SearchResult("bfs", generated=len(parents), found=False)


def bidirectional_bfs(puzzle: Puzzle, start: Position) -> SearchResult:
    """BFS from the start and backwards from the goals at once, a whole layer of the smaller side
    at a time; stops when the layers meet. Uses `predecessors`, so irreversible puzzles work.
    """
    forward = {start: None}  # position -> (move, previous) toward the start
    backward = {goal: None for goal in puzzle.goals()}  # position -> (move, next) toward a goal
    if start in backward:
        return SearchResult("bidirectional", [], [start], len(forward) + len(backward) - 1)
    forward_frontier, backward_frontier = [start], list(backward)
    # Each step expands the whole smaller frontier. The first meeting found is optimal: with the
    # sides' earlier layers disjoint, any shortest path has length >= df + db + 1, and a meeting
    # during the expansion of forward layer df (or backward layer db) gives at most that.
    while forward_frontier and backward_frontier:
        following = []
        if len(forward_frontier) <= len(backward_frontier):
            for position in forward_frontier:
                for move, after in puzzle.successors(position):
                    if after in forward:
                        continue
                    forward[after] = (move, position)
                    if after in backward:
                        return _joined(forward, backward, after)
                    following.append(after)
            forward_frontier = following
        else:
            for position in backward_frontier:
                for previous in puzzle.predecessors(position):
                    if previous in backward:
                        continue
                    backward[previous] = (_move_between(puzzle, previous, position), position)
                    if previous in forward:
                        return _joined(forward, backward, previous)
                    following.append(previous)
            backward_frontier = following
    return SearchResult("bidirectional", generated=len(forward) + len(backward), found=False)


def _joined(forward: dict, backward: dict, meeting: Position) -> SearchResult:
    """The path start -> meeting (from forward's parents) -> goal (from backward's)."""
    moves, positions = _path_back(forward, meeting)
    position = meeting
    while backward[position] is not None:
        move, position = backward[position]
        moves.append(move)
        positions.append(position)
    return SearchResult("bidirectional", moves, positions, len(forward) + len(backward))


def _move_between(puzzle: Puzzle, before: Position, after: Position):
    for move, result in puzzle.successors(before):
        if result == after:
            return move
    raise AssertionError(f"{puzzle.name}: predecessor {before!r} has no move to {after!r}")


def ida_star(puzzle: Puzzle, start: Position, max_bound: int = 200) -> SearchResult:
    """Iterative deepening A* with `puzzle.lower_bound` (admissible), so the path is optimal.

    Depth-first within a bound that grows to the smallest f that exceeded it. A transposition
    table (Reinefeld and Marsland) keeps, per iteration, the fewest moves at which each position
    was entered; entering it again with as many or more cannot find anything new, since the first
    visit searched its subtree with at least as much budget. Without it the knight exchange
    generates over a hundred million nodes. found=False when no goal is within `max_bound`.
    """
    lower_bound, successors, is_goal = puzzle.lower_bound, puzzle.successors, puzzle.is_goal
    moves: list = []
    positions = [start]
    entered_at: dict = {}
    generated = 1

    def search(position, cost: int, bound: int) -> int:
        """-1 when a goal was reached (path left in moves/positions), else the smallest f over bound."""
        nonlocal generated
        estimate = cost + lower_bound(position)
        if estimate > bound:
            return estimate
        if is_goal(position):
            return -1
        smallest = None
        for move, after in successors(position):
            generated += 1
            previous = entered_at.get(after)
            if previous is not None and previous <= cost + 1:
                continue
            entered_at[after] = cost + 1
            moves.append(move)
            positions.append(after)
            result = search(after, cost + 1, bound)
            if result == -1:
                return -1
            positions.pop()
            moves.pop()
            if smallest is None or result < smallest:
                smallest = result
        return smallest if smallest is not None else 1 << 30

    bound = lower_bound(start)
    while bound <= max_bound:
        entered_at.clear()
        entered_at[start] = 0
        result = search(start, 0, bound)
        if result == -1:
            return SearchResult("ida", list(moves), list(positions), generated)
        bound = result
    return SearchResult("ida", generated=generated, found=False)


ALGORITHMS = {"bfs": bfs, "bidirectional": bidirectional_bfs, "ida": ida_star}
