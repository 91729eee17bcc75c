// The pick: what the table has tapped so far for one tray, the body sent for it, and a stored
// or queued result read back into a pick to change it.  Pure, like scores.js.
import { gettext } from "./words.js";
import {
  contractParts,
  isAuction,
  isWhist,
  LETTERS,
  passWords,
  revokeText,
  SIDES,
  signedScore,
  SUITS,
  tableScore,
} from "./scores.js";

const DOUBLES = ["", "X", "XX"];

function given(value) {
  return value !== undefined && value !== null;
}

// The tricks the revoking side made, of which it keeps those won before its first revoke.
export function revokeMade(pick) {
  return pick.revokeSide === "NS" ? pick.ns : 13 - pick.ns;
}
function revokeDone(pick) {
  return (
    !pick.revoke ||
    (!!pick.revokeSide && given(pick.revokeKept) && pick.revokeKept <= revokeMade(pick))
  );
}

export function complete(pick, state) {
  if (isWhist(state)) {
    return given(pick.ns) && revokeDone(pick);
  }
  if (pick.pass) {
    return true;
  }
  const ok = pick.level && pick.strain && pick.declarer && given(pick.made);
  if (ok && isAuction(state)) {
    return !pick.honours === !pick.honoursSide;
  }
  return !!ok;
}

export function contractText(pick) {
  return pick.pass ? "PASS" : pick.level + pick.strain + DOUBLES[pick.doubled || 0];
}
function tricks(pick) {
  return 6 + pick.level + pick.made;
}

// The body the pad's API takes for the pick on tray `tray`.
export function payload(pick, tray, state) {
  if (isWhist(state)) {
    const whist = { tray: tray, ns_tricks: pick.ns };
    if (pick.revoke) {
      whist.revoke = { side: pick.revokeSide, count: pick.revokeCount || 1, kept: pick.revokeKept };
    } else if (pick.hadRevoke) {
      // taking off a revoke entered at the table
      whist.revoke = { side: "", count: 0, kept: 0 };
    }
    return whist;
  }
  const body = { tray: tray, contract: contractText(pick) };
  if (!pick.pass) {
    body.declarer = pick.declarer;
    body.tricks = tricks(pick);
    if (pick.lead) {
      body.lead = pick.lead;
    }
    if (isAuction(state)) {
      body.honours = pick.honours || "";
      body.honours_side = pick.honoursSide || "";
    }
  }
  return body;
}

// The pick's score as the pad shows it before Save; auction bridge is scored by the server
// (`checked`: the answers to the pad's checks, by payload).
export function scoreText(pick, tray, state, checked) {
  if (isWhist(state)) {
    const revoke = pick.revoke
      ? revokeText({
          revokes_ns: pick.revokeSide === "NS" ? pick.revokeCount || 1 : 0,
          revokes_ew: pick.revokeSide === "EW" ? pick.revokeCount || 1 : 0,
          revoke_kept: pick.revokeKept,
        })
      : "";
    return SIDES.NS + " " + pick.ns + " \u00b7 " + SIDES.EW + " " + (13 - pick.ns) + revoke;
  }
  if (pick.pass) {
    return passWords(state) + ": 0";
  }
  if (isAuction(state)) {
    const key = JSON.stringify(payload(pick, tray.number, state));
    return (checked && checked[key]) || gettext("Scored when it is sent");
  }
  return signedScore(
    tableScore(state.scores, tray.vulnerability, contractText(pick), pick.declarer, tricks(pick)),
  );
}

// The queued result's title: "6♦ E −1: NS +50".
export function pickText(pick, tray, state, checked) {
  if (isWhist(state) || pick.pass) {
    return scoreText(pick, tray, state, checked);
  }
  const strain = SUITS[pick.strain][0];
  let made = "=";
  if (pick.made > 0) {
    made = "+" + pick.made;
  } else if (pick.made < 0) {
    made = "\u2212" + -pick.made;
  }
  const contract = pick.level + strain + DOUBLES[pick.doubled || 0];
  const declarer = LETTERS[pick.declarer] || pick.declarer;
  return `${contract} ${declarer} ${made}: ${scoreText(pick, tray, state, checked)}`;
}

function whistPick(result) {
  const sent = result.revoke; // a queued body, or a stored result's fields
  let side = result.revokes_ns ? "NS" : result.revokes_ew ? "EW" : "";
  if (sent) {
    side = sent.side;
  }
  const pick = {
    ns: result.ns_tricks,
    hadRevoke: !!(sent || result.revokes_ns || result.revokes_ew),
  };
  if (side) {
    pick.revoke = true;
    pick.revokeSide = side;
    pick.revokeCount = sent ? sent.count : result.revokes_ns || result.revokes_ew;
    pick.revokeKept = sent ? sent.kept : result.revoke_kept;
  }
  return pick;
}

// A stored result, or a queued body, as a pick to change.
export function fromResult(result) {
  if (given(result.ns_tricks)) {
    return whistPick(result);
  }
  if (result.contract === "PASS") {
    return { pass: true };
  }
  const parts = contractParts(result.contract) || {};
  return {
    level: parts.level,
    strain: parts.strain,
    doubled: parts.doubled,
    declarer: result.declarer,
    made: result.tricks - 6 - parts.level,
    lead: result.lead || null,
    honours: result.honours || "",
    honoursSide: result.honours_side || "",
  };
}

// A pick's result that can no longer be: more than 13 tricks, or fewer than none.
export function clampMade(pick) {
  if (given(pick.made) && (tricks(pick) > 13 || tricks(pick) < 0)) {
    delete pick.made;
  }
}
