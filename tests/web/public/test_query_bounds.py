"""Query strings a person can type: every value answers a page, never a server error.

``/players/?per_page=-1`` and ``/club/<slug>/season/9999.csv`` once answered 500: the table
library's paginator fails on a page size below one, and the season that begins in 9999 ends
in the year 10000, past Python's last date.
"""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import example_event
from tests.web.html import tables_in
from tournaments import models as m

# The three-table example has six pairs (3 NS, 3 EW) and six named players a side.
ODD_SIZES = ["-1", "0", "-99999999999999999999", "99999999999999999999", "abc", "1e400", ""]


@pytest.mark.parametrize("size", ODD_SIZES)
def test_any_page_size_on_the_players_list(client, organiser, size):
    example_event(organiser)
    response = client.get(reverse("players"), {"per_page": size})
    assert response.status_code == 200
    assert "Ada Byron" in response.content.decode()


def test_a_page_size_below_one_shows_one_row_a_page(client, organiser):
    example_event(organiser)
    page = client.get(reverse("players"), {"per_page": "-1"}).content.decode()
    rows = tables_in(page)[0]
    assert len(rows) == 1 + 1  # the header and one player: held at one a page
    assert "Ada Byron" in rows[1]  # the first name alphabetically


@pytest.mark.parametrize("page", ["-1", "0", "999999", "abc"])
def test_any_page_number_on_the_standings(client, organiser, page):
    event = example_event(organiser)
    response = client.get(reverse("standings", args=[event.slug]), {"page": page, "per_page": "-5"})
    assert response.status_code == 200


@pytest.mark.parametrize("size", ODD_SIZES)
def test_any_page_size_on_a_players_page(client, organiser, size):
    example_event(organiser)
    ada = m.Player.objects.get(name="Ada Byron")
    assert client.get(reverse("player", args=[ada.pk]), {"per_page": size}).status_code == 200


@pytest.mark.parametrize("year", [1899, 9999, 99999])
def test_a_season_out_of_range_is_not_found(client, organiser, year):
    event = example_event(organiser)
    response = client.get(reverse("season-csv", args=[event.club.slug, year]))
    assert response.status_code == 404


def test_the_last_season_is_served(client, organiser):
    event = example_event(organiser)
    response = client.get(reverse("season-csv", args=[event.club.slug, 9998]))
    assert response.status_code == 200
    assert response.content.count(b"\n") == 1  # the header alone
