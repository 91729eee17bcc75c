// The pad's taps on a queued result (static/js/pad/taps.js): "Drop it", "Fix it", "Yes, save
// it" and "Put ours instead", each naming the result by its key.  A key the queue no longer
// holds (the result was sent meanwhile, or dropped on another tap) changes nothing.
import assert from "node:assert/strict";
import { test } from "node:test";

import { Queue } from "../../static/js/pad/queue.js";
import { tapActions } from "../../static/js/pad/taps.js";
import { FakeStorage } from "./fakes.mjs";

const NAME = "trays-pad:/t/secret/api/state/:queue";

function padWith(items) {
  const storage = new FakeStorage();
  const queue = new Queue(storage, NAME);
  items.forEach((item) => queue.add(item));
  const state = {
    game: "bridge",
    round: 2,
    trays: [
      { number: 3, result: null },
      { number: 4, result: { id: 40, state: "open" } },
    ],
  };
  const ui = { tray: null, pick: {}, editOf: null };
  const done = [];
  const pad = { state: state, queue: queue, ui: ui };
  const actions = tapActions(pad, {
    openTray: (number, editOf) => {
      ui.tray = number;
      ui.editOf = editOf || null;
      ui.pick = {};
    },
    enqueue: () => done.push("enqueue"),
    answer: (id, answer) => done.push(answer + " " + id),
    flush: () => done.push("flush"),
    newKey: () => "new-key",
  });
  return { pad: pad, actions: actions, done: done, storage: storage };
}

const THREE = {
  key: "k3",
  tray: 3,
  round: 2,
  body: { tray: 3, contract: "3NT", declarer: "N", tricks: 9 },
  status: "refused",
};
const FOUR = {
  key: "k4",
  tray: 4,
  round: 2,
  body: { tray: 4, contract: "4S", declarer: "S", tricks: 11 },
  status: "taken",
  theirs: { id: 40, state: "open", by_table: true },
};

test("drop on a key no longer queued keeps every result", () => {
  const { pad, actions, storage } = padWith([THREE, FOUR]);
  actions.drop("sent-meanwhile");
  assert.deepEqual(
    pad.queue.items.map((item) => item.key),
    ["k3", "k4"],
  );
  assert.equal(storage.parsed(NAME).length, 2);
  actions.drop("k4");
  assert.deepEqual(
    storage.parsed(NAME).map((item) => item.key),
    ["k3"],
  );
});

test("fix takes the result off the queue and opens its tray with the result picked", () => {
  const { pad, actions } = padWith([THREE, FOUR]);
  actions.fix("k3");
  assert.equal(pad.ui.tray, 3);
  assert.deepEqual(pad.ui.pick, {
    level: 3,
    strain: "NT",
    doubled: 0,
    declarer: "N",
    made: 0,
    lead: null,
    honours: "",
    honoursSide: "",
  });
  assert.deepEqual(
    pad.queue.items.map((item) => item.key),
    ["k4"],
  );
  // A stored result's tray is opened to change that result.
  actions.fix("k4");
  assert.equal(pad.ui.editOf, 40);
  actions.fix("gone");
  assert.equal(pad.ui.tray, 4);
});

test("put ours instead: sent again with a new key, as a change of the stored result", () => {
  const { pad, actions, done } = padWith([THREE, FOUR]);
  actions.mine("k4");
  const item = pad.queue.byKey("new-key");
  assert.equal(item.editOf, 40);
  assert.equal(item.status, "waiting");
  assert.deepEqual(done, ["flush"]);
  actions.mine("k4"); // its old key is gone: nothing more is sent
  actions.retry("k4");
  assert.deepEqual(done, ["flush"]);
});

test("yes, save it: the result waits again, marked confirmed", () => {
  const { pad, actions, done } = padWith([Object.assign({}, THREE, { status: "confirm" })]);
  actions.retry("k3");
  assert.equal(pad.queue.byKey("k3").status, "waiting");
  assert.equal(pad.queue.byKey("k3").confirmed, true);
  assert.deepEqual(done, ["flush"]);
});
