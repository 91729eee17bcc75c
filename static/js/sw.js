// The tables' service worker: it keeps what a table needs for the round (its page, the pad's
// state with the seating, trays and move card, and the page's own styles and scripts) so a
// reload with the network down still shows them.  Results are never cached here: the pad keeps
// them on the phone itself until the server has them.  A link the server no longer knows (a
// renewed one, or after the finish) is dropped from the copy.
"use strict";
var CACHE = "trays-tables-v1";

self.addEventListener("install", function () { self.skipWaiting(); });
self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (n) { return n !== CACHE; })
      .map(function (n) { return caches.delete(n); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener("message", function (event) {
  var keep = (event.data && event.data.keep) || [];
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    return Promise.all(keep.map(function (url) {
      return fetch(url, {credentials: "same-origin", cache: "no-store"}).then(function (r) {
        if (r.ok) { return cache.put(url, r); }
        return null;
      }).catch(function () { return null; });
    }));
  }));
});

function tablePage(url) {
  return url.origin === self.location.origin && /^\/(t|jsi18n)\//.test(url.pathname);
}

function networkFirst(request) {
  return fetch(request).then(function (response) {
    return caches.open(CACHE).then(function (cache) {
      if (response.ok) { cache.put(request, response.clone()); }
      else if (response.status === 404) { cache.delete(request); }
      return response;
    });
  }, function () {
    return caches.match(request, {ignoreVary: true}).then(function (hit) {
      return hit || Response.error();
    });
  });
}

// The copy answers at once and is brought up to date behind it, for the next load.
function staleWhileRevalidate(request) {
  return caches.match(request).then(function (hit) {
    var fresh = fetch(request).then(function (response) {
      if (response.ok) {
        var copy = response.clone();
        caches.open(CACHE).then(function (cache) { cache.put(request, copy); });
      }
      return response;
    });
    if (hit) { fresh.catch(function () { return null; }); return hit; }
    return fresh;
  });
}

self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET") { return; }
  var url = new URL(request.url);
  if (tablePage(url)) { event.respondWith(networkFirst(request)); return; }
  if (url.origin === self.location.origin && /^\/static\//.test(url.pathname)) {
    event.respondWith(staleWhileRevalidate(request));
  }
});
