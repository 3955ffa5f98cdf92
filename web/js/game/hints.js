// game/hints.js: Hint, a part of the midend: the first press shows an optimal move of the position on show, the
// second plays it; while the 15-puzzle's search runs, the good move it offers (said not yet proven optimal), and the
// hint asked for before the search had one, shown as soon as it comes. Transitions (game, input) -> {game, requests}.

import { moveNamed, wayBack } from "./controller.js";
import { args, lockReason, say, sayLocked, searchOn, stateOn, ways } from "./game.js";
import { asking, playMove } from "./playing.js";
import { count, moveLabel } from "./words.js";
import { clause, msg, whyOf } from "../i18n/t.js";

const none = (game) => ({ game, requests: [] });

/** Hint: the first press shows an optimal move of the game on show, the second plays that same move. */
export function hint(game) {
  if (lockReason(game)) return sayLocked(game);
  const state = stateOn(game);
  if (state.solved) {
    return none(say(game, msg("hint.solved"), "solved"));
  }
  const shown = game.pick.hint;
  if (shown && state.moves.includes(shown)) return playMove(game, shown, { assisted: true });
  if (state.known === false) return provisionalHint(game, state);
  if (state.distance === null && state.dead_end) {
    return none(say(game, msg("hint.dead_end", { way: wayBack(ways(game)) }), "bad"));
  }
  // The move to hint, not every optimal one: the 15-puzzle's is the first move of the solution found, no search.
  const asked = asking(game, "hint", args(game, { position: state.position, every_move: false }), { on: "hinted" });
  return { ...asked, requests: [{ to: "mark", name: "hint-requested" }, ...asked.requests] };
}

/** The move the puzzle's own advice names ({move} or {cell}: the optimal move ending on that cell), or undefined. */
function advised(moves, advice) {
  if (!advice) return undefined;
  if (typeof advice.move === "string") return moveNamed(moves, advice.move);
  if (!Number.isInteger(advice.cell)) return undefined;
  const ends = (move) => (move.touches ?? []).some((sequence) => sequence[sequence.length - 1] === advice.cell);
  return moves.find((move) => move.optimal && ends(move)) ?? moves.find(ends);
}

function hinted(game, { result, error }) {
  game = { ...game, busy: null };
  if (error) return none(say(game, msg("hint.failed", { why: whyOf(error) }), "bad"));
  if (lockReason(game)) return none(game);
  const state = stateOn(game);
  const advice = result.advice ?? null;
  const move = advised(state.moves, advice) ?? moveNamed(state.moves, result.optimal_moves[0]);
  if (!move) {
    const why = advice && advice.none ? msg("hint.none_because", { why: clause(advice.none_words ?? advice.none) })
      : msg("hint.none");
    return none(say(game, [why, wayBack(ways(game), true)], "warn"));
  }
  const words = advice && advice.none ? msg("hint.advised", { why: clause(advice.none_words ?? advice.none),
    move: moveLabel(move) })
    : msg("hint.move", { move: moveLabel(move) });
  const next = say({ ...game, pick: { touched: [], hint: move } }, words, "hint");
  return { game: next, requests: [{ to: "measure", name: "hint-round-trip", start: "hint-requested" }] };
}

/** Hint while the position's search runs (its state from the rules): the good move the search offers, said to be
 * not yet proven optimal (the first move of a way to the goal it found and checked); before it has one, what is
 * known (the distance, once found) and that the hint comes by itself: the note `awaits` it (awaitedHint). */
function provisionalHint(game, state) {
  const search = searchOn(game);
  const offered = search ? search.progress.provisional : null;
  const move = offered ? moveNamed(state.moves, offered.move) : undefined;
  if (!search) return none(say(game, msg("hint.cancelled"), "warn"));
  if (!move) {
    const { distance } = search.progress;
    const text = Number.isInteger(distance) ? msg("hint.awaited_distance", { n: distance })
      : msg("hint.awaited");
    return none({ ...game, note: { text, tone: "info", awaits: "hint" } });
  }
  const proven = search.progress.distance === offered.length;
  const words = proven ? msg("hint.proven", { move: moveLabel(move) })
    : msg("hint.good", { move: moveLabel(move), way: count(offered.length, "move") });
  return none(say({ ...game, pick: { touched: [], hint: move } }, words, "hint"));
}

/** A hint asked for before the search had one (the note awaits it): shown once the search's progress offers a move.
 * The game unchanged otherwise. */
export function awaitedHint(game) {
  const state = stateOn(game);
  if (game.note.awaits !== "hint" || !state || state.known !== false || lockReason(game)) return game;
  const offered = searchOn(game)?.progress.provisional;
  return offered && moveNamed(state.moves, offered.move) ? provisionalHint(game, state).game : game;
}

/** The exact answer (`state`, full) arrived while a good move not yet proven optimal was shown, or while a hint was
 * awaited: an optimal move is shown (the same one when the good move shown is optimal). */
export function exactHint(game, state) {
  const shown = game.pick.hint;
  const awaited = !shown && game.note.awaits === "hint";
  if ((!shown && !awaited) || state.known === false || (shown && state.moves.includes(shown))) return game;
  const same = shown ? state.moves.find((move) => move.move === shown.move && move.optimal) : undefined;
  const move = same ?? moveNamed(state.moves, state.optimal_moves[0]);
  game = { ...game, pick: { touched: [], hint: move ?? null } };
  if (!move) return awaited ? say(game, "") : game;
  const key = awaited ? "hint.exact_awaited" : same ? "hint.exact_same" : "hint.exact_other";
  return say(game, msg(key, { move: moveLabel(move), n: state.distance }), "hint");
}

export const handlers = { hinted };
