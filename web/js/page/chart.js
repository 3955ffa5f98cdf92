// page/chart.js: the Distances panel. The puzzle's histogram of positions by distance from the goal (the engine's
// `table`), the position on show marked, with a table of the same numbers as its text alternative; and the game's
// trace: the distance after each step beside the optimal line, each step a button that goes to it. It asks the engine
// through the midend (game/queries.js) and draws what is known; an answer arriving redraws it.

import { current, gameSpan } from "../game/history.js";
import { stepName } from "../game/steps.js";
import { Panel, make, svg, wordsOn } from "../view/dom.js";
import { msg, number } from "../i18n/t.js";
import { count, oneOf } from "../game/words.js";

const W = 320; // viewBox width of both pictures (they scale to the panel's width; their height follows)
const H = 120;
const PAD = { left: 26, right: 6, top: 8, bottom: 18 };

/** A small triangle pointing down at (x, y), at least 6 units wide whatever the slot: the "now" mark. */
function nowMarker(x, y, slot) {
  const half = Math.max(3, slot * 0.4);
  const top = Math.max(0, y - half * 1.4);
  return svg("path", { d: `M${x - half},${top} L${x + half},${top} L${x},${top + half * 1.4} Z`, class: "marker now" });
}

export class DistancesPanel extends Panel {
  #histTitle = make("h3", "tool-title", msg("chart.histogram_title"));
  #hist = svg("svg", { viewBox: `0 0 ${W} ${H}`, class: "chart", role: "img" });
  #histNote = make("p", "tool-note");
  #details = make("details", "chart-table");
  #table = make("table");
  #traceTitle = make("h3", "tool-title", msg("chart.trace_title"));
  #trace = svg("svg", { viewBox: `0 0 ${W} ${H}`, class: "chart trace", role: "group" });
  #traceNote = make("p", "tool-note");
  #midend;

  /** `midend`: the game's owner: its snapshot, its steps (goTo), its answers (the histogram, the trace's distances). */
  constructor(midend) {
    super("distances", msg("chart.label"));
    this.#midend = midend;
    this.go = (index) => midend.goTo(index);
    const summary = make("summary", "", msg("chart.table_summary"));
    this.#details.append(summary, this.#table);
    this.element.append(
      this.#histTitle, this.#hist, this.#histNote, this.#details,
      this.#traceTitle, this.#trace, this.#traceNote,
    );
  }

  refresh(game) {
    const { distances, ...args } = game.args({ fresh: false });
    const known = this.#midend.known("table", args);
    this.#drawHistogram(game, known && (known.error ? { error: known.error.message } : known.result));
    this.#drawTrace(game);
  }

  #drawHistogram(game, table) {
    const state = game.state;
    const now = state && state.distance !== null && state.distance !== undefined ? state.distance : null;
    if (!table || table.error) {
      this.#hist.replaceChildren();
      wordsOn(this.#hist, msg("chart.no_histogram_name"), "aria-label");
      this.#table.replaceChildren();
      this.#details.hidden = true;
      const here = now === null ? [] : [msg("chart.this_position", { n: now })];
      wordsOn(this.#histNote, !table ? msg("chart.counting") : [msg("chart.no_histogram"), ...here]);
      return;
    }
    const bars = table.histogram;
    const top = Math.max(...bars);
    const slot = (W - PAD.left - PAD.right) / bars.length;
    const height = H - PAD.top - PAD.bottom;
    const parts = [
      svg("line", { x1: PAD.left, x2: W - PAD.right, y1: H - PAD.bottom, y2: H - PAD.bottom, class: "axis" }),
    ];
    bars.forEach((n, distance) => {
      const h = n === 0 ? 0 : Math.max(1.5, (n / top) * height);
      const x = PAD.left + distance * slot + slot * 0.1;
      parts.push(svg("rect", { x, y: H - PAD.bottom - h, width: slot * 0.8, height: h,
        class: distance === now ? "bar now" : "bar" })); // words: none (classes)
      // The position on show is marked above its bar too: the farthest distances have a few positions among
      // thousands, a bar a pixel or two high that its colour alone could not show.
      if (distance === now) parts.push(nowMarker(x + slot * 0.4, H - PAD.bottom - h - 1.5, slot));
    });
    for (const distance of new Set([0, Math.round(bars.length / 2), bars.length - 1])) {
      const label = svg("text", {
        x: PAD.left + (distance + 0.5) * slot, y: H - 4, class: "tick", "text-anchor": "middle",
      });
      label.textContent = String(distance);
      parts.push(label);
    }
    const peak = svg("text", { x: PAD.left - 4, y: PAD.top + 8, class: "tick", "text-anchor": "end" });
    peak.textContent = top >= 1000 ? number(top, { notation: "compact" }) : number(top);
    parts.push(peak);
    this.#hist.replaceChildren(...parts);
    const here = now === null ? []
      : [msg("chart.this_position_of", { n: now, among: oneOf(bars[now] ?? 0, "position") })];
    const said = [msg("chart.summary", { positions: count(table.positions, "position"), n: table.max_distance }),
      ...here];
    wordsOn(this.#hist, [msg("chart.histogram_name"), ...said], "aria-label");
    wordsOn(this.#histNote, said);
    this.#details.hidden = false;
    if (this.#table.dataset.key !== game.puzzle.key || this.#table.dataset.now !== String(now)) {
      this.#fillTable(bars, now);
      this.#table.dataset.key = game.puzzle.key;
      this.#table.dataset.now = String(now);
    }
  }

  #fillTable(bars, now) {
    const head = make("tr");
    head.append(make("th", "", msg("chart.column_distance")), make("th", "", msg("chart.column_positions")));
    const rows = bars.map((n, distance) => {
      const row = make("tr", distance === now ? "now" : "");
      const cell = make("th", "", distance === now ? msg("chart.row_now", { distance }) : number(distance));
      cell.scope = "row";
      row.append(cell, make("td", "", number(n)));
      return row;
    });
    const caption = make("caption", "visually-hidden", msg("chart.caption"));
    this.#table.replaceChildren(caption, make("thead"), make("tbody"));
    this.#table.tHead.append(head);
    this.#table.tBodies[0].append(...rows);
  }

  /** The distance after each step of the game on show (gameSpan: since its new game): known ones drawn, unknown
   * ones asked for (then drawn). Indices here count from that game's start (`base` in the history). */
  #drawTrace(game) {
    const history = game.history;
    const [base, end] = gameSpan(history);
    const entries = history.entries.slice(base, end);
    const distances = entries.map((entry) => {
      const state = game.stateOf(entry.position);
      if (state && state.known !== false) return state.distance;
      return this.#checked(game, entry.position);
    });
    const known = distances.filter((d) => Number.isInteger(d));
    const attempt = current(history).attempt - base;
    const first = distances[attempt];
    const top = Math.max(1, ...known, Number.isInteger(first) ? first : 0);
    const steps = Math.max(entries.length - 1, Number.isInteger(first) ? attempt + first : 0, 1);
    const x = (i) => PAD.left + (i / steps) * (W - PAD.left - PAD.right);
    const y = (d) => PAD.top + (1 - d / top) * (H - PAD.top - PAD.bottom);
    const parts = [
      svg("line", { x1: PAD.left, x2: W - PAD.right, y1: y(0), y2: y(0), class: "axis" }),
      svg("line", { x1: PAD.left, x2: PAD.left, y1: PAD.top, y2: y(0), class: "axis" }),
    ];
    const tick = svg("text", { x: PAD.left - 4, y: PAD.top + 8, class: "tick", "text-anchor": "end" });
    tick.textContent = String(top);
    parts.push(tick);
    if (Number.isInteger(first)) {
      parts.push(svg("line", {
        x1: x(attempt), y1: y(first), x2: x(attempt + first), y2: y(0), class: "optimal-line",
      }));
    }
    const points = distances.map((d, i) => (Number.isInteger(d) ? `${x(i)},${y(d)}` : null)).filter(Boolean);
    if (points.length > 1) parts.push(svg("polyline", { points: points.join(" "), class: "trace-line" }));
    const slot = (W - PAD.left - PAD.right) / steps;
    distances.forEach((d, i) => {
      if (!Number.isInteger(d)) return;
      const isNow = base + i === history.index;
      parts.push(svg("circle", { cx: x(i), cy: y(d), r: isNow ? 5 : 3, class: isNow ? "point now" : "point" }));
      const hit = svg("rect", {
        x: x(i) - Math.max(slot, 8) / 2, y: PAD.top - 6,
        width: Math.max(slot, 8), height: H - PAD.top - PAD.bottom + 12,
        class: "hit", tabindex: 0, role: "button",
      });
      const step = stepName(history, base + i, true) ?? msg("chart.start");
      wordsOn(hit, msg(isNow ? "chart.point_now" : "chart.point", { step, n: d }), "aria-label");
      if (isNow) hit.setAttribute("aria-current", "step");
      hit.addEventListener("click", () => this.go(base + i));
      hit.addEventListener("keydown", (event) => {
        if (event.key !== "Enter" && event.key !== " ") return;
        event.preventDefault();
        this.go(base + i);
      });
      parts.push(hit);
    });
    this.#trace.replaceChildren(...parts);
    wordsOn(this.#trace, msg("chart.trace_name"), "aria-label");
    const moves = entries.length - 1;
    wordsOn(this.#traceNote, moves === 0 ? msg("chart.trace_empty") : msg("chart.trace_note", { n: moves }));
  }

  /** The distance of `position` as the engine's check gives it: known at once, or left off the trace (undefined)
   * until it arrives (a check never starts a search, so the worker is never silent for long here); null for a
   * position that cannot reach the goal. Not asked while the position on show waits for its own state. */
  #checked(game, position) {
    if (!game.state || game.cancelled) return undefined;
    const { distances, ...args } = game.args({ position });
    const known = this.#midend.known("check", args);
    if (!known || known.error) return undefined;
    if (Number.isInteger(known.result.distance)) return known.result.distance;
    return known.result.valid === false ? null : undefined;
  }
}
