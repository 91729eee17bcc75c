"""Today's euchre's pages read a fixed number of queries, whether nine guests play at two
tables or forty-one at ten: the standings, the rotation chart, the prize list and a guest's
page are read in whole-evening queries, never one a round or a player."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import points_evening, quick_user
from tournaments.services import progressive as ps

# The event, the settings, the guests, the closed rounds, their seats and results (and, for a
# guest's page, the rounds in play, the guest and the seating shown); the session and club
# look-ups of a signed-in reader are not asked for here (the reader is the public).
CEILINGS = {
    "progressive-standings": 7,
    "progressive-chart": 4,
    "progressive-prizes": 7,
    "progressive-player": 11,
}


@pytest.fixture(params=[9, 41], ids=["9-guests", "41-guests"])
def evening(request, db):
    host = quick_user("hostess")
    guests = [f"Guest {n}" for n in range(1, request.param + 1)]
    event = points_evening(host, guests=guests, rounds=3)
    ps.draw_evening(event, by=host)
    for _round in range(3):
        ps.open_round(event, by=host)
        for table in range(1, event.movement_size + 1):
            ps.report_result(event, ps.TableReport(table, points=(6, 4)), by=host)
        ps.close_round(event, by=host)
    event.published = True
    event.save(update_fields=["published"])
    return event


@pytest.mark.parametrize("name", sorted(CEILINGS))
def test_each_page_reads_a_fixed_number_of_queries(
    client, evening, name, django_assert_max_num_queries
):
    args = [evening.slug, "P1"] if name == "progressive-player" else [evening.slug]
    with django_assert_max_num_queries(CEILINGS[name]):
        assert client.get(reverse(name, args=args)).status_code == 200
