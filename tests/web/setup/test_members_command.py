"""``manage.py members CLUB_SLUG FILE``: the club's member list imported from the command
line with the club page's service.  The member list is made here in a national body's layout
(its own headers, named with ``--columns``); the counts and names are worked from it by hand.
"""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from tests.builders import club_named
from tournaments import models as m

pytestmark = pytest.mark.django_db

FIRST = (
    "EBU No;Forename;Surname;E-mail\n100234;Ada;Lovelace;ada@example.org\n100235;Charles;Babbage;\n"
)


def _run(*args: str) -> str:
    out = io.StringIO()
    call_command("members", *args, stdout=out)
    return out.getvalue()


def _players(club):
    return sorted(m.Player.objects.filter(club=club).values_list("national_id", "name"))


def test_an_import_and_a_second_one_that_updates_without_duplicating(tmp_path):
    club = club_named()
    m.Player.objects.create(club=club, name="Charles Babbage")  # known by name only
    first = tmp_path / "members.csv"
    first.write_text(FIRST, encoding="utf-8")
    out = _run(club.slug, str(first))  # "EBU No", "Forename", "Surname" are usual headers
    assert "1 added, 1 changed, 0 as before, 0 not in the file" in out
    assert "100234 Ada Lovelace" in out and "100235 Charles Babbage" in out
    assert _players(club) == [("100234", "Ada Lovelace"), ("100235", "Charles Babbage")]
    # The body's next export names its columns its own way: named once with --columns.
    second = tmp_path / "members2.csv"
    second.write_text("Membre,Prenom,Nom\n100234,Ada,King\n100239,Alan,Turing\n", encoding="utf-8")
    out = _run(club.slug, str(second), "--columns", "number=Membre", "first=Prenom", "last=Nom")
    assert "1 added, 1 changed, 0 as before, 1 not in the file (kept)" in out
    assert "100235 Charles Babbage" in out.split("does not list (kept):")[1]
    assert _players(club) == [
        ("100234", "Ada King"), ("100235", "Charles Babbage"), ("100239", "Alan Turing"),
    ]  # fmt: skip
    assert club_named().member_columns["number"] == "Membre"


def _refused(*args: str) -> str:
    with pytest.raises(CommandError) as caught:
        call_command("members", *args, stdout=io.StringIO())
    assert caught.value.returncode == 2
    return str(caught.value)


def test_bad_input_is_refused_with_status_2_and_nothing_stored(tmp_path):
    club = club_named()
    good = tmp_path / "members.csv"
    good.write_text(FIRST, encoding="utf-8")
    assert "no club 'nowhere'" in _refused("nowhere", str(good))
    assert "cannot be read" in _refused(club.slug, str(tmp_path / "missing.csv"))
    assert "--columns takes FIELD=HEADER" in _refused(club.slug, str(good), "--columns", "x")
    bad = tmp_path / "bad.csv"
    bad.write_text(FIRST + ";Mary;Somerville;\n100237;;;\n", encoding="utf-8")
    message = _refused(club.slug, str(bad))
    assert "line 4: no member number" in message and "line 5: member 100237 has no name" in message
    headless = tmp_path / "headless.csv"
    headless.write_text("Who,What\n1,2\n", encoding="utf-8")
    assert "Name the columns" in _refused(club.slug, str(headless))
    assert _players(club) == []
    assert club_named().member_columns == {}
