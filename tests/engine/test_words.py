"""What the engine says is data (words.py): every message it can produce names a key of the catalogues with every
placeholder filled, in English and Japanese alike; every English field of a reply is its message worded by english();
every name the page's catalogues hold (piece.*, place.*) has the same English in the engine's fallback; and english()
says things as the page's t.js says them in English."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from buildtools.catalogues import ENGINE_ENGLISH, read_language
from puzzlelab.api import Engine
from puzzlelab.words import SEPARATOR, english, listed, message, name, sentence
from word_requests import replies

LANG = Path(__file__).resolve().parents[2] / "web" / "lang"
PLACEHOLDER = re.compile(r"\{(\w+)\}")


@pytest.fixture(scope="module")
def catalogues():
    return {language: read_language(LANG / language) for language in ("en", "ja")}


def messages(data, found=None) -> list[dict]:
    """Every message inside `data` (replies, lists, dicts), nested ones too, in order."""
    found = [] if found is None else found
    if isinstance(data, list):
        for item in data:
            messages(item, found)
    elif isinstance(data, dict):
        if isinstance(data.get("key"), str) and isinstance(data.get("values", {}), dict):
            found.append(data)
        for value in data.values():
            messages(value, found)
    return found


def worded_pairs(data, found=None) -> list[tuple[object, object]]:
    """(English field, its *_words) for every pair of fields `x` and `x_words` inside `data`, an error's "error" and
    "words", and each "labels" entry with its "labels_words" one."""
    found = [] if found is None else found
    if isinstance(data, list):
        for item in data:
            worded_pairs(item, found)
    elif isinstance(data, dict):
        for field, value in data.items():
            if f"{field}_words" in data and field != "labels":
                found.append((value, data[f"{field}_words"]))
            elif field == "labels" and "labels_words" in data:
                found += [(value[move], data["labels_words"][move]) for move in value]
        if "error" in data and "words" in data:
            found.append((data["error"], data["words"]))
        for value in data.values():
            worded_pairs(value, found)
    return found


def test_everything_the_engine_says_is_a_message_of_english_and_japanese(session_tables, catalogues):
    """Over word_requests (every request type on every puzzle's start and chosen positions, jobs with their
    progress): each message names a key of every language with its placeholders filled; each English field is
    english() of its message; each refusal has its words; a sentence ends once; a name the page keys (piece.*,
    place.*...) has the page's English as its fallback. One test: the replies are made once."""
    said = replies(Engine(table_loader=session_tables))
    found, checked = set(), 0
    for request, args, reply, progress in said:
        where = (request, args)
        for said_message in messages([reply, progress]):
            _check(catalogues, said_message, where)
            found.add(said_message["key"])
            if said_message["key"] == "sentence":
                text = english(said_message)
                assert text[:1] == text[:1].upper() and not text.endswith(".."), text
            if "fallback" in said_message:
                _check_fallback(catalogues, said_message)
        for text, words in worded_pairs([reply, progress]):
            assert (text is None) == (words is None), where
            assert text is None or english(words) == text, where
            checked += 1
        if not reply["ok"]:
            assert reply["words"] is not None and "key" in reply["words"], (where, reply)
    assert checked > 1000 and len(found) > 250  # of the catalogue's few hundred keys
    assert {"unreachable.tile_parity", "touch.river.not_with", "label.cross", "summary.path.still_can",
            "progress.fifteen.loading", "date.month_length", "lab.generated", "piece.black_knight",
            "place.row_column", "direction.up", "river.bank.left", "level.easy"} <= found


def _check(catalogues: dict, said_message: dict, where) -> None:
    """`said_message`'s key is in every language, and every placeholder of each of its forms has a value."""
    for language, entries in catalogues.items():
        entry = entries.get(said_message["key"])
        assert entry is not None, (language, said_message, where)
        forms = entry.values() if isinstance(entry, dict) else [entry]
        wanted = {slot for form in forms for slot in PLACEHOLDER.findall(form)}
        values = said_message.get("values") or {}
        assert wanted <= {slot for slot, value in values.items() if value is not None}, (language, said_message, where)


def _check_fallback(catalogues: dict, said_message: dict) -> None:
    """A name the page's catalogues hold, not the engine's, whose English fallback is the page's English."""
    assert said_message["key"] not in ENGINE_KEYS
    assert _page_english(catalogues["en"][said_message["key"]], said_message["values"]) == said_message["fallback"]


ENGINE_KEYS = json.loads(ENGINE_ENGLISH.read_text(encoding="utf-8"))


def test_long_searches_say_their_progress_as_messages(session_tables, catalogues):
    """Reports a quick search never makes, from the 15-puzzle's searches sliced finely (the bound proved, each move
    checked, a level's deal tried), and a table computed where none is shipped."""
    engine = Engine(table_loader=session_tables)
    oracle = engine.oracle(engine.resolve("15-puzzle")[0])
    oracle.SLICE = 500  # a report every 500 positions
    reports = []
    for request, args in (("state", {"puzzle": "15-puzzle"}),  # Korf's instance 12, 45 moves
                          ("random_position", {"puzzle": "15-puzzle", "level": "medium", "seed": 2})):
        run = engine.job_start(request, args)["job"]
        while not (step := engine.job_step(run, 0))["done"]:
            reports.append(step["progress"])
    building = Engine()  # no shipped tables: a tabled puzzle's table is computed, and says so
    run = building.job_start("state", {"puzzle": "number-reversal"})["job"]
    while not (step := building.job_step(run, 0))["done"]:
        reports.append(step["progress"])
    found = messages(reports)
    for said_message in found:
        _check(catalogues, said_message, "15-puzzle")
    for report in reports:
        assert english(report["message_words"]) == report["message"]
    assert {"progress.fifteen.at_least", "progress.fifteen.checking_move", "progress.dealing.try",
            "progress.computing"} <= {said_message["key"] for said_message in found}



def _page_english(entry, values: dict) -> str:
    """The page's English of a catalogue entry with `values` (as t.js fills it: plural by n)."""
    if isinstance(entry, dict):
        entry = entry["one" if values.get("n") == 1 else "other"]
    return PLACEHOLDER.sub(lambda found: str(values[found.group(1)]), entry)


def test_every_catalogue_entry_of_the_puzzles_is_in_the_english_the_replies_use(ask, catalogues):
    """The catalogue's titles, rules, histories, group and size names, which the page keys by convention."""
    catalog = ask("catalog")
    english_entries = catalogues["en"]
    for entry in catalog["puzzles"]:
        assert english_entries[f"puzzle.{entry['id']}.title"] == entry["title"]
        assert english_entries[f"puzzle.{entry['id']}.history"] == entry["history"]
        assert english(entry["rules_words"]) == entry["rules"]
        for piece in (entry.get("pieces") or {}).values():
            key = "piece." + re.sub(r"[^a-z0-9]+", "_", piece.lower()).strip("_")
            assert english_entries[key] == piece and key in catalogues["ja"], key
        if entry["size_info"] is not None:
            label = entry["size_info"]["label"]
            assert english_entries["size." + re.sub(r"[^a-z0-9]+", "_", label.lower()).strip("_") + ".noun"] == label
            for described in entry["size_info"]["by_size"].values():
                assert english(described["rules_words"]) == described["rules"]
        for level in entry.get("levels", []):
            assert english_entries[f"level.{level['name']}"] == level["name"]
    for group in catalog["groups"]:
        assert english_entries[f"group.{group['id']}.name"] == group["title"]


# --- english(): as the page's t.js says it in English -------------------------------------------------------------
def test_english_picks_the_plural_form_by_n_and_groups_numbers():
    assert english(message("unit.knights", n=1)) == "1 knight"
    assert english(message("unit.knights", n=0)) == "0 knights"
    assert english(message("lab.generated", title="IDA*", n=1234567)) == "IDA*: 1,234,567 positions generated"
    assert english(message("unreachable.frogs.backwards", n=1, positions=8)).count("1 more move,") == 1


def test_english_words_nested_messages_lists_and_names():
    assert english(message("label.from_to", piece=name("piece.black_knight", "black knight"), source="a4",
                           target="c3")) == "black knight from a4 to c3"
    assert english(listed(["a", "b"])) == "a and b"
    assert english(listed(["a", "b", "c"])) == "a, b, and c"  # Intl.ListFormat("en")
    assert english(listed(["a", "b", "c"], unit=True)) == "a, b, c" and SEPARATOR == ", "
    assert english([message("check.from_start"), "More."]) == "This position can come up in play from the start. More."
    assert english(sentence(message("refused.knights.taken", square="c1"))) == (
        "C1 is taken: a knight only jumps onto an empty square.")


def test_english_refuses_a_key_it_does_not_know():
    with pytest.raises(KeyError):
        english(message("no.such.key"))


def test_the_unit_separator_is_the_pages_english_one(catalogues):
    assert catalogues["en"]["list.separator"] == SEPARATOR
