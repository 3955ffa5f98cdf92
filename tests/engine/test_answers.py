"""One way for the page to ask, for every puzzle: the `state` job (progress, then exactly the `state` reply), `play`
that answers from what is known at once and never searches, the editor's `check` that never searches by default,
the catalogue's "answers", and shipped-table loaders that fail or hand over garbage."""

import pytest

from puzzlelab.puzzles.fifteen import oracle as fifteen
from puzzlelab.api import Engine
from puzzlelab.puzzles import FAMILIES, get_puzzle

EASY_15 = "12345678.ABC9DEF"  # 4 moves from the goal: searched in a moment with or without the pattern databases
NEAR_GOAL_15 = "123456789ABCDE.F"  # 1 move from the goal


def fifteen_oracle_may_not_search(monkeypatch):
    """From here on the 15-puzzle's oracle fails the test if it searches a position whose distance it does not
    already know (its searches all go through FifteenOracle.distance_steps)."""
    searching = fifteen.FifteenOracle.distance_steps

    def known_only(self, position):
        assert self.known_distance(position) is not None, f"searched {position}"
        return (yield from searching(self, position))

    monkeypatch.setattr(fifteen.FifteenOracle, "distance_steps", known_only)


@pytest.mark.parametrize("name", list(FAMILIES))
def test_the_state_job_ends_with_exactly_the_state_reply_for_every_puzzle(run_job, session_tables, name):
    if name == "15-puzzle" and any(bound.unavailable() for bound in get_puzzle(name).heuristics().values()):
        pytest.skip("the 15-puzzle's pattern databases are not built (python3 build.py): its start takes minutes")
    reports, last = run_job("state", budget_ms=0, puzzle=name)
    assert last["ok"] and last["result"]["done"], last
    assert last["result"]["result"] == Engine(table_loader=session_tables).state(name)  # another engine agrees
    assert all(isinstance(report["message"], str) and 0 <= report["fraction"] <= 1 for report in reports)


def test_the_state_job_of_a_position_searched_reports_its_distance_before_it_ends(run_job, monkeypatch):
    monkeypatch.setattr(fifteen.FifteenOracle, "SLICE", 5)  # a report every 5 nodes: even a short search reports
    reports, last = run_job("state", budget_ms=0, puzzle="15-puzzle", position="12835A.4976CDEBF")
    state = last["result"]["result"]
    assert state["distance"] == 11 and state["known"] is True and state["optimal_moves"]
    assert reports and all("distance" not in report for report in reports[:1])  # none before the search found it
    assert [report["distance"] for report in reports if "distance" in report][-1] == 11


def test_the_state_job_without_distances_answers_from_the_rules_at_once(engine, ask, monkeypatch):
    monkeypatch.setattr(engine.oracles, "steps", lambda puzzle: pytest.fail("built an oracle"))
    job = ask("job_start", request="state", args={"puzzle": "8-puzzle", "distances": False})["job"]
    step = ask("job_step", job=job, budget_ms=0)
    assert step["done"] and step["result"] == ask("state", puzzle="8-puzzle", distances=False)
    assert step["result"]["known"] is False and step["result"]["distance"] is None


def test_the_state_job_refuses_bad_arguments_when_it_starts(refused):
    assert "can't be solved" in refused("job_start", request="state", args={"puzzle": "8-puzzle",
                                                                           "position": "21345678."})
    assert "unknown puzzle" in refused("job_start", request="state", args={"puzzle": "chess"})
    assert "bad state request" in refused("job_start", request="state", args={"puzzle": "8-puzzle", "colour": 1})


def test_play_before_the_table_is_loaded_answers_from_the_rules_then_in_full(ask):
    early = ask("play", puzzle="8-puzzle", position="8672543.1", move="4-7")
    assert early["verdict"] is None and early["distance"] is None and early["state"]["known"] is False
    assert early["state"]["moves"] and not early["state"]["dead_end"]
    ask("job_start", request="state", args={"puzzle": "8-puzzle"})  # started, never stepped: nothing built yet
    assert ask("play", puzzle="8-puzzle", position="8672543.1", move="4-7")["verdict"] is None
    ask("state", puzzle="8-puzzle")
    later = ask("play", puzzle="8-puzzle", position="8672543.1", move="4-7")
    assert later["verdict"] == "optimal" and later["distance"] == 30 and later["state"]["known"] is True


def test_play_of_the_15_puzzle_from_a_prepared_position_gives_the_verdict_with_a_state_from_the_rules(
        engine, ask, run_job, monkeypatch):
    _reports, _last = run_job("state", puzzle="15-puzzle", position=EASY_15)
    fifteen_oracle_may_not_search(monkeypatch)
    state = ask("state", puzzle="15-puzzle", position=EASY_15)  # prepared: answered at once
    (best,) = state["optimal_moves"]
    wasted = next(move["move"] for move in state["moves"] if not move["optimal"])
    worse = ask("play", puzzle="15-puzzle", position=EASY_15, move=wasted)  # off the path searched
    assert worse["verdict"] == "wasted" and worse["distance"] == 5
    assert worse["state"]["known"] is False and worse["state"]["distance"] is None
    assert worse["state"]["optimal_moves"] == [] and worse["state"]["moves"]
    # Along the solution found, every neighbour of the next position is known too: its whole state at once.
    optimal = ask("play", puzzle="15-puzzle", position=EASY_15, move=best)
    assert optimal["verdict"] == "optimal" and optimal["distance"] == optimal["state"]["distance"] == 3


def test_play_of_the_15_puzzle_from_a_position_not_searched_neither_searches_nor_judges(engine, ask, monkeypatch):
    ask("state", puzzle="15-puzzle", position=NEAR_GOAL_15)  # the oracle is built; other positions are not searched
    fifteen_oracle_may_not_search(monkeypatch)
    played = ask("play", puzzle="15-puzzle", position=EASY_15, move="12-8")
    assert played["verdict"] is None and played["distance"] is None and played["state"]["known"] is False
    fresh = Engine()  # no oracle at all: the same, without building one
    assert fresh.play("15-puzzle", EASY_15, "12-8")["verdict"] is None and fresh.oracles.ready(
        get_puzzle("15-puzzle")) is None


def test_check_never_searches_by_default_and_says_whether_it_knows(engine, ask, run_job, monkeypatch):
    monkeypatch.setattr(engine.oracles, "steps", lambda puzzle: pytest.fail("built an oracle"))
    unknown = ask("check", puzzle="15-puzzle", position=EASY_15)
    assert unknown["valid"] and unknown["distance"] is None and unknown["known"] is False
    table = ask("check", puzzle="8-puzzle", position="8672543.1")
    assert table["valid"] and table["distance"] is None and table["known"] is False
    refused = ask("check", puzzle="8-puzzle", position="21345678.")  # proved by an invariant: known without a table
    assert not refused["valid"] and refused["known"] is True and refused["invariant"] == "tile parity"
    monkeypatch.undo()
    run_job("state", puzzle="15-puzzle", position=EASY_15)
    fifteen_oracle_may_not_search(monkeypatch)
    known = ask("check", puzzle="15-puzzle", position=EASY_15)
    assert known["valid"] and known["distance"] == 4 and known["known"] is True


def test_check_on_the_command_line_waits_for_the_answer(engine):
    reply = engine.check("15-puzzle", EASY_15, search=True)
    assert reply["distance"] == 4 and reply["known"] is True and reply["from_start"] is True


def test_every_catalogue_entry_says_how_it_is_answered(ask):
    entries = ask("catalog")["puzzles"]
    for entry in entries:
        assert "prepare" not in entry
        game = get_puzzle(entry["id"])
        assert entry["answers"] == {"by": "table" if game.tabled else "search",
                                    "each_position": entry["id"] == "15-puzzle"}, entry["id"]
    by_id = {entry["id"]: entry["answers"] for entry in entries}
    assert by_id["8-puzzle"]["by"] == "table" and by_id["knight-domination"]["by"] == "search"


class JsNull:
    """What Pyodide hands Python for a JavaScript null: no bytes, no to_bytes."""


class Garbled:
    def to_bytes(self):
        return "not bytes"


@pytest.mark.parametrize("loaded", [None, JsNull(), "knight-exchange.bin", 42, Garbled(), b"PZLT1 but short",
                                    RuntimeError("the fetch failed")],
                         ids=["None", "JsNull", "text", "number", "to_bytes-not-bytes", "short-bytes", "raises"])
def test_a_table_loader_without_a_good_file_leaves_the_engine_building_the_table(loaded, capsys):
    def loader(name):
        if isinstance(loaded, Exception):
            raise loaded
        return loaded

    engine = Engine(table_loader=loader)  # the engine under test is the one made with this loader
    assert engine.state("knight-exchange")["distance"] == 16
    assert capsys.readouterr().err.count("\n") <= 1  # at most one line said about it, no traceback


def test_positions_the_engine_refuses_are_a_reversible_puzzles_unreachable_ones(ask, refused):
    # Reversible: play never reaches them, so they are refused with the puzzle's reason.
    assert "can never move" in refused("state", puzzle="guarini", position="W.W.B...B")
    assert "not a safe position" in refused("state", puzzle="farmer-crossing", position="FC*|WG")
    # Irreversible: a frog dead end comes up in play, so it is played (no distance), never refused.
    dead = ask("state", puzzle="frog-jump", position="B.BBWWW")
    assert dead["distance"] is None and dead["dead_end"]


def test_each_puzzle_declares_what_it_supports():
    for name in FAMILIES:
        game = get_puzzle(name)
        if game.has_goal_positions():
            assert game.goals() and all(game.is_goal(goal) for goal in game.goals())
        if game.has_predecessors():
            start = game.start()
            for _move, after in game.successors(start):
                assert start in set(game.predecessors(after)), name
    assert not get_puzzle("knight-domination").has_goal_positions()
    assert not get_puzzle("uncrossed-knight").has_goal_positions()
    assert get_puzzle("frog-jump").has_predecessors() and get_puzzle("uncrossed-knight").has_predecessors()
