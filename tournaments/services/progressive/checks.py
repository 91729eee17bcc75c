"""The checks a table's report passes before it is stored, in the host's words: the same rules
the pure engine applies when the round closes (``movements.progression``,
``tournaments.scoring.euchre_points``), said early, with what to do.

``Rules`` gathers what the checks need from the evening's settings, so the host's page, the
guests' phones and a correction check alike.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext as _

from movements.progression import PartyGame, game_end_problem
from movements.progressive import ProgressiveTable
from said import Said
from tournaments import models as m
from tournaments.adapters import progressive as pa
from tournaments.scoring import to_the_score
from tournaments.scoring.euchre_points import totals_of_hands, totals_problem
from tournaments.scoring.pivot import rubber_problem
from tournaments.scoring.progressive import TableReport
from tournaments.services.common import DomainError

CINCH_DEAL_MOST = 14  # high, low, jack, game and the two pedros: fourteen points a deal
EUCHRE_GAMES = {PartyGame.EUCHRE, PartyGame.MILITARY, PartyGame.EUCHRE_POINTS}


@dataclass(frozen=True)
class Rules:
    """What a report is checked against: the game, the points that win a game (None once the
    hostess's hour has passed, so the bell may find a game unfinished), lone hands at the head
    table, the deals (hands) a round and the loner bonus."""

    game: PartyGame
    game_points: int | None
    lone_hands_barred: bool = True
    deals: int | None = None
    loner_points: int = 4
    score_bonus: str = "none"
    bonus_per_point: int = 1
    bonus_game: int = 30

    @classmethod
    def of(cls, settings: m.ProgressiveSettings, *, hour_passed: bool) -> Rules:
        return cls(
            pa.engine_game(settings),
            None if hour_passed else settings.game_points,
            settings.lone_hands_barred,
            settings.deals,
            settings.loner_points,
            settings.score_bonus,
            settings.bonus_per_point,
            settings.bonus_game,
        )

    @property
    def to_the_score(self) -> bool:
        return self.score_bonus != to_the_score.Method.NONE


def bonus_of(report: TableReport, rules: Rules) -> to_the_score.Bonus | None:
    """Bridge to the score: the round's bonus from the deals' trick scores the table reported
    (``report.hands``: (side, trick points) a deal); None when the party plays no bonus."""
    if not rules.to_the_score:
        return None
    where = _("Table %(table)s") % {"table": report.table}
    deals = report.hands
    if not deals:
        raise DomainError(
            _("%(where)s: give each deal's trick score (bridge to the score).") % {"where": where}
        )
    short = rules.game_points is None  # the hour may end a round before its deals
    if rules.deals and (len(deals) > rules.deals or (not short and len(deals) != rules.deals)):
        raise DomainError(
            _("%(where)s: a round is %(deals)s deals, not %(deals2)s.")
            % {"where": where, "deals": rules.deals, "deals2": len(deals)}
        )
    try:
        bonus = to_the_score.bonus(
            rules.score_bonus, deals, game=rules.bonus_game, per_point=rules.bonus_per_point
        )
    except ValueError as exc:
        raise DomainError(_("%(where)s: %(exc)s.") % {"where": where, "exc": exc}) from exc
    points = report.points or (0, 0)
    below = (
        _(
            "%(where)s: North-South's score, %(points)s, is less than its trick score, "
            "%(trick_scores)s: the score counts the tricks too."
        ),
        _(
            "%(where)s: East-West's score, %(points)s, is less than its trick score, "
            "%(trick_scores)s: the score counts the tricks too."
        ),
    )
    for side in (0, 1):
        if points[side] < bonus.trick_scores[side]:
            raise DomainError(
                below[side]
                % {
                    "where": where,
                    "points": points[side],
                    "trick_scores": bonus.trick_scores[side],
                }
            )
    return bonus


def scored_points(report: TableReport, rules: Rules) -> tuple[int, int] | None:
    """The points that decide the table: as reported, with bridge to the score's bonus."""
    points = points_of(report, rules)
    if points is None:
        return None
    bonus = bonus_of(report, rules)
    return points if bonus is None else to_the_score.with_bonus(points, bonus)


def check_report(report: TableReport, table: ProgressiveTable, rules: Rules) -> None:
    """``DomainError`` naming what is wrong with a table's report; nothing when it can stand."""
    where = _("Table %(table)s") % {"table": table.table}
    if rules.game is PartyGame.HEARTS:
        _check_hearts(report, table, where)
    elif rules.game is PartyGame.POKER:
        _check_poker(report, table, where)
    elif rules.game is PartyGame.CINCH:
        _check_to_go(report, rules, where)
    else:
        _check_points(report, table.table, rules, where)
    strangers = sorted(set(report.cuts) - set(table.players))
    if strangers:
        raise DomainError(
            _("%(where)s: %(strangers)s did not play there.")
            % {"where": where, "strangers": ", ".join(strangers)}
        )
    if any(not 1 <= int(v) <= 13 for v in report.cuts.values()):
        raise DomainError(_("%(where)s: a cut card is ace (1) to king (13).") % {"where": where})


def points_of(report: TableReport, rules: Rules) -> tuple[int, int] | None:
    """The two sides' points: as reported, or added from the hands (today's euchre)."""
    if report.hands is not None and rules.game is PartyGame.EUCHRE_POINTS:
        short = rules.game_points is None
        try:
            return totals_of_hands(
                report.hands, deals=rules.deals or 8, loner_points=rules.loner_points, short=short
            )
        except ValueError as exc:
            raise DomainError(
                _("Table %(table)s: %(exc)s.") % {"table": report.table, "exc": exc}
            ) from exc
    return report.points


def _check_points(report: TableReport, number: int, rules: Rules, where: str) -> None:
    points = points_of(report, rules)
    if points is None:
        raise DomainError(_("%(where)s: give the points of both partnerships.") % {"where": where})
    if report.points is not None and report.hands is not None and points != report.points:
        raise DomainError(
            _("%(where)s: the hands add up to %(points)s-%(points2)s, not the points.")
            % {"where": where, "points": points[0], "points2": points[1]}
        )
    a, b = points
    if a < 0 or b < 0:
        raise DomainError(_("%(where)s: points cannot be negative.") % {"where": where})
    a, b = scored_points(report, rules) or points
    game = rules.game
    if game is PartyGame.BRIDGE_PIVOT:
        problem: str | Said = rubber_problem(points)
        if problem:
            raise DomainError(_("%(where)s: %(problem)s.") % {"where": where, "problem": problem})
        return  # equal totals leave the rubber unwon: nothing moves on it
    if game is PartyGame.EUCHRE_POINTS and report.hands is None:
        deals = rules.deals or 8
        short = rules.game_points is None
        problem = totals_problem(points, deals=deals, loner_points=rules.loner_points, short=short)
        if problem:
            raise DomainError(_("%(where)s: %(problem)s.") % {"where": where, "problem": problem})
    must_end = game is PartyGame.MILITARY or (game is PartyGame.EUCHRE and number == 1)
    if must_end and rules.game_points is not None:
        lone = game is PartyGame.EUCHRE and not rules.lone_hands_barred
        problem = game_end_problem(points, rules.game_points, lone_hands=lone)
        if problem:
            raise DomainError(_("%(where)s: %(problem)s.") % {"where": where, "problem": problem})
    if a == b:
        _check_tie(report, game, a, where)


def _check_tie(report: TableReport, game: PartyGame, points: int, where: str) -> None:
    tricks = report.next_hand_tricks
    if tricks is None:
        said = (
            _(
                "%(where)s: the points tie %(points)s-%(points)s; give the tricks each side won "
                "on one more hand."
            )
            if game is PartyGame.EUCHRE_POINTS
            else _(
                "%(where)s: the points tie %(points)s-%(points)s; give the tricks each side won "
                "on the next hand."
            )
        )
        raise DomainError(said % {"where": where, "points": points})
    most = 5 if game in EUCHRE_GAMES else 13
    if min(tricks) < 0 or sum(tricks) > most:
        raise DomainError(
            _("%(where)s: %(tricks)s and %(tricks2)s tricks cannot be one hand.")
            % {"where": where, "tricks": tricks[0], "tricks2": tricks[1]}
        )


def _check_to_go(report: TableReport, rules: Rules, where: str) -> None:
    """Cinch is counted down from the game (51): a pair has none to go once out, and a pair
    set back every deal has at most the game and fourteen a deal to go."""
    if report.points is None:
        raise DomainError(_("%(where)s: give the points each pair has to go.") % {"where": where})
    game = rules.game_points or 51
    most = game + CINCH_DEAL_MOST * (rules.deals or 4)
    for to_go in report.points:
        if not 0 <= to_go <= most:
            raise DomainError(
                _(
                    "%(where)s: a pair has 0 to %(most)s points to go after %(deals)s deals, not %(to_go)s."
                )
                % {"where": where, "most": most, "deals": rules.deals or 4, "to_go": to_go}
            )


def _check_hearts(report: TableReport, table: ProgressiveTable, where: str) -> None:
    hearts = report.hearts or {}
    if set(hearts) != set(table.players):
        raise DomainError(
            _("%(where)s: give the hearts taken by each of %(players)s.")
            % {"where": where, "players": ", ".join(table.players)}
        )
    if any(h < 0 for h in hearts.values()) or sum(hearts.values()) != 13:
        raise DomainError(
            _("%(where)s: the thirteen hearts are shared out; these add up to %(sum)s.")
            % {"where": where, "sum": sum(hearts.values())}
        )


def _check_poker(report: TableReport, table: ProgressiveTable, where: str) -> None:
    chips = report.chips or {}
    if set(chips) != set(table.players):
        raise DomainError(
            _("%(where)s: give the counters of each of %(players)s.")
            % {"where": where, "players": ", ".join(table.players)}
        )
    if any(c < 0 for c in chips.values()):
        raise DomainError(_("%(where)s: a stack cannot be negative.") % {"where": where})
    if report.pool_winner not in table.players:
        raise DomainError(
            _("%(where)s: the pool winner must be one of %(players)s.")
            % {"where": where, "players": ", ".join(table.players)}
        )
    if not set(report.in_call) <= set(table.players):
        raise DomainError(
            _("%(where)s: only players at the table can be in the call.") % {"where": where}
        )
