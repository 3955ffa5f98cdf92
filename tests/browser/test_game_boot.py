"""The game page while the solver boots and when it cannot: the board is painted from the catalog at once (on a
high-DPI phone here), moves wait for the solver, a broken link is judged once it is ready, no puzzle makes a phone
scroll sideways. A runtime, wheel or worker script that fails to load gets a message and a Retry that works (met by
a returning visitor, whose Retry restores Python's snapshot; test_boot.py cuts a first visit's download), a slow boot
says so and offers Retry while it goes on; the board stays painted throughout.
"""

import pytest
from playwright.sync_api import expect

from gamepage import (BOOT_TIMEOUT_MS, CATALOG, STEP_TIMEOUT_MS, cell_center, click_cell, close_page, expect_position,
                      expect_status, fewest, next_frames, open_with_a_fault, play_move, retry_without_the_fault,
                      type_address, wait_ready)

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 3, "is_mobile": True, "has_touch": True}
UNSOLVABLE = "21345678."


# A first visit on a phone-sized touch page at an unsolvable 8-puzzle link, in its own context (touch needs it), not
# waited for. Full motion: its first test watches the loading bar creep.
pytestmark = pytest.mark.game_page(f"#/8-puzzle/{UNSOLVABLE}", visitor="first", ready=False,
                                   reduced_motion="no-preference", **PHONE)


def canvas_pixels(page) -> dict:
    return page.eval_on_selector(
        "#board-canvas",
        "canvas => ({ width: canvas.width, height: canvas.height, cssWidth: canvas.getBoundingClientRect().width,"
        " cssHeight: canvas.getBoundingClientRect().height })",
    )


def test_the_board_is_painted_from_the_catalog_before_the_solver_is_ready(game, errors_of):
    page, errors = game, errors_of(game)
    # The link's position, drawn before Python has seen it (how soon: bench/browser.py).
    expect_position(page, UNSOLVABLE)
    assert page.get_attribute("#app", "data-state") == "loading"
    expect(page.locator("#engine")).to_contain_text("Loading solver")
    expect(page.locator("#engine-progress")).to_be_visible()
    # On a phone the player looks at the board: the loading shows over its foot, on the first screen (the banner's
    # own place depends on the layout).
    pill = page.locator("#board-loading")
    expect(pill).to_contain_text("Loading solver")
    where = page.evaluate("""() => {
        const pill = document.querySelector('#board-loading').getBoundingClientRect();
        const board = document.querySelector('#board').getBoundingClientRect();
        return { inBoard: pill.top >= board.top && pill.bottom <= board.bottom && pill.left >= board.left
                   && pill.right <= board.right,
                 onScreen: pill.bottom <= innerHeight };
    }""")
    assert where == {"inBoard": True, "onScreen": True}, where
    for name in ("Hint", "Solve", "Undo"):
        expect(page.get_by_role("button", name=name, exact=True)).to_be_disabled()
    expect_status(page, "Solvable in …")
    click_cell(page, 4)
    expect(page.locator("#message")).to_have_text("The solver is still loading: moves open in a moment.")
    # One banner while booting: the loading bar creeps on, and no puzzle search claims to be running yet.
    shown = page.evaluate("document.querySelector('#engine-progress').value")
    page.wait_for_function("(shown) => document.querySelector('#engine-progress').value > shown", arg=shown,
                           timeout=STEP_TIMEOUT_MS)  # how often it moves: bench/browser.py
    search_hidden = page.locator("#search").is_hidden()  # now, not eventually: the boot ends by hiding it anyway
    assert page.get_attribute("#app", "data-state") == "loading", "the solver booted too fast to watch it load"
    assert search_hidden
    assert errors == []


def test_a_broken_link_is_judged_once_the_solver_is_ready(game, errors_of):
    page, errors = game, errors_of(game)
    # The editor holds the board, so Hint waits (wait_ready would wait for it): the solver's word comes first.
    expect(page.locator("#message")).to_contain_text("can't be played to the goal: it is open in the editor",
                                                     timeout=BOOT_TIMEOUT_MS)
    expect(page.get_by_role("region", name="Position editor")).to_contain_text("This position can't be solved.")
    expect_position(page, UNSOLVABLE)  # the editor shows it, and the status speaks of it
    expect(page.locator("#stat-optimal")).to_have_text("Can't reach the goal")
    page.get_by_role("button", name="Back to the game").click()
    expect_position(page, CATALOG["8-puzzle"]["start"])
    wait_ready(page)
    expect(page.locator("#engine")).to_be_hidden()
    expect(page.locator("#board-loading")).to_be_hidden()
    marks = page.evaluate("['board-painted', 'engine-ready', 'moves-enabled']"
                          ".map((name) => performance.getEntriesByName(name)[0].startTime)")
    assert marks == sorted(marks)
    assert errors == []


def test_the_board_is_crisp_on_a_high_dpi_phone_and_follows_resizes(game, errors_of):
    page, errors = game, errors_of(game)
    pixels = canvas_pixels(page)
    assert pixels["cssWidth"] <= 390 and pixels["cssWidth"] > 250  # fits the phone, fills most of its width
    assert abs(pixels["width"] - pixels["cssWidth"] * 3) <= 1 and abs(pixels["height"] - pixels["cssHeight"] * 3) <= 1
    page.set_viewport_size({"width": 320, "height": 700})
    page.wait_for_function("() => document.querySelector('#board-canvas').getBoundingClientRect().width < 300")
    page.wait_for_function("""() => {  // the ResizeObserver gave the canvas its new backing store
        const canvas = document.querySelector('#board-canvas');
        return Math.abs(canvas.width - canvas.getBoundingClientRect().width * 3) <= 1;
    }""", timeout=STEP_TIMEOUT_MS)
    pixels = canvas_pixels(page)
    assert abs(pixels["width"] - pixels["cssWidth"] * 3) <= 1
    canvas = page.locator("#board-canvas").bounding_box()
    x, y = cell_center(page, 8)  # the grid over the canvas moved with it
    assert canvas["x"] < x < canvas["x"] + canvas["width"] and canvas["y"] < y < canvas["y"] + canvas["height"]
    page.set_viewport_size(PHONE["viewport"])
    assert errors == []


def test_a_tap_slides_a_tile(game, errors_of):
    page, errors = game, errors_of(game)
    x, y = cell_center(page, 4)  # tile 5, above the blank
    page.touchscreen.tap(x, y)
    expect_status(page, "Moves: 1")
    expect_position(page, "8672.4351")
    assert errors == []


def test_no_puzzle_makes_a_small_phone_scroll_sideways(game, errors_of):
    page, errors = game, errors_of(game)
    page.set_viewport_size({"width": 360, "height": 740})
    try:
        for puzzle_id, entry in CATALOG.items():
            type_address(page, f"#/{puzzle_id}")
            expect(page.locator("#rules")).to_have_text(entry["rules"])
            next_frames(page)  # the layout settles in the next frame
            overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
            assert overflow == 0, f"{puzzle_id}: the page is {overflow} px wider than the screen"
    finally:
        page.set_viewport_size(PHONE["viewport"])
    assert errors == []


def test_pyodide_failing_to_load_gets_a_message_and_a_retry(site_url, returning_page):
    page, errors = returning_page()
    open_with_a_fault(page, f"{site_url}/index.html", "**/pyodide.asm.wasm")
    expect(page.locator("#engine")).to_contain_text("The solver could not be loaded")
    retry = page.get_by_role("button", name="Retry")
    expect(retry).to_be_visible()
    expect_position(page, CATALOG["knight-exchange"]["start"])  # the board is still there
    click_cell(page, 0)
    expect(page.locator("#message")).to_contain_text("press Retry")
    expect(page.get_by_role("button", name="Hint")).to_be_disabled()
    # A failed download may be logged by the browser (it is the one provoked here); nothing else may be.
    assert all("ERR_FAILED" in error for error in errors), errors
    errors.clear()

    retry_without_the_fault(page, "**/pyodide.asm.wasm")
    expect(page.locator("#engine")).to_be_hidden()
    play_move(page, "0-5")
    expect_status(page, fewest(15))
    close_page(page)


def test_a_damaged_engine_wheel_is_refused_with_a_message_and_a_retry_that_works(site_url, returning_page):
    page, errors = returning_page()

    def damaged(route):
        body = bytearray(route.fetch().body())
        body[len(body) // 2] ^= 0xFF  # one byte changed: the sha256 in pyodide-lock.json no longer matches
        route.fulfill(status=200, body=bytes(body), headers={"Content-Type": "application/octet-stream"})

    open_with_a_fault(page, f"{site_url}/index.html", "**/puzzlelab-*.whl", damaged)
    expect(page.locator("#engine")).to_contain_text("The solver could not be loaded")
    expect(page.locator("#engine")).to_contain_text("puzzlelab")  # says which part failed, not just "error"
    expect_position(page, CATALOG["knight-exchange"]["start"])
    errors.clear()  # Pyodide logs the refused download itself

    retry_without_the_fault(page, "**/puzzlelab-*.whl")
    play_move(page, "0-5")
    expect_status(page, fewest(15))


def test_a_solver_script_that_fails_to_load_at_once_is_reported(site_url, returning_page):
    # index.html starts the worker before the page's modules run: a failure that early must still reach the page.
    page, errors = returning_page()
    open_with_a_fault(page, f"{site_url}/index.html", "**/js/engine/worker.js",
                      lambda route: route.fulfill(status=404, body="not found"))
    expect(page.locator("#engine")).to_contain_text("The solver could not be loaded")
    expect(page.get_by_role("button", name="Retry")).to_be_visible()
    expect_position(page, CATALOG["knight-exchange"]["start"])
    errors.clear()  # the browser logs the 404

    retry_without_the_fault(page, "**/js/engine/worker.js")
    expect_status(page, fewest(16))


def test_a_slow_boot_says_so_and_offers_retry_while_it_keeps_loading(site_url, new_page):
    page, errors = new_page()
    stalled = []
    page.context.route("**/pyodide.asm.wasm", lambda route: stalled.append(route))  # never answered: it stalls
    page.clock.install()  # the page's timers: 25 s pass below in a moment
    page.goto(f"{site_url}/index.html")
    expect_position(page, CATALOG["knight-exchange"]["start"])
    retry = page.get_by_role("button", name="Retry")
    expect(retry).to_be_hidden()
    page.wait_for_function(  # counting
        "() => / of [\\d.]+\\sMB/.test(document.querySelector('#engine-text').textContent)")
    page.clock.run_for(25_000)
    expect(page.locator("#engine")).to_contain_text("taking a while")
    expect(retry).to_be_visible()
    assert page.get_attribute("#app", "data-state") == "loading"  # slow is not failed: it keeps loading
    assert stalled, "the runtime's download was never asked for"

    page.context.unroute("**/pyodide.asm.wasm")
    retry.click()
    wait_ready(page)
    expect(retry).to_be_hidden()
    play_move(page, "0-5")
    expect_status(page, fewest(15))
