// The round clock on the big screen and the desk (templates/tournaments/screen.html and
// run.html): the time left counted down each second from what the server last said, and the
// server asked again every few seconds (a pause, added time or the next round show within
// them).  At the warning the room is told not to start a new board, at nought to move; with
// the sound on (a browser plays sound only after a tap on the page) each of those sounds once.
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
      })
      .catch(() => {});
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
})();
