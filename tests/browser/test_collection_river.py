"""River crossings on the game page: figures board the boat by clicking them on the canvas, Cross sends the load;
the engine's refusals are shown in its words; hints, solving to the end and permalinks.
"""

import pytest
from playwright.sync_api import expect

from collectionpage import click_named, goto, optimal, press, solve_to_the_end
from gamepage import cell_names, expect_status, open_game, wait_ready


@pytest.fixture(scope="module")
def game(site_url, new_page):
    page, _errors = open_game(new_page, site_url, "#/farmer-crossing")
    wait_ready(page)
    yield page
    page.context.close()


def test_farmer_wolf_and_farmer_refused_with_the_reason(game):
    goto(game, "#/farmer-crossing/FWGC*|")
    assert optimal(game) == "Optimal: 7"
    click_named(game, "the wolf")
    click_named(game, "the farmer")
    expect(game.locator("#message")).to_contain_text("In the boat: the wolf and the farmer")
    assert "in the boat" in cell_names(game)[0]
    press(game, "Cross the river")
    expect(game.locator("#message")).to_contain_text("the goat would eat the cabbage on the left bank")
    expect_status(game, "Moves: 0")
    # The load stays in the boat: swap the wolf for the goat and cross.
    click_named(game, "the wolf")
    click_named(game, "the goat")
    click_named(game, "the boat, at")
    expect_status(game, "Moves: 1")
    expect_status(game, "Optimal: 6")
    expect(game.locator("#message")).to_contain_text("Optimal move")
    assert game.evaluate("decodeURIComponent(location.hash)") == "#/farmer-crossing/WC|FG*"


def test_only_the_farmer_rows_and_far_bank_figures_cannot_board(game):
    goto(game, "#/farmer-crossing/WC|FG*")
    click_named(game, "the wolf")
    expect(game.locator("#message")).to_contain_text("on the far bank")
    click_named(game, "the goat")
    press(game, "Cross the river")
    expect(game.locator("#message")).to_contain_text("only the farmer can row")


def test_farmer_hint_and_solve(game):
    goto(game, "#/farmer-crossing/FWGC*|")
    press(game, "Hint")
    expect(game.locator("#message")).to_contain_text("Hint: the farmer and the goat cross to the right bank")
    press(game, "Hint")
    expect_status(game, "Moves: 1")
    press(game, "Restart")
    solve_to_the_end(game, 7)


def test_jealous_husbands_refusal_and_solve_to_the_right_bank(game):
    goto(game, "#/jealous-husbands/AaBbCc*|")
    assert optimal(game) == "Optimal: 11"
    click_named(game, "husband A")
    click_named(game, "wife b")
    click_named(game, "the boat, at")
    expect(game.locator("#message")).to_contain_text("wife b would be with husband A without her husband B")
    click_named(game, "husband A")  # steps off again
    click_named(game, "wife b")
    expect(game.locator("#message")).to_contain_text("stepped off")
    solve_to_the_end(game, 11)
    assert game.evaluate("decodeURIComponent(location.hash)") == "#/jealous-husbands/|AaBbCc*"
    assert all("right bank" in name for name in cell_names(game)[:6])


def test_missionaries_open_and_cross(game):
    goto(game, "#/missionaries/MMMCCC*|")
    assert optimal(game) == "Optimal: 11"
    click_named(game, "a missionary, on the left")
    click_named(game, "a missionary, on the left")
    press(game, "Cross the river")
    expect(game.locator("#message")).to_contain_text("the cannibals would outnumber the missionaries on the left bank")
