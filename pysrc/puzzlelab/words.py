"""What the engine says, as data: a message is a key of the catalogues and its values (numbers, text, or messages),
which the page words in the player's language (web/js/i18n/t.js) and `english` words here with the engine's English
catalogue, lang/en.json (the command line, and the English fields the replies keep beside each message).
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

CATALOGUE = Path(__file__).with_name("lang") / "en.json"
PLACEHOLDER = re.compile(r"\{(\w+)\}")
SEPARATOR = ", "  # a "unit" list's separator in English (the page's list.separator)


def message(key: str, **values) -> dict:
    """{"key", "values"}: the catalogues' entry `key` with its placeholders filled by `values` (numbers, text, or
    words: a message, a list of them, `listed`). A plural entry takes its form from the value `n`. A number is
    written as the language writes numbers ("1,512"); one a person typed, or a year, goes as text, shown as it is.

    >>> english(message("invariant.tile_parity"))
    'tile parity'
    """
    return {"key": key, "values": values}


def name(key: str, fallback: str, **values) -> dict:
    """A name the page's own catalogues hold (piece.*, place.*, level.*: web/lang/<language>/*.json), with its English
    `fallback`: {"key", "values", "fallback"}. The page words the key (the fallback where it has none); `english`
    says the fallback. tests/engine/test_words.py checks each fallback against the page's English."""
    return {"key": key, "values": values, "fallback": fallback}


def listed(items: list, unit: bool = False) -> dict:
    """Words as one list: {"list": items} ("a, b, and c", as Intl.ListFormat says it) or, `unit`, {"list", "type":
    "unit"} ("a, b, c": the separator alone)."""
    return {"list": list(items), "type": "unit"} if unit else {"list": list(items)}


def sentence(words) -> dict:
    """`words` as a sentence of its own: its first letter a capital where the language has them, and a full stop."""
    return message("sentence", text=words)


def slug(text: str) -> str:
    """A name as a key part: lower case, every run of other characters than letters and digits one "_".

    >>> slug("the path's rules"), slug("frogs a side")
    ('the_path_s_rules', 'frogs_a_side')
    """
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


@lru_cache(maxsize=1)
def catalogue() -> dict[str, object]:
    """The engine's English catalogue (lang/en.json: key -> text, or plural forms {"one", "other"}), read once."""
    return json.loads(CATALOGUE.read_text(encoding="utf-8"))


def knows(key: str) -> bool:
    """Whether the engine's English catalogue has `key`."""
    return key in catalogue()


def english(words) -> str:
    """`words` in English, as the page's t.js says them in English: text as it is; a number grouped ("1,512");
    a list of words joined by spaces; `listed` items as a list; a message's entry with its placeholders filled
    (values that are words worded first; a plural entry's form chosen by `n`, else by the first number; a `name`'s
    fallback where the catalogue has no entry); `sentence` with a capital and a full stop. KeyError for a key the
    catalogue lacks (a bug: tests/engine/test_words.py finds every key in it).

    >>> english(message("sentence", text="c1 is taken"))
    'C1 is taken.'
    """
    if words is None:
        return ""
    if isinstance(words, str):
        return words
    if isinstance(words, (int, float)) and not isinstance(words, bool):
        return _number(words)
    if isinstance(words, list):
        return " ".join(text for text in map(english, words) if text)
    if "list" in words:
        items = [english(item) for item in words["list"]]
        return SEPARATOR.join(items) if words.get("type") == "unit" else _conjunction(items)
    key, values = words["key"], words.get("values") or {}
    entry = catalogue().get(key)
    if entry is None:
        if "fallback" in words:
            return words["fallback"]
        raise KeyError(f"no English for {key!r} (pysrc/puzzlelab/lang/en.json)")
    if isinstance(entry, dict):
        entry = entry["one" if _count(values) == 1 else "other"]
    worded = {slot: english(value) for slot, value in values.items() if value is not None}
    text = PLACEHOLDER.sub(lambda found: worded.get(found.group(1), found.group(0)), entry)
    return text[:1].upper() + text[1:] if key == "sentence" else text


def _count(values: dict) -> int | float | None:
    """The number a plural entry counts: `n`, else the first number among the values (as t.js chooses)."""
    if _is_number(values.get("n")):
        return values["n"]
    return next((value for value in values.values() if _is_number(value)), None)


def _is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _number(value: int | float) -> str:
    """As Intl.NumberFormat("en") writes it: grouped by thousands, at most three decimals."""
    if isinstance(value, float) and not value.is_integer():
        return f"{round(value, 3):,}"
    return f"{int(value):,}"


def _conjunction(items: list[str]) -> str:
    """Intl.ListFormat("en", {type: "conjunction"}): "a", "a and b", "a, b, and c"."""
    if len(items) < 3:
        return " and ".join(items)
    return ", ".join(items[:-1]) + ", and " + items[-1]
