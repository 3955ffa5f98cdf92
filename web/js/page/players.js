// page/players.js: builds the player's panels (Distances, Review, New game, Edit, Stats, Daily, Help, the lab's) into
// the pane, the finish's celebration, the statistics' count of solves and the theme button; returns the Tools the
// presenter refreshes with the midend's snapshot. main.js calls it once.

import { Tools } from "./tools.js";
import { DistancesPanel } from "./chart.js";
import { ReviewPanel } from "./review.js";
import { NewGamePanel } from "./newgame.js";
import { Finish, solveDetector } from "./finish.js";
import { StatsPanel } from "./stats.js";
import { EditorPanel } from "./editor.js";
import { HelpPanel } from "./help.js";
import { connectTheme } from "./theme.js";
import { ArchivePanel } from "../daily/archive.js";
import { msg, puzzleTitle } from "../i18n/t.js";

/** `catalog`: the puzzles' titles (the Daily panel names each day's); `lab`: lab/lab.js's Lab, whose section is a
 * panel of the pane too (its own head, Close and address). */
export function playerTools(midend, daily, { catalog, lab }) {
  connectTheme(document.getElementById("theme"));
  const tools = new Tools(document.getElementById("tools"), () => midend.snapshot);
  const done = () => tools.finished(); // a new game dealt from a panel: a sheet makes way for the game
  tools.add(new DistancesPanel(midend));
  tools.add(new ReviewPanel((index) => midend.goTo(index)));
  // One place for a new game: the controls' "New game…" opens it (the puzzle's start, random, by distance, hardest).
  tools.add(new NewGamePanel(midend, done), { opener: document.getElementById("new-game") });
  tools.add(new EditorPanel(midend, () => tools.show(null)));
  const stats = tools.add(new StatsPanel({ daily }));
  tools.add(new ArchivePanel(daily, (id) => puzzleTitle(id, catalog.get(id)?.title ?? id), done));
  daily.connectArchive(() => tools.show("daily")); // "Past days", beside a daily game: opens the Daily panel
  tools.add(new HelpPanel());
  tools.add({
    name: "lab", label: msg("lab.label"), element: document.getElementById("lab"), head: "own", refresh: () => {},
    opened: () => lab.isOpen || lab.openOnShow(), closed: () => lab.close({ closing: true }),
  }, { opener: document.getElementById("open-lab") });
  const finish = new Finish(document.getElementById("board"));
  const solved = solveDetector();
  tools.watch((now) => {
    const just = solved(now);
    finish.always(now, just);
    stats.watch(now, just);
    daily.watch(now, just);
    // Damaged saved data: said once, after this refresh, every part's sentence together.
    const notice = [stats.takeNotice(), daily.takeNotice()].filter(Boolean);
    if (notice.length > 0) {
      queueMicrotask(() => midend.say([midend.snapshot.note.text, ...notice].filter(Boolean), "warn"));
    }
  });
  return tools;
}
