"""The daily puzzle: one puzzle and position for everyone on a calendar date, derived from the date alone (no server,
no clock, no random generator): sha256 of the scheme's name and the ISO date picks the puzzle, a distance in the
weekday's difficulty band, and a position at exactly that distance. README.md ("The daily puzzle") gives the method
so anyone can reproduce it; api.Engine.daily and `python -m puzzlelab daily` answer with it.
"""

from __future__ import annotations

import hashlib
import re
from datetime import date, timedelta

from .puzzle import PuzzleError, message
from .puzzles import get_puzzle

SCHEME = "puzzlelab-daily-v1"  # hashed with each date: a new scheme (other puzzles, other bands) gets a new name
ARCHIVE_START = date(2026, 11, 1)  # the first daily puzzle; earlier dates are refused
# The puzzles of the days, in this order (the hash picks one): those with a distance table and enough positions at
# each distance for the days not to repeat. Not the 15-puzzle: it has no table, and the exact distance of a position
# in its upper range needs an IDA* search of seconds to minutes, too slow for the page to check the day's puzzle;
# not the river crossings (a handful of positions at each distance) nor the knight placements (no distances).
PUZZLES = (("8-puzzle", None), ("knight-exchange", None), ("guarini", None), ("frog-jump", 4),
           ("number-reversal", None), ("oshidori", None))
HAKOIRI_RELEASE = date(2026, 12, 1)  # hakoiri musume's release: the page draws its board from this day on
ROTATIONS = ((ARCHIVE_START, PUZZLES), (HAKOIRI_RELEASE + timedelta(days=1), PUZZLES + (("hakoiri-musume", None),)))
"""The days' puzzle lists, each with its first day, in order: a day draws from the last list begun by then. A puzzle
joins the days with a new list from a day not dealt yet, so every day already dealt keeps its puzzle (the archive,
players' results and streaks stay true) and the scheme keeps its name."""
# Each weekday's band, Monday first: (lowest, highest) percent of the puzzle's farthest distance, inclusive.
WEEKDAY_BANDS = ((25, 40), (35, 50), (45, 60), (55, 70), (65, 80), (75, 90), (85, 100))
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")



def parse_date(text) -> date:
    """The calendar date written YYYY-MM-DD; PuzzleError in one sentence when it is not one, or is before the archive.
    Year 0000 is not one either (the calendar of datetime begins at year 1).

    >>> parse_date("2026-11-25")
    datetime.date(2026, 11, 25)
    """
    if not isinstance(text, str) or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", text.strip()):
        raise PuzzleError(message("date.not_a_date", text=repr(text), example=ARCHIVE_START.isoformat()))
    text = text.strip()
    year, month, number = (int(part) for part in text.split("-"))
    if year < 1 or not 1 <= month <= 12:
        what = message("date.no_year", year=str(year)) if year < 1 else message("date.no_month", month=month)
        raise PuzzleError(message("date.no_such", date=text, what=what))
    length = 31 if month == 12 else (date(year, month + 1, 1) - date(year, month, 1)).days
    if not 1 <= number <= length:  # in our words: Python's own differ from version to version
        raise PuzzleError(message("date.month_length", date=text, month=message(f"date.month.{month}"),
                                  year=str(year), days=length))
    day = date(year, month, number)
    if day < ARCHIVE_START:
        raise PuzzleError(message("date.before_archive", first=ARCHIVE_START.isoformat(), date=text))
    return day


def puzzles_on(day: date) -> tuple[tuple[str, int | None], ...]:
    """The (puzzle, size) list `day` draws from (ROTATIONS).

    >>> len(puzzles_on(HAKOIRI_RELEASE)), puzzles_on(date(2026, 12, 2))[-1]
    (6, ('hakoiri-musume', None))
    """
    return next(puzzles for first, puzzles in reversed(ROTATIONS) if day >= first)


def day_numbers(day: date) -> tuple[int, int, int]:
    """Three numbers from the day: the first three 8-byte words (big-endian) of sha256("<SCHEME>:<YYYY-MM-DD>")."""
    digest = hashlib.sha256(f"{SCHEME}:{day.isoformat()}".encode("ascii")).digest()
    return tuple(int.from_bytes(digest[i:i + 8], "big") for i in (0, 8, 16))


def distance_band(histogram: list[int], weekday: int) -> list[int]:
    """The distances a day may ask for: those from ceil(low% x farthest) to floor(high% x farthest) (WEEKDAY_BANDS,
    `weekday` 0 = Monday; farthest = len(histogram) - 1) with at least one position in `histogram` (the counts to
    choose from at each distance), never 0 (the goal). Should none have one, the band widens by one move each way
    until one does.

    >>> distance_band([1] * 7, 0), distance_band([1] * 7, 6)
    ([2], [6])
    """
    farthest = len(histogram) - 1
    low_percent, high_percent = WEEKDAY_BANDS[weekday]
    low, high = max(1, -(-low_percent * farthest // 100)), high_percent * farthest // 100
    while True:
        band = [d for d in range(max(1, low), min(farthest, high) + 1) if histogram[d]]
        if band:
            return band
        low, high = low - 1, high + 1


def daily(engine, day_text: str, today: str | None = None) -> dict:
    """The puzzle of the day `day_text` (YYYY-MM-DD): {"date", "puzzle", "size", "position", "distance"}.

    `today` (YYYY-MM-DD, the asker's local date; the page passes it) refuses a later day: its puzzle is not out yet.
    The method (README.md): n1, n2, n3 = day_numbers(day); the puzzle is puzzles[n1 mod len(puzzles)] with puzzles =
    puzzles_on(day) (PUZZLES' six up to 2026-12-01, hakoiri musume's release; with it seventh from 2026-12-02); the
    distance is band[n2 mod len(band)] with band = distance_band(the puzzle's distance histogram, the day's weekday);
    the position is the (n3 mod count)-th of the positions at that distance, their texts sorted by code point. The
    puzzle's own start position is never the day's (it is one click away in the picker): it is left out of the counts
    and the list. Uses `engine`'s distance tables (built or loaded on first use) and keeps the sorted texts in
    `engine.daily_texts`."""
    day = parse_date(day_text)
    if today is not None and day > parse_date(today):
        raise PuzzleError(message("date.after_today", date=day.isoformat(), today=today))
    pick_puzzle, pick_distance, pick_position = day_numbers(day)
    puzzles = puzzles_on(day)
    name, size = puzzles[pick_puzzle % len(puzzles)]
    game = get_puzzle(name, size)
    table = engine.oracle(game)
    start = game.format(game.start())
    counts = table.histogram()
    counts[table.distance(game.start())] -= 1
    band = distance_band(counts, day.weekday())
    distance = band[pick_distance % len(band)]
    key = (name, size, distance)
    texts = engine.daily_texts.get(key)
    if texts is None:  # kept: the 8-puzzle has up to 24,000 positions at a distance (a few tenths of a second)
        texts = engine.daily_texts[key] = sorted(
            text for text in (game.format(game.unrank(rank)) for rank in table.ranks_at(distance)) if text != start)
    return {"date": day.isoformat(), "puzzle": name, "size": size, "position": texts[pick_position % len(texts)],
            "distance": distance}
