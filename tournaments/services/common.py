"""What every service shares: the domain error, the organiser check and the director's log."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext as _

from said import Said
from tournaments import models as m
from tournaments.models.table_lookups import tray_by_number


class DomainError(Exception):
    """A request that breaks a rule of the game or of the event; the message says which."""


def require_organiser(event: m.Event, by) -> None:
    """Set-up, the desk, publishing, finishing and removals: the club's organisers."""
    if by is None or not event.is_organiser(by):
        raise DomainError(_("Only an organiser of this event can change it."))


def require_scorer(event: m.Event, by) -> None:
    """Entering and correcting results: the club's organisers and scorers."""
    if by is None or not event.is_scorer(by):
        raise DomainError(_("Only an organiser or scorer of this event can enter its results."))


def acting_user(by):
    """The account behind a change, or None for a table's own device."""
    return by if by is not None and getattr(by, "is_authenticated", False) else None


def author_name(by) -> str:
    """The username the trail keeps beside the account ("" for a table's own device), so a
    row still says who wrote it once the account is gone or the event restored elsewhere."""
    user = acting_user(by)
    return user.get_username() if user is not None else ""


def log(event: m.Event, by, action: str, text: str | Said) -> None:
    """A line in the director's log: what was done to the event, by whom.  The log is the
    club's record, kept in the club's language whoever's page or phone the change came from:
    a line given as ``Said`` is written in it (the log of a club that changes its language
    keeps its old lines as they were written)."""
    m.LogEntry.objects.create(
        event=event,
        by=acting_user(by),
        by_name=author_name(by),
        action=action,
        text=in_club_language(event, text)[:400],
    )


def in_club_language(event: m.Event, text: str | Said) -> str:
    """Text the site keeps for the event (the log, a deal's note, a new deal's text), written
    in the club's language, whoever's page or phone asked for it: a ``Said`` is read in it,
    with the event's words; plain text is kept as given."""
    if not isinstance(text, Said):
        return text
    with m.club_locale(event.club):
        return event.words.reword(text)


def at_table(event: m.Event, tray: m.Tray, seating: m.Seating) -> Said:
    """Where a ruling was made, as the log names it: "Board 3, table 2"."""
    return Said(
        "%(Board)s %(tray)s, table %(table)s",
        Board=event.words.Board,
        tray=tray.number,
        table=seating.table.number,
    )


def tray_in_play(event: m.Event, tray_number: int, *, director: bool = False) -> m.Tray:
    """The tray, if results may be written now: tables only while the event is in play; the
    director also after it has finished (corrections at any time, with their trail)."""
    open_states = (m.Status.PLAYING, m.Status.FINISHED) if director else (m.Status.PLAYING,)
    if event.status not in open_states:
        raise DomainError(_("Results can be entered only once the event has started."))
    tray = tray_by_number(event.pk, tray_number)  # compiled once: every result entered asks
    if tray is None:
        raise DomainError(
            _("There is no %(board)s %(number)s in this event.")
            % {"board": event.words.board, "number": tray_number}
        )
    return tray


def playing_seatings(tray: m.Tray) -> dict[int, m.Seating]:
    """The seatings that play ``tray`` (a sit-out plays nothing), by id."""
    return {s.pk: s for s in tray.seatings.select_related(*m.SEATING_RELATED).filter(m.PLAYS)}


@dataclass(frozen=True)
class RulingTable:
    """Where a director's ruling applies: the tray, the table's seating, and every seating
    that plays the tray (the laws count them)."""

    tray: m.Tray
    seating: m.Seating
    playing: dict[int, m.Seating]


def ruling_table(
    event: m.Event, tray_number: int, seating_id: int, *, by, reason: str, law: str, game: str,
    applies: bool,
) -> RulingTable:  # fmt: skip
    """The checks every law's ruling at one table opens with, in the order a director meets
    them: an organiser rules; the law is one of this event's game (``applies``); the reason is
    given, since it goes into the history and log; the tray is in play; and the table is one
    of those playing it."""
    require_organiser(event, by)
    if not applies:
        raise DomainError(
            _("%(law)s is a law of duplicate %(game)s: this event is not %(game)s.")
            % {"law": law, "game": game}
        )
    if not reason.strip():
        raise DomainError(_("Say what happened at the table: it goes into the history and log."))
    tray = tray_in_play(event, tray_number, director=True)
    playing = playing_seatings(tray)
    seating = playing.get(seating_id)
    if seating is None:
        raise DomainError(
            _("%(Board)s %(number)s is not played at that table.")
            % {"Board": event.words.Board, "number": tray.number}
        )
    return RulingTable(tray, seating, playing)
