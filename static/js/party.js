// A progressive party's table on a guest's phone: who sits where, the table's result by taps
// when the bell taps (today's euchre: who scored each hand, one tap a hand), and where
// everyone goes next.  As on the scoring pad, a result is kept on the phone until the server
// has it, with its own key so a resend stores nothing twice.
(function () {
  "use strict";
  var root = document.getElementById("party");
  if (!root || !window.fetch || !window.localStorage || !window.TraysTap) { return; }
  var tap = window.TraysTap;
  var read = tap.read, write = tap.write, newKey = tap.newKey, el = tap.el, button = tap.button;
  var urls = {state: root.dataset.state, save: root.dataset.save};
  var stateKey = "trays-party:" + urls.state;
  var queueKey = stateKey + ":queue";
  var state = read(stateKey);
  var queue = read(queueKey) || [];
  var pick = {};
  var replaces = null;
  var online = navigator.onLine !== false;
  var notice = "";
  var sending = false;
  var timer = null;

  function grid(legend, act, from, to, chosen, prefix) {
    var taps = [];
    for (var n = from; n <= to; n++) {
      taps.push(button(String(n), act, n, {pressed: chosen === n, label: n + ", " + prefix}));
    }
    return el("fieldset", {cls: "pad-row"}, [el("legend", {text: legend})].concat(taps));
  }
  function number(legend, name, value) {
    var id = "party-" + name.replace(/[^a-z0-9]/gi, "-");
    return el("p", {cls: "party-number"}, [
      el("label", {"for": id, text: legend}),
      el("input", {id: id, type: "number", inputmode: "numeric", min: "0", "data-field": name,
        value: value === undefined ? null : String(value)})
    ]);
  }
  function pointsOf(side) {
    return interpolate(gettext("Points: %(side)s"), {side: side}, true);
  }
  function tricksOf(side) {
    return interpolate(gettext("Tricks: %(side)s"), {side: side}, true);
  }
  function sides() {
    var p = state.players;
    return [p[0].name + " & " + p[2].name, p[1].name + " & " + p[3].name];
  }

  function complete() {
    if (state.kind === "hearts") {
      return state.players.every(function (p) { return typeof (pick.hearts || {})[p.label] === "number"; });
    }
    if (state.kind === "poker") {
      return !!pick.pool_winner && state.players.every(function (p) {
        return typeof (pick.chips || {})[p.label] === "number";
      });
    }
    if (state.kind === "hands") {
      var hands = pick.hands || [];
      for (var i = 0; i < state.deals; i++) { if (!hands[i]) { return false; } }
      var t = handTotals();
      return t[0] !== t[1] || (typeof pick.ta === "number" && typeof pick.tb === "number");
    }
    if (typeof pick.a !== "number" || typeof pick.b !== "number") { return false; }
    if (state.kind === "togo" || state.kind === "rubber") { return true; }
    if (state.kind === "toscore") { return dealScores() !== null; }
    return pick.a !== pick.b || (typeof pick.ta === "number" && typeof pick.tb === "number");
  }
  function handTotals() {
    var totals = [0, 0];
    (pick.hands || []).forEach(function (h) { if (h) { totals[h[0]] += h[1]; } });
    return totals;
  }
  // Bridge to the score: each deal's trick score, typed on the declarer's side (the other
  // left empty; a failed contract 0); [side, points] a deal, or null while one is unfinished
  // or has a score on both sides.
  function dealScores() {
    var out = [];
    for (var i = 1; i <= state.deals; i++) {
      var ns = pick["d" + i + "ns"], ew = pick["d" + i + "ew"];
      var hasNs = typeof ns === "number", hasEw = typeof ew === "number";
      if (!hasNs && !hasEw) { return null; }
      if (hasNs && hasEw && ns && ew) { return null; }
      out.push(hasNs && (ns || !ew) ? [0, ns] : [1, ew || 0]);
    }
    return out;
  }
  function payload() {
    if (state.kind === "toscore") {
      var scored = {points: [pick.a, pick.b], hands: dealScores()};
      if (typeof pick.ta === "number" && typeof pick.tb === "number") {
        scored.tricks = [pick.ta, pick.tb];
      }
      return scored;
    }
    if (state.kind === "hearts") { return {hearts: pick.hearts}; }
    if (state.kind === "poker") {
      return {pool_winner: pick.pool_winner, in_call: pick.in_call || [], chips: pick.chips};
    }
    if (state.kind === "hands") {
      var hands = pick.hands.slice(0, state.deals);
      var t = handTotals();
      var sent = {hands: hands, points: t};
      if (t[0] === t[1]) { sent.tricks = [pick.ta, pick.tb]; }
      return sent;
    }
    var body = {points: [pick.a, pick.b]};
    if (pick.a === pick.b && state.kind !== "togo" && state.kind !== "rubber") {
      body.tricks = [pick.ta, pick.tb];
    }
    return body;
  }
  function summary(r) {
    if (!r) { return ""; }
    var names = {};
    state.players.forEach(function (p) { names[p.label] = p.name; });
    if (r.points) {
      var points = {ns: r.points[0], ew: r.points[1]};
      var text = state.kind === "togo"
        ? interpolate(gettext("North-South %(ns)s to go, East-West %(ew)s to go"), points, true)
        : interpolate(gettext("North-South %(ns)s, East-West %(ew)s"), points, true);
      if (r.details && r.details.hands) {
        text += " " + interpolate(gettext("over %(count)s hands"), {count: r.details.hands.length}, true);
      }
      if (r.details && r.details.bonus) {
        text += " " + interpolate(gettext("(bonus %(ns)s-%(ew)s included)"),
          {ns: r.details.bonus[0], ew: r.details.bonus[1]}, true);
      }
      return r.tricks ? text + " " + interpolate(gettext("(next hand %(ns)s-%(ew)s)"),
        {ns: r.tricks[0], ew: r.tricks[1]}, true) : text;
    }
    var d = r.details || {};
    if (d.hearts) {
      return Object.keys(d.hearts).map(function (k) { return (names[k] || k) + " " + d.hearts[k]; })
        .join(", ");
    }
    if (d.chips) {
      return interpolate(gettext("Pool: %(name)s"), {name: names[d.pool_winner] || d.pool_winner}, true) +
        "; " + Object.keys(d.chips)
        .map(function (k) { return (names[k] || k) + " " + d.chips[k]; }).join(", ");
    }
    return "";
  }

  function post(body) {
    return fetch(urls.save, {method: "POST", credentials: "omit", cache: "no-store",
      headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)})
      .then(function (r) {
        return r.json().catch(function () { return {}; }).then(function (data) {
          return {status: r.status, data: data};
        });
      });
  }
  function flush() {
    var item = queue.filter(function (q) { return q.status === "waiting"; })[0];
    if (sending || !item) { if (!item) { refresh(); } return; }
    sending = true;
    var body = Object.assign({}, item.body, {key: item.key, round: item.round});
    if (item.replaces) { body.replaces = item.replaces; }
    post(body).then(function (answer) {
      sending = false;
      online = true;
      var data = answer.data || {};
      if (answer.status === 429 || answer.status >= 500) { later(); return; }
      if (data.outcome === "saved" || data.outcome === "stored") {
        queue.splice(queue.indexOf(item), 1);
        state.result = data.result;
        write(stateKey, state);
      } else {
        item.status = "refused";
        item.message = data.message || gettext("The result was not stored.");
        item.theirs = data.result || null;
      }
      write(queueKey, queue);
      render();
      flush();
    }, function () {
      sending = false;
      online = false;
      render();
      later();
    });
  }
  function later() {
    window.clearTimeout(timer);
    timer = window.setTimeout(function () { flush(); }, 5000);
  }
  function refresh() {
    fetch(urls.state, {credentials: "omit", cache: "no-store"}).then(function (r) {
      if (!r.ok) { throw new Error(String(r.status)); }
      return r.json();
    }).then(function (fresh) {
      online = true;
      if (!state || state.round !== fresh.round || state.status !== fresh.status) {
        pick = {};
        replaces = null;
      }
      state = fresh;
      write(stateKey, state);
      render();
      window.clearTimeout(timer);
      timer = window.setTimeout(function () { flush(); }, 10000);
    }, function () {
      online = false;
      render();
      later();
    });
  }

  var actions = {
    a: function (v) { pick.a = Number(v); },
    b: function (v) { pick.b = Number(v); },
    ta: function (v) { pick.ta = Number(v); },
    hand: function (v) {
      var parts = v.split(":");
      pick.hands = pick.hands || [];
      pick.hands[Number(parts[0])] = [Number(parts[1]), Number(parts[2])];
    },
    tb: function (v) { pick.tb = Number(v); },
    hearts: function (v) {
      var parts = v.split(":");
      pick.hearts = pick.hearts || {};
      pick.hearts[parts[0]] = Number(parts[1]);
    },
    pool: function (v) { pick.pool_winner = v; },
    call: function (v) {
      pick.in_call = pick.in_call || [];
      var at = pick.in_call.indexOf(v);
      if (at >= 0) { pick.in_call.splice(at, 1); } else { pick.in_call.push(v); }
    },
    save: function () {
      if (!complete()) { return; }
      queue.push({key: newKey(), round: state.round, body: payload(), replaces: replaces,
        status: "waiting", shown: summary({points: payload().points, tricks: payload().tricks,
          details: payload()})});
      write(queueKey, queue);
      pick = {};
      replaces = null;
      flush();
    },
    change: function () { replaces = state.result.id; pick = {}; },
    drop: function (v) {
      queue = queue.filter(function (q) { return q.key !== v; });
      write(queueKey, queue);
    }
  };
  root.addEventListener("click", function (event) {
    var target = event.target.closest("[data-act]");
    if (!target || target.disabled || !actions[target.dataset.act]) { return; }
    actions[target.dataset.act](target.dataset.val);
    render();
  });
  root.addEventListener("input", function (event) {
    var field = event.target.dataset.field;
    if (!field) { return; }
    var value = event.target.value === "" ? undefined : Number(event.target.value);
    var parts = field.split(":");
    if (parts.length === 2) { pick[parts[0]] = pick[parts[0]] || {}; pick[parts[0]][parts[1]] = value; }
    else { pick[field] = value; }
    var save = root.querySelector("[data-act=save]");
    if (save) { save.disabled = !complete(); }
  });
  window.addEventListener("online", function () { online = true; flush(); });
  window.addEventListener("offline", function () { online = false; render(); });

  function handRows(s) {
    var rows = [el("div", {cls: "hand-sides", "aria-hidden": "true"}, [
      el("span", {text: s[0]}), el("span", {text: s[1]})])];
    for (var i = 0; i < state.deals; i++) {
      var mine = (pick.hands || [])[i];
      var taps = [];
      [0, 1].forEach(function (side) {
        state.hand_values.forEach(function (v) {
          taps.push(button(String(v), "hand", i + ":" + side + ":" + v, {
            cls: side ? "ew" : "ns", pressed: !!mine && mine[0] === side && mine[1] === v,
            label: interpolate(gettext("Hand %(hand)s: %(points)s to %(side)s"),
              {hand: i + 1, points: v, side: s[side]}, true)}));
        });
      });
      rows.push(el("fieldset", {cls: "pad-row hand"}, [el("legend", {text: interpolate(gettext("Hand %(hand)s"), {hand: i + 1}, true)})]
        .concat(taps)));
    }
    var t = handTotals();
    rows.push(el("p", {cls: "pad-ew hand-totals", text: s[0] + " " + t[0] + " · " + s[1] + " " +
      t[1]}));
    var played = (pick.hands || []).filter(function (h) { return h; }).length;
    if (played === state.deals && t[0] === t[1]) {
      rows.push(el("p", {cls: "notice",
        text: gettext("A tie: one more hand decides the game; its points are not counted. Its tricks:")}));
      rows.push(grid(tricksOf(s[0]), "ta", 0, 5, pick.ta, gettext("North-South tricks")));
      rows.push(grid(tricksOf(s[1]), "tb", 0, 5, pick.tb, gettext("East-West tricks")));
    }
    return rows;
  }
  function entry() {
    var rows = [];
    var s = state.players.length === 4 ? sides() : [];
    if (state.kind === "hands") {
      rows = handRows(s);
    } else if (state.kind === "toscore") {
      rows.push(number(pointsOf(s[0]), "a", pick.a));
      rows.push(number(pointsOf(s[1]), "b", pick.b));
      for (var d = 1; d <= state.deals; d++) {
        rows.push(el("fieldset", {cls: "pad-row deal"}, [
          el("legend", {text: interpolate(gettext("Deal %(deal)s: trick score (the declarer's side)"),
            {deal: d}, true)}),
          number(s[0], "d" + d + "ns", pick["d" + d + "ns"]),
          number(s[1], "d" + d + "ew", pick["d" + d + "ew"])
        ]));
      }
      rows.push(el("p", {cls: "notice",
        text: gettext("Equal after the bonus? The next hand decides: its tricks.")}));
      rows.push(grid(tricksOf(s[0]), "ta", 0, 13, pick.ta, gettext("North-South tricks")));
      rows.push(grid(tricksOf(s[1]), "tb", 0, 13, pick.tb, gettext("East-West tricks")));
    } else if (state.kind === "togo") {
      rows.push(number(interpolate(gettext("Points to go: %(side)s"), {side: s[0]}, true), "a", pick.a));
      rows.push(number(interpolate(gettext("Points to go: %(side)s"), {side: s[1]}, true), "b", pick.b));
      if (typeof pick.a === "number" && pick.a === pick.b) {
        rows.push(el("p", {cls: "notice", text: gettext("A tie: the pairs cut, and the high card goes up.")}));
      }
    } else if (state.kind === "rubber") {
      // Pivot bridge: each side's total for the rubber; equal totals leave it unwon.
      rows.push(number(interpolate(gettext("Rubber total: %(side)s"), {side: s[0]}, true), "a", pick.a));
      rows.push(number(interpolate(gettext("Rubber total: %(side)s"), {side: s[1]}, true), "b", pick.b));
    } else if (state.kind === "taps" || state.kind === "points") {
      if (state.kind === "taps") {
        rows.push(grid(pointsOf(s[0]), "a", 0, 15, pick.a, gettext("North-South")));
        rows.push(grid(pointsOf(s[1]), "b", 0, 15, pick.b, gettext("East-West")));
      } else {
        rows.push(number(pointsOf(s[0]), "a", pick.a));
        rows.push(number(pointsOf(s[1]), "b", pick.b));
      }
      if (typeof pick.a === "number" && pick.a === pick.b) {
        // The next hand's tricks: five at euchre, thirteen at bridge and whist.
        var most = state.hand_tricks || 13;
        rows.push(el("p", {cls: "notice", text: gettext("A tie: the next hand decides. Its tricks:")}));
        rows.push(grid(tricksOf(s[0]), "ta", 0, most, pick.ta, gettext("North-South tricks")));
        rows.push(grid(tricksOf(s[1]), "tb", 0, most, pick.tb, gettext("East-West tricks")));
      }
    } else if (state.kind === "hearts") {
      var taken = 0;
      state.players.forEach(function (p) {
        var mine = (pick.hearts || {})[p.label];
        if (typeof mine === "number") { taken += mine; }
        var taps = [];
        for (var n = 0; n <= 13; n++) {
          taps.push(button(String(n), "hearts", p.label + ":" + n,
            {pressed: mine === n, label: n + ", " + p.name + ", " + gettext("hearts")}));
        }
        rows.push(el("fieldset", {cls: "pad-row"}, [el("legend", {text: p.name})].concat(taps)));
      });
      rows.push(el("p", {cls: "pad-ew", text: interpolate(gettext("%(count)s of the 13 hearts given"), {count: taken}, true)}));
    } else {
      rows.push(el("fieldset", {cls: "pad-row honours"}, [el("legend", {text: gettext("Pool won by")})]
        .concat(state.players.map(function (p) {
          return button(p.name, "pool", p.label, {pressed: pick.pool_winner === p.label});
        }))));
      rows.push(el("fieldset", {cls: "pad-row honours"}, [el("legend", {text: gettext("In the call")})]
        .concat(state.players.map(function (p) {
          return button(p.name, "call", p.label, {pressed: (pick.in_call || []).indexOf(p.label) >= 0});
        }))));
      state.players.forEach(function (p) {
        rows.push(number(interpolate(gettext("%(name)s: counters"), {name: p.name}, true), "chips:" + p.label,
          (pick.chips || {})[p.label]));
      });
    }
    rows.push(el("div", {cls: "pad-actions"}, [button(interpolate(gettext("Report table %(table)s"), {table: state.table}, true), "save", "",
      {disabled: !complete(), cls: "save"})]));
    return el("section", {cls: "pad-card"}, [el("h2", {cls: "pad-tray",
      text: replaces ? gettext("Change the table's result") : gettext("The table's result")})].concat(rows));
  }
  function render() {
    if (!state) { return; }
    var waiting = queue.filter(function (q) { return q.status === "waiting"; }).length;
    var parts = [
      el("p", {cls: "pad-round", text: state.round ? interpolate(gettext("Round %(round)s"), {round: state.round}, true) : ""}),
      el("ul", {cls: "pad-seats"}, state.players.map(function (p) {
        return el("li", {}, [el("span", {cls: "muted", text: p.seat + " "}), p.name]);
      })),
      el("p", {cls: "pad-status" + (online ? "" : " offline"), role: "status",
        text: (online ? "" : gettext("No connection: the result is kept on this phone and sent when it returns.")) +
          (waiting ? " " + gettext("Waiting to send.") : "")}),
      notice ? el("p", {cls: "notice", text: notice}) : null,
      (state.rules || []).length ? el("ul", {cls: "pad-rules muted"}, state.rules.map(function (r) {
        return el("li", {text: r});
      })) : null,
      (state.out || []).length ? el("p", {cls: "pad-out muted", text: interpolate(gettext("Sitting out: %(names)s"),
        {names: state.out.join(", ")}, true)}) : null
    ];
    queue.filter(function (q) { return q.status !== "waiting"; }).forEach(function (q) {
      parts.push(el("section", {cls: "pad-card queued", "data-status": q.status}, [
        el("p", {cls: "notice", text: q.message}),
        q.theirs ? el("p", {cls: "stored", text: interpolate(gettext("Stored: %(result)s"), {result: summary(q.theirs)}, true)}) : null,
        el("div", {cls: "pad-actions"}, [button(gettext("Understood"), "drop", q.key, {cls: "secondary"})])
      ]));
    });
    if (state.status === "finished") {
      parts.push(el("p", {cls: "pad-card", text: gettext("The evening is over. Thank you for playing.")}));
    } else if (state.status === "waiting") {
      parts.push(el("p", {cls: "pad-card",
        text: interpolate(gettext("Seated for round %(round)s: wait for the bell."), {round: state.round}, true)}));
    } else if (state.result && !replaces) {
      parts.push(el("section", {cls: "pad-card stored-card"}, [
        el("h2", {cls: "pad-tray", text: gettext("Reported")}),
        el("p", {cls: "stored", text: summary(state.result)}),
        el("p", {cls: "muted", text: gettext("The host sees it, and corrects it if it is wrong.")}),
        state.result.by_guests ? el("div", {cls: "pad-actions"}, [
          button(gettext("Change it"), "change", "", {cls: "secondary"})]) : null
      ]));
    } else if (waiting) {
      parts.push(el("p", {cls: "pad-card", text: gettext("The result waits to be sent.")}));
    } else {
      parts.push(entry());
    }
    if (state.moves && state.moves.length) {
      parts.push(el("section", {cls: "pad-card moves"}, [
        el("h2", {cls: "pad-tray", text: gettext("Where last round's players sit now")}),
        el("ul", {}, state.moves.map(function (m) { return el("li", {text: m}); }))]));
    }
    root.replaceChildren.apply(root, parts.filter(function (x) { return x; }));
  }

  document.body.classList.add("pad-on");
  render();
  if ("serviceWorker" in navigator && root.dataset.worker) {
    navigator.serviceWorker.register(root.dataset.worker, {scope: root.dataset.scope})
      .catch(function () { /* online only */ });
  }
  refresh();
})();
