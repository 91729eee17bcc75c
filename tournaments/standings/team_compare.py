"""The trays and matches of a teams event: each result paired with its other table, and each
team's own figure on every tray.

A bridge tray is scored by ``scoring.team_lines.tray_figures``, the function the ``score``
command's teams methods use, so the site and the command give the same figures for the same
rulings: an artificial score gives each side its own average (Law 86A: average-plus +3 IMPs,
average 0, average-minus -3; at board-a-match that share of the board), so the two teams'
figures need not balance; a weighted or split score counts share by share; a procedural
penalty comes off the penalised team's figure only; a tray not played leaves the match.
Whist and auction series compare the two tables' tricks or points, a ruling with no single
result leaving the tray level.
"""

from __future__ import annotations

from fractions import Fraction
from functools import partial
from typing import NamedTuple, cast

from django.utils import translation
from django.utils.translation import gettext as _

from tournaments import models as m
from tournaments.adapters import cached
from tournaments.adapters import results as rows_of
from tournaments.scoring.ranking import natural_key
from tournaments.scoring.team_lines import tray_figures, won_and_lost
from tournaments.scoring.teams import two_table_match
from tournaments.scoring.types import Adjustment
from tournaments.scoring.types import Result as ScoringResult
from tournaments.standings import team_methods
from tournaments.standings.team_rows import (
    AWAITING,
    COMPARED,
    OWN_TEAM,
    REPEATED,
    SERIES,
    Comparison,
    TeamMatch,
    TravellerLine,
)

# The site's method of a bridge teams event, as ``scoring.team_lines`` names it.
LINES_METHOD = {"imps": "team-imps", team_methods.BOARD_A_MATCH: "board-a-match"}
LINES_METHOD["points"] = "aggregate"


class Stored(NamedTuple):
    """What a tray's comparison reads of a result: North-South's tricks and points as
    stored, the ruling, and the tray's vulnerability (an assigned contract is scored with it)."""

    ns_tricks: int | None
    ns_score: int | None
    adjustment: str
    vulnerability: str


class Figures(NamedTuple):
    """A ``Comparison``'s figures: its fields after the two results, in their order."""

    net: int | Fraction | None
    imps: int | Fraction | None
    note: str = ""
    level: bool = False
    scores: tuple[int | Fraction, int | Fraction] | None = None
    board: int | None = None
    home_figure: int | Fraction | None = None
    away_figure: int | Fraction | None = None
    home_working: str = ""
    away_working: str = ""


def compare(scores) -> tuple[list[Comparison], dict[int, list[TravellerLine]]]:
    """Pair every result with its other table; say why a result has none."""
    by_tray: dict[int, list[m.Result]] = {}
    for r in scores.results:
        by_tray.setdefault(r.tray.number, []).append(r)
    order = {label: (t.number, natural_key(label)) for label, t in scores.teams.items()}
    comparisons: list[Comparison] = []
    lines: dict[int, list[TravellerLine]] = {}
    side = _sides(scores)
    rules = scores.event.rules  # made afresh at each reading: read once
    language = translation.get_language()  # the notes' words are the reader's
    for tray, rows in by_tray.items():
        seats: dict[tuple[str, str], m.Result] = {}
        status: dict[int, str] = {}
        teams: dict[int, tuple[m.Entrant | None, m.Entrant | None]] = {}
        for r in rows:
            ns_team, ns = side(r.seating.ns.label)
            ew_team, ew = side(r.seating.ew.label)
            teams[r.pk] = (ns_team, ew_team)
            if ns is None or ew is None or ns == ew:
                status[r.pk] = OWN_TEAM
            elif (ns, ew) in seats:
                status[r.pk] = REPEATED
            else:
                seats[(ns, ew)] = r
                status[r.pk] = AWAITING
        found: dict[int, tuple] = {}
        for (x, y), first in seats.items():
            second = seats.get((y, x))
            if second is None or order[x] > order[y]:
                continue
            key = (
                scores.mode, scores.method, rules, language, tray, x, y,
                _stored(first), _stored(second),
            )  # fmt: skip
            figures = cast("Figures", cached.figures(key, partial(_tray_figures, *key)))
            c = Comparison(tray, x, y, first, second, *figures)
            comparisons.append(c)
            found[first.pk] = _ns_side(c, c.home, scores.method)
            found[second.pk] = _ns_side(c, c.away, scores.method)
        lines[tray] = [_line(r, *teams[r.pk], status[r.pk], found.get(r.pk)) for r in rows]
    return comparisons, lines


def _sides(scores):
    """A seat's label -> (the team a traveller names for it, the label of the team its pair
    plays for: None for a label that is not a team's pair), each label worked out once."""
    known: dict[str, tuple[m.Entrant | None, str | None]] = {}

    def side(label: str) -> tuple[m.Entrant | None, str | None]:
        got = known.get(label)
        if got is None:
            got = known[label] = (scores.team_for(label), _team_label(scores.pairs, label))
        return got

    return side


def _team_label(pairs: dict[str, m.Entrant], label: str) -> str | None:
    pair = pairs.get(label)
    return pair.team.label if pair is not None and pair.team_id else None


def _ns_side(c: Comparison, team: str, method: str) -> tuple:
    """What a traveller line shows for its North-South team: (net, IMPs, note, board,
    figure)."""
    sign = 1 if team == c.home else -1
    net = None if c.net is None else sign * c.net
    if method == "points" and c.played:
        net = c.figure_for(team)  # total points: the gain is the team's own figure
    imps = None if c.imps is None else c.figure_for(team)
    board = None if c.board is None else sign * c.board
    return net, imps, c.note_for(team), board, c.figure_for(team)


def _line(r: m.Result, ns: m.Entrant | None, ew: m.Entrant | None, status: str, found):
    if found is None:
        return TravellerLine(r, ns, ew, status)
    return TravellerLine(r, ns, ew, COMPARED, *found)


def _stored(result) -> Stored:
    return Stored(result.ns_tricks, result.ns_score, result.adjustment, result.tray.vulnerability)


def _tray_figures(
    mode: str, method: str, rules, language: str, tray: int, home: str, away: str,
    home_ns: Stored, away_ns: Stored,
) -> Figures:  # fmt: skip
    """The figures of ``home``'s match against ``away`` on ``tray``: ``home``'s pair sat
    North-South at ``home_ns``, ``away``'s at ``away_ns``.  Worked from its arguments alone,
    so kept by them (``cached.figures``): a result entered leaves every other tray's
    comparisons as they were, and the first reader after it works out its own tray's again.
    ``language`` is the notes' (the words are kept as said)."""
    if mode == SERIES:
        return _series(tray, home, away, home_ns, away_ns, method)
    return _bridge(tray, home, away, home_ns, away_ns, method, rules)


def _codes(*results: Stored) -> str:
    return ", ".join(r.adjustment for r in results if r.adjustment)


def _bridge(
    tray: int, home: str, away: str, home_ns: Stored, away_ns: Stored, method: str, rules
) -> Figures:
    """The tray scored as the command scores it, each team from its own side."""
    codes = _codes(home_ns, away_ns)
    bam = method == team_methods.BOARD_A_MATCH
    try:
        first = ScoringResult(tray, home, away, *rows_of.score_and_ruling(*home_ns))
        second = ScoringResult(tray, away, home, *rows_of.score_and_ruling(*away_ns))
        got = tray_figures(first, second, LINES_METHOD[method], rules)
    except ValueError as exc:
        return _level(method, rules, f"{codes}: {exc}")
    if not got.played:
        note = _("not played (%(codes)s): left out of the match") % {"codes": codes}
        return Figures(None, None, note)
    ns_home, ns_away = first.plain_score, second.plain_score
    scores = None if ns_home is None or ns_away is None else (ns_home, ns_away)
    net = None if scores is None else scores[0] - scores[1]
    penalised = any(r.adjustment and r.adjustment.penalties for r in (first, second))
    board = team_methods.board_of(net) if bam and net is not None and not penalised else None
    return Figures(
        net,
        got.home if method == "imps" else None,
        f"ruling ({codes})" if codes else "",
        False,
        scores,
        board, got.home, got.away,
        str(got.home_working) if codes else "", str(got.away_working) if codes else "",
    )  # fmt: skip


def _level(method: str, rules, why: str) -> Figures:
    """A ruling the event's method cannot count (it was entered under another method): the
    tray counts as level, tied at board-a-match."""
    bam = method == team_methods.BOARD_A_MATCH
    even = Fraction(rules.scale, 2) if bam else 0
    note = _("adjusted (%(codes)s): the tray counts as level") % {"codes": why}
    imps = 0 if method == "imps" else None
    return Figures(0, imps, note, True, None, 0 if bam else None, even, even)


def _series(
    tray: int, home: str, away: str, home_ns: Stored, away_ns: Stored, method: str
) -> Figures:
    """A whist or auction tray: an assigned score counts as the table's result; any other
    ruling leaves the tray level."""
    ns_home, ns_away = (_effective(r, method) for r in (home_ns, away_ns))
    codes = _codes(home_ns, away_ns)
    if ns_home is None or ns_away is None:
        note = _("adjusted (%(codes)s): the tray counts as level") % {"codes": codes}
        return Figures(0, None, note, True, None, None, 0, 0)
    one = two_table_match(home, away, [(tray, ns_home, ns_away)], method=method).trays[0]
    note = f"ruling: {codes}" if codes else ""
    return Figures(one.net, None, note, False, (ns_home, ns_away), None, one.net, -one.net)


def _effective(result: Stored, method: str) -> int | None:
    """The NS score a series compares: the table's, or an assigned one (None: no one score)."""
    own = result.ns_tricks if method == "tricks" else result.ns_score
    if not result.adjustment:
        return own
    ruling = Adjustment.parse(result.adjustment, vulnerability=result.vulnerability or None)
    if not ruling.replaces_score:
        return own
    single = ruling.single_score  # one result's score: whole tricks or points
    return None if single is None else int(single)


def matches(scores, comparisons: list[Comparison], designed, by_round=False) -> list[TeamMatch]:
    """Each two teams' comparisons as one match (``by_round``: one match a round, for a
    movement whose every round is a match, two teams meeting twice playing two): a tray not
    played leaves it (its length falls by one), every other tray counts each team's own
    figure."""
    grouped: dict[tuple[str, str, int], list[Comparison]] = {}
    for c in comparisons:
        meeting = c.home_ns.seating.round.number if by_round else 0
        grouped.setdefault((c.home, c.away, meeting), []).append(c)
    out = []
    bam = scores.method == team_methods.BOARD_A_MATCH
    for (home, away, meeting), rows in grouped.items():
        rows.sort(key=lambda c: c.tray)
        played = [c for c in rows if c.played]
        if not played:
            continue
        home_for, home_against = won_and_lost(f for c in played if (f := c.home_figure) is not None)
        away_for, away_against = won_and_lost(f for c in played if (f := c.away_figure) is not None)
        designed_here = len(rows) if meeting else designed.get(frozenset((home, away)), len(rows))
        boards = max(designed_here, len(rows))
        boards -= len(rows) - len(played)
        out.append(
            TeamMatch(
                home,
                away,
                rows,
                boards,
                _whole(home_for),
                _whole(home_against),
                _whole(away_for),
                _whole(away_against),
                bam,
            )  # fmt: skip
        )
    order = {label: t.number for label, t in scores.teams.items()}
    out.sort(key=lambda t: (min(c.tray for c in t.comparisons), order[t.home]))
    return out


def _whole(value: Fraction) -> int | Fraction:
    return value.numerator if value.denominator == 1 else value
