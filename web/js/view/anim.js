// view/anim.js: the page's one requestAnimationFrame loop. It owns time and easing; boards only draw (old, new, t).
// FrameLoop runs move animations, coalesces redraws (selection, resize) and times waits (solution playback pauses),
// and sleeps when there is nothing to do. Reduced motion (prefers-reduced-motion) shortens every animation.

export const easings = {
  linear: (t) => t,
  inOutCubic: (t) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2),
  outCubic: (t) => 1 - (1 - t) ** 3,
  inOutSine: (t) => -(Math.cos(Math.PI * t) - 1) / 2,
};

const REDUCED_MOTION_MS = 60; // what an animation lasts when the person asked for less motion
const reducedMotion = typeof matchMedia === "function" ? matchMedia("(prefers-reduced-motion: reduce)") : null;

/** True when the person prefers reduced motion (checked at each animation, so a settings change applies at once). */
export function prefersReducedMotion() {
  return reducedMotion !== null && reducedMotion.matches;
}

/**
 * The frame loop. `paint(frame)` is called at most once per animation frame with
 * {from, to, move, t, progress}: the views before and after, the move entry between them (null when static),
 * eased time t in [0, 1] and linear progress. A static frame has from === to, move null, t 1.
 */
export class FrameLoop {
  #paint;
  #position = null; // what a static frame shows
  #transition = null; // {from, to, move, start, duration, ease, resolve}
  #waits = []; // {until, resolve}
  #dirty = false;
  #frameRequest = 0;
  #now = () => performance.now();

  constructor(paint) {
    this.#paint = paint;
  }

  /** True while a move animation is in flight. */
  get animating() {
    return this.#transition !== null;
  }

  /** Show `position` without animation (snapping any animation in flight to its end first). */
  show(position) {
    this.finish();
    this.#position = position;
    this.invalidate();
  }

  /** Ask for one redraw of whatever is showing (UI overlay changed, canvas resized). */
  invalidate() {
    this.#dirty = true;
    this.#schedule();
  }

  /**
   * Animate `from` -> `to` by `move` over `duration` ms (shortened under reduced motion).
   * Resolves "finished" when it ran to its end, "interrupted" when show/animate/finish cut it short.
   */
  animate({ from, to, move, duration = 300, ease = easings.inOutCubic }) {
    this.#settle("interrupted");
    const length = prefersReducedMotion() ? Math.min(duration, REDUCED_MOTION_MS) : duration;
    this.#position = to;
    return new Promise((resolve) => {
      this.#transition = { from, to, move, start: this.#now(), duration: Math.max(1, length), ease, resolve };
      this.invalidate();
    });
  }

  /** Paint the current frame at once (after a resize cleared the canvas), without advancing time. */
  paintNow() {
    const transition = this.#transition;
    if (transition !== null) {
      const progress = Math.min(1, Math.max(0, (this.#now() - transition.start) / transition.duration));
      const { from, to, move } = transition;
      this.#paint({ from, to, move, t: transition.ease(progress), progress });
    } else if (this.#position !== null) {
      this.#paint({ from: this.#position, to: this.#position, move: null, t: 1, progress: 1 });
    }
  }

  /** Snap an animation in flight to its end (it resolves "finished"). */
  finish() {
    if (this.#transition !== null) {
      this.#settle("finished");
      this.invalidate();
    }
  }

  /** Resolves true after `ms` of frame time, or false if cancelWaits() comes first. Playback's pauses use it. */
  wait(ms) {
    return new Promise((resolve) => {
      this.#waits.push({ until: this.#now() + ms, resolve });
      this.#schedule();
    });
  }

  cancelWaits() {
    const waits = this.#waits;
    this.#waits = [];
    for (const { resolve } of waits) resolve(false);
  }

  #settle(outcome) {
    const transition = this.#transition;
    if (transition === null) return;
    this.#transition = null;
    transition.resolve(outcome);
  }

  #schedule() {
    if (this.#frameRequest === 0) this.#frameRequest = requestAnimationFrame((now) => this.#frame(now));
  }

  #frame(now) {
    this.#frameRequest = 0;
    const transition = this.#transition;
    if (transition !== null) {
      const progress = Math.min(1, Math.max(0, (now - transition.start) / transition.duration));
      const { from, to, move } = transition;
      this.#paint({ from, to, move, t: transition.ease(progress), progress });
      if (progress >= 1) this.#settle("finished");
      this.#dirty = false;
    } else if (this.#dirty) {
      this.#dirty = false;
      if (this.#position !== null) {
        this.#paint({ from: this.#position, to: this.#position, move: null, t: 1, progress: 1 });
      }
    }
    if (this.#waits.length > 0) {
      const due = this.#waits.filter((wait) => wait.until <= now);
      this.#waits = this.#waits.filter((wait) => wait.until > now);
      for (const { resolve } of due) resolve(true);
    }
    if (this.#transition !== null || this.#dirty || this.#waits.length > 0) this.#schedule();
  }
}
