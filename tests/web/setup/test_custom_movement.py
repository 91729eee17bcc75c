"""An event on the organiser's own movement: a CSV file that must pass the checker first."""

from __future__ import annotations

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from tournaments import models as m
from tournaments.backup import export_event, import_event

pytestmark = pytest.mark.django_db

# Three tables, a Mitchell written out by hand: East-West up one table, trays down one.
MITCHELL = """round,table,ns,ew,boards
1,1,1NS,1EW,1-2
1,2,2NS,2EW,3-4
1,3,3NS,3EW,5-6
2,1,1NS,3EW,3-4
2,2,2NS,1EW,5-6
2,3,3NS,2EW,1-2
3,1,1NS,2EW,5-6
3,2,2NS,3EW,1-2
3,3,3NS,1EW,3-4
"""
# The same with table 1 given trays 1-2 again in round 2: 1 NS would play them twice.
TWICE = MITCHELL.replace("2,1,1NS,3EW,3-4", "2,1,1NS,3EW,1-2")


def _post(client, text: str | bytes, **changes):
    content = text.encode() if isinstance(text, str) else text
    data = {
        "name": "Our own Mitchell",
        "date": "2026-11-23",
        "venue": "",
        "game": "whist",
        "scoring_method": "matchpoints",
        "seed": "4",
        "movement_file": SimpleUploadedFile("movement.csv", content, "text/csv"),
        **changes,
    }
    return client.post("/organise/new/custom/", data)


def test_a_checked_movement_becomes_an_event(organiser_client):
    response = _post(organiser_client, MITCHELL)
    event = m.Event.objects.get()
    assert response.status_code == 302 and response["Location"] == f"/e/{event.slug}/entrants/"
    assert (event.movement_kind, event.form, event.movement_size) == ("custom", "pairs", 6)
    assert event.boards_per_round == 2 and not event.one_winner
    labels = set(event.entrants.values_list("label", flat=True))
    assert labels == {"1NS", "2NS", "3NS", "1EW", "2EW", "3EW"}
    assert organiser_client.post(f"/e/{event.slug}/start/", {"confirmed": "yes"}).status_code == 302
    seating = m.Seating.objects.get(round__event=event, round__number=2, table__number=2)
    assert (seating.ns.label, seating.ew.label) == ("2NS", "1EW")
    assert sorted(t.number for t in seating.trays.all()) == [5, 6]
    page = organiser_client.get(f"/e/{event.slug}/movement/").content.decode()
    assert "1 NS v 3 EW" in page


def test_a_movement_the_checker_rejects_saves_nothing(organiser_client):
    response = _post(organiser_client, TWICE)
    assert response.status_code == 200
    errors = " ".join(response.context["form"].errors["movement_file"])
    assert "does not pass the checker" in errors
    assert "1NS plays tray 1 more than once (rounds 1, 2)" in errors
    assert not m.Event.objects.exists() and not m.Entrant.objects.exists()


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("hello, world\n", "not a movement"),
        (b"\xff\xfe\x00bad", "not text"),
        ("", "empty"),
    ],
)
def test_a_file_that_is_not_a_movement_is_refused(organiser_client, content, words):
    response = _post(organiser_client, content)
    assert response.status_code == 200
    assert words in " ".join(response.context["form"].errors["movement_file"])
    assert not m.Event.objects.exists()


def test_the_scoring_must_suit_the_movement(organiser_client):
    response = _post(organiser_client, MITCHELL, scoring_method="imps")
    assert "are scored by match points or trick totals" in " ".join(
        response.context["form"].errors["movement_file"]
    )
    assert not m.Event.objects.exists()


def test_only_an_organiser_may_create_one(client):
    response = _post(client, MITCHELL)
    assert response.status_code == 302 and "/login/" in response["Location"]
    assert not m.Event.objects.exists()


def test_a_backup_carries_the_movement(organiser_client):
    _post(organiser_client, MITCHELL)
    event = m.Event.objects.get()
    organiser_client.post(f"/e/{event.slug}/start/", {"confirmed": "yes"})
    copy = import_event(export_event(event), slug="own-copy").event
    assert copy.custom_movement == MITCHELL
    assert m.Seating.objects.filter(round__event=copy).count() == 9
