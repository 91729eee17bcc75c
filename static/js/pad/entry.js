// The pick being entered for a tray: the rows of taps (contract, result, lead at bridge; tricks
// and revokes at whist), the score once the pick is complete, Save and Clear.
import { format, gettext, interpolate, ngettext, pgettext } from "./words.js";
import {
  AUCTION_STRAINS,
  isAuction,
  isWhist,
  LETTERS,
  mayPass,
  SIDES,
  STRAINS,
  SUITS,
} from "./scores.js";
import { complete, revokeMade, scoreText } from "./picks.js";
import { button, card, el, row, SEATS, suit, trayHead } from "./nodes.js";

const RANKS = ["A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2"];
function honours() {
  return [
    ["", gettext("None")],
    ["3", "3"],
    ["4", "4"],
    ["4-in-1", gettext("4 in one hand")],
    ["5", "5"],
    ["5-4-in-1", gettext("5, 4 in one hand")],
    ["5-in-1", gettext("5 in one hand")],
  ];
}

function madeButtons(pick) {
  const level = pick.level || 1;
  const out = [button(gettext("Made"), "rel", 0, {
      pressed: pick.made === 0,
      cls: "made",
      label: pgettext("result", "made"),
    }),];
  for (let up = 1; up <= 7 - level; up++) {
    out.push(button("+" + up, "rel", up, { pressed: pick.made === up }));
  }
  for (let down = 1; down <= 6 + level; down++) {
    out.push(
      button("\u2212" + down, "rel", -down, {
        pressed: pick.made === -down,
        label: "\u2212" + down + ", " + format(gettext("down %(count)s"), { count: down }),
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
      button(auction ? gettext("No bid") : gettext("Pass"), "pass", "", {
        pressed: !!pick.pass,
        label: auction ? gettext("No bid, nobody bids") : gettext("Pass, all pass"),
      }),
    );
  }
  const rows = [
    row(auction ? gettext("Declaration") : gettext("Contract"), levels, "levels"),
    row(
      pad.words("Denomination"),
      (auction ? AUCTION_STRAINS : STRAINS).map((s) =>
        button([suit(s)], "strain", s, {
          pressed: pick.strain === s,
          label: s === "NT" ? SUITS.NT[0] + ", " + SUITS.NT[1] : SUITS[s][1],
        }),
      ),
      "strains",
    ),
    el("div", { cls: "pad-duo" }, [
      row(
        gettext("Doubled"),
        [
          button("X", "dbl", 1, {
            pressed: pick.doubled === 1,
            label: "X, " + gettext("doubled"),
          }),
          button("XX", "dbl", 2, {
            pressed: pick.doubled === 2,
            label: "XX, " + gettext("redoubled"),
          }),
        ],
        "doubles",
      ),
      row(
        gettext("Declarer"),
        ["N", "E", "S", "W"].map((s) =>
          button(LETTERS[s], "decl", s, {
            pressed: pick.declarer === s,
            label: LETTERS[s] + ", " + SEATS[s],
          }),
        ),
        "seats",
      ),
    ]),
  ];
  if (pick.pass) {
    return rows.slice(0, 1);
  }
  rows.push(row(gettext("Result"), madeButtons(pick), "results"));
  if (auction) {
    rows.push(
      row(
        gettext("Honours"),
        honours().map(([value, label]) =>
          button(label, "honours", value, { pressed: (pick.honours || "") === value }),
        ),
        "honours",
      ),
    );
    if (pick.honours) {
      rows.push(
        row(
          gettext("Held by"),
          ["NS", "EW"].map((s) =>
            button(SIDES[s], "hside", s, { pressed: pick.honoursSide === s }),
          ),
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
    button(
      pick.lead ? [gettext("Lead") + " ", card(pick.lead)] : gettext("Opening lead (optional)"),
      "lead",
      "",
      {
        pressed: ui.leadOpen,
        cls: "full",
      },
    ),
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
      children.push(button(gettext("No lead"), "nolead", ""));
    }
  }
  return row(gettext("Lead"), children, "lead");
}

function revokeRows(pad, pick) {
  if (!pad.state.revokes || pick.ns === undefined || pick.ns === null) {
    return [];
  }
  const rows = [
    row(
      gettext("Law X"),
      [
        button(gettext("Revoke"), "revoke", "", {
          pressed: !!pick.revoke,
          label: format(gettext("Revoke: a side revoked on this %(board)s"), { board: pad.words("board") }),
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
      gettext("Revoked by"),
      ["NS", "EW"].map((s) =>
        button(SIDES[s], "rside", s, {
          pressed: pick.revokeSide === s,
          label:
            SIDES[s] +
            ", " +
            (s === "NS" ? gettext("North-South revoked") : gettext("East-West revoked")),
        }),
      ),
      "seats",
    ),
  );
  rows.push(
    row(
      gettext("Times"),
      [1, 2, 3].map((n) =>
        button(String(n), "rcount", n, {
          pressed: (pick.revokeCount || 1) === n,
          label: interpolate(ngettext("%(count)s revoke", "%(count)s revokes", n), { count: n }, true),
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
          label:
            n +
            ", " +
            format(gettext("%(side)s won %(count)s before the first revoke"), {
              side: SIDES[pick.revokeSide],
              count: n,
            }),
        }),
      );
    }
    const said = format(gettext("Tricks %(side)s won before the first revoke"), {
      side: SIDES[pick.revokeSide],
    });
    rows.push(row(said, kept, "tricks"));
  }
  return rows;
}

function whistRows(pad, pick) {
  const taps = [];
  for (let n = 0; n <= 13; n++) {
    taps.push(
      button(String(n), "ns", n, {
        pressed: pick.ns === n,
        label: n + ", " + format(gettext("North-South %(count)s"), { count: n }),
      }),
    );
  }
  const eastWest = pick.ns === undefined ? "" : format(gettext("East-West %(count)s"), { count: 13 - pick.ns });
  return [
    row(gettext("Tricks for North-South"), taps, "tricks"),
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
          ? gettext(
              "The opponents have accepted it: the change you save goes to the director, who accepts or rejects it.",
            )
          : gettext("Changing the result before the opponents accept it."),
    });
  }
  return el(
    "section",
    {
      cls: "pad-card",
      "aria-label": format(gettext("%(board)s %(number)s"), { board: words("Board"), number: tray.number }),
    },
    [trayHead(pad, tray), editing].concat(body).concat([
      el(
        "p",
        { cls: "pad-score", "aria-live": "polite" },
        done ? [scoreText(pick, tray, state, pad.checked)] : [],
      ),
      el("div", { cls: "pad-actions" }, [
        button(format(gettext("Save %(board)s %(number)s"), { board: words("board"), number: tray.number }), "save", "", {
          disabled: !done,
          cls: "save",
        }),
        ui.editOf
          ? button(gettext("Keep it as it was"), "keep", "", { cls: "secondary" })
          : button(gettext("Clear"), "clear", "", { cls: "secondary" }),
      ]),
      lead,
    ]),
  );
}
