"""A player's phone, 360 pixels wide, reading a teams event: standings, a team card and a
traveller fit the screen, and the standings refresh by themselves when a tray comes in.

The event is the hand-worked whist team match of tests/web/standings/test_teams_site.py (a +7).
"""

from __future__ import annotations

import pytest

from tests.builders import club_user, make_team_event, team_whist
from tests.e2e.conftest import screenshot
from tests.web.standings.test_teams_site import A_NS, B_NS
from tournaments import services

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def director(django_user_model):
    return club_user("director", password="pw-director-1")


def fits(phone) -> None:
    widths = phone.evaluate(
        "[document.documentElement.scrollWidth, document.body.scrollWidth, window.innerWidth]"
    )
    assert widths[0] <= widths[2] and widths[1] <= widths[2], widths


def test_a_phone_reads_the_team_pages(live_server, phone, director):
    event = make_team_event(director, kind="team-match", size=2, boards_per_round=4)
    names = {"a.NS": ["Ada Byron", "Charles Babbage"], "a.EW": ["Mary Somerville", "John Herschel"]}
    for label, players in names.items():
        services.register_entrant(
            event.entrants.get(label=label), by=director, player_names=players
        )
    for tray, (a, b) in enumerate(zip(A_NS, B_NS, strict=True), start=1):
        team_whist(event, director, tray, "a", "b", a)
        if tray < 8:
            team_whist(event, director, tray, "b", "a", b)

    phone.goto(f"{live_server.url}/e/{event.slug}/standings/?every=2")
    fits(phone)
    first = phone.locator("table.standings tbody tr").first
    # Tray 8 is still awaiting its other table: a stands at +7 - 1 = +6.
    assert first.locator("td").nth(1).inner_text().strip() == "a"
    assert first.locator("td").last.inner_text().strip() == "+6"
    assert "Ada Byron" in first.inner_text()
    screenshot(phone, "teams-standings-phone")

    team_whist(event, director, 8, "b", "a", B_NS[7])
    # the page's policy forbids eval, so wait with a locator rather than a JavaScript predicate
    phone.locator("table.standings tbody tr td:last-child", has_text="+7").first.wait_for(
        timeout=15000
    )

    phone.goto(f"{live_server.url}/e/{event.slug}/card/a.EW/")
    fits(phone)
    assert phone.locator("h1").inner_text().startswith("Team a")
    assert phone.locator("table.team-card tbody tr").count() == 8
    screenshot(phone, "teams-card-phone")

    phone.goto(f"{live_server.url}/e/{event.slug}/tray/4/")
    fits(phone)
    assert phone.locator("table.team-traveller tbody tr").count() == 2
    screenshot(phone, "teams-traveller-phone")
