"""An event's version: a fresh token whenever anything its pages show changes.

The read side keeps an event's computed scores and rendered parts in the cache, keyed on
``Event.version`` (``standings.cached``).  That is only safe if no write can leave the version
as it was, so the version is not bumped by hand in each service but here, by Django's model
signals, for every row saved or deleted that belongs to an event (results, rulings, deals,
seatings, entrants and their players, rounds, trays, the trail, progressive rows), for the
trays a seating plays, and for the club, competition or player whose names and settings the
event's pages show.  ``Event.save`` takes a fresh version itself.

The bump is an ``UPDATE`` in the writer's own transaction, so a reader sees the new version
exactly when it sees the new rows.  Within one transaction each event is bumped once (the
version is invisible to others until the commit anyway); a savepoint rolled back, or a
transaction ended, forgets that, so the next write bumps again.

Writes that send no signal (``QuerySet.update``, ``bulk_create``, ``bulk_update``) call
``bump_events`` themselves.
"""

from __future__ import annotations

from django.db import connections, router
from django.db.models.signals import m2m_changed, post_delete, post_save

from tournaments.models.club import Club, Player
from tournaments.models.competitions import Competition
from tournaments.models.deals import Deal
from tournaments.models.events import EntrantMember, Event, new_version
from tournaments.models.play import Seating
from tournaments.models.progressive import ProgressiveResult, ProgressiveSeat
from tournaments.models.results import Result

APP = "tournaments"

# How to find a row's event when it has no ``event_id``: (Event lookup, the row's field).
PATHS: dict[type, tuple[str, str]] = {
    Result: ("trays", "tray_id"),
    Deal: ("trays", "tray_id"),
    Seating: ("rounds", "round_id"),
    EntrantMember: ("entrants", "entrant_id"),
    ProgressiveSeat: ("progressive_rounds", "round_id"),
    ProgressiveResult: ("progressive_rounds", "round_id"),
    Player: ("entrants__members__player", "pk"),
    Club: ("club", "pk"),
    Competition: ("competition", "pk"),
}


def event_lookup(row) -> tuple[str, object] | None:
    """The (lookup, value) that finds the events ``row`` belongs to; None for rows no
    event's page shows (club members, users)."""
    if isinstance(row, Event):
        return None
    event_id = getattr(row, "event_id", None)
    if event_id is not None:
        return ("pk", event_id)
    tray = row._state.fields_cache.get("tray")  # a result or deal whose tray is in hand
    if tray is not None:
        return ("pk", tray.event_id)
    path = PATHS.get(type(row))
    if path is None:
        return None
    value = getattr(row, path[1])
    return None if value is None else (path[0], value)


def bump_events(lookup: str, value) -> None:
    """Give the events that ``lookup=value`` finds a fresh version (in the current
    transaction, once per transaction)."""
    connection = connections[router.db_for_write(Event)]
    if _bumped_already(connection, (lookup, value)):
        new_version()  # this thread has written: events it read before are not current
        return
    Event.objects.filter(**{lookup: value}).update(version=new_version())


def _bumped_already(connection, key) -> bool:
    """Whether ``key`` was bumped earlier in this transaction, at a savepoint still open.

    Each bump registers a do-nothing commit callback: Django forgets callbacks when the
    transaction ends or the savepoint they were registered under is rolled back, and records
    the savepoints open at the time, so a bump counts only while all of those hold.
    """
    if not connection.in_atomic_block:
        return False
    seen = connection.__dict__.setdefault("_trays_versions", {})
    marker = seen.get(key)
    open_points = set(connection.savepoint_ids)
    if marker is not None:
        for sids, func, *_rest in connection.run_on_commit:
            if func is marker:
                if sids <= open_points:
                    return True
                break

    def marker() -> None:
        seen.pop(key, None)

    seen[key] = marker
    connection.on_commit(marker)
    return False


def _changed(sender, instance, **kwargs) -> None:
    if sender._meta.app_label != APP:
        return
    lookup = event_lookup(instance)
    if lookup is not None:
        bump_events(*lookup)


def _trays_changed(sender, instance, action, pk_set, **kwargs) -> None:
    """A seating's trays changed (from either side of the many-to-many)."""
    if not action.startswith("post_"):
        return
    if isinstance(instance, Seating):
        bump_events("rounds", instance.round_id)
    else:
        bump_events("pk", instance.event_id)


post_save.connect(_changed, dispatch_uid="trays-version-save")
post_delete.connect(_changed, dispatch_uid="trays-version-delete")
m2m_changed.connect(_trays_changed, sender=Seating.trays.through, dispatch_uid="trays-version-m2m")
