"""The desk asks before it acts: Call round, Finish, Start, Publish and New link answer a
POST without the confirmation with a page that says what will happen, in figures, and change
nothing; Finish is apart from the everyday buttons.

The event is a five-table whist Mitchell, two trays a round, five rounds: 5 x 2 = 10 results
a round, 50 in all.  Tables 1, 3 and 4 report round 1 (6 results), so tables 2 and 5 have
not: 4 results of round 1 are missing, 44 of the evening.
"""

from __future__ import annotations

import datetime as dt

import pytest
from django.urls import reverse

from tests.builders import make_whist_mitchell
from tournaments import models as m
from tournaments import services

YES = {"confirmed": "yes"}


def report(event, by, round_number, tables):
    for s in m.Seating.objects.filter(
        round__event=event, round__number=round_number, table__number__in=tables
    ):
        for tray in s.trays.all():
            services.record_whist_traveller(
                event, tray.number, [services.WhistEntry(s.pk, 7, 6)], by=by
            )


@pytest.fixture
def evening(organiser):
    event = make_whist_mitchell(organiser, tables=5, boards_per_round=2)
    report(event, organiser, 1, [1, 3, 4])
    return event


def page(response) -> str:
    return " ".join(response.content.decode().split())


def test_calling_a_round_says_which_tables_have_not_reported(organiser_client, evening):
    url = reverse("run-advance", args=[evening.slug])
    asked = organiser_client.post(url)
    assert asked.status_code == 200
    text = page(asked)
    assert "2 tables have not reported round 1 (tables 2, 5): 4 results missing." in text
    assert "Every table&#x27;s phone shows round 2 at once." in text
    evening.refresh_from_db()
    assert evening.current_round == 1  # asked, not done
    organiser_client.post(url, YES)
    evening.refresh_from_db()
    assert evening.current_round == 2


def test_finishing_says_the_links_end_and_what_is_missing(organiser_client, evening):
    url = reverse("event-finish", args=[evening.slug])
    text = page(organiser_client.post(url))
    assert "Finishing ends every table&#x27;s link (5 tables)" in text
    assert (
        "44 results are missing (round 1: 4, round 2: 10, round 3: 10, round 4: 10, "
        "round 5: 10)." in text
    )
    assert "Round 1 of 5 is in play" in text
    evening.refresh_from_db()
    assert evening.status == m.Status.PLAYING
    organiser_client.post(url, YES)
    evening.refresh_from_db()
    assert evening.status == m.Status.FINISHED


def test_finish_is_apart_from_the_everyday_buttons(organiser_client, evening):
    text = page(organiser_client.get(reverse("event", args=[evening.slug])))
    slip, end = text.index("Enter a score slip"), text.index("End of the evening")
    finish = text.index(reverse("event-finish", args=[evening.slug]))
    assert slip < end < finish
    # the everyday buttons' row closes before the end of the evening's part opens
    assert "</div>" in text[slip:end]


def test_a_new_link_asks_first(organiser_client, evening):
    table = m.Table.objects.get(event=evening, number=2)
    url = reverse("run-renew", args=[evening.slug, 2])
    text = page(organiser_client.post(url))
    assert "Table 2&#x27;s present link stops working at once" in text
    table.refresh_from_db()
    old = table.secret
    organiser_client.post(url, {"confirmed": "no"})
    table.refresh_from_db()
    assert table.secret == old
    organiser_client.post(url, YES)
    table.refresh_from_db()
    assert table.secret != old


def test_publishing_asks_first_and_unpublishing_does_not(organiser_client, evening):
    url = reverse("event-publish", args=[evening.slug])
    text = page(organiser_client.post(url, {"published": "1"}))
    assert "Anyone can then read the standings" in text
    assert "The results are mailed once the event has finished." in text
    evening.refresh_from_db()
    assert not evening.published
    organiser_client.post(url, {"published": "1", **YES})
    evening.refresh_from_db()
    assert evening.published
    organiser_client.post(url, {"published": "0"})
    evening.refresh_from_db()
    assert not evening.published


def test_starting_asks_first_with_the_field_in_figures(organiser_client, organiser):
    event = services.create_event(
        by=organiser,
        name="Asked night",
        date=dt.date(2026, 11, 28),
        game=m.Game.WHIST,
        form=m.Form.PAIRS,
        movement_kind="mitchell",
        movement_size=3,
        boards_per_round=2,
        scoring_method=m.ScoringMethod.MATCHPOINTS,
        seed=4,
    )
    url = reverse("event-start", args=[event.slug])
    text = page(organiser_client.post(url))
    # a three-table Mitchell: 3 NS and 3 EW pairs, three rounds
    assert "6 entries at 3 tables, 3 rounds of 2 trays" in text
    assert "6 entries have no names yet." in text
    event.refresh_from_db()
    assert event.status == m.Status.DRAFT and not event.tables.exists()
    organiser_client.post(url, YES)
    event.refresh_from_db()
    assert event.status == m.Status.PLAYING


def test_a_late_pair_and_a_leaver_are_asked_first(organiser_client, organiser):
    event = make_whist_mitchell(organiser, tables=5, boards_per_round=2)
    text = page(
        organiser_client.post(
            reverse("run-pair", args=[event.slug]),
            {"entrant": "1EW", "what": "withdraw", "round": "2"},
        )
    )
    # a five-round Mitchell: leaving from round 2 is rounds 2 to 5
    assert "1 EW leaves from round 2 to 5: its opponents sit out those rounds" in text
    assert 'name="entrant" value="1EW"' in text  # sent again once confirmed
    assert m.Seating.objects.filter(round__event=event, ew__label="1EW").count() == 5


def test_a_late_pair_is_asked_first(organiser_client, organiser):
    event = services.create_event(
        by=organiser,
        name="Odd night",
        date=dt.date(2026, 11, 28),
        game=m.Game.WHIST,
        form=m.Form.PAIRS,
        movement_kind="mitchell",
        movement_size=5,
        movement_options={"pairs": 9},
        boards_per_round=2,
        scoring_method=m.ScoringMethod.MATCHPOINTS,
        seed=3,
    )
    services.start_event(event, by=organiser)
    text = page(
        organiser_client.post(
            reverse("run-late", args=[event.slug]),
            {"player_1": "Late", "player_2": "Comer", "round": "2"},
        )
    )
    assert "Late &amp; Comer take the phantom&#x27;s seat from round 2" in text
    assert not event.entrants.filter(label="5NS").exists()
