"""A match-pointed pairs event read as plain values gives the figures of its model rows.

``PairsFromValues`` (the standings' path) and ``PairsScores`` (the rows' path) score the same
stored results: on random fields (bridge and whist Mitchells of 3 to 5 tables, one or two
trays a round, a pair sitting out, results not yet entered, rulings and penalties, Law X
revokes, a public reader while the event is in play) every figure a page prints must be the
same: standings, places and ties, trick totals, running percentages, every card and every
traveller.  The hand-worked anchor is the example event of ``test_public_standings``.
"""

from __future__ import annotations

import random

import pytest
from django.contrib.auth.models import AnonymousUser
from django.db import connection
from django.template.loader import render_to_string
from django.test import RequestFactory
from django.test.utils import CaptureQueriesContext

from tests.builders import (
    example_event,
    make_bridge_mitchell,
    make_individual,
    make_whist_mitchell,
)
from tests.builders.individuals import enter_individual_whist
from tournaments import models as m
from tournaments import services
from tournaments.adapters import cached
from tournaments.standings.imp_pairs import ImpPairsScores
from tournaments.standings.pairs import PairsScores
from tournaments.standings.pairs_values import ImpPairsFromValues, PairsFromValues, read_values

pytestmark = pytest.mark.django_db

BRIDGE_CONTRACTS = [
    ("3NT", "S", 9),
    ("3NT", "S", 10),
    ("4S", "N", 9),
    ("2H", "E", 8),
    ("1NT", "W", 6),
]
RULINGS = ["AVE", "AVE+", "AVE-", "NP", "PP EW 25%", "SCORE 3NT= S", "SCORE 50% 4S= N, 50% 4S-1 N"]


def played(event) -> list[tuple[int, m.Seating]]:
    """Every (tray, seating) where two pairs meet."""
    seatings = m.Seating.objects.filter(
        round__event=event, ns__isnull=False, ew__isnull=False
    ).prefetch_related("trays")
    return sorted(
        ((t.number, s) for s in seatings for t in s.trays.all()), key=lambda x: (x[0], x[1].pk)
    )


def random_field(organiser, seed: int) -> m.Event:
    """A field drawn from ``seed``: bridge (rulings) or whist by tricks (revokes)."""
    rng = random.Random(seed)
    bridge = seed % 2 == 0
    tables, per_round = rng.choice([3, 4, 5]), rng.choice([1, 2])
    if bridge:
        event = make_bridge_mitchell(organiser, tables=tables, boards_per_round=per_round)
    else:
        event = make_whist_mitchell(organiser, tables=tables, boards_per_round=per_round)
        m.Event.objects.filter(pk=event.pk).update(scoring_method=m.ScoringMethod.TRICKS)
    if rng.random() < 0.6:  # a pair leaves after the first round: its opponents sit out
        pair = rng.choice(list(event.entrants.all()))
        last = event.rounds.count()
        services.sit_out(event, pair, rounds=list(range(2, last + 1)), by=organiser)
    for tray, seating in played(event):
        if rng.random() < 0.12:  # not entered yet (a late result)
            continue
        if bridge:
            entry = services.BridgeEntry(seating.pk, *rng.choice(BRIDGE_CONTRACTS))
            services.record_traveller(event, tray, [entry], by=organiser)
        else:
            entry = services.WhistEntry(seating.pk, rng.randint(3, 10), None)
            services.record_whist_traveller(event, tray, [entry], by=organiser)
    stored = list(m.Result.objects.filter(tray__event=event).order_by("pk"))
    for result in rng.sample(stored, k=min(len(stored), rng.randint(1, 4))):
        if bridge:  # the ruling's code as the traveller's form stores it
            m.Result.objects.filter(pk=result.pk).update(adjustment=rng.choice(RULINGS))
        else:
            side = rng.choice(["revokes_ns", "revokes_ew"])
            m.Result.objects.filter(pk=result.pk).update(**{side: rng.randint(1, 2)})
    last = event.rounds.count()
    m.Event.objects.filter(pk=event.pk).update(
        current_round=rng.randint(1, last),
        standings_shown=rng.choice([m.StandingsShown.ON, m.StandingsShown.PREVIOUS]),
    )
    return m.Event.objects.get(pk=event.pk)


def figures(scores) -> dict:
    """Everything a page prints from the scores."""
    cached.forget()  # the running charts' kept prefixes: each path scores its own
    lines = {
        n: [(x.result.pk, x.ns_mp, x.ew_mp, x.note, x.law) for x in tray]
        for n, tray in scores.by_tray.items()
    }
    entrants = list(scores.entrants.values())
    return {
        "rows": scores.rows(),
        "tricks": scores.trick_rows(),
        "averages": scores.trick_averages(),
        "running": scores.running(),
        "count": scores.standings_context()["results_count"],
        "cards": {e.label: scores.card(e) for e in entrants},
        "working": {r["label"]: scores.total_working(r["label"]) for r in scores.rows()},
        "travellers": lines,
    }


def pages(scores) -> dict:
    """Every score card and traveller page as the site renders it, and the results sheet."""
    event = scores.event
    request = RequestFactory().get("/")
    request.user = AnonymousUser()
    trays = {t.number: t for t in event.trays.all()}
    out = {}
    for label in scores.entrants:
        context = {"event": event, "noun": scores.noun, **scores.card_context(label)}
        out[f"card {label}"] = render_to_string(scores.card_template, context, request=request)
    for number, tray in trays.items():
        context = {
            "event": event,
            "tray": tray,
            "hidden": not scores.visibility.tray_shown(number),
            "hidden_when": scores.visibility.tray_note(number),
            **scores.traveller_context(number),
        }
        page = render_to_string(scores.traveller_template, context, request=request)
        out[f"traveller {number}"] = page
    out["sheet"] = scores.sheet(trays)
    return out


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("public", [False, True], ids=["staff", "public"])
def test_values_and_rows_give_the_same_figures(organiser, seed, public):
    event = random_field(organiser, seed)
    values = PairsFromValues.load(event, public=public)
    assert "_values" in values.__dict__  # read as values, not as rows
    rows = PairsScores.load(event, public=public)
    assert figures(values) == figures(rows)


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("names", [True, False], ids=["names", "numbers"])
def test_values_and_rows_print_the_same_cards_travellers_and_sheet(organiser, seed, names):
    """Every card and traveller page, rendered, and the results sheet are the same text from
    values as from rows (the public of an event in play on odd seeds; names hidden too)."""
    event = random_field(organiser, seed)
    public = seed % 2 == 1
    values = PairsFromValues.load(event, public=public)
    rows = PairsScores.load(event, public=public)
    if not names:
        values.hide_names()
        rows.hide_names()
    assert "_values" in values.__dict__
    got, expected = pages(values), pages(rows)
    if not public:  # the staff see every line (the public perhaps none yet)
        cards = [page for name, page in expected.items() if name.startswith("card")]
        assert any("<tbody>" in page for page in cards)
    assert got.keys() == expected.keys()
    for name, page in expected.items():
        assert got[name] == page, name


IMP_METHODS = [m.ScoringMethod.BUTLER, m.ScoringMethod.CROSS_IMPS, m.ScoringMethod.IMPS]


@pytest.mark.parametrize("seed", [0, 2, 4, 6, 8, 10])
@pytest.mark.parametrize("public", [False, True], ids=["staff", "public"])
def test_imp_pairs_from_values_and_rows_give_the_same_pages(organiser, seed, public):
    """Bridge pairs in IMPs (Butler, cross-IMPs, against the average, by seed): standings,
    running totals, every card, working, traveller page and the results sheet the same."""
    event = random_field(organiser, seed)
    method = IMP_METHODS[seed // 2 % 3]
    m.Event.objects.filter(pk=event.pk).update(scoring_method=method)
    event = m.Event.objects.get(pk=event.pk)
    values = ImpPairsFromValues.load(event, public=public)
    assert "_values" in values.__dict__
    rows = ImpPairsScores.load(event, public=public)

    def said(scores) -> dict:
        cached.forget()
        return {
            "rows": scores.rows(),
            "context": scores.standings_context(),
            "running": scores.running(),
            "cards": {e.label: scores.card(e) for e in scores.entrants.values()},
        }

    assert said(values) == said(rows)
    got, expected = pages(values), pages(rows)
    if not public:
        cards = [page for name, page in expected.items() if name[:4] == "card"]
        assert rows.problem or any("<tbody>" in page for page in cards)
    for name, page in expected.items():
        assert got[name] == page, name


def test_the_example_read_as_values(organiser):
    """The hand-worked example (``test_public_standings``): NS 1NS 66.67%, 2NS 58.33%,
    3NS 25%; EW 3EW 83.33%, 2EW 41.67%, 1EW 25%."""
    event = example_event(organiser)
    scores = PairsFromValues.load(event)
    got = {r["label"]: r["percentage"] for r in scores.rows()}
    assert got == {
        "1NS": "66.67",
        "2NS": "58.33",
        "3NS": "25",
        "3EW": "83.33",
        "2EW": "41.67",
        "1EW": "25",
    }


def test_standings_cards_and_travellers_read_the_results_once(organiser):
    """Two queries for the standings (entrants, results as values); cards and travellers
    read no result again: their lines are made from the same values."""
    event = example_event(organiser)
    with CaptureQueriesContext(connection) as queries:
        scores = PairsFromValues.load(event)
        scores.rows()
        scores.trick_rows()
        scores.running()
    assert len(queries) == 2
    with CaptureQueriesContext(connection) as queries:
        card = scores.card(scores.entrants["1NS"])
        traveller = scores.traveller_context(1)["lines"]
        scores.card(scores.entrants["2EW"])
    reads = [q["sql"] for q in queries if "tournaments_result" in q["sql"]]
    assert reads == []
    assert [c.tray for c in card] == [1, 2, 3]
    # the example's tray 1: pairs 1, 2 and 3 NS each met an EW pair (three tables)
    assert sorted(x.result.seating.ns.code for x in traveller) == ["1 NS", "2 NS", "3 NS"]


def test_a_result_removed_after_the_values_were_read_leaves_lines_and_figures_agreeing(
    organiser,
):
    """A result taken off after this version's values were read: its cards and travellers
    still print what its figures count (the next version's readers see the change)."""
    event = example_event(organiser)
    scores = PairsFromValues.load(event)
    assert {r["trays"] for r in scores.rows()} == {3}
    m.Result.objects.filter(tray__event=event, tray__number=3).delete()
    assert len(scores.traveller_context(3)["lines"]) == 3
    assert [c.tray for c in scores.card(scores.entrants["1NS"])] == [1, 2, 3]
    fresh = PairsFromValues.load(event)
    assert {r["trays"] for r in fresh.rows()} == {2}
    assert fresh.traveller_context(3)["lines"] == []


def test_an_individual_seating_is_read_as_rows(organiser):
    """A table seated as four players names no pairs: the values cannot say it, so the row
    path scores it (its figures are those of ``PairsScores``)."""
    event = make_individual(organiser, size=8, boards_per_round=1)
    enter_individual_whist(event, organiser, 1, {1: 7, 2: 5})
    assert read_values(event) is None
    scores = PairsFromValues.load(event)
    assert "_values" not in scores.__dict__  # the rows' path
    assert scores.matchpoints.standings == PairsScores.load(event).matchpoints.standings
    sides = [s.entrant for s in scores.matchpoints.standings]
    assert len(sides) == 4 and all("&" in side for side in sides)  # two tables' partnerships
