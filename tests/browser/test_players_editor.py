"""The position editor as a player uses it: Edit, touch cells to cycle what they hold or type the notation, read
Python's live verdict (why a position can't be reached, and the rule that proves it), Play from here (the address is
its link); a link to a position that can never reach the goal opens in the editor, saying why. One page.
"""

import pytest
from playwright.sync_api import expect

from gamepage import click_cell, expect_position, expect_status, fewest, play_move, type_address

START = "BBB......WWW"


pytestmark = pytest.mark.game_page(f"#/knight-exchange/{START}")


def editor(page):
    return page.get_by_role("region", name="Position editor")


def touch(page, cell: int) -> None:
    page.locator("#board").scroll_into_view_if_needed()
    click_cell(page, cell)


def test_touching_cells_cycles_pieces_and_python_says_why_a_count_is_wrong(game):
    game.get_by_role("button", name="Edit").click()
    panel = editor(game)
    expect(panel.get_by_role("status")).to_have_text("It can be solved: 16 moves from the goal.")
    expect(panel.get_by_label("Position")).to_have_value(START)
    touch(game, 0)  # black knight -> white knight
    expect(panel.get_by_label("Position")).to_have_value("WBB......WWW")
    expect_position(game, "WBB......WWW")
    expect(panel.get_by_role("status")).to_contain_text("needs 3 black knights, not 2")
    expect(panel.get_by_role("status")).to_contain_text("(piece count)")
    expect(panel.get_by_role("button", name="Play from here")).to_be_disabled()
    touch(game, 0)  # -> empty
    touch(game, 0)  # -> black knight again
    expect(panel.get_by_label("Position")).to_have_value(START)
    expect(panel.get_by_role("status")).to_contain_text("16 moves from the goal")
    expect(game.locator("#stat-moves")).to_have_text("Editing")  # the game beneath is neither shown nor touched


def test_a_typed_position_is_checked_and_played_from(game):
    panel = editor(game)
    box = panel.get_by_label("Position")
    box.fill(".BB..B...WWW")
    expect(panel.get_by_role("status")).to_have_text("It can be solved: 15 moves from the goal.")
    expect_position(game, ".BB..B...WWW")
    panel.get_by_role("button", name="Play from here").click()
    expect(game.get_by_role("region", name="Position editor")).to_be_hidden()
    expect_status(game, fewest(15))
    expect(game.get_by_role("button", name="Edit")).to_have_attribute("aria-expanded", "false")
    game.wait_for_function("() => location.hash === '#/knight-exchange/.BB..B...WWW'")


def test_back_to_the_game_shows_the_game_again(game):
    game.get_by_role("button", name="Edit").click()
    editor(game).get_by_label("Position").fill("BBBWWW......")
    expect(editor(game).get_by_role("status")).to_contain_text("moves from the goal")
    expect_position(game, "BBBWWW......")
    editor(game).get_by_role("button", name="Back to the game").click()
    expect_position(game, ".BB..B...WWW")
    expect_status(game, fewest(15))


def test_while_editing_the_status_speaks_of_the_position_being_set_up_never_of_the_game_beneath(game):
    type_address(game, f"#/knight-exchange/{START}")
    expect_status(game, fewest(16))
    play_move(game, "0-5")  # the game underneath: one move made
    expect_status(game, "Moves: 1")
    game.get_by_role("button", name="Edit").click()
    box = editor(game).get_by_label("Position")
    box.fill("WBB......WWW")  # a black knight too few: cut off from the goal
    expect(game.locator("#stat-optimal")).to_have_text("Can't reach the goal")
    expect(game.locator("#stat-moves")).to_have_text("Editing")
    expect(game.locator("#message")).to_contain_text("needs 3 black knights, not 2")
    expect(game.locator("#stat-clock")).to_have_text("")  # the game's time waits with the game
    box.fill(".BB..B...WWW")
    expect(game.locator("#stat-optimal")).to_have_text(fewest(15))
    expect(game.locator("#message")).to_contain_text("It can be solved: 15 moves from the goal. The editor is open")
    box.fill("WWW......BBB")  # the goal itself
    expect(game.locator("#stat-optimal")).to_have_text("The goal")
    editor(game).get_by_role("button", name="Back to the game").click()
    expect_status(game, "Moves: 1")  # the game's own figures again


def test_a_river_position_nobody_can_row_says_why(game):
    type_address(game, "#/farmer-crossing")
    expect_status(game, fewest(7))
    game.get_by_role("button", name="Edit").click()
    editor(game).get_by_label("Position").fill("FG|WC*")
    expect(editor(game).get_by_role("status")).to_contain_text("nobody there can row it")
    editor(game).get_by_role("button", name="Back to the game").click()


def test_a_link_to_an_unsolvable_position_opens_in_the_editor_with_why(game):
    type_address(game, "#/8-puzzle/21345678.")
    panel = editor(game)
    expect(panel.get_by_role("status")).to_contain_text("This position can't be solved.")
    expect(panel.get_by_role("status")).to_contain_text("(tile parity)")
    expect(panel.get_by_label("Position")).to_have_value("21345678.")
    expect(game.locator("#message")).to_contain_text("can't be played to the goal: it is open in the editor")
    expect_position(game, "21345678.")
    panel.get_by_label("Position").fill("12345678.")
    expect(panel.get_by_role("status")).to_have_text("This is the goal.")


def test_solve_waits_while_the_editor_holds_the_board_and_then_solves_the_game(game):
    type_address(game, "#/knight-exchange/BBB......WWW")
    expect_status(game, fewest(16))
    game.get_by_role("button", name="Edit").click()
    editor(game).get_by_label("Position").fill("BBBWWW......")
    expect_position(game, "BBBWWW......")
    # The board shows the draft, so Solve and Hint wait (the message says why) rather than act on the game under it.
    expect(game.get_by_role("button", name="Solve")).to_be_disabled()
    expect(game.get_by_role("button", name="Hint")).to_be_disabled()
    expect(game.locator("#message")).to_contain_text("The editor is open")
    editor(game).get_by_role("button", name="Back to the game").click()
    expect(game.get_by_role("region", name="Position editor")).to_be_hidden()
    expect(game.get_by_role("button", name="Edit")).to_have_attribute("aria-expanded", "false")
    expect_position(game, START)
    game.get_by_role("button", name="Solve").click()
    expect(game.locator("#player")).to_be_visible()
    game.get_by_role("button", name="Stop").click()
    expect_position(game, START)


def test_a_piece_picked_from_the_palette_is_placed_with_one_touch_a_cell(game):
    type_address(game, "#/8-puzzle/8672543.1")
    expect_status(game, fewest(31))
    game.get_by_role("button", name="Edit", exact=True).click()
    place_8 = editor(game).get_by_role("button", name="Place tile 8")
    place_8.click()
    expect(place_8).to_have_attribute("aria-pressed", "true")
    touch(game, 8)  # tile 8 goes to the last cell; the tile there (1) takes its old place: still a permutation
    expect(editor(game).get_by_label("Position")).to_have_value("1672543.8")
    expect_position(game, "1672543.8")
    expect(game.locator(".editor-verdict")).not_to_have_text("Checking…")
    editor(game).get_by_role("button", name="Back to the game").click()
    expect_position(game, "8672543.1")
