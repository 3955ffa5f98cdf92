"""箱入り娘's goal and the bounded search that proves a layout cut off from every goal (hakoiri.py's
unreachable_reason), with the figures of the whole tray it relies on.
"""

from __future__ import annotations

from functools import lru_cache

from .hakoiri_board import COLUMNS, DAUGHTER, EXIT_ANCHOR, layouts_after

EXIT_CORNER = EXIT_ANCHOR + COLUMNS + 1  # the daughter's bottom-right cell at the exit
LARGEST_CUT_OFF = 248
"""The most layouts that play can reach from a layout without ever bringing the daughter to the exit: of the 65,880
layouts, 11,926 cannot reach it, in 846 closed sets of 2 to 248 (the test counts them afresh). So a search from a
layout that meets more than 248 layouts without a goal among them has not met all it can reach, and one that runs
dry with no goal has proved the layout cut off: `cut_off_layouts` decides exactly, after at most a few hundred."""
CUT_OFF_LAYOUTS = 11_926  # layouts from which the daughter can never reach the exit (the test counts them)


def at_exit(text: str) -> bool:
    """Whether the daughter stands at the exit: her cells are the only D's, so her top-left and bottom-right cells
    there say it."""
    return text[EXIT_ANCHOR] == DAUGHTER == text[EXIT_CORNER]


@lru_cache(maxsize=4096)
def cut_off_layouts(text: str) -> int | None:
    """How many layouts play can reach from the layout `text`, itself included, when none of them has the daughter
    at the exit (the layout is cut off from every goal, and they all share its fate); None when the exit can be
    reached. A breadth-first search that stops at a goal, or once it has met more than LARGEST_CUT_OFF layouts
    (then it can reach the exit): a few hundred layouts at most, about a millisecond. Kept for the last 4,096
    layouts asked about (the engine asks about each position it is sent)."""
    seen, layer = {text}, [text]
    while layer:
        following = []
        for here in layer:
            if at_exit(here):
                return None
            for after in layouts_after(here):
                if after not in seen:
                    seen.add(after)
                    following.append(after)
        if len(seen) > LARGEST_CUT_OFF:
            return None
        layer = following
    return len(seen)
