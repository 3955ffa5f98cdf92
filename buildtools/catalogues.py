"""The page's message catalogues: web/lang/<language>/*.json (one file per room of the page, so work on two rooms
never touches one file) merged into site/lang/<language>.json, the one file the page fetches (i18n/language.js);
English also takes the engine's English catalogue (pysrc/puzzlelab/lang/en.json: the words of Python's messages, which
the command line says too). A key in two files of one language is an error; so is an entry that is neither text nor
plural forms."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

PLURAL_FORMS = {"zero", "one", "two", "few", "many", "other"}
ENGINE_ENGLISH = Path(__file__).resolve().parents[1] / "pysrc" / "puzzlelab" / "lang" / "en.json"
"""The English of every key the engine's messages name (words.py): one file for the command line and the page."""


def read_language(folder: Path, engine: Path | None = ENGINE_ENGLISH) -> dict[str, object]:
    """Every entry of the language in `folder` (its *.json files merged, and for English, folder "en", the engine's
    catalogue `engine` too), or raises ValueError saying what is wrong: a key in two files, or an entry that is
    neither text nor plural forms with "other"."""
    merged: dict[str, object] = {}
    origin: dict[str, str] = {}
    paths = sorted(folder.glob("*.json"))
    if folder.name == "en" and engine is not None:
        paths.append(engine)
    for path in paths:
        entries = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(entries, dict):
            raise ValueError(f"{path}: not an object of keys")
        for key, entry in entries.items():
            if key in merged:
                raise ValueError(f"{path}: {key} is in {origin[key]} too")
            plural = isinstance(entry, dict) and "other" in entry and set(entry) <= PLURAL_FORMS
            if not (isinstance(entry, str) or (plural and all(isinstance(form, str) for form in entry.values()))):
                raise ValueError(f"{path}: {key} is neither text nor plural forms with 'other'")
            merged[key] = entry
            origin[key] = path.name if path.parent == folder else str(path)
    return merged


def write_catalogues(source: Path, site: Path) -> list[str]:
    """site/lang/<language>.json for each folder of `source` (web/lang), English with the engine's catalogue; the
    folders themselves are not shipped. Returns the languages written."""
    languages = sorted(folder.name for folder in source.iterdir() if folder.is_dir())
    target = site / "lang"
    for language in languages:
        shutil.rmtree(target / language, ignore_errors=True)
        text = json.dumps(read_language(source / language), ensure_ascii=False, sort_keys=True, indent=0)
        (target / f"{language}.json").write_text(text + "\n", encoding="utf-8")
    return languages
