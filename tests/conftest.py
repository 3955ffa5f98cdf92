"""Shared pytest setup for tests/engine and tests/browser.

Browser part: every test under tests/browser/ gets the `browser` marker, so `-m "not browser"` runs the engine alone.
Time: every run ends with its 15 slowest test phases (pytest's --durations, unless given) and, when it ran more
than one file, the time spent in each file, so CI output shows where the suite's minutes go.
"""

from collections import defaultdict
from pathlib import Path

import pytest

BROWSER_TESTS = Path(__file__).resolve().parent / "browser"


def pytest_configure(config):
    config.addinivalue_line("markers", "browser: drives chromium against the built dist/ (needs python3 build.py)")
    config.addinivalue_line("markers", "slow: an engine test of seconds, left out of the quick tier (build.py test "
                            "--quick), run by the full suite (tests/engine/conftest.py SLOW names them)")
    config.addinivalue_line("markers", "game_page(address, *, visitor, ready, prepare, **options): how the module's "
                            "`game` page opens (tests/browser/conftest.py)")
    if config.option.durations is None:  # not asked for either way: report the slowest 15 (--durations=0: all)
        config.option.durations = 15


@pytest.hookimpl(trylast=True)
def pytest_terminal_summary(terminalreporter):
    """Seconds per test file (setup, call and teardown: a module's page boot counts where it happened)."""
    seconds = defaultdict(float)
    for reports in terminalreporter.stats.values():
        for report in reports:
            if isinstance(report, pytest.TestReport):
                seconds[report.nodeid.split("::")[0]] += report.duration
    if len(seconds) > 1:
        terminalreporter.write_sep("=", f"time by file ({sum(seconds.values()):.1f} s in tests)")
        for path, total in sorted(seconds.items(), key=lambda item: -item[1]):
            terminalreporter.write_line(f"{total:7.1f} s  {path}")


def pytest_collection_modifyitems(config, items):
    for item in items:
        if BROWSER_TESTS in Path(item.path).parents:
            item.add_marker(pytest.mark.browser)
