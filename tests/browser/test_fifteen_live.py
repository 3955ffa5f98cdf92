"""The 15-puzzle's board stays live while a position beyond exact reach is searched (issue 22 goal 3): an 80-move
position opened by link plays by the rules at once, a move supersedes the search, Hint offers a good move labelled
as not yet proven optimal, the exact answer replaces it, Cancel says what is true, and the editor says at once that an
80-move position can be solved. One page; every wait is on a condition.
"""

import re

import pytest
from playwright.sync_api import expect

from gamepage import click_cell, expect_position, expect_status, moves_made, press, shown_position, type_address

EIGHTY = ".C9DFBAE37254861"  # 80 moves from the goal: its exact search takes far longer than a player waits
HARD = "46ED78B93AF5C.21"  # Korf's instance 17, 66 moves: its exact answer comes within a minute or so here
SEARCH_TIMEOUT_MS = 60_000  # the databases fetched and a first report from the search, under load
EXACT_TIMEOUT_MS = 300_000  # the exact answer on Korf's 17 in Pyodide on a busy machine
SEARCHING = re.compile(r"^(Solvable in …|\d+\+ moves…|\d+–\d+ moves…|≤\d+ moves…)$")
WITH_A_WAY = re.compile(r"^\d+–\d+ moves…$")  # a lower bound and a way found

pytestmark = pytest.mark.game_page(f"#/15-puzzle/{EIGHTY}")


def optimal(page):
    return page.locator("#stat-optimal")


def slid(position: str, cell: int) -> str:
    """`position` after the tile on `cell` slides into the blank (next to it)."""
    cells = list(position)
    blank = cells.index(".")
    cells[blank], cells[cell] = cells[cell], "."
    return "".join(cells)


def test_the_distance_words_claim_only_what_the_search_proved(script_page):
    cases = [
        ({"state": {"known": False, "solved": False, "distance": None}, "search": None}, "Solvable in …"),
        ({"state": {"known": False}, "search": {"shown": True, "progress": {"bound": 72}}},
         "72+ moves…"),
        ({"state": {"known": False}, "search": {"shown": True, "progress": {"bound": 72,
                                                                             "provisional": {"length": 90}}}},
         "72–90 moves…"),
        ({"state": {"known": False}, "search": {"shown": False, "progress": {"provisional": {"length": 106}}}},
         "≤106 moves…"),
        ({"state": {"known": False, "solved": True}, "search": None}, "Solved"),
    ]
    said = script_page.evaluate("""async (cases) => {
        const words = await import("/js/game/words.js");
        const { words: say } = await import("/js/i18n/t.js");
        return cases.map((game) => say(words.distanceWords(game)));
    }""", [game for game, _ in cases])
    assert said == [expected for _, expected in cases]


def test_an_80_move_link_plays_by_the_rules_while_its_search_runs(game):
    expect_position(game, EIGHTY)
    expect(game.get_by_role("button", name="Cancel", exact=True)).to_be_visible(timeout=SEARCH_TIMEOUT_MS)
    expect(optimal(game)).to_have_text(SEARCHING)
    before = moves_made(game)
    click_cell(game, 1)  # the tile right of the blank slides left, a real click while the search runs
    expect_position(game, slid(EIGHTY, 1))
    expect_status(game, f"Moves: {before + 1}")
    # the new position's search replaces the old one; nothing claims a distance it does not know
    expect(game.get_by_role("button", name="Cancel", exact=True)).to_be_visible(timeout=SEARCH_TIMEOUT_MS)
    expect(optimal(game)).to_have_text(SEARCHING)
    press(game, "Solve")
    expect(game.locator("#message")).to_contain_text("Solve waits for the exact answer")
    press(game, "Undo")
    expect_position(game, EIGHTY)
    expect(optimal(game)).to_have_text(WITH_A_WAY, timeout=SEARCH_TIMEOUT_MS)


def test_hint_offers_a_good_move_not_yet_proven_optimal_and_plays_it(game):
    expect(optimal(game)).to_have_text(WITH_A_WAY, timeout=SEARCH_TIMEOUT_MS)
    before = moves_made(game)
    press(game, "Hint")
    message = game.locator("#message")
    expect(message).to_contain_text(re.compile(
        r"A good move \(not yet proven optimal: it starts a way of \d+ moves\): tile \d+ (up|down|left|right)\. "
        r"Press Hint again to play it\."))
    way = int(re.search(r"a way of (\d+) moves", message.text_content())[1])
    assert way >= 80
    here = shown_position(game)
    press(game, "Hint")
    expect_status(game, f"Moves: {before + 1}")
    assert shown_position(game) != here
    # the way found goes on from the new position, one move shorter, and is offered at once (a later stage of the
    # search may already have found a shorter one by the time the status is read)
    game.wait_for_function(
        """([most]) => {
            const way = /^(?:\\d+–|≤)(\\d+) moves…$/.exec(document.querySelector("#stat-optimal").textContent);
            return way !== null && Number(way[1]) <= most;
        }""", arg=[way - 1], timeout=SEARCH_TIMEOUT_MS)


def test_cancel_says_the_board_plays_by_the_rules_and_search_again_searches(game):
    cancel = game.get_by_role("button", name="Cancel", exact=True)
    expect(cancel).to_be_visible(timeout=SEARCH_TIMEOUT_MS)
    cancel.click()
    expect(optimal(game)).to_have_text("Search cancelled")
    expect(game.locator("#search-text")).to_have_text(
        "Search cancelled: you play by the rules alone, without distances, hints or Solve. Press Search again to "
        "search.")
    again = game.get_by_role("button", name="Search again", exact=True)
    expect(again).to_be_visible()
    before = moves_made(game)
    here = shown_position(game)
    blank = here.index(".")
    cell = blank + 1 if blank % 4 < 3 else blank - 1
    click_cell(game, cell)
    expect_position(game, slid(here, cell))
    expect_status(game, f"Moves: {before + 1}")
    press(game, "Hint")
    expect(game.locator("#message")).to_contain_text("No hint here: the search was cancelled")
    again.click()
    expect(cancel).to_be_visible(timeout=SEARCH_TIMEOUT_MS)
    expect(optimal(game)).to_have_text(SEARCHING, timeout=SEARCH_TIMEOUT_MS)


def test_the_exact_answer_replaces_the_good_move_shown(game):
    type_address(game, f"#/15-puzzle/{HARD}")
    expect_position(game, HARD)
    expect(optimal(game)).to_have_text(WITH_A_WAY, timeout=SEARCH_TIMEOUT_MS)
    press(game, "Hint")
    expect(game.locator("#message")).to_contain_text("A good move (not yet proven optimal")
    expect(optimal(game)).to_have_text("Solvable in 66", timeout=EXACT_TIMEOUT_MS)
    expect(game.locator("#message")).to_contain_text(re.compile(
        r"^(Proven optimal|The exact answer is in; an optimal move): tile \d+ (up|down|left|right) "
        r"\(66 moves to go\)\. Press Hint again to play it\.$"))
    before = moves_made(game)
    press(game, "Hint")
    expect_status(game, f"Moves: {before + 1}")
    expect(game.locator("#message")).to_contain_text("Optimal move: 65 moves to go.", timeout=SEARCH_TIMEOUT_MS)


def test_the_editor_says_an_80_move_position_can_be_solved_at_once(game):
    game.get_by_role("button", name="Edit").click()
    panel = game.get_by_role("region", name="Position editor")
    panel.get_by_label("Position").fill(EIGHTY)
    expect(panel.get_by_role("status")).to_have_text(
        "It can be solved; its distance is not known yet (Play from here, and the solver searches it while you "
        "play).")
    expect_position(game, EIGHTY)
    panel.get_by_role("button", name="Back to the game").click()
