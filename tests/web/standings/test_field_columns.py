"""A competition whose results are all table scores is read as columns and match-pointed
without a result object a line; anything else (a ruling) is read as results.  Both give the
same standings, for the club's staff and for a public reader while a section is in play.

The field is ``test_competition``'s championship (worked by hand there): session 1 across the
field gives A1 NS 0%, A2 NS 30%, B3 NS 100%.
"""

from __future__ import annotations

import pytest

from tests.web.standings.test_competition import championship
from tournaments import models as m
from tournaments.adapters import results as rows_of
from tournaments.standings import competition as read


def both_ways(competition, monkeypatch, *, public: bool):
    """The competition read and scored from the columns, then from the results."""
    events = list(competition.events.select_related("club").order_by("session", "section"))
    columns = read._read_and_score(competition, events, public=public, names=True)
    with monkeypatch.context() as patch:
        patch.setattr(rows_of, "field_columns", lambda events: None)
        results = read._read_and_score(competition, events, public=public, names=True)
    return columns, results


def figures(scores) -> tuple:
    return scores.sessions, scores.scores, scores.notes, scores.overall()


@pytest.mark.parametrize("public", [False, True])
def test_columns_and_results_give_the_same_competition(organiser, monkeypatch, public):
    competition = championship(organiser)
    assert rows_of.field_columns(competition.events.all()) is not None
    columns, results = both_ways(competition, monkeypatch, public=public)
    session1 = {r.code: r.percentage for r in columns.sessions[1]}
    assert (session1["A1 NS"], session1["A2 NS"], session1["B3 NS"]) == ("0", "30", "100")
    assert figures(columns) == figures(results)


def test_a_section_in_play_shows_the_public_its_finished_trays_either_way(organiser, monkeypatch):
    """Section B of session 2 back in play with tray 3 short of a result: the public's
    session 2 counts trays 1 and 2 only in B (and all of A), the staff's everything."""
    competition = championship(organiser)
    section = competition.events.get(session=2, section="B")
    m.Event.objects.filter(pk=section.pk).update(status=m.Status.PLAYING, current_round=3)
    m.Result.objects.filter(tray__event=section, tray__number=3).first().delete()
    public, public_results = both_ways(competition, monkeypatch, public=True)
    assert figures(public) == figures(public_results)
    staff, staff_results = both_ways(competition, monkeypatch, public=False)
    assert figures(staff) == figures(staff_results)
    b_trays = {r.code: r.trays for r in public.sessions[2] if r.section == "B"}
    assert set(b_trays.values()) == {2}
    assert public.notes and not staff.notes
    staff_trays = [r.trays for r in staff.sessions[2] if r.section == "B"]
    assert sorted(staff_trays) == [2, 2] + [3] * 4  # the two pairs of the missing result


def test_a_ruling_sends_the_field_to_the_results(organiser, monkeypatch):
    competition = championship(organiser)
    line = m.Result.objects.filter(tray__event__competition=competition).first()
    m.Result.objects.filter(pk=line.pk).update(ns_tricks=None, ew_tricks=None, adjustment="AVE")
    assert rows_of.field_columns(competition.events.all()) is None
    columns, results = both_ways(competition, monkeypatch, public=False)
    assert figures(columns) == figures(results)
