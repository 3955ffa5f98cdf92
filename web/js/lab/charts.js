// lab/charts.js: the lab's pictures where they beat numbers, drawn on canvas from the rows' figures: positions
// first reached at each depth for BFS against both directions of the bidirectional search, and IDA*'s nodes per
// iteration. Each picture has its text alternative: a summary as its name and the figures as a table beside it.

import { el } from "../view/dom.js";
import { msg, number as grouped, words } from "../i18n/t.js";
import { rowTitle } from "./notes.js";

// Colours are the page's theme variables (style.css, players.css's dark theme), read when a chart is drawn.
const COLORS = { bfs: "--accent", forward: "--good", backward: "--hint", generated: "--solved", expanded: "--muted" };
const themed = (node, name) => getComputedStyle(node).getPropertyValue(name).trim() || "#5b6673";
const HEIGHT = 220; // CSS px: fixed, so drawing a chart never moves what is below it
const number = (value) => (value === null || value === undefined ? "—" : grouped(Number(value)));

/** A legend's colour sample (set through the CSSOM: the page's policy refuses style attributes). */
function swatch(color) {
  const node = el("span", { className: "lab-swatch" });
  node.style.background = `var(${color})`;
  return node;
}

/** A figure: title, canvas (role img, named by `summary`), legend, and the figures as a table in a <details>;
 * `redraw` given: a "Logarithmic scale" checkbox that calls it with its state. */
function figure(title, summary, series, table, redraw = null) {
  const canvas = el("canvas", { role: "img", "aria-label": summary, className: "lab-chart-canvas" });
  const legend = el("ul", { className: "lab-legend", "aria-hidden": "true" },
    series.map((one) => el("li", {}, [swatch(one.color), el("span", { text: one.name })])));
  const head = el("tr", {}, table.columns.map((name) => el("th", { scope: "col", text: name })));
  const body = table.rows.map((cells) => el("tr", {}, cells.map((cell, index) => el(index === 0 ? "th" : "td",
    index === 0 ? { scope: "row", text: String(cell) } : { text: number(cell) }))));
  const details = el("details", { className: "lab-figures" }, [
    el("summary", { text: msg("lab.chart.as_table") }),
    el("div", { className: "lab-scroll" }, [el("table", { className: "lab-table" }, [
      el("caption", { text: title }), el("thead", {}, [head]), el("tbody", {}, body)])]),
  ]);
  const node = el("figure", { className: "lab-chart" }, [
    el("figcaption", { text: title }),
    canvas,
    legend,
    el("p", { className: "lab-chart-summary", text: summary }),
    details,
  ]);
  const made = { node, canvas, log: false };
  if (redraw) {
    const box = el("input", { type: "checkbox" });
    box.addEventListener("change", () => {
      made.log = box.checked;
      redraw();
    });
    legend.after(el("label", { className: "check lab-log" }, [box, el("span", { text: msg("lab.chart.log") })]));
  }
  return made;
}

/** The smallest 1, 2 or 5 times a power of ten that is at least `rough` (and at least 1): a scale's step. */
function niceStep(rough) {
  const power = 10 ** Math.floor(Math.log10(Math.max(1, rough)));
  return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= rough) ?? 10 * power;
}

/** Grouped bars: `labels` along the bottom, one bar per series in each group, a linear scale from 0. */
function drawBars(canvas, labels, series, axis, log = false) {
  const width = Math.max(200, canvas.parentElement ? canvas.parentElement.clientWidth : 320);
  const ratio = devicePixelRatio || 1;
  canvas.style.width = `${width}px`;
  canvas.style.height = `${HEIGHT}px`;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(HEIGHT * ratio);
  const ctx = canvas.getContext("2d");
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, width, HEIGHT);
  const highest = Math.max(1, ...series.flatMap((one) => one.values.map((value) => value ?? 0)));
  const step = niceStep(highest / 4);
  const top = log ? highest : Math.ceil(highest / step) * step;
  const pad = { left: 58, right: 10, top: 12, bottom: 40 };
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = HEIGHT - pad.top - pad.bottom;
  const scale = log ? (value) => Math.log10(1 + value) / Math.log10(1 + top) : (value) => value / top;
  const y = (value) => pad.top + plotHeight * (1 - scale(value));
  const muted = themed(canvas, "--muted");
  ctx.font = "11px system-ui, sans-serif";
  ctx.fillStyle = muted;
  ctx.strokeStyle = themed(canvas, "--line");
  ctx.lineWidth = 1;
  ctx.textAlign = "right";
  ctx.textBaseline = "middle";
  const ticks = log ? [0, ...Array.from({ length: Math.floor(Math.log10(top)) }, (_, power) => 10 ** (power + 1))]
    : Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
  for (const value of ticks) {
    ctx.beginPath();
    ctx.moveTo(pad.left, Math.round(y(value)) + 0.5);
    ctx.lineTo(width - pad.right, Math.round(y(value)) + 0.5);
    ctx.stroke();
    ctx.fillText(number(Math.round(value)), pad.left - 6, y(value));
  }
  const group = plotWidth / Math.max(1, labels.length);
  const bar = Math.max(1, (group * 0.8) / series.length);
  series.forEach((one, index) => {
    ctx.fillStyle = themed(canvas, one.color);
    one.values.forEach((value, at) => {
      if (!value) return;
      const x = pad.left + at * group + group * 0.1 + index * bar;
      ctx.fillRect(x, y(value), Math.max(1, bar - (bar > 3 ? 1 : 0)), pad.top + plotHeight - y(value));
    });
  });
  ctx.fillStyle = muted;
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  const every = Math.max(1, Math.ceil(labels.length / Math.floor(plotWidth / 26)));
  labels.forEach((label, at) => {
    if (at % every === 0) ctx.fillText(String(label), pad.left + (at + 0.5) * group, pad.top + plotHeight + 4);
  });
  ctx.fillText(words(axis), pad.left + plotWidth / 2, HEIGHT - 14);
}

/** The frontier picture: BFS's layers against the bidirectional search's two directions, by depth. */
function frontierChart(rows) {
  const bfs = rows.find((row) => row.algorithm === "bfs" && row.frontier_by_depth);
  const both = rows.find((row) => row.algorithm === "bidirectional" && row.frontier_by_depth);
  if (!bfs && !both) return null;
  const series = [];
  if (bfs) series.push({ name: msg("lab.chart.bfs"), color: COLORS.bfs, values: bfs.frontier_by_depth.forward });
  if (both) {
    series.push({ name: msg("lab.chart.forward"), color: COLORS.forward,
      values: both.frontier_by_depth.forward ?? [] });
    series.push({ name: msg("lab.chart.backward"), color: COLORS.backward,
      values: both.frontier_by_depth.backward ?? [] });
  }
  const depths = Math.max(...series.map((one) => one.values.length));
  const labels = Array.from({ length: depths }, (_, depth) => depth);
  const parts = [];
  if (bfs) {
    parts.push(msg("lab.chart.bfs_reached", { n: bfs.generated, depths: bfs.frontier_by_depth.forward.length }));
  }
  if (both) {
    const [forward, backward] = ["forward", "backward"].map((side) => both.frontier_by_depth[side] ?? []);
    parts.push(msg("lab.chart.both_reached", { n: both.generated, forward: forward.length,
      backward: backward.length }));
  }
  if (bfs && both && both.generated) {
    const ratio = bfs.generated / both.generated;
    parts.push(ratio >= 2 ? msg("lab.chart.fraction", { n: Math.round(ratio) })
      : msg("lab.chart.percent", { n: Math.round(100 / ratio) }));
  }
  const summary = msg("lab.chart.frontier_summary", { parts: { list: parts, type: "unit" } });
  const table = { columns: [msg("lab.chart.depth"), ...series.map((one) => one.name)],
    rows: labels.map((depth) => [depth, ...series.map((one) => one.values[depth] ?? null)]) };
  const draw = () => drawBars(made.canvas, labels, series, msg("lab.chart.depth_axis"), made.log);
  const made = figure(msg("lab.chart.frontier_title"), summary, series, table, draw);
  made.node.classList.add("lab-frontier");
  made.draw = draw;
  return made;
}

/** The IDA* picture: nodes generated and expanded in each iteration, labelled by its threshold. */
function iterationsChart(row) {
  const iterations = row.iterations;
  const series = [
    { name: msg("lab.chart.generated"), color: COLORS.generated, values: iterations.map((it) => it.generated) },
    { name: msg("lab.chart.expanded"), color: COLORS.expanded, values: iterations.map((it) => it.expanded) },
  ];
  const labels = iterations.map((it) => it.threshold);
  const last = iterations[iterations.length - 1];
  const share = row.generated ? Math.round((100 * last.generated) / row.generated) : 0;
  const title = rowTitle(row);
  const summary = msg("lab.chart.iterations_summary", { title, n: iterations.length,
    thresholds: { list: labels.map(String), type: "unit" }, generated: row.generated, share });
  const table = { columns: [msg("lab.chart.threshold"), msg("lab.chart.generated_column"),
    msg("lab.chart.expanded_column")], rows: iterations.map((it) => [it.threshold, it.generated, it.expanded]) };
  const made = figure(msg("lab.chart.iterations_title", { title }), summary, series, table);
  made.draw = () => drawBars(made.canvas, labels, series, msg("lab.chart.threshold_axis"));
  return made;
}

/** The lab's charts in `box`: show(rows) draws those the rows have data for (none: the box is emptied). */
export class LabCharts {
  #box;
  #charts = [];

  constructor(box) {
    this.#box = box;
    new ResizeObserver(() => this.#draw()).observe(box);
    // A theme change (the player's toggle, or the system's) redraws in the new colours.
    new MutationObserver(() => this.#draw()).observe(document.documentElement, { attributeFilter: ["data-theme"] });
    matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => this.#draw());
  }

  show(rows) {
    const charts = [];
    if (rows) {
      const frontier = frontierChart(rows);
      if (frontier) charts.push(frontier);
      for (const row of rows) if (row.iterations && row.iterations.length > 0) charts.push(iterationsChart(row));
    }
    this.#charts = charts;
    this.#box.replaceChildren(...charts.map((chart) => chart.node));
    this.#box.hidden = charts.length === 0;
    this.#draw();
  }

  #draw() {
    for (const chart of this.#charts) chart.draw();
  }
}
