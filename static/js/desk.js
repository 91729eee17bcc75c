// The director's desk while the event is in play (templates/tournaments/run.html).
//
// The tables' calls for the director: polled every few seconds and shown at the top of the
// desk with the table and the time until the director answers one; a new call sounds a short
// tone once the director has turned the sound on (a browser plays sound only after a tap on
// the page) and marks the tab's title.  The rest of the desk is fetched again every 30
// seconds and put in place without leaving the page, so the sound stays on; not while the
// director is typing in one of its forms.
(function () {
  "use strict";
  const CALLS_EVERY = 5000;
  const DESK_EVERY = 30000;
  const SOUND_KEY = "trays-desk-sound";
  const section = document.getElementById("calls");
  if (!section) {
    return;
  }
  const title = document.title;
  let audio = null;
  let known = new Set(
    Array.from(section.querySelectorAll("[data-call]"), (li) => li.dataset.call),
  );

  function soundOn() {
    return localStorage.getItem(SOUND_KEY) === "on";
  }

  function tone() {
    if (!audio || audio.state !== "running") {
      return;
    }
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.25, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.6);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + 0.6);
  }

  function soundButton() {
    const holder = section.querySelector(".calls-sound");
    const button = holder && holder.querySelector("button");
    if (!button) {
      return;
    }
    holder.hidden = false;
    const show = () => {
      const on = soundOn() && audio && audio.state === "running";
      button.dataset.sound = on ? "on" : "off";
      button.textContent = on ? gettext("Sound off for calls") : gettext("Sound on for calls");
      button.setAttribute("aria-pressed", on ? "true" : "false");
    };
    button.addEventListener("click", () => {
      if (button.dataset.sound === "on") {
        localStorage.setItem(SOUND_KEY, "off");
      } else {
        localStorage.setItem(SOUND_KEY, "on");
        audio = audio || new window.AudioContext();
        audio.resume().then(() => {
          tone();
          show();
        });
      }
      show();
    });
    show();
  }

  function callItem(call, csrf, answerUrl) {
    const li = document.createElement("li");
    li.className = "notice call";
    li.dataset.call = String(call.id);
    li.textContent =
      interpolate(
        gettext("Table %(table)s (round %(round)s) called at %(at)s: %(reason)s."),
        { table: call.table, round: call.round, at: call.at, reason: call.reason },
        true
      ) + " ";
    const form = document.createElement("form");
    form.method = "post";
    form.className = "inline";
    form.action = answerUrl.replace(/\/0\/answer\/$/, "/" + call.id + "/answer/");
    const token = document.createElement("input");
    token.type = "hidden";
    token.name = "csrfmiddlewaretoken";
    token.value = csrf;
    const button = document.createElement("button");
    button.type = "submit";
    button.textContent = gettext("Answered");
    form.append(token, button);
    li.append(form);
    return li;
  }

  function csrfToken() {
    const field = document.querySelector("input[name=csrfmiddlewaretoken]");
    return field ? field.value : "";
  }

  function showCalls(calls) {
    const ids = new Set(calls.map((c) => String(c.id)));
    const arrived = calls.filter((c) => !known.has(String(c.id)));
    const same = ids.size === known.size && arrived.length === 0;
    known = ids;
    if (same) {
      return;
    }
    const list = section.querySelector(".calls-list");
    const csrf = csrfToken();
    list.replaceChildren(...calls.map((c) => callItem(c, csrf, section.dataset.answer)));
    section.querySelector(".calls-head").hidden = calls.length === 0;
    if (arrived.length) {
      document.title = "(" + calls.length + ") " + title;
      if (soundOn()) {
        tone();
      }
    } else if (!calls.length) {
      document.title = title;
    }
  }

  function pollCalls() {
    fetch(section.dataset.poll, { credentials: "same-origin", cache: "no-store" })
      .then((response) => (response.ok ? response.json() : null))
      .then((data) => {
        if (data) {
          showCalls(data.calls);
        }
      })
      .catch(() => {});
  }

  // A form the director is using is never replaced under their hands.
  function busy() {
    const active = document.activeElement;
    if (active && active.closest("form") && active.matches("input, select, textarea")) {
      return true;
    }
    return document.querySelector("details[open] form") !== null;
  }

  function refreshDesk() {
    if (busy()) {
      return;
    }
    fetch(location.href, { credentials: "same-origin", cache: "no-store" })
      .then((response) => (response.ok ? response.text() : null))
      .then((html) => {
        if (!html || busy()) {
          return;
        }
        const fresh = new window.DOMParser().parseFromString(html, "text/html");
        const main = document.querySelector("main");
        const next = fresh.querySelector("main");
        if (!main || !next) {
          return;
        }
        const calls = next.querySelector("#calls");
        if (calls) {
          calls.replaceWith(section); // the live calls, and the sound's button, stay
        }
        main.replaceChildren(...next.childNodes);
      })
      .catch(() => {});
  }

  soundButton();
  setInterval(pollCalls, CALLS_EVERY);
  setInterval(refreshDesk, DESK_EVERY);
})();
