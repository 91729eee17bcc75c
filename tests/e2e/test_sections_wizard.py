"""A director on a phone sets up a room too big for the session: the wizard's recommended
movement is two sections playing the same deals, and creating it lands on the competition."""

from __future__ import annotations

import pytest

from tests.builders import club_user
from tests.e2e.conftest import screenshot
from tournaments import models as m

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_forty_pairs_in_three_hours_become_two_sections_on_a_phone(live_server, phone):
    club_user("director", password="pw-director-1")
    phone.goto(f"{live_server.url}/login/")
    phone.fill("#id_username", "director")
    phone.fill("#id_password", "pw-director-1")
    phone.click("button[type=submit]")

    phone.goto(f"{live_server.url}/organise/new/")
    phone.fill("#id_name", "Winter pairs")
    phone.select_option("#id_game", "bridge")
    phone.select_option("#id_form", "pairs")
    phone.fill("#id_entrants", "40")
    phone.fill("#id_session_minutes", "180")
    phone.click("text=Show the movements that fit")
    recommended = phone.locator("tr.recommended")
    recommended.wait_for()
    # 24 trays fit in 180 minutes; one room of 20 tables would need 14 rounds (210 minutes)
    assert "2 sections of 10 + 10 tables" in recommended.inner_text()
    assert recommended.locator("input[type=radio]").is_checked()
    assert phone.locator("tr:has-text('Mitchell, 20 tables') >> text=over time").count() > 0
    width = phone.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
    assert width <= 0, f"the page scrolls sideways by {width}px"
    screenshot(phone, "wizard-sections-phone")
    phone.select_option("#id_scoring_method", "matchpoints")
    phone.click("text=Create event")
    phone.wait_for_selector("text=set up in 2 sections playing the same deals")
    assert phone.locator("a:text-is('Section A')").count() == 1
    assert phone.locator("a:text-is('Section B')").count() == 1
    competition = m.Competition.objects.get()
    assert competition.events.count() == 2 and competition.across_field
