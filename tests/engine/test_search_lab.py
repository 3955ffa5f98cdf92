"""The lab (lab.py): every algorithm on one position, side by side, as a job with progress, estimates and cancel;
its figures through the engine (api.py) and the command line (cli.py). (Not test_lab.py: the browser tests have one.)"""

import io
import json

import pytest

from puzzlelab import cli
from puzzlelab.api import Engine
from puzzlelab.lab import ALGORITHMS, lab_rows, plan, run_lab, solve_stats
from puzzlelab.oracle import Oracle
from puzzlelab.puzzles import get_puzzle
from puzzlelab.puzzles.sliding import EightPuzzle
from puzzlelab.progress import Run, run_to_end
from puzzlelab.search import ALGORITHMS as SEARCHES

from engine_support import over_reachable_positions, table_for

HARDEST = "8672543.1"


def figures(row):
    """A row's figures without the time, which is the only thing allowed to differ between runs."""
    return {key: value for key, value in row.items() if key not in ("seconds", "estimate")}


def run(puzzle, position, **options):
    lab = Run(run_lab(puzzle, position, **options))
    progress = list(lab)
    return lab.value, progress


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


ROW_KEYS = {"id", "algorithm", "heuristic", "title", "title_words", "status", "reason", "reason_words", "length",
            "moves", "generated", "expanded", "max_frontier", "stored", "seconds", "estimate"}
EXTRA_KEYS = {"table": set(), "bfs": {"frontier_by_depth"}, "bidirectional": {"frontier_by_depth"},
              "ida": {"iterations"}, "astar": {"reopened"}}


def test_the_lab_result_has_the_documented_shape(hardest_lab):
    result, progress = hardest_lab
    assert set(result) == {"puzzle", "size", "position", "distance", "lower_bound", "rows"}
    for row in result["rows"]:
        assert set(row) == ROW_KEYS | EXTRA_KEYS[row["algorithm"]], row["id"]
        assert set(row["estimate"]) == {"positions", "kind", "seconds", "long", "ask", "text", "text_words"}
    for iteration in {row["id"]: row for row in result["rows"]}["ida"]["iterations"]:
        assert set(iteration) == {"threshold", "generated", "expanded"}
    assert all(set(p) == {"message", "message_words", "fraction", "row", "id", "generated", "expanded"}
               for p in progress)


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
    assert result["distance"] is not None and table["length"] == result["distance"] > 0
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


@over_reachable_positions([("frog-jump", 4), ("guarini", None), ("missionaries", None)], 8, max_steps=30)
def test_every_row_of_the_lab_agrees_with_the_table(name, size, puzzle, position):
    table = table_for(name, size)
    result, _progress = run(puzzle, position, oracle=table)
    assert {row["length"] for row in result["rows"]} == {table.distance(position)}
    # Deterministic: a second run gives the same figures.
    again, _progress = run(puzzle, position, oracle=table)
    assert [figures(row) for row in again["rows"]] == [figures(row) for row in result["rows"]]


def test_run_to_end_drives_the_lab_to_the_end():
    puzzle = get_puzzle("farmer-crossing")
    assert run_to_end(run_lab(puzzle, puzzle.start()))["rows"][0]["length"] == 7


# --- the lab through the engine (api.py) and the command line (cli.py) ---------------------------------------------
def cli_json(*argv):
    out = io.StringIO()
    assert cli.run(list(argv), out) == 0
    return json.loads(out.getvalue())


@pytest.mark.parametrize("algorithm", ["table", "bidirectional", "ida", "astar"])
def test_solve_with_stats_prints_the_lab_rows_figures(hardest_lab, algorithm):
    row = {row["id"]: row for row in hardest_lab[0]["rows"]}[algorithm]
    reply = cli_json("solve", "8-puzzle", HARDEST, "--algorithm", algorithm, "--json", "--stats")
    assert reply["distance"] == row["length"] == 31 and reply["moves"] == row["moves"]
    assert reply["generated"] == reply["stats"]["generated"]
    assert {k: v for k, v in reply["stats"].items() if k != "seconds"} == \
        {k: row[k] for k in reply["stats"] if k != "seconds"}


def test_solve_without_stats_prints_what_it_printed_before():
    reply = cli_json("solve", "guarini", "--algorithm", "astar", "--json")
    assert set(reply) == {"puzzle", "position", "distance", "moves", "positions", "algorithm", "generated"}
    assert reply["distance"] == 16 and reply["algorithm"] == "astar"


def test_the_lab_job_steps_to_a_table_and_can_be_cancelled(engine):
    job = engine.job_start("lab", {"puzzle": "guarini", "trace": 10})["job"]
    while True:
        step = engine.job_step(job)
        if step["done"]:
            break
        assert 0 <= step["progress"]["fraction"] <= 1
    assert [row["length"] for row in step["result"]["rows"]] == [16] * 5
    assert len(step["result"]["rows"][1]["visits"]) == 10
    job = engine.job_start("lab", {"puzzle": "8-puzzle", "position": HARDEST, "algorithms": ["bfs"]})["job"]
    assert engine.job_step(job, budget_ms=1)["done"] is False
    assert engine.job_cancel(job)["cancelled"] is True


def test_lab_requests_refuse_bad_arguments_in_one_line(refused):
    for args in ({"puzzle": "guarini", "algorithms": ["dijkstra"]}, {"puzzle": "guarini", "algorithms": "bfs"},
                 {"puzzle": "guarini", "trace": -1}, {"puzzle": "guarini", "colour": "red"}):
        assert "\n" not in refused("job_start", request="lab", args=args), args


def test_the_lab_plan_request_warns_before_a_long_run(ask):
    plan_reply = ask("lab_plan", puzzle="frog-jump", position="BBB.WWW")
    rows = {row["id"]: row for row in plan_reply["rows"]}
    assert set(rows) == set(ALGORITHMS) and rows["bfs"]["estimate"]["long"] is False
    assert plan_reply["distance"] == 15


def test_the_lab_command_prints_one_line_per_algorithm():
    out = io.StringIO()
    assert cli.run(["lab", "guarini"], out) == 0
    text = out.getvalue()
    for title in ("Table lookup", "Breadth-first search", "Bidirectional BFS", "IDA*", "A*"):
        assert title in text
    assert cli_json("lab", "frog-jump", "BB.WW", "--algorithm", "astar", "--json")["rows"][0]["length"] == 8


class EightPuzzleTwoBounds(EightPuzzle):
    """The 8-puzzle naming a second, weaker lower bound: the tiles out of place."""

    def misplaced_tiles(self, position):
        return sum(1 for cell, tile in enumerate(position) if tile not in (".", self.GOAL[cell]))

    def heuristics(self):
        return {"Manhattan distance": self.lower_bound, "misplaced tiles": self.misplaced_tiles}


def test_ida_star_runs_with_each_heuristic_the_puzzle_names():
    puzzle = EightPuzzleTwoBounds()
    position = "1236.4785"
    assert [row[0] for row in lab_rows(puzzle)] == ["table", "bfs", "bidirectional", "ida", "ida:misplaced tiles",
                                                    "astar"]
    result, _progress = run(puzzle, position, algorithms=["ida", "astar:misplaced tiles"], oracle=table_for("8-puzzle"))
    rows = {row["id"]: row for row in result["rows"]}
    assert set(rows) == {"ida", "ida:misplaced tiles", "astar:misplaced tiles"}
    assert rows["ida"]["title"] == "IDA* (Manhattan distance)" and rows["ida:misplaced tiles"]["heuristic"] == \
        "misplaced tiles"
    assert {row["length"] for row in rows.values()} == {table_for("8-puzzle").distance(position)}
    # The weaker bound costs more: the textbook comparison.
    assert rows["ida:misplaced tiles"]["generated"] > rows["ida"]["generated"]


def test_every_puzzle_names_at_least_its_own_lower_bound():
    for name in ("knight-exchange", "8-puzzle", "frog-jump", "missionaries"):
        puzzle = get_puzzle(name)
        assert list(puzzle.heuristics().values())[0] == puzzle.lower_bound


# --- the 15-puzzle: IDA* with each heuristic it has -------------------------------------------------------------------
KORF_12 = "1356.DE9B48CA7F2"  # Korf's instance 12, 45 moves: the 15-puzzle's start
FIFTEEN_HEURISTICS = ["Manhattan distance", "Manhattan + linear conflict", "pattern databases",
                      "pattern databases + reflection"]


@pytest.fixture(scope="module")
def fifteen_lab():
    """The lab's IDA* rows on Korf's instance 12 (the databases are built by build.py or the first solve)."""
    puzzle = get_puzzle("15-puzzle")
    puzzle.build_data(None)
    if any(bound.unavailable() for bound in puzzle.heuristics().values()):
        pytest.skip("the 15-puzzle's pattern databases are not built (python3 build.py)")
    engine, progress = Engine(), []  # the page's lab job: job_start, then job_step until done
    job = engine.job_start("lab", {"puzzle": "15-puzzle", "position": KORF_12, "algorithms": ["ida"], "trace": 30})
    while not (step := engine.job_step(job["job"]))["done"]:
        progress.append(step["progress"])
    return step["result"], progress


def test_the_15_puzzle_plan_has_one_ida_row_per_heuristic(engine):
    plan_reply = engine.lab_plan("15-puzzle", KORF_12)
    rows = {row["id"]: row for row in plan_reply["rows"]}
    ida = [row for row in plan_reply["rows"] if row["algorithm"] == "ida"]
    assert [row["heuristic"] for row in ida] == FIFTEEN_HEURISTICS
    assert [row["title"] for row in ida] == [f"IDA* ({name})" for name in FIFTEEN_HEURISTICS]
    assert all(row["runnable"] and row["estimate"]["positions"] for row in ida)
    # A weaker heuristic is estimated to cost more, and each row says so before it runs.
    estimates = [row["estimate"]["positions"] for row in ida]
    assert estimates == sorted(estimates, reverse=True) and estimates[0] > estimates[-1]
    # Each row names the options of `solve` that print its figures; the 8-puzzle's one heuristic needs none.
    assert rows["ida:pattern databases"]["solve"] == ["--algorithm", "ida", "--heuristic", "pattern-databases"]
    assert {row["id"]: row["solve"] for row in engine.lab_plan("8-puzzle", HARDEST)["rows"]}["ida"] == \
        ["--algorithm", "ida"]
    # Breadth-first searches of a 45-move position would hold far more than the lab holds: planned out.
    assert not rows["bfs"]["runnable"] and "more than the lab holds" in rows["bfs"]["reason"]
    assert not rows["bidirectional"]["runnable"]


def test_each_15_puzzle_heuristic_finds_45_moves_and_the_weaker_ones_cost_more(fifteen_lab):
    result, progress = fifteen_lab
    rows = result["rows"]
    assert [row["heuristic"] for row in rows] == FIFTEEN_HEURISTICS
    for row in rows:
        assert row["status"] == "solved" and row["length"] == 45 == len(row["moves"]), row["id"]
        thresholds = [it["threshold"] for it in row["iterations"]]
        assert thresholds[-1] == 45 and all(b - a == 2 for a, b in zip(thresholds, thresholds[1:])), row["id"]
        assert sum(it["generated"] for it in row["iterations"]) == row["generated"]
        assert sum(it["expanded"] for it in row["iterations"]) == row["expanded"]
        assert row["max_frontier"] == row["stored"] == 45  # it holds its path, nothing else
        assert row["visits"][0]["position"] == KORF_12 and len(row["visits"]) == 30
        position = KORF_12
        for move in row["moves"]:
            position = get_puzzle("15-puzzle").apply(position, get_puzzle("15-puzzle").parse_move(move))
        assert position == "123456789ABCDEF."
    generated = [row["generated"] for row in rows]
    assert generated == sorted(generated, reverse=True) and generated[0] > 20 * generated[-1]
    assert result["distance"] == 45
    # The job reports as it goes (every 20,000 nodes), so the page can show progress and cancel.
    assert any(report["message"].startswith("IDA* (Manhattan distance): ") and report["generated"] > 0
               for report in progress)


@pytest.mark.parametrize("heuristic", FIFTEEN_HEURISTICS)
def test_solve_with_a_heuristic_prints_the_figures_of_its_lab_row(fifteen_lab, heuristic):
    from puzzlelab.lab import heuristic_slug
    row = {row["heuristic"]: row for row in fifteen_lab[0]["rows"]}[heuristic]
    reply = cli_json("solve", "15-puzzle", KORF_12, "--algorithm", "ida", "--heuristic", heuristic_slug(heuristic),
                     "--stats", "--json")
    assert reply["algorithm"] == "ida" and reply["distance"] == row["length"] == 45
    assert reply["moves"] == row["moves"]
    stats = reply["stats"]
    assert (stats["generated"], stats["expanded"]) == (row["generated"], row["expanded"])
    assert stats["iterations"] == row["iterations"]  # each threshold with its nodes


def test_solve_without_a_heuristic_is_the_lab_rows_first():
    reply = cli_json("solve", "15-puzzle", "12345678.ABC9DEF", "--algorithm", "ida", "--stats", "--json")
    named = cli_json("solve", "15-puzzle", "12345678.ABC9DEF", "--algorithm", "ida", "--heuristic",
                     "manhattan-distance", "--stats", "--json")
    assert reply["distance"] == 4 and reply["stats"]["iterations"] == named["stats"]["iterations"]


def test_solve_refuses_an_unknown_heuristic_or_one_for_bfs(capsys):
    assert cli.main(["solve", "15-puzzle", KORF_12, "--algorithm", "ida", "--heuristic", "guesswork"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "pattern-databases" in err and "guesswork" in err
    assert cli.main(["solve", "8-puzzle", HARDEST, "--algorithm", "bfs", "--heuristic", "manhattan-distance"]) == 2
    assert "ida or astar" in capsys.readouterr().err


def test_near_the_goal_the_15_puzzle_plans_and_runs_breadth_first_searches_too(engine):
    result, _progress = run(get_puzzle("15-puzzle"), "12345678.ABC9DEF", algorithms=["bfs", "bidirectional", "astar"])
    assert [row["length"] for row in result["rows"]] == [4, 4, 4]
    rows = {row["id"]: row for row in engine.lab_plan("15-puzzle", "12345678.ABC9DEF")["rows"]}
    assert rows["bfs"]["runnable"] and rows["bidirectional"]["runnable"] and rows["astar"]["runnable"]


class KnownDistance(Oracle):
    """An oracle that has already measured one distance (as the game's search has, for the position on show)."""

    def __init__(self, distance):
        self.known = distance

    def known_distance(self, position):
        return self.known


def test_a_hard_15_puzzle_position_says_first_that_manhattan_takes_too_long_for_run_all():
    korf_88 = "CA6.98DFB73254E1"  # 65 moves; Korf's IDA* with Manhattan distance generated 6 billion nodes
    puzzle = get_puzzle("15-puzzle")
    planned = plan(puzzle, korf_88, oracle=KnownDistance(65))
    assert planned["distance"] == 65
    rows = {row["heuristic"]: row for row in planned["rows"] if row["algorithm"] == "ida"}
    manhattan = rows["Manhattan distance"]["estimate"]
    assert manhattan["ask"] is True and manhattan["long"] is True and "minutes" in manhattan["text"]
    assert rows["Manhattan + linear conflict"]["estimate"]["ask"] is True
    assert rows["pattern databases + reflection"]["estimate"]["ask"] is False
    # Before any search has measured the distance the plan guesses it, and says so.
    guessed = {row["heuristic"]: row for row in plan(puzzle, korf_88)["rows"] if row["algorithm"] == "ida"}
    assert "no search has measured the distance yet" in guessed["Manhattan distance"]["estimate"]["basis"]
    assert guessed["Manhattan distance"]["estimate"]["long"] is True


def test_the_lab_command_leaves_out_what_takes_minutes_unless_it_is_named(capsys):
    korf_7 = ".2D7F6849AC3B15E"  # 52 moves: Manhattan distance, with or without linear conflicts, takes minutes
    puzzle = get_puzzle("15-puzzle")
    oracle = puzzle.make_oracle()
    if oracle.note:
        pytest.skip("the 15-puzzle's pattern databases are not built (python3 build.py)")
    run_to_end(oracle.prepare_steps(korf_7))  # the game searched the position on show: its distance is known
    result, _progress = run(puzzle, korf_7, oracle=oracle)
    rows = {row["id"]: row for row in result["rows"]}
    for row_id in ("ida", "ida:Manhattan + linear conflict"):
        assert rows[row_id]["status"] == "skipped" and rows[row_id]["generated"] is None
        assert f"name it to run it (--algorithm {row_id})" in rows[row_id]["reason"]
    assert rows["ida:pattern databases + reflection"]["length"] == rows["table"]["length"] == 52
    named = plan(puzzle, korf_7, ["ida"], oracle=oracle)["rows"][0]  # named, it runs (and says it takes long)
    assert named["runnable"] and named["estimate"]["ask"] and named["reason"] is None


def test_without_the_databases_their_rows_say_so_and_the_others_run(monkeypatch, tmp_path):
    from puzzlelab.puzzles.fifteen import pdb
    monkeypatch.setattr(pdb, "search_folders", lambda: [tmp_path])
    puzzle = get_puzzle("15-puzzle")
    planned = {row["heuristic"]: row for row in plan(puzzle, "12345678.ABC9DEF")["rows"] if row["algorithm"] == "ida"}
    assert planned["pattern databases"]["runnable"]  # the page fetches them with the run
    assert "needs the pattern databases" in planned["pattern databases"]["estimate"]["text"]
    # Korf's instance 12 (45 moves), databases not fetched yet: their rows still get a figure, and not a long one
    # (they are the quick searches: about 9,000 and 4,000 positions), while plain Manhattan distance is told long.
    korf_12 = {row["heuristic"]: row["estimate"] for row in plan(puzzle, "1356.DE9B48CA7F2")["rows"]
               if row["algorithm"] == "ida"}
    for name in ("pattern databases", "pattern databases + reflection"):
        assert korf_12[name]["positions"] >= 9_068 // (2 if "reflection" in name else 1) and not korf_12[name]["long"]
    assert korf_12["Manhattan distance"]["positions"] > korf_12["pattern databases"]["positions"]
    result, _progress = run(puzzle, "12345678.ABC9DEF", algorithms=["ida"])
    rows = {row["heuristic"]: row for row in result["rows"]}
    assert rows["Manhattan distance"]["status"] == "solved" and rows["Manhattan distance"]["length"] == 4
    assert rows["pattern databases"]["status"] == "skipped"
    assert "pattern databases are not loaded" in rows["pattern databases"]["reason"]


def test_solve_stops_a_breadth_first_search_of_the_15_puzzle_before_memory_runs_out(monkeypatch, capsys):
    from puzzlelab import lab
    monkeypatch.setattr(lab, "SOLVE_MAX_STORED", 20_000)
    assert cli.main(["solve", "15-puzzle", KORF_12, "--algorithm", "bfs"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "stopped after holding 20,000 positions" in err and "--algorithm ida" in err
    assert cli_json("solve", "15-puzzle", "12345678.ABC9DEF", "--algorithm", "bidirectional", "--json")["distance"] == 4


# --- the uncrossed knight's path counts knight's moves, as the game does ----------------------------------------------
def test_the_uncrossed_paths_lab_row_and_solve_count_17_moves_on_6x6():
    puzzle = get_puzzle("uncrossed-knight", 6)
    result, _progress = run(puzzle, puzzle.start())
    table = result["rows"][0]
    assert result["distance"] == table["length"] == 17  # the first square is not a move
    assert len(table["moves"]) == 18  # 18 squares: the first chosen, then 17 knight's moves
    printed = cli_json("lab", "uncrossed-knight", "", "--size", "6", "--json")
    assert printed["rows"][0]["length"] == 17
    solved = cli_json("solve", "uncrossed-knight", "", "--size", "6", "--algorithm", "table", "--json", "--stats")
    assert solved["distance"] == 17
    out = io.StringIO()
    assert cli.run(["lab", "uncrossed-knight", "", "--size", "6"], out) == 0
    line = next(line for line in out.getvalue().splitlines() if line.startswith("The puzzle's own solver"))
    assert line.split()[4] == "17"
