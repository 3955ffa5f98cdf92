"""The game is never lost and never traps: a reload, Back and Forward bring back the game (start, moves, what could
be redone), a link to a dead end still has a way to the puzzle's start (New game…, then The puzzle's start), damaged
saved data is dropped with a notice, and switching puzzles is a browser history entry. Played as a person does:
clicks, buttons, reload, Back.
"""

import pytest
from playwright.sync_api import expect

from gamepage import CATALOG, expect_position, expect_status, fewest, goto, play_move, status, type_address, wait_ready
from puzzlelab.api import Engine

ENGINE = Engine()  # test data only: which frog move leads into a dead end


def dead_end_move(position: str) -> str:
    return next(entry["move"] for entry in ENGINE.state("frog-jump", position)["moves"] if entry["distance"] is None)


pytestmark = pytest.mark.game_page("#/frog-jump/BBB.WWW")


def button(page, name: str):
    return page.get_by_role("button", name=name, exact=True)


def test_a_reload_keeps_the_moves_and_what_could_be_redone(game):
    goto(game, "#/frog-jump/BBB.WWW")
    play_move(game, "2-3")
    after_one = ENGINE.play("frog-jump", "BBB.WWW", "2-3")["state"]["position"]
    dead = dead_end_move(after_one)
    play_move(game, dead)
    expect(game.locator("#message")).to_contain_text("Dead end")
    game.reload()
    wait_ready(game)
    expect_status(game, "Moves: 2")
    expect(game.locator("#message")).to_have_text("Dead end: no way to the goal from here. Undo to go back.")
    expect(button(game, "Undo")).to_be_enabled()
    button(game, "Undo").click()
    expect_status(game, "Moves: 1")
    expect_position(game, after_one)
    game.reload()  # the redo branch survives a reload too
    wait_ready(game)
    expect_status(game, "Moves: 1")
    expect(button(game, "Redo")).to_be_enabled()
    button(game, "Redo").click()
    expect_status(game, "Moves: 2")
    button(game, "Undo").click()
    button(game, "Undo").click()
    expect_status(game, "Moves: 0")
    expect_position(game, "BBB.WWW")


def test_back_returns_to_the_previous_puzzle_and_its_game_and_forward_comes_back(game):
    goto(game, "#/frog-jump/BBB.WWW")
    play_move(game, "2-3")
    game.get_by_role("radio", name="Sliding").click()
    expect_position(game, CATALOG["8-puzzle"]["start"])
    wait_ready(game)
    play_move(game, "4-7")
    after_slide = game.evaluate("location.hash")
    game.go_back()
    expect(game.get_by_role("radio", name="Line puzzles")).to_have_attribute("aria-checked", "true")
    expect_status(game, "Moves: 1")
    expect_position(game, "BB.BWWW")
    expect(button(game, "Undo")).to_be_enabled()
    game.go_forward()
    expect_status(game, "Moves: 1")
    expect_position(game, "8672.4351")
    assert game.evaluate("location.hash") == after_slide
    expect(button(game, "Undo")).to_be_enabled()


def test_a_link_to_a_dead_end_has_a_way_to_the_puzzles_start(game):
    page = game
    after_one = ENGINE.play("frog-jump", "BBB.WWW", "2-3")["state"]["position"]
    dead = ENGINE.play("frog-jump", after_one, dead_end_move(after_one))["state"]["position"]
    type_address(page, f"#/frog-jump/{dead}")  # a link followed: a new game (Undo brings back the one left)
    expect_position(page, dead)
    expect_status(page, "Moves: 0")
    for name in ("Redo", "Restart"):
        expect(button(page, name)).to_be_disabled()
    expect(page.locator("#message")).to_have_text("Dead end: no way to the goal from here. Undo to go back.")
    expect_status(page, "Not solvable from here")
    button(page, "New game…").click()  # the one place for a new game: its panel
    start = page.get_by_role("region", name="New game").get_by_role("button", name="The puzzle's start")
    start.click()
    expect_position(page, "BBB.WWW")
    expect_status(page, fewest(15))
    expect(start).to_be_disabled()  # the start is on show
    assert page.evaluate("location.hash") == "#/frog-jump/BBB.WWW"
    button(page, "Undo").click()  # New game is a step like any other: the linked position comes back
    expect_position(page, dead)


def test_damaged_saved_data_is_dropped_with_a_notice(game):
    game.evaluate("""() => {
        localStorage.setItem("puzzlelab.game.frog-jump:3", "{not a saved game");
        history.replaceState({ puzzlelab: "frog-jump:3" }, "", "#/frog-jump/BBB.WWW");
    }""")
    game.reload()
    wait_ready(game)
    expect(game.locator("#message")).to_contain_text("Your saved game of Frog jump could not be read")
    expect_position(game, "BBB.WWW")
    expect_status(game, "Moves: 0")
    play_move(game, "2-3")  # and play goes on, kept again
    assert game.evaluate("JSON.parse(localStorage.getItem('puzzlelab.game.frog-jump:3')).index") == 1
    assert "Moves: 1" in status(game)
