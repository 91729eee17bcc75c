"""The lossless JSON form of a movement: every field, so ``from_json(to_json(m)) == m``."""

from __future__ import annotations

import json
from typing import Any

from movements.io.errors import MovementFormatError
from movements.types import Family, Movement, Round, Seating, Team, TraySet
from said import Said


def _seating_json(s: Seating) -> dict[str, Any]:
    d: dict[str, Any] = {"table": s.table}
    for key in ("ns", "ew", "tray_set"):
        if getattr(s, key) is not None:
            d[key] = getattr(s, key)
    if s.players is not None:
        d["players"] = list(s.players)
    if s.trays is not None:
        d["trays"] = list(s.trays)
    if s.arrow_switched:
        d["arrow_switched"] = True
    return d


def to_json(movement: Movement) -> str:
    """Every field of the movement as JSON; ``from_json`` gives back an equal movement."""
    m = movement
    data = {
        "format": "movement",
        "version": 1,
        "family": m.family.value,
        "name": str(m.name),
        "tables": m.tables,
        "one_winner": m.one_winner,
        "entrants": list(m.entrants),
        "stationary": list(m.stationary),
        "relay_stands": m.relay_stands,
        "copies": m.copies,
        "overplayed": m.overplayed,
        "description": str(m.description),
        "options": [list(o) for o in m.options],
        "notes": list(m.notes),
        "teams": [{"label": t.label, "pairs": list(t.pairs)} for t in m.teams],
        "tray_sets": [{"number": t.number, "trays": list(t.trays)} for t in m.tray_sets],
        "rounds": [
            {
                "number": r.number,
                **_round_extra_json(r),
                "seatings": [_seating_json(s) for s in r.seatings],
            }
            for r in m.rounds
        ],
    }
    return json.dumps(data, indent=1)


def _round_extra_json(r: Round) -> dict[str, Any]:
    return {
        "resting_sets": list(r.resting_sets),
        "shared_sets": list(r.shared_sets),
        "skip_before": r.skip_before,
        "arrow_switched": r.arrow_switched,
        "note": str(r.note),
    }


def from_json(text: str) -> Movement:
    """Read ``to_json`` output.  Raises ``MovementFormatError`` on anything else."""
    try:
        d = json.loads(text)
        if d.get("format") != "movement":
            raise MovementFormatError(Said("line 1: not a movement JSON document"))
        rounds = tuple(
            Round(
                number=r["number"],
                seatings=tuple(
                    Seating(
                        round=r["number"],
                        table=s["table"],
                        ns=s.get("ns"),
                        ew=s.get("ew"),
                        tray_set=s.get("tray_set"),
                        arrow_switched=s.get("arrow_switched", False),
                        players=tuple(s["players"]) if "players" in s else None,
                        trays=tuple(s["trays"]) if "trays" in s else None,
                    )
                    for s in r["seatings"]
                ),
                resting_sets=tuple(r.get("resting_sets", ())),
                shared_sets=tuple(r.get("shared_sets", ())),
                skip_before=r.get("skip_before", False),
                arrow_switched=r.get("arrow_switched", False),
                note=r.get("note", ""),
            )
            for r in d["rounds"]
        )
        return Movement(
            family=Family(d["family"]),
            name=d["name"],
            tables=d["tables"],
            rounds=rounds,
            tray_sets=tuple(TraySet(t["number"], tuple(t["trays"])) for t in d["tray_sets"]),
            entrants=tuple(d["entrants"]),
            one_winner=d["one_winner"],
            stationary=tuple(d.get("stationary", ())),
            relay_stands=d.get("relay_stands", 0),
            copies=bool(d.get("copies", False)),
            overplayed=bool(d.get("overplayed", False)),
            teams=tuple(Team(t["label"], tuple(t["pairs"])) for t in d.get("teams", ())),
            description=d.get("description", ""),
            options=tuple((k, v) for k, v in d.get("options", ())),
            notes=tuple(d.get("notes", ())),
        )
    except json.JSONDecodeError as exc:
        raise MovementFormatError(
            Said("line %(lineno)s: %(msg)s", lineno=exc.lineno, msg=exc.msg)
        ) from None
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        if isinstance(exc, MovementFormatError):
            raise
        raise MovementFormatError(
            Said("line 1: malformed movement JSON (%(exc)s)", exc=repr(exc))
        ) from None
