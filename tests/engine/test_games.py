"""The requests around a game, through Engine.handle: `check` (the editor), `random_position` and `hardest` (new
games), `table` as the histogram, `review` (a played game), and the catalogue's palettes. Known answers as data,
properties with hypothesis."""

import random

import pytest
from hypothesis import given, settings, strategies as st

from engine_support import ONE_ENGINE, reachable_positions, table_for
from puzzlelab.api import tabled_puzzles
from puzzlelab.puzzles import get_puzzle
from puzzlelab.words import message, sentence

CHECK_KEYS = {"puzzle", "size", "valid", "position", "view", "reason", "invariant", "figures", "distance", "known",
              "exact", "solved", "from_start", "summary", "solvable", "reason_words", "invariant_words",
              "summary_words"}


# --- check ---------------------------------------------------------------------------------------------------
VALID = [  # puzzle, size, position, distance, from_start
    ("8-puzzle", None, "8672543.1", 31, True),
    ("8-puzzle", None, "123456708", 1, True),  # 0 read as the blank
    ("knight-exchange", None, "BBB......WWW", 16, True),
    ("guarini", None, "W.W...B.B", 16, True),
    ("frog-jump", 3, "BBB.WWW", 15, True),
    ("frog-jump", 3, "WWW.BBB", 0, True),
    ("farmer-crossing", None, "FWGC*|", 7, True),
    ("number-reversal", None, "123456.", 25, True),
    ("knight-domination", 5, ".........................", 5, True),
    ("uncrossed-knight", 5, "", 10, True),
]


@pytest.mark.parametrize("name,size,position,distance,from_start", VALID)
def test_check_accepts_playable_positions_with_their_distance(ask, name, size, position, distance, from_start):
    args = {"puzzle": name, "position": position} | ({} if size is None else {"size": size})
    reply = ask("check", search=True, **args)  # the oracle built and asked, as the command line does
    assert set(reply) == CHECK_KEYS
    assert reply["valid"] and reply["reason"] is None and reply["invariant"] is None
    assert reply["distance"] == distance and reply["from_start"] is from_start
    assert reply["solved"] == (distance == 0)


INVALID = [  # puzzle, size, text, invariant, position as the engine writes it (None: does not parse)
    ("8-puzzle", None, "21345678.", "tile parity", "21345678."),
    ("8-puzzle", None, "1234567.9", "notation", None),
    ("knight-exchange", None, "BB.......WWW", "piece count", None),
    ("guarini", None, "W.W.B...B", "the squares a knight can reach", "W.W.B...B"),
    ("guarini", None, "W.B...B.W", "the order of knights on a ring", "W.B...B.W"),
    ("farmer-crossing", None, "WG|FC*", "safety rule", "WG|FC*"),
    ("farmer-crossing", None, "FWGC", "notation", None),
    ("frog-jump", 3, "W.BBWBW", "no move left", "W.BBWBW"),
    ("frog-jump", None, "BBWW.BW", "blocked frogs", "BBWW.BW"),
    ("frog-jump", None, "BBWWBW", "notation", None),  # no frog-jump size has 6 pads
    ("oshidori", None, "BWBWBW.BW.", "the empty pair", None),
    ("uncrossed-knight", 5, "0-7-14-3-10", "the path's rules", None),
]


@pytest.mark.parametrize("name,size,text,invariant,position", INVALID)
def test_check_explains_what_cannot_reach_the_goal(ask, name, size, text, invariant, position):
    args = {"puzzle": name, "position": text} | ({} if size is None else {"size": size})
    reply = ask("check", **args)
    assert set(reply) == CHECK_KEYS
    assert not reply["valid"] and reply["invariant"] == invariant and reply["position"] == position
    assert reply["reason"][0].isupper() and reply["reason"].endswith(".") and reply["distance"] is None


def test_check_gives_a_malformed_text_its_parse_error(ask):
    reply = ask("check", puzzle="frog-jump", position="BBWWBW")
    assert reply["reason"] == "A frog jump position has an odd length from 3 to 17 characters, not 6."
    assert ask("check", puzzle="8-puzzle", position="12345678")["reason"] == (
        "An 8-puzzle position has 9 characters, not 8.")


def test_check_says_whether_a_frog_dead_end_comes_up_in_play(ask):
    reachable = ask("check", puzzle="frog-jump", position="W.BBWBW")
    assert reachable["from_start"] is True and "can come up in play from the start" in reachable["reason"]
    never = ask("check", puzzle="frog-jump", position="W.BBWWB")
    assert never["invariant"] == "no move left" and never["from_start"] is False
    assert "never comes up in play from the start" in never["reason"]
    # Solvable yet not reachable from the start (frogs never move backwards): valid, from_start False.
    off = ask("check", puzzle="frog-jump", position=".BWBWWB", search=True)
    assert off["valid"] and off["distance"] is not None and off["from_start"] is False


def test_check_of_the_domination_and_path_boards(ask):
    attacking = ask("check", puzzle="knight-domination", size=5, position="N" * 25, search=True)
    assert attacking["valid"] and "attack each other" in attacking["summary"]
    growing = ask("check", puzzle="uncrossed-knight", size=3, position="0-5", search=True)
    assert growing["valid"] and growing["distance"] == 1  # 0-5-6: the longest 3x3 path has 2 moves
    ended = ask("check", puzzle="uncrossed-knight", size=4, position="14-5-3-10", search=True)
    assert not ended["valid"] and ended["invariant"] == "no move left" and ended["from_start"]
    assert "ends at 3 moves" in ended["summary"]


def test_check_refuses_unknown_puzzles_and_sizes(refused):
    assert "unknown puzzle" in refused("check", puzzle="chess", position="x")
    assert "sizes" in refused("check", puzzle="frog-jump", position="B.W", size=12)


@settings(ONE_ENGINE, max_examples=40, deadline=None)
@given(data=st.data())
def test_check_agrees_with_the_table_on_reachable_positions(engine, data):
    name, size = data.draw(st.sampled_from([("knight-exchange", None), ("8-puzzle", None), ("guarini", None),
                                            ("frog-jump", 3), ("jealous-husbands", None)]))
    puzzle = get_puzzle(name, size)
    position = data.draw(reachable_positions(puzzle, max_steps=40))
    reply = engine.check(name, puzzle.format(position), size, search=True)
    distance = table_for(name, size).distance(position)
    assert reply["distance"] == distance and reply["valid"] == (distance is not None) and reply["from_start"]


# --- new games: random_position, hardest, table --------------------------------------------------------------
HARDEST = [  # puzzle, size, farthest distance, how many, the positions (all of them)
    ("knight-exchange", None, 22, 3, ["..BBW..BWW..", "B...WBWB...W", "B.B.W..B.W.W"]),
    ("8-puzzle", None, 31, 2, ["64785.321", "8672543.1"]),
    ("number-reversal", None, 25, 1, ["123456."]),
    ("frog-jump", 3, 15, 1, ["BBB.WWW"]),
]


@pytest.mark.parametrize("name,size,distance,count,positions", HARDEST)
def test_hardest_lists_the_farthest_positions(ask, name, size, distance, count, positions):
    args = {"puzzle": name} | ({} if size is None else {"size": size})
    reply = ask("hardest", **args)
    # each position's view beside it (one character a cell on these boards: the text itself)
    assert reply == {"puzzle": name, "size": size, "distance": distance, "count": count, "positions": positions,
                     "views": positions}
    assert ask("hardest", limit=1, **args)["positions"] == positions[:1]


def test_hardest_is_for_tabled_puzzles(refused):
    assert "no distance table" in refused("hardest", puzzle="knight-domination")
    assert "limit" in refused("hardest", puzzle="8-puzzle", limit=0)


@pytest.mark.parametrize("name,distance,count", [("knight-exchange", 22, 3), ("8-puzzle", 31, 2),
                                                 ("8-puzzle", 1, 2), ("8-puzzle", 0, 1), ("guarini", 16, 9)])
def test_a_new_game_at_an_exact_distance_says_how_many_there_are(ask, name, distance, count):
    reply = ask("random_position", puzzle=name, distance=distance, seed=11)
    assert reply["distance"] == distance and reply["count"] == count
    assert table_for(name).distance(get_puzzle(name).parse(reply["position"])) == distance
    assert reply["max_distance"] == table_for(name).max_distance and reply["seed"] == 11


def test_a_new_game_without_a_distance_is_drawn_among_the_positions_that_can_reach_the_goal_but_the_goal(ask):
    reply = ask("random_position", puzzle="8-puzzle", seed=3)
    assert reply["count"] == 181440 and reply["distance"] > 0  # all that can reach the goal; never the goal itself
    frogs = ask("random_position", puzzle="frog-jump", size=8, seed=3)
    assert frogs["count"] == 5093 and frogs["distance"] > 0 and frogs["size"] == 8
    assert ask("random_position", puzzle="8-puzzle", seed=3) == reply  # the seed decides
    unseeded = ask("random_position", puzzle="guarini")
    assert ask("random_position", puzzle="guarini", seed=unseeded["seed"]) == unseeded


def test_new_games_refused_say_what_there_is(refused):
    assert "0 to 31 moves" in refused("random_position", puzzle="8-puzzle", distance=32)
    assert "empty board" in refused("random_position", puzzle="knight-domination")
    assert "empty board" in refused("random_position", puzzle="uncrossed-knight", size=5)
    assert "whole number" in refused("random_position", puzzle="8-puzzle", distance="3")


def test_random_ranks_are_uniform_at_a_distance():
    table = table_for("knight-exchange")
    rng = random.Random(5)
    drawn = [table.sample_rank(rng, 22) for _ in range(900)]
    assert sorted(set(drawn)) == list(table.ranks_at(22))
    assert all(200 < drawn.count(rank) < 400 for rank in set(drawn))  # 300 expected each
    everywhere = [table.sample_rank(rng) for _ in range(300)]
    assert all(table.distances[rank] != 255 for rank in everywhere)


@settings(ONE_ENGINE, max_examples=30, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1), data=st.data())
def test_random_positions_lie_at_the_distance_asked(engine, seed, data):
    name, size = data.draw(st.sampled_from([("guarini", None), ("frog-jump", 4), ("missionaries", None)]))
    table = table_for(name, size)
    distance = data.draw(st.sampled_from([None] + [d for d, n in enumerate(table.histogram()) if n]))
    reply = engine.random_position(name, size, distance, seed)
    found = table.distance(get_puzzle(name, size).parse(reply["position"]))
    assert found is not None and (distance is None or found == distance) and reply["distance"] == found


TABLED = [pytest.param(game.name, game.size, id=f"{game.name}-{game.size}" if game.size else game.name)
          for game in tabled_puzzles()]


@pytest.mark.parametrize("name,size", TABLED)
def test_a_random_new_game_is_never_the_goal_and_can_reach_it(engine, name, size):
    """Before, the farmer's crossing dealt its goal about 1 time in 10, missionaries 1 in 16, jealous husbands 1 in
    40: 300 deals of each."""
    table = table_for(name, size)
    puzzle = table.puzzle
    for seed in range(300):
        position = puzzle.parse(engine.random_position(name, size, seed=seed)["position"])
        assert not puzzle.is_goal(position) and table.distance(position) is not None and table.distance(position) > 0


class ScriptedRandom(random.Random):
    """A random.Random whose first randrange answers are given: a draw that lands on a chosen rank."""

    def __init__(self, first: list[int]):
        super().__init__(0)
        self.first = list(first)

    def randrange(self, *args):
        return self.first.pop(0) if self.first else super().randrange(*args)


def test_a_draw_that_lands_on_the_goal_is_drawn_again():
    table = table_for("farmer-crossing")
    goal = table.puzzle.rank(table.puzzle.goals()[0])
    rank = table.sample_rank(ScriptedRandom([goal, goal]))
    assert rank != goal and table.distances[rank] not in (0, 255)
    assert table.sample_rank(random.Random(1), 0) == goal  # the goal is dealt when asked for by its distance, 0


def test_a_searched_puzzles_random_position_that_is_the_goal_is_drawn_again(ask, monkeypatch):
    puzzle = get_puzzle("15-puzzle")
    dealt = iter([puzzle.GOAL, puzzle.GOAL, "123456789ABCDE.F"])
    monkeypatch.setattr(type(puzzle), "random_position", lambda self, rng: next(dealt))
    assert ask("random_position", puzzle="15-puzzle", seed=1)["position"] == "123456789ABCDE.F"


def test_the_catalogue_says_which_puzzles_deal_random_games_and_why_not(ask, reply):
    for entry in ask("catalog")["puzzles"]:
        offered, reason = entry["random"]["offered"], entry["random"]["reason"]
        assert offered == (reason is None), entry["id"]
        assert reply("random_position", puzzle=entry["id"], seed=1)["ok"] == offered, entry["id"]
        assert reason is None or (reason.isidentifier() and reason.islower()), reason  # a code, not a sentence
    by_id = {entry["id"]: entry["random"] for entry in ask("catalog")["puzzles"]}
    assert by_id["knight-domination"] == {"offered": False, "reason": "any_placement"}
    assert by_id["uncrossed-knight"] == {"offered": False, "reason": "path_from_empty"}


def test_the_histogram_is_the_table_request(ask):
    reply = ask("table", puzzle="knight-exchange")
    assert reply["histogram"][22] == 3 and reply["max_distance"] == 22 and reply["positions"] == 18480
    assert sum(ask("table", puzzle="8-puzzle")["histogram"]) == 181440


# --- review --------------------------------------------------------------------------------------------------
def test_review_gives_each_move_its_verdict_and_distances(ask):
    reply = ask("review", puzzle="8-puzzle", start="1234567.8", moves=["8-7", "7-8", "8-7"])
    assert [step["verdict"] for step in reply["moves"]] == ["optimal", "wasted", "optimal"]
    assert [(s["distance_before"], s["distance_after"]) for s in reply["moves"]] == [(1, 0), (0, 1), (1, 0)]
    assert reply["moves"][0]["label"] == "tile 8 left" and reply["moves"][0]["position"] == "12345678."
    assert reply["solved"] and reply["illegal"] is None and reply["position"] == "12345678."
    assert reply["verdicts"] == {"optimal": 2, "wasted": 1} and reply["start_distance"] == 1


def test_review_stops_at_the_first_illegal_move(ask):
    reply = ask("review", puzzle="knight-exchange", start="BBB......WWW", moves=["0-5", "3-8", "11-4"])
    assert len(reply["moves"]) == 1 and reply["position"] == ".BB..B...WWW"
    assert reply["illegal"] == {"index": 1, "move": "3-8", "reason": "There is no knight on a3.",
                                "reason_words": sentence(message("refused.knights.no_knight", square="a3"))}
    garbled = ask("review", puzzle="frog-jump", start="BBB.WWW", moves=["2-3", "x"])
    assert garbled["illegal"]["index"] == 1 and "from-to" in garbled["illegal"]["reason"]


def test_review_of_a_frog_dead_end_and_a_river_crossing(ask):
    frogs = ask("review", puzzle="frog-jump", start="BB.WW", moves=["1-2", "0-1"])
    assert [s["verdict"] for s in frogs["moves"]] == ["optimal", "dead-end"] and not frogs["solved"]
    river = ask("review", puzzle="farmer-crossing", start="FWGC*|",
                moves=["FG", "F", "FW", "FG", "FC", "F", "FG"])
    assert river["solved"] and set(river["verdicts"]) == {"optimal"} and river["start_distance"] == 7


@settings(ONE_ENGINE, max_examples=30, deadline=None)
@given(data=st.data())
def test_review_agrees_with_play_move_by_move(engine, data):
    name = data.draw(st.sampled_from(["knight-exchange", "guarini", "8-puzzle", "oshidori"]))
    puzzle = get_puzzle(name)
    position, moves = puzzle.start(), []
    for _ in range(data.draw(st.integers(0, 12))):
        options = list(puzzle.successors(position))
        move, position = options[data.draw(st.integers(0, len(options) - 1))]
        moves.append(puzzle.format_move(move))
    reply = engine.review(name, puzzle.format(puzzle.start()), moves)
    here = puzzle.format(puzzle.start())
    for step in reply["moves"]:
        played = engine.play(name, here, step["move"])
        assert played["verdict"] == step["verdict"] and played["state"]["distance"] == step["distance_after"]
        here = played["state"]["position"]
    assert here == reply["position"] == puzzle.format(position) and reply["illegal"] is None


# --- the editor's palette ------------------------------------------------------------------------------------
def test_the_catalogue_gives_each_puzzle_an_editor_palette(ask):
    by_id = {entry["id"]: entry for entry in ask("catalog")["puzzles"]}
    knights = by_id["knight-exchange"]["palette"]
    assert knights == {"kind": "cells", "counts": {"B": 3, ".": 6, "W": 3}, "pieces": [
        {"char": "B", "name": "black knight"}, {"char": "W", "name": "white knight"}, {"char": ".", "name": "empty"}]}
    assert by_id["8-puzzle"]["palette"]["counts"] == {str(t): 1 for t in range(1, 9)} | {".": 1}
    assert by_id["frog-jump"]["size_info"]["by_size"]["5"]["palette"]["counts"] == {"B": 5, ".": 1, "W": 5}
    assert by_id["knight-domination"]["palette"]["counts"] is None
    assert by_id["farmer-crossing"]["palette"] == {"kind": "banks", "order": "FWGC", "names": {
        "F": "the farmer", "W": "the wolf", "G": "the goat", "C": "the cabbage"}}
    assert by_id["uncrossed-knight"]["palette"] == {"kind": "path"}
    for entry in by_id.values():
        palette = entry["palette"]
        if palette["kind"] == "cells":
            assert {piece["char"] for piece in palette["pieces"]} >= set(entry["start"])
