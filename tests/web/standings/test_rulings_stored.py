"""Rulings stored on the site as codes and read back by the standings: an assigned contract
scored with the tray's vulnerability, a weighted score, a procedural penalty beside the table's
own result (kept, with the trail saying both), and the codes a game or a form cannot take,
refused with nothing saved."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tests.builders import make_bridge_mitchell, make_team_event, make_whist_mitchell, team_seating
from tournaments import models as m
from tournaments import services
from tournaments.forms.entry import TravellerForm
from tournaments.standings import scores_for

pytestmark = pytest.mark.django_db


def _seating(event, tray: int, table: int) -> m.Seating:
    return m.Seating.objects.get(round__event=event, table__number=table, trays__number=tray)


def _rule(event, by, tray: int, table: int, code: str, contract=("", "", None)):
    seating = _seating(event, tray, table)
    entry = services.BridgeEntry(seating.pk, *contract, code)
    return services.record_traveller(event, tray, [entry], by=by, reason="director's ruling")


def test_an_assigned_contract_is_scored_with_the_trays_vulnerability(organiser):
    event = make_bridge_mitchell(organiser, tables=3)
    tray = event.trays.get(number=1)
    _rule(event, organiser, 1, 1, "score 4s= n")
    result = m.Result.objects.get(tray=tray, seating=_seating(event, 1, 1))
    assert result.adjustment == "SCORE 4S= N" and result.ns_score is None
    ns_vulnerable = tray.vulnerability in ("ns", "both")
    line = next(x for x in scores_for(event).matchpoints.lines if x.result.tray == 1)
    assert line.result.plain_score == (620 if ns_vulnerable else 420)


def test_a_weighted_score_and_a_penalty_beside_a_result(organiser):
    event = make_bridge_mitchell(organiser, tables=3)
    _rule(event, organiser, 1, 1, "SCORE 50% 3NT= S, 50% 3NT-1 S")
    _rule(event, organiser, 1, 2, "PP EW 25%", ("2H", "N", 8))
    _rule(event, organiser, 1, 3, "", ("1NT", "N", 7))
    penalised = m.Result.objects.get(tray__number=1, seating=_seating(event, 1, 2))
    assert (penalised.contract, penalised.ns_score, penalised.adjustment) == (
        "2H",
        110,
        "PP EW 25%",
    )
    logged = [e.text for e in event.log.filter(action="adjustment")]
    assert any("2H by N, 8 tricks, NS +110; ruling PP EW 25%" in text for text in logged)
    scores = scores_for(event)
    lines = {x.result.table: x for x in scores.matchpoints.lines if x.result.tray == 1}
    # Top 2 (three tables, scale 1).  2H= (+110) beats 1NT= (+90) and half of the ruling's
    # 3NT-1 (-50 or -100): EW of it get 2 - 1.5 = 0.5, less 25% of 2: 0.
    assert lines[2].ns_mp == Fraction(3, 2) and lines[2].ew_mp == 0
    card = next(c for c in scores.card(scores.entrants[lines[2].result.ew]) if c.tray == 1)
    assert "less a procedural penalty (Law 90): 25% of the top 2 = 0.5: 0 of 2" in card.explanation


def test_the_traveller_form_keeps_a_stored_ruling_it_does_not_list(organiser):
    event = make_bridge_mitchell(organiser, tables=3)
    _rule(event, organiser, 1, 1, "SCORE 50% 3NT= S, 50% 3NT-1 S")
    seatings = list(m.Seating.objects.filter(round__event=event, trays__number=1))
    results = {r.seating_id: r for r in m.Result.objects.filter(tray__number=1)}
    form = TravellerForm(seatings=seatings, results=results, whist=False, game="bridge")
    key = f"adj_{_seating(event, 1, 1).pk}"
    assert "SCORE 50% 3NT= S, 50% 3NT-1 S" in dict(form.fields[key].choices)
    assert "A+/-" in dict(form.fields[key].choices)


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("SCORE 60% 420, 30% -50", "add up to 100%, not 90%"),
        ("SCORE 425", "not a bridge score"),
        ("NP; PP NS 10%", "goes on a board with a score"),
    ],
)
def test_a_ruling_that_cannot_be_right_is_refused_and_nothing_saved(organiser, code, message):
    event = make_bridge_mitchell(organiser, tables=3)
    with pytest.raises(services.DomainError, match=f"Board 1, table 1: .*{message}"):
        _rule(event, organiser, 1, 1, code)
    assert not m.Result.objects.filter(tray__event=event).exists()


def test_a_whist_ruling_is_in_tricks(organiser):
    event = make_whist_mitchell(organiser, tables=3)
    seating = _seating(event, 1, 1)
    with pytest.raises(services.DomainError, match="North-South's tricks, 0 to 13"):
        services.record_traveller(
            event, 1, [services.WhistEntry(seating.pk, None, None, "SCORE 14")], by=organiser
        )
    services.record_traveller(
        event, 1, [services.WhistEntry(seating.pk, None, None, "SCORE 8")], by=organiser
    )
    assert m.Result.objects.get(seating=seating).adjustment == "SCORE 8"


def test_a_whist_teams_event_refuses_a_procedural_penalty(organiser):
    """A whist series compares the two tables' tricks: a penalty has nothing to come off."""
    event = make_team_event(organiser, kind="team-match", size=2)
    seating = team_seating(event, 1, "a", "b")
    entry = services.WhistEntry(seating.pk, 7, 6, "PP NS 1")
    with pytest.raises(services.DomainError, match="cannot be given in a whist or auction"):
        services.record_whist_traveller(event, 1, [entry], by=organiser)
    assert not m.Result.objects.filter(tray__event=event).exists()


def test_a_bridge_teams_event_takes_a_penalty_in_imps_not_a_percentage(organiser):
    event = make_team_event(organiser, kind="team-match", size=2, game=m.Game.BRIDGE)
    seating = team_seating(event, 1, "a", "b")
    entry = services.BridgeEntry(seating.pk, "4S", "N", 10, "PP NS 25%")
    with pytest.raises(services.DomainError, match="procedural penalty in IMPs"):
        services.record_traveller(event, 1, [entry], by=organiser)
    assert not m.Result.objects.filter(tray__event=event).exists()
    entry = services.BridgeEntry(seating.pk, "4S", "N", 10, "PP NS 3")
    services.record_traveller(event, 1, [entry], by=organiser)
    stored = m.Result.objects.get(seating=seating)
    assert (stored.contract, stored.ns_score, stored.adjustment) == ("4S", 420, "PP NS 3")
