"""An online individual session (partners changed between rounds, as the site's individual
tournaments do) imported as an individuals event, each player scored on its own match points;
a session whose partnerships hold stays a pairs event.

The deals, auctions and claims are ``test_lin_session``'s (worked out there by hand from the
scoring table: board 1 +420 and -50, board 2 0 and +110, board 3 -90 at both tables, board 4
-200 and +500).  Eight players, two tables: boards 1-2 Ann (North) & Bob against Eve (East)
& Fay, Cat & Dan against Gus & Hal; boards 3-4 with new partners, Ann & Cat against Eve &
Gus, Bob & Dan against Fay & Hal.  Each board is played twice: beating the other table is
100% of it, a tie 50%, and each player takes its partnership's.
"""

from __future__ import annotations

from decimal import Decimal

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from tests.builders import club_named, club_user
from tests.web.exchange.test_lin_session import TWO_FIELDS, table
from tournaments import models as m
from tournaments.services.common import DomainError
from tournaments.services.lin_session import import_lin_session
from tournaments.standings import scores_for

pytestmark = pytest.mark.django_db

# LIN names the players South, West, North, East.
ROUND_2_X = "Cat,Gus,Ann,Eve"
ROUND_2_Y = "Dan,Hal,Bob,Fay"
INDIVIDUAL = [
    *TWO_FIELDS[:4],  # round 1: boards 1 and 2, as in the pairs session
    table(3, ROUND_2_X, "p 1N p p p", 7),  # -90
    table(3, ROUND_2_Y, "p 1N p p p", 7),  # -90
    table(4, ROUND_2_X, "p p p 3N d p p p", 8),  # -200
    table(4, ROUND_2_Y, "p p 4H d p p p", 8),  # +500
]


@pytest.fixture
def director(db):
    return club_user("director")


def percentages(event: m.Event) -> dict[str, Decimal]:
    return {r["name"]: Decimal(r["percentage"]) for r in scores_for(event).rows()}


def test_partners_changed_between_rounds_make_an_individuals_event(director):
    imported = import_lin_session("".join(INDIVIDUAL), by=director, slug="individual")
    event = imported.event
    assert event.form == m.Form.INDIVIDUALS
    assert (event.status, event.published) == ("finished", False)
    # By hand, each player's four boards (North-South: 100 beating the other table's
    # North-South, 0 losing, 50 tied; East-West the other way):
    #   Ann  NS at table X both rounds: 100 + 0 + 50 + 0 = 150 of 400, 37.5%
    #   Bob  NS X then NS Y:            100 + 0 + 50 + 100 = 250, 62.5%
    #   Cat  NS Y then NS X:              0 + 100 + 50 + 0 = 150, 37.5%
    #   Dan  NS Y both rounds:            0 + 100 + 50 + 100 = 250, 62.5%
    #   Eve  EW X both rounds:            0 + 100 + 50 + 100 = 250, 62.5%
    #   Fay  EW X then EW Y:              0 + 100 + 50 + 0 = 150, 37.5%
    #   Gus  EW Y then EW X:            100 + 0 + 50 + 100 = 250, 62.5%
    #   Hal  EW Y both rounds:          100 + 0 + 50 + 0 = 150, 37.5%
    assert percentages(event) == {
        "Ann": Decimal("37.5"),
        "Bob": Decimal("62.5"),
        "Cat": Decimal("37.5"),
        "Dan": Decimal("62.5"),
        "Eve": Decimal("62.5"),
        "Fay": Decimal("37.5"),
        "Gus": Decimal("62.5"),
        "Hal": Decimal("37.5"),
    }
    # Players numbered in the order the file first names them (South, West, North, East).
    labels = {e.name: e.label for e in event.entrants.all()}
    assert labels == {
        "Bob": "1", "Fay": "2", "Ann": "3", "Eve": "4",
        "Dan": "5", "Hal": "6", "Cat": "7", "Gus": "8",
    }  # fmt: skip
    fourth = m.Result.objects.get(tray__event=event, tray__number=4, seating__north__name="Bob")
    assert (fourth.contract, fourth.declarer, fourth.tricks_taken, fourth.ns_score) == (
        "4HX",
        "E",
        8,
        500,
    )
    said = imported.summary()
    assert "8 players, 8 results" in said and "4 deals from the file." in said


def test_a_session_whose_partnerships_hold_stays_a_pairs_event(director):
    event = import_lin_session("".join(TWO_FIELDS), by=director).event
    assert event.form == m.Form.PAIRS
    assert event.entrants.count() == 4


def test_a_player_at_two_tables_of_a_board_is_still_refused(director):
    lines = list(INDIVIDUAL)
    lines[5] = table(3, "Dan,Hal,Ann,Fay", "p 1N p p p", 7)  # Ann at both tables of board 3
    with pytest.raises(DomainError) as caught:
        import_lin_session("".join(lines), by=director)
    assert "board 3 (pn): Ann is at two tables of board 3 (also at line 5)" in str(caught.value)
    assert not m.Event.objects.exists()


def test_the_upload_takes_an_individual_session(client, director):
    client.force_login(director)
    upload = SimpleUploadedFile("individual.lin", "".join(INDIVIDUAL).encode())
    form = {"file": upload, "club": club_named().pk, "slug": "wednesday"}
    assert client.post(reverse("usebio-import"), form).status_code == 302
    event = m.Event.objects.get(slug="wednesday")
    assert event.form == m.Form.INDIVIDUALS
    assert m.Result.objects.filter(tray__event=event).count() == 8
    page = client.get(reverse("event", args=["wednesday"]))
    assert page.status_code == 200
    assert "Gus" in page.content.decode()
