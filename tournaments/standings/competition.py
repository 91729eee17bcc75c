"""The read side of a competition: each session's standings (sections on their own, or across
the field) and the overall standings, by stratum and with handicaps.

Everything is read in a fixed number of queries whatever the number of sections and sessions
(the events, their entrants and players, their results, and which trays the public may see),
then scored by the pure package: ``scoring.matchpoints`` for each session's field and
``scoring.combine`` for the whole.  Each section's results are what its own pages show the
same reader (``standings.visibility``), so nothing still in play leaks through the totals.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING

from tournaments import lazy
from tournaments import models as m
from tournaments.adapters import cached, trust
from tournaments.adapters import results as rows_of
from tournaments.scoring.combine import SessionScore, by_stratum, combine, with_handicaps
from tournaments.scoring.matchpoints import (
    PairsReport,
    score_matchpoint_columns,
    score_matchpoints,
)
from tournaments.standings.base import hide_names, mp, names_shown, num
from tournaments.standings.league import is_league
from tournaments.standings.visibility import Visibility, visibilities

if TYPE_CHECKING:
    import numpy as np
else:  # numpy is imported when a field is first scored
    np = lazy.module("numpy")


@dataclass
class Entry:
    """A pair as the competition knows it: the same players in every session."""

    key: str
    code: str
    name: str
    rating: int | None
    handicap: Fraction
    section: str = ""


@dataclass
class SessionRow:
    entry: Entry
    section: str
    code: str
    field: str
    total: str
    maximum: int
    percentage: str
    place: str
    trays: int


@dataclass
class CompetitionScores:
    competition: m.Competition
    events: list[m.Event]
    entries: dict[str, Entry] = field(default_factory=dict)
    sessions: dict[int, list[SessionRow]] = field(default_factory=dict)
    scores: list[SessionScore] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    # each section's field (scored across the field): its session's report, pairs named
    # "<event id>:<label>" (``standings.field_sections``)
    reports: dict[int, PairsReport] = field(default_factory=dict)

    def overall(self) -> list[dict]:
        """The whole competition, best first: figure (a percentage, or a total), place.
        Worked out once for the scores object (kept per version, ``competition_scores``)."""
        found = self.__dict__.get("_overall")
        if found is None:
            found = self.__dict__["_overall"] = self._overall()
        return found

    def _overall(self) -> list[dict]:
        how = self.competition.combine
        weights = {int(k): Fraction(str(v)) for k, v in (self.competition.weights or {}).items()}
        rows = []
        for c in combine(self.scores, how, weights):
            entry = self.entries[c.entry]
            figure = num(c.figure) if how != m.Combine.SUM else mp(c.figure)
            rows.append(
                {
                    "place": c.place,
                    "entry": entry,
                    "figure": figure,
                    "sessions": [  # one session's percentage is the figure: shown once
                        figure if s.percentage is c.figure else num(s.percentage) or mp(s.total)
                        for s in c.sessions
                    ],
                    "trays": c.trays,
                    "field": c.field,
                    "sort": c.figure,
                }
            )
        return rows

    def strata(self) -> dict[str, list[dict]]:
        """Each stratum's standings (see ``scoring.combine.by_stratum``)."""
        if not self.competition.strata:
            return {}
        overall = {row["entry"].key: row for row in self.overall()}
        figures = {k: row["sort"] for k, row in overall.items()}
        ratings = {k: self.entries[k].rating for k in figures}
        fields = {k: row["field"] for k, row in overall.items()}
        placed = by_stratum(figures, ratings, self.competition.strata, fields)
        return {
            letter: [{**overall[key], "place": place} for key, place in rows]
            for letter, rows in placed.items()
        }

    def handicapped(self) -> list[dict]:
        """The overall percentages with each pair's handicap added, when any pair has one."""
        if self.competition.combine == m.Combine.SUM:
            return []
        handicaps = {k: e.handicap for k, e in self.entries.items() if e.handicap}
        if not handicaps:
            return []
        overall = self.overall()
        figures = {row["entry"].key: row["sort"] for row in overall}
        fields = {row["entry"].key: row["field"] for row in overall}
        return [
            {"place": place, "entry": self.entries[k], "figure": num(f), "handicap": num(h)}
            for k, f, place in with_handicaps(figures, handicaps, fields)
            for h in [self.entries[k].handicap]
        ]


def competition_scores(
    competition: m.Competition, *, user=None, staff: bool = False
) -> CompetitionScores:
    """The competition as ``user`` may see it (the public, or the club's staff); ``staff``
    reads it as the club's staff do (a results file for the national body).

    Computed once per version of its events (every write to a section gives that event a
    new version, ``models.versions``) and kept in this process (``cached.memo``): a national
    field of 40 sections is read and scored once per change, not once per reader.  The
    public's key holds each section's public version: results on trays still in play leave it.
    """
    public = not (staff or trust.club_reads_everything(competition.club_id, user))
    events = list(competition.events.select_related("club").order_by("session", "section"))
    shown_names = bool(events) and (staff or names_shown(events[0], user))
    versions = ",".join(f"{e.pk}.{e.version_for(public)}" for e in events)
    key = f"trays:competition:{competition.pk}:{versions}:{cached.audience(public)}:{shown_names}"
    return cached.memo(
        key, lambda: _read_and_score(competition, events, public=public, names=shown_names)
    )


def _read_and_score(competition, events, *, public: bool, names: bool) -> CompetitionScores:
    scores = CompetitionScores(competition, events)
    if is_league(events):  # two sittings of one match: no field of pairs (``competition_league``)
        return scores
    entrants = list(m.Entrant.objects.filter(event__in=events).order_by("pk"))
    members: dict[int, list[m.Player]] = {}
    for mem in m.EntrantMember.objects.filter(entrant__event__in=events).select_related("player"):
        members.setdefault(mem.entrant_id, []).append(mem.player)
    columns = rows_of.field_columns(events)
    if columns is not None:  # table scores only: match-pointed from the columns
        shown = visibilities(events, {}, public=public, entered=columns.entered())
        pool_of = _column_pools(columns, shown, entrants)
    else:
        results = rows_of.field_results(events, by_event=True)  # pooled: pairs named by event
        shown = visibilities(events, results, public=public)
        pool_of = _result_pools(results, shown)
    if events and not names:
        hide_names(entrants)
        members = {}
    keyed = _entries(scores, entrants, members)
    directions: dict[int, dict[str, str]] = {}  # each event's pairs' directions, by event
    for e in entrants:
        if e.direction:
            directions.setdefault(e.event_id, {})[f"{e.event_id}:{e.label}"] = e.direction
    for session in sorted({e.session for e in events}):
        group = [e for e in events if e.session == session]
        _score_session(scores, session, group, pool_of, shown, keyed, directions)
    scores.notes = list(dict.fromkeys(n for n in scores.notes if n))
    return scores


def _entries(scores, entrants, members) -> dict[tuple[int, str], Entry]:
    """Each entrant's entry: its players make it the same pair in every session; a pair
    nobody has named is known by its place (section and number), as the pairs' own cards
    say, so an unnamed "A3 NS" of session 2 carries on from session 1's."""
    keyed = {}
    for e in entrants:
        players = sorted(members.get(e.pk, []), key=lambda p: p.pk)
        key = "+".join(str(p.pk) for p in players) or f"{e.section}:{e.label}"
        if key not in scores.entries:
            ratings = [p.rating for p in players if p.rating is not None]
            scores.entries[key] = Entry(
                key,
                e.code,
                e.name,
                max(ratings) if ratings else None,
                Fraction(e.handicap),
                e.section,
            )
        keyed[(e.event_id, e.label)] = scores.entries[key]
    return keyed


def _result_pools(results: dict[int, list], shown: dict):
    """Scores a pool of events from their results as ``field_results`` reads them."""

    def score(events: list[m.Event], fields: dict[str, str] | None):
        pool = [r for e in events for r in shown[e.pk].plain(results[e.pk])]
        if not pool:
            return None
        return score_matchpoints(pool, rules=events[0].rules, fields=fields)

    return score


def _column_pools(columns: rows_of.FieldColumns, shown: dict, entrants: list[m.Entrant]):
    """Scores a pool of events from the columns (``rows_of.field_columns``): each event's rows
    the reader may see, the pairs named "<event id>:<label>" as ``field_results`` names them.
    Labels are read when scoring, after names may have been hidden (labels never are)."""
    ids = np.array([e.pk for e in entrants], np.int64)
    where = np.argsort(ids)
    ids = ids[where]

    def score(events: list[m.Event], fields: dict[str, str] | None):
        rows = _shown_rows(columns, shown, events)
        if not len(rows):
            return None
        ns, ew = columns.ns[rows], columns.ew[rows]
        used, codes = np.unique(np.concatenate((ns, ew)), return_inverse=True)
        found = where[np.searchsorted(ids, used)]
        names = [f"{entrants[i].event_id}:{entrants[i].label}" for i in found.tolist()]
        table = (columns.tray[rows], codes[: len(rows)], codes[len(rows) :], columns.score[rows])
        return score_matchpoint_columns(table, names, rules=events[0].rules, fields=fields)

    return score


def _shown_rows(
    columns: rows_of.FieldColumns, shown: dict[int, Visibility], events: list[m.Event]
) -> np.ndarray:
    """The events' rows (indexes into the columns), event by event in the order given, that
    the reader may see and the standings count, as ``Visibility.plain`` keeps them: worked
    out for the whole pool at once (a national field's 500 sections)."""
    size = len(columns.tray)
    position = np.full(size, -1, np.int64)  # each row's event's place among ``events``
    before = np.full(size, np.iinfo(np.int64).max, np.int64)
    filtered = np.zeros(size, bool)
    low = int(columns.tray.min()) if size else 0
    span = int(columns.tray.max()) - low + 1 if size else 1
    allowed: list[int] = []
    for place, event in enumerate(events):
        where = columns.rows_of(event.pk)
        position[where] = place
        seen = shown[event.pk]
        if seen.everything:
            continue
        filtered[where] = True
        allowed.extend(event.pk * span + (t - low) for t in seen.trays_shown)
        if seen.before_round is not None:
            before[where] = seen.before_round
    keep = position >= 0
    if filtered.any():
        key = columns.event * span + (columns.tray - low)
        keep &= ~filtered | (np.isin(key, np.array(allowed, np.int64)) & (columns.round < before))
    rows = np.flatnonzero(keep)
    return rows[np.argsort(position[rows], kind="stable")]


def _score_session(scores, session, events, pool_of, shown, keyed, directions) -> None:
    fields_of: dict[str, str] = {}
    one_field: dict[str, str] = {}  # a one-winner section beside two-winner ones: its own field
    pools: list[list[m.Event]] = []
    notes: dict[Visibility, str] = {}
    labels_of: dict[int, list[str]] = {}
    for event_id, label in keyed:
        labels_of.setdefault(event_id, []).append(label)
    for event in events:
        if not event.one_winner:
            fields_of.update(directions.get(event.pk, {}))
        else:
            labels = labels_of.get(event.pk, [])
            one_field.update({f"{event.pk}:{label}": event.section or "all" for label in labels})
        if scores.competition.across_field and pools:
            pools[0].append(event)
        else:
            pools.append([event])
        seen = shown[event.pk]
        if not seen.everything:  # sections alike say the same: the words made once
            if seen not in notes:
                notes[seen] = seen.note
            scores.notes.append(notes[seen])
    if fields_of:
        fields_of.update(one_field)
    by_label = {f"{e.pk}": e for e in events}
    rows = []
    for pool in pools:
        report = pool_of(pool, fields_of or None)
        if report is None:
            continue
        if scores.competition.across_field:
            scores.reports.update(dict.fromkeys([e.pk for e in pool], report))
        for s in report.standings:
            event_id, label = s.entrant.split(":", 1)
            event = by_label[event_id]
            entry = keyed[(event.pk, label)]
            scores.scores.append(
                SessionScore(entry.key, session, s.total, s.maximum, s.trays, s.field or "")
            )
            rows.append(
                SessionRow(
                    entry, event.section, entry.code, s.field or "", mp(s.total),
                    s.maximum, num(s.percentage), s.place, s.trays,
                )
            )  # fmt: skip
    rows.sort(key=lambda r: (r.field != "NS", r.field, -float(r.percentage or -1)))
    scores.sessions[session] = rows
