"""Distances and Review, as a player uses them: the Distances button shows the histogram of positions by distance
with the position on show marked and a table of the same numbers; the game's trace has a point per step that goes
there; Review lists each move with its verdict, goes to a move, and carries the game in a link someone else replays.
One page for the module (the knight exchange: 18,480 positions, farthest 22 moves).
"""

import pytest
from playwright.sync_api import expect

from gamepage import expect_position, expect_status, play_move, type_address

START = "BBB......WWW"


def play(page, move: str) -> None:
    """A move on the board, scrolled into view first as a person would (a test may have left the page scrolled)."""
    page.locator("#board").scroll_into_view_if_needed()
    play_move(page, move)


pytestmark = pytest.mark.game_page(f"#/knight-exchange/{START}")


def test_distances_shows_the_histogram_with_the_position_marked_and_a_table(game):
    button = game.get_by_role("button", name="Distances")
    expect(button).to_have_attribute("aria-expanded", "false")
    button.click()
    expect(button).to_have_attribute("aria-expanded", "true")
    panel = game.get_by_role("region", name="Distances")
    expect(panel).to_contain_text("18,480 positions can reach the goal; the farthest are 22 moves away.")
    expect(panel).to_contain_text("This position is 16 moves from the goal, one of 723 positions that far.")
    chart = panel.get_by_role("img")
    expect(chart).to_have_attribute(
        "aria-label", "Bar chart of positions by distance. " + panel.locator("p.tool-note").first.text_content()
    )
    assert game.locator(".chart .bar").count() == 23
    panel.get_by_text("Positions per distance (table)").click()
    table = panel.get_by_role("table")
    expect(table.get_by_role("row", name="22 3")).to_be_visible()
    expect(table.get_by_role("row", name="16 (this position) 723")).to_be_visible()


def test_the_trace_follows_the_game_and_a_point_goes_to_its_step(game):
    play(game, "0-5")  # optimal: 15 to go
    play(game, "5-0")  # back: wasted, 16 again
    panel = game.get_by_role("region", name="Distances")
    expect(panel).to_contain_text("This position is 16 moves from the goal")
    points = panel.get_by_role("button", name="Step 1: 15 moves from the goal")
    expect(points).to_have_count(1)
    expect(panel.get_by_role("button", name="Step 2: 16 moves from the goal, on show")).to_have_count(1)
    points.click()
    expect_position(game, ".BB..B...WWW")
    expect_status(game, "Moves: 1")
    expect(panel).to_contain_text("This position is 15 moves from the goal")
    start = panel.get_by_role("button", name="Start: 16 moves from the goal")
    start.focus()
    game.keyboard.press("Enter")
    expect_position(game, START)
    game.get_by_role("button", name="Redo").click()
    game.get_by_role("button", name="Redo").click()
    expect_status(game, "Moves: 2")


def test_review_lists_the_moves_with_verdicts_and_goes_to_one(game):
    game.get_by_role("button", name="Review").click()
    expect(game.get_by_role("button", name="Distances")).to_have_attribute("aria-expanded", "false")
    review = game.get_by_role("region", name="Game review")
    expect(review).to_contain_text("2 moves: 1 optimal, 1 wasted.")
    moves = review.get_by_role("list", name="Moves of this game").get_by_role("button")
    expect(moves).to_have_text(
        ["Start", "1. black knight from a4 to c3 optimal", "2. black knight from c3 to a4 wasted"]
    )
    moves.nth(1).click()
    expect_position(game, ".BB..B...WWW")
    expect(moves.nth(1)).to_have_attribute("aria-current", "step")
    expect(review).to_contain_text("2 moves: 1 optimal, 1 wasted.")  # the whole game, wherever it is shown
    link = review.get_by_role("link")
    expect(link).to_have_text(f"#/knight-exchange/{START}/moves/0-5,5-0")


def test_a_game_link_replays_the_game_from_its_start(game):
    type_address(game, "#/knight-exchange/BBB......WWW/moves/0-5,5-0,0-5")
    expect(game.locator("#message")).to_contain_text("A game of 3 moves from a link, shown from its start")
    expect_position(game, START)
    review = game.get_by_role("region", name="Game review")
    expect(review).to_contain_text("3 moves: 2 optimal, 1 wasted.")
    review.get_by_role("button", name="3. black knight from a4 to c3 optimal").click()
    expect_position(game, ".BB..B...WWW")
    expect_status(game, "Moves: 3")
    expect(game.get_by_role("button", name="Undo")).to_be_enabled()


def test_a_game_link_with_a_move_that_cannot_be_played_says_so(game):
    type_address(game, "#/knight-exchange/BBB......WWW/moves/0-5,0-7")
    expect(game.locator("#message")).to_contain_text("Move 2 (0-7) can't be played there")
    review = game.get_by_role("region", name="Game review")
    expect(review).to_contain_text("1 move: 1 optimal.")
