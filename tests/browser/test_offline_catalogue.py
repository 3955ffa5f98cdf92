"""Every puzzle of the catalogue plays offline after one visit to any one of them (issue 21): a first visit with the
service worker on makes its first move, which lets the worker install and fill its cache in the background (every
distance table, the 15-puzzle's pattern databases); then the network goes, and each puzzle, and a size other than its
default for those with sizes, opens with its distance, takes a move clicked on the board and gives a hint. A reload
with no network boots from the cache, and the 15-puzzle still searches with its databases.
"""

import re

import pytest
from playwright.sync_api import expect

from buildtools import manifests
from buildtools.common import DIST
from gamepage import (START_DISTANCES, click_cell, distance_words, expect_status, fewest, longest, moves_made, press,
                      type_address, wait_ready)
from puzzlelab.api import Engine

# A size other than the default, with its start's distance: frogs 8 a side n(n+2) = 80 jumps and slides, the knight
# domination number of 5x5 5 knights (OEIS A006075), the uncrossed knight's path on 7x7 24 knights (OEIS A003192).
OTHER_SIZES = {"frog-jump": (8, 80), "knight-domination": (5, 5), "uncrossed-knight": (7, 24)}
CASES = [(puzzle, None, distance) for puzzle, distance in START_DISTANCES.items()] + [
    (puzzle, size, distance) for puzzle, (size, distance) in OTHER_SIZES.items()]
SEARCH_TIMEOUT_MS = 60_000  # the 15-puzzle's start (45 moves) and the 7x7 path are searched in the page
INSTALL_TIMEOUT_MS = 180_000  # the install checks the whole build (13 MB raw) on a shared machine
# What the page says when the 15-puzzle searches without its databases: not fetched, or fetched and unreadable.
NO_DATABASES = re.compile("The pattern databases could not be fetched|no pattern databases")

# The offline cache's URLs (Python's snapshot, kept by the solver's worker, is not part of it).
CACHED_URLS = """async () => {
  const urls = [];
  for (const name of await caches.keys()) {
    if (name.startsWith("puzzlelab-") && name !== "puzzlelab-python-snapshot") {
      urls.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
    }
  }
  return urls;
}"""

pytestmark = pytest.mark.game_page("#/knight-exchange", visitor="first", service_workers="allow")


@pytest.fixture(scope="module")
def engine():
    """The engine in this process: the legal moves of a position, with the cells a person touches to make each."""
    return Engine()


def play_a_move_by_clicking(page, engine, puzzle, size, position) -> dict:
    """Click the cells of a legal move of `position` on the board (an optimal one where known; after a move that
    counts none, such as the path's start square, the next too) and wait for the page to count it; returns the
    engine's state of the position reached."""
    state = engine.state(puzzle=puzzle, position=position, size=size)
    before = moves_made(page)
    while True:
        move = next((move for move in state["moves"] if move["optimal"]), state["moves"][0])
        for cell in move["touches"][0]:
            click_cell(page, cell)
        reached = engine.play(puzzle=puzzle, position=state["position"], move=move["move"], size=size)
        state = engine.state(puzzle=puzzle, position=reached["state"]["position"], size=size)
        if move["counted"]:
            break
        expect(page.locator("#permalink")).to_have_text(re.compile(f"/{re.escape(state['position'])}$"))
    expect_status(page, f"Moves: {before + 1}")
    return state


def wait_until_the_build_is_cached(page) -> None:
    """The service worker controls the page (its install has finished) and its cache holds every file of the build."""
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=INSTALL_TIMEOUT_MS)
    manifest = manifests.read_precache_manifest(DIST)
    origin = page.evaluate("() => location.origin")
    cached = {url.removeprefix(origin + "/") for url in page.evaluate(CACHED_URLS)}
    assert set(manifest["precache"]) <= cached
    assert {"pdb/pdb-4x4-2-3-4.bin", "tables/8-puzzle.bin", "tables/frog-jump-8.bin"} <= cached


@pytest.fixture(scope="module")
def offline(game, engine):
    """The module's first visit, its first move clicked and its cache filled, with the network gone: (page, the
    console's messages from then on: the solver's worker says there when it searches without the databases)."""
    play_a_move_by_clicking(game, engine, "knight-exchange", None, engine.state(puzzle="knight-exchange")["position"])
    wait_until_the_build_is_cached(game)
    console = []
    game.on("console", lambda message: console.append(message.text))
    game.context.set_offline(True)
    yield game, console
    game.context.set_offline(False)


def without_databases(console) -> list[str]:
    return [text for text in console if "pattern databases" in text]


@pytest.mark.parametrize(("puzzle", "size", "distance"), CASES,
                         ids=[f"{puzzle}-{size}" if size else puzzle for puzzle, size, _distance in CASES])
def test_with_the_network_gone_each_puzzle_opens_takes_a_clicked_move_and_hints(offline, engine, puzzle, size,
                                                                                  distance):
    page, console = offline
    type_address(page, f"#/{puzzle}/{size}/" if size else f"#/{puzzle}")
    lengthwise = puzzle == "uncrossed-knight"  # the goal is a length: the longest path
    expect_status(page, longest(distance) if lengthwise else fewest(distance), timeout_ms=SEARCH_TIMEOUT_MS)
    expect_status(page, "Moves: 0")
    start = engine.state(puzzle=puzzle, size=size)["position"]
    reached = play_a_move_by_clicking(page, engine, puzzle, size, start)
    if not lengthwise:  # (a path's reach is searched anew after each square: its words settle later)
        expect_status(page, distance_words(reached), timeout_ms=SEARCH_TIMEOUT_MS)
    press(page, "Hint")
    expect(page.locator("#message")).to_contain_text("Hint: ", timeout=SEARCH_TIMEOUT_MS)
    expect(page.locator("#message")).not_to_contain_text(NO_DATABASES)
    assert without_databases(console) == []


def test_a_reload_with_no_network_boots_from_the_cache_and_searches_with_the_databases(offline, engine):
    page, console = offline
    page.reload()
    wait_ready(page)
    type_address(page, "#/15-puzzle")
    # 45 moves: found in seconds over the databases, in minutes without them (then the page says why).
    expect_status(page, fewest(START_DISTANCES["15-puzzle"]), timeout_ms=SEARCH_TIMEOUT_MS)
    expect(page.locator("#message")).not_to_contain_text(NO_DATABASES)
    play_a_move_by_clicking(page, engine, "15-puzzle", None, engine.state(puzzle="15-puzzle")["position"])
    expect_status(page, fewest(START_DISTANCES["15-puzzle"] - 1), timeout_ms=SEARCH_TIMEOUT_MS)
    assert without_databases(console) == []
