"""Distances and Review, as a player uses them: the Distances button shows the histogram of positions by distance
with the position on show marked and a table of the same numbers; the game's trace has a point per step that goes
there; Review lists each move with its verdict, goes to a move, and carries the game in a link someone else replays.
One page for the module (the knight exchange: 18,480 positions, farthest 22 moves).
"""

import pytest
from playwright.sync_api import expect

from gamepage import expect_position, expect_status, goto, play_move, press, type_address

START = "BBB......WWW"


def play(page, move: str) -> None:
    """A move on the board, scrolled back into view first as a person would (the panel may have scrolled the page)."""
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
    points = panel.get_by_role("button", name="Move 1: 15 moves from the goal")  # as Review and Moves: count
    expect(points).to_have_count(1)
    expect(panel.get_by_role("button", name="Move 2: 16 moves from the goal, on show")).to_have_count(1)
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


def test_review_numbers_moves_as_the_counter_does_and_names_a_restart(game):
    # A game opened after the others: its steps lie far into the page's history, but Review and the status count
    # its moves from 1, as "Moves:" does, and from 1 again after a Restart; an undone Restart is listed as one.
    goto(game, f"#/knight-exchange/{START}")
    play(game, "0-5")
    play(game, "5-0")
    press(game, "Restart")
    expect_status(game, "Moves: 0")
    press(game, "Undo")
    expect_status(game, "Moves: 2")
    opener = game.get_by_role("button", name="Review")
    if opener.get_attribute("aria-expanded") == "false":
        opener.click()
    review = game.get_by_role("region", name="Game review")
    moves = review.get_by_role("list", name="Moves of this game").get_by_role("button")
    expect(moves).to_have_text(
        ["Start", "1. black knight from a4 to c3 optimal", "2. black knight from c3 to a4 wasted", "Restart"])
    press(game, "Redo")
    expect_status(game, "Moves: 0")
    play(game, "0-5")
    expect(moves).to_have_text(["Start", "1. black knight from a4 to c3 optimal",
                                "2. black knight from c3 to a4 wasted", "Restart",
                                "1. black knight from a4 to c3 optimal"])
    moves.nth(1).click()
    expect(game.locator("#message")).to_have_text("Showing the game after move 1.")
    expect_status(game, "Moves: 1")
    moves.nth(3).click()
    expect(game.locator("#message")).to_have_text("Showing the game just after its Restart, back at its start.")
    expect_status(game, "Moves: 0")



def open_distances(page):
    opener = page.get_by_role("button", name="Distances")
    if opener.get_attribute("aria-expanded") == "false":
        opener.click()
    return page.get_by_role("region", name="Distances")


def test_the_farthest_position_is_marked_on_the_histogram(game):
    goto(game, "#/8-puzzle/8672543.1")  # 31 moves: one of the 2 farthest of 181,440 positions
    panel = open_distances(game)
    expect(panel).to_contain_text("This position is 31 moves from the goal, one of 2 positions that far.")
    bar = panel.locator(".chart .bar.now")
    marker = panel.locator(".chart .marker.now")
    expect(marker).to_be_visible()
    bar_box, marker_box = bar.bounding_box(), marker.bounding_box()
    assert bar_box["height"] < 3  # 2 positions beside the peak's 24,000: a sliver its colour alone would not show
    assert marker_box["height"] >= 4 and marker_box["width"] >= 4  # the mark above it shows where the position is
    middle = marker_box["x"] + marker_box["width"] / 2
    assert bar_box["x"] <= middle <= bar_box["x"] + bar_box["width"]
    assert marker_box["y"] + marker_box["height"] <= bar_box["y"] + 1  # above its bar
    table = panel.get_by_role("table")
    expect(table.get_by_role("row", name="31 (this position) 2")).to_be_attached()


def test_a_position_alone_at_its_distance_is_the_only_one(game):
    goto(game, "#/frog-jump/BBB.WWW")  # the frogs' start: the only position 15 moves from the goal
    panel = open_distances(game)
    expect(panel).to_contain_text("This position is 15 moves from the goal, the only one that far.")
    expect(panel.locator(".chart .marker.now")).to_be_visible()
