"""The big screen cycles the standings when the public may read them: its state carries them,
a page at a time, exactly as the public standings page shows a reader without an account, and
carries none while the standings are hidden from the public.

The event is the hand-worked three-table whist Mitchell of ``tests.builders.example_event``
(one tray a round, every tray played by all three tables, the event still in play).  Match
points worked by hand, one for each pair beaten and a half for a tie (a top of 2 a tray, 6 in
all), from the tricks North-South took:

    tray 1: 1NS 8, 2NS 7, 3NS 6      NS: 1NS 2, 2NS 1, 3NS 0      EW: 1EW 0, 3EW 1, 2EW 2
    tray 2: 2NS 9, 3NS 9, 1NS 5      NS: 2NS 1.5, 3NS 1.5, 1NS 0  EW: 2EW 0.5, 1EW 0.5, 3EW 2
    tray 3: 1NS 10, 2NS 7, 3NS 4     NS: 1NS 2, 2NS 1, 3NS 0      EW: 2EW 0, 1EW 1, 3EW 2

North-South: 1NS 4 (66.67%), 2NS 3.5 (58.33%), 3NS 1.5 (25%); East-West: 3EW 5 (83.33%),
2EW 2.5 (41.67%), 1EW 1.5 (25%).  The public page lists North-South first, then East-West,
each by percentage; four lines a page make two pages, of four lines and of two.
"""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from tests.builders import example_event
from tournaments import models as m

pytestmark = pytest.mark.django_db

COLUMNS = ["Place", "Pair", "Names", "Trays", "Match points", "Max", "%", "Field"]
PAGE_ONE = [
    ["1", "1 NS", "Ada Byron & Charles Babbage", "3", "4", "6", "66.67", "NS"],
    ["2", "2 NS", "", "3", "3.5", "6", "58.33", "NS"],
    ["3", "3 NS", "", "3", "1.5", "6", "25", "NS"],
    ["1", "3 EW", "Jane Austen & Cassandra Austen", "3", "5", "6", "83.33", "EW"],
]
PAGE_TWO = [
    ["2", "2 EW", "", "3", "2.5", "6", "41.67", "EW"],
    ["3", "1 EW", "", "3", "1.5", "6", "25", "EW"],
]


@pytest.fixture
def evening(organiser):
    return example_event(organiser)


def screen_state(client, event, query="?lines=4"):
    response = client.get(reverse("screen-state", args=[event.slug]) + query)
    assert response.status_code == 200
    return response.json()


def test_the_screen_pages_through_the_standings_as_the_public_reads_them(client, evening):
    assert evening.status == m.Status.PLAYING
    data = screen_state(client, evening)
    assert data["standings"] == {"columns": COLUMNS, "pages": [PAGE_ONE, PAGE_TWO]}
    # Forty lines a page: the whole field on one.
    assert screen_state(client, evening, "?lines=40")["standings"]["pages"] == [PAGE_ONE + PAGE_TWO]


def test_the_desk_and_the_pads_get_the_clock_alone(client, evening):
    assert "standings" not in screen_state(client, evening, "")


def test_the_directors_laptop_shows_the_publics_standings(client, evening, organiser):
    """The room reads the screen whoever's browser shows it: the organiser's gets the public's
    standings, and no names where the club keeps them off its public pages."""
    desk = Client()
    desk.force_login(organiser)
    assert screen_state(desk, evening) == screen_state(client, evening)
    m.Club.objects.filter(pk=evening.club_id).update(public_names=False)
    names = [row[2] for page in screen_state(desk, evening)["standings"]["pages"] for row in page]
    assert names == [""] * 6


@pytest.mark.parametrize(
    ("change", "why"),
    [
        ({"standings_shown": m.StandingsShown.OFF}, "shown only after the finish"),
        ({"standings_shown": m.StandingsShown.PREVIOUS}, "round 1 in play: no round before it"),
        ({"results_shown": m.ResultsShown.FINISH}, "no tray shown before the finish"),
        ({"published": False}, "an unpublished event's standings are the staff's"),
    ],
)
def test_no_standings_while_the_public_may_not_read_them(client, organiser, evening, change, why):
    m.Event.objects.filter(pk=evening.pk).update(**change)
    evening.refresh_from_db()
    assert client.get(reverse("screen", args=[evening.slug])).status_code == 200, why
    desk = Client()
    desk.force_login(organiser)
    for reader in (client, desk):
        data = screen_state(reader, evening)
        assert data["standings"] is None, why
        assert "66.67" not in str(data) and "Ada Byron" not in str(data), why


def test_nothing_played_by_every_table_nothing_on_the_screen(client, organiser):
    """Rounds 1 and 2 in: each tray has been played at two of its three tables."""
    evening = example_event(organiser, rounds=(1, 2))
    assert screen_state(client, evening)["standings"] is None


def test_the_screen_says_how_long_each_view_stays(client, evening):
    def page(query=""):
        url = reverse("screen", args=[evening.slug]) + query
        return client.get(url).content.decode()

    assert 'data-screen-every="20"' in page() and "?lines=10" in page()
    assert 'data-screen-every="45"' in page("?every=45&lines=8") and "?lines=8" in page("?lines=8")
    assert 'data-screen-every="5"' in page("?every=1")  # five seconds at least
    assert 'data-screen-every="20"' in page("?every=soon") and "?lines=10" in page("?lines=x")
