"""The national body's member list imported into a club's players: matched by member number,
never listed twice; a player the club had by name alone takes the number; a second file
updates names and adds members; bad lines are reported with their line numbers and nothing of
them is kept; the columns named once are kept for the next file.  The files are made here in
two bodies' layouts (one with first and last names apart, one with a whole name and its own
headers)."""

from __future__ import annotations

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse

from tests.builders import club_named, club_user
from tournaments import models as m
from tournaments.services.clubs import import_members
from tournaments.services.common import DomainError

pytestmark = pytest.mark.django_db

# A national body's export: its own header names, a byte order mark, a blank line, and three
# bad lines (no number, no name, the same number twice).
FIRST = (
    "\ufeffMember Number,First Name,Last Name,Email,Club\n"
    "100234,Ada,Lovelace,ada@example.org,Knickerbocker\n"
    "100235,Charles,Babbage,,Knickerbocker\n"
    "\n"
    ",Mary,Somerville,mary@example.org,Knickerbocker\n"
    "100237,,,,Knickerbocker\n"
    "100234,Ada,King,,Knickerbocker\n"
    "100238,Grace,Hopper,grace@example,Knickerbocker\n"
)


@pytest.fixture
def club(organiser):
    return m.ClubMember.objects.get(user=organiser).club


def test_a_first_import_adds_the_members_and_reports_the_bad_lines(club, organiser):
    m.Player.objects.create(club=club, name="Charles Babbage")  # known by name only
    report = import_members(club, FIRST, by=organiser)
    assert report.new == ("100234 Ada Lovelace",)
    assert report.changed == ("100235 Charles Babbage",)  # the number added
    assert [(b.line, str(b.reason)) for b in report.bad] == [
        (5, "no member number"),
        (6, "member 100237 has no name"),
        (7, "member 100234 is on line 2 already"),
        (8, "the e-mail 'grace@example' of member 100238 is not an address"),
    ]
    players = sorted(m.Player.objects.filter(club=club).values_list("national_id", "name", "email"))
    assert players == [
        ("100234", "Ada Lovelace", "ada@example.org"),
        ("100235", "Charles Babbage", ""),
    ]


def test_a_second_import_updates_and_adds_without_duplicating(club, organiser):
    import_members(club, FIRST, by=organiser)
    second = (
        "Member Number,First Name,Last Name,Email\n"
        "100234,Ada,King,ada@example.org\n"  # married: the name changes, the number stays
        "100239,Alan,Turing,\n"
        "100235,Charles,Babbage,\n"
    )
    report = import_members(club, second, by=organiser)
    assert (report.new, report.changed, report.same) == (
        ("100239 Alan Turing",), ("100234 Ada King",), 1,
    )  # fmt: skip
    assert report.unmatched == ()
    numbers = list(m.Player.objects.filter(club=club).values_list("national_id", flat=True))
    assert sorted(numbers) == ["100234", "100235", "100239"]
    # A third file without Babbage: he stays, and is reported as not on the list.
    third = "Member Number,First Name,Last Name\n100234,Ada,King\n100239,Alan,Turing\n"
    report = import_members(club, third, by=organiser)
    assert report.unmatched == ("100235 Charles Babbage",)
    assert m.Player.objects.filter(club=club).count() == 3


def test_columns_named_once_are_kept_for_the_next_file(club, organiser):
    layout = "ABF No;Player;Home club\n2345678;Dorothy Hodgkin;Oxford\n"  # semicolons
    with pytest.raises(DomainError, match="'ABF No', 'Player', 'Home club'"):
        import_members(club, layout, by=organiser)
    report = import_members(club, layout, by=organiser, columns={"name": "Player"})
    assert report.new == ("2345678 Dorothy Hodgkin",)
    club.refresh_from_db()
    assert club.member_columns == {"number": "ABF No", "name": "Player", "club": "Home club"}
    again = import_members(
        club, layout.replace("Dorothy Hodgkin", "Dorothy Crowfoot"), by=organiser
    )
    assert again.changed == ("2345678 Dorothy Crowfoot",)


def test_only_the_clubs_organisers_import(club):
    with pytest.raises(DomainError):
        import_members(club, FIRST, by=club_user("scorer", role=m.Role.SCORER))
    with pytest.raises(DomainError):
        import_members(club, FIRST, by=club_user("rival", club=club_named("Rival Club")))
    assert not m.Player.objects.exists()


def test_the_club_page_imports_a_file_and_shows_the_report(club, organiser):
    client = Client()
    client.force_login(organiser)
    upload = SimpleUploadedFile("members.csv", FIRST.encode("utf-8"), content_type="text/csv")
    page = client.post(reverse("club-member-list", args=[club.slug]), {"file": upload})
    assert page.status_code == 200
    text = page.content.decode()
    assert "2 members added; 0 changed; 0 as before." in text
    assert "Line 5: no member number" in text
    assert m.Player.objects.filter(club=club, national_id="100234").exists()
    bad = SimpleUploadedFile("members.csv", b"Reg,Who\n1,Ann\n", content_type="text/csv")
    page = client.post(reverse("club-member-list", args=[club.slug]), {"file": bad})
    assert page.status_code == 400
    assert "Name the columns of the member number and the names" in page.content.decode()
