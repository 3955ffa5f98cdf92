"""The daily puzzle as a player meets it: "#/daily/YYYY-MM-DD" opens the same puzzle the command line names for that
date; the player's own calendar decides which day "#/daily" is (the page's clock set near midnight); solving days in
a row makes a streak; Share gives the result without the moves; a bad date says so and keeps the game playable.
"""

import json
import re
from urllib.parse import unquote
from datetime import datetime

import pytest
from playwright.sync_api import expect

from gamepage import expect_position, expect_status, fewest, type_address
from puzzlelab.api import Engine

pytestmark = pytest.mark.game_page("#/knight-exchange/BBB......WWW")


def daily(date: str, today: str | None = None) -> dict:
    reply = json.loads(Engine().handle("daily", json.dumps({"date": date, "today": today or date})))
    assert reply["ok"], reply
    return reply["result"]


def solve_with_the_solver(page) -> None:
    page.get_by_role("button", name="Solve", exact=True).click()
    expect(page.locator("#stat-optimal")).to_have_text("To go: 0", timeout=60_000)
    page.get_by_role("button", name="Take over").click()
    expect_status(page, "Solved")


def test_a_days_link_opens_the_puzzle_the_command_line_names(game):
    named = daily("2026-11-10")
    type_address(game, "#/daily/2026-11-10")
    expect(game.locator("#message")).to_contain_text(f"The puzzle of 2026-11-10: {named['distance']} moves")
    expect_status(game, fewest(named["distance"]))
    assert unquote(game.evaluate("location.hash")).endswith(f"/{named['puzzle']}/{named['position']}")


def test_the_players_calendar_decides_the_day_and_solved_days_make_a_streak(game):
    game.clock.set_fixed_time(datetime(2026, 11, 12, 23, 50))  # ten to midnight, the page's own time
    type_address(game, "#/daily")
    expect_position(game, daily("2026-11-12")["position"])
    solve_with_the_solver(game)
    expect(game.locator("#message")).to_contain_text("Daily puzzle of 2026-11-12 solved. Daily streak: 1 day.")
    share = game.get_by_role("button", name="Share")
    expect(share).to_be_visible()
    share.click()  # copied, or where the clipboard is refused the text itself to copy: the day, moves, no position
    expect(game.locator("#message")).to_contain_text(re.compile(r"Copied|Puzzle Lab daily 2026-11-12: .* in \d+ move"))
    game.clock.set_fixed_time(datetime(2026, 11, 13, 0, 10))  # twenty minutes later: the next day
    type_address(game, "#/knight-exchange/BBB......WWW")
    type_address(game, "#/daily")
    expect_position(game, daily("2026-11-13")["position"])
    expect(game.locator("#message")).to_contain_text("Today's puzzle")
    expect(game.locator("#message")).to_contain_text("Daily streak: 1 day.")  # yesterday's counts until today ends
    solve_with_the_solver(game)
    expect(game.locator("#message")).to_contain_text("Daily puzzle of 2026-11-13 solved. Daily streak: 2 days.")


def test_a_bad_date_says_so_and_the_game_stays_playable(game):
    type_address(game, "#/knight-exchange/BBB......WWW")
    expect_status(game, fewest(16))
    type_address(game, "#/daily/2026-13-45")
    expect(game.locator("#message")).to_contain_text("No daily puzzle")
    expect(game.get_by_role("button", name="Hint")).to_be_enabled()
