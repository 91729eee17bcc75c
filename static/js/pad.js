// The table's scoring pad: one tray at a time, every choice a tap.  Results are kept on the
// phone (localStorage) until the server has them, each with its own key, so a resend after a
// dropped connection stores nothing twice; the round's state is kept too, for a reload offline.
(function () {
  "use strict";
  var root = document.getElementById("pad");
  if (!root || !window.fetch || !window.localStorage || !window.JSON || !window.TraysTap) { return; }
  var tap = window.TraysTap;
  var read = tap.read, write = tap.write, newKey = tap.newKey, el = tap.el, button = tap.button;
  var urls = {state: root.dataset.state, save: root.dataset.save, answer: root.dataset.answer};
  var stateKey = "trays-pad:" + urls.state;
  var queueKey = stateKey + ":queue";
  var SUITS = {C: ["\u2663", "clubs"], D: ["\u2666", "diamonds"], H: ["\u2665", "hearts"],
    S: ["\u2660", "spades"], R: ["\u2660", "royal spades"], NT: ["NT", "no trumps"]};
  var STRAINS = ["C", "D", "H", "S", "NT"];
  var AUCTION_STRAINS = ["S", "C", "D", "H", "R", "NT"];
  var SEATS = {N: "North", E: "East", S: "South", W: "West"};
  var RANKS = ["A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2"];
  var HONOURS = [["", "None"], ["3", "3"], ["4", "4"], ["4-in-1", "4 in one hand"], ["5", "5"],
    ["5-4-in-1", "5, 4 in one hand"], ["5-in-1", "5 in one hand"]];
  var state = read(stateKey);
  // The game's words ("Board" at bridge, "Tray" at whist): the page's state brings them.
  var WHIST_WORDS = {board: "tray", boards: "trays", Board: "Tray", Boards: "Trays",
    denomination: "trump", Denomination: "Trump"};
  function w(key) { return (state && state.words && state.words[key]) || WHIST_WORDS[key]; }
  var queue = read(queueKey) || [];
  var ui = {tray: null, pick: {}, editOf: null, lastSaved: null, notice: "", checked: {},
    online: navigator.onLine !== false, leadOpen: false, leadSuit: null};
  var sending = false;
  var pollTimer = null;

  function suit(strain) {
    var s = SUITS[strain];
    if (strain === "NT") { return el("span", {cls: "strain nt", text: "NT"}); }
    return el("span", {cls: "suit suit-" + strain.toLowerCase(), "aria-label": s[1],
      role: "img", text: s[0] + (strain === "R" ? "R" : "")});
  }
  function card(code) {
    if (!code) { return ""; }
    return el("span", {cls: "card-code"}, [suit(code[0]), code[1] === "T" ? "10" : code[1]]);
  }

  // -- reading a result ---------------------------------------------------------------------
  function game() { return state && state.game; }
  function isWhist() { return game() === "whist"; }
  function isAuction() { return game() === "auction"; }
  // Duplicate auction: the dealer must declare unless the English rule lets him say no bid.
  function passWords() { return isAuction() ? "No bid all round" : "All pass"; }
  function mayPass() { return !isAuction() || !!(state && state.english); }
  function trayOf(number) {
    return ((state && state.trays) || []).filter(function (t) { return t.number === number; })[0];
  }
  function contractParts(text) {
    var m = /^(\d)(NT|[CDHSR])(X{0,2})$/.exec(text || "");
    return m ? {level: Number(m[1]), strain: m[2], dbl: m[3].length} : null;
  }
  function contractNodes(text) {
    var parts = contractParts(text);
    if (text === "PASS") { return [passWords()]; }
    if (!parts) { return [text || ""]; }
    return [String(parts.level), suit(parts.strain), ["", "X", "XX"][parts.dbl]];
  }
  function relative(contract, tricks) {
    var parts = contractParts(contract);
    if (!parts || tricks === null || tricks === undefined) { return ""; }
    var diff = tricks - 6 - parts.level;
    return diff === 0 ? "=" : (diff > 0 ? "+" + diff : String(diff));
  }
  function signedScore(ns) {
    if (ns === null || ns === undefined) { return ""; }
    if (ns === 0) { return "0"; }
    return ns > 0 ? "NS +" + ns : "EW +" + (-ns);
  }
  function lineNodes(r) {
    if (r.adjustment) { return ["Adjusted: " + r.adjustment]; }
    if (r.ns_tricks !== null && r.ns_tricks !== undefined) {
      return ["NS " + r.ns_tricks + " \u00b7 EW " + r.ew_tricks + revokeText(r)];
    }
    if (r.contract === "PASS") { return [passWords() + ": 0"]; }
    var out = contractNodes(r.contract).concat([" " + r.declarer + " " +
      relative(r.contract, r.tricks)]);
    if (r.honours) { out.push(", honours " + r.honours + " " + r.honours_side); }
    if (r.lead) { out.push(", lead ", card(r.lead)); }
    out.push(": " + signedScore(r.ns_score));
    return out;
  }

  // Law X: the side that revoked scores -R, the other +R; the tricks it won before its first
  // revoke are kept.
  function revokeText(r) {
    var side = r.revokes_ns ? "NS" : (r.revokes_ew ? "EW" : "");
    if (!side) { return ""; }
    var count = r.revokes_ns || r.revokes_ew;
    return " \u00b7 " + side + " revoked" + (count > 1 ? " " + count + " times" : "") +
      " (" + side + " \u2212R), " + r.revoke_kept + " won before the first";
  }
  function revokeMade(p) { return p.rside === "NS" ? p.ns : 13 - p.ns; }
  function revokeDone(p) {
    return !p.revoke || (!!p.rside && p.rkept !== undefined && p.rkept !== null &&
      p.rkept <= revokeMade(p));
  }

  // -- the pick being entered ---------------------------------------------------------------
  function complete(p) {
    if (isWhist()) { return p.ns !== undefined && p.ns !== null && revokeDone(p); }
    if (p.pass) { return true; }
    var ok = p.level && p.strain && p.decl && p.rel !== undefined && p.rel !== null;
    if (ok && isAuction()) { return !p.honours === !p.hside; }
    return !!ok;
  }
  function contractText(p) {
    return p.pass ? "PASS" : p.level + p.strain + ["", "X", "XX"][p.dbl || 0];
  }
  function payload(p, tray) {
    if (isWhist()) {
      var whist = {tray: tray, ns_tricks: p.ns};
      if (p.revoke) {
        whist.revoke = {side: p.rside, count: p.rcount || 1, kept: p.rkept};
      } else if (p.hadRevoke) {  // taking off a revoke entered at the table
        whist.revoke = {side: "", count: 0, kept: 0};
      }
      return whist;
    }
    var body = {tray: tray, contract: contractText(p)};
    if (!p.pass) {
      body.declarer = p.decl;
      body.tricks = 6 + p.level + p.rel;
      if (p.lead) { body.lead = p.lead; }
      if (isAuction()) { body.honours = p.honours || ""; body.honours_side = p.hside || ""; }
    }
    return body;
  }
  function scoreText(p, tray) {
    if (isWhist()) {
      return "NS " + p.ns + " \u00b7 EW " + (13 - p.ns) + (p.revoke ? revokeText({
        revokes_ns: p.rside === "NS" ? p.rcount || 1 : 0,
        revokes_ew: p.rside === "EW" ? p.rcount || 1 : 0, revoke_kept: p.rkept}) : "");
    }
    if (p.pass) { return passWords() + ": 0"; }
    if (isAuction()) {
      var key = JSON.stringify(payload(p, tray.number));
      return ui.checked[key] || "Scored when it is sent";
    }
    var tricks = 6 + p.level + p.rel;
    var index = (((p.level - 1) * 5 + STRAINS.indexOf(p.strain)) * 3 + (p.dbl || 0)) * 14 + tricks;
    var side = p.decl === "N" || p.decl === "S" ? "ns" : "ew";
    var vul = tray.vulnerability === "both" || tray.vulnerability === side;
    var score = state.scores[vul ? "v" : "nv"][index];
    return signedScore(side === "ns" ? score : -score);
  }
  function pickText(p, tray) {
    if (isWhist() || p.pass) { return scoreText(p, tray); }
    var strain = p.strain === "NT" ? "NT" : SUITS[p.strain][0];
    var rel = p.rel === 0 ? "=" : (p.rel > 0 ? "+" + p.rel : "\u2212" + (-p.rel));
    return p.level + strain + ["", "X", "XX"][p.dbl || 0] + " " + p.decl + " " + rel + ": " +
      scoreText(p, tray);
  }
  function fromResult(r) {
    if (r.ns_tricks !== null && r.ns_tricks !== undefined) { return whistPick(r); }
    if (r.contract === "PASS") { return {pass: true}; }
    var parts = contractParts(r.contract) || {};
    return {level: parts.level, strain: parts.strain, dbl: parts.dbl, decl: r.declarer,
      rel: r.tricks - 6 - parts.level, lead: r.lead || null, honours: r.honours || "",
      hside: r.honours_side || ""};
  }
  function whistPick(r) {
    var sent = r.revoke;  // a queued body, or a stored result's fields
    var side = sent ? sent.side : (r.revokes_ns ? "NS" : (r.revokes_ew ? "EW" : ""));
    var p = {ns: r.ns_tricks, hadRevoke: !!(sent || r.revokes_ns || r.revokes_ew)};
    if (side) {
      p.revoke = true;
      p.rside = side;
      p.rcount = sent ? sent.count : (r.revokes_ns || r.revokes_ew);
      p.rkept = sent ? sent.kept : r.revoke_kept;
    }
    return p;
  }
  function queuedFor(number) {
    return queue.filter(function (q) { return q.tray === number && q.round === state.round; })[0];
  }
  function nextOpen(after) {
    var trays = (state && state.trays) || [];
    var open = trays.filter(function (t) { return !t.result && !queuedFor(t.number); });
    var later = open.filter(function (t) { return after === null || t.number > after; });
    return (later[0] || open[0] || {number: null}).number;
  }
  function openTray(number, editOf) {
    ui.tray = number;
    ui.editOf = editOf || null;
    ui.pick = {};
    ui.leadOpen = false;
    ui.notice = "";
  }

  // -- sending ------------------------------------------------------------------------------
  function post(url, body) {
    return fetch(url, {method: "POST", credentials: "omit", cache: "no-store",
      headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)})
      .then(function (r) {
        return r.json().catch(function () { return {}; }).then(function (data) {
          return {status: r.status, data: data};
        });
      });
  }
  function setOnline(value) {
    if (ui.online !== value) { ui.online = value; render(); }
  }
  function sameResult(mine, theirs) {
    if (mine.ns_tricks !== undefined) { return theirs.ns_tricks === mine.ns_tricks; }
    if (mine.contract === "PASS") { return theirs.contract === "PASS"; }
    return theirs.contract === mine.contract && theirs.declarer === mine.declarer &&
      theirs.tricks === mine.tricks;
  }
  function stored(result) {
    var tray = trayOf(result.tray);
    if (tray) { tray.result = result; }
    write(stateKey, state);
  }
  function settle(item, answer) {
    var data = answer.data || {};
    if (answer.status === 429 || answer.status >= 500) { item.status = "waiting"; return false; }
    if (data.outcome === "saved" || data.outcome === "stored") {
      queue.splice(queue.indexOf(item), 1);
      stored(data.result);
      return true;
    }
    if (data.outcome === "requested") {  // accepted or traveller seen: the director decides
      queue.splice(queue.indexOf(item), 1);
      stored(data.result);
      ui.notice = data.message || "";
      return true;
    }
    if (data.outcome === "taken" && sameResult(item.body, data.result)) {
      queue.splice(queue.indexOf(item), 1);
      stored(data.result);
      ui.notice = w("Board") + " " + item.tray + " was already stored with the same result.";
      return true;
    }
    item.status = data.outcome === "taken" || data.outcome === "confirm" ? data.outcome
      : "refused";
    item.message = data.message || (answer.status === 404 || answer.status === 410
      ? "This table's link no longer works: ask the director for the new one."
      : "The result was not stored.");
    item.theirs = data.result || null;
    return true;
  }
  function flush() {
    if (sending) { return; }
    var item = queue.filter(function (q) { return q.status === "waiting"; })[0];
    if (!item) { refresh(); return; }
    sending = true;
    var body = Object.assign({}, item.body, {key: item.key, round: item.round});
    if (item.editOf) { body.edit_of = item.editOf; }
    if (item.confirmed) { body.confirmed = true; }
    post(urls.save, body).then(function (answer) {
      sending = false;
      setOnline(true);
      var more = settle(item, answer);
      write(queueKey, queue);
      render();
      if (more) { flush(); } else { later(); }
    }, function () {
      sending = false;
      setOnline(false);
      later();
    });
  }
  function later() {
    window.clearTimeout(pollTimer);
    pollTimer = window.setTimeout(tick, 5000);
  }
  function tick() {
    if (queue.some(function (q) { return q.status === "waiting"; })) { flush(); }
    else { refresh(); }
  }
  function refresh() {
    fetch(urls.state, {credentials: "omit", cache: "no-store"}).then(function (r) {
      if (r.status === 404 || r.status === 410) {
        // 410: the director renewed the link, and the answer says so in words.
        return r.json().catch(function () { return {}; }).then(function (said) {
          var gone = new Error("gone");
          gone.said = said.message || "";
          throw gone;
        });
      }
      if (!r.ok) { throw new Error(String(r.status)); }
      return r.json();
    }).then(function (fresh) {
      setOnline(true);
      take(fresh);
      window.clearTimeout(pollTimer);
      pollTimer = window.setTimeout(tick, 15000);
    }, function (error) {
      if (error && error.message === "gone") {
        ui.notice = error.said ||
          "This table's link no longer works: scan the QR code on the table again.";
      } else { setOnline(false); }
      render();
      later();
    });
  }
  function take(fresh) {
    var before = state;
    state = fresh;
    write(stateKey, state);
    if (!before || before.round !== fresh.round || before.status !== fresh.status) {
      var lost = before && ui.tray !== null && Object.keys(ui.pick).length && !trayOf(ui.tray)
        ? ui.tray : null;
      if (!trayOf(ui.tray)) { openTray(nextOpen(null)); }
      if (lost !== null) {
        ui.notice = "Round " + fresh.round + " has begun: " + w("board") + " " + lost +
          " was not saved. Give its result to the director.";
      }
    }
    render();
  }
  function enqueue() {
    var tray = trayOf(ui.tray);
    var item = {key: newKey(), tray: ui.tray, round: state.round, body: payload(ui.pick, ui.tray),
      editOf: ui.editOf, status: "waiting", shown: pickText(ui.pick, tray)};
    queue.push(item);
    write(queueKey, queue);
    ui.lastSaved = ui.tray;
    openTray(nextOpen(ui.tray));
    render();
    // The saved tray's card, with the opponents' accept, is drawn above the next tray's pad:
    // scroll back up to it rather than leave the page where Save was.
    window.scrollTo(0, 0);
    flush();
  }
  function answerResult(id, answer) {
    post(urls.answer, {result: id, answer: answer}).then(function (reply) {
      setOnline(true);
      if (reply.data && reply.data.result) { stored(reply.data.result); }
      ui.notice = (reply.data && reply.data.message) || "";
      refresh();
    }, function () {
      setOnline(false);
      ui.notice = "No connection: answer again when it is back.";
      render();
    });
  }
  function check(tray) {
    var body = Object.assign(payload(ui.pick, tray.number), {check: true});
    var key = JSON.stringify(payload(ui.pick, tray.number));
    post(urls.save, body).then(function (reply) {
      if (reply.data && reply.data.text) { ui.checked[key] = reply.data.text; }
      else if (reply.data && reply.data.message) { ui.checked[key] = reply.data.message; }
      render();
    }, function () { /* offline: scored when sent */ });
  }

  // -- taps -----------------------------------------------------------------------------------
  var actions = {
    tray: function (v) { var t = trayOf(Number(v)); openTray(t.number); },
    level: function (v) { ui.pick.level = Number(v); ui.pick.pass = false; clamp(); },
    strain: function (v) { ui.pick.strain = v; ui.pick.pass = false; },
    dbl: function (v) { ui.pick.dbl = ui.pick.dbl === Number(v) ? 0 : Number(v); },
    pass: function () { ui.pick = {pass: true}; },
    decl: function (v) { ui.pick.decl = v; },
    rel: function (v) { ui.pick.rel = Number(v); },
    ns: function (v) {
      ui.pick.ns = Number(v);
      if (ui.pick.revoke && ui.pick.rside && ui.pick.rkept > revokeMade(ui.pick)) {
        delete ui.pick.rkept;
      }
    },
    revoke: function () {
      ui.pick.revoke = !ui.pick.revoke;
      if (!ui.pick.revoke) { delete ui.pick.rside; delete ui.pick.rkept; delete ui.pick.rcount; }
    },
    rside: function (v) {
      ui.pick.rside = v;
      if (ui.pick.rkept > revokeMade(ui.pick)) { delete ui.pick.rkept; }
    },
    rcount: function (v) { ui.pick.rcount = Number(v); },
    rkept: function (v) { ui.pick.rkept = Number(v); },
    honours: function (v) { ui.pick.honours = v; if (!v) { ui.pick.hside = ""; } },
    hside: function (v) { ui.pick.hside = v; },
    lead: function () { ui.leadOpen = !ui.leadOpen; ui.leadSuit = null; },
    leadsuit: function (v) { ui.leadSuit = v; },
    leadrank: function (v) { ui.pick.lead = ui.leadSuit + v; ui.leadOpen = false; },
    nolead: function () { ui.pick.lead = null; ui.leadOpen = false; },
    save: function () { if (complete(ui.pick)) { enqueue(); } },
    clear: function () { openTray(ui.tray, ui.editOf); },
    change: function (v) {
      var t = trayOf(Number(v));
      openTray(t.number, t.result.id);
      ui.pick = fromResult(t.result);
    },
    keep: function () { var n = ui.tray; openTray(n); },
    accept: function (v) { answerResult(Number(v), "accept"); },
    disagree: function (v) { answerResult(Number(v), "disagree"); },
    retry: function (v) { var q = byKey(v); q.status = "waiting"; q.confirmed = true; flush(); },
    mine: function (v) {
      var q = byKey(v);
      q.editOf = q.theirs.id; q.key = newKey(); q.status = "waiting"; flush();
    },
    drop: function (v) { queue.splice(queue.indexOf(byKey(v)), 1); },
    fix: function (v) {
      var q = byKey(v);
      queue.splice(queue.indexOf(q), 1);
      var t = trayOf(q.tray);
      if (t) {
        openTray(t.number, t.result ? t.result.id : null);
        ui.pick = fromResult(Object.assign({}, q.body, {ns_tricks: q.body.ns_tricks}));
      }
    },
    round: function () { openTray(null); }
  };
  function byKey(key) { return queue.filter(function (q) { return q.key === key; })[0]; }
  function clamp() {
    if (ui.pick.rel !== undefined && (6 + ui.pick.level + ui.pick.rel > 13 ||
        6 + ui.pick.level + ui.pick.rel < 0)) { delete ui.pick.rel; }
  }
  root.addEventListener("click", function (event) {
    var target = event.target.closest("[data-act]");
    if (!target || !root.contains(target) || target.disabled) { return; }
    var act = actions[target.dataset.act];
    if (!act) { return; }
    act(target.dataset.val);
    write(queueKey, queue);
    render();
    var tray = trayOf(ui.tray);
    if (tray && isAuction() && complete(ui.pick) && !ui.pick.pass && ui.online) { check(tray); }
  });
  window.addEventListener("online", function () { setOnline(true); flush(); });
  window.addEventListener("offline", function () { setOnline(false); });

  // -- drawing ----------------------------------------------------------------------------
  function row(label, children, cls) {
    return el("fieldset", {cls: "pad-row " + (cls || "")},
      [el("legend", {text: label})].concat(children));
  }
  function header() {
    var seats = (state.seats || []).map(function (s) {
      return el("li", {}, [el("span", {cls: "muted", text: s.seat + " "}),
        el("strong", {text: s.code}), s.name ? " " + s.name : "",
        s.team ? el("span", {cls: "pad-team", text: " \u00b7 " + s.team}) : null]);
    });
    var status = ui.online ? "" : "No connection: results are kept on this phone and sent " +
      "when it returns.";
    var waiting = queue.filter(function (q) { return q.status === "waiting"; }).length;
    var pct = (state.percentages || []).map(function (p) { return p.code + " " + p.percentage + "%"; });
    return el("div", {cls: "pad-head"}, [
      el("p", {cls: "pad-round", text: state.round ? "Round " + state.round : ""}),
      seats.length ? el("ul", {cls: "pad-seats"}, seats) : null,
      pct.length ? el("p", {cls: "pad-pct", text: "Running: " + pct.join(" \u00b7 ")}) : null,
      el("p", {cls: "pad-status" + (ui.online ? "" : " offline"), role: "status",
        text: status + (waiting ? " " + waiting + " result" + (waiting > 1 ? "s" : "") +
          " waiting to send." : "")}),
      ui.notice ? el("p", {cls: "notice", text: ui.notice}) : null
    ]);
  }
  function strip() {
    var chips = state.trays.map(function (t) {
      var q = queuedFor(t.number);
      var mark = q ? (q.status === "waiting" ? " \u2026" : " !") : (t.result ? " \u2713" : "");
      var label = w("Board") + " " + t.number + (q ? (q.status === "waiting" ? ", waiting to send"
        : ", needs you") : (t.result ? ", entered" : ""));
      // The word once, before the numbers: "Boards 1 ✓ 2 3 4 Round" keeps one line at 360 px.
      return button(t.number + mark, "tray", t.number,
        {pressed: ui.tray === t.number, label: label, cls: "chip"});
    });
    chips.unshift(el("span", {cls: "pad-strip-word", "aria-hidden": "true", text: w("Boards")}));
    chips.push(button("Round", "round", "", {pressed: ui.tray === null, cls: "chip"}));
    return el("div", {cls: "pad-strip", role: "group", "aria-label": w("Boards") + " this round"}, chips);
  }
  function trayHead(tray) {
    var vul = {none: "none vulnerable", ns: "NS vulnerable", ew: "EW vulnerable",
      both: "both vulnerable"}[tray.vulnerability] || "";
    return el("h2", {cls: "pad-tray"}, [w("Board") + " " + tray.number + " ",
      el("span", {cls: "muted", text: "dealer " + SEATS[tray.dealer] +
        (isWhist() ? "" : " \u00b7 " + vul)})]);
  }
  function bridgeRows(p) {
    var strains = isAuction() ? AUCTION_STRAINS : STRAINS;
    var rows = [
      row(isAuction() ? "Declaration" : "Contract", [1, 2, 3, 4, 5, 6, 7].map(function (n) {
        return button(String(n), "level", n, {pressed: p.level === n, cls: "level"});
      }).concat(mayPass() ? [button(isAuction() ? "No bid" : "Pass", "pass", "", {
        pressed: !!p.pass, label: isAuction() ? "No bid, nobody bids" : "Pass, all pass"})] : []),
      "levels"),
      row(w("Denomination"), strains.map(function (s) {
        return button([suit(s)], "strain", s, {pressed: p.strain === s,
          label: s === "NT" ? "NT, no trumps" : SUITS[s][1]});
      }), "strains"),
      el("div", {cls: "pad-duo"}, [
        row("Doubled", [button("X", "dbl", 1, {pressed: p.dbl === 1, label: "X, doubled"}),
          button("XX", "dbl", 2, {pressed: p.dbl === 2, label: "XX, redoubled"})], "doubles"),
        row("Declarer", ["N", "E", "S", "W"].map(function (s) {
          return button(s, "decl", s, {pressed: p.decl === s, label: s + ", " + SEATS[s]});
        }), "seats")])
    ];
    if (p.pass) { return rows.slice(0, 1); }
    rows.push(row("Result", results(p), "results"));
    if (isAuction()) {
      rows.push(row("Honours", HONOURS.map(function (h) {
        return button(h[1], "honours", h[0], {pressed: (p.honours || "") === h[0]});
      }), "honours"));
      if (p.honours) {
        rows.push(row("Held by", ["NS", "EW"].map(function (s) {
          return button(s, "hside", s, {pressed: p.hside === s});
        }), "seats"));
      }
    }
    return rows;
  }
  function results(p) {
    var level = p.level || 1;
    var out = [button("Made", "rel", 0, {pressed: p.rel === 0, cls: "made", label: "made"})];
    for (var up = 1; up <= 7 - level; up++) {
      out.push(button("+" + up, "rel", up, {pressed: p.rel === up}));
    }
    for (var down = 1; down <= 6 + level; down++) {
      out.push(button("\u2212" + down, "rel", -down,
        {pressed: p.rel === -down, label: "\u2212" + down + ", down " + down, cls: "down"}));
    }
    return out;
  }
  function leadRow(p) {
    var children = [button(p.lead ? ["Lead ", card(p.lead)] : "Opening lead (optional)", "lead",
      "", {pressed: ui.leadOpen, cls: "full"})];
    if (ui.leadOpen) {
      children = children.concat(["S", "H", "D", "C"].map(function (s) {
        return button([suit(s)], "leadsuit", s, {pressed: ui.leadSuit === s, label: SUITS[s][1]});
      }));
      if (ui.leadSuit) {
        children = children.concat(RANKS.map(function (r) {
          return button(r === "T" ? "10" : r, "leadrank", r);
        }));
      }
      if (p.lead) { children.push(button("No lead", "nolead", "")); }
    }
    return row("Lead", children, "lead");
  }
  function whistRows(p) {
    var taps = [];
    for (var n = 0; n <= 13; n++) {
      taps.push(button(String(n), "ns", n, {pressed: p.ns === n, label: n + ", North-South " + n}));
    }
    var ew = p.ns === undefined ? "" : "East-West " + (13 - p.ns);
    return [row("Tricks for North-South", taps, "tricks"),
      el("p", {cls: "pad-ew", text: ew})].concat(revokeRows(p));
  }
  function revokeRows(p) {
    if (!state.revokes || p.ns === undefined || p.ns === null) { return []; }
    var rows = [row("Law X", [button("Revoke", "revoke", "", {pressed: !!p.revoke,
      label: "Revoke: a side revoked on this " + w("board"), cls: "full"})], "revoke")];
    if (!p.revoke) { return rows; }
    rows.push(row("Revoked by", ["NS", "EW"].map(function (s) {
      return button(s, "rside", s, {pressed: p.rside === s,
        label: s + (s === "NS" ? ", North-South revoked" : ", East-West revoked")});
    }), "seats"));
    rows.push(row("Times", [1, 2, 3].map(function (n) {
      return button(String(n), "rcount", n, {pressed: (p.rcount || 1) === n,
        label: n + (n > 1 ? " revokes" : " revoke")});
    }), "seats"));
    if (p.rside) {
      var kept = [];
      for (var n = 0; n <= revokeMade(p); n++) {
        kept.push(button(String(n), "rkept", n, {pressed: p.rkept === n,
          label: n + ", " + p.rside + " won " + n + " before the first revoke"}));
      }
      rows.push(row("Tricks " + p.rside + " won before the first revoke", kept, "tricks"));
    }
    return rows;
  }
  function pad(tray) {
    var p = ui.pick;
    var done = complete(p);
    var body = isWhist() ? whistRows(p) : bridgeRows(p);
    // The opening lead is optional: it comes after Save, so that what every tray needs fits
    // one phone screen.
    var lead = isWhist() || p.pass ? null : leadRow(p);
    return el("section", {cls: "pad-card", "aria-label": w("Board") + " " + tray.number}, [
      trayHead(tray),
      ui.editOf ? el("p", {cls: "muted", text: tray.result && tray.result.asks_director
        ? "The opponents have accepted it: the change you save goes to the director, who " +
          "accepts or rejects it."
        : "Changing the result before the opponents accept it."}) : null
    ].concat(body).concat([
      el("p", {cls: "pad-score", "aria-live": "polite"}, done ? [scoreText(p, tray)] : []),
      el("div", {cls: "pad-actions"}, [
        button("Save " + w("board") + " " + tray.number, "save", "",
          {disabled: !done, cls: "save"}),
        ui.editOf ? button("Keep it as it was", "keep", "", {cls: "secondary"})
          : button("Clear", "clear", "", {cls: "secondary"})
      ]),
      lead
    ]));
  }
  function traveller(tray) {
    if (!tray.traveller || !tray.traveller.length) { return null; }
    var rows = tray.traveller.map(function (r) {
      return el("tr", {cls: r.own ? "own" : ""}, [
        el("td", {text: "Table " + r.table}),
        el("td", {}, lineNodes(Object.assign({}, r, {ns_score: null})).slice(0, -1)),
        el("td", {cls: "num", text: r.ns_tricks === null ? signedScore(r.ns_score) : ""})
      ]);
    });
    return el("details", {cls: "so-far"}, [
      el("summary", {text: "Traveller so far (" + rows.length + " table" +
        (rows.length > 1 ? "s" : "") + ")"}),
      el("table", {cls: "compact"}, [el("tbody", {}, rows)])
    ]);
  }
  function storedCard(tray) {
    var r = tray.result;
    var children = [trayHead(tray), el("p", {cls: "stored"}, lineNodes(r))];
    if (r.state === "ruled") {  // the director's: never changed, accepted or disputed here
      children.push(el("p", {cls: "muted ruled", text: "The director's ruling: only the " +
        "director can change it."}));
    } else if (r.state === "disputed") {
      children.push(el("p", {cls: "notice", text: "The opponents disagree: the director has " +
        "been told and will rule."}));
    } else if (r.state === "accepted") {
      children.push(el("p", {cls: "muted", text: "Accepted. A change now goes to the director."}));
      if (r.request) {
        children.push(el("p", {cls: "notice requested", text: "You asked the director for " +
          r.request.text + ": waiting for the director."}));
      }
      children.push(el("div", {cls: "pad-actions"}, [
        button("Ask the director to change it", "change", tray.number, {cls: "secondary"})]));
    } else {
      children.push(el("div", {cls: "pad-actions"}, [
        button("East-West accept", "accept", r.id, {cls: "accept"}),
        button("Change it", "change", tray.number, {cls: "secondary"}),
        button("We disagree", "disagree", r.id, {cls: "secondary"})
      ]));
    }
    children.push(traveller(tray));
    return el("section", {cls: "pad-card stored-card"}, children);
  }
  // Results of earlier rounds the opponents have not accepted stay until they are answered.
  function earlierCards() {
    return (state.earlier || []).map(function (r) {
      return el("section", {cls: "pad-card earlier"}, [
        el("h2", {cls: "pad-tray", text: w("Board") + " " + r.tray + " (round " + r.round + ")"}),
        el("p", {cls: "stored"}, lineNodes(r)),
        el("p", {cls: "notice", text: "The opponents have not accepted this result yet."}),
        el("div", {cls: "pad-actions"}, [
          button("Opponents accept", "accept", r.id, {cls: "accept"}),
          button("We disagree", "disagree", r.id, {cls: "secondary"})])
      ]);
    });
  }
  function queueCards() {
    return queue.filter(function (q) { return q.round === state.round || q.status !== "waiting"; })
      .map(function (q) {
        var title = w("Board") + " " + q.tray + ": " + (q.shown || "");
        var kids = [el("p", {cls: "stored", text: title})];
        if (q.status === "waiting") {
          kids.push(el("p", {cls: "muted", text: "Waiting to send."}));
        } else if (q.status === "taken") {
          kids.push(el("p", {cls: "notice"}, ["Another result was stored first: "].concat(
            lineNodes(q.theirs)).concat([". Yours was not stored."])));
          var open = q.theirs.state === "open" && q.theirs.by_table;
          kids.push(el("div", {cls: "pad-actions"}, [
            open ? button("Put ours instead", "mine", q.key) : null,
            button(open ? "Keep the stored one" : "Keep it (ask the director if it is wrong)",
              "drop", q.key, {cls: "secondary"})]));
        } else {
          kids.push(el("p", {cls: "notice", text: q.message}));
          kids.push(el("div", {cls: "pad-actions"}, [
            q.status === "confirm" ? button("Yes, save it", "retry", q.key) : null,
            button("Fix it", "fix", q.key, {cls: q.status === "confirm" ? "secondary" : ""}),
            button("Drop it", "drop", q.key, {cls: "secondary"})]));
        }
        return el("section", {cls: "pad-card queued", "data-status": q.status}, kids);
      });
  }
  function lastSaved() {
    var tray = ui.lastSaved === null ? null : trayOf(ui.lastSaved);
    if (!tray || !tray.result || ui.tray === tray.number || ui.tray === null) {
      return null;
    }
    // Once the opponents have accepted it, one line says so and the card gives the screen
    // back to the next tray (the round's view still shows the whole card).
    if (tray.result.state === "accepted") {
      return el("p", {cls: "pad-accepted", role: "status"}, [w("Board") + " " + tray.number + ": "]
        .concat(lineNodes(tray.result)).concat([". Accepted."]));
    }
    return storedCard(tray);
  }
  function movesCard() {
    return el("section", {cls: "pad-card moves"}, [
      el("h2", {cls: "pad-tray", text: "After the round"}),
      el("ul", {}, state.moves.map(function (m) { return el("li", {text: m}); }))]);
  }
  function roundView() {
    var kids = [el("h2", {cls: "pad-tray", text: "This round's " + w("boards")})];
    state.trays.forEach(function (t) {
      if (t.result) { kids.push(storedCard(t)); }
    });
    if (state.moves && state.moves.length) {
      kids.push(movesCard());
    } else if (nextOpen(null) !== null) {
      kids.push(el("p", {cls: "muted", text: w("Boards") + " still to enter: tap one above."}));
    }
    return kids;
  }
  function render() {
    if (!state) { return; }
    var focus = document.activeElement && document.activeElement.dataset
      ? [document.activeElement.dataset.act, document.activeElement.dataset.val] : null;
    var parts = [header()];
    if (state.status !== "playing") {
      parts.push(el("p", {cls: "pad-card", text: state.message}));
      parts = parts.concat(earlierCards());
      // A pair sitting out is told where it goes next, as the other tables are.
      if (state.moves && state.moves.length) { parts.push(movesCard()); }
    } else {
      parts.push(strip());
      parts = parts.concat(earlierCards());
      parts = parts.concat(queueCards());
      parts.push(lastSaved());
      var tray = trayOf(ui.tray);
      if (!tray) { parts = parts.concat(roundView()); }
      else if (tray.result && ui.editOf === null) { parts.push(storedCard(tray)); }
      else { parts.push(pad(tray)); }
    }
    root.replaceChildren.apply(root, parts.filter(function (x) { return x; }));
    root.hidden = false;
    if (focus && focus[0]) {
      var again = root.querySelector('[data-act="' + focus[0] + '"]' +
        (focus[1] ? '[data-val="' + focus[1] + '"]' : ""));
      if (again) { again.focus({preventScroll: true}); }
    }
  }

  document.body.classList.add("pad-on");
  if (state) { openTray(nextOpen(null)); render(); }
  if ("serviceWorker" in navigator && root.dataset.worker) {
    navigator.serviceWorker.register(root.dataset.worker, {scope: root.dataset.scope})
      .then(function () { return navigator.serviceWorker.ready; })
      .then(function (reg) {
        var keep = [window.location.pathname, urls.state].concat(
          Array.prototype.map.call(document.querySelectorAll("link[rel=stylesheet], script[src]"),
            function (n) { return n.href || n.src; }));
        if (reg.active) { reg.active.postMessage({keep: keep}); }
      }).catch(function () { /* no offline copy: the pad still works online */ });
  }
  fetch(urls.state, {credentials: "omit", cache: "no-store"}).then(function (r) {
    if (!r.ok) { throw new Error(String(r.status)); }
    return r.json();
  }).then(function (fresh) {
    var first = !state;
    take(fresh);
    if (first || ui.tray === null) { openTray(nextOpen(null)); render(); }
    flush();
  }, function () {
    setOnline(false);
    if (state) { render(); }
    later();
  });
})();
