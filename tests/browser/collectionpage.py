"""Helpers for the collection's browser tests (oshidori, number reversal, river crossings, knight domination, the
uncrossed knight's path): press buttons, click figures and squares, solve to the end. Built on gamepage.py's page
contract (#status, #message, the accessible grid, #player); gamepage.goto opens their links.
"""

from __future__ import annotations

from playwright.sync_api import expect

from gamepage import cell_names, click_cell, expect_status, press, status

PLAYER_TIMEOUT_MS = 30_000


def optimal(page) -> str:
    return page.text_content("#stat-optimal").strip()


def click_named(page, name_part: str) -> None:
    """Click the figure or square whose accessible name contains `name_part` (the first such)."""
    names = cell_names(page)
    index = next(i for i, name in enumerate(names) if name_part in name)
    tap(page, index)


def hint_played(page, hint, moves: int = 1) -> None:
    """Hint shows a move (the message holds `hint`, words or a pattern); Hint again plays it: `moves` made in all."""
    press(page, "Hint")
    expect(page.locator("#message")).to_contain_text(hint)
    press(page, "Hint")
    expect_status(page, f"Moves: {moves}")


def solve_to_the_end(page, moves: int, total: int | None = None) -> None:
    """Solve (`moves` long) at 4x speed, wait for the goal, take over: the page then says Solved; `total` moves in
    all."""
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
