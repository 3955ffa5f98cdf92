"""A solution found another way offered to the 15-puzzle's exact search (MemoSearch.offer, the oracle's good moves):
Korf's optimal lengths still come out exactly, an optimal one offered ends the search before its last iteration,
and the first moves said to be longer are. Skipped when the databases are not built (.build/pdb)."""

from __future__ import annotations

from engine_support import easiest, full_heuristic, korf_instances, replay
from puzzlelab.puzzles.fifteen.board import GOAL_BOARD, NEIGHBOURS, board_of, slide
from puzzlelab.puzzles.fifteen.ida import ReflectedSearch
from puzzlelab.puzzles.fifteen.memo import MemoSearch
from puzzlelab.puzzles.fifteen.oracle import FifteenOracle
from puzzlelab.progress import run_to_end
from puzzlelab.puzzles.fifteen.quick import QuickSearch

GOAL = "123456789ABCDEF."


def some_instances() -> list[dict]:
    """Four of the easiest of Korf's instances and his #1 and #2 (57 and 55 moves)."""
    by_number = {row["number"]: row for row in korf_instances()}
    return easiest(4) + [by_number[1], by_number[2]]


def test_an_optimal_solution_offered_ends_the_search_before_its_last_iteration():
    heuristic = full_heuristic()
    for row in some_instances():
        board = board_of(row["position"])
        plain = MemoSearch(board, heuristic)
        plain.run()
        offered = MemoSearch(board, heuristic)
        offered.offer(plain.moves)
        offered.run()
        assert offered.found and offered.moves == plain.moves and len(offered.moves) == row["length"]
        assert offered.generated < plain.generated or offered.generated == 0
        assert offered.longer_first_moves() == []  # no last iteration: nothing proved about the other first moves


def detour(board: list[int], moves: list[tuple[int, int]], at: int) -> list[tuple[int, int]]:
    """`moves` with a slide and its undoing put in after the first `at`: a solution two moves longer."""
    blank = replay(board, moves[:at]).index(0)
    cell = NEIGHBOURS[blank][0]
    return moves[:at] + [(cell, blank), (blank, cell)] + moves[at:]


def test_a_longer_solution_offered_still_gives_korfs_length_and_true_longer_first_moves():
    heuristic = full_heuristic()
    for number, row in enumerate(some_instances()):
        board = board_of(row["position"])
        quick = QuickSearch(board, heuristic, (2, 1))
        quick.run()
        optimal = MemoSearch(board, heuristic)
        optimal.run()
        # far longer (never a guide), and two longer (a guide in the last iteration, along an optimal start)
        for offered in (quick.moves, detour(board, optimal.moves, 3)):
            assert tuple(replay(board, offered)) == GOAL_BOARD and len(offered) > row["length"]
            search = MemoSearch(board, heuristic)
            search.offer(offered)
            search.run()
            assert search.found and len(search.moves) == row["length"]
            assert tuple(replay(board, search.moves)) == GOAL_BOARD
            if number < 4:  # a plain search of each neighbour: affordable on the easiest
                blank = board.index(0)
                for cell in search.longer_first_moves():
                    plain = ReflectedSearch(replay(board, [(cell, blank)]), heuristic)
                    plain.run()
                    assert len(plain.moves) == row["length"] + 1


def test_a_solution_offered_when_the_bound_already_reaches_its_length_answers_at_once():
    heuristic = full_heuristic()
    row = some_instances()[-1]
    board = board_of(row["position"])
    solved = MemoSearch(board, heuristic)
    solved.run()
    search = MemoSearch(board, heuristic)
    while search.bound < row["length"]:  # a slice at a time until the iterations below the distance are done
        assert not search.run(2000)
    search.offer(solved.moves)
    assert search.done and search.found and len(search.moves) == row["length"]


def test_the_oracle_offering_its_good_solution_early_answers_korfs_lengths_and_every_move():
    heuristic = full_heuristic()
    oracle = FifteenOracle(heuristic)
    oracle.LOOK_AFTER = 0  # the good moves' last stage looked for before the first slice
    for row in some_instances():
        position = row["position"]
        distance = run_to_end(oracle.prepare_steps(position))
        assert distance == row["length"]
        blank = position.index(".")
        around = [oracle.known_distance(slide(position, cell, blank)) for cell in NEIGHBOURS[blank]]
        assert all(d in (distance - 1, distance + 1) for d in around) and distance - 1 in around
        moves, positions = oracle.solution(position)
        assert len(moves) == distance and positions[-1] == GOAL
