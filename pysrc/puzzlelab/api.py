"""The JSON-able facade over the engine: what the browser worker and the command line call.

`Engine` answers requests about puzzles and positions; `handle(type, args_json)` answers one worker request as JSON.
Errors a person can cause come back as {"ok": false, "error": "one line", "words": the same as a message (words.py),
which the page words in the player's language}; the only output is a warning on stderr when
a shipped table is damaged or cannot be loaded (it is then built). The engine's parts live beside it: its oracles
(api_oracles.py), jobs (api_jobs.py), the catalogue and shipped tables (api_exports.py), the replies about a
position (api_state.py), searches and the lab (api_solve.py), and the requests around a game (games.py).
"""

from __future__ import annotations

import json
from typing import Callable, Generator

from . import api_exports
from .api_exports import catalog_entry, export_tables, table_file, tabled_puzzles
from .api_jobs import Jobs
from .api_oracles import OracleCache, TableLoader
from .api_solve import MAX_TRACE
from .api_state import explain_reply, hint_reply, play_reply, state_reply
from .oracle import NO_DISTANCES, Oracle
from .puzzle import Puzzle, PuzzleError, UnsolvableError, unplayable
from .puzzles import FAMILIES, get_puzzle
from .tables import DistanceTable
from .words import english, message


class Engine:
    """Answers questions about positions; builds each puzzle's oracle on first use and keeps it (`oracles`)."""

    def __init__(self, table_loader: TableLoader | None = None) -> None:
        """`table_loader(file_name)` returns a shipped table's bytes (see `export_tables`) or None;
        the browser's worker passes one that fetches from the site, so tables are not rebuilt there."""
        self.oracles = OracleCache(table_loader)
        self.jobs = Jobs()
        self.daily_texts: dict[tuple, list[str]] = {}  # (puzzle, size, distance) -> sorted texts (daily.daily)

    @property
    def table_loader(self) -> TableLoader | None:
        return self.oracles.table_loader

    @table_loader.setter
    def table_loader(self, loader: TableLoader | None) -> None:
        self.oracles.table_loader = loader

    # --- plumbing ----------------------------------------------------------------------------
    def oracle(self, puzzle: Puzzle) -> Oracle:
        """`puzzle`'s oracle, built on first use (OracleCache.oracle: may take long), then kept."""
        return self.oracles.oracle(puzzle)

    def resolve(self, puzzle_id: str, position: str | None = None, size: int | None = None):
        """(puzzle, position) from text: the start when position is None; PuzzleError when the text is malformed,
        UnsolvableError (with the puzzle's reason) when the position is refused without a search (puzzle.unplayable).
        """
        puzzle = get_puzzle(puzzle_id, size, position)
        position = puzzle.start() if position is None else puzzle.parse(position)
        refused = unplayable(puzzle, position)
        if refused is not None:
            raise UnsolvableError(refused.reason)
        return puzzle, position

    # --- requests ------------------------------------------------------------------------------
    def catalog(self) -> dict:
        """Every puzzle's description, in the registry's order, with the picker's groups (api_exports.catalog)."""
        return api_exports.catalog()

    def state(self, puzzle: str, position: str | None = None, size: int | None = None,
              distances: bool = True) -> dict:
        """Everything the board needs about one position (api_state.state_reply): legal moves with the distance each
        leads to, the optimal ones, the distance from here (None: the goal cannot be reached). Builds the oracle and
        searches if need be, which may take long: the page runs the `state` job instead (`state_job`).

        distances=False answers from the rules alone, without the oracle (for play by hand after the player
        cancelled a long search): every distance is None and "known" is False."""
        game, here = self.resolve(puzzle, position, size)
        return state_reply(game, here, self.oracle(game) if distances else NO_DISTANCES, distances)

    def state_job(self, puzzle: str, position: str | None = None, size: int | None = None,
                  distances: bool = True, every_move: bool = True) -> Generator[dict, None, dict]:
        """The `state` request as a job (arguments checked when it starts): yields progress {"message",
        "message_words", "fraction"} (what it says in English and as a message: progress.progress; plus "distance"
        once the position's own search knows it) while the puzzle's oracle is built and while it
        prepares this position (Oracle.prepare_steps: the 15-puzzle's searches); returns exactly what `state` with
        the same arguments returns. distances=False: the state from the rules, at once. every_move=False: the moves
        whose positions need a search of their own are left unchecked (state_reply's "unchecked"; the page asks
        with every_move=True when a person wants to see every optimal move)."""
        game, here = self.resolve(puzzle, position, size)
        return self._state_steps(game, here, distances, every_move)

    def _state_steps(self, game: Puzzle, here, distances: bool, every_move: bool) -> Generator[dict, None, dict]:
        if not distances:
            return state_reply(game, here, NO_DISTANCES, False)
        oracle = self.oracles.ready(game)
        if oracle is None:
            oracle = yield from self.oracles.steps(game)
        yield from oracle.prepare_steps(here, every_move)
        return state_reply(game, here, oracle, True, every_move)

    def hint(self, puzzle: str, position: str, size: int | None = None, every_move: bool = True) -> dict:
        """Every optimal next move (api_state.hint_reply: {"puzzle", "position", "distance", "optimal_moves",
        "labels", "labels_words"} and the puzzle's own "advice" where it has one). Builds the oracle and searches if
        need be.
        every_move=False: the optimal moves known without searching the positions one move away, the one to hint
        first (the page's Hint: for the 15-puzzle, the first move of the solution found)."""
        game, here = self.resolve(puzzle, position, size)
        return hint_reply(game, here, self.oracle(game), every_move)

    def explain(self, puzzle: str, position: str, touched: list, size: int | None = None) -> dict:
        """{"reason", "reason_words"}: why touching `touched` (cells, in order) makes no move here, in a player's
        words, in English and as a message (api_state.explain_reply). When the touches do make a move (see
        puzzle.touch_makes), the reason names it."""
        game, here = self.resolve(puzzle, position, size)
        return explain_reply(game, here, touched)

    def play(self, puzzle: str, position: str, move: str, size: int | None = None,
             distances: bool = True) -> dict:
        """Apply `move`: {"move", "verdict", "distance", "state"} (api_state.play_reply). Never builds an oracle nor
        searches: the new state is whole (known True) when the puzzle's oracle is built and answers it at once,
        else from the rules (known False; the page then runs the `state` job). The verdict (Puzzle.verdict):
        "optimal" (one step closer), "wasted" (legal but not closer), "dead-end" (the goal can no longer be
        reached) or "off-best" (the best is out of reach but play goes on: knight placements being explored);
        None when the distances before and after are not known at once. distances=False: rules only, verdict None.
        """
        game, here = self.resolve(puzzle, position, size)
        parsed = game.parse_move(move)
        after = game.apply(here, parsed)
        return play_reply(game, here, parsed, after, self.oracles.ready(game) if distances else None, move)

    def solve(self, puzzle: str, position: str | None = None, size: int | None = None,
              algorithm: str = "table", stats: bool = False, heuristic: str | None = None) -> dict:
        """An optimal solution by `algorithm`: table, bfs, bidirectional, ida (IDA*) or astar (A*); `heuristic`:
        for ida and astar, one of the puzzle's named lower bounds (Puzzle.heuristics; default its lower_bound).

        `generated`: positions each search created; for `table`, the positions its BFS generated.
        distance, moves and positions are None/[] when the goal cannot be reached, except on a puzzle whose goal is
        a length (Puzzle.target, the uncrossed path): there the reply's "target" says what can still be reached and
        moves and positions go there (Puzzle.best_line; distance None; "verdicts" each move's, as `play` says
        them). stats=True adds "stats", what
        the search cost: {"generated", "expanded", "max_frontier", "stored", "seconds"} and, as the algorithm has
        them, "frontier_by_depth", "iterations", "reopened" (search.SearchStats): a lab row's figures.
        """
        from . import api_solve
        return api_solve.solve(self, puzzle, position, size, algorithm, stats, heuristic)

    # --- the lab: every search algorithm on one position, side by side ------------------------------
    def lab_plan(self, puzzle: str, position: str | None = None, size: int | None = None,
                 algorithms: list[str] | None = None) -> dict:
        """What the lab would run and roughly what each would cost, before anything runs (lab.plan): {"puzzle",
        "size", "position", "distance", "lower_bound", "rows": [{"id", "algorithm", "heuristic", "title",
        "runnable", "reason", "estimate": {"positions", "kind", "seconds", "long", "text"}}]}. A tabled puzzle's
        table is built first when it is not at hand (as `state` does)."""
        from . import api_solve
        return api_solve.lab_plan(self, puzzle, position, size, algorithms)

    def lab(self, puzzle: str, position: str | None = None, size: int | None = None,
            algorithms: list[str] | None = None, trace: int = 0) -> Generator[dict, None, dict]:
        """The lab as a job (lab.run_lab): each algorithm in turn, yielding progress {"message", "fraction", "row",
        "id", "generated", "expanded"}; the result is {"puzzle", "size", "position", "distance", "lower_bound",
        "rows": [one per algorithm]}, each row holding the figures of `solve(..., stats=True)`. `algorithms`: names
        or row ids (None: all); `trace`: up to that many expansions per row in "visits" (0 to MAX_TRACE).
        Arguments are checked here, when the job starts."""
        from . import api_solve
        return api_solve.lab(self, puzzle, position, size, algorithms, trace)

    def table_summary(self, puzzle: str, size: int | None = None, fresh: bool = True) -> dict:
        """Whole-puzzle figures. fresh=True builds the table from scratch (what `table` measures)."""
        game = get_puzzle(puzzle, size)
        if not game.tabled:
            raise PuzzleError(message("error.no_table_search", puzzle=game.name))
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
        return get_puzzle(puzzle, size).optimum()

    # --- around a game: the editor's check, new games, review (games.py) ---------------------------------
    def check(self, puzzle: str, position: str, size: int | None = None, distances: bool = True,
              search: bool = False) -> dict:
        """Whether a position can be played to the goal, and if not why and which invariant proves it
        (games.check: {"valid", "position", "view", "reason", "invariant", "distance", "known", "from_start", ...}).
        Never builds an oracle nor searches unless `search` (the command line): the distance only when the oracle
        answers it at once ("known" says whether "distance" is the answer)."""
        from . import games
        return games.check(self, puzzle, position, size, distances, search)

    def random_position(self, puzzle: str, size: int | None = None, distance: int | None = None,
                        seed: int | None = None, level: str | None = None) -> dict:
        """A new game, uniform among positions that can reach the goal or those at exactly `distance`, or one of a
        `level` (the 15-puzzle's: a range of exact distances) (games.random_position: {"position", "distance",
        "count", "max_distance", "seed", "level", ...})."""
        from . import games
        return games.random_position(self, puzzle, size, distance, seed, level)

    def random_position_job(self, puzzle: str, size: int | None = None, distance: int | None = None,
                            seed: int | None = None, level: str | None = None) -> Generator[dict, None, dict]:
        """The `random_position` request as a job (a level's position is checked by a search): arguments checked
        when it starts, progress {"message", "fraction"}, the request's reply as its result."""
        from . import games
        return games.random_position_steps(self, puzzle, size, distance, seed, level)

    def hardest(self, puzzle: str, size: int | None = None, limit: int = 100) -> dict:
        """The positions farthest from the goal (games.hardest: {"distance", "count", "positions", ...})."""
        from . import games
        return games.hardest(self, puzzle, size, limit)

    def daily(self, date: str, today: str | None = None) -> dict:
        """The daily puzzle of `date` (YYYY-MM-DD): {"date", "puzzle", "size", "position", "distance"}, the same for
        everyone (daily.daily; the method is in README.md). `today`, the asker's local date, refuses later days."""
        from . import daily
        return daily.daily(self, date, today)

    def review(self, puzzle: str, start: str | None, moves: list, size: int | None = None) -> dict:
        """A played game move by move, with verdicts and the first illegal move (games.review)."""
        from . import games
        return games.review(self, puzzle, start, moves, size)

    # --- jobs: long work done in slices, so the worker can report progress and take a cancel (api_jobs.py) ------
    def _jobs_by_name(self) -> dict[str, Callable[..., Generator]]:
        return {"state": self.state_job, "lab": self.lab, "random_position": self.random_position_job}

    def job_start(self, request: str, args: dict | None = None) -> dict:
        """Start a job (`state`, `lab`, `random_position`) with `args` as its request's; returns
        {"job": id}. Bad arguments are refused here; nothing runs until `job_step`."""
        method = self._jobs_by_name().get(request)
        if method is None:
            raise PuzzleError(message("error.unknown_job", job=repr(request)))
        args = args or {}
        _check_arguments(method, request, args)
        return self.jobs.start(method(**args))

    def job_step(self, job: int, budget_ms: float = 40) -> dict:
        """Run `job` for about `budget_ms`; {"job", "done": False, "progress"} or {"job", "done": True,
        "result"}. A job that fails is gone; its error comes back like any request's."""
        return self.jobs.step(job, budget_ms)

    def job_cancel(self, job: int) -> dict:
        """Drop `job`; what it had built so far is discarded. {"job", "cancelled": whether it was running}."""
        return self.jobs.cancel(job)

    # --- the worker's entry point ------------------------------------------------------------------
    def requests(self) -> dict[str, Callable[..., dict]]:
        """The requests `handle` answers, by name."""
        return {"catalog": self.catalog, "state": self.state, "hint": self.hint, "play": self.play,
                "explain": self.explain, "solve": self.solve, "table": self.table_summary, "optimum": self.optimum,
                "check": self.check, "random_position": self.random_position, "hardest": self.hardest,
                "review": self.review, "lab_plan": self.lab_plan, "daily": self.daily,
                "job_start": self.job_start, "job_step": self.job_step, "job_cancel": self.job_cancel}

    def handle(self, request_type: str, args_json: str = "{}") -> str:
        """One request as JSON text in, {"ok": true, "result": ...} or {"ok": false, "error": one line in English,
        "words": the same as a message (PuzzleError.message)} out."""
        try:
            args = json.loads(args_json or "{}")
            if not isinstance(args, dict):
                raise PuzzleError(message("error.arguments"))
            method = self.requests().get(request_type)
            if method is None:
                raise PuzzleError(message("error.unknown_request", request=repr(request_type)))
            if request_type == "table":
                args.setdefault("fresh", False)
            _check_arguments(method, request_type, args)
            return json.dumps({"ok": True, "result": method(**args)})
        except PuzzleError as error:
            return json.dumps({"ok": False, "error": str(error), "words": error.message})
        except Exception as error:  # a bug: keep the worker alive, say what happened
            import traceback  # only for bugs: kept out of start-up
            traceback.print_exc()
            words = message("error.internal", kind=type(error).__name__, detail=str(error))
            return json.dumps({"ok": False, "error": english(words), "words": words})


def _check_arguments(method, request_type: str, args: dict) -> None:
    """PuzzleError naming the problem when `args` do not fit `method`'s parameters."""
    from inspect import signature  # imported on the first request, not at start-up
    try:
        signature(method).bind(**args)
    except TypeError as error:
        raise PuzzleError(message("error.bad_request", request=request_type, detail=str(error))) from None


_default_engine: Engine | None = None


def default_engine() -> Engine:
    """The engine the worker uses, created on first request (nothing is built at import)."""
    global _default_engine
    if _default_engine is None:
        _default_engine = Engine()
    return _default_engine


def set_table_loader(loader: TableLoader | None) -> None:
    """Give the worker's engine a way to fetch shipped tables (see Engine)."""
    default_engine().table_loader = loader


def handle(request_type: str, args_json: str = "{}") -> str:
    return default_engine().handle(request_type, args_json)


def catalog() -> dict:
    return api_exports.catalog()


__all__ = ["Engine", "handle", "catalog", "default_engine", "set_table_loader", "export_tables", "FAMILIES",
           "table_file", "tabled_puzzles", "catalog_entry", "MAX_TRACE"]
