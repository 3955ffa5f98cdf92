"""The 15-puzzle: rules.py (the puzzle, registered in puzzles/__init__.py), board.py (the board in numbers),
pdb.py and excess.py (additive pattern databases: index, builders, files), patterns.py (the databases as a
heuristic), sliced.py (what the exact searches share), memo.py (the oracle's search), ida.py (the lab's IDA* over the
databases, plain and with the reflection), conflict.py (Manhattan distance plus linear conflicts and its IDA*: the
baseline and fallback), quick.py (good moves by weighted A*), oracle.py (answers by search, remembered; which
heuristic is at hand), levels.py (new games by level) and lab.py (the lab's heuristics).
"""
