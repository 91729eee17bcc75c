// The players at the table (static/js/pad/players.js): the screen asks in round 1 while a seat
// waits for its player and never blocks scoring (Skip); a member number, a name picked from the
// look-up or a visitor's name is queued with its own key and sent once; a second phone's entry
// is shown to keep or change; a seat the director fixed offers nothing to change.  The seats
// and members are made here (the club's list: 100234 Ada Lovelace, 100235 Charles Babbage).
import assert from "node:assert/strict";
import { test } from "node:test";
import { FakeStorage, fakeFetch } from "./fakes.mjs";

globalThis.window = {
  TraysTap: {
    el: (tag, attrs, children) => ({ tag, attrs: attrs || {}, children: [].concat(children || []) }),
    button: (label, act, val) => ({ tag: "button", attrs: { text: label, act, val }, children: [] }),
  },
};
const { Queue, postJson } = await import("../../static/js/pad/queue.js");
const { playerActions, playersAsked, playersCard, sendPlayer } = await import(
  "../../static/js/pad/players.js"
);

function seat(letter, code, extra) {
  return Object.assign(
    { seat: letter, code, player: null, name: "", number: "", entered: "", locked: false },
    extra || {},
  );
}

function padWith(players, round) {
  const storage = new FakeStorage();
  return {
    storage,
    state: { status: "playing", round: round || 1, players, trays: [], asks_players: true },
    ui: {},
    players: new Queue(storage, "pad:players"),
  };
}

function buttons(node) {
  if (!node || typeof node === "string") {
    return [];
  }
  const own = node.tag === "button" ? [[node.attrs.act, node.attrs.val, node.attrs.text]] : [];
  return own.concat(...node.children.map(buttons));
}

function texts(node) {
  if (!node) {
    return [];
  }
  if (typeof node === "string") {
    return [node];
  }
  const own = node.attrs.text ? [node.attrs.text] : [];
  return own.concat(...node.children.map(texts));
}

const FOUR = () => [
  seat("N", "1 NS"),
  seat("E", "1 EW"),
  seat("S", "1 NS"),
  seat("W", "1 EW"),
];

function actionsOf(pad, looked) {
  let keys = 0;
  return playerActions(pad, {
    lookUp: (letter, text) => looked && looked.push([letter, text]),
    flushPlayers: () => {},
    newKey: () => "seat-key-" + ++keys,
  });
}

test("round 1 asks while a seat waits; Skip lets the table score and asks no more this round", () => {
  const pad = padWith(FOUR());
  assert.equal(playersAsked(pad), true);
  const actions = actionsOf(pad);
  const skip = buttons(playersCard(pad)).find(([act]) => act === "players-done");
  assert.match(skip[2], /^Skip/);
  actions["players-done"]();
  assert.equal(playersAsked(pad), false);
  pad.state.round = 2; // a new round with seats still waiting asks again
  assert.equal(playersAsked(pad), true);
  const noList = padWith(FOUR());
  noList.state.asks_players = false; // a club without a member list: asked only when opened
  assert.equal(playersAsked(noList), false);
  actionsOf(noList)["players-open"]();
  assert.equal(playersAsked(noList), true);
  const finished = padWith(FOUR());
  finished.state.status = "finished";
  assert.equal(playersAsked(finished), false); // nothing asked after the finish
});

test("a seat entered at a table or by the director asks nothing; a seat named before the start asks to confirm", () => {
  const entered = [
    seat("N", "1 NS", { player: 7, name: "Ada Lovelace", number: "100234", entered: "table" }),
    seat("S", "1 NS", { player: 8, name: "Charles Babbage", entered: "director", locked: true }),
  ];
  assert.equal(playersAsked(padWith(entered)), false);
  const named = padWith([seat("N", "1 NS", { player: 7, name: "Ada Lovelace", entered: "named" })]);
  assert.equal(playersAsked(named), true);
  const taps = buttons(playersCard(named));
  assert.deepEqual(taps[0], ["player-confirm", "N", "Yes, Ada Lovelace plays here"]);
  const locked = padWith([entered[1], seat("E", "1 EW")]);
  const south = buttons(playersCard(locked)).filter(([, val]) => val === "S");
  assert.deepEqual(south, []); // the director's seat: nothing to tap
  assert.ok(texts(playersCard(locked)).includes("Ask the director to change this seat."));
});

test("a number is looked up, the name found is picked, and the entry is queued with what the seat showed", () => {
  const pad = padWith(FOUR());
  const looked = [];
  const actions = actionsOf(pad, looked);
  pad.ui.typed.N = "ad";
  actions["player-find"]("N");
  assert.deepEqual(looked, []); // fewer than three letters: no look-up
  pad.ui.typed.N = " 100234 ";
  actions["player-find"]("N");
  assert.deepEqual(looked, [["N", "100234"]]);
  pad.ui.found.N = { text: "100234", members: [{ id: 7, name: "Ada Lovelace", number: "100234" }] };
  const pick = buttons(playersCard(pad)).find(([act]) => act === "player-pick");
  assert.deepEqual(pick, ["player-pick", "N:0", "That's me: Ada Lovelace (100234)"]);
  actions["player-pick"]("N:0");
  const [item] = pad.players.waiting();
  assert.deepEqual(item.body, { seat: "N", seen: null, player: 7 });
  assert.equal(item.round, 1);
  assert.equal(pad.storage.parsed("pad:players").length, 1); // kept for a reload offline
  pad.ui.typed.W = "Joan Clarke";
  actions["player-visitor"]("W");
  assert.deepEqual(pad.players.waiting()[1].body, { seat: "W", seen: null, visitor: "Joan Clarke" });
});

test("offline, a number is queued to be checked when the connection returns, and sent once", async () => {
  const pad = padWith(FOUR());
  const actions = actionsOf(pad);
  pad.ui.typed.E = "100235";
  actions["player-number"]("E");
  const { fetch, sent } = fakeFetch([
    "offline",
    { status: 200, data: { outcome: "saved", seat: { player: 8, name: "Charles Babbage", entered: "table" } } },
  ]);
  const send = (body) => postJson(fetch, "/t/x/api/players/", body);
  await assert.rejects(sendPlayer(pad.players, send));
  assert.equal(pad.players.waiting().length, 1); // still waiting
  const settled = await sendPlayer(pad.players, send);
  assert.equal(settled.seat.name, "Charles Babbage");
  assert.equal(settled.seat.seat, "E");
  assert.equal(pad.players.items.length, 0);
  assert.equal(sent[0].body.key, sent[1].body.key); // the same key: stored once
  assert.deepEqual(sent[1].body, { seat: "E", seen: null, number: "100235", key: "seat-key-1", round: 1 });
});

test("a second phone's entry is shown to keep or change; changing sends what it saw", async () => {
  const pad = padWith(FOUR());
  const actions = actionsOf(pad);
  pad.ui.typed.N = "Alan Turing";
  actions["player-visitor"]("N");
  const theirs = { player: 7, name: "Ada Lovelace", entered: "table" };
  const { fetch, sent } = fakeFetch([
    { status: 409, data: { outcome: "taken", message: "named from another phone", seat: theirs } },
    { status: 200, data: { outcome: "saved", seat: { player: 9, name: "Alan Turing" } } },
  ]);
  const send = (body) => postJson(fetch, "/t/x/api/players/", body);
  await sendPlayer(pad.players, send);
  const [item] = pad.players.items;
  assert.equal(item.status, "taken");
  const taps = buttons(playersCard(pad)).filter(([act]) => act.startsWith("player-keep") || act === "player-replace");
  assert.deepEqual(taps, [
    ["player-keep", item.key, "Keep Ada Lovelace"],
    ["player-replace", item.key, "Change to Alan Turing (visitor)"],
  ]);
  actions["player-replace"](item.key);
  await sendPlayer(pad.players, send);
  assert.equal(sent[1].body.seen, 7);
  assert.equal(pad.players.items.length, 0);
});

test("a refusal stays on the screen with its reason until the table tries again", async () => {
  const pad = padWith(FOUR());
  const actions = actionsOf(pad);
  pad.ui.typed.S = "999999";
  actions["player-number"]("S");
  const message = "No member 999999 in the club's member list";
  const { fetch } = fakeFetch([{ status: 422, data: { outcome: "refused", message } }]);
  await sendPlayer(pad.players, (body) => postJson(fetch, "/t/x/api/players/", body));
  assert.ok(texts(playersCard(pad)).includes(message));
  const again = buttons(playersCard(pad)).find(([act]) => act === "player-keep");
  actions["player-keep"](again[1]);
  assert.equal(pad.players.items.length, 0);
});
