"""An online session's LIN file dated as the director says, else by its title, else today:
``import_lin --date`` and the upload's date field, a date that is no day refused (status 2,
a form error) with nothing saved.  The session is ``test_lin_session``'s four pairs."""

from __future__ import annotations

import datetime as dt
from io import StringIO

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.core.management.base import CommandError
from django.urls import reverse

from tests.builders import club_named, club_user
from tests.web.exchange.test_lin_session import TWO_FIELDS
from tournaments import models as m
from tournaments.services.lin_session import import_lin_session

pytestmark = pytest.mark.django_db

SESSION = "".join(TWO_FIELDS)
# A title as the site's archive writes one: "<event>,<segment>,<scoring>,<first>,<last>,...".
TITLED = "vg|Club night,6th March 2004,P,1,4,,0,,0|\n" + SESSION


@pytest.fixture
def director(db):
    return club_user("director")


def command(path, *args: str) -> str:
    out = StringIO()
    call_command("import_lin", str(path), *args, stdout=out)
    return out.getvalue()


def test_the_command_dates_the_event_as_told(tmp_path, director):
    path = tmp_path / "session.lin"
    path.write_text(TITLED)
    said = command(path, "--date", "2026-11-23", "--slug", "monday")
    assert m.Event.objects.get(slug="monday").date == dt.date(2026, 11, 23)
    assert "as the file's title says" not in said and "dated today" not in said
    # Four deals stored, each solved: the count said in words a person reads.
    assert "Analysed 4 deals double dummy." in said


def test_a_title_with_a_date_dates_the_event(director):
    imported = import_lin_session(TITLED, by=director)
    assert imported.event.date == dt.date(2004, 3, 6)
    assert "Dated 2004-03-06, as the file's title says." in imported.summary()


def test_without_a_date_anywhere_the_event_is_dated_today(director):
    imported = import_lin_session(SESSION, by=director)
    assert imported.event.date == dt.date.today()
    assert "The file gives no date: the event is dated today." in imported.summary()


@pytest.mark.parametrize("bad", ["2026-02-30", "23/11/2026", "monday"])
def test_the_command_refuses_a_date_that_is_no_day(tmp_path, director, bad):
    path = tmp_path / "session.lin"
    path.write_text(SESSION)
    with pytest.raises(CommandError) as caught:
        command(path, "--date", bad)
    assert caught.value.returncode == 2
    assert f"Nothing was imported. '{bad}' is not a date: write it YYYY-MM-DD." in str(caught.value)
    assert not m.Event.objects.exists()


def test_the_upload_takes_the_sessions_date(client, director):
    client.force_login(director)
    upload = SimpleUploadedFile("session.lin", TITLED.encode())
    form = {"file": upload, "club": club_named().pk, "slug": "tuesday", "date": "2026-11-24"}
    assert client.post(reverse("usebio-import"), form).status_code == 302
    assert m.Event.objects.get(slug="tuesday").date == dt.date(2026, 11, 24)


def test_the_upload_without_a_date_takes_the_titles(client, director):
    client.force_login(director)
    upload = SimpleUploadedFile("session.lin", TITLED.encode())
    form = {"file": upload, "club": club_named().pk, "slug": "titled"}
    assert client.post(reverse("usebio-import"), form).status_code == 302
    assert m.Event.objects.get(slug="titled").date == dt.date(2004, 3, 6)


def test_the_upload_refuses_a_date_that_is_no_day(client, director):
    client.force_login(director)
    upload = SimpleUploadedFile("session.lin", SESSION.encode())
    form = {"file": upload, "club": club_named().pk, "date": "2026-02-30"}
    response = client.post(reverse("usebio-import"), form)
    assert response.status_code == 400
    assert response.context["form"].errors["date"] == ["Enter a valid date."]
    assert not m.Event.objects.exists()


def test_a_date_given_with_a_usebio_file_is_refused(client, director):
    # A USEBIO file carries its own date: the field is for LIN files, and is not ignored.
    client.force_login(director)
    upload = SimpleUploadedFile("results.xml", b'<?xml version="1.0"?><USEBIO Version="1.2"/>')
    form = {"file": upload, "club": club_named().pk, "date": "2026-11-24"}
    response = client.post(reverse("usebio-import"), form)
    assert response.status_code == 400
    assert "A USEBIO file gives its own date: leave the date blank." in response.content.decode()
    assert not m.Event.objects.exists()
