"""Permalinks: #/<puzzle>/<position> opens that position (a frog position implies its size), the address follows
the player's moves, and a broken address says what is wrong and falls back to the puzzle's start, losing nothing.
The module's page is opened at a link; the broken ones are typed into the address bar (hashchange).
"""

import pytest
from playwright.sync_api import expect

from gamepage import (CATALOG, cell_names, expect_position, expect_status, fewest, play_move, status, type_address,
                      wait_ready)

LINKED = "#/frog-jump/BB.WW"


pytestmark = pytest.mark.game_page(LINKED, ready=False)


def expect_fallback(page, puzzle_id: str, *words: str) -> None:
    start = CATALOG[puzzle_id]["start"]
    expect_position(page, start)
    for word in words:
        expect(page.locator("#message")).to_contain_text(word)
    expect_status(page, "Moves: 0")
    page.wait_for_function("(start) => location.hash.endsWith('/' + start)", arg=start)


def test_a_frog_link_opens_its_position_and_implies_the_size(game):
    expect_position(game, "BB.WW")  # painted from the link before the solver is ready
    wait_ready(game)
    expect_status(game, fewest(8))
    expect(game.get_by_label("Frogs a side")).to_have_value("2")
    expect(game.get_by_role("radio", name="Line puzzles")).to_have_attribute("aria-checked", "true")
    assert cell_names(game)[2] == "pad 3, empty pad"
    assert game.evaluate("location.hash") == LINKED


def test_the_address_follows_the_players_moves(game):
    type_address(game, "#/knight-exchange/BBB......WWW")
    expect_position(game, "BBB......WWW")
    wait_ready(game)
    play_move(game, "0-5")
    assert game.evaluate("location.hash") == "#/knight-exchange/.BB..B...WWW"
    expect(game.locator("#permalink")).to_have_attribute("href", "#/knight-exchange/.BB..B...WWW")
    game.get_by_role("button", name="Undo").click()
    expect_status(game, "Moves: 0")
    assert game.evaluate("location.hash") == "#/knight-exchange/BBB......WWW"


def test_an_edited_address_opens_that_position(game):
    type_address(game, "#/8-puzzle/1234567.8")
    expect_position(game, "1234567.8")
    expect_status(game, fewest(1))
    type_address(game, "#/8-puzzle/12345607")  # 8 characters: malformed
    expect_fallback(game, "8-puzzle", "can't be opened", "9 characters")
    type_address(game, "#/8-puzzle/123456708")  # "0" is accepted for the blank; the address shows "."
    expect_position(game, "1234567.8")
    page_hash = game.evaluate("location.hash")
    assert page_hash == "#/8-puzzle/1234567.8"


def test_an_edited_address_wins_over_a_reply_that_rewrites_the_address(game):
    # A person edits the address while an engine reply is on its way; the reply makes the page write the position on
    # show into the address (replaceState) before the hashchange is handled. The edited link must still open.
    type_address(game, "#/8-puzzle/1234567.8")
    expect_status(game, fewest(1))
    game.evaluate("""() => {
        location.hash = "#/knight-exchange/BBB......WWW";
        history.replaceState(history.state, "", "#/8-puzzle/1234567.8");
    }""")
    expect_position(game, "BBB......WWW")
    expect_status(game, fewest(16))
    assert game.evaluate("location.hash") == "#/knight-exchange/BBB......WWW"


def test_bad_characters_fall_back_to_the_start(game):
    type_address(game, "#/knight-exchange/BBX......WWW")
    expect_fallback(game, "knight-exchange", "can't be opened", "unknown character 'X'", "Showing the start instead")


def test_an_unsolvable_8_puzzle_opens_in_the_editor_with_why(game):
    type_address(game, "#/8-puzzle/21345678.")
    expect(game.get_by_role("region", name="Position editor")).to_contain_text("(tile parity)")
    expect(game.locator("#message")).to_contain_text("can't be played to the goal")
    expect(game.locator("#stat-optimal")).to_have_text("Can't reach the goal")  # the status speaks of the editor's
    game.get_by_role("button", name="Back to the game").click()
    expect_fallback(game, "8-puzzle")


def test_an_unknown_puzzle_is_named_and_the_current_puzzle_restarts(game):
    type_address(game, "#/knight-exchange/BBB......WWW")
    expect_position(game, "BBB......WWW")
    type_address(game, "#/rubiks-cube/RRRR")
    expect_fallback(game, "knight-exchange", 'Unknown puzzle "rubiks-cube"', "8-puzzle")


def test_wrong_frog_counts_fall_back_to_the_start(game):
    type_address(game, "#/frog-jump/BBB.WW.")
    expect_fallback(game, "frog-jump", "needs 3 white frogs, not 2")
    expect(game.get_by_label("Frogs a side")).to_have_value("3")
    type_address(game, "#/frog-jump/BB.W.W")
    expect_fallback(game, "frog-jump", "odd length")


def test_an_address_that_is_no_puzzle_link_is_explained(game):
    type_address(game, "#/frog-jump/B.BWW")  # a valid link first: its puzzle is the one to fall back to
    expect_position(game, "B.BWW")
    type_address(game, "#not-a-link")
    expect(game.locator("#message")).to_contain_text('"#not-a-link" is not a puzzle link')
    expect_position(game, "BB.WW")
    assert "Moves: 0" in status(game)


def test_a_link_with_a_size_and_no_position_opens_that_sizes_start(game):
    type_address(game, "#/frog-jump/8/")
    expect_position(game, "BBBBBBBB.WWWWWWWW")
    expect_status(game, fewest(80))
    expect(game.locator("#message")).not_to_contain_text("can't be opened")
