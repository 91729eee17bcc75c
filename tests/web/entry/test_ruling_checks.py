"""The checks a director's ruling at one table opens with, the same for Law B(3) of duplicate
auction and Law IV of duplicate whist: each is refused, with its message, before anything is
written; and a law of the other game is refused by name."""

from __future__ import annotations

import re

import pytest

from tests.builders import club_user, make_bridge_mitchell, make_mitchell, make_whist_mitchell
from tournaments import models as m
from tournaments import services
from tournaments.services.law_b import rule_irregular_hand
from tournaments.services.law_iv import rule_wrong_trump


def tray_1(event) -> list[m.Seating]:
    return list(
        m.Seating.objects.filter(round__event=event, trays__number=1).order_by("table__number")
    )


def law_b(event, seating_id, by, reason="South held 14 cards"):
    return rule_irregular_hand(
        event, 1, seating_id, surplus="N", offenders="NS", by=by, reason=reason
    )


def law_iv(event, seating_id, by, reason="dealer turned the 7 of clubs"):
    return rule_wrong_trump(event, 1, seating_id, branch="average", section=9, by=by, reason=reason)


@pytest.fixture
def whist(organiser):
    return make_whist_mitchell(organiser, tables=3, boards_per_round=1, name="Whist night")


@pytest.fixture
def bridge(organiser):
    return make_bridge_mitchell(organiser, tables=3, boards_per_round=1, name="Bridge night")


@pytest.fixture
def auction(organiser):
    return make_mitchell(
        organiser, tables=3, boards_per_round=1, name="Auction night", game=m.Game.AUCTION
    )


def unchanged(event) -> tuple[int, int]:
    return m.Result.objects.filter(tray__event=event).count(), event.log.count()


@pytest.mark.parametrize("law", [law_b, law_iv])
def test_a_law_of_the_other_game_is_refused_by_name(law, organiser, whist, bridge):
    event, game = (whist, "auction") if law is law_b else (bridge, "whist")
    name = "Law B(3)" if law is law_b else "Law IV"
    before = unchanged(event)
    with pytest.raises(
        services.DomainError,
        match=re.escape(f"{name} is a law of duplicate {game}: this event is not {game}."),
    ):
        law(event, tray_1(event)[0].pk, organiser)
    assert unchanged(event) == before


@pytest.mark.parametrize("law", [law_b, law_iv])
def test_the_opening_checks_refuse_in_the_directors_order(law, organiser, whist, auction):
    event = auction if law is law_b else whist
    table1 = tray_1(event)[0]
    before = unchanged(event)
    scorer = club_user("desk", role=m.Role.SCORER)
    with pytest.raises(services.DomainError, match="Only an organiser"):
        law(event, table1.pk, scorer, reason="")  # the organiser check comes first
    with pytest.raises(services.DomainError, match="Say what happened at the table"):
        law(event, table1.pk, organiser, reason="   ")
    with pytest.raises(services.DomainError, match="not played at that table"):
        law(event, 10**9, organiser)
    assert unchanged(event) == before
