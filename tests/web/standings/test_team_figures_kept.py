"""A teams event's trays are compared once per process for what both tables stored.

Each comparison of two tables is kept by everything it is worked from (the method, the rules,
the reader's language, the tray, the two teams, each table's tricks, points, ruling and the
tray's vulnerability: ``team_compare._tray_figures`` through ``cached.figures``).  The first
reader after a result works out that result's tray again, and no other; the figures are those
of the results as now stored; a note is said in each reader's own language.

The match is the two-table match of ``test_teams_site.test_bridge_team_match_in_imps``, its
IMPs worked by hand there: a gains 6 and 5 IMPs, b 12 (tray 2).
"""

from __future__ import annotations

import pytest
from django.utils import translation

from tests.builders import make_team_event, team_bridge
from tournaments import models as m
from tournaments import services
from tournaments.adapters import cached
from tournaments.standings import team_compare
from tournaments.standings.team_values import TeamsFromValues

pytestmark = pytest.mark.django_db

PLAYED = {  # tray: (a's pair North-South, b's pair North-South)
    1: (("4S", "N", 10), ("2S", "N", 10)),
    2: (("3NT", "S", 8), ("3NT", "S", 9)),
    3: (("4H", "E", 10), ("4H", "E", 10)),
    4: (("1NT", "N", 7), ("2S", "W", 8)),
}


@pytest.fixture
def match(organiser) -> m.Event:
    event = make_team_event(
        organiser, kind="team-match", size=2, game=m.Game.BRIDGE, boards_per_round=2
    )
    for tray, (a_ns, b_ns) in PLAYED.items():
        team_bridge(event, organiser, tray, "a", "b", *a_ns)
        team_bridge(event, organiser, tray, "b", "a", *b_ns)
    return event


@pytest.fixture
def worked(monkeypatch) -> list[int]:
    """The tray of each comparison worked out (not found kept)."""
    trays: list[int] = []
    original = team_compare._tray_figures

    def counted(*key):
        trays.append(key[4])
        return original(*key)

    monkeypatch.setattr(team_compare, "_tray_figures", counted)
    return trays


def imps(event: m.Event) -> dict[str, tuple]:
    scores = TeamsFromValues.load(event)
    return {row.team.label: (row.imps_for, row.imps_against) for row in scores.standings}


def test_a_result_entered_works_out_its_own_tray_again_and_no_other(match, organiser, worked):
    """b's 3NT on tray 2 taken off and made one down instead (-100 North-South vulnerable):
    a's 3NT-1 is -100 too, so tray 2 is level and a wins 11 IMPs to none."""
    assert imps(match) == {"a": (11, 12), "b": (12, 11)}
    assert sorted(worked) == [1, 2, 3, 4]
    worked.clear()
    assert imps(match) == {"a": (11, 12), "b": (12, 11)}  # a second reader: all kept
    assert worked == []
    stored = m.Result.objects.get(tray__event=match, tray__number=2, seating__ns__label="b.NS")
    services.remove_result(stored, by=organiser, reason="Wrong line")
    assert imps(match) == {"a": (11, 0), "b": (0, 11)}  # tray 2 awaits b's table
    team_bridge(match, organiser, 2, "b", "a", "3NT", "S", 8)
    assert imps(match) == {"a": (11, 0), "b": (0, 11)}
    assert worked == [2]  # only once the tray was whole again, and only it
    cached.forget()
    worked.clear()
    assert imps(match) == {"a": (11, 0), "b": (0, 11)}  # worked afresh: the same
    assert sorted(worked) == [1, 2, 3, 4]


def test_a_ruling_is_worked_out_again_and_its_note_said_in_each_readers_language(match, worked):
    """Tray 3 given NP at a's table: not played, so left out of the match (a 11, b 12 as
    before, tray 3 having been level).  The note in English, then French, then German: the
    figures are worked once in each language, each note the reader's."""
    with translation.override("en"):
        TeamsFromValues.load(match)
    worked.clear()
    m.Result.objects.filter(tray__event=match, tray__number=3, seating__ns__label="a.NS").update(
        adjustment="NP"
    )
    notes = {}
    for language in ("en", "fr", "de", "en"):
        with translation.override(language):
            scores = TeamsFromValues.load(match)
        (three,) = [c for c in scores.by_tray[3] if c.ns_team and c.ns_team.label == "a"]
        notes[language] = three.note
        assert {r.team.label: r.imps_for for r in scores.standings} == {"a": 11, "b": 12}
    assert notes == {
        "en": "not played (NP): left out of the match",
        "fr": "non jouée (NP) : écartée du match",
        "de": "nicht gespielt (NP): aus dem Match genommen",
    }
    # English: tray 3 again; French and German: every tray, once; English again: all kept
    assert worked[0] == 3 and sorted(worked[1:]) == [1, 1, 2, 2, 3, 3, 4, 4]


def test_the_kept_figures_are_a_comparisons_fields_in_their_order():
    """A comparison is made from its tray, teams and results, then the kept figures in
    order: the two must name the same fields."""
    from dataclasses import fields

    from tournaments.standings.team_rows import Comparison

    named = [f.name for f in fields(Comparison)]
    assert named[:5] == ["tray", "home", "away", "home_ns", "away_ns"]
    assert list(team_compare.Figures._fields) == named[5:]
