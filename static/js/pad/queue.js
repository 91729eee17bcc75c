// The results typed at the table, kept on the phone until the server has them.  Each carries a
// key of its own, so a resend after a lost answer stores nothing twice.  The queue lives in the
// phone's storage (localStorage, or any object with getItem and setItem), under one name per
// table link, and survives a reload offline.
import { format, gettext } from "./words.js";


export function readJson(storage, name) {
  try {
    return JSON.parse(storage.getItem(name));
  } catch {
    return null;
  }
}
export function writeJson(storage, name, value) {
  try {
    storage.setItem(name, JSON.stringify(value));
  } catch {
    // the phone's storage is full: the pad goes on with what it holds in memory
  }
}

export class Queue {
  constructor(storage, name) {
    this.storage = storage;
    this.name = name;
    this.items = readJson(storage, name) || [];
  }
  save() {
    writeJson(this.storage, this.name, this.items);
  }
  add(item) {
    this.items.push(Object.assign({ status: "waiting" }, item));
    this.save();
  }
  byKey(key) {
    return this.items.find((item) => item.key === key);
  }
  // Takes the result with that key off the queue; a key no longer there takes off nothing.
  drop(key) {
    const at = this.items.findIndex((item) => item.key === key);
    if (at < 0) {
      return null;
    }
    const [gone] = this.items.splice(at, 1);
    this.save();
    return gone;
  }
  waiting() {
    return this.items.filter((item) => item.status === "waiting");
  }
  // The result queued for a tray in a round, if any.
  queuedFor(tray, round) {
    return this.items.find((item) => item.tray === tray && item.round === round);
  }
}

// The result the server holds is the one the phone sent (so "taken" means "already stored").
export function sameResult(mine, theirs) {
  if (mine.ns_tricks !== undefined) {
    return theirs.ns_tricks === mine.ns_tricks;
  }
  if (mine.contract === "PASS") {
    return theirs.contract === "PASS";
  }
  return (
    theirs.contract === mine.contract &&
    theirs.declarer === mine.declarer &&
    theirs.tricks === mine.tricks
  );
}

// What the server's answer to sending `item` means.  Returns {more, stored, notice}: whether to
// send the next one at once, the result now stored (for the pad's state), and what to tell the
// table.  The item is taken off the queue once the server has it; otherwise it stays, waiting
// (the server is busy or down) or marked for the table to decide ("taken", "confirm",
// "refused").  `words(key)` gives the game's words ("Board" or "Tray").
export function settle(queue, item, answer, words) {
  const data = answer.data || {};
  if (answer.status === 429 || answer.status >= 500) {
    item.status = "waiting";
    return { more: false, stored: null, notice: null };
  }
  if (data.outcome === "saved" || data.outcome === "stored") {
    queue.drop(item.key);
    return { more: true, stored: data.result, notice: null };
  }
  if (data.outcome === "requested") {
    // accepted or traveller seen: the director decides
    queue.drop(item.key);
    return { more: true, stored: data.result, notice: data.message || "" };
  }
  if (data.outcome === "taken" && sameResult(item.body, data.result)) {
    queue.drop(item.key);
    const notice = format(gettext("%(board)s %(number)s was already stored with the same result."), {
      board: words("Board"),
      number: item.tray,
    });
    return { more: true, stored: data.result, notice: notice };
  }
  if (data.outcome === "taken" || data.outcome === "confirm") {
    item.status = data.outcome;
  } else {
    item.status = "refused";
  }
  let message = gettext("The result was not stored.");
  if (answer.status === 404 || answer.status === 410) {
    message = gettext("This table's link no longer works: ask the director for the new one.");
  }
  item.message = data.message || message;
  item.theirs = data.result || null;
  queue.save();
  return { more: true, stored: null, notice: null };
}

// POSTs a JSON body; the answer as {status, data} (data {} when the body is not JSON).
export function postJson(fetchJson, url, body) {
  return fetchJson(url, {
    method: "POST",
    credentials: "omit",
    cache: "no-store",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  }).then((response) =>
    response
      .json()
      .catch(() => ({}))
      .then((data) => ({ status: response.status, data: data })),
  );
}

// The body sent for a queued item: its result, its key and round, and whether it changes a
// stored result or was confirmed by the table.
export function sentBody(item) {
  const body = Object.assign({}, item.body, { key: item.key, round: item.round });
  if (item.editOf) {
    body.edit_of = item.editOf;
  }
  if (item.confirmed) {
    body.confirmed = true;
  }
  return body;
}

// Sends the first waiting result.  Resolves with settle's answer (null when nothing waits);
// rejects when the network fails, the result still waiting for the next try.
export function sendNext(queue, send, words) {
  const item = queue.waiting()[0];
  if (!item) {
    return Promise.resolve(null);
  }
  return send(sentBody(item)).then((answer) => {
    const settled = settle(queue, item, answer, words);
    queue.save();
    return settled;
  });
}
