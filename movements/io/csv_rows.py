"""Reading the reference CSV into plain rows (see ``movements.io`` for the format).

The first half of reading: split the ``#`` declarations from the grid, check the header and
turn every row into a dict of round, table, entrants and boards, naming the line of anything
that cannot be read.  What the rows mean as a movement is ``csv_read``'s business.
"""

from __future__ import annotations

import csv
import json
import re
from typing import Any

from movements.io.errors import MovementFormatError
from said import Said

PAIR_COLUMNS = ("round", "table", "ns", "ew", "boards")
INDIVIDUAL_COLUMNS = ("round", "table", "north", "south", "east", "west", "boards")
_RANGE = re.compile(r"^(\d+)(?:-(\d+))?$")
MAX_TRAY = 2000  # far beyond any session; keeps a hostile range from exhausting memory
# A round plays at least one board, so no movement has more rounds than boards; no room has
# a thousand tables. Past these a number is a broken or hostile file: round 10**7 alone once
# took seconds of a worker's time to lay out.
MOST = {"round": MAX_TRAY, "table": 1000}


def parse_boards(cell: str, line: int) -> tuple[int, ...] | str:
    """Tray numbers from ``1-3 7``, or a set label (``set4``, ``A``) as a string."""
    cell = cell.strip()
    if not cell:
        return ()
    trays: list[int] = []
    for part in cell.split():
        m = _RANGE.match(part)
        if m is None:
            if len(cell.split()) == 1:
                return cell
            raise MovementFormatError(
                Said("line %(line)s: cannot read boards %(cell)s", line=line, cell=repr(cell))
            )
        lo, hi = int(m.group(1)), int(m.group(2) or m.group(1))
        if lo < 1 or hi < lo:
            raise MovementFormatError(
                Said("line %(line)s: bad board range %(part)s", line=line, part=repr(part))
            )
        if hi > MAX_TRAY:
            raise MovementFormatError(
                Said(
                    "line %(line)s: board %(hi)s is beyond the largest a movement may use "
                    "(%(MAX_TRAY)s)",
                    line=line,
                    hi=hi,
                    MAX_TRAY=MAX_TRAY,
                )
            )
        trays.extend(range(lo, hi + 1))
    if len(set(trays)) != len(trays):
        raise MovementFormatError(
            Said("line %(line)s: a board is listed twice in %(cell)s", line=line, cell=repr(cell))
        )
    return tuple(trays)


def _int(cell: str, what: str, line: int) -> int:
    try:
        value = int(cell) if len(cell) <= len(str(MOST[what])) else None
    except ValueError:
        value = None
    if value is None:
        shown = cell if len(cell) <= 20 else cell[:20] + "..."
        raise MovementFormatError(
            Said(
                "line %(line)s: %(what)s %(shown)s is not a number up to %(MOST)s",
                line=line,
                what=what,
                shown=repr(shown),
                MOST=MOST[what],
            )
        )
    if value < 1:
        raise MovementFormatError(
            Said(
                "line %(line)s: %(what)s must be 1 or more, not %(value)s",
                line=line,
                what=what,
                value=value,
            )
        )
    if value > MOST[what]:
        raise MovementFormatError(
            Said(
                "line %(line)s: %(what)s %(value)s is beyond the largest a movement may use "
                "(%(MOST)s)",
                line=line,
                what=what,
                value=value,
                MOST=MOST[what],
            )
        )
    return value


class Meta(dict[str, str]):
    """The ``# key: value`` lines, remembering where each was, so errors can name the line."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: dict[str, int] = {}

    def number(self, key: str, default: int) -> int:
        if key not in self:
            return default
        try:
            value = int(self[key])
        except ValueError:
            value = -1
        if value < 0:
            raise MovementFormatError(
                Said(
                    "line %(lines)s: %(key)s must be a whole number, not %(self)s",
                    lines=self.lines[key],
                    key=key,
                    self=repr(self[key]),
                )
            )
        return value

    def json_pairs(self, key: str) -> tuple[tuple[str, str], ...]:
        if key not in self:
            return ()
        try:
            return tuple((str(k), str(v)) for k, v in json.loads(self[key]))
        except (ValueError, TypeError):
            raise MovementFormatError(
                Said(
                    "line %(lines)s: cannot read %(key)s %(self)s",
                    lines=self.lines[key],
                    key=key,
                    self=repr(self[key]),
                )
            ) from None


def split_lines(text: str) -> tuple[Meta, list[tuple[int, str]], list[tuple[int, str]]]:
    meta = Meta()
    rounds_meta: list[tuple[int, str]] = []
    body: list[tuple[int, str]] = []
    for no, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            key, sep, value = line[1:].partition(":")
            if sep:
                key = key.strip().lower()
                if key.startswith(("round ", "set ", "team ")):
                    rounds_meta.append((no, line[1:].strip()))
                elif key not in meta:
                    meta[key] = value.strip()
                    meta.lines[key] = no
            continue
        body.append((no, raw))
    return meta, rounds_meta, body


def read_rows(body: list[tuple[int, str]]) -> tuple[list[dict[str, Any]], bool]:
    """Parse the header and rows into plain dicts (round, table, entrants, boards)."""
    header_line, header = body[0]
    cols = [c.strip().lower() for c in next(csv.reader([header]))]
    individual = all(c in cols for c in INDIVIDUAL_COLUMNS)
    need = INDIVIDUAL_COLUMNS if individual else PAIR_COLUMNS
    missing = [c for c in need if c not in cols]
    if missing:
        raise MovementFormatError(
            Said(
                "line %(header_line)s: header lacks column(s) %(value)s (expected %(value2)s or "
                "%(value3)s)",
                header_line=header_line,
                value=", ".join(missing),
                value2=",".join(PAIR_COLUMNS),
                value3=",".join(INDIVIDUAL_COLUMNS),
            )
        )
    pos = {c: cols.index(c) for c in need}
    rows = []
    for no, raw in body[1:]:
        cells = next(csv.reader([raw]))
        if len(cells) < len(cols):
            raise MovementFormatError(
                Said(
                    "line %(no)s: %(count_cells)s cells, expected %(count_cols)s",
                    no=no,
                    count_cells=len(cells),
                    count_cols=len(cols),
                )
            )
        get = {c: cells[i].strip() for c, i in pos.items()}
        table = None if get["table"] == "?" else _int(get["table"], "table", no)
        if individual:
            seats = tuple(get[c] for c in ("north", "east", "south", "west"))
            if not all(seats):
                raise MovementFormatError(Said("line %(no)s: every seat needs a player", no=no))
            who: dict[str, Any] = {"players": seats}
        else:
            who = {"ns": get["ns"] or None, "ew": get["ew"] or None}
            if who["ns"] is None and who["ew"] is None:
                raise MovementFormatError(Said("line %(no)s: a table with nobody at it", no=no))
        rows.append(
            {
                "line": no,
                "round": _int(get["round"], "round", no),
                "table": table,
                "boards": parse_boards(get["boards"], no),
                **who,
            }
        )
    if not rows:
        raise MovementFormatError(
            Said("line %(header_line)s: no rows after the header", header_line=header_line)
        )
    return rows, individual


def assign_tables(rows: list[dict[str, Any]]) -> None:
    used: dict[int, set[int]] = {}
    for r in rows:
        if r["table"] is not None:
            used.setdefault(r["round"], set()).add(r["table"])
    for r in rows:
        if r["table"] is None:
            taken = used.setdefault(r["round"], set())
            table = next(t for t in range(1, len(taken) + 2) if t not in taken)
            r["table"] = table
            taken.add(table)
