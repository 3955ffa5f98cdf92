"""The page and the engine agree on what touches make: cell sequences fed one by one through the page's own
touch(touched, cell, moves) (web/js/game/controller.js, run by Node) against Python's touch_makes/touch_extends
(puzzle.py, what api.explain answers with), for every puzzle of the catalogue at its start and at random positions.
"""

import json
import random
import shutil
import subprocess
from itertools import permutations
from pathlib import Path

import pytest

from puzzlelab.api import Engine
from puzzlelab.puzzle import PuzzleError, touch_extends, touch_makes
from puzzlelab.puzzles import get_puzzle

CONTROLLER = Path(__file__).resolve().parents[2] / "web" / "js" / "game" / "controller.js"
SEED = 20240611
WALKS = 8  # random positions per puzzle and size, besides its start
WALK_LENGTH = 20  # legal moves from the start to each of them, at most
ALL_PAIRS_UP_TO = 25  # cells: every ordered pair of cells; above it a seeded sample
SAMPLED_PAIRS, SAMPLED_TRIPLES = 300, 200

# Reads [{moves, sequences}] on stdin; for each case, feeds each sequence's cells to touch() one by one as the page
# does (a "select" carries the touched cells on, "explain" leaves them, "play" ends the sequence) and writes, per
# case, the [kind, touched before, cell, move or null] of every "play" and "explain".
NODE_SCRIPT = """
const { touch } = await import(process.argv[1]);
let input = "";
for await (const chunk of process.stdin) input += chunk;
const replies = JSON.parse(input).map(({ moves, sequences }) => {
  const events = [];
  for (const sequence of sequences) {
    let touched = [];
    for (const cell of sequence) {
      const result = touch(touched, cell, moves);
      if (result.kind === "select") {
        touched = result.touched;
        continue;
      }
      events.push([result.kind, touched, cell, result.kind === "play" ? result.move.move : null]);
      if (result.kind === "play") break;
    }
  }
  return events;
});
process.stdout.write(JSON.stringify(replies));
"""


def configurations() -> list[tuple[str, int | None]]:
    """Each catalogue puzzle at its default size, and sized ones at one other size too (the smallest other)."""
    found = []
    for entry in Engine().catalog()["puzzles"]:
        found.append((entry["id"], entry.get("size")))
        if entry.get("sizes"):
            low, high = entry["sizes"]
            found.append((entry["id"], next(size for size in range(low, high + 1) if size != entry["size"])))
    return found


def positions(puzzle, rng: random.Random) -> list[str]:
    """The start and the ends of WALKS seeded random walks of legal moves from it (shorter at a dead end)."""
    found = [puzzle.format(puzzle.start())]
    for _ in range(WALKS):
        position = puzzle.start()
        for _ in range(rng.randint(1, WALK_LENGTH)):
            successors = list(puzzle.successors(position))
            if not successors:
                break
            position = rng.choice(successors)[1]
        found.append(puzzle.format(position))
    return list(dict.fromkeys(found))


def sequences(cells: int, rng: random.Random) -> list[list[int]]:
    """Every single cell; every ordered pair of cells on small boards, else a seeded sample of pairs and triples."""
    singles = [[cell] for cell in range(cells)]
    if cells <= ALL_PAIRS_UP_TO:
        return singles + [list(pair) for pair in permutations(range(cells), 2)]
    pairs = [rng.sample(range(cells), 2) for _ in range(SAMPLED_PAIRS)]
    return singles + pairs + [rng.sample(range(cells), 3) for _ in range(SAMPLED_TRIPLES)]


def run_controller(cases: list[dict]) -> list[list]:
    node = shutil.which("node")
    if node is None:
        pytest.fail("Node.js is not on PATH: this test runs the page's controller.js in it (apt-get install nodejs)")
    result = subprocess.run([node, "--input-type=module", "-e", NODE_SCRIPT, CONTROLLER.as_uri()],
                            input=json.dumps(cases), capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def made(moves: list[dict], touched: list[int]) -> list[str]:
    """The moves Python says `touched` makes (puzzle.touch_makes over each move's touch sequences)."""
    return [move["move"] for move in moves if any(touch_makes(sequence, touched) for sequence in move["touches"])]


def extended(moves: list[dict], touched: list[int]) -> bool:
    return any(touch_extends(sequence, touched) for move in moves for sequence in move["touches"])


def test_the_page_plays_what_python_says_touches_make_and_asks_why_where_they_make_none():
    engine, rng = Engine(), random.Random(SEED)
    cases, names = [], []
    for puzzle_id, size in configurations():
        puzzle = get_puzzle(puzzle_id, size)
        for position in positions(puzzle, rng):
            try:
                state = engine.state(puzzle_id, position, size, distances=False)
            except PuzzleError:  # a position the engine tells unsolvable at once: the page opens it in the editor
                continue
            moves = [{"move": move["move"], "touches": move["touches"]} for move in state["moves"]]
            cases.append({"moves": moves, "sequences": sequences(puzzle.cells, rng)})
            names.append(f"{puzzle_id} size {size} at {position!r}")
    assert len(cases) > 40
    replies = run_controller(cases)
    plays = explains = 0
    for case, name, events in zip(cases, names, replies, strict=True):
        moves = case["moves"]
        for kind, touched, cell, move in events:
            grown = [*touched, cell]
            if kind == "play":
                plays += 1
                # touched + [cell] made it, or (those making and beginning nothing) the cell alone: another piece
                alone = not made(moves, grown) and not extended(moves, grown) and made(moves, [cell]) == [move]
                assert made(moves, grown) == [move] or alone, f"{name}: the page plays {move} for {grown}"
            else:
                explains += 1
                assert made(moves, grown) == [], f"{name}: the page asks why {grown} makes no move"
    assert plays > 1000 and explains > 1000  # both sides of the agreement were exercised
