"""Puzzle Lab's engine: classic move puzzles, exact distance tables, optimal hints and solutions.

Pure Python; the same package runs under CPython (command line, tests) and Pyodide (the browser game).
"""

__version__ = "0.1.0"
