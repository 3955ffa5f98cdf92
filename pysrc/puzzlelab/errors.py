"""The errors a person can cause (a typed position, a move, a link), each one line that says what, and `Unreachable`,
why the goal can never be reached from a position. puzzle.py hands them to puzzle authors with the protocol.
"""

from __future__ import annotations

from typing import NamedTuple

from .words import english, message, slug


class PuzzleError(ValueError):
    """Something a person typed or clicked is wrong. `message`: what, as words (words.py: a message the page words in
    the player's language; plain text only where no page sees it, the command line's usage); `str(error)`: the same
    in English, one line."""

    def __init__(self, words):
        self.message = words
        super().__init__(english(words))


class UnsolvableError(PuzzleError):
    """A well-formed position from which the goal can never be reached (e.g. wrong parity)."""


def invariant_words(invariant: str) -> dict:
    """The name of an invariant (Unreachable.invariant, BrokenInvariant.invariant: "tile parity") as a message:
    "invariant.<its slug>"."""
    return message(f"invariant.{slug(invariant)}")


class BrokenInvariant(PuzzleError):
    """A position text that breaks a rule every move keeps (the piece counts, the oshidori's empty pair, an
    uncrossed path's rules): `invariant` names that rule for the position editor (see `Unreachable`), in English, and
    `invariant_words` as a message."""

    def __init__(self, words, invariant: str):
        super().__init__(words)
        self.invariant = invariant

    @property
    def invariant_words(self) -> dict:
        return invariant_words(self.invariant)


class Unreachable(NamedTuple):
    """Why the goal can never be reached from a position: `reason`, words a player understands (a message of whole
    sentences, words.py), `invariant`, the short English name of the invariant that proves it (e.g. "tile parity";
    `invariant_words` as a message), and the figures the reason quotes as data where it has any (`figures`, a JSON-able
    dict; the editor's check returns it)."""

    reason: dict
    invariant: str
    figures: dict | None = None

    @property
    def text(self) -> str:
        """The reason in English."""
        return english(self.reason)

    @property
    def invariant_words(self) -> dict:
        return invariant_words(self.invariant)
