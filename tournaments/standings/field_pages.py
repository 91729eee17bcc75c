"""A large field's standings a page at a time: a national simultaneous pairs of 1,000 pairs is
read on phones, so a page holds ``PAGE`` pairs with links to the others, and a reader finds
their own pair (by its code or a name) or their own section's pairs (with their places in the
whole field) without paging through the rest.

Works on the competition's scores as ``standings.competition`` keeps them (once per version of
its sections); choosing a page is a slice of rows already ranked.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from django.utils.translation import gettext as _

from tournaments.standings.competition import CompetitionScores

PAGE = 50


@dataclass(frozen=True)
class FieldRow:
    """One pair's line: its place in the whole field (or its stratum of it), its figures."""

    place: str
    field: str
    code: str
    name: str
    section: str
    total: str
    percentage: str
    found: bool = False


@dataclass
class FieldView:
    rows: list[FieldRow]
    page: int
    pages: int
    count: int
    session: int | None
    sessions: list[int]
    sections: list[str]
    section: str
    find: str
    message: str = ""
    fields: bool = False
    links: list[tuple[int, str]] = field(default_factory=list)  # (page, its query string)

    def query(self, page: int) -> str:
        """The query string of another page of this same view."""
        parts = [f"page={page}"]
        if self.session is not None:
            parts.append(f"session={self.session}")
        if self.section:
            parts.append(f"section={self.section}")
        return "?" + "&".join(parts)


def _number(text: str | None, default: int) -> int:
    try:
        return int(text or default)
    except ValueError:
        return default


def rows_of(scores: CompetitionScores, session: int | None) -> list[FieldRow]:
    """The whole field, best first: the overall standings, or one session's.  Made once for
    the scores object, which is kept per version: every page of it is then a slice."""
    made = scores.__dict__.setdefault("_field_rows", {})
    found = made.get(session)
    if found is None:
        found = made[session] = _rows(scores, session)
    return found


def _rows(scores: CompetitionScores, session: int | None) -> list[FieldRow]:
    if session is None:
        total_only = scores.competition.combine == "sum"
        return [
            FieldRow(
                r["place"], r["field"], r["entry"].code, r["entry"].name, r["entry"].section,
                r["figure"] if total_only else "", "" if total_only else r["figure"],
            )
            for r in scores.overall()
        ]  # fmt: skip
    return [
        FieldRow(r.place, r.field, r.code, r.entry.name, r.section, r.total, r.percentage)
        for r in scores.sessions.get(session, [])
    ]


def _squash(text: str) -> str:
    return "".join(text.split()).casefold()


def _found(rows: list[FieldRow], find: str) -> int | None:
    """The first row whose code is ``find`` (spaces and case aside), else whose name holds it."""
    wanted = _squash(find)
    for i, row in enumerate(rows):
        if _squash(row.code) == wanted:
            return i
    for i, row in enumerate(rows):
        if wanted and wanted in _squash(row.name):
            return i
    return None


def view_of(scores: CompetitionScores, params: Mapping[str, str]) -> FieldView:
    """The page ``params`` ask for; a page out of range shows the nearest one."""
    sessions = sorted(scores.sessions)
    session = _number(params.get("session"), 0) or None
    if session not in sessions:
        session = None
    rows = rows_of(scores, session)
    sections = sorted({r.section for r in rows if r.section}, key=lambda s: (len(s), s))
    section = (params.get("section") or "").strip().upper()
    if section not in sections:
        section = ""
    if section:
        rows = [r for r in rows if r.section == section]
    find = (params.get("find") or "").strip()[:60]
    pages = max(1, -(-len(rows) // PAGE))
    page = min(max(_number(params.get("page"), 1), 1), pages)
    message = ""
    if find:
        at = _found(rows, find)
        if at is None:
            message = _("No pair here matches “%(find)s”.") % {"find": find}
        else:
            page = at // PAGE + 1
            rows = [*rows[:at], replace(rows[at], found=True), *rows[at + 1 :]]
    shown = rows[(page - 1) * PAGE : page * PAGE]
    view = FieldView(
        rows=shown,
        page=page,
        pages=pages,
        count=len(rows),
        session=session,
        sessions=sessions,
        sections=sections,
        section=section,
        find=find,
        message=message,
        fields=any(r.field for r in shown),
    )
    view.links = [(n, view.query(n)) for n in range(1, pages + 1)]
    return view
