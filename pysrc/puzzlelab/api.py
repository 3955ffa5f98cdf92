"""The JSON-able facade over the engine: what the browser worker and the command line call.

`Engine` keeps each puzzle's oracle (its distance table, or its own searched oracle); `handle(type, args_json)`
answers one worker request as JSON. Errors a person can cause come back as {"ok": false, "error": "one line"};
the only output is a warning on stderr when a shipped table is damaged (it is then rebuilt).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Callable, Generator, Iterator

from . import __version__
from .histories import HISTORIES
from .oracle import NO_DISTANCES, Oracle, run_to_end
from .puzzle import Puzzle, PuzzleError, touch_extends, touch_makes
from .puzzles import FAMILIES, GROUP_OF, GROUPS, get_puzzle
from .tables import DistanceTable, table_key

class Engine:
    """Answers questions about positions; builds each puzzle's oracle on first use and keeps it."""

    def __init__(self, table_loader: Callable[[str], bytes | None] | None = None) -> None:
        """`table_loader(file_name)` returns a shipped table's bytes (see `export_tables`) or None;
        the browser's worker passes one that fetches from the site, so tables are not rebuilt there."""
        self.table_loader = table_loader
        self._oracles: dict[Puzzle, Oracle] = {}
        self._jobs: dict[int, Iterator] = {}
        self._next_job = 1

    # --- plumbing ----------------------------------------------------------------------------
    def oracle(self, puzzle: Puzzle) -> Oracle:
        """What answers distance(position), optimal_moves(position) and solution(position) for `puzzle`
        (see oracle.Oracle): its DistanceTable when `puzzle.tabled`, else the oracle its `oracle_steps()`
        returns. Built on first use, then kept."""
        oracle = self._oracles.get(puzzle)
        if oracle is None:
            oracle = run_to_end(self._oracle_steps(puzzle))
        return oracle

    def _oracle_steps(self, puzzle: Puzzle) -> Generator[dict, None, Oracle]:
        """Build and keep `puzzle`'s oracle, yielding progress ({"message", "fraction"}) on the way: a tabled
        puzzle's shipped table (loaded, see `table_loader`) or a fresh one; else the puzzle's own search."""
        if puzzle.tabled:
            oracle = self._shipped_table(puzzle)
            if oracle is None:
                yield {"message": "Computing distances", "fraction": 0.0}
                oracle = DistanceTable.build(puzzle)
        else:
            oracle = yield from puzzle.oracle_steps()
        self._oracles[puzzle] = oracle
        return oracle

    def resolve(self, puzzle_id: str, position: str | None = None, size: int | None = None):
        """(puzzle, position) from text: the start when position is None; PuzzleError when the text
        is malformed, UnsolvableError when it can be told unsolvable without a search."""
        puzzle = get_puzzle(puzzle_id, size, position)
        position = puzzle.start() if position is None else puzzle.parse(position)
        puzzle.check_solvable(position)
        return puzzle, position

    # --- requests ------------------------------------------------------------------------------
    def catalog(self) -> dict:
        """Every puzzle's description, in the registry's order, with the picker's groups.

        Each entry: id, title, group, board, pieces, start, goal, rules (the default size's), start_view,
        goal_view, cells_text, position_length; sized puzzles add "size" (the default), "sizes" ([min, max])
        and "size_info": {"min", "max", "default", "label", "by_size": {"N": describe_size()}}."""
        puzzles = [catalog_entry(puzzle_id) for puzzle_id in FAMILIES]
        groups = [{"id": group.id, "title": group.title, "puzzles": list(group.puzzles)} for group in GROUPS]
        return {"version": __version__, "groups": groups, "puzzles": puzzles}

    def state(self, puzzle: str, position: str | None = None, size: int | None = None,
              distances: bool = True) -> dict:
        """Everything the board needs about one position: legal moves with the distance each
        leads to, the optimal ones, the distance from here (None: the goal cannot be reached).

        distances=False answers from the rules alone, without building the oracle (for play by hand
        after the player cancelled a long search): every distance is None and "known" is False."""
        game, here = self.resolve(puzzle, position, size)
        return self._state(game, here, distances)

    def _state(self, game: Puzzle, position, distances: bool = True) -> dict:
        oracle = self.oracle(game) if distances else NO_DISTANCES
        distance = oracle.distance(position)
        moves = []
        for move, after in game.successors(position):
            after_distance = oracle.distance(after)
            cells = game.move_cells(position, move, after)
            cost = game.move_cost(position, move)
            moves.append({
                "move": game.format_move(move),
                "distance": after_distance,
                "optimal": distance is not None and after_distance == distance - cost,
                "counted": cost == 1,  # False: not a move of the count (the uncrossed path's first square)
                "touches": cells["touches"],
                "motion": cells["motion"],
                "label": cells["label"],
            })
        state = {
            "puzzle": game.name,
            "size": game.size,
            "position": game.format(position),
            "distance": distance,
            "solved": game.is_goal(position),
            "dead_end": game.is_dead_end(position, distance),
            # False where "no distance" means "no known way" rather than a proof (the 8x8 uncrossed path).
            "exact": oracle.exact,
            "known": distances,  # False: distances were not asked for (see `state`)
            "moves": moves,
            "optimal_moves": [m["move"] for m in moves if m["optimal"]],
            "view": game.view(position),
            "goal_view": None if game.goal_position() is None else game.view(game.goal_position()),
            "summary": game.summary(position, oracle) if distances else None,
        }
        state["annotations"] = game.annotate(position)
        return state

    def hint(self, puzzle: str, position: str, size: int | None = None) -> dict:
        game, here = self.resolve(puzzle, position, size)
        oracle = self.oracle(game)
        reply = {
            "puzzle": game.name,
            "position": game.format(here),
            "distance": oracle.distance(here),
            "optimal_moves": [game.format_move(m) for m in oracle.optimal_moves(here)],
        }
        reply["labels"] = {game.format_move(move): game.move_cells(here, move, after)["label"]
                           for move, after in game.successors(here)}
        advice = game.advice(here)  # the puzzle's own: {"cell": c, ...} or {"none": reason, ...}; None: no advice
        if advice is not None:
            reply["advice"] = advice
        return reply

    def explain(self, puzzle: str, position: str, touched: list, size: int | None = None) -> dict:
        """{"reason": why touching `touched` (cells, in order) makes no move here}, in a player's words.
        When the touches do make a move (see puzzle.touch_makes), the reason names it."""
        game, here = self.resolve(puzzle, position, size)
        if not isinstance(touched, list) or not touched or not all(
                isinstance(cell, int) and not isinstance(cell, bool) for cell in touched):
            raise PuzzleError("touched is a list of cell numbers, e.g. [0, 5]")
        for cell in touched:
            if not 0 <= cell < game.cells:
                raise PuzzleError(f"cell {cell} is off the board (0-{game.cells - 1})")
        for move, after in game.successors(here):
            if any(touch_makes(sequence, touched) for sequence in game.move_cells(here, move, after)["touches"]):
                label = game.move_cells(here, move, after)["label"]
                return {"reason": f"That makes a move: {label}.", "move": game.format_move(move)}
        if any(touch_extends(sequence, touched) for move, after in game.successors(here)
               for sequence in game.move_cells(here, move, after)["touches"]):
            return {"reason": "That is the start of a move: touch where it goes next."}
        return {"reason": game.why_not(here, list(touched))}

    def play(self, puzzle: str, position: str, move: str, size: int | None = None,
             distances: bool = True) -> dict:
        """Apply `move`; the new state and a verdict (Puzzle.verdict): "optimal" (one step closer), "wasted"
        (legal but not closer), "dead-end" (stuck: the goal can no longer be reached) or "off-best" (the best
        is out of reach but play goes on: knight placements being explored); with distances=False (see
        `state`) the verdict is None."""
        game, here = self.resolve(puzzle, position, size)
        after = game.apply(here, game.parse_move(move))
        if not distances:
            return {"move": move, "verdict": None, "state": self._state(game, after, False)}
        oracle = self.oracle(game)
        parsed = game.parse_move(move)
        verdict = game.verdict(here, parsed, after, oracle.distance(here), oracle.distance(after))
        return {"move": move, "verdict": verdict, "state": self._state(game, after)}

    def solve(self, puzzle: str, position: str | None = None, size: int | None = None,
              algorithm: str = "table", stats: bool = False, heuristic: str | None = None) -> dict:
        """An optimal solution by `algorithm`: table, bfs, bidirectional, ida (IDA*) or astar (A*); `heuristic`:
        for ida and astar, one of the puzzle's named lower bounds (Puzzle.heuristics; default its lower_bound).

        `generated`: positions each search created; for `table`, the positions its BFS generated.
        distance, moves and positions are None/[] when the goal cannot be reached. stats=True adds "stats", what
        the search cost: {"generated", "expanded", "max_frontier", "stored", "seconds"} and, as the algorithm has
        them, "frontier_by_depth", "iterations", "reopened" (search.SearchStats): a lab row's figures.
        """
        from .lab import bounded_search, find_heuristic, first_heuristic, goal_positions, lookup, solve_stats
        from .search import unavailable
        game, here = self.resolve(puzzle, position, size)
        searched = not game.tabled
        if searched and algorithm != "table" and not goal_positions(game):
            raise PuzzleError(f"{game.name} is solved by its own exact search; --algorithm is for the other puzzles")
        bound = {}
        if heuristic is not None and algorithm not in ("ida", "astar"):
            raise PuzzleError("--heuristic is for --algorithm ida or astar")
        if algorithm in ("ida", "astar"):  # the lab's first IDA* and A* rows use the first heuristic
            try:
                bound = {"lower_bound": find_heuristic(game, heuristic) if heuristic else first_heuristic(game)}
            except ValueError as error:
                raise PuzzleError(str(error)) from None
            missing = unavailable(bound["lower_bound"])
            if missing:
                raise PuzzleError(missing)
        distance = None
        if algorithm == "table":
            oracle = self.oracle(game)
            result = lookup(game, oracle, here)
            # The oracle's distance, not the path's length: they differ where a move is not counted (the uncrossed
            # path's first square).
            distance = oracle.distance(here)
        elif algorithm in _algorithms() and game.tabled:
            result = _algorithms()[algorithm](game, here, **bound)
        elif algorithm in _algorithms():  # a space too large for a table: the search stops before memory runs out
            try:
                result = bounded_search(game, here, algorithm, **bound)
            except ValueError as error:
                raise PuzzleError(str(error)) from None
        else:
            raise PuzzleError(f"unknown algorithm {algorithm!r} (table, {', '.join(_algorithms())})")
        reply = {
            "puzzle": game.name,
            "position": game.format(here),
            "distance": result.distance if distance is None else distance,
            "moves": [game.format_move(m) for m in result.moves],
            "positions": [game.format(p) for p in result.positions],
            "algorithm": "search" if searched and algorithm == "table" else algorithm,
            "generated": result.generated,
        }
        if stats:
            reply["stats"] = solve_stats(game, result)
        return reply

    # --- the lab: every search algorithm on one position, side by side ------------------------------
    def lab_plan(self, puzzle: str, position: str | None = None, size: int | None = None,
                 algorithms: list[str] | None = None) -> dict:
        """What the lab would run and roughly what each would cost, before anything runs (lab.plan): {"puzzle",
        "size", "position", "distance", "lower_bound", "rows": [{"id", "algorithm", "heuristic", "title",
        "runnable", "reason", "estimate": {"positions", "kind", "seconds", "long", "text"}}]}. A tabled puzzle's
        table is built first when it is not at hand (as `state` does)."""
        from .lab import plan
        game, here = self.resolve(puzzle, position, size)
        _check_lab_algorithms(game, algorithms)
        return plan(game, here, algorithms, self.oracle(game) if game.tabled else None, self._oracles.get(game))

    def lab(self, puzzle: str, position: str | None = None, size: int | None = None,
            algorithms: list[str] | None = None, trace: int = 0) -> Generator[dict, None, dict]:
        """The lab as a job (lab.run_lab): each algorithm in turn, yielding progress {"message", "fraction", "row",
        "id", "generated", "expanded"}; the result is {"puzzle", "size", "position", "distance", "lower_bound",
        "rows": [one per algorithm]}, each row holding the figures of `solve(..., stats=True)`. `algorithms`: names
        or row ids (None: all); `trace`: up to that many expansions per row in "visits" (0 to MAX_TRACE).
        Arguments are checked here, when the job starts."""
        game, here = self.resolve(puzzle, position, size)
        _check_lab_algorithms(game, algorithms)
        if isinstance(trace, bool) or not isinstance(trace, int) or not 0 <= trace <= MAX_TRACE:
            raise PuzzleError(f"trace is a whole number from 0 to {MAX_TRACE}")
        return self._lab_steps(game, here, algorithms, trace)

    def _lab_steps(self, game: Puzzle, here, algorithms: list[str] | None, trace: int) -> Generator[dict, None, dict]:
        from .lab import run_lab
        oracle = self._oracles.get(game)
        if oracle is None and (game.tabled or algorithms is None or "table" in algorithms):
            oracle = yield from self._oracle_steps(game)
        return (yield from run_lab(game, here, algorithms, oracle, trace))

    def table_summary(self, puzzle: str, size: int | None = None, fresh: bool = True) -> dict:
        """Whole-puzzle figures. fresh=True builds the table from scratch (what `table` measures)."""
        game = get_puzzle(puzzle, size)
        if not game.tabled:
            raise PuzzleError(f"{game.name} has no distance table: its positions are answered by search (use solve)")
        table = DistanceTable.build(game) if fresh else self.oracle(game)
        return {
            "puzzle": game.name,
            "size": game.size,
            "positions": table.solvable_count,
            "max_distance": table.max_distance,
            "histogram": table.histogram(),
            "farthest": [game.format(p) for p in table.farthest()],
            "dead_ends": table.dead_end_count(),
        }

    def optimum(self, puzzle: str, size: int | None = None) -> dict:
        """The whole-puzzle answer of a searched puzzle: {"count", "knights"} for knight domination,
        {"length", "path"} for the uncrossed knight's path."""
        game = get_puzzle(puzzle, size)
        return game.optimum()

    # --- around a game: the editor's check, new games, review (games.py) ---------------------------------
    def check(self, puzzle: str, position: str, size: int | None = None, distances: bool = True) -> dict:
        """Whether a position can be played to the goal, and if not why and which invariant proves it
        (games.check: {"valid", "position", "view", "reason", "invariant", "distance", "from_start", ...})."""
        from . import games
        return games.check(self, puzzle, position, size, distances)

    def random_position(self, puzzle: str, size: int | None = None, distance: int | None = None,
                        seed: int | None = None) -> dict:
        """A new game, uniform among positions that can reach the goal or those at exactly `distance`
        (games.random_position: {"position", "distance", "count", "max_distance", "seed", ...})."""
        from . import games
        return games.random_position(self, puzzle, size, distance, seed)

    def hardest(self, puzzle: str, size: int | None = None, limit: int = 100) -> dict:
        """The positions farthest from the goal (games.hardest: {"distance", "count", "positions", ...})."""
        from . import games
        return games.hardest(self, puzzle, size, limit)

    def review(self, puzzle: str, start: str | None, moves: list, size: int | None = None) -> dict:
        """A played game move by move, with verdicts and the first illegal move (games.review)."""
        from . import games
        return games.review(self, puzzle, start, moves, size)

    def _shipped_table(self, puzzle: Puzzle) -> DistanceTable | None:
        """The table `table_loader` supplies for `puzzle`, or None (no loader, no file, or damaged:
        a damaged table is reported on stderr and rebuilt, never trusted)."""
        if self.table_loader is None:
            return None
        data = self.table_loader(table_file(puzzle))
        if data is None:
            return None
        if not isinstance(data, (bytes, bytearray, memoryview)):
            data = data.to_bytes()  # a JavaScript Uint8Array under Pyodide
        try:
            return DistanceTable.from_bytes(puzzle, data)
        except ValueError as error:
            print(f"puzzlelab: ignoring shipped table: {error}", file=sys.stderr)
            return None

    def prepare(self, puzzle: str, size: int | None = None, position: str | None = None) -> Generator[dict, None, dict]:
        """Get `puzzle` ready to answer at once (its oracle built), as a job: yields progress. With `position`, also
        what that position needs (Oracle.prepare_steps: the 15-puzzle's searches), so state, hint, play and solve
        of it answer at once; the reply then holds its "position" and "distance"."""
        game = get_puzzle(puzzle, size, position)
        if game not in self._oracles:
            yield from self._oracle_steps(game)
        reply = {"puzzle": game.name, "size": game.size, "ready": True}
        if position is not None:
            game, here = self.resolve(puzzle, position, size)
            oracle = self._oracles[game]
            yield from oracle.prepare_steps(here)
            reply |= {"position": game.format(here), "distance": oracle.distance(here)}
        return reply

    # --- jobs: long work done in slices, so the worker can report progress and take a cancel --------
    def _jobs_by_name(self) -> dict[str, Callable[..., Generator]]:
        return {"prepare": self.prepare, "lab": self.lab}

    def job_start(self, request: str, args: dict | None = None) -> dict:
        """Start a job (`prepare`, `lab`); returns {"job": id}. Nothing runs until `job_step`."""
        method = self._jobs_by_name().get(request)
        if method is None:
            raise PuzzleError(f"unknown job {request!r}")
        args = args or {}
        _check_arguments(method, request, args)
        job = self._next_job
        self._next_job += 1
        self._jobs[job] = method(**args)
        return {"job": job}

    def job_step(self, job: int, budget_ms: float = 40) -> dict:
        """Run `job` for about `budget_ms`; {"job", "done": False, "progress"} or {"job", "done": True,
        "result"}. A job that fails is gone; its error comes back like any request's."""
        steps = self._jobs.get(job)
        if steps is None:
            raise PuzzleError(f"no job {job} (finished or cancelled)")
        deadline = time.perf_counter() + budget_ms / 1000
        progress = None
        try:
            while True:
                progress = next(steps)
                if time.perf_counter() >= deadline:
                    return {"job": job, "done": False, "progress": progress}
        except StopIteration as finished:
            del self._jobs[job]
            return {"job": job, "done": True, "result": finished.value}
        except BaseException:
            self._jobs.pop(job, None)
            raise

    def job_cancel(self, job: int) -> dict:
        """Drop `job`; what it had built so far is discarded. {"cancelled": whether it was running}."""
        steps = self._jobs.pop(job, None)
        if steps is not None:
            steps.close()
        return {"job": job, "cancelled": steps is not None}

    # --- the worker's entry point ------------------------------------------------------------------
    def requests(self) -> dict[str, Callable[..., dict]]:
        """The requests `handle` answers, by name."""
        return {"catalog": self.catalog, "state": self.state, "hint": self.hint, "play": self.play,
                "explain": self.explain, "solve": self.solve, "table": self.table_summary, "optimum": self.optimum,
                "check": self.check, "random_position": self.random_position, "hardest": self.hardest,
                "review": self.review, "lab_plan": self.lab_plan,
                "job_start": self.job_start, "job_step": self.job_step, "job_cancel": self.job_cancel}

    def handle(self, request_type: str, args_json: str = "{}") -> str:
        """One request as JSON text in, {"ok": true, "result": ...} or {"ok": false, "error": ...} out."""
        try:
            args = json.loads(args_json or "{}")
            if not isinstance(args, dict):
                raise PuzzleError("request arguments must be an object")
            method = self.requests().get(request_type)
            if method is None:
                raise PuzzleError(f"unknown request {request_type!r}")
            if request_type == "table":
                args.setdefault("fresh", False)
            _check_arguments(method, request_type, args)
            return json.dumps({"ok": True, "result": method(**args)})
        except PuzzleError as error:
            return json.dumps({"ok": False, "error": str(error)})
        except Exception as error:  # a bug: keep the worker alive, say what happened
            import traceback  # only for bugs: kept out of start-up
            traceback.print_exc()
            return json.dumps({"ok": False, "error": f"internal error: {type(error).__name__}: {error}"})


def catalog_entry(puzzle_id: str) -> dict:
    """One puzzle's catalogue entry (see Engine.catalog): its default size described, plus for sized
    puzzles every size's board, start, goal, views, rules and position length under size_info.by_size."""
    family = FAMILIES[puzzle_id]
    game = get_puzzle(puzzle_id)
    entry = game.describe()
    entry.update(game.describe_size())
    entry["group"] = GROUP_OF[puzzle_id]
    entry["cells_text"] = game.cells_text
    entry["history"] = HISTORIES.get(puzzle_id)  # a few lines for the help panel (histories.py)
    if family.sizes is not None:
        low, high = family.sizes
        entry["size"] = family.default_size
        entry["sizes"] = [low, high]
        entry["size_info"] = {
            "min": low, "max": high, "default": family.default_size, "label": family.size_label,
            "by_size": {str(n): get_puzzle(puzzle_id, n).describe_size() for n in range(low, high + 1)},
        }
    else:
        entry["size_info"] = None
    return entry


def table_file(puzzle: Puzzle) -> str:
    """The file name of a puzzle's shipped table, e.g. `frog-jump-3.bin`."""
    return f"{table_key(puzzle)}.bin"


def tabled_puzzles() -> list[Puzzle]:
    """Every puzzle (and size) answered by a distance table, in catalogue order."""
    found = []
    for puzzle_id, family in FAMILIES.items():
        sizes = [None] if family.sizes is None else range(family.sizes[0], family.sizes[1] + 1)
        for size in sizes:
            game = get_puzzle(puzzle_id, size)
            if game.tabled:
                found.append(game)
    return found


def export_tables(directory) -> list[str]:
    """Build every distance table and write it to `directory` as `table_file(puzzle)`; returns the
    file names. build.py ships them with the site so the browser loads rather than builds them."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    names = []
    for game in tabled_puzzles():
        name = table_file(game)
        (directory / name).write_bytes(DistanceTable.build(game).to_bytes())
        names.append(name)
    return names


MAX_TRACE = 5000
"""The most expansions a lab row records for the page's animation (`lab`'s trace)."""


def _check_lab_algorithms(game: Puzzle, algorithms) -> None:
    """PuzzleError unless `algorithms` is None or a list of the lab's algorithm names or row ids for `game`."""
    from .lab import lab_rows
    if algorithms is not None and (not isinstance(algorithms, list)
                                   or not all(isinstance(name, str) for name in algorithms)):
        raise PuzzleError('algorithms is a list of names, e.g. ["bfs", "astar"]')
    try:
        lab_rows(game, algorithms)
    except ValueError as error:
        raise PuzzleError(str(error)) from None


def _algorithms() -> dict:
    """search.ALGORITHMS, imported on first use: the table-only paths (the page, `table`) never load search.py."""
    from .search import ALGORITHMS
    return ALGORITHMS


def _check_arguments(method, request_type: str, args: dict) -> None:
    """PuzzleError naming the problem when `args` do not fit `method`'s parameters."""
    from inspect import signature  # imported on the first request, not at start-up
    try:
        signature(method).bind(**args)
    except TypeError as error:
        raise PuzzleError(f"bad {request_type} request: {error}") from None


_default_engine: Engine | None = None


def default_engine() -> Engine:
    """The engine the worker uses, created on first request (nothing is built at import)."""
    global _default_engine
    if _default_engine is None:
        _default_engine = Engine()
    return _default_engine


def set_table_loader(loader: Callable[[str], bytes | None] | None) -> None:
    """Give the worker's engine a way to fetch shipped tables (see Engine)."""
    default_engine().table_loader = loader


def handle(request_type: str, args_json: str = "{}") -> str:
    return default_engine().handle(request_type, args_json)


def catalog() -> dict:
    return default_engine().catalog()


__all__ = ["Engine", "handle", "catalog", "default_engine", "set_table_loader", "export_tables", "FAMILIES"]
