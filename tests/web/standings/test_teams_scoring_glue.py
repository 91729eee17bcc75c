"""Stored results of every team movement become the matches the rules of each movement make.

Expected counts come from the movements' own rules: every two teams meet once (a team match,
a Howell, a Gilman and a round robin), or each four meets its opposite number (club against
club); a match lasts the trays the two teams both play each way.  Gilman's first round seats
each team against itself: those results belong to no match.
"""

from __future__ import annotations

import pytest

from tests.builders import enter_team_whist, make_team_event, team_whist
from tournaments.standings import team_rows
from tournaments.standings import teams as ts

pytestmark = pytest.mark.django_db


def tricks(tray: int, ns: str, ew: str) -> int:
    return (3 * tray + ord(ns[0]) + 2 * ord(ew[-1])) % 14


@pytest.mark.parametrize(
    ("kind", "size", "boards_per_round", "matches", "boards", "own"),
    [
        ("team-match", 2, 2, 1, 4, 0),  # two sets of 2, each played both ways
        ("club-match", 4, 1, 2, 2, 0),  # O1-X1 and O2-X2
        ("howell-teams", 5, 1, 10, 1, 0),  # 5 * 4 / 2 matches, one set each
        ("gilman-teams", 3, 1, 3, 1, 3),  # round 1: three teams at home
        ("gilman-teams", 4, 1, 6, 1, 4),
        ("team-round-robin", 4, 1, 6, 2, 0),  # a match is two sets, exchanged
        ("team-round-robin", 5, 1, 10, 2, 0),  # one team sits out each match
    ],
)
def test_every_movement_yields_its_matches(
    organiser, kind, size, boards_per_round, matches, boards, own
):
    event = make_team_event(organiser, kind=kind, size=size, boards_per_round=boards_per_round)
    enter_team_whist(event, organiser, tricks)
    scores = ts.TeamScores.load(event)
    assert len(scores.matches) == matches
    assert all(t.complete and t.boards == boards for t in scores.matches)
    lines = [line for rows in scores.by_tray.values() for line in rows]
    assert sum(line.status == team_rows.OWN_TEAM for line in lines) == own
    assert all(line.status in (team_rows.OWN_TEAM, team_rows.COMPARED) for line in lines)
    # Whatever one team gains its opponents lose; a match is won, lost or shared.
    assert sum(row.net for row in scores.standings) == 0
    assert sum(row.matches for row in scores.standings) == matches


def test_own_team_results_wait_on_the_card_with_their_reason(organiser):
    event = make_team_event(organiser, kind="gilman-teams", size=3, boards_per_round=1)
    team_whist(event, organiser, 1, "a", "a", 7)
    scores = ts.TeamScores.load(event)
    assert scores.matches == []
    card = ts.team_card(scores, scores.team_for("a.EW"))
    assert card.team.label == "a"
    assert [line.status_text for line in card.waiting] == [
        "team-mates against each other: no comparison"
    ]


def test_card_turns_the_match_round_for_the_away_team(organiser):
    """Tray 1: a NS 9, b NS 6, so a +3 and b -3; tray 2 a NS 5, b NS 7: a -2, b +2."""
    event = make_team_event(organiser, kind="team-match", size=2, boards_per_round=1)
    for tray, a_ns, b_ns in [(1, 9, 6), (2, 5, 7)]:
        team_whist(event, organiser, tray, "a", "b", a_ns)
        team_whist(event, organiser, tray, "b", "a", b_ns)
    scores = ts.TeamScores.load(event)
    card_b = ts.team_card(scores, scores.teams["b"])
    (match,) = card_b.matches
    assert match.opponents.label == "a"
    assert [(line.tray, line.net) for line in match.lines] == [(1, -3), (2, 2)]
    assert [(line.our_ns, line.our_ew) for line in match.lines] == [("6", "4"), ("7", "8")]
    assert (match.ours, match.theirs, match.outcome) == (2, 3, "lost by 1")


def test_traveller_scores_read_one_tray_alone(organiser):
    event = make_team_event(organiser, kind="team-match", size=2, boards_per_round=1)
    for tray, a_ns, b_ns in [(1, 9, 6), (2, 5, 7)]:
        team_whist(event, organiser, tray, "a", "b", a_ns)
        team_whist(event, organiser, tray, "b", "a", b_ns)
    lines = ts.TeamScores.load(event, tray=2).by_tray
    assert list(lines) == [2]
    assert sorted(line.net for line in lines[2]) == [-2, 2]
