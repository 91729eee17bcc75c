"""A 14-pair Howell's one relay stand on the director's movement page and the printed cards.

Seven tables, thirteen rounds of two trays: each round six sets rest, all on the stand
between tables 4 and 5 (tests/movements/test_relay_stands.py works the layout out by hand).
"""

from __future__ import annotations

import datetime as dt
import io

import pytest
from django.urls import reverse
from pypdf import PdfReader

from tournaments import models as m
from tournaments import services

STAND = "Relay stand between tables 4 and 5"


@pytest.fixture
def howell14(organiser):
    event = services.create_event(
        by=organiser,
        name="Howell night",
        date=dt.date(2026, 11, 20),
        game=m.Game.WHIST,
        form=m.Form.PAIRS,
        movement_kind="howell",
        movement_size=14,
        boards_per_round=2,
        scoring_method=m.ScoringMethod.MATCHPOINTS,
        seed=7,
    )
    services.start_event(event, by=organiser)
    event.refresh_from_db()
    return event


def pdf_text(content: bytes) -> str:
    reader = PdfReader(io.BytesIO(content))
    return " ".join(" ".join(page.extract_text().split()) for page in reader.pages)


def test_the_movement_page_lists_what_rests_on_the_stand(organiser_client, howell14):
    page = organiser_client.get(reverse("movement", args=[howell14.slug])).content.decode()
    assert f"{STAND} (up to 6 sets a round)" in page
    # Round 1 plays sets 1-4 and 11-13, so sets 5-10 (trays 9-20) wait on the stand.
    assert f"{STAND}: sets 5-10 (trays 9-20)" in page
    assert f"{STAND}: sets 6-11 (trays 11-22)" in page  # round 2: every set one on


def test_table_and_guide_cards_name_the_stand(organiser_client, howell14):
    url = reverse("print-table-cards", args=[howell14.slug])
    tables = pdf_text(organiser_client.get(url).content)
    assert "trays to the relay stand between tables 4 and 5" in tables
    assert tables.count("is beside this table") == 2  # tables 4 and 5
    guides = reverse("print-paper", args=[howell14.slug, "guide-cards"])
    response = organiser_client.get(guides)
    assert response["Content-Type"] == "application/pdf"
    assert pdf_text(response.content).count(f"{STAND} (up to 6 sets a round)") == 14
