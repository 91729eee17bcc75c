"""The deal on the table's pad after play (the director's setting): once the table may see a
board's traveller (its result accepted by the opponents, or the director's), the pad shows the
board's four hands and its double-dummy makes, as table terminals show the hand record.  Not
before, not for a board the table has not played, and not when the director keeps deals off
the pads.  Hands, points, makes and par are those of ``PAR_140`` worked by hand and by DDS
(tests/web/deals/test_traveller.py reads the same deal on the traveller)."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import make_bridge_mitchell
from tests.web.deals.events import PAR_140, contract_at
from tournaments import models as m
from tournaments import services
from tournaments.deals.cards import Deal
from tournaments.services.settings import update_settings

pytestmark = pytest.mark.django_db


def state(client, table: m.Table) -> dict:
    return client.get(reverse("table-pad-state", args=[table.secret])).json()


def tray_in(data: dict, number: int) -> dict:
    return next(t for t in data["trays"] if t["number"] == number)


@pytest.fixture
def bridge(organiser):
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=2)
    services.generate_deals(event, by=organiser, seed=3)
    services.set_deal(event, 1, Deal.parse(PAR_140), by=organiser, reason="as dealt")
    services.analyse_deals(event)
    return event


def enter_and_accept(client, table: m.Table, tray: int) -> None:
    body = {"tray": tray, "contract": "3S", "declarer": "S", "tricks": 10, "key": "deal-0001"}
    saved = client.post(
        reverse("table-pad-save", args=[table.secret]), body, content_type="application/json"
    ).json()["result"]
    answer = {"result": saved["id"], "answer": "accept"}
    client.post(
        reverse("table-pad-answer", args=[table.secret]), answer, content_type="application/json"
    )


def test_the_deal_shows_once_the_table_may_see_the_traveller(client, bridge, organiser):
    update_settings(bridge, by=organiser, pad_shows_deal=True)
    table = bridge.tables.get(number=1)
    assert tray_in(state(client, table), 1)["deal"] is None  # not yet played
    body = {"tray": 1, "contract": "3S", "declarer": "S", "tricks": 10, "key": "deal-0001"}
    client.post(
        reverse("table-pad-save", args=[table.secret]), body, content_type="application/json"
    )
    assert tray_in(state(client, table), 1)["deal"] is None  # entered, not yet accepted
    saved = m.Result.objects.get(tray__number=1)
    client.post(
        reverse("table-pad-answer", args=[table.secret]),
        {"result": saved.pk, "answer": "accept"},
        content_type="application/json",
    )
    data = state(client, table)
    deal = tray_in(data, 1)["deal"]
    # N:J9.QT92.KT.KJT94 AK84.754.9654.85 QT752.A86.3.AQ62 63.KJ3.AQJ872.73
    assert [(h["seat"], h["points"]) for h in deal["hands"]] == [
        ("N", 10), ("E", 7), ("S", 12), ("W", 11),
    ]  # fmt: skip
    assert deal["hands"][2]["suits"][0] == ["\u2660", "Q 10 7 5 2", False]
    assert deal["hands"][0]["suits"][1] == ["\u2665", "Q 10 9 2", True]
    assert deal["makes"][0] == ["North", [9, 5, 9, 9, 7]]
    assert deal["par"] == "NS +140: 3\u2660 by North or South; 3\u2665 by North or South"
    # The round's other board, not played yet here, shows nothing.
    assert tray_in(data, 2)["deal"] is None


def test_no_deal_on_the_pads_unless_the_director_shows_them(client, bridge):
    table = bridge.tables.get(number=1)
    enter_and_accept(client, table, 1)
    shown = tray_in(state(client, table), 1)
    assert shown["traveller"] and shown["deal"] is None


def test_a_ruled_board_shows_its_deal_to_the_table(client, bridge, organiser):
    """The director's result: the table sees its traveller, and so the deal."""
    update_settings(bridge, by=organiser, pad_shows_deal=True)
    contract_at(bridge, organiser, 1, 1, "4S", "N", 9)
    deal = tray_in(state(client, bridge.tables.get(number=1)), 1)["deal"]
    assert deal is not None and deal["hands"][0]["name"] == "North"


def test_another_table_sees_no_deal_of_a_board_it_has_not_played(client, bridge, organiser):
    update_settings(bridge, by=organiser, pad_shows_deal=True)
    enter_and_accept(client, bridge.tables.get(number=1), 1)
    for number in (2, 3):
        data = state(client, bridge.tables.get(number=number))
        assert all(t["deal"] is None for t in data["trays"])
        assert 1 not in {t["number"] for t in data["trays"]}
