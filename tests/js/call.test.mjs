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
const { callBox } = await import("../../static/js/pad/screens.js");
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

test("one tap opens the reasons, the next sends the call with its reason", () => {
  const pad = padAt("playing", null);
  const sent = [];
  const actions = tapActions(pad, { call: (reason) => sent.push(reason) });
  assert.deepEqual(buttons(callBox(pad)), [["calling", "", "Call the director"]]);
  actions.calling();
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
  assert.deepEqual(buttons(callBox(pad)), [["calling", "", "Call the director"]]);
  assert.deepEqual(sent, []);
});

test("while the call waits the pad says so, and offers no second call", () => {
  const box = callBox(padAt("playing", { reason: "Revoke", at: "20:14" }));
  assert.equal(box.attrs.text, "The director has been called (20:14: Revoke). Wait at the table.");
  assert.deepEqual(buttons(box), []);
});

test("a pair sitting out may call; before the start and after the end no one calls", () => {
  assert.notEqual(callBox(padAt("sitout", null)), null);
  for (const status of ["waiting", "finished", "idle"]) {
    assert.equal(callBox(padAt(status, null)), null);
  }
});

// The round clock on the pad (screens.js clockText): counted down from the state's reading.
const { clockText } = await import("../../static/js/pad/screens.js");

test("the clock counts down from when the state was read, and says the phases", () => {
  const read = 1_000_000;
  const running = (left) => ({
    readAt: read,
    clock: { state: "running", left: left, warning: 300, phase: "play" },
  });
  // 20 minutes (1200 s) left when read, 65 seconds later: 18:55.
  assert.equal(clockText(running(1200), read + 65_000), "18:55 left in this round.");
  // 5 minutes 30 left when read, 31 seconds later: inside the five-minute warning.
  assert.equal(clockText(running(330), read + 31_000), "4:59 left: no new board.");
  assert.equal(clockText(running(10), read + 10_000), "Time: move for the next round.");
  const paused = { readAt: read, clock: { state: "paused", left: 754, warning: 300 } };
  assert.equal(clockText(paused, read + 600_000), "Clock paused: 12:34 left.");
  assert.equal(clockText({ clock: { state: "not-started", left: 1350 } }, read), "");
  assert.equal(clockText({ clock: null }, read), "");
});
