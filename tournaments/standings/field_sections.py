"""A section's score card and traveller across the field.

When a competition's sections play the same deals and are scored across the field, a pair's
match points on a tray are those the whole field gives it (its score against every section's
on that tray), as the field's standings count them.  The section's own pages read the
competition's scores (``standings.competition``, kept once per version of its sections) and
take this section's part of its session's field: its lines, and its pairs' standings with
their totals, percentages and places in the whole field.

The section's standings page keeps the section's own match points (kept per version of the
section alone); the field's standings page is the competition's.  What a reader may see is
the same both ways: the competition applies each section's ``visibility`` as the section's
pages do, and a section whose lines differ from the field's (never expected) keeps its own.
"""

from __future__ import annotations

from dataclasses import replace

from tournaments import models as m
from tournaments.scoring.mp_types import PairsReport
from tournaments.standings.base import mp
from tournaments.standings.competition import competition_scores

MATCH_POINTED = (m.ScoringMethod.MATCHPOINTS, m.ScoringMethod.TRICKS)


def field_versions(event: m.Event) -> str:
    """The versions of the sections of the event's session when they are scored across the
    field (one query; none for an event outside a competition), else "": a section's card
    changes when any section of its field does."""
    if event.competition_id is None:
        return ""
    rows = (
        m.Event.objects.filter(
            competition_id=event.competition_id,
            competition__across_field=True,
            session=event.session,
        )
        .order_by("pk")
        .values_list("pk", "version")
    )
    return ",".join(f"{pk}.{version}" for pk, version in rows)


def section_report(event: m.Event, own: PairsReport | None, public: bool) -> PairsReport | None:
    """The section's lines and standings as the field scores them, or None when the event is
    not a section scored across the field (or has nothing scored)."""
    if own is None or event.competition_id is None or event.scoring_method not in MATCH_POINTED:
        return None
    competition = m.Competition.objects.filter(pk=event.competition_id, across_field=True).first()
    if competition is None:
        return None
    pool = competition_scores(competition, staff=not public).reports.get(event.pk)
    if pool is None:
        return None
    return _section_of(pool, f"{event.pk}:", own)


def _section_of(pool: PairsReport, prefix: str, own: PairsReport) -> PairsReport | None:
    """The section's part of the field's report, its pairs named as the section names them."""
    cut = len(prefix)
    lines = []
    for line in pool.lines:
        r = line.result
        if r.ns.startswith(prefix):
            lines.append(line._replace(result=replace(r, ns=r.ns[cut:], ew=r.ew[cut:])))
    if [_key(line) for line in lines] != [_key(line) for line in own.lines]:
        return None
    standings = tuple(
        replace(
            s,
            entrant=s.entrant[cut:],
            placing=s.placing and replace(s.placing, entrant=s.entrant[cut:]),
        )
        for s in pool.standings
        if s.entrant.startswith(prefix)
    )
    tops, scale, factor, full = pool.tops, pool.scale, pool.factor, pool.full_count
    return PairsReport(tuple(lines), standings, tops, scale, factor, full, pool.rules)


def _key(line) -> tuple:
    r = line.result
    return r.tray, r.ns, r.ew, r.score, r.adjustment


def traveller_lines(lines: list, report: PairsReport, number: int) -> list:
    """The tray's traveller lines (``pairs.TravellerLine``, in the order of ``report``'s
    lines) with the field's match points."""
    on_tray = [line for line in report.lines if line.result.tray == number]
    return [
        replace(t, ns_mp=mp(line.shown("NS")), ew_mp=mp(line.shown("EW")), note=line.note)
        for t, line in zip(lines, on_tray, strict=True)
    ]
