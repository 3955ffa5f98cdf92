"""The standard library the browser gets: Pyodide's python_stdlib.zip cut down to the modules the engine and Pyodide's
own start-up import (STDLIB_KEEP, recorded under Pyodide by stdlib_record.py), their docstrings and comments blanked
(line numbers kept), and rewritten stored (uncompressed) so that brotli on the wire packs the archive as a whole."""

from __future__ import annotations

import ast
import io
import tokenize
import zipfile
from pathlib import Path

from buildtools.common import log

# Every module Python in the worker imports (dotted names; a package keeps its __init__ and only the submodules named
# here), recorded by `python3 -m buildtools.stdlib_record`: Pyodide started as engine/python.js starts it (a snapshot
# made), the engine's wheel unpacked and every puzzlelab module imported but the command line's, then each request the
# page can send asked of every puzzle at its smallest and largest size (the 15-puzzle with its pattern databases),
# requests that fail, a job cancelled, and a Python error passed to JavaScript (Pyodide formats it with traceback).
# The browser test tests/browser/test_stdlib.py boots with the trimmed archive and plays every puzzle.
STDLIB_KEEP = (
    "__future__", "_colorize", "_opcode_metadata", "_py_warnings", "_pyodide", "_pyodide._base",
    "_pyodide._core_docs", "_pyodide._future_helper", "_pyodide._importhook", "_pyodide.docs_argspec",
    "_pyodide.docstring", "_pyodide.jsbind", "_ssl", "_weakrefset", "annotationlib", "ast", "asyncio",
    "asyncio.base_events", "asyncio.base_futures", "asyncio.base_subprocess", "asyncio.base_tasks",
    "asyncio.constants", "asyncio.coroutines", "asyncio.events", "asyncio.exceptions", "asyncio.format_helpers",
    "asyncio.futures", "asyncio.graph", "asyncio.locks", "asyncio.log", "asyncio.mixins", "asyncio.protocols",
    "asyncio.queues", "asyncio.runners", "asyncio.selector_events", "asyncio.sslproto", "asyncio.staggered",
    "asyncio.streams", "asyncio.subprocess", "asyncio.taskgroups", "asyncio.tasks", "asyncio.threads",
    "asyncio.timeouts", "asyncio.transports", "asyncio.trsock", "asyncio.unix_events", "base64", "bisect", "bz2",
    "codeop", "collections", "compression", "compression._common", "compression._common._streams", "compression.zstd",
    "compression.zstd._zstdfile", "concurrent", "concurrent.futures", "concurrent.futures._base", "contextlib",
    "contextvars", "copy", "copyreg", "dataclasses", "datetime", "dis", "email", "encodings", "encodings.aliases",
    "encodings.cp437", "encodings.utf_8", "enum", "fnmatch", "functools", "glob", "hashlib", "heapq", "importlib",
    "importlib._abc", "importlib.abc", "importlib.metadata", "importlib.metadata._collections",
    "importlib.metadata._functools", "importlib.metadata._itertools", "importlib.metadata._meta", "inspect", "json",
    "json.decoder", "json.encoder", "json.scanner", "keyword", "linecache", "locale", "logging", "lzma", "opcode",
    "operator", "pathlib", "pathlib._os", "pkgutil", "pyodide", "pyodide._package_loader", "pyodide._state",
    "pyodide.code", "pyodide.common", "pyodide.ffi", "pyodide.webloop", "random", "re", "re._casefix", "re._compiler",
    "re._constants", "re._parser", "reprlib", "selectors", "shutil", "signal", "socket", "ssl", "string", "struct",
    "subprocess", "tempfile", "textwrap", "threading", "token", "tokenize", "traceback", "types", "typing",
    "warnings", "weakref", "zipfile", "zipfile._path", "zipfile._path.glob",
)

# Modules of the archive that Pyodide's Python has frozen in (it never reads them from the archive), as Pyodide 314
# in Node reports them (origin "frozen"): an engine import of one needs no file.
STDLIB_FROZEN = (
    "_collections_abc", "_sitebuiltins", "abc", "codecs", "collections.abc", "genericpath", "importlib._bootstrap",
    "importlib._bootstrap_external", "importlib.machinery", "importlib.util", "io", "ntpath", "os", "os.path",
    "posixpath", "site", "stat", "zipimport",
)

# Not modules, kept anyway: the folder Pyodide puts on sys.path for packages (its README), small.
STDLIB_ALWAYS = ("site-packages/",)


def module_files(name: str) -> tuple[str, ...]:
    """The archive entries a kept module may be: a module file, or a package's __init__ (and its folder)."""
    path = name.replace(".", "/")
    return (f"{path}.py", f"{path}/__init__.py", f"{path}/")


def kept_entries(names: list[str], keep: tuple[str, ...] = STDLIB_KEEP) -> list[str]:
    """The entries of an archive holding `names` that the trimmed archive keeps: each kept module's file, the folders
    of the packages on its way (zipimport finds a package by its __init__.py), and STDLIB_ALWAYS."""
    wanted = set(STDLIB_ALWAYS)
    for module in keep:
        parts = module.split(".")
        for depth in range(1, len(parts) + 1):
            wanted.update(module_files(".".join(parts[:depth])) if depth < len(parts) else module_files(module))
    return [name for name in names if name in wanted or name.startswith("site-packages/")]


def imported_names(source: str, package: str = "") -> set[str]:
    """Every module a Python source names in an import statement, anywhere in it (inside functions and try blocks
    too: more than it may import, never less), as absolute dotted names; `package` resolves relative imports."""
    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1] if package else []
                base = ".".join([*parent, *([base] if base else [])])
            if base:
                names.add(base)
                names.update(f"{base}.{alias.name}" for alias in node.names if alias.name != "*")
    return names


def engine_imports(package_dir: Path) -> set[str]:
    """The modules the engine's sources (`package_dir`: pysrc/puzzlelab) import, by name, but its command line's."""
    names = set()
    for path in package_dir.rglob("*.py"):
        if path.name.startswith(("cli", "__main__")):
            continue
        package = ".".join(path.relative_to(package_dir.parent).with_suffix("").parts[:-1])
        names |= imported_names(path.read_text(encoding="utf-8"), package)
    return names


def import_closure(archive: zipfile.ZipFile, names: set[str], known: set[str]) -> set[str]:
    """The modules of `archive` (a standard library zip) among `names` and every module of it they name in turn, but
    those in `known` (kept or frozen already) and what only those name."""
    entries = set(archive.namelist())
    found, waiting = set(), set(names)
    while waiting:
        name = waiting.pop()
        parts = name.split(".")
        for depth in range(1, len(parts) + 1):
            prefix = ".".join(parts[:depth])
            if prefix in found or prefix in known:
                continue
            entry = next((file for file in module_files(prefix)[:2] if file in entries), None)
            if entry is None:
                break  # built in, frozen, or not a module of the archive (a name imported from a module)
            found.add(prefix)
            package = prefix if entry.endswith("__init__.py") else prefix.rpartition(".")[0]
            try:
                waiting |= imported_names(archive.read(entry).decode("utf-8"), package) - found
            except (SyntaxError, UnicodeDecodeError):
                pass
    return found


def blank_docs(source: str) -> str:
    """`source` (Python) with its comments removed and each docstring replaced by an empty one that spans as many
    lines (`(""` and its newlines, then `)`), so that every line keeps its number and a traceback still points at
    the right line. A module, class or function then has "" as its __doc__. Raises SyntaxError or tokenize.TokenError
    on source it cannot read."""
    lines = source.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    offset = lambda row_column: starts[row_column[0] - 1] + row_column[1]  # noqa: E731 - a two-word helper
    tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    edits = []
    statement_start = True  # the next token begins a statement (a docstring is a statement of one string)
    for index, token in enumerate(tokens):
        if token.type == tokenize.COMMENT:
            edits.append((offset(token.start), offset(token.end), ""))
            continue
        following = next((later.type for later in tokens[index + 1:] if later.type != tokenize.COMMENT),
                         tokenize.ENDMARKER)
        if token.type == tokenize.STRING and statement_start and following in (tokenize.NEWLINE, tokenize.ENDMARKER):
            newlines = token.string.count("\n")
            edits.append((offset(token.start), offset(token.end), f'(""{chr(10) * newlines})' if newlines else '""'))
        if token.type != tokenize.NL:
            statement_start = token.type in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.ENCODING)
    for start, end, replacement in reversed(edits):
        source = source[:start] + replacement + source[end:]
    return source


def slimmed(name: str, data: bytes) -> bytes:
    """A module file's bytes with blank_docs applied, or `data` as it is when that fails or would not compile."""
    if not name.endswith(".py"):
        return data
    try:
        text = data.decode("utf-8")
        blanked = blank_docs(text)
        compile(blanked, name, "exec", dont_inherit=True)
    except (UnicodeDecodeError, SyntaxError, tokenize.TokenError, ValueError):
        return data
    return blanked.encode("utf-8") if blanked.count("\n") == text.count("\n") else data


def trim_stdlib(source: Path, target: Path, keep: tuple[str, ...] = STDLIB_KEEP, slim: bool = True,
                engine: Path | None = None) -> tuple[int, int]:
    """Write `target`: the entries of the zip `source` that `keep` needs (kept_entries), with blank_docs applied when
    `slim` (brotli: 0.30 MB instead of 0.51), stored (no compression), in the source's order with its dates. With
    `engine` (the engine's package folder), also every module its sources import that `keep` lacks, and what those
    import in turn (import_closure): an import added to the engine since STDLIB_KEEP was recorded still finds its
    module (`python3 -m buildtools.stdlib_record` keeps the list tight). Returns
    (entries kept, entries in the source). An empty `keep` keeps every entry (stored all the same)."""
    with zipfile.ZipFile(source) as archive:
        infos = archive.infolist()
        names = [info.filename for info in infos]
        if keep and engine is not None:
            keep = tuple(sorted({*keep, *import_closure(archive, engine_imports(engine), {*keep, *STDLIB_FROZEN})}))
        kept = set(kept_entries(names, keep)) if keep else set(names)
        with zipfile.ZipFile(target, "w", compression=zipfile.ZIP_STORED) as trimmed:
            for info in infos:
                if info.filename in kept:
                    copy = zipfile.ZipInfo(info.filename, date_time=info.date_time)
                    copy.external_attr = info.external_attr
                    data = archive.read(info)
                    trimmed.writestr(copy, slimmed(info.filename, data) if slim else data,
                                     compress_type=zipfile.ZIP_STORED)
    return len(kept), len(infos)


def write_stdlib(source: Path, target: Path, engine: Path) -> None:
    """`target`: Pyodide's standard library `source` cut down to what the engine (`engine`: its package folder) and
    Pyodide's start-up import, docstrings and comments blanked, stored (trim_stdlib; brotli on the wire: 0.30 MB instead
    of the whole deflated archive's 2.5 MB)."""
    kept, total = trim_stdlib(source, target, engine=engine)
    log(f"python_stdlib.zip: {kept} of {total} entries kept, stored ({target.stat().st_size / 1e6:.1f} MB raw)")
