"""The public pages read a fixed number of queries, whether the event has 5 tables or 40.

Every result of the event is entered through the traveller service (one tray a round keeps
the 40-table event to 39 trays of 40 results), then each page is fetched by an anonymous
reader with the same ceiling for both sizes.
"""

from __future__ import annotations

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from tests.builders import make_whist_mitchell
from tests.web.html import tables_in
from tournaments import models as m
from tournaments import services
from tournaments.adapters import cached

# The event, its entrants and its results, plus each page's own look-up: the players' names
# (standings), the trays with deals (score card), the tray numbers, the tray and its deal
# (traveller), the seatings (movement, where-next); and, for the public of an event still in play, which trays every table has
# played (nobody reads a tray's results, or its cards, before playing it).  The standings
# read the masterpoints the event awarded too.  A match-pointed event's results are read as
# plain values for the standings, and as rows (one query more) by the first card of the
# version; its first traveller reads the tray's values and the counts of results by tray.
CEILINGS = {
    "standings": 6,
    "standings-live": 5,
    "csv": 5,
    "score-card": 6,
    "traveller": 8,
    "where-next": 3,
    "movement": 3,
}


def enter_everything(event, by) -> int:
    """One result per seating on every tray: NS take (table + round) mod 14 tricks."""
    seatings = m.Seating.objects.filter(
        round__event=event, ns__isnull=False, ew__isnull=False
    ).prefetch_related("trays")
    by_tray: dict[int, list[services.WhistEntry]] = {}
    for s in seatings.select_related("round", "table"):
        tricks = (s.table.number + s.round.number) % 14
        for tray in s.trays.all():
            by_tray.setdefault(tray.number, []).append(services.WhistEntry(s.pk, tricks, None))
    for tray, entries in by_tray.items():
        services.record_whist_traveller(event, tray, entries, by=by)
    return sum(len(e) for e in by_tray.values())


@pytest.fixture(params=[5, 40], ids=["5-tables", "40-tables"])
def full_event(request, organiser):
    tables = request.param
    event = make_whist_mitchell(organiser, tables=tables, boards_per_round=1)
    entered = enter_everything(event, organiser)
    services.generate_deals(event, by=organiser)
    services.analyse_deals(event, only=[m.Deal.objects.get(tray__event=event, tray__number=1).pk])
    services.publish_event(event, by=organiser)
    event.refresh_from_db()
    rounds = event.rounds.count()
    assert entered == tables * rounds
    return event


def test_public_pages_use_a_fixed_number_of_queries(
    client, full_event, django_assert_max_num_queries
):
    slug = full_event.slug
    last = full_event.trays.order_by("-number").first().number
    pages = [
        ("standings", reverse("standings", args=[slug])),
        ("standings-live", reverse("standings-live", args=[slug])),
        ("score-card", reverse("score-card", args=[slug, "1NS"])),
        ("score-card", reverse("score-card", args=[slug, "2EW"])),
        ("traveller", reverse("traveller", args=[slug, 1])),
        ("traveller", reverse("traveller", args=[slug, last])),
        ("where-next", reverse("where-next", args=[slug]) + "?number=2&direction=EW"),
        ("movement", reverse("movement", args=[slug])),
    ]
    for name, url in pages:
        with django_assert_max_num_queries(CEILINGS[name]):
            response = client.get(url)
        assert response.status_code == 200, url
        if name == "traveller":  # every table has played every tray: the deal is shown
            assert 'id="deal"' in response.content.decode(), url
        if name == "score-card":  # and linked from every line of the card
            assert 'class="deal-link"' in response.content.decode(), url
    with django_assert_max_num_queries(CEILINGS["csv"]):
        response = client.get(reverse("standings", args=[slug]), {"_export": "csv"})
    rows = response.content.decode("utf-8-sig").strip().splitlines()
    assert len(rows) == 1 + full_event.entrants.count()


def test_a_players_history_uses_a_fixed_number_of_queries(
    client, organiser, django_assert_max_num_queries
):
    """Player, memberships, entrants and results of all the events, partners, and the
    masterpoints the player was awarded: six."""
    from tests.builders import example_event

    for n in range(3):
        example_event(organiser, name=f"Night {n}")
    ada = m.Player.objects.get(name="Ada Byron")
    with django_assert_max_num_queries(6):
        page = client.get(reverse("player", args=[ada.pk])).content.decode()
    history = tables_in(page)[0]
    column = history[0].index("% or score")
    assert [row[column] for row in history[1:]] == ["66.67%"] * 3


# Exact counts, the same at 5 and 40 tables.  A first reader after a change does the work
# (``cold``); the readers after it share it (``warm``): the event (with its club), then what
# the page reads besides the kept scores (the trays with deals for a card's first reader, the
# tray's deal for a traveller's: the card and the traveller are kept with the scores; the trays
# for a traveller; the movement's chart is kept whole).  A poll naming the current
# version reads the event alone.
EXACT = {
    "standings": {"cold": 6, "warm": 1},  # the masterpoints awarded kept too
    "standings-live": {"cold": 5, "warm": 1},
    "poll-unchanged": {"cold": 1, "warm": 1},
    "score-card": {"cold": 5, "warm": 1},  # its lines from the standings' values: no row
    # the first traveller of the version reads its tray's values and the counts of results
    # by tray (every tray scored on its own, factored to the field's size), not every tray's
    "traveller": {"cold": 7, "warm": 2},
    "movement": {"cold": 3, "warm": 1},
}


def test_public_pages_read_an_exact_number_of_queries_cold_and_warm(client, full_event):
    slug = full_event.slug
    full_event.refresh_from_db()
    urls = {
        "standings": reverse("standings", args=[slug]),
        "standings-live": reverse("standings-live", args=[slug]),
        "poll-unchanged": reverse("standings-live", args=[slug])
        + f"?since={full_event.public_version}",
        "score-card": reverse("score-card", args=[slug, "1NS"]),
        "traveller": reverse("traveller", args=[slug, 1]),
        "movement": reverse("movement", args=[slug]),
    }
    got = {}
    for name, url in urls.items():
        got[name] = {}
        for state in ("cold", "warm"):
            if state == "cold":
                cache.clear()
                cached.forget()
            with CaptureQueriesContext(connection) as queries:
                response = client.get(url)
            assert response.status_code == (204 if name == "poll-unchanged" else 200), url
            got[name][state] = len(queries)
    assert got == EXACT
