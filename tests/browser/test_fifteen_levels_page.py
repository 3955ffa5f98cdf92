"""The 15-puzzle's levels in the New game panel, as a person picks one: the panel offers them with their ranges, Hard
deals a game whose exact distance, said once known, lies in hard's range (checked by CPython's own search), and
Undo brings back the game left. One page for the module, on a 14-move position.
"""

import re

import pytest
from playwright.sync_api import expect

from gamepage import expect_position, expect_status, fewest, press, shown_position, wait_ready
from puzzlelab.api import Engine

ENGINE = Engine()  # test data only (CPython, databases from the checkout)
EASY = "12B3584.96A7DEFC"  # 14 moves from the goal
FIRST_SEARCH_TIMEOUT_MS = 120_000  # Pyodide booted, the databases fetched and the first search, on a loaded machine
DEAL_TIMEOUT_MS = 120_000  # a hard deal: a walk and a search of at most 45 moves, a second or so in Pyodide

pytestmark = pytest.mark.game_page(f"#/15-puzzle/{EASY}")


def test_the_panel_offers_the_levels_with_their_ranges(game):
    expect(game.locator("#stat-optimal")).to_have_text(fewest(14), timeout=FIRST_SEARCH_TIMEOUT_MS)
    wait_ready(game)
    game.get_by_role("button", name="New game…").click()
    panel = game.get_by_role("region", name="New game")
    levels = panel.get_by_role("group", name="Levels")
    expect(levels.get_by_role("button")).to_have_text(["Easy", "Medium", "Hard", "Expert"])
    expect(panel).to_contain_text("easy: 10 to 20 moves; medium: 21 to 35 moves; hard: 36 to 45 moves; "
                                  "expert: 46 moves and up")


def test_hard_deals_a_game_whose_exact_distance_is_in_its_range_and_undo_brings_the_game_back(game):
    levels = game.get_by_role("region", name="New game").get_by_role("group", name="Levels")
    levels.get_by_role("button", name="Hard", exact=True).click()
    said = re.compile(r"A new hard game, (\d+) moves from the goal \(hard: 36 to 45 moves\)\.")
    expect(game.locator("#message")).to_contain_text(said, timeout=DEAL_TIMEOUT_MS)
    distance = int(said.search(game.text_content("#message"))[1])
    assert 36 <= distance <= 45
    expect_status(game, fewest(distance))
    expect_status(game, "Moves: 0")
    assert ENGINE.solve("15-puzzle", shown_position(game))["distance"] == distance
    press(game, "Undo")
    expect_position(game, EASY)
    expect(game.locator("#message")).to_contain_text("New game undone: your game is back")
