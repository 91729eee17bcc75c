"""What every USEBIO file the site writes shares: the club, the event's heading, its hand
records (``HANDSET``), and the refusal of what a results file cannot hold."""

from __future__ import annotations

from django.utils.translation import gettext as _

from tournaments import models as m
from tournaments.exchange import usebio_doc as doc

PROGRAM_NAME, PROGRAM_VERSION = "Trays", "0.1.0"
SEAT_NAMES = dict(zip("NESW", doc.HAND_DIRECTIONS, strict=True))


class ExportRefused(ValueError):
    """An event or competition that cannot be written as a results file; the message says
    what to do."""


def exportable(event: m.Event) -> None:
    """Refuse what a results file cannot hold, or should not yet."""
    if event.form == m.Form.PROGRESSIVE:
        raise ExportRefused(
            _("%(name)s is a progressive party: results files have no such form.")
            % {"name": event.name}
        )
    if event.status != m.Status.FINISHED:
        raise ExportRefused(
            _("%(name)s is not finished: finish it on its page, then export its results.")
            % {"name": event.name}
        )
    if not m.Result.objects.filter(tray__event=event).exists():
        raise ExportRefused(_("%(name)s has no results to export.") % {"name": event.name})


def handset_of(event: m.Event) -> tuple[doc.HandRecord, ...]:
    """The event's deals as the file's hand records (``HANDSET``), board by board."""
    deals = m.Deal.objects.filter(tray__event=event).select_related("tray")
    records = []
    for deal in deals.order_by("tray__number"):
        hands = tuple(doc.Hand(SEAT_NAMES[seat], *hand.pbn.split(".")) for seat, hand in deal.cards)
        records.append(doc.HandRecord(deal.tray.number, hands))
    return tuple(records)


def club_of(club: m.Club) -> doc.Club:
    return doc.Club(club.name, club.national_id)


def heading_of(
    event: m.Event, event_type: str, *, board_scoring: str = "", match_scoring: str = ""
) -> dict:
    """The EVENT element's heading for ``event`` (a competition passes its first event)."""
    point_types = list(event.awards.values_list("point_type", flat=True)[:1])
    scale = (
        event.award_scale or m.AwardScale.objects.filter(club=event.club, is_default=True).first()
    )
    return {
        "event_type": event_type,
        "description": event.competition.name if event.competition_id else event.name,
        "identifier": event.competition.slug if event.competition_id else event.slug,
        "program_name": PROGRAM_NAME,
        "program_version": PROGRAM_VERSION,
        "winner_type": 1 if event.one_winner else 2,
        "date": event.date,
        "venue": event.venue,
        "board_scoring": board_scoring,
        "match_scoring": match_scoring,
        "boards_played": event.trays.filter(results__isnull=False).distinct().count(),
        "mps_awarded": bool(point_types),
        "mp_scale": scale.name if point_types and scale else "",
        "mp_type": point_types[0] if point_types else "",
    }
