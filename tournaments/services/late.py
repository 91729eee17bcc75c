"""A pair arriving after the start takes the phantom's seat: an odd field's missing pair.

A Mitchell of ``2T - 1`` pairs and a Howell of an odd number are the full movement with one
pair missing (the phantom, whose opponents sit out).  A late pair becomes that pair from a
round on: its opponents play instead of sitting out, the rounds before stay as they were, and
no stored result moves.  The event's movement becomes the full one, so the guide cards, the
pages and the backup name the new pair; its trays played are fewer, as the standings'
factoring already allows.
"""

from __future__ import annotations

from collections.abc import Sequence

from django.db import transaction
from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from movements.kind import CatalogueError
from movements.types import Movement
from said import Said
from tournaments import models as m
from tournaments.adapters import movements as adapters
from tournaments.services.common import DomainError, log, require_organiser
from tournaments.services.events import register_entrant

# Marked for the catalogues here, translated where it is raised.
NO_SEAT = gettext_noop(
    "No seat is free: a late pair takes the phantom's seat of a Mitchell with a missing pair "
    "or of a Howell for an odd number of pairs. With a full field, re-seat it before the start."
)


def full_parameters(event: m.Event) -> tuple[int, dict] | None:
    """The size and options of the same movement with the missing pair in, or None."""
    options = dict(event.movement_options or {})
    if event.movement_kind == "mitchell" and options.get("pairs"):
        options.pop("pairs")
        return event.movement_size, options
    if event.movement_kind == "howell" and event.movement_size % 2:
        return event.movement_size + 1, options
    return None


def _full_movement(event: m.Event, size: int, options: dict) -> Movement:
    trial = m.Event(
        movement_kind=event.movement_kind,
        movement_size=size,
        movement_options=options,
        boards_per_round=event.boards_per_round,
    )
    try:
        return adapters.generated_movement(trial)
    except (CatalogueError, ValueError):
        raise DomainError(_(NO_SEAT)) from None


def free_seat(event: m.Event) -> str | None:
    """The phantom's label when a late pair could join this event now."""
    if event.form != m.Form.PAIRS or event.status != m.Status.PLAYING:
        return None
    found = full_parameters(event)
    if found is None:
        return None
    full = _full_movement(event, *found)
    taken = set(event.entrants.values_list("label", flat=True))
    missing = [label for label in full.entrants if label not in taken]
    return missing[0] if len(missing) == 1 else None


@transaction.atomic
def join_late(
    event: m.Event, *, by, player_names: Sequence[str], from_round: int | None = None
) -> m.Entrant:
    """Seat a late pair in the phantom's place from ``from_round`` (default: the next round)."""
    event = m.Event.objects.select_for_update().get(pk=event.pk)
    require_organiser(event, by)
    if event.status != m.Status.PLAYING:
        raise DomainError(_("A late pair joins while the event is in play."))
    if event.form != m.Form.PAIRS:
        raise DomainError(_("A late pair joins a pairs event."))
    found = full_parameters(event)
    if found is None:
        raise DomainError(_(NO_SEAT))
    size, options = found
    full = _full_movement(event, size, options)
    taken = {e.label: e for e in event.entrants.all()}
    missing = [label for label in full.entrants if label not in taken]
    if len(missing) != 1:
        raise DomainError(_(NO_SEAT))
    label = missing[0]
    last = event.rounds.count()
    start = event.current_round + 1 if from_round is None else from_round
    if not event.current_round <= start <= last:
        raise DomainError(
            _(
                "A late pair joins from round %(current_round)s (the round in play) to round "
                "%(last)s, not round %(start)s."
            )
            % {"current_round": event.current_round, "last": last, "start": start}
        )
    entrant = _new_entrant(event, full, label)
    seated = _seat(event, full, label, entrant, taken, range(start, last + 1))
    if not seated:
        raise DomainError(
            _("The phantom plays no round from round %(start)s: nothing to join.")
            % {"start": start}
        )
    event.movement_size = size
    event.movement_options = options
    event.save(update_fields=["movement_size", "movement_options"])
    register_entrant(entrant, by=by, player_names=player_names)
    tables = ", ".join(f"round {r} table {t}" for r, t in seated)
    log(
        event,
        by,
        "late",
        Said(
            "%(code)s (%(value)s) joins late: %(tables)s.",
            code=entrant.code,
            value=entrant.name or "unnamed",
            tables=tables,
        ),
    )
    return entrant


def _new_entrant(event: m.Event, full: Movement, label: str) -> m.Entrant:
    parts = adapters.label_parts(label, full.entrants.index(label) + 1)
    return m.Entrant.objects.create(
        event=event,
        kind=m.Entrant.Kind.PAIR,
        label=label,
        section=event.section,
        number=parts.number,
        direction=parts.direction,
    )


def _seat(event, full, label, entrant, taken, rounds) -> list[tuple[int, int]]:
    """The phantom's stored seatings, from the first round on, take the late pair; each is
    checked to be the phantom's empty side against the movement's own opponent."""
    trays = {t.number: t for t in event.trays.all()}
    stored = {
        (s.round.number, s.table.number): s
        for s in m.Seating.objects.select_for_update(of=("self",))
        .filter(round__event=event, round__number__in=list(rounds))
        .select_related("round", "table")
    }
    seated = []
    for number in rounds:
        if number > full.round_count:
            break
        plan = next((s for s in full.round(number).seatings if label in s.entrants()), None)
        if plan is None:
            continue
        row = stored.get((number, plan.table))
        side = "ns" if plan.ns == label else "ew"
        other = plan.ew if side == "ns" else plan.ns
        other_id = getattr(row, f"{'ew' if side == 'ns' else 'ns'}_id", None)
        if (
            row is None
            or getattr(row, f"{side}_id") is not None
            or other_id not in (None, taken[other].pk if other in taken else None)
            or row.results.exists()
        ):
            raise DomainError(
                _(
                    "Round %(number)s, table %(table)s is not the phantom's seat as the movement has it "
                    "(the seating was changed): seat the late pair by hand."
                )
                % {"number": number, "table": plan.table}
            )
        setattr(row, side, entrant)
        row.tray_set = plan.tray_set
        row.save(update_fields=[side, "tray_set"])
        numbers = plan.trays or full.tray_set(plan.tray_set).trays
        missing = [n for n in numbers if n not in trays]
        if missing:
            raise DomainError(_(NO_SEAT))
        row.trays.set([trays[n] for n in numbers])
        seated.append((number, plan.table))
    return seated
