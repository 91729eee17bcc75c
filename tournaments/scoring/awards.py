"""Masterpoint awards by place and field size, ties sharing the places they cover.

National bodies publish their club scales as a table: for a field of so many entrants, the
points for first place, second, and so on.  A row applies from its field size up to the next
row's.  Entrants tied for a place share the awards of every place the tie covers (two pairs
tied for second share the awards for second and third), equally, to two places.  A
two-winner event awards each field (North-South, East-West) on its own size.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

from said import Said

__all__ = ["ScaleRow", "ScaleError", "read_scale", "scale_text", "awards_for", "share_awards"]

_CENT = Decimal("0.01")
_LINE = re.compile(r"^\s*(\d+)\s*(?:\+|or more)?\s*[:=]\s*(.*)$")


class ScaleError(ValueError):
    """A scale that cannot be used; the message names the line."""


@dataclass(frozen=True)
class ScaleRow:
    least_field: int
    awards: tuple[Decimal, ...]


def read_scale(rows: str | Sequence[object]) -> tuple[ScaleRow, ...]:
    """A scale from its stored form ``[[least field, [first, second, ...]], ...]`` or from
    text, a row a line: ``12: 60 42 30 20 15 12`` (a field of 12 or more)."""
    if isinstance(rows, str):
        rows = [_text_row(line, n) for n, line in enumerate(rows.splitlines(), 1) if line.strip()]
    out = []
    for n, row in enumerate(rows, start=1):
        if not isinstance(row, list | tuple) or len(row) != 2:
            raise ScaleError(Said("row %(n)s: a field size and its awards", n=n))
        least, awards = row
        if isinstance(least, bool) or not isinstance(least, int) or least < 1:
            raise ScaleError(Said("row %(n)s: the field size is a whole number of 1 or more", n=n))
        if not isinstance(awards, list | tuple) or not awards:
            raise ScaleError(Said("row %(n)s: give the awards from first place down", n=n))
        out.append(ScaleRow(least, tuple(_points(a, n) for a in awards)))
    sizes = [r.least_field for r in out]
    if len(set(sizes)) != len(sizes):
        raise ScaleError(Said("two rows are for the same field size"))
    return tuple(sorted(out, key=lambda r: r.least_field))


def _text_row(line: str, n: int) -> list[int | list[str]]:
    match = _LINE.match(line)
    if not match:
        raise ScaleError(
            Said("line %(n)s: write the field size, a colon, then the awards (12: 60 42 30)", n=n)
        )
    return [int(match[1]), match[2].replace(",", " ").split()]


def _points(value: object, n: int) -> Decimal:
    try:
        points = Decimal(str(value))
    except InvalidOperation:
        raise ScaleError(
            Said("row %(n)s: %(value)s is not a number of points", n=n, value=repr(value))
        ) from None
    if not points.is_finite() or points < 0 or points > 100_000:
        raise ScaleError(
            Said("row %(n)s: %(value)s is not a number of points from 0 up", n=n, value=repr(value))
        )
    return points.quantize(_CENT, rounding=ROUND_HALF_UP)


def scale_text(rows: Sequence[ScaleRow]) -> str:
    """The scale as the text ``read_scale`` reads."""
    return "\n".join(f"{r.least_field}: {' '.join(_plain(a) for a in r.awards)}" for r in rows)


def _plain(value: Decimal) -> str:
    text = format(value, "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


def awards_for(field_size: int, rows: Sequence[ScaleRow]) -> tuple[Decimal, ...]:
    """The awards from first place down for a field of ``field_size`` (none below the
    smallest field the scale covers)."""
    found = [r for r in rows if r.least_field <= field_size]
    return found[-1].awards if found else ()


def share_awards(
    placings: Sequence[tuple[str, str, str]], rows: Sequence[ScaleRow]
) -> dict[str, Decimal]:
    """Each entrant's award from ``(entrant, field, place label)`` placings ("3" or "3=")."""
    fields: dict[str, list[tuple[str, int]]] = {}
    for entrant, field, label in placings:
        digits = "".join(ch for ch in label if ch.isdigit())
        if digits:
            fields.setdefault(field, []).append((entrant, int(digits)))
    out: dict[str, Decimal] = {}
    for members in fields.values():
        scale = awards_for(len(members), rows)
        tied: dict[int, list[str]] = {}
        for entrant, place in members:
            tied.setdefault(place, []).append(entrant)
        for place, group in tied.items():
            covered = scale[place - 1 : place - 1 + len(group)]
            share = (sum(covered, Decimal(0)) / len(group)).quantize(_CENT, ROUND_HALF_UP)
            for entrant in group:
                out[entrant] = share
    return out
