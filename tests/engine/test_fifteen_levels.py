"""The 15-puzzle's levels for a new game (puzzles/fifteen/levels.py): each level deals positions whose exact distance,
found by a fresh oracle's own search, lies in its range; the same seed deals the same game; bad levels are refused
in one sentence; the job deals what the request does. Skipped without the pattern databases (python3 build.py)."""

import pytest

from engine_support import full_heuristic
from puzzlelab.api import Engine
from puzzlelab.puzzles import get_puzzle

RANGES = {"easy": (10, 20), "medium": (21, 35), "hard": (36, 45), "expert": (46, 80)}  # 80: the most any position takes
# Expert's seeds are ones whose exact searches take a fraction of a second here (any seed deals a position in range).
SEEDS = {"easy": (1, 2, 3), "medium": (1, 2, 3), "hard": (1, 2, 3), "expert": (0, 1, 3)}


@pytest.mark.parametrize("level, seed", [(level, seed) for level, seeds in SEEDS.items() for seed in seeds])
def test_each_level_deals_a_position_whose_exact_distance_is_in_its_range(ask, level, seed):
    full_heuristic()
    dealt = ask("random_position", puzzle="15-puzzle", level=level, seed=seed)
    least, most = RANGES[level]
    exact = Engine().oracle(get_puzzle("15-puzzle")).distance(dealt["position"])  # a fresh oracle: nothing remembered
    assert least <= exact <= most
    assert dealt["level"]["name"] == level and dealt["at_least"] <= exact
    assert dealt["distance"] == (None if level == "expert" else exact)


def test_levels_are_in_the_catalogue_as_contiguous_ranges(ask):
    entry = next(entry for entry in ask("catalog")["puzzles"] if entry["id"] == "15-puzzle")
    assert [(level["name"], level["least"], level["most"]) for level in entry["levels"]] == [
        ("easy", 10, 20), ("medium", 21, 35), ("hard", 36, 45), ("expert", 46, None)]


def test_the_same_seed_deals_the_same_game_and_its_state_is_known_at_once(ask):
    full_heuristic()
    first = ask("random_position", puzzle="15-puzzle", level="medium", seed=7)
    assert Engine().random_position("15-puzzle", level="medium", seed=7) == first
    checked = ask("check", puzzle="15-puzzle", position=first["position"])  # the deal's search is remembered
    assert checked["known"] and checked["distance"] == first["distance"]


def test_the_job_deals_what_the_request_deals(ask, run_job):
    full_heuristic()
    reports, last = run_job("random_position", budget_ms=0, puzzle="15-puzzle", level="hard", seed=5)
    assert last["ok"] and last["result"]["result"] == Engine().random_position("15-puzzle", level="hard", seed=5)
    assert all(set(report) >= {"message", "fraction"} for report in reports)


@pytest.mark.parametrize("args, sentence", [
    ({"puzzle": "15-puzzle", "level": "extreme"},
     "There is no level 'extreme': choose easy, medium, hard or expert."),
    ({"puzzle": "8-puzzle", "level": "easy"}, "8-puzzle has no levels: ask for a distance instead."),
    ({"puzzle": "15-puzzle", "level": "easy", "distance": 12}, "Ask for a level or a distance, not both."),
])
def test_a_bad_level_is_refused_in_one_sentence(refused, reply, args, sentence):
    assert refused("random_position", **args) == sentence
    started = reply("job_start", request="random_position", args=args)  # refused before the job runs
    assert not started["ok"] and started["error"] == sentence
