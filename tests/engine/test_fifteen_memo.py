"""The 15-puzzle's fast search (memo.MemoSearch) and the page's answers built on it: Korf's optimal lengths, the
table of bounds holding only proved bounds however searches share it, and every move's distance from
FifteenOracle.prepare_steps agreeing with a plain search. Skipped when the databases are not built (.build/pdb)."""

from __future__ import annotations

import pytest

from engine_support import easiest, full_heuristic, korf_instances, replay, walk
from puzzlelab.puzzles.fifteen.board import CELLS, GOAL_BOARD, NEIGHBOURS, board_of, slide, text_of
from puzzlelab.puzzles.fifteen.ida import ReflectedSearch
from puzzlelab.puzzles.fifteen.memo import MemoSearch, board_key
from puzzlelab.progress import Run, run_to_end
from puzzlelab.puzzles.fifteen.oracle import FifteenOracle

GOAL = "123456789ABCDEF."


def medium_instances() -> list[dict]:
    """Eight of the easiest and two of Korf's 55- and 57-move instances (about a tenth of a second each here)."""
    by_number = {row["number"]: row for row in korf_instances()}
    return easiest(8) + [by_number[1], by_number[2]]


def plain_distance(heuristic, board) -> int:
    """The distance by ida.ReflectedSearch: no ordering, no table, nothing shared."""
    search = ReflectedSearch(list(board), heuristic)
    search.run()
    return len(search.moves)


def board_of_key(key: int) -> list[int]:
    """The board memo.board_key encoded (tile t's cell in bits 4(t-1)..4t-1, the blank on the cell left)."""
    board = [0] * CELLS
    for tile in range(1, CELLS):
        board[(key >> (4 * (tile - 1))) & 15] = tile
    return board


def test_memo_search_finds_korfs_optimal_lengths_in_slices_with_one_table():
    heuristic = full_heuristic()
    bounds: dict[int, int] = {}
    for row in medium_instances():
        board = board_of(row["position"])
        search = MemoSearch(board, heuristic, bounds)
        while not search.run(5000):  # in slices, as a job runs it
            pass
        assert search.found and len(search.moves) == row["length"]
        assert tuple(replay(board, search.moves)) == GOAL_BOARD
    assert bounds


@pytest.mark.parametrize("ideas", [{"order": False}, {"bpmx": False}, {"table": False},
                                   {"order": False, "bpmx": False, "table": False}])
def test_each_idea_switched_off_keeps_the_answers_optimal(ideas):
    heuristic = full_heuristic()
    for row in easiest(5):
        search = MemoSearch(board_of(row["position"]), heuristic, **ideas)
        assert len(search.solve()) == row["length"]


def test_the_table_of_bounds_holds_only_bounds_a_plain_search_confirms():
    heuristic = full_heuristic()
    bounds: dict[int, int] = {}
    for seed in range(4):
        MemoSearch(walk(150, seed), heuristic, bounds).run()
    boards = {key: board_of_key(key) for key in bounds}
    assert all(board_key(board) == key for key, board in boards.items())
    # the entries above the databases' own estimate are the ones that prune: check 20 of them
    above = [key for key, board in boards.items() if bounds[key] > heuristic.estimate(board)]
    assert len(above) >= 20
    for key in above[::len(above) // 20][:20]:
        assert bounds[key] <= plain_distance(heuristic, boards[key]), text_of(boards[key])


def test_a_search_within_a_bound_reports_no_solution_and_then_finds_it():
    heuristic = full_heuristic()
    row = easiest(1)[0]
    board = board_of(row["position"])
    bounds: dict[int, int] = {}
    short = MemoSearch(board, heuristic, bounds, max_depth=row["length"] - 2, first_bound=row["length"] - 2)
    assert short.run() and not short.found
    exact = MemoSearch(board, heuristic, bounds, max_depth=row["length"], first_bound=row["length"])
    assert exact.run() and exact.found and len(exact.moves) == row["length"]


def test_first_moves_the_search_proved_longer_are_one_move_farther():
    heuristic = full_heuristic()
    for row in easiest(4):
        board = board_of(row["position"])
        search = MemoSearch(board, heuristic)
        search.run()
        blank = board.index(0)
        longer = search.longer_first_moves()
        assert search.moves[0][0] not in longer
        for cell in longer:
            after = replay(board, [(cell, blank)])
            assert plain_distance(heuristic, after) == row["length"] + 1


def prepare(oracle: FifteenOracle, position: str) -> int:
    return run_to_end(oracle.prepare_steps(position))


@pytest.mark.parametrize("position", [easiest(1)[0]["position"], easiest(2)[1]["position"], text_of(walk(40, 7)),
                                      text_of(walk(120, 8)), text_of(walk(200, 9))])
def test_prepared_moves_distances_agree_with_a_plain_search(position):
    heuristic = full_heuristic()
    oracle = FifteenOracle(heuristic)
    distance = prepare(oracle, position)
    assert distance == plain_distance(heuristic, board_of(position))
    blank = position.index(".")
    for cell in NEIGHBOURS[blank]:
        after = slide(position, cell, blank)
        assert oracle.known_distance(after) == plain_distance(heuristic, board_of(after)), after
    moves, positions = oracle.solution(position)
    assert len(moves) == distance and positions[-1] == GOAL
    assert moves[0] in oracle.optimal_moves(position)


def test_interleaved_and_abandoned_jobs_on_one_oracle_answer_optimally():
    """The page may step two state jobs in turn and cancel one: the shared table must hold only proved bounds."""
    heuristic = full_heuristic()
    oracle = FifteenOracle(heuristic)
    oracle.SLICE = 3000
    first, second, dropped = medium_instances()[-3:]
    abandoned = oracle.prepare_steps(dropped["position"])
    for _ in range(5):
        next(abandoned)
    abandoned.close()
    jobs = {row["number"]: Run(oracle.prepare_steps(row["position"])) for row in (first, second)}
    while not all(job.done for job in jobs.values()):
        for job in jobs.values():
            next(job, None)  # one slice of each in turn
    answers = {number: job.value for number, job in jobs.items()}
    assert answers == {first["number"]: first["length"], second["number"]: second["length"]}
    assert prepare(oracle, dropped["position"]) == dropped["length"]
    for row in (first, second, dropped):
        blank = row["position"].index(".")
        for cell in NEIGHBOURS[blank]:
            after = slide(row["position"], cell, blank)
            assert oracle.known_distance(after) == plain_distance(heuristic, board_of(after))
