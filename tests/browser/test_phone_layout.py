"""The page on a phone, as a player holds it: upright (375x667) and sideways (667x375) on a touch screen, every puzzle
and size in the catalogue shows the board, the status (moves, distance, the last message), Undo and Hint together on
the first screen, on a 320x568 phone too, and how to play whole under the board; nothing scrolls sideways at 320, 375
or 667 px; nothing moves from the first paint on, nor while moves, hints and messages of every length come and go (no
layout shift); a solution plays with its player in the toolbar's place; New game… opens its panel as a sheet under
the board; Help lists keys only where there is a keyboard; the lab's table reflows into a phone's width, every figure
whole; eight frogs a side fit the width with pads of 24 px and more (their line zigzags); a laptop (1280x800) shows
How to win and how to play on its first screen; no counter's words are cut; the uncrossed path's target stays on the
first screen while the path grows, at 375x667, 667x375 and 1280x800. One touch-phone page for the module
(test_game_screen.py: the panels, the messages and the controls at each size).
"""

import re
from contextlib import contextmanager

import pytest
from playwright.sync_api import expect

from gamepage import (CATALOG, LAPTOP, NARROW, PHONE, SIDEWAYS, UPRIGHT, boxes, cell_center, cells, cut_short,
                      expect_status, goto, held_at, longest, moved, next_frames, off_screen, show_at, sideways_overflow,
                      type_address)

# What must be on the first screen together: the board, the status's three parts, Undo and Hint.
FIRST_SCREEN = {"board": "#board-canvas", "moves": "#stat-moves", "distance": "#stat-optimal", "message": "#message",
                "Undo": "#undo", "Hint": "#hint"}

# Every layout shift the page makes, with what moved (the Layout Instability API), kept from the first paint on.
WATCH_SHIFTS = """
globalThis.layoutShifts = [];
const named = (node) => {
  const element = node && node.nodeType === Node.TEXT_NODE ? node.parentElement : node;
  return element ? `${element.tagName.toLowerCase()}#${element.id}.${element.className}` : "?";
};
const keep = (entries) => {
  for (const entry of entries) {
    globalThis.layoutShifts.push({ value: entry.value, moved: entry.sources.map((source) => named(source.node)) });
  }
};
const observer = new PerformanceObserver((list) => keep(list.getEntries()));
observer.observe({ type: "layout-shift", buffered: true });
// The shifts so far, those drawn but not yet handed to the observer's callback included.
globalThis.shiftsSoFar = () => {
  keep(observer.takeRecords());
  return globalThis.layoutShifts;
};
"""


def watch_layout_shifts(page) -> None:
    page.add_init_script(WATCH_SHIFTS)


pytestmark = pytest.mark.game_page("#/8-puzzle", prepare=watch_layout_shifts, **PHONE)


def catalogue_addresses(every_size: bool = True) -> list[tuple[str, str]]:
    """(name, address) for every puzzle at its start, as the page writes it: with `every_size`, every size (and
    rectangle) of the sized ones, else their default size alone."""
    found = []
    for puzzle_id, entry in CATALOG.items():
        sizes = entry.get("size_info")
        if not sizes:
            found.append((puzzle_id, f"#/{puzzle_id}/{entry['start']}"))
            continue
        for size in range(sizes["min"], sizes["max"] + 1) if every_size else [sizes["default"]]:
            start = sizes["by_size"][str(size)]["start"]
            address = f"#/{puzzle_id}/{start}" if start else f"#/{puzzle_id}/{size}/"  # an empty path needs its size
            found.append((f"{puzzle_id} {size}", address))
        for shape in sizes.get("rectangles", {}) if every_size else []:  # rows x columns ("3x8" a strip, "8x3")
            found.append((f"{puzzle_id} {shape}", f"#/{puzzle_id}/{shape}/"))
    return found


def open_board(page, address: str) -> None:
    """Type `address` and wait until its board is on show (its link, its kind of board, its cells drawn): what the
    layout is made of. The solver's answers may still be on their way (a 7x7 longest path takes seconds)."""
    puzzle_id = address.split("/")[1]
    type_address(page, address)
    page.wait_for_function(
        """([address, kind]) => document.querySelector('#permalink').textContent === decodeURIComponent(address)
            && document.querySelector('#board').dataset.kind === kind
            && document.querySelectorAll('#grid [role=gridcell]').length > 0""",
        arg=[address, CATALOG[puzzle_id]["board"]["kind"]],
    )
    next_frames(page)


def cut_counters(page) -> list[str]:
    """The counters whose settled words do not fit their place (cut with "…"), with what they say. Words while an
    answer is on its way ("72–90 moves…", with a search banner saying it whole) are not counted."""
    return page.evaluate("""() => [...document.querySelectorAll('#status .stat')]
        .filter((stat) => !stat.textContent.includes("…") && stat.scrollWidth > stat.clientWidth + 1)
        .map((stat) => `${stat.id} "${stat.textContent}"`)""")


def shifts_since(page, mark: int) -> list[dict]:
    return page.evaluate("(mark) => globalThis.shiftsSoFar().slice(mark)", mark)


def shift_mark(page) -> int:
    return page.evaluate("() => globalThis.shiftsSoFar().length")


@contextmanager
def nothing_moves(page):
    """After the with-block, once the next frames are drawn: no layout shift since it began, and nothing on the first
    screen moved. It begins once the page is drawn as it stands: a new game's own layout (its board, its goal's words)
    is not a shift the block made."""
    next_frames(page)
    board = boxes(page, FIRST_SCREEN)
    mark = shift_mark(page)
    yield
    next_frames(page)
    assert shifts_since(page, mark) == []
    assert moved(boxes(page, FIRST_SCREEN), board) == []


def tap_cell(page, cell: int) -> None:
    x, y = cell_center(page, cell)
    page.touchscreen.tap(x, y)


def test_nothing_moves_from_the_first_paint_while_the_solver_loads(game):
    page = game  # the module's first test: the page has just booted, its shifts watched from the first paint
    next_frames(page)
    assert page.evaluate("() => globalThis.shiftsSoFar()") == []


def test_every_puzzle_shows_board_status_undo_and_hint_on_the_first_screen_upright_and_sideways(game):
    page = game
    problems = []
    for name, address in catalogue_addresses():
        open_board(page, address)  # once, then turned and narrowed as a phone is: the page lays it out again
        for viewport in (UPRIGHT, SIDEWAYS, NARROW):
            show_at(page, viewport)
            where = f"{name} at {viewport['width']}x{viewport['height']}"
            problems += [f"{where}: {what} is off the first screen"
                         for what in off_screen(page, viewport, FIRST_SCREEN)]
            problems += [f"{where}: the counter {what} is cut" for what in cut_counters(page)]
            if cut_short(page.locator("#keys-help")):
                problems.append(f"{where}: how to play, under the board, is cut short")
            if overflow := sideways_overflow(page):
                problems.append(f"{where}: the page scrolls sideways by {overflow} px")
    show_at(page, UPRIGHT)
    assert not problems, "\n".join(problems)


def test_a_laptop_shows_how_to_win_on_its_first_screen(game):
    with held_at(game, LAPTOP) as page:
        problems = []
        for name, address in catalogue_addresses(every_size=False):  # sizes share their rules and goal's place
            open_board(page, address)
            # The search banner of a puzzle left mid-search (a 7x7 longest path) stays over How to win until the
            # search has stopped: the settled page is measured.
            expect(page.locator("#search")).to_be_hidden(timeout=30_000)
            wanted = {"How to win": ".about", "how to play": "#keys-help", **FIRST_SCREEN}
            problems += [f"{name}: {what} is off the first screen" for what in off_screen(page, LAPTOP, wanted)]
            problems += [f"{name}: the counter {what} is cut" for what in cut_counters(page)]
            if cut_short(page.locator("#keys-help")):
                problems.append(f"{name}: how to play is cut short")
        assert not problems, "\n".join(problems)


@pytest.mark.parametrize("viewport", [UPRIGHT, SIDEWAYS, LAPTOP], ids=["upright", "sideways", "laptop"])
def test_nothing_moves_while_moves_hints_and_messages_come_and_go(game, viewport):
    with held_at(game, viewport) as page:
        goto(page, "#/8-puzzle/8672543.1")  # the blank at cell 7: tiles 5 (cell 4), 3 (cell 6) and 1 (cell 8) slide
        with nothing_moves(page):
            tap_cell(page, 8)  # a slide: a verdict appears
            expect_status(page, "Moves: 1")
            tap_cell(page, 0)  # a tile that cannot slide: a longer message says why
            expect(page.locator("#message")).not_to_be_empty()
            page.get_by_role("button", name="Hint").tap()
            expect(page.locator("#message")).to_contain_text("Hint")
            page.get_by_role("button", name="Undo").tap()
            expect_status(page, "Moves: 0")
            tap_cell(page, 4)
            expect_status(page, "Moves: 1")
        goto(page, "#/jealous-husbands/AaBbCc*|")  # a crossing begun on the board: its button takes its place
        with nothing_moves(page):
            tap_cell(page, 1)  # wife a (the figures in the order AaBbCc): she can cross alone
            finish = page.locator("#finish")
            expect(finish).to_be_visible()
            finish.tap()
            expect_status(page, "Moves: 1")


@pytest.mark.parametrize("viewport", [UPRIGHT, SIDEWAYS], ids=["upright", "sideways"])
def test_a_solution_plays_under_the_board_in_the_toolbars_place(game, viewport):
    with held_at(game, viewport) as page:
        goto(page, "#/8-puzzle/8672543.1")
        before = boxes(page, {"board": "#board-canvas", "status": "#status", "toolbar": "#undo"})
        page.get_by_role("button", name="Solve").tap()
        player = page.get_by_role("group", name="Solution player")
        expect(player).to_be_visible()
        expect(page.locator("#stat-moves")).to_have_text(re.compile(r"Solver: \d+ of 31"))  # wherever it has got to
        now = boxes(page, {"board": "#board-canvas", "status": "#status", "toolbar": "#step-back"})
        assert now["board"] == before["board"] and now["status"] == before["status"]
        assert now["toolbar"][1] == before["toolbar"][1], "the player sits where the toolbar was"
        assert off_screen(page, viewport, {"Pause": "#play-pause", "Take over": "#take-over", "Stop": "#stop"}) == []
        page.get_by_role("button", name="Stop").tap()
        expect(player).to_be_hidden()
        expect(page.get_by_role("button", name="Undo")).to_be_visible()


@pytest.mark.parametrize("viewport", [UPRIGHT, SIDEWAYS, LAPTOP], ids=["upright", "sideways", "laptop"])
def test_the_uncrossed_path_says_its_target_on_the_first_screen_and_nothing_moves_while_it_grows(game, viewport):
    with held_at(game, viewport) as page:
        goto(page, "#/uncrossed-knight/5/")
        expect_status(page, longest(10))
        with nothing_moves(page):
            for moves, cell in enumerate([0, 7, 14]):  # a1 c2 e3: off every 10-move path, 8 moves still reachable
                tap_cell(page, cell)
                expect_status(page, f"Moves: {moves}")
            expect_status(page, longest(10, reach=8))
            expect(page.locator("#message")).to_contain_text("The longest path from here is 8 moves")
            page.get_by_role("button", name="Hint").tap()
            expect(page.locator("#message")).to_contain_text("Hint: knight from e3 to d1")
        assert off_screen(page, viewport, FIRST_SCREEN) == [] and cut_counters(page) == []
        page.get_by_role("button", name="Solve").tap()
        page.get_by_label("Speed").select_option("4")  # the player's fastest
        expect(page.locator("#stat-moves")).to_have_text("Solver: 8 of 8", timeout=60_000)
        assert cut_counters(page) == []
        page.get_by_role("button", name="Stop").tap()
        expect_status(page, "Moves: 2")


def test_help_lists_keys_only_where_there_is_a_keyboard(game):
    page = game
    show_at(page, UPRIGHT)
    goto(page, "#/knight-exchange/BBB......WWW")
    page.get_by_role("button", name="Help").tap()
    panel = page.get_by_role("region", name="Help")
    expect(panel.get_by_role("heading", name="How to play: Knight exchange")).to_be_visible()
    expect(panel.get_by_role("heading", name="Keys")).to_be_hidden()  # a touch phone: no keyboard to list
    expect(panel.get_by_text("Ctrl+Z")).to_be_hidden()
    page.get_by_role("button", name="Close", exact=True).tap()  # the sheet's own Close: it covers the Help button
    expect(panel).to_be_hidden()


def test_new_game_opens_its_panel_as_a_sheet_under_the_board(game):
    page = game
    show_at(page, UPRIGHT)
    goto(page, "#/knight-exchange/BBB......WWW")
    board = boxes(page, {"board": "#board"})["board"]
    page.get_by_role("button", name="New game…").tap()  # in the toolbar, under the board
    panel = page.get_by_role("region", name="New game")
    expect(panel.get_by_role("button", name="Random position")).to_be_in_viewport()
    sheet = boxes(page, {"sheet": "#tool-panel"})["sheet"]
    assert sheet[1] >= board[3] and sheet[3] <= UPRIGHT["height"], (sheet, board)  # over the rest, not the board
    assert boxes(page, {"board": "#board"})["board"] == board
    page.get_by_role("button", name="Close", exact=True).tap()
    expect(panel).to_be_hidden()
    expect(page.get_by_role("button", name="New game…")).to_be_focused()


@pytest.mark.parametrize("viewport", [NARROW, UPRIGHT], ids=["320", "375"])
def test_eight_frogs_a_side_fit_the_width_with_pads_a_finger_can_take_and_a_tap_moves_one(game, viewport):
    page = game
    show_at(page, viewport)
    goto(page, "#/frog-jump/BBBBBBBB.WWWWWWWW")
    pads = cells(page).evaluate_all("cells => cells.map((cell) => { const box = cell.getBoundingClientRect();"
                                    " return [box.left, box.top, box.right, box.bottom]; })")
    assert len(pads) == 17
    assert all(0 <= left and right <= viewport["width"] for left, _, right, _ in pads), pads
    assert min(min(right - left, bottom - top) for left, top, right, bottom in pads) >= 24, pads  # WCAG 2.5.8
    overlapping = [(a, b) for a in range(17) for b in range(a + 1, 17)
                   if min(pads[a][2], pads[b][2]) - max(pads[a][0], pads[b][0]) > 0.5
                   and min(pads[a][3], pads[b][3]) - max(pads[a][1], pads[b][1]) > 0.5]
    assert overlapping == [], "pads overlap"
    # Still a line in its order: each pad to the right of the one before (a zigzag over two rows at most).
    assert all(pads[index + 1][0] > pads[index][0] for index in range(16)), pads
    assert len({round(top) for _, top, _, _ in pads}) <= 2
    assert sideways_overflow(page) == 0
    tap_cell(page, 7)  # the black frog beside the gap steps into it
    expect_status(page, "Moves: 1")
    tap_cell(page, 9)  # a white frog jumps over it, along its row
    expect_status(page, "Moves: 2")
    show_at(page, UPRIGHT)


@pytest.mark.parametrize("viewport", [NARROW, UPRIGHT, SIDEWAYS], ids=["320", "375", "sideways"])
def test_the_labs_table_is_readable_on_a_phone_every_figure_whole(game, viewport):
    with held_at(game, viewport) as page:
        goto(page, "#/8-puzzle/8672543.1")
        page.get_by_role("button", name="Lab", exact=True).scroll_into_view_if_needed()
        page.get_by_role("button", name="Lab", exact=True).tap()
        table = page.locator("#lab-table")
        expect(table).to_be_visible()
        page.get_by_role("button", name="Run Bidirectional BFS").tap()
        expect(page.locator('tr[data-row="bidirectional"]')).to_have_attribute("data-state", "done", timeout=60_000)
        assert sideways_overflow(page) == 0
        # Every cell of the table (names, figures, notes) lies whole within the sheet's width, none cut, none
        # scrolled out of sight sideways; each figure says which column it is.
        sheet = boxes(page, {"sheet": "#tool-panel"})["sheet"]
        cut = table.evaluate("""(table, [left, right]) => [...table.querySelectorAll('tbody th, tbody td')]
            .filter((cell) => { const box = cell.getBoundingClientRect();
                return box.left < left - 0.5 || box.right > right + 0.5 || cell.scrollWidth > cell.clientWidth + 1; })
            .map((cell) => `${cell.dataset.col ?? 'name'}: ${cell.textContent}`)""", [sheet[0], sheet[2]])
        assert cut == [], cut
        label = page.locator('tr[data-row="bidirectional"] td[data-col="generated"]')
        assert label.evaluate("(cell) => getComputedStyle(cell, '::before').content") == '"Generated"'
        page.get_by_role("button", name="Close lab").tap()
        expect(table).to_be_hidden()
