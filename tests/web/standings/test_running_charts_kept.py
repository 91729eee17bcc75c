"""The running charts' earlier rounds kept drawn: after a result in the last round only that
round's point and tooltip step are written for each line, the rest read back from this
process, and the picture is byte for byte the one drawn afresh, whatever changed between two
drawings (the last round's figures, the scale, the standings order, the reader's language).

The event of the database cases is the three-table Mitchell of ``tests/builders/pairs.py``
(``EXAMPLE``), three rounds.
"""

from __future__ import annotations

import dataclasses
import re

import pytest
from django.utils import translation
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.builders import EXAMPLE, example_event, make_individual, seating_for
from tests.web.methods.played import imp_event
from tournaments import models as m
from tournaments import services
from tournaments.adapters import cached
from tournaments.standings import charts, running, scores_for

PERCENTS = st.one_of(st.none(), st.floats(0, 100, allow_nan=False))
IMP_TOTALS = st.one_of(st.none(), st.floats(-60, 60, allow_nan=False))


def percent_caption(value: float | None) -> str:
    return "" if value is None else f"{value:.2f}"


def imp_caption(value: float | None) -> str:
    return "" if value is None else f"{value:+.1f}"


def lines_of(rows, caption) -> list[charts.Series]:
    return [
        charts.Series(f"{i + 1}NS", f"{i + 1}", tuple(v), tuple(caption(x) for x in v))
        for i, v in enumerate(rows)
    ]


def drawn(series, rounds, axis, source: str, earlier: str) -> str:
    """The chart as the standings draw it: the earlier rounds kept under ``earlier``."""
    return running._drawn(series, rounds, "North-South", axis, source, earlier)


def afresh(series, rounds, axis) -> str:
    return charts.running_chart_svg(series, rounds, title="North-South", axis=axis)


@st.composite
def two_versions(draw, values):
    """A chart's lines (1 to 6 rounds, gaps anywhere) and a later version of it: the same
    earlier rounds, each line's last figure drawn again (which may move the scale), the
    standings order shuffled."""
    rounds = draw(st.integers(1, 6))
    count = draw(st.integers(1, 5))
    first = [draw(st.lists(values, min_size=rounds, max_size=rounds)) for _ in range(count)]
    later = [[*row[:-1], draw(values)] for row in first]
    order = draw(st.permutations(range(count)))
    return tuple(range(1, rounds + 1)), first, [later[i] for i in order], order


@pytest.mark.parametrize(
    ("axis", "values", "caption"),
    [(charts.PERCENT, PERCENTS, percent_caption), (charts.IMPS, IMP_TOTALS, imp_caption)],
)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_chart_with_its_earlier_rounds_kept_is_the_chart_drawn_afresh(
    axis, values, caption, data
):
    """English then French (a decimal comma, "tour 2"), before and after the last round's
    figures change: each drawing with the earlier rounds kept equals a fresh drawing."""
    rounds, first, later, order = data.draw(two_versions(values))
    cached.forget()
    keys = [f"{i + 1}NS" for i in range(len(first))]
    before = lines_of(first, caption)
    after = [
        charts.Series(keys[i], keys[i][:-2], tuple(v), tuple(caption(x) for x in v))
        for i, v in zip(order, later, strict=True)
    ]
    for language in ("en", "fr", "en"):
        with translation.override(language):
            assert drawn(before, rounds, axis, "v1", "e") == afresh(before, rounds, axis)
            assert drawn(after, rounds, axis, "v2", "e") == afresh(after, rounds, axis)


def test_the_kept_rounds_follow_the_scale_the_language_and_the_entrant():
    """Worked case: 1NS 50%, 65.5% and 2NS 50%, 35% after rounds 1 and 2, 55% and 45% after
    round 3: the scale 30 to 70.  A correction of round 3 takes 1NS to 75% (the scale becomes
    30 to 80) and 2NS to the top of the standings; then the page is read in French.  Each
    picture's points and steps are those of its own scale, order and language: x at 46, 275
    and 504 (three rounds over 46 to 504), y = 294 - (value - 30) / span * 260."""
    rounds = (1, 2, 3)
    first = [
        charts.Series("1NS", "1", (50.0, 65.5, 55.0), ("50", "65.5", "55")),
        charts.Series("2NS", "2", (50.0, 35.0, 45.0), ("50", "35", "45")),
    ]
    later = [
        charts.Series("2NS", "2", (50.0, 35.0, 45.0), ("50", "35", "45")),
        charts.Series("1NS", "1", (50.0, 65.5, 75.0), ("50", "65.5", "75")),
    ]
    with translation.override("en"):
        one = drawn(first, rounds, charts.PERCENT, "v1", "e")
        two = drawn(later, rounds, charts.PERCENT, "v2", "e")
    with translation.override("fr"):
        three = drawn(later, rounds, charts.PERCENT, "v2", "e")
    # 30 to 70: 50% at 294 - 20/40 * 260 = 164, 65.5% at 63.25, 55% at 131.5
    assert "<title>1: round 1: 50%, round 2: 65.5%, round 3: 55%</title>" in one
    assert 'points="46.00,164.00 275.00,63.25 504.00,131.50"' in one
    assert 'points="46.00,164.00 275.00,261.50 504.00,196.50"' in one
    # 30 to 80: 50% at 294 - 20/50 * 260 = 190, 65.5% at 109.4, 75% at 60; 35% at 268
    assert 'points="46.00,190.00 275.00,109.40 504.00,60.00"' in two
    assert 'points="46.00,190.00 275.00,268.00 504.00,216.00"' in two
    assert '<circle cx="504.00" cy="60.00"' in two
    assert "<title>1: round 1: 50%, round 2: 65.5%, round 3: 75%</title>" in two
    groups = re.findall(r'<g class="series" data-entrant="(\w+)"', two)
    assert groups == ["2NS", "1NS"]
    # the first line is drawn in the first colour, whichever entrant it is
    assert re.search(r'"2NS">.*?stroke="#4e79a7"', two)
    assert re.search(r'"1NS">.*?stroke="#f28e2b"', two)
    assert "<title>1: tour 1: 50%, tour 2: 65,5%, tour 3: 75%</title>" in three


def enter(event, by, rnd: int, line: int, tricks: int | None = None) -> None:
    tray, ns, ew, played = EXAMPLE[rnd][line]
    seating = seating_for(event, tray, ns, ew)
    entry = services.WhistEntry(seating.pk, played if tricks is None else tricks, None)
    services.record_whist_traveller(event, tray, [entry], by=by, reason="Misread")


@pytest.mark.django_db
def test_a_last_round_correction_writes_the_last_round_alone(organiser, monkeypatch):
    """Read in English and in French, a result of the last round corrected: each line's
    earlier rounds are read back (only round 3 is written), and the charts in both
    languages are those drawn with nothing kept."""
    event = example_event(organiser)
    for language in ("en", "fr"):
        with translation.override(language):
            scores_for(event).charts()
    tray, ns, ew, tricks = EXAMPLE[3][0]
    enter(event, organiser, 3, 0, tricks + 2)
    event.refresh_from_db()
    written: list[tuple[int, int]] = []
    real = charts._stretch

    def counted(series, plot, start, stop):
        written.append((start, stop))
        return real(series, plot, start, stop)

    monkeypatch.setattr(charts, "_stretch", counted)
    kept = {}
    for language in ("en", "fr"):
        with translation.override(language):
            kept[language] = scores_for(event).charts()
    assert written and set(written) == {(2, 3)}
    assert kept["en"] != kept["fr"]
    cached.forget()
    for language in ("en", "fr"):
        with translation.override(language):
            assert scores_for(event).charts() == kept[language]
    assert (0, 2) in written  # drawn anew: rounds 1 and 2 kept, then round 3
    assert kept["en"] == exact_charts(event)


def exact_charts(event, axis=charts.PERCENT) -> list:
    """The charts drawn from each line's exact Fractions, nothing kept."""
    cached.forget()
    scores = scores_for(event)
    rounds, lines = scores.running()
    plain = [
        dataclasses.replace(line, values=tuple(line.values), drawn=None, source="", earlier="")
        for line in lines
    ]
    return running.running_charts(scores, (rounds, plain), axis)


@pytest.mark.django_db
def test_imp_totals_after_a_last_round_result_are_drawn_from_the_rounds_kept(organiser):
    """The Butler Mitchell of ``tests/web/methods/played.py``, a result of round 3 taken off:
    the earlier rounds' figures and lines read back, the charts those of the exact totals."""
    event = imp_event(organiser, m.ScoringMethod.BUTLER)
    scores_for(event).charts()
    last = m.Result.objects.filter(tray__event=event, seating__round__number=3).first()
    services.remove_result(last, by=organiser, reason="Entered for the wrong tray")
    event.refresh_from_db()
    with translation.override("fr"):
        scores_for(event).charts()
        kept = scores_for(event).charts()
        assert kept == exact_charts(event, charts.IMPS)
    assert "tour 2" in kept[0][1]


@pytest.mark.django_db
def test_a_chart_of_a_field_with_a_ruling_is_drawn_afresh(organiser, monkeypatch):
    """An average on a round-1 result: each prefix scored afresh, no digest of the figures,
    so every line is written over all its rounds, as before."""
    event = example_event(organiser)
    first = m.Result.objects.filter(tray__event=event, seating__round__number=1).first()
    m.Result.objects.filter(pk=first.pk).update(ns_tricks=None, ew_tricks=None, adjustment="AVE")
    written: list[tuple[int, int]] = []
    real = charts._stretch
    monkeypatch.setattr(
        charts, "_stretch", lambda s, p, a, b: written.append((a, b)) or real(s, p, a, b)
    )
    rounds, lines = scores_for(event).running()
    assert all(line.source == "" and line.earlier == "" for line in lines)
    scores_for(event).charts()
    assert written and set(written) == {(0, 3)}


@pytest.mark.django_db
def test_an_individuals_chart_after_a_last_round_correction(organiser):
    """Twelve players, three rounds: a round-3 result corrected, the players' chart drawn
    with rounds 1 and 2 read back is the one drawn from each exact Fraction."""
    event = make_individual(organiser, size=12, boards_per_round=1)
    seatings = m.Seating.objects.filter(round__event=event, round__number__lte=3)
    by_tray: dict[int, list[services.WhistEntry]] = {}
    for s in seatings.select_related("round", "table").prefetch_related("trays"):
        for tray in s.trays.all():
            tricks = (s.table.number + s.round.number + tray.number) % 14
            by_tray.setdefault(tray.number, []).append(services.WhistEntry(s.pk, tricks, None))
    for tray, entries in by_tray.items():
        services.record_whist_traveller(event, tray, entries, by=organiser)
    scores_for(event).charts()
    last = m.Result.objects.filter(tray__event=event, seating__round__number=3).first()
    entry = services.WhistEntry(last.seating_id, (last.ns_tricks + 3) % 14, None)
    services.record_whist_traveller(
        event, last.tray.number, [entry], by=organiser, reason="Misread"
    )
    event.refresh_from_db()
    kept = scores_for(event).charts()
    assert all(line.earlier for line in scores_for(event).running()[1])  # rounds 1 and 2 kept
    assert len(kept) == 1 and kept[0][1].count('<g class="series"') == 12
    assert kept == exact_charts(event)
