"""The 15-puzzle's good moves before the exact answer (quick.py's weighted A*, issue 22 goal 3): verified solutions
no shorter than Korf's optimal lengths and within the weight's factor of them, a `provisional` move in the state
job's first progress on an 80-move position, the exact answer replacing it, the distance said in a step of its own as
soon as it is known, and the engine answering other requests between two steps of that long job. Skipped when the
databases are not built (.build/pdb)."""

from __future__ import annotations

import pytest

from engine_support import full_heuristic, korf_instances, replay
from puzzlelab.puzzles.fifteen.board import GOAL_BOARD, board_of
from puzzlelab.puzzles.fifteen.quick import GoodMoves, QuickSearch, verified

EIGHTY_MOVES = ".C9DFBAE37254861"  # 80 moves from the goal, the most any position needs
HARDEST_KORF = (88, 17, 82, 60)  # the instances the page took longest on (issue 22)


@pytest.mark.parametrize("number", HARDEST_KORF)
@pytest.mark.parametrize("weight", [(2, 1), (3, 2)])
def test_quick_search_finds_a_verified_solution_no_shorter_than_korfs_and_within_its_weight(number, weight):
    row = next(row for row in korf_instances() if row["number"] == number)
    board = board_of(row["position"])
    search = QuickSearch(board, full_heuristic(), weight)
    while not search.run(3000):
        pass
    assert search.found and verified(board, search.moves)
    assert tuple(replay(board, search.moves)) == GOAL_BOARD
    assert row["length"] <= len(search.moves) <= row["length"] * weight[0] / weight[1]


def test_quick_search_gives_up_at_its_limit_without_a_solution():
    search = QuickSearch(board_of(EIGHTY_MOVES), full_heuristic(), (1, 1), limit=2000)
    search.run()
    assert search.done and not search.found and search.moves == []


def test_verified_refuses_an_illegal_slide_and_a_path_that_stops_short():
    board = list(GOAL_BOARD)
    assert verified(board, [])
    assert not verified(board, [(13, 15)])  # not next to the blank
    assert not verified(board, [(14, 15)])  # legal, but the goal is left


def test_good_moves_along_a_solution_are_known_at_once_one_move_shorter():
    good = GoodMoves(full_heuristic())
    reports = list(good.steps(EIGHTY_MOVES, stages=((2, 1, 40_000),)))
    move, length = good.get(EIGHTY_MOVES)
    assert reports[-1]["provisional"] == {"move": f"{move[0]}-{move[1]}", "length": length} and length >= 80
    after = EIGHTY_MOVES[:move[1]] + EIGHTY_MOVES[move[0]] + EIGHTY_MOVES[move[1] + 1:]
    after = after[:move[0]] + "." + after[move[0] + 1:]
    assert good.get(after)[1] == length - 1


def test_state_job_on_an_80_move_position_offers_a_provisional_move_in_its_first_progress(reply):
    full_heuristic()
    job = reply("job_start", request="state", args={"puzzle": "15-puzzle", "position": EIGHTY_MOVES})["result"]["job"]
    try:
        first = reply("job_step", job=job, budget_ms=40)["result"]
        assert not first["done"]
        provisional = first["progress"]["provisional"]
        legal = {move["move"] for move in reply("state", puzzle="15-puzzle", position=EIGHTY_MOVES,
                                                distances=False)["result"]["moves"]}
        assert provisional["move"] in legal and provisional["length"] >= 80
        progress = first["progress"]
        while "bound" not in progress:  # the exact search under way: its proven lower bound, no distance claimed
            progress = reply("job_step", job=job, budget_ms=40)["result"]["progress"]
        assert progress["bound"] <= 80 and "distance" not in progress and progress["provisional"] == provisional
    finally:
        reply("job_cancel", job=job)


def test_exact_answer_replaces_the_provisional_one_when_the_job_ends(run_job):
    row = next(row for row in korf_instances() if row["number"] == 82)  # 62 moves, about a second here
    full_heuristic()
    reports, last = run_job("state", budget_ms=0, puzzle="15-puzzle", position=row["position"])
    offered = [report["provisional"] for report in reports if "provisional" in report]
    assert offered and all(later["length"] <= earlier["length"] for earlier, later in zip(offered, offered[1:]))
    assert offered[-1]["length"] >= row["length"]  # never shorter than the distance: a verified solution's length
    for report in reports:  # once the distance is known, the move offered is an optimal one
        if "distance" in report:
            assert report["provisional"]["length"] == report["distance"] == row["length"]
    state = last["result"]["result"]
    assert state["known"] and state["distance"] == row["length"]

def test_engine_answers_play_hint_and_check_between_two_steps_of_a_long_search(reply):
    full_heuristic()
    job = reply("job_start", request="state", args={"puzzle": "15-puzzle", "position": EIGHTY_MOVES})["result"]["job"]
    try:
        before = reply("job_step", job=job, budget_ms=40)["result"]
        played = reply("play", puzzle="15-puzzle", position=EIGHTY_MOVES, move="1-0")["result"]
        assert played["state"]["position"] == "C.9DFBAE37254861" and played["state"]["known"] is False
        checked = reply("check", puzzle="15-puzzle", position=EIGHTY_MOVES)["result"]
        assert checked["valid"] and checked["known"] is False
        hinted = reply("hint", puzzle="8-puzzle", position="1234567.8")["result"]
        assert hinted["optimal_moves"] == ["8-7"]
        after = reply("job_step", job=job, budget_ms=40)["result"]
        assert not after["done"] and after["progress"]["bound"] >= before["progress"]["bound"]
        assert after["progress"]["provisional"]["length"] <= before["progress"]["provisional"]["length"]
    finally:
        assert reply("job_cancel", job=job)["result"]["cancelled"]


def test_state_job_says_the_distance_as_soon_as_it_is_known_with_the_first_move_of_its_solution(reply):
    row = next(row for row in korf_instances() if row["number"] == 12)  # 45 moves, a few hundredths of a second
    full_heuristic()
    job = reply("job_start", request="state", args={"puzzle": "15-puzzle", "position": row["position"]})["result"]
    budget = 600_000  # far longer than the whole job: only news ends a step before the job does
    first = reply("job_step", job=job["job"], budget_ms=budget)["result"]
    assert not first["done"]  # the moves from the position are checked after it, in later steps
    assert first["progress"]["distance"] == first["progress"]["provisional"]["length"] == row["length"]
    assert "now" not in first["progress"]
    last = reply("job_step", job=job["job"], budget_ms=budget)["result"]
    assert last["done"] and last["result"]["distance"] == row["length"]
    assert first["progress"]["provisional"]["move"] in last["result"]["optimal_moves"]
