"""Running the session: the rounds, and pairs who leave or arrive late."""

from __future__ import annotations

from collections.abc import Iterable

from django.db import transaction
from django.db.models import Q
from django.utils.translation import gettext as _

from movements import swiss
from said import Said, SaidCount
from tournaments import models as m
from tournaments.adapters import movements as adapters
from tournaments.scoring.entry import BridgeEntry, WhistEntry
from tournaments.services.clock import round_called
from tournaments.services.common import DomainError, in_club_language, log, require_organiser
from tournaments.services.moving_on import move_tables_on
from tournaments.services.results import record_traveller


def refuse_individuals(event: m.Event, *, individuals: str, teams: str) -> None:
    """Changes that re-seat a pair's opponents do not fit an individual movement (at an
    individual table the other three players are each other's partners and opponents), nor a
    teams event (a pair's results mean something only beside its team-mates' at the other
    table).  ``individuals`` and ``teams`` are the refusals, each a whole sentence."""
    if event.form == m.Form.INDIVIDUALS:
        raise DomainError(individuals)
    if event.form == m.Form.TEAMS:
        raise DomainError(teams)


def round_count(event: m.Event) -> int:
    return event.rounds.count()


@transaction.atomic
def advance_round(event: m.Event, *, by) -> int:
    """Call the next round: every table goes to it (a table that had moved on by itself is
    there already).  Missing results are allowed (they can come later), but said.  When the
    tables move on by themselves, those that have finished the round called go on."""
    event = m.Event.objects.select_for_update().get(pk=event.pk)
    require_organiser(event, by)
    if event.status != m.Status.PLAYING:
        raise DomainError(_("Rounds can be called only while the event is in play."))
    last = round_count(event)
    if event.current_round >= last:
        movement = adapters.generated_movement(event)
        if movement.drawn_as_played and len(swiss.drawn(movement)) < swiss.planned_matches(
            movement
        ):
            after = len(swiss.drawn(movement))
            raise DomainError(
                _(
                    "Round %(last)s ends match %(after)s: draw match %(next)s once its results are in "
                    "(the draw calls its first round)."
                )
                % {"last": last, "after": after, "next": after + 1}
            )
        raise DomainError(
            _("Round %(last)s is the last round: finish the event instead.") % {"last": last}
        )
    event.current_round += 1
    event.save(update_fields=["current_round"])
    log(
        event,
        by,
        "round",
        Said("Round %(current_round)s called.", current_round=event.current_round),
    )
    round_called(event)
    move_tables_on(event)
    return event.current_round


def _rounds_with_entrant(event: m.Event, entrant: m.Entrant, rounds: Iterable[int]):
    return (
        m.Seating.objects.select_for_update(of=("self",))
        .filter(round__event=event, round__number__in=list(rounds))
        .filter(_sides(entrant))
        .select_related("round", "table", "ns", "ew")
    )


def _sides(entrant: m.Entrant):
    return Q(ns=entrant) | Q(ew=entrant)


@transaction.atomic
def sit_out(
    event: m.Event, entrant: m.Entrant, *, rounds: Iterable[int], by, reason: str = ""
) -> list[int]:
    """Take a pair out of some rounds (it left, or has not arrived): its opponents sit out.

    Only rounds with no result stored for the pair can change, so nothing entered is lost or
    replayed.  Returns the rounds changed.
    """
    require_organiser(event, by)
    refuse_individuals(
        event,
        individuals=_("A player cannot be sat out of an individual event yet."),
        teams=_("A pair cannot be sat out of a team event yet."),
    )
    if event.status != m.Status.PLAYING:
        raise DomainError(_("Sit-outs can be arranged only while the event is in play."))
    if entrant.event_id != event.pk or entrant.kind == m.Entrant.Kind.INDIVIDUAL:
        raise DomainError(_("Choose a pair of this event."))
    wanted = sorted(set(rounds))
    last = round_count(event)
    if not wanted or wanted[0] < 1 or wanted[-1] > last:
        raise DomainError(_("Rounds must be between 1 and %(last)s.") % {"last": last})
    seatings = list(_rounds_with_entrant(event, entrant, wanted))
    played = sorted(
        {s.round.number for s in seatings if s.results.exists()},
    )
    if played:
        rounds_text = ", ".join(str(r) for r in played)
        raise DomainError(
            _(
                "%(code)s already has results in round %(rounds_text)s: those stand. Choose later rounds."
            )
            % {"code": entrant.code, "rounds_text": rounds_text}
        )
    changed = []
    for seating in seatings:
        if seating.ns_id == entrant.pk:
            seating.ns = None
        else:
            seating.ew = None
        seating.save(update_fields=["ns", "ew"])
        seating.trays.clear()
        changed.append(seating.round.number)
    if not changed:
        raise DomainError(_("%(code)s does not play in those rounds.") % {"code": entrant.code})
    rounds_text = ", ".join(str(r) for r in sorted(changed))
    text = SaidCount(
        "%(code)s sits out round %(rounds)s",
        "%(code)s sits out rounds %(rounds)s",
        len(changed),
        code=entrant.code,
        rounds=rounds_text,
    )
    log(event, by, "sit-out", _with_reason(text, reason))
    return sorted(changed)


def _with_reason(said: Said, reason: str) -> Said:
    """A log line and the director's reason after it, each a sentence."""
    if reason.strip():
        return Said("%(said)s. %(reason)s", said=said, reason=reason.strip())
    return Said("%(said)s.", said=said)


SIT_OUT, AVERAGE_PLUS = "sit-out", "average-plus"


@transaction.atomic
def withdraw_entrant(
    event: m.Event,
    entrant: m.Entrant,
    *,
    from_round: int,
    by,
    reason: str = "",
    opponents: str = SIT_OUT,
) -> list[int]:
    """A pair that leaves, from ``from_round`` on.  Its opponents either sit out (a phantom
    pair: the trays are not played), or, by the director's choice, keep their seats and score
    average-plus on each tray the pair would have played, the pair average-minus (Law 12C2: the
    side at fault takes average-minus); the rulings are on the travellers and in the log."""
    require_organiser(event, by)
    refuse_individuals(
        event,
        individuals=_("A player cannot be withdrawn from an individual event yet."),
        teams=_("A pair cannot be withdrawn from a team event yet."),
    )
    last = round_count(event)
    if opponents == SIT_OUT:
        return sit_out(event, entrant, rounds=range(from_round, last + 1), by=by, reason=reason)
    if opponents != AVERAGE_PLUS:
        raise DomainError(_("Its opponents either sit out or score average-plus."))
    return _averages_for_opponents(event, entrant, range(from_round, last + 1), by, reason)


def _averages_for_opponents(event, entrant, rounds, by, reason: str) -> list[int]:
    if event.status != m.Status.PLAYING:
        raise DomainError(_("A pair can be withdrawn only while the event is in play."))
    if entrant.event_id != event.pk or entrant.kind == m.Entrant.Kind.INDIVIDUAL:
        raise DomainError(_("Choose a pair of this event."))
    last = round_count(event)
    if not rounds or rounds[0] < 1 or rounds[-1] > last:
        raise DomainError(_("Rounds must be between 1 and %(last)s.") % {"last": last})
    seatings = list(_rounds_with_entrant(event, entrant, rounds).prefetch_related("trays"))
    played = sorted({s.round.number for s in seatings if s.results.exists()})
    if played:
        rounds_text = ", ".join(str(r) for r in played)
        raise DomainError(
            _(
                "%(code)s already has results in round %(rounds_text)s: those stand. Choose later rounds."
            )
            % {"code": entrant.code, "rounds_text": rounds_text}
        )
    why = in_club_language(
        event,
        _with_reason(
            Said("%(code)s withdrew: its opponents score average-plus", code=entrant.code),
            reason,
        ),
    )
    for seating in seatings:
        if seating.ns_id is None or seating.ew_id is None:
            continue
        code = "A-/+" if seating.ns_id == entrant.pk else "A+/-"
        line: WhistEntry | BridgeEntry
        if event.is_whist:
            line = WhistEntry(seating.pk, None, None, adjustment=code)
        else:
            line = BridgeEntry(seating.pk, "", "", None, adjustment=code)
        for tray in seating.trays.all():
            record_traveller(event, tray.number, [line], by=by, reason=why, via="director")
    changed = sorted({s.round.number for s in seatings})
    if not changed:
        raise DomainError(_("%(code)s does not play in those rounds.") % {"code": entrant.code})
    entrant.left_from_round = changed[0]  # its opponents' phones no longer name it
    entrant.save(update_fields=["left_from_round"])
    text = ", ".join(str(r) for r in changed)
    log(
        event,
        by,
        "withdrawal",
        Said(
            "%(code)s withdraws from round %(text)s: %(why)s", code=entrant.code, text=text, why=why
        ),
    )
    return changed


@transaction.atomic
def late_arrival(
    event: m.Event, entrant: m.Entrant, *, arrives_for_round: int, by, reason: str = ""
) -> list[int]:
    """A pair that arrives late: it sits out every round before the one it arrives for."""
    require_organiser(event, by)
    refuse_individuals(
        event,
        individuals=_("A late arrival cannot be arranged in an individual event yet."),
        teams=_("A late arrival cannot be arranged in a team event yet."),
    )
    if arrives_for_round <= 1:
        raise DomainError(_("A pair arriving for round 1 is not late."))
    return sit_out(event, entrant, rounds=range(1, arrives_for_round), by=by, reason=reason)
