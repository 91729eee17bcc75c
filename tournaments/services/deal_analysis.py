"""The double-dummy analysis of stored deals, now or in a thread of its own.

DDS takes a quarter of a second or so a deal on two cores, so a page that stores a whole
event's deals hands them to a thread once its transaction has committed (``analyse_later``)
and answers at once; the ``deals`` command analyses while it waits.  A deal changed while it
was being solved keeps no stale table: each result is saved only over the hands it was solved
for.
"""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING

from django.db import close_old_connections, connection, transaction
from django.utils import timezone

from tournaments import lazy
from tournaments import models as m
from tournaments.models.versions import bump_for_tray

if TYPE_CHECKING:
    from tournaments.deals import analysis
else:  # the solver is imported when a deal is first analysed
    analysis = lazy.module("tournaments.deals.analysis")

logger = logging.getLogger(__name__)


def analyse_deals(event: m.Event, *, again: bool = False, only: list[int] | None = None) -> int:
    """Work out the double-dummy table (and, at contract bridge, par) of every deal not yet
    analysed (``again``: of every deal); the number analysed.  Each batch is saved as it is
    solved, and only over the hands it was solved for."""
    rows = m.Deal.objects.filter(tray__event=event).select_related("tray")
    if only is not None:
        rows = rows.filter(pk__in=only)
    if not again:
        rows = rows.filter(tricks__isnull=True)
    rows = list(rows.order_by("tray__number"))
    done = 0
    for start in range(0, len(rows), analysis.BATCH):
        chunk = rows[start : start + analysis.BATCH]
        tables = analysis.tables([d.cards for d in chunk])
        now = timezone.now()
        with transaction.atomic():
            for deal, tricks in zip(chunk, tables, strict=True):
                found = None
                if event.game == m.Game.BRIDGE:
                    found = analysis.par(
                        tricks, deal.tray.dealer, deal.tray.vulnerability or "none"
                    )
                done += m.Deal.objects.filter(pk=deal.pk, hands=deal.hands).update(
                    tricks=tricks,
                    par_score=found.score if found else None,
                    par_contracts=list(found.contracts) if found else [],
                    analysed_at=now,
                )
            for deal in chunk:  # the travellers show the analysis, the public's once seen
                bump_for_tray("pk", event.pk, deal.tray_id, 0)
    return done


_running: dict[int, threading.Thread] = {}
_running_lock = threading.Lock()


def analyse_later(event: m.Event) -> None:
    """Analyse the event's new deals in a thread of their own once the saving transaction has
    committed, so the page that stored them answers at once."""
    pk = event.pk
    transaction.on_commit(lambda: _start(pk))


def _start(pk: int) -> None:
    with _running_lock:
        if pk in _running and _running[pk].is_alive():
            return
        thread = threading.Thread(target=_analyse_in_thread, args=(pk,), daemon=True)
        _running[pk] = thread
        thread.start()


def _analyse_in_thread(pk: int) -> None:
    close_old_connections()
    try:
        event = m.Event.objects.filter(pk=pk).first()
        if event is not None:
            analyse_deals(event)
    except Exception:  # a thread has no caller to tell: the deals page shows them unanalysed
        logger.exception("Analysing the deals of event %s failed", pk)
    finally:
        connection.close()


def wait_for_analysis(timeout: float | None = None) -> None:
    """Wait for analyses running in threads (the tests and the command line wait)."""
    with _running_lock:
        threads = list(_running.values())
    for thread in threads:
        thread.join(timeout)
