"""What the site ships beside the engine, computed by CPython at build time (build.py) and answered by the engine
(api.Engine.catalog): the catalogue of puzzles, and every distance table as a file the browser loads.
"""

from __future__ import annotations

from pathlib import Path

from . import __version__
from .histories import history
from .puzzle import Puzzle
from .puzzles import FAMILIES, GROUP_OF, GROUPS, get_puzzle
from .tables import DistanceTable, table_key


def catalog() -> dict:
    """Every puzzle's description, in the registry's order, with the picker's groups (their words in English, whose
    keys the page knows by convention: "puzzle.<id>.title", ".rules" (sized: "rules_words"), ".history",
    "group.<id>.name", "size.<label's slug>.noun", "piece.<name's slug>", "level.<name>"):
    {"version", "groups": [{"id", "title", "puzzles": [ids]}], "puzzles": [catalog_entry(id), ...],
    "daily": {"archive_start": "YYYY-MM-DD"}} (the first daily puzzle: the page's archive lists the days from it)."""
    from .daily import ARCHIVE_START

    puzzles = [catalog_entry(puzzle_id) for puzzle_id in FAMILIES]
    groups = [{"id": group.id, "title": group.title, "puzzles": list(group.puzzles)} for group in GROUPS]
    return {"version": __version__, "groups": groups, "puzzles": puzzles,
            "daily": {"archive_start": ARCHIVE_START.isoformat()}}


def catalog_entry(puzzle_id: str) -> dict:
    """One puzzle's catalogue entry: id, title, group, board, pieces, start, goal, rules (the default size's; and
    rules_words, their message, with the figures of the size),
    start_view, goal_view, cells_text, position_length, palette, history, "answers" (Puzzle.answers: {"by": "table" |
    "search", "each_position": bool}), "random": {"offered": whether New game deals a random position (never the
    goal), "reason": None, or why not as a code the page words (Puzzle.no_random_reason: "any_placement",
    "path_from_empty")}, "data" where the worker fetches files for it (the 15-puzzle's databases);
    sized puzzles add "size" (the default), "sizes" ([min, max]) and "size_info": {"min", "max", "default",
    "label", "by_size": {"N": describe_size()}, "rectangles": {"RxC": describe_size()}} (None for puzzles of one
    size). "rectangles" lists the boards of R rows by C columns besides the squares, by the size a request names
    them ("7x8"; the uncrossed knight's path, R != C from 3 to 8); it is {} for every other puzzle."""
    family = FAMILIES[puzzle_id]
    game = get_puzzle(puzzle_id)
    entry = game.describe()
    entry.update(game.describe_size())
    entry["answers"] = game.answers()
    reason = game.no_random_reason()
    entry["random"] = {"offered": reason is None, "reason": reason}
    entry["group"] = GROUP_OF[puzzle_id]
    entry["cells_text"] = game.cells_text
    entry["history"] = history(puzzle_id)  # a few lines for the help panel (histories.py)
    if family.sizes is not None:
        low, high = family.sizes
        entry["size"] = family.default_size
        entry["sizes"] = [low, high]
        entry["size_info"] = {
            "min": low, "max": high, "default": family.default_size, "label": family.size_label,
            "by_size": {str(n): get_puzzle(puzzle_id, n).describe_size() for n in range(low, high + 1)},
            "rectangles": {shape: get_puzzle(puzzle_id, shape).describe_size() for shape in family.rectangle_sizes},
        }
    else:
        entry["size_info"] = None
    return entry


def table_file(puzzle: Puzzle) -> str:
    """The file name of a puzzle's shipped table, e.g. `frog-jump-3.bin`."""
    return f"{table_key(puzzle)}.bin"


def tabled_puzzles() -> list[Puzzle]:
    """Every puzzle (and size) answered by a distance table, in catalogue order."""
    found = []
    for puzzle_id, family in FAMILIES.items():
        sizes = [None] if family.sizes is None else range(family.sizes[0], family.sizes[1] + 1)
        for size in sizes:
            game = get_puzzle(puzzle_id, size)
            if game.tabled:
                found.append(game)
    return found


def export_tables(directory) -> list[str]:
    """Build every distance table and write it to `directory` as `table_file(puzzle)`; returns the
    file names. build.py ships them with the site so the browser loads rather than builds them."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    names = []
    for game in tabled_puzzles():
        name = table_file(game)
        (directory / name).write_bytes(DistanceTable.build(game).to_bytes())
        names.append(name)
    return names
