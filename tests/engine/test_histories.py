"""Every puzzle in the catalogue carries a few lines of history for the help panel (histories.py)."""

import re


def test_every_catalogue_entry_has_a_short_history_with_a_date(ask):
    for entry in ask("catalog")["puzzles"]:
        history = entry["history"]
        assert isinstance(history, str) and 80 <= len(history) <= 500, entry["id"]
        assert re.search(r"\b1[0-9]{3}s?\b|around 800", history), entry["id"]  # says when
