"""Bridge team pages read as many queries under every method (IMPs and VPs, board-a-match,
total points) as the whist teams' pages do (with the look-up of the trays' deals a bridge
event adds), whether four teams play or twelve (the ceiling of
``tests/web/standings/test_teams_query_counts``)."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import make_team_event, team_meetings
from tests.web.standings.test_teams_query_counts import CEILING
from tournaments import models as m
from tournaments import services

pytestmark = pytest.mark.django_db

# The whist teams' ceiling, and on a bridge event the trays that have a deal (the links to
# each tray's hands).
BRIDGE_CEILING = CEILING + 1

CONTRACTS = [("4S", "N", 10), ("3NT", "S", 8), ("2H", "E", 8), ("4S", "N", 11)]


def enter_bridge(event: m.Event, by) -> int:
    """Every result of a bridge teams event, a contract chosen by the tray and NS team."""
    by_tray: dict[int, list[services.BridgeEntry]] = {}
    for tray, ns, _ew, pk in team_meetings(event):
        contract, declarer, tricks = CONTRACTS[(tray + ord(ns[0])) % 4]
        by_tray.setdefault(tray, []).append(services.BridgeEntry(pk, contract, declarer, tricks))
    for tray, entries in by_tray.items():
        services.record_traveller(event, tray, entries, by=by)
    return sum(len(e) for e in by_tray.values())


@pytest.fixture(
    params=[
        (4, m.ScoringMethod.IMPS),
        (12, m.ScoringMethod.IMPS),
        (4, m.ScoringMethod.BOARD_A_MATCH),
        (12, m.ScoringMethod.BOARD_A_MATCH),
        (4, m.ScoringMethod.POINTS),
        (12, m.ScoringMethod.POINTS),
    ],
    ids=lambda p: f"{p[0]}-teams-{p[1]}",
)
def played_out(request, organiser):
    teams, scoring = request.param
    event = make_team_event(
        organiser,
        kind="team-round-robin",
        size=teams,
        game=m.Game.BRIDGE,
        boards_per_round=1,
        scoring=scoring,
        publish=False,
    )
    # Every two teams meet once, on two trays, each played at both tables.
    assert enter_bridge(event, organiser) == teams * (teams - 1) // 2 * 2 * 2
    services.publish_event(event, by=organiser)
    return event


def test_bridge_team_pages_use_a_fixed_number_of_queries(
    client, played_out, django_assert_max_num_queries
):
    slug = played_out.slug
    last = played_out.trays.order_by("-number").first().number
    urls = [
        reverse("standings", args=[slug]),
        reverse("standings", args=[slug]) + "?_export=csv",
        reverse("standings-live", args=[slug]),
        reverse("score-card", args=[slug, "a"]),
        reverse("score-card", args=[slug, "b.EW"]),
        reverse("traveller", args=[slug, 1]),
        reverse("traveller", args=[slug, last]),
    ]
    for url in urls:
        with django_assert_max_num_queries(BRIDGE_CEILING):
            response = client.get(url)
        assert response.status_code == 200, url
    teams = played_out.entrants.filter(kind=m.Entrant.Kind.TEAM).count()
    csv = client.get(urls[1]).content.decode("utf-8-sig").strip().splitlines()
    header = csv[0].split(",")
    assert len(csv) == 1 + teams
    column = {
        m.ScoringMethod.IMPS: "VPs",
        m.ScoringMethod.BOARD_A_MATCH: "Board points",
        m.ScoringMethod.POINTS: "Net points",
    }[played_out.scoring_method]
    assert column in header
