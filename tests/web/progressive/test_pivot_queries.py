"""Pivot bridge's pages, and bridge to the score's star table, read a fixed number of queries
whether two tables play or ten: the whole evening's rows in a few queries, never one a round,
a table or a player."""

from __future__ import annotations

import datetime as dt

import pytest
from django.urls import reverse

from tests.builders import quick_user
from tournaments import models as m
from tournaments.services import progressive as ps

# As today's euchre's pages (tests/web/progressive/test_points_queries.py), and one more for
# the pivot chart's size, which is read from the evening's settings.
CEILINGS = {
    "progressive-standings": 8,
    "progressive-chart": 5,
    "progressive-prizes": 8,
    "progressive-player": 12,
}


@pytest.fixture(params=[2, 10], ids=["2-tables", "10-tables"])
def evening(request, db):
    host = quick_user("hostess")
    event = ps.set_up_evening(
        ps.EveningSettings(
            name="Pivot",
            date=dt.date(2026, 12, 18),
            game=m.Drive.BRIDGE_PIVOT,
            tables=request.param,
            rounds=3,
            seed=1,
        ),
        by=host,
    )
    ps.draw_evening(event, by=host)
    for _rubber in range(3):
        ps.open_round(event, by=host)
        for table in range(1, event.movement_size + 1):
            ps.report_result(event, ps.TableReport(table, points=(620, 140)), by=host)
        ps.close_round(event, by=host)
    event.published = True
    event.save(update_fields=["published"])
    return event


@pytest.mark.parametrize("name", sorted(CEILINGS))
def test_each_pivot_page_reads_a_fixed_number_of_queries(
    client, evening, name, django_assert_max_num_queries
):
    args = [evening.slug, "P1"] if name == "progressive-player" else [evening.slug]
    with django_assert_max_num_queries(CEILINGS[name]):
        assert client.get(reverse(name, args=args)).status_code == 200


@pytest.fixture(params=[2, 10], ids=["2-tables", "10-tables"])
def to_the_score(request, db):
    host = quick_user("hostess")
    event = ps.set_up_evening(
        ps.EveningSettings(
            name="To the score",
            date=dt.date(2026, 12, 19),
            game=m.Drive.BRIDGE_SIT,
            tables=request.param,
            rounds=2,
            seed=1,
            score_bonus="round",
        ),
        by=host,
    )
    ps.draw_evening(event, by=host)
    deals = [(0, 24), (1, 18), (0, 12), (1, 16)]
    for _round in range(2):
        ps.open_round(event, by=host)
        for table in range(1, event.movement_size + 1):
            report = ps.TableReport(table, points=(120, 140), hands=deals)
            ps.report_result(event, report, by=host)
        ps.close_round(event, by=host)
    event.published = True
    event.save(update_fields=["published"])
    return event


def test_the_star_table_with_every_bonus_reads_a_fixed_number_of_queries(
    client, to_the_score, django_assert_max_num_queries
):
    with django_assert_max_num_queries(12):
        page = client.get(reverse("progressive-stars", args=[to_the_score.slug]))
    assert page.status_code == 200
    assert page.content.decode().count("170-140") == 2 * to_the_score.movement_size
