"""Fuzz: every puzzle of the catalogue (and a second size of the sized ones) played at random on one booted page.

Each puzzle opens at a link (a few random moves from its start; the 15-puzzle near its goal, where searches are
quick), then takes a seeded series of actions: clicks and taps on cells and anywhere on the canvas, keys on the
grid, quick clicks before the page has answered, the cells of a legal move, Ctrl+Z/Ctrl+Y, Undo, Redo, Restart, Hint,
New game, Solve then Stop, Take over, pause and steps (with clicks and keys while the solution plays), links,
broken links, another puzzle, the picker, Back and Forward, and in the whole run two reloads.
After every step, once the page is idle (no request to the solver unanswered), it must have logged no error, and:
- the address names a well-formed position; the kept game (localStorage) begins at the start or a link opened, each
  of its moves is legal and leads where it says, its counts and verdicts are Python's, Hint and the solver's moves are
  optimal, and it ends at the address; "Moves: N" is its count and "Solvable in N" Python's distance;
- while the solution plays, its counters add up to Python's optimal solution of the game's position, and on boards
  whose cells name their pieces the position drawn is as far from the goal as "To go" says.

PUZZLELAB_FUZZ_SEED (a number, or "random") sets the seed; a failure prints it with every step taken and what the
page showed after it (pytest -s prints them for passing runs too).
"""

from __future__ import annotations

import json
import os
import random
import re
import time
from urllib.parse import quote, unquote

import pytest
from playwright.sync_api import expect

from gamepage import BOARD_KINDS, CATALOG, PIECE_CHARS, click_cell, distance_words, fewest, type_address, wait_ready
from puzzlelab.api import Engine
from puzzlelab.puzzles import FAMILIES, get_puzzle

_seed_text = os.environ.get("PUZZLELAB_FUZZ_SEED", "15")
SEED = random.randrange(10**6) if _seed_text == "random" else int(_seed_text)
STEPS = 14  # actions a puzzle gets (a Solve with what follows it counts as several)
SEARCHED_STEPS = 8  # puzzles searched per position (the 15-puzzle): each position is a search in Pyodide
SETTLE_MS = 30_000  # the engine answers a step in well under a second; a loaded machine is slower
SIZES = {"frog-jump": [3, 5], "knight-domination": [8, 5], "uncrossed-knight": [6, 5]}  # else the default only
RELOADS = 2  # in the whole run: each reboots Pyodide (3-6 s)

# Counts the requests sent to the solver's worker that have not been answered yet (progress is no answer), so a step
# can wait until the page is idle. Runs before the page's own scripts (Playwright's init script; CSP does not apply).
COUNT_REQUESTS = """(() => {
  const Native = window.Worker;
  const pending = new Set();
  window.__fuzzPending = pending;
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (event) => {
        const message = event.data;
        if (message && message.id !== undefined && message.progress === undefined) pending.delete(message.id);
      });
    }
    postMessage(message, ...rest) {
      if (message && message.id !== undefined && message.type !== "cancel") pending.add(message.id);
      return super.postMessage(message, ...rest);
    }
  };
})();"""

# Waits until the page is idle for two frames in a row (no request to the worker unanswered, the solver booted, the
# distance known unless the solution player is on show), then says what it shows; {"stuck": ...} after `ms`.
SETTLE_AND_READ = """(ms) => new Promise((resolve) => {
  const text = (selector) => document.querySelector(selector).textContent.replace(/\\s+/g, ' ').trim();
  const player = () => !document.querySelector('#player').hidden;
  const cells = () => [...document.querySelectorAll('#grid [role=gridcell]')];
  const idle = () => window.__fuzzPending && window.__fuzzPending.size === 0
    && document.querySelector('#app').dataset.state === 'ready' && (player() || !text('#stat-optimal').includes('…'));
  const read = () => {
    const saved = {};
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key.startsWith('puzzlelab.game.')) saved[key.slice('puzzlelab.game.'.length)] = localStorage.getItem(key);
    }
    return {
      hash: location.hash, player: player(), moves: text('#stat-moves'), optimal: text('#stat-optimal'),
      message: text('#message'), saved,
      names: cells().map((cell) => cell.getAttribute('aria-label')),
      boxes: cells().map((cell) => {
        const box = cell.getBoundingClientRect();
        return [box.x, box.y, box.width, box.height];
      }),
    };
  };
  const began = performance.now();
  let calm = 0;
  const tick = () => {
    calm = idle() ? calm + 1 : 0;
    if (calm >= 2) return resolve(read());
    if (performance.now() - began > ms) {
      return resolve({ ...read(), stuck: true, pending: [...(window.__fuzzPending ?? [])] });
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})"""

# What a control is now: null (not on the page), or whether it shows and is enabled.
CONTROL = """(selector) => {
  const element = document.querySelector(selector);
  if (!element) return null;
  return { shown: element.getClientRects().length > 0, disabled: Boolean(element.disabled) };
}"""


# A click on a control if it is on show (a person can't click a hidden one), at once: no waiting for it to act.
CLICK_IF_SHOWN = """(selector) => {
  const element = document.querySelector(selector);
  if (element && element.getClientRects().length > 0) element.click();
}"""

# The picker's choices other than the one shown: group ids of the tabs, puzzle ids of #variant, sizes of #size.
PICKER = """(how) => {
  const shown = (element) => element && element.getClientRects().length > 0;
  if (how === 'tab') {
    return [...document.querySelectorAll('#puzzle-tabs [role=radio]')]
      .filter((tab) => tab.getAttribute('aria-checked') !== 'true').map((tab) => tab.dataset.group);
  }
  const select = document.querySelector(how === 'size' ? '#size' : '#variant');
  if (!shown(select)) return [];
  return [...select.options].filter((option) => !option.selected).map((option) => option.value);
}"""

# history.back() or forward() when the entry it goes to is this page; resolves with the address arrived at, or null.
TRAVERSE = """(way) => new Promise((resolve) => {
  const here = navigation.currentEntry.index;
  const target = navigation.entries()[way === 'back' ? here - 1 : here + 1];
  if (!target || new URL(target.url).pathname !== location.pathname) return resolve(null);
  addEventListener('popstate', () => resolve(location.hash), { once: true });
  if (way === 'back') history.back(); else history.forward();
})"""


def configurations() -> list[tuple[str, int | None]]:
    found = []
    for puzzle_id, entry in CATALOG.items():
        sizes = SIZES.get(puzzle_id, [entry["size"]]) if entry.get("size_info") else [None]
        found += [(puzzle_id, size) for size in sizes]
    return found


CONFIGS = configurations()
RELOAD_AT = {config: random.Random(f"{SEED}:{config}").randrange(2, SEARCHED_STEPS)
             for config in random.Random(SEED).sample(CONFIGS, RELOADS)}


def config_id(config) -> str:
    return config[0] if config[1] is None else f"{config[0]}-{config[1]}"


def searched(puzzle) -> bool:
    """Searched per position (the 15-puzzle): each new position costs a search, so keep it near its goal."""
    return CATALOG[puzzle.name]["answers"]["each_position"]


def count_requests(page) -> None:
    page.add_init_script(COUNT_REQUESTS)


# Full-length animations: clicks, keys and Undo land while a move or a solution step is still being drawn.
pytestmark = pytest.mark.game_page("#/guarini", prepare=count_requests, has_touch=True,
                                   reduced_motion="no-preference")


class Fuzzer:
    """One puzzle's run: the page, Python's engine, the seeded choices and the log of steps."""

    engine = Engine()  # shared by the whole module: its tables are built once
    starts: dict[str, set[str]] = {}  # puzzle key -> positions a game may begin at besides the start: links opened

    def __init__(self, page, errors, config):
        self.page, self.errors, self.config = page, errors, config
        self.id, self.size = config
        self.puzzle = get_puzzle(self.id, self.size)
        self.rng = random.Random(f"{SEED}:{config}")
        self.log: list[str] = []
        self.seen = {"player": False, "hash": ""}  # what the page showed after the last step
        self.began = time.perf_counter()

    # --- addresses ---------------------------------------------------------------------------------------
    def link(self, position: str) -> str:
        """The address of `position` as router.js writes it (remembered as a start a game may begin at)."""
        puzzle = self.puzzle
        entry = CATALOG[puzzle.name]
        sized = entry.get("size_info") and entry["size_info"]["by_size"][str(puzzle.size)]["position_length"] is None
        self.starts.setdefault(link_key(puzzle.name, puzzle.size), set()).add(position)
        encoded = quote(position, safe="|!~*'()")
        return f"#/{puzzle.name}/{puzzle.size}/{encoded}" if sized else f"#/{puzzle.name}/{encoded}"

    def walk(self, steps: int) -> str:
        """A position `steps` random legal moves from the start (from the goal for puzzles searched per position)."""
        puzzle = self.puzzle
        here = puzzle.goal_position() if searched(puzzle) else puzzle.start()
        for _ in range(steps):
            moves = list(puzzle.successors(here))
            if not moves:
                break
            here = self.rng.choice(moves)[1]
        return puzzle.format(here)

    # --- running ------------------------------------------------------------------------------------------
    def run(self) -> None:
        steps = SEARCHED_STEPS if searched(self.puzzle) else STEPS
        self.go(self.link(self.walk(self.rng.randrange(3, 10))), "open a link")
        for number in range(steps):
            if RELOAD_AT.get(self.config) == number:
                self.note("reload")
                self.page.reload()
                wait_ready(self.page)
                self.settle_and_check()
            self.step()

    def note(self, text: str) -> None:
        self.began = time.perf_counter()
        self.log.append(f"{len(self.log):3d} {text}")

    def step(self) -> None:
        if self.seen["player"]:
            return self.playback_step()
        choices = [
            (6, self.legal_move), (3, self.click_cell), (2, self.tap_cell), (2, self.click_point), (2, self.keys),
            (2, lambda: self.press(self.rng.choice(["Control+z", "Control+y"]))),
            (2, lambda: self.button("#undo")), (1, lambda: self.button("#redo")), (1, lambda: self.button("#restart")),
            (2, lambda: self.button("#hint")), (1, lambda: self.button("#finish")),
            (1, lambda: self.button("#show-optimal")), (2, self.solve), (1, self.address), (2, self.rapid),
            (1, self.picker), (1, lambda: self.traverse("back")), (1, lambda: self.traverse("forward")),
        ]
        if not searched(self.puzzle):
            choices.append((1, lambda: self.button("#new-game")))
        weights, actions = zip(*choices)
        self.rng.choices(actions, weights)[0]()

    def legal_move(self) -> None:
        """Touch, one by one, the cells of a legal move Python names (random touches rarely make a move)."""
        shown = self.shown()
        if shown is None:
            return self.click_cell()
        moves = self.engine.state(self.id, shown, self.size, distances=False)["moves"]
        if not moves:
            return self.click_cell()
        move = self.rng.choice(moves)
        cells = self.rng.choice(move["touches"])
        self.note(f"move {move['move']}: click cells {cells}")
        for cell in cells:
            x, y = self.cell_center(cell)
            self.page.mouse.click(x, y)
            self.settle_and_check(quiet=True)
            if self.shown() != shown:  # made (a tap on a tile slides it at once: the rest would be a second move)
                break
        self.settle_and_check()

    def cell_center(self, cell: int) -> tuple[float, float]:
        """Where cell `cell` is on screen (as the page laid it out after the last step): the canvas under the grid."""
        x, y, width, height = self.seen["boxes"][cell]
        return x + width / 2, y + height / 2

    def random_cell(self) -> int:
        return self.rng.randrange(len(self.seen["boxes"]))

    def click_cell(self) -> None:
        cell = self.random_cell()
        self.note(f"click cell {cell}")
        self.page.mouse.click(*self.cell_center(cell))
        self.settle_and_check()

    def tap_cell(self) -> None:
        cell = self.random_cell()
        self.note(f"tap cell {cell}")
        self.page.touchscreen.tap(*self.cell_center(cell))
        self.settle_and_check()

    def click_point(self) -> None:
        """Anywhere on the canvas: between cells, on the board's margin."""
        box = self.page.locator("#board-canvas").bounding_box()
        fx, fy = self.rng.random(), self.rng.random()
        self.note(f"click the canvas at ({fx:.2f}, {fy:.2f}) of its box")
        self.page.mouse.click(box["x"] + fx * box["width"], box["y"] + fy * box["height"])
        self.settle_and_check()

    def keys(self) -> None:
        """Into the grid, then a few arrows (with Shift they only move the cursor), Enter and Space."""
        keys = self.rng.choices(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Shift+ArrowRight",
                                 "Shift+ArrowDown", "Enter", " "], k=self.rng.randrange(1, 5))
        self.note(f"keys on the grid: {keys}")
        self.page.locator("#grid [role=gridcell][tabindex='0']").focus()
        for key in keys:
            self.page.keyboard.press(key)
        self.settle_and_check()

    def rapid(self) -> None:
        """Clicks, taps, Ctrl+Z and buttons in quick succession, each before the page has answered the last."""
        hows = ["click", "tap", "Ctrl+Z", "#hint", "#solve", "#stop", "#take-over", "#undo", "#redo", "#restart"]
        touches = [(self.rng.choice(hows), self.random_cell()) for _ in range(self.rng.randrange(2, 6))]
        self.note(f"quick: {', '.join(f'{how} {cell}' if how in ('click', 'tap') else how for how, cell in touches)}")
        for how, cell in touches:
            if how == "Ctrl+Z":
                self.page.keyboard.press("Control+z")
            elif how == "tap":
                self.page.touchscreen.tap(*self.cell_center(cell))
            elif how == "click":
                self.page.mouse.click(*self.cell_center(cell))
            else:
                self.page.evaluate(CLICK_IF_SHOWN, how)
        self.settle_and_check()

    def press(self, key: str) -> None:
        self.note(f"key {key}")
        self.page.keyboard.press(key)
        self.settle_and_check()

    def button(self, selector: str) -> None:
        control = self.page.evaluate(CONTROL, selector)
        if not control["shown"]:
            self.note(f"{selector} (not shown)")
            return
        self.note(f"{selector}{' (disabled)' if control['disabled'] else ''}")
        self.page.locator(selector).click(force=True)  # a disabled button too: a person may press it
        self.settle_and_check()

    def solve(self) -> None:
        self.button("#solve")
        if not self.seen["player"]:
            return
        for _ in range(self.rng.randrange(0, 3)):  # while the solution plays: the board must not take moves
            self.rng.choice([self.click_cell, self.tap_cell, self.keys, lambda: self.press("Control+z")])()
        self.playback_step()

    def playback_step(self) -> None:
        choice = self.rng.choice(["#stop", "#take-over", "#step-back", "#step-forward", "#play-pause", "pause-take"])
        if choice == "pause-take":
            self.button("#play-pause")
            self.button("#step-back")
            choice = "#take-over"
        self.button(choice)

    def address(self) -> None:
        kind = self.rng.choice(["link", "broken", "other"] if not searched(self.puzzle) else ["link", "other"])
        if kind == "link":
            self.go(self.link(self.walk(self.rng.randrange(0, 12))), "a link to a position")
        elif kind == "broken":
            self.go(self.rng.choice([f"#/{self.id}/%%zz", "#/no-such-puzzle/abc", f"#/{self.id}/1/2/3/4",
                                     f"#/{self.id}/{'Q' * 7}", f"#/{self.id}/99/x"]), "a broken link")
        else:
            other = self.rng.choice([other for other, entry in CATALOG.items()
                                     if other != self.id and not entry["answers"]["each_position"]])
            self.go(f"#/{other}", "another puzzle")
            self.go(self.link(self.walk(self.rng.randrange(0, 6))), "back by a link")

    def picker(self) -> None:
        """Another group's tab, another puzzle of the group or another size (one this fuzz plays: some sizes take
        Python seconds to check), then now and then Back to where it was."""
        page = self.page
        how = self.rng.choice(["tab", "variant", "size"])
        options = page.evaluate(PICKER, how)
        link = read_link(self.seen["hash"])
        if how == "size":
            options = [size for size in options if link and int(size) in SIZES.get(link[0], [])]
        elif how == "variant":
            options = [id for id in options if not CATALOG[id]["answers"]["each_position"]]
        if not options:
            self.note(f"picker: no {how} to choose")
            return
        choice = self.rng.choice(options)
        self.note(f"picker: {how} {choice}")
        if how == "tab":
            page.locator(f"#puzzle-tabs [data-group='{choice}']").click()
        else:
            page.locator(f"#{how}").select_option(choice)
        self.settle_and_check()
        if self.rng.random() < 0.5:
            self.traverse("back")

    def traverse(self, way: str) -> None:
        """Back or Forward in the browser's history, when that stays on this page."""
        fragment = self.page.evaluate(TRAVERSE, way)
        if fragment is None:
            self.note(f"{way}: nowhere to go on this page")
            return
        self.note(f"{way} to {fragment}")
        link = read_link(fragment)
        if link is not None:  # an address the page wrote: its game comes back, or opens afresh there
            self.starts.setdefault(link_key(*link), set()).add(link[2])
        self.settle_and_check()

    def go(self, fragment: str, why: str) -> None:
        self.note(f"address {fragment} ({why})")
        type_address(self.page, fragment)
        self.settle_and_check()

    # --- checks ---------------------------------------------------------------------------------------------
    def shown(self) -> str | None:
        """The position the address shows for this puzzle at its size, or None (another puzzle, the solver's board)."""
        if self.seen["player"]:
            return None
        link = read_link(self.seen["hash"])
        return link[2] if link and link[0] == self.id and (self.size is None or link[1] == self.size) else None

    def settle_and_check(self, quiet: bool = False) -> None:
        seen = self.seen = self.page.evaluate(SETTLE_AND_READ, SETTLE_MS)
        if not quiet:
            took = time.perf_counter() - self.began
            self.log[-1] += f"  -> {seen['hash']} | {seen['moves']} {seen['optimal']} ({took:.1f} s)"
        assert not seen.get("stuck"), f"the page did not settle in {SETTLE_MS} ms: requests {seen['pending']} " \
            f"unanswered, status {seen['moves']} {seen['optimal']} {seen['message']!r}"
        assert not self.errors, f"the page logged errors: {self.errors}"
        if seen["player"]:
            self.check_playback(seen)
        else:
            self.check_game(seen)

    def check_game(self, seen: dict) -> None:
        """The address names a well-formed position, the kept game reaches it from a start by legal moves, and the
        counters say what Python says."""
        link = read_link(seen["hash"])
        assert link is not None, f"the address {seen['hash']!r} is no position link"
        puzzle_id, size, position = link
        puzzle = get_puzzle(puzzle_id, size, position)
        here = puzzle.parse(position)  # PuzzleError: not a position of this puzzle
        key = link_key(puzzle_id, puzzle.size)
        starts = self.starts.get(key, set()) | {puzzle.format(puzzle.start())}
        kept = json.loads(seen["saved"][key]) if key in seen["saved"] else None
        counts = set()  # the move counts of the kept game's steps at this position
        if kept is not None:
            self.check_history(puzzle, kept["entries"], starts)
            counts = {entry["moveCount"] for entry in kept["entries"] if entry["position"] == puzzle.format(here)}
        # The game on show is the kept one, at its current step or (Back, Forward) an earlier one at this position;
        # a game just opened is not kept (saved) until its first change (a move, undo, Restart...).
        if not any(seen["moves"] == f"Moves: {count}" for count in counts):
            assert seen["moves"] == "Moves: 0" and puzzle.format(here) in starts, \
                f"{seen['moves']} at {position!r}: neither a step of the kept game nor a game just opened at a start " \
                "or link"
        state = self.engine.state(puzzle_id, position, size)
        words = distance_words(state)
        assert seen["optimal"] == words, f"{seen['optimal']!r}, Python's distance is {state['distance']} ({words!r})"
        if CATALOG[puzzle_id]["board"]["kind"] in BOARD_KINDS:
            assert grid_position(seen["names"]) == puzzle.format(here), "the board is not the position in the address"

    def check_history(self, puzzle, entries: list[dict], starts: set[str]) -> None:
        """The kept game: it begins at a start or a link opened, each move is legal and leads where it says, the
        move counts add up, a Restart goes back to where the attempt began, and a new game (New game, a link, a
        random position) begins at the puzzle's start or a link opened."""
        assert entries[0]["kind"] == "start" and entries[0]["position"] in starts, \
            f"the game began at {entries[0]['position']!r}, which is neither the start nor a link opened"
        for number, (before, entry) in enumerate(zip(entries, entries[1:]), 1):
            if entry["kind"] == "move":
                previous = puzzle.parse(before["position"])
                move = puzzle.parse_move(entry["move"]["move"])
                after = puzzle.apply(previous, move)  # PuzzleError: not a legal move
                assert puzzle.format(after) == entry["position"], f"step {number}: {entry['move']['move']} from " \
                    f"{before['position']!r} leads to {puzzle.format(after)!r}, the game says {entry['position']!r}"
                counted = before["moveCount"] + puzzle.move_cost(previous, move)
                assert entry["moveCount"] == counted, f"step {number}: count"
                assert entry["attempt"] == before["attempt"]
                self.check_verdict(puzzle, number, previous, move, after, entry, before)
            elif entry["kind"] == "new":  # a new game joins the kept one (Undo brings that back): a start or a link
                assert entry["position"] in starts, f"step {number}: a new game at {entry['position']!r}, no link"
                assert entry["moveCount"] == 0 and entry["attempt"] == number
            else:
                assert entry["kind"] == "restart", f"step {number} is a {entry['kind']!r}"
                assert entry["position"] == entries[before["attempt"]]["position"]
                assert entry["moveCount"] == 0 and entry["attempt"] == number

    def check_verdict(self, puzzle, number: int, previous, move, after, entry: dict, before: dict) -> None:
        """The verdict the page gave a move is Python's; a move from Hint or the solver (assisted) is optimal
        wherever the goal could be reached."""
        oracle = self.engine.oracle(puzzle)
        distances = (oracle.distance(previous), oracle.distance(after))
        if entry["verdict"] is not None:
            expected = puzzle.verdict(previous, move, after, *distances)
            assert entry["verdict"] == expected, f"step {number}: the page called {entry['move']['move']} " \
                f"{entry['verdict']!r}, Python {expected!r} (distances {distances})"
        if entry["assisted"] > before["assisted"] and distances[0] is not None:
            assert distances[1] == distances[0] - puzzle.move_cost(previous, move), \
                f"step {number}: Hint or the solver played {entry['move']['move']}, not optimal (distances {distances})"

    def check_playback(self, seen: dict) -> None:
        """The solver's board: its counters add up to an optimal solution of the game's position, and on boards
        whose cells name their pieces, the position drawn is that many moves from the goal."""
        found = re.fullmatch(r"Solver: (\d+) of (\d+)", seen["moves"])
        to_go = re.fullmatch(r"To go: (\d+)", seen["optimal"])
        assert found and to_go, f"the solver's counters read {seen['moves']!r} {seen['optimal']!r}"
        step, length, remaining = int(found[1]), int(found[2]), int(to_go[1])
        assert step + remaining == length, f"the solver is at move {step} of {length} with {remaining} to go"
        puzzle_id, size, position = read_link(seen["hash"])  # the address keeps the game's position
        solution = self.engine.solve(puzzle_id, position, size)
        # Where the goal is a length (the uncrossed path), the counter counts the whole path up to what is reachable.
        expected = solution["target"]["reach"] if solution.get("target") else solution["distance"]
        assert length == expected, f"the solver counts {length} moves, Python's solution {expected}"
        if CATALOG[puzzle_id]["board"]["kind"] in BOARD_KINDS:
            drawn = grid_position(seen["names"])
            assert self.engine.state(puzzle_id, drawn, size)["distance"] == remaining, \
                f"the solver's board {drawn!r} is not {remaining} moves from the goal"


def read_link(fragment: str) -> tuple[str, int | None, str] | None:
    """(puzzle id, size or None, position) of a position link as router.js writes it, or None."""
    parts = unquote(fragment.lstrip("#")).split("/")
    if len(parts) == 4 and parts[0] == "" and parts[2].isdigit():
        return parts[1], int(parts[2]), parts[3]
    if len(parts) == 3 and parts[0] == "" and parts[1] in FAMILIES:
        family = FAMILIES[parts[1]]
        size = None if family.sizes is None else family.size_from_position(parts[2])
        return parts[1], size, parts[2]
    return None


def link_key(puzzle_id: str, size: int | None, _position: str = "") -> str:
    """The page's key of a puzzle at a size (its saved game's name): the id, or "id:size"."""
    return puzzle_id if FAMILIES[puzzle_id].sizes is None else f"{puzzle_id}:{size}"


def grid_position(names: list[str]) -> str:
    chars = []
    for name in names:
        piece = next((part for part in name.split(", ") if part in PIECE_CHARS), None)
        assert piece is not None, f"no piece in the cell name {name!r}"
        chars.append(PIECE_CHARS[piece])
    return "".join(chars)


@pytest.mark.parametrize("config", CONFIGS, ids=[config_id(config) for config in CONFIGS])
def test_random_play_keeps_the_page_legal(game, errors_of, config):
    page, errors = game, errors_of(game)
    fuzzer = Fuzzer(page, errors, config)
    try:
        fuzzer.run()
        print(f"PUZZLELAB_FUZZ_SEED={SEED}, {config_id(config)}:\n  " + "\n  ".join(fuzzer.log))  # pytest -s shows it
    except Exception as error:  # an assertion, a PuzzleError (not a position, not a legal move), a timeout
        problems = list(errors)
        errors.clear()  # reported here, with the steps that led to them
        steps = "\n  ".join(fuzzer.log)
        pytest.fail(f"fuzz of {config_id(config)} failed (PUZZLELAB_FUZZ_SEED={SEED}): {type(error).__name__}: {error}"
                    f"\npage errors: {problems}\nsteps:\n  {steps}", pytrace=False)


def test_a_link_to_a_size_the_puzzle_lacks_says_so(game):
    """Found by this fuzz: such a link was ignored, leaving the broken address over the old game."""
    page = game
    type_address(page, "#/guarini")  # from another puzzle: the frogs' default size opens
    expect(page.locator("#stat-optimal")).to_have_text(fewest(16))
    type_address(page, "#/frog-jump/99/BBB.WWW")
    expect(page.locator("#message")).to_contain_text("comes in sizes 1 to 8, not 99: showing its start instead")
    expect(page).to_have_url(re.compile(r"#/frog-jump/BBB\.WWW$"))


def test_another_board_opens_while_a_piece_is_picked(game):
    """Found by this fuzz (seed 24): the river drew the stones' picked cells and targets as its own figures and
    threw, leaving the farmer's crossing unopened under its address."""
    page = game
    type_address(page, "#/oshidori-black-first/BWBWBWBW..")
    expect(page.locator("#stat-optimal")).to_have_text(fewest(5))
    wait_ready(page)
    click_cell(page, 5)
    expect(page.locator("#message")).to_contain_text("Picked")
    type_address(page, "#/farmer-crossing")
    expect(page.locator("#stat-optimal")).to_have_text(fewest(7))
    expect(page).to_have_url(re.compile(r"#/farmer-crossing/FWGC\*\|$"))
