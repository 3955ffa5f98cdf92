// river.js: the river-crossing drawer. Cells are the figures (board.order), then the boat; touched figures sit in the
// boat. A crossing animates between two views: the crossers board, the boat crosses with them seated, they step onto
// the far bank. Hint and optimal marks show whole loads. View: {sides: ["left"|"right", ...], boat: "left"|"right"}.

import { clamp, lerp } from "./common.js";
import { MARK_COLOURS } from "./marks.js";
import { coupleColour, drawFigure, figureKind, figureTag } from "./river-figures.js";
import { boatBox, drawBackdrop, drawBoat, hullBox, riverScene } from "./river-scene.js";
import { boatSide, cellName, figureName, onward, placeName, sidesOf } from "./river-words.js";

const BOARD_UNTIL = 0.2; // share of a crossing spent stepping into the boat
const LAND_FROM = 0.8; // ... and from here on stepping out onto the far bank

/** The figures a move carries (its touched cells, less the boat). */
function figuresOf(move, count) {
  const touches = move && Array.isArray(move.touches) && move.touches.length ? move.touches[0] : [];
  return touches.filter((cell) => Number.isInteger(cell) && cell < count);
}

function lookOf(entry, index) {
  const name = figureName(entry, index);
  const colour = coupleColour(entry.board.order, entry.board.order[index]);
  return { kind: figureKind(name), tag: figureTag(name), colour, name };
}

/** A walk from a to b at time u (0..1), bobbing a little as it steps. */
function walk(a, b, u, figure) {
  return { x: lerp(a.x, b.x, u), y: lerp(a.y, b.y, u) - Math.abs(Math.sin(u * Math.PI * 3)) * figure * 0.06 };
}

function outline(ctx, box, colour, width, dash = null) {
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  if (dash) ctx.setLineDash(dash);
  ctx.beginPath();
  ctx.roundRect(box.x, box.y, box.width, box.height, Math.min(box.width, box.height) * 0.2);
  ctx.stroke();
  ctx.restore();
}

/**
 * All optimal moves as small boats on the open water above the boat, one per load with its passengers aboard,
 * outlined in green: each shows who crosses together (a figure in several loads appears in each).
 */
function drawOptimalLoads(ctx, geometry, entry, moves, boat) {
  if (moves.length === 0) return;
  const { scene } = geometry;
  const { figure, capacity, bankWidth, width } = scene;
  const x0 = bankWidth + figure * 0.15;
  const x1 = width - bankWidth - figure * 0.15;
  const y0 = figure * 0.15;
  const y1 = boat.y - figure * 0.9;
  // The largest chip size at which every load fits the free water (at most 0.6 of a figure).
  let mini = figure * 0.6;
  let rows = 1;
  let columns = 1;
  for (; mini > figure * 0.2; mini *= 0.9) {
    const chipWidth = mini * (0.66 * capacity + 0.8);
    const chipHeight = mini * 1.45;
    rows = Math.max(1, Math.floor((y1 - y0) / chipHeight));
    columns = Math.ceil(moves.length / rows);
    if (columns * chipWidth <= x1 - x0) break;
  }
  const chip = { boatWidth: mini * (0.66 * capacity + 0.5), boatHeight: mini * 0.5, figure: mini };
  const chipWidth = mini * (0.66 * capacity + 0.65);
  const chipHeight = mini * 1.3;
  const stepX = (x1 - x0) / columns;
  const stepY = Math.min(chipHeight * 1.15, (y1 - y0) / Math.min(rows, moves.length));
  moves.forEach((move, number) => {
    const x = x0 + Math.floor(number / rows) * stepX + (stepX - chipWidth) / 2;
    const y = y0 + (number % rows) * stepY;
    ctx.save();
    ctx.fillStyle = "rgba(255, 255, 255, 0.6)";
    ctx.strokeStyle = MARK_COLOURS.optimal;
    ctx.lineWidth = Math.max(1.5, figure * 0.045);
    ctx.beginPath();
    ctx.roundRect(x, y, chipWidth, chipHeight, mini * 0.2);
    ctx.fill();
    ctx.stroke();
    ctx.restore();
    const hull = { x: x + chipWidth / 2, y: y + chipHeight * 0.74 };
    figuresOf(move, scene.count).forEach((index, seat) => {
      const look = lookOf(entry, index);
      const seatX = hull.x + (seat - (capacity - 1) / 2) * mini * 0.66;
      drawFigure(ctx, look.kind, seatX, hull.y - mini * 0.32, mini, {
        colour: look.colour,
        tag: mini >= 28 ? look.tag : null,
        shadow: false,
      });
    });
    drawBoat(ctx, chip, hull);
  });
}

/**
 * Where every figure is drawn and whether it sits in the boat, for a frame and the figures boarding (`seated`);
 * `aboard` are those already seated when the crossing began: they start in their seats instead of on the bank.
 */
function placesAt(scene, frame, seated, aboard = []) {
  const count = scene.count;
  const before = sidesOf(frame.from, count);
  const after = sidesOf(frame.to, count);
  const boatFrom = scene.boatAt(boatSide(frame.from));
  const boatTo = scene.boatAt(boatSide(frame.to));
  const t = frame.move && frame.t < 1 ? frame.t : 1;
  if (t >= 1) {
    const places = after.map((side, index) => ({ point: scene.bankSpot(index, side), inBoat: false }));
    seated.forEach((index, seatIndex) => { places[index] = { point: scene.seat(boatTo, seatIndex), inBoat: true }; });
    return { places, boat: boatTo };
  }
  const crossing = boatSide(frame.from) !== boatSide(frame.to);
  const rank = (index) => (aboard.includes(index) ? aboard.indexOf(index) : scene.count + index);
  const movers = after.map((side, index) => index).filter((index) => before[index] !== after[index])
    .sort((a, b) => rank(a) - rank(b));
  const travel = crossing ? clamp((t - BOARD_UNTIL) / (LAND_FROM - BOARD_UNTIL), 0, 1) : t;
  const boat = {
    x: lerp(boatFrom.x, boatTo.x, travel),
    y: boatFrom.y + Math.sin(travel * Math.PI * 4) * scene.figure * 0.025,
  };
  const places = after.map((side, index) => ({ point: scene.bankSpot(index, side), inBoat: false }));
  movers.forEach((index, seatIndex) => {
    const start = scene.bankSpot(index, before[index]);
    const end = scene.bankSpot(index, after[index]);
    if (!crossing) {
      places[index] = { point: walk(start, end, t, scene.figure), inBoat: false };
    } else if (t < BOARD_UNTIL) {
      const seat = scene.seat(boatFrom, seatIndex);
      places[index] = {
        point: aboard.includes(index) ? seat : walk(start, seat, t / BOARD_UNTIL, scene.figure),
        inBoat: true,
      };
    } else if (t < LAND_FROM) {
      places[index] = { point: scene.seat(boat, seatIndex), inBoat: true };
    } else {
      places[index] = {
        point: walk(scene.seat(boatTo, seatIndex), end, (t - LAND_FROM) / (1 - LAND_FROM), scene.figure),
        inBoat: false,
      };
    }
  });
  return { places, boat };
}

function drawMarks(ctx, geometry, overlay, places, boat, entry) {
  drawOptimalLoads(ctx, geometry, entry, overlay.optimal ?? [], boat);
  const { scene } = geometry;
  const { figure, count } = scene;
  const box = (index) => geometry.figureBox(places[index].point);
  const hull = boatBox(scene, boat);
  const widen = (b, by) => ({ x: b.x - by, y: b.y - by, width: b.width + 2 * by, height: b.height + 2 * by });
  for (const cell of overlay.targets ?? []) {
    const target = cell === count ? widen(hull, figure * 0.08) : box(cell);
    if (target) outline(ctx, target, MARK_COLOURS.target, Math.max(2, figure * 0.05), [figure * 0.1, figure * 0.07]);
  }
  if (overlay.hint) {
    const group = figuresOf(overlay.hint, count);
    for (const index of group) outline(ctx, box(index), MARK_COLOURS.hint, Math.max(2.5, figure * 0.075));
    if (group.length) {
      outline(ctx, widen(hull, figure * 0.12), MARK_COLOURS.hint, Math.max(2, figure * 0.05), [
        figure * 0.12,
        figure * 0.08,
      ]);
    }
  }
}

export default {
  kind: "river",

  aspect() {
    return 2;
  },

  /** The scene and hit-testing; `shown` remembers who sits in the boat as last drawn, so a tap finds them there. */
  layout(entry, width, height, view) {
    const scene = riverScene(entry, width, height);
    const { count, figure } = scene;
    const shown = { view, seated: [] };
    const geometry = {
      width, height, rows: 1, columns: count + 1, cells: count + 1, size: figure, scene, shown,
      figureBox(point) {
        return {
          x: point.x - figure * 0.42,
          y: point.y - figure * 0.55,
          width: figure * 0.84,
          height: figure * 1.05,
          size: figure,
        };
      },
      place(index) {
        const seatIndex = shown.seated.indexOf(index);
        if (seatIndex >= 0) return scene.seat(scene.boatAt(boatSide(shown.view)), seatIndex);
        return scene.bankSpot(index, sidesOf(shown.view, count)[index]);
      },
      rect(cell) {
        if (!Number.isInteger(cell) || cell < 0 || cell > count) return null;
        if (cell === count) return { ...hullBox(scene, scene.boatAt(boatSide(shown.view))), size: figure };
        return this.figureBox(this.place(cell));
      },
      center(cell) {
        const box = this.rect(cell);
        return box && { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      },
      cellAt(x, y) {
        const hull = this.rect(count);
        const inside = (slack) =>
          x > hull.x - slack &&
          x < hull.x + hull.width + slack &&
          y > hull.y - slack &&
          y < hull.y + hull.height + slack;
        if (inside(0)) return count;
        let best = null;
        let bestDistance = figure * 0.8; // the nearest figure within reach: taps need not be exact on a phone
        for (let index = 0; index < count; index += 1) {
          const spot = this.place(index);
          const distance = Math.hypot(spot.x - x, spot.y - y);
          if (distance < bestDistance) [best, bestDistance] = [index, distance];
        }
        if (best !== null) return best;
        return inside(figure * 0.2) ? count : null;
      },
    };
    return geometry;
  },

  duration() {
    return 1500;
  },

  draw(ctx, geometry, frame, overlay, entry) {
    const { scene, shown } = geometry;
    const still = !frame.move || frame.t >= 1;
    shown.view = frame.to;
    shown.seated = still ? (overlay.touched ?? []).filter((cell) => cell < scene.count) : [];
    // The canvas remembers who sat in the boat when last drawn still (geometry is remade for each view), so the
    // load a person put in the boat crosses from its seats rather than stepping back to the bank first.
    const memory = ctx.canvas && ctx.canvas.dataset ? ctx.canvas.dataset : {};
    if (still) memory.riverAboard = shown.seated.join(",");
    const aboard = !still && memory.riverAboard ? memory.riverAboard.split(",").map(Number) : [];
    drawBackdrop(ctx, scene);
    const { places, boat } = placesAt(scene, frame, shown.seated, aboard);
    const draw = (index) => {
      const look = lookOf(entry, index);
      const { point, inBoat } = places[index];
      drawFigure(ctx, look.kind, point.x, point.y, scene.figure, {
        colour: look.colour,
        tag: look.tag,
        shadow: !inBoat,
      });
    };
    if (still && overlay.lastMove) {
      ctx.fillStyle = MARK_COLOURS.lastMove;
      for (const index of figuresOf(overlay.lastMove, scene.count)) {
        const { x, y } = places[index].point;
        ctx.beginPath();
        ctx.ellipse(x, y + scene.figure * 0.42, scene.figure * 0.42, scene.figure * 0.14, 0, 0, Math.PI * 2);
        ctx.fill();
      }
    }
    places.forEach((place, index) => { if (place.inBoat) draw(index); });
    drawBoat(ctx, scene, boat); // over the passengers' legs
    places.forEach((place, index) => { if (!place.inBoat) draw(index); });
    if (still) drawMarks(ctx, geometry, overlay, places, boat, entry);
  },

  placeName,
  cellName,
  onward,
};
