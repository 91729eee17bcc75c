"""The running charts keep each round's standings by what they are computed from: a result
entered in the round in play rescored only that round's prefix, with the figures of a fresh
scoring to the last fraction.

The event is the three-table Mitchell of ``tests/builders/pairs.py`` (``EXAMPLE``): after all
three rounds the standings, worked by hand in ``test_public_standings.py``, are NS 1NS 66.67%,
2NS 58.33%, 3NS 25% (200/3, 175/3 and 25).
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest

from tests.builders import EXAMPLE, example_event, seating_for
from tests.web.methods.played import imp_event
from tournaments import models as m
from tournaments import services
from tournaments.adapters import cached
from tournaments.scoring.matchpoints.running import RunningField
from tournaments.standings import charts, running, scores_for

pytestmark = pytest.mark.django_db


def enter(event, by, rnd: int, line: int) -> None:
    tray, ns, ew, tricks = EXAMPLE[rnd][line]
    seating = seating_for(event, tray, ns, ew)
    services.record_whist_traveller(
        event, tray, [services.WhistEntry(seating.pk, tricks, None)], by=by
    )


def figures(event) -> tuple:
    rounds, lines = scores_for(event).running()
    return rounds, {line.entrant.label: line.values for line in lines}


def counting(monkeypatch) -> list:
    """Each prefix the running charts score afresh with ``score_matchpoints``, counted."""
    scored: list = []
    real = running.score_matchpoints

    def counted(*args, **kwargs):
        scored.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(running, "score_matchpoints", counted)
    return scored


def test_table_scores_run_every_round_at_once(organiser, monkeypatch):
    """Table scores only: every prefix worked out at once as columns, none scored afresh,
    and the last point is the standings' own figure, worked by hand."""
    event = example_event(organiser)
    scored = counting(monkeypatch)
    rounds, values = figures(event)
    assert scored == []
    assert rounds == (1, 2, 3)
    finals = {label: v[-1] for label, v in values.items() if label.endswith("NS")}
    assert finals == {"1NS": Fraction(200, 3), "2NS": Fraction(175, 3), "3NS": Fraction(25)}
    assert all(type(v) is Fraction for v in finals.values())


def ruled_event(organiser):
    """The example's rounds 1 and 2 and the first result of round 3, with an average
    (a ruling: each prefix is scored afresh, line by line) on tray 1 in round 1."""
    event = example_event(organiser, rounds=(1, 2))
    seating = seating_for(event, *EXAMPLE[1][0][:3])
    services.record_whist_traveller(
        event,
        1,
        [services.WhistEntry(seating.pk, None, None, "AVE")],
        by=organiser,
        reason="Fouled",
    )
    enter(event, organiser, 3, 0)
    return event


def test_a_result_in_the_round_in_play_rescores_that_round_alone(organiser, monkeypatch):
    event = ruled_event(organiser)
    figures(event)  # the charts as a reader drew them: rounds 1 to 3 kept
    enter(event, organiser, 3, 1)
    enter(event, organiser, 3, 2)
    scored = counting(monkeypatch)
    kept = figures(event)
    assert len(scored) == 1  # round 3's prefix; rounds 1 and 2 are as they were
    cached.forget()
    fresh = figures(event)
    assert len(scored) == 4
    assert kept == fresh
    assert kept[0] == (1, 2, 3)


def test_a_correction_in_an_earlier_round_rescores_from_that_round(organiser, monkeypatch):
    event = ruled_event(organiser)
    figures(event)
    seating = seating_for(event, 1, "3NS", "2EW")  # round 2
    services.record_whist_traveller(
        event, 1, [services.WhistEntry(seating.pk, 9, None)], by=organiser, reason="Misread"
    )
    scored = counting(monkeypatch)
    kept = figures(event)
    assert len(scored) == 2  # rounds 2 and 3: round 1 is as it was
    cached.forget()
    assert figures(event) == kept


def counting_imps(monkeypatch) -> list:
    """Each prefix the running charts score afresh with ``score_imp_pairs``, counted."""
    scored: list = []
    real = running.score_imp_pairs
    monkeypatch.setattr(
        running, "score_imp_pairs", lambda *a, **k: scored.append(1) or real(*a, **k)
    )
    return scored


def test_imp_running_totals_of_table_scores_run_every_round_at_once(organiser, monkeypatch):
    """The Butler Mitchell of ``tests/web/methods/played.py``: no prefix scored afresh; a
    last-round result taken off leaves rounds 1 and 2 as they stood, the last point is the
    standings' own total, and a fresh working gives the same figures."""
    event = imp_event(organiser, m.ScoringMethod.BUTLER)
    scored = counting_imps(monkeypatch)
    before = figures(event)
    assert before[0] == (1, 2, 3)
    last = m.Result.objects.filter(tray__event=event, seating__round__number=3).first()
    services.remove_result(last, by=organiser, reason="Entered for the wrong tray")
    scores = scores_for(event)
    kept = figures(event)
    assert scored == []
    assert {k: v[:2] for k, v in kept[1].items()} == {k: v[:2] for k, v in before[1].items()}
    assert {k: v[-1] for k, v in kept[1].items()} == {
        s.entrant: s.shown_total for s in scores.report.standings
    }
    cached.forget()
    assert figures(event) == kept


def test_imp_running_totals_with_a_ruling_keep_the_earlier_rounds(organiser, monkeypatch):
    """The same Mitchell with an average on a round-1 result: each prefix scored afresh
    with ``score_imp_pairs``, a last-round result taken off rescoring the last round's
    prefix alone, the totals a fresh scoring's."""
    event = imp_event(organiser, m.ScoringMethod.BUTLER)
    first = m.Result.objects.filter(tray__event=event, seating__round__number=1).first()
    m.Result.objects.filter(pk=first.pk).update(ns_tricks=None, ew_tricks=None, adjustment="AVE")
    before = figures(event)
    last = m.Result.objects.filter(tray__event=event, seating__round__number=3).first()
    services.remove_result(last, by=organiser, reason="Entered for the wrong tray")
    scored = counting_imps(monkeypatch)
    kept = figures(event)
    assert len(scored) == 1
    assert {k: v[:2] for k, v in kept[1].items()} == {k: v[:2] for k, v in before[1].items()}
    cached.forget()
    assert figures(event) == kept
    assert len(scored) == 4


def test_the_imp_chart_from_columns_is_the_chart_of_the_exact_figures(organiser):
    """Cross-IMPs averaged (totals in halves: +15.5, -16.5): drawn from the columns' floats
    and printed figures, the chart is the one drawn from each exact Fraction."""
    event = imp_event(organiser, m.ScoringMethod.CROSS_IMPS)
    scores = scores_for(event)
    rounds, lines = scores.running()
    assert all(line.drawn is not None for line in lines)
    plain = [dataclasses.replace(line, values=tuple(line.values), drawn=None) for line in lines]
    assert running.running_charts(scores, (rounds, lines), charts.IMPS) == running.running_charts(
        scores, (rounds, plain), charts.IMPS
    )


def test_the_chart_from_columns_is_the_chart_of_the_exact_figures(organiser):
    """Drawn from the columns' floats and hundredths, the chart is the one drawn from each
    exact Fraction (66.67, 58.33, 25 and the rest as the standings print them)."""
    event = example_event(organiser)
    scores = scores_for(event)
    rounds, lines = scores.running()
    assert all(line.drawn is not None for line in lines)
    plain = [dataclasses.replace(line, values=tuple(line.values), drawn=None) for line in lines]
    assert running.running_charts(scores, (rounds, lines)) == running.running_charts(
        scores, (rounds, plain)
    )
    captions = {line.entrant.label: line.drawn[1][-1] for line in lines}
    assert (captions["1NS"], captions["2NS"], captions["3NS"]) == ("66.67", "58.33", "25")


def test_figures_met_before_are_not_worked_out_or_drawn_again(organiser, monkeypatch):
    """A result taken off and entered again: the charts of the field as it was before are
    read back, not worked out or drawn again, and equal to the first ones."""
    event = example_event(organiser)
    first = scores_for(event).charts()
    last = m.Result.objects.filter(tray__event=event, seating__round__number=3).first()
    tray, seating, tricks = last.tray.number, last.seating_id, last.ns_tricks
    services.remove_result(last, by=organiser, reason="Entered for the wrong tray")
    event.refresh_from_db()
    taken_off = scores_for(event).charts()
    assert taken_off != first  # the last round's figures moved
    services.record_whist_traveller(
        event, tray, [services.WhistEntry(seating, tricks, None)], by=organiser
    )
    event.refresh_from_db()
    worked, drawn = [], []
    real_work, real_draw = RunningField.percentages, running.charts.running_chart_svg
    monkeypatch.setattr(
        RunningField, "percentages", lambda *a, **k: worked.append(1) or real_work(*a, **k)
    )
    monkeypatch.setattr(
        running.charts, "running_chart_svg", lambda *a, **k: drawn.append(1) or real_draw(*a, **k)
    )
    assert scores_for(event).charts() == first
    assert worked == [] and drawn == []
    cached.forget()
    assert scores_for(event).charts() == first
    assert len(worked) == 1 and len(drawn) == 2  # North-South and East-West
