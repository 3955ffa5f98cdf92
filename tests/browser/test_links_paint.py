"""Every link paints its board at once, sizes included (issue 21): with the solver's download held back, so that it
never gets ready, each puzzle's link, each size of the puzzles with sizes (`#/frog-jump/8/`, `#/uncrossed-knight/7/`)
and a rectangle (`#/uncrossed-knight/5x6/`) draw their board from the catalogue: its cells, its start.
"""

import pytest
from playwright.sync_api import expect

from gamepage import CATALOG, STEP_TIMEOUT_MS, expect_position, type_address

SIZED = [(puzzle, size) for puzzle, entry in CATALOG.items() if entry["size_info"]
         for size in entry["size_info"]["by_size"]]
RECTANGLE = ("uncrossed-knight", "5x6", 30)  # 5 rows of 6 squares (the picker's rectangles: not in by_size)


def board_cells(board: dict) -> int | None:
    """How many cells the accessible grid has for a catalogue board (None: a river bank, drawn as a scene)."""
    if "cells" in board:
        return board["cells"]
    return board["rows"] * board["columns"] if "rows" in board else None


@pytest.fixture(scope="module")
def loading_page(site_url, new_page):
    """A first visit whose runtime download never finishes: the page stays as it is before the solver is ready."""
    page, _errors = new_page()
    stalled = []
    page.context.route("**/pyodide.asm.wasm", lambda route: stalled.append(route))  # never answered
    page.goto(site_url + "/index.html#/knight-exchange")
    expect(page.locator("#grid [role=gridcell]")).to_have_count(12, timeout=STEP_TIMEOUT_MS)
    yield page
    page.context.close()


def expect_board(page, fragment: str, cells: int | None, start: str | None) -> None:
    """Type `fragment`; wait for its puzzle's board with `cells` cells (None: any) showing `start` (None: unread)."""
    type_address(page, fragment)
    puzzle = fragment.split("/")[1]
    expect(page.locator("#permalink")).to_contain_text(f"#/{puzzle}/", timeout=STEP_TIMEOUT_MS)
    if cells is not None:
        expect(page.locator("#grid [role=gridcell]")).to_have_count(cells, timeout=STEP_TIMEOUT_MS)
    else:
        expect(page.locator("#grid [role=gridcell]").first).to_be_attached(timeout=STEP_TIMEOUT_MS)
    if start is not None:
        expect_position(page, start)
    assert page.get_attribute("#app", "data-state") == "loading"  # drawn before the solver could say anything


@pytest.mark.parametrize("puzzle", list(CATALOG))
def test_each_puzzles_link_paints_its_board_before_the_solver_is_ready(loading_page, puzzle):
    entry = CATALOG[puzzle]
    start = entry["start"] if entry["board"]["kind"] in ("knights", "tiles", "frogs") else None
    expect_board(loading_page, f"#/{puzzle}", board_cells(entry["board"]), start)


@pytest.mark.parametrize(("puzzle", "size"), SIZED, ids=[f"{puzzle}-{size}" for puzzle, size in SIZED])
def test_each_size_of_a_link_paints_its_board_before_the_solver_is_ready(loading_page, puzzle, size):
    shape = CATALOG[puzzle]["size_info"]["by_size"][size]
    start = shape["start"] if shape["board"]["kind"] == "frogs" else None
    expect_board(loading_page, f"#/{puzzle}/{size}/", board_cells(shape["board"]), start)


def test_a_rectangle_link_paints_its_board_before_the_solver_is_ready(loading_page):
    puzzle, size, cells = RECTANGLE
    expect_board(loading_page, f"#/{puzzle}/{size}/", cells, None)
