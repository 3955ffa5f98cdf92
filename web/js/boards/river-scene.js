// river-scene.js: the river crossings' scene: where things stand (two banks with a spot per figure, the boat docked
// at either bank, seats in the boat) and the backdrop and boat drawn around the figures. A narrow boat on a wide
// river, so a crossing is a real journey across the picture.

import { t } from "../i18n/t.js";

const BANK = 0.26; // each bank's share of the width

/**
 * The scene's measures for `entry` (board.order figures, board.capacity seats) in width x height CSS px:
 * {width, height, count, capacity, figure (a figure's height), bankWidth, boatWidth, boatHeight, waterY,
 *  bankSpot(index, side), boatAt(side), seat(boat, seatIndex)}; side is "left" or "right".
 */
export function riverScene(entry, width, height) {
  const count = entry.board.order.length;
  const capacity = entry.board.capacity ?? 2;
  const rows = Math.ceil(count / 2);
  const bankWidth = width * BANK;
  const figure = Math.max(8, Math.min(height / (rows + 1.1), bankWidth / 2.15));
  const seatGap = figure * 0.66;
  const boatWidth = seatGap * capacity + figure * 0.5;
  const boatHeight = figure * 0.5;
  const waterY = height * 0.72;
  const top = Math.max(figure * 0.55, (height - rows * figure) / 2 + figure * 0.2);
  return {
    width, height, count, capacity, figure, seatGap, bankWidth, boatWidth, boatHeight, waterY,
    /** Where figure `index` stands on the `side` bank (its centre; feet at +0.45 figure). */
    bankSpot(index, side) {
      const column = index % 2;
      const row = Math.floor(index / 2);
      const xs =
        side === "left" ? [bankWidth * 0.3, bankWidth * 0.72] : [width - bankWidth * 0.72, width - bankWidth * 0.3];
      return { x: xs[column], y: top + (row + 0.5) * figure };
    },
    /** The boat's centre on the waterline when docked at the `side` bank. */
    boatAt(side) {
      const offset = bankWidth + boatWidth / 2 + figure * 0.06;
      return { x: side === "left" ? offset : width - offset, y: waterY };
    },
    /** Where a passenger sits (its centre): seat `seatIndex` of the boat at `boat`. */
    seat(boat, seatIndex) {
      return { x: boat.x + (seatIndex - (capacity - 1) / 2) * seatGap, y: boat.y - figure * 0.3 };
    },
  };
}

function bank(ctx, scene, left) {
  const { width, height, bankWidth } = scene;
  const grass = ctx.createLinearGradient(0, 0, 0, height);
  grass.addColorStop(0, "#b2f2bb");
  grass.addColorStop(1, "#69db7c");
  ctx.fillStyle = grass;
  ctx.beginPath();
  const edge = left ? bankWidth : width - bankWidth;
  const out = left ? 1 : -1;
  // The shore, from the top of the water's edge down: a gentle S.
  const shore = () => ctx.bezierCurveTo(edge - out * bankWidth * 0.06, height * 0.35, edge + out * bankWidth * 0.06,
    height * 0.65, edge, height);
  ctx.moveTo(left ? 0 : width, 0);
  ctx.lineTo(edge, 0);
  shore();
  ctx.lineTo(left ? 0 : width, height);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = "rgba(120, 90, 40, 0.55)"; // a muddy shore line
  ctx.lineWidth = Math.max(2, scene.figure * 0.06);
  ctx.beginPath();
  ctx.moveTo(edge, 0);
  shore();
  ctx.stroke();
  if (scene.figure >= 24) {
    ctx.fillStyle = "rgba(43, 110, 52, 0.85)";
    ctx.font = `600 ${Math.round(Math.max(10, scene.figure * 0.2))}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "top";
    ctx.fillText(
      t(left ? "river.bank_label.left" : "river.bank_label.right"),
      left ? bankWidth * 0.5 : width - bankWidth * 0.5,
      scene.figure * 0.1,
    );
  }
}

/** Water between the banks (with a few still ripples) and the two grassy banks. */
export function drawBackdrop(ctx, scene) {
  const { width, height, bankWidth, figure } = scene;
  const water = ctx.createLinearGradient(0, 0, 0, height);
  water.addColorStop(0, "#74c0fc");
  water.addColorStop(1, "#1c7ed6");
  ctx.fillStyle = water;
  ctx.fillRect(bankWidth * 0.9, 0, width - bankWidth * 1.8, height);
  ctx.strokeStyle = "rgba(255, 255, 255, 0.35)";
  ctx.lineWidth = Math.max(1, figure * 0.03);
  const river = width - 2 * bankWidth;
  for (let wave = 0; wave < 7; wave += 1) {
    const y = height * (0.08 + wave * 0.14);
    const x = bankWidth + river * (0.08 + ((wave * 3) % 7) * 0.11);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.quadraticCurveTo(x + figure * 0.2, y - figure * 0.08, x + figure * 0.4, y);
    ctx.quadraticCurveTo(x + figure * 0.6, y + figure * 0.08, x + figure * 0.8, y);
    ctx.stroke();
  }
  bank(ctx, scene, true);
  bank(ctx, scene, false);
}

/** The hull (drawn over seated passengers' legs) with its centre on the waterline at `boat`. */
export function drawBoat(ctx, scene, boat) {
  const { boatWidth, boatHeight, figure } = scene;
  const x = boat.x - boatWidth / 2;
  const y = boat.y - boatHeight * 0.1;
  ctx.save();
  ctx.fillStyle = "rgba(255, 255, 255, 0.35)"; // wake on the water
  ctx.beginPath();
  ctx.ellipse(boat.x, y + boatHeight * 0.92, boatWidth * 0.56, boatHeight * 0.16, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = "#8b5a2b";
  ctx.strokeStyle = "#4a2f14";
  ctx.lineWidth = Math.max(1.5, figure * 0.04);
  ctx.beginPath();
  ctx.moveTo(x - boatWidth * 0.04, y);
  ctx.lineTo(x + boatWidth * 1.04, y);
  ctx.quadraticCurveTo(x + boatWidth * 0.97, y + boatHeight * 0.8, x + boatWidth * 0.84, y + boatHeight * 0.85);
  ctx.lineTo(x + boatWidth * 0.16, y + boatHeight * 0.85);
  ctx.quadraticCurveTo(x + boatWidth * 0.03, y + boatHeight * 0.8, x - boatWidth * 0.04, y);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.strokeStyle = "#c08a52"; // a plank along the side
  ctx.beginPath();
  ctx.moveTo(x + boatWidth * 0.04, y + boatHeight * 0.3);
  ctx.lineTo(x + boatWidth * 0.96, y + boatHeight * 0.3);
  ctx.stroke();
  ctx.restore();
}

/** The hull's box (where a tap means the boat): {x, y, width, height}. */
export function hullBox(scene, boat) {
  const { boatWidth, boatHeight } = scene;
  return { x: boat.x - boatWidth / 2, y: boat.y - boatHeight * 0.1, width: boatWidth, height: boatHeight * 0.95 };
}

/** The boat with its passengers' seats (for marks around the whole boat): {x, y, width, height}. */
export function boatBox(scene, boat) {
  const { boatWidth, boatHeight, figure } = scene;
  return {
    x: boat.x - boatWidth / 2,
    y: boat.y - figure * 0.85,
    width: boatWidth,
    height: figure * 0.85 + boatHeight * 0.8,
  };
}
