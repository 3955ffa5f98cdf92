"""The 15-puzzle on the page as a person plays it: its pattern databases fetched only when it opens, "Optimal" once the
search answered, a hint played, a tap along the blank's line sliding several tiles, Solve to the goal, a hard position's
hint played as soon as its distance shows, every optimal move checked only when asked (Cancel keeps the distance), a
move's verdict said once the position it leads to is searched, an unsolvable link explained by the tiles' parity, and
Cancel of a long search (the board then plays by the rules alone).
"""

import re

import pytest
from playwright.sync_api import expect

from gamepage import (CATALOG, cell_names, click_cell, close_page, expect_position, expect_status, fewest, moves_made,
                      press, shown_position, status, type_address, wait_ready)
from puzzlelab.api import Engine
from puzzlelab.progress import run_to_end as drive

ENGINE = Engine()  # test data only (CPython, databases from the checkout)
SEARCH_TIMEOUT_MS = 60_000  # the databases fetched and the first search in Pyodide
RANDOM_TIMEOUT_MS = 180_000  # a random position: most take a second or two, the rare hardest half a minute or more
EASY = "12B3584.96A7DEFC"  # 14 moves from the goal; EASY_10 is 4 moves along its solution
EASY_SOLUTION = ENGINE.solve("15-puzzle", EASY)
EASY_10 = EASY_SOLUTION["positions"][4]
HARD = "46ED78B93AF5C.21"  # Korf's instance 17, 66 moves: the longest search of his 100 (tens of seconds here)
KORF_53 = "AB5D9FE.68C13472"  # Korf's instance 53, 64 moves: the moves from it are checked seconds after its distance
PDB_FILES = {file["name"] for file in CATALOG["15-puzzle"]["data"]["files"]}


def record_requests(page) -> None:
    """From before the page loads: the URL of every request it makes, in page.requests."""
    page.requests = []
    page.on("request", lambda request: page.requests.append(request.url))


pytestmark = pytest.mark.game_page("#/8-puzzle/8672543.1", prepare=record_requests)


def fetched_databases(page) -> set[str]:
    return {url.rsplit("/", 1)[-1] for url in page.requests if "/pdb/" in url}


def open_fifteen(page, position: str) -> None:
    """Type the 15-puzzle's link to `position`; wait until the board shows it (its search may still run)."""
    type_address(page, f"#/15-puzzle/{position}")
    expect_position(page, position)


def test_databases_are_fetched_only_when_the_15_puzzle_opens(game):
    assert ENGINE.solve("15-puzzle", EASY_10)["distance"] == 10
    expect_status(game, fewest(31))  # another puzzle open and answered: no database asked for
    assert fetched_databases(game) == set()
    open_fifteen(game, EASY_10)
    expect(game.locator("#stat-optimal")).to_have_text(fewest(10), timeout=SEARCH_TIMEOUT_MS)
    wait_ready(game)
    assert fetched_databases(game) == PDB_FILES
    assert len([url for url in game.requests if "/pdb/" in url]) == len(PDB_FILES)  # once each
    expect_status(game, "Moves: 0")


def test_hint_names_an_optimal_move_and_a_second_press_plays_it(game):
    press(game, "Hint")
    expect(game.locator("#message")).to_contain_text(re.compile(r"tile \d+ (up|down|left|right)"))
    press(game, "Hint")
    expect_status(game, "Moves: 1")
    expect(game.locator("#stat-optimal")).to_have_text(fewest(9), timeout=SEARCH_TIMEOUT_MS)
    after = shown_position(game)
    assert ENGINE.solve("15-puzzle", after)["distance"] == 9


def test_a_tap_along_the_blank_line_slides_every_tile_between(game):
    here = shown_position(game)
    slides = ENGINE.state("15-puzzle", here, distances=False)["annotations"]["line_slides"]
    cell, moves = max(slides.items(), key=lambda item: len(item[1]))
    expected = here
    for move in moves:
        expected = ENGINE.play("15-puzzle", expected, move, distances=False)["state"]["position"]
    before = moves_made(game)
    click_cell(game, int(cell))
    expect_position(game, expected)
    expect_status(game, f"Moves: {before + len(moves)}")
    distance = ENGINE.solve("15-puzzle", expected)["distance"]
    expect(game.locator("#stat-optimal")).to_have_text(fewest(distance), timeout=SEARCH_TIMEOUT_MS)


def test_arrow_keys_slide_a_tile(game):
    before = moves_made(game)
    here = shown_position(game)
    blank = here.index(".")
    game.locator("#grid [role=gridcell][tabindex='0']").focus()
    key = "ArrowLeft" if blank % 4 < 3 else "ArrowRight"  # the tile right of the blank slides left (or the other way)
    game.keyboard.press(key)
    expect_status(game, f"Moves: {before + 1}")
    assert shown_position(game).index(".") != blank
    expect(game.locator("#stat-optimal")).to_have_text(re.compile(r"^Solvable in \d+$"), timeout=SEARCH_TIMEOUT_MS)


def test_solve_plays_an_optimal_solution_to_the_goal(game):
    open_fifteen(game, EASY_10)
    expect(game.locator("#stat-optimal")).to_have_text(fewest(10), timeout=SEARCH_TIMEOUT_MS)
    wait_ready(game)
    press(game, "Solve")
    game.locator("#speed").select_option("4")
    expect(game.locator("#player-step")).to_have_text(
        "Solution: all 10 moves shown, goal reached", timeout=SEARCH_TIMEOUT_MS
    )
    expect_position(game, "123456789ABCDEF.")
    expect(game.locator("#message")).to_contain_text("Solved")


def test_cancel_stops_a_long_search_and_the_board_plays_by_the_rules(game):
    open_fifteen(game, HARD)
    cancel = game.get_by_role("button", name="Cancel", exact=True)
    expect(cancel).to_be_visible(timeout=SEARCH_TIMEOUT_MS)
    expect(game.locator("#search-text")).to_contain_text(
        re.compile(r"Searching 15-puzzle: at least \d+ moves"), timeout=SEARCH_TIMEOUT_MS
    )
    # only what the search proved: a lower bound and the length of a way found, never a distance
    searching = re.compile(r"^(Solvable in …|\d+\+ moves…|\d+–\d+ moves…|≤\d+ moves…)$")
    expect(game.locator("#stat-optimal")).to_have_text(searching)
    cancel.click()
    expect(game.locator("#stat-optimal")).to_have_text("Search cancelled", timeout=SEARCH_TIMEOUT_MS)
    wait_ready(game)
    before = moves_made(game)
    blank = HARD.index(".")
    click_cell(game, blank + 1)  # the tile right of the blank slides in, with no search behind it
    expect_status(game, f"Moves: {before + 1}")
    assert "Search cancelled" in status(game)


def test_hint_plays_the_first_move_of_the_solution_found_once_the_distance_shows(game):
    open_fifteen(game, KORF_53)
    expect(game.locator("#stat-optimal")).to_have_text(re.compile(r"^Solvable in 64…?$"), timeout=RANDOM_TIMEOUT_MS)
    before = moves_made(game)
    press(game, "Hint")  # "…": each move from here is still being checked; the hint need not wait for that
    expect(game.locator("#message")).to_have_text(re.compile(
        r"^Hint( \(optimal\))?: tile \d+ (up|down|left|right)\. Press Hint again to play it\.$"))
    press(game, "Hint")
    expect_status(game, f"Moves: {before + 1}")
    expect(game.locator("#message")).to_have_text("Optimal move: 63 moves to go.")


def test_show_all_optimal_moves_checks_the_moves_only_when_ticked_and_its_cancel_keeps_the_distance(game):
    open_fifteen(game, KORF_53)
    expect(game.locator("#stat-optimal")).to_have_text("Solvable in 64", timeout=RANDOM_TIMEOUT_MS)
    show = game.get_by_label("Show all optimal moves")
    show.check()  # the moves from here are checked now, each within the distance, with progress and Cancel
    expect(game.locator("#search-text")).to_contain_text(re.compile(r"64 moves from the goal; checking move \d of 3"),
                                                         timeout=SEARCH_TIMEOUT_MS)
    expect(game.locator("#stat-optimal")).to_have_text("Solvable in 64")  # no "…": the distance is proved
    game.get_by_role("button", name="Cancel", exact=True).click()
    expect(game.locator("#message")).to_contain_text("Stopped checking the moves from here")
    expect(show).not_to_be_checked()
    expect(game.locator("#stat-optimal")).to_have_text("Solvable in 64")  # not "Search cancelled": nothing is lost
    expect(game.locator("#search")).to_be_hidden()
    show.check()
    optimal = ENGINE.state("15-puzzle", KORF_53)["optimal_moves"]
    assert len(optimal) == 2
    starts = game.locator("#grid [role=gridcell][aria-label*='an optimal move starts here']")
    expect(starts).to_have_count(2, timeout=RANDOM_TIMEOUT_MS)
    names = cell_names(game)
    assert {index for index, name in enumerate(names) if "an optimal move starts here" in name} == {
        int(move.split("-")[0]) for move in optimal}
    show.uncheck()


@pytest.mark.parametrize("position, move, words", [
    ("A51.F9DE28476CB3", "7-3", "Optimal move: 54 moves to go."),  # Korf's instance 2: an optimal move not hinted
    ("1356.DE9B48CA7F2", "0-4", "Wasted move: that one didn't bring the goal closer (46 moves to go)."),  # his 12
])
def test_a_move_whose_verdict_needed_a_search_is_judged_once_its_distance_is_known(game, position, move, words):
    here = drive(ENGINE.state_job("15-puzzle", position, every_move=False))
    assert move in {entry["move"] for entry in here["moves"] if not entry["checked"]}  # not known as it is played
    open_fifteen(game, position)
    expect(game.locator("#stat-optimal")).to_have_text(fewest(here["distance"]), timeout=RANDOM_TIMEOUT_MS)
    wait_ready(game)
    click_cell(game, int(move.split("-")[0]))
    expect_status(game, "Moves: 1")
    expect(game.locator("#message")).to_have_text(words, timeout=SEARCH_TIMEOUT_MS)


def test_an_unsolvable_link_says_the_tiles_parity(game):
    type_address(game, "#/15-puzzle/213456789ABCDEF.")
    expect(game.locator("#message")).to_contain_text("can't be played to the goal", timeout=SEARCH_TIMEOUT_MS)
    expect(game.locator("body")).to_contain_text("1 pair of tiles is out of order")
    expect(game.locator("body")).to_contain_text("tile parity and the blank's row")


def test_a_random_position_shows_its_exact_distance_once_searched(game):
    type_address(game, "#/15-puzzle")
    expect(game.locator("#stat-optimal")).to_have_text(re.compile(r"^Solvable in \d+$"), timeout=SEARCH_TIMEOUT_MS)
    game.get_by_role("button", name="New game…").click()
    game.get_by_role("region", name="New game").get_by_role("button", name="Random position").click()
    said = re.compile(
        r"A new position (\d+) moves from the goal, picked among all the positions that can reach the goal"
    )
    expect(game.locator("#message")).to_contain_text(said, timeout=RANDOM_TIMEOUT_MS)
    distance = said.search(game.text_content("#message"))[1]
    expect(game.locator("#stat-optimal")).to_have_text(fewest(distance))
    assert ENGINE.solve("15-puzzle", shown_position(game))["distance"] == int(distance)


def test_without_the_databases_the_page_says_so_and_still_plays(site_url, returning_page):
    page, _errors = returning_page()
    page.route("**/pdb/**", lambda route: route.abort())
    page.goto(f"{site_url}/index.html#/15-puzzle/{EASY_10}")
    expect(page.locator("#stat-optimal")).to_have_text(fewest(10), timeout=SEARCH_TIMEOUT_MS)
    expect(page.locator("#message")).to_contain_text("The pattern databases could not be fetched")
    expect(page.locator("#message")).to_contain_text("weaker estimate")
    wait_ready(page)
    page.get_by_role("button", name="Hint", exact=True).click()
    page.get_by_role("button", name="Hint", exact=True).click()
    expect_status(page, "Moves: 1")
    expect(page.locator("#stat-optimal")).to_have_text(fewest(9), timeout=SEARCH_TIMEOUT_MS)
    close_page(page)
