"""Line puzzles on the game page: oshidori (pairs of stones into the gap, two goals) and number reversal, played by
clicking the canvas: moves and verdicts, refusals in words, hints, solving to the end, permalinks.
"""

import pytest
from playwright.sync_api import expect

from collectionpage import hint_played, optimal, solve_to_the_end, tap
from gamepage import cell_names, expect_status, fewest, goto, press
from puzzlelab.api import Engine

ENGINE = Engine()  # test data only: the page never sees it


pytestmark = pytest.mark.game_page("#/oshidori")


def test_oshidori_a_pair_is_picked_then_moved_into_the_gap(game):
    goto(game, "#/oshidori/BWBWBWBW..")
    assert optimal(game) == fewest(4)
    tap(game, 8)  # the gap, before any pair is picked
    expect(game.locator("#message")).to_contain_text("first pick the left stone of the pair")
    tap(game, 1)
    expect(game.locator("#message")).to_contain_text("Picked: cell 2")
    names = cell_names(game)
    assert names[1].endswith("selected")  # the pair's left stone; the gap and the right stone are where it goes on
    assert [index for index, name in enumerate(names) if "legal destination" in name] == [0, 2, 8, 9]
    tap(game, 9)  # either cell of the gap
    expect_status(game, "Moves: 1")
    expect_status(game, fewest(3))
    expect(game.locator("#message")).to_contain_text("Optimal move: 3 moves to go")
    after = ENGINE.play("oshidori", "BWBWBWBW..", "1-8")["state"]["position"]
    assert game.evaluate("location.hash") == f"#/oshidori/{after}"


def test_oshidori_hint_then_solve_whites_first_in_4(game):
    goto(game, "#/oshidori/BWBWBWBW..")
    hint_played(game, "Hint: the white and black pair from cells 2-3 to cells 9-10")
    press(game, "Restart")
    expect_status(game, "Moves: 0")
    solve_to_the_end(game, 4)
    expect_status(game, "Solved in 4 moves (optimal 4)")
    assert game.evaluate("location.hash") == "#/oshidori/..WWWWBBBB"


def test_oshidori_blacks_first_is_the_other_goal(game):
    goto(game, "#/oshidori/BWBWBWBW..")
    game.locator("#variant").select_option("oshidori-black-first")
    expect_status(game, fewest(5))
    assert "blacks first" in game.locator("#variant option:checked").text_content()


def test_number_reversal_25_moves_clicks_hint_and_refusal(game):
    goto(game, "#/number-reversal/123456.")
    assert optimal(game) == fewest(25)
    tap(game, 0)
    expect(game.locator("#message")).to_contain_text("Number 1 can't reach the gap")
    tap(game, 5)  # 6 slides into the gap
    expect_status(game, "Moves: 1")
    expect_status(game, fewest(24))
    assert game.evaluate("location.hash") == "#/number-reversal/12345.6"
    hint_played(game, "Hint:", moves=2)


def test_number_reversal_solve_to_the_end(game):
    solution = ENGINE.solve("number-reversal", "123456.")
    near = solution["positions"][-4]
    goto(game, f"#/number-reversal/{near}")
    assert optimal(game) == fewest(3)
    solve_to_the_end(game, 3)
    assert game.evaluate("location.hash") == "#/number-reversal/.654321"
