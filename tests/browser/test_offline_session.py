"""A session that loses its network midway, with no offline cache (service workers blocked: the harder case): play goes
on, a puzzle never opened still opens (its table built on the device), the 15-puzzle says once that its databases
could not be fetched and still plays, and the page stays quiet meanwhile: a few console messages, none repeated, no
request and little main-thread work while it idles. With the network back, the databases come and the note goes.
"""

from collections import Counter

from playwright.sync_api import expect

from gamepage import expect_status, fewest, next_frames, press, type_address, wait_ready

NEAR_GOAL_15 = "12345678.ABC9DEF"  # 4 moves from the goal: answered at once even without the pattern databases
ONE_MOVE_15 = "123456789ABCDE.F"
IDLE_FRAMES = 120  # animation frames the idle page is watched for (about 2 s)
SEARCH_TIMEOUT_MS = 60_000
MOST_MESSAGES = 6  # console messages while offline: one per thing that failed, a handful at most
NOTE = "The pattern databases could not be fetched"


def browser_icon_fetch(message) -> bool:
    """Whether a console message is the browser's report of its own fetch of the page's icon, which Chromium asks for
    again at each change of address (the page's code has no part in it; the offline cache would answer it)."""
    return (message.location or {}).get("url", "").endswith("/icons/icon.svg")


def play_hinted(page) -> None:
    """Press Hint, wait for the hint, press it again to play it; wait until the move's verdict replaces the hint."""
    message = page.locator("#message")
    press(page, "Hint")
    expect(message).to_contain_text("Hint: ", timeout=SEARCH_TIMEOUT_MS)
    press(page, "Hint")
    expect(message).not_to_contain_text("Hint: ", timeout=SEARCH_TIMEOUT_MS)


def task_seconds(session) -> float:
    """The page's main thread: seconds spent running tasks so far (Chromium's Performance.getMetrics TaskDuration)."""
    return next(metric["value"] for metric in session.send("Performance.getMetrics")["metrics"]
                if metric["name"] == "TaskDuration")


def busy_over_frames(page, session, frames: int) -> tuple[float, float]:
    """(seconds of main-thread tasks, seconds elapsed) while the page draws `frames` animation frames."""
    busy_before, started = task_seconds(session), page.evaluate("() => performance.now()")
    next_frames(page, frames)
    elapsed = (page.evaluate("() => performance.now()") - started) / 1000
    return task_seconds(session) - busy_before, elapsed


def test_losing_the_network_midgame_plays_on_quietly_and_recovers(site_url, new_page):
    page, errors = new_page()
    console, requests, databases = [], [], []
    page.on("console", lambda message: None if browser_icon_fetch(message) else console.append(
        f"{message.type}: {message.text.splitlines()[0]}"))
    page.on("request", lambda request: requests.append(request.url))
    page.on("response", lambda response: databases.append(response.status) if "/pdb/" in response.url else None)
    page.goto(site_url + "/index.html#/knight-exchange")
    wait_ready(page)
    play_hinted(page)
    session = page.context.new_cdp_session(page)
    session.send("Performance.enable")
    console.clear()

    page.context.set_offline(True)
    play_hinted(page)  # the engine runs on this device
    type_address(page, "#/missionaries")  # never opened online: its table cannot be fetched, so it is built here
    expect_status(page, fewest(11))
    play_hinted(page)
    type_address(page, f"#/15-puzzle/{NEAR_GOAL_15}")
    expect_status(page, fewest(4), timeout_ms=SEARCH_TIMEOUT_MS)
    expect(page.locator("#message")).to_contain_text(NOTE)  # said once, in words
    wait_ready(page)

    seen_requests, seen_messages = len(requests), len(console)
    busy, elapsed = busy_over_frames(page, session, IDLE_FRAMES)
    assert requests[seen_requests:] == []  # nothing retries by itself
    assert console[seen_messages:] == []
    assert busy < 0.5 * elapsed, (busy, elapsed)  # no loop keeps the page busy
    assert len(console) <= MOST_MESSAGES, console
    assert max(Counter(console).values()) <= 2, console  # no message said over and over
    assert databases == []  # none came: the page asked while offline

    page.context.set_offline(False)
    type_address(page, f"#/15-puzzle/{ONE_MOVE_15}")  # the next search fetches the databases (the browser is online)
    expect_status(page, fewest(1), timeout_ms=SEARCH_TIMEOUT_MS)
    assert databases and set(databases) == {200}
    expect(page.locator("#message")).not_to_contain_text(NOTE)
    errors.clear()  # what the browser logged of the failed fetches, counted above
