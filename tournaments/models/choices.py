"""The choices the models store.

Game, Direction, Seat and Vulnerability are the pure packages' own enums (one definition each,
in ``movements``); the models store their values.  Form, Status and ScoringMethod exist only
on the site.
"""

from __future__ import annotations

from enum import Enum, StrEnum
from typing import TYPE_CHECKING, ClassVar

from django.db import models
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from movements import trays, types

if TYPE_CHECKING:
    # Django's choices metaclass turns each ``NAME = value, label`` into a str member with a
    # label; mypy reads Django as untyped, so it is told that here (and sees a str enum).

    class TextChoices(StrEnum):
        choices: ClassVar[list[tuple[str, str]]]
        values: ClassVar[list[str]]
        labels: ClassVar[list[str]]

        @property
        def label(self) -> str: ...

else:
    TextChoices = models.TextChoices


def _choices(name: str, enum: type[Enum], labels: dict[str, str]) -> type[models.TextChoices]:
    """Django choices derived from one of the pure packages' enums: the same members and
    values, each with the label a reader reads in his language (the enums' own labels are the
    core's English, for the core's files and tools).  A member without a label here fails
    when the site starts."""
    return models.TextChoices(name, [(e.name, (e.value, labels[e.value])) for e in enum])


Game = _choices(
    "Game",
    types.Game,
    {
        "whist": _("Whist"),
        "bridge": _("Contract bridge"),
        "auction": _("Auction bridge"),
        "euchre": _("Euchre"),
        "hearts": _("Hearts"),
        "poker": _("Poker"),
        "cinch": _("Cinch"),
    },
)
Direction = _choices("Direction", types.Direction, {"NS": _("North-South"), "EW": _("East-West")})
Seat = _choices(
    "Seat", types.Seat, {"N": _("North"), "E": _("East"), "S": _("South"), "W": _("West")}
)
# A tray's vulnerability as its label says it: the side that is vulnerable.
Vulnerability = _choices(
    "Vulnerability",
    trays.Vulnerability,
    {
        "none": pgettext_lazy("vulnerable", "None"),
        "ns": _("North-South"),
        "ew": _("East-West"),
        "both": pgettext_lazy("vulnerable", "Both"),
    },
)


class Form(TextChoices):
    PAIRS = "pairs", _("Pairs")
    TEAMS = "teams", _("Teams of four")
    INDIVIDUALS = "individuals", _("Individuals")
    PROGRESSIVE = "progressive", _("Progressive")


class Status(TextChoices):
    DRAFT = "draft", _("Draft")
    SEATED = "seated", _("Seated")
    PLAYING = "playing", _("Playing")
    FINISHED = "finished", _("Finished")


class ScoringMethod(TextChoices):
    MATCHPOINTS = "matchpoints", _("Match points")
    TRICKS = "tricks", _("Trick totals against the average")
    IMPS = "imps", _("IMPs")
    CROSS_IMPS = "cross-imps", _("Cross-IMPs")
    BUTLER = "butler", _("Butler (datum)")
    TOP_LOSS = "top-loss", _("Tricks lost to the top (Safford)")
    POINTS = "points", _("Total points")
    BOARD_A_MATCH = "board-a-match", _("Board-a-match")
    VPS = "vps", _("Victory points")
    PAIR_MATCHES = "pair-matches", _("Pair against pair: matches won, ties on tricks")


# Pairs events scored in IMPs (a Swiss pairs' matches too: Butler IMPs, then VPs).
IMP_PAIRS_METHODS = (
    ScoringMethod.BUTLER,
    ScoringMethod.CROSS_IMPS,
    ScoringMethod.IMPS,
    ScoringMethod.VPS,
)

# Duplicate bridge's total points, where bridge to the score's round bonus counts.
POINTS_PAIRS = _("Total points (aggregate): each pair's scores added, with bridge to the score")

# The scoring methods that make sense for a game played in a form, first the usual one.
SCORING: dict[tuple[str, str], list[tuple[str, str]]] = {
    (Game.WHIST, Form.PAIRS): [
        (ScoringMethod.MATCHPOINTS, _("Match points")),
        (ScoringMethod.TRICKS, _("Trick totals against the average")),
        (ScoringMethod.PAIR_MATCHES, _("Pair against pair: matches won, ties on tricks")),
    ],
    (Game.BRIDGE, Form.PAIRS): [
        (ScoringMethod.MATCHPOINTS, _("Match points")),
        (ScoringMethod.BUTLER, _("Butler: IMPs against each board's datum")),
        (ScoringMethod.CROSS_IMPS, _("Cross-IMPs: IMPs against every other result")),
        (ScoringMethod.IMPS, _("IMPs against each board's plain average")),
        (ScoringMethod.VPS, _("Victory points: a Swiss, each match's Butler IMPs")),
        (ScoringMethod.POINTS, POINTS_PAIRS),
    ],
    (Game.WHIST, Form.TEAMS): [
        (ScoringMethod.TRICKS, _("Matches won, then tricks on balance")),
    ],
    (Game.BRIDGE, Form.TEAMS): [
        (ScoringMethod.IMPS, _("IMPs (victory points when teams play several matches)")),
        (ScoringMethod.BOARD_A_MATCH, _("Board-a-match: each board won, tied or lost")),
        (ScoringMethod.POINTS, _("Total points (aggregate): the points gained on every board")),
    ],
    (Game.WHIST, Form.INDIVIDUALS): [
        (ScoringMethod.MATCHPOINTS, _("Match points")),
        (ScoringMethod.TOP_LOSS, _("Tricks lost to the top (Safford)")),
    ],
    (Game.BRIDGE, Form.INDIVIDUALS): [(ScoringMethod.MATCHPOINTS, _("Match points"))],
    (Game.AUCTION, Form.PAIRS): [
        (ScoringMethod.MATCHPOINTS, _("Match points")),
        (ScoringMethod.POINTS, POINTS_PAIRS),
    ],
    (Game.AUCTION, Form.TEAMS): [
        (ScoringMethod.POINTS, _("Matches won on total points (law G), then points on balance")),
    ],
    (Game.AUCTION, Form.INDIVIDUALS): [(ScoringMethod.MATCHPOINTS, _("Match points"))],
}


def scored_in_imps(form: str, method: str) -> bool:
    """Whether a pairs event's lines are IMPed (so a ruling needs an IMP value)."""
    return form == Form.PAIRS and method in IMP_PAIRS_METHODS


def team_ruling_method(game: str, form: str, method: str) -> str:
    """The ``score`` command's teams method a bridge teams event's rulings are counted by
    (``scoring.team_lines``), or "" for any other event."""
    if form != Form.TEAMS or game != Game.BRIDGE:
        return ""
    if method == ScoringMethod.BOARD_A_MATCH:
        return "board-a-match"
    return "aggregate" if method == ScoringMethod.POINTS else "team-imps"


def penalties_allowed(game: str, form: str) -> bool:
    """A procedural penalty comes off a side's score, except in a whist or auction teams
    series, whose matches compare the two tables' tricks or points."""
    return form != Form.TEAMS or game == Game.BRIDGE


def scoring_choices(game: str, form: str) -> list[tuple[str, str]]:
    """The scoring methods that make sense for a game played in a form."""
    return SCORING.get((game, form), SCORING[(Game.BRIDGE, Form.PAIRS)])
