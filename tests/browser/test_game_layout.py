"""The page a player holds: on a touch phone the board stays put while the solver loads and messages come and go,
it sits on the first screen held sideways too, messages say "tap", every puzzle shows its goal (a picture drawn
by its own board drawer, and the rules in words), and "Show all optimal moves" marks whole moves.
"""

import pytest
from playwright.sync_api import expect

from gamepage import (CATALOG, PHONE, board_box, cell_center, cell_names, expect_status, goto, next_frames,
                      type_address, wait_ready)

# A first visit on a touch phone at the knight exchange, not waited for: the first test watches the boot.
pytestmark = pytest.mark.game_page("#/knight-exchange/BBB......WWW", visitor="first", ready=False, **PHONE)


def test_the_board_never_moves_while_loading_and_playing(game):
    page = game
    page.wait_for_function("() => document.querySelector('#board-canvas').width > 0")
    loading = board_box(page, "#board-canvas")
    wait_ready(page)
    next_frames(page)
    assert board_box(page, "#board-canvas") == loading, "the board moved when the loading banner went"
    x, y = cell_center(page, 0)  # a knight with two jumps: picked, and a message appears
    page.touchscreen.tap(x, y)
    expect(page.locator("#message")).to_contain_text("Picked")
    next_frames(page)
    assert board_box(page, "#board-canvas") == loading, "the board moved when a message appeared"
    x, y = cell_center(page, 5)
    page.touchscreen.tap(x, y)  # the second tap lands where the first one saw the board
    expect_status(page, "Moves: 1")
    assert board_box(page, "#board-canvas") == loading
    assert loading["y"] + loading["height"] <= 667, "the board is not on the first screen"


def test_messages_say_tap_on_a_touch_screen(game):
    page = game
    text = page.evaluate("document.body.innerText")
    assert "click" not in text.lower()
    expect(page.locator("#keys-help")).to_have_text(
        "Tap a knight, then one of its highlighted squares (a knight with one jump moves at once)."
    )


def test_held_sideways_the_board_is_on_the_first_screen(game):
    page = game
    page.set_viewport_size({"width": 667, "height": 375})
    try:
        next_frames(page)
        box = board_box(page, "#board-canvas")
        assert box["y"] >= 0 and box["y"] + box["height"] <= 375, box
        assert box["height"] > 200, "the board should use the height it has"
        overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow == 0
    finally:
        page.set_viewport_size(PHONE["viewport"])


def test_every_puzzle_shows_its_goal_and_rules(game):
    page = game
    goto(page, "#/number-reversal/654321.")  # looks reversed; the goal says the gap goes first
    expect(page.locator("#goal")).to_be_visible()
    expect(page.locator("#goal-text")).to_have_text("The goal")  # a picture, not a code
    expect(page.locator("#goal-canvas")).to_have_attribute("aria-label", "The goal (.654321 in the notation), drawn as "
                                                            "on the board")
    expect(page.locator("#rules")).to_have_text(CATALOG["number-reversal"]["rules"])
    drawn = page.evaluate("""() => {
        const canvas = document.querySelector('#goal-canvas');
        const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
        return canvas.width > 0 && pixels.some((value, index) => index % 4 === 3 && value > 0);
    }""")
    assert drawn, "the goal picture is blank"
    for puzzle_id, entry in CATALOG.items():
        type_address(page, f"#/{puzzle_id}")
        expect(page.locator("#rules")).to_have_text(entry["rules"])
        if entry.get("goal_view") is None and "goal" not in entry["board"]:
            expect(page.locator("#goal")).to_be_hidden()  # placements: no single goal position, the rules say it
        # else a picture: the goal position, or (hakoiri musume: 6,795 goal layouts) the board's goal drawn alone
        else:
            expect(page.locator("#goal")).to_be_visible()


def test_show_all_optimal_moves_marks_whole_crossings(game):
    page = game
    goto(page, "#/jealous-husbands/AaBCc*|b")  # the one optimal move: wife a and wife c cross together
    page.get_by_label("Show all optimal moves").check()
    try:
        names = cell_names(page)
        marked = [index for index, name in enumerate(names) if "optimal move" in name]
        order = "AaBbCc"
        assert marked == [order.index("a"), order.index("c"), len(order)], names
    finally:
        page.get_by_label("Show all optimal moves").uncheck()
