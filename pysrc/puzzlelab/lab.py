"""The lab: every search algorithm a puzzle supports, run on one position side by side, as a cancellable job.

`plan` says up front which algorithms fit the puzzle and roughly what each would cost (from the distance table's
histogram where there is one); `run_lab` is a generator that yields progress and returns a JSON-able table with
one row per algorithm. The rows' figures are those `solve --json --stats` prints (`solve_stats`), time excepted.
"""

from __future__ import annotations

import time
from typing import Generator

from .lab_estimates import MAX_STORED, estimate, goal_positions, too_large, unfit, worded_estimate
from .progress import Run, progress, run_to_end
from .puzzle import Position, Puzzle, PuzzleError
from .search import STEPS
from .search_informed import unavailable
from .search_stats import LowerBound, SearchResult, SearchStats
from .tables import DistanceTable
from .words import english, knows, message, slug

ALGORITHMS = ("table", "bfs", "bidirectional", "ida", "astar")
"""The lab's algorithms in the order of its table."""

TITLES = {algorithm: message(f"algorithm.{algorithm}") for algorithm in ALGORITHMS + ("oracle",)}
"""Each algorithm's name as a message ("algorithm.bfs": "Breadth-first search"); "oracle": the puzzle's own solver."""


def heuristics(puzzle: Puzzle) -> dict[str, LowerBound]:
    """The puzzle's named admissible lower bounds (`Puzzle.heuristics`), its own `lower_bound` first."""
    named = puzzle.heuristics()
    if not named:
        raise ValueError(f"{puzzle.name}.heuristics() names no lower bound")
    return named


def heuristic_slug(name: str) -> str:
    """A heuristic's name as one command-line word: "Manhattan + linear conflict" -> "manhattan-linear-conflict"."""
    return "-".join("".join(char if char.isalnum() else " " for char in name.lower()).split())


def first_heuristic(puzzle: Puzzle) -> LowerBound:
    """The heuristic of the lab's plain "ida" and "astar" rows (and of `solve` without --heuristic)."""
    return next(iter(heuristics(puzzle).values()))


def find_heuristic(puzzle: Puzzle, text: str) -> LowerBound:
    """The puzzle's heuristic named `text` (its name, any case, or its slug); PuzzleError listing them otherwise."""
    named = heuristics(puzzle)
    for name, bound in named.items():
        if text.lower() in (name.lower(), heuristic_slug(name)):
            return bound
    raise PuzzleError(message("error.no_heuristic", puzzle=puzzle.name, heuristic=repr(text),
                              known=", ".join(map(heuristic_slug, named))))


def lab_rows(puzzle: Puzzle, algorithms: list[str] | None = None) -> list[tuple[str, str, str | None]]:
    """(row id, algorithm, heuristic name) for each row of the lab, in table order.

    `algorithms` (None: all of ALGORITHMS) takes names and ids: "ida" is IDA* with every heuristic the puzzle
    names, "ida:<name>" with one; "astar" is A* with the first (the puzzle's `lower_bound`), "astar:<name>" with
    another. Row ids are the algorithm's name for the first heuristic, "ida:<name>" for the others.
    PuzzleError for an unknown algorithm or heuristic.
    """
    named = list(heuristics(puzzle))
    wanted = list(ALGORITHMS) if algorithms is None else list(algorithms)
    rows = []
    for choice in wanted:
        algorithm, _, heuristic = str(choice).partition(":")
        if algorithm not in ALGORITHMS:
            raise PuzzleError(message("error.unknown_algorithm", algorithm=repr(algorithm),
                                      known=", ".join(ALGORITHMS)))
        if algorithm in ("ida", "astar"):
            if heuristic and heuristic not in named:
                raise PuzzleError(message("error.no_heuristic", puzzle=puzzle.name, heuristic=repr(heuristic),
                                          known=", ".join(named)))
            chosen = [heuristic] if heuristic else (named if algorithm == "ida" else named[:1])
            for name in chosen:
                row_id = algorithm if name == named[0] else f"{algorithm}:{name}"
                rows.append((row_id, algorithm, name))
        else:
            if heuristic:
                raise PuzzleError(message("error.takes_no_heuristic", algorithm=algorithm))
            rows.append((algorithm, algorithm, None))
    seen, unique = set(), []
    for row in rows:
        if row[0] not in seen:
            seen.add(row[0])
            unique.append(row)
    return unique


def row_title(puzzle: Puzzle, algorithm: str, heuristic: str | None) -> dict:
    """"IDA*", or "IDA* (pattern databases)" when the puzzle names several heuristics, as a message (a heuristic's
    name: "heuristic.<its slug>")."""
    if algorithm == "table" and not puzzle.tabled:
        return TITLES["oracle"]
    if heuristic is not None and len(heuristics(puzzle)) > 1:
        known = f"heuristic.{slug(heuristic)}"
        return message("algorithm.with_heuristic", algorithm=TITLES[algorithm],
                       heuristic=message(known) if knows(known) else heuristic)
    return TITLES[algorithm]


# --- the table row: a lookup in the oracle ------------------------------------------------------------------------
def lookup_steps(puzzle: Puzzle, oracle, position: Position) -> Generator[dict, None, SearchResult]:
    """The solution read from `oracle` (a DistanceTable or the puzzle's own Oracle) as a SearchResult, after the
    search of `position`'s distance where the oracle needs one (`Oracle.distance_steps`: nothing for a table, a
    search for the 15-puzzle, which keeps the solution it finds), whose progress it yields. Only the position's own
    distance: the positions one move away, which the board's state needs (`Oracle.prepare_steps`), are not searched.

    generated: `oracle.generated`, the positions generated to build a table (once, ahead of the lookup) or, for a
    puzzle answered by a search of each position (Puzzle.answers, the 15-puzzle), what this lookup generated (0
    when the oracle already knew the position); expanded: positions whose moves were looked up walking the
    solution (one per move, an uncounted one included: the uncrossed path's first square); stored: `oracle.stored`
    (a table's entries, one byte per rank; for another oracle, `generated`);
    max_frontier 0; seconds: the preparation and the walk, pauses between job steps excluded.
    """
    seconds, started = 0.0, time.perf_counter()
    before = oracle.generated if puzzle.answers()["each_position"] else 0
    for report in oracle.distance_steps(position):  # its value is read below, from the oracle that kept it
        seconds += time.perf_counter() - started
        yield report
        started = time.perf_counter()
    distance = oracle.distance(position)
    moves, positions = ([], []) if distance is None else oracle.solution(position)
    stored = oracle.stored
    stats = SearchStats(generated=oracle.generated - before, expanded=len(moves), max_frontier=0, stored=stored,
                        seconds=seconds + time.perf_counter() - started)
    return SearchResult("table", moves, positions, found=distance is not None, stats=stats)


def lookup(puzzle: Puzzle, oracle, position: Position) -> SearchResult:
    """`lookup_steps` run to the end."""
    return run_to_end(lookup_steps(puzzle, oracle, position))


def solve_stats(puzzle: Puzzle, result: SearchResult) -> dict:
    """The figures of one search as `solve --stats` prints them and a lab row holds them."""
    return result.stats.to_json(puzzle.format)


SOLVE_MAX_STORED = 10 * MAX_STORED
"""`solve` on a puzzle too large for a table stops a search beyond holding this many positions (a few GB)."""


def bounded_search(puzzle: Puzzle, position: Position, algorithm: str, lower_bound: LowerBound | None = None,
                   max_stored: int | None = None) -> SearchResult:
    """One search run to the end, or PuzzleError once it holds more than `max_stored` positions (saying which
    search would not): `solve` on the 15-puzzle, whose breadth-first searches and A* cannot hold a far position."""
    options = {} if lower_bound is None else {"lower_bound": lower_bound}
    max_stored = SOLVE_MAX_STORED if max_stored is None else max_stored
    search = Run(STEPS[algorithm](puzzle, position, **options))
    try:
        for report in search:
            if report["stored"] > max_stored:
                raise PuzzleError(message("error.search_stopped", algorithm=TITLES[algorithm], n=max_stored))
        return search.value
    finally:
        search.close()


def counted_length(puzzle: Puzzle, result: SearchResult) -> int | None:
    """The solution's length as the game counts it (Puzzle.move_cost: the uncrossed path's first square is not a
    move, so 17 moves on 6x6 visit 18 squares); None when no solution was found."""
    if not result.found:
        return None
    return sum(puzzle.move_cost(before, move) for before, move in zip(result.positions, result.moves))


# --- plan and run ------------------------------------------------------------------------------------------------
def plan(puzzle: Puzzle, position: Position, algorithms: list[str] | None = None, table=None, oracle=None) -> dict:
    """Which algorithms would run and what each would cost, before anything runs.

    `table`: the puzzle's DistanceTable when it has one (the estimates read its histogram), else None. `oracle`:
    an untabled puzzle's own oracle when it is built: a distance it already knows (`known_distance`) makes the
    estimates measured rather than guessed (the 15-puzzle: the position on show was searched by the game).
    Returns {"puzzle", "size", "position", "distance" (from the table or the oracle, or None), "lower_bound",
    "rows": [{"id", "algorithm", "heuristic", "title", "title_words", "runnable": bool, "reason": str | None,
    "reason_words", "estimate": see `estimate`, "solve": the options of `solve` that print the row's figures}]}
    ("title" and "reason" in English, their *_words the messages they are worded from). A row is not
    runnable when the algorithm does not fit the puzzle, or when a breadth-first search (or, without a table, an
    A*) would hold more than the lab holds and was not asked for by name (`algorithms`).
    """
    goals = goal_positions(puzzle)
    named = heuristics(puzzle)
    rows, cache = [], {}
    known = table.distance(position) if table is not None else None
    if table is None and goals:
        if oracle is not None:
            known = cache["known"] = oracle.known_distance(position)
        cache["best bound"] = max(bound(position) for bound in named.values() if not unavailable(bound))
    for row_id, algorithm, heuristic in lab_rows(puzzle, algorithms):
        reason = unfit(puzzle, algorithm, goals)
        bound = named[heuristic] if heuristic is not None else None
        guess = None if reason else estimate(puzzle, position, algorithm, bound, table, cache)
        if reason is None and algorithms is None:
            reason = too_large(puzzle, algorithm, table, guess)
        if reason is None and unavailable(bound):
            guess = worded_estimate(guess, message("estimate.needs_databases", estimate=guess["text_words"]))
        options = ["--algorithm", algorithm] + (["--heuristic", heuristic_slug(heuristic)]
                                                if heuristic is not None and len(named) > 1 else [])
        title = row_title(puzzle, algorithm, heuristic)
        rows.append({"id": row_id, "algorithm": algorithm, "heuristic": heuristic, "title": english(title),
                     "title_words": title, "runnable": reason is None, **_reason(reason),
                     "estimate": None if reason else guess, "solve": options})
    return {"puzzle": puzzle.name, "size": puzzle.size, "position": puzzle.format(position), "distance": known,
            "lower_bound": puzzle.lower_bound(position) if goals else None, "rows": rows}


def run_lab(puzzle: Puzzle, position: Position, algorithms: list[str] | None = None, oracle=None,
            trace: int = 0, max_stored: int = MAX_STORED) -> Generator[dict, None, dict]:
    """Run each algorithm of the lab on `position`, one after another, as a job.

    Yields progress {"message", "fraction" (0..1 over the whole lab), "row" (index or None), "id", "generated",
    "expanded"} now and then; closing the generator cancels the run. `oracle`: the puzzle's DistanceTable (or
    its own Oracle for untabled puzzles), for the table row and the estimates; when not given it is built here
    (`DistanceTable.build`, or the puzzle's `oracle_steps`). `trace`: record up to that many expansions per row
    (`visits`, for the animation). `max_stored`: a search stops beyond holding this many positions. With
    `algorithms` None a row whose estimate is `ask` (over ASK_SECONDS) is left out with its reason, as the page's
    Run all leaves it out; named, it runs.

    Returns {"puzzle", "size", "position", "distance" (the oracle's), "lower_bound", "rows": [row, ...]}, each
    row {"id", "algorithm", "heuristic", "title", "title_words", "status": "solved" | "no solution" | "skipped" |
    "stopped", "reason" (why skipped or stopped, else None; "reason_words" as a message), "length" (moves, None
    unless solved), "moves" (the solution's
    moves as text), "generated", "expanded", "max_frontier", "stored", "seconds" (None when skipped), "estimate",
    and as the algorithm has them "frontier_by_depth", "iterations", "reopened", "visits"} (see SearchStats;
    each visit here also holds the position's "view", the drawing data the page animates).
    """
    wants_table = algorithms is None or any(str(choice) == "table" for choice in algorithms)
    if oracle is None and puzzle.tabled:
        yield progress(message("progress.computing"), 0.0, row=None, id=None, generated=0, expanded=0)
        oracle = DistanceTable.build(puzzle)
    elif oracle is None and wants_table:
        building = Run(puzzle.oracle_steps())
        for report in building:
            yield {**report, "fraction": 0.0, "row": None, "id": None, "generated": 0, "expanded": 0}
        oracle = building.value
    table = oracle if puzzle.tabled else None
    planned = plan(puzzle, position, algorithms, table, None if puzzle.tabled else oracle)
    named = heuristics(puzzle)
    rows = []
    count = len(planned["rows"])
    for index, planned_row in enumerate(planned["rows"]):
        row = {key: planned_row[key] for key in ("id", "algorithm", "heuristic", "title", "title_words", "reason",
                                                  "reason_words", "estimate")}
        row.update(status="skipped", length=None, moves=[], generated=None, expanded=None, max_frontier=None,
                   stored=None, seconds=None)
        rows.append(row)
        if not planned_row["runnable"]:
            continue
        if algorithms is None and (row["estimate"] or {}).get("ask"):  # as the page's Run all: said, not run
            row.update(_reason(message("lab.left_out", estimate=row["estimate"]["text_words"], id=row["id"])))
            continue
        algorithm, expected = row["algorithm"], (row["estimate"] or {}).get("positions")
        bound = named[row["heuristic"]] if row["heuristic"] is not None else None
        missing = unavailable(bound)
        if missing:  # its data did not arrive (the 15-puzzle's databases): said, not failed
            row.update(_reason(missing))
            continue
        title = row["title_words"]
        yield progress(message("lab.starting", title=title), index / count, row=index, id=row["id"], generated=0,
                       expanded=0)
        if algorithm == "table":
            looking = Run(lookup_steps(puzzle, oracle, position))
            for report in looking:
                doing = report.get("message_words") or report.get("message") or message("lab.searching")
                yield progress(message("lab.doing", title=title, doing=doing),
                               (index + min(0.99, report.get("fraction") or 0.0)) / count, row=index, id=row["id"],
                               generated=0, expanded=0)
            result = looking.value
        else:
            bound = {"lower_bound": named[row["heuristic"]]} if row["heuristic"] is not None else {}
            search = Run(STEPS[algorithm](puzzle, position, trace=trace, **bound))
            try:
                for report in search:
                    if report["stored"] > max_stored:
                        row.update(status="stopped", generated=report["generated"], expanded=report["expanded"],
                                   **_reason(message("lab.stopped", n=max_stored)))
                        break
                    within = min(0.99, report["generated"] / expected) if expected else 0.5
                    yield progress(message("lab.generated", title=title, n=report["generated"]),
                                   (index + within) / count, row=index, id=row["id"], generated=report["generated"],
                                   expanded=report["expanded"])
            finally:
                search.close()
            if not search.done:
                continue
            result = search.value
        row.update(solve_stats(puzzle, result))
        for visit, (visited, _depth, _tag) in zip(row.get("visits", ()), result.stats.visits or ()):
            visit["view"] = puzzle.view(visited)  # what the page draws for the animation
        row["status"] = "solved" if result.found else "no solution"
        row["length"] = counted_length(puzzle, result)
        row["moves"] = [puzzle.format_move(move) for move in result.moves]
        row.update(_reason(None))
    planned.pop("rows")
    if oracle is not None and (puzzle.tabled or wants_table):
        planned["distance"] = oracle.distance(position)
    elif oracle is not None:  # never a search that no row asked for (the 15-puzzle's oracle searches)
        planned["distance"] = oracle.known_distance(position)
    if planned["distance"] is None and goal_positions(puzzle):
        planned["distance"] = next((row["length"] for row in rows if row["status"] == "solved"), None)
    return {**planned, "rows": rows}


def _reason(words) -> dict:
    """A row's reason (why it is not run, or stopped; None) in English and as a message."""
    return {"reason": None if words is None else english(words), "reason_words": words}
