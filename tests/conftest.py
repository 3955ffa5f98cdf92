"""Shared pytest setup for tests/engine and tests/browser.

Browser part: every test under tests/browser/ gets the `browser` marker, so `-m "not browser"` runs the engine alone.
"""

from pathlib import Path

import pytest

BROWSER_TESTS = Path(__file__).resolve().parent / "browser"


def pytest_configure(config):
    config.addinivalue_line("markers", "browser: drives chromium against the built dist/ (needs python3 build.py)")


def pytest_collection_modifyitems(config, items):
    for item in items:
        if BROWSER_TESTS in Path(item.path).parents:
            item.add_marker(pytest.mark.browser)
