"""What a player can trust, on the knight exchange and the 8-puzzle: arrow keys play before the board has focus;
the editing mode is framed and labelled on the board, and a link that can't be played keeps its address while the
editor shows it; a solve finished by Take over counts in Stats; the solver's counters agree with the status. One page.
"""

import re

import pytest
from playwright.sync_api import expect

from gamepage import (cell_center, click_cell, expect_position, expect_status, fewest, longest, status,
                      type_address, wait_ready)

pytestmark = pytest.mark.game_page("#/8-puzzle/8672543.1")


def test_an_arrow_key_slides_a_tile_before_the_board_has_focus(game):
    type_address(game, "#/8-puzzle/1234567.8")
    expect_status(game, fewest(1))
    game.evaluate("() => document.activeElement && document.activeElement.blur()")
    game.keyboard.press("ArrowLeft")  # the 8 slides left into the blank: solved
    expect_position(game, "12345678.")
    expect_status(game, "Solved")


def test_an_arrow_key_puts_the_cursor_on_a_board_without_slides(game):
    type_address(game, "#/knight-exchange/BBB......WWW")
    expect_status(game, fewest(16))
    game.evaluate("() => document.activeElement && document.activeElement.blur()")
    game.keyboard.press("ArrowDown")
    expect(game.locator("#grid [role=gridcell]:focus")).to_have_count(1)


def test_the_editing_mode_is_framed_and_labelled_on_the_board(game):
    type_address(game, "#/knight-exchange/BBB......WWW")
    expect_status(game, fewest(16))
    board = game.locator("#board")
    expect(board).to_have_attribute("data-mode", "playing")
    game.get_by_role("button", name="Edit", exact=True).click()
    expect(board).to_have_attribute("data-mode", "editing")
    label = game.evaluate("() => getComputedStyle(document.querySelector('#board'), '::before').content")
    assert "Editing" in label
    expect(game.locator("#grid")).to_have_attribute("aria-description", "Editing: the position being set up, not "
                                                    "your game.")
    game.get_by_role("button", name="Back to the game").click()
    expect(board).to_have_attribute("data-mode", "playing")


def test_a_link_that_cannot_be_played_keeps_its_address_while_the_editor_shows_it(game):
    type_address(game, "#/8-puzzle/21345678.")
    expect(game.get_by_role("region", name="Position editor")).to_contain_text("(tile parity)")
    assert game.evaluate("location.hash") == "#/8-puzzle/21345678."
    expect(game.get_by_role("button", name="Play from here")).to_be_disabled()
    game.get_by_role("button", name="Back to the game").click()
    expect(game).to_have_url(re.compile(r"#/8-puzzle/8672543\.1$"))


def stats_solved(page) -> int:
    panel = page.get_by_role("button", name="Stats", exact=True)
    if panel.get_attribute("aria-expanded") != "true":
        panel.click()
    value = page.locator("dt:text-is('Puzzles solved') + dd")
    expect(value).to_be_visible()
    return int(value.text_content())


def test_a_solve_finished_by_take_over_counts_in_stats_and_the_counters_agree(game):
    type_address(game, "#/knight-exchange/.BB..B...WWW")
    wait_ready(game)
    before = stats_solved(game)
    game.get_by_role("button", name="Solve", exact=True).click()
    game.get_by_label("Speed").select_option("4")  # the player's fastest
    expect(game.locator("#stat-moves")).to_have_text("Solver: 15 of 15", timeout=60_000)
    expect(game.locator("#stat-optimal")).to_have_text("To go: 0")
    game.get_by_role("button", name="Take over").click()
    expect_status(game, "Solved")
    assert stats_solved(game) == before + 1


def test_the_solvers_count_on_the_uncrossed_path_agrees_with_the_status(game):
    type_address(game, "#/uncrossed-knight/5/")
    expect_status(game, longest(10))  # the longest path, in knight's moves: the first square is chosen, not a move
    wait_ready(game)
    game.get_by_role("button", name="Solve", exact=True).click()
    game.get_by_label("Speed").select_option("4")
    expect(game.locator("#stat-moves")).to_have_text("Solver: 10 of 10", timeout=60_000)
    expect(game.locator("#stat-optimal")).to_have_text("To go: 0")
    expect(game.locator("#player-step")).to_have_text("Solution: all 10 moves shown, goal reached")
    game.get_by_role("button", name="Stop").click()
    expect_status(game, longest(10))
    expect_status(game, "Moves: 0")


def test_the_uncrossed_path_off_the_best_says_what_it_can_still_reach_and_solve_draws_it(game):
    type_address(game, "#/uncrossed-knight/5/")
    expect_status(game, longest(10))
    wait_ready(game)
    for moves, cell in enumerate([0, 7]):  # a1 then c2: still on a 10-move path
        click_cell(game, cell)
        expect_status(game, f"Moves: {moves}")
    expect_status(game, longest(10))  # beside "Moves: 1": the target in the path's own terms
    assert "Solvable in" not in status(game) and "Optimal" not in status(game)
    click_cell(game, 14)  # e3: no 10-move path begins a1-c2-e3; the longest from here has 8 moves
    expect_status(game, "Moves: 2")
    expect_status(game, longest(10, reach=8))
    expect(game.locator("#message")).to_contain_text("The longest path from here is 8 moves, 2 short of the best (10).")
    game.get_by_role("button", name="Hint").click()
    expect(game.locator("#message")).to_contain_text("Hint: knight from e3 to d1")
    game.get_by_role("button", name="Solve", exact=True).click()  # plays the longest path from here
    expect(game.locator("#message")).to_contain_text("Playing the longest path from here: 6 more moves")
    game.get_by_label("Speed").select_option("4")
    expect(game.locator("#stat-moves")).to_have_text("Solver: 8 of 8", timeout=60_000)  # the status's 8
    expect(game.locator("#stat-optimal")).to_have_text("To go: 0")
    expect(game.locator("#player-step")).to_have_text("Solution: all 6 moves shown, the longest from here")
    expect(game.locator("#message")).not_to_contain_text("No solution")
    game.get_by_role("button", name="Take over").click()
    expect_status(game, "Moves: 8")
    expect_status(game, longest(10, reach=8))
    expect(game.locator("#message")).to_contain_text("This path ends at 8 moves, 2 short of the longest (10).")
    game.get_by_role("button", name="Solve", exact=True).click()  # nothing left to draw: it says what to do
    expect(game.locator("#message")).to_contain_text("No solution from here: no move is left. Undo to go back.")


def drag(page, cell: int, dx: float, dy: float) -> None:
    x, y = cell_center(page, cell)
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + dx / 2, y + dy / 2)
    page.mouse.move(x + dx, y + dy)
    page.mouse.up()


def test_a_swipe_slides_a_line_of_tiles_as_moves_undone_as_one_act(game):
    type_address(game, "#/8-puzzle/123456.78")
    expect_status(game, fewest(2))
    drag(game, 8, 40, 0)  # away from the gap: nothing moves, and the page says how
    expect(game.locator("#message")).to_contain_text("Swipe a tile toward the gap")
    expect_status(game, "Moves: 0")
    drag(game, 8, -60, 0)  # toward the gap: 7 and 8 slide left
    expect_position(game, "12345678.")
    expect_status(game, "Moves: 2")
    expect_status(game, "Solved")
    game.get_by_role("button", name="Undo").click()  # the swipe was one act
    expect_position(game, "123456.78")
    expect_status(game, "Moves: 0")
    game.get_by_role("button", name="Redo").click()
    expect_position(game, "12345678.")
    expect_status(game, "Moves: 2")


def set_hidden(page, hidden: bool) -> None:
    page.evaluate("""(hidden) => {
        Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
        document.dispatchEvent(new Event("visibilitychange"));
    }""", hidden)


def test_the_clock_runs_from_the_first_move_pauses_while_hidden_and_the_solve_says_the_time(game):
    type_address(game, "#/8-puzzle/123456.78")
    expect_status(game, fewest(2))
    clock = game.locator("#stat-clock")
    expect(clock).to_have_text("0:00")
    expect(clock).to_have_attribute("data-running", "false")  # not before the first move
    game.get_by_role("button", name="Hint").click()
    game.get_by_role("button", name="Hint").click()  # the first move: the clock starts
    expect(clock).to_have_attribute("data-running", "true")
    expect(clock).not_to_have_text("0:00", timeout=5_000)
    set_hidden(game, True)
    expect(clock).to_have_attribute("data-running", "false")
    set_hidden(game, False)
    expect(clock).to_have_attribute("data-running", "true")
    game.get_by_role("button", name="Hint").click()
    game.get_by_role("button", name="Hint").click()  # solved: the clock stops, the message says the time
    expect_status(game, "Solved")
    expect(clock).to_have_attribute("data-running", "false")
    expect(game.locator("#message")).to_contain_text(re.compile(r"Time: 0:0\d, \d+\.\d moves a second\."))
