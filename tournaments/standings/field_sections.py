"""A section's score card and traveller across the field.

When a competition's sections play the same deals and are scored across the field, a pair's
match points on a tray are those the whole field gives it (its score against every section's
on that tray), as the field's standings count them.  The section's own pages read the
competition's scores (``standings.competition``, kept once per version of its sections) and
take this section's part of its session's field: its lines, and its pairs' standings with
their totals, percentages and places in the whole field.

The section's own standings page, its CSV, its running charts and its printed results sheet
show the same figures: the field's match points and percentages, each pair with its place in
its section (``place``) and in the whole field (``field_place``), both labelled.  What a
reader may see is the same both ways: the competition applies each section's ``visibility``
as the section's pages do, and a section whose lines differ from the field's (never
expected) keeps its own.  Those pages change when any section of the field does: their
version (``shown_version``, what polls compare and the rendered parts are keyed on) is that
of the whole field as the reader sees it.  A section scored within itself is untouched.
"""

from __future__ import annotations

import hashlib
from dataclasses import replace
from fractions import Fraction

from tournaments import models as m
from tournaments.scoring.matchpoints import PairsReport
from tournaments.scoring.ranking import rank_fields
from tournaments.standings.base import mp
from tournaments.standings.competition import competition_scores
from tournaments.standings.running import RunningLine

MATCH_POINTED = (m.ScoringMethod.MATCHPOINTS, m.ScoringMethod.TRICKS)


def field_versions(event: m.Event) -> str:
    """The versions of the sections of the event's session when they are scored across the
    field (one query; none for an event outside a competition), else "": a section's card
    changes when any section of its field does."""
    return field_version(event, public=False)


def field_version(event: m.Event, public: bool) -> str:
    """The versions of the sections of the event's field as ``public`` readers (or the staff)
    see them, or "" when the event is not a section scored across the field; one query the
    first time for each audience, kept on the event object (a request's own)."""
    if event.competition_id is None:
        return ""
    kept = event.__dict__.setdefault("_field_versions", {})
    if public not in kept:
        rows = (
            m.Event.objects.filter(
                competition_id=event.competition_id,
                competition__across_field=True,
                session=event.session,
            )
            .order_by("pk")
            .values_list("pk", "public_version" if public else "version")
        )
        kept[public] = ",".join(f"{pk}.{version}" for pk, version in rows)
    return kept[public]


def shown_version(event: m.Event, public: bool) -> str:
    """The version of what the event's pages show this audience: the event's own, or for a
    section scored across the field a digest of its field's (another section's result moves
    this section's match points)."""
    versions = field_version(event, public)
    if not versions:
        return event.version_for(public)
    return hashlib.blake2b(versions.encode(), digest_size=8).hexdigest()


def with_places(rows: list[dict], report: PairsReport) -> list[dict]:
    """The section's standings rows, made from the field's standings (``report``), with both
    places: ``field_place`` the pair's place in the whole field, ``place`` its place among
    its section's pairs of the same field (North-South, East-West), by the same figure."""
    placed = [(s.entrant, s.placing.score) for s in report.standings if s.placing is not None]
    fields = {s.entrant: s.field or "" for s in report.standings}
    section = rank_fields(placed, fields)
    for row in rows:
        row["field_place"] = row["place"]
        placing = section.get(row["label"])
        row["place"] = placing.label if placing is not None else ""
    return rows


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


def field_running(scores, report: PairsReport) -> tuple[tuple[int, ...], list[RunningLine]]:
    """Each pair's percentage across the field after each round: its field match points on
    the trays it had played by then over their tops (no query, no scoring again).  A tray
    counts as the whole field scores it now, so the last point is the standings figure; a
    section's own running chart instead scores each round's results against those in by then.
    ``report``'s lines are the section's results in ``scores.plain``'s order, which carries
    each result's round (no model rows read)."""
    totals: dict[str, list[tuple[int, Fraction, int]]] = {}
    for plain, line in zip(scores.plain, report.lines, strict=True):
        number = plain.round
        r = line.result
        for side, entrant in (("NS", r.ns), ("EW", r.ew)):
            counted = line.mp(side)
            if counted is not None:
                totals.setdefault(entrant, []).append((number, Fraction(counted), line.top))
    rounds = tuple(sorted({n for lines in totals.values() for n, _mp, _top in lines}))
    out = []
    for row in scores.rows():
        mine = totals.get(row["label"], [])
        values = []
        for upto in rounds:
            top = sum(t for n, _mp, t in mine if n <= upto)
            got = sum((p for n, p, _t in mine if n <= upto), Fraction(0))
            values.append(got * 100 / top if top else None)
        out.append(RunningLine(entrant=row["entrant"], field=row["field"], values=tuple(values)))
    return rounds, out
