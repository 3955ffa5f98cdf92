// game/life.js: the solver's life as the midend sees it, in one place: loading, ready (again after Retry or a crash),
// failed, and a crash or hang after the boot (what the engine built is gone; the game is kept and asked for anew).

import { forget } from "./answers.js";
import { say, stateOn } from "./game.js";
import { leave } from "./watching.js";
import { msg } from "../i18n/t.js";

/** The engine answers: after a Retry or a crash (`again`) its answers are asked for anew; `recovered`: say so. */
export function ready(game, { again = false, recovered = false }) {
  let requests = [];
  if (again) ({ game, requests } = forget(game));
  game = { ...game, engine: "ready" };
  const aboutLink = ["open.link_in_editor", "open.link_refused"].includes(game.note.text?.key);
  if (recovered && !aboutLink) { // a link's own words ("That link's position...") stay
    game = say(game, msg("life.back"), "good");
  }
  if (stateOn(game)) requests = [...requests, { to: "mark", name: "moves-enabled", once: true }];
  return { game, requests };
}

export const failed = (game) => ({ game: { ...game, engine: "failed" }, requests: [] });

/** The words for the boot banner when the solver crashed or hung after its boot (client.js onFault). */
export function faultWords({ reason, restarting, faults }) {
  const what = msg(`life.reason.${reason === "crashed" ? "crashed" : "silent"}`);
  return restarting ? msg("life.restarting", { what }) : msg("life.gave_up", { what, n: faults });
}

/** The solver crashed or hung after its boot: what it had built is gone; the game is kept; the act that was waiting
 * on it (a move, a hint, Solve) says its own failure first, then this (an act of its own). */
export function fault(game, news) {
  const { restarting } = news;
  const forgotten = forget(game);
  const left = leave(forgotten.game);
  const text = restarting ? faultWords(news)
    : msg("life.waits");
  return { game: { ...left.game, engine: restarting ? "loading" : "failed" },
    requests: [...forgotten.requests, ...left.requests, { to: "act", name: "say", input: { text, tone: "warn" } }] };
}

/** An act that only says something (queued behind the act that failed). */
export const sayAct = (game, { text, tone }) => ({ game: say(game, text, tone), requests: [] });
