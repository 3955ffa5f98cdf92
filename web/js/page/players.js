// page/players.js: builds the player's panels (Distances, Review, New game, Edit, Stats, Daily, Help) into the
// tools row, the pictures' buttons (share/), the finish's celebration, the statistics' count of solves and the theme
// button; returns the Tools the presenter refreshes with the midend's snapshot. main.js calls it once.

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
import { placePictures } from "../share/places.js";

export function playerTools(midend, daily, catalog) {
  connectTheme(document.getElementById("theme"));
  const tools = new Tools(document.getElementById("tools"), () => midend.snapshot);
  tools.add(new DistancesPanel(midend));
  const review = tools.add(new ReviewPanel((index) => midend.goTo(index)));
  // The picture of a game (Review) and of the solution on show (the solution player): share/.
  tools.watch(placePictures(review, document.getElementById("player")));
  // One place for a new game: the controls' "New game…" opens it (the puzzle's start, random, by distance, hardest).
  tools.add(new NewGamePanel(midend), { opener: document.getElementById("new-game") });
  tools.add(new EditorPanel(midend, () => tools.show(null)));
  const stats = tools.add(new StatsPanel({ daily }));
  tools.add(new ArchivePanel(daily, (id) => catalog.get(id)?.title ?? id));
  daily.connectArchive(() => { // "Past days", beside a daily game: the panel opens where the player can see it
    tools.show("daily");
    tools.reveal();
  });
  tools.add(new HelpPanel());
  const finish = new Finish(document.getElementById("board"));
  const solved = solveDetector();
  tools.watch((now) => {
    const just = solved(now);
    finish.always(now, just);
    stats.watch(now, just);
    daily.watch(now, just);
    // Damaged saved data: said once, after this refresh, every part's sentence together.
    const notice = [stats.takeNotice(), daily.takeNotice()].filter(Boolean).join(" ");
    if (notice) queueMicrotask(() => midend.say([midend.snapshot.note.text, notice].filter(Boolean).join(" "), "warn"));
  });
  return tools;
}
