"""The daily puzzle as a player meets it: "#/daily/YYYY-MM-DD" opens the same puzzle the command line names for that
date and the address then shows the day and the position, so a reload keeps the game and its day; the player's own
calendar decides which day "#/daily" is (the page's clock set near midnight); solving days in a row makes a streak;
the Daily panel lists every day of the archive to today, solved ones marked; Share gives the result without the
moves; a bad date says so in a sentence and opens today's puzzle, losing nothing.
"""

import json
import re
from datetime import datetime
from urllib.parse import unquote

import pytest
from playwright.sync_api import expect

from gamepage import (CATALOG, close_page, expect_position, expect_status, fewest, play_move, press,
                      solve_with_the_solver, type_address, wait_ready)
from puzzlelab.api import Engine

pytestmark = pytest.mark.game_page("#/knight-exchange/BBB......WWW", clock=True)  # it sets the clock


def daily(date: str, today: str | None = None) -> dict:
    reply = json.loads(Engine().handle("daily", json.dumps({"date": date, "today": today or date})))
    assert reply["ok"], reply
    return reply["result"]


def solution(puzzle: str, position: str) -> list[str]:
    """An optimal solution's moves, as the engine finds them."""
    return Engine().solve(puzzle, position)["moves"]


def address(page) -> str:
    return unquote(page.evaluate("location.hash"))


def test_a_days_link_opens_the_puzzle_the_command_line_names_and_the_address_keeps_the_day(game):
    game.clock.set_fixed_time(datetime(2026, 11, 12, 12, 0))
    named = daily("2026-11-10")  # Oshidori, 3 moves
    type_address(game, "#/daily/2026-11-10")
    expect(game.locator("#message")).to_contain_text(f"The puzzle of 2026-11-10: {named['distance']} moves")
    expect_status(game, fewest(named["distance"]))
    expect(game.locator("#permalink")).to_have_text(f"#/daily/2026-11-10/{named['position']}")
    assert address(game) == f"#/daily/2026-11-10/{named['position']}"
    first, *rest = solution(named["puzzle"], named["position"])
    play_move(game, first)
    after = Engine().solve(named["puzzle"], named["position"])["positions"][1]  # the address follows each move
    expect(game.locator("#permalink")).to_have_text(f"#/daily/2026-11-10/{after}")
    assert address(game) == f"#/daily/2026-11-10/{after}"
    copy = game.context.new_page()  # the address copied into a new tab: the game kept in this browser, its day
    copy.goto(game.url)
    wait_ready(copy)
    expect(copy.locator("#permalink")).to_have_text(f"#/daily/2026-11-10/{after}")
    expect_status(copy, "Moves: 1")
    expect(copy.locator("#message")).to_contain_text("The puzzle of 2026-11-10")
    copy.close()
    game.reload()  # the game and its day come back
    wait_ready(game)
    expect(game.locator("#permalink")).to_have_text(f"#/daily/2026-11-10/{after}")  # stones: read from the link
    expect_status(game, "Moves: 1")
    expect(game.locator("#message")).to_contain_text("The puzzle of 2026-11-10")
    for move in rest:
        play_move(game, move)
    expect(game.locator("#message")).to_contain_text("Daily puzzle of 2026-11-10 solved.")  # counted for its day
    goal = Engine().solve(named["puzzle"], named["position"])["positions"][-1]
    assert address(game) == f"#/daily/2026-11-10/{goal}"
    press(game, "Past days")
    days = game.get_by_role("region", name="Daily puzzles")
    expect(days.get_by_role("listitem").filter(has_text="2026-11-10")).to_contain_text("solved")
    expect(days.get_by_role("listitem").filter(has_text="2026-11-11")).not_to_contain_text("solved")
    game.get_by_role("button", name="Stats", exact=True).click()  # solved optimally, the reload in the middle
    expect(game.get_by_role("list", name="Best results by puzzle")).to_contain_text("Oshidori: solved 1×, 1 optimally")
    game.get_by_role("button", name="Stats", exact=True).click()  # closed again


def test_someone_elses_daily_position_opens_as_a_game_of_its_own(game):
    game.clock.set_fixed_time(datetime(2026, 11, 12, 12, 0))
    named = daily("2026-11-02")  # Number reversal: never played in this browser
    mid = Engine().solve(named["puzzle"], named["position"])["positions"][2]
    type_address(game, f"#/daily/2026-11-02/{mid}")
    expect(game.locator("#message")).to_contain_text(
        "A position from the puzzle of 2026-11-02: the day counts when played from its start (#/daily/2026-11-02).")
    expect(game.locator("#permalink")).to_have_text(f"#/number-reversal/{mid}")  # not the day's game
    expect_status(game, fewest(named["distance"] - 2))


def test_share_copies_the_day_the_moves_against_the_optimal_the_time_and_squares(game):
    game.context.grant_permissions(["clipboard-read", "clipboard-write"])
    named = daily("2026-11-08")  # Oshidori, 6 moves
    moves = solution(named["puzzle"], named["position"])
    game.clock.set_fixed_time(datetime(2026, 11, 12, 12, 0))
    type_address(game, "#/daily/2026-11-08")
    expect(game.locator("#permalink")).to_have_text(f"#/daily/2026-11-08/{named['position']}")
    expect_status(game, "Moves: 0")
    expect(game.locator("#daily-title")).to_have_text("Daily puzzle: Sunday, 8 November 2026")
    play_move(game, moves[0])  # the clock starts at the first move
    play_move(game, moves[1])
    game.clock.set_fixed_time(datetime(2026, 11, 12, 12, 0, 42))
    for move in moves[2:]:
        play_move(game, move)
    expect_status(game, "Solved")
    assert game.evaluate("navigator.share === undefined")  # desktop Chromium: Share copies
    press(game, "Share")
    bar = game.get_by_role("region", name=re.compile("Daily puzzle"))
    expect(bar.get_by_role("status")).to_have_text("Copied: paste it anywhere.")  # said beside the button
    text = game.evaluate("navigator.clipboard.readText()")
    link = game.evaluate("new URL('#/daily/2026-11-08', location.href).href")
    assert text == f"Puzzle Lab daily 2026-11-08: Oshidori in 6 moves (optimal 6), 0:42\n{'🟩' * 6}\n{link}"
    # A phone's browser has Web Share: the same text goes to its share sheet (here a stand-in that keeps it).
    game.evaluate("navigator.share = async (data) => { window.sharedData = data; }")
    press(game, "Share")
    expect(bar.get_by_role("status")).to_have_text("Shared.")
    assert game.evaluate("window.sharedData") == {"text": text}
    game.evaluate("delete navigator.share")
    game.get_by_role("button", name="Stats", exact=True).click()
    stats = game.get_by_role("region", name="Statistics")
    expect(stats).to_contain_text("Daily streak0 days, 2 days solved")  # 11-10 and 11-08 solved; 11-11 and today not


def test_the_players_calendar_decides_the_day_and_solved_days_make_a_streak(game):
    game.clock.set_fixed_time(datetime(2026, 11, 12, 23, 50))  # ten to midnight, the page's own time
    type_address(game, "#/daily")
    expect_position(game, daily("2026-11-12")["position"])
    solve_with_the_solver(game)
    expect(game.locator("#message")).to_contain_text("Daily puzzle of 2026-11-12 solved. Daily streak: 1 day.")
    share = game.get_by_role("button", name="Share")
    expect(share).to_be_visible()
    share.click()  # copied, or where the clipboard is refused the text itself to copy: the day, moves, no position
    said = game.locator("#daily-bar").get_by_role("status")
    expect(said).to_contain_text(re.compile(r"Copied|Puzzle Lab daily 2026-11-12: .* in \d+ move"))
    game.clock.set_fixed_time(datetime(2026, 11, 13, 0, 10))  # twenty minutes later: the next day
    type_address(game, "#/knight-exchange/BBB......WWW")
    type_address(game, "#/daily")
    expect_position(game, daily("2026-11-13")["position"])
    expect(game.locator("#message")).to_contain_text("Today's puzzle")
    expect(game.locator("#message")).to_contain_text("Daily streak: 1 day.")  # yesterday's counts until today ends
    solve_with_the_solver(game)
    expect(game.locator("#message")).to_contain_text("Daily puzzle of 2026-11-13 solved. Daily streak: 2 days.")


def test_the_archive_lists_every_day_to_today_marks_the_solved_and_opens_a_day(game):
    game.clock.set_fixed_time(datetime(2026, 11, 5, 12, 0))  # a Thursday: the archive began on Sunday 2026-11-01
    type_address(game, "#/daily")
    expect_position(game, daily("2026-11-05")["position"])
    solve_with_the_solver(game)
    press(game, "Past days")  # beside the daily game
    days = game.get_by_role("region", name="Daily puzzles")
    titles = {day: CATALOG[daily(day)["puzzle"]]["title"] for day in ("2026-11-05", "2026-11-04", "2026-11-03",
                                                                      "2026-11-02", "2026-11-01")}
    expect(days.get_by_role("link", name=re.compile(r"^2026-"))).to_have_text([  # each day's puzzle as it comes
        f"2026-11-05, Thursday (today): {titles['2026-11-05']}", f"2026-11-04, Wednesday: {titles['2026-11-04']}",
        f"2026-11-03, Tuesday: {titles['2026-11-03']}", f"2026-11-02, Monday: {titles['2026-11-02']}",
        f"2026-11-01, Sunday: {titles['2026-11-01']}"])
    expect(days.get_by_role("listitem").filter(has_text="2026-11-05")).to_contain_text("✓ solved")
    expect(days.get_by_role("listitem").filter(has_text="2026-11-04")).not_to_contain_text("solved")
    days.get_by_role("link", name=re.compile("^2026-11-03, Tuesday")).click()
    named = daily("2026-11-03")  # number reversal: its position read from the link
    expect(game.locator("#message")).to_contain_text(f"The puzzle of 2026-11-03: {named['distance']} moves")
    expect(game.locator("#permalink")).to_have_text(f"#/daily/2026-11-03/{named['position']}")


def test_back_and_forward_return_to_the_daily_game_still_the_days(game):
    game.clock.set_fixed_time(datetime(2026, 11, 5, 12, 0))
    named = daily("2026-11-04")  # not solved here (the day before is)
    positions = Engine().solve(named["puzzle"], named["position"])["positions"]
    type_address(game, "#/daily/2026-11-04")
    expect(game.locator("#permalink")).to_have_text(f"#/daily/2026-11-04/{named['position']}")
    play_move(game, solution(named["puzzle"], named["position"])[0])
    type_address(game, "#/knight-exchange/BBB......WWW")
    expect_status(game, fewest(16))
    game.go_back()
    expect(game.locator("#permalink")).to_have_text(f"#/daily/2026-11-04/{positions[1]}")
    expect_position(game, positions[1])
    expect_status(game, "Moves: 1")
    game.go_forward()
    expect(game.locator("#permalink")).to_have_text("#/knight-exchange/BBB......WWW")
    game.go_back()
    expect(game.locator("#permalink")).to_have_text(f"#/daily/2026-11-04/{positions[1]}")


def test_a_solved_day_reopens_showing_the_solve_its_result_and_share_not_a_fresh_board(game):
    game.clock.set_fixed_time(datetime(2026, 11, 12, 12, 0))  # 2026-11-10 was solved by the first test here
    type_address(game, "#/knight-exchange/BBB......WWW")
    type_address(game, "#/daily/2026-11-10")
    expect_status(game, "Solved")
    expect(game.locator("#message")).to_contain_text("You solved the puzzle of 2026-11-10 in 3 moves (optimal 3)")
    bar = game.locator("#daily-bar")
    expect(bar.locator("#daily-title")).to_have_text("Daily puzzle: Tuesday, 10 November 2026")
    expect(bar).to_contain_text("Solved in 3 moves (optimal 3)")
    expect(bar.get_by_role("button", name="Share")).to_be_visible()
    press(game, "Past days")
    day = game.get_by_role("region", name="Daily puzzles").get_by_role("listitem").filter(has_text="2026-11-10")
    expect(day).to_contain_text("Oshidori")
    expect(day).to_contain_text("solved in 3 moves (optimal 3)")
    # Another browser profile's storage lost the game itself (kept: the day's result): its moves are played again.
    game.evaluate("localStorage.removeItem('puzzlelab.game.oshidori')")
    game.reload()
    wait_ready(game)
    type_address(game, "#/knight-exchange/BBB......WWW")
    type_address(game, "#/daily/2026-11-10")
    expect_status(game, "Solved")
    expect(game.locator("#message")).to_contain_text("You solved the puzzle of 2026-11-10 in 3 moves")
    expect(game.locator("#stat-moves")).to_have_text("Moves: 3")


def test_share_after_a_restart_tells_only_the_attempt_that_solved(game):
    game.context.grant_permissions(["clipboard-read", "clipboard-write"])
    game.clock.set_fixed_time(datetime(2026, 11, 12, 12, 0))
    named = daily("2026-11-09")  # the 8-puzzle, 8 moves
    moves = solution(named["puzzle"], named["position"])
    type_address(game, "#/daily/2026-11-09")
    expect_status(game, "Moves: 0")
    play_move(game, moves[0])
    play_move(game, moves[1])
    press(game, "Restart")  # that attempt is abandoned
    expect_status(game, "Moves: 0")
    for move in moves:
        play_move(game, move)
    expect_status(game, "Solved")
    press(game, "Share")
    text = game.evaluate("navigator.clipboard.readText()")
    assert text.startswith("Puzzle Lab daily 2026-11-09: 8-puzzle in 8 moves (optimal 8)")
    assert text.split("\n")[1] == "🟩" * 8  # the attempt that solved: 8 moves, not the 10 played in all


@pytest.mark.parametrize("date, why", [
    ("2026-13-45", "2026-13-45 is not a day of the calendar"),
    ("2026-10-01", "the daily puzzles begin on 2026-11-01: there is none for 2026-10-01"),
    ("2026-11-06", "2026-11-06 is after today (2026-11-05): that day's puzzle is not out yet"),
    ("yesterday", "'yesterday' is not a date: write the day as YYYY-MM-DD"),
])
def test_a_bad_date_says_why_in_a_sentence_and_opens_todays_puzzle_losing_nothing(game, date, why):
    game.clock.set_fixed_time(datetime(2026, 11, 5, 12, 0))
    type_address(game, "#/knight-exchange/BBB......WWW")
    expect_status(game, fewest(16))
    play_move(game, "0-5")  # a game of one's own, on show when the bad address comes
    type_address(game, f"#/daily/{date}")
    today = daily("2026-11-05")
    expect_position(game, today["position"])
    text = " ".join(game.text_content("#message").split())
    assert text.startswith(f"There is no daily puzzle at that address ({why}")
    assert text.endswith("): here is today's, 2026-11-05.")
    expect(game.locator("#message")).to_have_attribute("data-tone", "warn")
    expect(game.get_by_role("button", name="Hint")).to_be_enabled()
    expect(game.locator("#permalink")).to_have_text(f"#/daily/2026-11-05/{today['position']}")
    game.get_by_role("radio", name="Knights").click()  # the picker: the knight exchange game as it was left
    game.locator("#variant").select_option("knight-exchange")
    expect_status(game, "Moves: 1")


def test_on_a_phone_the_daily_buttons_come_under_the_toolbar_and_the_board_stays_put(site_url, returning_page):
    # last in the module: it clears storage
    page, errors = returning_page(viewport={"width": 390, "height": 844}, clock=True)
    page.clock.set_fixed_time(datetime(2026, 11, 5, 12, 0))  # Guarini's day: the same group as the knight exchange
    page.goto(f"{site_url}/index.html#/knight-exchange/BBB......WWW")
    wait_ready(page)
    top = page.locator("#board").bounding_box()["y"]
    type_address(page, "#/daily")
    expect(page.locator("#permalink")).to_have_text(f"#/daily/2026-11-05/{daily('2026-11-05')['position']}")
    past = page.get_by_role("button", name="Past days")
    expect(past).to_be_visible()
    assert page.locator("#board").bounding_box()["y"] == top
    assert past.bounding_box()["y"] > page.locator("#game-controls").bounding_box()["y"]
    past.click()  # the archive opens as a sheet under the board, in view
    expect(page.get_by_role("list", name="Past daily puzzles")).to_be_in_viewport()
    assert errors == []
    close_page(page)
