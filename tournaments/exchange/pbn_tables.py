"""A pairs event's results as PBN 2.1 tables: each board's traveller in a ``ScoreTable`` and
the final ranking in a ``TotalScoreTable``, from the same plain values the USEBIO file is
written from (``usebio_doc``), so the two files never disagree.

A PBN table is a tag whose value names the columns (``PairId_NS\\2R``: the column, its
minimum width, its alignment) followed by one line a row, items separated by spaces, a
string with spaces in quotes and ``-`` for an item that has no value.  The columns are the
standard's: a line's pairs, contract, declarer, tricks (``Result``), lead, the score in the
column of the side that scored it, and the match points (``MP_NS``, ``MP_EW``, with the
line's ``Percentage_NS``/``_EW``) or IMPs (``IMP_NS``, ``IMP_EW``) it earned; the ranking's
``Rank``, ``PairId``, ``Direction`` (two winners), ``TotalScoreMP`` with ``TotalPercentage``
or ``TotalScoreIMP``, ``Names`` and ``NrBoards``.

A line whose score was assigned (an average, ``A60/40``, not played) has no contract, tricks
or score: PBN has no notation for a ruling, and the figures it earned say what it scored.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal

from . import usebio_doc as doc

__all__ = ["quote", "rooms_table", "score_table", "table", "total_score_table"]

NONE = "-"
_CENT = Decimal("0.01")
# (column, minimum width, alignment)
_LINE_COLUMNS = (
    ("PairId_NS", 2, "R"),
    ("PairId_EW", 2, "R"),
    ("Contract", 5, "L"),
    ("Declarer", 1, "R"),
    ("Result", 2, "R"),
    ("Lead", 3, "L"),
    ("Score_NS", 5, "R"),
    ("Score_EW", 5, "R"),
)
_MP_COLUMNS = (
    ("MP_NS", 5, "R"),
    ("MP_EW", 5, "R"),
    ("Percentage_NS", 6, "R"),
    ("Percentage_EW", 6, "R"),
)
_IMP_COLUMNS = (("IMP_NS", 6, "R"), ("IMP_EW", 6, "R"))


def score_table(board: doc.Board, method: str) -> list[str]:
    """The ``ScoreTable`` tag and rows of one board's traveller (``method``: the event's
    ``BOARD_SCORING_METHOD``: match points, Butler or cross-IMPs)."""
    match_points = method == doc.MATCH_POINTS
    columns = _LINE_COLUMNS + (_MP_COLUMNS if match_points else _IMP_COLUMNS)
    rows = [_line_row(line, match_points) for line in board.lines]
    return table("ScoreTable", columns, rows)


def rooms_table(rooms: Sequence[tuple[str, doc.Line]], figures: str = "") -> list[str]:
    """A team board's ``ScoreTable``: each room's line (``Room`` is a column of the site's
    own), with the figures of the teams sitting North-South and East-West at that table
    (``figures``: "IMP", or "MP" for board-a-match's board points; none at total points, where
    the scores say it)."""
    columns: tuple[tuple[str, int, str], ...] = (("Room", 6, "L"), *_LINE_COLUMNS)
    if figures:
        columns += ((f"{figures}_NS", 6, "R"), (f"{figures}_EW", 6, "R"))
    rows = []
    for room, line in rooms:
        row = _line_row(line, match_points=False)
        rows.append([room, *(row if figures else row[: len(_LINE_COLUMNS)])])
    return table("ScoreTable", columns, rows)


def _line_row(line: doc.Line, match_points: bool) -> list[str]:
    played = line.score.lstrip("-").isdigit()
    passed = line.contract.upper() == "PASS"
    ns_score = int(line.score) if played else None
    row = [
        line.ns or NONE,
        line.ew or NONE,
        ("Pass" if passed else line.contract) if played and line.contract else NONE,
        line.declarer if played and not passed and line.declarer else NONE,
        str(line.tricks) if played and not passed and line.tricks is not None else NONE,
        doc.site_lead(line.lead) or NONE,
        NONE if ns_score is None or ns_score < 0 else str(ns_score),
        NONE if ns_score is None or ns_score >= 0 else str(-ns_score),
        _number(line.ns_figure),
        _number(line.ew_figure),
    ]
    if match_points:
        ns, ew = line.ns_figure, line.ew_figure
        top = line.top
        if top is None:  # a file read without its tops: a balanced line's two figures
            top = ns + ew if ns is not None and ew is not None else Decimal(0)
        row += [_percent(ns, top), _percent(ew, top)]
    return row


def total_score_table(pairs: Sequence[doc.Pair], method: str) -> list[str]:
    """The ``TotalScoreTable`` tag and rows: every pair in order of place, field by field (the
    unplaced last), with its total, its percentage at match points, its players' names and the number
    of boards it played."""
    two_fields = any(p.direction for p in pairs)
    match_points = method == doc.MATCH_POINTS
    columns = [("Rank", 3, "R"), ("PairId", 3, "R")]
    if two_fields:
        columns.append(("Direction", 5, "L"))
    columns.append(("TotalScoreMP", 7, "R") if match_points else ("TotalScoreIMP", 7, "R"))
    if match_points:
        columns.append(("TotalPercentage", 6, "R"))
    columns += [("Names", 30, "L"), ("NrBoards", 2, "R")]
    rows = []
    for pair in sorted(pairs, key=_order):
        result = pair.result
        row = [_rank(result.place), pair.number]
        if two_fields:
            row.append(quote({"NS": "N-S", "EW": "E-W"}.get(pair.direction, pair.direction)))
        row.append(_figure(result.total))
        if match_points:
            row.append(_figure(result.percentage))
        named = " - ".join(p.name for p in pair.players if p.name)
        row += [quote(named), str(result.boards_played) if result.boards_played else NONE]
        rows.append(row)
    return table("TotalScoreTable", columns, rows)


def _order(pair: doc.Pair) -> tuple[int, int, int, int]:
    """North-South's field first (two winners), each by place, the unplaced last."""
    rank = _rank(pair.result.place)
    number = int(pair.number) if pair.number.isdigit() else 0
    field = 1 if pair.direction == "EW" else 0
    return (field, 0, int(rank), number) if rank.isdigit() else (field, 1, 0, number)


def _rank(place: str) -> str:
    """A place as a rank: "3=" (a tie) is rank 3 for each pair sharing it."""
    return place.rstrip("=").strip() or NONE


def table(name: str, columns: Sequence[tuple[str, int, str]], rows: list[list[str]]) -> list[str]:
    """A table's tag (its columns with their widths and alignment) and one line a row."""
    head = ";".join(f"{column}\\{width}{align}" for column, width, align in columns)
    out = [f'[{name} "{head}"]']
    for row in rows:
        cells = []
        for (_, width, align), item in zip(columns, row, strict=True):
            cells.append(item.rjust(width) if align == "R" else item.ljust(width))
        out.append(" ".join(cells).rstrip())
    return out


def quote(text: str) -> str:
    """A string token: an item with spaces kept whole."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _number(value: Decimal | None) -> str:
    if value is None:
        return NONE
    text = format(value, "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


def _figure(value: Decimal | None) -> str:
    """A total or percentage as the standings print it (to two places)."""
    return NONE if value is None else format(value, "f")


def _percent(part: Decimal | None, top: Decimal) -> str:
    if part is None or not top:
        return NONE
    return format((Decimal(100) * part / top).quantize(_CENT, ROUND_HALF_UP), "f")
