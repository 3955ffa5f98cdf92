// page/players.js: builds the player's panels (Distances, Review, New position, Edit) into the tools row, and the finish's
// celebration; returns the Tools the session refreshes. main.js calls it once; `session()` is the session (built later).

import { Tools } from "./tools.js";
import { DistancesPanel } from "./chart.js";
import { ReviewPanel, goTo } from "./review.js";
import { NewGamePanel } from "./newgame.js";
import { Finish } from "./finish.js";
import { EditorPanel } from "./editor.js";

export function playerTools(session) {
  const tools = new Tools(document.getElementById("tools"), session);
  const go = (index) => goTo(session(), index);
  tools.add(new DistancesPanel(go));
  tools.add(new ReviewPanel(go));
  tools.add(new NewGamePanel(session));
  tools.add(new EditorPanel(session, () => tools.show(null)));
  const finish = new Finish(document.getElementById("board"));
  tools.watch((now) => finish.always(now));
  return tools;
}
