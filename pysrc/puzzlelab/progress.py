"""Long work as a generator of progress reports that returns its result (a search, a table, a job), and `Run`, the
one place that follows such a generator to its value: every caller iterates a Run with a plain `for` and reads `value`.
A report that says something says it twice (`progress`): "message" in English and "message_words" as a message.
"""

from __future__ import annotations

from typing import Generator

from .words import english


class Run:
    """One progress generator, followed: iterating the Run yields the generator's reports one by one (a `for` loop
    may stop early and a later one go on where it stopped); once the generator has returned, `done` is True and
    `value` holds what it returned (None before). `close()` closes the generator (a cancel).

    >>> def counting():
    ...     yield {"fraction": 0.5}
    ...     return 42
    >>> run = Run(counting())
    >>> [report["fraction"] for report in run], run.done, run.value
    ([0.5], True, 42)
    """

    def __init__(self, steps: Generator) -> None:
        self.value = None
        self.done = False
        self._followed = self._follow(steps)

    def _follow(self, steps: Generator) -> Generator:
        self.value = yield from steps
        self.done = True

    def __iter__(self) -> "Run":
        return self

    def __next__(self):
        return next(self._followed)

    def close(self) -> None:
        """Stop the generator where it is (its `finally` clauses run); `value` stays None."""
        self._followed.close()


def run_to_end(steps: Generator):
    """Drive a generator of progress reports to its end and return its value (for callers that can wait)."""
    run = Run(steps)
    for _report in run:
        pass
    return run.value


def progress(words, fraction: float, **figures) -> dict:
    """A progress report saying `words` (a message, words.py): {"message": in English, "message_words": `words`,
    "fraction": 0..1, **figures}."""
    return {"message": english(words), "message_words": words, "fraction": fraction, **figures}
