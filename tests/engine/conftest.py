"""The engine tests' shared fixtures: `engine`, a fresh api.Engine for each test whose distance tables are this
session's (built once by engine_support.table_for, handed over as shipped files), and its doors as a page uses them:
`ask` (a request answered), `refused` (a request refused with a message), `run_job` (a job stepped to its end).
Plain helpers used at import time (hypothesis strategies, the session's tables) stay in engine_support.py.
"""

import json

import pytest

from engine_support import table_for
from puzzlelab.api import Engine, table_file, tabled_puzzles


@pytest.fixture(scope="session")
def session_tables():
    """A table loader for Engine: the bytes of this session's table for a shipped file name, None for any other
    (a puzzle a test registers: its table is built)."""
    puzzles = {table_file(puzzle): puzzle for puzzle in tabled_puzzles()}
    files: dict[str, bytes] = {}

    def loader(name: str) -> bytes | None:
        puzzle = puzzles.get(name)
        if puzzle is None:
            return None
        if name not in files:
            files[name] = table_for(puzzle.name, puzzle.size).to_bytes()
        return files[name]

    return loader


@pytest.fixture
def engine(session_tables):
    """A fresh Engine: nothing built until asked (as the page's engine after boot), tables loaded, not rebuilt."""
    return Engine(table_loader=session_tables)


@pytest.fixture
def reply(engine):
    """reply(request, **args): {"ok", "result" or "error"} of one request through engine.handle, as the page asks."""
    def ask_engine(request_type: str, **args) -> dict:
        return json.loads(engine.handle(request_type, json.dumps(args)))
    return ask_engine


@pytest.fixture
def ask(reply):
    """ask(request, **args): the result of one request, which must be answered."""
    def answered(request_type: str, **args):
        answer = reply(request_type, **args)
        assert answer["ok"], answer
        return answer["result"]
    return answered


@pytest.fixture
def refused(reply):
    """refused(request, **args): the message of a request refused as a person's error (never an internal one)."""
    def refusal(request_type: str, **args) -> str:
        answer = reply(request_type, **args)
        assert not answer["ok"] and "internal" not in answer["error"], answer
        return answer["error"]
    return refusal


@pytest.fixture
def run_job(reply):
    """run_job(request, budget_ms=5, **args): start a job, step it to its end `budget_ms` a step (0: return at every
    progress report); returns (its progress reports, the last job_step reply: {"ok", "result": {"done", "result"}}
    or {"ok": false, "error"})."""
    def run(request: str, budget_ms: float = 5, **args):
        started = reply("job_start", request=request, args=args)
        if not started["ok"]:
            return [], started
        job = started["result"]["job"]
        reports = []
        while True:
            step = reply("job_step", job=job, budget_ms=budget_ms)
            if not step["ok"] or step["result"]["done"]:
                return reports, step
            reports.append(step["result"]["progress"])
    return run


# The engine tests of seconds each (whole spaces searched, every algorithm on the hardest 8-puzzle, the 7x7 path...):
# the full suite runs them; the quick tier (`build.py test --quick`, lint and the engine in under a minute) leaves them
# out. Named here, in one place, by test function.
SLOW = {
    "test_a_star_and_ida_star_find_paths_as_short_as_bfs", "test_bidirectional_and_ida_star_agree_with_the_table",
    "test_the_readme_link_7x7_opens_on_a_path_that_can_still_grow", "test_exact_search_matches_oeis_a003192",
    "test_every_algorithm_gives_31_moves_for_the_hardest_8_puzzle",
    "test_eight_puzzle_rank_round_trips_over_all_181440_positions",
    "test_searches_as_steps_yield_progress_and_return_the_same_result",
    "test_fast_builders_match_the_generic_backward_bfs",
    "test_a_star_with_a_consistent_bound_expands_each_position_once", "test_pattern_heuristic_is_admissible",
    "test_each_lab_search_counts_its_iterations_and_expansions",
    "test_bfs_layers_are_the_positions_first_reached_at_each_depth",
    "test_exact_search_on_every_rectangle_finds_the_known_length",
    "test_lab_rows_hold_the_same_figures_as_each_search_on_its_own",
    "test_the_lab_runs_every_algorithm_on_the_hardest_8_puzzle_and_each_finds_31",
    "test_brute_force_over_subsets_agrees_on_small_boards",
    "test_the_command_line_answers_every_command_for_it",
}


def pytest_collection_modifyitems(items):
    for item in items:
        if getattr(item, "originalname", item.name) in SLOW:
            item.add_marker(pytest.mark.slow)
