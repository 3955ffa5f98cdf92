"""The test suite's own rules, checked over the source of tests/ so they hold as tests are added: nothing waits on
a clock (no time.sleep, wait_for_timeout or setTimeout in a page script: wait on a condition), and every browser
page comes from the shared new_page fixture (error tracking, reduced motion), never from a context of its own.
"""

import re
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parents[1]
SOURCES = sorted(path for path in TESTS.rglob("*.py") if path != Path(__file__).resolve())
CONFTEST = TESTS / "browser" / "conftest.py"  # the one place that makes browser contexts


def lines_matching(pattern: str, paths) -> list[str]:
    found = []
    for path in paths:
        for number, line in enumerate(path.read_text().splitlines(), 1):
            code = line.split("#", 1)[0]  # what a comment mentions is not code
            if re.search(pattern, code):
                found.append(f"{path.relative_to(TESTS)}:{number}: {line.strip()}")
    return found


def test_the_rules_see_the_tests():
    assert len(SOURCES) > 10 and CONFTEST in SOURCES


@pytest.mark.parametrize("clock", [r"\bsleep\(", r"\.wait_for_timeout\(", r"\bsetTimeout\("],
                         ids=["sleep", "wait_for_timeout", "setTimeout in page scripts"])
def test_no_test_waits_on_a_clock(clock):
    assert lines_matching(clock, SOURCES) == [], "wait on a condition (expect, wait_for_function, next_frames)"


def test_browser_pages_come_from_the_shared_fixture():
    others = [path for path in SOURCES if path != CONFTEST]
    assert lines_matching(r"\.new_context\(|browser\.new_page\(", others) == [], "use new_page(url, **context_options)"
