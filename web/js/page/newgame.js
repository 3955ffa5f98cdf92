// page/newgame.js: the New game panel, the one place to begin another game: the puzzle's start, a random position
// (uniform among those that can reach the goal), one at an exact distance (with how many there are), the hardest, a
// level (the catalogue's: the 15-puzzle's). The midend deals them (opening.deal: each a new game of its history, begun
// as its origin says, so Undo brings back the game left) and answers the panel's questions (the table, the hardest).

import { Panel, make, wordsOn } from "../view/dom.js";
import { earlyView } from "../game/catalog.js";
import { levelName, levelRange } from "../game/origins.js";
import { msg } from "../i18n/t.js";
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

export class NewGamePanel extends Panel {
  #start = make("button", "button", msg("new.start"));
  #random = make("button", "button", msg("new.random"));
  #randomWhy = make("p", "tool-note new-random-why"); // why Random is off, where a puzzle deals none
  #distance = make("input");
  #atDistance = make("button", "button", msg("new.at_distance"));
  #howMany = make("p", "tool-note");
  #hardest = make("button", "button", msg("new.hardest"));
  #list = make("ul", "hardest-list");
  #levels = make("div", "button-row level-row"); // the catalogue entry's levels, one button each (none: hidden)
  #levelsKey = null;
  #hardestOf = null; // the puzzle key whose hardest positions were asked for (shown once they are known)
  #midend;
  #done;

  /** `done()`: a new game was asked for (a sheet then makes way for the game: page/tools.js finished). */
  constructor(midend, done = () => {}) {
    super("new", msg("new.label"));
    this.#midend = midend;
    this.#done = done;
    for (const button of [this.#start, this.#random, this.#atDistance, this.#hardest]) button.type = "button";
    const field = make("label", "field compact");
    this.#distance.type = "number";
    this.#distance.min = "1";
    this.#distance.id = "new-distance";
    this.#distance.inputMode = "numeric";
    field.append(make("span", "", msg("new.distance_field")), this.#distance);
    const row1 = make("div", "button-row");
    row1.append(this.#start, this.#random, this.#hardest);
    this.#randomWhy.id = "new-random-why";
    this.#randomWhy.hidden = true;
    const row2 = make("div", "button-row");
    row2.append(field, this.#atDistance);
    wordsOn(this.#list, msg("new.hardest_list"), "aria-label");
    this.#howMany.setAttribute("aria-live", "polite");
    this.#levels.setAttribute("role", "group");
    wordsOn(this.#levels, msg("new.levels"), "aria-label");
    this.#levels.hidden = true;
    this.element.append(row1, this.#randomWhy, row2, this.#levels, this.#howMany, this.#list);
    this.#start.addEventListener("click", () => {
      midend.newGame();
      this.#done();
    });
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
      wordsOn(this.#howMany, table && !table.error ? msg("new.choose_range", { most: table.max_distance })
        : msg("new.choose_whole"));
      return;
    }
    this.#midend.deal({ distance });
    this.#done();
  }

  /** The level buttons of `puzzle` (its catalogue entry's "levels"), made again only when another puzzle shows. */
  #showLevels(puzzle) {
    if (this.#levelsKey === puzzle.key) return;
    this.#levelsKey = puzzle.key;
    const levels = puzzle.levels ?? [];
    this.#levels.hidden = levels.length === 0;
    this.#levels.replaceChildren(...levels.map((level) => {
      const button = make("button", "button", levelName(level.name, "Capital"));
      button.type = "button";
      wordsOn(button, msg("new.level_title", { range: levelRange(level) }), "title");
      button.addEventListener("click", () => this.#deal(level));
      return button;
    }));
  }

  #deal(level) {
    this.#midend.deal({ level });
    this.#done();
  }

  refresh(game) {
    const key = game.puzzle.key;
    this.#start.disabled = !game.canNewGame; // the puzzle's start is on show already
    const random = game.puzzle.random ?? { offered: true };
    this.#random.disabled = random.offered === false; // a puzzle that deals none says why (the catalogue's reason)
    this.#randomWhy.hidden = random.offered !== false;
    if (random.offered === false) {
      wordsOn(this.#randomWhy, msg(`new.random_off.${random.reason}`));
      this.#random.setAttribute("aria-describedby", "new-random-why");
    } else {
      this.#random.removeAttribute("aria-describedby");
    }
    this.#showLevels(game.puzzle);
    this.#showHardest(game.puzzle);
    const table = this.#table(game.puzzle);
    const tabled = Boolean(table && !table.error);
    this.#distance.disabled = !tabled;
    this.#atDistance.disabled = !tabled;
    this.#hardest.disabled = !tabled;
    if (!table) {
      wordsOn(this.#howMany, msg("new.counting"));
      return;
    }
    if (!tabled) {
      const levels = (game.puzzle.levels ?? []).map((level) => msg("new.level_range", { name: levelName(level.name),
        range: levelRange(level) }));
      wordsOn(this.#howMany, levels.length === 0 ? msg("new.no_table") : msg("new.no_table_levels",
        { levels: { list: levels, type: "semicolon" } }));
      return;
    }
    this.#distance.max = String(table.max_distance);
    if (this.#distance.value === "" || this.#distance.dataset.key !== key) {
      this.#distance.value = String(Math.max(1, Math.round(table.max_distance / 2)));
      this.#distance.dataset.key = key;
    }
    const d = Number(this.#distance.value);
    wordsOn(this.#howMany, Number.isInteger(d) && d >= 1 && d <= table.max_distance
      ? msg("new.how_many", { n: table.histogram[d], distance: count(d, "move"), most: table.max_distance })
      : msg("new.choose_range", { most: table.max_distance }));
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
      wordsOn(this.#howMany, msg("new.no_hardest", { why: known.error.words ?? known.error.message }));
      return;
    }
    const reply = known.result;
    const title = make("li", "tool-note", msg("new.hardest_title", { n: reply.count,
      distance: count(reply.distance, "move") }));
    const origin = { kind: "hardest", distance: reply.distance };
    const items = reply.positions.map((position, index) => {
      const item = make("li");
      const button = make("button", "button position-button");
      button.type = "button";
      wordsOn(button, msg("new.open_position", { position }), "aria-label");
      // A small board (the engine's view of it, else the text where it can be drawn as it is), the code under it.
      const view = (reply.views ?? [])[index] ?? earlyView(puzzle, position);
      if (view !== null) {
        const picture = make("canvas", "position-picture");
        picture.setAttribute("aria-hidden", "true");
        drawStill(picture, puzzle, boardFor(puzzle.board), view, HARDEST_WIDTH);
        button.append(picture);
      }
      button.append(make("span", "position-code", position));
      button.addEventListener("click", () => {
        this.#midend.openPosition({ id: puzzle.id, position, origin });
        this.#done();
      });
      item.append(button);
      return item;
    });
    this.#list.replaceChildren(title, ...items);
    this.#list.dataset.key = key;
  }
}
