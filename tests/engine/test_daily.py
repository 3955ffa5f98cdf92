"""The daily puzzle (puzzlelab.daily, the engine's `daily` request): the same answer for a date on every call, known
answers pinned for three dates, the README's method redone here from its words, the weekday difficulty curve, and
bad dates refused in one sentence. The command line's `daily` (and the same answer in two processes): test_cli.py.
"""

import hashlib
import json
from datetime import date, timedelta
from math import ceil, floor

import pytest

from puzzlelab.api import Engine
from puzzlelab.daily import ARCHIVE_START, HAKOIRI_RELEASE, PUZZLES, ROTATIONS, WEEKDAY_BANDS
from puzzlelab.puzzles import get_puzzle
from puzzlelab.words import message

# Pinned: a change of method (the salt, the list, the bands, the ordering, a puzzle's notation) fails here loudly.
# A deliberate change is a new scheme name (daily.SCHEME) and new pins.
PINNED = [
    {"date": "2026-11-01", "puzzle": "knight-exchange", "size": None, "position": "B.B.W..BW..W", "distance": 21},
    {"date": "2026-11-02", "puzzle": "number-reversal", "size": None, "position": "6.54132", "distance": 7},
    {"date": "2026-11-13", "puzzle": "frog-jump", "size": 4, "position": "BWBWBB.WW", "distance": 17},
]
# Every day from the archive's first to hakoiri musume's release, as main dealt them before it joined the days (on
# 2026-11-27): adding a puzzle must not change a day already dealt (the archive, players' results and streaks).
MAIN_BEFORE_HAKOIRI = [
    ("2026-11-01", "knight-exchange", None, "B.B.W..BW..W", 21),
    ("2026-11-02", "number-reversal", None, "6.54132", 7),
    ("2026-11-03", "number-reversal", None, "5.61423", 10),
    ("2026-11-04", "guarini", None, "BB.W....W", 8),
    ("2026-11-05", "guarini", None, ".BWW...B.", 9),
    ("2026-11-06", "guarini", None, "W.B..WB..", 11),
    ("2026-11-07", "knight-exchange", None, ".BB.W..B..WW", 18),
    ("2026-11-08", "oshidori", None, "BWWBBBW..W", 6),
    ("2026-11-09", "8-puzzle", None, "123748.65", 8),
    ("2026-11-10", "oshidori", None, "W..BWWBBWB", 3),
    ("2026-11-11", "oshidori", None, "BBWWWBW..B", 3),
    ("2026-11-12", "8-puzzle", None, "46.523178", 20),
    ("2026-11-13", "frog-jump", 4, "BWBWBB.WW", 17),
    ("2026-11-14", "8-puzzle", None, "847.35621", 27),
    ("2026-11-15", "number-reversal", None, "213456.", 22),
    ("2026-11-16", "frog-jump", 4, "WWB.BWWBB", 7),
    ("2026-11-17", "guarini", None, "W.....WBB", 7),
    ("2026-11-18", "8-puzzle", None, ".21473586", 14),
    ("2026-11-19", "number-reversal", None, ".145263", 16),
    ("2026-11-20", "knight-exchange", None, "BWB..B..WW..", 16),
    ("2026-11-21", "guarini", None, "W..B.WB..", 12),
    ("2026-11-22", "oshidori", None, "..BBWBWWBW", 6),
    ("2026-11-23", "number-reversal", None, ".562431", 7),
    ("2026-11-24", "8-puzzle", None, ".36217548", 14),
    ("2026-11-25", "guarini", None, ".B.B.WW..", 9),
    ("2026-11-26", "guarini", None, "W....BB.W", 11),
    ("2026-11-27", "8-puzzle", None, "6537241.8", 23),
    ("2026-11-28", "number-reversal", None, "2134.56", 22),
    ("2026-11-29", "number-reversal", None, "124.365", 22),
    ("2026-11-30", "frog-jump", 4, "WWWBBBW.B", 6),
    ("2026-12-01", "oshidori", None, "WBWWBW..BB", 3),
]
BANDS = {"Monday": (25, 40), "Tuesday": (35, 50), "Wednesday": (45, 60), "Thursday": (55, 70), "Friday": (65, 80),
         "Saturday": (75, 90), "Sunday": (85, 100)}  # README.md, "The daily puzzle", step 3
EIGHT_WEEKS = [ARCHIVE_START + timedelta(days=n) for n in range(1, 57)]  # Monday 2026-11-02 to Sunday 2026-12-27


@pytest.mark.parametrize("pinned", PINNED, ids=[p["date"] for p in PINNED])
def test_known_days_give_their_pinned_puzzle(ask, pinned):
    assert ask("daily", date=pinned["date"]) == pinned


def test_every_day_up_to_hakoiri_musumes_release_deals_what_it_dealt_before_it_joined(engine):
    days = [ARCHIVE_START + timedelta(days=n) for n in range((HAKOIRI_RELEASE - ARCHIVE_START).days + 1)]
    assert [day.isoformat() for day in days] == [dealt[0] for dealt in MAIN_BEFORE_HAKOIRI]
    for day, puzzle, size, position, distance in MAIN_BEFORE_HAKOIRI:
        assert engine.daily(day) == {"date": day, "puzzle": puzzle, "size": size, "position": position,
                                     "distance": distance}


def test_hakoiri_musume_is_dealt_only_after_its_release(engine):
    dealt = {engine.daily((HAKOIRI_RELEASE + timedelta(days=n)).isoformat())["puzzle"] for n in range(1, 8)}
    assert "hakoiri-musume" in dealt and ROTATIONS[-1][1] == PUZZLES + (("hakoiri-musume", None),)


def test_the_same_date_gives_the_same_puzzle_on_every_call_and_engine(engine, session_tables):
    first = engine.daily("2026-12-24")
    assert engine.daily("2026-12-24") == first
    assert Engine(table_loader=session_tables).daily("2026-12-24") == first
    assert json.loads(engine.handle("daily", json.dumps({"date": "2026-12-24"}))) == {"ok": True, "result": first}


def readme_method(day: str, table_for) -> dict:
    """The daily puzzle by the words of README.md alone (sha256, the list, the bands, sorted texts)."""
    digest = hashlib.sha256(f"puzzlelab-daily-v1:{day}".encode("ascii")).digest()
    n1, n2, n3 = (int.from_bytes(digest[i:i + 8], "big") for i in (0, 8, 16))
    puzzles = [("8-puzzle", None), ("knight-exchange", None), ("guarini", None), ("frog-jump", 4),
               ("number-reversal", None), ("oshidori", None)]
    if day >= "2026-12-02":  # hakoiri musume joins the list the day after its release
        puzzles.append(("hakoiri-musume", None))
    name, size = puzzles[n1 % len(puzzles)]
    game = get_puzzle(name, size)
    table = table_for(game)
    start = game.format(game.start())
    texts_at = {}
    for rank, distance in enumerate(table.distances):
        text = game.format(game.unrank(rank))
        if distance != 255 and text != start:
            texts_at.setdefault(distance, []).append(text)
    farthest = max(table.distances[rank] for rank in range(len(table.distances)) if table.distances[rank] != 255)
    low_percent, high_percent = BANDS[date.fromisoformat(day).strftime("%A")]
    low, high = max(1, ceil(low_percent * farthest / 100)), floor(high_percent * farthest / 100)
    band = [d for d in range(low, high + 1) if d in texts_at]
    distance = band[n2 % len(band)]
    texts = sorted(texts_at[distance])
    return {"date": day, "puzzle": name, "size": size, "position": texts[n3 % len(texts)], "distance": distance}


@pytest.mark.parametrize("day", ["2026-11-01", "2026-11-30", "2027-02-28", "2030-06-15"])
def test_the_readme_method_redone_independently_gives_the_same_puzzle(engine, day):
    tables = {}

    def table_for(game):
        if game.name not in tables:
            tables[game.name] = engine.oracle(game)
        return tables[game.name]

    assert engine.daily(day) == readme_method(day, table_for)


def test_the_position_is_at_the_distance_said_and_is_never_the_puzzles_start(engine):
    for day in EIGHT_WEEKS[:14]:
        answer = engine.daily(day.isoformat())
        game = get_puzzle(answer["puzzle"], answer["size"])
        here = game.parse(answer["position"])
        assert engine.oracle(game).distance(here) == answer["distance"] > 0
        assert here != game.start()


def test_difficulty_rises_from_monday_to_the_weekend(engine):
    fractions = {weekday: [] for weekday in range(7)}
    for day in EIGHT_WEEKS:
        answer = engine.daily(day.isoformat())
        farthest = engine.oracle(get_puzzle(answer["puzzle"], answer["size"])).max_distance
        low, high = WEEKDAY_BANDS[day.weekday()]
        assert low * farthest <= 100 * answer["distance"] <= high * farthest, (day, answer)
        fractions[day.weekday()].append(answer["distance"] / farthest)
    means = [sum(values) / len(values) for values in fractions.values()]
    assert means == sorted(means) and means[0] < 0.4 < 0.85 < means[6], means
    dealt = {engine.daily(day.isoformat())["puzzle"] for day in EIGHT_WEEKS}
    assert {name for name, _size in ROTATIONS[-1][1]} == dealt


@pytest.mark.parametrize("text, message", [
    ("2026-13-45", "2026-13-45 is not a day of the calendar: there is no month 13"),
    ("2027-02-29", "2027-02-29 is not a day of the calendar: February 2027 has 28 days"),
    ("2026-11-31", "2026-11-31 is not a day of the calendar: November 2026 has 30 days"),
    ("2026-11-00", "2026-11-00 is not a day of the calendar: November 2026 has 30 days"),
    ("0000-01-01", "0000-01-01 is not a day of the calendar: there is no year 0"),
    ("yesterday", "'yesterday' is not a date: write the day as YYYY-MM-DD, e.g. 2026-11-01"),
    ("20261125", "'20261125' is not a date"),
    ("2026-11-1", "'2026-11-1' is not a date"),
    ("2026-10-31", "the daily puzzles begin on 2026-11-01: there is none for 2026-10-31"),
    (20261125, "20261125 is not a date"),
])
def test_bad_or_early_dates_are_refused_in_one_sentence(refused, text, message):
    error = refused("daily", date=text)
    assert error.startswith(message) and "\n" not in error


def test_a_day_after_the_askers_today_is_not_out_yet(ask, refused):
    assert ask("daily", date="2026-11-25", today="2026-11-25")["date"] == "2026-11-25"
    assert refused("daily", date="2026-11-26", today="2026-11-25") == (
        "2026-11-26 is after today (2026-11-25): that day's puzzle is not out yet")
    assert "is not a date" in refused("daily", date="2026-11-25", today="tomorrow")


def test_the_catalogue_names_the_archives_first_day_and_the_day_before_has_no_puzzle():
    """The page's archive lists days from the catalogue's archive_start: the first day with a puzzle."""
    engine = Engine()
    first = engine.catalog()["daily"]["archive_start"]
    assert first == "2026-11-01"
    assert engine.daily(first)["date"] == first
    refused = json.loads(engine.handle("daily", json.dumps({"date": "2026-10-31"})))
    assert refused == {"ok": False, "error": "the daily puzzles begin on 2026-11-01: there is none for 2026-10-31",
                       "words": message("date.before_archive", first="2026-11-01", date="2026-10-31")}
