// gallery.js: the board gallery (gallery.html, a developer's page): draws every sample in gallery-samples.json
// (real engine states written by tests/browser/test_boards_gallery.py) with the board drawers, still and mid-move,
// at several widths, and records on each canvas whether its cells fit and hit-test back to themselves.

import { boardFor } from "./boards/index.js";
import { speak } from "./i18n/language.js";
import { words } from "./i18n/t.js";

const THUMBNAILS = [90, 140]; // the goal picture's widths, as small as the page may show it
const PHONE = 290; // the board's width in a card on a 320 px screen

/** The catalogue entry for `size`: the entry with its by_size overrides (board, views, start, goal) merged in. */
function resolveEntry(entry, size) {
  const info = entry.sizes && !Array.isArray(entry.sizes) ? entry.sizes : entry.size_info;
  const bySize = info && info.by_size ? info.by_size[String(size)] : null;
  return bySize ? { ...entry, ...bySize, size } : entry;
}

const emptyOverlay = () => ({
  touched: [], targets: [], hint: null, optimal: [], lastMove: null, annotations: null, reducedMotion: false,
});

/** A marked-up overlay for a state: the hint and all optimal moves, a first touch with its targets, the last move. */
function markedOverlay(sample) {
  const moves = sample.state.moves;
  const optimal = moves.filter((move) => move.optimal);
  const hint = optimal[0] ?? moves[0] ?? null;
  const long = moves.flatMap((move) => move.touches).find((touches) => touches.length >= 2);
  const touched = long ? [long[0]] : [];
  const fromLong = moves.flatMap((move) => move.touches)
    .filter((touches) => long && touches.length >= 2 && touches[0] === long[0]);
  const targets = [...new Set(fromLong.map((touches) => touches[1]))];
  const annotations = sample.state.annotations ?? null;
  return { ...emptyOverlay(), touched, targets, hint, optimal, lastMove: sample.move, annotations };
}

/**
 * Draw one frame on a new canvas `width` CSS px wide; returns the <figure>. The canvas records what a test checks:
 * data-drawn, data-fits (every cell's rect inside the drawing), data-hits (cellAt(center(cell)) === cell for every
 * cell), data-min-cell (the narrowest cell, px) and data-used (the share of the width the cells span).
 */
function drawn(drawer, entry, view, frame, overlay, width, caption) {
  const height = Math.round(width / drawer.aspect(entry));
  const ratio = window.devicePixelRatio || 1;
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const ctx = canvas.getContext("2d");
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  const geometry = drawer.layout(entry, width, height, view);
  drawer.draw(ctx, geometry, frame, overlay, entry);
  let fits = true;
  let hits = true;
  let narrowest = Infinity;
  let leftmost = Infinity;
  let rightmost = -Infinity;
  for (let cell = 0; cell < geometry.cells; cell += 1) {
    const box = geometry.rect(cell);
    if (!box) {
      fits = false;
      continue;
    }
    narrowest = Math.min(narrowest, box.width);
    leftmost = Math.min(leftmost, box.x);
    rightmost = Math.max(rightmost, box.x + box.width);
    if (box.x < -0.5 || box.y < -0.5 || box.x + box.width > width + 0.5 || box.y + box.height > height + 0.5) {
      fits = false;
    }
    if (geometry.cellAt(box.x + box.width / 2, box.y + box.height / 2) !== cell) hits = false;
  }
  Object.assign(canvas.dataset, {
    drawn: "1",
    fits: String(fits),
    hits: String(hits),
    minCell: String(Math.floor(narrowest)),
    kind: drawer.kind,
    used: ((rightmost - leftmost) / width).toFixed(3),
    cells: String(geometry.cells),
  });
  canvas.setAttribute("role", "img");
  canvas.setAttribute("aria-label", `${entry.title}: ${caption}`);
  const figure = document.createElement("figure");
  const label = document.createElement("figcaption");
  label.textContent = `${caption} (${width} px)`;
  figure.append(canvas, label);
  return figure;
}

function still(view) {
  return { from: view, to: view, move: null, t: 1 };
}

function sampleSection(sample, entry, available) {
  const drawer = boardFor(entry.board);
  const section = document.createElement("section");
  section.dataset.puzzle = sample.puzzle;
  const title = document.createElement("h2");
  title.textContent = `${entry.title}${sample.size ? ` (size ${sample.size})` : ""} — ${drawer.kind}`;
  const row = document.createElement("div");
  row.className = "row";
  const wide = Math.min(520, available);
  const start = entry.start_view ?? sample.state.view;
  row.append(drawn(drawer, entry, start, still(start), emptyOverlay(), wide, "start"));
  row.append(drawn(drawer, entry, start, still(start), emptyOverlay(), Math.min(PHONE, available), "start on a phone"));
  const goal = entry.goal_view ?? drawer.goalView(entry); // the blocks draw theirs from the board's description
  if (goal !== null && goal !== undefined) {
    for (const width of THUMBNAILS) {
      row.append(drawn(drawer, entry, goal, still(goal), emptyOverlay(), width, "goal thumbnail"));
    }
  }
  if (sample.move && sample.after) {
    const frame = { from: sample.state.view, to: sample.after.view, move: sample.move, t: 0.5 };
    row.append(
      drawn(drawer, entry, sample.after.view, frame, emptyOverlay(), wide, `halfway through: ${sample.move.label}`),
    );
    if (drawer.kind === "river") {
      // the crossing's other stages: stepping into the boat, stepping out
      row.append(drawn(drawer, entry, sample.after.view, { ...frame, t: 0.1 }, emptyOverlay(), wide, "boarding"));
      row.append(drawn(drawer, entry, sample.after.view, { ...frame, t: 0.9 }, emptyOverlay(), wide, "landing"));
    }
  }
  const marks = "hint, optimal moves, touched, targets";
  row.append(drawn(drawer, entry, sample.state.view, still(sample.state.view), markedOverlay(sample), wide, marks));
  const names = document.createElement("p");
  names.className = "names";
  const view = sample.state.view;
  names.textContent = Array.from({ length: drawer.layout(entry, 100, 100, view).cells }, (_, cell) =>
    words(drawer.cellName(entry, view, cell, markedOverlay(sample))),
  ).join(" | ");
  section.append(title, row, names);
  return section;
}

async function main() {
  const root = document.querySelector("#gallery");
  await speak("en"); // the cells' names, as the game page says them
  try {
    const [catalog, samples] = await Promise.all(["catalog.json", "gallery-samples.json"].map(async (url) => {
      const reply = await fetch(url);
      if (!reply.ok) throw new Error(`${url}: ${reply.status}`);
      return reply.json();
    }));
    const entries = new Map(catalog.puzzles.map((entry) => [entry.id, entry]));
    root.textContent = "";
    const available = Math.floor(root.clientWidth - 22);
    for (const sample of samples) {
      const entry = entries.get(sample.puzzle);
      if (!entry) throw new Error(`no catalogue entry for ${sample.puzzle}`);
      root.append(sampleSection(sample, resolveEntry(entry, sample.size), available));
    }
    root.dataset.state = "ready";
  } catch (error) {
    root.textContent = `The gallery failed: ${error.message}`;
    root.dataset.state = "failed";
    throw error;
  }
}

main();
