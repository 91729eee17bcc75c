"""The winners of Mitchell's social game on the standings page ([F] "Large Numbers of
Individuals": four winners, or the best lady and gentleman above the average).

The match points of an individual event stay as they are; this adds, for an event on the
``mitchell-social`` movement, every player's tricks and tricks above the average, placed
within his or her seat, and the winners the event's setting asks for.
"""

from __future__ import annotations

from django.utils.translation import gettext as _

from tournaments import models as m
from tournaments.adapters import results as rows_of
from tournaments.deals.cards import SEAT_WORDS
from tournaments.scoring.explain import figure
from tournaments.scoring.social import SocialReport, score_social

KIND = "mitchell-social"


def social_report(scores) -> SocialReport | None:
    """The social game's figures for an individual event's scores, or None for another
    movement (or a game not scored in tricks)."""
    event = scores.event
    if event.movement_kind != KIND or not event.is_whist or not scores.results:
        return None
    winners = (event.movement_options or {}).get("winners", "four")
    return score_social(rows_of.individual_results(scores.results), winners=winners)


def social_context(scores) -> dict:
    """``social_winners`` (prize, names) and ``social_rows`` for the standings template."""
    if not scores.visibility.standings:
        return {}
    report = social_report(scores)
    if report is None:
        return {}
    entrants: dict[str, m.Entrant] = scores.entrants
    rows = [
        {
            "seat": SEAT_WORDS[s.seat],
            "place": s.place,
            "code": entrants[s.player].code,
            "name": entrants[s.player].name,
            "hands": s.hands,
            "tricks": s.tricks,
            "above": ("+" if s.above > 0 else "") + figure(s.above),
        }
        for s in report.standings
    ]
    winners = [
        (prize, ", ".join(str(entrants[p]) for p in players) or _("none yet"))
        for prize, players in report.winners
    ]
    return {"social_rows": rows, "social_winners": winners}
