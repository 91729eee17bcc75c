"""Publishing a finished event's results: the awards, and each player's results by mail.

A publication happens when the director publishes a finished event, finishes a published one,
or publishes again after a correction.  Each one is numbered and keeps a digest of what was
published (the results and the scale the awards follow): publishing again with nothing changed
makes no new publication and sends nothing.  A publication works out the awards, then queues
one mail per player with an address who takes results by mail; a corrected publication only
for the players whose own figures changed since the last mail they were sent.  The mails go
once the publication is saved, in the background (``services.mail``).
"""

from __future__ import annotations

import hashlib
import json

from django.db import transaction
from django.utils.translation import gettext as _

from said import Said
from tournaments import models as m
from tournaments.services.awards import award_event, scale_of
from tournaments.services.common import DomainError, acting_user, author_name, log
from tournaments.services.mail import deliver_soon
from tournaments.standings.results_mail import compose_mails

RESULT_FIELDS = (
    "tray__number", "seating__round__number", "seating__table__number", "ns_tricks",
    "contract", "declarer", "tricks_taken", "ns_score", "honours", "honours_side",
    "adjustment", "revokes_ns", "revokes_ew",
)  # fmt: skip


def published_version(event: m.Event) -> str:
    """A digest of what a publication of the event would publish now."""
    rows = list(
        m.Result.objects.filter(tray__event=event)
        .order_by(*RESULT_FIELDS[:3])
        .values_list(*RESULT_FIELDS)
    )
    scale = scale_of(event)
    scale_part = [scale.name, scale.rows, scale.point_type] if scale else None
    text = json.dumps([rows, scale_part], default=str, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def last_publication(event: m.Event) -> m.Publication | None:
    return event.publications.order_by("-number").first()


def has_changes(event: m.Event) -> bool:
    """Whether publishing now would publish something new (a correction since the last)."""
    last = last_publication(event)
    return last is None or last.version != published_version(event)


@transaction.atomic
def publish_results(event: m.Event, *, by) -> m.Publication | None:
    """A publication of a finished, published event's results, or None when there is
    nothing new to publish (or the event is not both finished and published)."""
    event = m.Event.objects.select_for_update().get(pk=event.pk)
    if event.status != m.Status.FINISHED or not event.published:
        return None
    if event.form == m.Form.PROGRESSIVE:
        return None
    version = published_version(event)
    last = last_publication(event)
    if last is not None and last.version == version:
        return None
    award_event(event)
    publication = m.Publication.objects.create(
        event=event,
        number=(last.number + 1) if last else 1,
        by=acting_user(by),
        by_name=author_name(by),
        version=version,
        corrected=last is not None,
    )
    queued = _queue(publication)
    what = "Corrected results published" if publication.corrected else "Results published"
    log(
        event,
        by,
        "publish",
        Said(
            "%(what)s (publication %(number)s): %(queued)s mail(s).",
            what=what,
            number=publication.number,
            queued=queued,
        ),
    )
    transaction.on_commit(deliver_soon)
    return publication


def _queue(publication: m.Publication) -> int:
    """The publication's mails: every player with an address who takes results by mail,
    except, after a correction, those whose figures are what they were last sent."""
    event = publication.event
    last_sent = {}
    for mail in m.ResultMail.objects.filter(publication__event=event).order_by(
        "publication__number"
    ):
        last_sent[mail.player_id] = mail.digest
    rows = [
        m.ResultMail(
            publication=publication,
            player=c.player,
            address=c.address,
            digest=c.digest,
            subject=c.subject,
            text=c.text,
            html=c.html,
        )
        for c in compose_mails(event, corrected=publication.corrected)
        if last_sent.get(c.player.pk) != c.digest
    ]
    m.ResultMail.objects.bulk_create(rows)
    return len(rows)


def publish_again(event: m.Event, *, by) -> m.Publication:
    """Publish a corrected event's results again; a refusal when nothing has changed."""
    if event.status != m.Status.FINISHED:
        raise DomainError(_("Only a finished event's results are published again."))
    if not event.published:
        raise DomainError(_("Publish the results first."))
    publication = publish_results(event, by=by)
    if publication is None:
        raise DomainError(_("Nothing has changed since the results were last published."))
    return publication
