// The page's nodes the pad's screens share: a suit, a card, a result's line, a row of taps and
// a tray's heading.  They are built by tap.js (loaded before the pad, shared with the party's
// page), never from markup strings.
import { gettext, interpolate } from "./words.js";
import { isWhist, resultLine, SUITS } from "./scores.js";

// The words are read when drawn (getters), so they follow the catalogue loaded.
export const SEATS = {
  get N() {
    return gettext("North");
  },
  get E() {
    return gettext("East");
  },
  get S() {
    return gettext("South");
  },
  get W() {
    return gettext("West");
  },
};
function vulnerableWords(vulnerability) {
  return {
    none: gettext("none vulnerable"),
    ns: gettext("NS vulnerable"),
    ew: gettext("EW vulnerable"),
    both: gettext("both vulnerable"),
  }[vulnerability];
}

export function el(tag, attrs, children) {
  return window.TraysTap.el(tag, attrs, children);
}
export function button(label, act, val, options) {
  return window.TraysTap.button(label, act, val, options);
}

export function trayOf(state, number) {
  return ((state && state.trays) || []).find((tray) => tray.number === number);
}

export function suit(strain) {
  if (strain === "NT") {
    return el("span", { cls: "strain nt", text: SUITS.NT[0] });
  }
  return el("span", {
    cls: "suit suit-" + strain.toLowerCase(),
    "aria-label": SUITS[strain][1],
    role: "img",
    text: SUITS[strain][0] + (strain === "R" ? "R" : ""),
  });
}
export function card(code) {
  if (!code) {
    return "";
  }
  return el("span", { cls: "card-code" }, [suit(code[0]), code[1] === "T" ? "10" : code[1]]);
}
// A result's line (scores.resultLine) as the page's nodes.
function lineNodes(parts) {
  return parts.map((part) => {
    if (typeof part === "string") {
      return part;
    }
    return part.suit ? suit(part.suit) : card(part.card);
  });
}
export function line(pad, result, withScore) {
  return lineNodes(resultLine(result, pad.state, withScore));
}

export function row(label, children, cls) {
  return el(
    "fieldset",
    { cls: "pad-row " + (cls || "") },
    [el("legend", { text: label })].concat(children),
  );
}

export function trayHead(pad, tray) {
  const vulnerable = vulnerableWords(tray.vulnerability) || "";
  const dealer = interpolate(gettext("dealer %(seat)s"), { seat: SEATS[tray.dealer] }, true);
  return el("h2", { cls: "pad-tray" }, [
    interpolate("%(board)s %(number)s ", { board: pad.words("Board"), number: tray.number }, true),
    el("span", {
      cls: "muted",
      text: dealer + (isWhist(pad.state) ? "" : " \u00b7 " + vulnerable),
    }),
  ]);
}
