"""Chromium as the browser tests and the benchmarks drive it (Playwright over Debian's chromium): headless, the
switches this machine needs, and none of the browser's own windows' UI that a headless page never shows."""

from __future__ import annotations

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

# Chromium's omnibox popup: a WebUI page that Chromium 156 renders for every window, so for every page a test opens,
# though a headless page never shows it. It cost about 0.25 core-seconds a page, a fifth of the test suite's CPU
# (567 -> 444 core-seconds; 304-322 -> 263 s of pytest in two processes on this machine).
BROWSER_UI_OFF = ("WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup")

DISABLE_FEATURES = "--disable-features="


def chromium_options(playwright, executable: str) -> dict:
    """Launch options for Chromium at `executable`: headless, with CHROMIUM_ARGS and BROWSER_UI_OFF among the features
    Playwright turns off itself. Chromium obeys the last --disable-features it is given, so the list Playwright passes
    is read from a first launch (its command line, which Chromium tells under --enable-automation) and given again
    with ours. For playwright.chromium.launch and launch_persistent_context alike."""
    options = {"executable_path": executable, "headless": True}
    probe = playwright.chromium.launch(args=[*CHROMIUM_ARGS, "--enable-automation"], **options)
    try:
        command_line = probe.new_browser_cdp_session().send("Browser.getBrowserCommandLine")["arguments"]
    finally:
        probe.close()
    disabled = [feature for argument in command_line if argument.startswith(DISABLE_FEATURES)
                for feature in argument.removeprefix(DISABLE_FEATURES).split(",") if feature]
    features = ",".join(dict.fromkeys([*disabled, *BROWSER_UI_OFF]))
    return {**options, "args": [*CHROMIUM_ARGS, DISABLE_FEATURES + features]}


def launch_chromium(playwright, executable: str):
    """Chromium at `executable` launched with chromium_options: its contexts are incognito ones."""
    return playwright.chromium.launch(**chromium_options(playwright, executable))
