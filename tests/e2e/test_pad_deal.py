"""The deal after play on a phone (360 px): a table enters its board, the opponents accept it,
and the pad then shows the board's four hands and double-dummy makes under its traveller, as
table terminals show the hand record; all of it fits the phone's width."""

from __future__ import annotations

import pytest

from tests.builders import club_user, make_bridge_mitchell
from tests.e2e.pad import open_pad, sideways, wait_sent
from tests.web.deals.events import PAR_140
from tournaments import models as m
from tournaments import services
from tournaments.deals.cards import Deal
from tournaments.services.settings import update_settings

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_the_pad_shows_the_deal_once_the_opponents_accept(live_server, phone):
    director = club_user("director", password="pw-director-1")
    event = make_bridge_mitchell(director, tables=3, boards_per_round=1, name="Dealt night")
    services.set_deal(event, 1, Deal.parse(PAR_140), by=director)
    services.analyse_deals(event)
    update_settings(event, by=director, pad_shows_deal=True)
    table = m.Seating.objects.get(round__event=event, trays__number=1, table__number=1).table
    taps = open_pad(phone, f"{live_server.url}/t/{table.secret}/")
    taps.contract(1, 3, "S", "S", 1)  # three spades by South, one over: +170
    wait_sent(phone)
    assert phone.locator("#pad .pad-deal").count() == 0  # entered, not accepted yet
    phone.locator("#pad .stored-card [data-act=accept]").click()
    deal = phone.locator("#pad .pad-deal")
    deal.wait_for()
    deal.locator("summary").click()
    text = deal.inner_text()
    # N:J9.QT92.KT.KJT94 AK84.754.9654.85 QT752.A86.3.AQ62 63.KJ3.AQJ872.73
    for hand in ("North (10)", "East (7)", "South (12)", "West (11)"):
        assert hand in text
    assert "Q 10 7 5 2" in text  # South's spades
    assert "Par: NS +140" in text
    rows = deal.locator("table.dd tbody tr").all_inner_texts()
    assert rows[0].split() == ["North", "9", "5", "9", "9", "7"]
    assert sideways(phone) == []
