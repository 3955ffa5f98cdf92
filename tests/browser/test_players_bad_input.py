"""Bad input a player can cause, met as a player meets it: a board size outside 3 to 8 or mistyped in the address says
so in one sentence and a board opens, as does a bad daily date as the first address; saved statistics, daily streak
or saved game damaged or written by something else are reported once, set aside under another key (not deleted) and
the page plays on, a reload saying nothing more; a browser that refuses storage altogether still plays.
"""

import json
from datetime import datetime

import pytest
from playwright.sync_api import expect

from gamepage import close_page, expect_status, play_move, type_address, wait_ready
from puzzlelab.api import Engine

pytestmark = pytest.mark.game_page("#/uncrossed-knight/5x6/")

SIDES = "(each side 3 to 8 squares: 6, or 7x8 for 7 rows by 8)"


@pytest.mark.parametrize("size", ["2x9", "9x9", "5x", "x5", "9"])
def test_a_size_outside_3_to_8_or_mistyped_says_so_and_a_board_opens(game, size):
    type_address(game, f"#/uncrossed-knight/{size}/")
    expect(game.locator("#message")).to_contain_text(
        f"Uncrossed knight's path comes in sizes 3 to 8 {SIDES}, not {size}: showing its start instead.")
    expect(game.locator("#permalink")).to_have_text("#/uncrossed-knight/5x6/")  # the board on show, its size kept
    expect(game.get_by_role("button", name="Hint")).to_be_enabled()
    assert game.locator("#grid [role=gridcell]").count() == 30
    type_address(game, "#/uncrossed-knight/5x6/")


PLANT = """([entries]) => {
    if (sessionStorage.getItem("planted")) return;  // once: a reload finds what the page left
    sessionStorage.setItem("planted", "yes");
    for (const [key, text] of entries) localStorage.setItem(key, text);
}"""
TIMES_AS_TEXT = json.dumps({"format": 1, "solved": 1, "optimal": 0, "moves": 0, "optimum": 0, "streak": 0,
                            "bestStreak": 0, "puzzles": {"8-puzzle": {"title": "8-puzzle", "solved": 1, "optimal": 0,
                                                                      "bestOver": None, "times": ["0:42"]}}})


@pytest.mark.parametrize("stats, why_stats, daily, why_daily", [
    ('{"format": 1, "solved": -3', "not JSON", "[1, 2]", "not a daily record"),
    ("[1, 2, 3]", "not statistics", '{"format": 1, "solved": [20261101]}', "not a list of days"),
    (TIMES_AS_TEXT, "its 8-puzzle record is damaged", '{"format": 1, "solved": "2026-11-01"}', "not a daily record"),
    ('"a foreign note"', "not statistics", "42", "not a daily record"),
])
def test_damaged_or_foreign_data_is_reported_once_set_aside_and_the_page_plays(site_url, returning_page, stats,
                                                                              why_stats, daily, why_daily):
    page, errors = returning_page()
    game = '{"format": 1, "entries": "everything"}'
    planted = {"puzzlelab-stats": stats, "puzzlelab-daily": daily, "puzzlelab.game.8-puzzle": game}
    page.add_init_script(f"({PLANT})({json.dumps([list(planted.items())])})")
    page.goto(f"{site_url}/index.html#/8-puzzle")
    wait_ready(page)
    message = page.locator("#message")
    expect(message).to_contain_text(
        f'Your saved statistics could not be read ({why_stats}), so they start afresh: what was there is kept aside '
        'in this browser as "puzzlelab-stats.set-aside".')
    expect(message).to_contain_text(
        f'Your daily streak could not be read ({why_daily}), so it starts afresh: what was there is kept aside in '
        'this browser as "puzzlelab-daily.set-aside".')
    expect(message).to_contain_text('Your saved game of 8-puzzle could not be read (not a saved game; it is kept aside '
                                    'in this browser as "puzzlelab.game.8-puzzle.set-aside"), so it starts afresh.')
    kept = page.evaluate("(keys) => keys.map((key) => localStorage.getItem(key))",
                         [f"{key}.set-aside" for key in planted])
    assert kept == list(planted.values())  # nothing lost: each kept whole, as it was
    type_address(page, "#/8-puzzle/1234567.8")
    expect_status(page, "Moves: 0")
    play_move(page, "8-7")
    expect_status(page, "Solved")
    page.reload()  # said once: the data set aside, nothing more to say
    wait_ready(page)
    expect_status(page, "Solved")
    expect(message).not_to_contain_text("could not be read")
    page.get_by_role("button", name="Stats", exact=True).click()
    expect(page.get_by_role("region", name="Statistics")).to_contain_text("Puzzles solved1")
    assert errors == []
    close_page(page)


def test_a_bad_daily_date_as_the_first_address_opens_todays_puzzle(site_url, returning_page):
    page, errors = returning_page(clock=True)
    page.clock.set_fixed_time(datetime(2026, 11, 20, 12, 0))
    page.goto(f"{site_url}/index.html#/daily/2026-13-45")
    wait_ready(page)
    today = Engine().daily("2026-11-20")
    expect(page.locator("#message")).to_contain_text(
        "There is no daily puzzle at that address (2026-13-45 is not a day of the calendar: there is no month 13):"
        " here is today's, 2026-11-20.")
    expect(page.locator("#permalink")).to_have_text(f"#/daily/2026-11-20/{today['position']}")
    assert errors == []
    close_page(page)


def test_a_browser_that_refuses_storage_still_plays(site_url, returning_page):
    page, errors = returning_page()
    page.add_init_script("""Object.defineProperty(window, "localStorage", {
        get() { throw new DOMException("The operation is insecure.", "SecurityError"); } });""")
    page.goto(f"{site_url}/index.html#/8-puzzle/1234567.8")
    wait_ready(page)
    play_move(page, "8-7")
    expect_status(page, "Solved")
    page.get_by_role("button", name="Stats", exact=True).click()
    expect(page.get_by_role("region", name="Statistics")).to_contain_text("Puzzles solved1")
    assert errors == []
    close_page(page)
