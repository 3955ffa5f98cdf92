// river.js: the river-crossing board (farmer, wolf, goat and cabbage; missionaries and cannibals; jealous husbands):
// two banks, a river, a boat at one bank. Each of the puzzle's `order` letters is one figure ("cell"); the boat is
// the last cell. Clicking figures on the boat's bank boards them (UI state), clicking the boat (or Cross) sends
// the load as the move, e.g. "FG"; Python accepts or refuses it. Crossings animate the boat with its passengers.

import { MARK_COLOURS, lerp } from "./common.js";

const COUPLE = ["#1c7ed6", "#2f9e44", "#d6336c", "#f08c00"];

/** {left, right, boatLeft} from "WC|FG*" (no rules: just where the letters are written). */
export function parseBanks(position) {
  const [left = "", right = ""] = position.split("|");
  return { left: left.replace("*", ""), right: right.replace("*", ""), boatLeft: left.includes("*") };
}

/** For each figure (index into `order`), whether it is on the left bank. Repeated letters fill the left first. */
function sides(order, position) {
  const { left } = parseBanks(position);
  const remaining = {};
  for (const letter of left) remaining[letter] = (remaining[letter] ?? 0) + 1;
  return [...order].map((letter) => {
    if (remaining[letter] > 0) {
      remaining[letter] -= 1;
      return true;
    }
    return false;
  });
}

/** The boat load for the figures `indices`, written in the puzzle's order (the move's notation). */
export function loadOf(order, indices) {
  return [...indices].sort((a, b) => a - b).map((index) => order[index]).join("");
}

/** The figures a load such as "MC" names on the boat's bank (first ones of each letter), for hints. */
function figuresFor(order, onLeft, boatLeft, load) {
  const taken = new Set();
  for (const letter of load) {
    const index = [...order].findIndex((l, i) => l === letter && onLeft[i] === boatLeft && !taken.has(i));
    if (index >= 0) taken.add(index);
  }
  return taken;
}

function riverLayout(puzzle, width, height) {
  const order = puzzle.board.order;
  const count = order.length;
  const rows = Math.ceil(count / 2);
  const bankWidth = width * 0.3;
  const figure = Math.max(8, Math.min(height / (rows + 0.9), bankWidth / 2.4));
  const capacity = puzzle.board.capacity;
  const boatWidth = figure * (capacity * 1.02 + 0.4);
  const boatHeight = figure * 0.9;
  const waterY = height * 0.5;
  const geometry = {
    width,
    height,
    rows: 1,
    columns: count + 1,
    cells: count + 1,
    size: figure,
    bankWidth,
    boatWidth,
    boatHeight,
    waterY,
    view: { position: puzzle.start ?? `${order}*|`, selected: [] },
    /** Where figure `index` stands on a bank. */
    bankSpot(index, onLeft) {
      const column = index % 2;
      const row = Math.floor(index / 2);
      const top = (height - rows * figure) / 2;
      const xs = onLeft ? [bankWidth * 0.3, bankWidth * 0.72] : [width - bankWidth * 0.72, width - bankWidth * 0.3];
      return { x: xs[column], y: top + (row + 0.5) * figure };
    },
    boatCentre(boatLeft) {
      const x = boatLeft ? bankWidth + boatWidth / 2 + figure * 0.12 : width - bankWidth - boatWidth / 2 - figure * 0.12;
      return { x, y: waterY + figure * 0.15 };
    },
    seat(boatCentre, seatIndex) {
      return { x: boatCentre.x + (seatIndex - (capacity - 1) / 2) * figure * 1.02, y: boatCentre.y - figure * 0.28 };
    },
    /** Where each figure is drawn for `position` with `selected` figures boarding. */
    spots(position, selected) {
      const onLeft = sides(order, position);
      const { boatLeft } = parseBanks(position);
      const boat = this.boatCentre(boatLeft);
      const seated = [...selected].sort((a, b) => a - b);
      return onLeft.map((left, index) => {
        const seatIndex = seated.indexOf(index);
        return seatIndex >= 0 ? this.seat(boat, seatIndex) : this.bankSpot(index, left);
      });
    },
    rect(cell) {
      if (cell === count) {
        const { x, y } = this.boatCentre(parseBanks(this.view.position).boatLeft);
        const side = boatHeight * 0.6; // the hull, below the seats
        return { x: x - side / 2, y: y + boatHeight * 0.28 - side / 2, size: side };
      }
      const spot = this.spots(this.view.position, this.view.selected)[cell];
      return { x: spot.x - figure / 2, y: spot.y - figure / 2, size: figure };
    },
    center(cell) {
      const { x, y, size } = this.rect(cell);
      return { x: x + size / 2, y: y + size / 2 };
    },
    cellAt(x, y) {
      const boat = this.boatCentre(parseBanks(this.view.position).boatLeft);
      if (Math.abs(x - boat.x) < boatWidth / 2 && y > boat.y && y < boat.y + boatHeight * 0.7) return count; // the hull
      const spots = this.spots(this.view.position, this.view.selected);
      let best = null;
      let bestDistance = figure * 0.55;
      spots.forEach((spot, index) => {
        const distance = Math.hypot(spot.x - x, spot.y - y);
        if (distance < bestDistance) {
          best = index;
          bestDistance = distance;
        }
      });
      if (best !== null) return best;
      if (Math.abs(x - boat.x) < boatWidth / 2 && Math.abs(y - boat.y) < boatHeight) return count;
      return null;
    },
  };
  return geometry;
}

// ------------------------------------------------------------------ figures (unit box: -0.5..0.5, feet at 0.45)

function person(ctx, colour, { dress = false, hat = null, robe = null } = {}) {
  ctx.fillStyle = robe ?? colour;
  ctx.beginPath();
  if (dress) {
    ctx.moveTo(0, -0.1);
    ctx.lineTo(0.24, 0.42);
    ctx.lineTo(-0.24, 0.42);
  } else {
    ctx.roundRect(-0.16, -0.1, 0.32, 0.52, 0.1);
  }
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = "#f2c9a0";
  ctx.beginPath();
  ctx.arc(0, -0.24, 0.13, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  if (hat === "straw") {
    ctx.fillStyle = "#e9c46a";
    ctx.beginPath();
    ctx.ellipse(0, -0.33, 0.24, 0.05, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.roundRect(-0.1, -0.46, 0.2, 0.13, 0.04);
    ctx.fill();
    ctx.stroke();
  } else if (hat === "top") {
    ctx.fillStyle = "#212529";
    ctx.fillRect(-0.15, -0.36, 0.3, 0.04);
    ctx.fillRect(-0.09, -0.48, 0.18, 0.13);
  } else if (hat === "hair") {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.arc(0, -0.27, 0.14, Math.PI, Math.PI * 2);
    ctx.fill();
  } else if (hat === "feather") {
    ctx.strokeStyle = "#2b8a3e";
    ctx.lineWidth = 0.05;
    ctx.beginPath();
    ctx.moveTo(0.04, -0.35);
    ctx.quadraticCurveTo(0.16, -0.55, 0.08, -0.6);
    ctx.stroke();
  }
}

function wolf(ctx) {
  ctx.fillStyle = "#868e96";
  ctx.beginPath();
  ctx.ellipse(0, 0.15, 0.3, 0.2, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.beginPath(); // head with ears and snout, facing left
  ctx.moveTo(-0.42, -0.08);
  ctx.lineTo(-0.2, -0.16);
  ctx.lineTo(-0.2, -0.36);
  ctx.lineTo(-0.1, -0.22);
  ctx.lineTo(0.02, -0.36);
  ctx.lineTo(0.04, -0.12);
  ctx.lineTo(-0.08, 0.06);
  ctx.lineTo(-0.36, 0.02);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = "#212529";
  ctx.beginPath();
  ctx.arc(-0.12, -0.14, 0.025, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath(); // tail
  ctx.moveTo(0.28, 0.1);
  ctx.quadraticCurveTo(0.46, 0.0, 0.42, 0.3);
  ctx.strokeStyle = "#495057";
  ctx.lineWidth = 0.06;
  ctx.stroke();
}

function goat(ctx) {
  ctx.fillStyle = "#f8f9fa";
  ctx.beginPath();
  ctx.ellipse(0.04, 0.14, 0.27, 0.18, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.ellipse(-0.25, -0.08, 0.12, 0.15, -0.4, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.strokeStyle = "#8d6e4f"; // horns
  ctx.lineWidth = 0.05;
  ctx.beginPath();
  ctx.moveTo(-0.22, -0.2);
  ctx.quadraticCurveTo(-0.12, -0.42, 0.0, -0.3);
  ctx.stroke();
  ctx.fillStyle = "#adb5bd"; // beard
  ctx.beginPath();
  ctx.moveTo(-0.34, 0.02);
  ctx.lineTo(-0.3, 0.16);
  ctx.lineTo(-0.26, 0.03);
  ctx.fill();
  ctx.strokeStyle = "#495057"; // legs
  ctx.lineWidth = 0.05;
  for (const x of [-0.14, 0.2]) {
    ctx.beginPath();
    ctx.moveTo(x, 0.28);
    ctx.lineTo(x, 0.44);
    ctx.stroke();
  }
  ctx.fillStyle = "#212529";
  ctx.beginPath();
  ctx.arc(-0.27, -0.11, 0.022, 0, Math.PI * 2);
  ctx.fill();
}

function cabbage(ctx) {
  const leaves = [["#8ce99a", 0.3, 0.12], ["#51cf66", 0.24, 0.1], ["#2f9e44", 0.15, 0.08]];
  for (const [fill, radius, y] of leaves) {
    ctx.fillStyle = fill;
    ctx.beginPath();
    ctx.arc(0, y, radius, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  }
  ctx.strokeStyle = "rgba(20, 80, 30, 0.6)";
  ctx.lineWidth = 0.025;
  for (const angle of [-0.8, 0, 0.8]) {
    ctx.beginPath();
    ctx.moveTo(0, 0.12);
    ctx.lineTo(Math.sin(angle) * 0.28, 0.12 - Math.cos(angle) * 0.28);
    ctx.stroke();
  }
}

/** Draw figure `index` of `puzzle` at (x, y), `size` px tall; `ring` an optional highlight colour. */
function drawFigure(ctx, puzzle, index, x, y, size, ring = null) {
  const letter = puzzle.board.order[index];
  ctx.save();
  ctx.fillStyle = "rgba(0, 0, 0, 0.18)";
  ctx.beginPath();
  ctx.ellipse(x, y + size * 0.44, size * 0.26, size * 0.06, 0, 0, Math.PI * 2);
  ctx.fill();
  if (ring) {
    ctx.strokeStyle = ring;
    ctx.lineWidth = Math.max(2, size * 0.07);
    ctx.beginPath();
    ctx.roundRect(x - size * 0.45, y - size * 0.55, size * 0.9, size * 1.08, size * 0.2);
    ctx.stroke();
  }
  ctx.translate(x, y);
  ctx.scale(size, size);
  ctx.lineWidth = 0.03;
  ctx.strokeStyle = "#343a40";
  ctx.lineJoin = "round";
  const id = puzzle.id;
  if (id === "farmer-crossing") {
    ({ F: () => person(ctx, "#5c7cfa", { hat: "straw", robe: "#4263eb" }), W: () => wolf(ctx), G: () => goat(ctx), C: () => cabbage(ctx) })[letter]();
  } else if (id === "missionaries") {
    if (letter === "M") person(ctx, "#343a40", { robe: "#343a40", hat: "top" });
    else person(ctx, "#e8590c", { robe: "#e8590c", hat: "feather" });
  } else {
    const couple = Math.floor(puzzle.board.order.toUpperCase().indexOf(letter.toUpperCase()) / 2);
    const colour = COUPLE[couple % COUPLE.length];
    if (letter === letter.toUpperCase()) person(ctx, colour, { hat: "top" });
    else person(ctx, colour, { dress: true, hat: "hair" });
  }
  ctx.restore();
  // The letter under the figure: the notation a refusal message uses.
  ctx.save();
  ctx.font = `700 ${Math.max(9, Math.round(size * 0.22))}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.lineWidth = Math.max(2, size * 0.06);
  ctx.strokeStyle = "rgba(255, 255, 255, 0.9)";
  ctx.strokeText(letter, x, y + size * 0.2);
  ctx.fillStyle = "#212529";
  if (puzzle.id !== "farmer-crossing") ctx.fillText(letter, x, y + size * 0.2);
  ctx.restore();
}

function drawBoat(ctx, geometry, centre) {
  const { boatWidth, boatHeight } = geometry;
  const x = centre.x - boatWidth / 2;
  const y = centre.y;
  ctx.save();
  ctx.fillStyle = "#8b5a2b";
  ctx.strokeStyle = "#4a2f14";
  ctx.lineWidth = Math.max(1.5, boatHeight * 0.05);
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x + boatWidth, y);
  ctx.quadraticCurveTo(x + boatWidth * 0.96, y + boatHeight * 0.5, x + boatWidth * 0.82, y + boatHeight * 0.55);
  ctx.lineTo(x + boatWidth * 0.18, y + boatHeight * 0.55);
  ctx.quadraticCurveTo(x + boatWidth * 0.04, y + boatHeight * 0.5, x, y);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.strokeStyle = "#c08a52";
  ctx.beginPath();
  ctx.moveTo(x + boatWidth * 0.06, y + boatHeight * 0.12);
  ctx.lineTo(x + boatWidth * 0.94, y + boatHeight * 0.12);
  ctx.stroke();
  ctx.restore();
}

export const riverBoard = {
  kind: "river",

  aspect() {
    return 1.9;
  },

  layout(puzzle, width, height) {
    return riverLayout(puzzle, width, height);
  },

  duration() {
    return 900;
  },

  /** The figures' places depend on the position and who is boarding: the page re-places the grid on each change. */
  follow(geometry, position, selected) {
    geometry.view = { position, selected: Array.isArray(selected) ? selected : [] };
  },

  fits(geometry, position) {
    return typeof position === "string" && position.includes("|");
  },

  draw(ctx, geometry, frame, overlay, puzzle) {
    const { width, height, bankWidth, size } = geometry;
    // Banks and river.
    const water = ctx.createLinearGradient(0, 0, 0, height);
    water.addColorStop(0, "#74c0fc");
    water.addColorStop(1, "#1c7ed6");
    ctx.fillStyle = water;
    ctx.fillRect(bankWidth * 0.9, 0, width - bankWidth * 1.8, height);
    ctx.strokeStyle = "rgba(255, 255, 255, 0.35)";
    ctx.lineWidth = Math.max(1, size * 0.03);
    for (let wave = 0; wave < 6; wave += 1) {
      const y = height * (0.1 + wave * 0.16);
      const x = bankWidth + ((wave * 37) % 5) * (width - 2 * bankWidth) * 0.16;
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.quadraticCurveTo(x + size * 0.2, y - size * 0.08, x + size * 0.4, y);
      ctx.quadraticCurveTo(x + size * 0.6, y + size * 0.08, x + size * 0.8, y);
      ctx.stroke();
    }
    for (const left of [true, false]) {
      const grass = ctx.createLinearGradient(0, 0, 0, height);
      grass.addColorStop(0, "#b2f2bb");
      grass.addColorStop(1, "#69db7c");
      ctx.fillStyle = grass;
      ctx.beginPath();
      if (left) {
        ctx.moveTo(0, 0);
        ctx.lineTo(bankWidth, 0);
        ctx.bezierCurveTo(bankWidth * 0.94, height * 0.35, bankWidth * 1.06, height * 0.65, bankWidth, height);
        ctx.lineTo(0, height);
      } else {
        ctx.moveTo(width, 0);
        ctx.lineTo(width - bankWidth, 0);
        ctx.bezierCurveTo(width - bankWidth * 1.06, height * 0.35, width - bankWidth * 0.94, height * 0.65, width - bankWidth, height);
        ctx.lineTo(width, height);
      }
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = "rgba(43, 138, 62, 0.75)";
      ctx.font = `600 ${Math.max(10, Math.round(size * 0.2))}px system-ui, sans-serif`;
      ctx.textAlign = "center";
      ctx.textBaseline = "top";
      ctx.fillText(left ? "left bank" : "right bank", left ? bankWidth * 0.5 : width - bankWidth * 0.5, size * 0.08);
    }
    const order = puzzle.board.order;
    const fromBanks = parseBanks(frame.from);
    const toBanks = parseBanks(frame.to);
    const fromSides = sides(order, frame.from);
    const toSides = sides(order, frame.to);
    const crossing = frame.t < 1 && fromBanks.boatLeft !== toBanks.boatLeft;
    const selected = crossing ? [] : (overlay.boarding ?? []);
    const hinted = overlay.hint && !crossing ? figuresFor(order, toSides, toBanks.boatLeft, overlay.hint) : new Set();
    const optimal = new Set();
    if (!crossing) for (const move of overlay.optimal ?? []) for (const index of figuresFor(order, toSides, toBanks.boatLeft, move)) optimal.add(index);
    if (crossing) {
      const movers = order.split("").map((_, index) => index).filter((index) => fromSides[index] !== toSides[index]);
      const a = geometry.boatCentre(fromBanks.boatLeft);
      const b = geometry.boatCentre(toBanks.boatLeft);
      const boat = { x: lerp(a.x, b.x, frame.t), y: a.y + Math.sin(frame.t * Math.PI * 3) * size * 0.03 };
      const spots = geometry.spots(frame.to, []);
      spots.forEach((spot, index) => {
        if (!movers.includes(index)) drawFigure(ctx, puzzle, index, spot.x, spot.y, size);
      });
      movers.forEach((index, seatIndex) => {
        const seat = geometry.seat(boat, seatIndex);
        drawFigure(ctx, puzzle, index, seat.x, seat.y, size);
      });
      drawBoat(ctx, geometry, boat);
      return;
    }
    const spots = geometry.spots(frame.to, selected);
    spots.forEach((spot, index) => {
      if (selected.includes(index)) return;
      let ring = null;
      if (hinted.has(index)) ring = MARK_COLOURS.hint;
      else if (optimal.has(index)) ring = MARK_COLOURS.optimal;
      drawFigure(ctx, puzzle, index, spot.x, spot.y, size, ring);
    });
    for (const index of selected) {
      const spot = spots[index];
      drawFigure(ctx, puzzle, index, spot.x, spot.y, size, hinted.has(index) ? MARK_COLOURS.hint : null);
    }
    const boatCentre = geometry.boatCentre(toBanks.boatLeft);
    drawBoat(ctx, geometry, boatCentre);
    if (selected.length > 0) {
      ctx.save();
      ctx.strokeStyle = MARK_COLOURS.selected;
      ctx.lineWidth = Math.max(2, size * 0.05);
      ctx.setLineDash([size * 0.1, size * 0.06]);
      ctx.beginPath();
      ctx.roundRect(boatCentre.x - geometry.boatWidth / 2 - size * 0.1, boatCentre.y - size * 0.9, geometry.boatWidth + size * 0.2, size * 1.5, size * 0.2);
      ctx.stroke();
      ctx.restore();
    }
  },

  cellName(puzzle, position, cell, selected = []) {
    const order = puzzle.board.order;
    const { boatLeft } = parseBanks(position);
    if (cell === order.length) {
      const load = selected.map((index) => puzzle.pieces[order[index]]);
      return `the boat, at the ${boatLeft ? "left" : "right"} bank, ${load.length ? `carrying ${load.join(" and ")}: activate to cross` : "empty"}`;
    }
    const onLeft = sides(order, position)[cell];
    const where = selected.includes(cell) ? "in the boat" : `on the ${onLeft ? "left" : "right"} bank`;
    return `${puzzle.pieces[order[cell]]}, ${where}`;
  },

  placeName(puzzle, cell) {
    return puzzle.pieces[puzzle.board.order[cell]] ?? "the boat";
  },

  explain() {
    return "";
  },

  /** A click on a figure boards or unboards it; on the boat, sends the load (legal or not: Python says why). */
  interpret({ puzzle, position, selected, cell }) {
    const order = puzzle.board.order;
    const boarding = Array.isArray(selected) ? selected : [];
    const { boatLeft } = parseBanks(position);
    const bank = boatLeft ? "left" : "right";
    if (cell === order.length) {
      if (boarding.length === 0) return { say: `The boat is empty: click who should cross from the ${bank} bank first.`, tone: "warn" };
      return { play: loadOf(order, boarding), force: true, keep: true };
    }
    const name = puzzle.pieces[order[cell]];
    if (boarding.includes(cell)) {
      const rest = boarding.filter((index) => index !== cell);
      return { select: rest.length ? rest : null, text: `${name.charAt(0).toUpperCase()}${name.slice(1)} stepped off the boat.` };
    }
    if (sides(order, position)[cell] !== boatLeft) return { say: `${name.charAt(0).toUpperCase()}${name.slice(1)} is on the far bank: the boat is at the ${bank} bank.`, tone: "warn" };
    if (boarding.length >= puzzle.board.capacity) {
      return { say: `The boat holds ${puzzle.board.capacity}: click someone in it to take them off first.`, tone: "warn" };
    }
    const next = [...boarding, cell];
    const load = next.map((index) => puzzle.pieces[order[index]]).join(" and ");
    return { select: next, text: `In the boat: ${load}. Press Cross (or click the boat) to cross.` };
  },

  names(puzzle, position, overlay) {
    const boarding = overlay.boarding ?? [];
    const order = puzzle.board.order;
    const toSides = sides(order, position);
    const hinted = overlay.hint ? figuresFor(order, toSides, parseBanks(position).boatLeft, overlay.hint) : new Set();
    const names = [];
    for (let cell = 0; cell <= order.length; cell += 1) {
      let name = this.cellName(puzzle, position, cell, boarding);
      if (hinted.has(cell)) name += ", hint: this one crosses";
      names.push(name);
    }
    return names;
  },

  describeMove(puzzle, position, move) {
    const { boatLeft } = parseBanks(position);
    const names = [...move].map((letter) => puzzle.pieces[letter]);
    const who = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : names[0];
    return `${who} cross${names.length > 1 ? "" : "es"} to the ${boatLeft ? "right" : "left"} bank`;
  },

  drawable(puzzle, position) {
    if (typeof position !== "string") return false;
    const letters = new Set(puzzle.board.order);
    const parts = position.split("|");
    return parts.length === 2 && (position.match(/\*/g) ?? []).length === 1
      && [...position.replace(/[|*]/g, "")].every((letter) => letters.has(letter));
  },
};
