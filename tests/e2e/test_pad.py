"""The scoring pad on the tables' phones: a whole round of a seven-table bridge Mitchell
entered by taps, at phone size and on a desktop, each tray in at most six taps.

Round 1 of a seven-table Mitchell with two trays a round: table t plays trays 2t-1 and 2t.
At every table North-South bid and make 4 spades by South with an overtrick (11 tricks) on
the first tray, and East declares 3 no trumps two down (7 tricks) on the second.  By the
scoring table of the Laws (Law 77): 4S+1 is 420 + 30 = 450 not vulnerable, 620 + 30 = 650
vulnerable; 3NT two down undoubled is 100 to the defenders not vulnerable, 200 vulnerable.
"""

from __future__ import annotations

import pytest

from tests.builders import club_user, make_bridge_mitchell
from tests.e2e.conftest import leave, screenshot
from tests.e2e.pad import LAW_2, open_pad, sideways, wait_sent
from tournaments import models as m
from tournaments import services

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def expected_ns(tray: int, first: bool) -> int:
    vul = LAW_2[tray]
    if first:  # 4S+1 by South
        return 650 if vul in ("ns", "both") else 450
    return 200 if vul in ("ew", "both") else 100  # 3NT-2 by East: North-South's plus


@pytest.mark.parametrize("size", [(360, 740), (1280, 800)], ids=["phone", "desktop"])
def test_a_whole_round_of_a_seven_table_mitchell_through_the_pad(live_server, browser, size):
    director = club_user("director", password="pw-director-1")
    event = make_bridge_mitchell(director, tables=7, boards_per_round=2, name="Pad night")
    context = browser.new_context(
        viewport={"width": size[0], "height": size[1]}, is_mobile=size[0] < 600
    )
    page = context.new_page()
    page.set_default_timeout(15000)
    try:
        for table in event.tables.order_by("number"):
            seating = table.seatings.get(round__number=1)
            first, second = sorted(t.number for t in seating.trays.all())
            taps = open_pad(page, f"{live_server.url}/t/{table.secret}/")
            assert taps.contract(first, 4, "S", "S", 1) <= 6
            assert taps.contract(second, 3, "NT", "E", -2) <= 6
            wait_sent(page)
            page.locator("#pad .moves").wait_for()
            if table.number == 1 and size[0] == 360:
                assert sideways(page) == []
                screenshot(page, "pad-round-done")
        results = m.Result.objects.filter(tray__event=event).select_related("tray", "seating")
        assert results.count() == 14
        for r in results:
            first = r.contract == "4S"
            assert (r.declarer, r.tricks_taken) == (("S", 11) if first else ("E", 7))
            assert r.ns_score == expected_ns(r.tray.number, first), r.tray.number
            assert r.entered_via == "table" and len(r.client_key) >= 8
    finally:
        leave(page)


def test_the_score_shows_before_saving_and_the_opponents_accept(live_server, phone):
    director = club_user("director", password="pw-director-1")
    event = make_bridge_mitchell(director, tables=3, boards_per_round=2, name="Score night")
    table = event.tables.get(number=1)  # trays 1 and 2
    taps = open_pad(phone, f"{live_server.url}/t/{table.secret}/")
    taps.tap("tray", 2)
    for act, value in (("level", 4), ("strain", "S"), ("decl", "S")):
        taps.tap(act, value)
    assert phone.inner_text("#pad .pad-score") == ""
    assert phone.locator("#pad [data-act=save]").is_disabled()
    taps.tap("rel", 1)
    # Tray 2: North-South vulnerable, 4S+1 by South is 650.
    assert phone.inner_text("#pad .pad-score") == "NS +650"
    screenshot(phone, "pad-phone")
    taps.tap("save")
    wait_sent(phone)
    phone.locator("#pad .stored-card [data-act=accept]").click()
    phone.wait_for_function("() => /Accepted/.test(document.querySelector('#pad').innerText)")
    result = m.Result.objects.get(tray__event=event)
    assert result.confirmed_at is not None and result.ns_score == 650


def test_the_next_round_appears_by_itself_with_nothing_typed_lost(live_server, phone):
    """Round 2 of a three-table Mitchell: North-South stay, East-West move up a table (to table
    1 from table 3) and the trays down one (to table 1 from table 2): trays 3 and 4 v 3 EW."""
    director = club_user("director", password="pw-director-1")
    event = make_bridge_mitchell(director, tables=3, boards_per_round=2, name="Next night")
    table = event.tables.get(number=1)
    taps = open_pad(phone, f"{live_server.url}/t/{table.secret}/")
    taps.contract(1, 2, "C", "N", 0)
    taps.tap("tray", 2)
    taps.tap("level", 5)  # typed, not saved
    phone.evaluate("window.stillThisPage = true")
    services.advance_round(event, by=director)
    phone.evaluate("window.dispatchEvent(new Event('online'))")  # the pad's next poll, now
    phone.locator("#pad [data-act=tray][data-val='3']").wait_for()
    trays = phone.locator("#pad [data-act=tray]").all_inner_texts()
    assert [t.split()[0] for t in trays] == ["3", "4"]
    assert phone.evaluate("window.stillThisPage") is True
    assert "Round 2" in phone.inner_text("#pad .pad-round")
    assert "East-West 3 EW" in phone.inner_text("#pad .pad-seats")
    assert "board 2 was not saved" in phone.inner_text("#pad .notice")
