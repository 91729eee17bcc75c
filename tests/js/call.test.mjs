// Calling the director from the pad (static/js/pad/screens.js callBox, taps.js "calling" and
// "call"): one tap opens the reasons, a second sends the call with its reason; while the call
// waits the pad says so and offers no second call; nothing before the start or after the end.
import assert from "node:assert/strict";
import { test } from "node:test";

globalThis.window = {
  TraysTap: {
    el: (tag, attrs, children) => ({ tag, attrs: attrs || {}, children: [].concat(children || []) }),
    button: (label, act, val) => ({ tag: "button", attrs: { text: label, act, val }, children: [] }),
  },
};
const { callBox, header } = await import("../../static/js/pad/screens.js");
const { tapActions } = await import("../../static/js/pad/taps.js");

function buttons(node) {
  if (!node || typeof node === "string") {
    return [];
  }
  const own = node.tag === "button" ? [[node.attrs.act, node.attrs.val, node.attrs.text]] : [];
  return own.concat(...node.children.map(buttons));
}

function padAt(status, call) {
  return { state: { status, call, trays: [] }, ui: { tray: null, pick: {} }, queue: {} };
}

function headButtons(pad) {
  return buttons(header(pad)).filter(([act]) => act === "calling" || act === "call");
}

test("one tap opens the reasons, the next sends the call with its reason", () => {
  const pad = padAt("playing", null);
  pad.queue = { waiting: () => [] };
  pad.ui.online = true;
  const sent = [];
  const actions = tapActions(pad, { call: (reason) => sent.push(reason) });
  assert.deepEqual(headButtons(pad), [["calling", "", "Call the director"]]);
  assert.equal(callBox(pad), null);
  actions.calling();
  assert.deepEqual(headButtons(pad).slice(0, 1), [["call", "revoke", "Revoke"]]);
  assert.deepEqual(buttons(callBox(pad)), [
    ["call", "revoke", "Revoke"],
    ["call", "lead", "Lead out of turn"],
    ["call", "claim", "Claim"],
    ["call", "other", "Something else"],
    ["calling", "", "Cancel"],
  ]);
  actions.call("lead");
  assert.deepEqual(sent, ["lead"]);
});

test("cancel closes the reasons and sends nothing", () => {
  const pad = padAt("playing", null);
  const sent = [];
  const actions = tapActions(pad, { call: (reason) => sent.push(reason) });
  actions.calling();
  actions.calling();
  assert.equal(callBox(pad), null);
  assert.deepEqual(sent, []);
});

test("while the call waits the pad says so, and offers no second call", () => {
  const box = callBox(padAt("playing", { reason: "Revoke", at: "20:14" }));
  assert.equal(box.attrs.text, "The director has been called (20:14: Revoke). Wait at the table.");
  assert.deepEqual(buttons(box), []);
});

test("a pair sitting out may call; before the start and after the end no one calls", () => {
  const sitting = padAt("sitout", null);
  sitting.ui.calling = true;
  assert.notEqual(callBox(sitting), null);
  for (const status of ["waiting", "finished", "idle"]) {
    const pad = padAt(status, null);
    pad.ui.calling = true;
    assert.equal(callBox(pad), null);
  }
});

// The round clock on the pad (screens.js clockText): counted down from the state's reading.
const { clockShown, clockText } = await import("../../static/js/pad/screens.js");

test("the clock counts down from when the state was read, and says the phases", () => {
  const read = 1_000_000;
  const running = (left) => ({
    readAt: read,
    clock: { state: "running", left: left, warning: 300, phase: "play" },
  });
  // 20 minutes (1200 s) left when read, 65 seconds later: 18:55.
  assert.equal(clockText(running(1200), read + 65_000), "18:55 left");
  // 5 minutes 30 left when read, 31 seconds later: inside the five-minute warning.
  assert.equal(clockText(running(330), read + 31_000), "4:59: no new board");
  // A whist evening's state names its trays.
  const whist = { ...running(330), words: { board: "tray" } };
  assert.equal(clockText(whist, read + 31_000), "4:59: no new tray");
  assert.equal(clockText(running(10), read + 10_000), "Time: move");
  const paused = { readAt: read, clock: { state: "paused", left: 754, warning: 300 } };
  assert.equal(clockText(paused, read + 600_000), "Paused: 12:34");
  assert.equal(clockText({ clock: { state: "not-started", left: 1350 } }, read), "");
  assert.equal(clockText({ clock: null }, read), "");
});

test("beside the round the pad shows the time alone, its words for a screen reader", () => {
  const read = 5_000_000;
  const state = (left, status = "running") => ({
    readAt: read,
    clock: { state: status, left: left, warning: 300 },
  });
  assert.deepEqual(clockShown(state(1200), read + 65_000), {
    text: "18:55", said: "18:55 left", phase: "play",
  });
  assert.deepEqual(clockShown(state(180), read), {
    text: "3:00", said: "3:00: no new board", phase: "last-board",
  });
  assert.deepEqual(clockShown(state(5), read + 9_000), {
    text: "Move", said: "Time: move", phase: "move",
  });
  assert.deepEqual(clockShown(state(754, "paused"), read + 60_000), {
    text: "12:34", said: "Paused: 12:34", phase: "paused",
  });
  assert.equal(clockShown({ clock: null }, read), null);
});
