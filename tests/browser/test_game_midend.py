"""One owner of the game (web/js/game/midend.js), as a player meets it: every new game joins the undo chain, so Undo
after Random, Hardest, a played edit or a link followed inside the page brings back the game left, moves and all;
while the editor is open, Hint and Solve never act on the game hidden under the draft; Play from here is refused, with
the reason beside it, for a position that can't reach the goal. One page, the knight exchange.
"""

import pytest
from playwright.sync_api import expect

from gamepage import expect_position, expect_status, fewest, message, play_move, shown_position, type_address

START = "BBB......WWW"

pytestmark = pytest.mark.game_page(f"#/knight-exchange/{START}")


def button(page, name):
    return page.get_by_role("button", name=name, exact=True)


def open_panel(page, name):
    tool = page.locator("#new-game" if name == "new" else f"#tool-{name}")
    if tool.get_attribute("aria-expanded") != "true":
        tool.click()


def close_panels(page):
    for tool in page.locator("#tool-buttons button[aria-expanded=true], #new-game[aria-expanded=true]").all():
        tool.click()


def start_a_game(page):
    """The knight exchange's start with two moves played; returns the position they reach."""
    close_panels(page)
    if shown_position(page) != START:
        open_panel(page, "new")
        page.get_by_role("region", name="New game").get_by_role("button", name="The puzzle's start").click()
        expect_position(page, START)
        close_panels(page)
    expect_status(page, "Moves: 0")
    play_move(page, "0-5")
    play_move(page, "2-3")
    expect_status(page, "Moves: 2")
    return shown_position(page)


def expect_the_game_back(page, position):
    button(page, "Undo").click()
    expect_position(page, position)
    expect_status(page, "Moves: 2")
    expect(page.locator("#message")).to_contain_text("New game undone: your game is back")


def edit(page, position):
    """Open the position editor and type `position` in its box."""
    open_panel(page, "edit")
    page.get_by_role("region", name="Position editor").locator("input.notation").fill(position)


# The ways to a new game inside the page, each (page) -> None.
def random_position(page):
    open_panel(page, "new")
    button(page, "Random position").click()
    expect(page.locator("#message")).to_contain_text("A new position", timeout=15_000)


def hardest_position(page):
    open_panel(page, "new")
    button(page, "Hardest").click()
    first = page.locator(".hardest-list .position-button").first
    expect(first).to_be_visible(timeout=15_000)
    hardest = first.text_content()
    first.click()
    expect_position(page, hardest)
    expect_status(page, fewest(22))


def link_followed_inside_the_page(page):
    type_address(page, "#/knight-exchange/B.B...B..WWW")
    expect_position(page, "B.B...B..WWW")


def played_edit(page):
    edit(page, "BB.B.....WWW")
    expect(page.locator(".editor-verdict")).to_contain_text("It can be solved", timeout=15_000)
    expect_position(page, "BB.B.....WWW")  # the board shows the draft
    button(page, "Play from here").click()
    expect_position(page, "BB.B.....WWW")


@pytest.mark.parametrize("new_game", [random_position, hardest_position, link_followed_inside_the_page, played_edit],
                         ids=lambda new_game: new_game.__name__)
def test_undo_after_a_new_game_brings_the_game_back_and_redo_the_new_one(game, new_game):
    played = start_a_game(game)
    new_game(game)
    expect_status(game, "Moves: 0")
    assert shown_position(game) != played
    expect_the_game_back(game, played)
    button(game, "Redo").click()  # and the new game comes again
    expect_status(game, "Moves: 0")
    expect(game.locator("#message")).to_contain_text("New game redone")


def test_play_from_here_is_refused_for_a_position_that_cannot_reach_the_goal(game):
    played = start_a_game(game)
    edit(game, "BBBB.....WWW")  # four black knights: the goal has three
    expect(game.locator(".editor-verdict")).not_to_have_text("Checking…", timeout=15_000)
    expect(button(game, "Play from here")).to_be_disabled()
    expect(game.locator("#editor-why")).to_contain_text("can't")
    button(game, "Back to the game").click()
    expect_position(game, played)  # the game is as it was
    expect_status(game, "Moves: 2")


def test_hint_and_solve_never_act_on_the_game_hidden_by_the_editor(game):
    played = start_a_game(game)
    button(game, "Hint").click()
    expect(game.locator("#message")).to_contain_text("Press Hint again to play it")
    edit(game, "BB.B.....WWW")
    expect(game.locator(".editor-verdict")).to_contain_text("It can be solved", timeout=15_000)
    expect(button(game, "Hint")).to_be_disabled()
    expect(button(game, "Solve")).to_be_disabled()
    button(game, "Back to the game").click()
    expect_position(game, played)
    expect_status(game, "Moves: 2")
    # The hint shown before the editor opened is gone: the next press shows a hint again, it plays nothing unseen.
    button(game, "Hint").click()
    expect(game.locator("#message")).to_contain_text("Press Hint again to play it")
    expect_status(game, "Moves: 2")
    assert "Moves: 2" in game.locator("#stat-moves").text_content()
    assert message(game).startswith("Hint")


def test_undo_after_switching_puzzle_brings_the_game_left_back(game):
    played = start_a_game(game)
    game.get_by_role("radio", name="Sliding").click()  # another puzzle, picked in the page
    expect(game.locator("#stat-moves")).to_have_text("Moves: 0")
    expect(button(game, "Undo")).to_be_enabled()
    button(game, "Undo").click()
    expect_position(game, played)
    expect_status(game, "Moves: 2")
    expect(game.locator("#message")).to_contain_text("Back to Knight exchange: your game as you left it")
    button(game, "Undo").click()  # and on, inside that game
    expect_status(game, "Moves: 1")
