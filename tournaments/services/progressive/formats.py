"""What each game of a progressive party takes at set-up beyond the drawing: the deals (hands)
a round, the points of a game, and today's euchre's guests, loner bonus and byes.

``DomainError`` says what to change; nothing here writes.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from django.utils.translation import gettext as _

from movements import pivot, rotation
from tournaments import models as m
from tournaments.scoring import to_the_score
from tournaments.services.common import DomainError

# Deals (hands) a round where the game has a number rather than the bell: "An even number of
# deals, usually four, is the rule for each round" (progressive bridge, and so whist); cinch's
# "four deals a table"; today's euchre's eight hands, each player dealing twice.
DEALS = {
    m.Drive.BRIDGE: 4,
    m.Drive.BRIDGE_SIT: 4,
    m.Drive.WHIST: 4,
    m.Drive.WHIST_SIT: 4,
    m.Drive.CINCH: 4,
    m.Drive.EUCHRE_POINTS: 8,
}
# Bridge and whist may still play to the bell; cinch and today's euchre are counted in deals.
BELL_OR_DEALS = {m.Drive.BRIDGE, m.Drive.BRIDGE_SIT, m.Drive.WHIST, m.Drive.WHIST_SIT}
GAME_POINTS = {m.Drive.CINCH: 51}  # cinch is fifty-one up; euchre's five serves the rest
MAX_DEALS = 30
MAX_LONER = 12


def deals_for(drive: m.Drive, deals: int | None, *, bell: bool = False) -> int | None:
    """The deals a round for ``drive``: as given, else the game's usual; None for a game whose
    round ends at the bell (euchre, hearts, poker) or for bridge and whist played to the bell
    (``bell``)."""
    if drive not in DEALS:
        if deals is not None:
            raise DomainError(
                _(
                    "%(label)s: a round ends at the bell. Deals a round are for bridge, whist, cinch and "
                    "today's euchre."
                )
                % {"label": drive.label}
            )
        return None
    if bell:
        if drive not in BELL_OR_DEALS:
            raise DomainError(
                _("%(label)s is played in deals, not to the bell.") % {"label": drive.label}
            )
        return None
    deals = DEALS[drive] if deals is None else deals
    if not 1 <= deals <= MAX_DEALS:
        raise DomainError(
            _("A round is 1 to %(max_deals)s deals, not %(deals)s.")
            % {"max_deals": MAX_DEALS, "deals": deals}
        )
    return deals


def game_points_for(drive: m.Drive, game_points: int | None) -> int:
    points = GAME_POINTS.get(drive, 5) if game_points is None else game_points
    if points < 1:
        raise DomainError(_("A game is won with at least one point."))
    return points


def check_points_euchre(groups: str, loner_points: int, bye_points: int | None) -> None:
    """Today's euchre numbers everybody alike, and a lone hand's march beats a march."""
    if groups != "one":
        raise DomainError(
            _("Today's euchre numbers every guest alike for its rotation chart: draw as one group.")
        )
    if not 3 <= loner_points <= MAX_LONER:
        raise DomainError(
            _(
                "A lone hand taking all five scores 3 to %(max_loner)s points (most parties: 4), not "
                "%(loner_points)s."
            )
            % {"max_loner": MAX_LONER, "loner_points": loner_points}
        )
    if bye_points is not None and not 0 <= bye_points <= 99:
        raise DomainError(_("A bye scores 0 to 99 points, or the round's average when left empty."))


def chart_guests(named: Sequence[tuple[str, str]], guests: int | None, tables: int) -> int:
    """How many players today's euchre seats: the named guests, else the number given, else
    four to a table."""
    count = len(named) if named else guests if guests is not None else 4 * tables
    if guests is not None and named and guests != len(named):
        raise DomainError(
            _("%(named)s guests are named, not %(guests)s.")
            % {"named": len(named), "guests": guests}
        )
    if not rotation.MIN_PLAYERS <= count <= rotation.MAX_PLAYERS:
        raise DomainError(
            _(
                "Today's euchre seats %(min_players)s to %(max_players)s players (two to forty tables "
                "of four), not %(count)s."
            )
            % {
                "min_players": rotation.MIN_PLAYERS,
                "max_players": rotation.MAX_PLAYERS,
                "count": count,
            }
        )
    return count


def check_chart_rounds(players: int, rounds: int | None) -> None:
    """No more rounds than the chart has: after it partners would meet again."""
    length = len(rotation.chart(players).rounds)
    if rounds is not None and rounds > length:
        raise DomainError(
            _(
                "The rotation chart for %(players)s players has %(length)s rounds, so that no two "
                "players are partners twice: play at most %(length)s, not %(rounds)s."
            )
            % {"players": players, "length": length, "rounds": rounds}
        )


def numbered(
    named: Sequence[tuple[str, str]], players: int, *, seed: int, shuffle: bool
) -> list[tuple[str, str]]:
    """(label, name) for today's euchre: the chart's numbers P1 .. Pn in the order the guests
    were listed, or drawn from a hat with the event's seed (``shuffle``)."""
    names = [name.strip() for name, _group in named] or [""] * players
    if shuffle:
        random.Random(f"progressive-numbers:{seed}").shuffle(names)
    return [(rotation.label(i), name) for i, name in enumerate(names, start=1)]


def pivot_guests(
    named: Sequence[tuple[str, str]], groups: str, tables: int, rounds: int | None
) -> int:
    """Pivot bridge: four guests a table, numbered alike (the first dealer of table ``t`` is
    P(4t-3)); at most four rounds of the three rubbers that partner everyone once."""
    if groups != "one":
        raise DomainError(_("Pivot bridge numbers every guest alike for its tables: one group."))
    if named and len(named) != 4 * tables:
        raise DomainError(
            _("%(tables)s tables of pivot bridge seat %(seats)s; %(named)s named.")
            % {"tables": tables, "seats": 4 * tables, "named": len(named)}
        )
    if rounds is not None and not 1 <= rounds <= pivot.MAX_RUBBERS:
        raise DomainError(
            _(
                "An evening of pivot bridge is 1 to %(max_rubbers)s rubbers (three partner everyone "
                "once), not %(rounds)s."
            )
            % {"max_rubbers": pivot.MAX_RUBBERS, "rounds": rounds}
        )
    return 4 * tables


BONUS_DRIVES = {m.Drive.BRIDGE, m.Drive.BRIDGE_SIT}  # "Bridge to the Score" is bridge's own
MAX_PER_POINT = 10


def check_bonus(drive: m.Drive, method: str, per_point: int, game: int) -> None:
    """Bridge to the score: a method the source gives, for progressive bridge only, a game of
    thirty (auction) to a hundred (contract) below the line, a few points a trick point."""
    if method not in {b.value for b in to_the_score.Method}:
        methods = ", ".join(b.value for b in to_the_score.Method)
        raise DomainError(
            _("Bridge to the score's bonus is one of %(methods)s, not %(method)s.")
            % {"methods": methods, "method": repr(method)}
        )
    if method == to_the_score.Method.NONE:
        return
    if drive not in BONUS_DRIVES:
        raise DomainError(
            _("Bridge to the score is a bonus for progressive bridge, not %(label)s.")
            % {"label": drive.label.lower()}
        )
    if not 20 <= game <= 100:
        raise DomainError(
            _(
                "A game below the line is 20 to 100 trick points (auction 30, contract 100), not %(game)s."
            )
            % {"game": game}
        )
    if not 1 <= per_point <= MAX_PER_POINT:
        raise DomainError(
            _(
                "A trick point ahead on the unfinished game is worth 1 to %(max_per_point)s points, "
                "not %(per_point)s."
            )
            % {"max_per_point": MAX_PER_POINT, "per_point": per_point}
        )
