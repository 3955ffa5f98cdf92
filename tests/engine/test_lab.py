"""The lab (lab.py): every algorithm on one position, side by side, as a job with progress, estimates and cancel."""

import json

import pytest
from hypothesis import given, settings, strategies as st

from puzzlelab.lab import ALGORITHMS, lab_rows, plan, run_lab, solve_stats
from puzzlelab.puzzles import get_puzzle
from puzzlelab.search import ALGORITHMS as SEARCHES, run_steps

from engine_support import reachable_positions, table_for

HARDEST = "8672543.1"


def figures(row):
    """A row's figures without the time, which is the only thing allowed to differ between runs."""
    return {key: value for key, value in row.items() if key not in ("seconds", "estimate")}


def run(puzzle, position, **options):
    progress = []
    steps = run_lab(puzzle, position, **options)
    while True:
        try:
            progress.append(next(steps))
        except StopIteration as finished:
            return finished.value, progress


@pytest.fixture(scope="module")
def hardest_lab():
    puzzle = get_puzzle("8-puzzle")
    return run(puzzle, HARDEST, oracle=table_for("8-puzzle"))


def test_the_lab_runs_every_algorithm_on_the_hardest_8_puzzle_and_each_finds_31(hardest_lab):
    result, _progress = hardest_lab
    assert [row["id"] for row in result["rows"]] == list(ALGORITHMS)
    assert result["distance"] == 31 and result["lower_bound"] == 21 and result["position"] == HARDEST
    for row in result["rows"]:
        assert row["status"] == "solved" and row["length"] == 31 and len(row["moves"]) == 31, row["id"]
    generated = {row["id"]: row["generated"] for row in result["rows"]}
    assert generated == {"table": 181440, "bfs": 181440, "bidirectional": 15972, "ida": 27260, "astar": 10021}


def test_lab_rows_hold_the_same_figures_as_each_search_on_its_own(hardest_lab):
    result, _progress = hardest_lab
    puzzle = get_puzzle("8-puzzle")
    for row in result["rows"][1:]:
        alone = solve_stats(puzzle, SEARCHES[row["algorithm"]](puzzle, HARDEST))
        assert {k: v for k, v in alone.items() if k != "seconds"} == \
            {k: row[k] for k in alone if k != "seconds"}, row["id"]


def test_lab_rows_carry_the_pictures_data(hardest_lab):
    rows = {row["id"]: row for row in hardest_lab[0]["rows"]}
    assert sum(rows["bfs"]["frontier_by_depth"]["forward"]) == 181440
    assert set(rows["bidirectional"]["frontier_by_depth"]) == {"forward", "backward"}
    assert [i["threshold"] for i in rows["ida"]["iterations"]] == [21, 23, 25, 27, 29, 31]
    assert rows["astar"]["reopened"] == 0 and "iterations" not in rows["astar"]


ROW_KEYS = {"id", "algorithm", "heuristic", "title", "status", "reason", "length", "moves", "generated", "expanded",
            "max_frontier", "stored", "seconds", "estimate"}
EXTRA_KEYS = {"table": set(), "bfs": {"frontier_by_depth"}, "bidirectional": {"frontier_by_depth"},
              "ida": {"iterations"}, "astar": {"reopened"}}


def test_the_lab_result_has_the_documented_shape(hardest_lab):
    result, progress = hardest_lab
    assert set(result) == {"puzzle", "size", "position", "distance", "lower_bound", "rows"}
    for row in result["rows"]:
        assert set(row) == ROW_KEYS | EXTRA_KEYS[row["algorithm"]], row["id"]
        assert set(row["estimate"]) == {"positions", "kind", "seconds", "long", "text"}
    for iteration in {row["id"]: row for row in result["rows"]}["ida"]["iterations"]:
        assert set(iteration) == {"threshold", "generated", "expanded"}
    assert all(set(p) == {"message", "fraction", "row", "id", "generated", "expanded"} for p in progress)


def test_the_lab_result_and_progress_are_json(hardest_lab):
    result, progress = hardest_lab
    assert json.loads(json.dumps(result)) == result
    assert json.loads(json.dumps(progress)) == progress


def test_lab_progress_moves_forward_and_names_the_row(hardest_lab):
    _result, progress = hardest_lab
    fractions = [p["fraction"] for p in progress]
    assert fractions == sorted(fractions) and 0 <= fractions[0] and fractions[-1] < 1
    assert {p["id"] for p in progress} >= {"bfs", "bidirectional", "ida", "astar"}
    assert all(p["message"] for p in progress)


def test_the_estimate_says_bfs_on_the_hardest_8_puzzle_takes_long_and_bidirectional_does_not():
    puzzle = get_puzzle("8-puzzle")
    rows = {row["id"]: row for row in plan(puzzle, HARDEST, table=table_for("8-puzzle"))["rows"]}
    assert rows["bfs"]["estimate"]["positions"] == 181440 and rows["bfs"]["estimate"]["long"] is True
    assert rows["bidirectional"]["estimate"]["long"] is False
    assert rows["bidirectional"]["estimate"]["positions"] < rows["bfs"]["estimate"]["positions"] / 5
    assert all(row["runnable"] for row in rows.values())


def test_the_estimates_are_within_a_factor_of_ten_on_the_knight_exchange():
    puzzle = get_puzzle("knight-exchange")
    rows = plan(puzzle, puzzle.start(), table=table_for("knight-exchange"))["rows"]
    for row in rows[1:]:
        actual = SEARCHES[row["algorithm"]](puzzle, puzzle.start()).generated
        assert actual / 10 <= row["estimate"]["positions"] <= actual * 10, row["id"]


def test_a_cancelled_lab_stops_at_once():
    puzzle = get_puzzle("8-puzzle")
    steps = run_lab(puzzle, HARDEST, ["bfs"], oracle=table_for("8-puzzle"))
    progress = [next(steps) for _ in range(3)]
    steps.close()
    assert progress[-1]["id"] == "bfs" and 0 < progress[-1]["generated"] < 181440
    with pytest.raises(StopIteration):
        next(steps)


def test_a_search_that_holds_too_much_is_stopped_with_a_reason():
    puzzle = get_puzzle("8-puzzle")
    result, _progress = run(puzzle, HARDEST, algorithms=["bfs", "bidirectional", "ida", "astar"],
                            oracle=table_for("8-puzzle"), max_stored=2000)
    bfs_row = result["rows"][0]
    assert bfs_row["status"] == "stopped" and "2,000" in bfs_row["reason"] and bfs_row["length"] is None
    assert [row["status"] for row in result["rows"]] == ["stopped"] * 4


def test_algorithms_choose_the_rows_in_the_order_given():
    puzzle = get_puzzle("guarini")
    result, _progress = run(puzzle, puzzle.start(), algorithms=["astar", "bfs"], oracle=table_for("guarini"))
    assert [row["id"] for row in result["rows"]] == ["astar", "bfs"]
    assert [row["length"] for row in result["rows"]] == [16, 16]
    with pytest.raises(ValueError, match="unknown algorithm"):
        lab_rows(puzzle, ["dijkstra"])
    with pytest.raises(ValueError, match="no heuristic"):
        lab_rows(puzzle, ["ida:pattern databases"])


def test_the_lab_builds_the_table_itself_when_not_given_one():
    puzzle = get_puzzle("frog-jump", 3)
    result, progress = run(puzzle, puzzle.start())
    assert progress[0]["message"] == "Computing distances"
    assert [row["length"] for row in result["rows"]] == [15] * 5


def test_a_dead_end_is_proved_by_exhaustion():
    puzzle = get_puzzle("frog-jump", 3)
    result, _progress = run(puzzle, "B.BBWWW", oracle=table_for("frog-jump", 3))
    assert result["distance"] is None
    assert {row["status"] for row in result["rows"]} == {"no solution"}


@pytest.mark.parametrize("name", ["knight-domination", "uncrossed-knight"])
def test_puzzles_without_a_goal_position_answer_from_their_own_solver_and_skip_the_searches(name):
    puzzle = get_puzzle(name, 4)
    result, _progress = run(puzzle, puzzle.start())
    table, *searches = result["rows"]
    assert table["status"] == "solved" and table["title"] == "The puzzle's own solver"
    # The oracle's distance (the uncrossed path's does not count placing the first knight as a move).
    assert result["distance"] is not None and table["length"] == len(table["moves"]) > 0
    assert all(row["status"] == "skipped" and "no goal position" in row["reason"] for row in searches)
    assert all(row["generated"] is None for row in searches)


def test_a_trace_records_the_first_visits_as_text():
    puzzle = get_puzzle("guarini")
    result, _progress = run(puzzle, puzzle.start(), algorithms=["bfs", "ida"], oracle=table_for("guarini"), trace=20)
    bfs_row, ida_row = result["rows"]
    start = puzzle.start()
    assert bfs_row["visits"][0] == {"position": puzzle.format(start), "depth": 0, "tag": None,
                                    "view": puzzle.view(start)}
    assert len(bfs_row["visits"]) == 20 and ida_row["visits"][0]["tag"] == 0


def test_trace_views_are_the_drawing_data_of_boards_that_are_not_text():
    puzzle = get_puzzle("farmer-crossing")
    result, _progress = run(puzzle, puzzle.start(), algorithms=["astar"], trace=3)
    assert result["rows"][0]["visits"][0]["view"] == puzzle.view(puzzle.start())
    assert isinstance(result["rows"][0]["visits"][0]["view"], dict)


@pytest.mark.parametrize("name,size", [("frog-jump", 4), ("guarini", None), ("missionaries", None)])
@settings(max_examples=8, deadline=None)
@given(data=st.data())
def test_every_row_of_the_lab_agrees_with_the_table(name, size, data):
    puzzle = get_puzzle(name, size)
    position = data.draw(reachable_positions(puzzle, 30))
    table = table_for(name, size)
    result, _progress = run(puzzle, position, oracle=table)
    assert {row["length"] for row in result["rows"]} == {table.distance(position)}
    # Deterministic: a second run gives the same figures.
    again, _progress = run(puzzle, position, oracle=table)
    assert [figures(row) for row in again["rows"]] == [figures(row) for row in result["rows"]]


def test_run_steps_drives_the_lab_to_the_end():
    puzzle = get_puzzle("farmer-crossing")
    assert run_steps(run_lab(puzzle, puzzle.start()))["rows"][0]["length"] == 7
