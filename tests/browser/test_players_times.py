"""Best times and averages as a player earns them: the same two-move 8-puzzle solved again and again (Restart), the
page's clock set between the moves, and the Stats panel read: best time, fewest moves, the mean of the last 5 from
the fifth solve, of the last 12 from the twelfth; a solve with a hint counted apart, its time in neither.
"""

from datetime import datetime, timedelta, timezone

import pytest
from playwright.sync_api import expect

from gamepage import expect_status, play_move, press

pytestmark = pytest.mark.game_page("#/8-puzzle/123456.78", clock=True)

START = datetime(2026, 11, 20, 9, 0, tzinfo=timezone.utc)
SECONDS = [30, 45, 20, 60, 50, 40, 35, 25, 55, 65, 70, 15]  # each solve's time, first move to the solving move


def solve_in(page, number: int, seconds: int) -> None:
    """Solve the position on show ("7-6", "8-7") with `seconds` on the page's clock between the two moves."""
    if number > 0:
        press(page, "Restart")
        expect_status(page, "Moves: 0")
    began = START + timedelta(hours=number)
    page.clock.set_fixed_time(began)
    play_move(page, "7-6")  # the clock starts at the first move
    page.clock.set_fixed_time(began + timedelta(seconds=seconds))
    play_move(page, "8-7")
    expect_status(page, "Solved")


def stats_line(page):
    page.get_by_role("button", name="Stats", exact=True).click()
    line = page.get_by_role("list", name="Best results by puzzle").get_by_role("listitem")
    return line


def test_best_time_and_the_means_of_5_and_12_come_with_the_solves(game):
    for number, seconds in enumerate(SECONDS[:4]):
        solve_in(game, number, seconds)
    expect(game.locator("#stat-clock")).to_have_text("1:00")  # the clock stopped at the solve
    expect(stats_line(game)).to_have_text("8-puzzle: solved 4×, 4 optimally, best: optimal, best time 0:20, "
                                          "fewest moves 2")
    press(game, "Stats")  # closed again
    solve_in(game, 4, SECONDS[4])
    expect(stats_line(game)).to_have_text("8-puzzle: solved 5×, 5 optimally, best: optimal, best time 0:20, "
                                          "fewest moves 2, mean of the last 5 0:41")  # (30+45+20+60+50)/5
    press(game, "Stats")
    for number, seconds in enumerate(SECONDS[5:], start=5):
        solve_in(game, number, seconds)
    # the last 5: 25, 55, 65, 70, 15 -> 46 s; all 12: 510 s / 12 = 42.5 s, shown to the whole second below
    expect(stats_line(game)).to_have_text("8-puzzle: solved 12×, 12 optimally, best: optimal, best time 0:15, "
                                          "fewest moves 2, mean of the last 5 0:46, of the last 12 0:42")
    press(game, "Stats")


def test_a_solve_with_a_hint_is_counted_apart_and_keeps_its_time_out(game):
    press(game, "Restart")
    expect_status(game, "Moves: 0")
    game.clock.set_fixed_time(START + timedelta(days=1))
    press(game, "Hint")  # shows the move
    press(game, "Hint")  # plays it: a move with help
    expect_status(game, "Moves: 1")
    game.clock.set_fixed_time(START + timedelta(days=1, seconds=5))  # faster than any: not a best time with help
    play_move(game, "8-7")
    expect_status(game, "Solved")
    expect(stats_line(game)).to_have_text("8-puzzle: solved 13×, 12 optimally, best: optimal, best time 0:15, "
                                          "fewest moves 2, mean of the last 5 0:46, of the last 12 0:42, 1 with help")
