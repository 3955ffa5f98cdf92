// page/faults.js: what the game page does when the solver's worker crashes or stops answering after its boot
// (engine/client.js onFault): it says so, the boot banner follows the new worker's boot, and its ready(again)
// reopens the game on show as it was (main.js); a worker that keeps dying leaves the banner failed, with Retry.

import { current } from "../game/history.js";

/**
 * @param session page/session.js Session
 * @param {{reason: string, restarting: boolean, faults: number}} fault from client.js (what was in flight has been
 *   rejected already)
 */
export function engineFault(session, { reason, restarting, faults }) {
  // The new worker has built nothing yet: the puzzle is prepared again when it is ready and the position on show asked
  // anew (moves and hints wait till then, as on a first visit), so nothing heavy is asked of it before its search.
  session.preparer.forget();
  session.states.clear();
  if (session.playback) { // a solution playing draws the states just dropped: back to the game, as Stop does
    session.leavePlayback();
    session.board.show(current(session.history).view);
  }
  const text = restarting
    ? `The solver ${reason}; restarting it. Your game is kept.`
    : `The solver ${reason} again (${faults} times in a row), so it was not restarted. Your game is kept: press Retry to start it again.`;
  session.boot.fault(text, restarting);
  // Queued: the action that was waiting on the solver (a move, a hint, Solve) first says its own failure.
  session.enqueue(() => session.say(restarting ? text : "Your game is kept. Moves, hints and solving wait for the solver: press Retry.", "warn"));
}
