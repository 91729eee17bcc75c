"""Duplicate auction bridge on the site: declarations, honours, the law A premium, match points.

Every score below is worked from the source's tables (Foster, "Auction Bridge"): tricks over
the book at 2 (spades), 6, 7, 8, 9 (royal spades) and 10 (no trump); honours by the table of
honour values; 50 a trick undertricks, 100 doubled; the duplicate premium of 125 when the
trick score of a deal is 30 or more.
"""

from __future__ import annotations

import datetime as dt

import pytest

from tests.web.html import rows_by, tables_in
from tournaments import models as m
from tournaments import services

pytestmark = pytest.mark.django_db


def _auction_pairs(by):
    event = services.create_event(
        by=by,
        name="Auction night",
        date=dt.date(2026, 11, 22),
        game=m.Game.AUCTION,
        form=m.Form.PAIRS,
        movement_kind="mitchell",
        movement_size=3,
        boards_per_round=1,
        scoring_method=m.ScoringMethod.MATCHPOINTS,
        seed=3,
    )
    services.start_event(event, by=by)
    event.refresh_from_db()
    return event


def _tray_1(event) -> list[m.Seating]:
    return list(
        m.Seating.objects.filter(round__event=event, trays__number=1).order_by("round__number")
    )


@pytest.fixture
def auction(organiser):
    return _auction_pairs(organiser)


def test_auction_trays_carry_no_vulnerability(auction):
    assert set(auction.trays.values_list("vulnerability", flat=True)) == {""}


def test_a_traveller_scores_honours_undertricks_and_the_premium(auction, organiser):
    first, second, third = _tray_1(auction)
    entries = [
        # 2 hearts, 9 tricks: 3 odd x 8 = 24; four honours in hearts held by NS: 32.  NS 56.
        services.BridgeEntry(first.pk, "2H", "S", 9, honours="4", honours_side="NS"),
        # 3 diamonds by East, 8 tricks: one under, 50 to NS; three honours (EW) 14.  Net 36.
        services.BridgeEntry(second.pk, "3D", "E", 8, honours="3", honours_side="EW"),
        # 4 hearts by North, 10 tricks: 4 odd x 8 = 32, at least 30: premium 125.  NS 157.
        services.BridgeEntry(third.pk, "4H", "N", 10),
    ]
    services.record_traveller(auction, 1, entries, by=organiser)
    stored = {r.seating_id: r for r in m.Result.objects.filter(tray__number=1)}
    assert [stored[s.pk].ns_score for s in (first, second, third)] == [56, 36, 157]
    assert (stored[first.pk].honours, stored[first.pk].honours_side) == ("4", "NS")
    assert stored[third.pk].contract == "4H"


def test_the_dealers_one_spade_loses_at_most_100(auction, organiser):
    first = _tray_1(auction)[0]
    tray = m.Tray.objects.get(event=auction, number=1)
    # Tray 1 is dealt by North: North's failed one spade doubled, 2 under, costs 100, not 200.
    assert tray.dealer == "N"
    services.record_traveller(
        auction, 1, [services.BridgeEntry(first.pk, "1SX", "N", 5)], by=organiser
    )
    assert m.Result.objects.get(seating=first).ns_score == -100


def test_match_points_compare_the_net_scores(auction, organiser, client):
    first, second, third = _tray_1(auction)
    services.record_traveller(
        auction,
        1,
        [
            services.BridgeEntry(first.pk, "2H", "S", 9, honours="4", honours_side="NS"),
            services.BridgeEntry(second.pk, "3D", "E", 8, honours="3", honours_side="EW"),
            services.BridgeEntry(third.pk, "1NT", "N", 8),  # 2 odd x 10 = 20
        ],
        by=organiser,
    )
    services.publish_event(auction, by=organiser)
    page = client.get(f"/e/{auction.slug}/tray/1/").content.decode()
    rows = rows_by(tables_in(page)[0], "NS")
    # Net 56, 36, 20: NS match points 2, 1, 0 (EW the complement), a top of 2.
    expected = {first: ("56", "2", "0"), second: ("36", "1", "1"), third: ("20", "0", "2")}
    for seating, (score, ns_mp, ew_mp) in expected.items():
        row = rows[seating.ns.code]
        assert (row["NS score"], row["NS MP"], row["EW MP"]) == (score, ns_mp, ew_mp)
    # The suit as its symbol; a phone reads the declarer and tricks beside the contract.
    assert rows[first.ns.code]["Contract"] == "2♥ S 9 hon. 4 NS"


@pytest.mark.parametrize(
    ("entry", "words"),
    [
        (dict(contract="2H", declarer="S", tricks=9, honours="4"), "which side"),
        (dict(contract="2H", declarer="S", tricks=9, honours_side="NS"), "which side"),
        (dict(contract="3NT", declarer="S", tricks=9, honours="5", honours_side="NS"), "honours"),
        (dict(contract="2P", declarer="S", tricks=9), "declaration '2P' is not a level"),
        (dict(contract="2H", declarer="", tricks=9), "declarer"),
        (dict(contract="PASS", honours="4", honours_side="NS"), "passed out"),
    ],
)
def test_an_impossible_auction_result_saves_nothing(auction, organiser, entry, words):
    first = _tray_1(auction)[0]
    line = services.BridgeEntry(first.pk, **entry)
    with pytest.raises(services.DomainError, match=words):
        services.record_traveller(auction, 1, [line], by=organiser, reason="")
    assert not m.Result.objects.exists() and not m.ResultChange.objects.exists()


def test_the_organisers_traveller_page_takes_the_honours(auction, organiser_client):
    first = _tray_1(auction)[0]
    page = organiser_client.get(f"/e/{auction.slug}/enter/tray/1/").content.decode()
    assert "Declaration" in page and "Held by" in page
    key = first.pk
    response = organiser_client.post(
        f"/e/{auction.slug}/enter/tray/1/",
        {
            f"contract_{key}": "1r",
            f"declarer_{key}": "W",
            f"tricks_{key}": "8",
            f"honours_{key}": "5-in-1",
            f"honours_side_{key}": "EW",
            "save": "1",
        },
    )
    assert response.status_code == 302
    result = m.Result.objects.get(seating=first)
    # 1 royal spade by West, 8 tricks: 2 odd x 9 = 18 to EW; five honours in one hand at royal
    # spades 90 to EW: NS net -108.
    assert (result.contract, result.ns_score, result.honours) == ("1R", -108, "5-in-1")


def test_the_table_shows_the_score_before_saving(auction):
    table = m.Table.objects.get(event=auction, number=1)
    seating = m.Seating.objects.get(table=table, round__number=1)
    tray = seating.trays.get().number
    url = f"/t/{table.secret}/"
    posted = {
        "tray": str(tray),
        f"t{tray}-contract": "4H",
        f"t{tray}-declarer": "N",
        f"t{tray}-tricks": "10",
        f"t{tray}-honours": "3",
        f"t{tray}-honours_side": "EW",
    }
    preview = auction_client_post(url, {**posted, "action": "check"})
    # 32 for tricks, premium 125: NS 157; EW's three honours in hearts 16: net 141.
    assert "4H by N, 10 tricks, honours 3 EW: NS +141 net" in preview.content.decode()
    assert not m.Result.objects.exists()
    saved = auction_client_post(url, {**posted, "action": "save"})
    assert saved.status_code == 302
    assert m.Result.objects.get(seating=seating).ns_score == 141


def auction_client_post(url: str, data: dict):
    from django.test import Client

    return Client().post(url, data)


def _auction_team_match(by):
    event = services.create_event(
        by=by,
        name="Auction match",
        date=dt.date(2026, 11, 22),
        game=m.Game.AUCTION,
        form=m.Form.TEAMS,
        movement_kind="team-match",
        movement_size=2,
        boards_per_round=1,
        scoring_method=m.ScoringMethod.POINTS,
        seed=3,
    )
    services.start_event(event, by=by)
    event.refresh_from_db()
    services.publish_event(event, by=by)
    return event


def test_an_auction_team_match_is_won_on_total_points(organiser, client):
    event = _auction_team_match(organiser)
    tray_1 = list(m.Seating.objects.filter(round__event=event, trays__number=1))
    by_ns = {s.ns.label: s for s in tray_1}
    services.record_traveller(
        event,
        1,
        [
            # a North-South: 4 hearts made, 32 + 125 = 157.
            services.BridgeEntry(by_ns["a.NS"].pk, "4H", "N", 10),
            # b North-South on the same cards: 2 hearts, 10 tricks, 4 odd x 8 = 32 + 125 = 157
            # less nothing: level.  Then b's honours (3 in hearts, 16) make b's side 173.
            services.BridgeEntry(by_ns["b.NS"].pk, "2H", "N", 10, honours="3", honours_side="NS"),
        ],
        by=organiser,
    )
    page = client.get(f"/e/{event.slug}/standings/").content.decode()
    standings, matches = tables_in(page)
    # Team b holds NS at table 2 (173) against a's NS 157 on the same cards: b gains 16.
    assert rows_by(standings, "Team")["b"]["Place"] == "1"
    assert rows_by(standings, "Team")["b"]["Net points"] == "+16"
    assert rows_by(standings, "Team")["a"]["Net points"] == "-16"
    assert rows_by(matches, "Home")["a"]["Result"] == "b by 16 (so far)"
