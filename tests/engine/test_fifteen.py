"""The 15-puzzle's search: pattern databases against brute force, heuristic properties, Korf's instances solved
optimally, the oracle's remembered answers. Full-size databases are used only when already built (.build/pdb)."""

from __future__ import annotations

import heapq
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine_support import easiest, full_heuristic, korf_instances, replay, walk
from puzzlelab.progress import Run, run_to_end
from puzzlelab.puzzle import grid_neighbours
from puzzlelab.puzzles.fifteen import pdb
from puzzlelab.puzzles.fifteen.board import (BETWEEN, GOAL_BOARD, NEIGHBOURS, board_of, from_korf, reflect, solvable,
                                             text_of)
from puzzlelab.puzzles.fifteen.conflict import ConflictHeuristic, ConflictSearch
from puzzlelab.puzzles.fifteen.ida import ReflectedSearch, Search
from puzzlelab.puzzles.fifteen.patterns import PatternHeuristic
from puzzlelab.puzzles.fifteen.lab import GOAL_LAYERS
from puzzlelab.puzzles.fifteen.oracle import FifteenOracle, load_heuristic, oracle_steps
from puzzlelab.puzzles.sliding import TILE_CHARS


# ---------------------------------------------------------------- pattern databases


def pattern_space_dijkstra(rows: int, columns: int, tiles) -> dict:
    """Brute force: Dijkstra over (pattern tiles' cells, blank) with the costs of the definition."""
    cells = rows * columns
    around = grid_neighbours(rows, columns)
    start = (tuple(t - 1 for t in tiles), cells - 1)
    best = {start: 0}
    heap = [(0, start)]
    while heap:
        cost, (placement, blank) = heapq.heappop(heap)
        if cost > best[(placement, blank)]:
            continue
        for cell in around[blank]:
            step = 1 if cell in placement else 0
            moved = tuple(blank if p == cell else p for p in placement)
            state = (moved, cell)
            if cost + step < best.get(state, 1 << 30):
                best[state] = cost + step
                heapq.heappush(heap, (cost + step, state))
    answer = {}
    for (placement, _blank), cost in best.items():
        answer[placement] = min(cost, answer.get(placement, 1 << 30))
    return answer


@pytest.mark.parametrize("rows, columns, tiles", [(2, 3, (1, 2)), (2, 3, (3, 4, 5)), (3, 3, (1, 2, 3, 4)),
                                                  (3, 3, (2, 4, 6, 8))])
def test_pattern_database_matches_brute_force(rows, columns, tiles):
    table = pdb.build_reference(rows, columns, tiles)
    brute = pattern_space_dijkstra(rows, columns, tiles)
    assert len(brute) == len(table) == pdb.database_size(rows * columns, len(tiles))
    for placement, cost in brute.items():
        assert table[pdb.rank_placement(placement, rows * columns)] == cost


@pytest.mark.parametrize("rows, columns, tiles", [(2, 3, (3, 4, 5)), (3, 3, (1, 2, 3, 4)), (4, 4, (13, 14, 15))])
def test_numpy_builder_matches_reference(rows, columns, tiles):
    pytest.importorskip("numpy")
    assert pdb.build_numpy(rows, columns, tiles) == pdb.build_reference(rows, columns, tiles)


def test_additive_databases_never_overestimate_the_8_puzzle():
    from puzzlelab.puzzles import get_puzzle
    from puzzlelab.tables import DistanceTable
    eight = get_puzzle("8-puzzle")
    distances = DistanceTable.build(eight)
    partition = ((1, 2, 3, 4), (5, 6, 7, 8))
    tables = [pdb.build_reference(3, 3, tiles) for tiles in partition]
    rng = random.Random(8)
    exact_somewhere = False
    for rank in rng.sample(range(eight.space_size), 1000):
        position = eight.unrank(rank)
        where = {int(char): cell for cell, char in enumerate(position) if char != "."}
        estimate = sum(table[pdb.rank_placement([where[t] for t in tiles], 9)]
                       for tiles, table in zip(partition, tables))
        truth = distances.distance(position)
        assert estimate <= truth
        exact_somewhere |= estimate == truth
    assert exact_somewhere


@settings(deadline=None)
@given(st.integers(1, 16), st.integers(0, 2 ** 32))
def test_compact_index_round_trips(count, seed):
    size = pdb.database_size(16, count)
    index = seed % size
    placement = pdb.unrank_placement(index, 16, count)
    assert len(set(placement)) == count and pdb.rank_placement(placement, 16) == index


def test_database_file_round_trips_and_refuses_damage(tmp_path):
    table = pdb.build_reference(2, 3, (3, 4, 5))
    path = pdb.save(tmp_path, 2, 3, (3, 4, 5), table)
    header, entries = pdb.from_bytes(path.read_bytes(), 2, 3, (3, 4, 5))
    assert entries == table and header["tiles"] == [3, 4, 5]
    damaged = bytearray(path.read_bytes())
    damaged[-1] ^= 1
    with pytest.raises(ValueError, match="checksum"):
        pdb.from_bytes(bytes(damaged))
    with pytest.raises(ValueError, match="tiles"):
        pdb.from_bytes(path.read_bytes(), tiles=(1, 2, 3))


# ---------------------------------------------------------------- heuristics


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 200), st.integers(0, 10 ** 6))
def test_incremental_pattern_indexes_match_a_fresh_count(steps, seed):
    zeros = [bytes(pdb.database_size(16, len(tiles))) for tiles in pdb.FIFTEEN_PARTITION]
    heuristic = PatternHeuristic(pdb.FIFTEEN_PARTITION, zeros)
    board = walk(steps, seed)
    indexes, _ = heuristic.start(board)
    blank = board.index(0)
    for cell in NEIGHBOURS[blank]:
        tile = board[cell]
        change = heuristic.base[tile][cell * 16 + blank]
        cross = heuristic.cross_down[tile] if cell < blank else heuristic.cross_up[tile]
        change += sum(cross[board[passed]] for passed in BETWEEN[cell * 16 + blank])
        after = list(board)
        after[blank], after[cell] = tile, 0
        expected = list(indexes)
        expected[heuristic.pattern_of[tile]] += change
        assert heuristic.start(after)[0] == expected


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 60), st.integers(0, 10 ** 6))
def test_conflict_heuristic_is_admissible_and_consistent(steps, seed):
    heuristic = ConflictHeuristic()
    board = walk(steps, seed)
    estimate = heuristic.estimate(board)
    assert estimate <= steps and estimate % 2 == steps % 2  # Manhattan and conflicts keep the parity
    blank = board.index(0)
    for cell in NEIGHBOURS[blank]:
        after = list(board)
        after[blank], after[cell] = board[cell], 0
        assert abs(heuristic.estimate(after) - estimate) == 1


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 80), st.integers(0, 10 ** 6))
def test_pattern_heuristic_is_admissible(steps, seed):
    """Never above the moves that made the position. (Not consistent: a database keeps the least over the blank's
    cells, and pattern tiles can wall the blank off, so one slide can change an estimate by more than one.)"""
    heuristic = full_heuristic()
    board = walk(steps, seed)
    assert heuristic.estimate(board) <= steps


def test_pattern_heuristic_is_below_korf_lengths_and_above_manhattan_on_average():
    heuristic = full_heuristic()
    rows = korf_instances()
    conflict = ConflictHeuristic()
    ours = [heuristic.estimate(board_of(row["position"])) for row in rows]
    assert all(estimate <= row["length"] for estimate, row in zip(ours, rows))
    assert sum(ours) > sum(conflict.estimate(board_of(row["position"])) for row in rows)


# ---------------------------------------------------------------- Korf's instances


def test_korf_instances_are_converted_by_a_distance_preserving_relabelling():
    rows = korf_instances()
    assert len(rows) == 100 and sum(row["length"] for row in rows) == 5305  # Korf's average: 53.05
    assert from_korf(range(16)) == GOAL_BOARD
    for row in rows:
        board = from_korf(row["korf"])
        assert text_of(board) == row["position"] and solvable(board)
        # a slide in Korf's board is a slide in ours
        korf = list(row["korf"])
        blank = korf.index(0)
        for cell in NEIGHBOURS[blank]:
            moved = list(korf)
            moved[blank], moved[cell] = moved[cell], 0
            ours = from_korf(moved)
            changed = [c for c in range(16) if ours[c] != board[c]]
            assert len(changed) == 2 and changed[1] in NEIGHBOURS[changed[0]]


@pytest.mark.parametrize("row", easiest(3), ids=lambda row: f"korf{row['number']}")
def test_easy_korf_instances_solved_optimally_by_the_baseline(row):
    board = board_of(row["position"])
    search = ConflictSearch(board, ConflictHeuristic())
    search.run()
    assert len(search.moves) == row["length"] and tuple(replay(board, search.moves)) == GOAL_BOARD


@pytest.mark.parametrize("search_class", [Search, ReflectedSearch])
def test_easy_korf_instances_solved_optimally_with_pattern_databases(search_class):
    heuristic = full_heuristic()
    for row in easiest(8):
        board = board_of(row["position"])
        search = search_class(board, heuristic)
        while not search.run(5000):  # in slices, as a job runs it
            pass
        assert len(search.moves) == row["length"] and tuple(replay(board, search.moves)) == GOAL_BOARD


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 80), st.integers(0, 10 ** 6))
def test_reflection_keeps_the_goal_and_maps_slides_to_slides(steps, seed):
    assert reflect(GOAL_BOARD) == list(GOAL_BOARD)
    board = walk(steps, seed)
    assert reflect(reflect(board)) == board and solvable(reflect(board))
    blank = board.index(0)
    for cell in NEIGHBOURS[blank]:
        after = list(board)
        after[blank], after[cell] = board[cell], 0
        changed = [c for c, (x, y) in enumerate(zip(reflect(board), reflect(after))) if x != y]
        assert len(changed) == 2 and changed[1] in NEIGHBOURS[changed[0]]


def test_search_within_a_bound_reports_no_solution():
    row = easiest(1)[0]
    board = board_of(row["position"])
    heuristic = ConflictHeuristic()
    short = ConflictSearch(board, heuristic, max_depth=row["length"] - 2, first_bound=row["length"] - 2)
    assert short.run() and not short.found
    exact = ConflictSearch(board, heuristic, max_depth=row["length"], first_bound=row["length"])
    assert exact.run() and exact.found and len(exact.moves) == row["length"]


# ---------------------------------------------------------------- the oracle


def test_oracle_remembers_solutions_and_settles_neighbours():
    oracle = FifteenOracle(ConflictHeuristic())
    position = text_of(walk(40, 3))
    distance = oracle.distance(position)
    moves, positions = oracle.solution(position)
    assert len(moves) == distance and positions[-1] == "123456789ABCDEF." and positions[0] == position
    generated = oracle.generated
    for step, here in enumerate(positions):  # along the solution: no more searching
        assert oracle.distance(here) == distance - step
    assert oracle.generated == generated
    optimal = oracle.optimal_moves(position)
    assert moves[0] in optimal
    blank = position.index(".")
    for cell in NEIGHBOURS[blank]:
        after = text_of(replay(board_of(position), [(cell, blank)]))
        assert oracle.distance(after) == distance + (-1 if (cell, blank) in optimal else 1)
    assert oracle.distance("213456789ABCDEF.") is None and oracle.optimal_moves("123456789ABCDEF.") == []


def test_prepared_positions_answer_without_searching():
    oracle = FifteenOracle(ConflictHeuristic())
    start = text_of(walk(30, 5))
    distance = run_to_end(oracle.prepare_steps(start))
    blank = start.index(".")
    away = next(text_of(replay(board_of(start), [(cell, blank)])) for cell in NEIGHBOURS[blank]
                if oracle.distance(text_of(replay(board_of(start), [(cell, blank)]))) == distance + 1)
    run_to_end(oracle.prepare_steps(away))  # off the solution: one more move
    generated = oracle.generated
    moves, positions = oracle.solution(away)
    assert len(moves) == distance + 1 and positions[-1] == "123456789ABCDEF." and oracle.generated == generated


def test_a_state_without_every_move_hints_the_solution_found_and_checks_the_rest_only_when_asked():
    from puzzlelab.api_state import hint_reply, state_reply
    from puzzlelab.puzzles import get_puzzle
    game = get_puzzle("15-puzzle")
    oracle = FifteenOracle(ConflictHeuristic())
    start = text_of(walk(120, 5))  # 34 moves
    distance = run_to_end(oracle.prepare_steps(start, every_move=False))
    state = state_reply(game, start, oracle, True, every_move=False)
    hint = hint_reply(game, start, oracle, every_move=False)
    first = game.format_move(oracle.solution(start)[0][0])
    searched = oracle.generated
    assert state["distance"] == distance and hint["optimal_moves"][0] == first and first in state["optimal_moves"]
    unchecked = [move for move in state["moves"] if not move["checked"]]
    assert state["unchecked"] == len(unchecked) > 0  # the moves the position's search did not settle wait
    assert all(move["distance"] is None and not move["optimal"] for move in unchecked)
    assert all(move["distance"] == distance + (-1 if move["optimal"] else 1)
               for move in state["moves"] if move["checked"])
    state_reply(game, start, oracle, True, every_move=False)
    assert oracle.generated == searched  # asking again searches nothing
    run_to_end(oracle.prepare_steps(start))  # "Show all optimal moves": each other move searched within the bound
    every = state_reply(game, start, oracle, True)
    assert every["unchecked"] == 0 and oracle.generated > searched
    assert set(every["optimal_moves"]) == {game.format_move(move) for move in oracle.optimal_moves(start)}
    assert all(move["distance"] == distance + (-1 if move["optimal"] else 1) for move in every["moves"])


def test_oracle_search_runs_in_slices_with_progress():
    oracle = FifteenOracle(ConflictHeuristic())
    oracle.SLICE = 2000
    row = easiest(1)[0]
    job = Run(oracle.prepare_steps(row["position"]))
    reports = list(job)
    assert job.value == row["length"]
    assert reports and all(0 <= report["fraction"] < 1 and "moves" in report["message"] for report in reports)


def test_oracle_steps_fall_back_and_say_so(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(pdb, "search_folders", lambda: [tmp_path])
    oracle = run_to_end(oracle_steps())
    assert isinstance(oracle.heuristic, ConflictHeuristic) and "Manhattan" in oracle.note
    assert "linear conflicts" in capsys.readouterr().err


def test_oracle_uses_the_7_7_1_databases_when_all_are_found(monkeypatch, tmp_path):
    monkeypatch.setattr(pdb, "search_folders", lambda: [tmp_path])
    for tiles in pdb.FIFTEEN_PARTITION + pdb.FIFTEEN_LARGE_PARTITION:  # stand-ins of the right size
        pdb.save(tmp_path, 4, 4, tiles, bytes(pdb.database_size(16, len(tiles))))
    assert run_to_end(oracle_steps()).heuristic.partition == pdb.FIFTEEN_LARGE_PARTITION
    assert load_heuristic(large=False)[0].partition == pdb.FIFTEEN_PARTITION  # the page's, for its benchmarks
    (tmp_path / pdb.file_name(4, 4, pdb.FIFTEEN_LARGE_PARTITION[-1])).unlink()
    monkeypatch.setattr(pdb, "search_folders", lambda: [tmp_path, tmp_path])  # a new list: looked up afresh
    assert run_to_end(oracle_steps()).heuristic.partition == pdb.FIFTEEN_PARTITION


def test_the_table_command_lists_the_15_puzzle_databases_and_which_set_the_command_line_uses(monkeypatch, tmp_path,
                                                                                              capsys):
    import json
    from puzzlelab import cli
    monkeypatch.setattr(pdb, "search_folders", lambda: [tmp_path])
    for tiles in pdb.FIFTEEN_PARTITION:  # stand-ins of the right size: found, so nothing is built
        pdb.save(tmp_path, 4, 4, tiles, bytes(pdb.database_size(16, len(tiles))))
    assert cli.main(["table", "15-puzzle", "--json"]) == 0
    files = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [file["name"] for file in files] == [pdb.file_name(4, 4, tiles) for tiles in pdb.FIFTEEN_PARTITION]
    assert all(file["used"] and file["bytes"] > pdb.database_size(16, 2) for file in files)
    for tiles in pdb.FIFTEEN_LARGE_PARTITION:  # as `table 15-puzzle --large` leaves them
        pdb.save(tmp_path, 4, 4, tiles, bytes(pdb.database_size(16, len(tiles))))
    monkeypatch.setattr(pdb, "search_folders", lambda: [tmp_path, tmp_path])  # a new list: looked up afresh
    assert cli.main(["table", "15-puzzle", "--large"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 6 and [line.endswith("(in use here)") for line in lines] == [False] * 3 + [True] * 3
    assert cli.main(["table", "8-puzzle", "--large"]) == 2
    assert "--large is for the 15-puzzle" in capsys.readouterr().err


def test_the_7_7_1_databases_solve_the_hardest_korf_instances_at_korf_lengths():
    tables = [pdb.find(4, 4, tiles) for tiles in pdb.FIFTEEN_LARGE_PARTITION]
    if any(table is None for table in tables):
        pytest.skip("the 7-7-1 databases are not built (oracle.build_large, bench/fifteen.py --batch --large)")
    oracle = FifteenOracle(PatternHeuristic(pdb.FIFTEEN_LARGE_PARTITION, tables))
    for row in sorted(korf_instances(), key=lambda row: row["manhattan_nodes"])[-4:]:
        assert run_to_end(oracle.distance_steps(row["position"])) == row["length"]
        moves, _positions = oracle.solution(row["position"])
        assert len(moves) == row["length"] and tuple(replay(board_of(row["position"]), moves)) == GOAL_BOARD


# ---------------------------------------------------------------- the puzzle: notation, refusal, engine, command line


def fifteen_puzzle():
    from puzzlelab.puzzles import get_puzzle
    return get_puzzle("15-puzzle")


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10 ** 6))
def test_notation_round_trips(seed):
    puzzle = fifteen_puzzle()
    position = puzzle.random_position(random.Random(seed))
    assert puzzle.unreachable_reason(position) is None
    assert puzzle.parse(puzzle.format(position)) == position
    assert puzzle.parse(position.lower().replace(".", "0")) == position
    numbers = ",".join(str(TILE_CHARS.index(char)) for char in position)
    assert puzzle.parse(numbers) == position
    move = next(iter(puzzle.moves(position)))
    assert puzzle.parse_move(puzzle.format_move(move)) == move


def test_random_positions_cover_both_blank_parities():
    puzzle = fifteen_puzzle()
    rng = random.Random(15)
    blanks = {puzzle.random_position(rng).index(".") for _ in range(200)}
    assert len(blanks) == 16  # the swap that fixes parity keeps the blank where it fell


@pytest.mark.parametrize("text, message", [
    ("213456789ABCDEF.", "1 pair of tiles is out of order"),
    ("123456789ABCDEF", "16 characters"),
    ("1123456789ABCDE.", "tile 1 exactly once"),
    ("1,2,3", "separated by commas"),
    ("1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16", "up to 15"),
])
def test_bad_positions_are_refused_with_the_reason(text, message):
    from puzzlelab.api import Engine
    import json
    reply = json.loads(Engine().handle("state", json.dumps({"puzzle": "15-puzzle", "position": text})))
    assert not reply["ok"] and message in reply["error"]


def test_engine_answers_the_15_puzzle(monkeypatch):
    from puzzlelab.api import Engine
    from puzzlelab.progress import run_to_end as drive
    engine = Engine()
    start = easiest(1)[0]
    state = drive(engine.state_job("15-puzzle", start["position"]))  # the page's job
    assert state == engine.state("15-puzzle", start["position"])  # answered at once, the same
    assert state["distance"] == start["length"] and state["optimal_moves"]
    for move in state["moves"]:
        assert move["distance"] == start["length"] + (-1 if move["optimal"] else 1)
    solved = engine.solve("15-puzzle", start["position"])
    assert len(solved["moves"]) == start["length"] and solved["positions"][-1] == "123456789ABCDEF."
    played = engine.play("15-puzzle", start["position"], state["optimal_moves"][0])
    assert played["verdict"] == "optimal"


def test_command_line_refuses_an_unsolvable_position_with_status_2(capsys):
    from puzzlelab import cli
    assert cli.main(["solve", "15-puzzle", "213456789ABCDEF."]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "can't be solved" in err


def test_command_line_solves_and_hints(capsys):
    from puzzlelab import cli
    assert cli.main(["hint", "15-puzzle", "123456789ABCD.EF"]) == 0
    assert "Optimal: 2 moves. Optimal next moves: 14-13" in capsys.readouterr().out
    assert cli.main(["solve", "15-puzzle", "1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15", "--json"]) == 0
    assert '"distance": 1' in capsys.readouterr().out


# ---------------------------------------------------------------- the lab's heuristics (FifteenPuzzle.heuristics)


def test_goal_layers_are_a_breadth_first_search_from_the_goal():
    puzzle = fifteen_puzzle()
    seen, frontier, layers = {puzzle.GOAL}, [puzzle.GOAL], [1]
    while len(layers) < 14:
        following = [after for position in frontier for _move, after in puzzle.successors(position)
                     if after not in seen and not seen.add(after)]
        layers.append(len(following))
        frontier = following
    assert tuple(layers) == GOAL_LAYERS[:14] == puzzle.goal_layers()[:14]


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10 ** 6))
def test_the_lab_heuristics_are_ordered_weakest_first_and_plain_manhattan_is_the_lower_bound(seed):
    puzzle = fifteen_puzzle()
    position = puzzle.random_position(random.Random(seed))
    named = puzzle.heuristics()
    values = [bound(position) for name, bound in named.items() if not bound.unavailable()]
    assert values[0] == puzzle.lower_bound(position)
    assert values[:2] == sorted(values[:2]) and values[-2:] == sorted(values[-2:])


def test_each_lab_search_counts_its_iterations_and_expansions():
    start = easiest(1)[0]
    heuristic = ConflictHeuristic(conflicts=False)
    search = ConflictSearch(board_of(start["position"]), heuristic)
    search.run()
    assert len(search.moves) == start["length"]
    assert len(search.history) == search.iterations - 1
    assert [bound for bound, _g, _e in search.history] == list(range(search.history[0][0], start["length"], 2))
    assert 0 < search.expanded < search.generated and search.deepest == start["length"] - 1
    stronger = ConflictSearch(board_of(start["position"]), ConflictHeuristic())
    stronger.run()
    assert len(stronger.moves) == start["length"] and stronger.generated < search.generated
