"""Knight placements on the game page: knight domination (a click places or takes off a knight; attacks and
uncovered squares come from the engine) and the uncrossed knight's path (refused crossings name the segment);
the puzzle's search runs as a job with progress and Cancel.
"""

import re

import pytest
from playwright.sync_api import expect

from collectionpage import hint_played, optimal, solve_to_the_end, tap
from gamepage import cell_names, cells, expect_status, fewest, goto, longest, press, wait_ready
from puzzlelab.api import Engine

ENGINE = Engine()  # test data only
EMPTY_4 = "." * 16


pytestmark = pytest.mark.game_page(f"#/knight-domination/{EMPTY_4}")


def test_domination_attacking_knights_then_a_minimum_placement(game):
    goto(game, f"#/knight-domination/{EMPTY_4}")
    expect(game.locator("#size")).to_have_value("4")
    empty_summary = ENGINE.state("knight-domination", EMPTY_4, size=4)["summary"]  # the engine's words on it
    assert "4" in empty_summary
    expect_status(game, empty_summary)
    tap(game, 0)
    expect_status(game, "Moves: 1")
    tap(game, 6)  # a knight's move from square 0
    expect_status(game, "The knights on a4 and c3 attack each other")
    assert "attacked by another knight" in cell_names(game)[0]
    assert game.evaluate("location.hash") == "#/knight-domination/N.....N........."
    tap(game, 6)  # takes it off again
    tap(game, 0)
    expect_status(game, empty_summary)
    expect_status(game, "Moves: 4")
    target = ENGINE.solve("knight-domination", EMPTY_4, size=4)["positions"][-1]
    for cell, piece in enumerate(target):
        if piece == "N":
            tap(game, cell)
    expect_status(game, "Solved in 8 moves (optimal 4)")


def test_domination_hint_shows_then_places_and_solve(game):
    goto(game, f"#/knight-domination/{EMPTY_4}")
    hint_played(game, re.compile(r"Hint: place a knight on [a-d][1-4]\."))
    expect_status(game, fewest(3))
    press(game, "Restart")
    solve_to_the_end(game, 4)


def test_uncrossed_path_by_clicks_refusal_names_the_segment(game):
    goto(game, "#/uncrossed-knight/5/")
    assert optimal(game) == longest(10)  # knight's moves: the first square is chosen, not a move
    path = [0, 7, 4, 13, 24, 17, 8, 11]
    for count, cell in enumerate(path):
        tap(game, cell)
        expect(game.locator("#grid [role=gridcell]").nth(cell)).to_have_attribute(
            "aria-label", re.compile(f"path square {count + 1}")
        )
        expect_status(game, f"Moves: {count}")
    assert game.evaluate("location.hash") == "#/uncrossed-knight/5/0-7-4-13-24-17-8-11"
    expect_status(game, "7 of 10 moves")
    tap(game, 18)  # crosses the segment 17-8 (c2-d4)
    expect(game.locator("#message")).to_contain_text("would cross the jump c2-d4")
    expect_status(game, "Moves: 7")
    tap(game, 0)
    expect(game.locator("#message")).to_contain_text("already on the path")
    press(game, "Hint")
    expect(game.locator("#message")).to_contain_text("Hint: knight from b3 to c1")  # square 22
    solve_to_the_end(game, 3, total=10)

def test_uncrossed_link_carries_the_size(game):
    goto(game, "#/uncrossed-knight/6/0-13")
    expect(game.locator("#size")).to_have_value("6")
    assert cells(game).count() == 36
    expect_status(game, ENGINE.state("uncrossed-knight", "0-13", size=6)["summary"])  # how far the best is
    expect_status(game, "Moves: 0")
    expect(game.locator("#message")).not_to_have_attribute("data-tone", "bad")  # exploring is never red


def test_the_7x7_search_shows_progress_and_cancel_keeps_the_board(game):
    goto(game, "#/uncrossed-knight/5/")
    game.locator("#size").select_option("7")
    expect(game.locator("#search")).to_be_visible()
    expect(game.locator("#search-text")).to_contain_text("Searching Uncrossed knight's path 7×7")
    press(game, "Cancel")
    expect(game.locator("#search-text")).to_contain_text("Search cancelled")
    expect_status(game, "Search cancelled")
    assert cells(game).count() == 49
    # The board still plays by hand, from the rules alone: moves count, no distances.
    tap(game, 24)
    expect(game.locator("#grid [role=gridcell]").nth(24)).to_have_attribute("aria-label", re.compile("path square 1"))
    tap(game, 9)  # a knight's move from the centre square
    expect_status(game, "Moves: 1")
    expect_status(game, "Search cancelled")
    tap(game, 25)  # not a knight's move from 9
    expect(game.locator("#message")).to_contain_text("it moves two squares one way and one square the other")
    press(game, "Hint")
    expect(game.locator("#message")).to_contain_text("search was cancelled")
    expect(game.get_by_role("button", name="Search again")).to_be_visible()
    # A small board is ready at once: no search banner.
    game.locator("#size").select_option("4")
    expect_status(game, longest(5))  # OEIS A003192: 5 moves on 4x4
    wait_ready(game)
    expect(game.locator("#search")).to_be_hidden()
    assert cells(game).count() == 16


def test_a_rectangle_is_picked_played_and_kept_in_the_address(game):
    goto(game, "#/uncrossed-knight/5/")
    game.locator("#size").select_option("5x6")
    expect(game).to_have_url(re.compile(r"#/uncrossed-knight/5x6/$"))
    expect_status(game, longest(14))  # the longest uncrossed path on 5 rows by 6 columns (the seed's, unique)
    assert cells(game).count() == 30
    tap(game, 0)
    tap(game, 8)  # a knight's move: row 0 column 0 to row 1 column 2
    expect_status(game, "Moves: 1")
    expect(game).to_have_url(re.compile(r"#/uncrossed-knight/5x6/0-8$"))
