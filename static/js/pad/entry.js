// The pick being entered for a tray: the rows of taps (contract, result, lead at bridge; tricks
// and revokes at whist), the score once the pick is complete, Save and Clear.
import { AUCTION_STRAINS, isAuction, isWhist, mayPass, STRAINS, SUITS } from "./scores.js";
import { complete, revokeMade, scoreText } from "./picks.js";
import { button, card, el, row, SEATS, suit, trayHead } from "./nodes.js";

const RANKS = ["A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2"];
const HONOURS = [
  ["", "None"],
  ["3", "3"],
  ["4", "4"],
  ["4-in-1", "4 in one hand"],
  ["5", "5"],
  ["5-4-in-1", "5, 4 in one hand"],
  ["5-in-1", "5 in one hand"],
];

function madeButtons(pick) {
  const level = pick.level || 1;
  const out = [button("Made", "rel", 0, { pressed: pick.made === 0, cls: "made", label: "made" })];
  for (let up = 1; up <= 7 - level; up++) {
    out.push(button("+" + up, "rel", up, { pressed: pick.made === up }));
  }
  for (let down = 1; down <= 6 + level; down++) {
    out.push(
      button("\u2212" + down, "rel", -down, {
        pressed: pick.made === -down,
        label: "\u2212" + down + ", down " + down,
        cls: "down",
      }),
    );
  }
  return out;
}

function bridgeRows(pad, pick) {
  const auction = isAuction(pad.state);
  const levels = [1, 2, 3, 4, 5, 6, 7].map((n) =>
    button(String(n), "level", n, { pressed: pick.level === n, cls: "level" }),
  );
  if (mayPass(pad.state)) {
    levels.push(
      button(auction ? "No bid" : "Pass", "pass", "", {
        pressed: !!pick.pass,
        label: auction ? "No bid, nobody bids" : "Pass, all pass",
      }),
    );
  }
  const rows = [
    row(auction ? "Declaration" : "Contract", levels, "levels"),
    row(
      pad.words("Denomination"),
      (auction ? AUCTION_STRAINS : STRAINS).map((s) =>
        button([suit(s)], "strain", s, {
          pressed: pick.strain === s,
          label: s === "NT" ? "NT, no trumps" : SUITS[s][1],
        }),
      ),
      "strains",
    ),
    el("div", { cls: "pad-duo" }, [
      row(
        "Doubled",
        [
          button("X", "dbl", 1, { pressed: pick.doubled === 1, label: "X, doubled" }),
          button("XX", "dbl", 2, { pressed: pick.doubled === 2, label: "XX, redoubled" }),
        ],
        "doubles",
      ),
      row(
        "Declarer",
        ["N", "E", "S", "W"].map((s) =>
          button(s, "decl", s, { pressed: pick.declarer === s, label: s + ", " + SEATS[s] }),
        ),
        "seats",
      ),
    ]),
  ];
  if (pick.pass) {
    return rows.slice(0, 1);
  }
  rows.push(row("Result", madeButtons(pick), "results"));
  if (auction) {
    rows.push(
      row(
        "Honours",
        HONOURS.map(([value, label]) =>
          button(label, "honours", value, { pressed: (pick.honours || "") === value }),
        ),
        "honours",
      ),
    );
    if (pick.honours) {
      rows.push(
        row(
          "Held by",
          ["NS", "EW"].map((s) => button(s, "hside", s, { pressed: pick.honoursSide === s })),
          "seats",
        ),
      );
    }
  }
  return rows;
}

function leadRow(pad, pick) {
  const { ui } = pad;
  let children = [
    button(pick.lead ? ["Lead ", card(pick.lead)] : "Opening lead (optional)", "lead", "", {
      pressed: ui.leadOpen,
      cls: "full",
    }),
  ];
  if (ui.leadOpen) {
    children = children.concat(
      ["S", "H", "D", "C"].map((s) =>
        button([suit(s)], "leadsuit", s, { pressed: ui.leadSuit === s, label: SUITS[s][1] }),
      ),
    );
    if (ui.leadSuit) {
      children = children.concat(RANKS.map((r) => button(r === "T" ? "10" : r, "leadrank", r)));
    }
    if (pick.lead) {
      children.push(button("No lead", "nolead", ""));
    }
  }
  return row("Lead", children, "lead");
}

function revokeRows(pad, pick) {
  if (!pad.state.revokes || pick.ns === undefined || pick.ns === null) {
    return [];
  }
  const rows = [
    row(
      "Law X",
      [
        button("Revoke", "revoke", "", {
          pressed: !!pick.revoke,
          label: "Revoke: a side revoked on this " + pad.words("board"),
          cls: "full",
        }),
      ],
      "revoke",
    ),
  ];
  if (!pick.revoke) {
    return rows;
  }
  rows.push(
    row(
      "Revoked by",
      ["NS", "EW"].map((s) =>
        button(s, "rside", s, {
          pressed: pick.revokeSide === s,
          label: s + (s === "NS" ? ", North-South revoked" : ", East-West revoked"),
        }),
      ),
      "seats",
    ),
  );
  rows.push(
    row(
      "Times",
      [1, 2, 3].map((n) =>
        button(String(n), "rcount", n, {
          pressed: (pick.revokeCount || 1) === n,
          label: n + (n > 1 ? " revokes" : " revoke"),
        }),
      ),
      "seats",
    ),
  );
  if (pick.revokeSide) {
    const kept = [];
    for (let n = 0; n <= revokeMade(pick); n++) {
      kept.push(
        button(String(n), "rkept", n, {
          pressed: pick.revokeKept === n,
          label: n + ", " + pick.revokeSide + " won " + n + " before the first revoke",
        }),
      );
    }
    rows.push(row("Tricks " + pick.revokeSide + " won before the first revoke", kept, "tricks"));
  }
  return rows;
}

function whistRows(pad, pick) {
  const taps = [];
  for (let n = 0; n <= 13; n++) {
    taps.push(
      button(String(n), "ns", n, { pressed: pick.ns === n, label: n + ", North-South " + n }),
    );
  }
  const eastWest = pick.ns === undefined ? "" : "East-West " + (13 - pick.ns);
  return [
    row("Tricks for North-South", taps, "tricks"),
    el("p", { cls: "pad-ew", text: eastWest }),
  ].concat(revokeRows(pad, pick));
}

// The pick being entered for a tray, with its score once it is complete, Save and Clear.
export function entry(pad, tray) {
  const { state, ui, words } = pad;
  const pick = ui.pick;
  const done = complete(pick, state);
  const body = isWhist(state) ? whistRows(pad, pick) : bridgeRows(pad, pick);
  // The opening lead is optional: it comes after Save, so that what every tray needs fits
  // one phone screen.
  const lead = isWhist(state) || pick.pass ? null : leadRow(pad, pick);
  let editing = null;
  if (ui.editOf) {
    editing = el("p", {
      cls: "muted",
      text:
        tray.result && tray.result.asks_director
          ? "The opponents have accepted it: the change you save goes to the director, who " +
            "accepts or rejects it."
          : "Changing the result before the opponents accept it.",
    });
  }
  return el(
    "section",
    { cls: "pad-card", "aria-label": words("Board") + " " + tray.number },
    [trayHead(pad, tray), editing].concat(body).concat([
      el(
        "p",
        { cls: "pad-score", "aria-live": "polite" },
        done ? [scoreText(pick, tray, state, pad.checked)] : [],
      ),
      el("div", { cls: "pad-actions" }, [
        button("Save " + words("board") + " " + tray.number, "save", "", {
          disabled: !done,
          cls: "save",
        }),
        ui.editOf
          ? button("Keep it as it was", "keep", "", { cls: "secondary" })
          : button("Clear", "clear", "", { cls: "secondary" }),
      ]),
      lead,
    ]),
  );
}
