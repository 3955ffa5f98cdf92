"""The lint of web/'s JavaScript modules that needs their imports and exports (standard library only): a tokenizer good
enough for those (not a parser), each module read, and the findings: unused imports, and exports no module (nor a
test) imports. Used by lint.py."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

# Before a "/" these make it a regular expression, not a division.
REGEX_AFTER_WORDS = {"return", "typeof", "case", "do", "else", "in", "of", "new", "delete", "void", "throw",
                     "instanceof", "yield", "await"}
PUNCTUATION = ("?.", "...", "=>", "${")


@dataclass(frozen=True)
class Token:
    kind: str  # "name", "string", "number", "regex", "punct", "template"
    text: str
    line: int


def tokenize(text: str) -> list[Token]:
    """The tokens of a JavaScript source without its comments; a template literal's text is one "template" token and
    its ${...} parts are tokens like any code. Good enough for imports, exports and names; not a parser."""
    tokens: list[Token] = []
    braces: list[str] = []  # "{" or "${" for each open brace, to know where a template resumes
    i, line, size = 0, 1, len(text)

    def template(start: int) -> int:  # scan template text from `start` to its end or to a "${"
        nonlocal line
        j = start
        while j < size and text[j] != "`" and not text.startswith("${", j):
            j += 2 if text[j] == "\\" else 1
        tokens.append(Token("template", text[start:j], line))
        line += text.count("\n", start, j)
        if text.startswith("${", j):
            braces.append("${")
            return j + 2
        return j + 1

    while i < size:
        char = text[i]
        if char == "\n":
            line += 1
            i += 1
        elif char.isspace():
            i += 1
        elif text.startswith("//", i):
            i = text.find("\n", i) if "\n" in text[i:] else size
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = size if end < 0 else end + 2
            line += text.count("\n", i, end)
            i = end
        elif char in "'\"":
            j = i + 1
            while j < size and text[j] != char and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            tokens.append(Token("string", text[i + 1:j], line))
            i = j + 1
        elif char == "`":
            i = template(i + 1)
        elif char == "}" and braces and braces[-1] == "${":
            braces.pop()
            i = template(i + 1)
        elif char == "/" and regex_may_start(tokens):
            j = i + 1
            in_class = False
            while j < size and text[j] != "\n" and (in_class or text[j] != "/"):
                in_class = (in_class or text[j] == "[") and text[j] != "]"
                j += 2 if text[j] == "\\" else 1
            j += 1
            while j < size and text[j].isalpha():
                j += 1
            tokens.append(Token("regex", text[i:j], line))
            i = j
        elif char.isalpha() or char in "_$#":
            match = re.compile(r"#?[\w$]+").match(text, i)
            tokens.append(Token("name", match.group(), line))
            i = match.end()
        elif char.isdigit():
            match = re.compile(r"[\w.]+").match(text, i)
            tokens.append(Token("number", match.group(), line))
            i = match.end()
        else:
            punct = next((p for p in PUNCTUATION if text.startswith(p, i)), char)
            if punct == "{":
                braces.append("{")
            elif punct == "}" and braces:
                braces.pop()
            tokens.append(Token("punct", punct, line))
            i += len(punct)
    return tokens


def regex_may_start(tokens: list[Token]) -> bool:
    if not tokens:
        return True
    last = tokens[-1]
    if last.kind == "name":
        return last.text in REGEX_AFTER_WORDS
    return last.kind == "punct" and last.text not in (")", "]", "}")


@dataclass
class Module:
    """What one JavaScript module imports, exports and uses."""

    path: Path
    imports: dict[str, tuple[str, str, int]] = field(default_factory=dict)  # local -> (source, imported, line)
    exports: dict[str, tuple[str, int]] = field(default_factory=dict)  # exported -> (local name, line)
    reexports: list[tuple[str, str]] = field(default_factory=list)  # (source, imported name or "*")
    dynamic: list[str] = field(default_factory=list)  # sources of import("...")
    uses: dict[str, int] = field(default_factory=dict)  # name -> times used (declarations and imports aside)
    members: dict[str, set[str]] = field(default_factory=dict)  # namespace -> names read as namespace.name
    declared: set[str] = field(default_factory=set)  # exported by a list (`export { a }`): declared apart from it


def braced_names(tokens: list[Token], start: int) -> tuple[list[tuple[str, str, int]], int]:
    """`{ a, b as c }` from tokens[start] == "{": [(a, a, line), (b, c, line)] and the index after the "}"."""
    names, i = [], start + 1
    while tokens[i].text != "}":
        if tokens[i].kind in ("name", "string"):
            outer = inner = tokens[i].text
            if tokens[i + 1].text == "as":
                inner = tokens[i + 2].text
                i += 2
            names.append((outer, inner, tokens[i].line))
        i += 1
    return names, i + 1


def read_module(path: Path) -> Module:
    module = Module(path)
    tokens = tokenize(path.read_text(encoding="utf-8"))
    skip: set[int] = set()  # token indexes that declare or import a name rather than use it
    i = 0
    while i < len(tokens):
        token = tokens[i]
        after_dot = i > 0 and tokens[i - 1].text in (".", "?.")
        if token.kind != "name" or after_dot:
            i += 1
            continue
        nxt = tokens[i + 1] if i + 1 < len(tokens) else Token("punct", ";", token.line)
        if token.text == "import" and nxt.text == "(":
            if tokens[i + 2].kind == "string":
                module.dynamic.append(tokens[i + 2].text)
            i += 1
        elif token.text == "import" and nxt.text != ".":  # a static import (not import.meta)
            j = i + 1
            bound: list[tuple[str, str, int]] = []
            while tokens[j].kind != "string":
                if tokens[j].text == "{":
                    names, j = braced_names(tokens, j)
                    bound += names
                    continue
                if tokens[j].text == "*":
                    bound.append(("*", tokens[j + 2].text, tokens[j].line))
                    j += 3
                    continue
                if tokens[j].kind == "name" and tokens[j].text != "from":
                    bound.append(("default", tokens[j].text, tokens[j].line))
                j += 1
            for imported, local, line in bound:
                module.imports[local] = (tokens[j].text, imported, line)
            skip.update(range(i, j + 1))
            i = j + 1
        elif token.text == "export":
            i = read_export(module, tokens, i, skip)
        else:
            i += 1
    for index, token in enumerate(tokens):
        if token.kind != "name" or index in skip or (index and tokens[index - 1].text in (".", "?.")):
            continue
        module.uses[token.text] = module.uses.get(token.text, 0) + 1
        if token.text in module.imports and index + 2 < len(tokens) and tokens[index + 1].text in (".", "?."):
            module.members.setdefault(token.text, set()).add(tokens[index + 2].text)
        elif token.text in module.imports:
            module.members.setdefault(token.text, set()).add("*")  # the namespace itself passed on: all of it
    return module


def read_export(module: Module, tokens: list[Token], i: int, skip: set[int]) -> int:
    """Record the export statement at tokens[i]; returns the index to go on from."""
    nxt = tokens[i + 1]
    skip.add(i)
    if nxt.text == "default":
        module.exports["default"] = ("", nxt.line)
        return i + 2
    if nxt.text == "*":  # export * from "x"
        source = next(t.text for t in tokens[i:] if t.kind == "string")
        module.reexports.append((source, "*"))
        return i + 2
    if nxt.text == "{":
        names, j = braced_names(tokens, i + 1)
        skip.update(range(i, j))
        if j < len(tokens) and tokens[j].text == "from":
            for outer, inner, line in names:
                module.reexports.append((tokens[j + 1].text, outer))
                module.exports[inner] = ("", line)
            return j + 2
        for local, exported, line in names:
            module.exports[exported] = (local, line)
            module.declared.add(local)  # declared elsewhere in the module: that one mention is not a use
        return j
    j = i + 1
    while tokens[j].text in ("async", "function", "class", "const", "let", "var", "*"):
        j += 1
    if tokens[j].kind == "name":
        module.exports[tokens[j].text] = (tokens[j].text, tokens[j].line)
        skip.add(j)
    return j + 1


def resolve(importer: Path, source: str, web: Path) -> Path | None:
    """The file an import names: relative to the importer, or "/js/..." from the site's root (web/)."""
    if source.startswith("/"):
        return (web / source.lstrip("/")).resolve()
    if source.startswith("."):
        return (importer.parent / source).resolve()
    return None


def tests_importing(root: Path, web: Path) -> dict[Path, str]:
    """Modules the tests import into a page ("/js/address/router.js"): module -> the text of the tests that do."""
    texts: dict[Path, str] = {}
    for test in sorted((root / "tests").rglob("*.py")):
        text = test.read_text(encoding="utf-8")
        for source in re.findall(r"import\(\s*[\"']([^\"']+\.m?js)[\"']", text):
            path = (web / source.lstrip("/")).resolve()
            texts[path] = texts.get(path, "") + text
    return texts


def js_findings(root: Path) -> list[tuple[Path, int, str]]:
    """Unused imports, and exports no other module (nor a test) imports and the module itself does not use."""
    web = (root / "web").resolve()
    paths = sorted({*web.glob("js/**/*.js"), *web.glob("js/**/*.mjs"), *web.glob("*.js")})
    modules = {path.resolve(): read_module(path) for path in paths}
    wanted: dict[Path, set[str]] = {path: set() for path in modules}  # names imported from each module
    findings = []
    for module in modules.values():
        for local, (source, imported, line) in module.imports.items():
            target = resolve(module.path.resolve(), source, web)
            if not module.uses.get(local):
                findings.append((module.path, line, f"'{local}' is imported but never used"))
            if target not in wanted:
                continue
            if imported == "*":
                wanted[target] |= module.members.get(local, set())
            else:
                wanted[target].add(imported)
        for source, imported in module.reexports:
            target = resolve(module.path.resolve(), source, web)
            if target in wanted:
                wanted[target].add(imported)
        for source in module.dynamic:
            target = resolve(module.path.resolve(), source, web)
            if target in wanted:
                wanted[target].add("*")
    tested = tests_importing(root, web)
    for path, module in modules.items():
        for exported, (local, line) in module.exports.items():
            used_here = module.uses.get(local, 0) > (1 if local in module.declared else 0)
            if "*" in wanted[path] or exported in wanted[path] or used_here:
                continue
            if re.search(rf"\b{re.escape(exported)}\b", tested.get(path, "")):
                continue
            findings.append((module.path, line, f"'{exported}' is exported but no module imports it (unused code?)"))
    return findings
