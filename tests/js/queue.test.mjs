// The pad's queue of results waiting on the phone (static/js/pad/queue.js), with a fake
// localStorage and a fake fetch.  The server's answers are those of the pad's API
// (tournaments/views/pad.py): 200 "saved" or "stored" (a resend of a key it already has),
// 202 "requested", 409 "taken" with the result stored first, 410 "renewed", 4xx "refused".
import assert from "node:assert/strict";
import { test } from "node:test";

import { postJson, Queue, sendNext, sentBody } from "../../static/js/pad/queue.js";
import { bridgeWords, fakeFetch, FakeStorage, FullStorage } from "./fakes.mjs";

const NAME = "trays-pad:/t/secret/api/state/:queue";

function queued(key, tray, body) {
  return {
    key: key,
    tray: tray,
    round: 1,
    body: body || { tray: tray, contract: "4S", declarer: "S", tricks: 10 },
  };
}
function storedResult(tray, fields) {
  return Object.assign(
    {
      id: 7,
      tray: tray,
      ns_tricks: null,
      contract: "4S",
      declarer: "S",
      tricks: 10,
      ns_score: 420,
      state: "open",
    },
    fields,
  );
}
function keysIn(storage) {
  return (storage.parsed(NAME) || []).map((item) => item.key);
}
// Sends as the pad does: a JSON POST to the table's save address, through postJson.
function send(queue, net) {
  return sendNext(queue, (body) => postJson(net.fetch, "/t/secret/api/save/", body), bridgeWords);
}

test("a result added waits on the phone and is still there after a reload", () => {
  const storage = new FakeStorage();
  new Queue(storage, NAME).add(queued("k1", 3));
  const reloaded = new Queue(storage, NAME);
  assert.deepEqual(
    reloaded.items.map((item) => [item.key, item.status]),
    [["k1", "waiting"]],
  );
  assert.equal(reloaded.queuedFor(3, 1).key, "k1");
  assert.equal(reloaded.queuedFor(3, 2), undefined);
});

test("dropping a key that is no longer queued drops nothing", () => {
  const storage = new FakeStorage();
  const queue = new Queue(storage, NAME);
  queue.add(queued("k1", 1));
  queue.add(queued("k2", 2));
  assert.equal(queue.drop("gone"), null);
  // The last result, k2, once went here (splice at indexOf -1).
  assert.deepEqual(
    queue.items.map((item) => item.key),
    ["k1", "k2"],
  );
  assert.deepEqual(keysIn(storage), ["k1", "k2"]);
});

test("dropping a key drops that result only, on the phone too", () => {
  const storage = new FakeStorage();
  const queue = new Queue(storage, NAME);
  ["k1", "k2", "k3"].forEach((key, at) => queue.add(queued(key, at + 1)));
  assert.equal(queue.drop("k1").tray, 1);
  assert.deepEqual(keysIn(storage), ["k2", "k3"]);
});

test("a full phone's storage keeps the queue in memory", () => {
  const queue = new Queue(new FullStorage(), NAME);
  queue.add(queued("k1", 1));
  assert.deepEqual(
    queue.items.map((item) => item.key),
    ["k1"],
  );
});

test("a send the network drops goes again with the same key, then leaves the queue", async () => {
  const storage = new FakeStorage();
  const queue = new Queue(storage, NAME);
  queue.add(queued("k1", 4));
  const net = fakeFetch([
    "offline",
    { status: 200, data: { outcome: "saved", result: storedResult(4) } },
  ]);
  await assert.rejects(send(queue, net));
  assert.deepEqual(keysIn(storage), ["k1"]);
  assert.equal(queue.items[0].status, "waiting");
  const settled = await send(queue, net);
  assert.deepEqual(
    net.sent.map((request) => request.body.key),
    ["k1", "k1"],
  );
  assert.deepEqual(
    net.sent.map((request) => request.options.method),
    ["POST", "POST"],
  );
  assert.equal(settled.stored.id, 7);
  assert.equal(settled.more, true);
  assert.deepEqual(queue.items, []);
  assert.deepEqual(storage.parsed(NAME), []);
});

test('a resend the server already has ("stored") leaves the queue like a first save', async () => {
  const queue = new Queue(new FakeStorage(), NAME);
  queue.add(queued("k1", 4));
  const net = fakeFetch([{ status: 200, data: { outcome: "stored", result: storedResult(4) } }]);
  const settled = await send(queue, net);
  assert.equal(settled.stored.tray, 4);
  assert.deepEqual(queue.items, []);
});

test("a busy or failing server keeps the result waiting for the next try", async () => {
  for (const status of [429, 500, 503]) {
    const queue = new Queue(new FakeStorage(), NAME);
    queue.add(queued("k1", 2));
    const settled = await send(queue, fakeFetch([{ status: status, text: "<html>" }]));
    assert.equal(settled.more, false, String(status));
    assert.equal(queue.items[0].status, "waiting");
  }
});

test("taken with the same result: already stored, the table is told", async () => {
  const storage = new FakeStorage();
  const queue = new Queue(storage, NAME);
  queue.add(queued("k1", 5, { tray: 5, contract: "3NT", declarer: "N", tricks: 10 }));
  queue.add(queued("k2", 6));
  const theirs = storedResult(5, { contract: "3NT", declarer: "N", tricks: 10, ns_score: 430 });
  const net = fakeFetch([
    { status: 409, data: { outcome: "taken", message: "Already entered.", result: theirs } },
  ]);
  const settled = await send(queue, net);
  assert.equal(settled.notice, "Board 5 was already stored with the same result.");
  assert.equal(settled.stored, theirs);
  assert.deepEqual(keysIn(storage), ["k2"]);
});

test("taken with another result: ours stays on the phone for the table to decide", async () => {
  const storage = new FakeStorage();
  const queue = new Queue(storage, NAME);
  queue.add(queued("k1", 5, { tray: 5, contract: "3NT", declarer: "N", tricks: 9 }));
  const theirs = storedResult(5, { contract: "3NT", declarer: "N", tricks: 10 });
  const net = fakeFetch([
    { status: 409, data: { outcome: "taken", message: "Already entered.", result: theirs } },
  ]);
  const settled = await send(queue, net);
  assert.equal(settled.stored, null);
  const [item] = storage.parsed(NAME);
  assert.equal(item.status, "taken");
  assert.equal(item.message, "Already entered.");
  assert.deepEqual(item.theirs, theirs);
  assert.equal(queue.waiting().length, 0);
});

test("taken at whist compares the tricks", async () => {
  const queue = new Queue(new FakeStorage(), NAME);
  queue.add(queued("k1", 2, { tray: 2, ns_tricks: 8 }));
  queue.add(queued("k2", 3, { tray: 3, ns_tricks: 8 }));
  const answer = (tray, tricks) => ({
    status: 409,
    data: { outcome: "taken", result: storedResult(tray, { ns_tricks: tricks, contract: "" }) },
  });
  const net = fakeFetch([answer(2, 8), answer(3, 5)]);
  await send(queue, net);
  await send(queue, net);
  assert.deepEqual(
    queue.items.map((item) => [item.key, item.status]),
    [["k2", "taken"]],
  );
});

test("a renewed link refuses the result with the server's words, or the pad's own", async () => {
  const queue = new Queue(new FakeStorage(), NAME);
  queue.add(queued("k1", 1));
  queue.add(queued("k2", 2));
  const net = fakeFetch([
    { status: 410, data: { outcome: "renewed", message: "The director renewed this link." } },
    { status: 404, text: "Not found" },
  ]);
  await send(queue, net);
  await send(queue, net);
  assert.deepEqual(
    queue.items.map((item) => [item.status, item.message]),
    [
      ["refused", "The director renewed this link."],
      ["refused", "This table's link no longer works: ask the director for the new one."],
    ],
  );
});

test("a change the director must decide leaves the queue with the server's message", async () => {
  const queue = new Queue(new FakeStorage(), NAME);
  queue.add(queued("k1", 1));
  const message = "The opponents have accepted tray 1: your change has gone to the director.";
  const net = fakeFetch([
    { status: 202, data: { outcome: "requested", message: message, result: storedResult(1) } },
  ]);
  const settled = await send(queue, net);
  assert.equal(settled.notice, message);
  assert.deepEqual(queue.items, []);
});

test("a confirmed change is sent with its key, round and the result it replaces", () => {
  const body = sentBody(Object.assign(queued("k9", 2), { editOf: 31, confirmed: true }));
  assert.deepEqual(body, {
    tray: 2,
    contract: "4S",
    declarer: "S",
    tricks: 10,
    key: "k9",
    round: 1,
    edit_of: 31,
    confirmed: true,
  });
  assert.equal("edit_of" in sentBody(queued("k8", 2)), false);
});

test("nothing waiting, nothing sent", async () => {
  const net = fakeFetch([]);
  assert.equal(await send(new Queue(new FakeStorage(), NAME), net), null);
  assert.equal(net.sent.length, 0);
});
