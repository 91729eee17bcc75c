"""An online session's LIN file with hostile values, through the LIN session import's service
and the club's upload page: a refusal is a message (a form error on the page) and stores
nothing; nothing else is raised, no answer is a 500 or holds the process past the CPU bound."""

from __future__ import annotations

from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse
from hypothesis import given
from hypothesis import strategies as st

from tests.builders import club_named
from tests.fuzz.checks import FUZZ, SWEEP
from tests.fuzz.strategies import HOSTILE_WORDS
from tests.fuzz.test_files_read import edited_lines
from tests.fuzz.test_imports import through_page, through_service
from tests.web.exchange.test_lin_session import TWO_FIELDS
from tournaments.services.lin_session import import_lin_session

SESSION = "".join(TWO_FIELDS).splitlines()


@FUZZ
@given(text=st.one_of(edited_lines(SESSION, "|"), HOSTILE_WORDS))
def test_the_service(organiser, text):
    club = club_named()
    raw = text.encode("utf-8", errors="surrogatepass")
    through_service(import_lin_session, raw, by=organiser, club=club, slug="fuzz-lin")


@SWEEP
@given(text=edited_lines(SESSION, "|"))
def test_the_upload(client, organiser, text):
    client.force_login(organiser)
    raw = text.encode("utf-8", errors="surrogatepass")
    upload = SimpleUploadedFile("session.lin", raw, content_type="text/plain")
    form = {"file": upload, "club": club_named().pk, "slug": ""}
    through_page(client, reverse("usebio-import"), form)
