"""The working behind every figure, in the words a director can read out.

The same sentences appear on the site's score cards and in ``score --explain``: a line's match
points (what it beat, how it was factored, which ruling replaced it, what a penalty took off)
and an entrant's total (its maximum, its percentage, how a short total was scaled).  The cards
read a match-point report (``matchpoints.PairsReport``) or a trick report (``tricks.TrickReport``);
those modules call these, so this one imports neither.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Any

from movements.types import Direction
from said import Said

__all__ = [
    "CardLine",
    "matchpoint_card",
    "trick_card",
    "show",
    "figure",
    "score_text",
    "line_working",
    "total_working",
    "trick_working",
]


# Below this a Fraction is rounded in integers, as the Decimal division (28 digits) then the
# rounding would round it: a quotient of such numbers is never within 28 digits of a half
# without being one, so the two roundings agree (and the integers are five times faster).
_EXACT = 10**20


def _rounded(numerator: int, denominator: int, places: int) -> str:
    """numerator / denominator rounded half up (away from zero) to ``places`` decimals, as
    ``Decimal.quantize`` with ROUND_HALF_UP writes it ("-0.00" for a small negative)."""
    whole, rest = divmod(abs(numerator) * 10**places, denominator)
    if 2 * rest >= denominator:
        whole += 1
    sign = "-" if numerator < 0 else ""
    if not places:
        return f"{sign}{whole}"
    digits = str(whole).rjust(places + 1, "0")
    return f"{sign}{digits[:-places]}.{digits[-places:]}"


def show(value: Any, places: int = 2) -> str:
    """A figure for display: exact values rounded half up only here, at the last moment."""
    if value is None:
        return ""
    if isinstance(value, int | str):
        return str(value)
    if isinstance(value, Fraction):
        if value.denominator == 1:
            return str(value.numerator)
        if abs(value.numerator) < _EXACT and value.denominator < _EXACT:
            return _rounded(value.numerator, value.denominator, places)
        value = Decimal(value.numerator) / Decimal(value.denominator)
    quantum = Decimal(1).scaleb(-places)
    return str(Decimal(value).quantize(quantum, rounding=ROUND_HALF_UP))


def figure(value: Any) -> str:
    """A figure as a director writes it: 4, 2.5, 1.67, -3 (two places at most, no zeros)."""
    text = show(value)
    return text.rstrip("0").rstrip(".") if "." in text else text


def score_text(part: Any) -> str:
    """An assigned result as written with its NS score: "4S= N (+420)", or "+420"."""
    _weight, score, text = part
    signed = (f"{score:+d}" if isinstance(score, int) else f"+{figure(score)}") if score else "0"
    if str(text).lstrip("+-").isdigit():
        return signed
    return f"{text} ({signed})"


@dataclass(frozen=True)
class CardLine:
    """One tray on an entrant's card.

    For match points ``score`` and ``compared_with`` are NS figures, as written on a traveller;
    ``mp`` and ``top`` the figure as the line is printed (on the board's own top when the rules
    show a short board so) and ``counted`` the figure that counts in the total.  For trick
    totals ``score`` is the side's own score and ``compared_with`` holds the average it was
    measured against, ``mp`` the difference.
    """

    tray: int
    direction: str
    opponent: str
    score: Any
    compared_with: tuple[Any, ...]
    mp: Any
    top: Any
    raw_mp: Any
    explanation: str
    counted: Any = None


def matchpoint_card(
    report: Any, entrant: str, *, view: str = "", indices: Sequence[int] | None = None
) -> list[CardLine]:
    """The entrant's trays in order; the compared scores are NS figures, as on a traveller.

    ``view`` ("points" at bridge, "tricks" at whist) words an East-West line's working from
    East-West's side: its own score first, North-South's beside it.  ``indices``: the lines
    to look among (``report.lines_at``), every line by default."""
    out = []
    for line in report.lines if indices is None else report.lines_at(indices):
        r = line.result
        if entrant not in (r.ns, r.ew):
            continue
        side = Direction.NS.value if entrant == r.ns else Direction.EW.value
        others = list(line.compared)
        own = r.plain_score
        if own is not None and own in others:
            others.remove(own)
        out.append(
            CardLine(
                r.tray,
                side,
                r.ew if side == Direction.NS.value else r.ns,
                r.score,
                tuple(others),
                line.shown(side),
                line.shown_top,
                line.raw(side),
                line_working(report, line, side, view=view),
                line.mp(side),
            )
        )
    return out


def line_working(report: Any, line: Any, side: str, *, view: str = "") -> str:
    """How the side's match points on this line were reached, in words (``view``: see
    ``matchpoint_card``)."""
    r = line.result
    if not r.played:
        return str(Said("not played: the board leaves both pairs' maximum"))
    detail = line.detail
    own_text = detail.text(side) if detail is not None else ""
    parts: list[str | Said]
    if line.raw(side) is None:  # artificial (or a fixed share): compared with nothing
        parts = [own_text or line.note]
        if r.adjustment is not None and r.adjustment.reason:
            parts.append(r.adjustment.reason)
    else:
        # one assigned score is compared as a table's own: its working says with what
        assigned = view and r.score is None and r.plain_score is not None
        parts = [_comparison(report, line, side, view) if assigned else own_text]
        parts[0] = parts[0] or _comparison(report, line, side, view)
        if (fouled := fouled_part(line.note)) is not None:
            parts.append(fouled)
        if line.factored:
            parts.append(_factoring(report.scale, line, side))
        if line.own_top is not None:
            parts.append(
                Said(
                    "shown on this board's own top of %(own_top)s (%(count)s results); the "
                    "factored %(mp)s of %(top)s counts in the total",
                    own_top=line.own_top,
                    count=line.compared_count,
                    mp=figure(line.mp(side)),
                    top=line.top,
                )
            )
    taken = detail.penalty(side) if detail is not None else 0
    if taken:
        parts.append(
            Said(
                "less a procedural penalty (Law 90): %(penalty)s: %(mp)s of %(top)s",
                penalty=_penalty_words(r.adjustment, side, line.top),
                mp=figure(line.mp(side)),
                top=line.top,
            )
        )
    return "; ".join(str(p) for p in parts if p)


def _signed(value: Any) -> str:
    return f"+{figure(value)}" if value > 0 else figure(value)


def _east_west(score: Any, view: str) -> Said:
    """East-West's own score beside North-South's: bridge points change sign, whist tricks
    are what North-South did not take."""
    if view == "tricks":
        return Said(
            "EW tricks %(own)s for you (NS %(ns)s)", own=figure(13 - score), ns=figure(score)
        )
    return Said("EW score %(own)s for you (NS %(ns)s)", own=_signed(-score), ns=_signed(score))


def _comparison(report: Any, line: Any, side: str, view: str = "") -> Said:
    r = line.result
    score = r.plain_score
    compared = line.compared  # sorted, this line's own score included
    low = bisect_left(compared, score)
    tie = bisect_right(compared, score) - low - 1
    high = len(compared) - low - tie - 1
    others = range(len(compared) - 1)
    beat, lost = (low, high) if side == Direction.NS.value else (high, low)
    lead = Said("NS score %(score)s", score=score)
    if view and side == Direction.EW.value:
        lead = _east_west(score, view)
        if r.score is None:
            _weight, _ns, text = r.adjustment.ns_parts[0]
            if str(text).lstrip("+-").isdigit():
                lead = Said("assigned score: %(lead)s", lead=lead)
            else:
                lead = Said("assigned score %(text)s: %(lead)s", text=text, lead=lead)
    elif r.score is None:
        lead = Said(
            "assigned score %(assigned)s, NS %(score)s",
            assigned=score_text(r.adjustment.ns_parts[0]),
            score=score,
        )
    return Said(
        "%(lead)s against %(count)s other result(s): beat %(beat)s, tied %(tie)s, lost to "
        "%(lost)s: %(mp)s of %(top)s",
        lead=lead,
        count=len(others),
        beat=beat,
        tie=tie,
        lost=lost,
        mp=figure(line.raw(side)),
        top=report.scale * len(others),
    )


def _factoring(scale: int, line: Any, side: str) -> Said:
    n, full, raw = line.compared_count, line.full_count, Fraction(line.raw(side))
    half = Fraction(scale, 2)
    value = (raw + half) * full / n - half
    return Said(
        "factored (Neuberg), %(count)s results compared for a field of %(full)s: "
        "(%(raw)s + %(half)s) × %(full)s/%(count)s − %(half)s = %(value)s of %(top)s",
        count=n,
        full=full,
        raw=figure(raw),
        half=figure(half),
        value=figure(value),
        top=line.top,
    )


def _penalty_words(adj: Any, side: str, top: int) -> str:
    said = []
    for p in adj.penalty(side):
        if p.percent:
            said.append(
                Said(
                    "%(amount)s%% of the top %(top)s = %(value)s",
                    amount=figure(p.amount),
                    top=top,
                    value=figure(top * p.amount / 100),
                )
            )
        else:
            said.append(Said("%(amount)s match points", amount=figure(p.amount)))
    return "; ".join(map(str, said))


def total_working(report: Any, standing: Any) -> str:
    """How an entrant's total, percentage and place were reached, in words."""
    if not standing.maximum:
        return str(Said("no board scored: no percentage and no place"))
    text = Said(
        "%(total)s match points of a possible %(maximum)s on %(boards)s: %(percentage)s%%",
        total=figure(standing.total),
        maximum=standing.maximum,
        boards=Said("1 board")
        if standing.trays == 1
        else Said("%(count)s boards", count=standing.trays),
        percentage=show(standing.percentage),
    )
    if standing.maximum != standing.event_maximum:
        most = standing.event_maximum
        if standing.scaled:
            text = Said(
                "%(working)s; fewer boards than the most played, so the total is printed "
                "scaled to %(most)s: %(total)s × %(most)s/%(maximum)s = %(scaled)s",
                working=text,
                most=most,
                total=figure(standing.total),
                maximum=standing.maximum,
                scaled=show(standing.scaled_total),
            )
        else:
            text = Said(
                "%(working)s; fewer boards than the most played (%(most)s possible): total as "
                "played",
                working=text,
                most=most,
            )
    return str(Said("%(working)s; place %(place)s", working=text, place=standing.place))


def trick_card(report: Any, entrant: str) -> list[CardLine]:
    """The entrant's trays: its own score, the average it is measured against, the difference."""
    out = []
    for line in report.lines:
        r = line.result
        if entrant not in (r.ns, r.ew):
            continue
        ns = entrant == r.ns
        own = line.ns_score if ns else line.ew_score
        average = line.ns_average if ns else line.ew_average
        diff = None if own is None or average is None else own - average
        out.append(
            CardLine(
                r.tray,
                Direction.NS.value if ns else Direction.EW.value,
                r.ew if ns else r.ns,
                own,
                (average,),
                diff,
                None,
                None,
                trick_working(line, Direction.NS.value if ns else Direction.EW.value),
            )
        )
    return out


def trick_working(line: Any, side: str) -> str:
    """A trick-total line's working for one side: its score against the tray's average."""
    ns = side == Direction.NS.value
    own = line.ns_score if ns else line.ew_score
    average = line.ns_average if ns else line.ew_average
    field_score = line.ns_field if ns else line.ew_field
    parts: list[str | Said] = [
        Said(
            "%(own)s against the tray's %(side)s average %(average)s",
            own=show(own),
            side=side,
            average=show(average),
        )
    ]
    if field_score is not None and field_score != own:
        parts.append(Said("%(score)s entered the averages", score=show(field_score)))
    if line.note:
        parts.append(line.note)
    return "; ".join(map(str, parts))


def fouled_part(note: str | Said) -> Said | None:
    """The part of a line's note that says its tray was fouled and how its group was scored
    (None for a tray that was not): found by the message's English text, whatever the
    language it is read in."""
    if not isinstance(note, Said):
        return None
    if note.text.startswith("fouled "):
        return note
    inner = note.values.get("fouled")
    return inner if isinstance(inner, Said) else None
