"""Duplicate auction's law F and the English rule through the director's pages: the setting on
the event's settings page, a declaration out of turn on the traveller, the scores stored and the
law shown on the traveller and score card.

The source, duplicate_and_progressive_rules.txt: law F at lines 143-147, the English rule at
lines 180-181.  Tray 1 of a three-table auction Mitchell; scores worked by hand from the
source's tables:

- 6 clubs by North making 12 under the English rule: 6 odd x 6 = 36, the premium 125 (36 is 30
  or more), little slam 50: NS 211 (the source's own slam, 20, would give 181);
- 2 hearts by South making 8 with North-South declaring out of turn: 16 to NS, 50 honour points
  to EW: NS net -34.
"""

from __future__ import annotations

import datetime as dt
from html import unescape

import pytest
from django.urls import reverse

from tests.builders import make_whist_mitchell
from tournaments import models as m
from tournaments import services
from tournaments.backup import export_event, import_event
from tournaments.services.settings import update_settings

KEPT = {"results_shown": "played", "standings_shown": "on", "scoring_rules": "club"}


@pytest.fixture
def auction(organiser):
    event = services.create_event(
        by=organiser, name="Auction laws", date=dt.date(2026, 11, 22), game=m.Game.AUCTION,
        form=m.Form.PAIRS, movement_kind="mitchell", movement_size=3, boards_per_round=1,
        scoring_method=m.ScoringMethod.MATCHPOINTS, seed=3,
    )  # fmt: skip
    services.start_event(event, by=organiser)
    event.refresh_from_db()
    return event


def tray_1(event) -> list[m.Seating]:
    return list(
        m.Seating.objects.filter(round__event=event, trays__number=1).order_by("round__number")
    )


def settings(client, event, **values):
    url = reverse("event-settings", args=[event.slug])
    return client.post(url, {**KEPT, "unranked_below": "0", **values}, follow=True)


def line(seating, contract, declarer, tricks, out_of_turn="") -> dict:
    k = seating.pk
    return {
        f"contract_{k}": contract, f"declarer_{k}": declarer, f"tricks_{k}": tricks,
        f"honours_{k}": "", f"honours_side_{k}": "", f"out_of_turn_{k}": out_of_turn,
        f"adj_{k}": "",
    }  # fmt: skip


def test_the_english_rule_and_law_f_on_the_site(organiser_client, auction):
    page = organiser_client.get(reverse("event-settings", args=[auction.slug])).content.decode()
    assert "The English rule" in page and "slams count 50" in page
    settings(organiser_client, auction, auction_english="on")
    auction.refresh_from_db()
    assert auction.auction_english
    assert m.LogEntry.objects.filter(event=auction, text__startswith="The English rule").exists()

    first, second, third = tray_1(auction)
    data = {**line(first, "6C", "N", 12), **line(second, "2H", "S", 8, "NS"), "reason": ""}
    data.update(line(third, "PASS", "", ""))
    organiser_client.post(reverse("traveller-entry", args=[auction.slug, 1]), data)
    stored = {r.seating_id: r for r in m.Result.objects.filter(tray__event=auction)}
    assert stored[first.pk].ns_score == 211
    assert (stored[second.pk].ns_score, stored[second.pk].out_of_turn) == (-34, "NS")

    traveller = unescape(
        organiser_client.get(reverse("traveller", args=[auction.slug, 1])).content.decode()
    )
    assert "law F: NS out of turn" in traveller
    assert "Scored by the English rule" in traveller and "a little slam counts 50" in traveller
    card = organiser_client.get(
        reverse("score-card", args=[auction.slug, second.ns.label])
    ).content.decode()
    assert "law F: NS out of turn" in card

    page = unescape(settings(organiser_client, auction).content.decode())  # the rule switched off
    assert "set it before any result is entered" in page
    auction.refresh_from_db()
    assert auction.auction_english


def test_a_passed_deal_cannot_carry_a_declaration_out_of_turn(organiser_client, auction):
    first = tray_1(auction)[0]
    data = {**line(first, "PASS", "", "", "EW"), "reason": ""}
    response = organiser_client.post(reverse("traveller-entry", args=[auction.slug, 1]), data)
    assert "a declaration out of turn stands (law F)" in unescape(response.content.decode())
    assert not m.Result.objects.filter(tray__event=auction).exists()


def test_the_english_rule_is_an_auction_setting(organiser_client, organiser):
    whist = make_whist_mitchell(organiser, tables=3)
    page = organiser_client.get(reverse("event-settings", args=[whist.slug])).content.decode()
    assert "English rule" not in page
    with pytest.raises(services.DomainError, match="rule of duplicate auction"):
        update_settings(whist, by=organiser, auction_english=True)


def test_the_backup_carries_the_rule_and_law_f(organiser_client, auction, organiser):
    settings(organiser_client, auction, auction_english="on")
    second = tray_1(auction)[1]
    entry = services.BridgeEntry(second.pk, "2H", "S", 8, out_of_turn="NS")
    services.record_traveller(auction, 1, [entry], by=organiser)
    auction.refresh_from_db()
    copy = import_event(export_event(auction), slug="auction-laws-copy").event
    assert copy.auction_english
    assert m.Result.objects.get(tray__event=copy).out_of_turn == "NS"


def test_no_bid_all_round_only_under_the_english_rule(organiser_client, auction, client):
    # Lines 180-181: the English rule "allows the dealer to pass, without making any
    # declaration"; without it the dealer must declare and nothing is saved.
    first, second, third = tray_1(auction)
    url = reverse("traveller-entry", args=[auction.slug, 1])
    page = unescape(organiser_client.get(url).content.decode())
    assert "the dealer must declare" in page
    data = {**line(first, "6C", "N", 12), **line(third, "PASS", "", ""), "reason": ""}
    page = unescape(organiser_client.post(url, data).content.decode())
    assert "the dealer must make a declaration" in page and "only the English rule" in page
    assert not m.Result.objects.filter(tray__event=auction).exists()

    settings(organiser_client, auction, auction_english="on")
    data.update(line(second, "2H", "S", 8))
    organiser_client.post(url, data)
    stored = {r.seating_id: r for r in m.Result.objects.filter(tray__event=auction)}
    assert (stored[third.pk].contract, stored[third.pk].ns_score) == ("PASS", 0)
    traveller = unescape(
        organiser_client.get(reverse("traveller", args=[auction.slug, 1])).content.decode()
    )
    assert "no bid all round" in traveller and "no new deal, law F" in traveller
    # Law F, line 142: no new deal, so the 0 is compared with the other tables: of the three
    # North-South scores 211, 16 (2 hearts made, 2 odd x 8) and 0, the 0 beats none: NS 0
    # match points, EW 2.
    row = traveller[traveller.index("no bid all round") :]
    cells = row[: row.index("</tr>")].split('<td class="num">')[-3:]
    assert [c.split("<")[0] for c in cells] == ["0", "0", "2"]  # NS score, NS MP, EW MP
    card = unescape(
        organiser_client.get(
            reverse("score-card", args=[auction.slug, third.ns.label])
        ).content.decode()
    )
    assert "no bid all round" in card
    standings = unescape(
        organiser_client.get(reverse("standings", args=[auction.slug])).content.decode()
    )
    assert "The English rule: the dealer may say no bid" in standings


def test_the_pad_offers_no_bid_only_under_the_english_rule(client, organiser, auction):
    # Lines 180-181 again, from the table's phone: the pad learns the rule from its state, and
    # a "no bid" sent without it is refused with the reason and nothing stored.
    table = auction.tables.get(number=1)
    state = reverse("table-pad-state", args=[table.secret])
    assert client.get(state).json()["english"] is False
    save = reverse("table-pad-save", args=[table.secret])
    body = {"tray": 1, "contract": "PASS", "key": "nobid-0001"}
    refused = client.post(save, body, content_type="application/json")
    assert refused.status_code == 422
    assert "the dealer must make a declaration" in refused.json()["message"]
    assert not m.Result.objects.filter(tray__event=auction).exists()
    update_settings(auction, by=organiser, auction_english=True)
    assert client.get(state).json()["english"] is True
    saved = client.post(save, body, content_type="application/json")
    assert saved.status_code == 200
    assert m.Result.objects.get(tray__event=auction).contract == "PASS"
