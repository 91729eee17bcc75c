"""The evening in play: ring the bell, take the tables' results, close the round, correct a
result.  One transaction each; a rule broken gives
a ``DomainError`` whose message says what to do, and nothing is saved.

The rules themselves are the pure engine's (``movements.progression``): a closed round's
outcome and the next round's seating are what ``next_round`` returns, with the cuts made by a
generator seeded from the event's seed and the round, so the same results always give the same
evening.  The per-table checks here say early, in the host's words, what the engine would
refuse at the bell.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from movements.progression import CHART_GAMES, PartyGame, RoundOutcome, next_round
from said import Said
from tournaments import models as m
from tournaments.adapters import progressive as pa
from tournaments.scoring import to_the_score
from tournaments.scoring.progressive import TableReport
from tournaments.services.common import (
    DomainError,
    acting_user,
    author_name,
    in_club_language,
    require_organiser,
)
from tournaments.services.progressive.checks import Rules, bonus_of, check_report, points_of
from tournaments.services.progressive.setup import seat_round


def _locked(event: m.Event, by) -> tuple[m.Event, m.ProgressiveSettings]:
    event = m.Event.objects.select_for_update().get(pk=event.pk)
    require_organiser(event, by)
    settings = m.ProgressiveSettings.objects.filter(event=event).first()
    if settings is None:
        raise DomainError(_("This event is not a progressive party."))
    return event, settings


def _round(event: m.Event, number: int) -> m.ProgressiveRound:
    round_ = event.progressive_rounds.filter(number=number).first()
    if round_ is None:
        raise DomainError(_("There is no round %(number)s yet.") % {"number": number})
    return round_


def current_round(event: m.Event) -> m.ProgressiveRound:
    round_ = event.progressive_rounds.exclude(state=m.RoundState.CLOSED).first()
    if round_ is None:
        if event.status == m.Status.FINISHED:
            raise DomainError(_("The evening is over."))
        raise DomainError(_("Draw the positions first."))
    return round_


def time_is_up(settings: m.ProgressiveSettings, now: dt.datetime) -> bool:
    if settings.minutes is None or settings.started_at is None:
        return False
    return now >= settings.started_at + dt.timedelta(minutes=settings.minutes)


@transaction.atomic
def open_round(event: m.Event, *, by) -> m.ProgressiveRound:
    """The bell that starts a round: the seating stands and the tables may report."""
    event, settings = _locked(event, by)
    round_ = current_round(event)
    if round_.state == m.RoundState.OPEN:
        raise DomainError(_("Round %(number)s is already in play.") % {"number": round_.number})
    now = timezone.now()
    round_.state, round_.opened_at = m.RoundState.OPEN, now
    round_.save(update_fields=["state", "opened_at"])
    if settings.started_at is None:
        settings.started_at = now
        settings.save(update_fields=["started_at"])
    event.status, event.current_round = m.Status.PLAYING, round_.number
    event.save(update_fields=["status", "current_round"])
    return round_


# -- a table's result ----------------------------------------------------------------------


def _values(report: TableReport, rules: Rules) -> dict:
    """The row's fields for a report (the same shape the trail keeps)."""
    game = rules.game
    details: dict = {"cuts": {k: int(v) for k, v in report.cuts.items()}} if report.cuts else {}
    values: dict[str, int | None] = {
        "points_a": None,
        "points_b": None,
        "tricks_a": None,
        "tricks_b": None,
    }
    if game is PartyGame.HEARTS:
        details["hearts"] = {k: int(v) for k, v in (report.hearts or {}).items()}
    elif game is PartyGame.POKER:
        details["pool_winner"] = report.pool_winner
        details["in_call"] = sorted({*report.in_call, report.pool_winner}, key=pa.label_key)
        details["chips"] = {k: int(v) for k, v in (report.chips or {}).items()}
    else:
        a, b = points_of(report, rules) or (0, 0)
        bonus = bonus_of(report, rules)
        if bonus is not None:  # bridge to the score: the bonus decides the table with the rest
            details |= {
                "deals": [[int(side), int(points)] for side, points in report.hands or ()],
                "before_bonus": [a, b],
                "bonus": list(bonus.points),
                "trick_scores": list(bonus.trick_scores),
            }
            a, b = to_the_score.with_bonus((a, b), bonus)
        values.update(points_a=a, points_b=b)
        if report.hands is not None and game is PartyGame.EUCHRE_POINTS:
            details["hands"] = [[int(side), int(points)] for side, points in report.hands]
        if a == b and report.next_hand_tricks is not None:
            values.update(tricks_a=report.next_hand_tricks[0], tricks_b=report.next_hand_tricks[1])
    return {**values, "details": details}


def snapshot(row: m.ProgressiveResult | None) -> dict | None:
    if row is None:
        return None
    keys = ("points_a", "points_b", "tricks_a", "tricks_b", "details")
    return {k: getattr(row, k) for k in keys}


def save_report(
    event, round_, seating, report, rules: Rules, *, by, via, action, reason=""
) -> m.ProgressiveResult:
    table = next((t for t in seating if t.table == report.table), None)
    if table is None:
        raise DomainError(
            _("There is no table %(table)s: the tables run 1 to %(movement_size)s.")
            % {"table": report.table, "movement_size": event.movement_size}
        )
    check_report(report, table, rules)
    row = m.ProgressiveResult.objects.filter(round=round_, table=report.table).first()
    old = snapshot(row)
    values = _values(report, rules)
    user, name = acting_user(by), author_name(by)
    if row is None:
        row = m.ProgressiveResult(round=round_, table=report.table)
    elif action == m.ProgressiveChange.Action.REPORTED:
        action = m.ProgressiveChange.Action.REPLACED
    for key, value in values.items():
        setattr(row, key, value)
    row.entered_by, row.entered_by_name, row.entered_via = user, name, via
    row.save()
    m.ProgressiveChange.objects.create(
        event=event,
        round=round_,
        table=report.table,
        action=action,
        old_value=old,
        new_value=snapshot(row),
        reason=reason.strip()[:300],
        changed_by=user,
        changed_by_name=name,
        changed_via=via,
    )
    return row


@transaction.atomic
def report_result(
    event: m.Event,
    report: TableReport,
    *,
    by,
    via: str = "host",
    round_number: int | None = None,
) -> m.ProgressiveResult:
    """A table's result in the round in play (a second report replaces the first, traced).
    ``round_number``, when given, is the round the reporter saw: a stale page is refused."""
    event, settings = _locked(event, by)
    round_ = current_round(event)
    if round_number is not None and round_number != round_.number:
        closed = round_number < round_.number
        raise DomainError(
            (
                _("Round %(round)s is closed: correct its result with a reason.")
                if closed
                else _("Round %(round)s has not been seated yet.")
            )
            % {"round": round_number}
        )
    if round_.state != m.RoundState.OPEN:
        raise DomainError(
            _("Round %(number)s has not started: ring the bell first.") % {"number": round_.number}
        )
    rules = Rules.of(settings, hour_passed=time_is_up(settings, timezone.now()))
    return save_report(
        event,
        round_,
        pa.seating_of(round_),
        report,
        rules,
        by=by,
        via=via,
        action=m.ProgressiveChange.Action.REPORTED,
    )


# -- the bell that ends a round --------------------------------------------------------------


def _decide(event, settings, round_, seating) -> RoundOutcome:
    """The engine's outcome for a round from its stored results (today's euchre takes its
    next seating from the rotation chart)."""
    game = pa.engine_game(settings)
    rows = list(round_.results.order_by("table"))
    results = [pa.engine_result(r, game) for r in rows]
    rng = random.Random(f"progressive-round:{event.seed}:{round_.number}")
    points = None if round_.ended_by_hour else settings.game_points
    following: tuple = ()
    if game in CHART_GAMES:
        chart = pa.event_chart(event)
        following = chart.rounds[round_.number] if round_.number < len(chart.rounds) else ()
    try:
        return next_round(
            game,
            seating,
            results,
            rng=rng,
            game_points=points,
            stake=settings.stake,
            lone_hands_barred=settings.lone_hands_barred,
            chart_next=following,
        )
    except (ValueError, TypeError) as exc:
        raise DomainError(
            _("Round %(number)s cannot be closed: %(exc)s.") % {"number": round_.number, "exc": exc}
        ) from exc


def _is_last(event, settings, round_) -> bool:
    """The hostess's hour, the rounds set, or the end of today's euchre's rotation chart."""
    if round_.ended_by_hour or (settings.rounds is not None and round_.number >= settings.rounds):
        return True
    if pa.engine_game(settings) in CHART_GAMES:
        return round_.number >= len(pa.event_chart(event).rounds)
    return False


@transaction.atomic
def close_round(event: m.Event, *, by, by_the_hour: bool = False) -> m.ProgressiveRound:
    """The bell that ends a round: every table has reported; the engine decides each table,
    the stars follow, and the next round is seated, unless this was the last round (the number
    of rounds played, the time limit passed, ``by_the_hour``: the hostess ends play now, or the
    rotation chart's last round)."""
    event, settings = _locked(event, by)
    round_ = current_round(event)
    if round_.state != m.RoundState.OPEN:
        raise DomainError(
            _("Round %(number)s has not started: ring the bell first.") % {"number": round_.number}
        )
    seating = pa.seating_of(round_)
    reported = set(round_.results.values_list("table", flat=True))
    missing = [str(t.table) for t in seating if t.table not in reported]
    if missing:
        raise DomainError(
            _("Table(s) %(missing)s have not reported yet.") % {"missing": ", ".join(missing)}
        )
    now = timezone.now()
    round_.ended_by_hour = by_the_hour or time_is_up(settings, now)
    outcome = _decide(event, settings, round_, seating)
    round_.outcome = pa.outcome_json(outcome.tables)
    round_.state, round_.closed_at = m.RoundState.CLOSED, now
    round_.save(update_fields=["state", "closed_at", "ended_by_hour", "outcome"])
    if _is_last(event, settings, round_):
        event.status = m.Status.FINISHED
        event.save(update_fields=["status"])
    else:
        _seat_next(event, round_.number + 1, outcome)
        event.current_round = round_.number + 1
        event.save(update_fields=["current_round"])
    return round_


def _seat_next(event: m.Event, number: int, outcome: RoundOutcome) -> None:
    seat_round(event, number, outcome.next_seating)


@transaction.atomic
def end_evening(event: m.Event, *, by) -> None:
    """The hostess ends play between rounds: the seated, unplayed round is dropped."""
    event, _settings = _locked(event, by)
    round_ = current_round(event)
    if round_.state == m.RoundState.OPEN:
        raise DomainError(
            _("Round %(number)s is in play: close it first.") % {"number": round_.number}
        )
    if round_.number == 1:
        raise DomainError(_("No round has been played yet."))
    round_.delete()
    event.status, event.current_round = m.Status.FINISHED, round_.number - 1
    event.save(update_fields=["status", "current_round"])


@dataclass(frozen=True)
class Correction:
    """What a correction changed: the trail entry, and whether the next round was re-seated."""

    change: m.ProgressiveChange
    reseated: bool


@transaction.atomic
def correct_result(
    event: m.Event, round_number: int, report: TableReport, *, by, reason: str, via: str = "host"
) -> Correction:
    """Correct a table's result after its round closed: the round's outcome and stars are
    decided again, and the next round re-seated if its bell has not rung; the trail keeps the
    old result, the new one, who and why."""
    event, settings = _locked(event, by)
    round_ = _round(event, round_number)
    if round_.state != m.RoundState.CLOSED:
        raise DomainError(
            _("Round %(round_number)s is not closed: report the table's result instead.")
            % {"round_number": round_number}
        )
    if not reason.strip():
        raise DomainError(_("Give a reason for correcting a result after the round closed."))
    seating = pa.seating_of(round_)
    rules = Rules.of(settings, hour_passed=round_.ended_by_hour)
    action = m.ProgressiveChange.Action.CORRECTED
    save_report(event, round_, seating, report, rules, by=by, via=via, action=action, reason=reason)
    outcome = _decide(event, settings, round_, seating)
    round_.outcome = pa.outcome_json(outcome.tables)
    round_.save(update_fields=["outcome"])
    following = event.progressive_rounds.filter(number=round_number + 1).first()
    change = m.ProgressiveChange.objects.filter(round=round_).latest("pk")
    if following is not None and rules.game in CHART_GAMES:
        change.note = in_club_language(
            event,
            Said(
                "Round %(number)s follows the rotation chart: its seating stands.",
                number=following.number,
            ),
        )
    elif following is not None and following.state == m.RoundState.WAITING:
        _seat_next(event, following.number, outcome)
        change.reseated = True
        change.note = in_club_language(
            event, Said("Round %(number)s seated again.", number=following.number)
        )
    elif following is not None:
        change.note = in_club_language(
            event,
            Said("Round %(number)s had started: its seating stands.", number=following.number),
        )
    change.save(update_fields=["reseated", "note"])
    return Correction(change, change.reseated)
