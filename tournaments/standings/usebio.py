"""A finished event, or a whole competition, as a USEBIO 1.2 results file.

The national bodies take results in USEBIO for ranking and masterpoints: the event's heading
(its type, date, winners, masterpoint scale), each participant with its players' national
numbers, total, percentage, place and award, every board's traveller with the figures each
line earned, and the event's deals as its hand records (``HANDSET``).  A competition is one
event with its overall result, its sessions and sections nested as the format nests them,
each section with its own participants and boards (``usebio_competition``).  A section of a
competition scored across the field is written as its session's file: its figures are the
field's, and only the whole field's lines give them back.

Only a finished event is exported (its results are final), and never a progressive party (the
format has no such form): ``ExportRefused`` says why.
"""

from __future__ import annotations

from django.utils.translation import gettext as _

from tournaments import models as m
from tournaments.adapters import results as rows_of
from tournaments.exchange import usebio_doc as doc
from tournaments.exchange.usebio_facts import as_filed
from tournaments.exchange.usebio_write import write_usebio
from tournaments.standings.scores import scores_for
from tournaments.standings.usebio_competition import (
    across_the_field,
    section_of_field,
    session_document,
)
from tournaments.standings.usebio_forms import (
    EVENT_TYPES,
    Scored,
    individuals_section,
    line_method,
    pairs_section,
    score_pairs,
    teams_section,
)
from tournaments.standings.usebio_heading import (
    PROGRAM_NAME,
    PROGRAM_VERSION,
    ExportRefused,
    club_of,
    exportable,
    handset_of,
    heading_of,
)
from tournaments.standings.usebio_lines import awards_of, players_of

__all__ = [
    "PROGRAM_NAME",
    "PROGRAM_VERSION",
    "ExportRefused",
    "club_of",
    "event_document",
    "event_usebio",
    "exportable",
    "handset_of",
    "heading_of",
]

SWISS = ("swiss-teams", "swiss-pairs")


def event_usebio(event: m.Event) -> bytes:
    """The file's bytes for one finished event: for a section of a competition scored across
    the field, the file of its session (``usebio_competition``), whose figures are its pages'."""
    return write_usebio(usebio_document(event))


def usebio_document(event: m.Event) -> doc.Document:
    """The document ``event_usebio`` writes."""
    exportable(event)
    if not across_the_field(event):
        return event_document(event)
    try:
        document = session_document(event.competition, event.session)
    except ExportRefused as exc:
        raise ExportRefused(
            f"{exc} "
            + _(
                "%(name)s is scored across the field with the other sections of its session: "
                "its file is the whole session's."
            )
            % {"name": event.name}
        ) from None
    return as_filed(document, event.usebio_facts, own_scale=event.award_scale_id is not None)


def event_document(event: m.Event) -> doc.Document:
    """The event as one USEBIO event; a section scored across the field carries its session's
    figures for its own pairs and lines (as its pages and results PBN show them)."""
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
    method = line_method(event)
    if across_the_field(event):
        return section_of_field(event), EVENT_TYPES[method], {"board_scoring": method}
    scored = Scored()
    scored.add(results, score_pairs(event, results))
    section = pairs_section("", event, entrants, results, scored, players, awards)
    return section, EVENT_TYPES[method], {"board_scoring": method}
