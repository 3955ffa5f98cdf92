// lab/notes.js: the lab's words about its rows, from the plan and the runs: each row's note (its estimate, why it
// was not run, IDA*'s iterations) and the warning said before anything runs (which runs take long, which ones Run
// all leaves out because they would take minutes or more). Pure text; no DOM, no lab state.

import { englishName, msg } from "../i18n/t.js";

/** Whether Run all leaves `row` out: its plan says it would take too long (`estimate.ask`); its own Run runs it. */
export const asksFirst = (row) => Boolean(row.runnable && row.estimate && row.estimate.ask);

/** A row's title (a message: "lab.algorithm.<its English title>", else the engine's English). */
export const rowTitle = (row) => row.title_words ?? englishName("lab.algorithm", row.title);

/** How long `seconds` is, as the lab's estimates round it ("under a second", "6 seconds", "3 minutes"...). */
function duration(seconds) {
  if (seconds < 1) return msg("lab.duration.under_a_second");
  if (seconds < 1.5) return msg("lab.duration.about_a_second");
  if (seconds < 90) return msg("lab.duration.seconds", { n: Math.round(seconds) });
  if (seconds < 90 * 60) return msg("lab.duration.minutes", { n: Math.round(seconds / 60) });
  if (seconds < 48 * 3600) return msg("lab.duration.hours", { n: Math.round(seconds / 3600) });
  return msg("lab.duration.days", { n: Math.round(seconds / 86400) });
}

/** What a row's run would cost (a message), from the plan's figures (lab_estimates.py's, worded here): a lookup, the
 * puzzle's own solver, a search that must exhaust what it reaches, or about how many positions and how long. */
export function estimateWords(row) {
  const { positions, seconds, long, kind } = row.estimate;
  if (row.algorithm === "table") return msg(positions ? "lab.estimate.lookup" : "lab.estimate.own_solver");
  if (kind === "at most") return msg("lab.estimate.exhaust"); // words: none (the estimate's kind)
  if (positions === null || positions === undefined || seconds === null || seconds === undefined) {
    return row.estimate.text_words ?? row.estimate.text;
  }
  return msg(long ? "lab.estimate.maybe" : "lab.estimate.roughly", { n: positions, duration: duration(seconds) });
}

/** A row's estimate with what it rests on (a guessed distance), for its own note. */
const estimated = (row) => (row.estimate.basis ? msg("lab.estimate.with_basis", { estimate: estimateWords(row),
  basis: row.estimate.basis_words ?? row.estimate.basis }) : estimateWords(row));

/** The note of one row of the lab's table (a message). */
export function rowNote(row) {
  const reason = row.reason_words ?? row.reason;
  switch (row.state) {
    case "skipped": return msg("lab.note.skipped", { why: reason });
    case "queued": return msg("lab.note.waiting");
    case "running": return msg("lab.note.running");
    case "cancelled": return msg("lab.note.cancelled");
    case "not run": return msg("lab.note.not_run"); // words: none (the state's name)
    case "failed": return msg("lab.note.failed", { why: reason });
    case "done": {
      if (row.status !== "solved") {
        const status = msg(`lab.status.${row.status.replace(/[^a-z]+/g, "_")}`);
        return reason ? msg("lab.note.status_why", { status, why: reason }) : msg("lab.note.status", { status });
      }
      const parts = [];
      if (row.iterations) {
        const each = row.iterations.map((it) => msg("lab.note.iteration", { threshold: it.threshold,
          n: it.generated }));
        parts.push(msg("lab.note.iterations", { n: row.iterations.length, each: { list: each, type: "unit" } }));
      }
      if (row.reopened) parts.push(msg("lab.note.reopened", { n: row.reopened }));
      return parts.length ? msg("lab.note.parts", { parts: { list: parts, type: "unit" } }) : msg("lab.note.solved");
    }
    default:
      if (asksFirst(row)) return msg("lab.note.asks_first", { estimate: estimated(row) });
      return row.estimate ? msg("lab.note.estimate", { estimate: estimated(row) }) : "";
  }
}

/** The warning said before anything runs (a message, or ""): the runs that take long, those Run all leaves out, and
 * how to stop one. */
export function planWarning(rows) {
  const ahead = rows.filter((row) => row.runnable && row.estimate && row.state !== "done");
  const said = (pick) => {
    const picked = ahead.filter(pick).map((row) => msg("lab.warning.row", { title: rowTitle(row),
      estimate: estimateWords(row) }));
    return picked.length ? { list: picked, type: "unit" } : null;
  };
  const asked = said(asksFirst);
  const long = said((row) => row.estimate.long === true && !asksFirst(row));
  const unknown = said((row) => row.estimate.long === null && row.algorithm !== "table"); // no table to estimate from
  if (!asked && !long && !unknown) return "";
  return [
    asked && msg("lab.warning.asked", { rows: asked }),
    long && msg("lab.warning.long", { rows: long }),
    unknown && msg("lab.warning.unknown", { rows: unknown }),
    msg("lab.warning.cancel"),
  ].filter(Boolean);
}
