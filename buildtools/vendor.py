"""JavaScript the page loads from the site itself, fetched from npm at build time as the Pyodide runtime is
(runtime.py): gifenc, the GIF encoder of the shared picture (web/js/share/gif.js). Fetched once into .build/, its
sha256 checked, copied into the site's vendor/ with its licence; never committed."""

from __future__ import annotations

import shutil
from pathlib import Path

from buildtools.common import npm_files, replace_file

GIFENC_VERSION = "1.0.3"  # npm package `gifenc`: MIT, no dependencies
# The ES module as npm ships it (9,098 bytes minified); a changed file fails the build instead of shipping.
GIFENC_SHA256 = "217761244379253ba5815510d3048a4fb1f4c4dbe9fb51a5cfbfe26f34eec093"
GIFENC_FILES = {"gifenc.mjs": "package/dist/gifenc.esm.js", "gifenc.LICENSE.md": "package/LICENSE.md"}
SOURCE_MAP_LINE = b"//# sourceMappingURL=gifenc.esm.js.map"  # its map is not shipped: the line goes


def gifenc_files() -> Path:
    """The folder holding GIFENC_FILES from npm gifenc@GIFENC_VERSION, fetched once and cached in .build/."""
    return npm_files("gifenc", GIFENC_VERSION, GIFENC_FILES, pinned={"gifenc.mjs": GIFENC_SHA256})


def write_vendor(site: Path) -> None:
    """site/vendor/: gifenc's module (a line naming it and its licence first, the source map's line taken out) and
    its licence."""
    cache = gifenc_files()
    target = site / "vendor"
    target.mkdir(exist_ok=True)
    module = (cache / "gifenc.mjs").read_bytes().replace(SOURCE_MAP_LINE, b"").rstrip() + b"\n"
    banner = f"// gifenc {GIFENC_VERSION} (npm), MIT licence: gifenc.LICENSE.md beside this file.\n".encode()
    replace_file(target / "gifenc.mjs", banner + module)
    shutil.copy2(cache / "gifenc.LICENSE.md", target / "gifenc.LICENSE.md")
