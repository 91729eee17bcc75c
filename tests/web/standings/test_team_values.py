"""A teams event read as plain values gives the figures and pages of its model rows.

``TeamsFromValues`` (the site's path) and ``TeamScores.load`` (the rows' path) score the same
stored results: on random fields (whist series, bridge in IMPs, victory points, board-a-match
and total points; Howell's teams, a round robin, a two-team match; results not yet entered,
rulings, a public reader while the event is in play, names hidden) the matches, standings,
team cards, travellers (one tray read alone, as the traveller page reads it) and the results
sheet must be the same, pages rendered as the site renders them.
"""

from __future__ import annotations

import random

import pytest
from django.contrib.auth.models import AnonymousUser
from django.db import connection
from django.template.loader import render_to_string
from django.test import RequestFactory
from django.test.utils import CaptureQueriesContext

from tests.builders.teams import make_team_event, team_meetings
from tournaments import models as m
from tournaments import services
from tournaments.standings.scores import scores_for
from tournaments.standings.shown_results import ResultShown
from tournaments.standings.team_values import TeamsFromValues
from tournaments.standings.teams import TeamScores

pytestmark = pytest.mark.django_db

CONTRACTS = [("3NT", "S", 9), ("3NT", "S", 10), ("4S", "N", 9), ("2H", "E", 8), ("1NT", "W", 6)]
RULINGS = ["AVE", "AVE+", "AVE-", "NP", "SCORE 3NT= S"]
WHIST_RULINGS = ["AVE", "AVE+", "SCORE 7"]
# (game, movement, teams, scoring): the methods ``team_methods.method_and_mode`` tells apart
FIELDS = [
    (m.Game.WHIST, "howell-teams", 5, None),
    (m.Game.BRIDGE, "howell-teams", 5, None),  # IMPs, then victory points
    (m.Game.BRIDGE, "team-match", 2, None),  # IMPs, two teams
    (m.Game.BRIDGE, "team-round-robin", 4, m.ScoringMethod.BOARD_A_MATCH),
    (m.Game.BRIDGE, "howell-teams", 3, m.ScoringMethod.POINTS),
    (m.Game.WHIST, "team-round-robin", 4, None),
]


def random_teams(organiser, seed: int) -> m.Event:
    rng = random.Random(seed)
    game, kind, size, scoring = FIELDS[seed % len(FIELDS)]
    event = make_team_event(
        organiser, kind=kind, size=size, game=game, boards_per_round=2, scoring=scoring
    )
    by_tray: dict[int, list] = {}
    for tray, _ns, _ew, pk in team_meetings(event):
        if rng.random() < 0.12:  # not entered yet: its other table awaits it
            continue
        if event.is_whist:
            entry = services.WhistEntry(pk, rng.randint(3, 10), None)
        else:
            entry = services.BridgeEntry(pk, *rng.choice(CONTRACTS))
        by_tray.setdefault(tray, []).append(entry)
    for tray, entries in sorted(by_tray.items()):
        if event.is_whist:
            services.record_whist_traveller(event, tray, entries, by=organiser)
        else:
            services.record_traveller(event, tray, entries, by=organiser)
    stored = list(m.Result.objects.filter(tray__event=event).order_by("pk"))
    rulings = WHIST_RULINGS if event.is_whist else RULINGS
    for result in rng.sample(stored, k=min(len(stored), rng.randint(0, 2))):
        m.Result.objects.filter(pk=result.pk).update(adjustment=rng.choice(rulings))
    m.Event.objects.filter(pk=event.pk).update(
        current_round=rng.randint(1, event.rounds.count()),
        standings_shown=rng.choice([m.StandingsShown.ON, m.StandingsShown.PREVIOUS]),
    )
    return m.Event.objects.get(pk=event.pk)


def pages(scores, one_tray) -> dict:
    """The standings' figures, every team card and traveller page as the site renders them
    (each traveller from ``one_tray(number)``, the scores of that tray alone), the sheet."""
    event = scores.event
    request = RequestFactory().get("/")
    request.user = AnonymousUser()
    trays = {t.number: t for t in event.trays.all()}
    context = scores.standings_context()
    out: dict[str, object] = {
        "standings": [vars(row) | {"pairs": None} for row in scores.standings],
        "matches": context["matches"],
        "count": context["results_count"],
        "note": context["hidden_note"],
    }
    for label in [*scores.teams, *scores.pairs]:
        page = {"event": event, "noun": scores.noun, **scores.card_context(label)}
        out[f"card {label}"] = render_to_string(scores.card_template, page, request=request)
    for number, tray in trays.items():
        alone = one_tray(number)
        page = {
            "event": event,
            "tray": tray,
            "hidden": not alone.visibility.tray_shown(number),
            "hidden_when": alone.visibility.tray_note(number),
            **alone.traveller_context(number),
        }
        out[f"traveller {number}"] = render_to_string(
            scores.traveller_template, page, request=request
        )
    out["sheet"] = scores.sheet(trays)
    return out


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("names", [True, False], ids=["names", "numbers"])
def test_teams_from_values_and_rows_print_the_same_pages(organiser, seed, names):
    event = random_teams(organiser, seed)
    public = seed % 4 in (1, 2)

    def load(kind, tray=None):
        scores = kind.load(event, tray=tray, public=public)
        if not names:
            scores.hide_names()
        return scores

    values = load(TeamsFromValues)
    assert all(isinstance(r, ResultShown) for r in values.results)  # values, not rows
    rows = load(TeamScores)
    got = pages(values, lambda n: load(TeamsFromValues, n))
    expected = pages(rows, lambda n: load(TeamScores, n))
    if not public:  # the staff see the matches
        assert expected["matches"]
    assert got.keys() == expected.keys()
    for name, page in expected.items():
        assert got[name] == page, name


def test_the_site_reads_a_teams_event_as_values_in_two_queries(organiser):
    """``scores_for`` picks the values' path; the standings read the teams and the results
    (two queries; the movement is kept by its version), a traveller its tray alone.  Whist:
    team 1 NS takes 8 tricks against team 2, team 2 NS 6 against team 1, on tray 1: team 1
    wins the tray by 8 - 6 = 2 tricks (worked by hand)."""
    event = make_team_event(organiser, kind="team-match", size=2, boards_per_round=2)
    meetings = team_meetings(event)
    home = next(t for t in event.entrants.filter(kind=m.Entrant.Kind.TEAM).order_by("number"))
    entries = [
        services.WhistEntry(pk, 8 if ns == home.label else 6, None)
        for tray, ns, _ew, pk in meetings
        if tray == 1
    ]
    services.record_whist_traveller(event, 1, entries, by=organiser)
    scores = scores_for(event)
    assert isinstance(scores, TeamsFromValues)
    assert all(isinstance(r, ResultShown) for r in scores.results)  # values, not rows
    (match,) = scores.matches
    assert match.home == home.label and match.margin == 2
    with CaptureQueriesContext(connection) as queries:
        TeamsFromValues.load(event).standings_context()
    assert len([q for q in queries if "tournaments_result" in q["sql"]]) == 1
    alone = TeamsFromValues.load(event, tray=1)
    assert list(alone.by_tray) == [1] and len(alone.by_tray[1]) == 2  # tray 1 read alone
