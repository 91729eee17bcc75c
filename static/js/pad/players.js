// The players at the table: in round 1 (and whenever a seat's player is not yet entered) the
// pad asks who sits in each seat.  A player types a member number, or three letters of a name,
// and taps Find: the pad shows the name found in the club's member list to confirm; a visitor
// types a name and taps Visitor.  A seat the director named before the start shows the name to
// confirm or change.  Each entry is kept on the phone with its own key until the server has it
// (offline too, like the results), and the table may skip the whole screen: scoring never
// waits for it.  A second phone's entry is shown, never overwritten without saying so; a seat
// the director fixed is read-only.
import { format, gettext } from "./words.js";
import { button, el, SEATS } from "./nodes.js";

const SEAT_ORDER = ["N", "E", "S", "W"];

// The entry queued for a seat in the round in play, if any.
export function queuedSeat(pad, seat) {
  const round = pad.state && pad.state.round;
  return pad.players.items.find((item) => item.seat === seat && item.round === round) || null;
}

// Whether a seat still waits for its player: not entered at a table nor by the director, and
// nothing queued for it.
function open(pad, seat) {
  const entered = seat.entered === "table" || seat.entered === "director";
  return !seat.locked && !entered && !queuedSeat(pad, seat.seat);
}

// Whether the pad asks for the players now: the table opened the screen; or the event is in
// play, the club keeps a member list (`asks_players`), a seat waits for its player and the
// table has not skipped the screen this round.
export function playersAsked(pad) {
  const { state, ui } = pad;
  if (!state || state.status !== "playing" || !(state.players || []).length) {
    return false;
  }
  if (ui.playersOpen) {
    return true;
  }
  if (!state.asks_players || ui.playersSkipped === state.round) {
    return false;
  }
  return state.players.some((seat) => open(pad, seat));
}

// The body sent for a queued entry: who, the seat, what the phone showed there, key and round.
export function playerBody(item) {
  return Object.assign({}, item.body, { key: item.key, round: item.round });
}

// What the server's answer to sending `item` means; returns {more, seat}: whether to send the
// next one at once, and the seat as now stored (for the pad's state).  "taken" (another phone
// named the seat) and "refused" stay on the queue for the table to decide.
export function settlePlayer(queue, item, answer) {
  const data = answer.data || {};
  if (answer.status === 429 || answer.status >= 500) {
    item.status = "waiting";
    return { more: false, seat: null };
  }
  if (data.outcome === "saved" || data.outcome === "stored") {
    queue.drop(item.key);
    return { more: true, seat: Object.assign({}, data.seat, { seat: item.seat }) };
  }
  item.status = data.outcome === "taken" ? "taken" : "refused";
  item.message = data.message || gettext("The player was not stored.");
  item.theirs = data.seat || null;
  queue.save();
  return { more: true, seat: null };
}

// Sends the first waiting entry; resolves with settlePlayer's answer (null when none waits),
// rejects when the network fails (the entry still waiting).
export function sendPlayer(queue, send) {
  const item = queue.waiting()[0];
  if (!item) {
    return Promise.resolve(null);
  }
  return send(playerBody(item)).then((answer) => {
    const settled = settlePlayer(queue, item, answer);
    queue.save();
    return settled;
  });
}

// What each tap of the players' screen does; `does` brings {lookUp, flushPlayers, newKey,
// skipped} (skipped(round): the table's Skip or Done, kept on the phone for a reload).
export function playerActions(pad, does) {
  const { ui } = pad;
  ui.typed = ui.typed || {};
  ui.found = ui.found || {};
  const seatOf = (letter) => (pad.state.players || []).find((seat) => seat.seat === letter);
  function enqueue(letter, who, shown) {
    const seat = seatOf(letter);
    if (!seat || seat.locked) {
      return;
    }
    const round = pad.state.round;
    const old = queuedSeat(pad, letter);
    if (old) {
      pad.players.drop(old.key);
    }
    const body = Object.assign({ seat: letter, seen: seat.player }, who);
    pad.players.add({ key: does.newKey(), round, seat: letter, body, shown, status: "waiting" });
    ui.typed[letter] = "";
    delete ui.found[letter];
    does.flushPlayers();
  }
  const typed = (letter) => (ui.typed[letter] || "").trim();
  return {
    "players-open": () => {
      ui.playersOpen = true;
    },
    "players-done": () => {
      ui.playersOpen = false;
      ui.playersSkipped = pad.state.round;
      if (does.skipped) {
        does.skipped(pad.state.round);
      }
    },
    "player-text": () => {},
    "player-find": (letter) => {
      const text = typed(letter);
      // A member number (it holds a digit), or three letters of a name.
      if (/[0-9]/.test(text) || text.replace(/ /g, "").length >= 3) {
        ui.found[letter] = { text: text, members: null, message: gettext("Looking\u2026") };
        does.lookUp(letter, text);
      } else {
        const message = gettext("Type a member number or three letters of a name.");
        ui.found[letter] = { text: text, members: [], message: message };
      }
    },
    "player-pick": (value) => {
      const [letter, index] = value.split(":");
      const found = ui.found[letter];
      const member = found && found.members && found.members[Number(index)];
      if (member) {
        enqueue(letter, { player: member.id }, member.name);
      }
    },
    "player-number": (letter) => {
      if (typed(letter)) {
        enqueue(letter, { number: typed(letter) }, format(gettext("member %(number)s"), { number: typed(letter) }));
      }
    },
    "player-visitor": (letter) => {
      if (typed(letter).length >= 2) {
        enqueue(letter, { visitor: typed(letter) }, format(gettext("%(name)s (visitor)"), { name: typed(letter) }));
      }
    },
    "player-confirm": (letter) => {
      const seat = seatOf(letter);
      if (seat && seat.player) {
        enqueue(letter, { player: seat.player }, seat.name);
      }
    },
    "player-replace": (key) => {
      const item = pad.players.byKey(key);
      if (item && item.theirs) {
        item.body.seen = item.theirs.player;
        item.status = "waiting";
        pad.players.save();
        does.flushPlayers();
      }
    },
    "player-keep": (key) => {
      pad.players.drop(key);
    },
  };
}

// The found members for a seat as buttons to pick, or what the look-up said.
function foundNodes(letter, found) {
  if (!found) {
    return [];
  }
  const nodes = [];
  if (found.message) {
    nodes.push(el("p", { cls: "muted", role: "status", text: found.message }));
  }
  const members = found.members || [];
  members.forEach((member, index) => {
    const label = member.name + (member.number ? " (" + member.number + ")" : "");
    const val = letter + ":" + index;
    nodes.push(button(format(gettext("That's me: %(name)s"), { name: label }), "player-pick", val, { cls: "pad-pick" }));
  });
  if (found.offline && found.text) {
    nodes.push(button(format(gettext("Send the number %(number)s"), { number: found.text }), "player-number", letter));
  }
  return nodes;
}

function queuedNodes(item) {
  if (item.status === "taken") {
    const theirs = (item.theirs && item.theirs.name) || "";
    return [
      el("p", { cls: "notice", text: format(gettext("Another phone named %(name)s here."), { name: theirs }) }),
      button(format(gettext("Keep %(name)s"), { name: theirs }), "player-keep", item.key),
      button(format(gettext("Change to %(name)s"), { name: item.shown }), "player-replace", item.key),
    ];
  }
  if (item.status === "refused") {
    return [
      el("p", { cls: "notice", text: item.message }),
      button(gettext("Try again"), "player-keep", item.key),
    ];
  }
  return [el("p", { cls: "muted", text: format(gettext("Waiting to send: %(name)s"), { name: item.shown }) })];
}

function seatRow(pad, seat) {
  const { ui } = pad;
  const letter = seat.seat;
  const parts = [];
  if (seat.name) {
    const how = {
      table: gettext("entered at the table"),
      director: gettext("named by the director"),
      named: gettext("named by the director before the start: confirm or change"),
    }[seat.entered];
    parts.push(
      el("p", { cls: "pad-player" }, [
        el("strong", { text: seat.name }),
        seat.number ? " " + seat.number : "",
        how ? el("span", { cls: "muted", text: " \u00b7 " + how }) : null,
      ]),
    );
  }
  const queued = queuedSeat(pad, letter);
  if (queued) {
    parts.push(...queuedNodes(queued));
  }
  if (seat.locked) {
    parts.push(el("p", { cls: "muted", text: gettext("Ask the director to change this seat.") }));
  } else if (!queued || queued.status !== "waiting") {
    if (seat.player && seat.entered === "named") {
      parts.push(button(format(gettext("Yes, %(name)s plays here"), { name: seat.name }), "player-confirm", letter));
    }
    parts.push(
      el("input", {
        type: "text",
        cls: "pad-player-text",
        "data-act": "player-text",
        "data-val": letter,
        value: (ui.typed && ui.typed[letter]) || "",
        autocomplete: "off",
        autocapitalize: "words",
        maxlength: "120",
        "aria-label": format(gettext("%(seat)s: member number or name"), { seat: SEATS[letter] }),
        placeholder: gettext("Member number or name"),
      }),
      el("div", { cls: "pad-taps" }, [
        button(gettext("Find"), "player-find", letter),
        button(gettext("Visitor"), "player-visitor", letter, { cls: "secondary" }),
      ]),
      ...foundNodes(letter, ui.found && ui.found[letter]),
    );
  }
  const legend = SEATS[letter] + " \u00b7 " + seat.code;
  return el("fieldset", { cls: "pad-row pad-seat-player", "data-seat": letter }, [
    el("legend", { text: legend }),
    ...parts,
  ]);
}

// The players' screen: each seat of the table, then Done (or Skip while seats still wait).
export function playersCard(pad) {
  const seats = (pad.state.players || [])
    .slice()
    .sort((a, b) => SEAT_ORDER.indexOf(a.seat) - SEAT_ORDER.indexOf(b.seat));
  const waiting = seats.some((seat) => open(pad, seat));
  return el("section", { cls: "pad-card pad-players", "aria-label": gettext("Who is playing at this table") }, [
    el("h2", { cls: "pad-tray", text: gettext("Who is playing?") }),
    el("p", {
      cls: "muted",
      text:
        gettext(
          "Each player: type your member number (or three letters of your name) and tap Find; a visitor types a name and taps Visitor.",
        ),
    }),
    ...seats.map((seat) => seatRow(pad, seat)),
    el("div", { cls: "pad-taps" }, [
      waiting
        ? button(gettext("Skip: score now, the director names us later"), "players-done", "", {
            cls: "secondary",
          })
        : button(gettext("Done"), "players-done", ""),
    ]),
  ]);
}

// The small button that opens the players' screen again (a player changes, a name is wrong).
export function playersButton(pad) {
  if (!pad.state || pad.state.status !== "playing" || !(pad.state.players || []).length) {
    return null;
  }
  return el("p", { cls: "pad-players-open" }, [
    button(gettext("Names at this table"), "players-open", "", { cls: "secondary" }),
  ]);
}
