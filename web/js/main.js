// main.js: composition root of the game page. Adopts the solver's worker (engine/early.js started it first), then
// builds the pieces (boot banner, catalogue, picker, board view, status, router, saved games, the session) and wires
// them: clicks and keys to actions, the address to open. Nothing else happens here.

import { early } from "./engine/early.js";
import { Engine } from "./engine/client.js";
import { BootBanner, ProgressRelay } from "./engine/boot.js";
import { canDraw } from "./boards/index.js";
import { Catalog } from "./page/catalog.js";
import { Picker } from "./page/picker.js";
import { Router } from "./page/router.js";
import { SavedGames } from "./page/saved.js";
import { Session } from "./page/session.js";
import { engineFault } from "./page/faults.js";
import { StatusPanel } from "./page/status.js";
import * as actions from "./page/actions.js";
import * as solution from "./page/solution.js";
import { BoardView } from "./view/board.js";
import { listen } from "./view/input.js";
import { followAddress } from "./page/follow.js";
import { playerTools } from "./page/players.js";
import { Lab } from "./page/lab.js";
import { registerOffline, updateNotice } from "./page/offline.js";

const marked = new Set();
/** Mark a moment for the benchmark (bench/browser.py reads these performance marks), once per page. */
const marks = (name) => {
  if (marked.has(name)) return;
  marked.add(name);
  performance.mark(name);
};

const progress = new ProgressRelay();
// ?engine-hang-ms=N (1000 or more) sets how long a silent solver may leave a request unanswered before it counts as
// hung (engine/watchdog.js; 30 s by default): the fault tests shorten it.
const hangMs = Number(new URLSearchParams(location.search).get("engine-hang-ms"));
const engine = new Engine(new URL("./engine/worker.js", import.meta.url), {
  onProgress: (message) => progress.post(message),
  onFault: (fault) => engineFault(session, fault), // a crash or hang after the boot: a new worker, the game kept
  hangTimeoutMs: hangMs >= 1000 ? hangMs : undefined,
  early,
});
const status = new StatusPanel();
const canvas = document.getElementById("board-canvas");

const catalog = new Catalog(await loadCatalog(), canDraw);
// The handlers below reach `session` only once it exists: they run on clicks, keys and engine news, all later.
const queue = (action) => (...args) => session.enqueue(() => action(session, ...args));
const board = new BoardView({
  box: document.getElementById("board"),
  canvas,
  grid: document.getElementById("grid"),
  onTouch: (cell) => tools.touch(cell) || queue(actions.touchCell)(cell), // the editor takes touches while open
  onArrow: (key, event) => !tools.holdsBoard && actions.arrow(session, key, event),
  onPaint: () => marks("board-painted"),
});
const boot = new BootBanner(engine, {
  ready: (again, recovered) => {
    marks("engine-ready");
    const pending = session.pendingOpen;
    // After a worker died, say the game is back (a link's own notice comes first).
    const back = recovered && !pending?.notice ? { notice: "The solver is back: your game is as you left it.", noticeTone: "good" } : {};
    if (again) session.preparer.forget();
    if (again && pending) session.open({ ...pending, ...back });
    else if (again) session.open({ id: session.puzzle.id, size: session.puzzle.size, source: "picker", ...back });
    if (again) lab.engineReady(); // an open lab asks the new engine for its plan
    session.stateArrived();
  },
  failed: () => session.refresh(),
});
const router = new Router((link, how) => {
  followAddress(session, link, how);
  lab.follow(link);
});
const lab = new Lab({ engine, catalog, box: document.getElementById("lab"), opener: document.getElementById("open-lab"),
  session: () => session });
const picker = new Picker(catalog, {
  group: (id) => session.open({ id: session.lastInGroup.get(id) ?? catalog.groups.find((group) => group.id === id).puzzles[0], source: "picker" }),
  variant: (id) => session.open({ id, source: "picker" }),
  size: (size) => session.open({ id: session.puzzle.id, size, source: "picker" }),
});
const tools = playerTools(() => session);
const session = new Session({ engine, boot, catalog, board, status, picker, router, saved: new SavedGames(), marks, tools });
session.lab = lab; // the address ends in "/lab" while the lab is open on the position on show
boot.start(progress);
status.connect({
  undo: queue(actions.undo),
  redo: queue(actions.redo),
  restart: queue(actions.restart),
  newGame: queue(actions.newGame),
  hint: queue(actions.hint),
  solve: queue(solution.solve),
  showOptimal: (on) => {
    session.showOptimal = on;
    session.refresh();
  },
  playPause: () => solution.playPause(session),
  stepBack: () => solution.stepBy(session, -1),
  stepForward: () => solution.stepBy(session, 1),
  takeOver: () => solution.takeOver(session),
  stop: () => solution.stop(session),
  cancelSearch: () => session.preparer.cancel(),
  searchAgain: () => session.preparer.again(),
  finish: queue(actions.finish),
});
listen({
  canvas,
  board,
  on: {
    touch: (cell) => tools.touch(cell) || queue(actions.touchCell)(cell),
    away: () => actions.touchAway(session),
    live: (cell) => actions.isLive(session, cell),
    undo: queue(actions.undo),
    redo: queue(actions.redo),
  },
});
const { link, ours } = router.initial();
followAddress(session, link, { ours, initial: true });
// Offline: the service worker installs once the solver has booted (its downloads then only revalidate) and says when a
// new build is ready.
registerOffline({ after: engine.ready, onUpdateReady: (reload) => document.getElementById("app").before(updateNotice(reload)) });
lab.follow(link);

/** The catalogue: catalog.json (built with the site, there at once), else asked of the engine. */
async function loadCatalog() {
  try {
    const response = await fetch(new URL("../catalog.json", import.meta.url));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await response.json();
  } catch {
    status.setMessage("Loading the puzzle list from the solver…");
    return engine.request("catalog", {});
  }
}
