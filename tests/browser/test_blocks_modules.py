"""The blocks board's pure parts in the browser, without the engine: a move's path and its undo walked back
(game/history.js reversed), the names carried along each move (boards/blocks-pieces.js), a drop matched against the
moves' touches (game/controller.js madeBy), arrow keys that move the cursor on this board (view/input.js slideFor).
Views and moves here are shaped like the engine's (hakoiri musume's state: view, moves with touches and motion).
"""

from gamepage import run_with_modules

SMALL_UP_RIGHT = {"move": "14-11", "touches": [[14, 11]], "motion": [[14, 10], [10, 11]], "label": "up then right"}


def piece(letter, anchor, cells, role, label):
    shapes = {"S": (1, 1, "small"), "V": (1, 2, "upright")}
    columns, rows, shape = shapes[letter]
    return {"piece": letter, "shape": shape, "anchor": anchor, "cells": cells, "columns": columns, "rows": rows,
            "label": label, "role": role}


MODULES = {"controller": "game/controller.js", "history": "game/history.js", "pieces": "boards/blocks-pieces.js",
           "input": "view/input.js"}


def run(page, body: str, arg=None):
    return run_with_modules(page, MODULES, body, arg)


def test_a_path_around_a_corner_is_walked_back_from_its_end_on_undo(script_page):
    back = run(script_page, "return history.reversed(arg);", SMALL_UP_RIGHT)
    assert back["motion"] == [[11, 10], [10, 14]]
    assert run(script_page, "return pieces.pathOf(arg);", back) == [11, 10, 14]
    assert run(script_page, "return pieces.pathOf(arg);", SMALL_UP_RIGHT) == [14, 10, 11]


def test_the_moved_block_keeps_its_name_and_the_others_keep_theirs(script_page):
    # Two small blocks: the clerk at 19 slides up and left to 14, ahead of the apprentice at 17 in reading order.
    apprentice, clerk = ("apprentice", "丁稚"), ("clerk", "手代")
    shown = {"cells": "x", "pieces": [piece("S", 17, [17], *apprentice), piece("S", 19, [19], *clerk)]}
    python = {"cells": "y", "pieces": [piece("S", 14, [14], *apprentice), piece("S", 17, [17], *clerk)]}
    move = {"move": "19-14", "motion": [[19, 18], [18, 14]]}
    carried = run(script_page, "return pieces.carryLabels(arg.shown, arg.move, arg.next);",
                  {"shown": shown, "move": move, "next": python})
    assert [(one["anchor"], one["role"], one["label"]) for one in carried["pieces"]] == [
        (14, "clerk", "手代"), (17, "apprentice", "丁稚")]
    # a jump (no move): blocks where a like block stood keep its name, the rest take what is left in reading order
    jumped = run(script_page, "return pieces.carryLabels(arg.shown, null, arg.next);",
                 {"shown": carried, "next": {"cells": "z", "pieces": [
                     piece("S", 2, [2], "apprentice", "丁稚"), piece("S", 17, [17], "clerk", "手代")]}})
    assert [one["role"] for one in jumped["pieces"]] == ["clerk", "apprentice"]


def test_a_drop_makes_the_move_whose_touches_it_is_or_none(script_page):
    moves = [SMALL_UP_RIGHT, {"move": "14-10", "touches": [[14, 10]], "motion": [[14, 10]], "label": "up"}]
    made = run(script_page, "return controller.madeBy(arg.touched, arg.moves);", {"touched": [14, 11], "moves": moves})
    assert made["move"] == "14-11"
    assert run(script_page, "return controller.madeBy(arg.touched, arg.moves);",
               {"touched": [14, 15], "moves": moves}) is None


def test_arrow_keys_move_the_cursor_on_a_board_whose_layout_says_so(script_page):
    one_step = [{"move": "4-0", "touches": [[4, 0]], "motion": [[4, 0]], "label": "up"}]
    slides = run(script_page, "return input.slideFor('ArrowUp', arg, {rows: 5, columns: 4});", one_step)
    assert slides["kind"] == "slides"  # a board where every move is one step: the arrow slides
    assert run(script_page, "return input.slideFor('ArrowUp', arg, {rows: 5, columns: 4, arrows: 'cursor'});",
               one_step) is None
