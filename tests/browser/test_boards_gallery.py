"""The board drawers on their own: gallery.html draws every board kind (start, goal thumbnail, a move halfway, the
overlay marks) from real engine states this module writes as gallery-samples.json; every canvas must draw, its
cells must lie inside it and hit-test back to themselves, and the page must fit a 320 px phone.

Set PUZZLELAB_SCREENSHOTS=<folder> to save the gallery at 1280x800 and 375x667 (light and dark) for a look.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from buildtools.common import DIST
from gamepage import CATALOG
from puzzlelab.api import Engine

# (puzzle, position or None for the start, size or None): one or more per board kind, sizes at their extremes.
SAMPLES = [
    ("knight-exchange", None, None),
    ("guarini", None, None),
    ("8-puzzle", None, None),
    ("hakoiri-musume", None, None),
    ("hakoiri-musume", "VDDVVDDVHH..SVSVSVSV", None),  # its optimal move turns a corner: up then right
    ("frog-jump", None, 3),
    ("frog-jump", None, 8),
    ("oshidori", None, None),
    ("oshidori", "BWB..WBWWB", None),  # three optimal pairs, two overlapping
    ("number-reversal", None, None),
    ("farmer-crossing", None, None),
    ("missionaries", None, None),
    ("jealous-husbands", "AaBbCc*|", None),
    ("knight-domination", "N.....N.........", 4),
    ("knight-domination", None, 8),
    ("uncrossed-knight", "0-7-4-13-24-17-8-11", 5),
]


def shipped_table(name: str) -> bytes | None:
    """The distance tables the build shipped (as the worker loads them), so none is rebuilt here."""
    path = DIST / "tables" / name
    return path.read_bytes() if path.is_file() else None


def engine_samples() -> list[dict]:
    """Each sample's state as the engine sends it, a move (the first optimal one) and the state it leads to."""
    engine = Engine(table_loader=shipped_table)
    samples = []
    for puzzle, position, size in SAMPLES:
        state = engine.state(puzzle, position, size)
        move = next((entry for entry in state["moves"] if entry.get("optimal")), state["moves"][0])
        after = engine.play(puzzle, state["position"], move["move"], size)["state"]
        samples.append({"puzzle": puzzle, "size": size, "state": state, "move": move, "after": {"view": after["view"]}})
    return samples


@pytest.fixture(scope="module")
def gallery(site_url, new_page):
    """One page for the module: show(width, height) (re)loads the gallery laid out for that screen."""
    (DIST / "gallery-samples.json").write_text(json.dumps(engine_samples()))
    page, _errors = new_page()
    page.emulate_media(color_scheme="light", reduced_motion="reduce")
    shown = {}

    def show(width: int, height: int):
        if shown.get("size") != (width, height):
            page.set_viewport_size({"width": width, "height": height})
            page.goto(f"{site_url}/gallery.html")
            page.wait_for_function(
                "() => ['ready', 'failed'].includes(document.querySelector('#gallery').dataset.state)"
            )
            assert page.get_attribute("#gallery", "data-state") == "ready", page.text_content("#gallery")
            shown["size"] = (width, height)
        return page

    yield show
    page.context.close()


def canvases(page) -> list[dict]:
    """What each canvas recorded, and how many of its pixels were painted and in how many colours."""
    return page.eval_on_selector_all("canvas", """canvases => canvases.map((canvas) => {
        const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
        let painted = 0;
        const colours = new Set();
        for (let i = 0; i < data.length; i += 4) {
            if (data[i + 3] > 0) painted += 1;
            if (i % 64 === 0) colours.add((data[i] >> 4) * 256 + (data[i + 1] >> 4) * 16 + (data[i + 2] >> 4));
        }
        return {...canvas.dataset, label: canvas.getAttribute('aria-label'),
                width: canvas.getBoundingClientRect().width, painted: painted / (data.length / 4),
                colours: colours.size};
    })""")


def screenshot(page, name: str) -> None:
    """Each sample's section as its own PNG (gallery-<name>-<index>-<puzzle>.png), when PUZZLELAB_SCREENSHOTS is set."""
    folder = os.environ.get("PUZZLELAB_SCREENSHOTS")
    if not folder:
        return
    Path(folder).mkdir(parents=True, exist_ok=True)
    for index, section in enumerate(page.locator("section").all()):
        puzzle = section.get_attribute("data-puzzle")
        section.screenshot(path=str(Path(folder) / f"gallery-{name}-{index:02}-{puzzle}.png"))


def test_every_board_kind_draws_its_start_goal_a_move_and_marks(gallery):
    page = gallery(1280, 800)
    drawn = canvases(page)
    kinds = {entry["board"]["kind"] for entry in CATALOG.values()}  # every kind the page draws
    assert {canvas["kind"] for canvas in drawn} == kinds
    for canvas in drawn:
        assert canvas["drawn"] == "1", canvas["label"]
        assert canvas["painted"] > 0.3 and canvas["colours"] >= 4, f"looks blank: {canvas}"
        assert canvas["fits"] == "true", f"cells outside the drawing: {canvas['label']}"
        assert canvas["hits"] == "true", f"a cell's centre does not hit-test to it: {canvas['label']}"
    thumbnails = [canvas for canvas in drawn if "goal thumbnail" in canvas["label"]]
    assert len(thumbnails) >= 16 and {canvas["width"] for canvas in thumbnails} == {90, 140}
    halfway = [canvas for canvas in drawn if "halfway through" in canvas["label"]]
    assert len(halfway) == len(SAMPLES)
    screenshot(page, "1280")
    page.emulate_media(color_scheme="dark", reduced_motion="reduce")
    screenshot(page, "1280-dark")
    page.emulate_media(color_scheme="light", reduced_motion="reduce")


def test_wide_boards_give_44_px_targets_or_use_the_whole_width(gallery):
    page = gallery(1280, 800)
    for canvas in canvases(page):
        if canvas["label"].endswith(": start"):
            assert int(canvas["minCell"]) >= 44 or float(canvas["used"]) >= 0.9, canvas


def test_cell_names_keep_the_formats_the_game_tests_read(gallery):
    page = gallery(1280, 800)
    names = {}  # puzzle -> the names under its first section (the gallery's marked overlay: one touched cell)
    for section in page.locator("section").all():
        names.setdefault(section.get_attribute("data-puzzle"), section.locator(".names").text_content().split(" | "))
    assert names["knight-exchange"][0] == "a4, black knight"  # the coordinates drawn on the board's edge
    assert names["8-puzzle"][7] == "blank"  # no coordinates drawn: a tile is named by its number
    assert "tile 5" in names["8-puzzle"]
    # the blocks: the place as Python's labels say it, the shape (the tests' piece name), the household's name on it,
    # which part of the block the cell is
    assert names["hakoiri-musume"][:2] == ["row 1, column 1, upright piece, father, top",
                                           "row 1, column 2, daughter, top left"]
    assert names["hakoiri-musume"][17] == "row 5, column 2, empty cell, by the exit"
    assert names["frog-jump"][:4] == ["pad 1, black frog", "pad 2, black frog", "pad 3, black frog", "pad 4, empty pad"]
    assert names["oshidori"][8] == "cell 9, empty"
    assert names["farmer-crossing"][0] == "the farmer, in the boat"  # touched: boarding
    assert names["farmer-crossing"][1] == "the wolf, on the left bank"
    assert names["farmer-crossing"][4] == "the boat, at the left bank, carrying the farmer: activate to cross"
    assert names["knight-domination"][0] == "a4, knight, attacked by another knight"
    assert names["knight-domination"][1] == "b4, empty, not covered"
    assert names["uncrossed-knight"][0] == "a5, path square 1"


@pytest.mark.parametrize("width,height", [(320, 640), (375, 667)])
def test_every_board_fits_a_phone(gallery, width, height):
    page = gallery(width, height)
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    for canvas in canvases(page):
        assert canvas["width"] <= width - 20, canvas["label"]
        assert canvas["fits"] == "true" and canvas["hits"] == "true", canvas["label"]
        if "on a phone" in canvas["label"] and canvas["kind"] != "river":  # 17 pads span the width, columns tappable
            assert int(canvas["minCell"]) >= 44 or float(canvas["used"]) >= 0.9, canvas
        elif "on a phone" in canvas["label"]:  # the river's banks span the width; its figures are what fits them
            assert int(canvas["minCell"]) >= 26, canvas
    screenshot(page, f"{width}")
    if width == 375:
        page.emulate_media(color_scheme="dark", reduced_motion="reduce")
        screenshot(page, f"{width}-dark")
        page.emulate_media(color_scheme="light", reduced_motion="reduce")

