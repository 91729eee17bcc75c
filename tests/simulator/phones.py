"""The tables' phones: the pad's JSON API under each table's link, as ``static/js/pad/``
calls it, through Django's test client."""

from __future__ import annotations

import json

from tests.simulator.model import Evening
from tests.simulator.room import deals_seen, pad_agrees

# What the pad's save may answer (``views.pad.save``), and the statuses it answers them with.
# ``requested``: the opponents had accepted, or the table had seen the traveller, so the change
# went to the director as a request and the stored result is unchanged (Law 79C; GUIDE).
SAVE_OUTCOMES = {
    "saved": 200,
    "stored": 200,
    "requested": 202,
    "taken": 409,
    "confirm": 200,
    "refused": (400, 422),
}


def _post(ev: Evening, path: str, body: dict):
    return ev.phone.post(path, json.dumps(body), content_type="application/json")


def _reply(ev: Evening, response, what: str) -> dict:
    if response.status_code >= 500:
        ev.fault(f"{what} answered {response.status_code}")
        return {"outcome": "error"}
    try:
        return response.json()
    except ValueError:
        ev.fault(f"{what} answered {response.status_code} without JSON")
        return {"outcome": "error"}


def save_on_pad(
    ev: Evening,
    table: int,
    tray: int,
    line: dict,
    *,
    key: str,
    round: int | None = None,
    edit_of: int | None = None,
) -> dict:
    """Send a result from the table's pad (confirmed, as a table does after a warning)."""
    body = {
        "tray": tray,
        "round": ev.event.current_round if round is None else round,
        "key": key,
        "confirmed": True,
        **line,
    }
    if edit_of is not None:
        body["edit_of"] = edit_of
    response = _post(ev, f"/t/{ev.secrets[table]}/api/save/", body)
    reply = _reply(ev, response, f"the pad's save at table {table}, tray {tray}")
    expected = SAVE_OUTCOMES.get(reply.get("outcome"))
    if reply.get("outcome") != "error" and (
        expected is None
        or response.status_code not in (expected if isinstance(expected, tuple) else (expected,))
    ):
        ev.fault(f"the pad's save answered {response.status_code} {reply}")
    ev.note(f"  -> {reply.get('outcome')} {reply.get('message', '')}".rstrip())
    return reply


def answer(ev: Evening, table: int, result: int, word: str) -> dict:
    """The opponents' answer on the pad: accept or disagree."""
    body = {"answer": word, "result": result}
    response = _post(ev, f"/t/{ev.secrets[table]}/api/answer/", body)
    reply = _reply(ev, response, f"the pad's {word} at table {table}")
    ev.note(f"  -> {reply.get('outcome')} {reply.get('message', '')}".rstrip())
    return reply


def pad_state(ev: Evening, table: int) -> dict:
    """What the table's pad shows now; a tray whose traveller holds another table's line is
    remembered as seen by this table."""
    response = ev.phone.get(f"/t/{ev.secrets[table]}/api/")
    state = _reply(ev, response, f"the pad's state at table {table}")
    for tray in state.get("trays", []):
        if any(not line["own"] for line in tray.get("traveller", [])):
            ev.peeked.add((table, tray["number"]))
    ev.refresh()
    deals_seen(ev, table, state)
    pad_agrees(ev, table, state)
    return state
