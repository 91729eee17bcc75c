"""Hand records from the online bridge site in: a LIN file through ``manage.py deals import``
and the deals page's upload, its dealer and vulnerability held to the trays'; a PBN file with
several notes a game taken as before.  Each refusal says the line, the board and the LIN key,
with exit status 2 from the command and nothing stored."""

from __future__ import annotations

import io

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.core.management.base import CommandError
from django.urls import reverse

from tests.deals.test_lin import BOARD_1, BOARD_2, HAND_RECORDS, ROUND
from tests.deals.test_pbn import NOTED
from tests.web.deals.events import bridge_36
from tournaments import models as m
from tournaments.deals.cards import Deal

pytestmark = pytest.mark.django_db


def run(*args: str) -> str:
    out = io.StringIO()
    call_command("deals", *args, stdout=out)
    return out.getvalue()


def refused(*args: str) -> str:
    with pytest.raises(CommandError) as caught:
        call_command("deals", *args, stdout=io.StringIO())
    assert caught.value.returncode == 2
    return str(caught.value)


def stored(event) -> dict[int, Deal]:
    return {
        d.tray.number: d.cards
        for d in m.Deal.objects.filter(tray__event=event).select_related("tray")
    }


def test_a_lin_hand_record_is_imported_as_the_events_deals(organiser, tmp_path):
    event = bridge_36(organiser)
    path = tmp_path / "session.lin"
    path.write_text(HAND_RECORDS)
    said = run("import", event.slug, str(path))
    assert "Stored 2 deals from session.lin on Hand records night." in said
    deals = stored(event)
    assert deals[1] == Deal.parse(ROUND)
    # Board 2: South holds ROUND's West hand (md's first hand is South's).
    assert deals[2].hand("S") == Deal.parse(ROUND).hand("W")
    assert event.log.filter(action="deals", text__contains="session.lin").exists()


def test_a_lin_file_is_known_by_its_content_whatever_its_name(organiser, tmp_path):
    event = bridge_36(organiser)
    path = tmp_path / "download.txt"
    path.write_text(HAND_RECORDS)
    assert "Stored 2 deals from download.txt" in run("import", event.slug, str(path))


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # Board 1 deals North (digit 3) with nobody vulnerable: South (1) and both (b) differ.
        (f"md|1{BOARD_1[1:]}|ah|Board 1|sv|o|",
         "line 1: board 1: the file's dealer is South, board 1's is North"),
        (f"md|{BOARD_1}|ah|Board 1|sv|b|",
         "line 1: board 1: the file says All vulnerable, board 1 is Nobody vulnerable"),
        (f"md|{BOARD_1}|ah|Board 1|\nmd|{BOARD_2[:-1]}|ah|Board 2|",
         "line 2: board 2 (md): East has 12 cards; every hand holds 13"),
        (f"md|{BOARD_1}|ah|Board 37|",
         "line 1: board 37: the event has no such board (boards 1 to 36)"),
        (f"md|{BOARD_1}|ah|Board 1|sv|z|",
         "line 1: board 1 (sv): the vulnerability 'z' is not o (none), n (NS), e (EW) or b (both)"),
    ],
)  # fmt: skip
def test_a_bad_lin_file_is_refused_with_its_line_and_nothing_is_stored(
    organiser, tmp_path, text, said
):
    event = bridge_36(organiser)
    path = tmp_path / "bad.lin"
    path.write_text(text)
    logged = event.log.count()
    assert refused("import", event.slug, str(path)) == f"Nothing was stored:\n{said}"
    assert not m.Deal.objects.exists() and event.log.count() == logged


def test_a_pbn_file_with_several_notes_a_game_is_imported(organiser, tmp_path):
    event = bridge_36(organiser)
    path = tmp_path / "noted.pbn"
    path.write_text(NOTED)
    assert "Stored 2 deals from noted.pbn" in run("import", event.slug, str(path))
    assert stored(event)[1] == Deal.parse(ROUND)


def upload(client, event, name: str, text: str):
    data = {"file": SimpleUploadedFile(name, text.encode())}
    return client.post(reverse("deals-import", args=[event.slug]), data)


def test_the_deals_page_takes_a_lin_upload(organiser_client, organiser):
    event = bridge_36(organiser)
    assert upload(organiser_client, event, "night.lin", HAND_RECORDS).status_code == 302
    assert stored(event)[1] == Deal.parse(ROUND)


def test_the_deals_page_shows_a_bad_lin_file_line_by_line(organiser_client, organiser):
    event = bridge_36(organiser)
    bad = f"md|{BOARD_1}|ah|Board 1|\nmd|5{BOARD_2[1:]}|ah|Board 2|"
    response = upload(organiser_client, event, "night.lin", bad)
    assert response.status_code == 200
    page = response.content.decode()
    assert "Nothing was stored:<br>line 2: board 2 (md): the dealer &#x27;5&#x27; is not" in page
    assert not m.Deal.objects.exists()
