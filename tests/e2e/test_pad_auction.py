"""Duplicate auction bridge on the scoring pad: the declaration, the result and the honours
in taps, the score shown before saving, as the source's tables give it (Foster, "Auction
Bridge": hearts 8 a trick over the book; honours in hearts, four, 4 x 8 = 32)."""

from __future__ import annotations

import datetime as dt

import pytest
from playwright.sync_api import expect

from tests.builders import club_user
from tests.e2e.pad import open_pad, wait_sent
from tournaments import models as m
from tournaments import services
from tournaments.services.settings import update_settings

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_two_hearts_made_with_an_overtrick_and_four_honours(live_server, phone):
    director = club_user("director", password="pw-director-1")
    event = services.create_event(
        by=director, name="Auction night", date=dt.date(2026, 11, 22), game=m.Game.AUCTION,
        form=m.Form.PAIRS, movement_kind="mitchell", movement_size=3, boards_per_round=1,
        scoring_method=m.ScoringMethod.MATCHPOINTS, seed=3,
    )  # fmt: skip
    services.start_event(event, by=director)
    seating = m.Seating.objects.get(round__event=event, round__number=1, trays__number=1)
    taps = open_pad(phone, f"{live_server.url}/t/{seating.table.secret}/")
    taps.tap("tray", 1)
    for act, value in (("level", 2), ("strain", "H"), ("decl", "S"), ("rel", 1)):
        taps.tap(act, value)
    taps.tap("honours", "4")
    taps.tap("hside", "NS")
    # Three tricks over the book at 8 (24) and four honours at 8 (32): North-South +56, no
    # premium (the trick score is under 30).
    # The pad asks the server to score an auction result (honours and the premium are the
    # server's) and shows it before saving.
    expect(phone.locator("#pad .pad-score")).to_contain_text("+56")
    taps.tap("save")
    wait_sent(phone)
    result = m.Result.objects.get()
    assert (result.contract, result.declarer, result.tricks_taken) == ("2H", "S", 9)
    assert (result.honours, result.honours_side, result.ns_score) == ("4", "NS", 56)
    assert taps.count == 8  # tray, level, strain, declarer, result, honours, side, save


def test_no_bid_all_round_only_under_the_english_rule(live_server, phone):
    # Lines 180-181 of the source: the English rule "allows the dealer to pass, without making
    # any declaration"; without it the pad offers no way to pass the deal out.
    director = club_user("director", password="pw-director-1")
    event = services.create_event(
        by=director, name="English night", date=dt.date(2026, 11, 22), game=m.Game.AUCTION,
        form=m.Form.PAIRS, movement_kind="mitchell", movement_size=3, boards_per_round=1,
        scoring_method=m.ScoringMethod.MATCHPOINTS, seed=3,
    )  # fmt: skip
    services.start_event(event, by=director)
    seating = m.Seating.objects.get(round__event=event, round__number=1, trays__number=1)
    url = f"{live_server.url}/t/{seating.table.secret}/"
    taps = open_pad(phone, url)
    taps.tap("tray", 1)
    assert phone.locator("#pad [data-act=pass]").count() == 0
    update_settings(event, by=director, auction_english=True)
    taps = open_pad(phone, url)
    taps.tap("tray", 1)
    expect(phone.locator("#pad [data-act=pass]")).to_have_text("No bid")
    taps.tap("pass")
    expect(phone.locator("#pad .pad-score")).to_have_text("No bid all round: 0")
    taps.tap("save")
    wait_sent(phone)
    expect(phone.locator("#pad .stored-card .stored")).to_have_text("No bid all round: 0")
    assert (m.Result.objects.get().contract, m.Result.objects.get().ns_score) == ("PASS", 0)
