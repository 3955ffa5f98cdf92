"""The picture of a game (issue 33), as a person makes it: after a solve, Review's "Share as animation" saves an
animated GIF, decoded here with Pillow: a first frame naming the puzzle and the result, a frame a move with its verdict
marked, the last held, in the page's theme; the solution on show in Solve makes one too; where the encoder can't be
loaded the page says so and offers the text Share (share/, buildtools/vendor.py).
"""

import pytest
from gamepage import close_page, expect_status, play_move, wait_ready
from PIL import Image
from playwright.sync_api import expect

THREE_OUT = "1.3425786"  # the 8-puzzle three moves from the goal: 4-1, 5-4, 8-5
MOVES = ["4-1", "5-4", "8-5"]
SHARE = "Share as animation (shows the moves)"
CHIP = (24, 408)  # the verdict's square in the caption of a 400x450 picture (share/picture.js)
THEME = """() => {
    const root = getComputedStyle(document.documentElement);
    const hex = (name) => root.getPropertyValue(name).trim();
    return { card: getComputedStyle(document.querySelector('.stage')).backgroundColor, good: hex('--good') };
}"""


def rgb(css: str) -> tuple:
    """(r, g, b) of a CSS colour "#rrggbb" or "rgb(r, g, b)"."""
    if css.startswith("#"):
        return tuple(int(css[i:i + 2], 16) for i in (1, 3, 5))
    return tuple(int(part) for part in css[css.index("(") + 1:css.index(")")].split(",")[:3])


def near(a: tuple, b: tuple, within: int = 24) -> bool:
    return all(abs(x - y) <= within for x, y in zip(a, b))


def frames_of(path) -> tuple[list, list, dict]:
    """The GIF's frames as RGB images (each as a viewer shows it), their durations in ms, and its info."""
    image = Image.open(path)
    assert image.format == "GIF"
    frames, durations = [], []
    for index in range(image.n_frames):
        image.seek(index)
        frames.append(image.convert("RGB"))
        durations.append(image.info["duration"])
    image.seek(0)
    return frames, durations, image.info


def make_picture(page, tmp_path, button):
    with page.expect_download() as download:
        button.click()
    path = tmp_path / download.value.suggested_filename
    download.value.save_as(path)
    return path


@pytest.mark.parametrize("viewport, scheme", [({"width": 1280, "height": 800}, "light"),
                                              ({"width": 375, "height": 667}, "dark")], ids=["1280x800", "375x667"])
def test_a_solved_game_becomes_an_animation_a_frame_a_move(site_url, returning_page, tmp_path, viewport, scheme):
    page, errors = returning_page(f"{site_url}/index.html#/8-puzzle/{THREE_OUT}", viewport=viewport,
                                  color_scheme=scheme)
    wait_ready(page)
    for move in MOVES:
        play_move(page, move)
    expect_status(page, "Solved")
    page.get_by_role("button", name="Review").click()
    share = page.get_by_role("button", name=SHARE)
    expect(share).to_be_enabled()
    path = make_picture(page, tmp_path, share)
    assert path.name == "puzzle-lab-8-puzzle.gif"
    said = page.locator(".share-picture .share-said").filter(has_text="Saved")
    expect(said).to_have_text(f"Saved as puzzle-lab-8-puzzle.gif ({round(path.stat().st_size / 1000)} kB, 4 frames).")
    frames, durations, info = frames_of(path)
    assert len(frames) == 1 + len(MOVES) and frames[0].size == (400, 450)
    assert durations == [1800, 700, 700, 3000] and info.get("loop") == 0  # the last held, then it plays again
    assert all(before.tobytes() != after.tobytes() for before, after in zip(frames, frames[1:]))  # a move each
    theme = page.evaluate(THEME)
    assert near(frames[0].getpixel((2, 2)), rgb(theme["card"]))  # drawn on the page's card, in its theme
    assert not near(frames[0].getpixel(CHIP), rgb(theme["good"]))  # the first frame names the puzzle: no verdict
    assert all(near(frame.getpixel(CHIP), rgb(theme["good"])) for frame in frames[1:])  # each move: optimal, green
    assert errors == []
    close_page(page)


def test_the_solution_on_show_in_solve_becomes_an_animation(site_url, returning_page, tmp_path):
    page, errors = returning_page(f"{site_url}/index.html#/8-puzzle/{THREE_OUT}")
    wait_ready(page)
    page.get_by_role("button", name="Solve", exact=True).click()  # the picture is there while it plays, or once done
    share = page.locator("#player").get_by_role("button", name=SHARE)
    path = make_picture(page, tmp_path, share)
    assert path.name == "puzzle-lab-8-puzzle-solution.gif"
    frames, durations, _ = frames_of(path)
    assert len(frames) == 4 and durations[-1] == 3000
    assert frames[-1].tobytes() != frames[0].tobytes()
    page.get_by_role("button", name="Stop").click()  # the player goes, and its button with it
    expect(share).to_be_hidden()
    assert errors == []
    close_page(page)


def test_where_the_encoder_cannot_load_the_page_says_so_and_offers_the_text_share(site_url, returning_page):
    page, errors = returning_page()
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url)
    page.route("**/vendor/gifenc.mjs", lambda route: route.abort())  # offline before it was kept, an old browser
    page.goto(f"{site_url}/index.html#/8-puzzle/1234567.8")
    wait_ready(page)
    play_move(page, "8-7")
    expect_status(page, "Solved")
    page.get_by_role("button", name="Review").click()
    page.get_by_role("button", name=SHARE).click()
    said = page.locator(".share-picture .share-said").filter(has_text="picture")
    expect(said).to_have_text("The picture can't be made in this browser (the picture maker didn't load). Share the "
                              "result as text instead:")
    errors.clear()  # the module's load failed on purpose
    page.get_by_role("button", name="Share as text").click()
    expect(page.locator(".share-picture .share-said").filter(has_text="Copied")).to_have_text(
        "Copied: paste it anywhere.")
    text = page.evaluate("() => navigator.clipboard.readText()")
    head, squares, link = text.split("\n")
    assert head == "Puzzle Lab: 8-puzzle: Solved in 1 move (optimal 1), 0:00"
    assert squares == "🟩"
    assert link.endswith("#/8-puzzle/1234567.8/moves/8-7")
    assert errors == []
    close_page(page)


def test_the_plan_is_the_attempt_on_show_with_all_its_moves_and_a_restored_game_knows_it_was_solved(script_page):
    plan = script_page.evaluate("""async () => {
        const { createHistory, played, restarted, undone } = await import("/js/game/history.js");
        const { gamePlan, solutionPlan, fileName } = await import("/js/share/frames.js");
        const move = (name, counted = true) => ({ move: name, label: `move ${name}`, motion: [[0, 1]], counted });
        let history = createHistory("ab", "ab");
        history = played(history, move("x"), { position: "ba", view: "ba", verdict: "wasted" }).history;
        history = restarted(history).history;  // a second attempt: the picture is of this one
        history = played(history, move("p", false), { position: "b.", view: "b.", verdict: null }).history;
        history = played(history, move("y"), { position: "..", view: "..", verdict: "optimal" }).history;
        history = undone(history).history;  // looking back: the move Redo would replay is in the picture too
        const puzzle = { id: "toy", key: "toy:2", title: "Toy", sizes: {}, size: 2, goal: ".." };
        const game = { history, puzzle, origin: { kind: "start" }, stateOf: () => null, playback: null };
        const plan = gamePlan(game);
        return { views: plan.steps.map((step) => step.view), numbers: plan.steps.map((step) => step.number),
                 verdicts: plan.steps.map((step) => step.verdict), result: plan.result, name: fileName(plan),
                 none: gamePlan({ ...game, history: createHistory("ab", "ab") }), solution: solutionPlan(game) };
    }""")
    assert plan["views"] == ["ab", "b.", ".."] and plan["numbers"] == [None, None, 1]
    assert plan["verdicts"] == [None, None, "optimal"]
    # not asked in this visit, but the catalogue's goal; the clock is only for the attempt solved on show
    assert plan["result"] == {"kind": "game", "made": 1, "optimal": None, "solved": True, "assisted": 0, "ms": None}
    assert plan["name"] == "puzzle-lab-toy-2.gif"
    assert plan["none"] is None and plan["solution"] is None  # no move yet, no solution on show: the buttons wait
