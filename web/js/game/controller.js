// game/controller.js: where a click becomes a move. The cells touched so far are matched against the touch
// sequences Python sent with each legal move (one rule for every board, below); what is left over is explained by
// the engine. Also the words for verdicts, hints and dead ends. Pure functions: no DOM, no engine, no rules.

import { count } from "./words.js";

/**
 * The touch-matching rule. `touched`: cells touched so far in the move being made; `cell`: the one touched now;
 * `moves`: the state's legal moves, each with `touches` (alternative cell sequences a person touches, in order).
 *   1. a cell already touched is untouched: {kind: "select", touched: without it}
 *   2. touched + [cell] MAKES a move (a sequence of the same length, earlier touches in any order, the same last
 *      cell) and only one: {kind: "play", move}
 *   3. touched + [cell] can still grow into a sequence: {kind: "select", touched: touched + [cell]}
 *   4. [cell] alone makes or begins a move: start over from it (play or select): picking another piece
 *   5. else: {kind: "explain", touched: touched + [cell]} (ask the engine why not)
 * On boards that load several cells before the last touch (some move needs two or more: a boat's crew), step 4 is
 * skipped: touching another figure means "with the others", so the engine says why they can't go together
 * instead of the first ones being silently dropped.
 */
export function touch(touched, cell, moves) {
  if (touched.includes(cell)) return { kind: "select", touched: touched.filter((other) => other !== cell) };
  const grown = [...touched, cell];
  const decided = decide(grown, moves);
  if (decided) return decided;
  if (touched.length > 0 && !loads(moves)) {
    const alone = decide([cell], moves);
    if (alone) return alone;
  }
  return { kind: "explain", touched: grown };
}

/** The one move whose touches are exactly `touched` (earlier ones in any order, the same last one), or null: what
 * a drag and drop makes (touched: [the cell pressed, the cell let go over]). */
export function madeBy(touched, moves) {
  const made = moves.filter((move) => sequences(move).some((sequence) => makes(sequence, touched)));
  return made.length === 1 ? made[0] : null;
}

/** A board whose moves can need several touches before the last (every sequence of some move has 3 or more). */
function loads(moves) {
  return moves.some((move) => sequences(move).length > 0 && sequences(move).every((sequence) => sequence.length > 2));
}

/** The one move that one more touch would make from `touched` (the same whatever cell makes it), or null: what a
 * "finish the move" button plays (a boat's crew picked: cross). */
export function finishing(touched, moves) {
  if (touched.length === 0) return null;
  const made = moves.filter((move) => sequences(move).some((sequence) =>
    sequence.length === touched.length + 1 && sameSet(sequence.slice(0, -1), touched)));
  return made.length === 1 ? made[0] : null;
}

function decide(touched, moves) {
  const made = moves.filter((move) => sequences(move).some((sequence) => makes(sequence, touched)));
  if (made.length === 1) return { kind: "play", move: made[0] };
  if (moves.some((move) => sequences(move).some((sequence) => begins(sequence, touched)))) {
    return { kind: "select", touched };
  }
  return null;
}

const sequences = (move) => move.touches ?? [];
const last = (list) => list[list.length - 1];
const sameSet = (a, b) => a.length === b.length && a.every((cell) => b.includes(cell));

/** `sequence` is made by `touched`: same length, same last cell, the earlier ones in any order. */
function makes(sequence, touched) {
  return sequence.length === touched.length && last(sequence) === last(touched)
    && sameSet(sequence.slice(0, -1), touched.slice(0, -1));
}

/** `touched` can still grow into `sequence` (all touched cells are among its earlier cells, and it is longer). */
function begins(sequence, touched) {
  const earlier = sequence.slice(0, -1);
  return sequence.length > touched.length && touched.every((cell) => earlier.includes(cell));
}

/** Cells that take `touched` on towards a move (the board highlights them); [] before anything is touched. */
export function targets(touched, moves) {
  if (touched.length === 0) return [];
  const found = new Set();
  for (const move of moves) {
    for (const sequence of sequences(move)) {
      if (!begins(sequence, touched)) continue;
      if (sequence.length === touched.length + 1) {
        if (sameSet(sequence.slice(0, -1), touched)) found.add(last(sequence));
      } else {
        for (const cell of sequence.slice(0, -1)) if (!touched.includes(cell)) found.add(cell);
      }
    }
  }
  return [...found].sort((a, b) => a - b);
}

/** The legal move (a state.moves entry) with move string `name`, or undefined. */
export const moveNamed = (moves, name) => moves.find((entry) => entry.move === name);

export const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the status says once cells are picked: `names` of the touched cells as the board names them ("b4", "the
 * goat"), then `onward`, the board's words for the cells that go on from there ("" when none). */
export function pickedText(names, onward) {
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  return `Picked: ${list}.${onward ? ` ${onward}` : ""}`;
}

/** What to do about a position with no way to the goal, depending on what the buttons allow. */
export function wayBack({ canUndo, canNewGame }) {
  if (canUndo) return "Undo to go back";
  if (canNewGame) return "choose New game, then The puzzle's start";
  return "pick another puzzle";
}

/**
 * The message after a move: {text, tone}. `state` is the engine's state after it; `ways` {canUndo, canNewGame}.
 * Verdicts: "optimal" | "wasted" | "dead-end" | "off-best" (play goes on, the best is out of reach) | null.
 * Tones: "good" | "warn" | "bad" | "info" (styling only; the words carry the meaning).
 */
export function verdictNote(verdict, state, ways) {
  if (state.solved || verdict === null) return { text: "", tone: "info" };
  // Where the goal is a length the summary says how far; the path's first square is a start, not a move.
  if (verdict === "optimal" && state.target) {
    return { text: state.target.made ? "Good move." : "Good start.", tone: "good" };
  }
  if (verdict === "optimal") return { text: `Optimal move: ${count(state.distance, "move")} to go.`, tone: "good" };
  if (verdict === "dead-end") return deadEndNote(state, ways);
  // legal, the best is out of reach: the summary says how far
  if (verdict === "off-best") return { text: "", tone: "warn" };
  return {
    text: `Wasted move: that one didn't bring the goal closer (${count(state.distance, "move")} to go).`,
    tone: "warn",
  };
}

/**
 * The message after a line of `slides` tiles slid by one touch (slides >= 2), judged whole as the status counts it:
 * optimal only when the distance fell by as many moves as there were slides (`before`: the distance before the
 * first slide, null when not known; `state`: the state after the last). A slide that wastes a move and one that wins
 * it back are no optimal line. {text: "", tone: "info"} when it can't be judged.
 */
export function lineNote(before, state, slides, ways) {
  if (state.solved) return { text: "", tone: "info" };
  if (state.distance === null || state.distance === undefined) {
    return state.dead_end ? deadEndNote(state, ways) : { text: "", tone: "info" };
  }
  if (!Number.isInteger(before)) return { text: "", tone: "info" };
  const gained = before - state.distance;
  const line = `the ${count(slides, "slide")}`;
  const left = `(${count(state.distance, "move")} to go)`;
  if (gained === slides) return { text: `Optimal moves: ${line} brought the goal ${slides} moves closer ${left}.`,
    tone: "good" };
  if (gained > 0) return { text: `Wasted moves: ${line} brought the goal only ${count(gained, "move")} closer ${left}.`,
    tone: "warn" };
  return { text: `Wasted moves: ${line} didn't bring the goal closer ${left}.`, tone: "warn" };
}

/** A position with no distance: a proof (a dead end), or only "no known way" (exact false: not red). */
export function deadEndNote(state, ways) {
  if (state.exact === false) return { text: "No known way to the goal from here.", tone: "warn" }; // (+ the summary)
  return { text: `Dead end: no way to the goal from here. ${capitalise(wayBack(ways))}.`, tone: "bad" };
}

/** The line that says the game is solved: moves made, the optimum from where the attempt began, help used. */
export function solvedText({ moveCount, assisted, optimum }) {
  const help = assisted === 0 ? "" : `, ${assisted === moveCount ? "all" : assisted} with help from Hint or Solve`;
  const optimal = optimum === null || optimum === undefined ? "" : ` (optimal ${optimum})`;
  return `Solved in ${count(moveCount, "move")}${optimal}${help}.`;
}
