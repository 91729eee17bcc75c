"""Every paper of an individual event and of a teams event, downloaded and read back."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import (
    enter_individual_whist,
    make_individual,
    make_team_event,
    seating_at,
    seats,
    team_whist,
)
from tests.printing.pdfread import pages_text
from tournaments import papers

pytestmark = pytest.mark.django_db

DUPLICATE = ("table-cards", "guide-cards", "tray-labels", "travellers", "score-cards", "results")


def _download(client, event, kind: str) -> list[str]:
    response = client.get(reverse("print-paper", args=[event.slug, kind]))
    assert response.status_code == 200, response.content[:300]
    assert response["Content-Type"] == "application/pdf"
    return pages_text(response.content)


def test_every_paper_of_an_individual_event(organiser, organiser_client):
    event = make_individual(organiser, size=12)
    first_tray = seating_at(event, 1, 1).trays.order_by("number").first().number
    # Round 1, one tray: NS take 9, 7 and 5 tricks at tables 1-3.
    enter_individual_whist(event, organiser, first_tray, {1: 9, 2: 7, 3: 5})
    assert papers.available(event) == list(DUPLICATE)
    for kind in DUPLICATE:
        assert _download(organiser_client, event, kind)
    text = " ".join(_download(organiser_client, event, "results"))
    north, _east, south, _west = seats(seating_at(event, 1, 1))
    # North and South of table 1 beat both other North-South partnerships: 2 of 2, 100%.
    assert "Place Player Names Trays MP Max %" in text
    assert f"{north} Player {north} 1 2 2 100" in text
    assert f"{south} Player {south} 1 2 2 100" in text
    east, west = seats(seating_at(event, 1, 1))[1::2]
    assert f"{east} & {west}" in text  # the traveller names the sides by their players


def test_every_paper_of_a_whist_team_match(organiser, organiser_client):
    event = make_team_event(organiser, kind="team-match", size=2, boards_per_round=2)
    # Tray 1: a's pair takes 8 tricks North-South; b's pair on the same cards takes 6.
    # a's total on the tray is 8 + (13 - 6) = 15: two tricks over the 13, a wins by 2.
    team_whist(event, organiser, 1, "a", "b", 8)
    team_whist(event, organiser, 1, "b", "a", 6)
    for kind in DUPLICATE:
        assert _download(organiser_client, event, kind)
    text = " ".join(_download(organiser_client, event, "results"))
    assert "Teams" in text and "Matches" in text
    assert "1 a" in text and "+2" in text and "-2" in text
    assert "a b 1 of 4 2-0 a by 2 (so far)" in text
