"""An event's version: a fresh token whenever anything its pages show changes.

The read side keeps an event's computed scores and rendered parts in the cache, keyed on
``Event.version`` (``adapters.cached``).  That is only safe if no write can leave the version
as it was, so the version is not bumped by hand in each service but here, by Django's model
signals, for every row saved or deleted that belongs to an event (results, rulings, deals,
seatings, entrants and their players, rounds, trays, the trail, progressive rows), for the
trays a seating plays, and for the club, competition or player whose names and settings the
event's pages show.  ``Event.save`` takes a fresh version itself.

The bump is an ``UPDATE`` in the writer's own transaction, so a reader sees the new version
exactly when it sees the new rows.  Within one transaction each event is bumped once (the
version is invisible to others until the commit anyway); a savepoint rolled back, or a
transaction ended, forgets that, so the next write bumps again.

A table's call for the director, the round clock and the seats' entries (``LIVE``) are read
afresh by every request that shows them, never from a kept part: they change no version.

Writes that send no signal (``QuerySet.update``, ``bulk_create``, ``bulk_update``) call
``bump_events`` themselves.

**The public version** (``Event.public_version``) is the version at the last write a public
reader could see: public polls compare it and public caches are keyed on it.  Every write
changes it too, except the kinds that no public page can show:

- the director's log and the results' trails (``STAFF_ONLY``), read by the club's staff alone;
- a result stored, removed or changed on a tray the public does not see, before the write
  nor after it (``standings.visibility``: while the event is in play, a tray's results are
  public once every table due to play it has played it, or only after the finish).  A result
  saved whole over an existing one (a correction) may have moved to another tray: the tray
  it had is read before the save (``_remember_tray``, one small query: a save with
  ``update_fields`` leaving out the tray needs none) and the write is public when either tray
  was or is seen (a save whose tray was not read, a raw one, counts as public);
- a deal (hand record) written or removed on a tray the public does not see: a deal is shown
  with its tray's results, by the same rule;
- a progressive party's result at a table in a round not yet closed: the star table, the
  running points, the prize list and the guests' pages count closed rounds alone, and the
  round's closing is itself a public write.  Seats are public at once (a guest's page shows
  this round's table and partner).

**The seating version** (``Event.seating_version``) moves with the public version on every
write but those of results: a result, a deal and a progressive party's result move the public
version alone when the public sees them.  What is worked out from the seatings, trays and
rounds alone (the movement as seated, which every table's phone asks for, and which tables
are due to play each tray, which the public's first reader after each result needs) is kept
by it (``adapters.cached.seating_key``), so a result the public sees does not work them out
again.

Whether that tray is seen is read in the writer's transaction after the event's row has been
updated: the update holds the row's lock until the commit, so writers of one event pass one
at a time, and the count of results each reads (a new snapshot per statement, PostgreSQL's
READ COMMITTED; SQLite's writers take the lock up front) includes every earlier writer's.
Two phones saving a tray's last two results at once cannot both see it incomplete.
"""

from __future__ import annotations

from django.db import connections, router
from django.db.models import Count, OuterRef, Subquery
from django.db.models.functions import Coalesce
from django.db.models.signals import m2m_changed, post_delete, post_save, pre_save

from tournaments.models.calls import DirectorCall
from tournaments.models.choices import Status
from tournaments.models.clock import RoundClock
from tournaments.models.club import Club, Player
from tournaments.models.competitions import Competition
from tournaments.models.deals import Deal
from tournaments.models.django_internals import (
    cached_related,
    commit_callbacks,
    in_atomic_block,
    savepoint_ids,
    writers_blocks,
)
from tournaments.models.events import VERSIONS, EntrantMember, Event, ResultsShown, new_version
from tournaments.models.play import TRAY_PLAYED_AT, Seating, Tray
from tournaments.models.prepared import TRAY, Prepared
from tournaments.models.progressive import (
    ProgressiveChange,
    ProgressiveResult,
    ProgressiveRound,
    ProgressiveSeat,
    RoundState,
)
from tournaments.models.results import LogEntry, Result, ResultChange
from tournaments.models.seat_players import SeatPlayer

APP = "tournaments"

# Rows only the club's staff read (the host's page shows a party's trail): writing one leaves
# the public version as it was.
STAFF_ONLY = (LogEntry, ResultChange, ProgressiveChange)
# Rows read live by the pads, the desk and the big screen, never kept by version: a table's
# call, the round clock and who entered each seat's player change no page's kept parts (the
# pair's players themselves are ``EntrantMember`` rows, which do).
LIVE = (DirectorCall, RoundClock, SeatPlayer)

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
    tray = cached_related(row, "tray")  # a result or deal whose tray is in hand
    if tray is not None:
        return ("pk", tray.event_id)
    path = PATHS.get(type(row))
    if path is None:
        return None
    value = getattr(row, path[1])
    return None if value is None else (path[0], value)


# The versions a write moves, by how far it reaches: the staff's alone, the public's too, or
# the seating version as well (``_LEVELS``' order: each moves those before it).
STAFF, PUBLIC, SEATING = 0, 1, 2
_LEVELS = (("version",), ("version", "public_version"), VERSIONS)


def bump_events(lookup: str, value, *, public: bool = True, seating: bool | None = None) -> None:
    """Give the events that ``lookup=value`` finds a fresh version (in the current
    transaction, once per transaction), and a fresh public version unless ``public`` is
    false (a write no public reader can see), and a fresh seating version unless
    ``seating`` is false (a result's or a deal's write, which leaves the seatings as they
    were; by default it moves with the public version)."""
    level = SEATING if public and seating is not False else PUBLIC if public else STAFF
    connection = connections[router.db_for_write(Event)]
    key = (lookup, value)
    if _reached(connection, key, level):
        new_version()  # this thread has written: events it read before are not current
        return
    token = new_version()
    Event.objects.filter(**{lookup: value}).update(**dict.fromkeys(_LEVELS[level], token))
    _mark(connection, (*key, level))


def bump_for_tray(lookup: str, value, tray_id: int, change: int, *others) -> None:
    """A result of tray ``tray_id`` was stored (``change`` 1), removed (-1) or changed (0),
    or its deal written (0): the staff's version moves, and the public's too when the public
    sees the tray's results now or saw them before the write (one more small query a tray).
    ``others`` are more (tray, change) pairs the same write touched (a result moved)."""
    bump_events(lookup, value, public=False)
    connection = connections[router.db_for_write(Event)]
    if _reached(connection, (lookup, value), PUBLIC):
        return  # the public version has moved in this transaction already
    pairs = [(tray_id, change), *others]
    if any(tray_seen(tray, moved) for tray, moved in pairs):
        bump_events(lookup, value, seating=False)


def round_closed(round_id: int) -> bool:
    """Whether a progressive round's results are counted on the public pages (closed), or
    the round is gone (which the public sees)."""
    state = ProgressiveRound.objects.filter(pk=round_id).values_list("state", flat=True).first()
    return state is None or state == RoundState.CLOSED


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


TRAY_COUNTS = Prepared("tray-counts", Tray, _tray_counts, tray_id=TRAY)


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


def _reached(connection, key: tuple, level: int) -> bool:
    """Whether this transaction has bumped the events ``key`` finds at ``level`` or further
    (a bump that reached less does not stand for it)."""
    return any(_bumped_already(connection, (*key, done)) for done in range(level, SEATING + 1))


def _bumped_already(connection, key) -> bool:
    """Whether ``key`` was bumped earlier in this writer's transaction, and not rolled back.

    Each bump registers a do-nothing commit callback (``_mark``): Django forgets callbacks
    when the transaction ends, and when a savepoint open at the time is rolled back, so a
    bump counts while its callback is there and the writer's outermost block is still open.
    A savepoint released inside it keeps its writes, and so the bump: a result saved in its
    own savepoint and the trail line written after it update the event's row once.  (A
    test's own wrapping transaction is not the writer's: each service call there is.)
    """
    if not in_atomic_block(connection):
        return False
    marked = connection.__dict__.get("_trays_versions", {}).get(key)
    if marked is None:
        return False
    marker, needed = marked
    if not needed <= set(savepoint_ids(connection)):
        return False
    return any(func is marker for func in commit_callbacks(connection))


def _writers_savepoints(connection) -> set:
    """The savepoints of the blocks up to the writer's outermost (a test's wrappers and the
    writer's own): while they are open, the writer's transaction is the one marked."""
    writers = writers_blocks(connection)
    writer = next((i for i, mine in enumerate(writers) if mine), len(writers) - 1)
    return set(savepoint_ids(connection)[:writer])


def _mark(connection, key) -> None:
    if not in_atomic_block(connection):
        return
    seen = connection.__dict__.setdefault("_trays_versions", {})

    def marker() -> None:
        seen.pop(key, None)

    seen[key] = (marker, _writers_savepoints(connection))
    connection.on_commit(marker)


def _bump_for(instance, change: int) -> None:
    lookup = event_lookup(instance)
    if lookup is None or isinstance(instance, LIVE):
        return
    if isinstance(instance, STAFF_ONLY):
        bump_events(*lookup, public=False)
    elif isinstance(instance, TRAY_ROWS) and instance.tray_id is not None:
        left = _tray_left(instance)
        gained = (1 if left else change) if isinstance(instance, Result) else 0
        bump_for_tray(*lookup, instance.tray_id, gained, *left)
    elif isinstance(instance, ProgressiveResult):
        bump_events(*lookup, public=False)
        if round_closed(instance.round_id):
            bump_events(*lookup, seating=False)
    else:
        bump_events(*lookup)


# Rows shown with their tray's results: a result, a deal.
TRAY_ROWS = (Result, Deal)
UNKNOWN = object()


def _remember_tray(sender, instance, raw=False, using=None, update_fields=None, **kw) -> None:
    """Before a result or deal already stored is saved whole, the tray it has in the
    database: the save may move it, and the public may have seen it where it was."""
    if raw or not isinstance(instance, TRAY_ROWS) or instance._state.adding:
        return
    if not _may_move(update_fields):
        return
    rows = type(instance)._default_manager.using(using).filter(pk=instance.pk)
    instance._tray_before = rows.values_list("tray_id", flat=True).first()


def _tray_left(instance) -> list[tuple[int, int]]:
    """The tray a result or deal was moved from by this save, as a (tray, change) pair: the
    tray has one result fewer (a deal changes no count); none when it stayed."""
    before = instance.__dict__.pop("_tray_before", UNKNOWN)
    if before is UNKNOWN or before is None or before == instance.tray_id:
        return []
    return [(before, -1 if isinstance(instance, Result) else 0)]


def _saved(sender, instance, created=False, update_fields=None, **kwargs) -> None:
    if sender._meta.app_label != APP:
        return
    if (
        isinstance(instance, TRAY_ROWS)
        and not created
        and _may_move(update_fields)
        and instance.__dict__.get("_tray_before", UNKNOWN) is UNKNOWN
    ):
        lookup = event_lookup(instance)  # its tray before is unknown: public, to be safe
        if lookup is not None:
            bump_events(*lookup)
        return
    _bump_for(instance, 1 if created else 0)


def _may_move(update_fields) -> bool:
    """Whether a save could move its row to another tray."""
    return update_fields is None or "tray" in update_fields


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


pre_save.connect(_remember_tray, dispatch_uid="trays-version-tray-before")
post_save.connect(_saved, dispatch_uid="trays-version-save")
post_delete.connect(_deleted, dispatch_uid="trays-version-delete")
m2m_changed.connect(_trays_changed, sender=Seating.trays.through, dispatch_uid="trays-version-m2m")
