"""Each form of event as USEBIO writes it: pairs (match points, Butler or cross-IMPs),
individuals, and teams of four with their matches.

Pairs and individuals are scored for the file by ``exchange.figures`` (the scoring package on
the national bodies' 2-1 scale; percentages and places are the site's own); teams come from
the event's ``TeamScores``, as its standings page shows them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from decimal import Decimal

from tournaments import models as m
from tournaments.adapters import results as rows_of
from tournaments.exchange import usebio_doc as doc
from tournaments.exchange.figures import (
    Figure,
    Figures,
    individual_figures,
    pairs_figures,
    two_places,
)
from tournaments.standings.team_rows import SERIES, VPS
from tournaments.standings.teams import TeamScores
from tournaments.standings.usebio_lines import PairNumbers, line_of

METHODS = {
    m.ScoringMethod.BUTLER: doc.BUTLER_IMPS,
    m.ScoringMethod.CROSS_IMPS: doc.CROSS_IMPS,
}
EVENT_TYPES = {
    doc.MATCH_POINTS: doc.MP_PAIRS,
    doc.BUTLER_IMPS: doc.BUTLER_PAIRS,
    doc.CROSS_IMPS: doc.CROSS_IMP,
}


def line_method(event: m.Event) -> str:
    """How a pairs or individual event's lines are scored in the file."""
    if event.game == m.Game.BRIDGE and event.form == m.Form.PAIRS:
        return METHODS.get(event.scoring_method, doc.MATCH_POINTS)
    return doc.MATCH_POINTS


def by_label(entrant: m.Entrant) -> str:
    return entrant.label


def by_event(entrant: m.Entrant) -> str:
    """An entrant as pooled sections name it: by its event, then its label."""
    return f"{entrant.event_id}:{entrant.label}"


@dataclass
class Scored:
    """Figures by result (its id) and standings by entrant, as ``key`` names an entrant in the
    scored field (its label; in pooled sections, its event and label)."""

    lines: dict[int, Figure] = field(default_factory=dict)
    standings: dict[str, object] = field(default_factory=dict)
    key: Callable[[m.Entrant], str] = by_label

    def add(self, results: list[m.Result], figures: Figures) -> None:
        self.lines.update({r.pk: f for r, f in zip(results, figures.lines, strict=True)})
        self.standings.update({s.entrant: s for s in figures.standings})

    def standing(self, entrant: m.Entrant):
        return self.standings.get(self.key(entrant))


def score_pairs(event: m.Event, results: list[m.Result], *, label=None) -> Figures:
    """The figures of a pairs field; ``label`` names each result's sides (as pooled sections
    name them apart)."""
    plain = rows_of.scoring_results(results)
    if label is not None:
        plain = [label(r, p) for r, p in zip(results, plain, strict=True)]
    fields = None
    if not event.one_winner:
        fields = {}
        for row, p in zip(results, plain, strict=True):
            fields[p.ns], fields[p.ew] = row.seating.ns.direction, row.seating.ew.direction
    return pairs_figures(plain, method=line_method(event), fields=fields, rules=event.rules)


def _result(standing, award: doc.Award | None) -> doc.Result:
    if standing is None:
        return doc.Result(award=award)
    return doc.Result(
        total=standing.total,
        percentage=standing.percentage,
        place=standing.place,
        boards_played=standing.boards,
        award=award,
    )


def _boards(results: list[m.Result], line) -> tuple[doc.Board, ...]:
    by_tray: dict[int, list[doc.Line]] = {}
    for r in results:
        by_tray.setdefault(r.tray.number, []).append(line(r))
    return tuple(doc.Board(number, tuple(lines)) for number, lines in sorted(by_tray.items()))


def pairs_section(
    ident: str,
    event: m.Event,
    entrants: Iterable[m.Entrant],
    results: list[m.Result],
    scored: Scored,
    players: Mapping[int, tuple],
    awards: Mapping[int, doc.Award],
) -> doc.Section:
    pairs = [e for e in entrants if e.kind == m.Entrant.Kind.PAIR]
    number = PairNumbers(event, pairs)
    played = {e for r in results for e in (r.seating.ns_id, r.seating.ew_id)}
    listed = [
        doc.Pair(
            number(e),
            number.direction(e),
            players.get(e.pk, ()),
            _result(scored.standing(e), awards.get(e.pk)),
        )
        for e in pairs
        if e.pk in played or e.pk in awards
    ]

    def line(r: m.Result) -> doc.Line:
        ns, ew = r.seating.ns, r.seating.ew
        return line_of(r, scored.lines.get(r.pk), ns=number(ns), ew=number(ew))

    return doc.Section(ident, doc.Participants(pairs=tuple(listed)), _boards(results, line))


def individuals_section(
    event: m.Event,
    entrants: Iterable[m.Entrant],
    results: list[m.Result],
    players: Mapping[int, tuple],
    awards: Mapping[int, doc.Award],
) -> doc.Section:
    figures = individual_figures(rows_of.individual_results(results), rules=event.rules)
    scored = Scored()
    scored.add(results, figures)
    listed = []
    for e in entrants:
        standing = scored.standing(e)
        if standing is None and e.pk not in awards:
            continue
        named = players.get(e.pk) or (doc.Player(e.name),)
        listed.append(doc.Individual(e.label, named[0], _result(standing, awards.get(e.pk))))

    def line(r: m.Result) -> doc.Line:
        s = r.seating
        seats = (s.north.label, s.east.label, s.south.label, s.west.label)
        return line_of(r, scored.lines.get(r.pk), seats=seats)

    return doc.Section("", doc.Participants(players=tuple(listed)), _boards(results, line))


def teams_section(
    scores: TeamScores, players: Mapping[int, tuple], awards: Mapping[int, doc.Award]
) -> doc.Section:
    """The teams with their places and scores (victory points, IMPs, or matches won), each
    match with its boards from both tables."""
    teams = []
    for row in scores.standings:
        team = row.team
        pairs = tuple(doc.Pair(p.label, p.direction, players.get(p.pk, ())) for p in row.pairs)
        total = row.vps if scores.mode == VPS else row.matches if scores.mode == SERIES else row.net
        result = doc.Result(
            total=_decimal(total),
            place=row.place_label,
            wins=_decimal(row.won + row.tied / 2 if scores.mode != SERIES else row.matches),
            award=awards.get(team.pk),
        )
        teams.append(doc.Team(team.label, team.name, pairs, (), result))
    matches = tuple(_match(scores, t) for t in scores.matches)
    return doc.Section("", doc.Participants(teams=tuple(teams)), matches=matches)


def _decimal(value) -> Decimal | None:
    """A figure for the file: exact values kept, others to two places."""
    if value is None or isinstance(value, Decimal):
        return value
    return two_places(value)


def _match(scores: TeamScores, match) -> doc.Match:
    boards = []
    for c in match.comparisons:
        home = [
            line_of(c.home_ns, None, ns=c.home_ns.seating.ns.label, ew=c.home_ns.seating.ew.label,
                    direction="NS"),
            line_of(c.away_ns, None, ns=c.away_ns.seating.ns.label, ew=c.away_ns.seating.ew.label,
                    direction="EW"),
        ]  # fmt: skip
        gain = c.home_figure  # the home team's own figure (None: the tray was not played)
        boards.append(doc.Board(c.tray, tuple(home), _decimal(gain)))
    first = min((c.home_ns.seating.round.number for c in match.comparisons), default=None)
    return doc.Match(
        round=first,
        team=match.home,
        opponents=match.away,
        team_score=_decimal(match.home_score),
        opponents_score=_decimal(match.away_score),
        boards=tuple(boards),
    )
