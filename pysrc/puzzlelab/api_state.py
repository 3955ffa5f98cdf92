"""The replies about one position that the board lives on: `state` (legal moves, distances, optimal moves, what to
draw), `play` (a move applied, its verdict), `hint` and `explain` (why touched cells make no move). Pure functions of
a puzzle, positions and an oracle.Oracle; api.Engine chooses the oracle (NO_DISTANCES for play from the rules alone).
"""

from __future__ import annotations

from .oracle import NO_DISTANCES, Oracle
from .puzzle import Move, Position, Puzzle, PuzzleError, touch_extends, touch_makes
from .words import english, message


def state_reply(game: Puzzle, position: Position, oracle: Oracle, known: bool, every_move: bool = True) -> dict:
    """Everything the board needs about `position`: {"puzzle", "size", "position", "distance" (None: the goal cannot
    be reached, or not known), "solved", "dead_end", "exact", "known", "moves": [{"move", "distance", "optimal",
    "checked", "counted", "touches", "motion", "label", "label_words"}], "optimal_moves", "unchecked", "view",
    "goal_view", "summary", "summary_words", "target" (Puzzle.target: the goal as a length, or None),
    "annotations"}. Words come twice: "label" and "summary" in English, "label_words" and "summary_words" the
    messages they are worded from (words.py), which the page words in the player's language.

    known=False: the distances were not asked for or are not known at once; pass NO_DISTANCES, so every distance is
    None, no move is optimal, "summary" is None and "dead_end" means only that no move is left (a state from the
    rules alone).

    every_move=False: a move whose position's distance the oracle does not answer at once (Oracle.answers_now; the
    15-puzzle's neighbours not yet searched) is not searched: its "distance" is None, "optimal" False and "checked"
    False; "unchecked" counts such moves (0 when every move's verdict is in: always with every_move)."""
    distance = oracle.distance(position)
    moves = []
    for move, after in game.successors(position):
        checked = every_move or not known or oracle.answers_now(after)
        after_distance = oracle.distance(after) if checked else None
        cells = game.move_cells(position, move, after)
        cost = game.move_cost(position, move)
        moves.append({
            "move": game.format_move(move),
            "distance": after_distance,
            "optimal": distance is not None and checked and after_distance == distance - cost,
            "checked": checked,
            "counted": cost == 1,  # False: not a move of the count (the uncrossed path's first square)
            "touches": cells["touches"],
            "motion": cells["motion"],
            "label": english(cells["label"]),
            "label_words": cells["label"],
        })
    goal = game.goal_position()
    summary = game.summary(position, oracle) if known else None
    return {
        "puzzle": game.name,
        "size": game.size,
        "position": game.format(position),
        "distance": distance,
        "solved": game.is_goal(position),
        # Without distances, stuck only where no move is left.
        "dead_end": game.is_dead_end(position, distance) if known else not moves and not game.is_goal(position),
        # False where "no distance" means "no known way" rather than a proof (the 8x8 uncrossed path).
        "exact": oracle.exact,
        "known": known,
        "moves": moves,
        "optimal_moves": [m["move"] for m in moves if m["optimal"]],
        "unchecked": sum(1 for m in moves if not m["checked"]),
        "view": game.view(position),
        "goal_view": None if goal is None else game.view(goal),
        "summary": None if summary is None else english(summary),
        "summary_words": summary,
        "target": game.target(position, oracle),
        "annotations": game.annotate(position),
    }


def state_answers_now(game: Puzzle, oracle: Oracle | None, position: Position) -> bool:
    """Whether `oracle` answers `position`'s whole state at once: its distance and that of every position one move
    away (Oracle.answers_now). False without an oracle."""
    return oracle is not None and oracle.answers_now(position) and all(
        oracle.answers_now(after) for _move, after in game.successors(position))


def play_reply(game: Puzzle, here: Position, move: Move, after: Position, oracle: Oracle | None, text: str) -> dict:
    """{"move": `text`, "verdict", "distance", "state"} for `move` from `here` to `after`, from what `oracle` (None: no
    oracle built, or distances not wanted) answers at once, never a search:

    - the whole state of `after` at once: that state (known True) and the verdict (Puzzle.verdict; None in the rare
      case where only `here`'s distance needs a search);
    - the distances of `here` and `after` at once but not of every move from `after` (the 15-puzzle after a position
      its `state` job prepared): the state from the rules (known False) with the verdict from those distances;
    - else the state from the rules and verdict None.
    "distance": `after`'s distance when known at once, else None (then it says nothing about reaching the goal)."""
    before_known = oracle is not None and oracle.answers_now(here)
    after_known = oracle is not None and oracle.answers_now(after)
    distance = oracle.distance(after) if after_known else None
    verdict = None
    if before_known and after_known:
        verdict = game.verdict(here, move, after, oracle.distance(here), distance)
    whole = after_known and state_answers_now(game, oracle, after)
    state = state_reply(game, after, oracle, True) if whole else state_reply(game, after, NO_DISTANCES, False)
    return {"move": text, "verdict": verdict, "distance": distance, "state": state}


def hint_reply(game: Puzzle, here: Position, oracle: Oracle, every_move: bool = True) -> dict:
    """{"puzzle", "position", "distance", "optimal_moves", "labels": {move: its words in English}, "labels_words":
    {move: its words as a message}} and, where the puzzle has its own hint (Puzzle.advice), "advice": {"cell": c, ...}
    or {"none": reason in English, "none_words": the reason as a message, ...}. every_move=False: the optimal
    moves known without searching the positions one move away, the one to hint first (Oracle.hint_moves: the
    15-puzzle's first move of the solution found), not necessarily all of them."""
    found = oracle.optimal_moves(here) if every_move else oracle.hint_moves(here)
    reply = {
        "puzzle": game.name,
        "position": game.format(here),
        "distance": oracle.distance(here),
        "optimal_moves": [game.format_move(m) for m in found],
    }
    labels = {game.format_move(move): game.move_cells(here, move, after)["label"]
              for move, after in game.successors(here)}
    reply["labels"] = {move: english(label) for move, label in labels.items()}
    reply["labels_words"] = labels
    advice = game.advice(here)
    if advice is not None:
        reply["advice"] = advice_reply(advice)
    return reply


def advice_reply(advice: dict) -> dict:
    """A puzzle's advice (Puzzle.advice) as the hint replies it: a reason why there is none ("none", a message)
    in English under "none" and as the message under "none_words"."""
    if "none" not in advice:
        return advice
    return advice | {"none": english(advice["none"]), "none_words": advice["none"]}


def explain_reply(game: Puzzle, here: Position, touched: list) -> dict:
    """{"reason", "reason_words"} why touching `touched` (cells, in order) makes no move at `here`, in a player's
    words (in English, and as a message); when the touches do make a move (puzzle.touch_makes), the reason names it
    and "move" is that move. PuzzleError when `touched` is not a list of cells of the board."""
    if not isinstance(touched, list) or not touched or not all(
            isinstance(cell, int) and not isinstance(cell, bool) for cell in touched):
        raise PuzzleError(message("error.touched"))
    for cell in touched:
        if not 0 <= cell < game.cells:
            raise PuzzleError(message("error.cell_off_board", cell=str(cell), last=game.cells - 1))
    for move, after in game.successors(here):
        if any(touch_makes(sequence, touched) for sequence in game.move_cells(here, move, after)["touches"]):
            label = game.move_cells(here, move, after)["label"]
            return _reason(message("touch.makes_move", label=label)) | {"move": game.format_move(move)}
    if any(touch_extends(sequence, touched) for move, after in game.successors(here)
           for sequence in game.move_cells(here, move, after)["touches"]):
        return _reason(message("touch.start_of_move"))
    return _reason(game.why_not(here, list(touched)))


def _reason(words) -> dict:
    return {"reason": english(words), "reason_words": words}
