"""A finished event, or a whole competition, as a USEBIO 1.2 results file.

The national bodies take results in USEBIO for ranking and masterpoints: the event's heading
(its type, date, winners, masterpoint scale), each participant with its players' national
numbers, total, percentage, place and award, every board's traveller with the figures each
line earned, and the event's deals as its hand records (``HANDSET``).  A competition is one
event with its overall result, its sessions and sections nested as the format nests them,
each section with its own participants and boards.

Only a finished event is exported (its results are final), and never a progressive party (the
format has no such form): ``ExportRefused`` says why.
"""

from __future__ import annotations

from tournaments import models as m
from tournaments.adapters import results as rows_of
from tournaments.exchange import usebio_doc as doc
from tournaments.exchange.usebio_facts import as_filed
from tournaments.exchange.usebio_write import write_usebio
from tournaments.standings.scores import scores_for
from tournaments.standings.usebio_forms import (
    EVENT_TYPES,
    Scored,
    individuals_section,
    line_method,
    pairs_section,
    score_pairs,
    teams_section,
)
from tournaments.standings.usebio_lines import awards_of, players_of

PROGRAM_NAME, PROGRAM_VERSION = "Trays", "0.1.0"
SWISS = ("swiss-teams", "swiss-pairs")
SEAT_NAMES = dict(zip("NESW", doc.HAND_DIRECTIONS, strict=True))


class ExportRefused(ValueError):
    """An event or competition that cannot be written as a results file; the message says
    what to do."""


def exportable(event: m.Event) -> None:
    """Refuse what a results file cannot hold, or should not yet."""
    if event.form == m.Form.PROGRESSIVE:
        raise ExportRefused(
            f"{event.name} is a progressive party: results files have no such form."
        )
    if event.status != m.Status.FINISHED:
        raise ExportRefused(
            f"{event.name} is not finished: finish it on its page, then export its results."
        )
    if not m.Result.objects.filter(tray__event=event).exists():
        raise ExportRefused(f"{event.name} has no results to export.")


def event_usebio(event: m.Event) -> bytes:
    """The file's bytes for one finished event."""
    return write_usebio(event_document(event))


def event_document(event: m.Event) -> doc.Document:
    exportable(event)
    section, event_type, extra = _section(event)
    heading = heading_of(event, event_type, **extra)
    document = doc.Document(
        club=club_of(event.club),
        events=(
            doc.Event(
                **heading,
                participants=section.participants,
                boards=section.boards,
                matches=section.matches,
            ),
        ),
        handset=handset_of(event),
    )
    # An imported event gives back what its file said (its club, players' clubs, heading).
    return as_filed(document, event.usebio_facts, own_scale=event.award_scale_id is not None)


def handset_of(event: m.Event) -> tuple[doc.HandRecord, ...]:
    """The event's deals as the file's hand records (``HANDSET``), board by board."""
    deals = m.Deal.objects.filter(tray__event=event).select_related("tray")
    records = []
    for deal in deals.order_by("tray__number"):
        hands = tuple(doc.Hand(SEAT_NAMES[seat], *hand.pbn.split(".")) for seat, hand in deal.cards)
        records.append(doc.HandRecord(deal.tray.number, hands))
    return tuple(records)


def _section(event: m.Event) -> tuple[doc.Section, str, dict]:
    """The event's one section, its EVENT_TYPE and the heading's scoring methods."""
    results = list(rows_of.result_queryset(event))
    entrants = list(event.entrants.select_related("team"))
    players, awards = players_of(entrants), awards_of(event)
    if event.form == m.Form.TEAMS:
        scores = scores_for(event)
        event_type = doc.SWISS_TEAMS if event.movement_kind in SWISS else doc.TEAMS_OF_FOUR
        match = "VPS" if scores.mode == "vps" else ""
        board = doc.IMPS if scores.method == "imps" else doc.AGGREGATE
        return (
            teams_section(scores, players, awards),
            event_type,
            {
                "board_scoring": board,
                "match_scoring": match,
            },
        )
    if event.form == m.Form.INDIVIDUALS:
        section = individuals_section(event, entrants, results, players, awards)
        return section, doc.INDIVIDUAL, {"board_scoring": doc.MATCH_POINTS}
    scored = Scored()
    scored.add(results, score_pairs(event, results))
    section = pairs_section("", event, entrants, results, scored, players, awards)
    method = line_method(event)
    return section, EVENT_TYPES[method], {"board_scoring": method}


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
