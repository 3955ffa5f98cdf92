"""Playing by hand on the game page: clicks on the canvas, keyboard play, illegal clicks explained, undo/redo/restart,
hints, all optimal moves, the picker, frog sizes and dead ends. One page is booted for the whole module; each test
opens the position it needs by editing the address, as a person sharing a link would.
"""

import re

from playwright.sync_api import expect

from gamepage import (CATALOG, cell_named, cell_names, click_cell, expect_position, expect_status, fewest, focus_grid,
                      focused_cell_name, goto, message, moves_made, play_move, press, shown_position, status,
                      wait_ready)
from puzzlelab.api import Engine

ENGINE = Engine()  # test data only: solutions and legal moves to aim the clicks; the page never sees it


def clicks_say(page, clicks: list[tuple[int, str]]) -> None:
    """Click each (cell, words) in turn: the message then holds the words."""
    for cell, words in clicks:
        click_cell(page, cell)
        expect(page.locator("#message")).to_contain_text(words)


def test_knight_exchange_solved_by_clicking_its_16_move_solution(game):
    start = CATALOG["knight-exchange"]["start"]
    goto(game, f"#/knight-exchange/{start}")
    solution = ENGINE.solve("knight-exchange", start)
    assert len(solution["moves"]) == 16
    for move in solution["moves"]:
        play_move(game, move)
    expect_status(game, "Solved in 16 moves (optimal 16)")
    assert "Moves: 16" in status(game) and fewest(0) in status(game)
    expect_position(game, CATALOG["knight-exchange"]["goal"])
    assert game.evaluate("location.hash") == "#/knight-exchange/WWW......BBB"
    click_cell(game, 0)
    expect(game.locator("#message")).to_contain_text("Already solved")
    assert moves_made(game) == 16


def test_a_knight_with_two_jumps_is_picked_then_moved(game):
    goto(game, "#/knight-exchange/BBB......WWW")
    click_cell(game, cell_named(game, "a4"))  # the square the board's edge labels a4
    names = cell_names(game)
    assert names[0] == "a4, black knight, selected"
    destinations = [name for name in names if "legal destination" in name]
    assert destinations == ["c3, empty, legal destination", "b2, empty, legal destination"]
    assert message(game) == "Picked: a4. Choose one of the 2 highlighted squares."
    click_cell(game, cell_named(game, "b2"))
    expect_status(game, "Moves: 1")
    expect_position(game, ".BB....B.WWW")
    assert "legal destination" not in " ".join(cell_names(game))


def test_a_piece_with_one_legal_move_moves_on_the_first_click(game):
    goto(game, "#/frog-jump/BBB.WWW")
    click_cell(game, 2)
    expect_status(game, "Moves: 1")
    expect_position(game, "BB.BWWW")
    assert "Optimal move" in message(game)


def test_illegal_clicks_say_why_and_change_nothing(game):
    goto(game, "#/knight-exchange/BBB......WWW")
    click_cell(game, 4)
    expect(game.locator("#message")).to_have_text("That square is empty: pick a knight first. Nothing moved.")
    # A knight that is the source of no legal move (test data from the engine's own move list).
    stuck_position = ".B.B.B...WWW"
    goto(game, f"#/knight-exchange/{stuck_position}")
    sources = {int(entry["move"].split("-")[0]) for entry in ENGINE.state("knight-exchange", stuck_position)["moves"]}
    stuck = next(cell for cell, piece in enumerate(stuck_position) if piece != "." and cell not in sources)
    click_cell(game, stuck)
    expect(game.locator("#message")).to_contain_text("has no jump: every square it could reach is taken")
    click_cell(game, 1)  # two jumps: picked
    click_cell(game, stuck)  # then an occupied square as its destination
    expect(game.locator("#message")).to_have_text("Knights only land on empty squares. Nothing moved.")
    click_cell(game, 4)  # empty, but not one of its destinations
    expect(game.locator("#message")).to_contain_text("can't jump from")

    goto(game, "#/frog-jump/BBW.BWW")
    clicks_say(game, [(4, "Black frogs only move right"), (2, "White frogs only move left"), (3, "empty pad")])

    goto(game, "#/8-puzzle/8672543.1")
    clicks_say(game, [(0, "Tile 8 isn't next to the blank"), (7, "That's the blank")])
    assert moves_made(game) == 0
    expect_position(game, "8672543.1")


def test_undo_redo_and_an_undoable_restart(game):
    goto(game, "#/knight-exchange/BBB......WWW")
    undo, redo, restart = (game.get_by_role("button", name=name) for name in ("Undo", "Redo", "Restart"))
    expect(restart).to_be_disabled()
    play_move(game, "0-5")
    play_move(game, "2-3")
    after_two = shown_position(game)
    undo.click()
    expect_status(game, "Moves: 1")
    expect_position(game, ".BB..B...WWW")
    redo.click()
    expect_status(game, "Moves: 2")
    expect_position(game, after_two)
    expect(redo).to_be_disabled()

    restart.click()
    expect_status(game, "Moves: 0")
    expect_position(game, "BBB......WWW")
    assert fewest(16) in status(game)
    undo.click()  # the restart itself is undone: the moves come back
    expect_status(game, "Moves: 2")
    expect_position(game, after_two)
    assert "Restart undone" in message(game)

    undo.click()
    expect_status(game, "Moves: 1")
    play_move(game, "9-4")  # a new move drops what could have been redone
    expect(redo).to_be_disabled()
    game.keyboard.press("Control+z")
    expect_status(game, "Moves: 1")
    expect_position(game, ".BB..B...WWW")
    game.keyboard.press("Control+y")
    expect_status(game, "Moves: 2")


def test_hint_shows_then_plays_an_optimal_move_until_solved(game):
    solution = ENGINE.solve("8-puzzle", "8672543.1")
    middle = solution["positions"][-8]  # 7 moves from the goal
    goto(game, f"#/8-puzzle/{middle}")
    expect_status(game, fewest(7))
    hint = game.get_by_role("button", name="Hint")
    for remaining in range(7, 0, -1):
        hint.click()
        expect(game.locator("#message")).to_contain_text(re.compile(r"Hint: tile \d (up|down|left|right)\."))
        hinted = [name for name in cell_names(game) if "hint: move" in name]
        assert len(hinted) == 2, hinted
        tile = re.search(r"Hint: (tile \d)", message(game))[1]  # the tile the hint names is the one marked
        assert cell_names(game)[cell_named(game, tile)] == f"{tile}, hint: move this"
        hint.click()
        expect_status(game, f"Moves: {8 - remaining}")
        if remaining > 1:
            expect_status(game, fewest(remaining - 1))
    expect_status(game, "Solved in 7 moves (optimal 7), all with help from Hint or Solve")
    expect_position(game, "12345678.")


def test_a_hint_names_the_squares_the_board_labels_and_marks(game):
    goto(game, "#/knight-exchange/BBB......WWW")
    press(game, "Hint")
    expect(game.locator("#message")).to_contain_text(re.compile(r"^Hint: black knight from [a-c][1-4] to [a-c][1-4]\."))
    source, target = re.search(r"from (\w\d) to (\w\d)", message(game)).groups()
    names = cell_names(game)
    assert names[cell_named(game, source)] == f"{source}, black knight, hint: move this"
    assert names[cell_named(game, target)] == f"{target}, empty, hint: move here"
    press(game, "Hint")
    expect_status(game, "Moves: 1")
    assert cell_names(game)[cell_named(game, target)].startswith(f"{target}, black knight")


def test_show_all_optimal_moves_marks_every_optimal_move(game):
    position = ".BB..B...WWW"
    goto(game, f"#/knight-exchange/{position}")
    game.get_by_label("Show all optimal moves").check()
    optimal = ENGINE.state("knight-exchange", position)["optimal_moves"]
    names = cell_names(game)
    starts = {index for index, name in enumerate(names) if "an optimal move starts here" in name}
    lands = {index for index, name in enumerate(names) if "an optimal move lands here" in name}
    assert starts == {int(move.split("-")[0]) for move in optimal}
    assert lands == {int(move.split("-")[1]) for move in optimal}
    game.get_by_label("Show all optimal moves").uncheck()
    assert "optimal move" not in " ".join(cell_names(game))


def test_keyboard_play_with_arrows_enter_and_space(game):
    goto(game, "#/knight-exchange/BBB......WWW")
    focus_grid(game, 0)
    assert focused_cell_name(game) == "a4, black knight"
    game.keyboard.press("Enter")  # two jumps: picked
    assert focused_cell_name(game) == "a4, black knight, selected"
    for key in ("ArrowDown", "ArrowDown", "ArrowRight"):
        game.keyboard.press(key)
    assert focused_cell_name(game) == "b2, empty, legal destination"
    game.keyboard.press(" ")
    expect_status(game, "Moves: 1")
    expect_position(game, ".BB....B.WWW")
    assert focused_cell_name(game).startswith("b2, black knight")


def test_arrow_keys_slide_tiles_in_the_8_puzzle(game):
    goto(game, "#/8-puzzle/1234567.8")
    focus_grid(game, 4)
    game.keyboard.press("ArrowUp")  # the blank is on the bottom row: nothing below it slides up
    expect(game.locator("#message")).to_contain_text("Nothing can slide up")
    game.keyboard.press("ArrowRight")  # tile 7 slides right into the blank
    expect_status(game, "Moves: 1")
    expect_position(game, "123456.78")
    game.keyboard.press("ArrowLeft")
    game.keyboard.press("ArrowLeft")
    expect_status(game, "Solved in 3 moves (optimal 1)")
    expect_position(game, "12345678.")


def test_a_line_of_tiles_is_judged_by_its_whole_effect(game):
    # The blank at the bottom middle: touching tile 8 (top middle) slides tile 6, then tile 8, down: the first slide
    # is one move farther, the second one closer, so the two moves bring the goal no closer (the second alone is
    # optimal: what the page used to say).
    position = "2873645.1"
    assert [ENGINE.state("8-puzzle", text)["distance"] for text in (position, "2873.4561", "2.7384561")] == [25, 26, 25]
    goto(game, f"#/8-puzzle/{position}")
    click_cell(game, cell_named(game, "tile 8"))
    expect_status(game, "Moves: 2")
    expect(game.locator("#message")).to_have_text(
        "Wasted moves: the 2 slides didn't bring the goal closer (25 moves to go).")
    game.get_by_role("button", name="Undo").click()  # the line is one act: one Undo takes both slides back
    expect_status(game, "Moves: 0")
    expect_position(game, position)
    goto(game, "#/8-puzzle/287364.51")  # the blank at cell 6: tiles 5 and 1 slide left, each one move closer
    click_cell(game, cell_named(game, "tile 1"))
    expect_status(game, "Moves: 2")
    expect(game.locator("#message")).to_have_text(
        "Optimal moves: the 2 slides brought the goal 2 moves closer (24 moves to go).")


def test_frog_size_change_and_a_dead_end(game):
    game.get_by_role("radio", name="Line puzzles").click()
    game.locator("#variant").select_option("frog-jump")
    game.get_by_label("Frogs a side").select_option("2")
    expect_position(game, "BB.WW")
    wait_ready(game)
    expect_status(game, fewest(8))
    assert cell_names(game)[0] == "pad 1, black frog"
    assert game.evaluate("location.hash") == "#/frog-jump/BB.WW"
    # Find a move into a dead end (test data from the engine), then play it by clicking.
    path = ["1-2"]
    position = ENGINE.play("frog-jump", "BB.WW", "1-2")["state"]["position"]
    dead = next(entry["move"] for entry in ENGINE.state("frog-jump", position)["moves"] if entry["distance"] is None)
    play_move(game, path[0])
    play_move(game, dead)
    expect_status(game, "Not solvable from here")
    expect(game.locator("#message")).to_have_text("Dead end: no way to the goal from here. Undo to go back.")
    game.get_by_role("button", name="Undo").click()
    expect_status(game, fewest(7))
    game.get_by_label("Frogs a side").select_option("5")
    expect_position(game, "BBBBB.WWWWW")
    expect_status(game, fewest(35))


def test_the_picker_switches_puzzles_and_keeps_each_game(game):
    goto(game, "#/8-puzzle/8672543.1")
    play_move(game, "4-7")
    game.get_by_role("radio", name="Knights").click()
    expect(game.get_by_role("radio", name="Knights")).to_have_attribute("aria-checked", "true")
    assert len(shown_position(game)) == 12
    game.locator("#variant").select_option("guarini")
    expect_position(game, "W.W...B.B")
    wait_ready(game)
    assert cell_names(game)[0] == "a3, white knight"
    game.get_by_role("radio", name="Sliding").click()
    expect_status(game, "Moves: 1")
    expect_position(game, "8672.4351")
