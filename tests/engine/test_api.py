"""The JSON facade the browser worker calls: shapes, verdicts and error values."""

import json

import pytest

from puzzlelab.api import Engine


@pytest.fixture(scope="module")
def engine():
    return Engine()


def ask(engine, request_type, **args):
    reply = json.loads(engine.handle(request_type, json.dumps(args)))
    return reply


def test_catalog_lists_puzzles_with_board_geometry_and_start(engine):
    reply = ask(engine, "catalog")
    assert reply["ok"]
    by_id = {p["id"]: p for p in reply["result"]["puzzles"]}
    assert by_id["knight-exchange"]["board"] == {"kind": "knights", "rows": 4, "columns": 3}
    assert by_id["guarini"]["board"]["rows"] == 3
    assert by_id["8-puzzle"]["start"] == "8672543.1"
    assert by_id["frog-jump"]["sizes"] == [1, 8] and by_id["frog-jump"]["board"]["cells"] == 7


def test_state_marks_optimal_moves_and_distances(engine):
    state = ask(engine, "state", puzzle="8-puzzle", position="8672543.1")["result"]
    assert state["distance"] == 31 and not state["solved"]
    assert sorted(m["move"] for m in state["moves"]) == ["4-7", "6-7", "8-7"]
    assert all(m["optimal"] and m["distance"] == 30 for m in state["moves"])
    assert state["optimal_moves"] == ["4-7", "6-7", "8-7"]


def test_state_without_position_is_the_start(engine):
    state = ask(engine, "state", puzzle="frog-jump", size=2)["result"]
    assert state["position"] == "BB.WW" and state["distance"] == 8 and state["size"] == 2


def test_play_reports_optimal_wasted_and_dead_end(engine):
    optimal = ask(engine, "play", puzzle="frog-jump", position="BBB.WWW", move="2-3")["result"]
    assert optimal["verdict"] == "optimal" and optimal["state"]["position"] == "BB.BWWW"
    dead = ask(engine, "play", puzzle="frog-jump", position="BB.BWWW", move="1-2")["result"]
    assert dead["verdict"] == "dead-end" and dead["state"]["distance"] is None and dead["state"]["dead_end"]
    wasted = ask(engine, "play", puzzle="8-puzzle", position="12345678.", move="7-8")["result"]
    assert wasted["verdict"] == "wasted" and wasted["state"]["distance"] == 1


def test_play_at_the_goal_reports_solved(engine):
    final = ask(engine, "play", puzzle="8-puzzle", position="1234567.8", move="8-7")["result"]
    assert final["state"]["solved"] and final["state"]["distance"] == 0


def test_illegal_moves_come_back_as_messages(engine):
    cases = [
        ("knight-exchange", "BBB......WWW", "0-1", "cell 1 is taken"),
        ("knight-exchange", "BBB......WWW", "4-9", "no knight on cell 4"),
        ("knight-exchange", "BBB......WWW", "0-4", "cannot jump from cell 0 to cell 4"),
        ("8-puzzle", "8672543.1", "0-7", "not next to the blank"),
        ("frog-jump", "BBB.WWW", "4-2", "not the gap"),
        ("frog-jump", "BB.BWWW", "3-2", "black frogs only move right"),
        ("frog-jump", "BBB.WWW", "0-99", "off the board"),
        ("frog-jump", "BBB.WWW", "left", "write it as from-to"),
    ]
    for puzzle, position, move, message in cases:
        reply = ask(engine, "play", puzzle=puzzle, position=position, move=move)
        assert not reply["ok"] and message in reply["error"], (move, reply)


def test_solve_returns_positions_from_here_to_goal(engine):
    result = ask(engine, "solve", puzzle="guarini")["result"]
    assert result["distance"] == 16 and result["positions"][-1] == "B.B...W.W"
    dead = ask(engine, "solve", puzzle="frog-jump", position="B.BBWWW")["result"]
    assert dead["distance"] is None and dead["moves"] == [] and dead["positions"] == []


def test_bad_requests_are_error_values_not_exceptions(engine):
    assert "unknown request" in ask(engine, "explode")["error"]
    assert "unknown puzzle" in ask(engine, "state", puzzle="chess")["error"]
    assert "bad state request" in ask(engine, "state", puzzle="8-puzzle", colour="red")["error"]
    assert "can't be solved" in ask(engine, "state", puzzle="8-puzzle", position="21345678.")["error"]
    reply = json.loads(engine.handle("state", "not json"))
    assert not reply["ok"]


def test_hint_lists_optimal_moves(engine):
    hint = ask(engine, "hint", puzzle="knight-exchange", position="BBB......WWW")["result"]
    assert hint["distance"] == 16 and hint["optimal_moves"]
    state = ask(engine, "state", puzzle="knight-exchange")["result"]
    assert sorted(hint["optimal_moves"]) == sorted(state["optimal_moves"])


def run_job(engine, request, budget_ms=5, **args):
    """Start a job and step it to the end, `budget_ms` a step; returns (progress reports, final reply). A budget of
    0 returns at every progress report the job yields."""
    job = ask(engine, "job_start", request=request, args=args)["result"]["job"]
    reports = []
    while True:
        reply = ask(engine, "job_step", job=job, budget_ms=budget_ms)
        if not reply["ok"] or reply["result"]["done"]:
            return reports, reply
        reports.append(reply["result"]["progress"])


def test_prepare_job_builds_the_oracle_and_reports_progress():
    engine = Engine()
    reports, reply = run_job(engine, "prepare", budget_ms=0, puzzle="knight-exchange")
    assert reply["result"]["result"] == {"puzzle": "knight-exchange", "size": None, "ready": True}
    assert reports, "building a table reported no progress"  # with 5 ms a step it often finished in one, silently
    assert all("message" in report for report in reports)
    # Prepared: a state needs no table build any more.
    assert ask(engine, "state", puzzle="knight-exchange")["result"]["distance"] == 16


def test_a_cancelled_job_is_gone_and_says_so():
    engine = Engine()
    job = ask(engine, "job_start", request="prepare", args={"puzzle": "8-puzzle"})["result"]["job"]
    assert ask(engine, "job_cancel", job=job)["result"]["cancelled"] is True
    assert "finished or cancelled" in ask(engine, "job_step", job=job)["error"]
    assert ask(engine, "job_cancel", job=job)["result"]["cancelled"] is False


def test_job_errors_are_messages():
    engine = Engine()
    assert "unknown job" in ask(engine, "job_start", request="explode")["error"]
    assert "bad prepare request" in ask(engine, "job_start", request="prepare", args={"colour": 1})["error"]
    _reports, reply = run_job(engine, "prepare", puzzle="chess")
    assert "unknown puzzle" in reply["error"]


def test_domination_state_shows_attacks_uncovered_squares_and_attacking_pairs(engine):
    position = "NN" + "." * 14  # two knights side by side on 4x4: they don't attack each other
    state = ask(engine, "state", puzzle="knight-domination", position=position)["result"]
    notes = state["annotations"]
    assert state["size"] == 4 and notes["knights"] == 2 and notes["minimum"] == 4
    assert notes["attacked"] == [6, 7, 8, 9, 10] and notes["attacking_pairs"] == []
    assert 0 not in notes["uncovered"] and 2 in notes["uncovered"]
    clash = ask(engine, "state", puzzle="knight-domination", position="N" + "." * 5 + "N" + "." * 9)["result"]
    assert clash["annotations"]["attacking_pairs"] == [[0, 6]]


def test_domination_hint_names_a_square_of_some_minimum_placement(engine):
    hint = ask(engine, "hint", puzzle="knight-domination", position="." * 16)["result"]
    assert "cell" in hint["advice"] and hint["distance"] == 4
    bad = ask(engine, "hint", puzzle="knight-domination", position="N" + "." * 5 + "N" + "." * 9)["result"]
    assert "attack each other" in bad["advice"]["none"]


def test_uncrossed_state_names_the_segment_a_refused_move_would_cross(engine):
    path = "0-7-14-23-16-5"  # on 5x5 some jumps from 5 cross earlier segments
    state = ask(engine, "state", puzzle="uncrossed-knight", size=5, position=path)["result"]
    refused = state["annotations"]["refused"]
    assert refused
    for entry in refused:
        reply = ask(engine, "play", puzzle="uncrossed-knight", size=5, position=path, move=f"+{entry['cell']}")
        a, b = entry["crosses"]
        assert not reply["ok"] and f"crosses the segment {a}-{b}" in reply["error"]
    assert state["exact"] is True and state["annotations"]["longest"] == 10
    crossing = ask(engine, "state", puzzle="uncrossed-knight", size=5, position="2-13-4-7")
    assert "the move 4-7 crosses the segment 2-13" in crossing["error"]


def test_uncrossed_eight_by_eight_distances_are_not_proofs(engine):
    state = ask(engine, "state", puzzle="uncrossed-knight", size=8, position="0-10")["result"]
    assert state["exact"] is False


def test_optimum_request_gives_the_whole_board_answer(engine):
    assert ask(engine, "optimum", puzzle="knight-domination", size=6)["result"]["count"] == 8
    assert "has a goal position" in ask(engine, "optimum", puzzle="8-puzzle")["error"]


def test_engine_loads_shipped_tables_instead_of_building_them(tmp_path, monkeypatch):
    from puzzlelab.api import export_tables
    from puzzlelab.tables import DistanceTable

    names = export_tables(tmp_path)
    assert "8-puzzle.bin" in names and "frog-jump-8.bin" in names and "knight-exchange.bin" in names
    assert not any(name.startswith(("knight-domination", "uncrossed")) for name in names)
    asked = []

    def loader(name):
        asked.append(name)
        path = tmp_path / name
        return path.read_bytes() if path.exists() else None

    def no_building(puzzle):
        raise AssertionError(f"built {puzzle.name} instead of loading it")

    shipped = Engine(table_loader=loader)
    monkeypatch.setattr(DistanceTable, "build", classmethod(lambda cls, puzzle: no_building(puzzle)))
    assert ask(shipped, "state", puzzle="8-puzzle")["result"]["distance"] == 31
    assert ask(shipped, "state", puzzle="frog-jump", position="BB.WW")["result"]["distance"] == 8
    assert asked == ["8-puzzle.bin", "frog-jump-2.bin"]


def test_a_damaged_shipped_table_is_rebuilt_not_trusted(tmp_path, capsys):
    from puzzlelab.api import export_tables

    export_tables(tmp_path)
    damaged = bytearray((tmp_path / "knight-exchange.bin").read_bytes())
    damaged[-1] ^= 7
    engine = Engine(table_loader=lambda name: bytes(damaged) if name == "knight-exchange.bin" else None)
    assert ask(engine, "state", puzzle="knight-exchange")["result"]["distance"] == 16
    assert "damaged" in capsys.readouterr().err


def test_state_and_play_without_distances_answer_from_the_rules_alone(monkeypatch):
    fresh = Engine()

    def no_search(puzzle):
        raise AssertionError("distances=False must not build the oracle")

    monkeypatch.setattr(fresh, "oracle", no_search)
    state = ask(fresh, "state", puzzle="uncrossed-knight", size=7, position="0-9", distances=False)["result"]
    assert state["distance"] is None and state["known"] is False and state["moves"]
    assert all(m["distance"] is None and not m["optimal"] for m in state["moves"])
    move = state["moves"][0]["move"]
    played = ask(fresh, "play", puzzle="uncrossed-knight", size=7, position="0-9", move=move, distances=False)
    assert played["result"]["verdict"] is None and played["result"]["state"]["position"] == f"0-9-{move[1:]}"
    refused = ask(fresh, "play", puzzle="uncrossed-knight", size=7, position="0-9", move="+1", distances=False)
    assert "not a knight's move apart" in refused["error"]
