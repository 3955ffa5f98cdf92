"""Warnings say what happens next: a tap that makes no move, a link to a position that can't be played, the editor
refusing a position, Hint and Solve where nothing is left and on a solved game, and the solver crashing each say what
the player can do now or what the page does (more faults: test_engine_faults.py). One page, clicking as a player does.
"""

import pytest
from playwright.sync_api import expect

from gamepage import BOOT_TIMEOUT_MS, STEP_TIMEOUT_MS, click_cell, expect_status, goto, longest, press, type_address

pytestmark = pytest.mark.game_page("#/8-puzzle/8672543.1")


def message(page):
    return page.locator("#message")


def test_a_tap_that_makes_no_move_says_nothing_moved(game):
    goto(game, "#/8-puzzle/8672543.1")  # the blank at cell 7: the 8 at cell 0 cannot slide
    click_cell(game, 0)
    expect(message(game)).to_contain_text("Nothing moved.")
    expect_status(game, "Moves: 0")


def test_a_link_that_cannot_be_played_says_where_it_is_and_what_to_do(game):
    type_address(game, "#/8-puzzle/21345678.")
    expect(message(game)).to_contain_text("can't be played to the goal: it is open in the editor, which says why")
    panel = game.get_by_role("region", name="Position editor")
    expect(panel.get_by_role("status")).to_contain_text("(tile parity)")
    expect(game.locator("#editor-why")).to_have_text(
        "This position can't reach the goal, so it can't be played: change it, or go Back to the game.")
    expect(game.get_by_role("button", name="Play from here")).to_be_disabled()
    panel.get_by_label("Position").fill("12x")  # the editor refuses text it can't read, and says what to do
    expect(game.locator("#editor-why")).to_have_text("The position can't be read: change it, or go Back to the game.")
    panel.get_by_role("button", name="Back to the game").click()
    expect(panel).to_be_hidden()


def test_hint_and_solve_on_a_finished_or_stuck_game_say_what_to_do(game):
    goto(game, "#/8-puzzle/12345678.")
    press(game, "Hint")
    expect(message(game)).to_contain_text("Already solved: no hint needed. Undo, Restart or New game… to play on.")
    press(game, "Solve")
    expect(message(game)).to_contain_text("Already solved: nothing to solve. Undo, Restart or New game… to play on.")
    click_cell(game, 7)  # a tile beside the blank: the game is over, and the page says how to play on
    expect(message(game)).to_contain_text("Already solved: Undo, Restart or New game… to play on.")
    goto(game, "#/uncrossed-knight/5/")
    expect_status(game, longest(10))
    for moves, cell in enumerate([0, 7, 14, 3]):  # a1 c2 e3 d5: no square is left to go to
        click_cell(game, cell)
        expect_status(game, f"Moves: {moves}")
    expect_status(game, longest(10, reach=3))
    press(game, "Hint")
    expect(message(game)).to_contain_text("Undo to go back.")
    press(game, "Solve")
    expect(message(game)).to_contain_text("No solution from here: no move is left. Undo to go back.")



def test_a_solver_crash_says_the_game_is_kept_and_the_solver_comes_back(game, errors_of):
    errors = errors_of(game)
    goto(game, "#/8-puzzle/8672543.1")
    click_cell(game, 8)  # the 1 slides into the blank
    expect_status(game, "Moves: 1")
    worker = game.workers[-1]  # the solver's (service workers are blocked here: the page's only worker)
    worker.evaluate("() => { const channel = new MessageChannel(); channel.port1.onmessage = () => { "
                    "throw new Error('boom'); }; channel.port2.postMessage(null); }")
    expect(message(game)).to_contain_text("The solver crashed; restarting it. Your game is kept.",
                                          timeout=STEP_TIMEOUT_MS + 10_000)
    expect(message(game)).to_have_text("The solver is back: your game is as you left it.", timeout=BOOT_TIMEOUT_MS)
    expect_status(game, "Moves: 1")
    assert errors == []  # handled: a warning, no error
