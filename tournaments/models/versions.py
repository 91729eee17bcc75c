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

**The public version** (``Event.public_version``) is the version at the last write a public
reader could see: public polls compare it and public caches are keyed on it.  Every write
changes it too, except two kinds that no public page can show:

- the director's log and the results' trail (``STAFF_ONLY``), read by the club's staff alone;
- a result stored, removed or changed on a tray the public does not see, before the write
  nor after it (``standings.visibility``: while the event is in play, a tray's results are
  public once every table due to play it has played it, or only after the finish).

Whether that tray is seen is read in the writer's transaction after the event's row has been
updated: the update holds the row's lock until the commit, so writers of one event pass one
at a time, and the count of results each reads (a new snapshot per statement, PostgreSQL's
READ COMMITTED; SQLite's writers take the lock up front) includes every earlier writer's.
Two phones saving a tray's last two results at once cannot both see it incomplete.  A result
saved whole over an existing one counts as public whatever its tray: nothing here knows the
tray it had before.
"""

from __future__ import annotations

from django.db import connections, router
from django.db.models import Count, OuterRef, Subquery
from django.db.models.functions import Coalesce
from django.db.models.signals import m2m_changed, post_delete, post_save

from tournaments.models.choices import Status
from tournaments.models.club import Club, Player
from tournaments.models.competitions import Competition
from tournaments.models.deals import Deal
from tournaments.models.events import EntrantMember, Event, ResultsShown, new_version
from tournaments.models.play import TRAY_PLAYED_AT, Seating, Tray
from tournaments.models.prepared import Prepared
from tournaments.models.progressive import ProgressiveResult, ProgressiveSeat
from tournaments.models.results import LogEntry, Result, ResultChange

APP = "tournaments"

# Rows only the club's staff read: writing one leaves the public version as it was.
STAFF_ONLY = (LogEntry, ResultChange)

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


def bump_events(lookup: str, value, *, public: bool = True) -> None:
    """Give the events that ``lookup=value`` finds a fresh version (in the current
    transaction, once per transaction), and a fresh public version unless ``public`` is
    false (a write no public reader can see)."""
    connection = connections[router.db_for_write(Event)]
    key = (lookup, value)
    if _bumped_already(connection, (*key, True)) or (
        not public and _bumped_already(connection, (*key, False))
    ):
        new_version()  # this thread has written: events it read before are not current
        return
    token = new_version()
    fields = {"version": token, "public_version": token} if public else {"version": token}
    Event.objects.filter(**{lookup: value}).update(**fields)
    _mark(connection, (*key, public))


def bump_for_tray(lookup: str, value, tray_id: int, change: int) -> None:
    """A result of tray ``tray_id`` was stored (``change`` 1), removed (-1) or changed (0):
    the staff's version moves, and the public's too when the public sees the tray's results
    now or saw them before the write (one more small query)."""
    bump_events(lookup, value, public=False)
    connection = connections[router.db_for_write(Event)]
    if _bumped_already(connection, (lookup, value, True)):
        return  # the public version has moved in this transaction already
    if tray_seen(tray_id, change):
        bump_events(lookup, value)


def _tray_counts(tray_id: int):
    """A tray's event's state, how many tables are due to play it and how many results it has."""
    entered = (
        Result.objects.filter(tray=OuterRef("pk"))
        .order_by()
        .values("tray")
        .annotate(n=Count("pk"))
        .values("n")
    )
    return (
        Tray.objects.filter(pk=tray_id)
        .annotate(
            due=Count("seatings", filter=TRAY_PLAYED_AT, distinct=True),
            entered=Coalesce(Subquery(entered), 0),
        )
        .values_list("event__status", "event__results_shown", "due", "entered")
        .order_by("pk")[:1]
    )


TRAY_COUNTS = Prepared("tray-counts", Tray, _tray_counts, tray_id=32103)


def tray_seen(tray_id: int, change: int) -> bool:
    """Whether the public sees tray ``tray_id``'s results after a write that changed their
    number by ``change``, or saw them before it: the rule of ``standings.visibility``."""
    rows = TRAY_COUNTS.rows(tray_id=tray_id)  # compiled once: every result saved asks it
    row = rows[0] if rows else None
    if row is None:
        return True  # the tray is gone: that is for the public to see
    status, shown, due, after = row
    if status == Status.FINISHED:
        return True
    if shown == ResultsShown.FINISH:
        return False
    before = after - change
    return due > 0 and max(before, after) >= due


def _bumped_already(connection, key) -> bool:
    """Whether ``key`` was bumped earlier in this writer's transaction, and not rolled back.

    Each bump registers a do-nothing commit callback (``_mark``): Django forgets callbacks
    when the transaction ends, and when a savepoint open at the time is rolled back, so a
    bump counts while its callback is there and the writer's outermost block is still open.
    A savepoint released inside it keeps its writes, and so the bump: a result saved in its
    own savepoint and the trail line written after it update the event's row once.  (A
    test's own wrapping transaction is not the writer's: each service call there is.)
    """
    if not connection.in_atomic_block:
        return False
    marked = connection.__dict__.get("_trays_versions", {}).get(key)
    if marked is None:
        return False
    marker, needed = marked
    if not needed <= set(connection.savepoint_ids):
        return False
    return any(func is marker for _sids, func, *_rest in connection.run_on_commit)


def _writers_savepoints(connection) -> set:
    """The savepoints of the blocks up to the writer's outermost (a test's wrappers and the
    writer's own): while they are open, the writer's transaction is the one marked."""
    blocks = connection.atomic_blocks
    writer = next(
        (i for i, b in enumerate(blocks) if not getattr(b, "_from_testcase", False)),
        len(blocks) - 1,
    )
    return set(connection.savepoint_ids[:writer])


def _mark(connection, key) -> None:
    if not connection.in_atomic_block:
        return
    seen = connection.__dict__.setdefault("_trays_versions", {})

    def marker() -> None:
        seen.pop(key, None)

    seen[key] = (marker, _writers_savepoints(connection))
    connection.on_commit(marker)


def _bump_for(instance, change: int) -> None:
    lookup = event_lookup(instance)
    if lookup is None:
        return
    if isinstance(instance, STAFF_ONLY):
        bump_events(*lookup, public=False)
    elif isinstance(instance, Result) and instance.tray_id is not None:
        bump_for_tray(*lookup, instance.tray_id, change)
    else:
        bump_events(*lookup)


def _saved(sender, instance, created=False, update_fields=None, **kwargs) -> None:
    if sender._meta.app_label != APP:
        return
    if isinstance(instance, Result) and not created and not _same_tray(update_fields):
        bump_events(*event_lookup(instance))  # saved whole: its tray may have changed
        return
    _bump_for(instance, 1 if created else 0)


def _same_tray(update_fields) -> bool:
    """Whether a result's save could not have moved it to another tray."""
    return update_fields is not None and "tray" not in update_fields


def _deleted(sender, instance, **kwargs) -> None:
    if sender._meta.app_label != APP:
        return
    _bump_for(instance, -1)


def _trays_changed(sender, instance, action, pk_set, **kwargs) -> None:
    """A seating's trays changed (from either side of the many-to-many)."""
    if not action.startswith("post_"):
        return
    if isinstance(instance, Seating):
        bump_events("rounds", instance.round_id)
    else:
        bump_events("pk", instance.event_id)


post_save.connect(_saved, dispatch_uid="trays-version-save")
post_delete.connect(_deleted, dispatch_uid="trays-version-delete")
m2m_changed.connect(_trays_changed, sender=Seating.trays.through, dispatch_uid="trays-version-m2m")
