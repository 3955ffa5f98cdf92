"""The lint ruff cannot do (standard library only). web/: line and module length, unused imports and exports
(jslint.py), the page's security policy, words a person reads outside the catalogues (wordslint.py); the Python
sources: the rules the tests and the engine keep (no clocks in tests). `python -m buildtools.lint [ROOT]` prints
`path:line: message` for each finding, exits 1 if there is any."""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

from buildtools.jslint import js_findings
from buildtools.wordslint import html_findings as html_words, js_findings as js_words

MAX_LINE = 120  # characters, as ruff's line-length in pyproject.toml
MAX_MODULE_LINES = 300  # a JavaScript module that needs more is two modules, one per concern
POLICY_SOURCE = "buildtools/manifests.py"  # where CONTENT_SECURITY_POLICY is declared


def size_findings(root: Path) -> list[tuple[Path, int, str]]:
    """Lines over MAX_LINE in web/'s scripts, styles and pages and in the build's scripts (buildtools/*.mjs, run by
    Node); JavaScript modules over MAX_MODULE_LINES lines."""
    web = root / "web"
    paths = sorted({*web.glob("js/**/*.js"), *web.glob("js/**/*.mjs"), *web.glob("*.js"), *web.rglob("*.css"),
                    *web.rglob("*.html"), *(root / "buildtools").glob("*.mjs")})
    findings = []
    for path in paths:
        lines = path.read_text(encoding="utf-8").splitlines()
        for number, line in enumerate(lines, 1):
            if len(line) > MAX_LINE:
                findings.append((path, number, f"line too long ({len(line)} > {MAX_LINE})"))
        if path.suffix in (".js", ".mjs") and len(lines) > MAX_MODULE_LINES:
            findings.append((path, len(lines), f"module too long ({len(lines)} > {MAX_MODULE_LINES} lines): split it"))
    return findings


# The rules the Python sources keep, each (files, pattern in code outside comments, message). They replace tests
# that read source text: a rule about source belongs to the lint, a test runs behaviour.
SOURCE_RULES = (
    (("tests/**/*.py",), r"\bsleep\(|\.wait_for_timeout\(|\bsetTimeout\(",
     "a test waits on a clock: wait on a condition (expect, wait_for_function, gamepage.next_frames)"),
    (("tests/**/*.py",), r"\.new_context\(|browser\.new_page\(",
     "a browser page made outside tests/browser/conftest.py: use new_page or returning_page"),
    (tuple(f"pysrc/puzzlelab/{name}.py"
           for name in ("api*", "tables", "cli*", "games", "invariants", "lab*", "oracle")),
     r"\b(getattr|hasattr)\(", "the engine probes a puzzle with getattr/hasattr: declare it (a method with a default)"),
    (("pysrc/puzzlelab/*.py",), r"\bCATALOG_ORDER\b", "a second list of puzzles: the registry alone holds the order"),
)
RULE_EXEMPT = {"tests/browser/conftest.py"}  # makes the browser contexts


def source_findings(root: Path) -> list[tuple[Path, int, str]]:
    findings = []
    for patterns, code, message in SOURCE_RULES:
        for path in sorted({path for pattern in patterns for path in root.glob(pattern)}):
            if path.relative_to(root).as_posix() in RULE_EXEMPT:
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if re.search(code, line.split("#", 1)[0]):
                    findings.append((path, number, message))
    return findings


def policy_findings(root: Path) -> list[tuple[Path, int, str]]:
    """web/index.html declares manifests.py's CONTENT_SECURITY_POLICY (the one the browser tests enforce on the
    worker). Read from the source under `root`, not imported: the lint checks the tree it is given."""
    page = root / "web" / "index.html"
    source = root / POLICY_SOURCE
    if not page.exists():
        return []
    assignments = [node for node in ast.parse(source.read_text(encoding="utf-8")).body
                   if isinstance(node, ast.Assign) and ast.unparse(node.targets[0]) == "CONTENT_SECURITY_POLICY"]
    if not assignments:
        return [(source, 1, "no CONTENT_SECURITY_POLICY = ... here: index.html's policy has nothing to match")]
    policy = ast.literal_eval(assignments[0].value)
    text = page.read_text(encoding="utf-8")
    meta = re.search(r'<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"', text, re.IGNORECASE)
    if meta is None:
        return [(page, 1, 'no <meta http-equiv="Content-Security-Policy">: declare manifests.CONTENT_SECURITY_POLICY')]
    if " ".join(meta[1].split()) != " ".join(policy.split()):
        line = text.count("\n", 0, meta.start()) + 1
        return [(page, line, "the declared policy is not manifests.CONTENT_SECURITY_POLICY")]
    return []


def lint(root: Path) -> list[str]:
    """Every finding under `root` as "path:line: message" (path relative to root), in path order."""
    found = size_findings(root) + js_findings(root) + source_findings(root) + policy_findings(root)
    found += js_words(root) + html_words(root)
    rows = sorted({(path.resolve().relative_to(root.resolve()).as_posix(), line, text) for path, line, text in found})
    return [f"{path}:{line}: {text}" for path, line, text in rows]


def main(argv: list[str]) -> int:
    root = Path(argv[0]) if argv else Path(__file__).resolve().parents[1]
    findings = lint(root)
    for finding in findings:
        print(finding)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
