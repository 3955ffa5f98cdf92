"""The 15-puzzle's levels for a new game (rules.py offers them): easy, medium, hard and expert as ranges of exact
distances, and a position drawn for each with the oracle's databases and search (oracle.py), so that its distance
is proved to lie in the range, never hoped to.
"""

from __future__ import annotations

from typing import Callable, Generator

from ...progress import Run, progress
from ...puzzle import Level, article, message, name
from .board import GOAL_BOARD, NEIGHBOURS, board_of, text_of

# Random solvable positions are about 53 moves from the goal (Korf's 100 random instances: 53.05 on average), so
# expert is where random deals land; hard stops where the exact check of a dealt position takes well under a second.
LEVELS = (Level("easy", 10, 20), Level("medium", 21, 35), Level("hard", 36, 45), Level("expert", 46, None))
WALK_SLACK = 6
"""A walk's target is drawn from this far below the level's range to its top: where the walk stops the distance is
usually above the bound (by 4-8 moves around hard's distances), so without the slack hard's deals bunch at 43-45;
with it they spread over 36-45 in fewer tries. The exact search, not the bound, proves the range."""
WALK_LIMIT = 600  # slides in one walk from the goal before it starts again (a walk to hard's 45 takes about 200)
EXPERT_REPORT = 20  # expert: a progress report every this many positions drawn


def level_steps(oracle, level: Level, rng, random_position: Callable[[object], str]) -> Generator[dict, None, dict]:
    """A position of `level` for a new game, as a job (Puzzle.level_steps): yields {"message", "fraction"}; returns
    {"position", "distance", "at_least"}. `oracle` is a FifteenOracle, `rng` a random.Random (the same seed gives
    the same position), `random_position(rng)` a uniform random solvable position (FifteenPuzzle's).

    A level with an upper end: pick a target uniformly from WALK_SLACK below the range to its top, slide tiles at
    random from the goal (never straight back) until the databases' bound reaches it, then search exactly with the
    bound capped at the range's top (oracle.distance_within_steps): a distance found within the cap and not below
    the range's least is the deal ("at_least" is then the distance); any other walk is dropped and another drawn (1
    to 2 draws a deal on average). The solution found is remembered, so the game's state answers at once.
    Expert (no upper end): a uniform random position whose bound is at least the least (about a third of them): its
    distance is proved to be in the range, and left for the game's own search ("distance" None)."""
    if level.most is None:
        return (yield from _expert(oracle, level, rng, random_position))
    attempt = 0
    while True:
        attempt += 1
        target = rng.randint(max(1, level.least - WALK_SLACK), level.most)
        board = _walk(oracle.heuristic, target, rng)
        if board is None:
            continue
        position = text_of(board)
        check = Run(oracle.distance_within_steps(position, level.most))
        for report in check:
            yield progress(message("progress.dealing.try", level=_level(level), n=attempt,
                                   doing=report["message_words"]), report["fraction"])
        distance = check.value
        if distance is not None and distance >= level.least:
            return {"position": position, "distance": distance, "at_least": distance}
        yield progress(message("progress.dealing.out_of_range", level=_level(level), n=attempt), 0.0)


def _walk(heuristic, target: int, rng) -> list[int] | None:
    """The goal board after random slides (none undoing the one before) up to the first whose lower bound is
    `target`; None if WALK_LIMIT slides never get there."""
    board, before = list(GOAL_BOARD), -1
    for _ in range(WALK_LIMIT):
        if heuristic.search_estimate(board) >= target:
            return board
        blank = board.index(0)
        cell = rng.choice([c for c in NEIGHBOURS[blank] if c != before])
        board[blank], board[cell], before = board[cell], 0, blank
    return None


def _expert(oracle, level: Level, rng, random_position) -> Generator[dict, None, dict]:
    drawn = 0
    while True:
        position = random_position(rng)
        bound = oracle.heuristic.search_estimate(board_of(position))
        if bound >= level.least:
            return {"position": position, "distance": oracle.known_distance(position), "at_least": bound}
        drawn += 1
        if drawn % EXPERT_REPORT == 0:
            yield progress(message("progress.dealing.drawn", level=_level(level), n=drawn), 0.0)


def _level(level: Level) -> dict:
    """A level's name with its article, "an easy" (the page's "level.<name>.article")."""
    return name(f"level.{level.name}.article", f"{article(level.name)} {level.name}")
