"""The solver's worker failing after its boot, as a player meets it: it crashes (an uncaught error), vanishes without a
word (self.close()) or stays busy forever (an endless loop). The page says so, starts a new worker and keeps the game
(position, Moves, Undo/Redo, the address); a worker that keeps dying ends in the failed banner whose Retry brings the
solver back with the game still kept.

One page for the module, opened with ?engine-hang-ms (main.js) so a silent worker counts as hung after a few seconds
instead of 30. Each fault costs a new worker's boot, which restores Python from the snapshot the browser keeps; the
third test's faults add to the first two's.
"""

import re

import pytest
from playwright.sync_api import expect

from gamepage import (BOOT_TIMEOUT_MS, STEP_TIMEOUT_MS, expect_position, expect_status, moves_made, play_move,
                      python_came_up, wait_ready, wait_snapshot_kept)

HANG_MS = 4000  # the page's hang timeout here: well above what a quiet worker takes on a busy machine (< 1 s)
FAULT_TIMEOUT_MS = HANG_MS + STEP_TIMEOUT_MS  # from a fault until the page says so
# The 8-puzzle from its start (blank at 7): each move slides the tile at the first cell into the blank.
MOVES = ["6-7", "3-6", "4-3"]
AFTER = ["867254.31", "867.54231", "8675.4231"]

pytestmark = pytest.mark.game_page(f"?engine-hang-ms={HANG_MS}#/8-puzzle")  # the 8-puzzle at its start


@pytest.fixture(scope="module")
def dead():
    """The solver's workers killed so far in this module (the page's live one is the worker not among them)."""
    return []


def solver_worker(page, dead):
    """The worker running Python now (service workers are blocked, so the page's only live one)."""
    live = [worker for worker in page.workers if worker not in dead]
    assert len(live) == 1, f"{len(live)} live workers"
    return live[0]


def kill(page, dead, how: str) -> None:
    """Make the solver's worker fail: "crash" (an uncaught error), "vanish" (it closes itself, saying nothing) or
    "busy" (an endless loop: alive but never answering)."""
    worker = solver_worker(page, dead)
    body = {"crash": "throw new Error('boom');", "vanish": "self.close();", "busy": "for (;;) {}"}[how]
    # In a task of its own (a message to itself), once this evaluate has returned.
    worker.evaluate(f"() => {{ const channel = new MessageChannel(); channel.port1.onmessage = () => {{ {body} }};"
                    " channel.port2.postMessage(null); }")
    dead.append(worker)


def game_as_shown(page) -> dict:
    """What a player sees of the game: the address, Moves, Undo and Redo."""
    return {
        "address": page.evaluate("location.hash"),
        "moves": moves_made(page),
        "undo": page.get_by_role("button", name="Undo").is_enabled(),
        "redo": page.get_by_role("button", name="Redo").is_enabled(),
    }


def expect_restart_said(page, reason: str) -> None:
    expect(page.locator("#message")).to_contain_text(f"The solver {reason}; restarting it. Your game is kept.",
                                                     timeout=FAULT_TIMEOUT_MS)


def expect_hint_works(page) -> None:
    page.get_by_role("button", name="Hint").click()
    expect(page.locator("#message")).to_contain_text("Press Hint again to play it.", timeout=STEP_TIMEOUT_MS)


def test_a_crashed_solver_is_replaced_and_the_game_kept(game, dead, errors_of):
    page, errors = game, errors_of(game)
    expect_position(page, "8672543.1")
    wait_snapshot_kept(page)  # the browser keeps Python's snapshot: a new worker restores it
    for move in MOVES:
        play_move(page, move)
    page.get_by_role("button", name="Undo").click()
    expect_position(page, AFTER[1])
    before = game_as_shown(page)
    assert before == {"address": f"#/8-puzzle/{AFTER[1]}", "moves": 2, "undo": True, "redo": True}

    page.get_by_role("button", name="Solve").click()  # the solution plays on the board when the solver crashes
    expect(page.locator("#player")).to_be_visible(timeout=STEP_TIMEOUT_MS)
    kill(page, dead, "crash")
    expect_restart_said(page, "crashed")
    expect(page.locator("#app")).to_have_attribute("data-state", "loading")  # the new worker boots
    expect(page.locator("#player")).to_be_hidden()  # the solution stopped: the player's own game is on show
    expect_position(page, AFTER[1])
    for name in ("Hint", "Solve"):
        expect(page.get_by_role("button", name=name, exact=True)).to_be_disabled()
    wait_ready(page)
    assert python_came_up(page) == "restored"
    expect(page.locator("#message")).to_have_text("The solver is back: your game is as you left it.")
    expect_position(page, AFTER[1])
    assert game_as_shown(page) == before
    page.get_by_role("button", name="Redo").click()
    expect_position(page, AFTER[2])
    expect_status(page, "Moves: 3")
    page.get_by_role("button", name="Undo").click()
    expect_status(page, "Moves: 2")
    expect_hint_works(page)
    expect(page.locator("#engine")).to_be_hidden()
    assert errors == []  # the crash is handled: the page logs no error for it (a warning only)


def test_a_vanished_solver_is_noticed_when_a_hint_waits_and_the_game_kept(game, dead, errors_of):
    page, errors = game, errors_of(game)
    wait_ready(page)
    before = game_as_shown(page)
    kill(page, dead, "vanish")
    page.get_by_role("button", name="Hint").click()  # asked of a worker that is gone: no reply ever comes
    expect_restart_said(page, "stopped responding")
    wait_ready(page)
    assert game_as_shown(page) == before
    expect_hint_works(page)
    page.get_by_role("button", name="Hint").click()  # the second press plays it
    expect_status(page, f"Moves: {before['moves'] + 1}")
    page.get_by_role("button", name="Undo").click()
    expect_status(page, f"Moves: {before['moves']}")
    assert errors == []


def test_a_solver_that_keeps_dying_ends_in_retry_and_retry_keeps_the_game(game, dead, errors_of):
    """Busy forever while Solve waits: noticed, and a worker that dies within a minute of its boot three times in a
    row is not started again (this module's earlier faults count: at most three kills here)."""
    page, errors = game, errors_of(game)
    wait_ready(page)
    before = game_as_shown(page)
    banner = page.locator("#engine")
    for _ in range(3):
        kill(page, dead, "busy")
        page.get_by_role("button", name="Solve").click()  # waits on a worker in an endless loop
        page.wait_for_function(
            "() => /restarting it/.test(document.querySelector('#message').textContent)"
            " || document.querySelector('#app').dataset.state === 'failed'",
            timeout=FAULT_TIMEOUT_MS,
        )
        if page.get_attribute("#app", "data-state") == "failed":
            break
        expect(page.locator("#message")).to_contain_text("The solver stopped responding; restarting it.")
        wait_ready(page)
        assert game_as_shown(page) == before
    expect(banner).to_contain_text("The solver stopped responding again (3 times in a row), so it was not restarted.")
    expect(page.locator("#message")).to_have_text(
        "Your game is kept. Moves, hints and solving wait for the solver: press Retry."
    )
    for name in ("Hint", "Solve"):
        expect(page.get_by_role("button", name=name, exact=True)).to_be_disabled()
    expect(page.locator("#player")).to_be_hidden()  # the Solve that waited stopped cleanly
    assert game_as_shown(page) == before

    page.get_by_role("button", name="Retry").click()
    wait_ready(page, BOOT_TIMEOUT_MS)
    expect(banner).to_be_hidden()
    assert game_as_shown(page) == before
    page.get_by_role("button", name="Solve").click()  # Solve works again: the solution plays, Stop goes back
    expect(page.locator("#player")).to_be_visible(timeout=STEP_TIMEOUT_MS)
    page.get_by_role("button", name="Stop").click()
    expect(page.locator("#message")).to_contain_text("back to your game")
    assert game_as_shown(page) == before
    assert re.fullmatch(r"#/8-puzzle/[.1-8]{9}", before["address"])
    assert errors == []
