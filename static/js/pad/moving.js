// Tables that move on by themselves: what keeps the table waiting (its boards still in play at
// the table before, the slowest tables, the director's hold) and, until its first result of the
// round, where everyone went after its round before.  The words are the server's.
import { format, gettext } from "./words.js";
import { el } from "./nodes.js";

// Whether `number` is a board of the round still in play at the table before.
export function stillInPlay(state, number) {
  const moving = state && state.moving;
  return Boolean(moving && (moving.waiting_trays || []).includes(number));
}

export function movingCards(pad) {
  const moving = pad.state && pad.state.moving;
  if (!moving) {
    return [];
  }
  const parts = [];
  if (moving.waits && moving.waits.length) {
    parts.push(
      el("section", { cls: "pad-card moving-waits", role: "status" }, [
        el(
          "ul",
          {},
          moving.waits.map((text) => el("li", { text })),
        ),
      ]),
    );
  }
  if (moving.after && moving.after.moves && moving.after.moves.length) {
    parts.push(
      el("section", { cls: "pad-card moves moving-after" }, [
        el("h2", { cls: "pad-tray", text: format(gettext("After round %(round)s"), { round: moving.after.round }) }),
        el(
          "ul",
          {},
          moving.after.moves.map((move) => el("li", { text: move })),
        ),
      ]),
    );
  }
  return parts;
}
