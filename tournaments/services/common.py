"""What every service shares: the domain error, the organiser check and the director's log."""

from __future__ import annotations

from tournaments import models as m


class DomainError(Exception):
    """A request that breaks a rule of the game or of the event; the message says which."""


def require_organiser(event: m.Event, by) -> None:
    """Set-up, the desk, publishing, finishing and removals: the club's organisers."""
    if by is None or not event.is_organiser(by):
        raise DomainError("Only an organiser of this event can change it.")


def require_scorer(event: m.Event, by) -> None:
    """Entering and correcting results: the club's organisers and scorers."""
    if by is None or not event.is_scorer(by):
        raise DomainError("Only an organiser or scorer of this event can enter its results.")


def acting_user(by):
    """The account behind a change, or None for a table's own device."""
    return by if by is not None and getattr(by, "is_authenticated", False) else None


def author_name(by) -> str:
    """The username the trail keeps beside the account ("" for a table's own device), so a
    row still says who wrote it once the account is gone or the event restored elsewhere."""
    user = acting_user(by)
    return user.get_username() if user is not None else ""


def log(event: m.Event, by, action: str, text: str) -> None:
    """A line in the director's log: what was done to the event, by whom."""
    m.LogEntry.objects.create(
        event=event, by=acting_user(by), by_name=author_name(by), action=action, text=text[:400]
    )
