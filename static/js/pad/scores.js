// The score table and a result's line: what a result says, in words and suit symbols.  Pure:
// no page, no storage, so node's test runner checks it (tests/js).  A line is a list of parts,
// each a string or {suit: "S"} or {card: "SA"}; screens.js turns the parts into the page's nodes.
import { gettext, interpolate, pgettext } from "./words.js";

// The words are read when drawn (getters), so they follow the catalogue loaded.
export const SUITS = {
  get C() {
    return ["\u2663", gettext("clubs")];
  },
  get D() {
    return ["\u2666", gettext("diamonds")];
  },
  get H() {
    return ["\u2665", gettext("hearts")];
  },
  get S() {
    return ["\u2660", gettext("spades")];
  },
  get R() {
    return ["\u2660", gettext("royal spades")];
  },
  get NT() {
    return [pgettext("strain", "NT"), gettext("no trumps")];
  },
};
// The seats' letters and the sides as each language writes them (Dutch N/O/Z/W, NZ/OW).
export const LETTERS = {
  get N() {
    return pgettext("seat", "N");
  },
  get E() {
    return pgettext("seat", "E");
  },
  get S() {
    return pgettext("seat", "S");
  },
  get W() {
    return pgettext("seat", "W");
  },
};
export const SIDES = {
  get NS() {
    return pgettext("side", "NS");
  },
  get EW() {
    return pgettext("side", "EW");
  },
};
export const STRAINS = ["C", "D", "H", "S", "NT"];
export const AUCTION_STRAINS = ["S", "C", "D", "H", "R", "NT"];
const DOUBLES = ["", "X", "XX"];

// The game of the pad's state: whist, bridge or auction (duplicate auction bridge).
export function gameOf(state) {
  return (state && state.game) || "";
}
export function isWhist(state) {
  return gameOf(state) === "whist";
}
export function isAuction(state) {
  return gameOf(state) === "auction";
}
// Duplicate auction: the dealer must declare unless the English rule lets him say no bid.
export function passWords(state) {
  return isAuction(state) ? gettext("No bid all round") : gettext("All pass");
}
export function mayPass(state) {
  return !isAuction(state) || !!(state && state.english);
}

export function contractParts(text) {
  const match = /^(\d)(NT|[CDHSR])(X{0,2})$/.exec(text || "");
  return match ? { level: Number(match[1]), strain: match[2], doubled: match[3].length } : null;
}

function contractLine(text, state) {
  const parts = contractParts(text);
  if (text === "PASS") {
    return [passWords(state)];
  }
  if (!parts) {
    return [text || ""];
  }
  return [String(parts.level), { suit: parts.strain }, DOUBLES[parts.doubled]];
}

// "=", "+1", "-2": the tricks made against the contract.
export function relative(contract, tricks) {
  const parts = contractParts(contract);
  if (!parts || tricks === null || tricks === undefined) {
    return "";
  }
  const diff = tricks - 6 - parts.level;
  if (diff === 0) {
    return "=";
  }
  return diff > 0 ? "+" + diff : String(diff);
}

export function signedScore(nsScore) {
  if (nsScore === null || nsScore === undefined) {
    return "";
  }
  if (nsScore === 0) {
    return "0";
  }
  return nsScore > 0 ? SIDES.NS + " +" + nsScore : SIDES.EW + " +" + -nsScore;
}

// Law X: the side that revoked scores -R, the other +R; the tricks it won before its first
// revoke are kept.
export function revokeText(result) {
  const side = result.revokes_ns ? SIDES.NS : result.revokes_ew ? SIDES.EW : "";
  if (!side) {
    return "";
  }
  const count = result.revokes_ns || result.revokes_ew;
  const values = { side: side, count: count, kept: result.revoke_kept };
  const said =
    count > 1
      ? interpolate(
          gettext("%(side)s revoked %(count)s times (%(side)s \u2212R), %(kept)s won before the first"),
          values,
          true,
        )
      : interpolate(
          gettext("%(side)s revoked (%(side)s \u2212R), %(kept)s won before the first"),
          values,
          true,
        );
  return " \u00b7 " + said;
}

function whistLine(result) {
  return (
    SIDES.NS + " " + result.ns_tricks + " \u00b7 " + SIDES.EW + " " + result.ew_tricks + revokeText(result)
  );
}

// A result's line, the one drawing of it: a stored result, the result another phone stored
// first, or a traveller's row (withScore false: the contract alone, its score in a column of
// its own; a line that is only a score is then empty).
export function resultLine(result, state, withScore = true) {
  if (result.adjustment) {
    return withScore
      ? [interpolate(gettext("Adjusted: %(adjustment)s"), { adjustment: result.adjustment }, true)]
      : [];
  }
  if (result.ns_tricks !== null && result.ns_tricks !== undefined) {
    return withScore ? [whistLine(result)] : [];
  }
  if (result.contract === "PASS") {
    return withScore ? [passWords(state) + ": 0"] : [];
  }
  const out = contractLine(result.contract, state);
  const declarer = LETTERS[result.declarer] || result.declarer;
  out.push(" " + declarer + " " + relative(result.contract, result.tricks));
  if (result.honours) {
    const values = {
      honours: result.honours,
      side: SIDES[result.honours_side] || result.honours_side,
    };
    out.push(", " + interpolate(gettext("honours %(honours)s %(side)s"), values, true));
  }
  if (result.lead) {
    out.push(", " + gettext("lead") + " ", { card: result.lead });
  }
  if (withScore) {
    out.push(": " + signedScore(result.ns_score));
  }
  return out;
}

// The score table the state brings: for each vulnerability ("v", "nv") one score per contract
// (level 1-7, strain in STRAINS order, undoubled/X/XX) and tricks taken (0-13), for the
// declaring side.  The score is turned to North-South's.
export function tableScore(scores, vulnerability, contract, declarer, tricks) {
  const parts = contractParts(contract);
  const index =
    (((parts.level - 1) * 5 + STRAINS.indexOf(parts.strain)) * 3 + parts.doubled) * 14 + tricks;
  const side = declarer === "N" || declarer === "S" ? "ns" : "ew";
  const vulnerable = vulnerability === "both" || vulnerability === side;
  const score = scores[vulnerable ? "v" : "nv"][index];
  return side === "ns" ? score : -score;
}
