// common.js: geometry shared by the board drawers: square cells laid out in a grid or a row, cell rectangles and
// hit-testing, place names, and which pieces a frame shows still or moving (from the move's `motion`).
// Views read here are text views: one character per cell, "." an empty cell. No rules: only drawing data.

import { englishName, msg } from "../i18n/t.js";


export const lerp = (a, b, t) => a + (b - a) * t;
export const clamp = (value, low, high) => Math.min(high, Math.max(low, value));

/**
 * Square cells, `rows` x `columns`, centred in width x height CSS px with `marginX` / `marginY` cells of frame
 * around them; `shiftY` moves the squares down by that many cells (room above for a lifted piece).
 * `reach` widens hit-testing vertically: [cells above the top row, cells below the bottom row] also count
 * (a one-row board can be tapped anywhere in its column; null: only the squares themselves).
 * Returns the geometry the drawer interface promises: {width, height, rows, columns, cells, size, left, top,
 * rect(cell) -> {x, y, width, height, size} | null, center(cell), cellAt(x, y) -> cell | null}.
 */
export function squareLayout({
  rows,
  columns,
  width,
  height,
  marginX = 0,
  marginY = marginX,
  shiftY = 0,
  reach = null,
}) {
  const size = Math.max(1, Math.min(width / (columns + 2 * marginX), height / (rows + 2 * marginY)));
  const left = (width - size * columns) / 2;
  const top = clamp((height - size * rows) / 2 + shiftY * size, 0, Math.max(0, height - size * rows));
  const cells = rows * columns;
  const rect = (cell) => {
    if (!Number.isInteger(cell) || cell < 0 || cell >= cells) return null;
    const x = left + (cell % columns) * size;
    const y = top + Math.floor(cell / columns) * size;
    return { x, y, width: size, height: size, size };
  };
  const [above, below] = reach ?? [0, 0];
  return {
    width, height, rows, columns, cells, size, left, top, rect,
    center(cell) {
      const box = rect(cell);
      return box && { x: box.x + size / 2, y: box.y + size / 2 };
    },
    cellAt(x, y) {
      const column = Math.floor((x - left) / size);
      if (column < 0 || column >= columns) return null;
      if (y < top - above * size || y >= top + (rows + below) * size) return null;
      const row = clamp(Math.floor((y - top) / size), 0, rows - 1);
      return row * columns + column;
    },
  };
}

/** `aspect` and `layout` for a grid board (entry.board.rows x columns) framed by `margin` cells: spread it in. */
export function gridShape(margin) {
  return {
    aspect(entry) {
      const { rows, columns } = entry.board;
      return (columns + 2 * margin) / (rows + 2 * margin);
    },
    layout(entry, width, height) {
      return squareLayout({ rows: entry.board.rows, columns: entry.board.columns, width, height, marginX: margin });
    },
  };
}

/** What the boards drawn as chessboards share (knights, domination, path): a grid framed by `margin` cells (gridShape)
 * whose squares are named by the coordinates drawn on its edge ("a4"), as Python's labels name them, and whose moves go
 * on to squares. */
export function chessboard(margin) {
  return {
    ...gridShape(margin),
    placeName: (entry, view, cell) => chessName(entry, cell),
    onward: (entry, cells) => onwardWords(cells, "square"),
  };
}

/** The player's word for a piece character (a message: the catalogue's "piece.<its English name>", else the
 * engine's name from `pieces`), the character itself when unnamed. */
export function pieceName(entry, char) {
  const english = (entry.pieces ?? {})[char];
  return english === undefined ? char : englishName("piece", english);
}

/** The chess name of a square ("a8" top left, "a1" bottom left), for boards drawn as chessboards: the coordinates
 * drawCoordinates writes on their edges, and the names Python's labels use ("black knight from a4 to c3"). */
export function chessName(entry, cell) {
  const { rows, columns } = entry.board;
  const file = String.fromCharCode(97 + (cell % columns));
  return `${file}${rows - Math.floor(cell / columns)}`;
}

/** What the status says after "Picked: ..." about the `cells` that go on from there, highlighted on the board,
 * each a `noun` ("square", "pad", "cell", "tile"): a message ("pick.onward.<noun>"), or null when none. */
export function onwardWords(cells, noun) {
  return cells.length === 0 ? null : msg(`pick.onward.${noun}`, { n: cells.length });
}

/** A move entry's motion ([[from, to], ...], null ends allowed); [] for none. */
export function motionOf(move) {
  return (move && Array.isArray(move.motion)) ? move.motion : [];
}

/** How many cells a move's first motion spans (1: a step, 2: a jump over one): drawing only, for arcs and timing. */
export function motionSpan(move) {
  const [from, to] = motionOf(move)[0] ?? [null, null];
  return from === null || to === null || from === undefined || to === undefined ? 0 : Math.abs(to - from);
}

/** Where a jumping piece is at time t: along the line from a to b, lifted on a parabola `height` cells high. */
export function hop(a, b, t, size, height) {
  const lift = 4 * t * (1 - t);
  return { x: lerp(a.x, b.x, t), y: lerp(a.y, b.y, t) - lift * size * height, lift };
}

/** The cells a move touches last in its first touch sequence (the square a placement or a path step is about). */
export function touchedEnd(move) {
  const touches = move && Array.isArray(move.touches) ? move.touches[0] : null;
  return touches && touches.length ? touches[touches.length - 1] : null;
}

/**
 * What a frame of a text view shows: `still` pieces [{cell, piece}] (the `to` view, minus the cells pieces are
 * arriving at while a move animates) and `moving` pieces [{from, to, piece}] (from/to null: appearing/leaving).
 */
export function framePieces(frame) {
  const motion = frame.move && frame.t < 1 ? motionOf(frame.move) : [];
  const arriving = new Set(motion.map(([, to]) => to).filter((cell) => cell !== null && cell !== undefined));
  const still = [];
  const view = String(frame.to ?? "");
  for (let cell = 0; cell < view.length; cell += 1) {
    if (view[cell] !== "." && !arriving.has(cell)) still.push({ cell, piece: view[cell] });
  }
  const moving = motion.map(([from, to]) => ({
    from: from ?? null,
    to: to ?? null,
    piece: to === null || to === undefined ? String(frame.from ?? "")[from] : view[to],
  })).filter(({ piece }) => piece && piece !== ".");
  return { still, moving };
}

/** Each of a frame's still pieces ({cell, piece}: framePieces) drawn at its cell's centre by draw(piece, x, y). */
export function drawAtCentres(geometry, pieces, draw) {
  for (const { cell, piece } of pieces) {
    const { x, y } = geometry.center(cell);
    draw(piece, x, y);
  }
}

/** A rounded-rectangle Path2D. */
export function roundedRect(x, y, width, height, radius) {
  const path = new Path2D();
  path.roundRect(x, y, width, height, Math.max(0, Math.min(radius, width / 2, height / 2)));
  return path;
}

/** A framed board: a rounded frame `frame` px wide around the squares, filled with `colour`. */
export function drawFrame(ctx, geometry, frame, colour, radius = frame * 0.8) {
  const { left, top, size, rows, columns } = geometry;
  ctx.fillStyle = colour;
  ctx.fill(roundedRect(left - frame, top - frame, columns * size + 2 * frame, rows * size + 2 * frame, radius));
}

/** Chequered squares (light where row + column is even), for the chessboard-like boards. */
export function drawChequer(ctx, geometry, light, dark) {
  const { size, columns } = geometry;
  for (let cell = 0; cell < geometry.cells; cell += 1) {
    const { x, y } = geometry.rect(cell);
    ctx.fillStyle = (Math.floor(cell / columns) + (cell % columns)) % 2 === 0 ? light : dark;
    ctx.fillRect(x, y, size, size);
  }
}

/** Labels along the board's edge: files a, b, c under the bottom row and ranks at the left (chessboards). */
export function drawCoordinates(ctx, geometry, colour) {
  const { left, top, size, rows, columns } = geometry;
  if (size < 22) return;
  ctx.save();
  ctx.fillStyle = colour;
  ctx.font = `600 ${Math.round(Math.max(8, size * 0.16))}px system-ui, sans-serif`;
  ctx.textBaseline = "bottom";
  ctx.textAlign = "right";
  for (let column = 0; column < columns; column += 1) {
    ctx.fillText(
      String.fromCharCode(97 + column),
      left + (column + 1) * size - size * 0.06,
      top + rows * size - size * 0.03,
    );
  }
  ctx.textBaseline = "top";
  ctx.textAlign = "left";
  for (let row = 0; row < rows; row += 1) {
    ctx.fillText(String(rows - row), left + size * 0.05, top + row * size + size * 0.04);
  }
  ctx.restore();
}
