"""The page's pure modules in the browser, without the engine: the controller's touch matching (game/controller.js),
the history with undo, redo, restarts and its saved form (game/history.js), the address (page/router.js).
Moves here are shaped like the engine's state.moves entries (touches, motion, label); no Pyodide is booted.
"""

from gamepage import run_with_modules

KNIGHT_MOVES = [  # a knight on 0 with two jumps, a knight on 2 with one (so it also moves on its own touch)
    {"move": "0-5", "touches": [[0, 5]], "motion": [[0, 5]], "label": "a"},
    {"move": "0-7", "touches": [[0, 7]], "motion": [[0, 7]], "label": "b"},
    {"move": "2-3", "touches": [[2, 3], [2]], "motion": [[2, 3]], "label": "c"},
]
BOAT_MOVES = [  # a river: figures 0 (rows), 1, 2; the boat is cell 3; 0 alone, 0 with 1, 0 with 2
    {"move": "F", "touches": [[0, 3]], "motion": [[0, 0], [3, 3]], "label": "f"},
    {"move": "FW", "touches": [[0, 1, 3], [1, 0, 3]], "motion": [[0, 0], [1, 1], [3, 3]], "label": "fw"},
    {"move": "FG", "touches": [[0, 2, 3], [2, 0, 3]], "motion": [[0, 0], [2, 2], [3, 3]], "label": "fg"},
]


def run(page, body: str, arg=None):
    modules = {"controller": "game/controller.js", "history": "game/history.js", "router": "address/router.js"}
    return run_with_modules(page, modules, body, arg)


def touch(page, touched, cell, moves):
    return run(
        page,
        "return controller.touch(arg.touched, arg.cell, arg.moves);",
        {"touched": touched, "cell": cell, "moves": moves},
    )


def test_a_touch_plays_selects_unselects_or_asks_why(script_page):
    assert touch(script_page, [], 0, KNIGHT_MOVES) == {"kind": "select", "touched": [0]}  # two jumps: picked
    assert touch(script_page, [0], 7, KNIGHT_MOVES)["move"]["move"] == "0-7"
    assert touch(script_page, [0], 0, KNIGHT_MOVES) == {"kind": "select", "touched": []}  # touched again: let go
    assert touch(script_page, [], 2, KNIGHT_MOVES)["move"]["move"] == "2-3"  # its only jump: at once
    assert touch(script_page, [0], 2, KNIGHT_MOVES)["move"]["move"] == "2-3"  # another piece: start over from it
    # no move: the engine says why
    assert touch(script_page, [0], 4, KNIGHT_MOVES) == {"kind": "explain", "touched": [0, 4]}
    assert run(script_page, "return controller.targets([0], arg);", KNIGHT_MOVES) == [5, 7]


def test_a_boat_keeps_its_crew_in_any_order_and_the_boat_decides(script_page):
    assert touch(script_page, [], 2, BOAT_MOVES) == {"kind": "select", "touched": [2]}
    assert touch(script_page, [2], 0, BOAT_MOVES) == {"kind": "select", "touched": [2, 0]}
    assert touch(script_page, [2, 0], 3, BOAT_MOVES)["move"]["move"] == "FG"
    # A second figure that cannot go with the first is not a fresh start: the engine explains the pair.
    assert touch(script_page, [1], 2, BOAT_MOVES) == {"kind": "explain", "touched": [1, 2]}
    assert run(script_page, "return controller.finishing([0, 2], arg).move;", BOAT_MOVES) == "FG"
    assert run(script_page, "return controller.finishing([0], arg).move;", BOAT_MOVES) == "F"
    assert run(script_page, "return controller.finishing([], arg);", BOAT_MOVES) is None


def test_history_undo_redo_restart_and_new_game_are_steps(script_page):
    result = run(script_page, """
        const { createHistory, played, undone, redone, restarted, current, canUndo, canRedo, canRestart } = history;
        const move = { move: "0-5", motion: [[0, 5]], label: "a" };
        let game = createHistory("B..", "B..");
        game = played(game, move, { position: ".B.", view: ".B.", verdict: "optimal" }).history;
        const back = undone(game);
        const again = redone(back.history);
        const restart = restarted(again.history);
        const fresh = restarted(restart.history, { position: "..B", view: "..B" });
        return {
            undoMotion: back.transition.move.motion, undoTo: back.transition.to,
            redo: current(again.history).position, canRedo: canRedo(back.history),
            restart: [current(restart.history).position, current(restart.history).moveCount, canUndo(restart.history)],
            fresh: [current(fresh.history).position, canRestart(fresh.history)],
            undoFresh: current(undone(fresh.history).history).position,
        };
    """)
    assert result["undoMotion"] == [[5, 0]] and result["undoTo"] == "B.."  # undo plays the motion backwards
    assert result["redo"] == ".B." and result["canRedo"] is True
    assert result["restart"] == ["B..", 0, True]
    assert result["fresh"] == ["..B", False]  # New game: the puzzle's start, a new attempt
    assert result["undoFresh"] == "B.."


def test_a_saved_history_round_trips_and_damage_is_refused(script_page):
    result = run(script_page, """
        const { createHistory, played, serialise, restore } = history;
        const move = { move: "0-5", motion: [[0, 5]], label: "a" };
        const game = played(createHistory("B..", "B.."), move, { position: ".B.", view: ".B." }).history;
        const back = restore(serialise(game));
        const damaged = (text) => { try { restore(text); return null; } catch (error) { return error.message; } };
        const entries = JSON.parse(serialise(game));
        entries.entries[1].move = null;
        return {
            same: JSON.stringify(back) === JSON.stringify(game),
            notJson: damaged("{oops"), notGame: damaged("[1, 2]"), badIndex: damaged(serialise({ ...game, index: 7 })),
            badStep: damaged(JSON.stringify(entries)),
        };
    """)
    assert result["same"] is True
    assert result["notJson"] == "not JSON" and result["notGame"] == "not a saved game"
    assert result["badIndex"] == "its place in the game is missing" and result["badStep"] == "step 1 is damaged"


def test_addresses_read_and_write_with_a_readable_bar(script_page):
    result = run(script_page, """
        return {
            river: router.formatFragment("farmer-crossing", "WC|FG*"),
            sized: router.formatFragment("uncrossed-knight", "0-11", 7),
            read: router.parseFragment("#/uncrossed-knight/7/0-11"),
            broken: router.parseFragment("#/a/b/c/d/e"),
            empty: router.parseFragment("#/"),
        };
    """)
    assert result["river"] == "#/farmer-crossing/WC|FG*"
    assert result["sized"] == "#/uncrossed-knight/7/0-11"
    assert result["read"] == {"kind": "link", "puzzleId": "uncrossed-knight", "size": 7, "position": "0-11"}
    assert result["broken"]["kind"] == "broken" and result["empty"] == {"kind": "empty"}


def words(page, body: str, arg=None):
    """Run `body` with the page's words (game/words.js as `words`; i18n/t.js's `say` words a message in English)."""
    return run_with_modules(page, {"words": "game/words.js", "{ words: say }": "i18n/t.js"}, body, arg)


def test_counted_words_agree_in_number_for_every_count_the_page_shows(script_page):
    counts = [0, 1, 2, 3, 11, 21, 22, 31, 80, 1000, 1512, 181440]
    said = words(script_page, "return arg.map((n) => [say(words.count(n, 'move')), say(words.count(n, 'position'))]);",
                 counts)
    for n, (moves, positions) in zip(counts, said):
        number = f"{n:,}"
        assert moves == (f"{number} move" if n == 1 else f"{number} moves")
        assert positions == (f"{number} position" if n == 1 else f"{number} positions")


def test_the_distance_is_said_in_the_same_words_on_every_puzzle(script_page):
    cases = [
        ({"state": {"distance": 16, "solved": False, "exact": True, "dead_end": False}}, "Solvable in 16"),
        ({"state": {"distance": 1, "solved": False, "exact": True, "dead_end": False}}, "Solvable in 1"),
        ({"state": {"distance": 0, "solved": True, "exact": True, "dead_end": False}}, "Solved"),
        ({"state": {"distance": None, "solved": False, "exact": True, "dead_end": True}}, "Not solvable from here"),
        ({"state": {"distance": None, "solved": False, "exact": False, "dead_end": False}}, "No known way to the goal"),
        ({"state": {"distance": None, "solved": False, "exact": True, "dead_end": False}}, "Best out of reach"),
        ({"state": None, "search": None}, "Solvable in …"),
        ({"state": None, "search": {"shown": True, "progress": {}}}, "Solvable in …"),
        ({"state": None, "search": {"shown": True, "progress": {"distance": 65}}},
         "Solvable in 65…"),
        ({"state": None, "cancelled": True}, "Search cancelled"),
        # Where the goal is a length (the uncrossed path): the longest path, or the best still reachable from here.
        ({"state": {"distance": 7, "solved": False, "target": {"longest": 10, "made": 3, "reach": 10, "proved": True}}},
         "Longest: 10"),
        ({"state": {"distance": None, "solved": False, "dead_end": False,
                    "target": {"longest": 17, "made": 0, "reach": 16, "proved": True}}}, "Can reach 16"),
        ({"state": {"distance": None, "solved": False, "exact": False, "dead_end": False,
                    "target": {"longest": 35, "made": 9, "reach": 30, "proved": False}}}, "Can reach 30+"),
        ({"state": {"distance": None, "solved": False, "target": {"longest": 10, "made": 1, "reach": None,
                                                                  "proved": False}}}, "Longest: 10"),
        ({"state": {"distance": 0, "solved": True, "target": {"longest": 10, "made": 10, "reach": 10,
                                                             "proved": True}}}, "Solved"),
    ]
    said = words(script_page, "return arg.map((game) => say(words.distanceWords(game)));", [game for game, _ in cases])
    assert said == [expected for _, expected in cases]


def clock(page, body: str, arg=None):
    return run_with_modules(page, {"clock": "game/clock.js", "history": "game/history.js"}, body, arg)


def test_the_clock_runs_from_the_first_move_pauses_when_hidden_and_stops_at_the_solve(script_page):
    times = clock(script_page, """
        const { withClock, clockOf, elapsedMs } = clock;
        const move = { move: "0-1", motion: [[0, 1]], label: "a" };
        let game = history.createHistory("A", "A");
        const at = (now) => elapsedMs(clockOf(game), now);
        game = withClock(game, { solved: false, hidden: false, now: 1000 });
        const before = clockOf(game);  // no move yet: no clock
        game = history.played(game, move, { position: "B", view: "B" }).history;
        game = withClock(game, { solved: false, hidden: false, now: 2000 });  // the first move starts it
        const running = at(5000);
        game = withClock(game, { solved: false, hidden: true, now: 6000 });  // hidden: paused at 4 s
        const paused = at(60000);
        game = withClock(game, { solved: false, hidden: false, now: 61000 });
        game = withClock(game, { solved: true, hidden: false, now: 63000 });  // solved: stopped at 6 s
        const solved = at(99000);
        const saved = history.restore(history.serialise(game));
        game = history.restarted(game).history;  // a new attempt has a clock of its own, from its first move
        game = withClock(game, { solved: false, hidden: false, now: 100000 });
        return [before, running, paused, solved, elapsedMs(clockOf(saved), 500000), clockOf(game)];
    """)
    assert times == [None, 3000, 4000, 6000, 6000, None]


def test_the_clock_reads_as_minutes_and_seconds(script_page):
    assert clock(script_page, "return [0, 999, 42000, 725000, 3723000].map((ms) => clock.clockText(ms));") == [
        "0:00", "0:00", "0:42", "12:05", "1:02:03"]


def test_stats_keep_best_time_fewest_moves_and_means_of_5_and_12_with_help_apart(script_page):
    said = script_page.evaluate("""async () => {
        const { times: parts } = await import("/js/page/stats.js");
        const { recordSolve, readStats } = await import("/js/store/solves.js");
        const { words } = await import("/js/i18n/t.js");
        const times = (own) => words({ list: parts(own), type: "unit" });
        let stats = readStats(null);
        const solve = (moves, seconds, assisted = 0) => {
            stats = recordSolve(stats, { key: "k", title: "K", moves, optimum: 16, assisted, ms: seconds * 1000 });
        };
        solve(20, 90);
        const one = times(stats.puzzles.k);
        for (const seconds of [60, 50, 40, 30]) solve(18, seconds);
        const five = times(stats.puzzles.k);
        solve(16, 10, 16);  // with help: counted apart, no best time or fewest moves
        for (let i = 0; i < 7; i += 1) solve(17, 120);
        const twelve = times(stats.puzzles.k);
        return [one, five, twelve, readStats(JSON.stringify(stats)).puzzles.k.times.length];
    }""")
    assert said == [
        "best time 1:30, fewest moves 20",
        "best time 0:30, fewest moves 18, mean of the last 5 0:54",
        "best time 0:30, fewest moves 17, mean of the last 5 2:00, of the last 12 1:32, 1 with help",
        12,
    ]
