// What each tap does: a button's data-act names the action, its data-val the value tapped.
// The actions change the pick (pad.ui.pick) or the queue; what needs the network or the page
// comes in `does`: {openTray, enqueue, answer, call, flush, newKey}.  main.js draws the pad again
// after each tap.
import { clampMade, complete, fromResult, revokeMade } from "./picks.js";
import { trayOf } from "./nodes.js";

export function tapActions(pad, does) {
  const { ui, queue } = pad;
  const { openTray, enqueue, flush } = does;
  const pick = () => ui.pick;
  return {
    tray: (value) => openTray(trayOf(pad.state, Number(value)).number),
    level: (value) => {
      pick().level = Number(value);
      pick().pass = false;
      clampMade(pick());
    },
    strain: (value) => {
      pick().strain = value;
      pick().pass = false;
    },
    dbl: (value) => {
      pick().doubled = pick().doubled === Number(value) ? 0 : Number(value);
    },
    pass: () => {
      ui.pick = { pass: true };
    },
    decl: (value) => {
      pick().declarer = value;
    },
    rel: (value) => {
      pick().made = Number(value);
    },
    ns: (value) => {
      pick().ns = Number(value);
      if (pick().revoke && pick().revokeSide && pick().revokeKept > revokeMade(pick())) {
        delete pick().revokeKept;
      }
    },
    revoke: () => {
      pick().revoke = !pick().revoke;
      if (!pick().revoke) {
        delete pick().revokeSide;
        delete pick().revokeKept;
        delete pick().revokeCount;
      }
    },
    rside: (value) => {
      pick().revokeSide = value;
      if (pick().revokeKept > revokeMade(pick())) {
        delete pick().revokeKept;
      }
    },
    rcount: (value) => {
      pick().revokeCount = Number(value);
    },
    rkept: (value) => {
      pick().revokeKept = Number(value);
    },
    honours: (value) => {
      pick().honours = value;
      if (!value) {
        pick().honoursSide = "";
      }
    },
    hside: (value) => {
      pick().honoursSide = value;
    },
    lead: () => {
      ui.leadOpen = !ui.leadOpen;
      ui.leadSuit = null;
    },
    leadsuit: (value) => {
      ui.leadSuit = value;
    },
    leadrank: (value) => {
      pick().lead = ui.leadSuit + value;
      ui.leadOpen = false;
    },
    nolead: () => {
      pick().lead = null;
      ui.leadOpen = false;
    },
    save: () => {
      if (complete(pick(), pad.state)) {
        enqueue();
      }
    },
    clear: () => openTray(ui.tray, ui.editOf),
    change: (value) => {
      const tray = trayOf(pad.state, Number(value));
      openTray(tray.number, tray.result.id);
      ui.pick = fromResult(tray.result);
    },
    keep: () => openTray(ui.tray),
    accept: (value) => does.answer(Number(value), "accept"),
    disagree: (value) => does.answer(Number(value), "disagree"),
    retry: (value) => {
      const item = queue.byKey(value);
      if (item) {
        item.status = "waiting";
        item.confirmed = true;
        flush();
      }
    },
    mine: (value) => {
      const item = queue.byKey(value);
      if (item) {
        item.editOf = item.theirs.id;
        item.key = does.newKey();
        item.status = "waiting";
        flush();
      }
    },
    drop: (value) => {
      queue.drop(value);
    },
    fix: (value) => {
      const item = queue.drop(value);
      const tray = item && trayOf(pad.state, item.tray);
      if (tray) {
        openTray(tray.number, tray.result ? tray.result.id : null);
        ui.pick = fromResult(item.body);
      }
    },
    round: () => openTray(null),
    // "Call the director", then the reason (or none): one tap more, the call goes at once.
    calling: () => {
      ui.calling = !ui.calling;
    },
    call: (value) => does.call(value),
  };
}
