"""箱入り娘's whole space: the layouts counted and ranked, the distance table against a plain BFS written here from
the rules alone (81 moves from the classic start, the literature's figure), the figures of the whole tray, the cut-off
layouts, and the lower bound never above the table."""

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings, strategies as st

from engine_support import table_for
from puzzlelab.puzzles import get_puzzle
from puzzlelab.puzzles.hakoiri_board import layouts_after
from puzzlelab.puzzles.hakoiri_cut_off import CUT_OFF_LAYOUTS, LARGEST_CUT_OFF, cut_off_layouts
from puzzlelab.tables import UNREACHABLE

START = "VDDVVDDVVHHVVSSVS..S"
# The whole tray, as the table says it (the figures): every layout of the ten pieces, those from which the
# daughter can reach the exit, the farthest of them and how many lie there, and the layouts with her at the exit.
LAYOUTS, REACH_THE_EXIT, FARTHEST, AT_FARTHEST, GOALS = 65_880, 53_954, 93, 2, 6_795
FARTHEST_LAYOUTS = [".DDVSDDVVHHVVV.VSVSS", "VDD.VDDSVHHVV.VVSSVS"]
FROM_START = 81  # the fewest moves from the classic start (the literature's figure: Hordern; Storer's Red Donkey)
START_REACHES = 25_955  # layouts play reaches from the classic start, itself included
CUT_OFF_SETS = 846  # closed sets of layouts none of which has the daughter at the exit

# --- a plain BFS from the rules alone: pieces as (letter, row, column), a layout as the set of its pieces ----------
SIZE = {"D": (2, 2), "V": (1, 2), "H": (2, 1), "S": (1, 1)}  # letter -> (columns, rows)
CLASSIC = frozenset({("V", 0, 0), ("D", 0, 1), ("V", 0, 3), ("V", 2, 0), ("H", 2, 1), ("V", 2, 3), ("S", 3, 1),
                     ("S", 3, 2), ("S", 4, 0), ("S", 4, 3)})


def covered(letter, row, column):
    width, height = SIZE[letter]
    return {(row + dr, column + dc) for dr in range(height) for dc in range(width)}


def text_of(layout):
    grid = [["."] * 4 for _ in range(5)]
    for letter, row, column in layout:
        for r, c in covered(letter, row, column):
            grid[r][c] = letter
    return "".join("".join(line) for line in grid)


def one_move_away(layout):
    """Each piece slid one cell at a time through empty cells, every place it reaches a move."""
    occupied = {cell for piece in layout for cell in covered(*piece)}
    for piece in layout:
        letter, row, column = piece
        width, height = SIZE[letter]
        others = occupied - covered(*piece)
        reached, stack = {(row, column)}, [(row, column)]
        while stack:
            r, c = stack.pop()
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if ((nr, nc) not in reached and 0 <= nr <= 5 - height and 0 <= nc <= 4 - width
                        and not covered(letter, nr, nc) & others):
                    reached.add((nr, nc))
                    stack.append((nr, nc))
        for nr, nc in reached - {(row, column)}:
            yield (layout - {piece}) | {(letter, nr, nc)}


def plain_bfs_from_the_start():
    """(every layout reached from the classic start with its moves, and each one's fewest moves to a layout with
    the daughter at the exit, found by a second BFS back from those among them)."""
    moves, order, seen = {}, [CLASSIC], {CLASSIC}
    for layout in order:  # the list grows as layouts are first reached: breadth first
        moves[layout] = list(one_move_away(layout))
        for after in moves[layout]:
            if after not in seen:
                seen.add(after)
                order.append(after)
    return moves, layers_back(moves, [layout for layout in moves if ("D", 3, 1) in layout])


def layers_back(moves, goals):
    """Each layout's fewest moves to one of `goals`, by BFS over `moves` (every move can be slid back)."""
    distance, frontier = dict.fromkeys(goals, 0), list(goals)
    while frontier:
        following = []
        for layout in frontier:
            for after in moves[layout]:
                if after not in distance:
                    distance[after] = distance[layout] + 1
                    following.append(after)
        frontier = following
    return distance


def test_the_classic_start_takes_81_moves_as_the_literature_says():
    puzzle = get_puzzle("hakoiri-musume")
    assert puzzle.start() == START == text_of(CLASSIC)
    assert table_for("hakoiri-musume").distance(START) == FROM_START


def test_a_plain_bfs_from_the_start_agrees_with_the_table_on_every_layout_it_reaches():
    moves, exit_distance = plain_bfs_from_the_start()
    assert len(moves) == START_REACHES and exit_distance[CLASSIC] == FROM_START
    table = table_for("hakoiri-musume")
    assert all(table.distance(text_of(layout)) == depth for layout, depth in exit_distance.items())
    assert len(exit_distance) == START_REACHES  # the exit can be reached from each of them


def test_every_layout_is_counted_by_placing_the_pieces_one_shape_at_a_time():
    cells = {(r, c) for r in range(5) for c in range(4)}
    count = 0
    for daughter in ((r, c) for r in range(4) for c in range(3)):
        free = cells - covered("D", *daughter)
        for lying in ((r, c) for r, c in free if (r, c + 1) in free):
            left = free - covered("H", *lying)
            places = [(r, c) for r, c in left if (r + 1, c) in left]
            for uprights in combinations(places, 4):
                taken = set().union(*(covered("V", *spot) for spot in uprights))
                if len(taken) == 8 and taken <= left:
                    count += 15  # four small pieces on the six cells left: C(6, 4)
    assert count == LAYOUTS == get_puzzle("hakoiri-musume").space_size


def test_ranks_number_every_layout_in_text_order_and_round_trip():
    puzzle = get_puzzle("hakoiri-musume")
    texts = list(puzzle.ranker.layouts())
    assert len(texts) == len(set(texts)) == LAYOUTS and texts == sorted(texts)
    for rank in range(0, LAYOUTS, 7):
        assert puzzle.unrank(rank) == texts[rank] and puzzle.rank(texts[rank]) == rank
    assert [puzzle.parse(text) for text in texts[::97]] == texts[::97]
    with pytest.raises(ValueError):
        puzzle.unrank(LAYOUTS)


def test_rank_and_unrank_round_trip_over_the_whole_space():
    puzzle = get_puzzle("hakoiri-musume")
    assert all(puzzle.rank(puzzle.unrank(rank)) == rank for rank in range(LAYOUTS))


def test_the_whole_tray_in_figures():
    table = table_for("hakoiri-musume")
    histogram = table.histogram()
    assert len(table.distances) == LAYOUTS and table.solvable_count == REACH_THE_EXIT
    assert table.max_distance == FARTHEST and histogram[FARTHEST] == AT_FARTHEST and histogram[0] == GOALS
    assert table.farthest() == FARTHEST_LAYOUTS
    assert LAYOUTS - REACH_THE_EXIT == CUT_OFF_LAYOUTS == table.distances.count(UNREACHABLE)


def test_a_plain_bfs_back_from_every_goal_reaches_the_layouts_the_table_says():
    table = table_for("hakoiri-musume")
    texts = list(get_puzzle("hakoiri-musume").ranker.layouts())
    moves = {text: layouts_after(text) for text in texts}
    depth_of = layers_back(moves, [text for text in texts if text[13] == "D" == text[18]])
    assert len(depth_of) == REACH_THE_EXIT and max(depth_of.values()) == FARTHEST
    assert all(table.distances[rank] == depth_of.get(text, UNREACHABLE) for rank, text in enumerate(texts))


def closed_sets():
    """The layouts split into the sets moves connect, each as its list of texts (moves can be slid back)."""
    texts = list(get_puzzle("hakoiri-musume").ranker.layouts())
    placed, sets = set(), []
    for text in texts:
        if text not in placed:
            placed.add(text)
            found = [text]
            for here in found:  # grows as the set's layouts are found
                for after in layouts_after(here):
                    if after not in placed:
                        placed.add(after)
                        found.append(after)
            sets.append(found)
    return sets


def test_the_cut_off_layouts_lie_in_846_small_sets_each_proved_by_one_search():
    table = table_for("hakoiri-musume")
    cut_off = [found for found in closed_sets() if table.distance(found[0]) is None]
    assert len(cut_off) == CUT_OFF_SETS and sum(map(len, cut_off)) == CUT_OFF_LAYOUTS
    assert max(map(len, cut_off)) == LARGEST_CUT_OFF and min(map(len, cut_off)) == 2
    assert all(cut_off_layouts(found[-1]) == len(found) for found in cut_off)


@settings(max_examples=150, deadline=None)
@given(rank=st.integers(0, LAYOUTS - 1))
def test_a_layout_is_said_cut_off_exactly_when_the_table_says_the_exit_is_out_of_reach(rank):
    puzzle, table = get_puzzle("hakoiri-musume"), table_for("hakoiri-musume")
    layout = puzzle.unrank(rank)
    reason = puzzle.unreachable_reason(layout)
    assert (reason is None) == (table.distances[rank] != UNREACHABLE), layout
    if reason is not None:
        assert reason.invariant == "cut off from every goal" and reason.figures["cut_off"] == CUT_OFF_LAYOUTS
        assert 2 <= reason.figures["reachable"] <= LARGEST_CUT_OFF


def test_the_lower_bound_never_overestimates_and_is_0_only_at_the_goal():
    puzzle, table = get_puzzle("hakoiri-musume"), table_for("hakoiri-musume")
    seen = Counter()
    for rank, text in enumerate(puzzle.ranker.layouts()):
        distance = table.distances[rank]
        if distance != UNREACHABLE:
            bound = puzzle.lower_bound(text)
            assert bound <= distance, text
            assert (bound == 0) == (distance == 0), text
            seen[distance - bound] += 1
    assert seen[0] > 0 and puzzle.lower_bound(START) == 26  # tight somewhere; 26 of the start's 81
