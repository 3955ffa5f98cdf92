"""The game screen, as a new player meets it at 1280x800 (a mouse), 375x667 and 667x375 (a touch phone, upright and
sideways): a laptop's first screen holds every control; New game… → Random position leaves the board and the status
in view; a panel opens beside the board (wide) or as a sheet over the rest of the screen (phone), the board's box never
moving, and Close, Escape or its button again returns to the game with focus on the button that opened it; a long
message is readable whole where it stands (More unfolds it over what is below, moving nothing), and Share says what it
did beside itself; sideways the masthead and its theme switch stay reachable. One touch page (the module's) and one
laptop page, both on a fixed clock (the daily puzzle of 2026-11-09).
"""

from datetime import datetime

import pytest
from playwright.sync_api import expect

from gamepage import (LAPTOP, PHONE, SIDEWAYS, UPRIGHT, board_box, boxes, close_page, cut_short, expect_status, goto,
                      held_at, moved, next_frames, off_screen, play_move, press, show_at, type_address, wait_ready)
from puzzlelab.api import Engine

TODAY = datetime(2026, 11, 18, 12, 0)
# A daily puzzle to solve at each size, each once in its page's storage (a solved day reopens solved): the 8-puzzle of
# 2026-11-09 (8 moves from the goal) on the laptop and upright, Guarini's problem of 2026-11-17 (7) sideways.
DAILIES = {"laptop": ("2026-11-09", "8-puzzle", "123748.65"), "upright": ("2026-11-09", "8-puzzle", "123748.65"),
           "sideways": ("2026-11-17", "guarini", "W.....WBB")}

pytestmark = pytest.mark.game_page("#/8-puzzle/8672543.1", clock=True, **PHONE)

# The game's own controls, and on a laptop the panels' buttons and the theme's too.
GAME_CONTROLS = {"Undo": "#undo", "Redo": "#redo", "Restart": "#restart", "Hint": "#hint", "Solve": "#solve",
                 "New game…": "#new-game"}
STATUS = {"board": "#board", "moves": "#stat-moves", "distance": "#stat-optimal", "message": "#message"}
LAPTOP_CONTROLS = {**GAME_CONTROLS, "Show all optimal moves": "#show-optimal", "Distances": "#tool-distances",
                   "Review": "#tool-review", "Edit": "#tool-edit", "Stats": "#tool-stats", "Daily": "#tool-daily",
                   "Help": "#tool-help", "Lab": "#open-lab", "Theme": "#theme", "How to win": ".about"}
PLAYER = {"Step back": "#step-back", "Pause": "#play-pause", "Step forward": "#step-forward", "Speed": "#speed",
          "Take over": "#take-over", "Stop": "#stop"}


@pytest.fixture(scope="module")
def laptop(site_url, returning_page):
    """The game page on a laptop's screen (1280x800, a mouse)."""
    page, _errors = returning_page(viewport=LAPTOP, clock=True)
    page.clock.set_fixed_time(TODAY)
    page.goto(f"{site_url}/index.html#/8-puzzle/8672543.1")
    wait_ready(page)
    yield page
    close_page(page)


@pytest.fixture(params=["laptop", "upright", "sideways"])
def screen(request, game, laptop):
    """(page, viewport, touch): the laptop's page, or the touch page held upright or sideways (`page.held` says
    which)."""
    if request.param == "laptop":
        laptop.held = "laptop"
        yield laptop, LAPTOP, False
        return
    game.held = request.param
    viewport = UPRIGHT if request.param == "upright" else SIDEWAYS
    game.clock.set_fixed_time(TODAY)
    show_at(game, viewport)
    yield game, viewport, True
    show_at(game, UPRIGHT)


def act(page, touch: bool, locator) -> None:
    """Press `locator` as the screen's person does: a tap on a touch screen (scrolled to first), else a click."""
    locator.scroll_into_view_if_needed()
    if touch:
        locator.tap()
    else:
        locator.click()


def wasted_pair(puzzle: str, position: str) -> list[str]:
    """Two moves that come back to `position`: its first legal move ("a-b") and the same move back ("b-a")."""
    first = Engine().state(puzzle, position)["moves"][0]["move"]
    source, target = first.split("-")
    return [first, f"{target}-{source}"]


def overlap(a: list, b: list) -> bool:
    """Whether boxes [left, top, right, bottom] `a` and `b` share more than a pixel."""
    return min(a[2], b[2]) - max(a[0], b[0]) > 1 and min(a[3], b[3]) - max(a[1], b[1]) > 1


def test_a_laptops_first_screen_holds_every_control_and_the_solution_player(laptop):
    page = laptop
    show_at(page, LAPTOP)
    goto(page, "#/8-puzzle/8672543.1")
    assert off_screen(page, LAPTOP, {**STATUS, **LAPTOP_CONTROLS}) == []
    assert page.evaluate("() => document.documentElement.scrollHeight") <= LAPTOP["height"], "the page scrolls"
    press(page, "Solve")
    expect(page.get_by_role("group", name="Solution player")).to_be_visible()
    assert off_screen(page, LAPTOP, {**STATUS, **PLAYER}) == []
    press(page, "Stop")
    expect(page.get_by_role("group", name="Solution player")).to_be_hidden()


def test_new_game_random_leaves_the_board_and_the_status_in_view(screen):
    page, viewport, touch = screen
    goto(page, "#/8-puzzle/8672543.1")
    show_at(page, viewport)
    board = boxes(page, STATUS)["board"]
    act(page, touch, page.get_by_role("button", name="New game…"))
    panel = page.get_by_role("region", name="New game")
    act(page, touch, panel.get_by_role("button", name="Random position"))
    expect(page.locator("#message")).to_contain_text("A new position")
    expect(page.locator("#permalink")).not_to_have_text("#/8-puzzle/8672543.1")
    next_frames(page)
    assert off_screen(page, viewport, STATUS) == []
    assert boxes(page, STATUS)["board"] == board
    if touch:  # the sheet lay over the status and the toolbar: it made way for the game dealt
        expect(panel).to_be_hidden()
        expect(page.get_by_role("button", name="New game…")).to_be_focused()
    else:  # beside the board it stays, for another deal
        expect(panel).to_be_in_viewport()
        press(page, "New game…")
        expect(panel).to_be_hidden()


@pytest.mark.parametrize("name, region", [("Help", "Help"), ("Distances", "Distances"), ("Edit", "Position editor")])
def test_a_panel_opens_beside_the_board_or_as_a_sheet_and_closes_back_to_the_game(screen, name, region):
    page, viewport, touch = screen
    goto(page, "#/8-puzzle/8672543.1")
    show_at(page, viewport)
    before = board_box(page)
    button = page.get_by_role("button", name=name, exact=True)
    panel = page.get_by_role("region", name=region)
    for close in ("Close", "Escape") if touch else ("Close", "Escape", "again"):  # a sheet lies over its button
        act(page, touch, button)
        expect(panel).to_be_visible()
        next_frames(page)
        where = boxes(page, {"board": "#board", "pane": "#tool-panel"})
        assert board_box(page) == before, f"{name}: the board moved when the panel opened"
        assert off_screen(page, viewport, {"board": "#board", "pane": "#tool-panel"}) == [], where
        assert not overlap(where["board"], where["pane"]), f"{name} lies over the board: {where}"
        if close == "Close":
            act(page, touch, page.get_by_role("button", name="Close", exact=True))
        elif close == "Escape":
            page.keyboard.press("Escape")
        else:
            act(page, touch, button)
        expect(panel).to_be_hidden()
        expect(button).to_be_focused()
        assert board_box(page) == before
        expect_status(page, "Moves: 0")


def test_a_long_message_is_readable_whole_and_share_says_what_it_did_beside_itself(screen):
    page, viewport, touch = screen
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    date, puzzle, position = DAILIES[page.held]
    type_address(page, f"#/daily/{date}")
    expect(page.locator("#permalink")).to_have_text(f"#/daily/{date}/{position}")
    expect_status(page, "Moves: 0")
    for move in wasted_pair(puzzle, position) + Engine().solve(puzzle, position)["moves"]:  # two moves wasted
        play_move(page, move)
    expect_status(page, "Solved")
    show_at(page, viewport)
    message = page.locator("#message")
    parts = {**STATUS, **GAME_CONTROLS}
    before = boxes(page, parts)
    more = page.locator("#message-more")
    if touch:  # how it went, the two moves wasted, the day's streak: more than three lines on a phone
        expect(more).to_be_visible()
    if not more.is_visible():
        assert not cut_short(message), "the message is cut, no More"
    else:
        assert off_screen(page, viewport, {"More": "#message-more"}) == []
        act(page, touch, more)
        expect(more).to_have_text("Less")
        next_frames(page)
        assert not cut_short(message), "the unfolded message is cut"
        assert off_screen(page, viewport, {"message": "#message", "Less": "#message-more"}) == []
        others = {name: box for name, box in boxes(page, parts).items() if name != "message"}
        assert moved(others, before) == [], "the message unfolds over what is below it, moving nothing"
        act(page, touch, more)
        expect(more).to_have_text("More")
        assert moved(boxes(page, parts), before) == []
    # Share: what it did is said beside it, wherever the message is.
    if touch:  # a phone's browser has Web Share (here a stand-in that keeps the text)
        page.evaluate("() => { navigator.share = async (data) => { window.sharedData = data; }; }")
    share = page.get_by_role("button", name="Share")
    act(page, touch, share)
    said = page.locator("#daily-bar .daily-said")
    expect(said).to_have_text("Shared." if touch else "Copied: paste it anywhere.")
    near = boxes(page, {"share": "#share-daily", "said": "#daily-bar .daily-said"})
    assert 0 <= near["said"][1] - near["share"][3] < 40, near  # right under it, in the daily's bar
    if touch:
        page.evaluate("() => { delete navigator.share; }")
    goto(page, "#/8-puzzle/8672543.1")


def test_sideways_the_masthead_and_the_theme_switch_stay_reachable(game):
    with held_at(game, SIDEWAYS) as page:
        goto(page, "#/8-puzzle/8672543.1")
        assert off_screen(page, SIDEWAYS, {**STATUS, **GAME_CONTROLS}) == []
        theme = page.locator("#theme")
        theme.scroll_into_view_if_needed()
        expect(theme).to_be_in_viewport()
        expect(page.locator(".brand")).to_be_visible()
        label = theme.text_content()
        theme.tap()
        expect(theme).not_to_have_text(label)
        theme.tap()
        theme.tap()  # system, light, dark, system again
        expect(theme).to_have_text(label)


def test_the_board_is_whole_above_a_sheet_opened_from_below_the_fold(game):
    page = game
    show_at(page, UPRIGHT)
    goto(page, "#/8-puzzle/8672543.1")
    before = board_box(page)
    help_button = page.get_by_role("button", name="Help", exact=True)
    help_button.scroll_into_view_if_needed()  # under the toolbar: the player scrolls to it, the board goes up
    help_button.tap()
    expect(page.get_by_role("region", name="Help")).to_be_visible()
    next_frames(page)
    assert board_box(page) == before
    assert off_screen(page, UPRIGHT, {"board": "#board", "sheet": "#tool-panel"}) == []
    page.get_by_role("button", name="Close", exact=True).tap()
    expect(help_button).to_be_focused()
    show_at(page, UPRIGHT)
    assert off_screen(page, UPRIGHT, STATUS) == []
