"""The round clock: a round lasts the minutes a board times the boards a round, plus the time
the director adds; pauses do not count; five minutes before the end the room is told not to
start a new board, and at nought to move.  Times worked by hand for a round of three boards at
7.5 minutes a board (22 minutes 30, 1,350 seconds)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from tests.builders import club_user, make_bridge_mitchell
from tournaments import models as m
from tournaments import services
from tournaments.models.clock import clock_state
from tournaments.services.clock import set_clock

T0 = dt.datetime(2026, 11, 20, 19, 30, tzinfo=dt.UTC)


def at(minutes: float) -> dt.datetime:
    return T0 + dt.timedelta(minutes=minutes)


def state(now, *, started=T0, paused=None, paused_seconds=0, length=1350):
    return clock_state(
        round_number=1,
        length=length,
        started_at=started,
        paused_at=paused,
        paused_seconds=paused_seconds,
        warning=300,
        now=now,
    )


def test_the_clock_counts_down_from_the_rounds_length():
    assert (state(T0, started=None).left, state(T0, started=None).state) == (1350, "not-started")
    five_and_a_half = state(at(5.5))
    assert (five_and_a_half.left, five_and_a_half.phase) == (1020, "play")  # 1350 - 330


def test_a_pause_does_not_count():
    # Paused at 6:00 into the round and still paused at 20:00: 1350 - 360 = 990 left.
    paused = state(at(20), paused=at(6))
    assert (paused.left, paused.state) == (990, "paused")
    # Going on at 20:00 (14 minutes paused, 840 s): at 30:00 the clock has run 16 minutes.
    going = state(at(30), paused_seconds=840)
    assert (going.left, going.phase) == (390, "play")  # 1350 - 960
    # At 32:00, 270 s left: inside the last five minutes, no new board.
    assert state(at(32), paused_seconds=840).phase == "last-board"


def test_added_time_and_the_end():
    assert state(at(20), length=1350 + 120).left == 270  # two minutes added: 1470 - 1200
    over = state(at(25))
    assert (over.left, over.phase) == (-150, "move")


pytestmark_db = pytest.mark.django_db


@pytest.fixture
def evening(organiser):
    return make_bridge_mitchell(organiser, tables=3, boards_per_round=3)


@pytestmark_db
def test_the_directors_controls_and_their_log(evening, organiser):
    clock = set_clock(evening, "start", by=organiser)
    assert clock.length() == 1350 and clock.started_at is not None
    set_clock(evening, "pause", by=organiser)
    set_clock(evening, "resume", by=organiser)
    set_clock(evening, "add", by=organiser, minutes="5")
    clock = set_clock(evening, "minutes", by=organiser, minutes="8")
    assert clock.minutes_per_board == Decimal("8")
    assert clock.length() == 8 * 60 * 3 + 300  # 24 minutes and the 5 added
    assert list(
        evening.log.filter(action="clock").order_by("pk").values_list("text", flat=True)
    ) == [
        "Clock of round 1 started.",
        "Clock of round 1 paused.",
        "Clock of round 1 going again.",
        "+5 minutes added to round 1.",
        "Rounds of 8 minutes a board.",
    ]


@pytestmark_db
@pytest.mark.parametrize(
    ("action", "minutes", "message"),
    [
        ("pause", "", "The clock is not running."),
        ("resume", "", "The clock is not paused."),
        ("add", "0", "Add from 1 to 30 minutes (or take off as many)."),
        ("add", "31", "Add from 1 to 30 minutes (or take off as many)."),
        ("add", "two", "Add from 1 to 30 minutes (or take off as many)."),
        ("minutes", "7.3", "A board takes from 2 to 20 minutes, in half minutes."),
        ("minutes", "1", "A board takes from 2 to 20 minutes, in half minutes."),
        ("wind", "", "The clock can start, pause, go on, add time or change its minutes."),
    ],
)
def test_a_control_that_cannot_apply_changes_nothing(evening, organiser, action, minutes, message):
    before = list(m.RoundClock.objects.values())
    with pytest.raises(services.DomainError, match=message.replace("(", r"\(").replace(")", r"\)")):
        set_clock(evening, action, by=organiser, minutes=minutes)
    assert list(m.RoundClock.objects.values()) == before


@pytestmark_db
def test_only_the_organiser_and_only_in_play(evening, organiser):
    with pytest.raises(services.DomainError):
        set_clock(evening, "start", by=club_user("scorer", role=m.Role.SCORER))
    m.Event.objects.filter(pk=evening.pk).update(status=m.Status.FINISHED)
    evening.refresh_from_db()
    with pytest.raises(services.DomainError, match="The clock runs while the event is in play."):
        set_clock(evening, "start", by=organiser)
    assert not m.RoundClock.objects.filter(started_at__isnull=False).exists()


@pytestmark_db
def test_the_next_round_starts_its_clock_when_this_one_ran(evening, organiser):
    set_clock(evening, "start", by=organiser)
    set_clock(evening, "add", by=organiser, minutes="3")
    services.advance_round(evening, by=organiser)
    clock = m.RoundClock.objects.get()
    assert clock.round_number == 2 and clock.started_at is not None
    assert clock.added_seconds == 0 and clock.paused_at is None  # a fresh round
    # Paused before the call: the next round's clock waits for the director.
    set_clock(evening, "pause", by=organiser)
    services.advance_round(evening, by=organiser)
    clock = m.RoundClock.objects.get()
    assert clock.round_number == 3 and clock.started_at is None


@pytestmark_db
def test_the_big_screen_and_the_pad_read_the_clock(client, evening, organiser):
    set_clock(evening, "start", by=organiser)
    m.RoundClock.objects.update(started_at=timezone.now() - dt.timedelta(minutes=18, seconds=30))
    data = client.get(reverse("screen-state", args=[evening.slug])).json()
    # 1350 - 1110 = 240 s left: inside the last five minutes.
    assert data["round"] == 1
    assert data["clock"]["phase"] == "last-board"
    assert 238 <= data["clock"]["left"] <= 240
    page = client.get(reverse("screen", args=[evening.slug])).content.decode()
    assert "After this round" in page and "Table 1" in page
    pad = client.get(reverse("table-pad-state", args=[evening.tables.get(number=1).secret]))
    assert pad.json()["clock"]["phase"] == "last-board"
    desk = Client()
    desk.force_login(organiser)
    run = desk.get(reverse("run", args=[evening.slug])).content.decode()
    assert "Round 1&#x27;s clock" in run or "Round 1's clock" in run
    assert 'value="pause"' in run
