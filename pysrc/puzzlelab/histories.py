"""A few lines of history for each puzzle (who posed it and when), for the page's help panel: the catalogue's
"puzzle.<id>.history" (lang/en.json in English, the page's catalogues in other languages). A puzzle without one gets
None.
"""

from __future__ import annotations

from .words import english, knows, message


def history_words(puzzle_id: str) -> dict | None:
    """The history of puzzle `puzzle_id` as a message, "puzzle.<id>.history", or None when there is none."""
    key = f"puzzle.{puzzle_id}.history"
    return message(key) if knows(key) else None


def history(puzzle_id: str) -> str | None:
    """The history of puzzle `puzzle_id` in English, or None."""
    words = history_words(puzzle_id)
    return None if words is None else english(words)
