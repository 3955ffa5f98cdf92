// game/effects.js: where the midend's requests leave the pure world. Each request the parts return is sent here: to
// the engine (a request, or a job with progress and Cancel), the frame loop (a transition drawn, a pause), a timer,
// storage, a panel, the benchmark's marks; what comes back is handed to the midend tagged with what it answers.

/**
 * Requests (each a plain object; `tag` is the part's own record of what it asked, handed back unchanged):
 *   {to: "engine", type, args, tag}        -> {kind: "answer", tag, result} or {kind: "answer", tag, error}
 *   {to: "job", type, args, data, tag}     -> {kind: "progress", tag, progress}..., then the answer (a cancelled job
 *                                              answers an error whose `cancelled` is true)
 *   {to: "cancel", tag}                    the job asked with `tag` stops
 *   {to: "frame", transition, tag?}        drawn by the board; with a tag -> {kind: "drawn", tag} once drawn
 *   {to: "wait", ms, tag}                  -> {kind: "waited", tag, ok} after ms of frame time (ok false: cancelled)
 *   {to: "cancelWaits"}                    every wait ends now, not ok
 *   {to: "later", ms, afterReady?, tag}    -> {kind: "later", tag} (afterReady: counted once the engine is up)
 *   {to: "save", key, history}             the game kept in this browser;  {to: "panel", name} a panel opens
 *   {to: "mark", name, once?}              a performance mark for bench/ (once: once per page);
 *   {to: "measure", name, start}           a performance measure;  {to: "log", error} a bug, on the console
 */
export class Effects {
  #ports; // {engine, animate(transition, speed), wait(ms), cancelWaits(), speed(), saved, marks(name), panel(name)}
  #feed; // the midend's door for what comes back
  #jobs = new Map(); // a job's tag -> its cancel()

  constructor(ports, feed) {
    this.#ports = ports;
    this.#feed = feed;
  }

  /** Send `requests`, in order. */
  run(requests) {
    for (const request of requests) this.#send(request);
  }

  #send(request) {
    const ports = this.#ports;
    const { tag } = request;
    const answer = (promise) => promise.then((result) => this.#feed({ kind: "answer", tag, result }),
      (error) => this.#feed({ kind: "answer", tag, error }));
    switch (request.to) {
      case "engine":
        answer(ports.engine.request(request.type, request.args));
        break;
      case "job": {
        const job = ports.engine.job(request.type, request.args, { data: request.data ?? null,
          onProgress: (progress) => this.#feed({ kind: "progress", tag, progress }) });
        this.#jobs.set(tag, job.cancel);
        answer(job.promise.finally(() => this.#jobs.delete(tag)));
        break;
      }
      case "cancel":
        this.#jobs.get(tag)?.();
        break;
      case "frame": {
        const drawn = ports.animate(request.transition, ports.speed());
        if (tag) drawn.then(() => this.#feed({ kind: "drawn", tag }));
        break;
      }
      case "wait":
        ports.wait(request.ms).then((ok) => this.#feed({ kind: "waited", tag, ok }));
        break;
      case "cancelWaits":
        ports.cancelWaits();
        break;
      case "later": {
        const start = request.afterReady ? ports.engine.ready : Promise.resolve();
        start.then(() => setTimeout(() => this.#feed({ kind: "later", tag }), request.ms), () => {});
        break;
      }
      case "save":
        ports.saved.store(request.key, request.history);
        break;
      case "panel":
        ports.panel(request.name);
        break;
      case "mark":
        if (request.once) ports.marks(request.name);
        else performance.mark(request.name);
        break;
      case "measure":
        performance.measure(request.name, request.start);
        break;
      case "log":
        console.error("Puzzle Lab: an action failed", request.error);
        break;
      default:
        throw new Error(`unknown request ${request.to}`); // words: none (a bug)
    }
  }
}
