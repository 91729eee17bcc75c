"""Law B(3) of duplicate auction: a hand found irregular after the overplay has begun.

The source (duplicate_and_progressive_rules.txt, lines 97-109): "In two-table duplicate there
must be a new deal; but in a game in which the same deals are played at more than two tables,
the hands must be rectified ... and then passed to the next table without overplay at the table
at which the error was discovered; in which case, if a player have less than thirteen cards and
his adversary the corresponding surplus, each pair takes the average score for that deal; if,
however, his partner have the corresponding surplus, his pair is given the lowest score and his
opponents the highest score made at any table for that deal."

Auction pairs are compared on North-South's net points (NS less EW), so the offending pair's
lowest score and its opponents' highest are the same line: if North-South offended, the lowest
North-South net made at any other table; if East-West did, the highest.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from said import Said

__all__ = ["ADVERSARY", "PARTNER", "NEW_DEAL", "WORDS", "LawB", "irregular_hand"]

ADVERSARY = "adversary"  # the short player's adversary holds the surplus: the average
PARTNER = "partner"  # his partner holds it: the lowest and the highest score
NEW_DEAL = "new-deal"
WORDS = (
    "(3) When the irregularity is not discovered until after the overplay has begun: In "
    "two-table duplicate there must be a new deal; but in a game in which the same deals are "
    "played at more than two tables, the hands must be rectified as is provided above and then "
    "passed to the next table without overplay at the table at which the error was discovered; "
    "in which case, if a player have less than thirteen cards and his adversary the "
    "corresponding surplus, each pair takes the average score for that deal; if, however, his "
    "partner have the corresponding surplus, his pair is given the lowest score and his "
    "opponents the highest score made at any table for that deal."
)


@dataclass(frozen=True)
class LawB:
    """The ruling: "AVE", "SCORE <NS net>", or a new deal, and why in the law's terms."""

    branch: str
    code: str
    explanation: str | Said
    label: str = "Law B(3)"


def irregular_hand(
    tables: int, surplus: str, offenders: str = "", others: Sequence[int] = ()
) -> LawB:
    """The law's ruling at a table of a tray ``tables`` tables play; ``surplus`` says who held
    the short player's missing cards (``ADVERSARY`` or ``PARTNER``), ``offenders`` the pair of
    the short player ("NS" or "EW", for ``PARTNER``), ``others`` the North-South net scores
    made at the other tables."""
    if tables <= 2:
        return LawB(NEW_DEAL, "", Said("Law B(3): in two-table duplicate there must be a new deal"))
    if surplus == ADVERSARY:
        return LawB(
            ADVERSARY,
            "AVE",
            Said("Law B(3): the adversary held the surplus, each pair takes the average"),
        )
    if surplus != PARTNER:
        raise ValueError(Said("say who held the surplus: the short player's adversary or partner"))
    if offenders not in ("NS", "EW"):
        raise ValueError(Said("say which pair the short player sits in (NS or EW)"))
    if not others:
        raise ValueError(Said("the lowest and highest scores need the other tables' results"))
    net = min(others) if offenders == "NS" else max(others)
    other = "EW" if offenders == "NS" else "NS"
    return LawB(
        PARTNER,
        f"SCORE {net}",
        Said(
            "Law B(3): the partner held the surplus; %(offenders)s take the lowest score and "
            "%(other)s the highest made at any table: NS %(net)s",
            offenders=offenders,
            other=other,
            net=f"{net:+d}",
        ),
    )
