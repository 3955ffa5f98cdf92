// game/playing.js: the midend's acts of play by hand: a touched cell (matched by controller.js against the moves
// Python sent), a line of tiles, the finish button, arrow keys, Hint, and the replay of a game from a link. Each acts
// through the midend's host (game/midend.js); the verdict on a move is always Python's.

import { capitalise, finishing, moveNamed, pickedText, targets, touch as match, verdictNote, wayBack }
  from "./controller.js";
import { current, played } from "./history.js";
import { count } from "./words.js";

/** A click, tap, Enter or Space on `cell`. */
async function touch(host, cell) {
  const locked = host.lockReason();
  if (locked) return host.sayLocked(locked);
  const state = host.state();
  if (state.solved) return host.say("Already solved: Undo, Restart or New game… to play on.", "solved");
  if (state.moves.length === 0) return host.say(`Nothing can move here: ${wayBack(host.ways())}.`, "bad");
  const touched = host.touched();
  const result = match(touched, cell, state.moves);
  if (result.kind === "play") return playMove(host, result.move);
  // A tile further along the blank's line: the single slides Python listed for it, in order (sliding puzzles).
  const line = touched.length === 0 && state.annotations ? state.annotations.line_slides : null;
  if (line && line[cell]) return playLine(host, line[cell]);
  if (result.kind === "select") {
    host.setPick(result.touched);
    const view = current(host.history()).view;
    const names = result.touched.map((one) => host.ports.cellName(host.puzzle(), view, one));
    return host.say(names.length ? pickedText(names, targets(result.touched, state.moves).length) : "");
  }
  const about = host.about();
  let reply;
  try {
    const { distances, ...args } = host.args({ position: state.position, touched: result.touched });
    reply = await host.engine().request("explain", args);
  } catch (error) {
    if (host.isCurrent(about)) host.say(`Nothing moved: ${sentence(error.message)} Try another cell.`, "warn");
    return undefined;
  }
  return host.isCurrent(about) ? host.say(`${sentence(reply.reason)} Nothing moved.`, "warn") : undefined;
}

/** The finish button: the one move the cells touched so far make with one more touch. */
function finish(host) {
  const state = host.state();
  const move = state && !host.lockReason() ? finishing(host.touched(), state.moves) : null;
  return move ? playMove(host, move) : undefined;
}

/** An arrow key on a sliding board: slides (true), else false (the cursor moves). Decided when its turn comes: a key
 * pressed while the last slide was on its way sees the board it left. */
function arrow(host, key, shift, geometry) {
  const state = host.state();
  const slideFor = host.ports.slideFor;
  if (shift || !state || host.lockReason() || !geometry || slideFor(key, state.moves, geometry) === null) return false;
  host.enqueue(() => {
    const locked = host.lockReason();
    if (locked) return host.sayLocked(locked);
    const slide = slideFor(key, host.state().moves, host.ports.geometry());
    if (slide === null) return undefined;
    return slide.kind === "slides" ? playMove(host, slide.move)
      : host.say(`Nothing can slide ${slide.word} from here: try another arrow.`, "warn");
  });
  return true;
}

/** A drag from `cell` by (dx, dy) px: on a sliding board, toward the gap, the touch that slides that tile (or the
 * line of tiles up to it, one act); elsewhere the drag is a touch of `cell`. */
function swipe(host, cell, dx, dy, geometry) {
  const state = host.state();
  if (!state || host.lockReason() || !geometry) return touch(host, cell);
  const line = state.annotations ? state.annotations.line_slides : null;
  const names = line && line[cell] ? line[cell] : null;
  const first = names ? moveNamed(state.moves, names[0]) : state.moves.find((move) =>
    (move.touches ?? []).some((sequence) => sequence.length === 1 && sequence[0] === cell));
  const motion = first && first.motion && first.motion.length === 1 ? first.motion[0] : null;
  if (!motion || host.touched().length > 0) return touch(host, cell);
  const [from, to] = [geometry.center(cell), geometry.center(motion[1])]; // motion[1]: the gap the first slide fills
  const toward = (to.x - from.x) * dx + (to.y - from.y) * dy > 0;
  return toward ? touch(host, cell) : host.say("Swipe a tile toward the gap to slide it.", "warn");
}

function isLive(state, playback, cell) {
  if (!state || playback) return false;
  return state.moves.some((move) => (move.touches ?? []).some((sequence) => sequence.includes(cell)));
}

/** Play the moves named (a line of tiles sliding), each slide drawn whole, as one act: they count as the moves they
 * make and Undo takes them back together. Stops at the first one refused. */
async function playLine(host, names) {
  const group = host.history().index + 1; // the index of the line's first move: unique in the history
  for (const [index, name] of names.entries()) {
    const here = host.stateOf(current(host.history()).position);
    const move = here ? moveNamed(here.moves, name) : undefined;
    const last = index === names.length - 1;
    if (!move || !(await playMove(host, move, { glide: !last, group }))) return;
  }
}

/**
 * Send `move` (a state.moves entry) to the engine and commit it with Python's verdict; a refusal is said in its
 * words. Resolves true when played. The new position's full state may come later (a search): the midend asks.
 */
async function playMove(host, move, { assisted = false, glide = false, group = null } = {}) {
  const history = host.history();
  const about = host.about();
  host.setPick([]);
  let reply;
  try {
    reply = await host.engine().request("play", host.args({ position: current(history).position, move: move.move }));
  } catch (error) {
    if (host.isCurrent(about)) host.say(`Refused: ${sentence(error.message)} Nothing moved.`, "bad");
    return false;
  }
  if (!host.isCurrent(about) || host.history() !== history) return false;
  host.remember(reply.state);
  const { verdict } = reply;
  const step = { position: reply.state.position, view: reply.state.view, verdict, assisted, group };
  const change = played(history, move, step);
  const after = { ...reply.state, distance: reply.distance ?? reply.state.distance };
  const note = verdictNote(verdict, after, { canUndo: true, canNewGame: host.ways().canNewGame });
  host.ports.marks("first-move-accepted");
  const drawn = host.commit(change, note.text, note.tone);
  if (glide) await drawn; // a line of tiles: each slide seen before the next starts
  return true;
}

/** `text` ending with one full stop (an engine's message may end with one or not). */
const sentence = (text) => `${text.replace(/[.\s]+$/, "")}.`;

/** The move the puzzle's own advice names ({move} or {cell}: the optimal move ending on that cell), or undefined. */
function advised(moves, advice) {
  if (!advice) return undefined;
  if (typeof advice.move === "string") return moveNamed(moves, advice.move);
  if (!Number.isInteger(advice.cell)) return undefined;
  const ends = (move) => (move.touches ?? []).some((sequence) => sequence[sequence.length - 1] === advice.cell);
  return moves.find((move) => move.optimal && ends(move)) ?? moves.find(ends);
}

/** Hint: the first press shows an optimal move of the game on show, the second plays that same move. */
async function hint(host) {
  const locked = host.lockReason();
  if (locked) return host.sayLocked(locked);
  const state = host.state();
  if (state.solved) {
    return host.say("Already solved: no hint needed. Undo, Restart or New game… to play on.", "solved");
  }
  const shown = host.hint();
  if (shown && state.moves.includes(shown)) return playMove(host, shown, { assisted: true });
  if (state.known === false) return provisionalHint(host, state);
  if (state.distance === null && state.dead_end) return host.say(`No hint here: ${wayBack(host.ways())}.`, "bad");
  performance.mark("hint-requested");
  const about = host.about();
  let reply;
  try {
    // The move to hint, not every optimal one: the 15-puzzle's is the first move of the solution found, no search.
    reply = await host.engine().request("hint", host.args({ position: state.position, every_move: false }));
  } catch (error) {
    if (host.isCurrent(about)) host.say(`No hint: ${sentence(error.message)} Your game is kept: try Hint again.`,
      "bad");
    return undefined;
  }
  if (!host.isCurrent(about) || host.lockReason()) return undefined;
  const advice = reply.advice ?? null;
  const move = advised(state.moves, advice) ?? moveNamed(state.moves, reply.optimal_moves[0]);
  if (!move) {
    const why = advice && advice.none ? `No hint: ${advice.none}.` : "No hint here.";
    return host.say(`${why} ${capitalise(wayBack(host.ways()))}.`, "warn");
  }
  host.setPick([], move);
  performance.measure("hint-round-trip", "hint-requested");
  const before = advice && advice.none ? `${capitalise(advice.none)}. An optimal step` : "Hint";
  return host.say(`${before}: ${move.label}. Press Hint again to play it.`, "hint");
}

/** Hint while the position's search runs (its state from the rules): the good move the search offers, said to be
 * not yet proven optimal (the first move of a way to the goal it found and checked), or why there is none yet. */
function provisionalHint(host, state) {
  const search = host.search();
  const offered = search ? search.progress.provisional : null;
  const move = offered ? moveNamed(state.moves, offered.move) : undefined;
  if (!move) {
    return search ? host.say("No hint yet: the solver is still searching this position. Press Hint again in a "
      + "moment.", "warn") : host.say("No hint here: the search was cancelled: press Search again for hints.", "warn");
  }
  host.setPick([], move);
  const proven = search.progress.distance === offered.length;
  const words = proven ? "Hint (optimal)" : `A good move (not yet proven optimal: it starts a way of ${
    count(offered.length, "move")})`;
  return host.say(`${words}: ${move.label}. Press Hint again to play it.`, "hint");
}

/** The exact answer (`state`, full) arrived while a good move not yet proven optimal was shown: an optimal move
 * replaces it (the same one when it is optimal), in the note that the change about to be drawn shows. */
function exactHint(host, state) {
  const shown = host.hint();
  if (!shown || state.known === false || state.moves.includes(shown)) return;
  const same = state.moves.find((move) => move.move === shown.move && move.optimal);
  const move = same ?? moveNamed(state.moves, state.optimal_moves[0]);
  host.setPick([], move ?? null);
  if (!move) return;
  const words = same ? "Proven optimal" : "The exact answer is in; an optimal move";
  host.note(`${words}: ${move.label} (${count(state.distance, "move")} to go). Press Hint again to play it.`, "hint");
}

/** The verdict on the move that led to the position on show when Python could not say it as the move was played
 * (the 15-puzzle checks the moves from a position only when asked, so the position a move leads to may need a search
 * of its own): once that position's full `state` is in, the move is played again from the position before (no
 * search now: both distances are known) for its verdict, kept in the history and said when nothing else is. */
async function lateVerdict(host, state) {
  const history = host.history();
  const entry = history ? current(history) : null;
  if (!entry || entry.kind !== "move" || entry.verdict !== null || !entry.move || history.index === 0
      || entry.position !== state.position || state.known === false || state.distance === null) return;
  const before = host.stateOf(history.entries[history.index - 1].position);
  if (!before || before.known === false || before.distance === null) return;
  const about = host.about();
  let reply;
  try {
    reply = await host.engine().request("play", host.args({ position: before.position, move: entry.move.move }));
  } catch {
    return; // the verdict stays unsaid; the move stands
  }
  if (!host.isCurrent(about) || host.history() !== history || !reply.verdict) return;
  host.judge(reply.verdict);
  const note = verdictNote(reply.verdict, state, { canUndo: true, canNewGame: host.ways().canNewGame });
  if (host.noteText()) host.changed();
  else host.say(note.text, note.tone);
}

/** A game from a link: each of `moves` played by the engine from the position on show, then shown from its start
 * with the moves ready for Redo. A move that can't be played stops the replay, saying which. */
async function replay(host, moves) {
  const about = host.about();
  const begun = host.history();
  let history = begun;
  let problem = "";
  for (const [number, name] of moves.entries()) {
    const here = current(history).position;
    const state = host.stateOf(here);
    const move = state ? state.moves.find((candidate) => candidate.move === name) : null;
    if (!move) {
      problem = ` Move ${number + 1} (${name}) can't be played there, so the game stops before it.`;
      break;
    }
    let reply;
    try {
      reply = await host.engine().request("play", host.args({ position: here, move: name }));
    } catch (error) {
      problem = ` Move ${number + 1} was refused: ${error.message}`;
      break;
    }
    if (!host.isCurrent(about)) return false;
    host.remember(reply.state);
    const step = { position: reply.state.position, view: reply.state.view, verdict: reply.verdict };
    history = played(history, move, step).history;
  }
  const shown = { ...history, index: begun.index };
  const count_ = history.index - begun.index;
  const text = `A game of ${count(count_, "move")} from a link, shown from its start: press Redo or pick a move in `
    + `Review to step through it.${problem}`;
  host.commit({ history: shown, transition: { from: current(history).view, to: current(shown).view, move: null } },
    text, problem ? "warn" : "info");
  return true;
}

export const playing = { touch, swipe, finish, arrow, isLive, hint, exactHint, lateVerdict, replay, playMove };
