"""One event as a plain, versioned, signed dict: a backup that restores into any database.

Lists are in a fixed order, so the same event always exports to the same document and two
exports can be compared line by line.  The trail's authors are written by username (the
account's, or the name the row kept when the account is gone), and the document is signed
with the site's key so that an edited file is known as such.
"""

from __future__ import annotations

from tournaments import models as m
from tournaments.backup import results_out
from tournaments.backup.document import sign
from tournaments.backup.progressive import export_progressive
from tournaments.backup.schema import (
    CHANGE_FIELDS,
    CLUB_FIELDS,
    COMPETITION_FIELDS,
    DEAL_FIELDS,
    ENTRANT_FIELDS,
    EVENT_FIELDS,
    FORMAT,
    LOG_FIELDS,
    PLAYER_FIELDS,
    RESULT_FIELDS,
    ROUND_FIELDS,
    SEATING_FIELDS,
    SEATS,
    TABLE_FIELDS,
    TRAY_FIELDS,
    VERSION,
    author,
    values,
)


def export_event(event: m.Event) -> dict:
    """Everything of one event, ids replaced by natural keys, in a fixed order, signed."""
    entrants = list(
        event.entrants.select_related("team").prefetch_related("members__player").order_by("label")
    )
    players = _players_of(entrants)
    refs = {p.pk: ref for ref, p in enumerate(players, start=1)}
    document = {
        "format": FORMAT,
        "version": VERSION,
        "event": {
            **values(event, EVENT_FIELDS),
            "organisers": sorted(u.get_username() for u in event.organisers.all()),
            "club": values(event.club, CLUB_FIELDS),
            "competition": (
                values(event.competition, COMPETITION_FIELDS) if event.competition else None
            ),
            "award_scale": results_out.scale_doc(event),
        },
        "players": [{"ref": refs[p.pk], **values(p, PLAYER_FIELDS)} for p in players],
        "entrants": [_entrant(e, refs) for e in entrants],
        "trays": [values(t, TRAY_FIELDS) for t in event.trays.order_by("number")],
        "deals": [
            {"tray": d.tray.number, **values(d, DEAL_FIELDS)}
            for d in m.Deal.objects.filter(tray__event=event)
            .select_related("tray")
            .order_by("tray__number")
        ],
        "rounds": [values(r, ROUND_FIELDS) for r in event.rounds.order_by("number")],
        "tables": [values(t, TABLE_FIELDS) for t in event.tables.order_by("number")],
        "seatings": _seatings(event),
        "results": _results(event),
        "result_changes": _changes(event),
        "log": [
            {**values(x, LOG_FIELDS), "by": author(x.by, x.by_name)}
            for x in event.log.select_related("by").order_by("at", "pk")
        ],
        "progressive": export_progressive(event),
        "awards": results_out.awards_doc(event, refs),
        "publications": results_out.publications_doc(event, refs),
    }
    return sign(document)


def _players_of(entrants: list[m.Entrant]) -> list[m.Player]:
    found = {mem.player.pk: mem.player for e in entrants for mem in e.members.all()}
    return sorted(found.values(), key=lambda p: (p.name, p.membership_number, p.email, p.pk))


def _entrant(e: m.Entrant, refs: dict[int, int]) -> dict:
    members = sorted(e.members.all(), key=lambda mem: mem.position)
    return {
        **values(e, ENTRANT_FIELDS),
        "team": e.team.label if e.team_id else None,
        "members": [refs[mem.player_id] for mem in members],
    }


def _seatings(event: m.Event) -> list[dict]:
    rows = (
        m.Seating.objects.filter(round__event=event)
        .select_related("round", "table", *SEATS)
        .prefetch_related("trays")
        .order_by("round__number", "table__number")
    )
    return [
        {
            "round": s.round.number,
            "table": s.table.number,
            **{
                seat: getattr(s, seat).label if getattr(s, f"{seat}_id") else None for seat in SEATS
            },
            **values(s, SEATING_FIELDS),
            "trays": sorted(t.number for t in s.trays.all()),
        }
        for s in rows
    ]


def _results(event: m.Event) -> list[dict]:
    rows = (
        m.Result.objects.filter(tray__event=event)
        .select_related("tray", "seating__round", "seating__table", "entered_by")
        .order_by("tray__number", "seating__round__number", "seating__table__number")
    )
    return [
        {
            "tray": r.tray.number,
            "round": r.seating.round.number,
            "table": r.seating.table.number,
            **values(r, RESULT_FIELDS),
            "entered_by": author(r.entered_by, r.entered_by_name),
        }
        for r in rows
    ]


def _changes(event: m.Event) -> list[dict]:
    rows = event.result_changes.select_related(
        "tray", "seating__round", "seating__table", "changed_by"
    ).order_by("changed_at", "pk")
    return [
        {
            "tray": c.tray.number,
            "round": c.seating.round.number,
            "table": c.seating.table.number,
            **values(c, CHANGE_FIELDS),
            "changed_by": author(c.changed_by, c.changed_by_name),
        }
        for c in rows
    ]
