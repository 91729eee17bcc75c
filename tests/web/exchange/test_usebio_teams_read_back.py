"""A bridge teams event of each method the site scores, exported as USEBIO and read back into
the same club: the re-imported event is scored by the same method and has the same matches,
standings and places, and the importer lists no difference."""

from __future__ import annotations

import datetime as dt
import random

import pytest

from tests.builders import club_user
from tournaments import models as m
from tournaments import services
from tournaments.demo.live import plausible_line
from tournaments.demo.swiss import play_swiss
from tournaments.services.usebio import import_usebio
from tournaments.standings import scores_for
from tournaments.standings.usebio import event_usebio

pytestmark = pytest.mark.django_db


def _played(director, method: str, kind: str, teams: int) -> m.Event:
    """A teams movement played out: a plausible contract at every table of every tray."""
    event = services.create_event(
        by=director,
        name=f"Teams by {method}",
        date=dt.date(2026, 3, 1),
        game=m.Game.BRIDGE,
        form=m.Form.TEAMS,
        movement_kind=kind,
        movement_size=teams,
        boards_per_round=2,
        scoring_method=method,
        seed=7,
    )
    services.start_event(event, by=director)
    event.refresh_from_db()
    rng = random.Random(7)
    per_tray: dict[int, list] = {}
    seatings = m.Seating.objects.filter(round__event=event, ns__isnull=False)
    for seating in seatings.order_by("round__number", "table__number").prefetch_related("trays"):
        for tray in sorted(seating.trays.all(), key=lambda t: t.number):
            per_tray.setdefault(tray.number, []).append(plausible_line(seating, tray, rng))
    for tray, lines in sorted(per_tray.items()):
        services.record_traveller(event, tray, lines, by=director, via="test")
    services.finish_event(event, by=director)
    return event


def _shown(event: m.Event) -> tuple:
    scores = scores_for(event)
    matches = sorted((x.home, x.away, x.home_score, x.away_score, x.boards) for x in scores.matches)
    standings = [
        (r.team.label, r.place_label, r.vps, r.net, r.board_points, r.won, r.tied, r.lost)
        for r in scores.standings
    ]
    return scores.method, scores.mode, matches, standings


@pytest.mark.parametrize(
    ("method", "kind", "teams"),
    [
        (m.ScoringMethod.IMPS, "team-round-robin", 4),  # several matches: victory points
        (m.ScoringMethod.IMPS, "team-round-robin", 2),  # one match: IMPs
        (m.ScoringMethod.POINTS, "howell-teams", 5),
        (m.ScoringMethod.BOARD_A_MATCH, "howell-teams", 3),
    ],
)
def test_a_bridge_teams_event_reads_back_as_it_was(method, kind, teams):
    director = club_user("director")
    event = _played(director, method, kind, teams)
    before = _shown(event)
    imported = import_usebio(event_usebio(event), by=director, slug="again")
    assert [str(d) for d in imported.differences] == []
    again = imported.event
    assert again.scoring_method == method
    assert _shown(again) == before
    names = {e.label: e.name for e in event.entrants.all()}
    assert {e.label: e.name for e in again.entrants.all()} == names


def test_a_swiss_with_a_bye_reads_back_with_its_byes():
    # Five teams, three matches: each match one team has the bye and 12 VPs (the site's
    # Swiss).  The file writes no match for it; the import reads the bye from the round the
    # team sat out and its 12 VPs from the team's total.
    director = club_user("director")
    event = services.create_event(
        by=director,
        name="Swiss of five",
        date=dt.date(2026, 3, 1),
        game=m.Game.BRIDGE,
        form=m.Form.TEAMS,
        movement_kind="swiss-teams",
        movement_size=5,
        boards_per_round=2,
        scoring_method=m.ScoringMethod.IMPS,
        movement_options={"matches": 3},
        seed=11,
    )
    play_swiss(event, director, via="test")
    before = _shown(event)
    byes = {r.team.label: r.byes for r in scores_for(event).standings}
    assert sorted(byes.values()) == [0, 0, 1, 1, 1]
    imported = import_usebio(event_usebio(event), by=director, slug="again")
    assert [str(d) for d in imported.differences] == []
    assert _shown(imported.event)[2:] == before[2:]
    assert {r.team.label: r.byes for r in scores_for(imported.event).standings} == byes
