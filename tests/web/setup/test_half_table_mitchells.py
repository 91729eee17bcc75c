"""Fifteen pairs at seven tables through the wizard: the rover and the bump Mitchells.

The published rover (bridgecentral "Rover Mitchell"; TBB director pages: "NS8 : sit out ->
Table 2 -> T 4 -> T 6 -> T 1 -> T 3 -> T 5" with 7 1/2 tables) sits out round 1, then
displaces the North-South pair of table 2, 4, 6, 1, 3, 5 in rounds 2 to 7; the pair it
displaces sits out that round.  The bump (bridgecentral "Displacement Mitchell"): pair 8
sits out round 1 and then holds table 1's North-South seat, pair 1 sits out round 2 and then
holds table 2's, and so on; six rounds, the Mitchell's last one cannot be played.
"""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from movements.halftable import rover_route
from tests.builders.pairs import create_through_wizard
from tournaments import models as m


def _event(client, kind: str, pairs: int = 15) -> m.Event:
    created = create_through_wizard(
        client, name=f"{kind} night", pairs=pairs, kind=kind, boards_per_round=2
    )
    assert created.status_code == 302, created.content.decode()[:2000]
    event = m.Event.objects.get(movement_kind=kind)
    assert client.post(f"/e/{event.slug}/start/", {"confirmed": "yes"}).status_code == 302
    event.refresh_from_db()
    return event


def _pdf(client, event: m.Event, paper: str) -> str:
    response = client.get(f"/e/{event.slug}/print/{paper}.pdf")
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
    pages = PdfReader(io.BytesIO(response.content)).pages
    return " ".join(" ".join(p.extract_text().split()) for p in pages)


def _seats(event: m.Event, label: str) -> list[int | None]:
    """The table where a pair holds North-South, round by round (None: sits out)."""
    rows = m.Seating.objects.filter(round__event=event, ns__label=label)
    at = {s.round.number: s.table.number for s in rows.select_related("round", "table")}
    return [at.get(r) for r in range(1, event.rounds.count() + 1)]


@pytest.mark.django_db
def test_the_rover_roves_and_its_guide_card_says_so(organiser_client):
    event = _event(organiser_client, "mitchell-rover")
    assert event.entrants.count() == 15 and event.rounds.count() == 7
    assert _seats(event, "8NS") == [None, 2, 4, 6, 1, 3, 5]
    assert _seats(event, "2NS") == [2, None, 2, 2, 2, 2, 2]  # displaced in round 2 only
    assert _seats(event, "7NS") == [7] * 7  # table 7 is never visited
    guides = _pdf(organiser_client, event, "guide-cards")
    assert guides.count("sits out") >= 7  # the rover once, six displaced pairs once each
    tables = _pdf(organiser_client, event, "table-cards")
    assert "15 pairs with a rover" in tables
    assert "NS sit out next round, then back here" in tables  # table 2's pair, round 1
    for page in ("movement", "standings"):
        assert organiser_client.get(f"/e/{event.slug}/{page}/").status_code == 200


@pytest.mark.django_db
def test_twelve_and_a_half_tables_rove_on_the_stored_route(organiser_client):
    """25 pairs: 3 divides the 12 tables, so the up-two rule would bring the rover's trays
    round again; the stored route keeps it North-South, resting in round 1 only, meeting each
    East-West pair once at most."""
    event = _event(organiser_client, "mitchell-rover", pairs=25)
    assert event.entrants.count() == 25 and event.rounds.count() == 11
    seats = _seats(event, "13NS")
    assert seats == list(rover_route(12)) and seats.count(None) == 1
    rows = m.Seating.objects.filter(round__event=event, ns__label="13NS")
    met = [s.ew.label for s in rows.select_related("ew")]
    assert len(met) == len(set(met)) == 10
    for rnd, table in enumerate(seats, start=1):
        if table is not None:  # the displaced pair sits out that round, and only that one
            assert _seats(event, f"{table}NS").count(None) == 1
            assert _seats(event, f"{table}NS")[rnd - 1] is None
    guides = _pdf(organiser_client, event, "guide-cards")
    assert "25 pairs with a rover" in guides and guides.count("sits out") >= 11


@pytest.mark.django_db
def test_the_bump_moves_the_pair_that_sat_out_to_the_next_table(organiser_client):
    event = _event(organiser_client, "mitchell-bump")
    assert event.rounds.count() == 6
    assert _seats(event, "8NS") == [None, 1, 1, 1, 1, 1]
    assert _seats(event, "1NS") == [1, None, 2, 2, 2, 2]
    assert _seats(event, "2NS") == [2, 2, None, 3, 3, 3]
    assert _seats(event, "5NS") == [5, 5, 5, 5, 5, None]  # bumped by pair 4 in round 6
    assert _seats(event, "6NS") == [6] * 6 and _seats(event, "7NS") == [7] * 6
    tables = _pdf(organiser_client, event, "table-cards")
    assert "15 pairs with a bump" in tables
