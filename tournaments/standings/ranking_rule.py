"""The stated rule for pairs who played fewer trays than their field (a late pair, a pair that
left, an odd field's sit-outs): ranked on their percentage of the trays they played, as every
pair is, or, by the director's choice, listed unranked below a share of the most trays.
"""

from __future__ import annotations

from django.utils.translation import gettext as _

from tournaments import models as m
from tournaments.scoring.ranking import rank


def rule_text(event: m.Event) -> str:
    """The rule as the standings page states it."""
    boards = event.words.boards
    if event.unranked_below:
        return _(
            "Every pair is ranked on its percentage of the %(boards)s it played (scores factored "
            "to the field); a pair that played fewer than %(least)s%% of the most %(boards)s "
            "any pair of its field played is listed below, unranked."
        ) % {"boards": boards, "least": event.unranked_below}
    return _(
        "Every pair is ranked on its percentage of the %(boards)s it played (scores factored to "
        "the field)."
    ) % {"boards": boards}


def apply(rows: list[dict], least_percent: int) -> list[dict]:
    """Leave unranked the rows under ``least_percent`` of their field's most trays, and place
    the others again among themselves (ties shared)."""
    if not least_percent or not rows:
        return rows
    most: dict[str, int] = {}
    for row in rows:
        most[row["field"]] = max(most.get(row["field"], 0), row["trays"])
    ranked: list[dict] = []
    unranked: list[dict] = []
    for row in rows:
        short = row["trays"] * 100 < least_percent * most[row["field"]]
        (unranked if short else ranked).append(row)
    for field in most:
        members = [r for r in ranked if r["field"] == field]
        for placing in rank([(r["label"], r["sort_percentage"]) for r in members]):
            row = next(r for r in members if r["label"] == placing.entrant)
            row["place"] = placing.label
    for row in unranked:
        row["place"] = "—"
        row["unranked"] = True
    return ranked + unranked
