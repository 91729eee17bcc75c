"""An IMP-scored pairs event's public pages read as many queries as a match-pointed one's,
whether it has 5 tables or 40 (the ceilings of ``tests/web/standings/test_query_counts``)."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import make_bridge_mitchell
from tests.web.standings.test_query_counts import CEILINGS
from tournaments import models as m
from tournaments import services

CONTRACTS = [("4S", "N", 10), ("3NT", "S", 8), ("2H", "E", 8), ("4S", "N", 11)]


def enter_everything(event, by) -> int:
    seatings = m.Seating.objects.filter(round__event=event, ns__isnull=False).prefetch_related(
        "trays"
    )
    by_tray: dict[int, list[services.BridgeEntry]] = {}
    for s in seatings.select_related("round", "table"):
        contract, declarer, tricks = CONTRACTS[(s.table.number + s.round.number) % 4]
        for tray in s.trays.all():
            entry = services.BridgeEntry(s.pk, contract, declarer, tricks)
            by_tray.setdefault(tray.number, []).append(entry)
    for tray, entries in by_tray.items():
        services.record_traveller(event, tray, entries, by=by)
    return sum(len(e) for e in by_tray.values())


@pytest.fixture(params=[5, 40], ids=["5-tables", "40-tables"])
def butler_event(request, organiser):
    event = make_bridge_mitchell(organiser, tables=request.param, scoring="butler")
    enter_everything(event, organiser)
    services.publish_event(event, by=organiser)
    event.refresh_from_db()
    return event


def test_public_pages_use_a_fixed_number_of_queries(
    client, butler_event, django_assert_max_num_queries
):
    slug = butler_event.slug
    pages = [
        ("standings", reverse("standings", args=[slug])),
        ("standings-live", reverse("standings-live", args=[slug])),
        ("score-card", reverse("score-card", args=[slug, "1NS"])),
        ("score-card", reverse("score-card", args=[slug, "2EW"])),
        ("traveller", reverse("traveller", args=[slug, 1])),
        ("csv", reverse("standings", args=[slug]) + "?_export=csv"),
    ]
    for name, url in pages:
        with django_assert_max_num_queries(CEILINGS[name]):
            response = client.get(url)
        assert response.status_code == 200, url
    assert "Butler IMPs" in client.get(pages[0][1]).content.decode()
