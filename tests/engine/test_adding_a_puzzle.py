"""Adding a puzzle takes one module and one registry line: a small puzzle defined here, registered, then played,
hinted and solved through Engine.handle and the command line's entry function, like any shipped puzzle."""

import json

import pytest

from puzzlelab import cli
from puzzlelab.puzzle import CellPuzzle, check_counts, check_text
from puzzlelab.puzzles import FAMILIES, GROUPS, Family, register, unregister
from puzzlelab.ranking import ArrangementRanker


class TokenSwap(CellPuzzle):
    """Two A tokens and one B on a line of four cells with one gap: a token steps into the gap next to it
    or jumps over one token into it. Start `AA.B`, goal `B.AA`. The whole puzzle in about 30 lines."""

    name = "token-swap"
    title = "Token swap"
    reversible = True
    cells = 4
    piece_names = {"A": "token A", "B": "token B"}
    ranker = ArrangementRanker({"A": 2, "B": 1, ".": 1})
    space_size = ranker.size  # 12 arrangements

    def start(self):
        return "AA.B"

    def goals(self):
        return ("B.AA",)

    def successors(self, position):
        gap = position.index(".")
        for cell in (gap - 2, gap - 1, gap + 1, gap + 2):
            if 0 <= cell < self.cells:
                cells = list(position)
                cells[gap], cells[cell] = cells[cell], "."
                yield (cell, gap), "".join(cells)

    def parse(self, text):
        text = check_text(text, self.cells, "AB.", "token swap")
        check_counts(text, {"A": 2, "B": 1, ".": 1}, {"A": "A tokens", "B": "B tokens", ".": "gaps"}, "token swap")
        return text

    def rank(self, position):
        return self.ranker.rank(position)

    def unrank(self, rank):
        return self.ranker.unrank(rank)

    def describe(self):
        return {"id": self.name, "title": self.title, "family": "tokens", "board": {"kind": "numbers", "cells": 4},
                "start": self.start(), "goal": self.goals()[0], "pieces": {"A": "token A", "B": "token B", ".": "gap"},
                "rules": "Move B to the left end: a token steps into the gap or jumps over one token into it."}


@pytest.fixture
def registered():
    register(Family("token-swap", None, TokenSwap), group="tests", group_title="Test puzzles")
    yield
    unregister("token-swap")


def run_cli(capsys, *argv):
    assert cli.main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)


def test_a_registered_puzzle_is_in_the_catalog_in_its_group(registered, ask):
    catalog = ask("catalog")
    assert {"id": "tests", "title": "Test puzzles", "puzzles": ["token-swap"]} in catalog["groups"]
    entry = next(p for p in catalog["puzzles"] if p["id"] == "token-swap")
    assert entry["start_view"] == "AA.B" and entry["goal_view"] == "B.AA" and entry["position_length"] == 4


def test_a_registered_puzzle_plays_hints_and_solves_through_the_engine(registered, ask):
    state = ask("state", puzzle="token-swap")
    assert state["position"] == "AA.B" and state["distance"] == 5 and state["view"] == "AA.B"
    hint = ask("hint", puzzle="token-swap", position="AA.B")
    assert hint["optimal_moves"] and all(move in hint["labels"] for move in hint["optimal_moves"])
    position = "AA.B"
    for _ in range(5):
        move = ask("hint", puzzle="token-swap", position=position)["optimal_moves"][0]
        played = ask("play", puzzle="token-swap", position=position, move=move)
        assert played["verdict"] == "optimal"
        position = played["state"]["position"]
    assert position == "B.AA" and ask("state", puzzle="token-swap", position=position)["solved"]
    solved = ask("solve", puzzle="token-swap", position="AA.B")
    assert solved["distance"] == 5 and solved["positions"][-1] == "B.AA"
    assert ask("solve", puzzle="token-swap", position="AA.B", algorithm="ida")["distance"] == 5
    touched = ask("explain", puzzle="token-swap", position="AA.B", touched=[2])
    assert touched["reason"]


def test_a_registered_puzzle_works_on_the_command_line(registered, capsys):
    solved = run_cli(capsys, "solve", "token-swap", "AA.B", "--json")
    assert solved["distance"] == 5 and solved["moves"] and solved["positions"][0] == "AA.B"
    hint = run_cli(capsys, "hint", "token-swap", "A.AB", "--json")
    assert hint["position"] == "A.AB" and hint["optimal_moves"]
    table = run_cli(capsys, "table", "token-swap", "--json")
    assert table["positions"] == 12 and table["dead_ends"] == 0
    assert any(entry["id"] == "token-swap" for entry in run_cli(capsys, "list", "--json"))


def test_unregistering_leaves_the_shipped_catalogue_as_it_was(registered, refused):
    unregister("token-swap")
    assert "token-swap" not in FAMILIES and all(group.id != "tests" for group in GROUPS)
    assert "unknown puzzle" in refused("state", puzzle="token-swap")
