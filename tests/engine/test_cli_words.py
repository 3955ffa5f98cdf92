"""The command line says what it said before the engine's words became messages (words.py): the outputs of a choice of
commands that word reasons, refusals, labels, summaries and the daily's refusals, kept as data in cli_words.txt (made
by main's engine before the change; tests/engine/cli_transcript.py runs every puzzle's commands for a full diff)."""

from __future__ import annotations

from pathlib import Path

from cli_transcript import commands, differences, transcript

DATA = Path(__file__).with_name("cli_words.txt")
PUZZLE_DAYS = ("2026-11-01", "2026-12-01", "2026-12-24")  # dailies out after the test's today: their refusal changes


def chosen() -> list[list[str]]:
    """The commands of the data, as words (no --json): each puzzle's first two checks (malformed texts, broken rules,
    positions cut off from the goal) and its review ending on a refused move, the hints of the knight placements (their
    summaries and advice), the daily's refusals of malformed days, and the list."""
    found, checks = [], {}
    for argv in commands():
        if "--json" in argv or "--size" in argv:
            continue
        if argv[0] == "check" and checks.get(argv[1], 0) < 2:
            checks[argv[1]] = checks.get(argv[1], 0) + 1
            found.append(argv)
        elif (argv[0] == "review" and argv[-1] != "nonsense" or argv[0] == "list"
              or argv[0] == "hint" and argv[1] in ("knight-domination", "uncrossed-knight")
              or argv[0] == "daily" and argv[1] not in PUZZLE_DAYS):
            found.append(argv)
    return found


def test_the_command_line_words_reasons_refusals_and_labels_as_before():
    _header, kept = DATA.read_text(encoding="utf-8").split("\n", 1)
    assert differences(kept, transcript(chosen())) == []
