"""Shared pytest setup for tests/engine and tests/browser.

Browser part: every test under tests/browser/ gets the `browser` marker, so `-m "not browser"` runs the engine alone.
Time: every run ends with its 15 slowest test phases (pytest's --durations, unless given) and, when it ran more
than one file, the time spent in each file, so CI output shows where the suite's minutes go.
Order: in several processes (pytest-xdist, --dist loadfile) the files go out longest first, so that no process is
left with a long file while the other has finished: by the seconds each took in the last run that timed it (kept in
pytest's cache), else the browser files before the engine's. Each file's tests keep their order; each process runs
its files in the order it gets them.
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


SECONDS_BY_FILE = "puzzlelab/seconds-by-file"  # pytest's cache: {file: seconds in tests} from the runs that timed it


def file_order(files: list[str], timed: dict[str, float]) -> list[str]:
    """`files` longest first, by the seconds `timed` gives: a browser file never timed as long as the longest timed
    (it boots a page, and may be long), an engine file never timed last; on a tie, the browser files first, then the
    order given. Nothing timed: the browser files, then the engine's."""
    longest = max(timed.values(), default=0.0)
    estimate = {file: timed.get(file, longest if is_browser_file(file) else 0.0) for file in files}
    return sorted(files, key=lambda file: (-estimate[file], not is_browser_file(file)))


def is_browser_file(nodeid_path: str) -> bool:
    return nodeid_path.startswith("tests/browser/")


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
        cache = getattr(terminalreporter.config, "cache", None)  # None with -p no:cacheprovider
        if cache is not None:
            cache.set(SECONDS_BY_FILE, {**cache.get(SECONDS_BY_FILE, {}), **seconds})


def pytest_collection_modifyitems(config, items):
    for item in items:
        if BROWSER_TESTS in Path(item.path).parents:
            item.add_marker(pytest.mark.browser)
    timed = getattr(config, "workerinput", {}).get(SECONDS_BY_FILE)  # a pytest-xdist process under --dist loadfile
    if timed is not None:  # every process gets the same figures (pytest_configure_node), so orders alike
        by_file: dict[str, list] = {}
        for item in items:
            by_file.setdefault(item.nodeid.split("::")[0], []).append(item)
        items[:] = [item for file in file_order(list(by_file), timed) for item in by_file[file]]


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node):
    """pytest-xdist, --dist loadfile: each process gets the seconds by file that the run began with, to order its
    collection longest file first, and the files go out in that order (not by their number of tests)."""
    config = node.config
    if config.getvalue("dist") != "loadfile":
        return
    if not hasattr(config, "puzzlelab_timed"):  # read once: every process must order alike
        cache = getattr(config, "cache", None)  # None with -p no:cacheprovider
        config.puzzlelab_timed = cache.get(SECONDS_BY_FILE, {}) if cache is not None else {}
    config.option.loadscopereorder = False
    node.workerinput[SECONDS_BY_FILE] = config.puzzlelab_timed
