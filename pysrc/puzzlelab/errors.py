"""The errors a person can cause (a typed position, a move, a link), each one line that says what, and `Unreachable`,
why the goal can never be reached from a position. puzzle.py hands them to puzzle authors with the protocol.
"""

from __future__ import annotations

from typing import NamedTuple


class PuzzleError(ValueError):
    """Something a person typed or clicked is wrong; `str(error)` is one line that says what."""


class UnsolvableError(PuzzleError):
    """A well-formed position from which the goal can never be reached (e.g. wrong parity)."""


class BrokenInvariant(PuzzleError):
    """A position text that breaks a rule every move keeps (the piece counts, the oshidori's empty pair, an
    uncrossed path's rules): `invariant` names that rule for the position editor (see `Unreachable`)."""

    def __init__(self, message: str, invariant: str):
        super().__init__(message)
        self.invariant = invariant


class Unreachable(NamedTuple):
    """Why the goal can never be reached from a position, in words a player understands (`reason`, whole
    sentences), the short name of the invariant that proves it (`invariant`, e.g. "tile parity"), and the figures
    the reason quotes as data where it has any (`figures`, a JSON-able dict; the editor's check returns it)."""

    reason: str
    invariant: str
    figures: dict | None = None
