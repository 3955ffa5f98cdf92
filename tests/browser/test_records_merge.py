"""How records merge (store/solves.js, store/records.js, daily/record.js), run in the browser without the engine: solves
united by id with every figure derived again (counts added, bests the best of both, streaks by time), statistics of the
old format named by a digest so two exports of one browser count once, days united with our results kept, a file
checked whole, and a write that fails put back whole.
"""

from gamepage import run_with_modules

MODULES = {"solves": "store/solves.js", "records": "store/records.js", "daily": "daily/record.js"}
SOLVE = """const solve = (id, day, moves, optimum, ms, puzzle = "8-puzzle") => ({ id, puzzle, title: puzzle, moves,
    optimum, assisted: 0, ms, at: `2026-11-${String(day).padStart(2, "0")}T10:00:00.000Z` });
"""  # a solve as store/solves.js keeps it, on a day of 2026-11


def run(page, body: str, arg=None):
    return run_with_modules(page, MODULES, SOLVE + body, arg)


def test_solves_from_two_browsers_unite_and_every_figure_is_derived_again(script_page):
    result = run(script_page, """
        const phone = { solves: [solve("a1", 10, 20, 20, 60000), solve("a2", 12, 25, 20, 30000)], earlier: [] };
        const laptop = { solves: [solve("b1", 11, 22, 22, 45000), solve("a1", 10, 20, 20, 60000)], earlier: [] };
        const { log, added } = solves.unitedLogs(phone, laptop);
        const again = solves.unitedLogs(log, laptop);  // the same file twice: nothing more
        const stats = solves.statsOf(log);
        return { added, againAdded: again.added, count: log.solves.length, stats };
    """)
    assert result["added"] == {"solves": 1, "earlier": 0}  # a1 was in both: counted once
    assert result["againAdded"] == {"solves": 0, "earlier": 0} and result["count"] == 3
    stats = result["stats"]
    assert (stats["solved"], stats["optimal"], stats["moves"], stats["optimum"]) == (3, 2, 67, 62)
    # by time: a1 (optimal), b1 (optimal), a2 (5 over): the streak ran to 2 across the two browsers, then broke
    assert (stats["streak"], stats["bestStreak"]) == (0, 2)
    own = stats["puzzles"]["8-puzzle"]
    assert (own["bestOver"], own["bestTime"], own["fewestMoves"]) == (0, 30000, 20)
    assert own["times"] == [60000, 45000, 30000]  # in the order they were made, whichever browser made them


def test_old_statistics_get_a_stable_id_so_one_browser_counts_once_and_two_add_up(script_page):
    result = run(script_page, """
        const figures = (solved, bestTime) => JSON.stringify({ format: 1, solved, optimal: solved, moves: 9 * solved,
            optimum: 9 * solved, streak: solved, bestStreak: solved, puzzles: { k: { title: "K", solved,
            optimal: solved, bestOver: 0, bestTime, fewestMoves: 9, times: [bestTime], helped: 0 } } });
        const mine = solves.readLog(figures(3, 50000));
        const mineAgain = solves.readLog(figures(3, 50000));  // read again (another export of the same browser)
        const theirs = solves.readLog(figures(2, 40000));
        const once = solves.unitedLogs(mine, mineAgain);
        const both = solves.unitedLogs(mine, theirs);
        const later = solves.withSolve(both.log, solve("c1", 20, 9, 9, 20000, "k"));
        return { sameId: mine.earlier[0].id === mineAgain.earlier[0].id, id: mine.earlier[0].id, once: once.added,
                 both: both.added, stats: solves.statsOf(later), empty: solves.readLog(figures(0, 1)) };
    """)
    assert result["sameId"] and result["id"].startswith("earlier-")
    assert result["once"] == {"solves": 0, "earlier": 0}
    assert result["both"] == {"solves": 0, "earlier": 1}
    stats = result["stats"]
    # 3 + 2 + the new solve; the runs of two browsers' old figures can't be ordered: the longer goes on, to 4
    assert (stats["solved"], stats["bestStreak"], stats["streak"]) == (6, 4, 4)
    assert stats["puzzles"]["k"]["bestTime"] == 20000 and stats["puzzles"]["k"]["solved"] == 6
    assert result["empty"] == {"solves": [], "earlier": []}  # nothing solved yet: no earlier set


def test_days_unite_and_a_day_keeps_the_result_it_has_here(script_page):
    result = run(script_page, """
        const result = (made) => ({ puzzle: "frog-jump", size: 3, title: "Frog jump", made, optimal: 15,
            assisted: 0, ms: null, moves: [], verdicts: [], start: "BBB.WWW", final: "WWW.BBB" });
        const here = { solved: ["2026-11-02", "2026-11-03"], results: { "2026-11-03": result(17) } };
        const there = { solved: ["2026-11-01", "2026-11-02", "2026-11-03"],
            results: { "2026-11-01": result(15), "2026-11-02": result(16), "2026-11-03": result(15) } };
        return daily.unitedRecords(here, there);
    """)
    assert result["record"]["solved"] == ["2026-11-01", "2026-11-02", "2026-11-03"]
    made = {day: kept["made"] for day, kept in result["record"]["results"].items()}
    assert made == {"2026-11-01": 15, "2026-11-02": 16, "2026-11-03": 17}  # 11-03's own result stays
    assert result["added"] == {"days": 1, "results": 1}  # 11-01 is new; 11-02 was solved here without its result


def test_a_records_file_is_checked_whole_and_a_failed_write_is_put_back(script_page):
    result = run(script_page, """
        const file = (fields) => JSON.stringify({ format: "puzzlelab-records", version: 1,
            statistics: { solves: [], earlier: [] }, daily: { solved: [], results: {} }, games: {}, ...fields });
        const refused = (text) => {
            try { records.readRecordsFile(text); return null; } catch (error) { return error.message; }
        };
        const kept = new Map([["puzzlelab-stats", "mine"]]);
        const storage = {  // full at the third write (the game's)
            writes: 0, getItem: (key) => kept.get(key) ?? null, removeItem: (key) => kept.delete(key),
            setItem(key, text) { if (++this.writes === 3) throw new Error("full"); kept.set(key, text); },
        };
        const theirs = records.readRecordsFile(file({ statistics: { solves: [solve("z", 9, 3, 3, null)], earlier: [] },
            daily: { solved: ["2026-11-09"], results: {} } }));
        const { merged } = records.mergedRecords({ log: solves.emptyLog(), daily: { solved: [], results: {} },
            games: {} }, { ...theirs, games: { "8-puzzle": { entries: [], index: 0 } } });
        let failed = null;
        try { records.writeRecords(storage, merged); } catch (error) { failed = error.message; }
        return {
            version: refused(file({ version: "1" })), zero: refused(file({ version: 0 })),
            key: refused(file({ games: { "../evil": {} } })), days: refused(file({ daily: { solved: ["soon"] } })),
            games: refused(file({ games: [] })), failed, after: Object.fromEntries(kept),
        };
    """)
    assert result["version"] == result["zero"] == "its format number is damaged"
    assert result["key"] == 'it names a game of no puzzle ("../evil")'
    assert result["days"] == "its daily record is damaged (not a list of days)"
    assert result["games"] == "its list of saved games is damaged"
    assert result["failed"] == "full" and result["after"] == {"puzzlelab-stats": "mine"}  # as it was: all or nothing
