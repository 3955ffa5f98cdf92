// offline.js: registers the service worker (sw.js) that keeps this build of Puzzle Lab for offline play, and tells
// the page when the game first works offline and when a new build is waiting ("A new version is ready — Reload").
// main.js calls registerOffline once; updateNotice builds the notice for the page to place, if it has no status line.

import { msg } from "../i18n/t.js";
import { make } from "../view/dom.js";

const UPDATE_CHECK_MS = 60 * 60 * 1000; // a page left open looks for a new build at most this often, when shown again

function pageLoaded() {
  if (document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
}

/**
 * Register sw.js (beside index.html) once `after` settles: pass the solver's boot promise, so the worker's install
 * revalidates the files the boot has just fetched instead of downloading the runtime a second time beside it.
 * `onUpdateReady(reload)`: a new build is installed and waiting; calling `reload()` switches to it and reloads every
 * open page of the site (their games survive a reload). `onOfflineReady()`: the first install finished: the game now
 * loads and plays with no network. Returns the registration, or null where service workers are unavailable or blocked
 * (then the site works as before, online).
 */
export async function registerOffline({
  onUpdateReady = () => {},
  onOfflineReady = () => {},
  after = pageLoaded(),
} = {}) {
  if (!("serviceWorker" in navigator)) return null;
  const container = navigator.serviceWorker;
  const firstInstall = !container.controller;
  let controller = container.controller;
  let reloading = false;
  container.addEventListener("controllerchange", () => {
    const previous = controller;
    controller = container.controller;
    if (!previous || reloading) return; // the first install took this page over: nothing to reload
    reloading = true; // a new build took over (here or in another tab): its files, not this page's, from now on
    window.location.reload();
  });
  try {
    await after;
  } catch {
    // the boot failed: offline play is still worth setting up (a retry then comes from the cache)
  }
  let registration;
  try {
    registration = await container.register(new URL("../../sw.js", import.meta.url));
  } catch (error) {
    console.warn("Offline play is unavailable: the service worker could not be registered.", error);
    return null;
  }
  if (!registration) return null; // a browser that blocks service workers may resolve with nothing

  const reload = () => {
    if (registration.waiting) registration.waiting.postMessage({ type: "skip-waiting" });
    else window.location.reload();
  };
  const watch = (worker) => {
    if (!worker) return;
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed" && container.controller) onUpdateReady(reload);
      if (worker.state === "activated" && firstInstall) onOfflineReady();
    });
  };
  if (registration.waiting && container.controller) onUpdateReady(reload);
  watch(registration.installing);
  registration.addEventListener("updatefound", () => watch(registration.installing));

  let lastCheck = Date.now();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible" || Date.now() - lastCheck < UPDATE_CHECK_MS) return;
    lastCheck = Date.now();
    registration.update().catch(() => {}); // offline: look again next time
  });
  return registration;
}

/** A status line saying a new version is ready, with a Reload button that calls `reload` (for pages without one). */
export function updateNotice(reload) {
  const notice = document.createElement("p");
  notice.className = "update-notice";
  notice.setAttribute("role", "status");
  notice.append(make("span", "", msg("offline.update")), " ");
  const button = make("button", "button", msg("offline.reload"));
  button.type = "button";
  button.addEventListener("click", reload, { once: true });
  notice.append(button);
  return notice;
}
