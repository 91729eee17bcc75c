"""Sending the results mails a publication queued: once each, retried when they fail.

A mail row is claimed before it is sent (its status moves from waiting to sending in one
conditional update, so two senders never take the same row), and marked sent once the mail
server has taken it.  A failure is tried again later (after 1, 5, 15 and 60 minutes), then
given up with the server's answer kept for the director.  A row left "sending" by a process
that died is taken again after ``LEASE``.

``deliver_soon`` runs after a publication is saved: in a thread of its own (the director's
request does not wait for the mail server), which stays until every retry is done, or inline
when ``TRAYS_MAIL_IN_BACKGROUND`` is off; ``manage.py outbox`` sends whatever is due (after
a restart, or from a timer, for a site that wants one).
"""

from __future__ import annotations

import datetime as dt
import logging
import threading
import time

from django.conf import settings
from django.core.mail import EmailMultiAlternatives, get_connection
from django.db import close_old_connections, connection, transaction
from django.db.models import Q
from django.utils import timezone

from tournaments import models as m

RETRY_MINUTES = (1, 5, 15, 60)
LEASE = dt.timedelta(minutes=10)
BATCH = 200
logger = logging.getLogger(__name__)


def due(now: dt.datetime):
    """The mails to send now: waiting, failed and due again, or claimed too long ago."""
    waiting = Q(status__in=[m.MailStatus.QUEUED, m.MailStatus.FAILED]) & (
        Q(next_attempt_at__isnull=True) | Q(next_attempt_at__lte=now)
    )
    stale = Q(status=m.MailStatus.SENDING, claimed_at__lt=now - LEASE)
    return m.ResultMail.objects.filter(waiting | stale).order_by("pk")


def deliver_due(*, now: dt.datetime | None = None, limit: int = BATCH) -> int:
    """Send what is due; returns how many were sent."""
    now = now or timezone.now()
    sent = 0
    mails = list(due(now)[:limit])
    if not mails:
        return 0
    with get_connection(fail_silently=False) as mailer:
        for mail in mails:
            if _claim(mail, now):
                sent += _send(mail, mailer, now)
    return sent


def _claim(mail: m.ResultMail, now: dt.datetime) -> bool:
    """Take the row for this sender alone (no one else moved it since it was read)."""
    taken = m.ResultMail.objects.filter(
        pk=mail.pk, status=mail.status, claimed_at=mail.claimed_at
    ).update(status=m.MailStatus.SENDING, claimed_at=now)
    return taken == 1


def _send(mail: m.ResultMail, mailer, now: dt.datetime) -> int:
    message = EmailMultiAlternatives(
        mail.subject, mail.text, settings.DEFAULT_FROM_EMAIL, [mail.address], connection=mailer
    )
    if mail.html:
        message.attach_alternative(mail.html, "text/html")
    attempts = mail.attempts + 1
    try:
        message.send()
    except Exception as exc:  # any failure of the mail server or the connection
        gave_up = attempts > len(RETRY_MINUTES)
        wait = dt.timedelta(minutes=RETRY_MINUTES[min(attempts, len(RETRY_MINUTES)) - 1])
        m.ResultMail.objects.filter(pk=mail.pk).update(
            status=m.MailStatus.GAVE_UP if gave_up else m.MailStatus.FAILED,
            attempts=attempts,
            next_attempt_at=None if gave_up else now + wait,
            error=str(exc)[:300] or exc.__class__.__name__,
        )
        logger.warning("results mail %s to %s failed: %s", mail.pk, mail.address, exc)
        return 0
    m.ResultMail.objects.filter(pk=mail.pk).update(
        status=m.MailStatus.SENT, attempts=attempts, sent_at=timezone.now(), error=""
    )
    return 1


def deliver_soon() -> None:
    """Send what is due now, in the background unless the site says inline."""
    if not settings.TRAYS_MAIL_IN_BACKGROUND:
        deliver_due()
        return
    threading.Thread(target=_deliver_in_thread, name="results-mail", daemon=True).start()


def next_retry() -> dt.datetime | None:
    """When the next failed mail is due again (or a claimed one's lease runs out); None when
    nothing is left to send."""
    failed = m.ResultMail.objects.filter(status=m.MailStatus.FAILED).order_by("next_attempt_at")
    claimed = m.ResultMail.objects.filter(status=m.MailStatus.SENDING).order_by("claimed_at")
    times = [x.next_attempt_at for x in failed[:1] if x.next_attempt_at]
    times += [x.claimed_at + LEASE for x in claimed[:1] if x.claimed_at]
    waiting = m.ResultMail.objects.filter(status=m.MailStatus.QUEUED, next_attempt_at=None)
    if waiting.exists():
        times.append(timezone.now())
    return min(times, default=None)


def deliver_until_done(*, sleep=time.sleep, clock=timezone.now) -> int:
    """Send what is due, then wait for each retry in turn until every mail is sent or given
    up (about an hour and a half at most, by ``RETRY_MINUTES``); how many were sent."""
    sent = deliver_due(now=clock())
    while (when := next_retry()) is not None:
        # at least a second a turn: a row another sender holds is not asked for in a spin
        sleep(max((when - clock()).total_seconds(), 1.0))
        sent += deliver_due(now=clock())
    return sent


def _deliver_in_thread() -> None:
    try:
        deliver_until_done()
    except Exception:  # the thread must not die silently: the row stays due for the outbox
        logger.exception("sending results mails failed")
    finally:
        close_old_connections()
        connection.close()


@transaction.atomic
def stop_results_mail(player: m.Player) -> bool:
    """The player takes no more results by mail (from the link in a mail); whether it was
    on before.  Mails already queued for the player are not sent."""
    player = m.Player.objects.select_for_update().get(pk=player.pk)
    was = player.results_by_email
    if was:
        player.results_by_email = False
        player.save(update_fields=["results_by_email"])
    m.ResultMail.objects.filter(
        player=player, status__in=[m.MailStatus.QUEUED, m.MailStatus.FAILED]
    ).update(status=m.MailStatus.GAVE_UP, error="the player asked for no more results by mail")
    return was
