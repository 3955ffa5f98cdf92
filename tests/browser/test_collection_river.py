"""River crossings on the game page: figures board the boat by clicking them on the canvas, the boat (or the finish
button) sends them across;
the engine's refusals are shown in its words; hints, solving to the end and permalinks.
"""

import pytest
from playwright.sync_api import expect

from collectionpage import click_named, hint_played, optimal, solve_to_the_end, tap
from gamepage import cell_names, expect_status, fewest, goto, press


pytestmark = pytest.mark.game_page("#/farmer-crossing")


def test_farmer_wolf_refused_with_the_reason_then_a_crossing_by_the_boat(game):
    goto(game, "#/farmer-crossing/FWGC*|")
    assert optimal(game) == fewest(7)
    click_named(game, "the wolf")  # the wolf can only go with the farmer, and then the goat eats the cabbage
    expect(game.locator("#message")).to_contain_text("the goat would eat the cabbage on the left bank")
    assert "selected" not in " ".join(cell_names(game))
    expect_status(game, "Moves: 0")
    click_named(game, "the goat")
    # the goat can't row: the farmer is highlighted to go along (figures and a boat here, no squares)
    expect(game.locator("#message")).to_have_text("Picked: the goat. Add the highlighted figure, then touch the boat.")
    assert "selected" in cell_names(game)[2]
    click_named(game, "the boat, at")  # the goat cannot row
    expect(game.locator("#message")).to_contain_text("only the farmer can row")
    expect_status(game, "Moves: 0")
    click_named(game, "the farmer")  # the goat stays picked: farmer and goat, then the boat
    click_named(game, "the boat, at")
    expect_status(game, "Moves: 1")
    expect_status(game, fewest(6))
    expect(game.locator("#message")).to_contain_text("Optimal move")
    assert game.evaluate("location.hash") == "#/farmer-crossing/WC|FG*"  # "|" reads as itself, not %7C
    expect(game.locator("#permalink")).to_have_text("#/farmer-crossing/WC|FG*")


def test_the_finish_button_sends_the_crew_picked(game):
    goto(game, "#/farmer-crossing/WC|FG*")
    finish = game.locator("#finish")
    expect(finish).to_be_hidden()
    click_named(game, "the farmer")
    expect(game.locator("#message")).to_have_text(
        "Picked: the farmer. Touch the boat to cross, or add the highlighted figure.")
    expect(finish).to_have_text("The farmer crosses to the left bank")
    finish.click()
    expect_status(game, "Moves: 1")
    expect(finish).to_be_hidden()
    assert game.evaluate("location.hash") == "#/farmer-crossing/FWC*|G"


def test_only_the_farmer_rows_and_far_bank_figures_cannot_board(game):
    goto(game, "#/farmer-crossing/WC|FG*")
    click_named(game, "the wolf")
    expect(game.locator("#message")).to_contain_text("on the far bank")
    click_named(game, "the goat")
    click_named(game, "the boat, at")
    expect(game.locator("#message")).to_contain_text("only the farmer can row")


def test_farmer_hint_and_solve(game):
    goto(game, "#/farmer-crossing/FWGC*|")
    hint_played(game, "Hint: the farmer and the goat cross to the right bank")
    press(game, "Restart")
    solve_to_the_end(game, 7)


def test_jealous_husbands_refusal_and_solve_to_the_right_bank(game):
    goto(game, "#/jealous-husbands/AaBbCc*|")
    assert optimal(game) == fewest(11)
    click_named(game, "husband A")
    click_named(game, "wife b")  # with husband A: refused, and husband A stays picked
    expect(game.locator("#message")).to_contain_text("wife b would be with husband A without her husband B")
    assert "selected" in cell_names(game)[0] and "selected" not in cell_names(game)[3]
    click_named(game, "husband A")  # steps off again
    assert "selected" not in " ".join(cell_names(game))
    click_named(game, "wife b")
    expect(game.locator("#message")).to_contain_text("Picked: wife b")
    solve_to_the_end(game, 11)
    assert game.evaluate("decodeURIComponent(location.hash)") == "#/jealous-husbands/|AaBbCc*"
    assert all("right bank" in name for name in cell_names(game)[:6])


def test_missionaries_open_and_cross(game):
    goto(game, "#/missionaries/MMMCCC*|")
    assert optimal(game) == fewest(11)
    names = cell_names(game)
    missionaries = [index for index, name in enumerate(names) if name.startswith("a missionary, on the left")]
    tap(game, missionaries[0])
    tap(game, missionaries[1])
    expect(game.locator("#message")).to_contain_text("the cannibals would outnumber the missionaries on the left bank")
    expect_status(game, "Moves: 0")
