"""Fixtures for the site: organisers, and whist events built through the services."""

from __future__ import annotations

import datetime as dt

import pytest
from django.contrib.auth import get_user_model

from tournaments import models as m
from tournaments import services


@pytest.fixture
def organiser(db):
    return get_user_model().objects.create_user("director", password="pw-director-1")


@pytest.fixture
def other_organiser(db):
    return get_user_model().objects.create_user("rival", password="pw-rival-1")


@pytest.fixture
def organiser_client(client, organiser):
    client.force_login(organiser)
    return client


def make_whist_mitchell(
    by, *, tables: int = 3, boards_per_round: int = 1, name: str = "Club night"
):
    """A started whist pairs Mitchell, entrants named "Pair 1NS" and so on."""
    event = services.create_event(
        by=by,
        name=name,
        date=dt.date(2026, 11, 20),
        game=m.Game.WHIST,
        form=m.Form.PAIRS,
        movement_kind="mitchell",
        movement_size=tables,
        boards_per_round=boards_per_round,
        scoring_method=m.ScoringMethod.MATCHPOINTS,
        seed=7,
    )
    services.start_event(event, by=by)
    event.refresh_from_db()
    return event


def seating_for(event, tray_number: int, ns_label: str, ew_label: str) -> m.Seating:
    """The seating where two pairs meet on a tray, found by who sits there."""
    return m.Seating.objects.get(
        round__event=event, trays__number=tray_number, ns__label=ns_label, ew__label=ew_label
    )


@pytest.fixture
def mitchell3(organiser):
    return make_whist_mitchell(organiser)


def create_through_wizard(
    client,
    *,
    name: str,
    pairs: int,
    kind: str = "mitchell",
    boards_per_round: int | None = None,
    game: str = "whist",
    scoring: str = "matchpoints",
    one_winner: bool = False,
    seed: int = 1,
):
    """Walk the two-step wizard, choosing the first fitting movement of ``kind``."""
    basics = {
        "name": name,
        "date": "2026-11-21",
        "venue": "Club room",
        "game": game,
        "form": "pairs",
        "entrants": str(pairs),
        "minutes_per_board": "7.5",
        "session_minutes": "180",
        "step": "recommend",
    }
    step_two = client.post("/organise/new/", basics)
    assert step_two.status_code == 200, step_two.content.decode()[:2000]
    rows = step_two.context["rows"]
    value = next(
        v
        for v, rec in rows
        if rec.kind == kind and ("arrow_switch_rounds" in rec.options) == one_winner
    )
    data = {
        **basics,
        "step": "create",
        "movement": value,
        "scoring_method": scoring,
        "seed": str(seed),
        "boards_per_round": str(boards_per_round or ""),
    }
    return client.post("/organise/new/", data)
