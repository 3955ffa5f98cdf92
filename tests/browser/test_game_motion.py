"""An act during an animation ends that animation at once, on a page that welcomes motion (the river's crossing lasts
1.5 s): Undo while the boat crosses shows the banks as they were before the crossing on the next frame, not after the
boat has rowed back. Nothing is timed: Undo is pressed the moment the move counter says the crossing was played (the
crossing starts drawing in the same change), and the board is read two frames later.
"""

from collectionpage import click_named
from gamepage import cell_names, close_page, expect_status, next_frames, wait_ready

START = "FWGC*|"


def board_picture(page) -> str:
    return page.evaluate("() => document.querySelector('#board-canvas').toDataURL()")


def test_undo_while_the_boat_crosses_shows_the_banks_before_at_once(site_url, returning_page):
    page, _errors = returning_page(f"{site_url}/index.html#/farmer-crossing/{START}", reduced_motion="no-preference")
    wait_ready(page)
    expect_status(page, "Moves: 0")
    next_frames(page)
    before = board_picture(page)
    # Undo, clicked the moment the counter says the crossing was played (its animation starts in that same change).
    page.evaluate("""() => {
        const moves = document.querySelector('#stat-moves');
        window.undoneDuringCrossing = new Promise((resolve) => {
            new MutationObserver((changes, observer) => {
                if (moves.textContent !== 'Moves: 1') return;
                observer.disconnect();
                document.querySelector('#undo').click();
                resolve();
            }).observe(moves, { childList: true, characterData: true, subtree: true });
        });
    }""")
    click_named(page, "the farmer")
    click_named(page, "the goat")
    click_named(page, "the boat, at")
    page.evaluate("() => window.undoneDuringCrossing")
    next_frames(page)
    assert board_picture(page) == before  # the banks before the crossing, not the boat on its way back
    expect_status(page, "Moves: 0")
    assert all("on the left bank" in name for name in cell_names(page)[:4])
    close_page(page)
