// stones.js: oshidori's board: go stones on a wooden line; a move's stones (its motion) lift, travel and set down as
// one. Optimal moves are brackets under their pairs, each in its own lane so neighbouring pairs never overlap; the
// hint outlines its pair and where it lands. View: one character per cell ("B", "W", ".").

import { drawAtCentres, framePieces, lerp, onwardWords, pieceName } from "./common.js";
import { drawCellIndices, drawLastMoveSpans, drawRack, drawSpan, rowShape } from "./line.js";
import { MARK_COLOURS, drawArrow, drawCellRing, drawTarget, moveEnds, settled } from "./marks.js";
import { msg } from "../i18n/t.js";

const MARGIN_X = 0.35;
const MARGIN_Y = 0.8;

/** A go stone at (x, y), `size` the cell; `lift` 0..1 raises it with a softer, wider shadow. */
function drawStone(ctx, piece, x, y, size, lift = 0) {
  const radius = size * 0.43;
  ctx.save();
  ctx.fillStyle = `rgba(40, 20, 0, ${0.35 - 0.2 * lift})`;
  ctx.beginPath();
  ctx.ellipse(x + size * 0.04, y + radius * 0.2, radius * (1 + 0.15 * lift), radius * 0.9, 0, 0, Math.PI * 2);
  ctx.fill();
  const lifted = y - lift * size * 0.55;
  const gradient = ctx.createRadialGradient(x - radius * 0.35, lifted - radius * 0.4, radius * 0.08, x, lifted, radius);
  if (piece === "B") {
    gradient.addColorStop(0, "#6b6f76");
    gradient.addColorStop(0.35, "#2b2e33");
    gradient.addColorStop(1, "#0c0d0f");
  } else {
    gradient.addColorStop(0, "#ffffff");
    gradient.addColorStop(0.6, "#f1eee6");
    gradient.addColorStop(1, "#c9c3b5");
  }
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.arc(x, lifted, radius, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = piece === "B" ? "rgba(0,0,0,0.6)" : "rgba(110, 100, 80, 0.6)";
  ctx.lineWidth = Math.max(1, size * 0.012);
  ctx.stroke();
  ctx.restore();
}

function drawLine(ctx, geometry) {
  const { size, cells } = geometry;
  ctx.save();
  ctx.strokeStyle = "rgba(50, 28, 8, 0.7)";
  ctx.lineWidth = Math.max(1, size * 0.025);
  const first = geometry.center(0);
  const last = geometry.center(cells - 1);
  ctx.beginPath();
  ctx.moveTo(first.x, first.y);
  ctx.lineTo(last.x, last.y);
  for (let cell = 0; cell < cells; cell += 1) {
    const { x, y } = geometry.center(cell);
    ctx.moveTo(x, y - size * 0.22);
    ctx.lineTo(x, y + size * 0.22);
  }
  ctx.stroke();
  ctx.restore();
}

/** Brackets under each optimal move's stones, lanes assigned so brackets of overlapping pairs stack. */
function drawOptimalBrackets(ctx, geometry, moves) {
  const { size, top } = geometry;
  const lanes = []; // per lane: the last cell a bracket in it reaches
  ctx.save();
  ctx.strokeStyle = MARK_COLOURS.optimal;
  ctx.lineWidth = Math.max(2, size * 0.055);
  ctx.lineCap = "round";
  for (const move of moves) {
    const [sources] = moveEnds(move);
    if (sources.length === 0) continue;
    const first = Math.min(...sources);
    const last = Math.max(...sources);
    let lane = lanes.findIndex((end) => end < first);
    if (lane < 0) lane = lanes.length;
    lanes[lane] = last;
    const y = top + size * (1.24 + 0.14 * lane);
    const x0 = geometry.rect(first).x + size * 0.12;
    const x1 = geometry.rect(last).x + size * 0.88;
    ctx.beginPath();
    ctx.moveTo(x0, y - size * 0.08);
    ctx.lineTo(x0, y);
    ctx.lineTo(x1, y);
    ctx.lineTo(x1, y - size * 0.08);
    ctx.stroke();
  }
  ctx.restore();
}

/** The hint: its stones outlined, their landing cells tinted, an arc from one to the other above the row. */
function drawHint(ctx, geometry, move) {
  const { size } = geometry;
  const [sources, targets] = moveEnds(move);
  if (sources.length === 0 || targets.length === 0) return;
  const width = Math.max(3, size * 0.07);
  drawSpan(ctx, geometry, Math.min(...sources), Math.max(...sources), {
    stroke: MARK_COLOURS.hint,
    width,
    inset: -0.02,
  });
  drawSpan(ctx, geometry, Math.min(...targets), Math.max(...targets), {
    fill: "rgba(217, 72, 15, 0.22)",
    stroke: MARK_COLOURS.hint,
    width: 2,
  });
  const middle = (cells) => {
    const a = geometry.center(Math.min(...cells));
    const b = geometry.center(Math.max(...cells));
    return { x: (a.x + b.x) / 2, y: a.y - size * 0.55 };
  };
  const from = middle(sources);
  const to = middle(targets);
  drawArrow(ctx, from, to, {
    colour: MARK_COLOURS.hint,
    width,
    bend: from.x < to.x ? 0.18 : -0.18,
    shorten: size * 0.1,
  });
}

export default {
  kind: "stones",

  ...rowShape({ marginX: MARGIN_X, marginY: MARGIN_Y, shiftY: 0.1 }),

  duration() {
    return 620;
  },

  draw(ctx, geometry, frame, overlay) {
    const { size } = geometry;
    drawRack(ctx, geometry);
    drawLine(ctx, geometry);
    drawCellIndices(ctx, geometry);
    const still = settled(frame);
    if (still) drawLastMoveSpans(ctx, geometry, overlay.lastMove);
    if (still) drawOptimalBrackets(ctx, geometry, overlay.optimal ?? []);
    const { still: pieces, moving } = framePieces(frame);
    drawAtCentres(geometry, pieces, (piece, x, y) => drawStone(ctx, piece, x, y, size));
    const view = String(frame.to);
    if (still) {
      for (const cell of overlay.touched ?? []) drawCellRing(ctx, geometry, cell, { inset: 0.02 });
      for (const cell of overlay.targets ?? []) drawTarget(ctx, geometry, cell, view[cell] !== ".");
      if (overlay.hint) drawHint(ctx, geometry, overlay.hint);
    }
    // Lift (first third), carry (middle), set down (last third): the stones of one move travel as one.
    const t = frame.t;
    const lift = Math.min(1, t / 0.3, (1 - t) / 0.3);
    const carry = Math.min(1, Math.max(0, (t - 0.25) / 0.5));
    for (const { from, to, piece } of moving) {
      if (from === null || to === null) continue;
      const a = geometry.center(from);
      const b = geometry.center(to);
      drawStone(ctx, piece, lerp(a.x, b.x, carry), a.y, size, lift);
    }
  },

  /** "cell N" (1-based): the numbers drawn under the rack, as Python's labels name them ("cells 1-2"). */
  placeName(entry, view, cell) {
    return msg("place.cell", { n: cell + 1 });
  },

  /** "cell N, <piece>". */
  cellName(entry, view, cell) {
    const place = msg("place.cell", { n: cell + 1 });
    return msg("cell.named", { place, piece: pieceName(entry, String(view)[cell]) });
  },

  onward: (entry, cells) => onwardWords(cells, "cell"),
};
