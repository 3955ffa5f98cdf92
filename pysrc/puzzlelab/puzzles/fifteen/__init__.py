"""The 15-puzzle: rules.py (the puzzle, registered in puzzles/__init__.py), board.py (the board in numbers),
pdb.py (additive pattern databases: index, builders, files), ida.py (IDA* over them, plain and with the
reflection), conflict.py (Manhattan distance plus linear conflicts and its IDA*: the baseline and fallback),
oracle.py (answers by search, remembered; which heuristic is at hand) and lab.py (the lab's heuristics).
"""
