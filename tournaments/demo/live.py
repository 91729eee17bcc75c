"""A contract bridge evening still in play (``demo-live``): seven tables of Mitchell, two
trays a round, stopped in round 3 with half of round 3 entered from the tables' phones.

The public sees only the trays every table due to play them has played, so most travellers
show nothing yet; the director's desk shows a tray the opponents disagreed with.  The results
are drawn with a fixed seed: a plausible contract for each tray, the declarer's side by the
tray's number, and the tricks within one of the contract.
"""

from __future__ import annotations

import datetime as dt
import random

from tournaments import models as m
from tournaments import services

LIVE_SLUG = "demo-live"
TABLES = 7
NAMES = (
    ("Rixi Markus", "Fritzi Gordon"), ("Ely Culbertson", "Josephine Culbertson"),
    ("Terence Reese", "Boris Schapiro"), ("Helen Sobel", "Charles Goren"),
    ("Benito Garozzo", "Pietro Forquet"), ("Edgar Kaplan", "Norman Kay"),
    ("Zia Mahmood", "Bobby Levin"), ("Sabine Auken", "Daniela von Arnim"),
    ("Jeff Meckstroth", "Eric Rodwell"), ("Geir Helgemo", "Tor Helness"),
    ("Lynn Deas", "Beth Palmer"), ("Paul Chemla", "Michel Perron"),
    ("Bob Hamman", "Bobby Wolff"), ("Nicola Smith", "Pat Davies"),
)  # fmt: skip
CONTRACTS = ("4S", "3NT", "2H", "4H", "1NT", "3D", "2S", "5C", "6NT", "3NTX", "4SX", "2NT")


def build_live_demo(user) -> m.Event:
    event = services.create_event(
        moving_on=m.MovingOn.DIRECTOR,  # the demo's rounds are called
        by=user,
        name="Tuesday pairs (in play)",
        slug=LIVE_SLUG,
        date=dt.date(2026, 12, 8),
        venue="Club room",
        game=m.Game.BRIDGE,
        form=m.Form.PAIRS,
        movement_kind="mitchell",
        movement_size=TABLES,
        boards_per_round=2,
        scoring_method=m.ScoringMethod.MATCHPOINTS,
        seed=2026,
    )
    pairs = sorted(event.entrants.all(), key=lambda e: (e.direction != "NS", e.number))
    for entrant, names in zip(pairs, NAMES, strict=True):
        services.register_entrant(entrant, by=user, player_names=names)
    services.start_event(event, by=user)
    event.refresh_from_db()
    rng = random.Random(event.seed)
    for number in (1, 2):
        _enter_round(event, user, number, rng)
        services.advance_round(event, by=user)
    event.refresh_from_db()
    _phones_enter_half(event, rng)
    services.publish_event(event, by=user)
    event.refresh_from_db()
    return event


def plausible_line(seating: m.Seating, tray: m.Tray, rng: random.Random) -> services.BridgeEntry:
    """A contract from the list, declared by the tray's side, made or missed by one trick."""
    contract = rng.choice(CONTRACTS)
    level = int(contract[0])
    declarer = rng.choice("NS" if tray.number % 3 else "EW")
    tricks = max(0, min(13, 6 + level + rng.choice((-1, 0, 0, 0, 1))))
    return services.BridgeEntry(seating.pk, contract, declarer, tricks)


def _seatings(event: m.Event, number: int) -> list[m.Seating]:
    return list(
        m.Seating.objects.filter(round__event=event, round__number=number, ns__isnull=False)
        .select_related("table")
        .prefetch_related("trays")
        .order_by("table__number")
    )


def _enter_round(event: m.Event, user, number: int, rng: random.Random) -> None:
    """A whole round entered by the director from the travellers."""
    for seating in _seatings(event, number):
        for tray in sorted(seating.trays.all(), key=lambda t: t.number):
            line = plausible_line(seating, tray, rng)
            services.record_traveller(event, tray.number, [line], by=user, via="demo")


def _phones_enter_half(event: m.Event, rng: random.Random) -> None:
    """Round 3 at tables 1 to 4, from the tables' phones: the opponents accept at tables 1 to
    3, and at table 4 they disagree with the first tray (the desk shows it)."""
    for seating in _seatings(event, 3)[:4]:
        table = seating.table
        for tray in sorted(seating.trays.all(), key=lambda t: t.number):
            result = services.record_at_table(
                table, tray.number, plausible_line(seating, tray, rng)
            )
            if table.number < 4:
                services.accept_at_table(table, result.pk)
            elif tray.number == min(t.number for t in seating.trays.all()):
                services.dispute_at_table(table, result.pk)
