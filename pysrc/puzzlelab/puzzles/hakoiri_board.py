"""The tray of 箱入り娘 (hakoiri musume), 4 columns by 5 rows: the pieces' shapes and placements, the pieces of a
layout read from its text, and where one piece can slide. hakoiri.py holds the puzzle; hakoiri_rank.py ranks the
layouts.

A layout's text is one character a cell, row-major from the top left: D the daughter (2x2), V an upright piece (1 wide,
2 high), H the lying piece (2 wide, 1 high), S a small piece (1x1), '.' an empty cell. The text alone says where each
piece is: the D cells are the one 2x2 square, the H cells the one pair, and in each column the V cells pair off from
the top down (a run of V cells is whole upright pieces stacked); a piece is named by its anchor, its top-left cell.
"""

from __future__ import annotations

from ..words import message, name

COLUMNS, ROWS = 4, 5
CELLS = COLUMNS * ROWS
EMPTY, DAUGHTER, UPRIGHT, LYING, SMALL = ".", "D", "V", "H", "S"
SHAPES = {DAUGHTER: (2, 2), UPRIGHT: (1, 2), LYING: (2, 1), SMALL: (1, 1)}  # piece -> (columns, rows) it spans
PIECE_COUNTS = {DAUGHTER: 1, UPRIGHT: 4, LYING: 1, SMALL: 4}  # ten pieces
EMPTY_COUNT = 2
CELL_COUNTS = {EMPTY: EMPTY_COUNT} | {piece: count * SHAPES[piece][0] * SHAPES[piece][1]
                                      for piece, count in PIECE_COUNTS.items()}  # each character's cells in a text
EXIT_ANCHOR = 13  # the goal: the daughter on rows 4-5, columns 2-3, over the exit in the bottom edge
EXIT_CELLS = (17, 18)  # the bottom row's cells the exit opens under
DIRECTIONS = (("up", -COLUMNS, -1, 0), ("left", -1, 0, -1), ("right", 1, 0, 1), ("down", COLUMNS, 1, 0))
"""(word, anchor step, row step, column step), in the order every search here tries them."""


def _placements() -> dict[str, tuple[tuple[int, ...] | None, ...]]:
    """For each piece and each cell as its anchor, the cells it covers (None where it would stick out)."""
    found = {}
    for piece, (width, height) in SHAPES.items():
        found[piece] = tuple(
            tuple((row + dr) * COLUMNS + column + dc for dr in range(height) for dc in range(width))
            if column + width <= COLUMNS and row + height <= ROWS else None
            for row, column in (divmod(anchor, COLUMNS) for anchor in range(CELLS)))
    return found


def _union(masks) -> int:
    found = 0
    for mask in masks:
        found |= mask
    return found


PLACEMENTS = _placements()
MASKS = {piece: tuple(0 if cells is None else sum(1 << cell for cell in cells) for cells in placed)
         for piece, placed in PLACEMENTS.items()}
"""MASKS[piece][anchor]: the cells a piece anchored there covers, one bit a cell (0: it would stick out)."""
STEPS = {piece: tuple(
    tuple((word, anchor + step) for word, step, dr, dc in DIRECTIONS
          if masks[anchor] and 0 <= anchor // COLUMNS + dr < ROWS and 0 <= anchor % COLUMNS + dc < COLUMNS
          and masks[anchor + step])
    for anchor in range(CELLS)) for piece, masks in MASKS.items()}
"""STEPS[piece][anchor]: (direction word, next anchor) for each one-cell slide that keeps the piece in the tray."""
AROUND = {piece: tuple(_union(MASKS[piece][there] for _word, there in STEPS[piece][anchor]) & ~mask
                       for anchor, mask in enumerate(masks)) for piece, masks in MASKS.items()}
"""AROUND[piece][anchor]: the cells one slide of the piece would newly cover (it can move only if one is empty)."""


def place_name(cell: int) -> dict:
    """A cell as a player reads it: "row 1, column 1" at the top left, "row 5, column 4" at the bottom right (the
    page's "place.row_column")."""
    row, column = divmod(cell, COLUMNS)
    return name("place.row_column", f"row {row + 1}, column {column + 1}", row=row + 1, column=column + 1)


def pieces_of(text: str) -> list[tuple[str, int]]:
    """(piece, anchor) of each piece of a well-formed layout text, in reading order of the anchors."""
    found, covered = [], 0
    for cell, char in enumerate(text):
        if char != EMPTY and not covered >> cell & 1:
            found.append((char, cell))
            covered |= MASKS[char][cell]
    return found


def piece_at(text: str, cell: int) -> tuple[str, int] | None:
    """(piece, anchor) of the piece covering `cell` in a well-formed layout, or None for an empty cell."""
    for piece, anchor in pieces_of(text):
        if MASKS[piece][anchor] >> cell & 1:
            return piece, anchor
    return None


def empty_mask(text: str) -> int:
    """The empty cells of a layout, one bit a cell."""
    first = text.index(EMPTY)
    return 1 << first | 1 << text.index(EMPTY, first + 1)


def shape_problem(text: str) -> str | None:
    """What keeps a text of the right characters and counts from being a layout, in words; None for a layout.
    Reading the cells in order, the first cell not yet covered must be the anchor of a whole piece of its letter."""
    covered = 0
    for cell, char in enumerate(text):
        if char == EMPTY or covered >> cell & 1:
            continue
        cells = PLACEMENTS[char][cell]
        if cells is None or any(text[other] != char or covered >> other & 1 for other in cells):
            return _misfit(char, cell)
        covered |= MASKS[char][cell]
    return None


def _misfit(char: str, cell: int) -> dict:
    where = place_name(cell)
    if char == DAUGHTER:
        return message("notation.hakoiri.daughter", place=where)
    if char == LYING:
        return message("notation.hakoiri.lying", place=where)
    return message("notation.hakoiri.upright", place=where)


def slide_paths(piece: str, anchor: int, free: int) -> dict[int, tuple[int, ...]]:
    """Every place the piece anchored at `anchor` can slide to without lifting, around corners too, over the cells
    of `free` (the empty cells and its own): {target anchor: the anchors it passes, origin first, target last},
    each a shortest path, found breadth first trying up, left, right, down in turn; the origin is not a target."""
    masks, steps = MASKS[piece], STEPS[piece]
    parents = {anchor: anchor}
    queue = [anchor]
    for here in queue:
        for _word, there in steps[here]:
            if there not in parents and not masks[there] & ~free:
                parents[there] = here
                queue.append(there)
    paths = {}
    for target in queue[1:]:
        path = [target]
        while path[-1] != anchor:
            path.append(parents[path[-1]])
        paths[target] = tuple(reversed(path))
    return paths


def slide_targets(piece: str, anchor: int, free: int) -> list[int]:
    """The targets of `slide_paths` alone, in the same order (the table builder's and searches' inner loop)."""
    masks, steps = MASKS[piece], STEPS[piece]
    seen = [anchor]
    for here in seen:
        for _word, there in steps[here]:
            if there not in seen and not masks[there] & ~free:
                seen.append(there)
    return seen[1:]


def moved(text: str, piece: str, anchor: int, target: int) -> str:
    """The layout after the piece at `anchor` has slid to `target`."""
    cells = list(text)
    for cell in PLACEMENTS[piece][anchor]:
        cells[cell] = EMPTY
    for cell in PLACEMENTS[piece][target]:
        cells[cell] = piece
    return "".join(cells)


def layouts_after(text: str) -> list[str]:
    """Every layout one move away: each piece next to an empty cell slid to each place it can reach."""
    empty = empty_mask(text)
    found = []
    for piece, anchor in pieces_of(text):
        if AROUND[piece][anchor] & empty:
            for target in slide_targets(piece, anchor, empty | MASKS[piece][anchor]):
                found.append(moved(text, piece, anchor, target))
    return found


def path_words(path: tuple[int, ...]) -> dict:
    """A slide's path in words (a message), runs of one direction counted: "down", "down 2", "left then down"."""
    runs: list[list] = []
    for here, there in zip(path, path[1:]):
        word = next(word for word, step, _dr, _dc in DIRECTIONS if there - here == step)
        if runs and runs[-1][0] == word:
            runs[-1][1] += 1
        else:
            runs.append([word, 1])
    steps = [message("slide.one", direction=name(f"direction.{word}", word)) if count == 1
             else message("slide.run", direction=name(f"direction.{word}", word), count=count) for word, count in runs]
    words = steps[-1]
    for step in reversed(steps[:-1]):
        words = message("slide.then", first=step, then=words)
    return words
