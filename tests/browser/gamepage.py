"""Helpers for the game-page tests: go to a link (goto) or type an address, wait for the solver, click real cells on
the canvas, type keys, and read what a person sees (the role="status" text, the accessible grid's cell names, the
address), and where things are on screen (show_at a size, boxes, moved, off_screen, sideways_overflow). The page
itself comes from conftest's `game` fixture.

The page's DOM contract used here: #app[data-state=loading|ready|failed], #status (role=status) holding #message,
#grid (role=grid) of gridcells named as the board names its places, then what is there ("a4, black knight" on the
boards with drawn coordinates, "pad N, <piece>", "cell N, <piece>"; "tile 5" or "blank" where the piece is the name),
buttons named Hint, Solve,
Undo, Redo, Restart, #player with #player-step, #engine with #retry, the tabs (role=radio) and #variant, #size.
"""

from __future__ import annotations

import json
import re
from contextlib import contextmanager
from urllib.parse import unquote

from playwright.sync_api import expect

from buildtools.common import DIST

BOOT_TIMEOUT_MS = 60_000  # Pyodide boots in 5-7 s headless on an idle machine; a loaded CI machine is slower
STEP_TIMEOUT_MS = 10_000  # one move, hint or open (the first 8-puzzle position builds its table: ~1 s in Pyodide)

BOARD_KINDS = {"knights", "tiles", "frogs", "blocks"}  # boards whose cell names this module reads as piece names
DRAWN_KINDS = BOARD_KINDS | {"stones", "numbers", "river", "domination", "path"}  # every board the page draws
# The puzzles the page offers: the catalogue's, less those whose board the page has no drawer for (its catalogue
# leaves them out).
CATALOG = {entry["id"]: entry for entry in json.loads((DIST / "catalog.json").read_text())["puzzles"]
           if entry["board"]["kind"] in DRAWN_KINDS}
PIECE_CHARS = {name: char for entry in CATALOG.values() if entry["board"]["kind"] in BOARD_KINDS
               for char, name in entry["pieces"].items()}
# Moves from each puzzle's start (its default size) to the goal: the knight exchange and Guarini's problem 16, the
# 8-puzzle's start one of its 31-move positions (the most there are), hakoiri musume's classic start 81 (a slide
# around corners one move), frogs 3 a side 15, the uncrossed knight's path on 6x6 17 knights (OEIS A003192), the river
# crossings 11, 11 and 7.
START_DISTANCES = {
    "knight-exchange": 16, "guarini": 16, "8-puzzle": 31, "15-puzzle": 45, "hakoiri-musume": 81, "frog-jump": 15,
    "oshidori": 4, "oshidori-black-first": 5, "number-reversal": 25, "jealous-husbands": 11, "missionaries": 11,
    "farmer-crossing": 7, "knight-domination": 14, "uncrossed-knight": 17,
}


SNAPSHOT_CACHE = "puzzlelab-python-snapshot"  # engine/snapshot.js's Cache Storage


def snapshot_urls(page) -> list[str]:
    """The URLs under which the page's browser keeps Python's snapshot (engine/snapshot.js): one, or none yet."""
    return page.evaluate(f"async () => (await (await caches.open({SNAPSHOT_CACHE!r})).keys()).map((r) => r.url)")


def wait_snapshot_kept(page, url: str | None = None, timeout_ms: int = BOOT_TIMEOUT_MS) -> None:
    """Wait until the browser keeps a snapshot of Python (stored just after a fresh boot's ready); with `url`, until
    that one alone is kept."""
    # wait_for_function does not await a promise: each poll starts a look into Cache Storage and judges the last one.
    page.wait_for_function("""([name, want]) => {
      caches.open(name).then((cache) => cache.keys()).then((keys) => {
        globalThis.keptSnapshots = keys.map((request) => request.url).join(" ");
      });
      const kept = globalThis.keptSnapshots;
      return kept !== undefined && (want ? kept === want : kept !== "");
    }""", arg=[SNAPSHOT_CACHE, url], timeout=timeout_ms)


def python_came_up(page) -> str:
    """How the solver's Python came up at its last boot: "restored" (from the snapshot) or "started" (afresh)."""
    return page.get_attribute("#engine", "data-python")


def close_page(page) -> None:
    """Close a page from new_page (with its own context) or returning_page (the shared profile stays open)."""
    if getattr(page.context, "puzzlelab_shared", False):
        page.close()
    else:
        page.context.close()


def emulate_phone(page, width: int = 390, height: int = 844, scale: float = 3) -> None:
    """Make `page` a high-DPI touch phone screen (Chromium's device metrics override, on the tracked page itself)."""
    session = page.context.new_cdp_session(page)
    session.send("Emulation.setDeviceMetricsOverride",
                 {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": True})
    session.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})


def wait_ready(page, timeout_ms: int = BOOT_TIMEOUT_MS) -> None:
    """Wait until the solver has booted and the position on show has its moves (Hint enabled)."""
    page.wait_for_function(
        "() => document.querySelector('#app').dataset.state === 'ready' && !document.querySelector('#hint').disabled",
        timeout=timeout_ms,
    )


def run_with_modules(page, modules: dict[str, str], body: str, arg=None):
    """Run `body`, the inside of an async JavaScript function of `arg`, in `page` (script_page: a test of the page's
    modules without the engine) with `modules` imported first: {"name": "game/history.js"} makes `name` the module
    /js/game/history.js (a name may be a destructuring pattern, "{ words: say }"). Its result."""
    imports = "".join(f'const {name} = await import("/js/{path}");\n' for name, path in modules.items())
    return page.evaluate(f"async (arg) => {{\n{imports}{body}\n}}", arg)


def open_with_a_fault(page, url: str, pattern: str, fault=lambda route: route.abort()) -> None:
    """Open `url` with the requests for `pattern` answered by `fault` (a route handler; refused by default) and wait
    until the page says the solver could not be loaded. The browser may log the fault: the test clears its errors."""
    page.route(pattern, fault)
    page.goto(url)
    page.wait_for_function("() => document.querySelector('#app').dataset.state === 'failed'", timeout=BOOT_TIMEOUT_MS)


def retry_without_the_fault(page, pattern: str) -> None:
    """The requests for `pattern` answered as they are again, then Retry: wait until the solver is ready."""
    page.unroute(pattern)
    page.get_by_role("button", name="Retry").click()
    wait_ready(page)


def next_frames(page, count: int = 2) -> None:
    """Wait until the page has drawn `count` more animation frames: layout, ResizeObserver callbacks and a redraw
    asked for now have all run (a condition on the page's own frames, not a clock)."""
    page.evaluate(
        """(count) => new Promise((resolve) => {
            const frame = () => (--count <= 0 ? resolve() : requestAnimationFrame(frame));
            requestAnimationFrame(frame);
        })""",
        count,
    )


def status(page) -> str:
    """The live status region's text, whitespace collapsed."""
    return " ".join(page.text_content("#status").split())


def message(page) -> str:
    return " ".join(page.text_content("#message").split())


def fewest(distance: int) -> str:
    """What the status says of a position `distance` moves from the goal (web/js/game/words.js distanceWords)."""
    return "Solved" if distance == 0 else f"Solvable in {distance}"


def longest(moves: int, reach: int | None = None, proved: bool = True) -> str:
    """What the status says where the goal is a length (the uncrossed path; web/js/game/words.js targetWords): the
    longest path of `moves`, or the `reach` still reachable from the position on show when it is less."""
    if reach is None or reach >= moves:
        return f"Longest: {moves}"
    return f"Can reach {reach}{'' if proved else '+'}"


def distance_words(state: dict) -> str:
    """What the status says of the engine's full `state` of a position (web/js/game/words.js distanceWords)."""
    if state["distance"] == 0 or (state["solved"] and state["distance"] is None):
        return "Solved"
    if state.get("target"):
        target = state["target"]
        return longest(target["longest"], target["reach"], target["proved"])
    if state["distance"] is not None:
        return fewest(state["distance"])
    if state["exact"] is False:
        return "No known way to the goal"
    return "Not solvable from here" if state["dead_end"] else "Best out of reach"


def expect_status(page, text: str, timeout_ms: int = STEP_TIMEOUT_MS) -> None:
    """Wait until the status shows `text`; the distance's words ("Solvable in 1", "Solved", "Longest: 10") are
    matched whole on their counter (so "Solvable in 1" is never met by "Solvable in 16")."""
    if re.fullmatch(r"Solvable in \d+|Solved|Longest: \d+|Can reach \d+\+?", text):
        expect(page.locator("#stat-optimal")).to_have_text(text, timeout=timeout_ms)
    else:
        expect(page.locator("#status")).to_contain_text(text, timeout=timeout_ms)


def press(page, name: str) -> None:
    """Click the button named `name` (exactly)."""
    page.get_by_role("button", name=name, exact=True).click()


def cells(page):
    return page.locator("#grid [role=gridcell]")


def cell_names(page) -> list[str]:
    return cells(page).evaluate_all("cells => cells.map((cell) => cell.getAttribute('aria-label'))")


def cell_named(page, place: str) -> int:
    """The cell whose accessible name begins with the board's name `place` ("c3", "pad 4", "tile 5")."""
    names = cell_names(page)
    found = [index for index, name in enumerate(names) if name == place or name.startswith(f"{place}, ")]
    assert len(found) == 1, f"{place!r} names {len(found)} cells: {names}"
    return found[0]


def shown_position(page) -> str:
    """The position the accessible grid describes, as a position string ("BBB......WWW")."""
    chars = []
    for name in cell_names(page):
        parts = name.split(", ")
        piece = next((part for part in parts if part in PIECE_CHARS), None)
        assert piece is not None, f"no piece in the cell name {name!r}"
        chars.append(PIECE_CHARS[piece])
    return "".join(chars)


def expect_position(page, position: str, timeout_ms: int = STEP_TIMEOUT_MS) -> None:
    """Wait until the accessible grid describes `position`."""
    try:
        page.wait_for_function(
            """([position, chars]) => {
                const cells = [...document.querySelectorAll('#grid [role=gridcell]')];
                if (cells.length !== position.length) return false;
                return cells.every((cell, index) => {
                    const piece = cell.getAttribute('aria-label').split(', ').find((part) => part in chars);
                    return chars[piece] === position[index];
                });
            }""",
            arg=[position, PIECE_CHARS],
            timeout=timeout_ms,
        )
    except Exception:
        assert shown_position(page) == position  # says what the grid shows instead
        raise


def cell_center(page, cell: int) -> tuple[float, float]:
    """Where cell `cell` is on screen: the canvas square under the grid cell laid over it."""
    box = cells(page).nth(cell).bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def click_cell(page, cell: int) -> None:
    """A real click at the cell's place on the canvas (the grid above it lets pointer events through), the board
    scrolled into view first as a person would."""
    cells(page).nth(cell).scroll_into_view_if_needed()
    x, y = cell_center(page, cell)
    assert page.evaluate("([x, y]) => document.elementFromPoint(x, y).id", [x, y]) == "board-canvas"
    page.mouse.click(x, y)


def moves_made(page) -> int:
    return int(re.search(r"Moves: (\d+)", status(page))[1])


def play_move(page, move: str) -> None:
    """Play "from-to" as a person does: click the piece; if it did not move at once (it had a choice), click the
    destination. Waits until the move counter went up."""
    source, target = (int(part) for part in move.split("-"))
    before = moves_made(page)
    click_cell(page, source)
    page.wait_for_function(
        """([before, source]) => {
            const moves = Number(/Moves: (\\d+)/.exec(document.querySelector('#status').textContent)[1]);
            const cell = document.querySelectorAll('#grid [role=gridcell]')[source];
            return moves > before || cell.getAttribute('aria-selected') === 'true';
        }""",
        arg=[before, source],
        timeout=STEP_TIMEOUT_MS,
    )
    if moves_made(page) == before:
        click_cell(page, target)
    expect_status(page, f"Moves: {before + 1}")


def type_address(page, fragment: str) -> None:
    """Go to `fragment` as a person who types it into the address bar does (a hashchange); nothing is waited for."""
    page.evaluate("(fragment) => { location.hash = fragment; }", fragment)


def goto(page, fragment: str, timeout_ms: int = STEP_TIMEOUT_MS) -> None:
    """Open the link `fragment` ("#/8-puzzle/1234567.8", as router.js writes it) by typing it, and wait until its
    game is on show and playable: the share link names it, the solver has its moves and optimum, Moves: 0. Where the
    address already is `fragment` (typing it again fires no hashchange), Guarini opens first."""
    if page.evaluate("() => decodeURIComponent(location.hash)") == unquote(fragment):
        type_address(page, "#/guarini")
        # Guarini on show (its link, its figures), not merely asked for: else the link below can meet the old game
        # still on show, which it then keeps (Moves and all).
        expect(page.locator("#permalink")).to_have_text(re.compile(r"^#/guarini"), timeout=timeout_ms)
        expect(page.locator("#stat-optimal")).to_have_text(re.compile(r"Solvable in \d|Solved"), timeout=timeout_ms)
    type_address(page, fragment)
    page.wait_for_function(
        """(fragment) => document.querySelector('#permalink').textContent === decodeURIComponent(fragment)
            && document.querySelector('#app').dataset.state === 'ready'
            && !document.querySelector('#hint').disabled
            && !/…/.test(document.querySelector('#stat-optimal').textContent)""",
        arg=fragment,
        timeout=timeout_ms,
    )
    expect_status(page, "Moves: 0")


def focus_grid(page, cell: int) -> None:
    """Put the keyboard cursor on `cell` as a keyboard user would: Tab into the grid, then arrow keys."""
    page.locator("#grid [role=gridcell][tabindex='0']").focus()
    columns = int(page.get_attribute("#grid", "aria-colcount"))
    here = page.evaluate(
        "() => [...document.querySelectorAll('#grid [role=gridcell]')].indexOf(document.activeElement)")
    row_delta = cell // columns - here // columns
    column_delta = cell % columns - here % columns
    for _ in range(abs(row_delta)):
        page.keyboard.press("Shift+ArrowDown" if row_delta > 0 else "Shift+ArrowUp")
    for _ in range(abs(column_delta)):
        page.keyboard.press("Shift+ArrowRight" if column_delta > 0 else "Shift+ArrowLeft")
    assert focused_cell_name(page) == cell_names(page)[cell]


def focused_cell_name(page) -> str | None:
    return page.evaluate("() => document.activeElement && document.activeElement.getAttribute('aria-label')")


def solve_with_the_solver(page) -> None:
    """Press Solve, let the solution play to the goal at the player's fastest speed (4x), and take it over: the game
    is solved by the solver's moves."""
    page.get_by_role("button", name="Solve", exact=True).click()
    page.get_by_label("Speed").select_option("4")
    expect(page.locator("#stat-optimal")).to_have_text("To go: 0", timeout=60_000)
    page.get_by_role("button", name="Take over").click()
    expect_status(page, "Solved")


def hardest_list(page, count: int, distance: int):
    """Hardest pressed in the New game panel (open): (the list, its buttons) once it says `count` positions are
    `distance` moves from the goal and shows a button for each."""
    panel = page.get_by_role("region", name="New game")
    panel.get_by_role("button", name="Hardest").click()
    hardest = panel.get_by_role("list", name="The hardest positions")
    expect(hardest).to_contain_text(f"{count} positions are {distance} moves from the goal, the farthest:")
    buttons = hardest.get_by_role("button")
    expect(buttons).to_have_count(count)
    return hardest, buttons


def open_hardest(page, button, distance: int) -> str:
    """Press `button` of hardest_list: the game then says it is one of the hardest, `distance` moves away. Returns its
    position (the button's words)."""
    position = button.text_content().strip()
    button.click()
    expect_status(page, fewest(distance))
    expect(page.locator("#message")).to_contain_text(f"One of the hardest positions: {distance} moves from the goal.")
    return position


def board_box(page, selector: str = "#board") -> dict:
    """The box of `selector` (the board by default) in page coordinates (scrolling excluded)."""
    return page.evaluate("""(selector) => {
        const box = document.querySelector(selector).getBoundingClientRect();
        return {x: box.left + scrollX, y: box.top + scrollY, width: box.width, height: box.height};
    }""", selector)


# --- where things are on screen (the layout tests) ---------------------------------------------------------------
UPRIGHT = {"width": 375, "height": 667}  # a phone held upright
SIDEWAYS = {"width": 667, "height": 375}  # and sideways
NARROW = {"width": 320, "height": 568}  # the narrowest phone the page is made for
LAPTOP = {"width": 1280, "height": 800}
PHONE = {"viewport": dict(UPRIGHT), "device_scale_factor": 2, "is_mobile": True, "has_touch": True}  # a touch phone


def show_at(page, viewport: dict) -> None:
    """Hold the page at `viewport`, scrolled to the top, once it has laid out and drawn."""
    page.set_viewport_size(viewport)
    page.evaluate("() => window.scrollTo(0, 0)")
    next_frames(page)


@contextmanager
def held_at(page, viewport: dict):
    """The page at `viewport` (show_at) for the with-block, then UPRIGHT again however the block ends: the phone page
    a module's next test meets."""
    show_at(page, viewport)
    try:
        yield page
    finally:
        show_at(page, UPRIGHT)


def boxes(page, selectors: dict) -> dict:
    """Where each element is on screen: {name: [left, top, right, bottom]} in CSS px, at the current scroll."""
    return page.evaluate("""(selectors) => Object.fromEntries(Object.entries(selectors).map(([name, selector]) => {
        const box = document.querySelector(selector).getBoundingClientRect();
        return [name, [box.left, box.top, box.right, box.bottom].map(Math.round)];
    }))""", selectors)


def moved(now: dict, before: dict) -> list[str]:
    """The names of the elements whose box (boxes) moved or changed size by more than 1 px since `before`: rounding a
    fraction of a pixel either way is not a move a person sees."""
    return [f"{name} {before[name]} -> {box}" for name, box in now.items()
            if any(abs(a - b) > 1 for a, b in zip(box, before[name]))]


def off_screen(page, viewport: dict, selectors: dict) -> list[str]:
    """The names of the elements not wholly inside the viewport at scroll 0, with where they are."""
    return [f"{name} at {box}" for name, box in boxes(page, selectors).items()
            if box[0] < 0 or box[1] < 0 or box[2] > viewport["width"] or box[3] > viewport["height"]
            or box[2] <= box[0] or box[3] <= box[1]]


def cut_short(locator) -> bool:
    """Whether `locator`'s text is taller than its box shows (clamped into "…", or hidden below it)."""
    return locator.evaluate("(box) => box.scrollHeight > box.clientHeight + 1")


def sideways_overflow(page) -> int:
    """How many CSS px the page is wider than the screen (0: nothing scrolls sideways)."""
    return page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")
