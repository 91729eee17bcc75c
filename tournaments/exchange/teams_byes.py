"""The byes of a teams file: the rounds a team sat out.

A scorer writes a bye either as a MATCH naming the team and no OPPOSING_TEAM (and no board),
or by leaving the team out of the round: with every match's ``ROUND_NUMBER`` given, a team
that plays in the event but in no match of a round had that round's bye.  What a bye scores
is not in the file; the importer reads it from the teams' totals
(``services.usebio_teams``), as a Swiss on the site scores a stated number of VPs a bye.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from decimal import Decimal

from .usebio_doc import Match, Section

__all__ = ["byes_of", "bye_vps", "SWISS_BYE_VPS"]

SWISS_BYE_VPS = 12  # what a bye scores in the site's own Swiss (``movements.swiss``)
MOST_VPS = 30  # the most one match scores on any scale the site knows


def byes_of(matches: Sequence[Match]) -> dict[str, int]:
    """Each team with a bye and how many it had."""
    out: dict[str, int] = {}
    sat_out = [x for x in matches if not x.opponents]
    for match in sat_out:
        out[match.team] = out.get(match.team, 0) + 1
    if not matches or any(x.round is None for x in matches):
        return out
    teams = {t for x in matches for t in (x.team, x.opponents) if t}
    for number in sorted({x.round for x in matches if x.round is not None}):
        there = {t for x in matches if x.round == number for t in (x.team, x.opponents) if t}
        for team in teams - there:
            out[team] = out.get(team, 0) + 1
    return out


def bye_vps(
    byes: dict[str, int], section: Section, site_vps: dict[str, Decimal | None]
) -> tuple[int, bool]:
    """The VPs a bye scores, and whether the file's totals say so: each team with byes gives
    (its total in the file - the VPs of its matches here) / its byes; the value most teams
    give (a whole number from 0 to the most a match scores) wins; totals that give none count
    no bye (the differences then show).  A file with no totals for those teams gives the
    site's own Swiss's ``SWISS_BYE_VPS``."""
    totals = {t.number: t.result.total for t in section.participants.teams}
    found: list[int] = []
    given = False
    for team, count in byes.items():
        total, here = totals.get(team), site_vps.get(team)
        if total is None or here is None or not count:
            continue
        given = True
        each = (Decimal(total) - Decimal(str(here))) / count
        if each == each.to_integral_value() and 0 <= each <= MOST_VPS:
            found.append(int(each))
    if not found:
        return (0, True) if given else (SWISS_BYE_VPS, False)
    return Counter(found).most_common(1)[0][0], True
