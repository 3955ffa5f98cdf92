// page/newgame.js: the New game panel, the one place to begin another game: the puzzle's start, a random position
// (uniform among those that can reach the goal), one at an exact distance (with how many there are), the hardest, a
// level (the catalogue's: the 15-puzzle's); and "#/<puzzle>/distance/<d>" links. The engine picks (random_position,
// hardest, table); each opens as a new game of the midend's history (Undo brings back the game left), and the
// address then shows it.

import { make } from "../view/dom.js";
import { earlyView } from "../game/catalog.js";
import { boardFor } from "../boards/index.js";
import { drawStill } from "../view/board.js";

const HARDEST_WIDTH = 72; // px: each of the hardest positions drawn as a small board
import { count } from "../game/words.js";

/** Open a position the engine picked at random (`distance` null: any; `level`: one of the catalogue entry's
 * levels, dealt by a job that may fetch the entry's `data` and search) as a new game, then say what it is. */
export async function openRandom(midend, engine, { id, size = null, distance = null, level = null, data = null }) {
  const args = { puzzle: id };
  if (size !== null) args.size = size;
  if (distance !== null) args.distance = distance;
  if (level !== null) args.level = level.name;
  let reply;
  try {
    reply = level === null ? await engine.request("random_position", args)
      : await engine.job("random_position", args, { data }).promise;
  } catch (error) {
    midend.say(`No new position: ${error.message.replace(/\.$/, "")}. Your game is kept.`, "warn");
    return false;
  }
  if (reply.level) return midend.openPosition({ id, position: reply.position, size: reply.size ?? size,
    note: (state) => levelNote(reply, state) });
  const all = reply.count === null ? "all the positions" : `all ${count(reply.count, "position")}`;
  const among = distance === null ? `, picked among ${all} that can reach the goal`
    : `, one of ${count(reply.count, "position")} at exactly that distance`;
  // A searched puzzle (the 15-puzzle) answers without distance or count: its distance is the search's, once done.
  const note = (state) => {
    const found = reply.distance ?? state.distance;
    const far = found === null ? "whose distance is not known yet" : `${count(found, "move")} from the goal`;
    return `A new position ${far}${among}.`;
  };
  return midend.openPosition({ id, position: reply.position, size: reply.size ?? size, note });
}

/** What a level's new game says once its state is known: the level's range and the exact distance (the deal's, or the
 * game's own search's), or the bound the deal proved while the distance is not known (a search cancelled). */
function levelNote(reply, state) {
  const { name } = reply.level;
  const found = reply.distance ?? state.distance;
  const far = found === null ? `at least ${count(reply.at_least, "move")}` : count(found, "move");
  return `A new ${name} game, ${far} from the goal (${name}: ${rangeWords(reply.level)}).`;
}

const rangeWords = ({ least, most }) => (most === null ? `${least} moves and up` : `${least} to ${most} moves`);

export class NewGamePanel {
  name = "new";
  label = "New game";
  element = make("section");
  #start = make("button", "button", "The puzzle's start");
  #random = make("button", "button", "Random position");
  #distance = make("input");
  #atDistance = make("button", "button", "At this distance");
  #howMany = make("p", "tool-note");
  #hardest = make("button", "button", "Hardest");
  #list = make("ul", "hardest-list");
  #levels = make("div", "button-row level-row"); // the catalogue entry's levels, one button each (none: hidden)
  #levelsKey = null;
  #tables = new Map(); // puzzle key -> table summary or {error}
  #midend;
  #engine;

  constructor(midend, engine) {
    this.#midend = midend;
    this.#engine = engine;
    this.element.setAttribute("aria-label", "New game");
    for (const button of [this.#start, this.#random, this.#atDistance, this.#hardest]) button.type = "button";
    const field = make("label", "field compact");
    this.#distance.type = "number";
    this.#distance.min = "1";
    this.#distance.id = "new-distance";
    this.#distance.inputMode = "numeric";
    field.append(make("span", "", "Moves from the goal"), this.#distance);
    const row1 = make("div", "button-row");
    row1.append(this.#start, this.#random, this.#hardest);
    const row2 = make("div", "button-row");
    row2.append(field, this.#atDistance);
    this.#list.setAttribute("aria-label", "The hardest positions");
    this.#howMany.setAttribute("aria-live", "polite");
    this.#levels.setAttribute("role", "group");
    this.#levels.setAttribute("aria-label", "Levels");
    this.#levels.hidden = true;
    this.element.append(row1, row2, this.#levels, this.#howMany, this.#list);
    this.#start.addEventListener("click", () => midend.newGame());
    this.#random.addEventListener("click", () => this.#open(null));
    this.#atDistance.addEventListener("click", () => this.#open(Number(this.#distance.value)));
    this.#distance.addEventListener("input", () => this.refresh(this.#midend.snapshot));
    this.#distance.addEventListener("keydown", (event) => {
      if (event.key === "Enter") this.#open(Number(this.#distance.value));
    });
    this.#hardest.addEventListener("click", () => this.#showHardest());
  }

  #open(distance) {
    const { puzzle } = this.#midend.snapshot;
    const table = this.#tables.get(puzzle.key);
    if (distance !== null
      && (!Number.isInteger(distance) || distance < 1 || (table && !table.error && distance > table.max_distance))) {
      this.#howMany.textContent = table && !table.error
        ? `Choose a distance from 1 to ${table.max_distance}.`
        : "Choose a whole number of moves.";
      return;
    }
    openRandom(this.#midend, this.#engine, { id: puzzle.id, size: puzzle.sizes ? puzzle.size : null, distance });
  }

  /** The level buttons of `puzzle` (its catalogue entry's "levels"), made again only when another puzzle shows. */
  #showLevels(puzzle) {
    if (this.#levelsKey === puzzle.key) return;
    this.#levelsKey = puzzle.key;
    const levels = puzzle.levels ?? [];
    this.#levels.hidden = levels.length === 0;
    this.#levels.replaceChildren(...levels.map((level) => {
      const button = make("button", "button", level.name[0].toUpperCase() + level.name.slice(1));
      button.type = "button";
      button.title = `${rangeWords(level)} from the goal`;
      button.addEventListener("click", () => this.#deal(level));
      return button;
    }));
  }

  #deal(level) {
    const { puzzle } = this.#midend.snapshot;
    const article = /^[aeiou]/.test(level.name) ? "an" : "a";
    this.#midend.say(`Dealing ${article} ${level.name} game: ${rangeWords(level)} from the goal…`);
    openRandom(this.#midend, this.#engine, { id: puzzle.id, size: puzzle.sizes ? puzzle.size : null, level,
      data: puzzle.data ?? null });
  }

  async opened(game) {
    const key = game.puzzle.key;
    this.#list.replaceChildren();
    if (this.#tables.has(key)) return;
    this.#tables.set(key, null);
    try {
      const { distances, ...args } = game.args({ fresh: false });
      this.#tables.set(key, await this.#engine.request("table", args));
    } catch (error) {
      this.#tables.set(key, { error: error.message });
    }
    const now = this.#midend.snapshot;
    if (now.puzzle.key === key) this.refresh(now);
  }

  refresh(game) {
    const key = game.puzzle.key;
    this.#start.disabled = !game.canNewGame; // the puzzle's start is on show already
    this.#showLevels(game.puzzle);
    if (this.#list.dataset.key !== key) this.#list.replaceChildren();
    if (!this.#tables.has(key)) this.opened(game);
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
      const levels = game.puzzle.levels ?? [];
      this.#howMany.textContent = "This puzzle has no table of every position, so no choice of distance or list of"
        + " the hardest: " + (levels.length === 0 ? "Random position deals one where the puzzle allows it."
        : `a level deals a position by its exact distance (${levels.map((level) => `${level.name}:`
          + ` ${rangeWords(level)}`).join("; ")}), Random position one of any distance.`);
      return;
    }
    this.#distance.max = String(table.max_distance);
    if (this.#distance.value === "" || this.#distance.dataset.key !== key) {
      this.#distance.value = String(Math.max(1, Math.round(table.max_distance / 2)));
      this.#distance.dataset.key = key;
    }
    const d = Number(this.#distance.value);
    this.#howMany.textContent = Number.isInteger(d) && d >= 1 && d <= table.max_distance
      ? `${count(table.histogram[d], "position")} ${table.histogram[d] === 1 ? "is" : "are"}`
        + ` exactly ${count(d, "move")} from the goal (farthest: ${table.max_distance}).`
      : `Choose a distance from 1 to ${table.max_distance}.`;
  }

  async #showHardest() {
    const { puzzle } = this.#midend.snapshot;
    const { id, key } = puzzle;
    const args = { puzzle: id, limit: 20 };
    if (puzzle.sizes) args.size = puzzle.size;
    let reply;
    try {
      reply = await this.#engine.request("hardest", args);
    } catch (error) {
      this.#howMany.textContent = `No list of the hardest: ${error.message}. The other new games still work.`;
      return;
    }
    if (this.#midend.snapshot.puzzle.key !== key) return;
    const title = make("li", "tool-note",
      `${count(reply.count, "position")} ${reply.count === 1 ? "is" : "are"} ${count(reply.distance, "move")}`
      + " from the goal, the farthest:");
    const items = reply.positions.map((position) => {
      const item = make("li");
      const button = make("button", "button position-button");
      button.type = "button";
      button.setAttribute("aria-label", `Open ${position}`);
      const view = earlyView(puzzle, position); // a small board where the text can be drawn, the code under it
      if (view !== null) {
        const picture = make("canvas", "position-picture");
        picture.setAttribute("aria-hidden", "true");
        drawStill(picture, puzzle, boardFor(puzzle.board), view, HARDEST_WIDTH);
        button.append(picture);
      }
      button.append(make("span", "position-code", position));
      button.addEventListener("click", () => this.#midend.openPosition({ id, position,
        note: () => `One of the hardest positions: ${count(reply.distance, "move")} from the goal.` }));
      item.append(button);
      return item;
    });
    this.#list.replaceChildren(title, ...items);
    this.#list.dataset.key = key;
  }
}
