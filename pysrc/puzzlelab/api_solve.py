"""The engine's search requests: `solve` (one algorithm on one position), the lab's `lab_plan` and `lab` job (every
algorithm side by side, lab.py). Each takes the api.Engine (for its oracles and resolve) and answers a JSON-able dict.
search.py and lab.py are imported on first use: the page's table-only paths never load them.
"""

from __future__ import annotations

from typing import Generator

from .puzzle import Position, Puzzle, PuzzleError, message

MAX_TRACE = 5000
"""The most expansions a lab row records for the page's animation (`lab`'s trace)."""


def solve(engine, puzzle: str, position: str | None = None, size: int | None = None, algorithm: str = "table",
          stats: bool = False, heuristic: str | None = None) -> dict:
    """See api.Engine.solve."""
    from .lab import bounded_search, find_heuristic, first_heuristic, lookup, solve_stats
    from .lab_estimates import goal_positions
    from .search_informed import unavailable
    game, here = engine.resolve(puzzle, position, size)
    searched = not game.tabled
    if searched and algorithm != "table" and not goal_positions(game):
        raise PuzzleError(message("error.own_search", puzzle=game.name))
    bound = {}
    if heuristic is not None and algorithm not in ("ida", "astar"):
        raise PuzzleError(message("error.heuristic_for"))
    if algorithm in ("ida", "astar"):  # the lab's first IDA* and A* rows use the first heuristic
        bound = {"lower_bound": find_heuristic(game, heuristic) if heuristic else first_heuristic(game)}
        missing = unavailable(bound["lower_bound"])
        if missing:
            raise PuzzleError(missing)
    distance = None
    if algorithm == "table":
        oracle = engine.oracle(game)
        result = lookup(game, oracle, here)
        # The oracle's distance, not the path's length: they differ where a move is not counted (the uncrossed
        # path's first square).
        distance = oracle.distance(here)
    elif algorithm in _algorithms() and game.tabled:
        result = _algorithms()[algorithm](game, here, **bound)
    elif algorithm in _algorithms():  # a space too large for a table: the search stops before memory runs out
        result = bounded_search(game, here, algorithm, **bound)  # PuzzleError: stopped, memory would run out
    else:
        raise PuzzleError(message("error.unknown_algorithm", algorithm=repr(algorithm),
                                  known=", ".join(("table", *_algorithms()))))
    moves, positions, verdicts = result.moves, result.positions, None
    target = game.target(here, oracle) if algorithm == "table" else None
    if target is not None and not moves and not game.is_goal(here):
        # The goal out of reach: the best still reachable (the uncrossed path's longest extension from here).
        moves = game.best_line(here)
        positions = [here]
        for move in moves:
            positions.append(game.apply(positions[-1], move))
        # Off the best, each move's verdict is Python's as for a move played (off-best, the last a dead end).
        verdicts = [game.verdict(before, move, after, oracle.distance(before), oracle.distance(after))
                    for before, move, after in zip(positions, moves, positions[1:])]
    reply = {
        "puzzle": game.name,
        "position": game.format(here),
        "distance": result.distance if distance is None else distance,
        "moves": [game.format_move(m) for m in moves],
        "positions": [game.format(p) for p in positions],
        "algorithm": "search" if searched and algorithm == "table" else algorithm,
        "generated": result.generated,
    }
    if target is not None:
        reply["target"] = target
    if verdicts is not None:
        reply["verdicts"] = verdicts
    if stats:
        reply["stats"] = solve_stats(game, result)
    return reply


def lab_plan(engine, puzzle: str, position: str | None = None, size: int | None = None,
             algorithms: list[str] | None = None) -> dict:
    """See api.Engine.lab_plan."""
    from .lab import plan
    game, here = engine.resolve(puzzle, position, size)
    _check_lab_algorithms(game, algorithms)
    table = engine.oracle(game) if game.tabled else None
    return plan(game, here, algorithms, table, engine.oracles.ready(game))


def lab(engine, puzzle: str, position: str | None = None, size: int | None = None,
        algorithms: list[str] | None = None, trace: int = 0) -> Generator[dict, None, dict]:
    """See api.Engine.lab: the arguments are checked here, when the job starts; the generator runs the lab."""
    game, here = engine.resolve(puzzle, position, size)
    _check_lab_algorithms(game, algorithms)
    if isinstance(trace, bool) or not isinstance(trace, int) or not 0 <= trace <= MAX_TRACE:
        raise PuzzleError(message("error.trace", most=MAX_TRACE))
    return _lab_steps(engine, game, here, algorithms, trace)


def _lab_steps(engine, game: Puzzle, here: Position, algorithms: list[str] | None,
               trace: int) -> Generator[dict, None, dict]:
    from .lab import run_lab
    oracle = engine.oracles.ready(game)
    if oracle is None and (game.tabled or algorithms is None or "table" in algorithms):
        oracle = yield from engine.oracles.steps(game)
    return (yield from run_lab(game, here, algorithms, oracle, trace))


def _check_lab_algorithms(game: Puzzle, algorithms) -> None:
    """PuzzleError unless `algorithms` is None or a list of the lab's algorithm names or row ids for `game`."""
    from .lab import lab_rows
    if algorithms is not None and (not isinstance(algorithms, list)
                                   or not all(isinstance(name, str) for name in algorithms)):
        raise PuzzleError(message("error.algorithms"))
    lab_rows(game, algorithms)  # PuzzleError for an unknown algorithm or heuristic


def _algorithms() -> dict:
    """search.ALGORITHMS, imported on first use: the table-only paths (the page, `table`) never load search.py."""
    from .search import ALGORITHMS
    return ALGORITHMS
