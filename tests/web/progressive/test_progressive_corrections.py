"""A table's result corrected after its round closed: the stars are decided again, the next
round is re-seated if its bell has not rung, and the trail keeps who, when, old, new, why."""

from __future__ import annotations

import pytest

from tests.builders import (  # noqa: F401
    HAND_DRAWN,
    ROUNDS,
    euchre_evening,
    play_round,
    quick_user,
    round_pairs,
)
from tournaments import models as m
from tournaments.scoring.progressive import Stars
from tournaments.services import progressive as ps
from tournaments.standings import progressive as sp

# Round 1 with table 3 corrected from 4-1 to 1-4: East-West L6-G6 won there, so they move up
# and divide at table 2 (L3 keeps her seat with G6, L6 partners G3), and at table 3 L5 keeps
# her seat with G8 from the booby table while L8 partners G5.
ROUND_2_CORRECTED = [
    [("L1", "G1"), ("L4", "G4")],
    [("L3", "G6"), ("L6", "G3")],
    [("L5", "G8"), ("L8", "G5")],
    [("L7", "G2"), ("L2", "G7")],
]


@pytest.fixture
def organiser(db):
    return quick_user("hostess")


@pytest.fixture
def evening(organiser):
    event = euchre_evening(organiser)
    ps.seat_by_hand(event, HAND_DRAWN, by=organiser)
    play_round(organiser, event, ROUNDS[0])
    return event


def fix_table_3(by, event, reason="slip misread: East-West won 4-1"):
    return ps.correct_result(
        event, 1, ps.TableReport(3, points=(1, 4)), by=by, reason=reason, via="host"
    )


def test_a_correction_recomputes_stars_and_the_waiting_seating(organiser, evening):
    done = fix_table_3(organiser, evening)
    assert done.reseated
    assert round_pairs(evening, 2) == ROUND_2_CORRECTED
    stars = sp.evening_stars(evening)
    assert (stars["L6"], stars["G6"]) == (Stars(red=1), Stars(red=1))
    assert (stars["L5"], stars["G5"]) == (Stars(), Stars())
    change = done.change
    assert change.action == m.ProgressiveChange.Action.CORRECTED
    assert (change.old_value["points_a"], change.old_value["points_b"]) == (4, 1)
    assert (change.new_value["points_a"], change.new_value["points_b"]) == (1, 4)
    assert change.reason == "slip misread: East-West won 4-1"
    assert change.changed_by == organiser
    assert change.changed_at is not None
    assert (change.round.number, change.table) == (1, 3)
    row = m.ProgressiveResult.objects.get(round__event=evening, round__number=1, table=3)
    assert (row.points_a, row.points_b) == (1, 4)


def test_once_the_next_bell_has_rung_its_seating_stands(organiser, evening):
    before = round_pairs(evening, 2)
    ps.open_round(evening, by=organiser)
    done = fix_table_3(organiser, evening)
    assert not done.reseated
    assert "had started" in done.change.note
    assert round_pairs(evening, 2) == before
    assert sp.evening_stars(evening)["L6"] == Stars(red=1)


def test_a_correction_needs_a_reason_and_a_closed_round(organiser, evening):
    with pytest.raises(ps.DomainError, match="reason"):
        fix_table_3(organiser, evening, reason="  ")
    ps.open_round(evening, by=organiser)
    with pytest.raises(ps.DomainError, match="not closed"):
        ps.correct_result(evening, 2, ps.TableReport(3, points=(1, 4)), by=organiser, reason="typo")
    row = m.ProgressiveResult.objects.get(round__event=evening, round__number=1, table=3)
    assert (row.points_a, row.points_b) == (4, 1)
    assert not m.ProgressiveChange.objects.filter(action="corrected").exists()


def test_a_correction_breaking_the_bell_rule_saves_nothing(organiser, evening):
    with pytest.raises(ps.DomainError, match="reaches 5 points"):
        ps.correct_result(evening, 1, ps.TableReport(1, points=(4, 2)), by=organiser, reason="x")
    row = m.ProgressiveResult.objects.get(round__event=evening, round__number=1, table=1)
    assert (row.points_a, row.points_b) == (5, 2)
    assert round_pairs(evening, 2)[0] == [("L1", "G1"), ("L4", "G4")]


def test_the_correction_page_corrects_with_a_reason(organiser_client, evening):
    url = f"/e/{evening.slug}/progressive/correct/1/3/"
    page = organiser_client.get(url)
    assert page.status_code == 200
    assert 'value="4"' in page.content.decode()
    missing = organiser_client.post(url, {"ns": 1, "ew": 4})
    assert missing.status_code == 200
    assert round_pairs(evening, 2) != ROUND_2_CORRECTED
    done = organiser_client.post(url, {"ns": 1, "ew": 4, "reason": "misread slip"})
    assert done.status_code == 302
    assert round_pairs(evening, 2) == ROUND_2_CORRECTED
