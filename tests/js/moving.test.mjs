// Tables that move on by themselves, on the pad (static/js/pad/moving.js): the waits the server
// words shown as they are, where everyone went after the round before, and no taps for a board
// still in play at the table before.
import assert from "node:assert/strict";
import { test } from "node:test";

globalThis.window = {
  TraysTap: {
    el: (tag, attrs, children) => ({ tag, attrs: attrs || {}, children: [].concat(children || []) }),
    button: (label, act, val) => ({ tag: "button", attrs: { text: label, act, val }, children: [] }),
  },
};
const { movingCards, stillInPlay } = await import("../../static/js/pad/moving.js");

function texts(node) {
  if (!node || typeof node === "string") {
    return node ? [node] : [];
  }
  const own = node.attrs.text ? [node.attrs.text] : [];
  return own.concat(...node.children.map(texts));
}

const waiting = {
  round: 2,
  waits: ["Wait for boards 3-4 from table 2: still in play there."],
  waiting_trays: [3, 4],
  after: { round: 1, moves: ["1 NS: stay at table 1, sit NS.", "Boards to table 3."] },
};

test("a table that moved on is told what it waits for and where everyone went", () => {
  const cards = movingCards({ state: { moving: waiting } });
  assert.equal(cards.length, 2);
  assert.deepEqual(texts(cards[0]), ["Wait for boards 3-4 from table 2: still in play there."]);
  assert.deepEqual(texts(cards[1]), [
    "After round 1",
    "1 NS: stay at table 1, sit NS.",
    "Boards to table 3.",
  ]);
});

test("only the boards still in play at the table before wait", () => {
  const state = { moving: waiting };
  assert.equal(stillInPlay(state, 3), true);
  assert.equal(stillInPlay(state, 5), false);
  assert.equal(stillInPlay({ moving: null }, 3), false);
});

test("when the director calls each round there is nothing to show", () => {
  assert.deepEqual(movingCards({ state: { moving: null } }), []);
});
