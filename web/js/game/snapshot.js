// game/snapshot.js: what views read of the game (game/game.js), in the words they use: the position and its state,
// the pick, the mode and why the board is locked, the solution player, the draft, the clock, how the game began.

import { canUndo, current, originOf } from "./history.js";
import { args, cancelled, canNewGame, lockReason, mode, searchOn, stateOf, stateOn } from "./game.js";
import { playerView } from "./playback.js";
import { shownDraft } from "./draft.js";
import { clockOf } from "./clock.js";

const QUIET = { text: "", tone: "info" };

/** The snapshot of `game`: read-only, made afresh at every change. */
export function snapshotOf(game) {
  const history = game.history;
  const locked = lockReason(game);
  return {
    puzzle: game.puzzle, history, now: history ? current(history) : null, state: stateOn(game),
    stateOf: (position) => stateOf(game, position), args: (extra) => args(game, extra),
    touched: game.pick.touched, hint: game.pick.hint, showOptimal: game.showOptimal, mode: mode(game),
    note: game.note.lock && !locked ? QUIET : game.note, // a lock's words go with the lock
    playback: game.watch ? playerView(game.watch) : null, solverMove: game.watch ? game.watch.solverMove : null,
    search: searchOn(game), draft: shownDraft(game.draft), cancelled: cancelled(game), engineState: game.engine,
    lockReason: locked, canUndo: Boolean(history) && (canUndo(history) || game.cameFrom.length > 0),
    canNewGame: canNewGame(game), clock: clockOf(history), origin: history ? originOf(history) : null,
    serial: game.serial,
  };
}
