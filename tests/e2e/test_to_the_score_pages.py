"""Bridge to the score's standings and score card in Chromium, on a 360-pixel phone and at a
desktop's width: the bonus column and the round's bonus line are there and nothing scrolls
sideways, as the director sees them during play (the round worked in tests/web/standings/test_to_the_score_pairs.py)."""

from __future__ import annotations

import pytest

from tests.builders import club_user
from tests.builders.pairs import enter_contract, make_bridge_mitchell
from tests.e2e.conftest import screenshot
from tests.e2e.pad import sideways
from tests.e2e.test_swiss_teams import login
from tests.web.standings.test_to_the_score_pairs import ROUND_ONE
from tournaments import services
from tournaments.services.settings import update_settings

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def event(db):
    director = club_user("director", password="pw-director-1")
    event = make_bridge_mitchell(director, tables=3, boards_per_round=4, name="Bonus night")
    update_settings(event, by=director, scoring_method="points", to_the_score="round")
    event.refresh_from_db()
    for tray, contract, declarer, tricks in ROUND_ONE:
        enter_contract(event, director, tray, 1, contract, declarer, tricks)
    services.publish_event(event, by=director)
    return event


@pytest.mark.parametrize("device", ["phone", "page"])
def test_the_bonus_is_shown_and_fits(live_server, request, event, device):
    browser_page = request.getfixturevalue(device)
    base = f"{live_server.url}/e/{event.slug}"
    login(browser_page, live_server.url)  # the director sees the trays still in play
    browser_page.wait_for_load_state()
    browser_page.goto(f"{base}/standings/")
    headers = browser_page.locator("table.standings th").all_inner_texts()
    assert "To the score" in [h.strip() for h in headers]
    assert sideways(browser_page) == []
    screenshot(browser_page, f"to-the-score-standings-{device}")
    browser_page.goto(f"{base}/card/1EW/")
    bonus = browser_page.locator("tr.to-the-score")
    assert bonus.count() == 1
    assert "trick scores 90 against 80" in bonus.inner_text()
    assert "+50" in bonus.inner_text()
    assert sideways(browser_page) == []
