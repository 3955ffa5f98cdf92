"""The lab's estimates: whether each algorithm fits a puzzle, and roughly what a run would cost before it starts (from
the distance table's histogram and a sample of the lower bound where there is a table; from the first layers round
the goal and the heuristics' own models where there is none). lab.py plans and runs the lab with them.
"""

from __future__ import annotations

import bisect

from .puzzle import Position, Puzzle
from .search_informed import SearchingBound
from .search_stats import LowerBound
from .tables import UNREACHABLE, DistanceTable
from .words import english, message

GENERATED_PER_SECOND = {"bfs": 30_000, "bidirectional": 30_000, "ida": 60_000, "astar": 20_000}
"""Rough rates in the browser's worker, positions generated per second, for estimates only: Pyodide 314 under Node
on a two-core machine managed 26k-34k (BFS), 10k-100k (bidirectional), 15k-135k (IDA*), 8k-34k (A*) on the
8-puzzle, the knight exchange and number reversal, busy or not; each row's `seconds` says what a run took."""

LONG_SECONDS = 3.0
"""A run estimated to take longer than this (in the browser) is flagged `long` before it starts."""

ASK_SECONDS = 60.0
"""A run estimated to take longer than this is flagged `ask`: the page's Run all leaves it out (its own Run runs
it), so the rows that answer in seconds are not held up behind one that takes minutes or hours."""

MAX_STORED = 1_000_000
"""A search stops (status "stopped") beyond this many positions held (IDA*: in its transposition table): the
browser's memory would run out first."""

SAMPLE_SIZE = 1000
"""Positions sampled (evenly by rank) for the estimate's lower-bound distribution and branching factor."""


def goal_positions(puzzle: Puzzle) -> tuple:
    """The puzzle's goal positions; () for puzzles whose goal is a property (a minimum placement, a longest
    path) rather than positions (Puzzle.has_goal_positions), which only their own search solves."""
    return tuple(puzzle.goals()) if puzzle.has_goal_positions() else ()


def unfit(puzzle: Puzzle, algorithm: str, goals: tuple) -> dict | None:
    """Why `algorithm` cannot run on `puzzle` at all (a message), or None. The table row always fits: a tabled
    puzzle's table is built when not given, and an untabled puzzle's own solver (`oracle_steps`) answers instead."""
    if algorithm == "table":
        return None
    if not goals:
        return message("lab.unfit.no_goal")
    if algorithm == "bidirectional" and not puzzle.has_predecessors():
        return message("lab.unfit.backwards")
    return None


def too_large(puzzle: Puzzle, algorithm: str, table, guess: dict | None = None) -> dict | None:
    """Why a breadth-first search (or, without a table, an A*) is left out unless asked for by name (a message):
    what it would hold is more than the lab holds, or nothing bounds it."""
    if table is not None or algorithm not in ("bfs", "bidirectional", "astar"):
        return None
    if guess is not None and guess.get("positions") is not None and puzzle.goal_layers() is not None:
        if guess["positions"] <= MAX_STORED:
            return None
        return message("lab.too_large.guess", n=guess["positions"], most=MAX_STORED)
    if algorithm == "astar":
        return None
    if puzzle.space_size is None:
        return message("lab.too_large.unknown")
    if puzzle.space_size > MAX_STORED:
        return message("lab.too_large.space", n=puzzle.space_size, most=MAX_STORED)
    return None


def worded_estimate(estimate: dict, words, basis=None) -> dict:
    """`estimate` with its "text" (and "basis" when given) in English and as messages ("text_words",
    "basis_words")."""
    worded = {**estimate, "text": english(words), "text_words": words}
    if basis is not None:
        worded |= {"basis": english(basis), "basis_words": basis}
    return worded


class _Sample:
    """The distribution of a lower bound over the puzzle's solvable positions, and their mean branching factor,
    from SAMPLE_SIZE positions evenly spaced by rank (deterministic)."""

    def __init__(self, puzzle: Puzzle, table: DistanceTable, bound: LowerBound):
        distances, unrank, successors = table.distances, puzzle.unrank, puzzle.successors
        step = max(1, len(distances) // SAMPLE_SIZE)
        values, moves, parity = [], 0, True
        for rank in range(0, len(distances), step):
            if distances[rank] == UNREACHABLE:
                continue
            position = unrank(rank)
            value = bound(position)
            values.append(value)
            for _move, after in successors(position):
                moves += 1
                parity = parity and (bound(after) - value) % 2 == 1
        values.sort()
        self.values = values
        self.branching = moves / len(values) if values else 1.0
        self.step = 2 if parity and values else 1  # every move changes the bound's parity: f moves in steps of 2

    def at_most(self, limit: int) -> float:
        """The fraction of positions whose bound is <= limit."""
        return bisect.bisect_right(self.values, limit) / len(self.values) if limit >= 0 and self.values else 0.0


def _within(histogram: list[int], depth: int) -> int:
    return sum(histogram[:depth + 1])


def _kre(histogram: list[int], sample: _Sample, threshold: int) -> float:
    """Korf, Reid and Edelkamp's prediction of the positions an iteration with this threshold expands:
    sum over depths g of N(g) * P(bound <= threshold - g), with N(g) the positions g moves away (the goal's
    histogram stands in for the position's own, which no table holds)."""
    top = min(threshold, len(histogram) - 1)
    return sum(histogram[g] * sample.at_most(threshold - g) for g in range(top + 1))


def estimate(puzzle: Puzzle, position: Position, algorithm: str, bound: LowerBound | None, table,
             cache: dict | None = None) -> dict:
    """What a run would cost, said before it starts: {"positions": int | None (positions generated, as
    SearchStats counts them), "kind": "about" | "at most" | "at least" | "exactly" | None, "seconds": float | None
    (in the browser; very rough), "long": bool | None (None: cannot tell), "ask": bool (so long that Run all
    leaves it out: ASK_SECONDS), "text": one line for a person, in English, "text_words": the same as a message;
    where a guessed distance is what it rests on, "basis" and "basis_words"}.

    From the distance table where there is one: BFS reaches about every position within the distance (the goal's
    histogram standing in for the position's); bidirectional BFS about twice the positions within half of it;
    IDA* and A* by Korf, Reid and Edelkamp's formula over a sample of the lower bound's values (kept in
    `cache`, with the histogram, when given: plan passes one for all its rows). Rough: within a factor of ten
    of the truth on the catalogue.
    """
    if algorithm == "table":
        if not puzzle.tabled:
            return worded_estimate({"positions": None, "kind": None, "seconds": None, "long": None, "ask": False},
                                   message("estimate.own_solver"))
        return worded_estimate({"positions": None if table is None else table.generated, "kind": "exactly",
                                "seconds": None, "long": False, "ask": False}, message("estimate.lookup"))
    if table is None and puzzle.goal_layers() is not None:
        return _estimate_by_layers(puzzle, position, algorithm, bound, cache or {})
    if table is None:
        huge = puzzle.space_size is None or puzzle.space_size > MAX_STORED
        text = message("estimate.no_table_huge" if huge else "estimate.no_table")
        return worded_estimate({"positions": None, "kind": None, "seconds": None, "long": True if huge else None,
                                "ask": False}, text)
    cache = {} if cache is None else cache
    if "histogram" not in cache:
        cache["histogram"] = table.histogram()
    distance, histogram = table.distance(position), cache["histogram"]
    if distance is None:
        seconds = puzzle.space_size / GENERATED_PER_SECOND["bfs"]
        return worded_estimate({"positions": puzzle.space_size, "kind": "at most", "seconds": round(seconds, 3),
                                "long": seconds > LONG_SECONDS, "ask": seconds > ASK_SECONDS},
                               message("estimate.unreachable"))
    if algorithm == "bfs":
        positions, kind = min(_within(histogram, distance), table.solvable_count), "about"
    elif algorithm == "bidirectional":
        positions, kind = min(2 * _within(histogram, (distance + 1) // 2), table.solvable_count), "about"
    else:
        sample = cache.get(bound)
        if sample is None:
            sample = cache[bound] = _Sample(puzzle, table, bound)
        start = bound(position)
        if algorithm == "astar":  # every position with f < distance expanded once, its new successors held
            expanded = _kre(histogram, sample, distance - 1)
            positions = min(round(expanded * max(1.0, sample.branching - 1)), table.solvable_count)
        else:  # one iteration per threshold, each re-generating the one before
            thresholds = range(start, distance + 1, sample.step)
            positions = round(sum(_kre(histogram, sample, t) for t in thresholds) * sample.branching)
        kind = "about"
    seconds = positions / GENERATED_PER_SECOND[algorithm]
    long = seconds > LONG_SECONDS
    return worded_estimate({"positions": positions, "kind": kind, "seconds": round(seconds, 3), "long": long,
                            "ask": seconds > ASK_SECONDS}, _roughly(positions, seconds, long))


ASTAR_SHARE = 0.5
"""A* on the 15-puzzle generates about this share of what IDA* with the same bound does (it never generates a
position twice, but holds them all): 0.15-2.9 on four of Korf's easiest instances, with Manhattan distance and with
the databases."""


def _layers_within(layers: tuple[int, ...], depth: int) -> int:
    """Positions within `depth` moves of the goal: the known layers, then each further one grown by the last
    known ratio."""
    total, layer = 0, 0
    for index in range(depth + 1):
        layer = layers[index] if index < len(layers) else round(layer * layers[-1] / layers[-2])
        total += layer
    return total


def _estimate_by_layers(puzzle: Puzzle, position: Position, algorithm: str, bound, cache: dict) -> dict:
    """The estimate of a puzzle too large for a table that knows its first layers (Puzzle.goal_layers, which stand
    in for the layers round the position) and whose IDA* heuristics predict their own cost (SearchingBound.predict),
    from the distance when it is known (cache["known"], the oracle's remembered answer) or else a typical one for
    the lower bounds at hand (SearchingBound.guess_distance), which the text then says."""
    distance, kind, best = cache.get("known"), "about", cache.get("best bound", 0)
    if distance is None:
        guesses = [guess for guess in (named.guess_distance(position) for named in puzzle.heuristics().values()
                                       if isinstance(named, SearchingBound)) if guess is not None]
        distance, kind = max(guesses + [best]), "guessed"
    layers = puzzle.goal_layers()
    rate = GENERATED_PER_SECOND.get(algorithm, 30_000)
    if algorithm == "bfs":
        positions = _layers_within(layers, distance)
    elif algorithm == "bidirectional":
        positions = 2 * _layers_within(layers, (distance + 1) // 2)
    elif isinstance(bound, SearchingBound) and bound.predict(position, distance) is not None:
        positions = bound.predict(position, distance)
        if algorithm == "ida":
            rate = bound.per_second
        else:
            positions = round(positions * ASTAR_SHARE)
    else:
        return worded_estimate({"positions": None, "kind": None, "seconds": None, "long": True, "ask": False},
                               message("estimate.cannot_tell_huge"))
    seconds = positions / rate
    long = seconds > LONG_SECONDS
    # The row's note says what a guessed estimate rests on; the warning before a run stays short.
    basis = message("estimate.guessed", n=distance, best=best) if kind == "guessed" else None
    return worded_estimate({"positions": positions, "kind": "about", "seconds": round(seconds, 3), "long": long,
                            "ask": seconds > ASK_SECONDS}, _roughly(positions, seconds, long), basis)


def _roughly(positions: int, seconds: float, long: bool) -> dict:
    """"roughly 1,234 positions, 5 seconds in the browser" ("maybe" before a long one's time)."""
    return message("estimate.maybe" if long else "estimate.roughly", n=positions, time=_duration(seconds))


def _duration(seconds: float) -> dict:
    if seconds < 1:
        return message("duration.under_a_second")
    if seconds < 1.5:
        return message("duration.about_a_second")
    if seconds < 90:
        return message("duration.seconds", n=round(seconds))
    if seconds < 90 * 60:
        return message("duration.minutes", n=round(seconds / 60))
    if seconds < 48 * 3600:
        return message("duration.hours", n=round(seconds / 3600))
    return message("duration.days", n=round(seconds / 86400))
