"""The app icons (the masthead's knight on the accent colour) for the web app manifest, drawn at build time and
cached under .build/ (`python -m buildtools.icons [FOLDER]` draws them into FOLDER to look at).

Standard library only: a small SVG-path flattener and an anti-aliased scanline filler write RGBA PNGs with zlib,
and the same shapes are written as icons/icon.svg, so the favicon, the install icons and the masthead agree.
"""

from __future__ import annotations

import hashlib
import math
import os
import re
import shutil
import struct
import sys
import zlib
from pathlib import Path

from buildtools.common import WORK

ACCENT = "#1d4e89"  # --accent in style.css: the tile
CREAM = "#f7f3ea"  # the knight, as in index.html's brand mark
VIEWBOX = 32  # the brand mark's coordinates: a 30 x 30 tile with 7-unit corners at (1, 1), the knight inside it
KNIGHT_PATH = (
    "M10 25h13c.4-4-.2-8.4-2-11.5-1.2-2.2-3.3-3.8-5.5-4.3l-.9-2.6-1.7 2.9c-1.8.7-3.3 2.2-4 4.2l-1.6 3.7"
    "c-.3 1 .4 1.8 1.3 1.7l2.9-.8c.9-.3 1.8-.2 2.5.3-2.5 2-4 5-4 6.4z"
)
MASKABLE_SCALE = 0.85  # maskable icons are cropped to a circle of 80 % of their width: the knight stays inside it

# name -> (pixels, purpose); "any" icons have transparent rounded corners, "maskable" ones are full-bleed squares.
ICONS = {
    "icon-192.png": (192, "any"),
    "icon-512.png": (512, "any"),
    "icon-maskable-512.png": (512, "maskable"),
    "apple-touch-icon.png": (180, "maskable"),  # iOS rounds the corners itself and wants no transparency
}

Point = tuple[float, float]


def path_polygons(path: str, curve_steps: int = 16) -> list[list[Point]]:
    """Closed polygons (lists of points) approximating an SVG path of M, L, H, V, C and Z commands (either case)."""
    tokens = re.findall(r"[MmLlHhVvCcZz]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?", path)
    polygons: list[list[Point]] = []
    current: list[Point] = []
    x = y = 0.0
    command = ""
    index = 0

    def numbers(count: int) -> list[float]:
        nonlocal index
        values = [float(token) for token in tokens[index : index + count]]
        index += count
        return values

    while index < len(tokens):
        if tokens[index].isalpha():
            command = tokens[index]
            index += 1
        relative = command.islower()
        kind = command.upper()
        if kind == "Z":
            if current:
                polygons.append(current)
                x, y = current[0]
            current = []
            continue
        if kind == "M":
            dx, dy = numbers(2)
            x, y = (x + dx, y + dy) if relative else (dx, dy)
            if current:
                polygons.append(current)
            current = [(x, y)]
            command = "l" if relative else "L"  # further pairs after a moveto are linetos
        elif kind == "L":
            dx, dy = numbers(2)
            x, y = (x + dx, y + dy) if relative else (dx, dy)
            current.append((x, y))
        elif kind == "H":
            (value,) = numbers(1)
            x = x + value if relative else value
            current.append((x, y))
        elif kind == "V":
            (value,) = numbers(1)
            y = y + value if relative else value
            current.append((x, y))
        elif kind == "C":
            values = numbers(6)
            if relative:
                values = [value + (x if i % 2 == 0 else y) for i, value in enumerate(values)]
            x1, y1, x2, y2, x3, y3 = values
            for step in range(1, curve_steps + 1):
                t = step / curve_steps
                u = 1 - t
                current.append((
                    u * u * u * x + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3,
                    u * u * u * y + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3,
                ))
            x, y = x3, y3
        else:
            raise ValueError(f"unsupported path command {command!r}")
    if current:
        polygons.append(current)
    return polygons


def rounded_square(left: float, top: float, size: float, radius: float, arc_steps: int = 12) -> list[Point]:
    """A polygon for a square with circular corners (clockwise on screen)."""
    points: list[Point] = []
    corners = ((left + size - radius, top + radius, -90), (left + size - radius, top + size - radius, 0),
               (left + radius, top + size - radius, 90), (left + radius, top + radius, 180))
    for cx, cy, start in corners:
        for step in range(arc_steps + 1):
            angle = math.radians(start + 90 * step / arc_steps)
            points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return points


def coverage(polygons: list[list[Point]], width: int, height: int, rows_per_pixel: int = 4) -> list[list[float]]:
    """Per pixel, the fraction (0..1) covered by the polygons (non-zero winding): exact across, sampled down."""
    edges = []
    for polygon in polygons:
        for (x0, y0), (x1, y1) in zip(polygon, polygon[1:] + polygon[:1]):
            if y0 != y1:
                edges.append((x0, y0, x1, y1, 1 if y1 > y0 else -1))
    grid = [[0.0] * width for _ in range(height)]
    weight = 1 / rows_per_pixel
    for row in range(height):
        cells = grid[row]
        for sub in range(rows_per_pixel):
            sample_y = row + (sub + 0.5) / rows_per_pixel
            crossings = sorted(
                (x0 + (sample_y - y0) * (x1 - x0) / (y1 - y0), direction)
                for x0, y0, x1, y1, direction in edges
                if min(y0, y1) <= sample_y < max(y0, y1)
            )
            winding = 0
            for (start, direction), (end, _) in zip(crossings, crossings[1:]):
                winding += direction
                if winding != 0 and end > start:
                    add_span(cells, max(0.0, start), min(float(width), end), weight)
    return grid


def add_span(cells: list[float], start: float, end: float, weight: float) -> None:
    """Add `weight` times the covered part of each pixel between x = start and x = end to `cells`."""
    if end <= start:
        return
    first, last = int(start), int(end)
    if first == last:
        cells[first] += weight * (end - start)
        return
    cells[first] += weight * (first + 1 - start)
    for column in range(first + 1, min(last, len(cells))):
        cells[column] += weight
    if last < len(cells):
        cells[last] += weight * (end - last)


def hex_rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def render(size: int, purpose: str) -> bytes:
    """The icon as RGBA pixel rows, `size` x `size`."""
    scale = size / VIEWBOX
    if purpose == "maskable":
        tile = [[(0.0, 0.0), (size, 0.0), (size, size), (0.0, size)]]
        knight_scale, offset = scale * MASKABLE_SCALE, size * (1 - MASKABLE_SCALE) / 2
    else:
        tile = [rounded_square(1 * scale, 1 * scale, 30 * scale, 7 * scale)]
        knight_scale, offset = scale, 0.0
    knight = [[(x * knight_scale + offset, y * knight_scale + offset) for x, y in polygon]
              for polygon in path_polygons(KNIGHT_PATH)]
    layers = [(coverage(tile, size, size), hex_rgb(ACCENT)), (coverage(knight, size, size), hex_rgb(CREAM))]
    rows = bytearray()
    for row in range(size):
        rows.append(0)  # PNG filter: none
        for column in range(size):
            red = green = blue = alpha = 0.0  # premultiplied "over" compositing, layer by layer
            for grid, (r, g, b) in layers:
                a = min(1.0, grid[row][column])
                red, green, blue = r * a + red * (1 - a), g * a + green * (1 - a), b * a + blue * (1 - a)
                alpha = a + alpha * (1 - a)
            if alpha > 0:
                rows += bytes((round(red / alpha), round(green / alpha), round(blue / alpha), round(alpha * 255)))
            else:
                rows += b"\0\0\0\0"
    return bytes(rows)


def png(size: int, rgba_rows: bytes) -> bytes:
    """A PNG file (8-bit RGBA, no interlace) of filtered pixel rows."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rgba_rows, 9))
        + chunk(b"IEND", b"")
    )


def svg() -> str:
    """The icon as SVG (the favicon): the masthead's brand mark."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {VIEWBOX} {VIEWBOX}">'
        f'<rect x="1" y="1" width="30" height="30" rx="7" fill="{ACCENT}"/>'
        f'<path d="{KNIGHT_PATH}" fill="{CREAM}"/></svg>\n'
    )


def write_icons(folder: Path) -> list[str]:
    """Write icon.svg and every PNG in ICONS into `folder`; returns the file names written."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "icon.svg").write_text(svg())
    for name, (size, purpose) in ICONS.items():
        (folder / name).write_bytes(png(size, render(size, purpose)))
    return ["icon.svg", *ICONS]


def write_site_icons(site: Path) -> None:
    """site/icons/: icon.svg and the PNGs the web app manifest names, drawn once per version of this file (cached
    under .build/)."""
    source_hash = hashlib.sha256(Path(__file__).read_bytes()).hexdigest()[:16]
    cache = WORK / f"icons-{source_hash}"
    if not cache.is_dir():
        scratch = WORK / f"icons-{source_hash}.{os.getpid()}.tmp"
        shutil.rmtree(scratch, ignore_errors=True)
        write_icons(scratch)
        try:
            scratch.rename(cache)
        except OSError:  # a parallel build got there first
            shutil.rmtree(scratch, ignore_errors=True)
    shutil.copytree(cache, site / "icons", dirs_exist_ok=True)


if __name__ == "__main__":
    print(write_icons(Path(sys.argv[1] if len(sys.argv) > 1 else "icons-preview")))
