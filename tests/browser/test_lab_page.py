"""The lab, used as a person would: the Lab button opens it on the position on show, Run all runs every algorithm
(31 moves each from the 8-puzzle's hardest start, bidirectional BFS generating far fewer positions than BFS, the same
figures as `solve --json --stats` prints), Cancel stops a long run, the table downloads as CSV and JSON, and its link
(#/<puzzle>/<position>/lab) reopens the lab. The 15-puzzle has an IDA* row per heuristic (the command line's figures
with --heuristic), Run all leaves out the ones its plan says take minutes; after the solver failed and Retry brought
it back the lab asks for its plan again. Waits are on what the page shows, never on clocks.
"""

import csv
import io
import json

import pytest
from playwright.sync_api import expect

from gamepage import (board_box, close_page, expect_status, fewest, goto, open_with_a_fault, press,
                      retry_without_the_fault, type_address, wait_ready)
from puzzlelab import cli

HARDEST = "8672543.1"
RUN_TIMEOUT_MS = 180_000  # every algorithm on the hardest 8-puzzle, BFS included, in Pyodide on a loaded machine
ALGORITHMS = {
    "Table lookup": "table",
    "Breadth-first search": "bfs",
    "Bidirectional BFS": "bidirectional",
    "IDA*": "ida",
    "A*": "astar",
}
FIGURES = {
    "Generated": "generated",
    "Expanded": "expanded",
    "Largest frontier": "max_frontier",
    "Held in memory": "stored",
}


@pytest.fixture(scope="module")
def printed():
    """What `python -m puzzlelab solve 8-puzzle 8672543.1 --algorithm A --json --stats` prints, by algorithm."""
    replies = {}
    for algorithm in ALGORITHMS.values():
        out = io.StringIO()
        assert cli.run(["solve", "8-puzzle", HARDEST, "--algorithm", algorithm, "--json", "--stats"], out) == 0
        replies[algorithm] = json.loads(out.getvalue())
    return replies


def lab_table(page) -> dict[str, dict[str, str]]:
    """The lab's table as read on screen: {algorithm title: {column header: cell text}}."""
    return page.evaluate("""() => {
        const table = document.querySelector('#lab-table');
        const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent.trim());
        return Object.fromEntries([...table.querySelectorAll('tbody tr')].map((tr) => {
            const cells = [...tr.children].map((cell) => cell.textContent.trim());
            return [cells[0], Object.fromEntries(headers.map((header, i) => [header, cells[i]]))];
        }));
    }""")


def count(text: str) -> int:
    return int(text.replace(",", ""))


def test_lab_addresses_round_trip(game):
    result = game.evaluate("""async () => {
        const router = await import('/js/address/router.js');
        return {
            plain: router.parseFragment('#/8-puzzle/8672543.1/lab'),
            sized: router.parseFragment('#/uncrossed-knight/7//lab'),
            start: router.parseFragment('#/8-puzzle/lab'),
            game: router.parseFragment('#/8-puzzle/8672543.1'),
            written: router.formatFragment('8-puzzle', '8672543.1', null, {lab: true}),
            writtenSized: router.formatFragment('uncrossed-knight', '', 7, {lab: true}),
        };
    }""")
    assert result["plain"] == {"kind": "link", "puzzleId": "8-puzzle", "size": None, "position": HARDEST, "lab": True}
    assert result["sized"] == {"kind": "link", "puzzleId": "uncrossed-knight", "size": 7, "position": "", "lab": True}
    assert result["start"] == {"kind": "link", "puzzleId": "8-puzzle", "size": None, "position": None, "lab": True}
    assert "lab" not in result["game"]
    assert result["written"] == "#/8-puzzle/8672543.1/lab"
    assert result["writtenSized"] == "#/uncrossed-knight/7//lab"


def test_the_lab_button_opens_the_lab_on_the_position_on_show_and_says_first_what_takes_long(game):
    goto(game, f"#/8-puzzle/{HARDEST}")
    before = board_box(game)
    press(game, "Lab")
    lab = game.locator("#lab")
    expect(lab).to_be_visible()
    expect(lab.locator(".lab-where")).to_have_text(f"8-puzzle, position {HARDEST}")
    expect(game.get_by_role("button", name="Run all")).to_be_enabled()
    expect(lab.locator(".lab-facts")).to_have_text("31 moves from the goal; the lower bound says at least 21.")
    expect(game.locator("#lab-warning")).to_contain_text("Breadth-first search")  # the long run, said before it runs
    assert "Bidirectional" not in game.locator("#lab-warning").text_content()
    assert game.evaluate("() => location.hash") == f"#/8-puzzle/{HARDEST}/lab"
    assert game.get_by_role("link", name="Link to this lab").get_attribute("href") == f"#/8-puzzle/{HARDEST}/lab"
    assert board_box(game) == before  # the lab opens beside the board: the board stays where it was


def test_run_all_finds_31_moves_with_every_algorithm_and_the_command_lines_figures(game, printed):
    before = board_box(game)
    run_all = game.get_by_role("button", name="Run all")
    run_all.focus()
    game.keyboard.press("Enter")  # keyboard operable
    expect(game.locator("#lab-progress")).to_be_visible()
    expect(game.locator("#lab-status")).to_contain_text("Done: 5 runs.", timeout=RUN_TIMEOUT_MS)
    rows = lab_table(game)
    assert list(rows) == list(ALGORITHMS)
    for title, cells in rows.items():
        assert cells["Moves"] == "31", title
    bfs, both = count(rows["Breadth-first search"]["Generated"]), count(rows["Bidirectional BFS"]["Generated"])
    assert both < bfs / 5  # about a tenth: 15,972 against 181,440
    for title, cells in rows.items():  # the same figures as the command line's, time excepted
        reply = printed[ALGORITHMS[title]]
        assert count(cells["Moves"]) == reply["distance"], title
        for header, key in FIGURES.items():
            assert count(cells[header]) == reply["stats"][key], (title, header)
    ida = rows["IDA*"]["Notes"]
    for iteration in printed["ida"]["stats"]["iterations"]:
        assert f"{iteration['threshold']}: {iteration['generated']:,}" in ida
    assert board_box(game) == before


def test_the_pictures_have_text_alternatives(game):
    frontier = game.get_by_role("img", name="Positions first reached at each depth", exact=False)
    expect(frontier).to_be_visible()
    assert "181,440" in frontier.get_attribute("aria-label") and "15,972" in frontier.get_attribute("aria-label")
    iterations = game.get_by_role("img", name="6 iterations with thresholds 21, 23, 25, 27, 29, 31", exact=False)
    expect(iterations).to_be_visible()
    figure = game.locator("figure.lab-chart").first
    figure.get_by_text("The figures as a table").click()
    depth_rows = figure.locator("tbody tr")
    expect(depth_rows.first).to_be_visible()
    cells = figure.locator("tbody tr").evaluate_all("(rows) => rows.map((row) => row.children[1].textContent)")
    assert sum(count(text) for text in cells if text != "—") == 181440  # BFS's layers sum to what it generated
    game.get_by_label("Logarithmic scale").check()  # redraws on another scale; nothing else changes
    expect(frontier).to_be_visible()


def test_the_visit_order_steps_plays_and_pauses(game):
    step = game.locator(".lab-trace-step")
    expect(step).to_contain_text("Visit 1 of 1,000")
    game.get_by_label("Visits of").select_option(label="Bidirectional BFS")
    expect(step).to_contain_text("depth 0, from the start")
    game.get_by_role("button", name="Next visit").click()
    expect(step).to_contain_text("Visit 2 of 1,000")
    expect(step).to_contain_text("from the goal")
    game.get_by_label("Visits per second").select_option("160")
    press(game, "Play the visits")
    expect(step).not_to_contain_text("Visit 2 of")
    press(game, "Pause the visits")
    expect(game.get_by_role("button", name="Play the visits")).to_be_visible()
    game.get_by_role("button", name="Previous visit").click()


def test_the_table_downloads_as_csv_and_json(game, printed):
    with game.expect_download() as download:
        game.get_by_role("link", name="Download CSV").click()
    assert download.value.suggested_filename == f"puzzlelab-8-puzzle-{HARDEST}.csv"
    lines = list(csv.DictReader(io.StringIO(open(download.value.path(), encoding="utf-8").read())))
    assert [line["algorithm"] for line in lines] == ["table", "bfs", "bidirectional", "ida", "astar"]
    for line in lines:
        assert line["moves"] == "31" and int(line["generated"]) == printed[line["algorithm"]]["stats"]["generated"]
    assert lines[3]["iterations"].split()[0] == "21:8"
    with game.expect_download() as download:
        game.get_by_role("link", name="Download JSON").click()
    result = json.loads(open(download.value.path(), encoding="utf-8").read())
    assert result["position"] == HARDEST and result["distance"] == 31
    for row in result["rows"]:
        reply = printed[row["id"]]
        assert row["length"] == reply["distance"] and row["moves"] == reply["moves"], row["id"]
        assert {key: value for key, value in reply["stats"].items() if key != "seconds"} == \
            {key: row[key] for key in reply["stats"] if key != "seconds"}, row["id"]
        assert "visits" not in row


def test_cancel_stops_a_long_run_and_keeps_the_rows_already_run(game):
    press(game, "Run Breadth-first search")
    expect(game.locator('tr[data-row="bfs"]')).to_have_attribute("data-state", "running")
    expect(game.locator("#lab-status")).to_contain_text("positions generated")
    press(game, "Cancel")
    expect(game.locator("#lab-status")).to_contain_text("Cancelled")
    expect(game.locator('tr[data-row="bfs"] td[data-col="note"]')).to_contain_text("Cancelled.")
    expect(game.get_by_role("button", name="Cancel")).to_be_hidden()
    rows = lab_table(game)
    assert rows["Breadth-first search"]["Generated"] == "—"
    assert rows["Bidirectional BFS"]["Generated"] == "15,972"  # a finished run keeps its figures
    expect(game.get_by_role("button", name="Run all")).to_be_enabled()  # and the lab runs again


def test_the_link_reopens_the_lab_on_the_same_position_on_a_phone(site_url, returning_page):
    page, _errors = returning_page(
        f"{site_url}/index.html#/8-puzzle/{HARDEST}/lab",
        viewport={"width": 375, "height": 667},
        has_touch=True,
        is_mobile=True,
    )
    lab = page.locator("#lab")
    expect(lab).to_be_visible()
    expect(lab.locator(".lab-where")).to_have_text(f"8-puzzle, position {HARDEST}")
    page.get_by_role("button", name="Run Bidirectional BFS").tap()
    row = page.locator('tr[data-row="bidirectional"]')
    expect(row).to_have_attribute("data-state", "done", timeout=RUN_TIMEOUT_MS)
    assert lab_table(page)["Bidirectional BFS"]["Moves"] == "31"
    # the wide table scrolls inside the lab: the page itself never becomes wider than the phone
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")
    wait_ready(page)
    assert page.evaluate("() => location.hash") == f"#/8-puzzle/{HARDEST}/lab"
    page.get_by_role("button", name="Close lab").focus()
    page.keyboard.press("Enter")
    expect(lab).to_be_hidden()
    expect(page.get_by_role("button", name="Lab", exact=True)).to_be_focused()  # focus returns to where it came from
    expect(page).to_have_url(f"{site_url}/index.html#/8-puzzle/{HARDEST}")
    close_page(page)


# --- the 15-puzzle: IDA* with each heuristic --------------------------------------------------------------------
KORF_12 = "1356.DE9B48CA7F2"  # Korf's instance 12, 45 moves: every heuristic's IDA* finishes in seconds
# Korf's instance 7, 52 moves: Manhattan distance (with or without linear conflicts) takes minutes
KORF_7 = ".2D7F6849AC3B15E"
HEURISTICS = {
    "Manhattan distance": "manhattan-distance",
    "Manhattan + linear conflict": "manhattan-linear-conflict",
    "pattern databases": "pattern-databases",
    "pattern databases + reflection": "pattern-databases-reflection",
}


def solve_printed(position: str, heuristic: str) -> dict:
    """What `python -m puzzlelab solve 15-puzzle POSITION --algorithm ida --heuristic H --stats --json` prints."""
    out = io.StringIO()
    assert cli.run(["solve", "15-puzzle", position, "--algorithm", "ida", "--heuristic", heuristic, "--stats",
                    "--json"], out) == 0
    return json.loads(out.getvalue())


def expect_the_command_lines_figures(page, position: str, titles) -> None:
    rows = lab_table(page)
    for title in titles:
        reply = solve_printed(position, HEURISTICS[title])
        cells = rows[f"IDA* ({title})"]
        assert count(cells["Moves"]) == reply["distance"], title
        for header, key in FIGURES.items():
            assert count(cells[header]) == reply["stats"][key], (title, header)
        each = ", ".join(f"{it['threshold']}: {it['generated']:,}" for it in reply["stats"]["iterations"])
        assert f"{len(reply['stats']['iterations'])} iterations (threshold: nodes) {each}." in cells["Notes"], title


def test_the_15_puzzle_lab_runs_ida_with_each_heuristic_with_the_command_lines_figures(game):
    goto(game, f"#/15-puzzle/{KORF_12}")
    expect_status(game, fewest(45))
    press(game, "Lab")
    expect(game.locator("#lab .lab-where")).to_have_text(f"15-puzzle, position {KORF_12}")
    expect(game.locator('tr[data-row="ida"]')).to_be_visible()
    titles = [title for title in lab_table(game) if title.startswith("IDA*")]
    assert titles == [f"IDA* ({name})" for name in HEURISTICS]
    # the command line that prints the first search's figures, its heuristic named
    expect(game.locator(".lab-command")).to_have_text(
        f"python -m puzzlelab solve 15-puzzle {KORF_12} --algorithm ida --heuristic manhattan-distance --json --stats")
    notes = {title: cells["Notes"] for title, cells in lab_table(game).items()}
    assert notes["Breadth-first search"].startswith("Not run: roughly")  # planned out: more than the lab holds
    assert "more than the lab holds" in notes["Breadth-first search"]
    press(game, "Run all")
    expect(game.locator("#lab-status")).to_contain_text("Done: 5 runs.", timeout=RUN_TIMEOUT_MS)
    for title in titles:
        assert lab_table(game)[title]["Moves"] == "45", title
    expect_the_command_lines_figures(game, KORF_12, HEURISTICS)
    generated = [count(lab_table(game)[title]["Generated"]) for title in titles]
    assert generated == sorted(generated, reverse=True)  # a better estimate, fewer positions


def test_run_all_leaves_out_what_the_plan_says_takes_minutes(game):
    goto(game, f"#/15-puzzle/{KORF_7}")
    expect_status(game, fewest(52), timeout_ms=RUN_TIMEOUT_MS)  # the game's search measured the distance
    press(game, "Lab")
    expect(game.locator("#lab .lab-where")).to_have_text(f"15-puzzle, position {KORF_7}")
    slow = ['tr[data-row="ida"]', 'tr[data-row="ida:Manhattan + linear conflict"]']
    for row in slow:
        expect(game.locator(f'{row} td[data-col="note"]')).to_contain_text("Run all leaves this out")
    expect(game.locator("#lab-warning")).to_contain_text("Too long for Run all, so left out")
    expect(game.locator("#lab-warning")).to_contain_text("IDA* (Manhattan distance): roughly")
    press(game, "Run all")
    expect(game.locator("#lab-status")).to_contain_text("Done: 3 runs.", timeout=RUN_TIMEOUT_MS)
    for row in slow:
        expect(game.locator(row)).to_have_attribute("data-state", "planned")  # never started
    expect_the_command_lines_figures(game, KORF_7, ["pattern databases", "pattern databases + reflection"])
    expect(game.get_by_role("button", name="Run IDA* (Manhattan distance)")).to_be_enabled()  # its own Run runs it


def test_the_uncrossed_paths_lab_counts_17_moves_on_6x6_as_the_game_does(game):
    type_address(game, "#/uncrossed-knight/6//lab")
    expect(game.locator("#lab .lab-where")).to_contain_text("(size 6)")
    expect(game.locator(".lab-command")).to_contain_text("--size 6 --algorithm table")
    press(game, "Run all")
    expect(game.locator("#lab-status")).to_contain_text("Done: 1 run.", timeout=RUN_TIMEOUT_MS)
    assert lab_table(game)["The puzzle's own solver"]["Moves"] == "17"  # knight's moves: the first square is not one
    expect(game.locator(".lab-facts")).to_have_text("17 moves from the goal.")


# --- after a restart the lab asks the new engine for its plan -------------------------------------------------------
def test_after_a_failed_boot_and_retry_the_lab_shows_its_plan(site_url, returning_page):
    page, errors = returning_page()
    open_with_a_fault(page, f"{site_url}/index.html#/8-puzzle/{HARDEST}/lab", "**/pyodide.asm.wasm")
    expect(page.locator("#lab-status")).to_contain_text("The lab cannot run here")
    expect(page.get_by_role("button", name="Run all")).to_be_disabled()
    assert all("ERR_FAILED" in error for error in errors), errors  # the refused download, nothing else
    errors.clear()
    retry_without_the_fault(page, "**/pyodide.asm.wasm")
    expect(page.locator(".lab-facts")).to_have_text("31 moves from the goal; the lower bound says at least 21.")
    expect(page.get_by_role("button", name="Run all")).to_be_enabled()
    expect(page.locator("#lab-status")).not_to_contain_text("cannot run")
    expect(page.locator('tr[data-row="bfs"] td[data-col="note"]')).to_contain_text("Estimate:")
    page.get_by_role("button", name="Run Bidirectional BFS").click()
    expect(page.locator('tr[data-row="bidirectional"]')).to_have_attribute("data-state", "done", timeout=RUN_TIMEOUT_MS)
    assert lab_table(page)["Bidirectional BFS"]["Generated"] == "15,972"
    close_page(page)
