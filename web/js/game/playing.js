// game/playing.js: the acts of play by hand, parts of the midend: a touched cell (matched by controller.js against the
// moves Python sent), a line of tiles, the finish button, arrows, a swipe, the verdict after a move (Python's), the
// replay of a game from a link. Transitions (game, input, env) -> {game, requests}. Hint is hints.js.

import { finishing, lineNote, madeBy, moveNamed, pickedText, targets, touch as match, verdictNote, wayBack }
  from "./controller.js";
import { current, judged, played } from "./history.js";
import { args, canNewGame, lockReason, position, say, sayLocked, stateOf, stateOn, unpicked, ways, withHistory }
  from "./game.js";
import { clause, msg, whyOf } from "../i18n/t.js";

const none = (game) => ({ game, requests: [] });

/** Ask the engine on behalf of an act: acts asked meanwhile wait until its answer is in (game.busy). */
export function asking(game, type, named, tag) {
  const busy = { ...tag, serial: game.serial, position: position(game), act: true };
  return { game: { ...game, busy }, requests: [{ to: "engine", type, args: named, tag: busy }] };
}

/** The commit of a change of the history (game/history.js {history, transition}): drawn, with its words. */
export function committed(game, change, text = "", tone = "info") {
  const next = withHistory({ ...unpicked(game), note: { text, tone } }, change.history);
  return { game: next, requests: [{ to: "frame", transition: change.transition }] };
}

/** A click, tap, Enter or Space on `cell`. */
export function touch(game, { cell }, env) {
  if (lockReason(game)) return sayLocked(game);
  const state = stateOn(game);
  if (state.solved) return none(say(game, msg("play.solved"), "solved"));
  if (state.moves.length === 0) return none(say(game, msg("play.nothing_moves", { way: wayBack(ways(game)) }), "bad"));
  const result = match(game.pick.touched, cell, state.moves);
  if (result.kind === "play") return playMove(game, result.move);
  // A tile further along the blank's line: the single slides Python listed for it, in order (sliding puzzles).
  const line = game.pick.touched.length === 0 && state.annotations ? state.annotations.line_slides : null;
  if (line && line[cell]) return playLine(game, { names: line[cell], group: game.history.index + 1 });
  if (result.kind === "select") {
    const view = current(game.history).view;
    const names = result.touched.map((one) => env.placeName(game.puzzle, view, one));
    const text = names.length ? pickedText(names, env.onward(game.puzzle, targets(result.touched, state.moves))) : "";
    return none(say({ ...game, pick: { touched: result.touched, hint: null } }, text));
  }
  const { distances, ...named } = args(game, { position: state.position, touched: result.touched });
  return asking(game, "explain", named, { on: "explained" });
}

/** The finish button: the one move the cells touched so far make with one more touch. */
export function finish(game) {
  const state = stateOn(game);
  const move = state && !lockReason(game) ? finishing(game.pick.touched, state.moves) : null;
  return move ? playMove(game, move) : none(game);
}

/** Whether an arrow `key` slides a tile now (sliding boards): else the cursor moves. */
export function arrowSlides(game, { key, shift }, env) {
  const state = stateOn(game);
  const geometry = env.geometry();
  return !shift && Boolean(state) && !lockReason(game) && Boolean(geometry)
    && env.slideFor(key, state.moves, geometry) !== null;
}

/** An arrow key that slides, decided when its turn comes: a key pressed while the last slide was on its way sees
 * the board it left. */
export function arrow(game, { key }, env) {
  if (lockReason(game)) return sayLocked(game);
  const slide = env.slideFor(key, stateOn(game).moves, env.geometry());
  if (slide === null) return none(game);
  return slide.kind === "slides" ? playMove(game, slide.move)
    : none(say(game, msg("play.no_slide", { direction: msg(`direction.${slide.word}`) }), "warn"));
}

/** A drag from `cell` by (dx, dy) px: on a sliding board, toward the gap, the touch that slides that tile (or the
 * line of tiles up to it, one act); elsewhere the drag is a touch of `cell`. */
export function swipe(game, { cell, dx, dy }, env) {
  const state = stateOn(game);
  const geometry = env.geometry();
  if (!state || lockReason(game) || !geometry) return touch(game, { cell }, env);
  const line = state.annotations ? state.annotations.line_slides : null;
  const names = line && line[cell] ? line[cell] : null;
  const first = names ? moveNamed(state.moves, names[0]) : state.moves.find((move) =>
    (move.touches ?? []).some((sequence) => sequence.length === 1 && sequence[0] === cell));
  const motion = first && first.motion && first.motion.length === 1 ? first.motion[0] : null;
  if (!motion || game.pick.touched.length > 0) return touch(game, { cell }, env);
  const [from, to] = [geometry.center(cell), geometry.center(motion[1])]; // motion[1]: the gap the first slide fills
  const toward = (to.x - from.x) * dx + (to.y - from.y) * dy > 0;
  return toward ? touch(game, { cell }, env) : none(say(game, msg("play.swipe_toward_gap"), "warn"));
}

/** The move a piece dragged from `from` and let go over `to` makes (the touches [from, to]), or null. */
export function dropMove(game, { from, to }) {
  const state = stateOn(game);
  if (!state || game.watch || lockReason(game) || to === null || to === from) return null;
  return madeBy([from, to], state.moves);
}

/** A drag and drop (boards that take drags): the move it makes; let go where it started, a touch of that piece; let go
 * elsewhere on the board, the engine says why nothing moved; off the board, nothing. */
export function drop(game, { from, to }, env) {
  if (lockReason(game)) return sayLocked(game);
  const move = dropMove(game, { from, to });
  if (move) return playMove(game, move);
  const state = stateOn(game);
  if (to === from || !state || state.solved) return touch(unpicked(game), { cell: from }, env); // as a tap says
  if (to === null) return none(unpicked(game));
  const { distances, ...named } = args(game, { position: state.position, touched: [from, to] });
  return asking(unpicked(game), "explain", named, { on: "explained" });
}

/** Whether touching `cell` could do something (for the pointer cursor). */
export function isLive(game, cell) {
  const state = stateOn(game);
  if (!state || game.watch || lockReason(game)) return false;
  return state.moves.some((move) => (move.touches ?? []).some((sequence) => sequence.includes(cell)));
}

/** Play the moves `names` (a line of tiles sliding) as one act, each slide drawn whole before the next: they count as
 * the moves they make and Undo takes them back together (`group`). Stops at the first one refused. */
function playLine(game, { names, group }) {
  const here = stateOn(game);
  const move = here ? moveNamed(here.moves, names[0]) : undefined;
  if (!move) return none({ ...game, busy: null });
  return playMove(game, move, { group, rest: names.slice(1) });
}

/** Send `move` (a state.moves entry) to the engine; `played` commits it with Python's verdict. The new position's full
 * state may come later (a search): settle asks. */
export function playMove(game, move, { assisted = false, group = null, rest = [] } = {}) {
  const named = args(game, { position: current(game.history).position, move: move.move });
  const asked = asking(unpicked(game), "play", named, { on: "played", move, assisted, group, rest,
    history: game.history });
  return asked;
}

/** The move was played (or refused, said in Python's words): committed; a line of tiles goes on once it is drawn. */
function played_(game, { tag, result, error }) {
  if (error) return none(say({ ...game, busy: null }, msg("play.refused", { why: whyOf(error) }),
    "bad"));
  if (game.history !== tag.history) return none({ ...game, busy: null });
  const { move, assisted, group, rest } = tag;
  game = { ...game, states: { ...game.states, [`${game.puzzle.key}|${result.state.position}`]: result.state } };
  const step = { position: result.state.position, view: result.state.view, verdict: result.verdict, assisted, group };
  const change = played(game.history, move, step);
  const after = { ...result.state, distance: result.distance ?? result.state.distance };
  const ways_ = { canUndo: true, canNewGame: canNewGame(game) };
  // A line of tiles is judged whole once its last slide is in (nothing is said between its slides).
  const note = rest.length > 0 ? { text: "", tone: "info" }
    : lineVerdict(game, change.history, after, ways_) ?? verdictNote(result.verdict, after, ways_);
  const commit = committed(game, change, note.text, note.tone);
  const requests = [{ to: "mark", name: "first-move-accepted", once: true }, ...commit.requests];
  if (rest.length === 0) return { game: { ...commit.game, busy: null }, requests };
  const glide = { on: "glided", serial: game.serial, act: true, names: rest, group };
  requests[requests.length - 1] = { ...requests[requests.length - 1], tag: glide }; // each slide seen before the next
  return { game: { ...commit.game, busy: glide }, requests };
}

/** The words on a line of tiles slid by one touch, once `history` shows its last slide and `state` its position: the
 * line judged by its whole effect, as the status counts it (a move a slide): the distance before its first slide
 * against the distance after its last (lineNote). null when the step on show is not the end of a line of two or
 * more slides (its own verdict stands). */
function lineVerdict(game, history, state, ways_) {
  const { entries, index } = history;
  const group = entries[index].group;
  let first = index;
  while (group !== null && first > 0 && entries[first - 1].group === group) first -= 1;
  if (first === index) return null;
  const before = stateOf(game, entries[first - 1].position);
  return lineNote(before && before.known !== false ? before.distance : null, state, index - first + 1, ways_);
}

/** The verdict on the move that led to the position on show when Python could not say it as the move was played
 * (the 15-puzzle checks the moves from a position only when asked): once that position's full `state` is in, the
 * move is played again from the position before (no search now: both distances are known) for its verdict. */
export function lateVerdict(game, { state }) {
  const history = game.history;
  const entry = history ? current(history) : null;
  if (!entry || entry.kind !== "move" || entry.verdict !== null || !entry.move || history.index === 0
      || entry.position !== state.position || state.known === false || state.distance === null) return none(game);
  const before = stateOf(game, history.entries[history.index - 1].position);
  if (!before || before.known === false || before.distance === null) return none(game);
  return asking(game, "play", args(game, { position: before.position, move: entry.move.move }),
    { on: "judged", state, history });
}

function judged_(game, { tag, result, error }) {
  game = { ...game, busy: null };
  if (error || game.history !== tag.history || !result.verdict) return none(game); // the move stands, unjudged
  game = withHistory(game, judged(game.history, result.verdict));
  if (game.note.text) return none(game);
  const ways_ = { canUndo: true, canNewGame: canNewGame(game) };
  const note = lineVerdict(game, game.history, tag.state, ways_) ?? verdictNote(result.verdict, tag.state, ways_);
  return none(say(game, note.text, note.tone));
}

/** A game from a link: each of `moves` played by the engine from the position on show, then shown from its start
 * with the moves ready for Redo (and Review open). A move that can't be played stops the replay, saying which. */
export function replay(game, { moves, atEnd = false, notice = null }) {
  return replayNext(game, { moves, number: 0, begun: game.history, history: game.history, atEnd, notice });
}

function replayNext(game, run) {
  const { moves, number, history } = run;
  const here = current(history).position;
  const name = moves[number];
  const move = name === undefined ? null : stateOf(game, here)?.moves.find((candidate) => candidate.move === name);
  if (name !== undefined && !move) {
    return replayed(game, run, msg("replay.cannot_play", { number: number + 1, move: name }));
  }
  if (name === undefined) return replayed(game, run, null);
  return asking(game, "play", args(game, { position: here, move: name }), { on: "replayStep", run, move });
}

function replayed(game, { begun, history, atEnd, notice }, problem) {
  if (atEnd && !problem) { // a solve shown again at its end (a day solved before)
    const change = { history, transition: { from: current(begun).view, to: current(history).view, move: null } };
    return committed({ ...game, busy: null }, change, notice ?? "", "solved");
  }
  const shown = { ...history, index: begun.index };
  const made = history.index - begun.index;
  const text = problem ? [msg("replay.shown", { n: made }), problem] : msg("replay.shown", { n: made });
  const change = { history: shown, transition: { from: current(history).view, to: current(shown).view, move: null } };
  const commit = committed({ ...game, busy: null }, change, text, problem ? "warn" : "info");
  return { game: commit.game, requests: [...commit.requests, { to: "panel", name: "review" }] };
}

function replayStep(game, { tag, result, error }) {
  const { run, move } = tag;
  if (error) return replayed(game, run, msg("replay.refused", { number: run.number + 1,
    why: whyOf(error) }));
  game = { ...game, states: { ...game.states, [`${game.puzzle.key}|${result.state.position}`]: result.state } };
  const step = { position: result.state.position, view: result.state.view, verdict: result.verdict, replayed: true };
  return replayNext(game, { ...run, number: run.number + 1, history: played(run.history, move, step).history });
}

export const handlers = {
  explained(game, { result, error }) {
    game = { ...game, busy: null };
    if (error) return none(say(game, msg("play.explain_failed", { why: whyOf(error) }), "warn"));
    return none(say(game, msg("play.explained", { why: clause(result.reason_words ?? result.reason) }), "warn"));
  },
  played: played_,
  glided: (game, { tag }) => playLine({ ...game, busy: null }, tag),
  judged: judged_,
  replayStep,
};
