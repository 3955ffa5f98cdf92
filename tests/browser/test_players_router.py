"""The addresses the player's panels add (page/router.js), without the engine: a game as its start and moves
("#/<puzzle>/<start>/moves/m1,m2", sized: "#/<puzzle>/<size>/<start>/moves/..."), a new game at a distance
("#/<puzzle>/distance/<d>"), written and read back; and the statistics' saved form refused when damaged
(store/solves.js).
"""

from gamepage import run_with_modules


def run(page, body: str):
    return run_with_modules(page, {"router": "address/router.js", "stats": "store/solves.js"}, body)


def test_a_game_travels_in_the_address_and_reads_back(script_page):
    result = run(script_page, """
        const river = router.formatGame("farmer-crossing", "FWGC*|", ["FG", "F"]);
        const sized = router.formatGame("uncrossed-knight", "", ["+0", "+11"], 5);
        return {
            river, sized, readRiver: router.parseFragment(river), readSized: router.parseFragment(sized),
            none: router.parseFragment("#/knight-exchange/BBB......WWW/moves/"),
            plain: router.parseFragment("#/knight-exchange/BBB......WWW"),
        };
    """)
    assert result["river"] == "#/farmer-crossing/FWGC*|/moves/FG,F"
    assert result["readRiver"] == {
        "kind": "game",
        "puzzleId": "farmer-crossing",
        "size": None,
        "position": "FWGC*|",
        "moves": ["FG", "F"],
    }
    assert result["sized"] == "#/uncrossed-knight/5//moves/%2B0,%2B11"
    assert result["readSized"] == {
        "kind": "game",
        "puzzleId": "uncrossed-knight",
        "size": 5,
        "position": "",
        "moves": ["+0", "+11"],
    }
    assert result["none"]["kind"] == "game" and result["none"]["moves"] == []
    assert result["plain"] == {"kind": "link", "puzzleId": "knight-exchange", "size": None, "position": "BBB......WWW"}


def test_a_distance_link_reads_with_or_without_a_size(script_page):
    result = run(script_page, """
        return [router.parseFragment("#/8-puzzle/distance/20"), router.parseFragment("#/frog-jump/4/distance/7"),
                router.parseFragment("#/8-puzzle/distance/x")];
    """)
    assert result[0] == {"kind": "distance", "puzzleId": "8-puzzle", "size": None, "distance": 20}
    assert result[1] == {"kind": "distance", "puzzleId": "frog-jump", "size": 4, "distance": 7}
    assert result[2]["kind"] == "broken"


def test_saved_statistics_are_read_or_refused_with_a_reason(script_page):
    result = run(script_page, """
        const damaged = (text) => {
            try { stats.readStats(text); return null; } catch (error) { return error.message; }
        };
        let s = stats.readStats(null);
        s = stats.recordSolve(s, { key: "8-puzzle", title: "8-puzzle", moves: 5, optimum: 5, assisted: 0 });
        s = stats.recordSolve(s, { key: "8-puzzle", title: "8-puzzle", moves: 9, optimum: 7, assisted: 0 });
        return { s, again: stats.readStats(JSON.stringify(s)), notJson: damaged("{"),
                 badCount: damaged(JSON.stringify({ ...s, solved: -1 })),
                 badPuzzle: damaged(JSON.stringify({ ...s, puzzles: { x: { solved: 1 } } })) };
    """)
    s = result["s"]
    assert (s["solved"], s["optimal"], s["moves"], s["optimum"], s["streak"], s["bestStreak"]) == (2, 1, 14, 12, 0, 1)
    assert s["puzzles"]["8-puzzle"] == {"title": "8-puzzle", "solved": 2, "optimal": 1, "bestOver": 0,
                                        "bestTime": None, "fewestMoves": 5, "times": [], "helped": 0}
    assert result["again"] == s
    assert result["notJson"] == "not JSON" and result["badCount"] == "its solved count is damaged"
    assert result["badPuzzle"] == "its x record is damaged"
