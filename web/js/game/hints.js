// game/hints.js: Hint, a part of the midend: the first press shows an optimal move of the position on show, the
// second plays it; while the 15-puzzle's search runs, the good move it offers (said not yet proven optimal), and the
// hint asked for before the search had one, shown as soon as it comes. Transitions (game, input) -> {game, requests}.

import { capitalise, moveNamed, wayBack } from "./controller.js";
import { args, lockReason, say, sayLocked, searchOn, stateOn, ways } from "./game.js";
import { asking, playMove, sentence } from "./playing.js";
import { count } from "./words.js";

const none = (game) => ({ game, requests: [] });

/** Hint: the first press shows an optimal move of the game on show, the second plays that same move. */
export function hint(game) {
  if (lockReason(game)) return sayLocked(game);
  const state = stateOn(game);
  if (state.solved) {
    return none(say(game, "Already solved: no hint needed. Undo, Restart or New game… to play on.", "solved"));
  }
  const shown = game.pick.hint;
  if (shown && state.moves.includes(shown)) return playMove(game, shown, { assisted: true });
  if (state.known === false) return provisionalHint(game, state);
  if (state.distance === null && state.dead_end) return none(say(game, `No hint here: ${wayBack(ways(game))}.`, "bad"));
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
  if (error) return none(say(game, `No hint: ${sentence(error.message)} Your game is kept: try Hint again.`, "bad"));
  if (lockReason(game)) return none(game);
  const state = stateOn(game);
  const advice = result.advice ?? null;
  const move = advised(state.moves, advice) ?? moveNamed(state.moves, result.optimal_moves[0]);
  if (!move) {
    const why = advice && advice.none ? `No hint: ${advice.none}.` : "No hint here.";
    return none(say(game, `${why} ${capitalise(wayBack(ways(game)))}.`, "warn"));
  }
  const before = advice && advice.none ? `${capitalise(advice.none)}. An optimal step` : "Hint";
  const next = say({ ...game, pick: { touched: [], hint: move } }, `${before}: ${move.label}. Press Hint again to `
    + "play it.", "hint");
  return { game: next, requests: [{ to: "measure", name: "hint-round-trip", start: "hint-requested" }] };
}

/** Hint while the position's search runs (its state from the rules): the good move the search offers, said to be
 * not yet proven optimal (the first move of a way to the goal it found and checked); before it has one, what is
 * known (the distance, once found) and that the hint comes by itself: the note `awaits` it (awaitedHint). */
function provisionalHint(game, state) {
  const search = searchOn(game);
  const offered = search ? search.progress.provisional : null;
  const move = offered ? moveNamed(state.moves, offered.move) : undefined;
  if (!search) return none(say(game, "No hint here: the search was cancelled: press Search again for hints.", "warn"));
  if (!move) {
    const { distance } = search.progress;
    const text = Number.isInteger(distance)
      ? `${count(distance, "move")} to go: the hint shows here as soon as the solver has checked a first move.`
      : "The solver is still searching this position: the hint shows here as soon as it has a good move.";
    return none({ ...game, note: { text, tone: "info", awaits: "hint" } });
  }
  const proven = search.progress.distance === offered.length;
  const words = proven ? "Hint (optimal)" : `A good move (not yet proven optimal: it starts a way of ${
    count(offered.length, "move")})`;
  return none(say({ ...game, pick: { touched: [], hint: move } }, `${words}: ${move.label}. Press Hint again to play `
    + "it.", "hint"));
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
  const words = awaited ? "Hint" : same ? "Proven optimal" : "The exact answer is in; an optimal move";
  return say(game, `${words}: ${move.label} (${count(state.distance, "move")} to go). Press Hint again to play it.`,
    "hint");
}

export const handlers = { hinted };
