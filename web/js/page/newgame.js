// page/newgame.js: the New game panel, the one place to begin another game: the puzzle's start, a random position
// (uniform among those that can reach the goal), one at an exact distance (with how many there are), the hardest, a
// level (the catalogue's: the 15-puzzle's). The midend deals them (opening.deal: each a new game of its history, begun
// as its origin says, so Undo brings back the game left) and answers the panel's questions (the table, the hardest).

import { make } from "../view/dom.js";
import { earlyView } from "../game/catalog.js";
import { levelRange } from "../game/origins.js";
import { count } from "../game/words.js";
import { boardFor } from "../boards/index.js";
import { drawStill } from "../view/board.js";

const HARDEST_WIDTH = 72; // px: each of the hardest positions drawn as a small board

/** What the engine is asked about `puzzle` (a catalogue entry): the table of its size. */
function named(puzzle, extra = {}) {
  const args = { puzzle: puzzle.id, ...extra };
  if (puzzle.sizes) args.size = puzzle.size;
  return args;
}

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
  #hardestOf = null; // the puzzle key whose hardest positions were asked for (shown once they are known)
  #midend;

  constructor(midend) {
    this.#midend = midend;
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
    this.#hardest.addEventListener("click", () => {
      this.#hardestOf = this.#midend.snapshot.puzzle.key;
      this.refresh(this.#midend.snapshot);
    });
  }

  /** The puzzle's table summary ({positions, histogram, max_distance}), {error}, or null while it is asked. */
  #table(puzzle) {
    const known = this.#midend.known("table", named(puzzle, { fresh: false }));
    return known && (known.error ? { error: known.error.message } : known.result);
  }

  #open(distance) {
    const { puzzle } = this.#midend.snapshot;
    const table = this.#table(puzzle);
    if (distance !== null
      && (!Number.isInteger(distance) || distance < 1 || (table && !table.error && distance > table.max_distance))) {
      this.#howMany.textContent = table && !table.error
        ? `Choose a distance from 1 to ${table.max_distance}.`
        : "Choose a whole number of moves.";
      return;
    }
    this.#midend.deal({ distance });
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
      button.title = `${levelRange(level)} from the goal`;
      button.addEventListener("click", () => this.#deal(level));
      return button;
    }));
  }

  #deal(level) {
    this.#midend.deal({ level });
  }

  refresh(game) {
    const key = game.puzzle.key;
    this.#start.disabled = !game.canNewGame; // the puzzle's start is on show already
    this.#showLevels(game.puzzle);
    this.#showHardest(game.puzzle);
    const table = this.#table(game.puzzle);
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
          + ` ${levelRange(level)}`).join("; ")}), Random position one of any distance.`);
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

  /** The hardest positions of `puzzle` once asked for (Hardest pressed) and known: each a button opening it. */
  #showHardest(puzzle) {
    const key = puzzle.key;
    if (this.#hardestOf !== key) {
      if (this.#list.dataset.key !== key) this.#list.replaceChildren();
      return;
    }
    const known = this.#midend.known("hardest", named(puzzle, { limit: 20 }));
    if (!known || this.#list.dataset.key === key) return; // on its way, or shown already
    if (known.error) {
      this.#howMany.textContent = `No list of the hardest: ${known.error.message}. The other new games still work.`;
      return;
    }
    const reply = known.result;
    const title = make("li", "tool-note",
      `${count(reply.count, "position")} ${reply.count === 1 ? "is" : "are"} ${count(reply.distance, "move")}`
      + " from the goal, the farthest:");
    const origin = { kind: "hardest", distance: reply.distance };
    const items = reply.positions.map((position, index) => {
      const item = make("li");
      const button = make("button", "button position-button");
      button.type = "button";
      button.setAttribute("aria-label", `Open ${position}`);
      // A small board (the engine's view of it, else the text where it can be drawn as it is), the code under it.
      const view = (reply.views ?? [])[index] ?? earlyView(puzzle, position);
      if (view !== null) {
        const picture = make("canvas", "position-picture");
        picture.setAttribute("aria-hidden", "true");
        drawStill(picture, puzzle, boardFor(puzzle.board), view, HARDEST_WIDTH);
        button.append(picture);
      }
      button.append(make("span", "position-code", position));
      button.addEventListener("click", () => this.#midend.openPosition({ id: puzzle.id, position, origin }));
      item.append(button);
      return item;
    });
    this.#list.replaceChildren(title, ...items);
    this.#list.dataset.key = key;
  }
}
