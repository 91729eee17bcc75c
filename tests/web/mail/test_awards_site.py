"""Masterpoints on the site: the club's scale, the awards worked out when the results are
published, shown on the standings, the player pages and in the results file.

The event is the three-table bridge Mitchell of ``test_results_mail`` (two fields of three
pairs).  North-South: pair 3 first (100%), pair 1 second (41.67%), pair 2 third (8.33%).  The
club's scale for a field of three: 6, 4, 2; so pair 3's players earn 6 each, pair 1's 4 and
pair 2's 2.  Another scale giving 10, 5, 0 changes them once the results are published again.
"""

from __future__ import annotations

import csv
import io
import xml.etree.ElementTree as ET
from decimal import Decimal

import pytest
from django.urls import reverse

from tests.web.html import rows_by, tables_in
from tournaments import models as m
from tournaments import services
from tournaments.services.awards import choose_award_scale, save_award_scale
from tournaments.standings.usebio import event_usebio

pytestmark = pytest.mark.django_db


@pytest.fixture
def scaled(finished, organiser):
    services.register_entrant(
        finished.entrants.get(label="3NS"), by=organiser, player_names=["Eve Hart", "Fay Gold"]
    )
    save_award_scale(
        finished.club, by=organiser, name="Club", rows="3: 6 4 2", point_type="Black",
        is_default=True,
    )  # fmt: skip
    services.publish_event(finished, by=organiser)
    return finished


def awards(event) -> dict[str, Decimal]:
    return {a.player.name: a.points for a in event.awards.select_related("player")}


def test_the_awards_follow_the_places(scaled):
    assert awards(scaled) == {
        "Eve Hart": 6, "Fay Gold": 6, "Ada Byron": 4, "Bea Lane": 4, "Cy Young": 2, "Di Fox": 2,
    }  # fmt: skip
    assert {a.point_type for a in scaled.awards.all()} == {"Black"}


def test_the_standings_and_the_player_page_show_them(scaled, client):
    page = client.get(reverse("standings", args=[scaled.slug])).content.decode()
    awarded = rows_by(next(t for t in tables_in(page) if t[0][-1] == "Each"), "Pair")
    assert awarded["3 NS"]["Each"] == "6 Black"
    assert awarded["1 NS"]["Players"] == "Ada Byron & Bea Lane"
    ada = m.Player.objects.get(name="Ada Byron")
    page = client.get(reverse("player", args=[ada.pk])).content.decode()
    row = rows_by(tables_in(page)[0], "Event")["Bridge night"]
    assert (row["Place"], row["% or score"], row["Masterpoints"]) == ("2 of 3", "41.67%", "4")
    assert "4 Black masterpoints" in page


def test_the_results_file_carries_them(scaled):
    event = ET.fromstring(event_usebio(scaled)).find("EVENT")
    assert (event.findtext("MPS_AWARDED_FLAG"), event.findtext("MASTER_POINT_SCALE")) == (
        "Y",
        "Club",
    )
    pairs = {
        (p.findtext("PAIR_NUMBER"), p.findtext("DIRECTION")): p
        for p in event.find("PARTICIPANTS").findall("PAIR")
    }
    assert pairs[("1", "NS")].findtext("MASTER_POINTS_AWARDED") == "4"
    assert pairs[("1", "NS")].findtext("MASTER_POINT_TYPE") == "Black"


def test_another_scale_awards_again_when_the_results_are_published_again(scaled, organiser):
    other = save_award_scale(scaled.club, by=organiser, name="Heat", rows="3: 10 5 0")
    choose_award_scale(scaled, other, by=organiser)
    services.publish_again(scaled, by=organiser)
    got = awards(scaled)
    assert (got["Eve Hart"], got["Ada Byron"]) == (10, 5)
    assert "Cy Young" not in got  # nothing for third: no award row


def test_the_clubs_season_as_csv(scaled, client, organiser):
    response = client.get(reverse("season-csv", args=[scaled.club.slug, 2026]))
    assert response["Content-Disposition"] == 'attachment; filename="compass-club-season-2026.csv"'
    rows = list(csv.reader(io.StringIO(response.content.decode())))
    assert rows[0][:3] == ["date", "event", "player"]
    ada = next(r for r in rows if r[2] == "Ada Byron")
    assert ada == [
        "2026-11-20", "Bridge night", "Ada Byron", "", "1 NS", "Bea Lane", "2", "3",
        "41.67%", "4", "Black",
    ]  # fmt: skip
    assert len(rows) == 1 + 6  # six named players
    assert (
        client.get(reverse("season-csv", args=[scaled.club.slug, 2025])).content.count(b"\n") == 1
    )  # the season before: the header alone


def test_the_season_of_a_club_that_hides_names_is_its_staffs(scaled, client, organiser):
    scaled.club.public_names = False
    scaled.club.save()
    url = reverse("season-csv", args=[scaled.club.slug, 2026])
    assert client.get(url).status_code == 404
    client.force_login(organiser)
    assert client.get(url).status_code == 200


def test_a_scale_that_cannot_be_read_is_refused_on_the_club_page(scaled, client, organiser):
    client.force_login(organiser)
    url = reverse("club-award-scale", args=[scaled.club.slug])
    client.post(url, {"prefix": "new", "new-name": "Bad", "new-rows": "3 6 4"}, follow=True)
    assert not m.AwardScale.objects.filter(name="Bad").exists()
    page = client.get(reverse("club", args=[scaled.club.slug])).content.decode()
    assert "3: 6 4 2" in page  # the club's scale, as text to edit
