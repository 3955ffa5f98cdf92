// game/words.js: the page's one helper for counted words ("1 move", "2 moves", "1,512 positions"), used wherever a
// number meets a noun, so no message says "1 moves".

/** `n` and `word`, the plural (`many`, default word + "s") unless n is 1; thousands grouped. */
export const count = (n, word, many = `${word}s`) => `${n.toLocaleString("en")} ${n === 1 ? word : many}`;

/** "one of 723 positions", or "the only one" when n is 1 (never "one of 1 position"). */
export const oneOf = (n, word, many = `${word}s`) => (n === 1 ? "the only one" : `one of ${count(n, word, many)}`);

/** Why the board takes no moves now, or null when it does: {playback, editing, history, state, cancelled, search,
 * engineState} as the midend knows them. */
export function lockWords({ playback, editing, history, state, cancelled, search, engineState }) {
  if (playback) {
    return playback.playing
      ? "The board is locked while the solution plays: pause it and press Take over to play on from there."
      : "The board is locked while the solution is shown: press Take over to play from this step, "
        + "or Stop to go back to your game.";
  }
  if (editing) return "The editor is open: Hint and Solve wait. Play from here plays this position; Back to the game "
    + "returns to yours.";
  if (!history) return "One moment: the puzzle is being set up.";
  if (state) return null;
  if (cancelled) return "One moment: getting the legal moves.";
  if (search && search.shown && engineState === "ready") return `One moment: the solver is searching ${search.title}.`;
  return engineState === "failed"
    ? "The solver didn't load, so moves are off: press Retry above."
    : "The solver is still loading: moves open in a moment.";
}

/** The status's word where the goal is a length (the state's "target": the uncrossed path), beside "Moves: M" and
 * as short as "Solvable in 16" (the counter's width): "Longest: 17" while the longest can be reached (or before that
 * is known), else the longest still reachable from here, "Can reach 16" ("Can reach 30+" where the search stopped
 * short of a proof); the message's summary says it in full. */
export function targetWords({ longest, reach, proved }) {
  if (reach === null || reach >= longest) return `Longest: ${longest}`;
  return `Can reach ${reach}${proved ? "" : "+"}`;
}

/** The status's words while the editor is open, about the position being set up (never the game waiting underneath):
 * {moves, optimal} from the draft's standing (game/draft.js). */
export function draftWords({ kind, distance }) {
  const optimal = { checking: "Checking…", unreadable: "Not a position", "cut-off": "Can't reach the goal",
    goal: "The goal" }[kind] ?? (distance === null ? "Solvable" : `Solvable in ${distance}`);
  return { moves: "Editing", optimal };
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
  if (cancelled) return "Search cancelled";
  if (state && state.known !== false) {
    if (state.distance === 0 || (state.solved && state.distance === null)) return "Solved";
    if (state.target) return targetWords(state.target);
    if (state.distance !== null) return `Solvable in ${state.distance}`; // beside "Moves: 3": moves, on a phone too
    if (state.exact === false) return "No known way to the goal";
    return state.dead_end ? "Not solvable from here" : "Best out of reach";
  }
  if (state && state.solved) return "Solved";
  const progress = search ? search.progress : {};
  const { distance, bound, provisional } = progress;
  if (Number.isInteger(distance)) return `Solvable in ${distance}…`;
  const most = provisional ? provisional.length : null;
  if (Number.isInteger(bound)) return `${bound}${most === null ? "+" : `–${most}`} moves…`;
  if (most !== null) return `≤${most} moves…`;
  return "Solvable in …";
}

/** The page's words for a reason the engine gave as a rule with figures (`check`: {invariant, figures}), or null
 * where the engine's own sentence stands. "cut off from every goal": {reachable (the layouts play can reach from
 * this one, it included: all share its fate), cut_off (every layout that can't reach the goal), layouts (all)}. */
export function reasonWords({ invariant, figures }) {
  if (invariant !== "cut off from every goal" || !figures) return null;
  const { reachable, cut_off: cutOff, layouts } = figures;
  const others = reachable === 1 ? "No other layout shares its fate: no move can be made from it."
    : `It shares that fate with the ${count(reachable - 1, "other layout")} play can reach from it.`;
  return `Cut off from every goal: no moves from this layout ever reach the goal. ${others} `
    + `${count(cutOff, "layout")} of the ${layouts.toLocaleString("en")} are cut off.`;
}
