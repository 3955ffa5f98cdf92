"""The page's message catalogues: web/lang/<language>/*.json (one file per room of the page, so work on two rooms
never touches one file) merged into site/lang/<language>.json, the one file the page fetches (i18n/language.js).
A key in two files of one language is an error; so is an entry that is neither text nor plural forms."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

PLURAL_FORMS = {"zero", "one", "two", "few", "many", "other"}


def read_language(folder: Path) -> dict[str, object]:
    """Every entry of the language in `folder` (its *.json files merged), or raises ValueError saying what is wrong."""
    merged: dict[str, object] = {}
    origin: dict[str, str] = {}
    for path in sorted(folder.glob("*.json")):
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
            origin[key] = path.name
    return merged


def write_catalogues(source: Path, site: Path) -> list[str]:
    """site/lang/<language>.json for each folder of `source` (web/lang); the folders themselves are not shipped.
    Returns the languages written."""
    languages = sorted(folder.name for folder in source.iterdir() if folder.is_dir())
    target = site / "lang"
    for language in languages:
        shutil.rmtree(target / language, ignore_errors=True)
        text = json.dumps(read_language(source / language), ensure_ascii=False, sort_keys=True, indent=0)
        (target / f"{language}.json").write_text(text + "\n", encoding="utf-8")
    return languages
