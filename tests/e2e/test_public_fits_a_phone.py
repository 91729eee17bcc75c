"""Every public page of every form of event fits a 360-pixel phone: neither the page nor any
box in it scrolls sideways, measured in the browser against the viewport, with long names
that wrap to no more than two lines."""

from __future__ import annotations

import pytest

from tests.builders import (
    HAND_DRAWN,
    ROUNDS,
    club_user,
    euchre_evening,
    make_bridge_mitchell,
    make_individual,
    make_team_event,
    play_round,
    report_table,
    team_whist,
)
from tests.builders.individuals import enter_individual_whist
from tests.e2e.conftest import screenshot
from tests.e2e.pad import sideways
from tests.web.standings.test_teams_site import A_NS, B_NS
from tournaments import models as m
from tournaments import services
from tournaments.services import progressive as ps

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

LONG = ["Alexandra Montgomery-Smythe", "Bartholomew Featherstonehaugh-Cholmondeley"]
CONTRACTS = [
    ("4S", "S", 11),
    ("3NT", "W", 7),
    ("2HX", "N", 8),
    ("6DXX", "E", 12),
    ("PASS", "", None),
]


def pairs_event(director) -> m.Event:
    event = make_bridge_mitchell(director, tables=5, boards_per_round=2, name="Phone pairs")
    services.register_entrant(event.entrants.get(label="1NS"), by=director, player_names=LONG)
    for tray in event.trays.all():
        seatings = tray.seatings.filter(ew__isnull=False).order_by("table__number")
        entries = [
            services.BridgeEntry(s.pk, *CONTRACTS[(tray.number + i) % len(CONTRACTS)])
            for i, s in enumerate(seatings)
        ]
        services.record_traveller(event, tray.number, entries, by=director)
    return event


def teams_event(director) -> m.Event:
    event = make_team_event(director, kind="team-match", size=2, name="Phone teams")
    services.register_entrant(event.entrants.get(label="a.NS"), by=director, player_names=LONG)
    for tray, (a, b) in enumerate(zip(A_NS, B_NS, strict=True), start=1):
        team_whist(event, director, tray, "a", "b", a)
        team_whist(event, director, tray, "b", "a", b)
    return event


def individual_event(director) -> m.Event:
    event = make_individual(director, size=8, kind="safford")
    services.register_entrant(event.entrants.get(label="1"), by=director, player_names=LONG[:1])
    for tray in (1, 2, 3, 4):
        enter_individual_whist(event, director, tray, {1: 7, 2: 6})
    return event


def pages_of(event: m.Event) -> list[str]:
    base = f"/e/{event.slug}"
    first = event.entrants.order_by("number", "label").first()
    player = m.Player.objects.filter(memberships__entrant__event=event).first()
    out = [f"{base}/", f"{base}/standings/", f"{base}/movement/", f"{base}/where/",
           f"{base}/card/{first.label}/", f"{base}/tray/1/"]  # fmt: skip
    if player is not None:
        out.append(f"/players/{player.pk}/")
    return out


@pytest.fixture
def director(db):
    return club_user("director", password="pw-director-1")


@pytest.mark.parametrize("form", ["pairs", "teams", "individuals"])
def test_no_public_page_scrolls_sideways_at_360_pixels(live_server, phone, director, form):
    event = {"pairs": pairs_event, "teams": teams_event, "individuals": individual_event}[form](
        director
    )
    services.publish_event(event, by=director)
    failures = {}
    for path in pages_of(event):
        phone.goto(f"{live_server.url}{path}")
        wide = sideways(phone)
        if wide:
            failures[path] = wide
        lines = two_lines_at_most(phone)
        if lines:
            failures[f"{path} names"] = lines
    assert failures == {}
    phone.goto(f"{live_server.url}/e/{event.slug}/standings/")
    screenshot(phone, f"{form}-standings-360")
    phone.goto(f"{live_server.url}/e/{event.slug}/tray/1/")
    screenshot(phone, f"{form}-traveller-360")


def test_a_progressive_partys_pages_fit_a_phone(live_server, phone, director):
    event = euchre_evening(director)
    ps.seat_by_hand(event, HAND_DRAWN, by=director)
    ps.open_round(event, by=director)
    event.refresh_from_db()
    services.publish_event(event, by=director)
    for table, entry in ROUNDS[0].items():
        report_table(director, event, table, entry)
    ps.close_round(event, by=director)
    for results in ROUNDS[1:]:
        play_round(director, event, results)
    base = f"/e/{event.slug}"
    failures = {}
    for path in (f"{base}/", f"{base}/progressive/stars/", f"{base}/progressive/prizes/",
                 f"{base}/p/L1/"):  # fmt: skip
        phone.goto(f"{live_server.url}{path}")
        wide = sideways(phone)
        if wide:
            failures[path] = wide
    assert failures == {}


def two_lines_at_most(page) -> list[str]:
    """Names in the tables (a cell's ``.names``) that take more than two lines."""
    return page.evaluate(
        """() => Array.from(document.querySelectorAll('td .names, td.names')).filter(n => {
            const style = getComputedStyle(n);
            const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.45;
            return n.getBoundingClientRect().height > 2 * line + 2;
        }).map(n => n.textContent.trim())"""
    )
