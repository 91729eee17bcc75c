// The pad's words (static/js/pad/words.js): without Django's catalogue (here, in node) the
// English is given back as written, with English plurals and Django's named interpolation;
// with a catalogue loaded (globalThis.gettext and the others, as the page's jsi18n script
// defines them) the pad draws the catalogue's words.  The Dutch below is written by hand: "Oost"
// for East, "O" its letter and "gever" for the dealer, as the Dutch bridge federation writes them.
import assert from "node:assert/strict";
import { afterEach, test } from "node:test";

globalThis.window = {
  TraysTap: {
    el: (tag, attrs, children) => ({ tag, attrs: attrs || {}, children: [].concat(children || []) }),
    button: (label, act, val) => ({ tag: "button", attrs: { text: label, act, val }, children: [] }),
  },
};
const words = await import("../../static/js/pad/words.js");
const { resultLine } = await import("../../static/js/pad/scores.js");
const { clockText } = await import("../../static/js/pad/screens.js");
const { trayHead } = await import("../../static/js/pad/nodes.js");

afterEach(() => {
  delete globalThis.gettext;
  delete globalThis.pgettext;
  delete globalThis.ngettext;
});

test("without a catalogue the English comes back, with named and listed values put in", () => {
  assert.equal(words.gettext("Call the director"), "Call the director");
  assert.equal(words.pgettext("seat", "E"), "E");
  assert.equal(
    words.interpolate("Round %(round)s has begun: %(board)s %(number)s", { round: 3, board: "board", number: 7 }, true),
    "Round 3 has begun: board 7",
  );
  assert.equal(words.interpolate("%s of %s", [2, 5], false), "2 of 5");
  assert.equal(words.format(words.gettext("%(time)s left"), { time: "4:59" }), "4:59 left");
});

test("without a catalogue plurals follow English: one is singular, nought and many plural", () => {
  const said = (n) =>
    words.interpolate(words.ngettext("%(count)s table", "%(count)s tables", n), { count: n }, true);
  assert.equal(said(1), "1 table");
  assert.equal(said(0), "0 tables");
  assert.equal(said(2), "2 tables");
});

test("a catalogue's Dutch is what the pad draws: the clock, the declarer's letter, the dealer", () => {
  const dutch = {
    "Paused: %(time)s": "Gepauzeerd: %(time)s",
    "dealer %(seat)s": "gever %(seat)s",
    East: "Oost",
  };
  globalThis.gettext = (message) => dutch[message] || message;
  globalThis.pgettext = (context, message) =>
    context === "seat" && message === "E" ? "O" : message;
  const paused = { readAt: 0, clock: { state: "paused", left: 754, warning: 300 } };
  assert.equal(clockText(paused, 0), "Gepauzeerd: 12:34");
  const result = {
    contract: "2H",
    declarer: "E",
    tricks: 8,
    ns_score: -110,
    ns_tricks: null,
    adjustment: "",
    honours: "",
    lead: "",
  };
  assert.equal(resultLine(result, { game: "bridge" })[3], " O =");
  const pad = { state: { game: "whist" }, words: () => "Spel" };
  const head = trayHead(pad, { number: 4, dealer: "E", vulnerability: "none" });
  assert.equal(head.children[0], "Spel 4 ");
  assert.equal(head.children[1].attrs.text, "gever Oost");
});
