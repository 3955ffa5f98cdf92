"""The classic searches: lengths, legality, what each costs (SearchStats), and A* against BFS and IDA*."""

import zlib

import pytest

from puzzlelab.puzzles import get_puzzle
from puzzlelab.progress import Run, run_to_end
from puzzlelab.search import ALGORITHMS, STEPS, astar, bfs, bidirectional_bfs, ida_star

from engine_support import over_reachable_positions, table_for


def check_path(puzzle, result, start):
    assert result.positions[0] == start and puzzle.is_goal(result.positions[-1])
    for before, move, after in zip(result.positions, result.moves, result.positions[1:]):
        assert puzzle.apply(before, move) == after


def test_bidirectional_generates_a_tenth_of_one_way_bfs_on_the_hardest_8_puzzle():
    puzzle = get_puzzle("8-puzzle")
    one_way = bfs(puzzle, "8672543.1")
    both_ways = bidirectional_bfs(puzzle, "8672543.1")
    assert one_way.distance == both_ways.distance == 31
    # The source material: about 16 thousand positions against about 181 thousand.
    assert 170_000 <= one_way.generated <= 181_440
    assert 10_000 <= both_ways.generated <= 20_000
    check_path(puzzle, both_ways, "8672543.1")
    check_path(puzzle, one_way, "8672543.1")


@pytest.mark.parametrize("name", ["knight-exchange", "guarini"])
def test_every_algorithm_solves_the_knights_in_16(name):
    puzzle = get_puzzle(name)
    for search in (bfs, bidirectional_bfs, ida_star):
        result = search(puzzle, puzzle.start())
        assert result.distance == 16, search.__name__
        check_path(puzzle, result, puzzle.start())


def test_ida_star_uses_the_knights_lower_bound():
    puzzle = get_puzzle("knight-exchange")
    # Each black knight needs 2 jumps to reach the far row, each white knight too.
    assert puzzle.lower_bound(puzzle.start()) == 12
    result = ida_star(puzzle, puzzle.start())
    assert result.generated < bfs(puzzle, puzzle.start()).generated * 10


def test_frog_jump_searches_follow_irreversible_moves():
    puzzle = get_puzzle("frog-jump", 4)
    for search in (bfs, bidirectional_bfs, ida_star):
        result = search(puzzle, puzzle.start())
        assert result.distance == 24
        check_path(puzzle, result, puzzle.start())


def test_searches_report_not_found_from_a_dead_end():
    puzzle = get_puzzle("frog-jump", 3)
    dead_end = "B.BBWWW"  # two black frogs slid in a row: the gap is stuck behind them
    assert bfs(puzzle, dead_end).found is False
    assert bidirectional_bfs(puzzle, dead_end).found is False


def test_searches_from_the_goal_return_an_empty_path():
    puzzle = get_puzzle("8-puzzle")
    for search in (bfs, bidirectional_bfs, ida_star):
        result = search(puzzle, "12345678.")
        assert result.distance == 0 and result.positions == ["12345678."]


# --- statistics and A* ----------------------------------------------------------------------------------------------

# The hardest 8-puzzle position, 31 moves: what each search costs on it (deterministic counts).
HARDEST_8_PUZZLE_COSTS = {
    "bfs": {"generated": 181440, "expanded": 181380, "max_frontier": 25137, "stored": 181440},
    "bidirectional": {"generated": 15972, "expanded": 10068, "max_frontier": 5904, "stored": 15972},
    "ida": {"generated": 27260, "expanded": 10436, "max_frontier": 31, "stored": 9701},
    "astar": {"generated": 10021, "expanded": 6744, "max_frontier": 3550, "stored": 10021},
}


@pytest.mark.parametrize("algorithm", sorted(HARDEST_8_PUZZLE_COSTS))
def test_each_search_costs_what_it_cost_before_on_the_hardest_8_puzzle(algorithm):
    puzzle = get_puzzle("8-puzzle")
    result = ALGORITHMS[algorithm](puzzle, "8672543.1")
    assert result.distance == 31
    check_path(puzzle, result, "8672543.1")
    figures = result.stats.to_json()
    assert {key: figures[key] for key in HARDEST_8_PUZZLE_COSTS[algorithm]} == HARDEST_8_PUZZLE_COSTS[algorithm]
    assert result.generated == figures["generated"]


def test_bfs_layers_are_the_positions_first_reached_at_each_depth():
    puzzle = get_puzzle("8-puzzle")
    stats = bfs(puzzle, "8672543.1").stats
    layers = stats.frontier_by_depth["forward"]
    assert len(layers) == 32 and layers[:4] == [1, 3, 5, 10] and layers[-1] == 2
    assert sum(layers) == stats.generated == 181440


def test_bidirectional_layers_of_both_sides_sum_to_what_it_generated():
    puzzle = get_puzzle("8-puzzle")
    stats = bidirectional_bfs(puzzle, "8672543.1").stats
    forward, backward = stats.frontier_by_depth["forward"], stats.frontier_by_depth["backward"]
    assert sum(forward) + sum(backward) == stats.generated == 15972
    # The backward side's full layers are the goal's distance histogram (OEIS A089473): 1, 2, 4, 8, 16, 20, ...
    assert backward[:6] == [1, 2, 4, 8, 16, 20]
    # The depths searched on each side add up to the solution length (the last layers are where they met).
    assert (len(forward) - 1) + (len(backward) - 1) == 31


def test_ida_star_thresholds_rise_to_the_solution_length_and_iterations_sum_to_the_totals():
    puzzle = get_puzzle("8-puzzle")
    result = ida_star(puzzle, "8672543.1")
    iterations = result.stats.iterations
    thresholds = [iteration["threshold"] for iteration in iterations]
    assert thresholds[0] == puzzle.lower_bound("8672543.1") == 21
    assert thresholds == sorted(set(thresholds)) and thresholds[-1] == 31 == result.distance
    assert sum(i["generated"] for i in iterations) == result.stats.generated
    assert sum(i["expanded"] for i in iterations) == result.stats.expanded


def test_searches_as_steps_yield_progress_and_return_the_same_result():
    puzzle = get_puzzle("knight-exchange")
    for name, steps in STEPS.items():
        search = Run(steps(puzzle, puzzle.start()))
        progress = list(search)
        result = search.value
        plain = ALGORITHMS[name](puzzle, puzzle.start())
        assert result.moves == plain.moves and result.stats.generated == plain.stats.generated, name
        assert progress and all(p["generated"] <= result.stats.generated for p in progress), name


def test_a_cancelled_search_stops_where_it_was():
    puzzle = get_puzzle("8-puzzle")
    generator = STEPS["bfs"](puzzle, "8672543.1")
    first = next(generator)
    generator.close()
    assert 0 < first["generated"] < 181440


def test_trace_records_the_first_expansions_in_order():
    puzzle = get_puzzle("8-puzzle")
    result = bfs(puzzle, "4321.5678", trace=5)
    assert [depth for _position, depth, _tag in result.stats.visits] == [0, 1, 1, 1, 1]
    assert result.stats.visits[0][0] == "4321.5678" and len(result.stats.visits) == 5
    sides = {tag for _p, _d, tag in bidirectional_bfs(puzzle, "4321.5678", trace=50).stats.visits}
    assert sides == {"forward", "backward"}
    assert [tag for _p, _d, tag in ida_star(puzzle, "4321.5678", trace=10_000).stats.visits][-1] > 0
    assert bfs(get_puzzle("guarini"), "BBB...WWW").stats.visits is None


def test_a_star_with_a_zero_bound_is_uniform_cost_search_and_stores_what_bfs_reaches():
    puzzle = get_puzzle("number-reversal")
    result = astar(puzzle, puzzle.start(), lower_bound=lambda position: 0)
    assert result.distance == 25 == bfs(puzzle, puzzle.start()).distance
    assert result.stats.generated == 5040  # the goal is the farthest position: everything is reached


@pytest.mark.parametrize("name,size", [("knight-exchange", None), ("8-puzzle", None), ("frog-jump", 4)])
def test_the_lower_bounds_are_consistent_so_a_star_never_reopens(name, size):
    puzzle = get_puzzle(name, size)
    step = max(1, puzzle.space_size // 5000)
    for rank in range(0, puzzle.space_size, step):
        position = puzzle.unrank(rank)
        for _move, after in puzzle.successors(position):
            assert puzzle.lower_bound(position) <= 1 + puzzle.lower_bound(after)
    assert astar(puzzle, puzzle.start()).stats.reopened == 0


def test_a_star_with_an_inconsistent_bound_reopens_and_stays_optimal():
    puzzle = get_puzzle("8-puzzle")
    # Admissible but inconsistent: the Manhattan distance on about half the positions, 0 on the others.
    def patchy(position):
        return puzzle.lower_bound(position) if zlib.crc32(position.encode()) % 2 else 0
    result = astar(puzzle, "8672543.1", lower_bound=patchy)
    assert result.distance == 31 and result.stats.reopened > 0
    check_path(puzzle, result, "8672543.1")


SAMPLED = [("knight-exchange", None), ("8-puzzle", None), ("frog-jump", 4), ("guarini", None),
           ("jealous-husbands", None)]


@over_reachable_positions(SAMPLED, 8, max_steps=30)
def test_a_star_and_ida_star_find_paths_as_short_as_bfs(name, size, puzzle, position):
    # The distance table is a BFS (backwards from the goals, once per session); one-way BFS runs on the small ones.
    shortest = table_for(name, size).distance(position)
    searches = (astar, ida_star, bidirectional_bfs) + ((bfs,) if puzzle.space_size < 10_000 else ())
    for search in searches:
        result = search(puzzle, position)
        assert result.distance == shortest, search.__name__
        if result.found:
            check_path(puzzle, result, position)


@over_reachable_positions(SAMPLED, 8, max_steps=30)
def test_a_star_with_a_consistent_bound_expands_each_position_once(name, size, puzzle, position):
    result = astar(puzzle, position, trace=10**9)
    stats = result.stats
    assert stats.reopened == 0
    expanded = [visited for visited, _depth, _tag in stats.visits]
    assert len(expanded) == len(set(expanded)) == stats.expanded <= stats.generated
    # Nothing is expanded beyond the optimal length: f = g + lower bound <= C* for every expansion.
    if result.found:
        assert all(depth + puzzle.lower_bound(visited) <= result.distance for visited, depth, _tag in stats.visits)


@over_reachable_positions([("guarini", None), ("frog-jump", 4), ("jealous-husbands", None)], 5, max_steps=30)
def test_counts_are_the_same_every_run(name, size, puzzle, position):
    for search in ALGORITHMS.values():
        first, second = search(puzzle, position).stats, search(puzzle, position).stats
        first.seconds = second.seconds = 0
        assert first == second, search.__name__


def test_a_run_goes_on_where_a_loop_left_it_and_keeps_the_value():
    def steps():
        yield {"generated": 1}
        yield {"generated": 2}
        return "done"
    assert run_to_end(steps()) == "done"
    run = Run(steps())
    assert next(run) == {"generated": 1} and not run.done and run.value is None
    assert list(run) == [{"generated": 2}] and run.done and run.value == "done"


def test_a_closed_run_stops_its_generator():
    stopped = []

    def steps():
        try:
            yield {"generated": 1}
            yield {"generated": 2}
        finally:
            stopped.append(True)
    run = Run(steps())
    next(run)
    run.close()
    assert stopped == [True] and not run.done and list(run) == []
