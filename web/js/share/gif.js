// share/gif.js: frames (RGBA pixels) into an animated GIF with gifenc, a small GIF encoder fetched from npm at build
// time (buildtools/vendor.py) and served by the site itself as vendor/gifenc.mjs, loaded only when a picture is made.
// One palette for the whole animation; each frame after the first keeps only the pixels that changed.

const ENCODER_URL = new URL("../../vendor/gifenc.mjs", import.meta.url);
const COLOURS = 255; // the palette's colours; index 255 is the transparent one (a pixel the frame before shows)

/** gifenc's module ({GIFEncoder, quantize, nearestColorIndex, ...}); rejects when it can't be loaded (offline before
 * the site was kept for offline play, an old browser). The browser's module map keeps it once loaded. */
export function loadEncoder() {
  return import(ENCODER_URL.href);
}

/** The palette of the animation: at most 255 colours quantized from `samples` (RGBA arrays of some of its frames,
 * which between them show every colour it uses: the first, the last, a frame of each verdict). */
export function paletteOf(gifenc, samples) {
  const size = samples.reduce((sum, sample) => sum + sample.length, 0);
  const joined = new Uint8ClampedArray(size);
  let at = 0;
  for (const sample of samples) {
    joined.set(sample, at);
    at += sample.length;
  }
  return gifenc.quantize(joined, COLOURS);
}

/**
 * An animated GIF being written: add(rgba, delayMs) a frame at a time, then bytes(). The first frame is whole; each
 * later one is the pixels whose palette colour changed, the rest transparent and the frame before left in place
 * (disposal 1), so LZW packs the unchanged runs into almost nothing: a move costs the cells it changed. A colour maps
 * to the same palette index in every frame (one lookup kept for the whole animation: gifenc's applyPalette, which
 * starts afresh each frame, may map two near colours of one bin differently from frame to frame, and every such
 * pixel would then count as changed).
 */
export class GifWriter {
  #gifenc;
  #encoder;
  #palette;
  #transparent;
  #width;
  #height;
  #lookup = new Int16Array(1 << 18).fill(-1); // 6 bits a channel -> palette index (-1: not met yet)
  #before = null; // the palette indices of the frame before

  constructor(gifenc, palette, width, height) {
    this.#gifenc = gifenc;
    this.#encoder = gifenc.GIFEncoder();
    this.#palette = palette;
    this.#transparent = palette.length;
    this.#width = width;
    this.#height = height;
  }

  /** The palette index of each pixel of `rgba`. */
  #indices(rgba) {
    const lookup = this.#lookup;
    const index = new Uint8Array(rgba.length / 4);
    for (let pixel = 0, at = 0; pixel < index.length; pixel += 1, at += 4) {
      const red = rgba[at];
      const green = rgba[at + 1];
      const blue = rgba[at + 2];
      const key = ((red >> 2) << 12) | ((green >> 2) << 6) | (blue >> 2);
      let found = lookup[key];
      if (found < 0) {
        found = this.#gifenc.nearestColorIndex(this.#palette, [red, green, blue]);
        lookup[key] = found;
      }
      index[pixel] = found;
    }
    return index;
  }

  add(rgba, delayMs) {
    const index = this.#indices(rgba);
    if (this.#before === null) {
      // The palette and one slot more: the transparent index later frames use (its colour is never shown).
      this.#encoder.writeFrame(index, this.#width, this.#height, {
        palette: [...this.#palette, [0, 0, 0]], delay: delayMs, repeat: 0 });
    } else {
      const changed = new Uint8Array(index.length);
      const before = this.#before;
      for (let i = 0; i < index.length; i += 1) changed[i] = index[i] === before[i] ? this.#transparent : index[i];
      this.#encoder.writeFrame(changed, this.#width, this.#height, {
        delay: delayMs, transparent: true, transparentIndex: this.#transparent, dispose: 1 });
    }
    this.#before = index;
  }

  /** The GIF file's bytes (after the last frame). */
  bytes() {
    this.#encoder.finish();
    return this.#encoder.bytes();
  }
}
