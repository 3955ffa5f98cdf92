"""JavaScript the page loads from the site itself, fetched from npm at build time as the Pyodide runtime is
(runtime.py): gifenc, the GIF encoder of the shared picture (web/js/share/gif.js). Fetched once into .build/, its
sha256 checked, copied into the site's vendor/ with its licence; never committed."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import tarfile
import tempfile
from pathlib import Path

from buildtools.common import WORK, fail, log, replace_file, run

GIFENC_VERSION = "1.0.3"  # npm package `gifenc`: MIT, no dependencies
# The ES module as npm ships it (9,098 bytes minified); a changed file fails the build instead of shipping.
GIFENC_SHA256 = "217761244379253ba5815510d3048a4fb1f4c4dbe9fb51a5cfbfe26f34eec093"
GIFENC_FILES = {"gifenc.mjs": "package/dist/gifenc.esm.js", "gifenc.LICENSE.md": "package/LICENSE.md"}
SOURCE_MAP_LINE = b"//# sourceMappingURL=gifenc.esm.js.map"  # its map is not shipped: the line goes


def gifenc_files() -> Path:
    """The folder holding GIFENC_FILES from npm gifenc@GIFENC_VERSION, fetched once and cached in .build/."""
    cache = WORK / f"gifenc-{GIFENC_VERSION}"
    if all((cache / name).exists() for name in GIFENC_FILES):
        return cache
    if not shutil.which("npm"):
        fail("npm is needed once to fetch gifenc (apt-get install -y npm)")
    log(f"fetching gifenc@{GIFENC_VERSION} from npm")
    WORK.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory(dir=WORK) as download:
        result = run(["npm", "pack", f"gifenc@{GIFENC_VERSION}", "--silent", "--pack-destination", download],
                     capture_output=True, text=True, stdin=subprocess.DEVNULL)
        tarball = Path(download) / result.stdout.strip().splitlines()[-1]
        partial = Path(download) / "gifenc"
        partial.mkdir()
        with tarfile.open(tarball) as archive:
            for name, member in GIFENC_FILES.items():
                with archive.extractfile(archive.getmember(member)) as source:
                    (partial / name).write_bytes(source.read())
        digest = hashlib.sha256((partial / "gifenc.mjs").read_bytes()).hexdigest()
        if digest != GIFENC_SHA256:
            fail(f"gifenc@{GIFENC_VERSION} from npm is not the file pinned in buildtools/vendor.py (sha256 {digest})")
        shutil.rmtree(cache, ignore_errors=True)
        partial.rename(cache)
    return cache


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
