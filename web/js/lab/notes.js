// lab/notes.js: the lab's words about its rows, from the plan and the runs: each row's note (its estimate, why it
// was not run, IDA*'s iterations) and the warning said before anything runs (which runs take long, which ones Run
// all leaves out because they would take minutes or more). Pure text; no DOM, no lab state.

const number = (value) => (value === null || value === undefined ? "—" : Number(value).toLocaleString("en"));

/** Whether Run all leaves `row` out: its plan says it would take too long (`estimate.ask`); its own Run runs it. */
export const asksFirst = (row) => Boolean(row.runnable && row.estimate && row.estimate.ask);

/** A row's estimate with what it rests on (a guessed distance), for its own note. */
const estimated = (row) => (row.estimate.basis ? `${row.estimate.text} (${row.estimate.basis})` : row.estimate.text);

/** The note of one row of the lab's table. */
export function rowNote(row) {
  switch (row.state) {
    case "skipped": return `Not run: ${row.reason}.`;
    case "queued": return "Waiting.";
    case "running": return "Running…";
    case "cancelled": return "Cancelled.";
    case "not run": return "Not run (cancelled before it began).";
    case "failed": return `Failed: ${row.reason}`;
    case "done": {
      if (row.status !== "solved") {
        return `${row.status[0].toUpperCase()}${row.status.slice(1)}${row.reason ? `: ${row.reason}` : ""}.`;
      }
      const parts = [];
      if (row.iterations) {
        const each = row.iterations.map((it) => `${it.threshold}: ${number(it.generated)}`).join(", ");
        parts.push(`${row.iterations.length} iterations (threshold: nodes) ${each}`);
      }
      if (row.reopened) parts.push(`${number(row.reopened)} reopened`);
      return parts.length ? `${parts.join("; ")}.` : "Solved.";
    }
    default:
      if (asksFirst(row)) return `Run all leaves this out: ${estimated(row)}. Its own Run starts it.`;
      return row.estimate ? `Estimate: ${estimated(row)}.` : "";
  }
}

/** The warning said before anything runs: the runs that take long, those Run all leaves out, and how to stop one. */
export function planWarning(rows) {
  const ahead = rows.filter((row) => row.runnable && row.estimate && row.state !== "done");
  const said = (pick) => ahead.filter(pick).map((row) => `${row.title}: ${row.estimate.text}`).join("; ");
  const asked = said(asksFirst);
  const long = said((row) => row.estimate.long === true && !asksFirst(row));
  const unknown = said((row) => row.estimate.long === null && row.algorithm !== "table"); // no table to estimate from
  if (!asked && !long && !unknown) return "";
  return [
    asked && `Too long for Run all, so left out (each has its own Run): ${asked}.`,
    long && `Takes long: ${long}.`,
    unknown && `May take long: ${unknown}.`,
    "Cancel stops a run; the rows already finished keep their figures.",
  ]
    .filter(Boolean)
    .join(" ");
}
