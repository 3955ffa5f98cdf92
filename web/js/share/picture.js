// share/picture.js: the shared picture of a game, an animated GIF: each frame is the board as the page draws it (the
// boards' own drawers, through view/board.js's paintStill, on an offscreen canvas) in the page's theme, with a caption
// under it: first the puzzle and the result, then one frame a move with its verdict marked, the last frame held.

import { boardFor } from "../boards/index.js";
import { paintStill } from "../view/board.js";
import { overlayFor } from "../view/overlay.js";
import { resultWords, squaresOf } from "../daily/record.js";
import { count, moveLabel } from "../game/words.js";
import { msg, puzzleTitle, t, words } from "../i18n/t.js";
import { GifWriter, loadEncoder, paletteOf } from "./gif.js";

// Every word the picture shows, as messages (the catalogue's share.*), worded in the language on show.
const OUTCOME = {
  solved: (result) => (result.assisted ? msg("share.solved_helped", { result: resultWords(result), n: result.assisted })
    : msg("share.solved", { result: resultWords(result) })),
  unsolved: (result) => msg("share.unsolved", { moves: count(result.made, "move") }),
  solution: (result) => msg(result.goalReached ? "share.solution" : "share.longest",
    { moves: count(result.made, "move") }),
};
const VERDICTS = ["optimal", "wasted", "dead-end", "off-best"]; // those Review words (review.verdict.*)
const ended = (result) => (result.kind === "game" ? result.solved : result.goalReached);

const WIDTH = 400; // the picture's width in pixels (a board at least 1.5 times as wide as tall: WIDE_WIDTH)
const WIDE_WIDTH = 560;
const PAD = 12; // around the board
const BOARD_HEIGHTS = [140, 520]; // the board's box, at least and at most
const CAPTION = 62; // the caption's band under the board
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Hiragino Sans", "Noto Sans JP", "Yu Gothic", sans-serif';
const DELAYS = { first: 1800, move: 700, last: 3000 }; // ms each frame shows; the last is held, then it loops

/** The verdict's colour in the theme (as the daily's squares: green, yellow, red), or null (not judged). */
function verdictColour(theme, verdict) {
  return { optimal: theme.good, wasted: theme.warn, "off-best": theme.warn, "dead-end": theme.bad }[verdict] ?? null;
}

/** `text` cut with "…" to fit `width` px in the context's font. */
function fitted(ctx, text, width) {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);

const titleOf = ({ puzzle }) => {
  const title = puzzleTitle(puzzle.id, puzzle.title);
  return puzzle.sizes ? msg("share.title_size", { title, size: puzzle.size }) : title;
};
const outcomeOf = ({ result }) => (result.kind === "solution" ? OUTCOME.solution(result)
  : result.solved ? OUTCOME.solved(result) : OUTCOME.unsolved(result));
/** A move's words: the engine's label (its message where it sent one), else its name. */
const labelOf = (move) => words(moveLabel(move));

/** The text Share of `plan` (where no picture can be made): the puzzle, the result, a square per move's verdict (as
 * the daily's Share) and `link`. */
export function pictureText(plan, link) {
  const verdicts = plan.steps.slice(1).map((step) => step.verdict);
  return `${t("share.text", { title: titleOf(plan), outcome: outcomeOf(plan) })}\n${squaresOf({ verdicts })}\n${link}`;
}

/** The caption's two lines of frame `index`: [{text, chip: colour | null}, text]. */
function caption(plan, theme, index) {
  const { steps, result } = plan;
  const outcome = outcomeOf(plan);
  if (index === 0) return [{ text: words(titleOf(plan)) }, words(outcome)];
  const step = steps[index];
  const label = capitalise(labelOf(step.move));
  const end = index === steps.length - 1 && ended(result);
  if (step.number === null) return [{ text: label, chip: null }, end ? t("share.end_outcome", { outcome }) : ""];
  const verdict = VERDICTS.includes(step.verdict) ? msg(`review.verdict.${step.verdict}`) : null;
  const line = verdict ? msg("share.move_verdict", { n: step.number, total: result.made, verdict })
    : msg("share.move", { n: step.number, total: result.made });
  const text = end ? t("share.move_solved", { line }) : words(line);
  return [{ text, chip: verdictColour(theme, step.verdict) }, label];
}

/**
 * The frames of `plan` (share/frames.js) drawn in `theme` ({background, ink, muted, good, warn, bad}: CSS colours):
 * {width, height, count, draw(index) -> RGBA pixels (Uint8ClampedArray), delay(index) -> ms}. One canvas, drawn
 * again for each frame.
 */
export function frameSource(plan, theme) {
  const entry = plan.puzzle;
  const drawer = boardFor(entry.board);
  const aspect = drawer.aspect(entry);
  const width = aspect >= 1.5 ? WIDE_WIDTH : WIDTH;
  const boardHeight = Math.round(Math.min(BOARD_HEIGHTS[1], Math.max(BOARD_HEIGHTS[0], (width - 2 * PAD) / aspect)));
  const height = PAD + boardHeight + CAPTION;
  const canvas = typeof OffscreenCanvas === "function" ? new OffscreenCanvas(width, height)
    : Object.assign(document.createElement("canvas"), { width, height });
  const ctx = canvas.getContext("2d", { willReadFrequently: true }); // read back every frame: kept in memory
  const count = plan.steps.length;
  // What the board shows carries on along each move as it does on the page (the blocks keep their names).
  const views = [plan.steps[0].view];
  plan.steps.slice(1).forEach((step, index) => views.push(drawer.carry(views[index], step.move, step.view)));
  return {
    width, height, count,
    delay: (index) => (index === 0 ? DELAYS.first : index === count - 1 ? DELAYS.last : DELAYS.move),
    draw(index) {
      const step = plan.steps[index];
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.fillStyle = theme.background;
      ctx.fillRect(0, 0, width, height);
      paintStill(ctx, entry, drawer, views[index], { x: PAD, y: PAD, width: width - 2 * PAD, height: boardHeight,
        overlay: overlayFor({ lastMove: step.move, reducedMotion: true }) });
      drawCaption(ctx, caption(plan, theme, index), theme, { top: PAD + boardHeight, width, first: index === 0 });
      return ctx.getImageData(0, 0, width, height).data;
    },
  };
}

function drawCaption(ctx, [head, under], theme, { top, width, first }) {
  const chip = head.chip ? 16 : 0;
  const left = PAD + 4;
  ctx.save();
  ctx.textBaseline = "middle";
  if (chip) {
    ctx.fillStyle = head.chip;
    ctx.beginPath();
    ctx.roundRect(left, top + 20 - chip / 2, chip, chip, 4);
    ctx.fill();
  }
  ctx.font = `400 13px ${FONT}`;
  const brandText = t("share.brand");
  const brand = first ? ctx.measureText(brandText).width + 12 : 0;
  if (first) {
    ctx.fillStyle = theme.muted;
    ctx.textAlign = "right";
    ctx.fillText(brandText, width - left, top + 20);
  }
  ctx.textAlign = "left";
  ctx.fillStyle = theme.ink;
  ctx.font = `700 17px ${FONT}`;
  const headLeft = left + (chip ? chip + 8 : 0);
  ctx.fillText(fitted(ctx, head.text, width - headLeft - left - brand), headLeft, top + 20);
  ctx.fillStyle = theme.muted;
  ctx.font = `400 14px ${FONT}`;
  ctx.fillText(fitted(ctx, under, width - 2 * left), left, top + 44);
  ctx.restore();
}

/** Which frames show every colour the animation uses between them: the first, the last, one of each verdict. */
export function sampleFrames(plan) {
  const picked = new Map([[0, true], [plan.steps.length - 1, true]]);
  const seen = new Set();
  plan.steps.forEach((step, index) => {
    if (step.verdict && !seen.has(step.verdict)) {
      seen.add(step.verdict);
      picked.set(index, true);
    }
  });
  return [...picked.keys()];
}

/** Let the page draw and take input between two frames. */
const breathe = () => (globalThis.scheduler && scheduler.yield ? scheduler.yield()
  : new Promise((resolve) => setTimeout(resolve, 0)));

/**
 * The animated GIF of `plan` in `theme` (see frameSource), as a Blob; `progress(done, count)` after each frame.
 * Rejects when the encoder can't be loaded or runs out of memory (the caller says so). The time it took is the
 * performance measure "picture-made" (bench/gif_page.py reads it), its detail {frames, bytes}.
 */
export async function makePicture(plan, theme, progress = () => {}) {
  const begun = performance.now();
  const gifenc = await loadEncoder();
  const source = frameSource(plan, theme);
  const samples = new Map(sampleFrames(plan).map((index) => [index, source.draw(index)]));
  const writer = new GifWriter(gifenc, paletteOf(gifenc, [...samples.values()]), source.width, source.height);
  for (let index = 0; index < source.count; index += 1) {
    writer.add(samples.get(index) ?? source.draw(index), source.delay(index));
    samples.delete(index);
    progress(index + 1, source.count);
    await breathe();
  }
  const bytes = writer.bytes();
  performance.measure("picture-made", { start: begun, end: performance.now(),
    detail: { frames: source.count, bytes: bytes.length } });
  return new Blob([bytes], { type: "image/gif" });
}
