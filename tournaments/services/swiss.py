"""Swiss events: each match's draw made when the director calls it, and the director's own.

The rule itself is the pure ``movements.swiss``; this module reads the scores so far, keeps
the draws in the event's movement options (so the movement, its papers and its backup all
follow from them) and stores the new match's rounds and seatings.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from django.db import transaction
from django.db.models import Count
from django.utils.translation import gettext as _

from movements import swiss
from movements.types import Movement
from movements.words import joined
from said import Said, in_english
from tournaments import models as m
from tournaments.adapters import movements as adapters
from tournaments.services.common import DomainError, log, require_organiser
from tournaments.services.events import movement_of, seat_rounds
from tournaments.standings import swiss_totals

SWISS_KINDS = ("swiss-teams", "swiss-pairs")


def is_swiss(event: m.Event) -> bool:
    return event.movement_kind in SWISS_KINDS


def _require_swiss(event: m.Event) -> Movement:
    if not is_swiss(event):
        raise DomainError(_("Only a Swiss event has its matches drawn as it goes."))
    return movement_of(event)


def _rounds_of_match(movement: Movement, match: int) -> list[int]:
    step = swiss.rounds_per_match(movement)
    return list(range((match - 1) * step + 1, match * step + 1))


def unfinished_tables(event: m.Event, rounds: Sequence[int]) -> list[tuple[int, int]]:
    """(round, table) of every seating in those rounds with a tray still to be scored (one
    query)."""
    seatings = (
        m.Seating.objects.filter(round__event=event, round__number__in=list(rounds))
        .exclude(ns=None)
        .exclude(ew=None)
        .annotate(
            tray_count=Count("trays", distinct=True), result_count=Count("results", distinct=True)
        )
        .values_list("round__number", "table__number", "tray_count", "result_count")
    )
    return sorted((r, t) for r, t, trays, results in seatings if results < trays)


def _store(event: m.Event, draws: list[swiss.Draw]) -> Movement:
    options = dict(event.movement_options or {})
    options["draws"] = [d.as_data() for d in draws]
    event.movement_options = options
    event.save(update_fields=["movement_options"])
    return adapters.generated_movement(event)


def _draw_text(
    number: int, draw: swiss.Draw, name: Callable[[str], Said], *, by_hand: bool = False
) -> Said:
    """The log's line for a match drawn: its matches and who has the bye."""
    matches = joined([Said("%(a)s v %(b)s", a=name(a), b=name(b)) for a, b in draw.matches], ", ")
    if draw.bye and by_hand:
        text = "Match %(number)s drawn by hand: %(matches)s; %(bye)s has the bye."
    elif draw.bye:
        text = "Match %(number)s drawn: %(matches)s; %(bye)s has the bye."
    elif by_hand:
        text = "Match %(number)s drawn by hand: %(matches)s."
    else:
        text = "Match %(number)s drawn: %(matches)s."
    bye = name(draw.bye) if draw.bye else ""
    return Said(text, number=number, matches=matches, bye=bye)


def _label_namer(movement: Movement) -> Callable[[str], Said]:
    if movement.teams:
        return lambda label: Said("team %(label)s", label=label)
    return lambda label: Said("pair %(label)s", label=label)


@transaction.atomic
def draw_next_match(event: m.Event, *, by) -> swiss.Draw:
    """Draw the next match from the scores so far and seat it; the match's first round is
    called at once (the draw is what the director announces)."""
    event = m.Event.objects.select_for_update().get(pk=event.pk)
    require_organiser(event, by)
    movement = _require_swiss(event)
    if event.status != m.Status.PLAYING:
        raise DomainError(_("Matches are drawn while the event is in play."))
    done = swiss.drawn(movement)
    planned = swiss.planned_matches(movement)
    if len(done) >= planned:
        raise DomainError(
            _("All %(planned)s matches are drawn: finish the event when they end.")
            % {"planned": planned}
        )
    last_rounds = _rounds_of_match(movement, len(done))
    if event.current_round < last_rounds[-1]:
        raise DomainError(
            _("Match %(done)s is still in play: call round %(last_rounds)s first.")
            % {"done": len(done), "last_rounds": last_rounds[-1]}
        )
    waiting = unfinished_tables(event, last_rounds)
    if waiting:
        where = ", ".join(f"table {t} (round {r})" for r, t in waiting)
        raise DomainError(
            _(
                "Match %(done)s is not complete: waiting for %(where)s. The next draw goes by every result."
            )
            % {"done": len(done), "where": where}
        )
    try:
        draw = swiss.next_draw(
            swiss_totals.ranking(event, movement),
            swiss.meetings(done),
            {d.bye for d in done if d.bye},
        )
    except swiss.SwissError as exc:
        raise DomainError(str(exc)) from exc
    new = _store(event, [*done, draw])
    _seat_match(event, new, len(done) + 1)
    event.current_round = last_rounds[-1] + 1
    event.save(update_fields=["current_round"])
    log(event, by, "draw", _draw_text(len(done) + 1, draw, _label_namer(new)))
    return draw


def _seat_match(event: m.Event, movement: Movement, match: int) -> None:
    numbers = _rounds_of_match(movement, match)
    seat_rounds(
        movement,
        [movement.round(n) for n in numbers],
        event=event,
        entrants={e.label: e for e in event.entrants.all()},
        trays={t.number: t for t in event.trays.all()},
        tables={t.number: t for t in event.tables.all()},
    )


@transaction.atomic
def set_draw(
    event: m.Event, matches: Sequence[tuple[str, str]], *, by, allow_repeat: bool = False
) -> swiss.Draw:
    """The director's own draw for the latest match (before the start: match 1), while none
    of its results is in.  A repeat meeting only when the director says so."""
    event = m.Event.objects.select_for_update().get(pk=event.pk)
    require_organiser(event, by)
    movement = _require_swiss(event)
    if event.status == m.Status.FINISHED:
        raise DomainError(_("The event is finished: its draws stand."))
    done = swiss.drawn(movement)
    number = len(done)
    rounds = _rounds_of_match(movement, number)
    if m.Result.objects.filter(seating__round__event=event, seating__round__number__in=rounds):
        raise DomainError(
            _("Match %(number)s has results already: its draw stands. Correct a result instead.")
            % {"number": number}
        )
    try:
        draw = swiss.check_draw(matches, swiss.field_of(movement))
    except swiss.SwissError as exc:
        raise DomainError(str(exc)) from exc
    repeats = swiss.meetings(done[:-1]) & swiss.meetings([draw])
    if repeats and not allow_repeat:
        name = _label_namer(movement)
        said = joined(
            [Said("%(a)s and %(b)s", a=name(a), b=name(b)) for a, b in map(sorted, repeats)], "; "
        )
        raise DomainError(
            _("%(said)s have met already. Tick 'allow a repeat meeting' to keep it.")
            % {"said": said}
        )
    new = _store(event, [*done[:-1], draw])
    if event.status == m.Status.PLAYING:
        _reseat(event, new, rounds)
    log(event, by, "draw", _draw_text(number, draw, _label_namer(new), by_hand=True))
    return draw


def _reseat(event: m.Event, movement: Movement, rounds: list[int]) -> None:
    """The match's stored seatings take the new draw: the same tables and trays, new pairs."""
    entrants = {e.label: e for e in event.entrants.all()}
    stored = m.Seating.objects.select_for_update().filter(
        round__event=event, round__number__in=rounds
    )
    by_place = {
        (s.round.number, s.table.number): s for s in stored.select_related("round", "table")
    }
    for number in rounds:
        rnd = movement.round(number)
        m.Round.objects.filter(event=event, number=number).update(note=in_english(rnd.note)[:200])
        m.bump_events("pk", event.pk)  # an update sends no signal
        for s in rnd.seatings:
            row = by_place[(number, s.table)]
            row.ns, row.ew = entrants[s.ns], entrants[s.ew]
            row.save(update_fields=["ns", "ew"])
