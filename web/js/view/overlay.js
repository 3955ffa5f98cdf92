// view/overlay.js: what the UI marks on the board, as data for the drawer (selection, the cells that go on from it,
// the hint, all optimal moves, the last move) and as words in each cell's accessible name. Whole moves are marked:
// every cell a move's pieces leave or reach (its motion), else the cells of its first touch sequence.

/** The overlay the board drawer draws (see boards/index.js): plain data. */
export function overlayFor({ touched = [], targets = [], hint = null, optimal = [], lastMove = null, annotations = null,
  reducedMotion = false } = {}) {
  return { touched, targets, hint, optimal, lastMove, annotations, reducedMotion };
}

/** {leaves, reaches, touches}: the cells a move's pieces leave and reach, and the cells a person touches for it. */
export function moveCells(move) {
  const leaves = new Set();
  const reaches = new Set();
  for (const [from, to] of move.motion ?? []) {
    if (from !== null && from !== undefined) leaves.add(from);
    if (to !== null && to !== undefined) reaches.add(to);
  }
  const touches = new Set((move.touches ?? [])[0] ?? []);
  return { leaves, reaches, touches };
}

/** Words for each cell, appended to the drawer's cell name: what the overlay marks there. */
function marks(overlay, count) {
  const words = Array.from({ length: count }, () => []);
  const add = (cell, text) => {
    if (Number.isInteger(cell) && cell >= 0 && cell < count && !words[cell].includes(text)) words[cell].push(text);
  };
  for (const cell of overlay.touched) add(cell, "selected");
  for (const cell of overlay.targets) add(cell, "legal destination");
  for (const move of overlay.optimal) {
    const { leaves, reaches, touches } = moveCells(move);
    for (const cell of leaves) add(cell, "an optimal move starts here");
    for (const cell of reaches) add(cell, "an optimal move lands here");
    for (const cell of touches) if (!leaves.has(cell) && !reaches.has(cell)) add(cell, "part of an optimal move");
  }
  if (overlay.hint) {
    const { leaves, reaches, touches } = moveCells(overlay.hint);
    for (const cell of leaves) add(cell, "hint: move this");
    for (const cell of reaches) add(cell, "hint: move here");
    for (const cell of touches) if (!leaves.has(cell) && !reaches.has(cell)) add(cell, "hint: touch this");
  }
  return words;
}

/** Accessible names of all `count` cells: "a4, black knight, selected". */
export function cellNames(drawer, entry, view, overlay, count) {
  const words = marks(overlay, count);
  return words.map((extra, cell) => [drawer.cellName(entry, view, cell, overlay), ...extra].join(", "));
}
