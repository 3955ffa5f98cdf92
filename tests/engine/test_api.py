"""The JSON facade the browser worker calls: shapes, verdicts and error values."""

import pytest

from puzzlelab.api import Engine


def test_catalog_lists_puzzles_with_board_geometry_and_start(ask):
    by_id = {p["id"]: p for p in ask("catalog")["puzzles"]}
    assert by_id["knight-exchange"]["board"] == {"kind": "knights", "rows": 4, "columns": 3}
    assert by_id["guarini"]["board"]["rows"] == 3
    assert by_id["8-puzzle"]["start"] == "8672543.1"
    assert by_id["frog-jump"]["sizes"] == [1, 8] and by_id["frog-jump"]["board"]["cells"] == 7


def test_state_marks_optimal_moves_and_distances(ask):
    state = ask("state", puzzle="8-puzzle", position="8672543.1")
    assert state["distance"] == 31 and not state["solved"]
    assert sorted(m["move"] for m in state["moves"]) == ["4-7", "6-7", "8-7"]
    assert all(m["optimal"] and m["distance"] == 30 for m in state["moves"])
    assert state["optimal_moves"] == ["4-7", "6-7", "8-7"]


def test_state_without_position_is_the_start(ask):
    state = ask("state", puzzle="frog-jump", size=2)
    assert state["position"] == "BB.WW" and state["distance"] == 8 and state["size"] == 2


def test_play_reports_optimal_wasted_and_dead_end(ask):
    ask("state", puzzle="frog-jump")  # as on the page: a position's state first (its table loaded), then moves
    optimal = ask("play", puzzle="frog-jump", position="BBB.WWW", move="2-3")
    assert optimal["verdict"] == "optimal" and optimal["state"]["position"] == "BB.BWWW"
    dead = ask("play", puzzle="frog-jump", position="BB.BWWW", move="1-2")
    assert dead["verdict"] == "dead-end" and dead["state"]["distance"] is None and dead["state"]["dead_end"]
    ask("state", puzzle="8-puzzle")
    wasted = ask("play", puzzle="8-puzzle", position="12345678.", move="7-8")
    assert wasted["verdict"] == "wasted" and wasted["state"]["distance"] == 1


def test_play_at_the_goal_reports_solved(ask):
    ask("state", puzzle="8-puzzle")
    final = ask("play", puzzle="8-puzzle", position="1234567.8", move="8-7")
    assert final["state"]["solved"] and final["state"]["distance"] == 0


@pytest.mark.parametrize("puzzle,position,move,message", [
    # the squares by the names the board draws and the labels use (cell 1 of a 4x3 board is b4)
    ("knight-exchange", "BBB......WWW", "0-1", "b4 is taken"),
    ("knight-exchange", "BBB......WWW", "4-9", "no knight on b3"),
    ("knight-exchange", "BBB......WWW", "0-4", "cannot jump from a4 to b3"),
    ("8-puzzle", "8672543.1", "0-7", "tile 8 is not next to the blank"),
    ("frog-jump", "BBB.WWW", "4-2", "pad 3 is not the gap"),
    ("frog-jump", "BB.BWWW", "3-2", "black frogs only move right"),
    ("frog-jump", "BBB.WWW", "0-99", "off the board"),
    ("frog-jump", "BBB.WWW", "left", "write it as from-to"),
    ("farmer-crossing", "FWGC*|", "FW", "the goat would eat the cabbage on the left bank"),
    ("farmer-crossing", "FWGC*|", "G", "only the farmer can row"),
    ("farmer-crossing", "FWGC*|", "FWG", "the boat holds 2"),
    ("farmer-crossing", "WC|FG*", "FW", "the wolf is not on the right bank with the boat"),
    ("jealous-husbands", "AaBbCc*|", "Ab", "wife b would be with husband A without her husband B in the boat"),
    ("jealous-husbands", "AaBbCc*|", "AB", "on the left bank"),
    ("missionaries", "MMMCCC*|", "MM", "the cannibals would outnumber the missionaries on the left bank"),
])
def test_illegal_moves_come_back_as_messages_saying_why(refused, puzzle, position, move, message):
    assert message in refused("play", puzzle=puzzle, position=position, move=move)


def test_solve_returns_positions_from_here_to_goal(ask):
    result = ask("solve", puzzle="guarini")
    assert result["distance"] == 16 and result["positions"][-1] == "B.B...W.W"
    dead = ask("solve", puzzle="frog-jump", position="B.BBWWW")
    assert dead["distance"] is None and dead["moves"] == [] and dead["positions"] == []


def test_bad_requests_are_error_values_not_exceptions(engine, refused):
    assert "unknown request" in refused("explode")
    assert "unknown puzzle" in refused("state", puzzle="chess")
    assert "bad state request" in refused("state", puzzle="8-puzzle", colour="red")
    assert "can't be solved" in refused("state", puzzle="8-puzzle", position="21345678.")
    assert '"ok": false' in engine.handle("state", "not json")


def test_hint_lists_optimal_moves(ask):
    hint = ask("hint", puzzle="knight-exchange", position="BBB......WWW")
    assert hint["distance"] == 16 and hint["optimal_moves"]
    state = ask("state", puzzle="knight-exchange")
    assert sorted(hint["optimal_moves"]) == sorted(state["optimal_moves"])


def test_the_state_job_builds_a_table_not_shipped_and_reports_progress(engine, ask, run_job, monkeypatch):
    engine.table_loader = None  # nothing shipped: the job builds the table
    reports, reply = run_job("state", budget_ms=0, puzzle="knight-exchange")
    assert reply["result"]["result"]["distance"] == 16
    assert reports, "building a table reported no progress"  # with 5 ms a step it often finished in one, silently
    assert all("message" in report for report in reports)
    # Built once: a later state builds nothing.
    monkeypatch.setattr(engine.oracles, "steps", lambda puzzle: pytest.fail("built the table again"))
    assert ask("state", puzzle="knight-exchange", position="BBB......WWW")["distance"] == 16


def test_a_cancelled_job_is_gone_and_says_so(ask, refused):
    job = ask("job_start", request="state", args={"puzzle": "8-puzzle"})["job"]
    assert ask("job_cancel", job=job)["cancelled"] is True
    assert "finished or cancelled" in refused("job_step", job=job)
    assert ask("job_cancel", job=job)["cancelled"] is False


def test_job_errors_are_messages(refused, run_job):
    assert "unknown job" in refused("job_start", request="explode")
    assert "unknown job" in refused("job_start", request="prepare", args={"puzzle": "8-puzzle"})  # no more
    assert "bad lab request" in refused("job_start", request="lab", args={"colour": 1})
    assert "unknown puzzle" in refused("job_start", request="random_position", args={"puzzle": "chess"})


def test_domination_state_shows_attacks_uncovered_squares_and_attacking_pairs(ask):
    position = "NN" + "." * 14  # two knights side by side on 4x4: they don't attack each other
    state = ask("state", puzzle="knight-domination", position=position)
    notes = state["annotations"]
    assert state["size"] == 4 and notes["knights"] == 2 and notes["minimum"] == 4
    assert notes["attacked"] == [6, 7, 8, 9, 10] and notes["attacking_pairs"] == []
    assert 0 not in notes["uncovered"] and 2 in notes["uncovered"]
    clash = ask("state", puzzle="knight-domination", position="N" + "." * 5 + "N" + "." * 9)
    assert clash["annotations"]["attacking_pairs"] == [[0, 6]]


def test_domination_hint_names_a_square_of_some_minimum_placement(ask):
    hint = ask("hint", puzzle="knight-domination", position="." * 16)
    assert "cell" in hint["advice"] and hint["distance"] == 4
    bad = ask("hint", puzzle="knight-domination", position="N" + "." * 5 + "N" + "." * 9)
    assert "attack each other" in bad["advice"]["none"]


def test_uncrossed_state_names_the_segment_a_refused_move_would_cross(ask, refused):
    path = "0-7-14-23-16-5"  # on 5x5 some jumps from 5 cross earlier segments
    state = ask("state", puzzle="uncrossed-knight", size=5, position=path)
    crossings = state["annotations"]["refused"]
    assert crossings
    for entry in crossings:
        error = refused("play", puzzle="uncrossed-knight", size=5, position=path, move=f"+{entry['cell']}")
        a, b = entry["crosses"]
        assert f"crosses the segment {a}-{b}" in error
    assert state["exact"] is True and state["annotations"]["longest"] == 10
    crossing = refused("state", puzzle="uncrossed-knight", size=5, position="2-13-4-7")
    assert "the move 4-7 crosses the segment 2-13" in crossing


def test_uncrossed_eight_by_eight_distances_are_not_proofs(ask):
    state = ask("state", puzzle="uncrossed-knight", size=8, position="0-10")
    assert state["exact"] is False


def test_optimum_request_gives_the_whole_board_answer(ask, refused):
    assert ask("optimum", puzzle="knight-domination", size=6)["count"] == 8
    assert "has a goal position" in refused("optimum", puzzle="8-puzzle")


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

    shipped = Engine(table_loader=loader)  # the engine under test is the one made with this loader
    monkeypatch.setattr(DistanceTable, "build", classmethod(lambda cls, puzzle: no_building(puzzle)))
    assert shipped.state("8-puzzle")["distance"] == 31
    assert shipped.state("frog-jump", "BB.WW")["distance"] == 8
    assert asked == ["8-puzzle.bin", "frog-jump-2.bin"]


def test_a_damaged_shipped_table_is_rebuilt_not_trusted(tmp_path, capsys):
    from puzzlelab.api import export_tables

    export_tables(tmp_path)
    damaged = bytearray((tmp_path / "knight-exchange.bin").read_bytes())
    damaged[-1] ^= 7
    engine = Engine(table_loader=lambda name: bytes(damaged) if name == "knight-exchange.bin" else None)
    assert engine.state("knight-exchange")["distance"] == 16
    assert "damaged" in capsys.readouterr().err


def test_state_and_play_without_distances_answer_from_the_rules_alone(engine, ask, refused, monkeypatch):
    def no_search(puzzle):
        raise AssertionError("distances=False must not build the oracle")

    monkeypatch.setattr(engine, "oracle", no_search)
    monkeypatch.setattr(engine.oracles, "steps", no_search)
    state = ask("state", puzzle="uncrossed-knight", size=7, position="0-9", distances=False)
    assert state["distance"] is None and state["known"] is False and state["moves"]
    assert all(m["distance"] is None and not m["optimal"] for m in state["moves"])
    move = state["moves"][0]["move"]
    played = ask("play", puzzle="uncrossed-knight", size=7, position="0-9", move=move, distances=False)
    assert played["verdict"] is None and played["state"]["position"] == f"0-9-{move[1:]}"
    error = refused("play", puzzle="uncrossed-knight", size=7, position="0-9", move="+1", distances=False)
    assert "not a knight's move apart" in error
