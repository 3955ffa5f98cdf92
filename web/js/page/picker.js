// page/picker.js: choosing a puzzle: one tab per group of the catalogue, the puzzles of the group, the sizes of a
// sized puzzle; and what the chosen puzzle is: its rules in words and a small picture of its goal (drawn by the
// board's own drawer from goal_view). Built from the catalogue only (textContent); it keeps no game state.

import { drawStill } from "../view/board.js";
import { sizeLabel, sizeName, sizeValue } from "../game/catalog.js";
import { msg, named, puzzleTitle } from "../i18n/t.js";
import { wordsOn } from "../view/dom.js";

const $ = (id) => document.getElementById(id);
const GOAL_WIDTH = 150; // CSS px: a thumbnail beside the rules, no wider nor taller

export class Picker {
  #catalog;
  #tabs = $("puzzle-tabs");
  #variant = $("variant");
  #variantField = $("variant-field");
  #size = $("size");
  #sizeField = $("size-field");
  #sizeLabel = $("size-label");
  #rules = $("rules");
  #goal = $("goal");
  #goalCanvas = $("goal-canvas");
  #goalText = $("goal-text");

  /** @param catalog page/catalog.js Catalog; on: {group(id), variant(id), size(n)} */
  constructor(catalog, on) {
    this.#catalog = catalog;
    this.#tabs.replaceChildren(...catalog.groups.map((group, index) => {
      const tab = document.createElement("button");
      tab.type = "button";
      tab.className = "tab";
      tab.setAttribute("role", "radio");
      tab.setAttribute("aria-checked", "false");
      tab.tabIndex = index === 0 ? 0 : -1;
      tab.dataset.group = group.id;
      wordsOn(tab, named(`group.${group.id}.name`, group.title));
      tab.addEventListener("click", () => on.group(group.id));
      tab.addEventListener("keydown", (event) => {
        const delta = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
        if (!delta) return;
        event.preventDefault();
        const tabs = [...this.#tabs.children];
        const next = tabs[(index + delta + tabs.length) % tabs.length];
        next.focus();
        on.group(next.dataset.group);
      });
      return tab;
    }));
    this.#variant.addEventListener("change", () => on.variant(this.#variant.value));
    this.#size.addEventListener("change", () => on.size(sizeValue(this.#size.value)));
  }

  /** Show which puzzle is open (an entry resolved for its size): its tab, its place in the group, its size, its
   * rules and goal. `drawer` draws the goal picture. */
  show(entry, drawer) {
    const group = this.#catalog.groupOf(entry.id);
    for (const tab of this.#tabs.children) {
      const chosen = group !== null && tab.dataset.group === group.id;
      tab.setAttribute("aria-checked", String(chosen));
      tab.tabIndex = chosen ? 0 : -1;
    }
    const members = group ? group.puzzles : [entry.id];
    this.#variantField.hidden = members.length < 2;
    const ids = members.join(" ");
    if (this.#variant.dataset.for !== ids) {
      this.#variant.dataset.for = ids;
      const titled = (id) => option(id, puzzleTitle(id, this.#catalog.get(id).title));
      this.#variant.replaceChildren(...members.map(titled));
    }
    this.#variant.value = entry.id;
    this.#showSizes(entry);
    wordsOn(this.#rules, entry.rules_words ?? named(`puzzle.${entry.id}.rules`, entry.rules));
    const coarse = matchMedia("(pointer: coarse)").matches; // a touch screen: "Tap", and no keyboard line
    const touch = msg(`howto.${drawer.howTo}.touch`, { Verb: msg(coarse ? "howto.tap" : "howto.click") });
    wordsOn($("keys-help"), coarse ? touch : msg("howto.with_keys", { touch, keys: msg(`howto.${drawer.howTo}.keys`),
      undo: msg("howto.undo_key") }));
    this.#showGoal(entry, drawer);
    wordsOn(document.querySelector("title"), msg("page.title", { title: puzzleTitle(entry.id, entry.title) }));
  }

  #showSizes(entry) {
    const sizes = entry.sizes;
    this.#sizeField.hidden = !sizes;
    if (!sizes) return;
    const key = `${entry.id}:${sizes.min}-${sizes.max}`;
    if (this.#size.dataset.for !== key) {
      this.#size.dataset.for = key;
      const choices = [...Object.keys(sizes.by_size).map(Number).sort((a, b) => a - b),
        ...Object.keys(sizes.rectangles ?? {})]; // the squares, then the rectangles ("7x8")
      this.#size.replaceChildren(...choices.map((size) => option(String(size), sizeName(sizes, size))));
    }
    wordsOn(this.#sizeLabel, sizeLabel(sizes));
    this.#size.value = String(entry.size);
  }

  #showGoal(entry, drawer) {
    const view = entry.goal_view ?? drawer.goalView(entry); // the drawer's own picture where the goal is many layouts
    this.#goal.hidden = view === null || view === undefined;
    if (this.#goal.hidden) return;
    const code = typeof entry.goal === "string" && entry.goal !== "";
    wordsOn(this.#goalText, msg("goal.caption"));
    wordsOn(this.#goalCanvas, code ? msg("goal.picture_code", { code: entry.goal }) : msg("goal.picture"),
      "aria-label");
    // At most GOAL_WIDTH each way: a tall board (the blocks' tray) gets a narrower picture, its rules more room.
    const width = Math.min(GOAL_WIDTH, Math.round(GOAL_WIDTH * drawer.aspect(entry)));
    drawStill(this.#goalCanvas, entry, drawer, view, width);
  }
}

function option(value, text) {
  const element = document.createElement("option");
  element.value = value;
  return wordsOn(element, text);
}
