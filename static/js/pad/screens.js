// The pad's screens, drawn as DOM nodes from the pad's state: the head (round, seats, whether
// the phone is online), the strip of trays, the stored, queued and earlier results, the round's
// view, and the pick being entered (entry.js).  `pad` is main.js's: {state, ui, queue, checked,
// words}.
import { format, gettext, interpolate, ngettext } from "./words.js";
import { LETTERS, signedScore } from "./scores.js";
import { entry } from "./entry.js";
import { button, el, line, trayHead, trayOf } from "./nodes.js";
import { movingCards, stillInPlay } from "./moving.js";

// The first tray of the round with no result, stored or queued, after `after` if one is left.
export function nextOpen(pad, after) {
  const trays = (pad.state && pad.state.trays) || [];
  const open = trays.filter(
    (tray) => !tray.result && !pad.queue.queuedFor(tray.number, pad.state.round),
  );
  const later = open.filter((tray) => after === null || tray.number > after);
  return (later[0] || open[0] || { number: null }).number;
}

export function header(pad) {
  const { state, ui } = pad;
  const seats = (state.seats || []).map((seat) =>
    el("li", {}, [
      el("span", { cls: "muted", text: (LETTERS[seat.seat] || seat.seat) + " " }),
      el("strong", { text: seat.code }),
      seat.name ? " " + seat.name : "",
      seat.team ? el("span", { cls: "pad-team", text: " \u00b7 " + seat.team }) : null,
    ]),
  );
  const status = ui.online
    ? ""
    : gettext("No connection: results are kept on this phone and sent when it returns.");
  const waiting = pad.queue.waiting().length;
  const percentages = (state.percentages || []).map((p) => p.code + " " + p.percentage + "%");
  let waitingText = "";
  if (waiting) {
    waitingText =
      " " +
      interpolate(
        ngettext(
          "%(count)s result waiting to send.",
          "%(count)s results waiting to send.",
          waiting,
        ),
        { count: waiting },
        true,
      );
  }
  return el("div", { cls: "pad-head" }, [
    // The round, its clock and the call for the director share one line: the tray below
    // must still fit one phone screen.
    el("div", { cls: "pad-round-line" }, [
      el("p", { cls: "pad-round", text: state.round ? format(gettext("Round %(round)s"), { round: state.round }) : "" }),
      clockLine(state),
      callButton(pad),
    ]),
    seats.length ? el("ul", { cls: "pad-seats" }, seats) : null,
    percentages.length
      ? el("p", { cls: "pad-pct", text: format(gettext("Running: %(percentages)s"), { percentages: percentages.join(" \u00b7 ") }) })
      : null,
    el("p", {
      cls: "pad-status" + (ui.online ? "" : " offline"),
      role: "status",
      text: status + waitingText,
    }),
    ui.notice ? el("p", { cls: "notice", text: ui.notice }) : null,
    callBox(pad),
  ]);
}

function mmss(seconds) {
  const left = Math.max(0, seconds);
  const rest = left % 60;
  return Math.floor(left / 60) + ":" + (rest < 10 ? "0" : "") + rest;
}

// The round clock as the pad says it at `now` (ms): the time left, counted down from when the
// state was read while the clock runs; "no new board" near the end, "move" at nought.
export function clockText(state, now) {
  const clock = state.clock;
  if (!clock || clock.state === "not-started") {
    return "";
  }
  if (clock.state === "paused") {
    return format(gettext("Paused: %(time)s"), { time: mmss(clock.left) });
  }
  const left = clock.left - Math.floor((now - (state.readAt || now)) / 1000);
  if (left <= 0) {
    return gettext("Time: move");
  }
  if (left <= clock.warning) {
    const board = (state.words && state.words.board) || "board";
    return format(gettext("%(time)s: no new %(board)s"), { time: mmss(left), board });
  }
  return format(gettext("%(time)s left"), { time: mmss(left) });
}

// The clock beside the round: the time alone ("3:00", "Move" at nought), its words for a
// screen reader and its phase for the colour; a tray's pad must still fit one screen.
export function clockShown(state, now) {
  const said = clockText(state, now);
  if (!said) {
    return null;
  }
  const clock = state.clock;
  const left = clock.state === "paused" ? clock.left : clock.left - Math.floor((now - (state.readAt || now)) / 1000);
  let phase = left <= 0 ? "move" : left <= clock.warning ? "last-board" : "play";
  if (clock.state === "paused") {
    phase = "paused";
  }
  return { text: phase === "move" ? gettext("Move") : mmss(left), said: said, phase: phase };
}

function clockLine(state) {
  const shown = clockShown(state, Date.now());
  if (!shown) {
    return null;
  }
  return el("span", {
    cls: "pad-clock phase-" + shown.phase,
    role: "timer",
    "aria-label": shown.said,
    title: shown.said,
    text: shown.text,
  });
}

// Law 9B: the director is called at once.  The call waits with the director until answered.
function callReasons() {
  return [
    ["revoke", gettext("Revoke")],
    ["lead", gettext("Lead out of turn")],
    ["claim", gettext("Claim")],
    ["other", gettext("Something else")],
  ];
}

function mayCall(state) {
  return state.status === "playing" || state.status === "sitout";
}

// "Call the director", beside the round: one tap opens the reasons (callBox).
function callButton(pad) {
  const { state, ui } = pad;
  if (!mayCall(state) || state.call || ui.calling) {
    return null;
  }
  return button(gettext("Call the director"), "calling", "", { cls: "link pad-call-link" });
}

export function callBox(pad) {
  const { state, ui } = pad;
  if (!mayCall(state)) {
    return null;
  }
  if (state.call) {
    return el("p", {
      cls: "notice pad-called",
      role: "status",
      text: format(gettext("The director has been called (%(at)s: %(reason)s). Wait at the table."), {
        at: state.call.at,
        reason: state.call.reason,
      }),
    });
  }
  if (!ui.calling) {
    return null;
  }
  return el("div", { cls: "pad-call", role: "group", "aria-label": gettext("Why the director is called") }, [
    el("p", { text: gettext("Why? Tap one: the director is called at once.") }),
    el(
      "div",
      { cls: "pad-actions" },
      callReasons().map(([value, label]) => button(label, "call", value, { cls: "secondary" })),
    ),
    button(gettext("Cancel"), "calling", "", { cls: "link" }),
  ]);
}

function strip(pad) {
  const { state, ui, words } = pad;
  const chips = state.trays.map((tray) => {
    const queued = pad.queue.queuedFor(tray.number, state.round);
    let mark = tray.result ? " \u2713" : "";
    let said = tray.result ? gettext(", entered") : "";
    if (queued) {
      mark = queued.status === "waiting" ? " \u2026" : " !";
      said = queued.status === "waiting" ? gettext(", waiting to send") : gettext(", needs you");
    }
    // The word once, before the numbers: "Boards 1 ✓ 2 3 4 Round" keeps one line at 360 px.
    return button(tray.number + mark, "tray", tray.number, {
      pressed: ui.tray === tray.number,
      label: format(gettext("%(board)s %(number)s"), { board: words("Board"), number: tray.number }) + said,
      cls: "chip",
    });
  });
  chips.unshift(
    el("span", { cls: "pad-strip-word", "aria-hidden": "true", text: words("Boards") }),
  );
  chips.push(button(gettext("Round"), "round", "", { pressed: ui.tray === null, cls: "chip" }));
  return el(
    "div",
    { cls: "pad-strip", role: "group", "aria-label": format(gettext("%(boards)s this round"), { boards: words("Boards") }) },
    chips,
  );
}

function traveller(pad, tray) {
  if (!tray.traveller || !tray.traveller.length) {
    return null;
  }
  const rows = tray.traveller.map((r) =>
    el("tr", { cls: r.own ? "own" : "" }, [
      el("td", { text: format(gettext("Table %(table)s"), { table: r.table }) }),
      el("td", {}, line(pad, r, false)),
      el("td", { cls: "num", text: r.ns_tricks === null ? signedScore(r.ns_score) : "" }),
    ]),
  );
  return el("details", { cls: "so-far" }, [
    el("summary", {
      text: interpolate(
        ngettext(
          "Traveller so far (%(count)s table)",
          "Traveller so far (%(count)s tables)",
          rows.length,
        ),
        { count: rows.length },
        true,
      ),
    }),
    el("table", { cls: "compact" }, [el("tbody", {}, rows)]),
  ]);
}

// The board's deal once the table may see its traveller, when the director shows deals on the
// pads: the four hands (North, East, South, West), then the double-dummy makes when analysed.
export function dealView(tray) {
  const deal = tray.deal;
  if (!deal) {
    return null;
  }
  const hands = deal.hands.map((hand) =>
    el("div", { cls: "pad-hand pad-hand-" + hand.seat.toLowerCase() }, [
      el("h3", { text: hand.name + " (" + hand.points + ")" }),
      el(
        "ul",
        {},
        hand.suits.map(([symbol, cards, red]) =>
          el("li", {}, [
            el("span", { cls: red ? "suit red" : "suit", "aria-hidden": "true", text: symbol }),
            " " + (cards || "\u2014"),
          ]),
        ),
      ),
    ]),
  );
  const children = [
    el("summary", { text: gettext("The deal") }),
    el("div", { cls: "pad-hands" }, hands),
  ];
  if (deal.makes.length) {
    const head = el("tr", {}, [
      el("th", { scope: "col", text: "" }),
      ...deal.strains.map(([symbol, red]) =>
        el("th", { scope: "col", cls: red ? "red" : "", text: symbol }),
      ),
    ]);
    const rows = deal.makes.map(([name, tricks]) =>
      el("tr", {}, [
        el("th", { scope: "row", text: name }),
        ...tricks.map((t) => el("td", { cls: "num", text: String(t) })),
      ]),
    );
    children.push(
      el("table", { cls: "compact dd" }, [
        el("caption", { text: gettext("Double dummy: tricks for each declarer") }),
        el("thead", {}, [head]),
        el("tbody", {}, rows),
      ]),
    );
  } else {
    children.push(el("p", { cls: "muted", text: gettext("The double-dummy makes are being worked out.") }));
  }
  const said = deal.par ? format(gettext("Par: %(par)s"), { par: deal.par }) : deal.whist;
  if (said) {
    children.push(el("p", { cls: "par", text: said }));
  }
  return el("details", { cls: "so-far pad-deal" }, children);
}

function storedCard(pad, tray) {
  const result = tray.result;
  const children = [trayHead(pad, tray), el("p", { cls: "stored" }, line(pad, result))];
  if (result.state === "ruled") {
    // the director's: never changed, accepted or disputed here
    children.push(
      el("p", {
        cls: "muted ruled",
        text: gettext("The director's ruling: only the director can change it."),
      }),
    );
  } else if (result.state === "disputed") {
    children.push(
      el("p", {
        cls: "notice",
        text: gettext("The opponents disagree: the director has been told and will rule."),
      }),
    );
  } else if (result.state === "accepted") {
    children.push(el("p", { cls: "muted", text: gettext("Accepted. A change now goes to the director.") }));
    if (result.request) {
      children.push(
        el("p", {
          cls: "notice requested",
          text: format(gettext("You asked the director for %(change)s: waiting for the director."), {
            change: result.request.text,
          }),
        }),
      );
    }
    children.push(
      el("div", { cls: "pad-actions" }, [
        button(gettext("Ask the director to change it"), "change", tray.number, { cls: "secondary" }),
      ]),
    );
  } else {
    children.push(
      el("div", { cls: "pad-actions" }, [
        button(gettext("East-West accept"), "accept", result.id, { cls: "accept" }),
        button(gettext("Change it"), "change", tray.number, { cls: "secondary" }),
        button(gettext("We disagree"), "disagree", result.id, { cls: "secondary" }),
      ]),
    );
  }
  children.push(traveller(pad, tray));
  children.push(dealView(tray));
  return el("section", { cls: "pad-card stored-card" }, children);
}

// Results of earlier rounds the opponents have not accepted stay until they are answered.
function earlierCards(pad) {
  return (pad.state.earlier || []).map((result) =>
    el("section", { cls: "pad-card earlier" }, [
      el("h2", {
        cls: "pad-tray",
        text: format(gettext("%(board)s %(number)s (round %(round)s)"), {
          board: pad.words("Board"),
          number: result.tray,
          round: result.round,
        }),
      }),
      el("p", { cls: "stored" }, line(pad, result)),
      el("p", { cls: "notice", text: gettext("The opponents have not accepted this result yet.") }),
      el("div", { cls: "pad-actions" }, [
        button(gettext("Opponents accept"), "accept", result.id, { cls: "accept" }),
        button(gettext("We disagree"), "disagree", result.id, { cls: "secondary" }),
      ]),
    ]),
  );
}

function queuedCard(pad, item) {
  const kids = [
    el("p", {
      cls: "stored",
      text: format(gettext("%(board)s %(number)s: %(result)s"), {
        board: pad.words("Board"),
        number: item.tray,
        result: item.shown || "",
      }),
    }),
  ];
  if (item.status === "waiting") {
    kids.push(el("p", { cls: "muted", text: gettext("Waiting to send.") }));
  } else if (item.status === "taken") {
    kids.push(
      el(
        "p",
        { cls: "notice" },
        [gettext("Another result was stored first:") + " "]
          .concat(line(pad, item.theirs))
          .concat([". " + gettext("Yours was not stored.")]),
      ),
    );
    const open = item.theirs.state === "open" && item.theirs.by_table;
    kids.push(
      el("div", { cls: "pad-actions" }, [
        open ? button(gettext("Put ours instead"), "mine", item.key) : null,
        button(
          open ? gettext("Keep the stored one") : gettext("Keep it (ask the director if it is wrong)"),
          "drop",
          item.key,
          {
            cls: "secondary",
          },
        ),
      ]),
    );
  } else {
    const confirm = item.status === "confirm";
    kids.push(el("p", { cls: "notice", text: item.message }));
    kids.push(
      el("div", { cls: "pad-actions" }, [
        confirm ? button(gettext("Yes, save it"), "retry", item.key) : null,
        button(gettext("Fix it"), "fix", item.key, { cls: confirm ? "secondary" : "" }),
        button(gettext("Drop it"), "drop", item.key, { cls: "secondary" }),
      ]),
    );
  }
  return el("section", { cls: "pad-card queued", "data-status": item.status }, kids);
}

function queueCards(pad) {
  return pad.queue.items
    .filter((item) => item.round === pad.state.round || item.status !== "waiting")
    .map((item) => queuedCard(pad, item));
}

function lastSaved(pad) {
  const { ui } = pad;
  const tray = ui.lastSaved === null ? null : trayOf(pad.state, ui.lastSaved);
  if (!tray || !tray.result || ui.tray === tray.number || ui.tray === null) {
    return null;
  }
  // Once the opponents have accepted it, one line says so and the card gives the screen
  // back to the next tray (the round's view still shows the whole card).
  if (tray.result.state === "accepted") {
    return el(
      "p",
      { cls: "pad-accepted", role: "status" },
      [format(gettext("%(board)s %(number)s:"), { board: pad.words("Board"), number: tray.number }) + " "]
        .concat(line(pad, tray.result))
        .concat([". " + gettext("Accepted.")]),
    );
  }
  return storedCard(pad, tray);
}

function movesCard(pad) {
  return el("section", { cls: "pad-card moves" }, [
    el("h2", { cls: "pad-tray", text: gettext("After the round") }),
    el(
      "ul",
      {},
      pad.state.moves.map((move) => el("li", { text: move })),
    ),
  ]);
}

function roundView(pad) {
  const kids = [el("h2", { cls: "pad-tray", text: format(gettext("This round's %(boards)s"), { boards: pad.words("boards") }) })];
  pad.state.trays.forEach((tray) => {
    if (tray.result) {
      kids.push(storedCard(pad, tray));
    }
  });
  if (pad.state.moves && pad.state.moves.length) {
    kids.push(movesCard(pad));
  } else if (nextOpen(pad, null) !== null) {
    kids.push(
      el("p", { cls: "muted", text: format(gettext("%(boards)s still to enter: tap one above."), { boards: pad.words("Boards") }) }),
    );
  }
  return kids;
}

// Everything the pad shows now, in order (nulls left out by the caller).
export function screen(pad) {
  const { state, ui } = pad;
  let parts = [header(pad)];
  if (state.status !== "playing") {
    parts.push(el("p", { cls: "pad-card", text: state.message }));
    parts = parts.concat(movingCards(pad), earlierCards(pad));
    // A pair sitting out is told where it goes next, as the other tables are.
    if (state.moves && state.moves.length) {
      parts.push(movesCard(pad));
    }
    return parts;
  }
  parts.push(strip(pad));
  parts = parts.concat(movingCards(pad), earlierCards(pad), queueCards(pad));
  parts.push(lastSaved(pad));
  const tray = trayOf(state, ui.tray);
  if (!tray) {
    parts = parts.concat(roundView(pad));
  } else if (tray.result && ui.editOf === null) {
    parts.push(storedCard(pad, tray));
  } else if (stillInPlay(state, tray.number)) {
    // Nothing to enter yet: the board is still at the table before (the card above says).
    parts.push(trayHead(pad, tray));
  } else {
    parts.push(entry(pad, tray));
  }
  return parts;
}
