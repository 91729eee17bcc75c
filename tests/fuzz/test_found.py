"""Faults the hostile-input suite found, each pinned by a plain test."""

from __future__ import annotations

import io
import time

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.urls import reverse

from tests.builders import club_named, example_event, make_whist_mitchell
from tests.fuzz.checks import snapshot
from tests.web.entry.test_party_phones import evening, hostess, link  # noqa: F401
from tournaments import models as m
from tournaments.backup import BackupError, export_event, import_event


def test_a_posted_count_of_players_far_past_the_clubs_is_refused_at_once(client, organiser):
    """The club page's players form posted ``p-TOTAL_FORMS=9223372036854775808``: Django built
    and showed 2,000 empty forms (seven seconds of a worker's CPU) before refusing it."""
    club = club_named()
    for name in ("Ada Byron", "Bea Moon"):
        m.Player.objects.create(club=club, name=name)
    players = list(club.players.order_by("name"))
    data = {"p-TOTAL_FORMS": str(2**63), "p-INITIAL_FORMS": "2"}
    for i, p in enumerate(players):
        data |= {f"p-{i}-id": p.pk, f"p-{i}-name": p.name, f"p-{i}-rating": "700"}
    client.force_login(organiser)
    before = snapshot()
    start = time.process_time()
    response = client.post(reverse("club-players", args=[club.slug]), data)
    assert time.process_time() - start < 1.0
    assert response.status_code == 400
    assert "Some players need attention; nothing was saved." in response.content.decode()
    assert snapshot() == before


def test_the_score_command_refuses_a_file_that_is_not_utf8(tmp_path):
    """A results CSV with a byte 0xff in a cell ended the command with a traceback."""
    path = tmp_path / "results.csv"
    path.write_bytes(b"tray,ns,ew,score\n1,1,2,\xff7\n")
    with pytest.raises(CommandError) as refused:
        call_command("score", "--input", str(path), stdout=io.StringIO())
    assert refused.value.returncode == 2
    assert str(refused.value) == f"cannot read {path}: it is not UTF-8 text"


@pytest.mark.parametrize("text", ["a\\u0000b", "a\\ud800b"], ids=["NUL", "lone surrogate"])
@pytest.mark.parametrize("field", ["key", "pool_winner"])
def test_a_party_phones_text_with_a_character_no_phone_sends_is_refused(
    client,
    evening,  # noqa: F811
    text,
    field,
):
    """``{"key": "a\\ud800b"}`` to a party table's save was a server error: the site looked
    the key up before checking it, and SQLite cannot carry a lone surrogate (PostgreSQL refuses
    a NUL the same way)."""
    body = '{"points": [5, 2], "' + field + '": "' + text + '"}'
    before = snapshot()
    url = reverse("party-table-save", args=[link(evening, 1).secret])
    response = client.post(url, body, content_type="application/json")
    assert response.status_code == 400
    assert response.json() == {
        "outcome": "refused",
        "message": "The request holds a character no phone sends (a NUL or a lone half of a pair).",
    }
    assert snapshot() == before


def test_the_pads_save_refuses_a_nul_in_any_text(client, organiser):
    event = make_whist_mitchell(organiser, tables=3, boards_per_round=2)
    table = event.tables.get(number=1)
    tray = table.seatings.get(round__number=1).trays.first().number
    body = f'{{"tray": {tray}, "ns_tricks": 7, "key": "fuzz-0001", "lead": "\\u0000"}}'
    before = snapshot()
    url = reverse("table-pad-save", args=[table.secret])
    response = client.post(url, body, content_type="application/json")
    assert response.status_code == 400 and "a NUL" in response.json()["message"]
    assert snapshot() == before


def test_a_player_search_for_a_nul_is_a_search_for_nothing(client, organiser):
    """``/players/?q=%00`` reached the database with a NUL, which PostgreSQL refuses (a server
    error there); without it the search is empty, and every player is listed."""
    example_event(organiser)
    response = client.get(reverse("players"), {"q": "\x00"})
    assert response.status_code == 200
    page = response.content.decode()
    assert "Ada Byron" in page and "Jane Austen" in page


def test_a_backup_whose_event_is_not_an_object_is_refused(organiser):
    """An edited backup with ``"event": "0"`` ended the restore with an AttributeError (a
    traceback from ``import_event``) instead of a refusal."""
    document = export_event(example_event(organiser))
    document["event"] = "0"
    before = snapshot()
    with pytest.raises(BackupError) as refused:
        import_event(document, slug="a-copy", accept_edited=True)
    assert str(refused.value) == "event: expected an object, not str."
    assert snapshot() == before
