"""An event's computed scores and rendered parts, computed once per version of the event.

Scoring an event means reading every result with its tray, seating, round, table and pairs
(some 11,000 rows at 40 tables) and working out the match points: two thirds of a standings
page's time.  Every key here holds the event's ``version``, which every write changes in its
own transaction (``models.versions``): a new version is a new key, so a reader never gets
figures older than the version it read, in any process.  Public and staff readers have keys of
their own (what a public reader may see is worked out before anything is kept), and so do
readers with and without players' names.  A public key holds the event's public version
instead, which only a write the public can see changes: while tables enter results on trays
the public cannot see yet, public readers share one scoring and one rendering.

What is kept, and where:

- ``kept``: Django's cache (local memory by default, Redis when ``CACHE_URL`` names one, so
  every process shares it), for what is small once made: rendered parts of pages, CSV files.
- ``memo``: this process's memory, for the scores objects themselves.  They hold thousands of
  model instances; a pickle of a 40-table event's scores is 1.9 MB and takes longer to read
  back than to score the event afresh (see docs/PERFORMANCE.md), so each process scores a
  version once and keeps the last few.  The version is read from the shared database, so a
  process can never serve a version another has replaced.
- ``piece``: this process's memory again, for parts of scores keyed not on a version but on a
  digest of everything they are computed from (the standings after each earlier round, which
  a result in the round in play leaves as they were; each tray's results as read, keyed on
  the text the database gave for them, which a result on another tray leaves as it was).
- ``figures``: as ``piece``, for the many small figures of a teams event's trays (each
  comparison of two tables, keyed on what both results stored): a place of their own, so the
  342 comparisons of 19 teams do not push the trays' values out.
- ``small``: this process's memory, for small things a version keys (the movement as seated,
  which every table's phone asks for): a place of their own, so a few events' scores objects
  do not push them out.

Inside a writer's transaction neither ``kept`` nor ``memo`` is read or filled: the rows read
there may never be committed, and the version in hand is the one from before the write.  A
``piece`` is the same whoever computes it from the same inputs, so it is shared even there.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from typing import TypeVar, cast

from django.core.cache import cache
from django.db import connections, router
from django.utils import translation

from tournaments import models as m
from tournaments.models.django_internals import writers_blocks

SECONDS = 6 * 3600  # an evening; a version that is no longer current is never asked for again
MEMO_SIZE = 8  # scores objects kept per process (a few events in play, both audiences)

PIECES_SIZE = 512  # parts of scores kept per process by what they are computed from
FIGURES_SIZE = 4096  # teams' trays' comparisons kept per process by what they are worked from
SMALL_SIZE = 256  # small things kept per process by version (each event's seated movement)
BY_EVENT_SIZE = 4096  # each event's part of a field, by version (a field of 500 sections)
_memo: OrderedDict[str, object] = OrderedDict()
_pieces: OrderedDict[tuple, object] = OrderedDict()
_figures: OrderedDict[tuple, object] = OrderedDict()
_small: OrderedDict[str, object] = OrderedDict()
_by_event: OrderedDict[tuple, object] = OrderedDict()
_memo_lock = threading.Lock()
Part = TypeVar("Part")


def audience(public: bool) -> str:
    return "public" if public else "staff"


def key_for(event: m.Event, kind: str, public: bool, *parts: object) -> str:
    """The key of something computed from ``event`` as ``public`` readers or the staff see it,
    at the version of what they see, in the reader's language (its words and figures)."""
    tail = ":".join(str(p) for p in parts)
    version, language = event.version_for(public), translation.get_language()
    return f"trays:{kind}:{event.pk}:{version}:{audience(public)}:{language}:{tail}"


def seating_key(event: m.Event, kind: str) -> str:
    """The key of something no result changes (the movement as seated, its chart), the same
    for every reader of a language: every write but a result's, a deal's and the trail's
    changes the seating version, so results entered during play leave it in place."""
    return f"trays:{kind}:{event.pk}:{event.seating_version}:seating:{translation.get_language()}"


def refresh_version(event: m.Event) -> None:
    """Read the event's versions again (one small query) when the object in hand may be
    older than a write of this thread's own (read before it, or made in memory): its scores
    must not be an older version's.  An event a page has just read needs no query."""
    if event.version_current():
        return
    found = m.Event.objects.filter(pk=event.pk).values_list(*m.VERSIONS).first()
    if found is not None:
        event.version, event.public_version, event.seating_version = found
        event.read_after = m.writes_seen()


def in_writer_transaction() -> bool:
    """Whether a transaction other than a test's own wrapper is open."""
    connection = connections[router.db_for_read(m.Event)]
    return any(writers_blocks(connection))


def kept(key: str, build: Callable[[], object]):
    """What ``build`` gives, from the shared cache when this version's is there."""
    if in_writer_transaction():
        return build()
    found = cache.get(key)
    if found is None:
        found = build()
        cache.set(key, found, timeout=SECONDS)
    return found


def memo(key: str, build: Callable[[], object]):
    """What ``build`` gives, kept in this process for the last few keys.  The object is
    shared by this process's readers of the version: they only read it."""
    if in_writer_transaction():
        return build()
    return _kept_in(_memo, MEMO_SIZE, key, build)


def memo_found(key: str):
    """What ``memo`` keeps under ``key`` in this process, None when nothing (nothing is
    built)."""
    if in_writer_transaction():
        return None
    return _found_in(_memo, key)


def small(key: str, build: Callable[[], object]):
    """``memo`` for a small object, kept for the last ``SMALL_SIZE`` keys: the scores objects
    of the events in play do not take its place."""
    if in_writer_transaction():
        return build()
    return _kept_in(_small, SMALL_SIZE, key, build)


def piece(key: tuple, build: Callable[[], object]):
    """What ``build`` gives, kept in this process for the last ``PIECES_SIZE`` keys, where
    ``key`` holds a digest of everything ``build`` computes from (not a version): a part of
    the scores that a change elsewhere in the event leaves as it was (the standings after
    each earlier round, for the running charts) is computed once, by whichever version
    needs it first.  The same inputs give the same figures, so any transaction may share it."""
    return _kept_in(_pieces, PIECES_SIZE, key, build)


def figures(key: tuple, build: Callable[[], object]):
    """``piece`` for small figures worked out from ``key`` alone, kept for the last
    ``FIGURES_SIZE`` keys in a place of their own."""
    return _kept_in(_figures, FIGURES_SIZE, key, build)


def by_event(
    kind: str,
    events: Sequence[m.Event],
    version: Callable[[m.Event], str],
    read: Callable[[list[m.Event]], Mapping[int, Part]],
) -> dict[int, Part]:
    """Each event's part of something read for many events at once (a national field's
    results, say), by event id, kept in this process per event and ``version`` (the event's
    version, or its public version for what only a public write changes): only the events
    whose version moved since are read, by one call of ``read`` (their parts by id), so a
    result entered in one section of 500 reads that section again, not the field."""
    if in_writer_transaction():
        return dict(read(list(events)))
    found: dict[int, Part] = {}
    missing = []
    with _memo_lock:
        for event in events:
            key = (kind, event.pk, version(event))
            if key in _by_event:
                _by_event.move_to_end(key)
                found[event.pk] = cast("Part", _by_event[key])
            else:
                missing.append(event)
    if missing:
        parts = read(missing)
        with _memo_lock:
            for event in missing:
                found[event.pk] = _by_event[(kind, event.pk, version(event))] = parts[event.pk]
            while len(_by_event) > BY_EVENT_SIZE:
                _by_event.popitem(last=False)
    return found


def _found_in(store: OrderedDict, key):
    """What ``store`` keeps under ``key``, marked as the last used (None: nothing)."""
    with _memo_lock:
        found = store.get(key)
        if found is not None:
            store.move_to_end(key)
        return found


def _kept_in(store: OrderedDict, size: int, key, build: Callable[[], object]):
    """``build``'s result from ``store`` (this process's, the last ``size`` keys used)."""
    found = _found_in(store, key)
    if found is not None:
        return found
    found = build()
    with _memo_lock:
        store[key] = found
        while len(store) > size:
            store.popitem(last=False)
    return found


def forget() -> None:
    """Empty this process's memo (the tests' fixture, and the bench's cold figures)."""
    with _memo_lock:
        _memo.clear()
        _small.clear()
        _pieces.clear()
        _figures.clear()
        _by_event.clear()
