// The deal on the pad (static/js/pad/screens.js, dealView): the four hands in the order North,
// East, South, West with their points, then the double-dummy makes, or a word that they are
// being worked out; nothing for a board whose deal the table may not see (the server sends
// none: views/pad_state.py decides, through the trust policy).
import assert from "node:assert/strict";
import { test } from "node:test";

// The page's node builder (static/js/tap.js) as plain objects a test can read.
globalThis.window = {
  TraysTap: {
    el: (tag, attrs, children) => ({ tag, attrs: attrs || {}, children: [].concat(children || []) }),
    button: (label) => ({ tag: "button", attrs: { text: label }, children: [] }),
  },
};
const { dealView } = await import("../../static/js/pad/screens.js");

function texts(node) {
  if (node === null || node === undefined) {
    return [];
  }
  if (typeof node === "string") {
    return [node];
  }
  return [node.attrs.text || ""].concat(...node.children.map(texts)).filter(Boolean);
}

const SUITS = (spades, hearts, diamonds, clubs) => [
  ["\u2660", spades, false],
  ["\u2665", hearts, true],
  ["\u2666", diamonds, true],
  ["\u2663", clubs, false],
];
// Board 1 of a hand-made deal: North holds the four aces (16 points), and so on round.
const DEAL = {
  hands: [
    { seat: "N", name: "North", points: 16, suits: SUITS("AKQ", "A", "A", "A5432") },
    { seat: "E", name: "East", points: 6, suits: SUITS("JT9", "KQ", "K", "K9876") },
    { seat: "S", name: "South", points: 10, suits: SUITS("876", "JT9", "QJT", "QJT") },
    { seat: "W", name: "West", points: 8, suits: SUITS("5432", "8765432", "", "") },
  ],
  strains: [["\u2663", false], ["\u2666", true], ["\u2665", true], ["\u2660", false], ["NT", false]],
  makes: [
    ["North", [11, 7, 6, 9, 8]],
    ["South", [11, 7, 6, 9, 8]],
    ["East", [2, 6, 7, 4, 5]],
    ["West", [2, 6, 7, 4, 5]],
  ],
  par: "5CN",
  whist: "",
};

test("a board without a deal sent shows none", () => {
  assert.equal(dealView({ number: 1, deal: null }), null);
  assert.equal(dealView({ number: 1 }), null);
});

test("the four hands, North first, with their points, then the makes and par", () => {
  const view = dealView({ number: 1, deal: DEAL });
  const words = texts(view);
  assert.deepEqual(
    words.filter((w) => /\(\d+\)$/.test(w)),
    ["North (16)", "East (6)", "South (10)", "West (8)"],
  );
  // West's void in diamonds and clubs is shown as a dash, not left out.
  const west = view.children[1].children[3];
  assert.deepEqual(texts(west).slice(1), ["\u2660", " 5432", "\u2665", " 8765432", "\u2666", " \u2014", "\u2663", " \u2014"]);
  assert.ok(words.includes("Double dummy: tricks for each declarer"));
  const rows = words.slice(words.indexOf("NT") + 1, words.indexOf("Par: 5CN"));
  assert.deepEqual(rows, [
    "North", "11", "7", "6", "9", "8",
    "South", "11", "7", "6", "9", "8",
    "East", "2", "6", "7", "4", "5",
    "West", "2", "6", "7", "4", "5",
  ]);
});

test("before the analysis: the hands, and a word that the makes are coming", () => {
  const words = texts(dealView({ number: 1, deal: { ...DEAL, makes: [], par: "" } }));
  assert.ok(words.includes("The double-dummy makes are being worked out."));
  assert.ok(!words.some((w) => w.startsWith("Par")));
});

test("at whist, what double dummy gives in place of par", () => {
  const whist = { ...DEAL, par: "", whist: "Hearts trumps, the lead from East: NS 9" };
  const words = texts(dealView({ number: 1, deal: whist }));
  assert.equal(words[words.length - 1], "Hearts trumps, the lead from East: NS 9");
});
