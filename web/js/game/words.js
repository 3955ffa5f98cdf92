// game/words.js: what the status says, as messages ({key, values}: i18n/t.js words them in the language on show):
// counted words ("1 move", "2 moves"), why the board is locked, the counters' distance words, the editor's. Pure.

import { msg } from "../i18n/t.js";

/** `n` of `noun` ("move", "position", "slide", "step", "solver_move", "more_move", "day", "knight"): "1 move", "2
 * moves" (catalogue "count.<noun>", its plural forms). */
export const count = (n, noun) => msg(`count.${noun}`, { n });

/** "one of 723 positions", or "the only one" when n is 1 (never "one of 1 position"). */
export const oneOf = (n, noun) => (n === 1 ? msg("count.only_one") : msg("count.one_of", { some: count(n, noun) }));

/** What a move is called: the engine's words for it as a message ("black knight from a4 to c3", worded in the
 * language on show), else its English label (a game saved before moves carried their message), else its notation. */
export const moveLabel = (move) => (move ? move.label_words ?? move.label ?? move.move : "");

/** Why the board takes no moves now (a message), or null when it does: {playback, editing, history, state, cancelled,
 * search, engineState} as the midend knows them. */
export function lockWords({ playback, editing, history, state, cancelled, search, engineState }) {
  if (playback) return msg(playback.playing ? "lock.solution_playing" : "lock.solution_shown");
  if (editing) return msg("lock.editing");
  if (!history) return msg("lock.setting_up");
  if (state) return null;
  if (cancelled) return msg("lock.getting_moves");
  if (search && search.shown && engineState === "ready") return msg("lock.searching", { title: search.title });
  return msg(engineState === "failed" ? "lock.no_solver" : "lock.loading");
}

/** The status's word where the goal is a length (the state's "target": the uncrossed path), beside "Moves: M" and
 * as short as "Solvable in 16" (the counter's width): "Longest: 17" while the longest can be reached (or before that
 * is known), else the longest still reachable from here, "Can reach 16" ("Can reach 30+" where the search stopped
 * short of a proof); the message's summary says it in full. */
export function targetWords({ longest, reach, proved }) {
  if (reach === null || reach >= longest) return msg("distance.longest", { n: longest });
  return msg(proved ? "distance.can_reach" : "distance.can_reach_more", { n: reach });
}

/** The status's words while the editor is open, about the position being set up (never the game waiting underneath):
 * {moves, optimal} from the draft's standing (game/draft.js). */
export function draftWords({ kind, distance }) {
  const optimal = { checking: "draft.checking", unreadable: "draft.unreadable", "cut-off": "draft.cut_off",
    goal: "draft.goal" }[kind] ?? (distance === null ? "draft.solvable" : "distance.solvable");
  return { moves: msg("draft.editing"), optimal: msg(optimal, { n: distance }) };
}

/**
 * The status's word on the distance, the same on every puzzle: "Solved", "Solvable in 16" (moves), "Not solvable from
 * here" (a proven dead end), "No known way to the goal" (not proven), "Best out of reach" (play goes on, the best is
 * lost: the summary says what is left); where the goal is a length, targetWords. While the answer is on its way (the
 * board playing by the rules) only what the search proved, short enough for a phone's counter ("…": still
 * working; the search banner says it whole): "Solvable in …", "72+ moves…" (a lower bound), "72–90 moves…"
 * (and a way of 90 found), "≤106 moves…" (a way found), "Solvable in 65…" (the distance known, its moves being
 * checked); after a Cancel "Search cancelled".
 */
export function distanceWords({ state, search, cancelled }) {
  if (cancelled) return msg("distance.cancelled");
  if (state && state.known !== false) {
    if (state.distance === 0 || (state.solved && state.distance === null)) return msg("distance.solved");
    if (state.target) return targetWords(state.target);
    if (state.distance !== null) return msg("distance.solvable", { n: state.distance }); // beside "Moves: 3"
    if (state.exact === false) return msg("distance.no_known_way");
    return msg(state.dead_end ? "distance.dead_end" : "distance.best_out_of_reach");
  }
  if (state && state.solved) return msg("distance.solved");
  const progress = search ? search.progress : {};
  const { distance, bound, provisional } = progress;
  if (Number.isInteger(distance)) return msg("distance.solvable_checking", { n: distance });
  const most = provisional ? provisional.length : null;
  if (Number.isInteger(bound)) {
    return most === null ? msg("distance.at_least", { n: bound }) : msg("distance.between", { n: bound, most });
  }
  if (most !== null) return msg("distance.at_most", { n: most });
  return msg("distance.searching");
}

/** The moves counter: "Moves: 3". */
export const movesWords = (n) => msg("status.moves", { n });

/** The page's words (a message) for a reason the engine gave as a rule with figures (`check`: {invariant, figures}),
 * or null where the engine's own sentence stands. "cut off from every goal": {reachable (the layouts play can reach
 * from this one, it included: all share its fate), cut_off (every layout that can't reach the goal), layouts (all)}. */
export function reasonWords({ invariant, figures }) {
  if (invariant !== "cut off from every goal" || !figures) return null; // words: none (the engine's code)
  const { reachable, cut_off: cutOff, layouts } = figures;
  const others = reachable === 1 ? msg("reason.cut_off.alone") : msg("reason.cut_off.others", { n: reachable - 1 });
  return [msg("reason.cut_off"), others, msg("reason.cut_off.count", { n: cutOff, layouts })];
}
