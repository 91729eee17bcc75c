"""The traveller shows the deal where players look: the four hands, the double-dummy table,
par and every result against it; only once the tray's traveller may be read (a public reader
sees a tray once every table due to play it has played it, the staff at once)."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import make_bridge_mitchell, make_whist_mitchell
from tests.web.deals.events import ALL_TOPS, PAR_140, contract_at, tricks_at
from tests.web.html import tables_in
from tournaments import models as m
from tournaments import services
from tournaments.deals.cards import Deal

pytestmark = pytest.mark.django_db


def table_with(page: str, first: str) -> list[list[str]]:
    return next(t for t in tables_in(page) if t and t[0] and t[0][0] == first)


@pytest.fixture
def bridge(organiser):
    """Tray 1 (North deals, nobody vulnerable) holds DDS's par +140 deal and every table has
    played it; tray 2 has been played at one table of three."""
    event = make_bridge_mitchell(organiser)
    services.generate_deals(event, by=organiser, seed=3)
    services.analyse_deals(event)
    services.set_deal(event, 1, Deal.parse(PAR_140), by=organiser, reason="as dealt")
    contract_at(event, organiser, 1, 1, "4S", "N", 9)  # one down: -50
    contract_at(event, organiser, 1, 2, "3S", "S", 10)  # +170
    contract_at(event, organiser, 1, 3, "3H", "N", 9)  # +140
    contract_at(event, organiser, 2, 2, "2NT", "S", 8)
    services.publish_event(event, by=organiser)
    return event


def test_a_played_tray_shows_its_deal_table_and_par_to_the_public(client, bridge):
    page = client.get(reverse("traveller", args=[bridge.slug, 1])).content.decode()
    assert 'id="deal"' in page
    assert "Q 10 7 5 2" in page  # South's spades
    dd = table_with(page, "")
    assert dd[0] == ["", "\u2663", "\u2666", "\u2665", "\u2660", "NT"]
    assert dd[1] == ["North", "9", "5", "9", "9", "7"]
    assert "Par: NS +140: 3\u2660 by North or South; 3\u2665 by North or South" in page
    # Each result against par: -50, +170 and +140 against +140.
    against = table_with(page, "Table")
    assert against[1:] == [
        ["1", "NS -50", "\u2212190"],
        ["2", "NS +170", "+30"],
        ["3", "NS +140", "="],
    ]


def test_the_public_is_not_told_the_seed_the_deals_came_from(client, bridge, organiser):
    """From the seed every deal of the event can be dealt again, those still to be played too:
    the public reads a deal, not where it came from, until nothing is hidden."""
    page = client.get(reverse("traveller", args=[bridge.slug, 1])).content.decode()
    assert 'id="deal"' in page and "Entered by hand" not in page
    client.force_login(organiser)
    page = client.get(reverse("traveller", args=[bridge.slug, 1])).content.decode()
    assert "Entered by hand" in page
    page = client.get(reverse("traveller", args=[bridge.slug, 3])).content.decode()
    assert "Generated from a seed: seed 3" in page


def test_a_tray_still_to_be_played_shows_neither_hands_nor_table(client, bridge):
    page = client.get(reverse("traveller", args=[bridge.slug, 2])).content.decode()
    assert "still being played" in page
    assert 'id="deal"' not in page and "Double dummy" not in page
    # North's longest suit as a hand record prints it: four cards or more, which nothing else
    # on the page spells (the deals follow the site's dealing key, so they vary by machine).
    north = m.Deal.objects.get(tray__event=bridge, tray__number=2).cards.hand("N")
    assert max((north.shown(suit) for suit in "SHDC"), key=len) not in page


def test_the_staff_see_every_deal(client, bridge, organiser):
    client.force_login(organiser)
    page = client.get(reverse("traveller", args=[bridge.slug, 2])).content.decode()
    assert 'id="deal"' in page and "Double dummy" in page


def test_after_the_finish_everyone_sees_every_deal(client, bridge, organiser):
    services.finish_event(bridge, by=organiser)
    page = client.get(reverse("traveller", args=[bridge.slug, 3])).content.decode()
    assert 'id="deal"' in page


def test_a_whist_traveller_shows_the_trump_card_and_tricks_against_double_dummy(client, organiser):
    event = make_whist_mitchell(organiser)
    services.set_deal(event, 1, Deal.parse(ALL_TOPS), by=organiser, trump="S2")
    for table, ns in ((1, 13), (2, 11), (3, 9)):
        tricks_at(event, organiser, 1, table, ns)
    services.publish_event(event, by=organiser)
    page = client.get(reverse("traveller", args=[event.slug, 1])).content.decode()
    assert "Board 1 \u00b7 Dealer West \u00b7 Trump card \u26602" in page
    assert "With \u2660 trumps and North leading: North-South 13, East-West 0" in page
    against = table_with(page, "Table")
    assert against[0] == ["Table", "Result", "Tricks"]
    assert against[1:] == [["1", "NS 13", "="], ["2", "NS 11", "\u22122"], ["3", "NS 9", "\u22124"]]
    assert "Par:" not in page  # no bidding at whist


def test_the_score_card_links_each_trays_deal(client, bridge):
    page = client.get(reverse("score-card", args=[bridge.slug, "1NS"])).content.decode()
    assert f'href="{reverse("traveller", args=[bridge.slug, 1])}#deal"' in page
