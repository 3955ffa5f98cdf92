// lab/export.js: the lab's table as files a person keeps: CSV (one line per algorithm, IDA*'s iterations as
// "threshold:generated" pairs) and JSON (the figures `solve --json --stats` prints, per row), handed out as Blob URLs
// on download links (no data: URLs, no inline script). Pure text building plus the links; no lab state.

/** The columns of the CSV file, in order: [header, (row) => value]. */
const COLUMNS = [
  ["algorithm", (row) => row.id],
  ["title", (row) => row.title],
  ["status", (row) => row.status],
  ["moves", (row) => row.length],
  ["generated", (row) => row.generated],
  ["expanded", (row) => row.expanded],
  ["max_frontier", (row) => row.max_frontier],
  ["stored", (row) => row.stored],
  ["seconds", (row) => row.seconds],
  ["reopened", (row) => row.reopened],
  ["iterations", (row) => (row.iterations ?? []).map((it) => `${it.threshold}:${it.generated}`).join(" ")],
];

/** One CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180); null and undefined are empty. */
function field(value) {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The lab's table as CSV text: a header line, then one line per row (CRLF line ends). */
export function labCsv(result) {
  const lines = [COLUMNS.map(([name]) => name).join(",")];
  for (const row of result.rows) lines.push(COLUMNS.map(([, value]) => field(value(row))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** The lab's result as JSON text, without the animation's visits (drawing data, not figures). */
export function labJson(result) {
  const rows = result.rows.map(({ visits, ...figures }) => figures);
  return `${JSON.stringify({ ...result, rows }, null, 1)}\n`;
}

/** A file name for the lab's result: "puzzlelab-8-puzzle-8672543.1.csv" (characters a file name dislikes as "_"). */
export function labFileName(result, extension) {
  const sized = result.size === null || result.size === undefined ? "" : `-${result.size}`;
  const position = String(result.position || "start").replace(/[^A-Za-z0-9.+-]/g, "_").slice(0, 80);
  return `puzzlelab-${result.puzzle}${sized}-${position}.${extension}`;
}

/** Download links for the lab's table: set(result) points them at fresh Blob URLs (the old ones are released). */
export class ExportLinks {
  #links; // {csv, json}: <a download> elements
  #urls = [];

  constructor(links) {
    this.#links = links;
    this.set(null);
  }

  /** Point the links at `result`'s CSV and JSON; null hides them. */
  set(result) {
    for (const url of this.#urls) URL.revokeObjectURL(url);
    this.#urls = [];
    for (const [kind, link] of Object.entries(this.#links)) {
      link.hidden = result === null;
      if (result === null) {
        link.removeAttribute("href");
        continue;
      }
      const [text, type] = kind === "csv" ? [labCsv(result), "text/csv"] : [labJson(result), "application/json"];
      const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
      this.#urls.push(url);
      link.href = url;
      link.download = labFileName(result, kind);
    }
  }
}
