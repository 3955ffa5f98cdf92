"""The lint that keeps the page's words in its catalogues (web/lang/): a JavaScript string that reads as words a person
would see (two words or more, or a capitalised word and a stop) outside the i18n code is a finding, and so is text in
web/index.html that no data-t attribute names. Code that is no words (selectors, fonts, media queries, keys, a
developer's console line) passes; a line that must keep English for a reason says so with the comment "words: none"."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

from .jslint import tokenize

# Two words with a space (or a stop) between: "Picked the knight", "Solved.", "Press Hint".
PROSE = re.compile(r"[A-Za-z][a-z]+[ ,.:;!?…]+[A-Za-z][a-z]{1,}|^[A-Z][a-z]{2,}[.!?…:]$")
NOT_WORDS = re.compile(
    r"^[#.\[(]|^\d|\dpx|system-ui|sans-serif|monospace|Mincho|Gothic|^[a-z]+(-[a-z]+)+$"
    r"|^[a-z0-9_]+(\.[A-Za-z0-9_-]+)+\.?$|prefers-|^https?:|\.(js|json|css|html|mjs|wasm|whl|zip|png|svg|bin)$"
    r"|^(aria|data)-")
# Modules whose words go out as messages ({key, values}) with an English text beside them for the console: the
# solver's worker (no catalogue is loaded there), and the page's developer pages.
SKIPPED = ("i18n/", "gallery.js", "bare.js", "bare-worker.js", "boot-check.js", "engine/worker.js", "engine/python.js",
           "engine/download.js")
CLASS_CONTEXTS = ("className", "classList", "class")
MARKER = "words: none"
# One capitalised word given to what a person reads ("Review" as a panel's label, a button's text): a finding too.
SHOWN = ("label", "title", "textContent", "innerText", "placeholder", "alt", "ariaLabel")
WORD = re.compile(r"[A-Z][a-z]{2,}")


def js_findings(root: Path) -> list[tuple[Path, int, str]]:
    """Strings in web/js that read as words a person sees, with where they are."""
    findings = []
    for path in sorted((root / "web" / "js").rglob("*.js")):
        relative = path.relative_to(root / "web" / "js").as_posix()
        if relative.startswith(SKIPPED):
            continue
        text = path.read_text(encoding="utf-8")
        lines = text.split("\n")
        tokens = tokenize(text)
        for index, token in enumerate(tokens):
            if token.kind not in ("string", "template"):
                continue
            body = token.text
            before = [one.text for one in tokens[max(0, index - 4):index]]
            named = len(before) >= 2 and before[-1] == "=" and before[-2] in SHOWN  # label = "Review"
            if not (PROSE.search(body) or (named and WORD.fullmatch(body))) or NOT_WORDS.search(body.strip()):
                continue
            if "console" in before:
                continue  # a developer's console line
            classes = all(re.fullmatch(r"[a-z][a-z0-9]*(-[a-z0-9]+)*", word) for word in body.split())
            made = len(before) >= 4 and before[-4] in ("make", "el") and before[-1] == ","  # make(tag, "a b")
            if classes and (made or any(name in before for name in CLASS_CONTEXTS)):
                continue  # class names
            if MARKER in lines[token.line - 1]:
                continue
            findings.append((path, token.line, f"words outside the catalogue: {body[:50]!r} (web/lang, msg())"))
    return findings


class _Text(HTMLParser):
    """Text of web/index.html with the tags open around it."""

    def __init__(self) -> None:
        super().__init__()
        self.open: list[tuple[str, dict]] = []
        self.found: list[tuple[int, str]] = []

    def handle_starttag(self, tag, attrs):
        if tag not in ("meta", "link", "input", "br", "img", "path", "rect"):
            self.open.append((tag, dict(attrs)))

    def handle_endtag(self, tag):
        if all(open_tag != tag for open_tag, _ in self.open):
            return  # the end of a tag never kept open (an svg's <path/>): it closes nothing around it
        while self.open and self.open[-1][0] != tag:
            self.open.pop()
        if self.open:
            self.open.pop()

    def handle_data(self, data):
        words = data.strip()
        if not re.search(r"[A-Za-z]{2,}", words) or not self.open:
            return
        tags = [tag for tag, _ in self.open]
        if any(tag in ("script", "style", "noscript", "title", "svg", "option") for tag in tags):
            return
        tag, attrs = self.open[-1]
        # lang: a word in its own language (the switch's); translate="no": a name the same in every language
        if "data-t" not in attrs and "lang" not in attrs and attrs.get("translate") != "no":
            self.found.append((self.getpos()[0], words))


def html_findings(root: Path) -> list[tuple[Path, int, str]]:
    """Text in web/index.html that no data-t names."""
    path = root / "web" / "index.html"
    if not path.exists():
        return []
    parser = _Text()
    parser.feed(path.read_text(encoding="utf-8"))
    return [(path, line, f"words outside the catalogue: {words[:50]!r} (give the element data-t)")
            for line, words in parser.found]
