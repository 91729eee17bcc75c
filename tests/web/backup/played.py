"""What the backup tests share: a played event with every kind of row, and the ways to compare
two events and to check that a refusal saved nothing."""

from __future__ import annotations

import copy

import pytest
from django.contrib.auth import get_user_model

from tests.builders import make_team_event, make_whist_mitchell, team_bridge
from tournaments import models as m
from tournaments import services, standings
from tournaments.backup import BackupError, delete_event, import_event, sign

NAMES = {
    "1NS": ("Ada Byron", "Charles Babbage"),
    "2NS": ("Edith Wharton", "Henry James"),
    "3NS": ("Clara Schumann", "Johannes Brahms"),
    "1EW": ("Marie Curie", "Pierre Curie"),
    "2EW": ("Emmy Noether", "David Hilbert"),
    "3EW": ("Jane Austen", "Cassandra Austen"),
}


def played_event(by) -> m.Event:
    """A 3-table whist Mitchell, 2 trays a round: rounds 1 and 2 played (one result entered at
    the table and confirmed, one corrected, one adjusted, one removed), then pair 3EW leaves
    before round 3 so its opponents sit out there."""
    event = make_whist_mitchell(by, tables=3, boards_per_round=2, name="Backup night")
    for entrant in event.entrants.all():
        services.register_entrant(entrant, by=by, player_names=NAMES[entrant.label])
    table1 = event.tables.get(number=1)
    first = table1.seatings.get(round__number=1).trays.order_by("number").first()
    stored = services.record_at_table(table1, first.number, services.WhistEntry(0, 8, None))
    services.accept_at_table(table1, stored.pk)
    for seating in m.Seating.objects.filter(round__event=event, round__number__lte=2):
        for tray in seating.trays.all():
            if tray == first and seating.table == table1:
                continue
            ns = (tray.number * 3 + seating.table.number) % 14
            entry = services.WhistEntry(seating.pk, ns, None)
            services.record_traveller(event, tray.number, [entry], by=by)
    corrected = m.Result.objects.filter(tray__event=event).order_by("pk")[1]
    services.record_traveller(
        event,
        corrected.tray.number,
        [services.WhistEntry(corrected.seating_id, 13 - corrected.ns_tricks, None)],
        by=by,
        reason="North-South and East-West swapped on the slip",
    )
    adjusted = m.Result.objects.filter(tray__event=event).order_by("pk")[2]
    services.record_traveller(
        event,
        adjusted.tray.number,
        [services.WhistEntry(adjusted.seating_id, None, None, "AVE")],
        by=by,
        reason="fouled board",
    )
    services.remove_result(
        m.Result.objects.filter(tray__event=event).order_by("pk")[3], by=by, reason="wrong tray"
    )
    services.advance_round(event, by=by)
    leaving = event.entrants.get(label="3EW")
    services.withdraw_entrant(event, leaving, from_round=3, by=by, reason="train to catch")
    event.refresh_from_db()
    return event


def bridge_match(by) -> m.Event:
    """Two bridge teams, four boards played at both tables (a made game, a set contract, a
    passed-out board)."""
    event = make_team_event(by, kind="team-match", size=2, game=m.Game.BRIDGE, boards_per_round=2)
    for tray, (a_ns, b_ns) in {
        1: (("4S", "N", 10), ("2S", "N", 10)),
        2: (("3NT", "S", 8), ("3NT", "S", 9)),
        3: (("4H", "E", 10), ("PASS",)),
        4: (("1NT", "N", 7), ("2S", "W", 8)),
    }.items():
        team_bridge(event, by, tray, "a", "b", *a_ns)
        team_bridge(event, by, tray, "b", "a", *b_ns)
    return event


def without(document: dict, *, secrets: bool = False) -> dict:
    """The document less what a copy under another address must change: the address, the
    signature over it, and (when copied within one site) the table links, which belong to one
    event only."""
    doc = copy.deepcopy(document)
    doc["event"].pop("slug")
    doc.pop("signature")
    if secrets:
        for table in doc["tables"]:
            table.pop("secret")
    return doc


def edited(document: dict, change) -> dict:
    """A copy of the document changed by ``change`` and signed again by this site, as a file
    this site exported with that content would be: the checks, not the signature, judge it."""
    doc = copy.deepcopy(document)
    change(doc)
    return sign(doc)


def plain_standings(event: m.Event) -> tuple[list, dict]:
    scores = standings.scores_for(event)
    rows = [{k: v for k, v in r.items() if k != "entrant"} for r in scores.rows()]
    cards = {}
    for label, entrant in sorted(scores.entrants.items()):
        cards[label] = [
            (c.round, c.table, c.tray, c.direction, c.opponents.label, c.tricks, c.adjustment,
             c.mp, c.top, c.percent, c.explanation)
            for c in scores.card(entrant)
        ]  # fmt: skip
    return rows, cards


MODELS = (m.Event, m.Entrant, m.Player, m.EntrantMember, m.Tray, m.Round, m.Table, m.Seating,
          m.Result, m.ResultChange, m.LogEntry, m.Deal, m.ProgressiveSettings, m.ProgressivePlayer,
          m.ProgressiveRound, m.ProgressiveSeat, m.ProgressiveResult, m.ProgressiveChange)  # fmt: skip


def counts() -> dict[str, int]:
    rows = {model.__name__: model.objects.count() for model in MODELS}
    return {**rows, "User": get_user_model().objects.count()}


def refused(data, match: str, **kwargs) -> BackupError:
    """The import is refused with a message matching ``match``, and nothing is saved."""
    before = counts()
    with pytest.raises(BackupError, match=match) as caught:
        import_event(data, **kwargs)
    assert counts() == before
    return caught.value


def empty_site() -> None:
    """Every event, player and account gone: the database a restore starts from after a loss."""
    for event in m.Event.objects.all():
        delete_event(event)
    m.Player.objects.all().delete()
    get_user_model().objects.all().delete()
    assert not any(counts().values())
