"""Bad input to a progressive evening is refused with a message a host can act on, and
nothing is saved."""

from __future__ import annotations

import datetime as dt

import pytest

from tests.builders import (  # noqa: F401
    HAND_DRAWN,
    ROUNDS,
    euchre_evening,
    play_round,
    quick_user,
)
from tournaments import models as m
from tournaments.services import progressive as ps


@pytest.fixture
def organiser(db):
    return quick_user("hostess")


@pytest.fixture
def evening(organiser):
    event = euchre_evening(organiser)
    ps.seat_by_hand(event, HAND_DRAWN, by=organiser)
    return event


def saved(event) -> tuple[int, int]:
    return (
        m.ProgressiveResult.objects.filter(round__event=event).count(),
        m.ProgressiveChange.objects.filter(event=event).count(),
    )


@pytest.mark.parametrize(
    ("report", "message"),
    [
        (ps.TableReport(9, points=(5, 1)), "no table 9: the tables run 1 to 4"),
        (ps.TableReport(1, points=(4, 3)), "reaches 5 points; 4-3 does not end one"),
        (ps.TableReport(1, points=(5, 5)), "5-5 does not end one"),
        # Foster: the head table's bell is struck as either side reaches five
        (ps.TableReport(1, points=(6, 5)), "only one side can reach 5 points"),
        (ps.TableReport(2, points=(3, 3)), "points tie 3-3; give the tricks"),
        (ps.TableReport(2, points=(-1, 3)), "cannot be negative"),
        (ps.TableReport(2), "give the points of both partnerships"),
        (ps.TableReport(2, points=(3, 3), next_hand_tricks=(9, 9)), "cannot be one hand"),
        (ps.TableReport(2, points=(2, 1), cuts={"L1": 3}), "L1 did not play there"),
    ],
)
def test_a_bad_report_is_refused_and_nothing_saved(organiser, evening, report, message):
    ps.open_round(evening, by=organiser)
    with pytest.raises(ps.DomainError, match=message):
        ps.report_result(evening, report, by=organiser)
    assert saved(evening) == (0, 0)


def test_no_report_before_the_bell(organiser, evening):
    with pytest.raises(ps.DomainError, match="ring the bell"):
        ps.report_result(evening, ps.TableReport(2, points=(2, 1)), by=organiser)
    assert saved(evening) == (0, 0)


def test_a_result_for_a_closed_round_is_refused(organiser, evening):
    play_round(organiser, evening, ROUNDS[0])
    ps.open_round(evening, by=organiser)
    before = saved(evening)
    with pytest.raises(ps.DomainError, match="Round 1 is closed: correct its result"):
        ps.report_result(evening, ps.TableReport(2, points=(2, 1)), by=organiser, round_number=1)
    assert saved(evening) == before


def test_a_round_closes_only_when_every_table_has_reported(organiser, evening):
    ps.open_round(evening, by=organiser)
    ps.report_result(evening, ps.TableReport(1, points=(5, 0)), by=organiser)
    ps.report_result(evening, ps.TableReport(3, points=(2, 0)), by=organiser)
    with pytest.raises(ps.DomainError, match=r"Table\(s\) 2, 4 have not reported"):
        ps.close_round(evening, by=organiser)
    assert evening.progressive_rounds.get(number=1).state == m.RoundState.OPEN
    assert not evening.progressive_rounds.filter(number=2).exists()


def test_hearts_must_share_out_thirteen(organiser):
    event = ps.set_up_evening(
        ps.EveningSettings(
            name="Hearts", date=dt.date(2026, 12, 4), game="hearts", tables=2, rounds=2
        ),
        by=organiser,
    )
    ps.draw_evening(event, by=organiser)
    ps.open_round(event, by=organiser)
    players = list(
        m.ProgressiveSeat.objects.filter(round__event=event, table=1).values_list(
            "player__label", flat=True
        )
    )
    hearts = dict(zip(players, (3, 3, 3, 3), strict=True))
    with pytest.raises(ps.DomainError, match="add up to 12"):
        ps.report_result(event, ps.TableReport(1, hearts=hearts), by=organiser)
    assert saved(event) == (0, 0)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"tables": 1}, "2 to 40 tables, not 1"),
        ({"rounds": None}, "rounds or a time limit"),
        ({"game": "snap"}, "Choose the game"),
        ({"players": [("Ada", "L")] * 7 + [("Bob", "G")] * 8}, "need 8 ladies; 7 are named"),
        ({"players": [("Ada", "X")]}, "group must be one of L, G"),
        ({"prize_classes": ["gold", "silver"]}, "Prize classes"),
        ({"game": "military-euchre", "rounds": 3}, "4 rounds at 4 tables"),
    ],
)
def test_a_bad_set_up_creates_nothing(organiser, kwargs, message):
    args = {
        "name": "Party",
        "date": dt.date(2026, 12, 4),
        "game": "euchre",
        "tables": 4,
        "groups": "two",
        "rounds": 4,
    }
    with pytest.raises(ps.DomainError, match=message):
        ps.set_up_evening(ps.EveningSettings(**(args | kwargs)), by=organiser)
    assert not m.Event.objects.exists()


@pytest.mark.parametrize(
    ("tables", "message"),
    [
        (HAND_DRAWN[:3], "Give 4 tables"),
        ([*HAND_DRAWN[:3], [("L7", "G7"), ("L1", "G8")]], "L1 sits at table 1 and table 4"),
        ([*HAND_DRAWN[:3], [("L7", "G7"), ("L8", "L6")]], "not a lady and a gentleman"),
    ],
)
def test_a_bad_drawing_by_hand_seats_nobody(organiser, tables, message):
    event = euchre_evening(organiser)
    with pytest.raises(ps.DomainError, match=message):
        ps.seat_by_hand(event, tables, by=organiser)
    assert not m.ProgressiveSeat.objects.filter(round__event=event).exists()


def test_a_form_error_on_the_host_page_saves_nothing(organiser_client, organiser, evening):
    ps.open_round(evening, by=organiser)
    url = f"/e/{evening.slug}/progressive/report/"
    for data in (
        {"table": 1, "round": 1, "t1-ns": "five", "t1-ew": 2},
        {"table": 1, "round": 1, "t1-ns": 4, "t1-ew": 2},
        {"table": "x", "round": 1},
        {"table": 7, "round": 1, "t7-ns": 5, "t7-ew": 2},
    ):
        response = organiser_client.post(url, data)
        assert response.status_code in (302, 400)
    page = organiser_client.post(url, {"table": 1, "round": 1, "t1-ns": 4, "t1-ew": 2})
    assert "4-2 does not end one" in page.content.decode()
    assert saved(evening) == (0, 0)
