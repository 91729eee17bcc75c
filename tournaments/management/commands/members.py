"""``manage.py members``: a club's players brought up to date from the national body's member
list (its CSV export), as the club page's import does.

    python manage.py members compass-club members.csv
    python manage.py members compass-club members.csv --columns number="EBU No" first=Forename

Members are matched by number and never made twice; a player the club had by name alone takes
the number.  The report lists the members added, those changed, and the club's numbered
players the file does not list (kept).  ``--columns`` names the file's columns where they are
not the usual headers (fields: number, first, last, name, email, club); the club keeps them for
its next file.  No such club, a file that cannot be read, or a file with a bad line is a
message naming the reason (every bad line with its number) and exit status 2, nothing stored.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import CommandParser
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments import models as m
from tournaments.exchange.members import FIELDS
from tournaments.management.base import StrictCommand
from tournaments.services import clubs
from tournaments.services.common import DomainError


class Command(StrictCommand):
    help = gettext_lazy(
        "Import a club's member list (the national body's CSV export) into its players."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("club", metavar="CLUB_SLUG")
        parser.add_argument("file", metavar="FILE", help=_("the member list (CSV)"))
        parser.add_argument(
            "--columns",
            nargs="+",
            default=[],
            metavar="FIELD=HEADER",
            help=_(
                "the file's column for a field (%(fields)s) where it is not one of the usual headers"
            )
            % {"fields": ", ".join(FIELDS)},
        )

    def handle(self, *args: Any, club: str, file: str, columns: list[str], **opts: Any) -> None:
        found = m.Club.objects.filter(slug=club).first()
        if found is None:
            raise self.refuse(_("There is no club %(club)s.") % {"club": repr(club)})
        named = self._columns(columns)
        text = self._read(file)
        try:
            report = clubs.import_members(found, text, by=None, columns=named, whole_file=True)
        except DomainError as exc:
            raise self.refuse(str(exc)) from None
        self.stdout.write(
            _(
                "%(name)s: %(new)s added, %(changed)s changed, %(same)s as before, %(unmatched)s not "
                "in the file (kept)."
            )
            % {
                "name": found.name,
                "new": len(report.new),
                "changed": len(report.changed),
                "same": report.same,
                "unmatched": len(report.unmatched),
            }
        )
        for title, rows in (
            ("Added", report.new),
            ("Changed", report.changed),
            ("Numbered players the file does not list (kept)", report.unmatched),
        ):
            if rows:
                self.stdout.write(f"{title}:")
                for row in rows:
                    self.stdout.write(f"  {row}")

    def _columns(self, given: list[str]) -> dict[str, str]:
        named: dict[str, str] = {}
        for item in given:
            field, equals, header = item.partition("=")
            field = field.strip().lower()
            if not equals or field not in FIELDS or not header.strip():
                raise self.refuse(
                    _(
                        "--columns takes FIELD=HEADER, a field being one of %(fields)s: not %(item)s."
                    )
                    % {"fields": ", ".join(FIELDS), "item": repr(item)}
                )
            named[field] = header.strip()
        return named

    def _read(self, file: str) -> str:
        try:
            raw = Path(file).read_bytes()
        except OSError as exc:
            raise self.refuse(
                _("The file %(file)s cannot be read: %(why)s.")
                % {"file": file, "why": exc.strerror or exc}
            ) from None
        try:
            return raw.decode("utf-8-sig")
        except UnicodeDecodeError:
            return raw.decode("cp1252", errors="replace")  # a spreadsheet's own export
