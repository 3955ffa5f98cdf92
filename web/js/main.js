// main.js: composition root of the game page. Adopts the solver's worker (engine/early.js started it first), builds
// the pieces (boot banner, catalogue, the midend that owns the game, its presenter, picker, board view, status,
// router, panels) and wires them: clicks and keys to the midend's acts, the address to open. Nothing else happens here.

import { early } from "./engine/early.js";
import { Engine } from "./engine/client.js";
import { BootBanner, ProgressRelay } from "./engine/boot.js";
import { boardFor, canDraw } from "./boards/index.js";
import { Catalog } from "./game/catalog.js";
import { Picker } from "./page/picker.js";
import { Router } from "./address/router.js";
import { SavedGames } from "./store/saved.js";
import { Midend } from "./game/midend.js";
import { Presenter } from "./page/present.js";
import { StatusPanel } from "./page/status.js";
import { BoardView } from "./view/board.js";
import { listen, slideFor } from "./view/input.js";
import { followAddress } from "./address/follow.js";
import { playerTools } from "./page/players.js";
import { Daily } from "./daily/daily.js";
import { Lab } from "./lab/lab.js";
import { registerOffline, updateNotice } from "./page/offline.js";
import { chosenLanguage, connectSwitch, speak } from "./i18n/language.js";
import { msg } from "./i18n/t.js";

const marked = new Set();
// Settles when moves first open ("moves-enabled"): the offline cache's downloads wait for it (registerOffline below).
const playable = Promise.withResolvers();
/** Mark a moment for the benchmark (bench/browser.py reads these performance marks), once per page. */
const marks = (name) => {
  if (marked.has(name)) return;
  marked.add(name);
  performance.mark(name);
  if (name === "moves-enabled") playable.resolve();
};

// The page speaks the player's language before it draws anything (its static text is worded now, the rest as drawn).
await speak(chosenLanguage()).catch(() => "en"); // no catalogue at all: the markup's English stays
const progress = new ProgressRelay();
// ?engine-hang-ms=N (1000 or more) sets how long a silent solver may leave a request unanswered before it counts as
// hung (engine/watchdog.js; 30 s by default): the fault tests shorten it.
const hangMs = Number(new URLSearchParams(location.search).get("engine-hang-ms"));
const engine = new Engine(new URL("./engine/worker.js", import.meta.url), {
  onProgress: (message) => progress.post(message),
  onFault: (fault) => boot.fault(midend.engineFault(fault), fault.restarting), // a new worker; the game is kept
  hangTimeoutMs: hangMs >= 1000 ? hangMs : undefined,
  early,
});
const status = new StatusPanel();
const canvas = document.getElementById("board-canvas");
const catalog = new Catalog(await loadCatalog(), canDraw);
// The handlers below reach `midend` only once it exists: they run on clicks, keys and engine news, all later.
const board = new BoardView({
  box: document.getElementById("board"),
  canvas,
  grid: document.getElementById("grid"),
  onTouch: (cell) => touch(cell),
  onArrow: (key, event) => midend.arrow(key, event.shiftKey),
  onPaint: () => marks("board-painted"),
});
const boot = new BootBanner(engine, {
  ready: (again, recovered) => {
    marks("engine-ready");
    midend.engineReady({ again, recovered });
    if (again) lab.engineReady(); // an open lab asks the new engine for its plan
  },
  failed: () => midend.engineFailed(),
});
const midend = new Midend({
  engine, catalog, marks, saved: new SavedGames(),
  animate: (transition, speed) => presenter.animate(transition, speed),
  wait: (ms) => board.loop.wait(ms),
  cancelWaits: () => board.loop.cancelWaits(),
  speed: () => status.speed,
  panel: (name) => tools.show(name),
  placeName: (entry, view, cell) => boardFor(entry.board).placeName(entry, view, cell),
  onward: (entry, cells) => boardFor(entry.board).onward(entry, cells),
  slideFor,
  geometry: () => board.geometry,
});
/** A click, tap, Enter or Space on a cell: the cursor goes there, the midend decides what it does. */
const touch = (cell) => {
  board.grid.setCursor(cell);
  return midend.touch(cell);
};
const daily = new Daily(midend, { archiveStart: catalog.archiveStart });
const rewriteAddress = () => presenter.update(midend.snapshot, { push: false });
const follow = { catalog, daily, rewriteAddress };
const router = new Router((link, how) => {
  followAddress(midend, link, { ...how, ...follow });
  lab.follow(link);
});
// The lab reads the game on show and rewrites the address ("/lab") when it opens or closes; it is a panel of the pane.
const lab = new Lab({ midend, catalog, box: document.getElementById("lab"),
  pane: { open: () => tools.show("lab"), close: () => tools.show(null) },
  session: () => ({ ...midend.snapshot, writeAddress: rewriteAddress }) });
const picker = new Picker(catalog, {
  group: (id) => midend.open({ id: midend.lastInGroup(id) ?? catalog.groups.find((group) => group.id === id).puzzles[0],
    source: "picker" }),
  variant: (id) => midend.open({ id, source: "picker" }),
  size: (size) => midend.open({ id: midend.snapshot.puzzle.id, size, source: "picker" }),
});
const tools = playerTools(midend, daily, { catalog, lab });
const presenter = new Presenter({ board, status, router, picker, tools, boot, lab, daily });
midend.subscribe((game, change) => presenter.update(game, change));
// The clock: read out every second; it pauses while the page is hidden (nobody can play).
setInterval(() => presenter.tick(midend.snapshot), 1000);
document.addEventListener("visibilitychange", () => midend.pageHidden(document.hidden));
boot.start(progress);
// The language switch words every view again from the game as it is: nothing is reopened or lost.
connectSwitch(document.getElementById("language"), () => midend.redraw());
status.connect({
  undo: () => midend.undo(),
  redo: () => midend.redo(),
  restart: () => midend.restart(),
  hint: () => midend.hint(),
  solve: () => midend.solve(),
  showOptimal: (on) => midend.setShowOptimal(on),
  playPause: () => midend.playPause(),
  stepBack: () => midend.stepBy(-1),
  stepForward: () => midend.stepBy(1),
  takeOver: () => midend.takeOver(),
  stop: () => midend.stop(),
  cancelSearch: () => midend.cancelSearch(),
  searchAgain: () => midend.searchAgain(),
  finish: () => midend.finish(),
});
listen({
  canvas,
  board,
  on: {
    touch: (cell) => touch(cell),
    away: () => midend.touchAway(),
    live: (cell) => midend.isLive(cell),
    undo: () => midend.undo(),
    redo: () => midend.redo(),
    swipe: (cell, dx, dy) => {
      board.grid.setCursor(cell);
      return midend.touch(cell, dx, dy);
    },
    dragOver: (from, cell) => midend.dropMove(from, cell),
    drop: (from, cell) => {
      board.grid.setCursor(from);
      return midend.drop(from, cell);
    },
    // Before the board has focus: a slide plays at once (sliding boards), else the board takes focus and the key.
    arrow: (key, event) => midend.arrow(key, event.shiftKey) || board.grid.focus(),
  },
});
const { link, ours } = router.initial();
followAddress(midend, link, { ours, initial: true, ...follow });
// Offline: the service worker installs once the first move is possible (or the solver failed, or a link left nothing to
// play for a while), so its downloads (tables, the 15-puzzle's databases: 1 MB) never compete with the boot's and
// the runtime's files are only revalidated; it says when a new build is ready.
const OFFLINE_AFTER_READY_MS = 5_000; // the install starts at most this long after the solver is ready
registerOffline({
  after: Promise.race([playable.promise,
    engine.ready.then(() => new Promise((resolve) => setTimeout(resolve, OFFLINE_AFTER_READY_MS)))]),
  onUpdateReady: (reload) => document.getElementById("app").before(updateNotice(reload)),
});
lab.follow(link);

/** The catalogue: catalog.json (built with the site, there at once), else asked of the engine. */
async function loadCatalog() {
  try {
    const response = await fetch(new URL("../catalog.json", import.meta.url));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await response.json();
  } catch {
    status.setMessage(msg("page.loading_catalog"));
    return engine.request("catalog", {});
  }
}
