// page/actions.js: what the player does to the game on show: touch a cell (the controller's touch matching, the
// engine's play or explain), undo, redo, Restart, New game, Hint. Each runs in the session's queue, one at a time.

import { capitalise, finishing, moveNamed, pickedText, touch, targets, verdictNote, wayBack } from "../game/controller.js";
import { current, played, redone, restarted, undone } from "../game/history.js";
import { startOf } from "./catalog.js";
import { slideFor } from "../view/input.js";

/** A click, tap, Enter or Space on `cell`. */
export async function touchCell(session, cell) {
  session.board.grid.setCursor(cell);
  const locked = session.lockReason();
  if (locked) return session.say(locked, "warn");
  const state = session.state;
  if (state.solved) return session.say("Already solved: Undo, Restart or pick another puzzle to play on.", "solved");
  if (state.moves.length === 0) return session.say(`Nothing can move here: ${wayBack(session.ways())}.`, "bad");
  const result = touch(session.touched, cell, state.moves);
  if (result.kind === "play") return playMove(session, result.move);
  // A tile further along the blank's line: the single slides Python listed for it, in order (sliding puzzles).
  const line = session.touched.length === 0 && state.annotations ? state.annotations.line_slides : null;
  if (line && line[cell]) return playLine(session, line[cell]);
  if (result.kind === "select") {
    session.touched = result.touched;
    session.hint = null;
    const view = current(session.history).view;
    const names = result.touched.map((touched) => session.drawer.cellName(session.puzzle, view, touched));
    return session.say(names.length ? pickedText(names, targets(result.touched, state.moves).length) : "");
  }
  const position = state.position;
  const epoch = session.epoch;
  let reply;
  try {
    const { distances, ...args } = session.args({ position, touched: result.touched }); // rules only: no distances
    reply = await session.engine.latest("explain", "explain", args);
  } catch (error) {
    if (epoch === session.epoch) session.say(error.message, "warn");
    return undefined;
  }
  if (reply === undefined || epoch !== session.epoch || current(session.history).position !== position) return undefined;
  return session.say(reply.reason, "warn");
}

/** The finish button: the one move the cells touched so far make with one more touch. */
export function finish(session) {
  const state = session.state;
  const move = state && !session.playback ? finishing(session.touched, state.moves) : null;
  return move ? playMove(session, move) : undefined;
}

/** A click beside the board: let go of what was picked. */
export function touchAway(session) {
  if (session.touched.length === 0) return;
  session.touched = [];
  session.say("");
}

/** Whether touching `cell` could do something (for the pointer cursor). */
export function isLive(session, cell) {
  const state = session.state;
  if (!state || session.playback) return false;
  return state.moves.some((move) => (move.touches ?? []).some((sequence) => sequence.includes(cell)));
}

/** An arrow key on the board: slides on a sliding board (true), else false (the cursor moves). */
export function arrow(session, key, event) {
  const state = session.state;
  const geometry = session.board.geometry;
  if (event.shiftKey || !state || session.playback || !geometry) return false;
  if (slideFor(key, state.moves, geometry) === null) return false;
  session.enqueue(() => {
    // Decided when its turn comes: a key pressed while the last slide was on its way sees the board it left.
    const now = session.state;
    const locked = session.lockReason();
    if (locked) return session.say(locked, "warn");
    const slide = slideFor(key, now.moves, session.board.geometry);
    if (slide === null) return undefined;
    return slide.kind === "slides" ? playMove(session, slide.move) : session.say(`Nothing can slide ${slide.word} from here.`, "warn");
  });
  return true;
}

/** Play the moves named (a line of tiles sliding), one after another, each slide drawn whole; stops at the first
 * one refused. */
async function playLine(session, names) {
  for (const [index, name] of names.entries()) {
    const here = session.stateOf(current(session.history).position);
    const move = here ? moveNamed(here.moves, name) : undefined;
    const last = index === names.length - 1;
    if (!move || !(await playMove(session, move, { settle: last, glide: !last }))) return;
  }
}

/**
 * Send `move` (a state.moves entry) to the engine and show its verdict; a refusal is shown in its words. Resolves
 * true when played. A puzzle prepared per position (the 15-puzzle) plays by the rules at once, the verdict read from
 * the move's distance, and then (with `settle`) has the new position searched as a job (page/prepare.js).
 */
export async function playMove(session, move, { assisted = false, settle = true, glide = false } = {}) {
  const history = session.history;
  const epoch = session.epoch;
  const position = current(history).position;
  const each = session.puzzle.prepare === "position";
  const known = each && session.state !== null && session.state.known !== false;
  session.touched = [];
  session.hint = null;
  let reply;
  try {
    const args = session.args({ position, move: move.move });
    if (each) args.distances = false; // its state comes after its search (ensureState)
    reply = await session.engine.latest("play", "play", args);
  } catch (error) {
    if (epoch === session.epoch) session.say(`Refused: ${error.message.replace(/\.$/, "")}.`, "bad");
    return false;
  }
  if (reply === undefined || epoch !== session.epoch || session.history !== history) return false;
  session.remember(reply.state);
  const verdict = known ? (move.optimal ? "optimal" : "wasted") : reply.verdict;
  const { history: next, transition } = played(history, move, {
    position: reply.state.position, view: reply.state.view, verdict, assisted,
  });
  session.commit(next);
  session.marks("first-move-accepted");
  session.note = verdictNote(verdict, known ? { ...reply.state, distance: move.distance } : reply.state, session.ways());
  session.refresh();
  const sliding = session.board.animate(transition);
  if (glide) await sliding; // a line of tiles: each slide seen before the next starts
  if (each && settle) session.ensureState();
  return true;
}

/** Apply a history step (undo, redo, restart, new game) with its note, animate it, ask for the state if unknown. */
function step(session, change, text) {
  if (session.playback) return session.say(session.lockReason(), "warn");
  if (!change) return undefined;
  session.touched = [];
  session.hint = null;
  session.commit(change.history);
  session.note = { text, tone: "info" };
  session.refresh();
  session.board.animate(change.transition);
  return session.ensureState();
}

export function undo(session) {
  if (!session.history) return undefined;
  const leaving = current(session.history).kind;
  return step(session, undone(session.history), leaving === "restart" ? "Restart undone: your moves are back." : "Move undone.");
}

export function redo(session) {
  if (!session.history) return undefined;
  const change = redone(session.history);
  const arriving = change ? current(change.history).kind : null;
  return step(session, change, arriving === "restart" ? "Restart redone." : "Move redone.");
}

export function restart(session) {
  if (!session.history) return undefined;
  return step(session, restarted(session.history), "Restarted from the beginning (Undo brings your moves back).");
}

/** Back to the puzzle's own start, wherever this game began (a link, a saved dead end); Undo brings it back. */
export function newGame(session) {
  if (!session.history) return undefined;
  return step(session, restarted(session.history, startOf(session.puzzle)), "A new game from the puzzle's start (Undo brings your game back).");
}

/** The move the puzzle's own advice names ({move} or {cell}: the optimal move ending on that cell), or undefined. */
function advised(moves, advice) {
  if (!advice) return undefined;
  if (typeof advice.move === "string") return moveNamed(moves, advice.move);
  if (!Number.isInteger(advice.cell)) return undefined;
  const ends = (move) => (move.touches ?? []).some((sequence) => sequence[sequence.length - 1] === advice.cell);
  return moves.find((move) => move.optimal && ends(move)) ?? moves.find(ends);
}

/** Hint: the first press shows an optimal move, the second plays it. */
export async function hint(session) {
  const locked = session.lockReason();
  if (locked) return session.say(locked, "warn");
  const state = session.state;
  if (state.solved) return session.say("Already solved: no hint needed.", "solved");
  if (session.hint) return playMove(session, session.hint, { assisted: true });
  if (state.distance === null && (state.dead_end || state.known === false)) {
    const known = state.known === false ? "the search was cancelled: press Search again for hints" : wayBack(session.ways());
    return session.say(`No hint here: ${known}.`, state.known === false ? "warn" : "bad");
  }
  performance.mark("hint-requested");
  const position = state.position;
  const epoch = session.epoch;
  let reply;
  try {
    reply = await session.engine.latest("hint", "hint", session.args({ position }));
  } catch (error) {
    if (epoch === session.epoch) session.say(error.message, "bad");
    return undefined;
  }
  if (reply === undefined || epoch !== session.epoch || current(session.history).position !== position || session.playback) return undefined;
  const advice = reply.advice ?? null;
  const move = advised(state.moves, advice) ?? moveNamed(state.moves, reply.optimal_moves[0]);
  if (!move) return session.say(advice && advice.none ? `No hint: ${advice.none}.` : "No hint here.", "warn");
  session.hint = move;
  session.touched = [];
  performance.measure("hint-round-trip", "hint-requested");
  const before = advice && advice.none ? `${capitalise(advice.none)}. An optimal step` : "Hint";
  return session.say(`${before}: ${move.label}. Press Hint again to play it.`, "hint");
}
