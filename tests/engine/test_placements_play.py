"""Playing the knight placements as a person explores them: verdicts and summaries say what is known (never a red
dead end for a legal move that can still go on), distances count knight's moves, squares are named a1-h8."""

from puzzlelab.puzzles import get_puzzle
from puzzlelab.puzzles.domination_search import minimum_independent_domination


def test_a_first_square_in_a_6x6_corner_is_exploring_not_a_dead_end(ask):
    ask("state", puzzle="uncrossed-knight", size=6)  # as on the page: the start's state (the paths searched) first
    played = ask("play", puzzle="uncrossed-knight", position="", move="+0", size=6)
    state = played["state"]
    assert played["verdict"] == "off-best" and not state["dead_end"] and state["distance"] is None
    assert state["summary"] == "The longest path from here is 16 moves, 1 short of the best (17)."


def test_the_readme_link_7x7_opens_on_a_path_that_can_still_grow(ask):
    state = ask("state", puzzle="uncrossed-knight", position="24-9", size=7)
    assert not state["dead_end"] and state["moves"]
    assert state["summary"].startswith("The longest path from here is 23 moves, 1 short of the best (24)")
    assert ask("hint", puzzle="uncrossed-knight", position="24-9", size=7)["advice"]["reach"] == 23


def test_a_path_that_cannot_grow_is_a_dead_end(engine):
    game = get_puzzle("uncrossed-knight", 3)
    assert not list(game.successors((4,)))  # a knight on the middle of 3x3 cannot move
    engine.state("uncrossed-knight", "", 3)
    played = engine.play("uncrossed-knight", "", "+4", 3)
    assert played["verdict"] == "dead-end" and played["state"]["dead_end"] and not played["state"]["solved"]
    assert played["state"]["summary"] == "This path ends at 0 moves, 2 short of the longest (2)."


def test_path_distances_count_knights_moves_and_the_first_square_is_not_counted(ask):
    start = ask("state", puzzle="uncrossed-knight", position="", size=6)
    assert start["distance"] == 17
    assert all(not move["counted"] for move in start["moves"])
    first = start["optimal_moves"][0]
    after = ask("play", puzzle="uncrossed-knight", position="", move=first, size=6)
    assert after["verdict"] == "optimal" and after["state"]["distance"] == 17
    assert all(move["counted"] for move in after["state"]["moves"])
    solved = ask("solve", puzzle="uncrossed-knight", position="", size=6)
    assert solved["distance"] == 17 and len(solved["moves"]) == 18  # 17 knight's moves after the first square


def test_a_knight_outside_every_minimum_placement_is_off_best_not_wasted(ask):
    game = get_puzzle("knight-domination", 8)
    placements = game.make_oracle().placements
    unused = next(c for c in range(64) if not any(p >> c & 1 for p in placements))
    ask("state", puzzle="knight-domination", size=8)
    played = ask("play", puzzle="knight-domination", position="." * 64, move=f"+{unused}")
    assert played["verdict"] == "off-best"
    assert played["state"]["summary"] == ("These knights are not all part of one 14-knight answer: the nearest one "
                                          "takes 1 knight off and places 14 more.")
    assert played["distance"] == 15
    good = minimum_independent_domination(8)[0]
    played = ask("play", puzzle="knight-domination", position="." * 64, move=f"+{good}")
    assert played["verdict"] == "optimal"
    assert played["state"]["summary"].startswith("Still possible to finish with the minimum of 14: 13 more knights")


def test_an_optimal_move_beside_a_stray_knight_gets_one_verdict_not_two(ask):
    """A knight placed toward the nearest minimum placement while a stray knight stays is one step closer (the
    verdict "optimal"); the summary then says what is left to do, adding up to the same distance, and never that the
    move led away from the answer."""
    game = get_puzzle("knight-domination", 8)
    placements = game.make_oracle().placements
    unused = next(c for c in range(64) if not any(p >> c & 1 for p in placements))
    stray = ask("state", puzzle="knight-domination", size=8, position="." * unused + "N" + "." * (63 - unused))
    toward = next(move for move in stray["optimal_moves"] if move.startswith("+"))
    played = ask("play", puzzle="knight-domination", position=stray["position"], move=toward)
    assert played["verdict"] == "optimal" and played["distance"] == 14
    summary = played["state"]["summary"]
    assert summary == ("These knights are not all part of one 14-knight answer: the nearest one takes 1 knight off "
                       "and places 13 more.")
    assert "needs more knights" not in summary


def test_domination_names_squares_like_a_chess_player(ask):
    state = ask("state", puzzle="knight-domination", position="N" + "." * 63)
    labels = {move["move"]: move["label"] for move in state["moves"]}
    assert labels["-0"] == "take the knight off a8" and labels["+63"] == "place a knight on h1"
    attacking = "N" + "." * 9 + "N" + "." * 53
    summary = ask("state", puzzle="knight-domination", position=attacking)["summary"]
    assert "a8 and c7 attack each other" in summary


def test_frog_rules_say_frogs_never_move_backwards_beside_a_working_undo(ask):
    frogs = next(p for p in ask("catalog")["puzzles"] if p["id"] == "frog-jump")
    for described in [frogs, *frogs["size_info"]["by_size"].values()]:
        assert "cannot be undone" not in described["rules"] and "never move backwards" in described["rules"]


def test_an_8_puzzle_position_is_written_with_an(refused):
    assert refused("state", puzzle="8-puzzle", position="1234").startswith("an 8-puzzle position has 9 characters")
