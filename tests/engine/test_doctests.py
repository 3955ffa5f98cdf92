"""Run the examples in the engine's docstrings."""

import doctest
import importlib
import pkgutil

import pytest

import puzzlelab

MODULES = [m.name for m in pkgutil.walk_packages(puzzlelab.__path__, "puzzlelab.") if m.name != "puzzlelab.__main__"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    failures, _tried = doctest.testmod(importlib.import_module(name))
    assert failures == 0
