"""The team pages read a fixed number of queries, whether four teams play or twenty.

A round robin of teams with one tray a table is played out in full through the traveller
service, every pair named, and each page is fetched by an anonymous reader under one ceiling.
"""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import enter_team_whist, make_team_event
from tournaments import models as m
from tournaments import services

pytestmark = pytest.mark.django_db

# The event, the entrants with their teams, the results, and each page's own look-up: the
# players' names (standings, card) or the event's trays (traveller); and, for the public of an
# event in play, which trays every table has played.  The traveller reads the tray's deal too,
# and the card which trays have one; the standings read the masterpoints the event awarded.
CEILING = 5
WITH_DEALS = CEILING + 1
STANDINGS = CEILING + 1


@pytest.fixture(params=[4, 20], ids=["4-teams", "20-teams"])
def played_out(request, organiser):
    teams = request.param
    event = make_team_event(
        organiser, kind="team-round-robin", size=teams, boards_per_round=1, publish=False
    )
    for pair in event.entrants.filter(kind=m.Entrant.Kind.PAIR):
        services.register_entrant(
            pair, by=organiser, player_names=[f"{pair.label} North", f"{pair.label} South"]
        )
    entered = enter_team_whist(event, organiser, lambda tray, ns, ew: (tray + ord(ns[0])) % 14)
    services.generate_deals(event, by=organiser)
    # Every two teams meet once, on two trays, each played at both tables.
    assert entered == teams * (teams - 1) // 2 * 2 * 2
    services.publish_event(event, by=organiser)
    return event


def test_team_pages_use_a_fixed_number_of_queries(
    client, played_out, django_assert_max_num_queries
):
    slug = played_out.slug
    last = played_out.trays.order_by("-number").first().number
    urls = [
        reverse("standings", args=[slug]),
        reverse("standings-live", args=[slug]),
        reverse("score-card", args=[slug, "a"]),
        reverse("score-card", args=[slug, "b.EW"]),
        reverse("traveller", args=[slug, 1]),
        reverse("traveller", args=[slug, last]),
    ]
    for url in urls:
        dealt = "/tray/" in url or "/card/" in url
        ceiling = STANDINGS if url.endswith("/standings/") else CEILING
        with django_assert_max_num_queries(WITH_DEALS if dealt else ceiling):
            response = client.get(url)
        assert response.status_code == 200, url
        assert ('id="deal"' in response.content.decode()) == ("/tray/" in url), url
    with django_assert_max_num_queries(CEILING):
        response = client.get(reverse("standings", args=[slug]), {"_export": "csv"})
    rows = response.content.decode("utf-8-sig").strip().splitlines()
    teams = played_out.entrants.filter(kind=m.Entrant.Kind.TEAM).count()
    assert len(rows) == 1 + teams
    assert "a.NS North & a.NS South / a.EW North & a.EW South" in response.content.decode()

    # Each team meets every other once: played = teams - 1 on every line.
    header, *lines = [row.split(",") for row in rows]
    assert {line[header.index("Played")] for line in lines} == {str(teams - 1)}
    won = sum(int(line[header.index("Won")]) for line in lines)
    tied = sum(int(line[header.index("Tied")]) for line in lines)
    assert won + tied // 2 == teams * (teams - 1) // 2
