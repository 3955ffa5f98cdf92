"""Hakoiri musume on a touch phone held upright (375x667): the tray, its status, Undo and Hint on the first screen
with blocks big enough for a finger; a block moved by tapping it then the cell it should slide to, and by dragging it
there with a finger (the page does not scroll under the finger). One touch-phone page for the module.
"""

import pytest
from playwright.sync_api import expect

from gamepage import (PHONE, cell_center, cells, expect_position, expect_status, fewest, moves_made, next_frames,
                      press)
from puzzlelab.api import Engine

ENGINE = Engine()  # test data only
START = "VDDVVDDVVHHVVSSVS..S"

pytestmark = pytest.mark.game_page(f"#/hakoiri-musume/{START}", **PHONE)


def after(position: str, *moves: str) -> str:
    for move in moves:
        position = ENGINE.play("hakoiri-musume", position, move)["state"]["position"]
    return position


def finger_drag(page, source: int, target: int, steps: int = 8) -> None:
    """A finger pressed on cell `source`, slid over the screen and lifted over cell `target` (touch events, as a
    phone sends them)."""
    (x0, y0), (x1, y1) = cell_center(page, source), cell_center(page, target)
    session = page.context.new_cdp_session(page)
    try:
        session.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x0, "y": y0}]})
        for step in range(1, steps + 1):
            point = {"x": x0 + (x1 - x0) * step / steps, "y": y0 + (y1 - y0) * step / steps}
            session.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
        session.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    finally:
        session.detach()


def test_the_tray_status_undo_and_hint_share_the_first_screen_with_blocks_a_finger_can_take(game):
    expect_status(game, fewest(81))
    next_frames(game)
    for selector in ("#board-canvas", "#stat-moves", "#stat-optimal", "#message", "#undo", "#hint"):
        box = game.locator(selector).bounding_box()
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= 667 and box["x"] + box["width"] <= 375, selector
    cell = cells(game).first.bounding_box()
    assert cell["width"] >= 44 and cell["height"] >= 44  # a small block: one cell
    expect(game.locator("#keys-help")).to_contain_text("Tap a block")


def test_a_tap_on_a_block_then_on_a_cell_it_reaches_slides_it(game):
    game.touchscreen.tap(*cell_center(game, 14))  # a small piece: down, or down then left around the corner
    expect(game.locator("#message")).to_contain_text("Picked: the small piece at row 4, column 3.")
    game.touchscreen.tap(*cell_center(game, 17))
    expect_position(game, after(START, "14-17"))
    expect_status(game, "Moves: 1")
    press(game, "Undo")
    expect_position(game, START)


def test_a_finger_drags_a_block_to_where_it_slides_and_the_page_stays_put(game):
    scrolled = game.evaluate("() => scrollY")
    before = moves_made(game)
    finger_drag(game, 16, 18)  # the apprentice in the corner, two cells right
    expect_position(game, after(START, "16-18"))
    expect_status(game, f"Moves: {before + 1}")
    assert game.evaluate("() => scrollY") == scrolled
    finger_drag(game, 18, 19)  # onto the clerk: no move; nothing moves
    expect(game.locator("#message")).to_contain_text("Nothing moved")
    expect_position(game, after(START, "16-18"))
    press(game, "Undo")
    expect_position(game, START)
