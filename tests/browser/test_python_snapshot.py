"""Python's snapshot (engine/snapshot.js, engine/python.js), as a returning player meets it: the first boot in a browser
starts Python afresh and keeps a snapshot of it with the engine imported; the next boot (a reload, a return visit)
restores that snapshot instead, and the game plays as after a fresh start. A random new game is still random after a
restore (the snapshot holds one state of the generator), a damaged snapshot is never restored, and a snapshot made for
another build is neither restored nor kept.

One fresh browser context for the module (a first visit), reloaded from test to test.
"""

import re

import pytest
from gamepage import (SNAPSHOT_CACHE, expect_status, fewest, play_move, python_came_up, snapshot_urls, wait_ready,
                      wait_snapshot_kept)

START = "#/knight-exchange"
FAR = "#/8-puzzle/distance/22"  # 23,952 positions of the 8-puzzle lie 22 moves from the goal


pytestmark = pytest.mark.game_page(START, visitor="first")  # reloaded from test to test


def reopen(page, site_url: str, fragment: str = START) -> None:
    """Leave the site and come back to `fragment`: a new page load, so a new boot of the solver."""
    page.goto("about:blank")
    page.goto(f"{site_url}/index.html{fragment}")
    wait_ready(page)


def test_a_first_visit_starts_python_and_the_next_restores_it_and_plays(game, site_url):
    page = game
    assert python_came_up(page) == "started"
    wait_snapshot_kept(page)
    page.reload()
    wait_ready(page)
    assert python_came_up(page) == "restored"
    # The restored engine answers as a fresh one: moves, distances, hints.
    expect_status(page, fewest(16))
    play_move(page, "0-5")
    expect_status(page, fewest(15))
    page.get_by_role("button", name="Hint", exact=True).click()
    page.get_by_role("button", name="Hint", exact=True).click()
    expect_status(page, "Moves: 2")
    expect_status(page, fewest(14))


def test_random_games_differ_between_restored_boots(game, site_url):
    page = game
    wait_snapshot_kept(page)
    positions = []
    for _ in range(2):
        reopen(page, site_url, FAR)
        assert python_came_up(page) == "restored"
        expect_status(page, fewest(22))
        positions.append(page.evaluate("location.hash"))
    assert all(re.fullmatch(r"#/8-puzzle/[1-8.]{9}", position) for position in positions), positions
    # The same generator state restored twice would draw the same position; by chance, 1 in 23,952.
    assert positions[0] != positions[1]


def test_a_damaged_snapshot_is_dropped_and_python_starts_afresh(game, site_url):
    page = game
    wait_snapshot_kept(page)
    [url] = snapshot_urls(page)
    page.evaluate("""async ([name, url]) => {
      const cache = await caches.open(name);
      const kept = await cache.match(url);
      const bytes = new Uint8Array(await kept.arrayBuffer());
      bytes[bytes.length >> 1] ^= 0xff;  // one byte of the interpreter's memory changed
      await cache.put(url, new Response(bytes, { headers: kept.headers }));
    }""", [SNAPSHOT_CACHE, url])
    reopen(page, site_url)
    assert python_came_up(page) == "started"
    play_move(page, "0-5")
    expect_status(page, fewest(15))
    wait_snapshot_kept(page)  # a sound snapshot takes its place
    reopen(page, site_url)
    assert python_came_up(page) == "restored"


def test_another_builds_snapshot_is_not_restored_and_is_replaced(game, site_url):
    page = game
    wait_snapshot_kept(page)
    [url] = snapshot_urls(page)
    # The key names the runtime's version and the engine wheel's sha256: move the snapshot to another wheel's key.
    other = re.sub(r"%2F[0-9a-f]{64}$", "%2F" + "0" * 64, url)
    assert other != url
    page.evaluate("""async ([name, url, other]) => {
      const cache = await caches.open(name);
      await cache.put(other, await cache.match(url));
      await cache.delete(url);
    }""", [SNAPSHOT_CACHE, url, other])
    reopen(page, site_url)
    assert python_came_up(page) == "started"
    expect_status(page, fewest(16))
    wait_snapshot_kept(page, url)  # this build's snapshot kept, the other build's gone


def test_a_return_visit_from_the_http_cache_claims_no_download(game, site_url):
    page = game
    wait_snapshot_kept(page)
    # boot-check.html lists each boot step: files the browser's cache gives (a revalidation answered 304) are no
    # download, so no byte figure stands at the end (a first visit's is "… 6,6xx,xxx of 6,6xx,xxx bytes").
    page.goto(f"{site_url}/boot-check.html")
    page.wait_for_function("() => document.querySelector('#out').dataset.state === 'ready'")
    lines = page.text_content("#out").splitlines()
    assert lines[:2] == ["Loading Python runtime…", "Restoring Python…"], lines
    # And the game's banner, every text it showed on the way: never "6.5 MB downloaded".
    page.add_init_script("""globalThis.bannerTexts = [];
      document.addEventListener("DOMContentLoaded", () => {
        const line = document.getElementById("engine-text");
        new MutationObserver(() => bannerTexts.push(line.textContent))
          .observe(line, { childList: true, subtree: true });
      });""")
    page.goto(f"{site_url}/index.html{START}")
    wait_ready(page)
    shown = page.evaluate("() => bannerTexts")
    assert "Loading solver: restoring Python…" in shown, shown
    assert not any("downloaded" in text for text in shown), shown
