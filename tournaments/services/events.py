"""Every write goes through a service: one transaction each, and a message a person can act on.

Views, management commands and the admin are thin wrappers around these functions, so there is
one path to create an event, one path to start it and one path to record a result.
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from django.db import IntegrityError, transaction
from django.utils.text import slugify

from movements import catalogue
from movements import trays as tray_rules
from movements.types import Movement
from tournaments import adapters
from tournaments import models as m


class DomainError(Exception):
    """A request that breaks a rule of the game or of the event; the message says which."""


def _require_organiser(event: m.Event, by) -> None:
    if by is None or not event.is_organiser(by):
        raise DomainError("Only an organiser of this event can change it.")


def _unique_slug(name: str, date: dt.date) -> str:
    base = slugify(f"{name} {date:%Y-%m-%d}")[:70] or "event"
    slug, n = base, 2
    while m.Event.objects.filter(slug=slug).exists():
        slug, n = f"{base}-{n}", n + 1
    return slug


# -- events ---------------------------------------------------------------------------------


@transaction.atomic
def create_event(
    *,
    by,
    name: str,
    date: dt.date,
    game: str,
    form: str,
    movement_kind: str,
    movement_size: int,
    boards_per_round: int,
    scoring_method: str,
    venue: str = "",
    movement_options: dict | None = None,
    seed: int | None = None,
    slug: str | None = None,
) -> m.Event:
    """Create a draft event and the entrants its movement numbers."""
    if not name.strip():
        raise DomainError("The event needs a name.")
    event = m.Event(
        name=name.strip(),
        slug=slug or _unique_slug(name, date),
        date=date,
        venue=venue,
        game=game,
        form=form,
        movement_kind=movement_kind,
        movement_size=movement_size,
        movement_options=movement_options or {},
        boards_per_round=boards_per_round,
        scoring_method=scoring_method,
        seed=seed if seed is not None else random.SystemRandom().randrange(1, 10**9),
    )
    try:
        movement = adapters.movement_for(event)
    except (ValueError, KeyError) as exc:
        raise DomainError(f"That movement cannot be built: {exc}") from exc
    event.one_winner = movement.one_winner
    event.save()
    if by is not None:
        event.organisers.add(by)
    _create_entrants(event, movement)
    return event


def _create_entrants(event: m.Event, movement: Movement) -> None:
    kind = {
        m.Form.INDIVIDUALS: m.Entrant.Kind.INDIVIDUAL,
        m.Form.TEAMS: m.Entrant.Kind.PAIR,
    }.get(event.form, m.Entrant.Kind.PAIR)
    teams: dict[str, m.Entrant] = {}
    for index, team in enumerate(movement.teams, start=1):
        teams[team.label] = m.Entrant.objects.create(
            event=event, kind=m.Entrant.Kind.TEAM, label=team.label, number=index
        )
    team_of = {pair: team.label for team in movement.teams for pair in team.pairs}
    rows = []
    for index, label in enumerate(movement.entrants, start=1):
        parts = adapters.label_parts(label, index)
        team = teams.get(team_of.get(label, ""))
        number = team.number if team is not None else parts.number
        rows.append(
            m.Entrant(
                event=event,
                kind=kind,
                label=label,
                number=number,
                direction=parts.direction,
                team=team,
            )
        )
    m.Entrant.objects.bulk_create(rows)


@transaction.atomic
def register_entrant(
    entrant: m.Entrant, *, by, player_names: Sequence[str], name: str = ""
) -> m.Entrant:
    """Name the players of a pair (or the player of an individual entry)."""
    event = entrant.event
    _require_organiser(event, by)
    names = [n.strip() for n in player_names if n and n.strip()]
    expected = 1 if entrant.kind == m.Entrant.Kind.INDIVIDUAL else 2
    if names and len(names) != expected:
        raise DomainError(f"{entrant.code} needs {expected} player name(s), not {len(names)}.")
    if len({n.casefold() for n in names}) != len(names):
        raise DomainError(f"{entrant.code}: the same player cannot be named twice.")
    entrant.members.all().delete()
    for position, player_name in enumerate(names, start=1):
        player = _player_named(player_name)
        m.EntrantMember.objects.create(entrant=entrant, player=player, position=position)
    entrant.name = name.strip() or " & ".join(names)
    entrant.save(update_fields=["name"])
    return entrant


def _player_named(name: str) -> m.Player:
    matches = list(m.Player.objects.filter(name__iexact=name)[:2])
    if len(matches) == 1:
        return matches[0]
    return m.Player.objects.create(name=name)


@transaction.atomic
def start_event(event: m.Event, *, by) -> None:
    """Seat the event: trays, rounds, tables and seatings from the pure movement."""
    event = m.Event.objects.select_for_update().get(pk=event.pk)
    _require_organiser(event, by)
    if event.status != m.Status.DRAFT:
        raise DomainError("This event has already started.")
    movement = adapters.movement_for(event)
    entrants = {e.label: e for e in event.entrants.all()}
    missing = [label for label in movement.entrants if label not in entrants]
    if missing:
        raise DomainError(f"Entrants missing for {', '.join(missing)}.")
    trays = _create_trays(event, movement)
    tables = {
        n: m.Table.objects.create(event=event, number=n) for n in range(1, movement.tables + 1)
    }
    for rnd in movement.rounds:
        round_row = m.Round.objects.create(
            event=event,
            number=rnd.number,
            skip_before=rnd.skip_before,
            arrow_switched=rnd.arrow_switched,
            note=rnd.note[:200],
        )
        for s in rnd.seatings:
            seats = dict(zip("nesw", s.players, strict=True)) if s.players else {}
            seating = m.Seating.objects.create(
                round=round_row,
                table=tables[s.table],
                ns=entrants.get(s.ns) if s.ns else None,
                ew=entrants.get(s.ew) if s.ew else None,
                north=entrants.get(seats.get("n", "")),
                east=entrants.get(seats.get("e", "")),
                south=entrants.get(seats.get("s", "")),
                west=entrants.get(seats.get("w", "")),
                tray_set=s.tray_set,
                arrow_switched=s.arrow_switched,
            )
            if s.is_sit_out or s.tray_set is None:
                continue
            numbers = s.trays or movement.tray_set(s.tray_set).trays
            seating.trays.set([trays[n] for n in numbers])
    event.status = m.Status.PLAYING
    event.current_round = 1
    event.one_winner = movement.one_winner
    event.save(update_fields=["status", "current_round", "one_winner"])


def _create_trays(event: m.Event, movement: Movement) -> dict[int, m.Tray]:
    rows = []
    for tray_set in movement.tray_sets:
        for number in tray_set.trays:
            vulnerability = ""
            if tray_rules.has_vulnerability(event.game):
                vulnerability = tray_rules.vulnerability(number).value.lower()
            rows.append(
                m.Tray(
                    event=event,
                    number=number,
                    tray_set=tray_set.number,
                    dealer=tray_rules.dealer(number, event.game).value,
                    vulnerability=vulnerability,
                )
            )
    m.Tray.objects.bulk_create(rows)
    return {t.number: t for t in event.trays.all()}


@transaction.atomic
def publish_event(event: m.Event, *, by, published: bool = True) -> None:
    _require_organiser(event, by)
    if published and event.status == m.Status.DRAFT:
        raise DomainError("Start the event before publishing it.")
    event.published = published
    event.save(update_fields=["published"])


@transaction.atomic
def finish_event(event: m.Event, *, by) -> None:
    _require_organiser(event, by)
    if event.status != m.Status.PLAYING:
        raise DomainError("Only an event in play can be finished.")
    event.status = m.Status.FINISHED
    event.save(update_fields=["status"])


# -- results ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class WhistEntry:
    """One line of a whist traveller: the tricks each side took at one table."""

    seating_id: int
    ns_tricks: int | None
    ew_tricks: int | None
    adjustment: str = ""


def check_whist_tricks(ns: int | None, ew: int | None, where: str) -> tuple[int, int]:
    """Both sides' tricks, completing one from the other; a clear error for anything else."""
    if ns is None and ew is None:
        raise DomainError(f"{where}: enter the tricks taken.")
    for side, value in (("North-South", ns), ("East-West", ew)):
        if value is not None and not 0 <= value <= 13:
            raise DomainError(f"{where}: {side} tricks must be from 0 to 13, not {value}.")
    if ns is None:
        ns = 13 - ew
    if ew is None:
        ew = 13 - ns
    if ns + ew != 13:
        raise DomainError(
            f"{where}: North-South {ns} and East-West {ew} tricks make {ns + ew}, not 13."
        )
    return ns, ew


def result_snapshot(result: m.Result) -> dict:
    return {
        "ns_tricks": result.ns_tricks,
        "ew_tricks": result.ew_tricks,
        "contract": result.contract,
        "declarer": result.declarer,
        "tricks_taken": result.tricks_taken,
        "ns_score": result.ns_score,
        "adjustment": result.adjustment,
        "revokes_ns": result.revokes_ns,
        "revokes_ew": result.revokes_ew,
    }


@transaction.atomic
def record_whist_traveller(
    event: m.Event,
    tray_number: int,
    entries: Iterable[WhistEntry],
    *,
    by,
    reason: str = "",
    via: str = "traveller",
) -> int:
    """Store a tray's traveller: every line is checked before anything is written.

    Returns the number of results entered or corrected.  A changed result keeps its old value
    in the trail, with the reason given.
    """
    _require_organiser(event, by)
    if not event.is_whist:
        raise DomainError("This traveller is for whist tricks; the event is not whist.")
    if event.status != m.Status.PLAYING:
        raise DomainError("Results can be entered only while the event is in play.")
    tray = m.Tray.objects.filter(event=event, number=tray_number).first()
    if tray is None:
        raise DomainError(f"There is no tray {tray_number} in this event.")
    playing = {
        s.pk: s
        for s in tray.seatings.select_related("table", "round", "ns", "ew").filter(
            ns__isnull=False, ew__isnull=False
        )
    }
    existing = {r.seating_id: r for r in tray.results.select_for_update()}
    checked: list[tuple[m.Seating, WhistEntry, tuple[int | None, int | None]]] = []
    seen: set[int] = set()
    for entry in entries:
        seating = playing.get(entry.seating_id)
        if seating is None:
            raise DomainError(f"Tray {tray_number} is not played at that table in that round.")
        if entry.seating_id in seen:
            raise DomainError(f"Table {seating.table.number} appears twice on the traveller.")
        seen.add(entry.seating_id)
        where = f"Tray {tray_number}, table {seating.table.number}"
        if entry.adjustment:
            _check_adjustment(entry.adjustment, where)
            tricks: tuple[int | None, int | None] = (None, None)
        else:
            tricks = check_whist_tricks(entry.ns_tricks, entry.ew_tricks, where)
        checked.append((seating, entry, tricks))
    if existing and checked and not reason.strip():
        changing = [
            s
            for s, e, t in checked
            if s.pk in existing
            and (existing[s.pk].ns_tricks, existing[s.pk].adjustment) != (t[0], e.adjustment)
        ]
        if changing:
            raise DomainError("Give a reason for correcting a result that was already entered.")
    written = 0
    for seating, entry, (ns, ew) in checked:
        written += _save_result(
            event,
            tray,
            seating,
            existing.get(seating.pk),
            {"ns_tricks": ns, "ew_tricks": ew, "adjustment": entry.adjustment},
            by=by,
            reason=reason,
            via=via,
        )
    return written


def record_whist_slip(
    event: m.Event,
    *,
    tray_number: int,
    table_number: int,
    ns_tricks: int | None,
    ew_tricks: int | None,
    by,
    reason: str = "",
    via: str = "slip",
) -> int:
    """Store one score slip (a tray at a table); refuses a tray that table does not play."""
    seatings = list(
        m.Seating.objects.filter(
            round__event=event,
            table__number=table_number,
            trays__number=tray_number,
            ns__isnull=False,
            ew__isnull=False,
        )
    )
    if not seatings:
        played = (
            m.Tray.objects.filter(
                event=event, seatings__table__number=table_number, seatings__ew__isnull=False
            )
            .values_list("number", flat=True)
            .distinct()
        )
        if not m.Table.objects.filter(event=event, number=table_number).exists():
            raise DomainError(f"There is no table {table_number} in this event.")
        trays = ", ".join(str(n) for n in sorted(played)) or "none"
        raise DomainError(
            f"Tray {tray_number} is not played at table {table_number} "
            f"(table {table_number} plays trays {trays})."
        )
    if len(seatings) > 1:
        raise DomainError(
            f"Tray {tray_number} is played at table {table_number} in more than one round: "
            "use the tray's traveller."
        )
    entry = WhistEntry(seatings[0].pk, ns_tricks, ew_tricks)
    return record_whist_traveller(event, tray_number, [entry], by=by, reason=reason, via=via)


def _check_adjustment(code: str, where: str) -> None:
    from tournaments.scoring.types import Adjustment

    try:
        Adjustment.parse(code)
    except ValueError as exc:
        raise DomainError(f"{where}: {exc}") from exc


def _save_result(
    event: m.Event,
    tray: m.Tray,
    seating: m.Seating,
    result: m.Result | None,
    values: dict,
    *,
    by,
    reason: str,
    via: str,
) -> int:
    user = by if by is not None and by.is_authenticated else None
    if result is None:
        result = m.Result(tray=tray, seating=seating, entered_by=user, entered_via=via, **values)
        try:
            with transaction.atomic():
                result.save()
        except IntegrityError as exc:
            raise DomainError(
                f"Tray {tray.number} at table {seating.table.number} was entered meanwhile; "
                "reload to see the stored result."
            ) from exc
        action, old = m.ResultChange.Action.CREATED, None
    else:
        old = result_snapshot(result)
        for key, value in values.items():
            setattr(result, key, value)
        if result_snapshot(result) == old:
            return 0
        result.save()
        action = m.ResultChange.Action.CORRECTED
    m.ResultChange.objects.create(
        event=event,
        tray=tray,
        seating=seating,
        action=action,
        old_value=old,
        new_value=result_snapshot(result),
        reason=reason.strip()[:300],
        changed_by=user,
        changed_via=via,
    )
    return 1


def movement_summary(kind: str, size: int, **options) -> Movement:
    """Build a movement for display (set-up pages), with a DomainError for impossible sizes."""
    try:
        return catalogue.generate(kind, size, **options)
    except (ValueError, KeyError) as exc:
        raise DomainError(str(exc)) from exc
