"""The source's numbering of hands printed beside ours: a whist team match's travellers and
guide cards (source lines 692-696: hands dealt together share a number, told apart by the
table where they are first dealt)."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders.teams import make_team_event
from tests.printing.pdfread import pages_text

pytestmark = pytest.mark.django_db


def text(client, event, kind):
    response = client.get(reverse("print-paper", args=[event.slug, kind]) + "?paper=a4")
    assert response.status_code == 200
    return " ".join(pages_text(response.content))


def test_a_team_match_prints_the_source_numbers_beside_ours(organiser_client, organiser):
    event = make_team_event(organiser, kind="team-match", size=2, boards_per_round=4)
    travellers = text(organiser_client, event, "travellers")
    assert "Traveller · Tray 1 Dealer: West · No. 1, table 1" in travellers
    assert "Traveller · Tray 5 Dealer: West · No. 1, table 2" in travellers
    guide = text(organiser_client, event, "guide-cards")
    # team a's North-South pair: trays 1-4 dealt at its table, then table 2's 5-8
    assert "1-4 (No. 1-4, table 1)" in guide and "5-8 (No. 1-4, table 2)" in guide


def test_bridge_travellers_keep_the_straight_numbers_only(organiser_client, organiser):
    event = make_team_event(organiser, kind="team-match", size=2, game="bridge")
    travellers = text(organiser_client, event, "travellers")
    assert "table 1 ·" not in travellers and "No. 1, table" not in travellers
