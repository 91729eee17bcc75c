"""A competition as one USEBIO event: the overall result, then each session's sections; and
one session of a competition scored across the field, as the file of each of its sections.

Each section is one of the competition's events: its pairs with the places of its session (across
the field when the sections play the same boards and are match-pointed together, as the
competition's page ranks them) and every board's traveller.  The overall participants are the
competition's standings: percentages (averaged or carried over) or totals, and places.

A section of a competition scored across the field has no figures of its own: its pages show
the match points, percentages and places of the whole field of its session, and its lines,
scored alone, give other figures.  Its file is therefore the file of its session
(``session_document``): every section of that session, pooled as the competition's file pools
them, each in its ``SECTION`` element, with the session's hand records.  A program reading it
scores the same field the pages scored and finds the same figures for every pair.
"""

from __future__ import annotations

from django.utils.translation import gettext as _

from tournaments import models as m
from tournaments.adapters import results as rows_of
from tournaments.exchange import usebio_doc as doc
from tournaments.exchange.figures import two_places
from tournaments.exchange.usebio_write import write_usebio
from tournaments.scoring.types import Result
from tournaments.standings.competition import competition_scores
from tournaments.standings.usebio_forms import (
    EVENT_TYPES,
    Scored,
    by_event,
    line_method,
    pairs_section,
    score_pairs,
)
from tournaments.standings.usebio_heading import (
    ExportRefused,
    club_of,
    exportable,
    handset_of,
    heading_of,
)
from tournaments.standings.usebio_lines import awards_of, players_of


def competition_usebio(competition: m.Competition) -> bytes:
    return write_usebio(competition_document(competition))


def across_the_field(event: m.Event) -> bool:
    """Whether ``event`` is a pairs section of a competition scored across the field."""
    return (
        event.competition_id is not None
        and event.form == m.Form.PAIRS
        and event.competition.across_field
    )


def competition_document(competition: m.Competition) -> doc.Document:
    events = _events(competition.events.all(), competition.name)
    sessions, players = _sessions(competition, events)
    method = line_method(events[0])
    heading = heading_of(events[0], EVENT_TYPES[method], board_scoring=method)
    overall = _overall(competition, events, players)
    return doc.Document(
        club=club_of(competition.club),
        events=(doc.Event(**heading, participants=overall, sessions=tuple(sessions)),),
    )


def session_document(competition: m.Competition, session: int) -> doc.Document:
    """One session of the competition: its sections, scored as its pages score them, with
    the session's hand records (its sections play the same deals)."""
    events = _events(competition.events.filter(session=session), competition.name)
    sessions, _players = _sessions(competition, events)
    method = line_method(events[0])
    heading = heading_of(events[0], EVENT_TYPES[method], board_scoring=method)
    return doc.Document(
        club=club_of(competition.club),
        events=(doc.Event(**heading, sessions=tuple(sessions)),),
        handset=handset_of(events[0]),
    )


def section_of_field(event: m.Event) -> doc.Section:
    """``event``'s own section with the figures of its session's field."""
    (session,) = session_document(event.competition, event.session).events[0].sessions
    return next(s for s in session.sections if s.id == event.section)


def _events(queryset, name: str) -> list[m.Event]:
    events = list(queryset.select_related("club", "competition").order_by("session", "section"))
    if not events:
        raise ExportRefused(_("%(name)s has no sections.") % {"name": name})
    for event in events:
        exportable(event)
    return events


def _sessions(competition: m.Competition, events: list[m.Event]):
    results = {e.pk: list(rows_of.result_queryset(e)) for e in events}
    entrants = {e.pk: list(e.entrants.all()) for e in events}
    players = players_of(x for group in entrants.values() for x in group)
    sessions = []
    for number in sorted({e.session for e in events}):
        group = [e for e in events if e.session == number]
        scored = _session_scored(competition, group, results)
        sections = tuple(
            pairs_section(
                e.section, e, entrants[e.pk], results[e.pk], scored, players, awards_of(e)
            )
            for e in group
        )
        sessions.append(doc.Session(str(number), sections))
    return sessions, (entrants, players)


def _session_scored(competition, group: list[m.Event], results) -> Scored:
    """A session's figures: sections pooled across the field, or each on its own.  Pooled
    pairs are named by their event, so "3 NS" of section A and of section B stay apart."""
    scored = Scored(key=by_event)
    pools = [group] if competition.across_field else [[e] for e in group]
    for pool in pools:
        rows = [r for e in pool for r in results[e.pk]]
        if rows:
            scored.add(rows, score_pairs(pool[0], rows, label=_pooled))
    return scored


def _pooled(row: m.Result, plain: Result) -> Result:
    prefix = f"{row.tray.event_id}:"
    return Result(plain.tray, prefix + plain.ns, prefix + plain.ew, plain.score, plain.adjustment)


def _overall(competition: m.Competition, events, people) -> doc.Participants:
    entrants, players = people
    scores = competition_scores(competition, staff=True)
    keyed: dict[str, m.Entrant] = {}
    for group in entrants.values():
        for entrant in group:
            key = "+".join(str(p.pk) for p in sorted(entrant.players.all(), key=lambda p: p.pk))
            keyed.setdefault(key or f"{entrant.section}:{entrant.label}", entrant)
    summed = competition.combine == m.Combine.SUM
    pairs = []
    for row in scores.overall():
        entry = row["entry"]
        entrant = keyed.get(entry.key)
        figure = two_places(row["sort"])
        pairs.append(
            doc.Pair(
                entry.code.replace(" ", ""),
                row["field"],
                players.get(entrant.pk, ()) if entrant else (),
                doc.Result(
                    total=figure if summed else None,
                    percentage=None if summed else figure,
                    place=row["place"],
                    boards_played=row["trays"],
                ),
            )
        )
    return doc.Participants(pairs=tuple(pairs))
