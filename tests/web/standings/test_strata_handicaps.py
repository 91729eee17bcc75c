"""A single event's standings by stratum and with handicaps, on the hand-worked three-table
example of test_public_standings (NS: 1NS 66.67%, 2NS 58.33%, 3NS 25%; EW: 3EW 83.33%, 2EW
41.67%, 1EW 25%)."""

from __future__ import annotations

from decimal import Decimal

from django.urls import reverse

from tests.builders import example_event
from tests.web.html import tables_in
from tournaments import models as m


def test_a_handicap_is_added_before_ranking(client, organiser):
    """3NS carries +40: 25 + 40 = 65 puts it between 1NS (66.67) and 2NS (58.33)."""
    event = example_event(organiser)
    event.entrants.filter(label="3NS").update(handicap=Decimal(40))
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert "With handicaps" in page
    table = next(t for t in tables_in(page) if "Handicap" in t[0])
    north_south = [row for row in table[1:] if row[1] == "NS"]
    assert [(row[0], row[2], row[-1]) for row in north_south] == [
        ("1", "1 NS", "66.67"),
        ("2", "3 NS", "65"),
        ("3", "2 NS", "58.33"),
    ]


def test_strata_rank_within_bands_of_the_clubs_ratings(client, organiser):
    """Strata A (500 and over) and B: 1NS's players are rated 600, so stratum B's North-South
    pairs are 2NS first and 3NS second; stratum A ranks every pair."""
    event = example_event(organiser)
    event.strata = [["A", 500], ["B", 0]]
    event.save()
    m.Player.objects.filter(name__in=["Ada Byron", "Charles Babbage"]).update(rating=600)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    b = tables_in(page.split("<h2>Stratum B</h2>", 1)[1])[0]
    north_south = [(row[0], row[2]) for row in b[1:] if row[1] == "NS"]
    assert north_south == [("1", "2 NS"), ("2", "3 NS")]
