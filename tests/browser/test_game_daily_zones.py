"""The daily puzzle across time zones and daylight saving, with the browser's zone (the context's timezone_id) and the
page's clock set: two players at the same instant on either side of the date line get their own calendar day's
puzzle, the one `python -m puzzlelab daily DATE --json` names; a streak counts calendar days across New York's change
back to standard time (2026-11-01, a day of 25 hours), and the day arithmetic holds across both changes of the year.
"""

import json
import os
import subprocess
import sys
from datetime import datetime, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from playwright.sync_api import expect

from gamepage import CATALOG, close_page, press, solve_with_the_solver, type_address, wait_ready

INSTANT = datetime(2026, 11, 20, 20, 30, tzinfo=timezone.utc)  # Auckland: Saturday 09:30; Los Angeles: Friday 12:30
NEW_YORK = ZoneInfo("America/New_York")
ROOT = Path(__file__).resolve().parents[2]


def named_by_the_command_line(date: str) -> dict:
    """`python -m puzzlelab daily DATE --json`, as a person runs it."""
    done = subprocess.run([sys.executable, "-m", "puzzlelab", "daily", date, "--json"], capture_output=True,
                          text=True, check=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT / "pysrc")})
    return json.loads(done.stdout)


def open_in_zone(returning_page, site_url, zone: str, when: datetime, fragment: str = "#/daily"):
    """The game page of a returning visitor whose browser is in `zone`, its clock at `when`."""
    page, _errors = returning_page(timezone_id=zone, clock=True)
    page.clock.set_fixed_time(when)
    page.goto(f"{site_url}/index.html{fragment}")
    wait_ready(page)
    return page


@pytest.mark.parametrize("zone, day", [("Pacific/Auckland", "2026-11-21"), ("America/Los_Angeles", "2026-11-20")])
def test_two_zones_at_one_instant_get_their_own_days_puzzle_as_the_command_line_names_it(returning_page, site_url,
                                                                                          zone, day):
    page = open_in_zone(returning_page, site_url, zone, INSTANT)
    named = named_by_the_command_line(day)
    expect(page.locator("#message")).to_contain_text(f"Today's puzzle: {named['distance']} moves from the goal.")
    expect(page.locator("#permalink")).to_have_text(f"#/daily/{day}/{named['position']}")
    assert page.evaluate("document.querySelector('#variant').value") == named["puzzle"]
    close_page(page)


def test_a_streak_counts_calendar_days_across_the_change_back_to_standard_time(returning_page, site_url):
    page = open_in_zone(returning_page, site_url, "America/New_York", datetime(2026, 11, 1, 0, 30, tzinfo=NEW_YORK))
    named = named_by_the_command_line("2026-11-01")
    expect(page.locator("#permalink")).to_have_text(f"#/daily/2026-11-01/{named['position']}")
    solve_with_the_solver(page)
    expect(page.locator("#message")).to_contain_text("Daily puzzle of 2026-11-01 solved. Daily streak: 1 day.")
    # 23:30 the same day, 24 hours later by the clock (the day had 25): still 2026-11-01, today's puzzle is done.
    page.clock.set_fixed_time(datetime(2026, 11, 2, 4, 30, tzinfo=timezone.utc))
    type_address(page, "#/daily")  # solved already: the solve again, at the goal, with its result
    goal = CATALOG[named["puzzle"]]["goal"]
    expect(page.locator("#permalink")).to_have_text(f"#/daily/2026-11-01/{goal}")
    expect(page.locator("#message")).to_contain_text("You solved the puzzle of 2026-11-01")
    expect(page.locator("#daily-bar")).to_contain_text("Daily streak: 1 day.")
    page.clock.set_fixed_time(datetime(2026, 11, 2, 23, 50, tzinfo=NEW_YORK))
    type_address(page, "#/daily")
    second = named_by_the_command_line("2026-11-02")
    expect(page.locator("#permalink")).to_have_text(f"#/daily/2026-11-02/{second['position']}")
    solve_with_the_solver(page)
    expect(page.locator("#message")).to_contain_text("Daily puzzle of 2026-11-02 solved. Daily streak: 2 days.")
    page.clock.set_fixed_time(datetime(2026, 11, 3, 0, 10, tzinfo=NEW_YORK))  # twenty minutes later
    type_address(page, "#/daily")
    third = named_by_the_command_line("2026-11-03")
    expect(page.locator("#permalink")).to_have_text(f"#/daily/2026-11-03/{third['position']}")
    expect(page.locator("#message")).to_contain_text("Daily streak: 2 days.")
    solve_with_the_solver(page)
    expect(page.locator("#message")).to_contain_text("Daily puzzle of 2026-11-03 solved. Daily streak: 3 days.")
    press(page, "Past days")
    days = page.get_by_role("region", name="Daily puzzles")
    expect(days.get_by_role("listitem")).to_have_text([
        "2026-11-03, Tuesday (today): Number reversal ✓ solved in 10 moves (optimal 10), 0:00",
        "2026-11-02, Monday: Number reversal ✓ solved in 7 moves (optimal 7), 0:00",
        "2026-11-01, Sunday: Knight exchange ✓ solved in 21 moves (optimal 21), 0:00"])  # the clock stood still
    close_page(page)


def test_the_days_before_and_after_hold_across_both_daylight_saving_changes(new_page, site_url):
    page, _errors = new_page(f"{site_url}/js/", timezone_id="America/New_York")
    answers = page.evaluate("""async () => {
        const days = await import("/js/daily/days.js");
        return {
            spring: [days.dayBefore("2027-03-15"), days.dayBefore("2027-03-14"), days.shiftDay("2027-03-13", 1)],
            fall: [days.dayBefore("2026-11-02"), days.shiftDay("2026-11-01", 1), days.shiftDay("2026-10-31", 2)],
            // 00:30 EDT and 23:30 EST of the same 25-hour day, then 00:30 EST the next
            clock: ["2026-11-01T04:30:00Z", "2026-11-02T04:30:00Z", "2026-11-02T05:30:00Z"].map(
                (text) => days.localDay(new Date(text))),
            march: days.daysBetween("2027-03-01", "2027-03-31").length,
            streak: days.streak(["2027-03-13", "2027-03-14", "2027-03-15"], "2027-03-15"),
            notDays: ["2026-13-45", "2026-02-29", "yesterday", "2026-11-1"].map(days.isDay),
        };
    }""")
    assert answers == {
        "spring": ["2027-03-14", "2027-03-13", "2027-03-14"],
        "fall": ["2026-11-01", "2026-11-02", "2026-11-02"],
        "clock": ["2026-11-01", "2026-11-01", "2026-11-02"],
        "march": 31,
        "streak": 3,
        "notDays": [False, False, False, False],
    }
    page.context.close()
