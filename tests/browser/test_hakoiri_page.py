"""Hakoiri musume on the page as a person plays it at 1280x800: the classic start drawn and named, a block moved by
tapping it then an empty cell it can reach (around a corner too), dragged there, moved by keys; the household's names
staying on their blocks; Solve's 81 moves with pause, step and Take over; the hardest layout by link and from New
game's list; a cut-off layout in the editor, saying so with its figures. One page (test_hakoiri_phone.py: touch).
"""

import re

import pytest
from playwright.sync_api import expect

from gamepage import (cell_center, cell_names, click_cell, expect_position, expect_status, fewest, focus_grid,
                      focused_cell_name, goto, moves_made, press, status)
from puzzlelab.api import Engine

ENGINE = Engine()  # test data only
START = "VDDVVDDVVHHVVSSVS..S"  # the classic start, 81 moves from the exit
HARDEST = ".DDVSDDVVHHVVV.VSVSS"  # one of the two layouts 93 moves away, the most there are
CUT_OFF = "..DDSSDDSHHVVVVVVVVS"  # the daughter can never reach the exit: 248 layouts share its fate
SOLVE_TIMEOUT_MS = 60_000  # 81 steps drawn at the player's fastest speed

pytestmark = pytest.mark.game_page(f"#/hakoiri-musume/{START}", viewport={"width": 1280, "height": 800})


def after(position: str, *moves: str) -> str:
    for move in moves:
        position = ENGINE.play("hakoiri-musume", position, move)["state"]["position"]
    return position


def drag(page, source: int, target: int) -> None:
    """Press on cell `source`, move the mouse in steps over the board and let go over cell `target`."""
    (x0, y0), (x1, y1) = cell_center(page, source), cell_center(page, target)
    page.mouse.move(x0, y0)
    page.mouse.down()
    page.mouse.move(x1, y1, steps=8)
    page.mouse.up()


def test_the_classic_start_is_drawn_named_and_81_moves_from_the_exit(game):
    expect_status(game, fewest(81))
    expect_position(game, START)
    names = cell_names(game)
    assert names[0] == "row 1, column 1, upright piece, father, top"
    assert names[6] == "row 2, column 3, daughter, bottom right"
    assert names[9] == "row 3, column 2, lying piece, head clerk, left"
    assert names[19] == "row 5, column 4, small piece, clerk"
    assert names[18] == "row 5, column 3, empty cell, by the exit"
    expect(game.locator("#keys-help")).to_contain_text("or drag it there")
    expect(game.locator("#goal")).to_be_visible()  # the daughter at the exit, the rest unknown
    assert game.evaluate("""() => {
        const canvas = document.querySelector('#goal-canvas');
        const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
        return pixels.some((value, index) => index % 4 === 3 && value > 0);
    }""")


def test_a_tap_picks_a_block_and_marks_every_place_it_reaches_then_a_tap_there_slides_it(game):
    click_cell(game, 13)  # a small piece with two moves: down, and down then right around the corner
    expect(game.locator("#message")).to_contain_text("Picked: row 4, column 2, small piece")
    names = cell_names(game)
    assert [cell for cell, name in enumerate(names) if "legal destination" in name] == [17, 18]
    click_cell(game, 18)  # the far one: the path turns the corner
    expect_position(game, after(START, "13-18"))
    expect_status(game, "Moves: 1")
    expect(game.locator("#message")).to_contain_text("Wasted move")
    press(game, "Undo")
    expect_position(game, START)
    expect_status(game, "Moves: 0")


def test_a_block_dragged_onto_a_cell_it_reaches_slides_there_and_elsewhere_nothing_moves(game):
    drag(game, 19, 17)  # the clerk, two cells left
    expect_position(game, after(START, "19-17"))
    expect_status(game, "Moves: 1")
    drag(game, 0, 18)  # the father is hemmed in
    expect(game.locator("#message")).to_contain_text("can't move")
    expect_position(game, after(START, "19-17"))
    expect_status(game, "Moves: 1")
    press(game, "Undo")
    expect_position(game, START)


def test_the_household_names_stay_on_their_blocks_as_they_slide(game):
    # After these three the clerk stands at row 4, column 3, before an apprentice in reading order: the engine's view
    # names them in reading order (the clerk last), the page keeps each name on the block that carried it.
    moves = ["13-17", "14-13", "19-14"]
    view = ENGINE.state("hakoiri-musume", after(START, *moves))["view"]
    assert [(piece["anchor"], piece["role"]) for piece in view["pieces"] if piece["piece"] == "S"][-1] == (17, "clerk")
    for move in moves:
        source, target = (int(cell) for cell in move.split("-"))
        before = moves_made(game)
        click_cell(game, source)
        if moves_made(game) == before:
            click_cell(game, target)
        expect_status(game, f"Moves: {before + 1}")
    expect_position(game, after(START, *moves))
    names = cell_names(game)
    assert names[14] == "row 4, column 3, small piece, clerk"
    assert names[17] == "row 5, column 2, small piece, apprentice"
    press(game, "Restart")
    expect_position(game, START)


def test_keys_move_the_cursor_and_enter_picks_a_block_then_its_place(game):
    focus_grid(game, 16)
    game.keyboard.press("ArrowRight")  # the cursor moves: arrow keys never slide a block here
    assert focused_cell_name(game) == "row 5, column 2, empty cell, by the exit"
    assert moves_made(game) == 0
    game.keyboard.press("ArrowLeft")
    game.keyboard.press("Enter")  # the apprentice in the corner: picked
    expect(game.locator("#message")).to_contain_text("Picked: row 5, column 1, small piece")
    game.keyboard.press("ArrowRight")
    game.keyboard.press("ArrowRight")
    game.keyboard.press("Space")
    expect_position(game, after(START, "16-18"))
    expect_status(game, "Moves: 1")
    game.keyboard.press("Control+z")
    expect_position(game, START)


def test_solve_from_the_classic_start_plays_81_moves_with_pause_step_and_take_over(game):
    goto(game, f"#/hakoiri-musume/{START}")
    solution = ENGINE.solve("hakoiri-musume", START)
    assert solution["distance"] == 81
    press(game, "Solve")
    expect(game.locator("#player-step")).to_have_text(re.compile(r"Solution: move \d+ of 81"))
    press(game, "Pause")
    step = int(game.text_content("#player-step").split()[2])
    expect_position(game, solution["positions"][step])
    press(game, "Step forward")
    expect(game.locator("#player-step")).to_have_text(f"Solution: move {step + 1} of 81")
    expect_position(game, solution["positions"][step + 1])
    press(game, "Step back")
    expect_position(game, solution["positions"][step])
    game.get_by_label("Speed").select_option("4")
    press(game, "Play")
    expect(game.locator("#player-step")).to_have_text("Solution: all 81 moves shown, goal reached",
                                                      timeout=SOLVE_TIMEOUT_MS)
    expect_position(game, solution["positions"][-1])
    assert "To go: 0" in status(game)
    press(game, "Take over")
    expect_status(game, "Solved")
    expect_status(game, "Moves: 81")


def test_the_hardest_layout_opens_by_link_and_from_the_new_game_list_with_pictures(game):
    goto(game, f"#/hakoiri-musume/{HARDEST}")
    expect_status(game, fewest(93))
    expect_position(game, HARDEST)
    press(game, "New game…")
    panel = game.get_by_role("region", name="New game")
    panel.get_by_role("button", name="Hardest").click()
    hardest = panel.get_by_role("list", name="The hardest positions")
    expect(hardest).to_contain_text("2 positions are 93 moves from the goal, the farthest:")
    buttons = hardest.get_by_role("button")
    expect(buttons).to_have_count(2)
    expect(hardest.locator("canvas.position-picture")).to_have_count(2)  # small boards drawn from their views
    other = buttons.nth(1).text_content().strip()
    buttons.nth(1).click()
    expect_status(game, fewest(93))
    expect_position(game, other)


def test_a_cut_off_layout_in_the_editor_says_how_many_share_its_fate(game):
    game.get_by_role("button", name="Edit").click()
    panel = game.get_by_role("region", name="Position editor")
    panel.get_by_label("Position").fill(CUT_OFF)
    verdict = panel.get_by_role("status")
    expect(verdict).to_contain_text("Cut off from every goal")
    expect(verdict).to_contain_text("247 other layouts play can reach from it")
    expect(verdict).to_contain_text("11,926 layouts of the 65,880 are cut off")
    expect(panel.get_by_role("button", name="Play from here")).to_be_disabled()
    expect_position(game, CUT_OFF)  # the board shows the layout being set up
    panel.get_by_role("button", name="Back to the game").click()
    expect(panel).to_be_hidden()
