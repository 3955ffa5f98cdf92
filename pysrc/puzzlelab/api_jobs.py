"""Jobs: long work (a table built, a search, the lab) run in slices, so the browser's worker can report progress
between slices and take a cancel. A job is a generator of progress dicts whose return value is its result.
api.Engine starts them by name (`job_start`) and hands them here.
"""

from __future__ import annotations

import time
from typing import Generator

from .progress import Run
from .puzzle import PuzzleError, message


class Jobs:
    """The jobs in flight, by number (1, 2, ... never reused)."""

    def __init__(self) -> None:
        self._running: dict[int, Run] = {}
        self._next = 1

    def start(self, steps: Generator) -> dict:
        """Keep `steps` as a new job; {"job": its number}. Nothing runs until `step`."""
        job = self._next
        self._next += 1
        self._running[job] = Run(steps)
        return {"job": job}

    def step(self, job: int, budget_ms: float = 40) -> dict:
        """Run `job` for about `budget_ms` (0: until its next progress report); {"job", "done": False, "progress"}
        or {"job", "done": True, "result"}. A report whose "now" is true (news a person waits for: the 15-puzzle's
        distance found) ends the step at once, without its "now". A job that fails is gone; its error propagates (a
        PuzzleError comes back like any request's)."""
        run = self._running.get(job)
        if run is None:
            raise PuzzleError(message("error.no_job", job=str(job)))
        deadline = time.perf_counter() + budget_ms / 1000
        try:
            for progress in run:
                if progress.get("now"):
                    return {"job": job, "done": False,
                            "progress": {key: value for key, value in progress.items() if key != "now"}}
                if time.perf_counter() >= deadline:
                    return {"job": job, "done": False, "progress": progress}
        except BaseException:
            self._running.pop(job, None)
            raise
        del self._running[job]
        return {"job": job, "done": True, "result": run.value}

    def cancel(self, job: int) -> dict:
        """Drop `job`; what it had built so far is discarded. {"job", "cancelled": whether it was running}."""
        run = self._running.pop(job, None)
        if run is not None:
            run.close()
        return {"job": job, "cancelled": run is not None}
