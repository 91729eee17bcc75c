"""A simultaneous pairs of 500 clubs: a competition has up to 500 sections, and a result
entered in one section is read again for that section alone, the others' results kept in
the process for their versions, while the next reader sees exactly what a process that has
kept nothing would show."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from tests.builders.national import left_out, national_field
from tournaments import models as m
from tournaments import services
from tournaments.adapters import cached
from tournaments.forms.competition import CompetitionForm
from tournaments.services import competitions as comps
from tournaments.services.common import DomainError


def test_a_competition_has_up_to_500_sections(organiser):
    with pytest.raises(DomainError, match="1 to 500 sections"):
        comps.create_competition(
            by=organiser, name="Too large", date=dt.date(2026, 12, 5), game=m.Game.WHIST,
            sections=501, sessions=1, movement_kind="mitchell", movement_size=5,
            boards_per_round=5,
        )  # fmt: skip
    assert not m.Competition.objects.exists()
    form = CompetitionForm({"sections": 501})
    assert not form.is_valid() and "sections" in form.errors
    assert CompetitionForm({"sections": 500}).errors.get("sections") is None
    assert comps.section_letters(500)[-1] == "SF"  # A..Z, AA..ZZ: 26 + 18 x 26 + 6 = 500


def _results_query(queries) -> str:
    found = [q["sql"] for q in queries if 'FROM "tournaments_result"' in q["sql"]]
    assert len(found) == 1, found
    return found[0]


def test_a_result_in_one_section_reads_that_section_again_and_the_page_is_fresh(client, organiser):
    """Three sections of five tables, five trays a round; the last result of section C left
    out, then entered through the traveller service as a scorer does."""
    competition = national_field(organiser, sections=3, tables=5, trays=5, leave=1)
    url = reverse("competition-field", args=[competition.slug])
    sections = {e.section: e.pk for e in competition.events.all()}
    before = client.get(url).content.decode()
    (result,) = left_out(competition, 1)
    event = result.seating.round.event
    assert event.section == "C"
    entry = services.WhistEntry(result.seating.pk, result.ns_tricks, None)
    services.record_whist_traveller(event, result.tray.number, [entry], by=organiser)
    with CaptureQueriesContext(connection) as queries:
        after = client.get(url).content.decode()
    sql = _results_query(queries)
    named = {int(n) for n in re.findall(r"\d+", sql.split(" IN (", 1)[1].split(")", 1)[0])}
    assert named == {sections["C"]}  # sections A and B kept for their versions
    assert after != before  # the tray section C finished is now counted
    cache.clear()
    cached.forget()
    with CaptureQueriesContext(connection) as queries:
        fresh = client.get(url).content.decode()
    sql = _results_query(queries)
    named = {int(n) for n in re.findall(r"\d+", sql.split(" IN (", 1)[1].split(")", 1)[0])}
    assert named == set(sections.values())  # a process that kept nothing reads them all
    assert fresh == after
