"""An individual event read as plain values gives the figures and pages of its model rows.

``IndividualsFromValues`` (the site's path) and ``IndividualScores.load`` (the rows' path)
score the same stored results: on random fields (whist and bridge individuals of 8 to 16
players, Safford's top-loss, one or two trays a round, results not yet entered, rulings, a
public reader while the event is in play, names hidden) every figure and every page must be
the same: standings, top-loss, running percentages, every card and traveller rendered as the
site renders it, the results sheet.  The hand-worked anchor is the field of
``test_individuals_site.test_twelve_players_round_one_match_points_by_hand``.
"""

from __future__ import annotations

import random

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tests.builders import enter_individual_whist, make_individual
from tests.web.standings.test_pairs_values import figures, pages
from tournaments import models as m
from tournaments import services
from tournaments.adapters import cached
from tournaments.standings.individual_values import IndividualsFromValues, read_player_values
from tournaments.standings.individuals import IndividualScores
from tournaments.standings.scores import scores_for

pytestmark = pytest.mark.django_db

BRIDGE_CONTRACTS = [("3NT", "S", 9), ("4S", "N", 9), ("2H", "E", 8), ("1NT", "W", 7)]
RULINGS = ["AVE", "AVE+", "AVE-", "NP", "SCORE 3NT= S"]
WHIST_RULINGS = ["AVE", "AVE+", "AVE-"]


def random_individual(organiser, seed: int) -> m.Event:
    """An individual field drawn from ``seed``: whist by match points, Safford's top-loss or
    bridge; some results left out, a few rulings, the round in play and what the public sees
    drawn too."""
    rng = random.Random(seed)
    kind = seed % 3
    if kind == 1:
        event = make_individual(organiser, kind="safford", size=8, scoring=m.ScoringMethod.TOP_LOSS)
    else:
        game = m.Game.BRIDGE if kind == 2 else m.Game.WHIST
        size = rng.choice([8, 12, 16])
        event = make_individual(
            organiser, size=size, game=game, boards_per_round=rng.choice([1, 2])
        )
    seatings = m.Seating.objects.filter(round__event=event, north__isnull=False).prefetch_related(
        "trays"
    )
    for seating in seatings:
        for tray in seating.trays.all():
            if rng.random() < 0.12:  # not entered yet
                continue
            if event.is_whist:
                entry = services.WhistEntry(seating.pk, rng.randint(3, 10), None)
                services.record_whist_traveller(event, tray.number, [entry], by=organiser)
            else:
                entry = services.BridgeEntry(seating.pk, *rng.choice(BRIDGE_CONTRACTS))
                services.record_traveller(event, tray.number, [entry], by=organiser)
    stored = list(m.Result.objects.filter(tray__event=event).order_by("pk"))
    rulings = WHIST_RULINGS if event.is_whist else RULINGS
    for result in rng.sample(stored, k=min(len(stored), rng.randint(0, 3))):
        m.Result.objects.filter(pk=result.pk).update(adjustment=rng.choice(rulings))
    m.Event.objects.filter(pk=event.pk).update(
        current_round=rng.randint(1, event.rounds.count()),
        standings_shown=rng.choice([m.StandingsShown.ON, m.StandingsShown.PREVIOUS]),
    )
    return m.Event.objects.get(pk=event.pk)


def said(scores) -> dict:
    """What an individual page prints beyond a pairs page's figures (each player's top-loss
    is in its standings row)."""
    cached.forget()
    context = scores.standings_context()
    return {
        **figures(scores),
        "memory": scores.memory_rows(),
        "waiting": context["waiting"],
        "note": context["hidden_note"],
    }


@pytest.mark.parametrize("seed", range(9))
@pytest.mark.parametrize("public", [False, True], ids=["staff", "public"])
def test_individuals_from_values_and_rows_give_the_same_figures(organiser, seed, public):
    event = random_individual(organiser, seed)
    values = IndividualsFromValues.load(event, public=public)
    assert "_values" in values.__dict__  # read as values, not as rows
    rows = IndividualScores.load(event, public=public)
    assert said(values) == said(rows)


@pytest.mark.parametrize("seed", range(9))
@pytest.mark.parametrize("names", [True, False], ids=["names", "numbers"])
def test_individuals_from_values_and_rows_print_the_same_pages(organiser, seed, names):
    """Every card and traveller page, rendered, and the results sheet are the same text from
    values as from rows (the public of an event in play on odd seeds)."""
    event = random_individual(organiser, seed)
    public = seed % 2 == 1
    values = IndividualsFromValues.load(event, public=public)
    rows = IndividualScores.load(event, public=public)
    if not names:
        values.hide_names()
        rows.hide_names()
    assert "_values" in values.__dict__
    got, expected = pages(values), pages(rows)
    if not public:  # the staff see every line
        cards = [page for name, page in expected.items() if name.startswith("card")]
        assert any("<tbody>" in page and "<td" in page.split("<tbody>")[1] for page in cards)
    assert got.keys() == expected.keys()
    for name, page in expected.items():
        assert got[name] == page, name


def test_the_site_reads_an_individual_event_as_values(organiser):
    """``scores_for`` picks the values' path; the hand-worked field of
    ``test_individuals_site``: tray 1 NS tricks 8, 7, 7 at tables 1-3 (top 2: table 1's
    partnerships take 2 and 0, tables 2 and 3 take 0.5 and 1.5 each)."""
    event = make_individual(organiser, size=12)
    enter_individual_whist(event, organiser, 1, {1: 8, 2: 7, 3: 7})
    scores = scores_for(event)
    assert isinstance(scores, IndividualsFromValues) and "_values" in scores.__dict__
    lines = sorted(scores.tray_lines(1), key=lambda x: x.result.seating.table.number)
    assert [(x.ns_mp, x.ew_mp) for x in lines] == [("2", "0"), ("0.5", "1.5"), ("0.5", "1.5")]


def test_standings_cards_and_travellers_read_the_results_once(organiser):
    """Two queries for the standings (the players, the results as values); a card and a
    traveller read no result again."""
    event = make_individual(organiser, size=12, boards_per_round=1)
    enter_individual_whist(event, organiser, 1, {1: 8, 2: 7, 3: 7})
    enter_individual_whist(event, organiser, 2, {1: 6, 2: 6, 3: 9}, round_number=2)
    with CaptureQueriesContext(connection) as queries:
        scores = IndividualsFromValues.load(event)
        scores.rows()
        scores.running()
    assert len(queries) == 2
    with CaptureQueriesContext(connection) as queries:
        card = scores.card(next(iter(scores.entrants.values())))
        lines = scores.traveller_context(2)["lines"]
    assert [q["sql"] for q in queries if "tournaments_result" in q["sql"]] == []
    assert len(lines) == 3 and len(card) == 2  # three tables played tray 2; every player two


def test_a_pairs_seating_in_an_individual_event_is_read_as_rows(organiser):
    """A seating that names no four players cannot be said by these values: the rows' path."""
    event = make_individual(organiser, size=8, boards_per_round=1)
    enter_individual_whist(event, organiser, 1, {1: 7, 2: 5})
    assert read_player_values(event) is not None
    seating = m.Seating.objects.filter(round__event=event, north__isnull=False).first()
    m.Seating.objects.filter(pk=seating.pk).update(north=None)
    assert read_player_values(event) is None
