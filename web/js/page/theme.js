// page/theme.js: light and dark themes. The page follows the system (prefers-color-scheme) until the player picks
// one with the theme button (System -> Light -> Dark); the choice is kept in localStorage and set as
// <html data-theme>, which players.css reads. Stored junk is ignored.

import { msg } from "../i18n/t.js";
import { wordsOn } from "../view/dom.js";

const KEY = "puzzlelab-theme";
const CHOICES = ["system", "light", "dark"];

/** Wire the theme button (#theme): shows the choice, cycles it on click, applies it at once. */
export function connectTheme(button) {
  let choice = "system";
  try {
    const saved = localStorage.getItem(KEY);
    if (CHOICES.includes(saved)) choice = saved;
  } catch {
    // storage off: the system's theme
  }
  const apply = () => {
    if (choice === "system") delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = choice;
    wordsOn(button, msg(`theme.${choice}`));
    wordsOn(button, msg(`theme.${choice}.label`), "aria-label");
  };
  button.addEventListener("click", () => {
    choice = CHOICES[(CHOICES.indexOf(choice) + 1) % CHOICES.length];
    try {
      localStorage.setItem(KEY, choice);
    } catch {
      // not kept: still applied now
    }
    apply();
  });
  apply();
}
