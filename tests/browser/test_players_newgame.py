"""New positions as a player asks for them: a link "#/<puzzle>/distance/<d>" opens a position exactly that far from
the goal (the address then shows it); the New game panel picks one at random or at a chosen distance, says how
many there are, and lists the hardest to open. One page for the module (the knight exchange, farthest 22 moves).
"""

import re

import pytest
from playwright.sync_api import expect

from gamepage import expect_status, fewest, hardest_list, open_hardest, type_address


pytestmark = pytest.mark.game_page("#/knight-exchange/distance/5")


def test_a_distance_link_opens_a_position_that_far_and_the_address_shows_it(game):
    expect(game.locator("#message")).to_contain_text(
        "A new position 5 moves from the goal, one of 656 positions at exactly that distance."
    )
    expect_status(game, fewest(5))
    expect_status(game, "Moves: 0")
    assert re.fullmatch(r"#/knight-exchange/[BW.]{12}", game.evaluate("location.hash"))


def test_the_panel_says_how_many_are_at_a_distance_and_opens_one(game):
    game.get_by_role("button", name="New game…").click()
    panel = game.get_by_role("region", name="New game")
    distance = panel.get_by_label("Moves from the goal")
    expect(distance).to_have_value("11")
    expect(panel).to_contain_text("1,918 positions are exactly 11 moves from the goal (farthest: 22).")
    distance.fill("22")
    expect(panel).to_contain_text("3 positions are exactly 22 moves from the goal")
    panel.get_by_role("button", name="At this distance").click()
    expect_status(game, fewest(22))
    expect(game.locator("#message")).to_contain_text("one of 3 positions at exactly that distance")
    distance.fill("23")
    panel.get_by_role("button", name="At this distance").click()
    expect(panel).to_contain_text("Choose a distance from 1 to 22.")


def test_random_picks_among_every_position_that_can_reach_the_goal(game):
    panel = game.get_by_role("region", name="New game")
    panel.get_by_role("button", name="Random position").click()
    expect(game.locator("#message")).to_contain_text("picked among all 18,480 positions that can reach the goal")
    expect(game.get_by_role("button", name="Hint")).to_be_enabled()


def test_hardest_lists_the_farthest_positions_to_open(game):
    _hardest, buttons = hardest_list(game, 3, 22)
    position = open_hardest(game, buttons.nth(1), 22)
    assert game.evaluate("location.hash") == "#/knight-exchange/" + position


def test_a_puzzle_without_a_table_says_what_it_offers_instead(game):
    type_address(game, "#/knight-domination")
    expect(game.get_by_role("radio", name="Knight placements")).to_have_attribute("aria-checked", "true")
    panel = game.get_by_role("region", name="New game")
    expect(panel).to_contain_text("This puzzle has no table of every position")
    expect(panel.get_by_role("button", name="Hardest")).to_be_disabled()
    random = panel.get_by_role("button", name="Random position")
    expect(random).to_be_disabled()  # off, with the reason beside it (the catalogue says this puzzle deals none)
    expect(random).to_have_accessible_description(re.compile("No random position here: every placement of knights"))
    expect(panel.locator("#new-random-why")).to_be_visible()
    type_address(game, "#/uncrossed-knight/6")
    expect(random).to_be_disabled()
    expect(panel.locator("#new-random-why")).to_contain_text("the path is built square by square")
    type_address(game, "#/knight-domination")
    game.get_by_role("button", name="Distances").click()
    expect(game.get_by_role("region", name="Distances")).to_contain_text(
        "No histogram here: this puzzle has no table of every position"
    )
