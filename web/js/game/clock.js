// game/clock.js: the game's clock, kept in its history (so it survives reloads): one per attempt, running from the
// attempt's first move while the page is visible and the position unsolved; paused otherwise. Pure: the midend passes
// the time. Also the words for a time ("1:05") and a pace ("0.4 moves a second").

import { failure } from "../i18n/t.js";

/** `history` with its clocks brought up to `now` (ms since the epoch): the attempt on show runs when a move was made,
 * the position is not `solved` and the page is not `hidden`; every other attempt's clock is paused. Returns the same
 * object when nothing changed. */
export function withClock(history, { solved, hidden, now }) {
  if (!history) return history;
  const here = history.entries[history.index];
  const before = history.clocks ?? {};
  const clocks = {};
  let changed = false;
  for (const [attempt, clock] of Object.entries(before)) {
    if (history.entries[attempt]?.attempt !== Number(attempt)) { // an attempt dropped with the redo branch
      changed = true;
      continue;
    }
    const running = Number(attempt) === here.attempt && here.moveCount > 0 && !solved && !hidden;
    clocks[attempt] = set(clock, running, now);
    changed ||= clocks[attempt] !== clock;
  }
  if (!(here.attempt in clocks) && here.moveCount > 0) {
    clocks[here.attempt] = set({ elapsed: 0, since: null }, !solved && !hidden, now);
    changed = true;
  }
  return changed ? { ...history, clocks } : history;
}

function set(clock, running, now) {
  if (running && clock.since === null) return { ...clock, since: now };
  if (!running && clock.since !== null) return { elapsed: clock.elapsed + Math.max(0, now - clock.since), since: null };
  return clock;
}

/** The clock of the attempt on show ({elapsed, since}), or null before its first move. */
export function clockOf(history) {
  return history && history.clocks ? history.clocks[history.entries[history.index].attempt] ?? null : null;
}

/** Milliseconds on `clock` at `now`. */
export const elapsedMs = (clock, now) => (clock ? clock.elapsed + (clock.since === null ? 0 : now - clock.since) : 0);

/** "0:42", "12:05", "1:02:03" for `ms`. */
export function clockText(ms) {
  const seconds = Math.floor(ms / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const two = (n) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** Clocks kept in storage, checked: each {elapsed, since} sound; a running one is paused (time away is not play). */
export function restoreClocks(clocks) {
  if (clocks === undefined || clocks === null) return undefined;
  if (typeof clocks !== "object") throw failure("kept.clock_damaged");
  const restored = {};
  for (const [attempt, clock] of Object.entries(clocks)) {
    if (!clock || !Number.isFinite(clock.elapsed) || clock.elapsed < 0) throw failure("kept.clock_damaged");
    restored[attempt] = { elapsed: clock.elapsed, since: null };
  }
  return restored;
}
