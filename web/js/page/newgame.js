// page/newgame.js: the New position panel: a random position (uniform among those that can reach the goal), one at
// an exact distance (1 up to the farthest, with how many there are), the hardest positions to open; and
// "#/<puzzle>/distance/<d>" links. The engine picks (random_position, hardest, table); the address then shows it.

import { count, make } from "./tools.js";

/** Open a position the engine picked at random (`distance` null: any), then say what it is. */
export async function openRandom(session, { id, size = null, distance = null }) {
  const args = { puzzle: id };
  if (size !== null) args.size = size;
  if (distance !== null) args.distance = distance;
  let reply;
  try {
    reply = await session.engine.request("random_position", args);
  } catch (error) {
    session.say(`No new position: ${error.message}`, "warn");
    return false;
  }
  await session.open({ id, size: reply.size ?? size, position: reply.position, source: "link" });
  await session.chain;
  // A searched puzzle (the 15-puzzle) answers without distance or count: its distance is the search's, once done.
  const found = reply.distance ?? (session.state && session.state.position === reply.position ? session.state.distance : null);
  const all = reply.count === null ? "all the positions" : `all ${count(reply.count, "position")}`;
  const among = distance === null ? `, picked among ${all} that can reach the goal`
    : `, one of ${count(reply.count, "position")} at exactly that distance`;
  const far = found === null ? "whose distance is not known yet" : `${count(found, "move")} from the goal`;
  session.say(`A new position ${far}${among}.`, "info");
  return true;
}

export class NewGamePanel {
  name = "new";
  label = "New position";
  element = make("section");
  #random = make("button", "button", "Random position");
  #distance = make("input");
  #atDistance = make("button", "button", "At this distance");
  #howMany = make("p", "tool-note");
  #hardest = make("button", "button", "Hardest");
  #list = make("ul", "hardest-list");
  #tables = new Map(); // puzzle key -> table summary or {error}
  #session;

  constructor(session) {
    this.#session = session;
    this.element.setAttribute("aria-label", "New position");
    for (const button of [this.#random, this.#atDistance, this.#hardest]) button.type = "button";
    const field = make("label", "field compact");
    this.#distance.type = "number";
    this.#distance.min = "1";
    this.#distance.id = "new-distance";
    this.#distance.inputMode = "numeric";
    field.append(make("span", "", "Moves from the goal"), this.#distance);
    const row1 = make("div", "button-row");
    row1.append(this.#random, this.#hardest);
    const row2 = make("div", "button-row");
    row2.append(field, this.#atDistance);
    this.#list.setAttribute("aria-label", "The hardest positions");
    this.#howMany.setAttribute("aria-live", "polite");
    this.element.append(row1, row2, this.#howMany, this.#list);
    this.#random.addEventListener("click", () => this.#open(null));
    this.#atDistance.addEventListener("click", () => this.#open(Number(this.#distance.value)));
    this.#distance.addEventListener("input", () => this.refresh(this.#session()));
    this.#distance.addEventListener("keydown", (event) => {
      if (event.key === "Enter") this.#open(Number(this.#distance.value));
    });
    this.#hardest.addEventListener("click", () => this.#showHardest());
  }

  #open(distance) {
    const session = this.#session();
    const table = this.#tables.get(session.puzzle.key);
    if (distance !== null && (!Number.isInteger(distance) || distance < 1 || (table && !table.error && distance > table.max_distance))) {
      this.#howMany.textContent = table && !table.error ? `Choose a distance from 1 to ${table.max_distance}.` : "Choose a whole number of moves.";
      return;
    }
    openRandom(session, { id: session.puzzle.id, size: session.puzzle.sizes ? session.puzzle.size : null, distance });
  }

  async opened(session) {
    const key = session.puzzle.key;
    this.#list.replaceChildren();
    if (this.#tables.has(key)) return;
    this.#tables.set(key, null);
    try {
      const { distances, ...args } = session.args({ fresh: false });
      this.#tables.set(key, await session.engine.request("table", args));
    } catch (error) {
      this.#tables.set(key, { error: error.message });
    }
    if (session.puzzle.key === key) this.refresh(session);
  }

  refresh(session) {
    const key = session.puzzle.key;
    if (this.#list.dataset.key !== key) this.#list.replaceChildren();
    if (!this.#tables.has(key)) this.opened(session);
    const table = this.#tables.get(key) ?? null;
    const tabled = Boolean(table && !table.error);
    this.#distance.disabled = !tabled;
    this.#atDistance.disabled = !tabled;
    this.#hardest.disabled = !tabled;
    if (!table) {
      this.#howMany.textContent = "Counting the positions…";
      return;
    }
    if (!tabled) {
      this.#howMany.textContent = "This puzzle has no table of every position, so no choice of distance or list of the hardest: Random position deals one where the puzzle allows it.";
      return;
    }
    this.#distance.max = String(table.max_distance);
    if (this.#distance.value === "" || this.#distance.dataset.key !== key) {
      this.#distance.value = String(Math.max(1, Math.round(table.max_distance / 2)));
      this.#distance.dataset.key = key;
    }
    const d = Number(this.#distance.value);
    this.#howMany.textContent = Number.isInteger(d) && d >= 1 && d <= table.max_distance
      ? `${count(table.histogram[d], "position")} ${table.histogram[d] === 1 ? "is" : "are"} exactly ${count(d, "move")} from the goal (farthest: ${table.max_distance}).`
      : `Choose a distance from 1 to ${table.max_distance}.`;
  }

  async #showHardest() {
    const session = this.#session();
    const { id, key } = session.puzzle;
    const args = { puzzle: id, limit: 20 };
    if (session.puzzle.sizes) args.size = session.puzzle.size;
    let reply;
    try {
      reply = await session.engine.request("hardest", args);
    } catch (error) {
      this.#howMany.textContent = `No list of the hardest: ${error.message}`;
      return;
    }
    if (session.puzzle.key !== key) return;
    const title = make("li", "tool-note", `${count(reply.count, "position")} ${reply.count === 1 ? "is" : "are"} ${count(reply.distance, "move")} from the goal, the farthest:`);
    const items = reply.positions.map((position) => {
      const item = make("li");
      const button = make("button", "button position-button", position);
      button.type = "button";
      button.setAttribute("aria-label", `Open ${position}`);
      button.addEventListener("click", async () => {
        await session.open({ id, size: session.puzzle.sizes ? session.puzzle.size : null, position, source: "link" });
        await session.chain;
        session.say(`One of the hardest positions: ${count(reply.distance, "move")} from the goal.`, "info");
      });
      item.append(button);
      return item;
    });
    this.#list.replaceChildren(title, ...items);
    this.#list.dataset.key = key;
  }
}
