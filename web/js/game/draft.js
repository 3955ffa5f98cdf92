// game/draft.js: the editor's draft, a part of the midend (its "editing" mode): the position being set up, drawn on
// the board in place of the game, judged live by Python's `check` (why it can't be reached and which rule proves it).
// Play from here opens it as a new game of the history; the game underneath is never touched while editing.

import { earlyView } from "./catalog.js";
import { count, reasonWords } from "./words.js";

const none = (game) => ({ game, requests: [] });
const CHECKING = { verdict: { text: "Checking…", tone: "info" }, why: "Checking the position…" };
const UNREADABLE = "The position can't be read: change it, or go Back to the game.";

/** The engine's check of the draft when Play from here may open it (a position that can reach the goal), or null. */
export function playable(draft) {
  const checked = draft ? draft.checked : null;
  return checked && checked.position !== null && checked.valid ? checked : null;
}

/** Where the draft stands: "checking" (the engine's word on its way), "unreadable" (not a position), "cut-off" (it
 * can't reach the goal), "goal", or "solvable" (with `distance`, null when not known without a search). */
function standing(draft) {
  const checked = draft.checked;
  if (!checked) return draft.verdict.tone === "warn" ? { kind: "unreadable" } : { kind: "checking" };
  // A text that breaks a rule every move keeps (a piece count, a parity) is a position cut off from the goal; one the
  // notation can't read is none.
  const unreadable = checked.position === null && (!checked.invariant || checked.invariant === "notation");
  if (unreadable) return { kind: "unreadable" };
  if (!checked.valid) return { kind: "cut-off" };
  if (checked.solved) return { kind: "goal" };
  return { kind: "solvable", distance: Number.isInteger(checked.distance) ? checked.distance : null };
}

/** The draft as views read it ({position, view, verdict: {text, tone}, playable, why, brush, standing}), or null
 * (closed). */
export function shownDraft(draft) {
  if (!draft) return null;
  const ready = playable(draft);
  return { position: draft.position, view: draft.view, verdict: draft.verdict, playable: Boolean(ready),
    why: ready ? "" : draft.why, brush: draft.brush, standing: standing(draft) };
}

/** The editor opens on `position` of the puzzle on show (default: the position on show; a solution on show steps
 * aside). */
export function openDraft(game, { position = null } = {}) {
  if (!game.history) return none(game);
  const now = game.history.entries[game.history.index];
  const text = position ?? now.position;
  const draft = { key: game.puzzle.key, position: text, view: now.view, checked: null, announce: "", brush: null,
    revision: 0, ...CHECKING };
  const requests = game.watch ? [{ to: "cancelWaits" }] : [];
  const opened = setDraft({ ...game, watch: null, draft, pick: { touched: [], hint: null }, note: { text: "",
    tone: "info" } }, { position: text, typed: false }); // the game's last words stay with the game
  return { game: opened.game, requests: [...requests, ...opened.requests] };
}

/** Back to the game: the editor closes, the game is as it was. */
export const leaveDraft = (game) => none({ ...game, draft: null });

/** The palette's piece a touch places (null: a touch cycles the cell through the pieces). */
export function brush(game, { char }) {
  if (!game.draft) return none(game);
  return none({ ...game, draft: { ...game.draft, brush: game.draft.brush === char ? null : char } });
}

/** A board touch while editing: the brush's piece goes there (a piece there is only once, as a tile, swaps places
 * with it; the brush's piece already there empties the cell), else the cell's piece becomes the palette's next. */
export function touchDraft(game, { cell }, env) {
  const entry = game.puzzle;
  const draft = game.draft;
  const palette = entry.palette && entry.palette.kind === "cells" ? entry.palette.pieces : null;
  if (!palette || cell >= draft.position.length) {
    const verdict = { text: "Type the position in the box: this board is edited by its notation.", tone: "warn" };
    return none({ ...game, draft: { ...draft, verdict } });
  }
  const chars = palette.map((piece) => piece.char);
  const text = [...draft.position];
  const chosen = draft.brush;
  const unique = chosen !== null && entry.palette.counts && entry.palette.counts[chosen] === 1;
  const empty = palette.find((piece) => piece.name.startsWith("empty"));
  if (chosen === null) text[cell] = chars[(chars.indexOf(text[cell]) + 1) % chars.length];
  else if (unique && text.indexOf(chosen) >= 0) [text[text.indexOf(chosen)], text[cell]] = [text[cell], chosen];
  else text[cell] = text[cell] === chosen && empty ? empty.char : chosen;
  const piece = palette.find((one) => one.char === text[cell]);
  const name = env.placeName(entry, draft.view ?? draft.position, cell);
  const changed = setDraft(game, { position: text.join(""), typed: false });
  const announce = `${name}: now ${piece.name}.`; // said with the check's verdict
  return { ...changed, game: { ...changed.game, draft: { ...changed.game.draft, announce } } };
}

/** The draft's text changed (`typed`: in the box, so its size is the one its text implies): drawn when it can be
 * drawn at once, and checked by the engine (never a long search); an answer about an older text is dropped. */
export function setDraft(game, { position, typed }) {
  const draft = game.draft;
  if (!draft) return none(game);
  const entry = game.puzzle;
  const revision = draft.revision + 1;
  const view = earlyView(entry, position) ?? draft.view;
  const named = { puzzle: entry.id, position };
  if (entry.sizes && !typed) named.size = entry.size;
  const tag = { on: "draftChecked", serial: game.serial, revision };
  return { game: { ...game, draft: { ...draft, ...CHECKING, position, view, checked: null, revision } },
    requests: [{ to: "engine", type: "check", args: named, tag }] };
}

/** Play from here: the draft, when it can reach the goal, opens as a new game (game/opening.js openPosition). */
export function playDraftRequest(game) {
  const checked = playable(game.draft);
  return checked ? { position: checked.position, size: checked.size, origin: { kind: "edit" } } : null;
}

export const handlers = {
  draftChecked(game, { tag, result, error }) {
    const draft = game.draft;
    if (!draft || draft.revision !== tag.revision) return none(game);
    if (error) {
      return none({ ...game, draft: { ...draft, verdict: { text: error.message, tone: "warn" }, why: UNREADABLE } });
    }
    return none({ ...game, draft: judged(game.puzzle, draft, result) });
  },
};

function judged(entry, draft, checked) {
  const view = checked.view !== null && checked.view !== undefined && checked.size === (entry.size ?? null)
    ? checked.view : draft.view;
  const before = draft.announce ? `${draft.announce} ` : "";
  const next = { ...draft, checked, view, announce: "" };
  if (checked.valid) {
    const far = checked.solved ? "This is the goal."
      : checked.distance === null || checked.distance === undefined ? (checked.solvable ? "It can be solved; its "
        + "distance is not known yet (Play from here, and the solver searches it while you play)."
        : "A legal position.")
        : `It can be solved: ${count(checked.distance, "move")} from the goal.`;
    const reach = checked.from_start === false
      ? " It can't be reached from the puzzle's start, but play from it works." : "";
    return { ...next, verdict: { text: `${before}${far}${reach}`, tone: "good" } };
  }
  const rule = checked.invariant ? ` (${checked.invariant})` : "";
  const why = checked.position === null ? UNREADABLE
    : "This position can't reach the goal, so it can't be played: change it, or go Back to the game.";
  const reason = reasonWords(checked) ?? `${checked.reason}${rule}`; // the page's words where the figures are data
  return { ...next, verdict: { text: `${before}${reason}`, tone: "warn" }, why };
}
