"""Sliding puzzles' line slides (annotations["line_slides"]): a tap on a tile two or more cells along the blank's row
or column slides every tile between, as single moves the engine lists in order (the page plays them one by one)."""

import pytest

from puzzlelab.api import Engine
from puzzlelab.puzzles import get_puzzle


@pytest.mark.parametrize("puzzle, position", [("15-puzzle", "12B3584.96A7DEFC"), ("15-puzzle", "123456789ABCDEF."),
                                              ("15-puzzle", "5.2C4A61BE8397FD"), ("8-puzzle", "8672543.1")])
def test_each_line_slide_is_legal_single_moves_ending_with_the_blank_on_the_tapped_cell(engine, puzzle, position):
    game = get_puzzle(puzzle)
    slides = engine.state(puzzle, position, distances=False)["annotations"]["line_slides"]
    blank = position.index(".")
    row, column = divmod(blank, game.columns)
    in_line = [cell for cell in range(game.cells) if cell != blank and (cell // game.columns == row
               or cell % game.columns == column)]
    far = {cell for cell in in_line if abs(cell // game.columns - row) + abs(cell % game.columns - column) >= 2}
    assert {int(cell) for cell in slides} == far
    for cell, moves in slides.items():
        here = position
        for move in moves:
            here = engine.play(puzzle, here, move, distances=False)["state"]["position"]
        assert here.index(".") == int(cell)
        assert len(moves) == abs(int(cell) // game.columns - row) + abs(int(cell) % game.columns - column)


def test_the_15_puzzle_entry_names_its_databases_and_asks_for_a_search_per_position(ask):
    entry = next(entry for entry in ask("catalog")["puzzles"] if entry["id"] == "15-puzzle")
    assert entry["answers"] == {"by": "search", "each_position": True} and "prepare" not in entry
    assert [file["bytes"] for file in entry["data"]["files"]] == [5765760, 5765760, 3360]
    assert entry["data"]["folder"] == "pdb" and entry["data"]["env"] == "PUZZLELAB_PDB"



def test_15_puzzle_solve_through_positions_settled_by_a_bounded_iteration(engine):
    """A position settled by one bounded iteration (one more than a neighbour) keeps that neighbour as its next step,
    so a solution through it never runs out (it did: KeyError in FifteenOracle.solution after a hint and a slide)."""
    ten = engine.solve("15-puzzle", "12B3584.96A7DEFC")["positions"][4]
    engine.solve("15-puzzle", ten)
    (move,) = engine.hint("15-puzzle", ten)["optimal_moves"]  # its neighbours settled by bounded iterations
    nine = engine.play("15-puzzle", ten, move, distances=False)["state"]["position"]
    engine.solve("15-puzzle", nine)
    for moves in engine.state("15-puzzle", nine, distances=False)["annotations"]["line_slides"].values():
        here = nine
        for step in moves:
            here = engine.play("15-puzzle", here, step, distances=False)["state"]["position"]
        solved = engine.solve("15-puzzle", here)
        assert solved["positions"][-1] == "123456789ABCDEF."
        fresh = Engine().solve("15-puzzle", here)  # a second engine, which remembers nothing, agrees
        assert len(solved["moves"]) == solved["distance"] == fresh["distance"]
