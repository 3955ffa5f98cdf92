"""Precompressed delivery: NAME.br (brotli, quality 11) and NAME.gz (gzip -9) beside each file of the site worth it,
cached under .build/ by the sha256 of the original. `python -m buildtools.compression brotli CACHE` (the tools venv's
Python, which has brotli) compresses the files named on stdin into CACHE; `... check-brotli` prints each NAME.br named
on stdin that does not decode to NAME."""

from __future__ import annotations

import gzip
import hashlib
import os
import sys
from pathlib import Path

from buildtools.common import WORK, fail, log, replace_file, run_module

# build.py writes NAME.br and NAME.gz beside each file at least this big that the coding shrinks to at most this
# fraction (the wasm, the runtime's JavaScript, the standard library (a stored zip: see stdlib.py), lockfile, tables,
# catalog, page assets; not the wheel, deflated already); the server sends the best copy the request accepts, with its
# Content-Encoding. Brotli: the wasm in 2.7 MB instead of gzip's 3.5 MB; every browser asks for it over HTTPS (and
# Chromium from localhost too); gzip serves the rest.
PRECOMPRESSED = {".br": "br", ".gz": "gzip"}  # suffix -> Content-Encoding, best first
COMPRESS_MIN_BYTES = 512
COMPRESS_MAX_RATIO = 0.9


def compression_candidates(site: Path) -> list[Path]:
    """Files of `site` worth a precompressed copy by size (not the copies themselves)."""
    return [path for path in sorted(site.rglob("*"))
            if path.is_file() and path.suffix not in PRECOMPRESSED and path.stat().st_size >= COMPRESS_MIN_BYTES]


def compression_cache(suffix: str) -> Path:
    """The folder under .build/ keeping compressed copies by the sha256 of the original (the same bytes every build)."""
    folder = WORK / f"{PRECOMPRESSED[suffix]}-cache"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def prepare_brotli(paths: list[Path], tools_python: Path) -> None:
    """Put a brotli copy of each file in `paths` into its cache (one run of `tools_python`, the tools venv's Python,
    for those it lacks)."""
    cache = compression_cache(".br")
    missing = [path for path in paths if len(path.read_bytes()) >= COMPRESS_MIN_BYTES
               and not (cache / (hashlib.sha256(path.read_bytes()).hexdigest() + ".br")).exists()]
    if missing:
        log(f"brotli: compressing {len(missing)} files")
        run_module(tools_python, "compression", "brotli", cache, input="\n".join(map(str, missing)), text=True)


def compressed_copy(data: bytes, suffix: str) -> bytes | None:
    """The NAME.br or NAME.gz bytes (`suffix`) for a file holding `data`, or None when it gets no such copy (too small,
    or the coding shrinks it too little). gzip -9 with mtime 0 is made here and cached; brotli copies come from the
    cache prepare_brotli fills (call it first)."""
    if len(data) < COMPRESS_MIN_BYTES:
        return None
    cached = compression_cache(suffix) / (hashlib.sha256(data).hexdigest() + suffix)
    if cached.exists():
        packed = cached.read_bytes()
    elif suffix == ".gz":
        packed = gzip.compress(data, compresslevel=9, mtime=0)
        replace_file(cached, packed)  # parallel builds may write it too
    else:
        fail(f"no {PRECOMPRESSED[suffix]} copy of a file of {len(data)} bytes was prepared")
    return packed if len(packed) <= COMPRESS_MAX_RATIO * len(data) else None


def write_compressed_copies(site: Path, tools_python: Path) -> dict[str, tuple[int, int]]:
    """Write NAME.br and NAME.gz beside each file the coding shrinks enough (compressed_copy). Returns, for each suffix,
    (raw bytes, compressed bytes) of the files that got that copy."""
    candidates = compression_candidates(site)
    prepare_brotli(candidates, tools_python)
    totals = {}
    for suffix in PRECOMPRESSED:
        raw_total = packed_total = 0
        for path in candidates:
            data = path.read_bytes()
            packed = compressed_copy(data, suffix)
            if packed is None:
                continue
            target = path.with_name(path.name + suffix)
            replace_file(target, packed)
            stat = path.stat()
            os.utime(target, (stat.st_atime, stat.st_mtime))  # the server sends a copy only if it is no older
            raw_total += len(data)
            packed_total += len(packed)
        totals[suffix] = (raw_total, packed_total)
    return totals


def brotli_into_cache(cache: Path, names: list[str]) -> None:
    """Each file of `names` compressed into `cache` as <sha256 of its bytes>.br. Quality 11 and a 16 MB window: slow
    (seconds for the wasm), hence the cache. Needs the brotli package (the tools venv)."""
    import brotli

    for name in names:
        data = Path(name).read_bytes()
        target = cache / (hashlib.sha256(data).hexdigest() + ".br")
        scratch = target.with_name(f".{target.name}.{os.getpid()}.tmp")
        scratch.write_bytes(brotli.compress(data, quality=11, lgwin=24))
        scratch.replace(target)


def undecoded_brotli(copies: list[str]) -> list[str]:
    """Those of `copies` (NAME.br files) whose brotli decoding is not NAME's bytes. Needs the brotli package."""
    import brotli

    return [name for name in copies
            if brotli.decompress(Path(name).read_bytes()) != Path(name).with_suffix("").read_bytes()]


def main(argv: list[str]) -> int:
    if len(argv) == 2 and argv[0] == "brotli":
        brotli_into_cache(Path(argv[1]), sys.stdin.read().splitlines())
    elif argv == ["check-brotli"]:
        print("\n".join(undecoded_brotli(sys.stdin.read().splitlines())), end="")
    else:
        sys.exit("usage: python -m buildtools.compression brotli CACHE | check-brotli  (file names on stdin)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
