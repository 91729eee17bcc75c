// What the pad needs to open with the network down: the service worker (static/js/sw.js) is
// told to keep the page, the pad's state, the page's styles and scripts and every module of
// the pad.  The modules are named here: the imports between them are fetched before the
// service worker runs, so it never sees them on the first load.

// Every module of the pad (tests/js checks the list against the folder).
export const MODULES = [
  "entry.js",
  "main.js",
  "moving.js",
  "nodes.js",
  "offline.js",
  "picks.js",
  "players.js",
  "queue.js",
  "scores.js",
  "screens.js",
  "taps.js",
  "words.js",
];

// The service worker keeps the page, the pad's state, the page's styles and scripts and every
// module of the pad, for a reload with the network down.
export function keepOffline(root, urls) {
  if (!("serviceWorker" in navigator) || !root.dataset.worker) {
    return;
  }
  navigator.serviceWorker
    .register(root.dataset.worker, { scope: root.dataset.scope })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const assets = Array.from(
        document.querySelectorAll("link[rel=stylesheet], script[src]"),
        (node) => node.href || node.src,
      );
      const modules = MODULES.map((name) => new URL(name, import.meta.url).href);
      const keep = [window.location.pathname, urls.state].concat(assets, modules);
      if (registration.active) {
        registration.active.postMessage({ keep: keep });
      }
    })
    .catch(() => {
      // no offline copy: the pad still works online
    });
}
