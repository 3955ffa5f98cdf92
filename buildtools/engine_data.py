"""The engine's data the site ships, computed by CPython at build time: catalog.json (for the page's first paint) and
every distance table (so the browser loads 8-puzzle distances instead of spending half a second building them).
`python -m buildtools.engine_data SITE` (pysrc/ importable) writes both into SITE."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from buildtools.common import log, run_module


def write_engine_data(site: Path) -> None:
    """site/catalog.json and site/tables/*.bin from puzzlelab.api, in a CPython process of their own."""
    run_module(sys.executable, "engine_data", site)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        sys.exit("usage: python -m buildtools.engine_data SITE  (with pysrc/ on PYTHONPATH)")
    from puzzlelab.api import catalog, export_tables

    site = Path(argv[0])
    (site / "catalog.json").write_text(json.dumps(catalog(), indent=1) + "\n")
    log(f"wrote catalog.json and {len(export_tables(site / 'tables'))} distance tables")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
