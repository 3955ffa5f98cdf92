"""The pattern databases' shipped form (puzzles/fifteen/excess.py): each entry stored as its excess over the pattern
tiles' Manhattan distance, read back exactly, refused when damaged or when a table is not one of counted slides."""

import pytest

from puzzlelab.puzzles.fifteen import excess, pdb

SMALL = [(3, 3, (1, 2, 3)), (2, 3, (3, 4, 5)), (3, 3, (4, 5, 6, 7))]


def manhattan(rows: int, columns: int, tiles, placement) -> int:
    return sum(abs(cell // columns - (tile - 1) // columns) + abs(cell % columns - (tile - 1) % columns)
               for tile, cell in zip(tiles, placement))


@pytest.mark.parametrize(("rows", "columns", "tiles"), SMALL + [(4, 4, (2, 3, 4))])
def test_the_manhattan_table_follows_the_compact_index(rows, columns, tiles):
    table = excess.manhattan_table(rows, columns, tiles)
    assert len(table) == pdb.database_size(rows * columns, len(tiles))
    for index in range(0, len(table), 7):
        placement = pdb.unrank_placement(index, rows * columns, len(tiles))
        assert table[index] == manhattan(rows, columns, tiles, placement)


@pytest.mark.parametrize(("rows", "columns", "tiles"), SMALL)
def test_a_database_round_trips_through_its_compact_file(rows, columns, tiles):
    table = bytes(pdb.build_reference(rows, columns, tiles))
    stored = excess.encode(rows, columns, tiles, table)
    assert max(stored) <= max(table) // 2  # small numbers: what makes brotli pack it tight
    assert excess.decode(rows, columns, tiles, stored) == table
    header, entries = pdb.from_bytes(pdb.to_bytes(rows, columns, tiles, table, compact=True), rows, columns, tiles)
    assert entries == table and header["encoding"] == excess.ENCODING
    assert pdb.from_bytes(pdb.to_bytes(rows, columns, tiles, table))[1] == table  # the raw form still reads


def test_a_damaged_compact_file_is_refused():
    table = bytes(pdb.build_reference(3, 3, (1, 2, 3)))
    damaged = bytearray(pdb.to_bytes(3, 3, (1, 2, 3), table, compact=True))
    damaged[-5] += 1
    with pytest.raises(ValueError, match="damaged"):
        pdb.from_bytes(bytes(damaged))


def test_a_table_below_manhattan_distance_or_odd_against_it_is_not_encoded():
    table = bytearray(pdb.build_reference(3, 3, (1, 2, 3)))
    table[0] += 1  # the goal placement (Manhattan distance 0) one move away: odd
    with pytest.raises(ValueError, match="even excess"):
        excess.encode(3, 3, (1, 2, 3), bytes(table))
    with pytest.raises(ValueError, match="even excess"):
        excess.encode(3, 3, (1, 2, 3), bytes(len(table)))  # every entry 0: below Manhattan distance
