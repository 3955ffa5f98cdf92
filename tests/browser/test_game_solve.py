"""The solution player: Solve animates an optimal solution to the goal; pause, step back and forward, speed,
take over from any step, stop without losing the game; the board refuses input while it plays.
"""

import re

import pytest
from playwright.sync_api import expect

from gamepage import (cell_names, click_cell, expect_position, expect_status, fewest, focus_grid, goto, play_move,
                      press, status)
from puzzlelab.api import Engine

ENGINE = Engine()  # test data only
PLAYER_TIMEOUT_MS = 30_000


def install_clock(page) -> None:
    """The page's timers, frames and performance.now() flow as usual, and a test can move them on."""
    page.clock.install()


pytestmark = pytest.mark.game_page(prepare=install_clock, clock=True)


def test_solve_plays_to_the_goal_and_stop_returns_to_the_game(game):
    solution = ENGINE.solve("8-puzzle", "8672543.1")
    position = solution["positions"][-11]  # 10 moves from the goal
    goto(game, f"#/8-puzzle/{position}")
    play_move(game, solution["moves"][-10])  # one move of the player's own, which Stop must keep
    mine = solution["positions"][-10]
    press(game, "Solve")
    game.get_by_label("Speed").select_option("4")
    expect(game.locator("#player")).to_be_visible()
    expect(game.locator("#player-step")).to_have_text(
        "Solution: all 9 moves shown, goal reached", timeout=PLAYER_TIMEOUT_MS
    )
    expect_position(game, "12345678.")
    expect(game.locator("#message")).to_contain_text(
        "Solved by the solver in 9 moves. Take over keeps it; Stop goes back to your game.")
    assert "Solver: 9 of 9" in status(game) and "To go: 0" in status(game)  # the solver's own counter, not the player's
    expect(game.get_by_label("Show all optimal moves")).to_be_hidden()  # it would mark nothing the solver does
    for name in ("Undo", "Hint", "Solve"):
        expect(game.get_by_role("button", name=name, exact=True)).to_be_disabled()
    press(game, "Stop")
    expect(game.locator("#player")).to_be_hidden()
    expect_position(game, mine)
    expect_status(game, "Moves: 1")
    expect_status(game, fewest(9))
    assert game.evaluate("location.hash") == f"#/8-puzzle/{mine}"


def test_board_input_is_locked_while_the_solution_plays(game):
    goto(game, "#/knight-exchange/BBB......WWW")
    press(game, "Solve")
    game.get_by_label("Speed").select_option("1")
    expect(game.locator("#player-step")).to_have_text(re.compile(r"Solution: move \d+ of 16"))
    click_cell(game, 10)
    expect(game.locator("#message")).to_contain_text("The board is locked while the solution plays")
    focus_grid(game, 9)
    game.keyboard.press("Enter")
    expect(game.locator("#message")).to_contain_text("locked")
    assert "Solver: " in status(game)  # the solver's counter while it plays; the player's moves: 0 after Stop below
    game.keyboard.press("Control+z")  # undo is refused too, with the same kind of message
    expect(game.locator("#message")).to_contain_text("locked")
    press(game, "Stop")
    expect_position(game, "BBB......WWW")
    expect_status(game, "Moves: 0")


def test_pause_step_back_and_forward_then_take_over(game):
    start = "BBB......WWW"
    solution = ENGINE.solve("knight-exchange", start)
    goto(game, f"#/knight-exchange/{start}")
    press(game, "Solve")
    game.get_by_label("Speed").select_option("4")
    expect(game.locator("#player-step")).to_have_text(
        re.compile(r"Solution: move ([2-9]|1[0-3]) of 16"), timeout=PLAYER_TIMEOUT_MS
    )
    press(game, "Pause")
    expect(game.get_by_role("button", name="Play", exact=True)).to_be_visible()
    step = int(game.text_content("#player-step").split()[2])
    game.clock.run_for(2000)  # paused: two seconds of the page's time, many steps at this speed, and it stays put
    expect(game.locator("#player-step")).to_have_text(f"Solution: move {step} of 16")
    expect_position(game, solution["positions"][step])
    press(game, "Step back")
    expect(game.locator("#player-step")).to_have_text(f"Solution: move {step - 1} of 16")
    expect_position(game, solution["positions"][step - 1])
    press(game, "Step forward")
    press(game, "Step forward")
    expect(game.locator("#player-step")).to_have_text(f"Solution: move {step + 1} of 16")
    expect_position(game, solution["positions"][step + 1])
    click_cell(game, 0)
    expect(game.locator("#message")).to_contain_text("press Take over")

    press(game, "Take over")
    expect(game.locator("#player")).to_be_hidden()
    expect_status(game, f"Moves: {step + 1}")
    expect_status(game, fewest(16 - step - 1))
    expect_position(game, solution["positions"][step + 1])
    next_move = solution["moves"][step + 1]
    play_move(game, next_move)  # by hand again
    expect_status(game, fewest(16 - step - 2))
    press(game, "Undo")
    press(game, "Undo")
    expect_status(game, f"Moves: {step}")
    expect_position(game, solution["positions"][step])
    assert "hint" not in " ".join(cell_names(game))


def test_play_after_the_end_replays_from_the_start(game):
    goto(game, "#/frog-jump/BBB.WWW")
    press(game, "Solve")
    game.get_by_label("Speed").select_option("4")
    expect(game.locator("#player-step")).to_have_text(
        "Solution: all 15 moves shown, goal reached", timeout=PLAYER_TIMEOUT_MS
    )
    expect_position(game, "WWW.BBB")
    press(game, "Play")
    expect(game.locator("#player-step")).to_contain_text("of 15")
    press(game, "Take over")
    expect_status(game, "Moves: ")
    press(game, "Restart")
    expect_status(game, "Moves: 0")
    expect_position(game, "BBB.WWW")
