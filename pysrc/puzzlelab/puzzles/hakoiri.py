"""箱入り娘 (hakoiri musume, "the daughter in the box"), the Japanese sliding-block puzzle: bring the daughter, a
2x2 piece, down to the exit of a 4x5 tray past her household. A move is one piece slid anywhere it can go without
lifting, around corners too: one move, as the Japanese tradition counts (81 from the classic start).

Positions are layout texts (hakoiri_board.py: D, V, H, S or '.' a cell, row-major, e.g. the start
`VDDVVDDVVHHVVSSVS..S`); like pieces are interchangeable, so a position is where the shapes are, not who is who. A
move `from-to` names the moving piece's anchor (its top-left cell) before and after, e.g. `17-18`.
"""

from __future__ import annotations

from ..puzzle import (BrokenInvariant, Puzzle, Unreachable, check_counts, check_text, english, format_cell_move,
                      grid_text, message, parse_cell_move, piece_name)
from .hakoiri_board import (AROUND, CELL_COUNTS, CELLS, COLUMNS, DAUGHTER, EMPTY, LYING, MASKS, PLACEMENTS,
                            SHAPES, empty_mask, moved, path_words, piece_at, pieces_of, place_name, shape_problem,
                            slide_paths, slide_targets)
from .hakoiri_bound import RelaxedDistances
from .hakoiri_cut_off import CUT_OFF_LAYOUTS, at_exit, cut_off_layouts
from .hakoiri_rank import LAYOUTS, LayoutRanker
from .hakoiri_view import PIECE_NAMES, board_description, layout_view

START = "VDDVVDDVVHHVVSSVS..S"
"""The classic start, the layout in every book (L. Edward Hordern, Sliding Piece Puzzles, Oxford University Press, 1986:
the Red Donkey, which is also France's L'Âne rouge and China's 华容道 in its layout 横刀立马): the daughter top
middle, an upright piece on each side of her and one below each of those, the lying piece under her, two small pieces
between the lower uprights and one in each bottom corner, the exit's cells empty. It takes 81 moves when a slide around
a corner counts as one (J. A. Storer's notes on the Red Donkey, www.cs.brandeis.edu/~storer/JimPuzzles: 81 "rectilinear"
moves, 90 straight-line ones)."""
SEPARATORS = str.maketrans("", "", "/ \n\t")  # a typed layout may be written in rows: VDDV/VDDV/...
CUT_OFF = "cut off from every goal"


class HakoiriMusume(Puzzle):
    """The 4x5 tray with the daughter (2x2), four upright pieces (1x2), the lying piece (2x1), four small pieces
    (1x1) and two empty cells; goal: any layout with the daughter at the bottom middle, over the exit (6,795 of them).

    Ranks: hakoiri_rank.LayoutRanker, 0 <= rank < 65,880, every layout of the ten pieces in the tray (53,954 can
    reach the exit, the rest are cut off). The distance table is the generic one (tables.backward_distances): a
    breadth-first search from all the goals at once, a move's predecessors being the moves (every slide can be slid
    back), about 0.5 s. Touches: a piece's cell, then an empty cell it comes to cover (see `move_cells`)."""

    name = "hakoiri-musume"
    reversible = True
    space_size = LAYOUTS
    cells = CELLS
    # Not cells_text: the view is the pieces with their cells (hakoiri_view), not the text, and the editor's palette
    # is the notation typed (a cell-by-cell palette would pass through texts that are no layout at every step).

    def __init__(self) -> None:
        self.ranker = LayoutRanker()
        self._goals: tuple[str, ...] | None = None
        self._relaxed: RelaxedDistances | None = None  # the lower bound's distances, made on first use

    # --- rules ---------------------------------------------------------------------------
    def start(self) -> str:
        return START

    def goals(self) -> tuple[str, ...]:
        """Every layout with the daughter at the exit, in rank order (made on first use, then kept)."""
        if self._goals is None:
            self._goals = tuple(text for text in self.ranker.layouts() if at_exit(text))
        return self._goals

    def goal_position(self) -> None:
        """None: the goal is any of 6,795 layouts (the board's "goal" says where the daughter must stand)."""
        return None

    def is_goal(self, position: str) -> bool:
        return at_exit(position)

    def successors(self, position: str):
        """((anchor, target), layout after) for each piece next to an empty cell and each place it can slide to, the
        pieces in reading order, the targets nearest first."""
        empty = empty_mask(position)
        for piece, anchor in pieces_of(position):
            if AROUND[piece][anchor] & empty:
                for target in slide_targets(piece, anchor, empty | MASKS[piece][anchor]):
                    yield (anchor, target), moved(position, piece, anchor, target)

    def why_illegal(self, position: str, move):
        anchor, target = move
        found = piece_at(position, anchor)
        if found is None or found[1] != anchor:
            return message("refused.hakoiri.no_piece", place=place_name(anchor))
        return message("refused.hakoiri.no_slide", piece=piece_name(PIECE_NAMES[found[0]]), place=place_name(anchor),
                       target=place_name(target))

    def unreachable_reason(self, position: str) -> Unreachable | None:
        """Cut off from every goal: no sequence of moves brings the daughter to the exit, proved by a search of the
        few layouts play can reach from here (hakoiri_cut_off.cut_off_layouts: exact, at most a few hundred layouts,
        kept for the last 4,096 asked). figures: {"reachable": those layouts, this one included, all sharing its
        fate; "cut_off": every layout that can't reach the exit, 11,926; "layouts": 65,880 in all}."""
        reachable = cut_off_layouts(position)
        if reachable is None:
            return None
        others = message("layouts.none_other") if reachable == 1 else message("layouts.others", n=reachable - 1)
        return Unreachable(message("unreachable.hakoiri.cut_off", others=others, cut_off=CUT_OFF_LAYOUTS,
                                   layouts=LAYOUTS), CUT_OFF,
                           {"reachable": reachable, "cut_off": CUT_OFF_LAYOUTS, "layouts": LAYOUTS})

    def unreachable_exact(self) -> bool:
        """True: the cut-off search decides every layout."""
        return True

    def lower_bound(self, position: str) -> int:
        """The fewest moves of a relaxed puzzle in which only the daughter, the lying piece and the empty cells are
        known and the other cells are interchangeable tokens (hakoiri_bound.RelaxedDistances, made on first use:
        about 0.1 s): never more than the real distance (tested against the table), 0 exactly at the goal, 26 at
        the classic start (81)."""
        if self._relaxed is None:
            self._relaxed = RelaxedDistances()
        return self._relaxed(position)

    # --- notation ------------------------------------------------------------------------
    def parse(self, text: str) -> str:
        """A layout text: 20 characters D V H S or '.' (either case; rows may be separated by '/', spaces or new
        lines), with each piece's cells as many as its pieces need (BrokenInvariant "piece count") and forming whole
        pieces (BrokenInvariant "piece shapes")."""
        if isinstance(text, str):
            text = text.translate(SEPARATORS).upper()
        what = message("what.hakoiri-musume")
        text = check_text(text, CELLS, EMPTY + "".join(SHAPES), what)
        check_counts(text, CELL_COUNTS, {EMPTY: message("pieces.empty_cells"),
                                         **{piece: message(f"pieces.hakoiri.{piece}") for piece in SHAPES}}, what)
        problem = shape_problem(text)
        if problem is not None:
            raise BrokenInvariant(problem, "piece shapes")
        return text

    def format(self, position: str) -> str:
        return position

    def parse_move(self, text: str) -> tuple[int, int]:
        return parse_cell_move(text, CELLS)

    def format_move(self, move: tuple[int, int]) -> str:
        return format_cell_move(move)

    # --- ranks and the table ------------------------------------------------------------------
    def rank(self, position: str) -> int:
        return self.ranker.rank(position)

    def unrank(self, rank: int) -> str:
        return self.ranker.unrank(rank)

    # --- how a person plays it ---------------------------------------------------------------
    def move_cells(self, position: str, move: tuple[int, int], after: str) -> dict:
        """Touches: any cell of the piece, then an empty cell the move comes to cover; of the piece's moves that
        cover that cell, the one that covers the fewest empty cells (the nearer: of "down" and "down 2", the empty
        cell just below means "down"), so each empty cell means one move of each piece. A piece with one move also
        moves on a touch of any of its cells alone. Motion: the anchor's path, one cell a step, [[from, to], ...] in
        the order it slides (a turn of a corner is two steps). Label: the piece and its path in words."""
        anchor, target = move
        piece = position[anchor]
        own, empty = MASKS[piece][anchor], empty_mask(position)
        paths = slide_paths(piece, anchor, empty | own)
        path = paths[target]
        cells = PLACEMENTS[piece][anchor]
        chosen = [cell for cell in range(CELLS) if empty >> cell & 1 and _meant(paths, piece, own, cell) == target]
        touches = [[cell] for cell in cells] if len(paths) == 1 else []
        touches += [[cell, empty_cell] for cell in cells for empty_cell in chosen]
        return {"touches": touches, "motion": [[here, there] for here, there in zip(path, path[1:])],
                "label": self.move_label(position, move, path)}

    def move_label(self, position: str, move: tuple[int, int], path: tuple[int, ...]):
        """The move in words: "daughter down", "upright piece at row 3, column 1 down 2", "small piece at row 4,
        column 2 left then down" (the one daughter and the one lying piece need no place)."""
        piece = position[move[0]]
        if piece in (DAUGHTER, LYING):
            return message("label.block", piece=piece_name(PIECE_NAMES[piece]), path=path_words(path))
        return message("label.block_at", piece=piece_name(PIECE_NAMES[piece]), place=place_name(move[0]),
                       path=path_words(path))

    def why_not(self, position: str, touched: list[int]):
        last, first = touched[-1], touched[0]
        held = piece_at(position, first)
        if held is None:
            return message("touch.hakoiri.empty")
        piece, anchor = held
        name = piece_name(PIECE_NAMES[piece])
        if not slide_paths(piece, anchor, empty_mask(position) | MASKS[piece][anchor]):
            return message("touch.hakoiri.stuck", piece=name, place=place_name(anchor))
        if len(touched) > 1 and position[last] == EMPTY:
            return message("touch.hakoiri.cannot_cover", piece=name, place=place_name(anchor))
        return message("touch.hakoiri.pick", piece=name)

    def place_name(self, cell: int) -> str:
        return place_name(cell)

    # --- what the page and the command line show ------------------------------------------------
    def view(self, position: str) -> dict:
        """hakoiri_view.layout_view: {"cells": the text, "pieces": [...]} with each piece's cells and label."""
        return layout_view(position)

    def describe(self) -> dict:
        return {
            "id": self.name, "title": self.title, "family": "hakoiri",
            "board": board_description(),
            "start": START, "goal": None,
            "pieces": dict(PIECE_NAMES),
            "rules": english(self.rules_words), "rules_words": self.rules_words,
        }

    def render_text(self, position: str) -> str:
        return grid_text(position, COLUMNS)


def _meant(paths: dict[int, tuple[int, ...]], piece: str, own: int, cell: int) -> int | None:
    """The target an empty `cell` touched after the piece means: of its targets covering the cell, the one covering
    the fewest cells it does not cover now, then the shortest path; None when none covers it."""
    covering = [target for target in paths if MASKS[piece][target] >> cell & 1]
    if not covering:
        return None
    return min(covering, key=lambda target: (bin(MASKS[piece][target] & ~own).count("1"), len(paths[target])))

