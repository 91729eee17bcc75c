"""Template filters for results: a stored result written out in full, a contract's suit as its
symbol in colour."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from django import template
from django.utils.html import format_html

from tournaments import lazy

# Every template loads these filters, the front page's too; the scoring they read results
# with is imported when a result is first written out, and the results adapter when a
# ruling's score is.
if TYPE_CHECKING:
    from tournaments.adapters import results
    from tournaments.scoring import adjustments, entry
else:
    results = lazy.module("tournaments.adapters.results")
    adjustments = lazy.module("tournaments.scoring.adjustments")
    entry = lazy.module("tournaments.scoring.entry")

register = template.Library()


@register.filter
def stored(values: dict | None) -> str:
    """A stored result (a trail snapshot) in full: "3NT by S, 9 tricks, NS +400"."""
    return entry.stored_text(values) if values else ""


SUIT_SYMBOLS = {"C": ("♣", "clubs"), "D": ("♦", "diamonds"), "H": ("♥", "hearts"),
                "S": ("♠", "spades"), "R": ("♠R", "royal spades")}  # fmt: skip
CONTRACT = re.compile(r"^(\d)(NT|[CDHSR])(X{0,2})$")


@register.filter
def suits(contract: str) -> str:
    """A contract with its suit as a symbol in the suit's colour: "4S" as 4♠, "3NTX" as is."""
    match = CONTRACT.match(contract or "")
    if match is None or match.group(2) == "NT":
        return contract or ""
    level, strain, doubled = match.groups()
    symbol, name = SUIT_SYMBOLS[strain]
    return format_html(
        '{}<span class="suit suit-{}" role="img" aria-label="{}">{}</span>{}',
        level,
        strain.lower(),
        name,
        symbol,
        doubled,
    )


@register.filter
def replaces_result(code: str) -> bool:
    """True when a ruling's code stands in place of the table's own result (an average, an
    assigned, weighted or split score, not played); False for none, and for a procedural
    penalty or a fouled tray's group alone, which leave the table's result to be shown beside
    them."""
    if not code:
        return False
    try:
        return adjustments.Adjustment.parse(code).replaces_score
    except ValueError:  # an assigned contract, read only with the tray's vulnerability
        return True


@register.filter
def lead_card(code: str) -> str:
    """A stored opening lead ("HQ", "CT") as players read it: its suit's symbol in colour, the
    rank after it ("♥Q", "♣10")."""
    if not code or len(code) != 2 or code[0] not in "SHDC":
        return code or ""
    symbol, name = SUIT_SYMBOLS[code[0]]
    rank = "10" if code[1] == "T" else code[1]
    return format_html(
        '<span class="suit suit-{}" role="img" aria-label="{}">{}</span>{}',
        code[0].lower(),
        name,
        symbol,
        rank,
    )


@register.filter
def ruling_points(result, side: str = "") -> str:
    """A stored result's assigned score in points, read with its tray's vulnerability:
    North-South's on a traveller, ``side``'s own on a score card; "" when its ruling assigns
    no score."""
    return _assigned(result, side, tricks=False)


@register.filter
def ruling_tricks(result, side: str = "") -> str:
    """A whist result's assigned tricks: North-South's, or ``side``'s own out of 13."""
    return _assigned(result, side, tricks=True)


def _assigned(result, side: str, *, tricks: bool) -> str:
    try:
        return results.assigned_text(result, side, tricks=tricks)
    except ValueError:  # a code stored before the checks of today: shown as written
        return ""
