"""What a page needs to draw 箱入り娘 (hakoiri.py): the board's description for the catalogue and a layout's view,
the pieces with their cells and the household's traditional labels, which are decoration (positions forget who is who).
"""

from __future__ import annotations

from .hakoiri_board import (COLUMNS, DAUGHTER, EMPTY, EXIT_ANCHOR, EXIT_CELLS, LYING, PIECE_COUNTS, PLACEMENTS,
                            ROWS, SHAPES, SMALL, UPRIGHT, pieces_of)

PIECE_NAMES = {DAUGHTER: "daughter", UPRIGHT: "upright piece", LYING: "lying piece", SMALL: "small piece",
               EMPTY: "empty cell"}
SHAPE_WORDS = {DAUGHTER: "daughter", UPRIGHT: "upright", LYING: "lying", SMALL: "small"}

# The household on the pieces, as the Japanese tradition writes them, each shape's in reading order of the classic start
# (top to bottom, left to right), so that the start shows them where the picture in the books has them: the daughter
# 娘; the upright pieces 父 (father) and 母 (mother) beside her, 女中 (maids) below them; the lying piece 番頭
# (head clerk) under her; the small pieces 丁稚 (apprentices) in the fourth row and the bottom left corner, 手代
# (clerk) in the bottom right. Sources, which agree: the picture of the start in the article 箱入り娘(パズル) of
# the アニヲタWiki (w.atwiki.jp/aniwotawiki, 2025), and Mure Yoko's essay パズル「箱入り娘」に挑戦する
# (よみタイ, yomitai.jp, series 今日は、これをしました), which counts three 丁稚 and a 手代, one
# 番頭, two 女中, 父 and 母 around the 娘 and notes that some makers write 下男 and 下女 for the maids. Other
# sets exist (祖父, 祖母, 兄弟, 小僧...).
HOUSEHOLD = {
    DAUGHTER: (("娘", "daughter"),),
    UPRIGHT: (("父", "father"), ("母", "mother"), ("女中", "maid"), ("女中", "maid")),
    LYING: (("番頭", "head clerk"),),
    SMALL: (("丁稚", "apprentice"), ("丁稚", "apprentice"), ("丁稚", "apprentice"), ("手代", "clerk")),
}
LABEL_RULE = "reading order"  # how a layout's pieces get the labels: each shape's in reading order of the anchors


def layout_view(text: str) -> dict:
    """A layout as the page draws it: {"cells": the text, "pieces": [{"piece" (its letter), "shape" ("daughter",
    "upright", "lying", "small"), "anchor" (top-left cell), "cells" (row-major), "columns", "rows", "label", "role"},
    ...]} in reading order of the anchors. The labels are each shape's HOUSEHOLD in reading order: the classic
    start shows the traditional picture; elsewhere two like pieces may trade labels from one layout to the next (a
    page that wants a label to stay with its piece through a game carries it along each move's motion)."""
    pieces, seen = [], dict.fromkeys(SHAPES, 0)
    for piece, anchor in pieces_of(text):
        label, role = HOUSEHOLD[piece][seen[piece]]
        seen[piece] += 1
        columns, rows = SHAPES[piece]
        pieces.append({"piece": piece, "shape": SHAPE_WORDS[piece], "anchor": anchor,
                       "cells": list(PLACEMENTS[piece][anchor]), "columns": columns, "rows": rows,
                       "label": label, "role": role})
    return {"cells": text, "pieces": pieces}


def board_description() -> dict:
    """The catalogue's `board` for a drawer of kind "blocks": {"kind", "rows", "columns", "exit": {"side", "cells"}
    (the gap in the tray's bottom edge, under those cells), "goal": {"piece", "anchor", "cells"} (where the daughter
    must stand), "shapes": {letter: {"name", "shape", "columns", "rows", "count"}}, "labels": {letter: [{"label",
    "role"}, ...]} (HOUSEHOLD, in the order LABEL_RULE hands them out), "label_rule"}."""
    return {
        "kind": "blocks", "rows": ROWS, "columns": COLUMNS,
        "exit": {"side": "bottom", "cells": list(EXIT_CELLS)},
        "goal": {"piece": DAUGHTER, "anchor": EXIT_ANCHOR, "cells": list(PLACEMENTS[DAUGHTER][EXIT_ANCHOR])},
        "shapes": {piece: {"name": PIECE_NAMES[piece], "shape": SHAPE_WORDS[piece], "columns": SHAPES[piece][0],
                           "rows": SHAPES[piece][1], "count": PIECE_COUNTS[piece]} for piece in SHAPES},
        "labels": {piece: [{"label": label, "role": role} for label, role in HOUSEHOLD[piece]] for piece in SHAPES},
        "label_rule": LABEL_RULE,
    }
