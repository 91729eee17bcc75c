// The round clock on the big screen and the desk (templates/tournaments/screen.html and
// run.html): the time left counted down each second from what the server last said, and the
// server asked again every few seconds (a pause, added time or the next round show within
// them).  At the warning the room is told not to start a new board, at nought to move; with
// the sound on (a browser plays sound only after a tap on the page) each of those sounds once.
// On the big screen, while the server sends the standings (only when the public may read
// them), the screen shows in turn the clock with the moves and each page of the standings,
// ``data-screen-every`` seconds each, the clock staying on top, small.
(function () {
  "use strict";
  const POLL_EVERY = 5000;
  const box = document.querySelector("[data-clock-poll]");
  if (!box) {
    return;
  }
  const face = box.querySelector("[data-clock-left]");
  const phaseLine = box.querySelector(".screen-phase");
  const round = box.querySelector("[data-clock-round]");
  let clock = null;
  let readAt = 0;
  let phase = null;
  let audio = null;

  function shown(seconds) {
    const left = Math.max(0, seconds);
    const minutes = Math.floor(left / 60);
    const rest = left % 60;
    return minutes + ":" + (rest < 10 ? "0" : "") + rest;
  }

  function leftNow() {
    if (!clock) {
      return null;
    }
    if (clock.state !== "running") {
      return clock.left;
    }
    return clock.left - Math.floor((Date.now() - readAt) / 1000);
  }

  function phaseOf(left) {
    if (!clock) {
      return "none";
    }
    if (clock.state === "not-started") {
      return "not-started";
    }
    if (left <= 0) {
      return "move";
    }
    return left <= clock.warning ? "last-board" : "play";
  }

  function tone(times) {
    if (!audio || audio.state !== "running") {
      return;
    }
    for (let i = 0; i < times; i += 1) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      const at = audio.currentTime + i * 0.7;
      oscillator.frequency.value = 660;
      gain.gain.setValueAtTime(0.3, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + 0.5);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.5);
    }
  }

  function draw() {
    if (!face || !clock) {
      return;
    }
    const left = leftNow();
    face.textContent = shown(left);
    face.dataset.clockState = clock.state;
    const now = phaseOf(left);
    if (now !== phase) {
      if (phase !== null && (now === "last-board" || now === "move")) {
        tone(now === "move" ? 3 : 1);
      }
      phase = now;
      box.className = box.className.replace(/\bphase-[a-z-]+/, "") + " phase-" + now;
    }
    if (phaseLine) {
      const said = clock.state === "paused" ? box.dataset.sayPaused : box.dataset["say" + camel(now)];
      phaseLine.textContent = said || "";
    }
  }

  function camel(name) {
    return name
      .split("-")
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join("");
  }

  function poll() {
    fetch(box.dataset.clockPoll, { credentials: "same-origin", cache: "no-store" })
      .then((response) => (response.ok ? response.json() : null))
      .then((data) => {
        if (!data) {
          return;
        }
        if (round && data.clock) {
          round.textContent = round.textContent.replace(/\d+/, String(data.round));
        }
        clock = data.clock;
        readAt = Date.now();
        draw();
        if (Object.prototype.hasOwnProperty.call(data, "standings")) {
          standings = data.standings;
          if (!standings) {
            view = 0;
            show();
          }
        }
      })
      .catch(() => {});
  }

  // The big screen's standings: view 0 is the clock and the moves, view n their page n.
  const table = box.querySelector(".screen-standings");
  let standings = null;
  let view = 0;

  function cell(tag, text) {
    const made = document.createElement(tag);
    made.textContent = text;
    return made;
  }

  function show() {
    if (!table) {
      return;
    }
    const pages = standings ? standings.pages : [];
    if (view > pages.length) {
      view = 0;
    }
    box.classList.toggle("showing-standings", view > 0);
    table.hidden = view === 0;
    if (view === 0) {
      return;
    }
    const head = table.querySelector("thead tr");
    head.replaceChildren(...standings.columns.map((name) => cell("th", name)));
    const body = table.querySelector("tbody");
    body.replaceChildren(
      ...pages[view - 1].map((row) => {
        const line = document.createElement("tr");
        line.append(...row.map((text) => cell("td", text)));
        return line;
      })
    );
    const page = table.querySelector(".screen-page");
    page.textContent =
      pages.length > 1
        ? box.dataset.sayPage.replace("{page}", String(view)).replace("{pages}", String(pages.length))
        : "";
  }

  function turn() {
    const pages = standings ? standings.pages.length : 0;
    view = pages ? (view + 1) % (pages + 1) : 0;
    show();
  }

  const sound = box.querySelector("[data-sound]");
  if (sound) {
    sound.addEventListener("click", () => {
      audio = audio || new window.AudioContext();
      audio.resume().then(() => {
        sound.dataset.sound = "on";
        sound.setAttribute("aria-pressed", "true");
        tone(1);
      });
    });
  }
  poll();
  setInterval(draw, 1000);
  setInterval(poll, POLL_EVERY);
  const every = Number(box.dataset.screenEvery);
  if (table && every > 0) {
    setInterval(turn, every * 1000);
  }
})();
