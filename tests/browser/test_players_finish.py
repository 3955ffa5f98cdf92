"""The finish: solving says how the game compared with optimal; an optimal solve gets a short celebration over the
board (confetti; under reduced motion only a still badge), which never moves the board. Two pages: one preferring
reduced motion, one not (the animation itself).
"""

import pytest
from playwright.sync_api import expect

from gamepage import board_box, close_page, expect_status, play_move, wait_ready


pytestmark = pytest.mark.game_page("#/8-puzzle/1234567.8")


def test_an_optimal_solve_says_so_with_a_still_badge_under_reduced_motion(game):
    before = board_box(game)
    play_move(game, "8-7")
    expect(game.locator("#message")).to_contain_text("Solved in 1 move (optimal 1). A perfect game: not a move wasted.")
    badge = game.locator("#board .celebration-badge")
    expect(badge).to_have_text("Optimal!")
    assert game.locator("#board .confetti").count() == 0
    assert badge.evaluate("(badge) => getComputedStyle(badge).animationName") == "none"
    assert board_box(game) == before


def test_a_longer_solve_says_how_many_more_than_the_best(game):
    game.get_by_role("button", name="Undo").click()
    expect_status(game, "Moves: 0")
    expect(game.locator("#board .celebration")).to_have_count(0)
    play_move(game, "6-7")  # away from the goal
    play_move(game, "7-6")
    play_move(game, "8-7")
    expect(game.locator("#message")).to_contain_text(
        "Solved in 3 moves (optimal 1). 2 more than the best (3 moves: 2 optimal, 1 wasted)"
    )
    expect(game.locator("#message")).to_contain_text("Restart to try for 1.")
    expect(game.locator("#board .celebration")).to_have_count(0)


def test_confetti_falls_over_the_board_when_motion_is_welcome(site_url, returning_page):
    page, _errors = returning_page(f"{site_url}/index.html#/8-puzzle/1234567.8", reduced_motion="no-preference")
    wait_ready(page)
    before = board_box(page)
    play_move(page, "8-7")
    expect(page.locator("#board .confetti").first).to_be_attached()
    assert page.locator("#board .confetti").count() > 10
    assert board_box(page) == before
    expect(page.locator("#board .celebration")).to_have_count(0, timeout=10_000)  # it goes by itself
    close_page(page)
