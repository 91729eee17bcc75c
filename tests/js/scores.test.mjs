// A result's line and the score table (static/js/pad/scores.js, picks.js).  The lines are
// written out by hand from what the pad shows a table (tests/e2e/test_pad_offline.py reads
// "6♦ E −1: NS +50" off the page); the scores are the published duplicate bridge scores
// (Laws of Duplicate Bridge 2017, Law 77).
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  relative,
  resultLine,
  signedScore,
  STRAINS,
  tableScore,
} from "../../static/js/pad/scores.js";
import { complete, fromResult, payload, pickText } from "../../static/js/pad/picks.js";

const BRIDGE = { game: "bridge" };
const WHIST = { game: "whist" };
const AUCTION = { game: "auction" };

function bridgeResult(fields) {
  return Object.assign(
    { ns_tricks: null, ew_tricks: null, adjustment: "", honours: "", honours_side: "", lead: "" },
    fields,
  );
}

test("a bridge result's line: contract, suit, doubling, declarer, tricks against it, score", () => {
  const made = bridgeResult({ contract: "4S", declarer: "S", tricks: 10, ns_score: 420 });
  assert.deepEqual(resultLine(made, BRIDGE), ["4", { suit: "S" }, "", " S =", ": NS +420"]);
  const down = bridgeResult({ contract: "3NTXX", declarer: "W", tricks: 7, ns_score: 800 });
  assert.deepEqual(resultLine(down, BRIDGE), ["3", { suit: "NT" }, "XX", " W -2", ": NS +800"]);
  const over = bridgeResult({
    contract: "2HX",
    declarer: "E",
    tricks: 10,
    ns_score: -870,
    lead: "SA",
  });
  assert.deepEqual(resultLine(over, BRIDGE), [
    "2",
    { suit: "H" },
    "X",
    " E +2",
    ", lead ",
    { card: "SA" },
    ": EW +870",
  ]);
});

test("a traveller's row leaves the score to its own column", () => {
  const made = bridgeResult({ contract: "4S", declarer: "S", tricks: 10, ns_score: 420 });
  assert.deepEqual(resultLine(made, BRIDGE, false), ["4", { suit: "S" }, "", " S ="]);
  assert.deepEqual(resultLine(bridgeResult({ contract: "PASS", ns_score: 0 }), BRIDGE, false), []);
  assert.deepEqual(resultLine({ ns_tricks: 7, ew_tricks: 6 }, WHIST, false), []);
});

test("passed out, and no bid all round at auction bridge", () => {
  const passed = bridgeResult({ contract: "PASS", declarer: "", tricks: null, ns_score: 0 });
  assert.deepEqual(resultLine(passed, BRIDGE), ["All pass: 0"]);
  assert.deepEqual(resultLine(passed, AUCTION), ["No bid all round: 0"]);
});

test("auction bridge honours, an adjusted score", () => {
  const honours = bridgeResult({
    contract: "1R",
    declarer: "N",
    tricks: 7,
    ns_score: 46,
    honours: "4-in-1",
    honours_side: "EW",
  });
  assert.deepEqual(resultLine(honours, AUCTION), [
    "1",
    { suit: "R" },
    "",
    " N =",
    ", honours 4-in-1 EW",
    ": NS +46",
  ]);
  assert.deepEqual(resultLine(bridgeResult({ adjustment: "A60/A40" }), BRIDGE), [
    "Adjusted: A60/A40",
  ]);
});

test("a whist result's line, with a revoke under Law X", () => {
  assert.deepEqual(resultLine({ ns_tricks: 8, ew_tricks: 5 }, WHIST), ["NS 8 \u00b7 EW 5"]);
  const revoked = { ns_tricks: 8, ew_tricks: 5, revokes_ns: 0, revokes_ew: 2, revoke_kept: 3 };
  assert.deepEqual(resultLine(revoked, WHIST), [
    "NS 8 \u00b7 EW 5 \u00b7 EW revoked 2 times (EW \u2212R), 3 won before the first",
  ]);
});

test("scores read as a side's", () => {
  assert.equal(signedScore(420), "NS +420");
  assert.equal(signedScore(-50), "EW +50");
  assert.equal(signedScore(0), "0");
  assert.equal(signedScore(null), "");
  assert.equal(relative("7NT", 13), "=");
  assert.equal(relative("1C", 3), "-4");
  assert.equal(relative("PASS", null), "");
});

// The score table the server sends, laid out as the pad's state describes it: per level 1-7,
// per strain C D H S NT, per undoubled/X/XX, per tricks 0-13.  Each entry here is a code that
// names its own place, so a lookup in the wrong place shows which.
function codedTable(vulnerable) {
  const scores = [];
  for (let level = 1; level <= 7; level++) {
    for (const strain of ["C", "D", "H", "S", "NT"]) {
      for (let doubled = 0; doubled <= 2; doubled++) {
        for (let tricks = 0; tricks <= 13; tricks++) {
          const code =
            level * 10000 +
            ["C", "D", "H", "S", "NT"].indexOf(strain) * 1000 +
            doubled * 100 +
            tricks;
          scores.push(vulnerable ? code : -code);
        }
      }
    }
  }
  return scores;
}
const CODED = { v: codedTable(true), nv: codedTable(false) };

test("the score table is read at the contract's place, turned to North-South's", () => {
  assert.deepEqual(STRAINS, ["C", "D", "H", "S", "NT"]);
  assert.equal(tableScore(CODED, "both", "6D", "E", 11), -61011);
  assert.equal(tableScore(CODED, "ns", "1C", "N", 0), 10000);
  assert.equal(tableScore(CODED, "ns", "7NTXX", "S", 13), 74213);
  assert.equal(tableScore(CODED, "ns", "3HX", "W", 9), 32109); // EW not vulnerable: nv, negated
  assert.equal(tableScore(CODED, "none", "4S", "S", 10), -43010);
});

test("a pick's line before Save: 6♦ E −1 not vulnerable is NS +50", () => {
  const scores = { v: new Array(1470).fill(0), nv: new Array(1470).fill(0) };
  const at = (level, strain, doubled, tricks) =>
    (((level - 1) * 5 + ["C", "D", "H", "S", "NT"].indexOf(strain)) * 3 + doubled) * 14 + tricks;
  scores.nv[at(6, "D", 0, 11)] = -50; // one down, not vulnerable, undoubled
  scores.v[at(4, "H", 1, 11)] = 990; // 4♥X+1 vulnerable: 240 + 500 + 200 + 50
  const state = { game: "bridge", scores: scores };
  const pick = { level: 6, strain: "D", doubled: 0, declarer: "E", made: -1 };
  assert.equal(
    pickText(pick, { number: 3, vulnerability: "ns" }, state),
    "6\u2666 E \u22121: NS +50",
  );
  const doubled = { level: 4, strain: "H", doubled: 1, declarer: "N", made: 1 };
  assert.equal(
    pickText(doubled, { number: 4, vulnerability: "both" }, state),
    "4\u2665X N +1: NS +990",
  );
});

test("a stored result read back into a pick gives the same body to send", () => {
  const state = { game: "auction" };
  const body = {
    tray: 2,
    contract: "3HX",
    declarer: "W",
    tricks: 8,
    lead: "DK",
    honours: "4",
    honours_side: "NS",
  };
  const pick = fromResult(body);
  assert.equal(complete(pick, state), true);
  assert.deepEqual(payload(pick, 2, state), body);
});

test("a whist pick: complete once the tricks are in and any revoke is whole", () => {
  const pick = { ns: 9, revoke: true, revokeSide: "EW" };
  assert.equal(complete(pick, WHIST), false);
  pick.revokeKept = 5; // EW made 4: cannot have won 5 before its first revoke
  assert.equal(complete(pick, WHIST), false);
  pick.revokeKept = 2;
  assert.equal(complete(pick, WHIST), true);
  assert.deepEqual(payload(pick, 6, WHIST), {
    tray: 6,
    ns_tricks: 9,
    revoke: { side: "EW", count: 1, kept: 2 },
  });
  // A revoke entered at the table and taken off again is sent as none.
  const undone = fromResult({ ns_tricks: 9, revokes_ns: 0, revokes_ew: 1, revoke_kept: 2 });
  undone.revoke = false;
  assert.deepEqual(payload(undone, 6, WHIST), {
    tray: 6,
    ns_tricks: 9,
    revoke: { side: "", count: 0, kept: 0 },
  });
});
