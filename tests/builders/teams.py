"""Teams-of-four events, results placed by which teams meet."""

from __future__ import annotations

import datetime as dt

from tournaments import models as m
from tournaments import services


def make_team_event(
    by,
    *,
    kind: str,
    size: int,
    game: str = m.Game.WHIST,
    boards_per_round: int = 4,
    name: str = "Teams night",
    publish: bool = True,
    scoring: str | None = None,
    vp_scale: str = "wbf",
    rules: str = "club",
) -> m.Event:
    """A started (and by default published) team-of-four event (bridge by IMPs unless
    ``scoring`` says otherwise)."""
    event = services.create_event(
        by=by,
        moving_on=m.MovingOn.DIRECTOR,  # tests call the rounds unless they say otherwise
        name=name,
        date=dt.date(2026, 11, 22),
        game=game,
        form=m.Form.TEAMS,
        movement_kind=kind,
        movement_size=size,
        boards_per_round=boards_per_round,
        scoring_method=scoring
        or (m.ScoringMethod.TRICKS if game == m.Game.WHIST else m.ScoringMethod.IMPS),
        vp_scale=vp_scale,
        scoring_rules=rules,
        seed=5,
    )
    services.start_event(event, by=by)
    event.refresh_from_db()
    if publish:
        services.publish_event(event, by=by)
    event.refresh_from_db()
    return event


def team_seating(event: m.Event, tray: int, ns_team: str, ew_team: str) -> m.Seating:
    """Where team ``ns_team``'s pair holds the NS cards of a tray against ``ew_team``'s pair."""
    return m.Seating.objects.get(
        round__event=event,
        trays__number=tray,
        ns__label=f"{ns_team}.NS",
        ew__label=f"{ew_team}.EW",
    )


def team_whist(event, by, tray: int, ns_team: str, ew_team: str, ns_tricks, adj="", reason=""):
    """Record NS tricks (or an adjustment) where ``ns_team`` sits NS against ``ew_team``."""
    s = team_seating(event, tray, ns_team, ew_team)
    entry = services.WhistEntry(s.pk, ns_tricks, None, adjustment=adj)
    services.record_whist_traveller(event, tray, [entry], by=by, reason=reason)


def team_bridge(
    event, by, tray: int, ns_team: str, ew_team: str, contract: str, declarer="", tricks=None
):
    """Record a bridge contract where ``ns_team`` sits NS against ``ew_team``."""
    s = team_seating(event, tray, ns_team, ew_team)
    entry = services.BridgeEntry(s.pk, contract, declarer, tricks)
    services.record_traveller(event, tray, [entry], by=by)


def team_meetings(event: m.Event) -> list[tuple[int, str, str, int]]:
    """(tray, NS team, EW team, seating id) for every tray played at every table."""
    rows = (
        m.Seating.objects.filter(round__event=event, ns__isnull=False, ew__isnull=False)
        .select_related("ns__team", "ew__team")
        .prefetch_related("trays")
    )
    return [(t.number, s.ns.team.label, s.ew.team.label, s.pk) for s in rows for t in s.trays.all()]


def enter_team_whist(event: m.Event, by, tricks) -> int:
    """Every result of a whist event, ``tricks(tray, ns_team, ew_team)`` taken by NS."""
    by_tray: dict[int, list] = {}
    for tray, ns, ew, pk in team_meetings(event):
        by_tray.setdefault(tray, []).append(services.WhistEntry(pk, tricks(tray, ns, ew), None))
    for tray, entries in by_tray.items():
        services.record_whist_traveller(event, tray, entries, by=by)
    return sum(len(e) for e in by_tray.values())
