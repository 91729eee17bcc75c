"""A revoke (Law X) entered on the table's phone, at phone size: the pad's Revoke asks which
side revoked, how many times and the tricks it won before its first revoke, shows the line as
it will be stored, and sends it once the network is back, stored once.

The law: the source, duplicate_and_progressive_rules.txt, lines 2419-2444 (sec. 4).  The figures
are those of tests/web/entry/test_law_x_site.py, worked there by hand: tray 1 of a five-table
whist Mitchell on trick totals, NS make 7, 8 and 6 at the other tables; at table 1 NS make 8
but revoked twice, having won 6 tricks before the first: NS 6 - 7 = -1, EW +1.
"""

from __future__ import annotations

import pytest

from tests.builders import club_user, make_mitchell
from tests.e2e.conftest import leave, screenshot
from tests.e2e.pad import open_pad, sideways, wait_sent
from tournaments import models as m
from tournaments import services
from tournaments.standings import scores_for

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def seating_at(event, table: int) -> m.Seating:
    return m.Seating.objects.get(round__event=event, table__number=table, trays__number=1)


def test_a_revoke_from_the_phone_offline_then_sent(live_server, browser):
    director = club_user("director", password="pw-director-1")
    event = make_mitchell(
        director, tables=5, boards_per_round=1, name="Revoke night",
        scoring=m.ScoringMethod.TRICKS,
    )  # fmt: skip
    made = {2: 7, 3: 8, 4: 6}
    entries = [services.WhistEntry(seating_at(event, t).pk, ns, None) for t, ns in made.items()]
    services.record_traveller(event, 1, entries, by=director)
    context = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True)
    phone = context.new_page()
    phone.set_default_timeout(15000)
    try:
        table = event.tables.get(number=1)
        taps = open_pad(phone, f"{live_server.url}/t/{table.secret}/")
        taps.tap("tray", 1)
        assert phone.locator("#pad [data-act=revoke]").count() == 0  # tricks first
        taps.tap("ns", 8)
        taps.tap("revoke")
        assert phone.locator("#pad [data-act=save]").is_disabled()  # which side, first
        taps.tap("rside", "NS")
        # NS made 8: they cannot have won more than 8 before their first revoke.
        assert phone.locator("#pad [data-act=rkept]").count() == 9
        taps.tap("rcount", 2)
        taps.tap("rkept", 6)
        score = phone.inner_text("#pad .pad-score")
        assert score == "NS 8 · EW 5 · NS revoked 2 times (NS −R), 6 won before the first"
        assert sideways(phone) == []
        screenshot(phone, "pad-revoke")
        phone.context.set_offline(True)
        taps.tap("save")
        phone.wait_for_selector("#pad .pad-status.offline")
        assert not m.Result.objects.filter(seating=seating_at(event, 1)).exists()
        phone.context.set_offline(False)
        phone.evaluate("window.dispatchEvent(new Event('online'))")
        wait_sent(phone)
        stored = m.Result.objects.get(seating=seating_at(event, 1))
        assert (stored.ns_tricks, stored.revokes_ns, stored.revoke_kept) == (8, 2, 6)
        assert m.ResultChange.objects.filter(seating=seating_at(event, 1)).count() == 1
        rows = {r["code"]: r for r in scores_for(event).trick_rows()}
        assert rows[seating_at(event, 1).ns.code]["plus_minus"] == "-1"
        phone.locator("#pad .stored-card").wait_for()
        assert "NS revoked 2 times" in phone.inner_text("#pad .stored-card .stored")
    finally:
        leave(phone)
