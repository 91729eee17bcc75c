"""Law B(3) of duplicate auction through the director's pages (the source,
duplicate_and_progressive_rules.txt, lines 97-109).

Tray 1 of a three-table auction Mitchell: table 1 plays 2 hearts by South making 9 with four
honours to NS (NS +56), table 2 3 diamonds by East making 8, three honours to EW (NS +36 net).
At table 3 a hand is found irregular after the overplay began: the short player's partner held
the surplus, so his pair takes the lowest score and the opponents the highest made at any table
(NS short: NS +36; EW short: NS +56); the adversary held it: each pair the average.  A four-pair
Howell plays each tray at two tables: a new deal.
"""

from __future__ import annotations

import datetime as dt
from html import unescape

import pytest
from django.urls import reverse

from tests.builders import club_user
from tournaments import models as m
from tournaments import services


def event_of(by, kind: str, size: int, name: str) -> m.Event:
    event = services.create_event(
        by=by, name=name, date=dt.date(2026, 11, 22), game=m.Game.AUCTION, form=m.Form.PAIRS,
        movement_kind=kind, movement_size=size, boards_per_round=1 if kind == "mitchell" else 2,
        scoring_method=m.ScoringMethod.MATCHPOINTS, seed=3,
    )  # fmt: skip
    services.start_event(event, by=by)
    event.refresh_from_db()
    return event


def tray_1(event) -> list[m.Seating]:
    return list(
        m.Seating.objects.filter(round__event=event, trays__number=1).order_by("table__number")
    )


@pytest.fixture
def auction(organiser):
    event = event_of(organiser, "mitchell", 3, "Irregular night")
    first, second, _third = tray_1(event)
    entries = [
        services.BridgeEntry(first.pk, "2H", "S", 9, honours="4", honours_side="NS"),
        services.BridgeEntry(second.pk, "3D", "E", 8, honours="3", honours_side="EW"),
    ]
    services.record_traveller(event, 1, entries, by=organiser)
    return event


def apply(client, event, seating, **data):
    url = reverse("law-b", args=[event.slug, 1, seating.pk])
    return client.post(url, {"reason": "South held 14 cards", **data}, follow=True)


def test_the_page_shows_the_law(organiser_client, auction):
    url = reverse("law-b", args=[auction.slug, 1, tray_1(auction)[2].pk])
    page = unescape(organiser_client.get(url).content.decode())
    assert "his pair is given the lowest score and his opponents the highest score" in page
    assert "3 tables play this tray:" in page


@pytest.mark.parametrize(("offenders", "score"), [("NS", 36), ("EW", 56)])
def test_the_partner_held_the_surplus(organiser_client, auction, offenders, score):
    third = tray_1(auction)[2]
    apply(organiser_client, auction, third, surplus="partner", offenders=offenders)
    result = m.Result.objects.get(seating=third, tray__number=1)
    assert (result.adjustment, result.law) == (f"SCORE {score}", "Law B(3)")
    assert m.ResultChange.objects.filter(seating=third).last().reason == (
        "Law B(3): South held 14 cards"
    )
    traveller = organiser_client.get(reverse("traveller", args=[auction.slug, 1])).content.decode()
    row = f'<span class="ruling">SCORE {score}</span> <span class="muted law">Law B(3)</span>'
    assert row in traveller
    assert (
        f'{row}</td><td class="hide-narrow"></td><td class="num hide-narrow"></td>'
        f'<td class="num">{score}</td>' in traveller
    )  # North-South's points beside it


def test_the_adversary_held_it_each_pair_the_average(organiser_client, auction):
    third = tray_1(auction)[2]
    apply(organiser_client, auction, third, surplus="adversary")
    assert m.Result.objects.get(seating=third).adjustment == "AVE"


def test_the_ruling_waits_for_every_other_table(organiser_client, organiser):
    event = event_of(organiser, "mitchell", 3, "Early")
    first, _second, third = tray_1(event)
    services.record_traveller(
        event, 1, [services.BridgeEntry(first.pk, "2H", "S", 9)], by=organiser
    )
    page = unescape(
        apply(organiser_client, event, third, surplus="partner", offenders="NS").content.decode()
    )
    assert "wait for table 2 to play tray 1" in page  # one table waited for: singular
    assert not m.Result.objects.filter(seating=third).exists()


def test_two_tables_deal_again(organiser_client, organiser):
    event = event_of(organiser, "howell", 4, "Two tables")
    first, second = tray_1(event)
    services.record_traveller(
        event, 1, [services.BridgeEntry(first.pk, "2H", "S", 9)], by=organiser
    )
    apply(organiser_client, event, second, surplus="adversary")
    tray = m.Tray.objects.get(event=event, number=1)
    assert not tray.results.exists()
    assert tray.law.startswith("Law B(3): in two-table duplicate there must be a new deal")
    assert m.ResultChange.objects.filter(tray=tray, action="removed").count() == 1


def test_only_the_organiser_rules(client, auction):
    third = tray_1(auction)[2]
    client.force_login(club_user("law-b-scorer", role=m.Role.SCORER, club=auction.club))
    response = apply(client, auction, third, surplus="adversary")
    assert response.status_code in (403, 404)
    assert not m.Result.objects.filter(seating=third).exists()
