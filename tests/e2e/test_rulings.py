"""A director's ruling in a real browser: a bridge table's result disputed, the desk's flag
followed to the ruling page, a weighted score given (Law 12C1(c)), and the traveller, its
history and the desk showing it."""

from __future__ import annotations

import pytest

from tests.builders import club_user, make_bridge_mitchell
from tests.e2e.conftest import screenshot
from tournaments import models as m
from tournaments import services

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_a_disputed_contract_gets_a_weighted_score(live_server, page):
    director = club_user("director", password="pw-director-1")
    event = make_bridge_mitchell(director, tables=3, boards_per_round=1, name="Ruling night")
    table = m.Table.objects.get(event=event, number=1)
    # Entered at the table (a result the director entered is the director's: no dispute).
    services.record_at_table(table, 1, services.BridgeEntry(0, "4S", "N", 10))
    services.dispute_at_table(table, m.Result.objects.get().pk)

    page.goto(f"{live_server.url}/login/")
    page.fill("#id_username", "director")
    page.fill("#id_password", "pw-director-1")
    page.click("main button[type=submit]")
    page.goto(f"{live_server.url}/e/{event.slug}/run/")
    page.click("ul.disputed a:has-text('Rule on board 1')")
    page.wait_for_selector("h1:has-text('Ruling: board 1, table 1')")
    assert "4S by N" in page.inner_text("main")
    page.check("input[name=kind][value=weighted]")
    page.fill("#id_result_1", "4S= N")
    page.fill("#id_share_1", "60")
    page.fill("#id_result_2", "4S-1 N")
    page.fill("#id_share_2", "40")
    page.fill("#id_reason", "misinformation about the 2C opening; a 60/40 weighting")
    screenshot(page, "ruling")
    page.click("text=Record the ruling")
    page.wait_for_selector("text=Board 1, table 1: SCORE 60% 4S= N, 40% 4S-1 N.")
    history = page.inner_text("h2:has-text('History') + div table")
    assert "SCORE 60% 4S= N, 40% 4S-1 N" in history and "misinformation" in history
    result = m.Result.objects.get()
    assert result.adjustment == "SCORE 60% 4S= N, 40% 4S-1 N" and result.disputed_at is None
    page.goto(f"{live_server.url}/e/{event.slug}/run/")
    assert page.query_selector("ul.disputed") is None
