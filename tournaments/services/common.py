"""What every service shares: the domain error and the organiser check."""

from __future__ import annotations

from tournaments import models as m


class DomainError(Exception):
    """A request that breaks a rule of the game or of the event; the message says which."""


def require_organiser(event: m.Event, by) -> None:
    if by is None or not event.is_organiser(by):
        raise DomainError("Only an organiser of this event can change it.")
