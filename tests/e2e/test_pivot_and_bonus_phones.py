"""Pivot bridge and bridge to the score reported from the guests' phones (360 by 740).

Pivot: the two tables and three rubbers worked by hand in
``tests/web/progressive/test_pivot_bridge.py`` (Hal 1460 the room's best at table 2, Cat 1390
table 1's), every rubber typed on a phone at its table, to the standings page.

Bridge to the score: table 1 of ``tests/web/progressive/test_bridge_to_the_score.py``, scores
120-140 and trick scores 24, 18, 12, 16 (North-South, East-West, North-South, East-West):
36 against 34, North-South's fifty makes it 170-140.
"""

from __future__ import annotations

import datetime as dt

import pytest

from tests.builders import quick_user
from tests.e2e.conftest import screenshot
from tests.e2e.pad import sideways
from tests.web.progressive.test_pivot_bridge import NAMES, RUBBERS, STANDINGS
from tournaments import models as m
from tournaments.services import progressive as ps
from tournaments.services.events import publish_event

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def report_on_phone(phone, url: str, fields: dict[str, int]) -> None:
    phone.goto(url)
    phone.locator("#party [data-act=save]").wait_for()
    for name, value in fields.items():
        phone.fill(f"#party [data-field={name}]", str(value))
    phone.click("#party [data-act=save]")
    phone.wait_for_selector("#party .stored-card")


def quiet(phone) -> None:
    """The phone leaves its page, which polls, before the test writes: in the tests' shared
    SQLite cache a table a reader holds is locked to a writer at once, not waited for."""
    phone.goto("about:blank")
    phone.wait_for_timeout(200)


def test_a_pivot_evening_reported_from_the_phones(live_server, phone):
    hostess = quick_user("hostess")
    event = ps.set_up_evening(
        ps.EveningSettings(
            name="Pivot on phones",
            date=dt.date(2026, 12, 18),
            game=m.Drive.BRIDGE_PIVOT,
            tables=2,
            rounds=3,
            players=[(n, "") for n in NAMES],
            seed=5,
        ),
        by=hostess,
    )
    ps.draw_evening(event, by=hostess)
    event.refresh_from_db()
    publish_event(event, by=hostess)  # the guests follow the standings on their phones
    links = {t.number: t.secret for t in event.party_tables.all()}
    for rubber in RUBBERS:
        ps.open_round(event, by=hostess)
        for table, (a, b) in rubber.items():
            report_on_phone(phone, f"{live_server.url}/t/party/{links[table]}/", {"a": a, "b": b})
            assert sideways(phone) == []
        quiet(phone)
        ps.close_round(event, by=hostess)
    rows = m.ProgressiveResult.objects.filter(round__event=event)
    assert {r.entered_via for r in rows} == {"guests"} and rows.count() == 6
    phone.goto(f"{live_server.url}/e/{event.slug}/progressive/standings/")
    phone.wait_for_selector("h1:has-text('Final standings')")
    cells = phone.locator("main table tbody tr").first.locator("td").all_inner_texts()
    assert [c.strip() for c in cells] == STANDINGS[0]
    screenshot(phone, "pivot-standings")


def test_bridge_to_the_score_from_a_phone(live_server, phone):
    hostess = quick_user("hostess")
    event = ps.set_up_evening(
        ps.EveningSettings(
            name="To the score on phones",
            date=dt.date(2026, 12, 19),
            game=m.Drive.BRIDGE,
            tables=2,
            groups="two",
            rounds=1,
            seed=7,
            score_bonus="round",
        ),
        by=hostess,
    )
    ps.seat_by_hand(event, [[("L1", "G1"), ("L2", "G2")], [("L3", "G3"), ("L4", "G4")]], by=hostess)
    ps.open_round(event, by=hostess)
    link = m.PartyTable.objects.get(event=event, number=1)
    fields = {"a": 120, "b": 140, "d1ns": 24, "d2ew": 18, "d3ns": 12, "d4ew": 16}
    report_on_phone(phone, f"{live_server.url}/t/party/{link.secret}/", fields)
    assert "bonus 50-0 included" in phone.inner_text("#party")
    assert sideways(phone) == []
    screenshot(phone, "bridge-to-the-score-phone")
    row = m.ProgressiveResult.objects.get(round__event=event, table=1)
    assert (row.points_a, row.points_b) == (170, 140)
    assert row.details["deals"] == [[0, 24], [1, 18], [0, 12], [1, 16]]
