"""The one place that decides, by an event's form (and a pairs event's scoring method), how
the event is scored and shown.

``shown_for(form, method)`` is the class that scores and shows events of that form (pairs,
teams, individuals, progressive parties): bridge pairs by match points, in IMPs (Butler,
cross-IMPs, against the average) or a Swiss in victory points; ``scores_for(event)`` loads an
event's scores with it.  Views, papers, the player pages and backups all come through here, so
no other module branches on the form or the pairs' method to score or show an event.
"""

from __future__ import annotations

from collections.abc import Iterable

from tournaments import models as m
from tournaments.adapters import cached
from tournaments.adapters import results as rows_of
from tournaments.standings import field_sections
from tournaments.standings.base import Shown
from tournaments.standings.individual_values import IndividualsFromValues
from tournaments.standings.method_values import (
    PairMatchesFromValues,
    PointsPairsFromValues,
    SwissPairsFromValues,
)
from tournaments.standings.pairs import PairsScores
from tournaments.standings.pairs_values import ImpPairsFromValues, PairsFromValues
from tournaments.standings.progressive import ProgressiveShown
from tournaments.standings.team_values import TeamsFromValues

SHOWN: dict[str, type[Shown]] = {
    m.Form.PAIRS: PairsFromValues,  # match points, read as plain values
    m.Form.TEAMS: TeamsFromValues,  # read as plain values
    m.Form.INDIVIDUALS: IndividualsFromValues,  # read as plain values
    m.Form.PROGRESSIVE: ProgressiveShown,
}

# Pairs scored otherwise than by match points (trick totals are shown beside match points).
PAIRS_BY_METHOD: dict[str, type[Shown]] = {
    m.ScoringMethod.BUTLER: ImpPairsFromValues,  # read as plain values
    m.ScoringMethod.CROSS_IMPS: ImpPairsFromValues,
    m.ScoringMethod.IMPS: ImpPairsFromValues,
    m.ScoringMethod.VPS: SwissPairsFromValues,
    m.ScoringMethod.PAIR_MATCHES: PairMatchesFromValues,
    m.ScoringMethod.POINTS: PointsPairsFromValues,
}


def shown_for(form: str, method: str = "") -> type[Shown]:
    """How events of ``form`` scored by ``method`` are scored and shown (pairs by match
    points for an unknown form or method: what the pages share does not depend on it)."""
    if form == m.Form.PAIRS:
        return PAIRS_BY_METHOD.get(method, PairsFromValues)
    return SHOWN.get(form, PairsFromValues)


def shown_for_event(event: m.Event) -> type[Shown]:
    return shown_for(event.form, event.scoring_method)


def scores_for(
    event: m.Event, *, tray: int | None = None, public: bool = False, names: bool = True
):
    """The event's scores, loaded in a fixed number of queries once per version of the event
    (``adapters.cached``); callers only read them.  ``public``: only what a reader who is not
    the club's staff may see now (``standings.visibility``).  ``names=False``: pair and player
    numbers only.  ``tray`` asks for one tray's traveller: a form whose comparisons stay
    within a tray reads only that tray."""
    shown = shown_for_event(event)
    one_tray = tray if shown.reads_one_tray else None

    def build():
        scores = shown.load(event, tray=one_tray, public=public)
        if not names:
            scores.hide_names()
        return scores

    alone = tray if one_tray is None and shown.traveller_alone else None
    if cached.in_writer_transaction():  # nothing kept: the tray alone when it can be
        scores = None if alone is None else _tray_scores(event, shown, alone, public, names)
        return build() if scores is None else scores
    cached.refresh_version(event)
    field = field_sections.field_versions(event)  # a section's card across its field
    key = cached.key_for(event, f"scores-{shown.__name__}", public, names, one_tray or "", field)
    if alone is not None:
        scores = _tray_alone(event, shown, alone, public, names, key)
        if scores is not None:
            return scores
    return cached.memo(key, build)


def _tray_scores(event: m.Event, shown: type[Shown], tray: int, public: bool, names: bool):
    """Tray ``tray``'s traveller scored from its own results (``tray_alone``), names hidden
    when ``names`` is false; None when the tray needs the whole event."""
    scores = shown.tray_alone(event, tray, public=public)
    if scores is not None and not names:
        scores.hide_names()
    return scores


# What ``_tray_alone`` keeps for a tray whose traveller needs every tray's results.
_WHOLE_EVENT = object()


def _tray_alone(event: m.Event, shown: type[Shown], tray: int, public: bool, names: bool, key):
    """A traveller's scores for a reader who comes before every tray is scored at this
    version: the event's whole scores when this process keeps them (``key``'s), else the
    tray scored from its own results (``_tray_scores``), kept per tray; None when the tray
    needs the whole event (kept so too, so the next reader asks nothing more)."""
    whole = cached.memo_found(key)
    if whole is not None:
        return whole

    def build():
        scores = _tray_scores(event, shown, tray, public, names)
        return _WHOLE_EVENT if scores is None else scores

    alone_key = cached.key_for(event, f"scores-{shown.__name__}-tray", public, names, tray)
    found = cached.memo(alone_key, build)
    return None if found is _WHOLE_EVENT else found


def scores_for_events(events: Iterable[m.Event], *, public_for=None) -> dict[int, Shown]:
    """Several events' scores (a player's history): the match-pointed forms in a few queries
    whatever their number, the others one event at a time.  ``public_for(event)`` says
    whether a reader sees the event as the public does (default: no)."""
    events = list(events)
    public_for = public_for or (lambda _event: False)
    pooled = [e for e in events if shown_for_event(e).pooled]
    out = {
        e.pk: scores_for(e, public=public_for(e)) for e in events if not shown_for_event(e).pooled
    }
    if pooled:
        out.update(_pooled(pooled, public_for))
    return out


def _pooled(events: list[m.Event], public_for) -> dict[int, Shown]:
    ids = [e.pk for e in events]
    entrants: dict[int, dict[str, m.Entrant]] = {pk: {} for pk in ids}
    for e in m.Entrant.objects.filter(event__in=ids):
        entrants[e.event_id][e.label] = e
    results: dict[int, list[m.Result]] = {pk: [] for pk in ids}
    rows = (
        m.Result.objects.filter(tray__event__in=ids)
        .select_related(*rows_of.RESULT_RELATED)
        .order_by("tray__number", "seating__table__number")
    )
    for r in rows:
        results[r.tray.event_id].append(r)
    out: dict[int, Shown] = {}
    for e in events:
        shown = shown_for_event(e)
        assert issubclass(shown, PairsScores)  # the forms that pool are pairs' (``pooled``)
        out[e.pk] = shown.from_rows(e, entrants[e.pk], results[e.pk])
        out[e.pk].public = public_for(e)  # a section across its field: the field as seen
    return out
