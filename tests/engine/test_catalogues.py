"""The page's message catalogues (web/lang/<language>/*.json, merged by buildtools/catalogues.py; English with the
engine's English catalogue, pysrc/puzzlelab/lang/en.json) kept honest: every language has the same keys with the same
placeholders and plural forms its language needs, and every key the page's modules name (msg("..."), t("...") and
data-t in the markup) is in the English catalogue."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from buildtools.catalogues import ENGINE_ENGLISH, read_language, write_catalogues

ROOT = Path(__file__).resolve().parents[2]
LANG = ROOT / "web" / "lang"
LANGUAGES = sorted(folder.name for folder in LANG.iterdir() if folder.is_dir())
PLACEHOLDER = re.compile(r"\{(\w+)\}")
# A key named in the page's code: msg("a.b"), t("a.b"), failure("a.b"), named("a.b", ...) and the markup's data-t*.
NAMED = re.compile(r"""\b(?:msg|t|failure|named)\(\s*["']([a-z0-9_]+(?:\.[A-Za-z0-9_]+)+)["']""")
MARKUP = re.compile(r"""data-t(?:-label|-title|-placeholder)?=["']([a-z0-9_.]+)["']""")
# Any other string that reads as a key of a namespace the catalogues have ("lock.editing" in a ternary, a map).
LITERAL = re.compile(r"""["']([a-z][a-z0-9_]*(?:\.[A-Za-z0-9_-]+)+)["']""")


def catalogue(language: str) -> dict[str, object]:
    return read_language(LANG / language)


def placeholders(entry: object) -> set[str]:
    forms = entry.values() if isinstance(entry, dict) else [entry]
    return {name for form in forms for name in PLACEHOLDER.findall(form)}


def keys_named_in_the_page() -> set[str]:
    namespaces = {key.split(".")[0] for key in catalogue("en")}
    found: set[str] = set()
    for path in [*(ROOT / "web" / "js").rglob("*.js"), *(ROOT / "web").glob("*.html")]:
        text = path.read_text(encoding="utf-8")
        found.update(NAMED.findall(text))
        found.update(MARKUP.findall(text))
        found.update(key for key in LITERAL.findall(text)
                     if key.split(".")[0] in namespaces and not key.endswith((".js", ".json", ".css", ".html")))
    return found


def test_the_page_speaks_english_and_japanese():
    assert LANGUAGES == ["en", "ja"]


@pytest.mark.parametrize("language", [name for name in LANGUAGES if name != "en"])
def test_every_language_has_the_same_keys_as_english(language):
    english, own = catalogue("en"), catalogue(language)
    assert sorted(set(english) - set(own)) == [], f"{language} lacks these"
    assert sorted(set(own) - set(english)) == [], f"{language} has keys English does not"


@pytest.mark.parametrize("language", [name for name in LANGUAGES if name != "en"])
def test_every_entry_has_the_same_placeholders_as_its_english(language):
    english, own = catalogue("en"), catalogue(language)
    differ = {key: (sorted(placeholders(english[key])), sorted(placeholders(own[key])))
              for key in english if key in own and placeholders(english[key]) != placeholders(own[key])}
    assert differ == {}


def test_plural_entries_have_the_forms_their_language_needs():
    # English counts one and other; Japanese has one form (Intl.PluralRules("ja") says "other" for every number).
    needs = {"en": {"one", "other"}, "ja": {"other"}}
    for language in LANGUAGES:
        wrong = {key: sorted(entry) for key, entry in catalogue(language).items()
                 if isinstance(entry, dict) and set(entry) != needs[language]}
        assert wrong == {}, language


def test_every_key_the_page_names_is_in_the_english_catalogue():
    keys = set(catalogue("en"))
    prefixes = {key.rsplit(".", 1)[0] for key in keys}  # "lab.algorithm": the start of keys made from a name
    missing = sorted(keys_named_in_the_page() - keys - prefixes)
    assert missing == []


def test_english_is_the_pages_catalogue_and_the_engines():
    engine = json.loads(ENGINE_ENGLISH.read_text(encoding="utf-8"))
    page = read_language(LANG / "en", engine=None)
    assert len(engine) > 300 and not set(engine) & set(page)
    assert catalogue("en") == page | engine


def test_the_built_english_catalogue_holds_the_engines_words(tmp_path):
    (tmp_path / "lang").mkdir()  # the site's copy of web/lang, as build.py stages it
    assert write_catalogues(LANG, tmp_path) == LANGUAGES
    built = json.loads((tmp_path / "lang" / "en.json").read_text(encoding="utf-8"))
    assert built["puzzle.guarini.title"] == "Guarini's problem (1512)" and built["list.separator"] == ", "
    japanese = json.loads((tmp_path / "lang" / "ja.json").read_text(encoding="utf-8"))
    assert japanese["puzzle.guarini.title"].startswith("グァリーニの問題") and set(japanese) == set(built)


def test_a_key_of_the_engine_that_the_page_also_has_is_an_error(tmp_path):
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "game.json").write_text('{"sentence": "{text}."}', encoding="utf-8")
    with pytest.raises(ValueError, match="sentence is in game.json too"):
        read_language(tmp_path / "en")


def test_the_lint_finds_words_a_person_reads_outside_the_catalogues(tmp_path):
    """A sentence written into a module or the markup is a lint finding (the Japanese page would show it in English);
    class names, selectors and a line marked "words: none" are not."""
    from buildtools.wordslint import html_findings, js_findings

    (tmp_path / "web" / "js" / "page").mkdir(parents=True)
    (tmp_path / "web" / "js" / "page" / "panel.js").write_text(
        'status.setMessage("Press Hint for a move.");\n'
        'button.className = "button quiet wide";\n'
        'root.querySelector("#status .more");\n'
        'wordsOn(note, msg("hint.press"));\n'
        'throw new Error("index.html lacks the board"); // words: none\n'
        'label.textContent = "Solved.";\n'
        '  label = "Review";\n'
        'const kind = "Review";\n', encoding="utf-8")
    (tmp_path / "web" / "index.html").write_text(
        '<html><body><p>Choose a puzzle</p><p data-t="picker.title">Choose a puzzle</p>'
        '<button lang="ja">日本語</button><h1><svg><path d="M0 0"/></svg>Brand</h1>'
        '<h1><span translate="no">Puzzle Lab</span></h1></body></html>', encoding="utf-8")
    assert [(line, text.split(":", 1)[1].strip()[:8]) for _, line, text in js_findings(tmp_path)] == [
        (1, "'Press H"), (6, "'Solved."), (7, "'Review'")]
    assert [text for _, _, text in html_findings(tmp_path)] == [
        "words outside the catalogue: 'Choose a puzzle' (give the element data-t)",
        "words outside the catalogue: 'Brand' (give the element data-t)"]  # an svg's <path/> closes nothing
