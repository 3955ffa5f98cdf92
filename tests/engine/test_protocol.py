"""The engine's declared protocol: every oracle is an oracle.Oracle, puzzles say how theirs is made through
methods with defaults, and the registry alone holds the catalogue's order and groups. (That the engine never probes a
puzzle with getattr, and that no second list of puzzles exists, are rules of buildtools/lint.py, run by the test
command.)
"""

import pytest

from puzzlelab.api import tabled_puzzles
from puzzlelab.oracle import NO_DISTANCES, Oracle
from puzzlelab.puzzle import Puzzle, PuzzleError
from puzzlelab.puzzles import FAMILIES, GROUPS, get_puzzle
from puzzlelab.puzzles.domination import DominationOracle
from puzzlelab.puzzles.uncrossed_oracle import UncrossedOracle
from puzzlelab.tables import DistanceTable

@pytest.mark.parametrize("name,size,kind", [
    ("guarini", None, DistanceTable), ("frog-jump", 2, DistanceTable),
    ("knight-domination", 5, DominationOracle), ("uncrossed-knight", 4, UncrossedOracle),
])
def test_each_puzzle_gets_an_oracle_of_its_declared_kind(engine, name, size, kind):
    game = get_puzzle(name, size)
    oracle = engine.oracle(game)
    assert isinstance(oracle, kind) and isinstance(oracle, Oracle)
    assert game.tabled == (kind is DistanceTable)
    assert oracle.generated > 0 and oracle.exact is True


def test_play_without_distances_uses_the_no_distances_oracle():
    assert NO_DISTANCES.distance("anything") is None and NO_DISTANCES.optimal_moves("x") == []
    with pytest.raises(ValueError):
        NO_DISTANCES.solution("x")


def test_defaults_of_the_puzzle_protocol():
    game = get_puzzle("8-puzzle")
    start = game.start()
    assert game.tabled and game.size is None and game.build_distances() is not None
    # The defaults on Puzzle itself (sliding puzzles annotate their line slides, so ask the base class).
    assert Puzzle.annotate(game, start) is None and game.advice(start) is None
    assert game.summary(start, NO_DISTANCES) is None
    assert game.view(start) == start
    with pytest.raises(PuzzleError):
        game.optimum()
    with pytest.raises(NotImplementedError):
        game.oracle_steps()
    assert Puzzle.build_distances(get_puzzle("guarini")) is None  # the generic BFS builds its table


def test_tabled_puzzles_are_every_tabled_family_and_size():
    names = {(game.name, game.size) for game in tabled_puzzles()}
    assert ("frog-jump", 8) in names and ("8-puzzle", None) in names
    assert not any(name in ("knight-domination", "uncrossed-knight") for name, _ in names)


def test_registry_groups_list_every_family_once_in_order():
    listed = [name for group in GROUPS for name in group.puzzles]
    assert listed == list(FAMILIES)
