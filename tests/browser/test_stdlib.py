"""The trimmed standard library (buildtools/stdlib.py): dist/'s python_stdlib.zip is a valid stored archive of the
modules the engine and Pyodide's start-up import, their docstrings blanked with every line kept in place, and a first
visit, Python started afresh from it, opens every puzzle in the catalogue and plays it.
"""

import zipfile

from playwright.sync_api import expect

from buildtools import stdlib
from buildtools.common import DIST
from gamepage import (CATALOG, START_DISTANCES, expect_status, fewest, longest, press, python_came_up, type_address,
                      wait_ready)

STDLIB = DIST / "pyodide" / "python_stdlib.zip"
OPEN_TIMEOUT_MS = 60_000  # the 15-puzzle fetches its pattern databases (0.8 MB) and searches its start


def test_the_shipped_standard_library_is_a_stored_archive_of_the_kept_modules():
    with zipfile.ZipFile(STDLIB) as archive:
        assert archive.testzip() is None  # every entry reads back with its CRC
        infos = archive.infolist()
    assert all(info.compress_type == zipfile.ZIP_STORED for info in infos)  # brotli on the wire packs it whole
    names = {info.filename for info in infos}
    for module in stdlib.STDLIB_KEEP:
        assert names & set(stdlib.module_files(module)), module
    assert {"json/__init__.py", "random.py", "_pyodide/__init__.py", "pyodide/__init__.py"} <= names
    assert not names & {"unittest/__init__.py", "xml/__init__.py", "pydoc.py", "http/server.py"}  # never imported


SAMPLE_MODULE = '''"""A module's docstring,
over two lines."""
import sys  # a comment
LABEL = """kept: data, not documentation"""


class Shelf:
    """A class's docstring."""

    def take(self, count):  # another comment
        """A method's docstring,
        over three lines
        """
        if count > 2:
            raise ValueError("too many")  # line 15
        return count
'''


def run_sample(source: str) -> tuple[dict, int]:
    """The sample's namespace, and the line a call that fails points at."""
    namespace = {}
    exec(compile(source, "sample.py", "exec"), namespace)
    try:
        namespace["Shelf"]().take(3)
    except ValueError as error:
        return namespace, error.__traceback__.tb_next.tb_lineno
    raise AssertionError("no error")


def test_blanked_docstrings_keep_every_line_number_and_the_data():
    blanked = stdlib.blank_docs(SAMPLE_MODULE)
    assert blanked.count("\n") == SAMPLE_MODULE.count("\n")
    assert "docstring" not in blanked and "comment" not in blanked
    namespace, line = run_sample(blanked)
    assert line == run_sample(SAMPLE_MODULE)[1] == 15  # a traceback points at the same line
    assert namespace["LABEL"] == "kept: data, not documentation"
    assert namespace["__doc__"] == namespace["Shelf"].__doc__ == namespace["Shelf"].take.__doc__ == ""
    assert namespace["Shelf"]().take(2) == 2


def test_every_puzzle_is_in_the_known_answers():
    assert set(START_DISTANCES) == set(CATALOG)


def test_a_first_visit_opens_and_plays_every_puzzle_with_the_trimmed_library(site_url, new_page):
    page, _errors = new_page(site_url + "/index.html#/knight-exchange")
    wait_ready(page)
    assert python_came_up(page) == "started"  # Python started afresh from the trimmed archive, not a snapshot
    for puzzle, distance in START_DISTANCES.items():
        type_address(page, f"#/{puzzle}")
        words = longest(distance) if puzzle == "uncrossed-knight" else fewest(distance)  # the goal is a length
        expect_status(page, words, timeout_ms=OPEN_TIMEOUT_MS)
        expect_status(page, "Moves: 0")
        press(page, "Hint")  # shows the best move; pressed again, plays it
        expect(page.locator("#message")).to_contain_text("Hint: ", timeout=OPEN_TIMEOUT_MS)
        press(page, "Hint")
        # The verdict on the move played (the uncrossed path's first pick, its start square, counts no move).
        expect(page.locator("#message")).not_to_contain_text("Hint: ", timeout=OPEN_TIMEOUT_MS)
        good = "Good start" if puzzle == "uncrossed-knight" else "Optimal move"  # the path's goal is a length
        expect(page.locator("#message")).to_contain_text(good)
