"""A slip caught at the table in the browser: where the tray's deal is known, a result far
from what the cards allow is held on the phone with the question, and saved only when the
players say yes; the director's desk then flags it."""

from __future__ import annotations

import pytest

from tests.builders import club_user, make_bridge_mitchell
from tests.e2e.pad import open_pad, wait_sent
from tests.web.deals.events import PAR_140
from tournaments import models as m
from tournaments import services
from tournaments.deals.cards import Deal
from tournaments.standings.session import doubtful_results

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_the_pad_asks_before_saving_thirteen_tricks_where_the_cards_give_nine(live_server, phone):
    director = club_user("director", password="pw-director-1")
    event = make_bridge_mitchell(director, tables=3, boards_per_round=1, name="Dealt night")
    services.set_deal(event, 1, Deal.parse(PAR_140), by=director)
    table = m.Seating.objects.get(round__event=event, trays__number=1, table__number=1).table
    taps = open_pad(phone, f"{live_server.url}/t/{table.secret}/")
    taps.contract(1, 4, "S", "N", 3)  # four spades by North making all thirteen
    question = phone.locator("#pad .queued[data-status='confirm']")
    question.wait_for()
    assert "Are you sure? 13 tricks by North in 4\u2660" in question.inner_text()
    assert not m.Result.objects.exists()
    taps.tap("retry")  # "Yes, save it"
    wait_sent(phone)
    result = m.Result.objects.get()
    # 4S+3, not vulnerable on tray 1: 120 for the tricks bid, 90 over, 300 for game.
    assert (result.contract, result.tricks_taken, result.ns_score) == ("4S", 13, 510)
    assert taps.count == 7  # the six taps of a tray and the one "yes"
    flagged = doubtful_results(event)
    assert [d.result.pk for d in flagged] == [result.pk]
    assert "double dummy" in flagged[0].why  # the desk says what the cards give
