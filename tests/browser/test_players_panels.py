"""Help, Stats and the theme as a player meets them: Help shows the rules, a few lines of history from Python and the
keys; a solve counts in Stats (moves against optimal, best, streak), Reset erases them after a second press, and
damaged saved statistics are ignored with a notice; the theme follows the system until the toggle picks one, which a
reload keeps. One page (8-puzzle one move from the goal) plus one with damaged storage and a dark system.
"""

import re

import pytest
from playwright.sync_api import expect

from gamepage import close_page, expect_status, play_move, wait_ready


pytestmark = pytest.mark.game_page("#/8-puzzle/1234567.8")


def test_help_shows_the_rules_the_history_and_the_keys(game):
    game.get_by_role("button", name="Help").click()
    panel = game.get_by_role("region", name="Help")
    expect(panel.get_by_role("heading", name="How to play: 8-puzzle")).to_be_visible()
    expect(panel).to_contain_text("Slide the tiles into order")
    expect(panel).to_contain_text("181,440")  # the history, written in Python
    expect(panel).to_contain_text("Ctrl+Z")
    expect(panel.get_by_role("heading", name="Keys")).to_be_visible()  # a mouse: there is a keyboard to list
    # Help calls each button by the name on it
    expect(panel).to_contain_text("New game… begins again from the puzzle's start")
    expect(panel).not_to_contain_text("New position")
    for name in ("Undo", "Hint", "Solve", "New game…", "Distances", "Review", "Edit", "Help"):
        expect(game.get_by_role("button", name=name, exact=True)).to_have_count(1)
    game.get_by_role("radio", name="River crossings").click()
    expect(panel).to_contain_text("Alcuin of York")
    game.get_by_role("radio", name="Sliding").click()
    expect(panel).to_contain_text("181,440")


def test_a_solve_counts_in_stats_and_reset_asks_twice(game):
    game.get_by_role("button", name="Stats").click()
    panel = game.get_by_role("region", name="Statistics")
    expect(panel).to_contain_text("Puzzles solved0")
    game.locator("#board").scroll_into_view_if_needed()
    play_move(game, "8-7")
    expect_status(game, "Solved in 1 move")
    expect(panel).to_contain_text("Puzzles solved1")
    expect(panel).to_contain_text("Solved optimally1 of 1")
    expect(panel).to_contain_text("Optimal streak1 now, best 1")
    expect(panel.get_by_role("list", name="Best results by puzzle")).to_have_text(  # the one move's time and count
        re.compile(r"^8-puzzle: solved 1×, 1 optimally, best: optimal, best time 0:0\d, fewest moves 1$")
    )
    game.get_by_role("button", name="Undo").click()
    game.get_by_role("button", name="Redo").click()  # seeing the solve again does not count it again
    expect_status(game, "Solved in 1 move")
    expect(panel).to_contain_text("Puzzles solved1")
    game.reload()
    wait_ready(game)
    game.get_by_role("button", name="Stats").click()
    expect(panel).to_contain_text("Puzzles solved1")  # kept, and not counted again on reload
    reset = panel.get_by_role("button", name="Reset statistics")
    reset.click()
    expect(panel).to_contain_text("Puzzles solved1")
    panel.get_by_role("button", name="Press again to erase them").click()
    expect(panel).to_contain_text("Puzzles solved0")
    expect(panel).to_contain_text("Statistics erased.")


def test_the_theme_toggle_cycles_and_a_reload_keeps_it(game):
    toggle = game.get_by_role("button", name="Theme: system (press to change)")
    toggle.click()
    expect(game.locator("html")).to_have_attribute("data-theme", "light")
    game.get_by_role("button", name="Theme: light (press to change)").click()
    expect(game.locator("html")).to_have_attribute("data-theme", "dark")
    paper = game.evaluate("getComputedStyle(document.documentElement).backgroundColor")
    assert paper == "rgb(21, 25, 31)"
    game.reload()
    expect(game.get_by_role("button", name="Theme: dark (press to change)")).to_be_visible()
    expect(game.locator("html")).to_have_attribute("data-theme", "dark")
    game.get_by_role("button", name="Theme: dark (press to change)").click()
    expect(game.locator("html")).not_to_have_attribute("data-theme", "dark")


def test_damaged_stats_are_ignored_with_a_notice_and_the_system_theme_is_followed(site_url, returning_page):
    page, errors = returning_page(color_scheme="dark")
    page.add_init_script("localStorage.setItem('puzzlelab-stats', '{\"format\": 1, \"solved\": -3')")
    page.goto(f"{site_url}/index.html#/8-puzzle/1234567.8")
    wait_ready(page)
    expect(page.locator("#message")).to_contain_text(
        "Your saved statistics could not be read (not JSON), so they start afresh: what was there is kept aside"
    )
    background = page.evaluate("getComputedStyle(document.documentElement).backgroundColor")
    assert background == "rgb(21, 25, 31)"  # the system's dark
    page.get_by_role("button", name="Stats").click()
    expect(page.get_by_role("region", name="Statistics")).to_contain_text("Puzzles solved0")
    play_move(page, "8-7")
    expect_status(page, "Solved in 1 move")
    assert errors == []
    close_page(page)
