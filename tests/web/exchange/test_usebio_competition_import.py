"""A USEBIO file of several sections (and sessions) imported as a competition of the club,
scored across the field when its figures are the field's; a bad section refuses the whole
file.

The file here is written by hand: one session, sections A and B, one table each (pair 1
North-South against pair 1 East-West), three boards played in both sections, two winners.
Scored across the field (two results a board, a top of 1 on the whole-number scale):

- board 1 (none vulnerable): A's 4S making 10 is 420, B's 4S making 11 is 450: B's
  North-South 1, A's 0; A's East-West 1, B's 0;
- board 2 (North-South vulnerable): A's 3NT one down is -100, B's 3NT made is 600: the same;
- board 3 (East-West vulnerable): 2H making 8 is 110 at both tables: 0.5 each.

So A's North-South and B's East-West have 0.5 of 3 (16.67%), A's East-West and B's
North-South 2.5 of 3 (83.33%); each field's winner is B's 1NS and A's 1EW.  Scored alone,
each section's boards have one result each and give none of these figures: only the field's
scoring reproduces the file.
"""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.core.management.base import CommandError
from django.urls import reverse

from tests.builders import club_named, club_user
from tournaments import models as m
from tournaments.services.common import DomainError
from tournaments.services.desk import reopen_event
from tournaments.services.usebio import import_usebio
from tournaments.standings import scores_for
from tournaments.standings.competition import competition_scores
from tournaments.standings.usebio import ExportRefused, event_usebio

pytestmark = pytest.mark.django_db

# (board, contract, declarer, tricks, score) at each section's one table
PLAYED = {
    "A": ((1, "4S", "N", 10, 420), (2, "3NT", "N", 8, -100), (3, "2H", "S", 8, 110)),
    "B": ((1, "4S", "N", 11, 450), (2, "3NT", "N", 9, 600), (3, "2H", "S", 8, 110)),
}
# the North-South match points of each line, worked out above; East-West's are 1 less them
NS_POINTS = {"A": ("0", "0", "0.5"), "B": ("1", "1", "0.5")}
# (direction, names, percentage, place) of each section's two pairs
PAIRS = {
    "A": (("NS", ("Ann Able", "Bob Baker"), "16.67", "2"),
          ("EW", ("Cat Cole", "Dan Drew"), "83.33", "1")),
    "B": (("NS", ("Eve Ford", "Fay Gold"), "83.33", "1"),
          ("EW", ("Gus Hart", "Hal Irwin"), "16.67", "2")),
}  # fmt: skip


def _pair(number, direction, names, percentage, place) -> str:
    players = "".join(f"<PLAYER><PLAYER_NAME>{n}</PLAYER_NAME></PLAYER>" for n in names)
    figures = f"<PERCENTAGE>{percentage}</PERCENTAGE><PLACE>{place}</PLACE>" if place else ""
    return (
        f"<PAIR><PAIR_NUMBER>{number}</PAIR_NUMBER><DIRECTION>{direction}</DIRECTION>"
        f"{figures}{players}</PAIR>"
    )


def _section(letter: str, *, figures=True, boards_from=0, contract=None) -> str:
    pairs = "".join(
        _pair("1", d, names, pct, place if figures else "")
        for d, names, pct, place in PAIRS[letter]
    )
    boards = []
    for (board, bid, by, tricks, score), ns in zip(PLAYED[letter], NS_POINTS[letter], strict=True):
        points = (
            f"<NS_MATCH_POINTS>{ns}</NS_MATCH_POINTS>"
            f"<EW_MATCH_POINTS>{1 - float(ns):g}</EW_MATCH_POINTS>"
            if figures
            else ""
        )
        boards.append(
            f"<BOARD><BOARD_NUMBER>{board + boards_from}</BOARD_NUMBER><TRAVELLER_LINE>"
            "<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>1</EW_PAIR_NUMBER>"
            f"<CONTRACT>{contract or bid}</CONTRACT><PLAYED_BY>{by}</PLAYED_BY>"
            f"<TRICKS>{tricks}</TRICKS><SCORE>{score}</SCORE>{points}</TRAVELLER_LINE></BOARD>"
        )
    return (
        f'<SECTION SECTION_ID="{letter}"><PARTICIPANTS>{pairs}</PARTICIPANTS>'
        f"{''.join(boards)}</SECTION>"
    )


def _file(*sections: str, overall: str = "") -> bytes:
    return (
        '<?xml version="1.0" encoding="UTF-8"?><USEBIO Version="1.2">'
        "<CLUB><CLUB_NAME>Hill Club</CLUB_NAME></CLUB>"
        '<EVENT EVENT_TYPE="MP_PAIRS"><EVENT_DESCRIPTION>Spring pairs</EVENT_DESCRIPTION>'
        "<WINNER_TYPE>2</WINNER_TYPE><DATE>14/03/2026</DATE>"
        "<BOARD_SCORING_METHOD>MATCH_POINTS</BOARD_SCORING_METHOD>"
        f"{overall}"
        f'<SESSION SESSION_ID="1">{"".join(sections)}</SESSION></EVENT></USEBIO>'
    ).encode()


def _overall() -> str:
    """The overall result: one session, so each pair's session percentage and place."""
    pairs = "".join(
        _pair(f"{letter}1{d}", d, names, pct, place)
        for letter, rows in PAIRS.items()
        for d, names, pct, place in rows
    )
    return f"<PARTICIPANTS>{pairs}</PARTICIPANTS>"


@pytest.fixture
def director(db):
    return club_user("director")


def test_two_sections_become_a_competition_scored_across_the_field(director):
    data = _file(_section("A"), _section("B"), overall=_overall())
    imported = import_usebio(data, by=director, slug="spring")
    assert imported.differences == [], [str(d) for d in imported.differences]
    competition = imported.competition
    assert (competition.slug, competition.name, competition.club) == (
        "spring",
        "Spring pairs",
        club_named(),
    )
    assert competition.across_field and competition.combine == m.Combine.AVERAGE
    events = list(competition.events.order_by("section"))
    assert [(e.slug, e.session, e.section, e.status, e.published) for e in events] == [
        ("spring-1a", 1, "A", "finished", False),
        ("spring-1b", 1, "B", "finished", False),
    ]
    assert [m.Result.objects.filter(tray__event=e).count() for e in events] == [3, 3]
    # Each section's page shows the field's figures and places, as the file does (and the
    # pair's place in its own section: each is its section's one pair of its direction).
    shown = {
        e.section: {
            r["code"]: (r["name"], r["percentage"], str(r["field_place"]), str(r["place"]))
            for r in scores_for(e).rows()
        }
        for e in events
    }
    assert shown == {
        "A": {
            "A1 NS": ("Ann Able & Bob Baker", "16.67", "2", "1"),
            "A1 EW": ("Cat Cole & Dan Drew", "83.33", "1", "1"),
        },
        "B": {
            "B1 NS": ("Eve Ford & Fay Gold", "83.33", "1", "1"),
            "B1 EW": ("Gus Hart & Hal Irwin", "16.67", "2", "1"),
        },
    }
    overall = {
        row["entry"].code: (row["figure"], str(row["place"]))
        for row in competition_scores(competition, staff=True).overall()
    }
    assert overall == {
        "A1 NS": ("16.67", "2"),
        "A1 EW": ("83.33", "1"),
        "B1 NS": ("83.33", "1"),
        "B1 EW": ("16.67", "2"),
    }


def test_an_overall_result_the_site_does_not_give_is_listed(director):
    wrong = _overall().replace(
        "<PERCENTAGE>83.33</PERCENTAGE>", "<PERCENTAGE>80.00</PERCENTAGE>", 1
    )
    imported = import_usebio(_file(_section("A"), _section("B"), overall=wrong), by=director)
    assert [str(d) for d in imported.differences] == [
        "EVENT/PAIR A1EW: PERCENTAGE 80.00 in the file, 83.33 here"
    ]


def test_sections_on_other_boards_are_each_scored_alone(director):
    data = _file(_section("A", figures=False), _section("B", figures=False, boards_from=3))
    imported = import_usebio(data, by=director)
    assert not imported.competition.across_field
    assert "Each section is scored on its own." in imported.notes
    events = imported.competition.events.order_by("section")
    assert [sorted(e.trays.values_list("number", flat=True)) for e in events] == [
        [1, 2, 3],
        [4, 5, 6],
    ]


def test_a_bad_section_refuses_the_whole_file(director):
    data = _file(_section("A"), _section("B", contract="8S"))
    with pytest.raises(DomainError, match="BOARD 1"):
        import_usebio(data, by=director)
    assert not m.Competition.objects.exists()
    assert not m.Event.objects.exists()
    assert not m.Player.objects.exists()


def test_the_command_imports_a_competition_and_refuses_a_bad_file(tmp_path, director):
    path = tmp_path / "spring.xml"
    path.write_bytes(_file(_section("A"), _section("B"), overall=_overall()))
    out = StringIO()
    call_command("usebio", "import", str(path), "--slug", "spring", stdout=out)
    said = out.getvalue()
    assert "Imported Spring pairs as the competition spring: 1 session, 2 sections" in said
    assert "Every figure of the file is the site's own: nothing differs." in said
    assert m.Competition.objects.get().events.count() == 2
    path.write_bytes(_file(_section("A"), _section("B", contract="8S")))
    with pytest.raises(CommandError, match="Nothing was imported"):
        call_command("usebio", "import", str(path), "--slug", "autumn", stdout=StringIO())
    assert m.Competition.objects.count() == 1 and m.Event.objects.count() == 2


def test_the_upload_sends_the_director_to_the_competitions_page(client, director):
    client.force_login(director)
    club = club_named()
    data = _file(_section("A"), _section("B"), overall=_overall())
    upload = SimpleUploadedFile("spring.xml", data)
    response = client.post(
        reverse("usebio-import"), {"file": upload, "club": club.pk, "slug": "spring"}
    )
    assert response.status_code == 302
    assert response["Location"] == reverse("competition", args=["spring"])
    page = client.get(response["Location"])
    assert b"Imported Spring pairs as a competition of 2 sections." in page.content
    bad = SimpleUploadedFile("autumn.xml", _file(_section("A"), _section("B", contract="8S")))
    response = client.post(reverse("usebio-import"), {"file": bad, "club": club.pk})
    assert response.status_code == 400
    assert b"Nothing was imported." in response.content
    assert m.Competition.objects.count() == 1


def test_a_sections_file_is_its_sessions_and_reads_back_the_same(director):
    """Section A's own file is the session's, B in it too, with the field's figures; read back
    it is the same competition again.  While B is reopened, A's file waits for it."""
    imported = import_usebio(_file(_section("A"), _section("B")), by=director, slug="spring")
    first = imported.competition.events.get(section="A")
    data = event_usebio(first)
    again = import_usebio(data, by=director, slug="spring-again")
    assert again.differences == [] and again.competition.across_field
    percentages = {
        (e.section, r["code"]): r["percentage"]
        for e in again.competition.events.all()
        for r in scores_for(e).rows()
    }
    assert percentages == {
        ("A", "A1 NS"): "16.67",
        ("A", "A1 EW"): "83.33",
        ("B", "B1 NS"): "83.33",
        ("B", "B1 EW"): "16.67",
    }
    second = imported.competition.events.get(section="B")
    reopen_event(second, by=director, reason="a late correction")
    with pytest.raises(ExportRefused, match="its file is the whole session's"):
        event_usebio(first)
