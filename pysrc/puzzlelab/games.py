"""The requests around a game rather than a move: `check` a position for the editor (why it can't reach the goal,
and the invariant that proves it), a `random_position` or the `hardest` ones for a new game, and `review` of a
game played. Each takes the api.Engine (for its oracles) and answers with a JSON-able dict.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Generator

from .progress import run_to_end
from .errors import invariant_words
from .puzzle import BrokenInvariant, Level, Puzzle, PuzzleError, Unreachable, level_name, listed
from .puzzles import family, get_puzzle
from .words import english, message, sentence

BACKWARD_LIMIT = 300_000  # positions a search back to the start may hold before it gives up (answer None)
HARDEST_LIMIT = 100


def check(engine, puzzle: str, position: str, size: int | None = None, distances: bool = True,
          search: bool = False) -> dict:
    """Whether `position` can be played to the goal, and if not why, in a player's words.

    {"puzzle", "size", "valid", "position" (the text as the engine writes it; None when it does not parse),
    "view", "reason", "invariant", "figures", "distance", "known", "exact", "solved", "from_start", "summary",
    "solvable", "reason_words", "invariant_words", "summary_words"}: "reason", "invariant" and "summary" in
    English (None when there is none), the *_words beside them the messages they are worded from (words.py).
    figures: the figures the reason quotes, as data, where the puzzle gives any (Unreachable.figures:
    hakoiri musume's cut-off layouts), else None.
    solvable: True when the goal is proved reachable without a search (a distance known, or a puzzle whose
    unreachable_reason is exact, Puzzle.unreachable_exact: the 15-puzzle's parity answers at once), False when
    proved not (or malformed), None when only a search would tell.
    valid False: the text is malformed (reason: the parse error as a sentence, invariant "notation", or the rule
    it breaks, e.g. "piece count"), or the goal can never be reached from it (reason and invariant from
    Puzzle.unreachable_reason; else "no move left", or "exhaustive search" when only the oracle knows).
    from_start: whether play from the puzzle's start can reach this position (None: not known).

    Never builds an oracle nor searches by default: "distance" is the oracle's when it is built and answers this
    position at once (Oracle.answers_now), else None with "known" False (and then "summary" None and, for a
    reversible puzzle, "from_start" None). "known" True: "distance" is the answer (the oracle's, or None for a
    position proved unreachable or a malformed text). search=True builds the oracle and searches if need be (the
    command line). distances=False never asks the oracle."""
    family(puzzle)  # an unknown puzzle is a bad request, not a bad position
    misfit = None
    try:
        game = get_puzzle(puzzle, size, position)
    except PuzzleError as error:
        if size is not None:
            raise
        game, misfit = get_puzzle(puzzle), error  # a text that fits no size: answered as malformed, below
    reply = {"puzzle": game.name, "size": game.size, "valid": False, "position": None, "view": None,
             "reason": None, "invariant": None, "figures": None, "distance": None, "known": True, "exact": True,
             "solved": False, "from_start": False, "summary": None, "solvable": False, "reason_words": None,
             "invariant_words": None, "summary_words": None}
    try:
        if misfit is not None:
            raise misfit
        here = game.parse(position)
    except PuzzleError as error:
        invariant = error.invariant if isinstance(error, BrokenInvariant) else "notation"
        return reply | _reason(sentence(error.message), invariant)
    reply |= {"position": game.format(here), "view": game.view(here), "solved": game.is_goal(here)}
    unreachable = game.unreachable_reason(here)
    oracle = None
    if unreachable is None and distances:
        oracle = engine.oracle(game) if search else engine.oracles.answers_now(game, here)
    if oracle is not None:
        reply |= {"distance": oracle.distance(here), "exact": oracle.exact}
        if game.is_dead_end(here, reply["distance"]):
            unreachable = _dead_end(game, here, oracle.exact)
    reply["known"] = unreachable is not None or oracle is not None
    reply["from_start"] = _from_start(game, here, unreachable, reply["distance"], oracle is not None)
    if oracle is not None:
        summary = game.summary(here, oracle)
        reply |= {"summary": None if summary is None else english(summary), "summary_words": summary}
    if unreachable is not None:
        reason = unreachable.reason
        if not game.reversible and reply["from_start"] is not None:
            reason = [reason, message("check.from_start" if reply["from_start"] else "check.not_from_start")]
        return reply | _reason(reason, unreachable.invariant) | {"figures": unreachable.figures}
    solvable = True if reply["distance"] is not None or game.unreachable_exact() else None
    return reply | {"valid": True, "solvable": solvable}


def random_position(engine, puzzle: str, size: int | None = None, distance: int | None = None,
                    seed: int | None = None, level: str | None = None) -> dict:
    """A new game: {"puzzle", "size", "position", "distance", "count", "max_distance", "seed", "level"}.

    Tabled puzzles: drawn uniformly among all positions that can reach the goal other than the goal itself (count:
    how many positions can reach the goal, the goal among them), or among those at exactly `distance` moves (count:
    how many are; 0 deals the goal). Untabled puzzles:
    Puzzle.random_position, drawn again should it be the goal (a PuzzleError saying plainly what there is instead
    when none is offered: Puzzle.no_random_reason); distance, count and max_distance None. Without `distance` or
    `level` a new game is never the goal.
    `level` (a name among Puzzle.levels(), the 15-puzzle's easy, medium, hard, expert): a position whose exact
    distance lies in the level's range (Puzzle.level_steps); "level" is then {"name", "least", "most"}, "distance"
    the exact distance when the check found it (else None), "at_least" a proved lower bound; else "level" None.
    The same seed gives the same position; without one a seed is chosen and returned."""
    return run_to_end(random_position_steps(engine, puzzle, size, distance, seed, level))


def random_position_steps(engine, puzzle: str, size: int | None = None, distance: int | None = None,
                          seed: int | None = None, level: str | None = None) -> Generator[dict, None, dict]:
    """`random_position` as a job (the page's, for levels: their checks search): the arguments are checked at once
    (a PuzzleError before anything runs); the job yields {"message", "fraction"} while an oracle is built or a
    level's position is drawn and checked, and returns random_position's reply."""
    game = get_puzzle(puzzle, size)
    for name, value in (("distance", distance), ("seed", seed)):
        if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
            raise PuzzleError(message("error.whole_number", name=name, value=repr(value)))
    chosen = None if level is None else _level(game, level, distance)
    if seed is None:
        seed = random.randrange(2 ** 32)
    reply = {"puzzle": game.name, "size": game.size, "seed": seed, "level": None}
    if chosen is not None:
        return _level_steps(engine, game, chosen, random.Random(seed), reply)
    return _drawn_steps(engine, game, distance, random.Random(seed), reply)


def _level(game: Puzzle, name, distance: int | None) -> Level:
    """The level called `name` among the puzzle's, or a PuzzleError in one sentence saying which there are."""
    levels = game.levels()
    if not levels:
        raise PuzzleError(message("error.no_levels_table" if game.tabled else "error.no_levels",
                                  puzzle=game.title_words))
    if distance is not None:
        raise PuzzleError(message("error.level_and_distance"))
    for level in levels:
        if level.name == name:
            return level
    names = [level_name(level.name) for level in levels]
    raise PuzzleError(message("error.no_such_level", level=repr(name),
                              levels=message("either", first=listed(names[:-1], True), second=names[-1])))


def _level_steps(engine, game: Puzzle, level: Level, rng, reply: dict) -> Generator[dict, None, dict]:
    oracle = engine.oracles.ready(game)
    if oracle is None:
        oracle = yield from engine.oracles.steps(game)
    dealt = yield from game.level_steps(oracle, level, rng)
    return reply | {"position": game.format(dealt["position"]), "distance": dealt["distance"],
                    "at_least": dealt["at_least"], "count": None, "max_distance": None, "level": level.describe()}


def _drawn_steps(engine, game: Puzzle, distance: int | None, rng, reply: dict) -> Generator[dict, None, dict]:
    if not game.tabled:
        if distance is not None:
            raise PuzzleError(message("error.no_table_distance", puzzle=game.title_words))
        here = game.random_position(rng)
        while game.is_goal(here):  # a new game is never already solved
            here = game.random_position(rng)
        return reply | {"position": game.format(here), "distance": None, "count": None, "max_distance": None}
    table = engine.oracles.ready(game)
    if table is None:
        table = yield from engine.oracles.steps(game)
    histogram = table.histogram()
    if distance is not None and not (0 <= distance < len(histogram) and histogram[distance]):
        raise PuzzleError(message("error.distance_range", puzzle=game.title_words, most=len(histogram) - 1,
                                  distance=str(distance)))
    if distance is None and not sum(histogram[1:]):
        raise PuzzleError(message("error.only_the_goal", puzzle=game.title_words))
    here = game.unrank(table.sample_rank(rng, distance))
    count = table.solvable_count if distance is None else histogram[distance]
    return reply | {"position": game.format(here), "distance": table.distance(here), "count": count,
                    "max_distance": len(histogram) - 1}


def hardest(engine, puzzle: str, size: int | None = None, limit: int = HARDEST_LIMIT) -> dict:
    """The positions farthest from the goal: {"puzzle", "size", "distance", "count", "positions", "views"} (the first
    `limit` in rank order, and each one's view for drawing it, as `state` gives it; count says how many there are).
    For puzzles with a distance table only."""
    game = get_puzzle(puzzle, size)
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        raise PuzzleError(message("error.limit", limit=repr(limit)))
    if not game.tabled:
        raise PuzzleError(message("error.no_hardest", puzzle=game.title_words))
    table = engine.oracle(game)
    farthest = table.max_distance
    ranks = table.ranks_at(farthest)
    shown = [game.unrank(rank) for rank in ranks[:limit]]
    return {"puzzle": game.name, "size": game.size, "distance": farthest, "count": len(ranks),
            "positions": [game.format(position) for position in shown],
            "views": [game.view(position) for position in shown]}


def review(engine, puzzle: str, start: str | None, moves: list, size: int | None = None) -> dict:
    """A played game, move by move: {"puzzle", "size", "start", "start_distance", "moves": [{"move", "label",
    "label_words", "verdict", "distance_before", "distance_after", "position"}, ...], "illegal": None or {"index",
    "move", "reason", "reason_words"} (the first move that is not legal there; the review stops before it),
    "position" (the last position reached), "distance", "solved", "verdicts": {verdict: how many}}. Verdicts as
    `play` gives them; "label" and "reason" in English, their *_words the messages they are worded from."""
    game, here = engine.resolve(puzzle, start, size)
    if not isinstance(moves, list) or not all(isinstance(move, str) for move in moves):
        raise PuzzleError(message("error.moves"))
    oracle = engine.oracle(game)
    before = start_distance = oracle.distance(here)
    first, steps, illegal = game.format(here), [], None
    for index, text in enumerate(moves):
        try:
            move = game.parse_move(text)
            after = game.apply(here, move)
        except PuzzleError as error:
            reason = sentence(error.message)
            illegal = {"index": index, "move": text, "reason": english(reason), "reason_words": reason}
            break
        distance = oracle.distance(after)
        label = game.move_cells(here, move, after)["label"]
        steps.append({
            "move": game.format_move(move), "label": english(label), "label_words": label,
            "verdict": game.verdict(here, move, after, before, distance),
            "distance_before": before, "distance_after": distance, "position": game.format(after)})
        here, before = after, distance
    return {"puzzle": game.name, "size": game.size, "start": first, "start_distance": start_distance,
            "moves": steps, "illegal": illegal,
            "position": game.format(here), "distance": before, "solved": game.is_goal(here),
            "verdicts": dict(Counter(step["verdict"] for step in steps))}


def _dead_end(game: Puzzle, position, exact: bool) -> Unreachable:
    """The engine's own words for a dead end the puzzle gave no reason for."""
    if not any(True for _ in game.successors(position)):
        return Unreachable(message("unreachable.no_move"), "no move left")
    if exact:
        return Unreachable(message("unreachable.exhaustive"), "exhaustive search")
    return Unreachable(message("unreachable.no_known_way"), "search")


def _from_start(game: Puzzle, position, unreachable: Unreachable | None, distance, asked: bool) -> bool | None:
    """Whether play from the start can reach `position`. Reversible puzzles: exactly when the goal can be reached
    from it (the start can). Others: a search back over predecessors (None if it grows past BACKWARD_LIMIT)."""
    if game.reversible:
        if unreachable is not None:
            return False
        return distance is not None if asked else None
    start, seen, frontier = game.start(), {position}, [position]
    while frontier and start not in seen:
        if len(seen) > BACKWARD_LIMIT:
            return None
        frontier = [earlier for here in frontier for earlier in game.predecessors(here)
                    if earlier not in seen and not seen.add(earlier)]
    return start in seen


def _reason(words, invariant: str) -> dict:
    """A check's reason and invariant, each in English and as a message."""
    return {"reason": english(words), "reason_words": words, "invariant": invariant,
            "invariant_words": invariant_words(invariant)}
