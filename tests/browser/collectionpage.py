"""Helpers for the collection's browser tests (oshidori, number reversal, river crossings, knight domination, the
uncrossed knight's path): open a link, wait until the position on show is playable, click figures and squares,
solve to the end. Built on gamepage.py's page contract (#status, #message, the accessible grid, #player).
"""

from __future__ import annotations

import re

from playwright.sync_api import expect

from gamepage import STEP_TIMEOUT_MS, cell_names, click_cell, expect_status, status

PLAYER_TIMEOUT_MS = 30_000


def goto(page, fragment: str, timeout_ms: int = STEP_TIMEOUT_MS) -> None:
    """Open `fragment` by editing the address (a hashchange) and wait until its position is playable (Moves: 0)."""
    if page.evaluate("decodeURIComponent(location.hash)") == fragment:
        page.evaluate("location.hash = '#/guarini'")
        # Guarini on show (its link, its figures), not merely asked for: else the link below can meet the old game
        # still on show, which it then keeps (Moves and all).
        expect(page.locator("#permalink")).to_have_text(re.compile(r"^#/guarini"), timeout=timeout_ms)
        expect(page.locator("#stat-optimal")).to_have_text(re.compile(r"Optimal: \d"), timeout=timeout_ms)
    page.evaluate("(target) => { location.hash = target; }", fragment)
    page.wait_for_function(
        """(fragment) => decodeURIComponent(location.hash) === decodeURIComponent(fragment)
            && !document.querySelector('#hint').disabled
            && !/…/.test(document.querySelector('#stat-optimal').textContent)""",
        arg=fragment,
        timeout=timeout_ms,
    )
    expect_status(page, "Moves: 0")


def press(page, name: str) -> None:
    page.get_by_role("button", name=name, exact=True).click()


def optimal(page) -> str:
    return page.text_content("#stat-optimal").strip()


def click_named(page, name_part: str) -> None:
    """Click the figure or square whose accessible name contains `name_part` (the first such)."""
    names = cell_names(page)
    index = next(i for i, name in enumerate(names) if name_part in name)
    tap(page, index)


def solve_to_the_end(page, moves: int, total: int | None = None) -> None:
    """Solve (`moves` long) at 4x speed, wait for the goal, take over: the page then says Solved; `total` moves in all."""
    press(page, "Solve")
    page.get_by_label("Speed").select_option("4")
    word = "move" if moves == 1 else "moves"
    ending = "1 move shown, goal reached" if moves == 1 else f"all {moves} {word} shown, goal reached"
    expect(page.locator("#player-step")).to_have_text(f"Solution: {ending}", timeout=PLAYER_TIMEOUT_MS)
    press(page, "Take over")
    expect_status(page, "Solved in")
    assert f"Moves: {moves if total is None else total}" in status(page)


def tap(page, cell: int) -> None:
    """click_cell, after scrolling the square into view (big boards reach below a laptop's fold)."""
    page.locator("#grid [role=gridcell]").nth(cell).scroll_into_view_if_needed()
    click_cell(page, cell)
