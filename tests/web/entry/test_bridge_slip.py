"""A bridge event's score slip: the contract, declarer and tricks of one tray at one table.

Tray 1 of a three-table bridge Mitchell is dealt by North with nobody vulnerable (the standard
cycle); table 1 plays it in round 1.  4S by North making ten tricks scores 120 for the tricks
and 300 for a non-vulnerable game: +420.
"""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import make_bridge_mitchell
from tournaments import models as m


@pytest.fixture
def event(organiser):
    return make_bridge_mitchell(organiser, tables=3, boards_per_round=1)


def test_a_bridge_slip_is_scored_and_saved(organiser_client, event):
    url = reverse("slip-entry", args=[event.slug])
    page = organiser_client.get(url).content.decode()
    assert 'name="contract"' in page and 'name="ns_tricks"' not in page
    data = {"tray": 1, "table": 1, "contract": "4s", "declarer": "N", "tricks": "10"}
    response = organiser_client.post(url, data, follow=True)
    assert "Board 1 at table 1 saved." in response.content.decode()
    result = m.Result.objects.get(tray__event=event)
    assert (result.contract, result.declarer, result.tricks_taken, result.ns_score) == (
        "4S",
        "N",
        10,
        420,
    )
    assert result.entered_via == "slip"


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"tray": 4, "table": 1, "contract": "4S", "declarer": "N", "tricks": "10"},
         "Board 4 is not played at table 1 (table 1 plays boards 1, 2, 3)"),
        ({"tray": 1, "table": 9, "contract": "4S", "declarer": "N", "tricks": "10"},
         "There is no table 9 in this event."),
        ({"tray": 1, "table": 1, "contract": "8S", "declarer": "N", "tricks": "10"},
         "Board 1, table 1"),
        ({"tray": 1, "table": 1, "contract": "4S", "declarer": "", "tricks": "10"},
         "choose the declarer"),
    ],
)  # fmt: skip
def test_a_bad_bridge_slip_is_refused_and_nothing_saved(organiser_client, event, data, message):
    response = organiser_client.post(reverse("slip-entry", args=[event.slug]), data)
    assert response.status_code == 200
    assert message in response.content.decode()
    assert not m.Result.objects.filter(tray__event=event).exists()


def test_the_score_card_shows_each_trays_contract_declarer_tricks_and_score(
    organiser_client, event, organiser
):
    """1NS plays tray 1 against 1EW at table 1: 4S by North, 10 tricks, +420; EW's card shows
    the same line from its side, -420."""
    from tests.builders import enter_contract

    enter_contract(event, organiser, 1, 1, "4S", "N", 10)
    card = organiser_client.get(reverse("score-card", args=[event.slug, "1NS"])).content.decode()
    assert "<th>Contract</th>" in card and 'aria-label="spades">♠</span>' in card
    assert '<td class="hide-narrow">N</td><td class="num hide-narrow">10</td>' in card
    assert '<td class="num hide-narrow">10</td><td class="num">420</td>' in card
    assert '<span class="show-narrow"> N 10</span>' in card  # a phone keeps them by the contract
    card = organiser_client.get(reverse("score-card", args=[event.slug, "1EW"])).content.decode()
    assert '<td class="num hide-narrow">10</td><td class="num">-420</td>' in card
