"""Records that move with the player (issue 33), as a person meets them: Stats' Export saves the statistics, each day's
daily result, the streak and the saved games in one readable file; Import in a fresh browser merges it (the records
show there, the game comes back), the same file twice adds nothing, and garbage is refused with its reason while
nothing kept changes (store/records.js, page/records.js).
"""

import json

import pytest
from gamepage import close_page, expect_status, play_move, type_address, wait_ready
from playwright.sync_api import expect

VIEWPORTS = [{"width": 1280, "height": 800}, {"width": 375, "height": 667}]
PLANT_DAYS = """async () => {  // today and yesterday solved, with their results (daily/record.js's form)
    const { localDay, dayBefore } = await import("/js/daily/days.js");
    const today = localDay();
    const result = (day) => ({ puzzle: "frog-jump", size: 3, title: "Frog jump", made: 15, optimal: 15, assisted: 0,
        ms: 42000, moves: [], verdicts: [], start: "BBB.WWW", final: "WWW.BBB" });
    const days = [dayBefore(today), today];
    localStorage.setItem("puzzlelab-daily", JSON.stringify({ format: 2, solved: days,
        results: Object.fromEntries(days.map((day) => [day, result(day)])) }));
    return days;
}"""
ONE_MOVE = "/index.html#/8-puzzle/1234567.8"  # the 8-puzzle one move from the goal
EVERYTHING_KEPT = "() => Object.fromEntries(Object.keys(localStorage).sort().map((key) => [key, localStorage[key]]))"


def open_stats(page):
    button = page.get_by_role("button", name="Stats", exact=True)
    button.scroll_into_view_if_needed()
    if button.get_attribute("aria-expanded") != "true":
        button.click()
    return page.get_by_role("region", name="Statistics")


def solved_here(page):
    """Play the one move left (the page is at ONE_MOVE, ready): the 8-puzzle solved; then Stats, its region."""
    play_move(page, "8-7")
    expect_status(page, "Solved")
    return open_stats(page)


def import_file(page, path):
    """Choose `path` with Import records… as a person does (the file chooser)."""
    with page.expect_file_chooser() as chooser:
        page.get_by_role("button", name="Import records…").click()
    chooser.value.set_files(str(path))


def export_file(page, tmp_path, folder: str = "export"):
    """Export records as a person does; the path of the file saved (in `folder` of tmp_path, under its own name)."""
    with page.expect_download() as download:
        page.get_by_role("button", name="Export records").click()
    path = tmp_path / folder / download.value.suggested_filename
    path.parent.mkdir(exist_ok=True)
    download.value.save_as(path)
    return path


@pytest.mark.parametrize("viewport", VIEWPORTS, ids=["1280x800", "375x667"])
def test_records_exported_in_one_browser_are_merged_into_a_fresh_one(site_url, returning_page, tmp_path, viewport):
    page, errors = returning_page(site_url + ONE_MOVE, viewport=viewport)
    wait_ready(page)
    days = page.evaluate(PLANT_DAYS)
    page.reload()
    wait_ready(page)
    stats = solved_here(page)
    expect(stats).to_contain_text("Puzzles solved1")
    expect(stats).to_contain_text("Daily streak2 days, 2 days solved")
    path = export_file(page, tmp_path)
    assert path.name.startswith("puzzle-lab-records-") and path.suffix == ".json"
    expect(page.locator(".records-said")).to_contain_text(f"Saved as {path.name}.")
    records = json.loads(path.read_text())
    assert (records["format"], records["version"]) == ("puzzlelab-records", 1)
    [solve] = records["statistics"]["solves"]
    assert (solve["puzzle"], solve["moves"], solve["optimum"], solve["assisted"]) == ("8-puzzle", 1, 1, 0)
    assert records["figures"]["solved"] == 1 and records["figures"]["puzzles"]["8-puzzle"]["bestOver"] == 0
    assert records["daily"]["solved"] == days and records["daily"]["streak"] == 2
    assert set(records["daily"]["results"]) == set(days)
    assert list(records["games"]) == ["8-puzzle"]
    assert errors == []
    close_page(page)

    # A browser with nothing kept: returning_page clears the site's storage (the records live in localStorage).
    fresh, fresh_errors = returning_page(f"{site_url}/index.html#/guarini", viewport=viewport)
    wait_ready(fresh)
    stats = open_stats(fresh)
    expect(stats).to_contain_text("Puzzles solved0")
    import_file(fresh, path)
    said = fresh.locator(".records-said")
    expect(said).to_have_text("Imported 1 solve, 2 solved days of the daily, and 1 saved game. Daily streak: 2 days.")
    expect(stats).to_contain_text("Puzzles solved1")
    expect(stats).to_contain_text("Solved optimally1 of 1")
    expect(stats).to_contain_text("Daily streak2 days, 2 days solved")
    expect(stats).to_contain_text("8-puzzle: solved 1×, 1 optimally, best: optimal")
    import_file(fresh, path)  # the same file again: nothing counted twice
    expect(said).to_have_text("Nothing new: every solve, day and saved game in this file is already here. "
                              "Nothing was changed.")
    expect(stats).to_contain_text("Puzzles solved1")
    fresh.get_by_role("radio", name="Sliding").click()  # the imported game comes back where it was: solved
    expect_status(fresh, "Moves: 1")
    expect_status(fresh, "Solved")
    assert fresh_errors == []
    close_page(fresh)


def test_an_import_adds_to_the_solves_here_and_an_export_of_both_counts_each_once(site_url, returning_page, tmp_path):
    page, errors = returning_page(site_url + ONE_MOVE)
    wait_ready(page)
    stats = solved_here(page)
    first = export_file(page, tmp_path, "first")  # one solve
    type_address(page, "#/8-puzzle/123456.78")
    expect_status(page, "Solvable in 2")
    play_move(page, "7-6")
    play_move(page, "8-7")
    expect_status(page, "Solved")
    expect(stats).to_contain_text("Puzzles solved2")
    both = export_file(page, tmp_path, "both")  # the same browser later: the first solve and one more
    page.evaluate("() => localStorage.clear()")
    page.reload()
    wait_ready(page)
    stats = open_stats(page)
    import_file(page, first)
    expect(page.locator(".records-said")).to_contain_text("Imported 1 solve")
    import_file(page, both)  # its first solve is the one already here: only the second is new
    expect(page.locator(".records-said")).to_contain_text("Imported 1 solve. Daily streak: 0 days.")
    expect(stats).to_contain_text("Puzzles solved2")
    expect(stats).to_contain_text("Optimal streak2 now, best 2")
    assert errors == []
    close_page(page)


GARBAGE = [
    ("not-json.json", b"{ this is not json", "it is not a Puzzle Lab records file (not JSON)"),
    ("other.json", json.dumps({"name": "another program", "entries": [1, 2]}).encode(),
     "it is not a Puzzle Lab records file"),
    ("newer.json", json.dumps({"format": "puzzlelab-records", "version": 2}).encode(),
     "it was made by a newer Puzzle Lab (format 2; this page reads format 1 and older): open it in an up-to-date "
     "Puzzle Lab"),
    ("huge.json", b" " * 6_000_000, "it is too big to be Puzzle Lab records (6.0 MB; they take at most 5 MB)"),
    ("damaged-solve.json", None, "its statistics are damaged (its solve 1 is damaged)"),
    ("damaged-game.json", None, "its saved game of 8-puzzle is damaged (step 1 is damaged)"),
]


def test_garbage_is_refused_with_its_reason_and_nothing_kept_changes(site_url, returning_page, tmp_path):
    page, errors = returning_page(site_url + ONE_MOVE)
    wait_ready(page)
    stats = solved_here(page)
    good = json.loads(export_file(page, tmp_path).read_text())
    kept = page.evaluate(EVERYTHING_KEPT)
    said = page.locator(".records-said")
    for name, data, reason in GARBAGE:
        if name == "damaged-solve.json":
            data = json.dumps({**good, "statistics": {**good["statistics"], "solves": [{"id": "x", "moves": -1}]}})
        elif name == "damaged-game.json":
            game = good["games"]["8-puzzle"]
            broken = {**game, "entries": [game["entries"][0], {"position": 5}]}
            data = json.dumps({**good, "statistics": {"solves": [], "earlier": []}, "games": {"8-puzzle": broken}})
        path = tmp_path / name
        path.write_bytes(data if isinstance(data, bytes) else data.encode())
        import_file(page, path)
        expect(said).to_have_text(f"This file can't be imported: {reason}. Nothing here was changed.")
        assert page.evaluate(EVERYTHING_KEPT) == kept, name
    expect(stats).to_contain_text("Puzzles solved1")
    assert errors == []
    close_page(page)
