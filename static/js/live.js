// The live part of a standings page: polls its own address naming the version it shows,
// swaps in the new part when the results change, and keeps the reader's scroll position.
(function () {
  var box = document.getElementById("live");
  var wait = Number(box.dataset.seconds) * 1000;
  function schedule() { window.setTimeout(refresh, wait); }
  function refresh() {
    var query = new URLSearchParams(window.location.search);
    query.set("since", box.dataset.version);
    fetch(box.dataset.url + "?" + query.toString(), {cache: "no-store"})
      .then(function (r) {
        if (r.status === 204) { return null; }
        if (!r.ok) { throw new Error(r.status); }
        return r.text();
      })
      .then(function (html) {
        if (html === null) { schedule(); return; }
        var holder = document.createElement("div");
        holder.innerHTML = html;
        var fresh = holder.querySelector("#live");
        if (fresh && fresh.dataset.version !== box.dataset.version) {
          box.replaceWith(fresh);
          box = fresh;
        }
        if (fresh && fresh.dataset.live === "1") { schedule(); }
      })
      .catch(schedule);
  }
  schedule();
})();
