"""Player pages: the club's players, and each one's events with place and percentage.

Ada Byron plays 1NS in the example of test_public_standings.py (1st of 3 NS, 66.67%) and,
in a second published event with no results yet, again as 1NS; her partner is linked.
"""

from __future__ import annotations

import datetime as dt
import re

from django.urls import reverse

from tests.builders import example_event
from tests.web.html import rows_by, tables_in
from tournaments import models as m


def test_a_player_page_lists_each_event_with_place_and_percentage(client, organiser):
    first = example_event(organiser, name="Autumn pairs")
    example_event(organiser, rounds=(), name="Winter pairs")
    ada = m.Player.objects.get(name="Ada Byron")
    page = client.get(reverse("player", args=[ada.pk])).content.decode()
    rows = rows_by(tables_in(page)[0], "Event")
    assert rows["Autumn pairs"]["Place"] == "1 of 3"
    assert rows["Autumn pairs"]["% or score"] == "66.67%"
    assert rows["Autumn pairs"]["Pair"] == "1 NS"
    assert rows["Autumn pairs"]["With"] == "Charles Babbage"
    assert rows["Winter pairs"]["Place"] in ("", "—")
    assert "2 events" in page and "1 win" in page
    babbage = m.Player.objects.get(name="Charles Babbage")
    assert reverse("player", args=[babbage.pk]) in page
    assert reverse("score-card", args=[first.slug, "1NS"]) in page


def test_an_ew_player_is_placed_in_the_ew_field(client, organiser):
    example_event(organiser)
    jane = m.Player.objects.get(name="Jane Austen")
    page = client.get(reverse("player", args=[jane.pk])).content.decode()
    row = rows_by(tables_in(page)[0], "Pair")["3 EW"]
    assert (row["Place"], row["% or score"]) == ("1 of 3", "83.33%")


def test_the_players_list_counts_events(client, organiser):
    example_event(organiser, name="Autumn pairs")
    example_event(organiser, rounds=(), name="Winter pairs")
    page = client.get(reverse("players")).content.decode()
    rows = rows_by(tables_in(page)[0], "Player")
    assert rows["Ada Byron"]["Events"] == "2"
    assert rows["Jane Austen"]["Events"] == "2"
    assert set(rows) == {"Ada Byron", "Charles Babbage", "Jane Austen", "Cassandra Austen"}


def test_the_players_list_searches_by_name(client, organiser):
    example_event(organiser)
    page = client.get(reverse("players"), {"q": "austen"}).content.decode()
    assert set(rows_by(tables_in(page)[0], "Player")) == {"Jane Austen", "Cassandra Austen"}


def test_an_unpublished_event_is_left_out_of_a_players_history(client, organiser):
    example_event(organiser, name="Autumn pairs")
    example_event(organiser, name="Private practice", published=False)
    ada = m.Player.objects.get(name="Ada Byron")
    page = client.get(reverse("player", args=[ada.pk])).content.decode()
    assert "Autumn pairs" in page and "Private practice" not in page
    client.force_login(organiser)
    page = client.get(reverse("player", args=[ada.pk])).content.decode()
    assert "Private practice" in page


def test_an_unknown_player_is_a_404(client, db):
    assert client.get(reverse("player", args=[999])).status_code == 404


def test_the_chart_of_percentages_over_time_oldest_first(client, organiser):
    """Ada plays 1NS in the example twice (66.67% each time, worked by hand in
    test_public_standings.py): one point an event, the October one left of November's."""
    autumn = example_event(organiser, name="Autumn pairs")
    autumn.date = dt.date(2026, 10, 1)
    autumn.save()
    ada = m.Player.objects.get(name="Ada Byron")
    assert "<svg" not in client.get(reverse("player", args=[ada.pk])).content.decode()
    example_event(organiser, name="Winter pairs")
    page = client.get(reverse("player", args=[ada.pk])).content.decode()
    assert page.count('class="chart history"') == 1
    tips = re.findall(r"<circle [^>]*><title>([^<]*)</title>", page)
    assert [t.split(", ", 1)[1] for t in tips] == ["Autumn pairs: 66.67%", "Winter pairs: 66.67%"]
    assert tips[0].startswith("01 Oct 2026")
    xs = [float(x) for x in re.findall(r'<circle cx="([\d.]+)"', page)]
    assert xs[0] < xs[1]
