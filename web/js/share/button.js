// share/button.js: the button that makes the picture of a game (share/picture.js) and shares or downloads it
// (share/send.js), with what it did said beside it; when the picture can't be made here (the encoder didn't load, not
// enough memory), it says so and offers the text Share instead. Used by Review and by the solution player.

import { make, wordsOn } from "../view/dom.js";
import { msg } from "../i18n/t.js";
import { fileName } from "./frames.js";
import { makePicture } from "./picture.js";
import { shareOrDownload, shareText } from "./send.js";

/** Why making the picture failed: a message (the browser's own words where it gave some other reason). */
function reason(error) {
  if (error instanceof RangeError || (error && /memory/i.test(error.message))) return msg("share.why.memory");
  if (error && (error.name === "TypeError" || /import|module|fetch/i.test(error.message))) {
    return msg("share.why.unloaded");
  }
  return error && error.message ? error.message : msg("share.why.unloaded");
}

/** The page's theme where the board is: its card's background (the first opaque one behind #board) and the ink,
 * muted and verdict colours of the stylesheet (players.css's themes): what the picture is drawn in. */
export function pageTheme() {
  const root = getComputedStyle(document.documentElement);
  let box = document.getElementById("board");
  let background = "";
  while (box && !background) {
    const colour = getComputedStyle(box).backgroundColor;
    if (colour && !/^(transparent|rgba\(.*,\s*0\))$/.test(colour)) background = colour;
    box = box.parentElement;
  }
  const colour = (name, fallback) => root.getPropertyValue(name).trim() || fallback;
  return { background: background || "#ffffff", ink: colour("--ink", "#1f2933"), muted: colour("--muted", "#5b6673"),
    good: colour("--good", "#1f7a3f"), warn: colour("--warn", "#8a5a00"), bad: colour("--bad", "#a61b1b") };
}

export class PictureButton {
  element = make("div", "share-picture");
  #button;
  #said = make("p", "tool-note share-said");
  #text = make("button", "button", msg("share.text_button"));
  #plan;
  #shareText;
  #busy = false;

  /** `words`: the button's words (they say that the picture shows the moves); `plan()`: the plan of the picture
   * (share/frames.js) or null (nothing to show: the button waits); `text()`: the text Share's words (null: none). */
  constructor({ words, id, plan, text }) {
    this.#button = make("button", "button", words);
    this.#button.type = "button";
    this.#button.id = id;
    this.#text.type = "button";
    this.#text.hidden = true;
    this.#said.setAttribute("role", "status");
    this.#plan = plan;
    this.#shareText = text;
    const row = make("div", "button-row");
    row.append(this.#button, this.#text);
    this.element.append(row, this.#said);
    this.#button.addEventListener("click", () => this.#make());
    this.#text.addEventListener("click", () => this.#sendText());
  }

  /** Whether there is a picture to make now (the button waits otherwise); a note about another game goes. */
  refresh(available) {
    this.#button.disabled = this.#busy || !available;
    if (!available && !this.#busy) this.#clear();
  }

  #clear() {
    wordsOn(this.#said, "");
    this.#text.hidden = true;
  }

  async #make() {
    const plan = this.#plan();
    if (!plan || this.#busy) return;
    this.#busy = true;
    this.#button.disabled = true;
    this.#clear();
    try {
      const blob = await makePicture(plan, pageTheme(), (done, count) => {
        wordsOn(this.#said, msg("share.making", { n: done, count }));
      });
      const name = fileName(plan);
      const how = await shareOrDownload(blob, name);
      const kb = Math.max(1, Math.round(blob.size / 1000));
      wordsOn(this.#said, how === "downloaded" ? msg("share.downloaded", { name, kb, frames: plan.steps.length })
        : msg(`share.${how}`));
    } catch (error) {
      wordsOn(this.#said, msg("share.failed", { why: reason(error) }));
      this.#text.hidden = false;
    } finally {
      this.#busy = false;
      this.#button.disabled = false;
    }
  }

  async #sendText() {
    const text = this.#shareText();
    if (!text) return this.#clear(); // the game it was about is gone
    try {
      wordsOn(this.#said, msg(`share.text.${await shareText(text)}`));
    } catch {
      wordsOn(this.#said, msg("share.copy_by_hand", { text }));
    }
  }
}
