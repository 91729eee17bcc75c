"""A national body's member list, as the CSV file its website exports: member numbers and
names (and an e-mail address and the member's club, when the file has them).

Each body names its columns its own way ("EBU No" / "Member Number" / "Player Number",
"Forename" / "First Name", one "Name" column or first and last names apart).  ``find_columns``
recognises the common names; a club whose file uses others names them once
(``Columns``), and the site keeps that mapping for its next file.  ``read_members`` reads
every line: a good line is a ``Member``; a bad one (no number, no name, a number that is not
one) is a ``BadLine`` with its line number and the reason, and nothing of it is kept.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass

from said import Said

# The header names the bodies' exports use, lower-cased, for each field.
KNOWN = {
    "number": (
        "member number", "membership number", "member no", "member id", "ebu no", "ebu number",
        "abf number", "abf no", "acbl number", "player number", "player no", "nbo number",
        "national number", "number", "id",
    ),
    "first": ("first name", "forename", "given name", "first"),
    "last": ("last name", "surname", "family name", "last"),
    "name": ("name", "full name", "member name", "player name"),
    "email": ("email", "e-mail", "email address", "e-mail address"),
    "club": ("club", "club name", "home club", "primary club"),
}  # fmt: skip
FIELDS = tuple(KNOWN)
# A member number as bodies write them: letters and digits, perhaps a dash or a space.
NUMBER = re.compile(r"[A-Za-z0-9][A-Za-z0-9 -]{0,18}[A-Za-z0-9]|[A-Za-z0-9]")
EMAIL = re.compile(r"[^@\s]+@[^@\s]+\.[^@\s]+")
MOST_LINES = 100_000
MOST_BYTES = 20 * 1024 * 1024


class MemberListError(ValueError):
    """A file that is not a member list this reader can take (the message says why)."""


@dataclass(frozen=True)
class Columns:
    """Which column holds each field, by its header as the file writes it: the number, and
    either the whole name or the first and last names; an e-mail and a club if present."""

    number: str
    name: str = ""
    first: str = ""
    last: str = ""
    email: str = ""
    club: str = ""

    def as_dict(self) -> dict[str, str]:
        return {f: getattr(self, f) for f in FIELDS if getattr(self, f)}


@dataclass(frozen=True)
class Member:
    line: int
    number: str
    name: str
    email: str = ""
    club: str = ""


@dataclass(frozen=True)
class BadLine:
    line: int
    reason: str | Said


@dataclass(frozen=True)
class MemberList:
    columns: Columns
    members: tuple[Member, ...]
    bad: tuple[BadLine, ...]


def _table(text: str) -> list[list[str]]:
    if len(text) > MOST_BYTES:
        raise MemberListError(Said("The file is too large for a member list (20 MB at most)."))
    sample = text[:4096]
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(sample, delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    rows = list(csv.reader(io.StringIO(text), dialect))
    if len(rows) > MOST_LINES:
        raise MemberListError(
            Said("The file has more than %(MOST_LINES)s lines.", MOST_LINES=format(MOST_LINES, ","))
        )
    return rows


def headers_of(text: str) -> list[str]:
    """The file's column headers (its first line)."""
    rows = _table(text.lstrip("\ufeff"))
    if not rows:
        raise MemberListError(Said("The file is empty."))
    return [h.strip() for h in rows[0]]


def find_columns(headers: list[str], kept: dict[str, str] | None = None) -> Columns:
    """The columns of ``headers``: the club's ``kept`` mapping where the file still has those
    headers, else the common names; ``MemberListError`` naming the headers when the number
    or a name cannot be found."""
    by_name = {h.strip().lower(): h.strip() for h in headers if h.strip()}
    found: dict[str, str] = {}
    for field in FIELDS:
        wanted = (kept or {}).get(field, "")
        if wanted and wanted.strip().lower() in by_name:
            found[field] = by_name[wanted.strip().lower()]
            continue
        found[field] = next((by_name[k] for k in KNOWN[field] if k in by_name), "")
    if found["first"] and found["last"]:
        found["name"] = ""
    if not found["number"] or not (found["name"] or (found["first"] and found["last"])):
        raise MemberListError(
            Said(
                "Name the columns of the member number and the names: this file's columns are "
                "%(columns)s.",
                columns=", ".join(repr(h) for h in headers if h.strip()),
            )
        )
    return Columns(**found)


def read_members(text: str, columns: Columns) -> MemberList:
    """Every line of the file under ``columns``: the members, and the bad lines (line numbers
    as a spreadsheet shows them: the headers are line 1)."""
    rows = _table(text.lstrip("\ufeff"))
    if not rows:
        raise MemberListError(Said("The file is empty."))
    headers = [h.strip() for h in rows[0]]
    index = {h: i for i, h in enumerate(headers)}
    missing = [h for h in columns.as_dict().values() if h not in index]
    if missing:
        raise MemberListError(
            Said("The file has no column %(value)s.", value=", ".join(repr(h) for h in missing))
        )

    def cell(row: list[str], header: str) -> str:
        if not header or index[header] >= len(row):
            return ""
        return " ".join(row[index[header]].split())

    members: list[Member] = []
    bad: list[BadLine] = []
    seen: dict[str, int] = {}
    for line, row in enumerate(rows[1:], start=2):
        if not any(c.strip() for c in row):
            continue  # a blank line
        number = cell(row, columns.number)
        if columns.name:
            name = cell(row, columns.name)
        else:
            name = " ".join(p for p in (cell(row, columns.first), cell(row, columns.last)) if p)
        if not number:
            bad.append(BadLine(line, Said("no member number")))
        elif not NUMBER.fullmatch(number):
            bad.append(
                BadLine(line, Said("%(number)s is not a member number", number=repr(number)))
            )
        elif not name:
            bad.append(BadLine(line, Said("member %(number)s has no name", number=number)))
        elif len(name) > 120:
            bad.append(
                BadLine(
                    line,
                    Said("the name of member %(number)s is longer than 120 letters", number=number),
                )
            )
        elif number in seen:
            bad.append(
                BadLine(
                    line,
                    Said(
                        "member %(number)s is on line %(first)s already",
                        number=number,
                        first=seen[number],
                    ),
                )
            )
        elif (email := cell(row, columns.email)) and not EMAIL.fullmatch(email):
            bad.append(
                BadLine(
                    line,
                    Said(
                        "the e-mail %(email)s of member %(number)s is not an address",
                        email=repr(email),
                        number=number,
                    ),
                )
            )
        else:
            seen[number] = line
            members.append(Member(line, number, name, email, cell(row, columns.club)))
    return MemberList(columns, tuple(members), tuple(bad))
