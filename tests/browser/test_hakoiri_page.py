"""Hakoiri musume on the page as a person plays it at 1280x800: the classic start drawn and named, a block moved by
tapping it then an empty cell it can reach (around a corner too), dragged there, moved by keys; the household's names
staying on their blocks; Solve's 81 moves with pause, step and Take over; the hardest layout by link and from New
game's list; a cut-off layout in the editor, saying so with its figures; Distances and Review; the lab's algorithms;
a daily of December 2026 played to its end and counted. One page (test_hakoiri_phone.py: touch).
"""

import re
from datetime import datetime

import pytest
from playwright.sync_api import expect

from gamepage import (cell_center, cell_names, click_cell, expect_position, expect_status, fewest, focus_grid,
                      focused_cell_name, goto, hardest_list, moves_made, open_hardest, press, status, type_address)
from puzzlelab.api import Engine

ENGINE = Engine()  # test data only
START = "VDDVVDDVVHHVVSSVS..S"  # the classic start, 81 moves from the exit
HARDEST = ".DDVSDDVVHHVVV.VSVSS"  # one of the two layouts 93 moves away, the most there are
CUT_OFF = "..DDSSDDSHHVVVVVVVVS"  # the daughter can never reach the exit: 248 layouts share its fate
SOLVE_TIMEOUT_MS = 60_000  # 81 steps drawn at the player's fastest speed

NEAR = "VV.VVV.VDDSVDDSVSSHH"  # 12 moves from the exit on the classic solution: every algorithm of the lab runs
RUN_TIMEOUT_MS = 120_000
DAILY = ("2026-12-07", "VVHHVVDDS.DDSVSV.VSV", 32)  # the engine deals hakoiri musume that day (daily.py), 32 moves

# clock=True: the last test sets the page's date (a daily); the others never read it.
pytestmark = pytest.mark.game_page(f"#/hakoiri-musume/{START}", viewport={"width": 1280, "height": 800}, clock=True)


def after(position: str, *moves: str) -> str:
    for move in moves:
        position = ENGINE.play("hakoiri-musume", position, move)["state"]["position"]
    return position


def play(page, position: str, move: str) -> None:
    """Play `move` from `position` by hand: touch the cells Python says make it (a block, then the empty cell)."""
    entry = next(one for one in ENGINE.state("hakoiri-musume", position)["moves"] if one["move"] == move)
    before = moves_made(page)
    for cell in entry["touches"][0]:
        if moves_made(page) == before:
            click_cell(page, cell)
    expect_status(page, f"Moves: {before + 1}")


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
    expect(game.locator("#keys-help")).to_contain_text(
        "then a marked empty cell to slide it there (a block with one move slides at once), or drag it.")
    expect(game.locator("#goal")).to_be_visible()  # the daughter at the exit, the rest unknown
    assert game.evaluate("""() => {
        const canvas = document.querySelector('#goal-canvas');
        const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
        return pixels.some((value, index) => index % 4 === 3 && value > 0);
    }""")


def test_a_tap_picks_a_block_and_marks_every_place_it_reaches_then_a_tap_there_slides_it(game):
    click_cell(game, 13)  # a small piece with two moves: down, and down then right around the corner
    expect(game.locator("#message")).to_contain_text("Picked: the small piece at row 4, column 2.")
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
    expect(game.locator("#message")).to_contain_text("Picked: the small piece at row 5, column 1.")
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
    hardest, buttons = hardest_list(game, 2, 93)
    expect(hardest.locator("canvas.position-picture")).to_have_count(2)  # small boards drawn from their views
    expect_position(game, open_hardest(game, buttons.nth(1), 93))


def test_new_game_deals_a_layout_at_a_distance_and_one_at_random(game):
    if game.get_by_role("button", name="New game…").get_attribute("aria-expanded") != "true":
        press(game, "New game…")  # (still open after a hardest layout was picked from it)
    panel = game.get_by_role("region", name="New game")
    panel.get_by_label("Moves from the goal").fill("47")
    expect(panel).to_contain_text("348 positions are exactly 47 moves from the goal (farthest: 93).")
    panel.get_by_role("button", name="At this distance").click()
    expect_status(game, fewest(47))
    expect(game.locator("#message")).to_contain_text("one of 348 positions at exactly that distance")
    dealt = game.evaluate("() => decodeURIComponent(location.hash)").split("/")[-1]
    assert ENGINE.state("hakoiri-musume", dealt)["distance"] == 47
    expect_position(game, dealt)
    panel.get_by_role("button", name="Random position").click()
    expect(game.locator("#message")).to_contain_text("picked among all 53,954 positions that can reach the goal")
    expect(game.get_by_role("button", name="Hint")).to_be_enabled()


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


def test_distances_and_review_follow_a_game_of_blocks(game):
    goto(game, f"#/hakoiri-musume/{START}")
    play(game, START, "13-17")  # optimal
    play(game, after(START, "13-17"), "17-13")  # back: wasted
    game.get_by_role("button", name="Distances").click()
    panel = game.get_by_role("region", name="Distances")
    expect(panel).to_contain_text("53,954 positions can reach the goal; the farthest are 93 moves away.")
    expect(panel).to_contain_text("This position is 81 moves from the goal")
    game.get_by_role("button", name="Review").click()
    review = game.get_by_role("region", name="Game review")
    expect(review).to_contain_text("2 moves: 1 optimal, 1 wasted.")
    moves = review.get_by_role("list", name="Moves of this game").get_by_role("button")
    expect(moves).to_have_text(["Start", "1. small piece at row 4, column 2 down optimal",
                                "2. small piece at row 5, column 2 up wasted"])
    moves.nth(1).click()
    expect_position(game, after(START, "13-17"))
    game.get_by_role("button", name="Review").click()  # closed again


def test_the_lab_runs_every_algorithm_and_each_finds_the_same_12_moves(game):
    goto(game, f"#/hakoiri-musume/{NEAR}")
    game.get_by_role("button", name="Lab", exact=True).click()
    game.get_by_role("button", name="Run all").click()
    expect(game.locator("#lab-status")).to_contain_text("Done: 5 runs.", timeout=RUN_TIMEOUT_MS)
    rows = game.eval_on_selector_all("#lab table tbody tr", """rows => rows.map((row) =>
        [...row.cells].slice(0, 2).map((cell) => cell.textContent.trim()))""")
    algorithms = ("Table lookup", "Breadth-first search", "Bidirectional BFS", "IDA*", "A*")
    assert {title: moves for title, moves in rows if title in algorithms} == dict.fromkeys(algorithms, "12")
    expect(game.locator(".lab-trace-board").first).to_be_visible()  # the visits drawn by the blocks' own drawer
    game.get_by_role("button", name="Close lab").click()


def test_a_daily_of_december_deals_blocks_played_to_the_exit_and_counted(game):
    day, position, distance = DAILY
    game.clock.set_fixed_time(datetime(2026, 12, 7, 12, 0))
    type_address(game, "#/daily")
    expect(game.locator("#permalink")).to_have_text(f"#/daily/{day}/{position}")
    expect(game.locator("#message")).to_contain_text(f"Today's puzzle: {distance} moves")
    expect_position(game, position)
    solution = ENGINE.solve("hakoiri-musume", position)
    for here, move in zip(solution["positions"], solution["moves"]):
        play(game, here, move)
    expect(game.locator("#message")).to_contain_text(f"Daily puzzle of {day} solved.")
    game.get_by_role("button", name="Stats", exact=True).click()
    # solved optimally by hand (Solve's Take over above, if it ran, counts one more, with help)
    expect(game.get_by_role("list", name="Best results by puzzle")).to_contain_text(
        re.compile(r"Hakoiri musume: solved [12]×, 1 optimally, best: optimal"))
    game.get_by_role("button", name="Stats", exact=True).click()
