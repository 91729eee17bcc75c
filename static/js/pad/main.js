// The table's scoring pad: one tray at a time, every choice a tap.  Results are kept on the
// phone (queue.js) until the server has them, each with its own key, so a resend after a
// dropped connection stores nothing twice; the round's state is kept too, for a reload offline.
// This module wires the page: the pad's state, sending, the taps and the service worker.
import { format, gettext, pgettext } from "./words.js";
import { isAuction } from "./scores.js";
import { complete, payload, pickText } from "./picks.js";
import { Queue, postJson, readJson, sendNext, writeJson } from "./queue.js";
import { trayOf } from "./nodes.js";
import { clockShown, nextOpen, screen } from "./screens.js";
import { tapActions } from "./taps.js";
import { keepOffline } from "./offline.js";
import { playerActions, playersAsked, playersButton, playersCard, sendPlayer } from "./players.js";

// The game's words ("Board" at bridge, "Tray" at whist): the page's state brings them.
function whistWords(key) {
  return {
    board: pgettext("whist", "tray"),
    boards: pgettext("whist", "trays"),
    Board: pgettext("whist", "Tray"),
    Boards: pgettext("whist", "Trays"),
    denomination: pgettext("whist", "trump"),
    Denomination: pgettext("whist", "Trump"),
  }[key];
}

function start(root) {
  const storage = window.localStorage;
  const urls = {
    state: root.dataset.state,
    save: root.dataset.save,
    answer: root.dataset.answer,
    call: root.dataset.call,
    players: root.dataset.players,
    members: root.dataset.members,
  };
  const stateName = "trays-pad:" + urls.state;
  const pad = {
    state: readJson(storage, stateName),
    queue: new Queue(storage, stateName + ":queue"),
    players: new Queue(storage, stateName + ":players"),
    checked: {},
    ui: {
      tray: null,
      pick: {},
      editOf: null,
      lastSaved: null,
      notice: "",
      online: navigator.onLine !== false,
      leadOpen: false,
      leadSuit: null,
    },
    words: (key) => (pad.state && pad.state.words && pad.state.words[key]) || whistWords(key),
  };
  const { ui, queue } = pad;
  ui.playersSkipped = readJson(storage, stateName + ":players-skipped");
  let sending = false;
  let pollTimer = null;
  // Each read of the state is numbered: a read overtaken by a later one (a poll under way when
  // an answer is sent, say) is dropped, so an older state never replaces a newer one.
  let reads = 0;

  function openTray(number, editOf) {
    ui.tray = number;
    ui.editOf = editOf || null;
    ui.pick = {};
    ui.leadOpen = false;
    ui.notice = "";
  }

  function render() {
    if (!pad.state) {
      return;
    }
    const active = document.activeElement;
    const focus = active && active.dataset ? [active.dataset.act, active.dataset.val] : null;
    root.replaceChildren(...withPlayers(screen(pad).filter((part) => part)));
    root.hidden = false;
    if (focus && focus[0]) {
      const again = root.querySelector(
        '[data-act="' + focus[0] + '"]' + (focus[1] ? '[data-val="' + focus[1] + '"]' : ""),
      );
      if (again) {
        again.focus({ preventScroll: true });
        if (again.tagName === "INPUT") {
          again.setSelectionRange(again.value.length, again.value.length);
        }
      }
    }
  }

  // The players' screen (players.js) in place of the tray while it asks; else its button.
  function withPlayers(parts) {
    if (playersAsked(pad)) {
      return [parts[0], playersCard(pad)];
    }
    const again = playersButton(pad);
    return again ? parts.concat([again]) : parts;
  }

  // -- sending ------------------------------------------------------------------------------
  function post(url, body) {
    return postJson(window.fetch.bind(window), url, body);
  }
  function setOnline(value) {
    if (ui.online !== value) {
      ui.online = value;
      render();
    }
  }
  function stored(result) {
    const tray = trayOf(pad.state, result.tray);
    if (tray) {
      tray.result = result;
    }
    writeJson(storage, stateName, pad.state);
  }
  function flush() {
    if (sending) {
      return;
    }
    if (!queue.waiting().length) {
      refresh();
      return;
    }
    sending = true;
    sendNext(queue, (body) => post(urls.save, body), pad.words).then(
      (settled) => {
        sending = false;
        setOnline(true);
        if (settled.stored) {
          stored(settled.stored);
        }
        if (settled.notice !== null) {
          ui.notice = settled.notice;
        }
        render();
        if (settled.more) {
          flush();
        } else {
          later();
        }
      },
      () => {
        sending = false;
        setOnline(false);
        later();
      },
    );
  }
  let sendingPlayers = false;
  function flushPlayers() {
    if (sendingPlayers || !urls.players || !pad.players.waiting().length) {
      return;
    }
    sendingPlayers = true;
    sendPlayer(pad.players, (body) => post(urls.players, body)).then(
      (settled) => {
        sendingPlayers = false;
        setOnline(true);
        if (settled && settled.seat && pad.state && pad.state.players) {
          const at = pad.state.players.findIndex((seat) => seat.seat === settled.seat.seat);
          if (at >= 0) {
            pad.state.players[at] = Object.assign({}, pad.state.players[at], settled.seat);
            writeJson(storage, stateName, pad.state);
          }
        }
        render();
        if (settled && settled.more && pad.players.waiting().length) {
          flushPlayers();
        } else if (settled && settled.seat) {
          refresh(); // the pairs' names, as the header shows them
        }
      },
      () => {
        sendingPlayers = false;
        setOnline(false);
        render();
      },
    );
  }
  function lookUp(letter, text) {
    const url = urls.members + "?q=" + encodeURIComponent(text);
    fetch(url, { credentials: "omit", cache: "no-store" })
      .then((response) => response.json().then((data) => ({ ok: response.ok, data: data })))
      .then(
        (answer) => {
          const members = (answer.ok && answer.data.members) || [];
          let message = "";
          if (!answer.ok) {
            message = answer.data.message || gettext("The look-up did not answer.");
          } else if (!members.length) {
            message = gettext("Not found: check the number or the name, or tap Visitor.");
          }
          ui.found[letter] = { text: text, members: members, message: message };
          render();
        },
        () => {
          const number = /[0-9]/.test(text);
          ui.found[letter] = {
            text: text,
            members: [],
            offline: number,
            message: number
              ? gettext("No connection: the number is checked when it is back.")
              : gettext("No connection: type your member number, or tap Visitor."),
          };
          setOnline(false);
          render();
        },
      );
  }
  function later() {
    window.clearTimeout(pollTimer);
    pollTimer = window.setTimeout(tick, 5000);
  }
  function tick() {
    flushPlayers();
    if (queue.waiting().length) {
      flush();
    } else {
      refresh();
    }
  }
  function refresh() {
    reads += 1;
    const read = reads;
    fetch(urls.state, { credentials: "omit", cache: "no-store" })
      .then((response) => {
        if (response.status === 404 || response.status === 410) {
          // 410: the director renewed the link, and the answer says so in words.
          return response
            .json()
            .catch(() => ({}))
            .then((said) => {
              const gone = new Error("gone");
              gone.said = said.message || "";
              throw gone;
            });
        }
        if (!response.ok) {
          throw new Error(String(response.status));
        }
        return response.json();
      })
      .then(
        (fresh) => {
          if (read !== reads) {
            return;
          }
          setOnline(true);
          take(fresh);
          window.clearTimeout(pollTimer);
          pollTimer = window.setTimeout(tick, 15000);
        },
        (error) => {
          if (read !== reads) {
            return;
          }
          if (error && error.message === "gone") {
            ui.notice =
              error.said ||
              gettext("This table's link no longer works: scan the QR code on the table again.");
          } else {
            setOnline(false);
          }
          render();
          later();
        },
      );
  }
  function take(fresh) {
    const before = pad.state;
    fresh.readAt = Date.now(); // the round clock counts down from here
    pad.state = fresh;
    writeJson(storage, stateName, fresh);
    if (!before || before.round !== fresh.round || before.status !== fresh.status) {
      const picked = Object.keys(ui.pick).length;
      const lost = before && ui.tray !== null && picked && !trayOf(fresh, ui.tray) ? ui.tray : null;
      if (!trayOf(fresh, ui.tray)) {
        openTray(nextOpen(pad, null));
      }
      if (lost !== null) {
        ui.notice = format(
          gettext("Round %(round)s has begun: %(board)s %(number)s was not saved. Give its result to the director."),
          { round: fresh.round, board: pad.words("board"), number: lost },
        );
      }
    }
    render();
  }
  function enqueue() {
    const tray = trayOf(pad.state, ui.tray);
    queue.add({
      key: window.TraysTap.newKey(),
      tray: ui.tray,
      round: pad.state.round,
      body: payload(ui.pick, ui.tray, pad.state),
      editOf: ui.editOf,
      status: "waiting",
      shown: pickText(ui.pick, tray, pad.state, pad.checked),
    });
    ui.lastSaved = ui.tray;
    openTray(nextOpen(pad, ui.tray));
    render();
    // The saved tray's card, with the opponents' accept, is drawn above the next tray's pad:
    // scroll back up to it rather than leave the page where Save was.
    window.scrollTo(0, 0);
    flush();
  }
  function answerResult(id, answer) {
    post(urls.answer, { result: id, answer: answer }).then(
      (reply) => {
        setOnline(true);
        if (reply.data && reply.data.result) {
          stored(reply.data.result);
        }
        ui.notice = (reply.data && reply.data.message) || "";
        refresh();
      },
      () => {
        setOnline(false);
        ui.notice = gettext("No connection: answer again when it is back.");
        render();
      },
    );
  }
  // The director called to the table: sent at once (a call cannot wait in the queue: with no
  // signal the table is told to fetch the director), shown until the director answers.
  function callDirector(reason) {
    post(urls.call, { reason: reason }).then(
      (reply) => {
        setOnline(true);
        ui.calling = false;
        if (reply.data && reply.data.call) {
          pad.state.call = reply.data.call;
          ui.notice = "";
        } else {
          ui.notice = (reply.data && reply.data.message) || "";
        }
        render();
        // A poll sent before the call would bring back a state without it: read afresh (the
        // poll, overtaken, is dropped).
        refresh();
      },
      () => {
        setOnline(false);
        ui.notice = gettext("No connection: the call did not go. Fetch the director.");
        render();
      },
    );
  }
  // Auction bridge is scored by the server: the pad asks for the score before Save.
  function check(tray) {
    const body = Object.assign(payload(ui.pick, tray.number, pad.state), { check: true });
    const key = JSON.stringify(payload(ui.pick, tray.number, pad.state));
    post(urls.save, body).then(
      (reply) => {
        if (reply.data && reply.data.text) {
          pad.checked[key] = reply.data.text;
        } else if (reply.data && reply.data.message) {
          pad.checked[key] = reply.data.message;
        }
        render();
      },
      () => {
        // offline: scored when sent
      },
    );
  }

  // The round clock's line counts down each second between the state's refreshes.
  window.setInterval(() => {
    const line = root.querySelector(".pad-clock");
    const shown = line && pad.state ? clockShown(pad.state, Date.now()) : null;
    if (shown) {
      line.textContent = shown.text;
      line.setAttribute("aria-label", shown.said);
      line.setAttribute("title", shown.said);
      line.className = "pad-clock phase-" + shown.phase;
    }
  }, 1000);

  const actions = Object.assign(
    tapActions(pad, {
      openTray: openTray,
      enqueue: enqueue,
      answer: answerResult,
      call: callDirector,
      flush: flush,
      newKey: () => window.TraysTap.newKey(),
    }),
    playerActions(pad, {
      lookUp: lookUp,
      flushPlayers: flushPlayers,
      newKey: () => window.TraysTap.newKey(),
      skipped: (round) => writeJson(storage, stateName + ":players-skipped", round),
    }),
  );
  // What a player types is kept as typed: the pad is drawn again by every poll.
  root.addEventListener("input", (event) => {
    const target = event.target;
    if (target.dataset && target.dataset.act === "player-text") {
      ui.typed[target.dataset.val] = target.value;
    }
  });
  root.addEventListener("keydown", (event) => {
    const target = event.target;
    if (event.key === "Enter" && target.dataset && target.dataset.act === "player-text") {
      event.preventDefault();
      actions["player-find"](target.dataset.val);
      render();
    }
  });
  root.addEventListener("click", (event) => {
    const target = event.target.closest("[data-act]");
    if (!target || !root.contains(target) || target.disabled || target.tagName === "INPUT") {
      return;
    }
    const act = actions[target.dataset.act];
    if (!act) {
      return;
    }
    act(target.dataset.val);
    queue.save();
    render();
    const tray = trayOf(pad.state, ui.tray);
    if (
      tray &&
      isAuction(pad.state) &&
      complete(ui.pick, pad.state) &&
      !ui.pick.pass &&
      ui.online
    ) {
      check(tray);
    }
  });
  window.addEventListener("online", () => {
    setOnline(true);
    flushPlayers();
    flush();
  });
  window.addEventListener("offline", () => setOnline(false));

  document.body.classList.add("pad-on");
  if (pad.state) {
    openTray(nextOpen(pad, null));
    render();
  }
  keepOffline(root, urls);
  fetch(urls.state, { credentials: "omit", cache: "no-store" })
    .then((response) => {
      if (!response.ok) {
        throw new Error(String(response.status));
      }
      return response.json();
    })
    .then(
      (fresh) => {
        const first = !pad.state;
        take(fresh);
        if (first || ui.tray === null) {
          openTray(nextOpen(pad, null));
          render();
        }
        flush();
        flushPlayers();
      },
      () => {
        setOnline(false);
        render();
        later();
      },
    );
}

const root = document.getElementById("pad");
if (root && window.fetch && window.localStorage && window.TraysTap) {
  start(root);
}
