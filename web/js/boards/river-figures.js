// river-figures.js: the river crossings' figures as small vector drawings: the farmer, a wolf (long snout, pointed
// ears, bushy tail), a goat, a cabbage, the two neutral groups of the missionaries puzzle (no costume: told apart by
// shape, colour and a letter), husbands and wives in their couple's colour. Drawings follow catalogue names: data.

const SKIN = "#f2c9a0";
const OUTLINE = "#343a40";
const COUPLE = ["#1c7ed6", "#2f9e44", "#d6336c", "#f08c00"];

/** The drawing for a figure named `name`: "farmer", "wolf", "goat", "cabbage", "missionary", "cannibal",
 * "husband", "wife", or "person" for any other name. */
export function figureKind(name) {
  const words = String(name).toLowerCase();
  return (
    ["farmer", "wolf", "goat", "cabbage", "missionary", "cannibal", "husband", "wife"].find((kind) =>
      words.includes(kind),
    ) ?? "person"
  );
}

/** The one-letter tag drawn under a figure: the letter a name ends with ("husband A" -> "A", so A and a can be told
 * apart), or the group's letter in the notation for the missionaries puzzle's two groups ("M", "C"). */
export function figureTag(name) {
  const kind = figureKind(name);
  if (kind === "missionary" || kind === "cannibal") return kind === "missionary" ? "M" : "C";
  const match = /\s([A-Za-z])$/.exec(String(name));
  return match ? match[1] : null;
}

/** The colour of a couple's members: the same for "A" and "a", from the order the upper-case letters come in. */
export function coupleColour(order, letter) {
  const uppers = [...new Set([...order].map((l) => l.toUpperCase()))];
  return COUPLE[Math.max(0, uppers.indexOf(letter.toUpperCase())) % COUPLE.length];
}

function shape(ctx, fill, build) {
  ctx.fillStyle = fill;
  ctx.beginPath();
  build();
  ctx.fill();
  ctx.stroke();
}

function head(ctx) {
  shape(ctx, SKIN, () => ctx.arc(0, -0.24, 0.13, 0, Math.PI * 2));
}

function body(ctx, colour, dress = false) {
  shape(ctx, colour, () => {
    if (dress) {
      ctx.moveTo(-0.07, -0.12);
      ctx.lineTo(0.07, -0.12);
      ctx.lineTo(0.25, 0.42);
      ctx.lineTo(-0.25, 0.42);
      ctx.closePath();
    } else {
      ctx.roundRect(-0.16, -0.11, 0.32, 0.53, 0.1);
    }
  });
}

function farmer(ctx) {
  body(ctx, "#4263eb");
  shape(ctx, "#a5d8ff", () => ctx.roundRect(-0.1, -0.1, 0.2, 0.16, 0.03)); // shirt under the bib
  head(ctx);
  ctx.fillStyle = "#e9c46a"; // straw hat
  shape(ctx, "#e9c46a", () => ctx.ellipse(0, -0.33, 0.25, 0.05, 0, 0, Math.PI * 2));
  shape(ctx, "#e9c46a", () => ctx.roundRect(-0.11, -0.47, 0.22, 0.14, 0.05));
}

function wolf(ctx) {
  const fur = "#6c757d";
  const dark = "#495057";
  ctx.lineWidth = 0.025;
  for (const x of [-0.16, -0.07, 0.15, 0.24]) { // legs
    shape(ctx, dark, () => ctx.roundRect(x - 0.028, 0.16, 0.056, 0.28, 0.02));
  }
  shape(ctx, fur, () => { // a long bushy tail, held low behind
    ctx.moveTo(0.24, -0.02);
    ctx.bezierCurveTo(0.38, -0.04, 0.48, 0.1, 0.49, 0.3);
    ctx.lineTo(0.45, 0.27);
    ctx.lineTo(0.43, 0.31);
    ctx.lineTo(0.39, 0.25);
    ctx.bezierCurveTo(0.36, 0.16, 0.3, 0.12, 0.24, 0.12);
    ctx.closePath();
  });
  shape(ctx, "#343a40", () => ctx.ellipse(0.465, 0.27, 0.028, 0.045, -0.3, 0, Math.PI * 2)); // dark tail tip
  shape(ctx, fur, () => ctx.ellipse(0.04, 0.1, 0.27, 0.14, 0, 0, Math.PI * 2)); // body
  ctx.fillStyle = "#ced4da"; // pale chest and belly
  ctx.beginPath();
  ctx.ellipse(-0.08, 0.16, 0.14, 0.07, 0.2, 0, Math.PI * 2);
  ctx.fill();
  shape(ctx, fur, () => { // neck up to the head
    ctx.moveTo(-0.22, 0.14);
    ctx.lineTo(-0.27, -0.04);
    ctx.lineTo(-0.12, -0.12);
    ctx.lineTo(-0.02, 0.04);
    ctx.closePath();
  });
  for (const [x0, x1, tip] of [[-0.27, -0.17, -0.24], [-0.17, -0.09, -0.12]]) { // pointed ears
    shape(ctx, dark, () => {
      ctx.moveTo(x0, -0.15);
      ctx.lineTo(tip, -0.34);
      ctx.lineTo(x1, -0.14);
      ctx.closePath();
    });
  }
  shape(ctx, fur, () => { // head and long snout, facing left
    ctx.moveTo(-0.1, -0.16);
    ctx.quadraticCurveTo(-0.2, -0.21, -0.3, -0.13);
    ctx.lineTo(-0.48, -0.07);
    ctx.quadraticCurveTo(-0.5, -0.02, -0.46, -0.01);
    ctx.lineTo(-0.3, 0.01);
    ctx.quadraticCurveTo(-0.16, 0.03, -0.1, -0.04);
    ctx.closePath();
  });
  ctx.fillStyle = "#212529";
  ctx.beginPath();
  ctx.arc(-0.475, -0.05, 0.022, 0, Math.PI * 2); // nose
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(-0.25, -0.1, 0.024, 0.016, -0.3, 0, Math.PI * 2); // eye
  ctx.fill();
}

function goat(ctx) {
  ctx.strokeStyle = "#495057"; // legs
  ctx.lineWidth = 0.05;
  for (const x of [-0.14, 0.2]) {
    ctx.beginPath();
    ctx.moveTo(x, 0.28);
    ctx.lineTo(x, 0.44);
    ctx.stroke();
  }
  ctx.strokeStyle = OUTLINE;
  ctx.lineWidth = 0.03;
  shape(ctx, "#f8f9fa", () => ctx.ellipse(0.04, 0.14, 0.27, 0.18, 0, 0, Math.PI * 2));
  shape(ctx, "#f8f9fa", () => ctx.ellipse(-0.25, -0.08, 0.12, 0.15, -0.4, 0, Math.PI * 2));
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
  ctx.fillStyle = "#212529";
  ctx.beginPath();
  ctx.arc(-0.27, -0.11, 0.022, 0, Math.PI * 2);
  ctx.fill();
}

function cabbage(ctx) {
  // Outer leaves splayed round a tight pale head, with curved veins.
  for (const [x, y, rotation] of [[-0.2, 0.2, -0.6], [0.2, 0.2, 0.6], [-0.12, 0.3, -0.2], [0.12, 0.3, 0.2]]) {
    shape(ctx, "#40c057", () => ctx.ellipse(x, y, 0.17, 0.12, rotation, 0, Math.PI * 2));
  }
  shape(ctx, "#b2f2bb", () => ctx.arc(0, 0.1, 0.2, 0, Math.PI * 2));
  shape(ctx, "#8ce99a", () => ctx.ellipse(-0.06, 0.12, 0.12, 0.17, -0.3, 0, Math.PI * 2));
  ctx.strokeStyle = "rgba(30, 100, 40, 0.7)";
  ctx.lineWidth = 0.02;
  for (const [x0, y0, cx, cy, x1, y1] of [
    [0, 0.28, 0.1, 0.12, 0.12, -0.04],
    [-0.04, 0.26, -0.14, 0.12, -0.1, -0.02],
    [0.16, 0.32, 0.2, 0.26, 0.28, 0.2],
  ]) {
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.quadraticCurveTo(cx, cy, x1, y1);
    ctx.stroke();
  }
}

// The missionaries puzzle's two groups are plain figures, no costume: group M round (a round head, a rounded blue
// body), group C angular (a square head, square shoulders on an orange body), each with its letter underneath.
function missionary(ctx) {
  body(ctx, "#1c7ed6");
  head(ctx);
}

function cannibal(ctx) {
  shape(ctx, "#e8590c", () => {
    ctx.moveTo(-0.2, -0.11);
    ctx.lineTo(0.2, -0.11);
    ctx.lineTo(0.14, 0.42);
    ctx.lineTo(-0.14, 0.42);
    ctx.closePath();
  });
  shape(ctx, SKIN, () => ctx.roundRect(-0.12, -0.36, 0.24, 0.24, 0.04));
}

function husband(ctx, colour) {
  body(ctx, colour);
  head(ctx);
  ctx.fillStyle = "#212529"; // top hat
  ctx.fillRect(-0.15, -0.36, 0.3, 0.04);
  ctx.fillRect(-0.09, -0.49, 0.18, 0.14);
}

function wife(ctx, colour) {
  body(ctx, colour, true);
  head(ctx);
  shape(ctx, "#5c3d2e", () => ctx.arc(0, -0.27, 0.14, Math.PI * 1.02, Math.PI * 1.98)); // hair
}

const DRAW = {
  farmer, wolf, goat, cabbage, missionary, cannibal,
  husband, wife,
  person: (ctx, colour) => { body(ctx, colour); head(ctx); },
};

/**
 * A figure of `kind` centred at (x, y), `size` px tall (unit box -0.5..0.5, feet at 0.45), in `colour` where its
 * drawing takes one (couples); `tag` a letter written under it; `shadow` false when it sits in the boat.
 */
export function drawFigure(ctx, kind, x, y, size, { colour = "#868e96", tag = null, shadow = true } = {}) {
  ctx.save();
  if (shadow) {
    ctx.fillStyle = "rgba(0, 0, 0, 0.18)";
    ctx.beginPath();
    ctx.ellipse(x, y + size * 0.44, size * 0.26, size * 0.06, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.translate(x, y);
  ctx.scale(size, size);
  ctx.lineWidth = 0.03;
  ctx.strokeStyle = OUTLINE;
  ctx.lineJoin = "round";
  (DRAW[kind] ?? DRAW.person)(ctx, colour);
  ctx.restore();
  if (tag) {
    ctx.save();
    ctx.font = `700 ${Math.max(9, Math.round(size * 0.22))}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.lineWidth = Math.max(2, size * 0.06);
    ctx.strokeStyle = "rgba(255, 255, 255, 0.9)";
    ctx.strokeText(tag, x, y + size * 0.2);
    ctx.fillStyle = "#212529";
    ctx.fillText(tag, x, y + size * 0.2);
    ctx.restore();
  }
}
